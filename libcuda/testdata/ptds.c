/* ptds.c: the per-thread default stream's synchronous entry points called
 * directly (no CUDA header: the declarations below) while that stream
 * captures. A _ptds synchronous memset
 * (cuMemsetD8_v2_ptds, cudart's cudaMemset) answers
 * STREAM_CAPTURE_UNSUPPORTED and invalidates the capture, as the H200
 * answered cudart (libcuda/testdata/cudart/graphs26, s_gr_capptds), and
 * so does every other synchronous copy and set there (measured on an H100:
 * testdata/reference/mend33/h100-s33, ptdscap.out). Each
 * line: what, the result code, then the capture's status and node count at
 * its end. */
#include <stdio.h>
#include <stddef.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUstream, *CUgraph, *CUgraphNode;
typedef unsigned long long CUdeviceptr;
#define CU_STREAM_PER_THREAD ((CUstream)0x2)

CUresult cuInit(unsigned);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamIsCapturing(CUstream, int *);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuGraphGetNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuMemsetD8_v2_ptds(CUdeviceptr, unsigned char, size_t);
CUresult cuMemcpyDtoH_v2_ptds(void *, CUdeviceptr, size_t);
CUresult cuMemsetD32_v2_ptds(CUdeviceptr, unsigned int, size_t);

static CUdeviceptr d;
static unsigned char host[64];

static CUresult call(int which) {
	switch (which) {
	case 0: return cuMemsetD8_v2_ptds(d, 1, 64);
	case 1: return cuMemcpyDtoH_v2_ptds(host, d, 64);
	case 2: return cuMemsetD32_v2_ptds(d, 1, 16);
	}
	return -1;
}

int main(void) {
	static const char *names[] = {"cuMemsetD8_v2_ptds", "cuMemcpyDtoH_v2_ptds", "cuMemsetD32_v2_ptds"};
	CUdevice dev;
	CUcontext c;
	if (cuInit(0) || cuDeviceGet(&dev, 0) || cuCtxCreate_v2(&c, 0, dev) || cuMemAlloc_v2(&d, 64)) {
		printf("setup failed\n");
		return 1;
	}
	for (int i = 0; i < 3; i++) {
		CUresult b = cuStreamBeginCapture_v2(CU_STREAM_PER_THREAD, 0);
		CUresult r = call(i);
		int st = -1;
		cuStreamIsCapturing(CU_STREAM_PER_THREAD, &st);
		CUgraph g = 0;
		CUresult e = cuStreamEndCapture(CU_STREAM_PER_THREAD, &g);
		size_t n = 0;
		if (g) cuGraphGetNodes(g, NULL, &n);
		printf("%s: begin %d call %d status %d end %d nodes %zu\n", names[i], b, r, st, e, n);
	}
	return 0;
}
