/*
 * recgraphs: CUDA graphs, for the recorder and replay. Captures a stream's
 * work (a set, two launches of addOne from the PTX image argv[1], a
 * stream-ordered allocation and free) into a graph, instantiates it and
 * launches it twice; builds a graph with the explicit API (empty nodes, a
 * child graph, dependencies added and removed, a clone, event record and
 * wait nodes); prints what it read. The trace it leaves must replay on cudasim.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuStreamCreate(void **, unsigned);
CUresult cuStreamSynchronize(void *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, void *);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, void *);
CUresult cuMemFreeAsync(CUdeviceptr, void *);
CUresult cuModuleLoadData(void **, const void *);
CUresult cuModuleGetFunction(void **, void *, const char *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
CUresult cuStreamBeginCapture_v2(void *, int);
CUresult cuStreamEndCapture(void *, void **);
CUresult cuStreamIsCapturing(void *, int *);
CUresult cuGraphCreate(void **, unsigned);
CUresult cuGraphDestroy(void *);
CUresult cuGraphClone(void **, void *);
CUresult cuGraphAddEmptyNode(void **, void *, void **, size_t);
CUresult cuGraphAddChildGraphNode(void **, void *, void **, size_t, void *);
CUresult cuGraphAddDependencies(void *, void **, void **, size_t);
CUresult cuGraphRemoveDependencies(void *, void **, void **, size_t);
CUresult cuGraphNodeGetType(void *, int *);
CUresult cuGraphNodeFindInClone(void **, void *, void *);
CUresult cuGraphChildGraphNodeGetGraph(void *, void **);
CUresult cuGraphDestroyNode(void *);
CUresult cuGraphInstantiateWithFlags(void **, void *, unsigned long long);
CUresult cuGraphExecGetFlags(void *, unsigned long long *);
CUresult cuGraphUpload(void *, void *);
CUresult cuGraphLaunch(void *, void *);
CUresult cuGraphExecDestroy(void *);
CUresult cuEventCreate(void **, unsigned);
CUresult cuEventDestroy_v2(void *);
CUresult cuGraphAddEventRecordNode(void **, void *, void **, size_t, void *);
CUresult cuGraphAddEventWaitNode(void **, void *, void **, size_t, void *);
CUresult cuGraphEventRecordNodeGetEvent(void *, void **);
CUresult cuGraphEventWaitNodeSetEvent(void *, void *);
CUresult cuGraphExecEventRecordNodeSetEvent(void *, void *, void *);

#define CHECK(x) do { CUresult r_ = (x); if (r_) { printf("%s -> %d\n", #x, r_); } } while (0)

static char *readFile(const char *path) {
	FILE *f = fopen(path, "rb");
	if (!f) { perror(path); exit(2); }
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	rewind(f);
	char *b = calloc(n + 1, 1);
	if (fread(b, 1, n, f) != (size_t)n) { perror(path); exit(2); }
	fclose(f);
	return b;
}

int main(int argc, char **argv) {
	if (argc < 2) { fprintf(stderr, "usage: recgraphs kernels.ptx\n"); return 2; }
	char *ptx = readFile(argv[1]);
	int dev, capturing = -1, type = -1, cloneType = -1;
	void *ctx, *s, *mod, *fn;
	CHECK(cuInit(0));
	CHECK(cuDeviceGet(&dev, 0));
	CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
	CHECK(cuCtxSetCurrent(ctx));
	CHECK(cuStreamCreate(&s, 1 /* NON_BLOCKING */));
	CHECK(cuModuleLoadData(&mod, ptx));
	CHECK(cuModuleGetFunction(&fn, mod, "addOne"));
	CUdeviceptr buf, tmp;
	CHECK(cuMemAlloc_v2(&buf, 64 * 4));

	/* Capture: nothing runs until the graph is launched. */
	void *g, *exec;
	int n = 64;
	void *params[] = {&buf, &n};
	CHECK(cuStreamBeginCapture_v2(s, 0 /* GLOBAL */));
	CHECK(cuStreamIsCapturing(s, &capturing));
	CHECK(cuMemsetD32Async(buf, 40, 64, s));
	CHECK(cuMemAllocAsync(&tmp, 256, s));
	CHECK(cuLaunchKernel(fn, 2, 1, 1, 32, 1, 1, 0, s, params, NULL));
	CHECK(cuLaunchKernel(fn, 2, 1, 1, 32, 1, 1, 0, s, params, NULL));
	CHECK(cuMemFreeAsync(tmp, s));
	CHECK(cuStreamEndCapture(s, &g));
	unsigned long long flags = 99;
	CHECK(cuGraphInstantiateWithFlags(&exec, g, 0));
	CHECK(cuGraphExecGetFlags(exec, &flags));
	CHECK(cuGraphUpload(exec, s));
	CHECK(cuGraphLaunch(exec, s));
	CHECK(cuGraphLaunch(exec, s));
	CHECK(cuStreamSynchronize(s));
	int out[2];
	CHECK(cuMemcpyDtoH_v2(out, buf + 4 * 62, 8));
	CHECK(cuGraphExecDestroy(exec));
	CHECK(cuGraphDestroy(g));

	/* The explicit API. */
	void *h, *child, *a, *b, *c, *k, *clone, *inClone, *childCopy;
	CHECK(cuGraphCreate(&h, 0));
	CHECK(cuGraphCreate(&child, 0));
	CHECK(cuGraphAddEmptyNode(&a, child, NULL, 0));
	CHECK(cuGraphAddEmptyNode(&a, h, NULL, 0));
	CHECK(cuGraphAddEmptyNode(&b, h, &a, 1));
	CHECK(cuGraphAddChildGraphNode(&k, h, &a, 1, child));
	CHECK(cuGraphAddEmptyNode(&c, h, NULL, 0));
	CHECK(cuGraphAddDependencies(h, &b, &c, 1));
	CHECK(cuGraphRemoveDependencies(h, &b, &c, 1));
	void *from[] = {b, k}, *to[] = {c, c};
	CHECK(cuGraphAddDependencies(h, from, to, 2));
	CHECK(cuGraphNodeGetType(k, &type));
	CHECK(cuGraphChildGraphNodeGetGraph(k, &childCopy));
	CHECK(cuGraphClone(&clone, h));
	CHECK(cuGraphNodeFindInClone(&inClone, k, clone));
	CHECK(cuGraphNodeGetType(inClone, &cloneType));
	CHECK(cuGraphDestroyNode(c));
	void *ev, *ev2, *er, *ew, *got = NULL;
	CHECK(cuEventCreate(&ev, 0));
	CHECK(cuEventCreate(&ev2, 0));
	CHECK(cuGraphAddEventRecordNode(&er, h, &b, 1, ev));
	CHECK(cuGraphAddEventWaitNode(&ew, h, &er, 1, ev));
	CHECK(cuGraphEventRecordNodeGetEvent(er, &got));
	CHECK(cuGraphEventWaitNodeSetEvent(ew, ev2));
	CHECK(cuGraphInstantiateWithFlags(&exec, h, 0));
	CHECK(cuGraphExecEventRecordNodeSetEvent(exec, er, ev2));
	CHECK(cuGraphLaunch(exec, s));
	CHECK(cuStreamSynchronize(s));
	CHECK(cuGraphExecDestroy(exec));
	CHECK(cuGraphDestroy(clone));
	CHECK(cuGraphDestroy(h));
	CHECK(cuGraphDestroy(child));
	CHECK(cuEventDestroy_v2(ev));
	CHECK(cuEventDestroy_v2(ev2));
	printf("%d %d capturing %d flags %llu child %d %d event %s\n", out[0], out[1], capturing, flags, type, cloneType, got == ev ? "same" : "other");
	return 0;
}
