// probe_graphs measures what the real driver answers to the graph calls
// beyond testdata/reference/pools: capture across streams through events
// (fork and join), cuGraphExecUpdate, node parameters (get/set, and the
// executable graph's per-node SetParams), memcpy nodes of the 2D/3D/peer
// copies, cuGraphDebugDotPrint, cuGraphUpload, conditional handles, the IPC
// calls (in one process and between a parent and a child process), and
// calls on a stream of a destroyed context.
//
// Usage: probe_graphs IMAGE SECTION [ARGS] (IMAGE: ../kernels.fatbin). Each
// section runs in its own process (run.sh). Output: `call -> CODE_NAME` a
// call, facts on indented lines; handles and addresses are printed as facts
// about them, never raw (except inside the DOT files, which are copied as
// the driver wrote them).
//
// It declares what it calls (no cuda.h) so that the same source runs
// against cudasim's libcuda.so.1.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef struct CUfunc_st *CUfunction;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;
typedef void (*CUhostFn)(void *);
typedef struct { CUdeviceptr dst; size_t pitch; unsigned value, elementSize; size_t width, height; } CUDA_MEMSET_NODE_PARAMS;
typedef struct {
  CUfunction func;
  unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes;
  void **kernelParams, **extra;
  CUkernel kern;
  CUcontext ctx;
} CUDA_KERNEL_NODE_PARAMS_v2;
typedef struct { CUhostFn fn; void *userData; } CUDA_HOST_NODE_PARAMS;
typedef struct {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  int srcMemoryType; const void *srcHost; CUdeviceptr srcDevice; void *srcArray; void *reserved0;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  int dstMemoryType; void *dstHost; CUdeviceptr dstDevice; void *dstArray; void *reserved1;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D;
typedef struct {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  int srcMemoryType; const void *srcHost; CUdeviceptr srcDevice; void *srcArray; CUcontext srcContext;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  int dstMemoryType; void *dstHost; CUdeviceptr dstDevice; void *dstArray; CUcontext dstContext;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D_PEER;
typedef struct {
  size_t srcXInBytes, srcY;
  int srcMemoryType; const void *srcHost; CUdeviceptr srcDevice; void *srcArray; size_t srcPitch;
  size_t dstXInBytes, dstY;
  int dstMemoryType; void *dstHost; CUdeviceptr dstDevice; void *dstArray; size_t dstPitch;
  size_t WidthInBytes, Height;
} CUDA_MEMCPY2D;
typedef struct { int result; CUgraphNode errorNode, errorFromNode; } CUgraphExecUpdateResultInfo;
typedef struct { char reserved[64]; } CUipcMemHandle;
typedef struct { char reserved[64]; } CUipcEventHandle;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemAllocPitch_v2(CUdeviceptr *, size_t *, size_t, size_t, unsigned);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemsetD8Async(CUdeviceptr, unsigned char, size_t, CUstream);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr, CUdeviceptr, size_t, CUstream);
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr, const void *, size_t, CUstream);
CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *, CUstream);
CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *, CUstream);
CUresult cuMemcpyPeerAsync(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream);
CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *, CUstream);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamDestroy_v2(CUstream);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventDestroy_v2(CUevent);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventQuery(CUevent);
CUresult cuEventSynchronize(CUevent);
CUresult cuLibraryLoadData(CUlibrary *, const void *, void *, void **, unsigned, void *, void **, unsigned);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuLaunchHostFunc(CUstream, CUhostFn, void *);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuStreamIsCapturing(CUstream, int *);
CUresult cuStreamGetCaptureInfo_v2(CUstream, int *, unsigned long long *, CUgraph *, const CUgraphNode **, size_t *);
CUresult cuGraphCreate(CUgraph *, unsigned);
CUresult cuGraphDestroy(CUgraph);
CUresult cuGraphClone(CUgraph *, CUgraph);
CUresult cuGraphGetNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuGraphGetRootNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuGraphGetEdges(CUgraph, CUgraphNode *, CUgraphNode *, size_t *);
CUresult cuGraphNodeGetType(CUgraphNode, int *);
CUresult cuGraphNodeGetDependencies(CUgraphNode, CUgraphNode *, size_t *);
CUresult cuGraphNodeGetDependentNodes(CUgraphNode, CUgraphNode *, size_t *);
CUresult cuGraphRemoveDependencies(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
CUresult cuGraphDestroyNode(CUgraphNode);
CUresult cuGraphNodeFindInClone(CUgraphNode *, CUgraphNode, CUgraph);
CUresult cuGraphNodeSetEnabled(CUgraphExec, CUgraphNode, unsigned);
CUresult cuGraphNodeGetEnabled(CUgraphExec, CUgraphNode, unsigned *);
CUresult cuGraphExecGetFlags(CUgraphExec, unsigned long long *);
CUresult cuGraphAddEmptyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
CUresult cuGraphAddMemsetNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMSET_NODE_PARAMS *, CUcontext);
CUresult cuGraphAddMemcpyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMCPY3D *, CUcontext);
CUresult cuGraphAddKernelNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphAddHostNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_HOST_NODE_PARAMS *);
CUresult cuGraphAddChildGraphNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraph);
CUresult cuGraphAddEventRecordNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
CUresult cuGraphAddEventWaitNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode, CUgraph *);
CUresult cuGraphEventRecordNodeGetEvent(CUgraphNode, CUevent *);
CUresult cuGraphAddDependencies(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode, CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphMemsetNodeGetParams(CUgraphNode, CUDA_MEMSET_NODE_PARAMS *);
CUresult cuGraphMemsetNodeSetParams(CUgraphNode, const CUDA_MEMSET_NODE_PARAMS *);
CUresult cuGraphMemcpyNodeGetParams(CUgraphNode, CUDA_MEMCPY3D *);
CUresult cuGraphMemcpyNodeSetParams(CUgraphNode, const CUDA_MEMCPY3D *);
CUresult cuGraphHostNodeGetParams(CUgraphNode, CUDA_HOST_NODE_PARAMS *);
CUresult cuGraphHostNodeSetParams(CUgraphNode, const CUDA_HOST_NODE_PARAMS *);
CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec, CUgraphNode, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec, CUgraphNode, const CUDA_MEMSET_NODE_PARAMS *, CUcontext);
CUresult cuGraphExecMemcpyNodeSetParams(CUgraphExec, CUgraphNode, const CUDA_MEMCPY3D *, CUcontext);
CUresult cuGraphExecHostNodeSetParams(CUgraphExec, CUgraphNode, const CUDA_HOST_NODE_PARAMS *);
CUresult cuGraphExecChildGraphNodeSetParams(CUgraphExec, CUgraphNode, CUgraph);
CUresult cuGraphExecUpdate_v2(CUgraphExec, CUgraph, CUgraphExecUpdateResultInfo *);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphUpload(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);
CUresult cuGraphDebugDotPrint(CUgraph, const char *, unsigned);
// weak: cudasim's library may lack it (the probe then says so).
__attribute__((weak)) CUresult cuGraphConditionalHandleCreate(unsigned long long *, CUgraph, CUcontext, unsigned, unsigned);
CUresult cuIpcGetMemHandle(CUipcMemHandle *, CUdeviceptr);
CUresult cuIpcOpenMemHandle_v2(CUdeviceptr *, CUipcMemHandle, unsigned);
CUresult cuIpcCloseMemHandle(CUdeviceptr);
CUresult cuIpcGetEventHandle(CUipcEventHandle *, CUevent);
CUresult cuIpcOpenEventHandle(CUevent *, CUipcEventHandle);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) printf("%s -> %s\n", #call, name(call))

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(sz + 1);
  if (fread(b, 1, sz, f) != (size_t)sz) exit(1);
  b[sz] = 0; fclose(f); return b;
}
static const char *nodetype(int t) {
  static const char *n[] = {"KERNEL", "MEMCPY", "MEMSET", "HOST", "GRAPH", "EMPTY", "WAIT_EVENT", "EVENT_RECORD",
    "EXT_SEMAS_SIGNAL", "EXT_SEMAS_WAIT", "MEM_ALLOC", "MEM_FREE", "BATCH_MEM_OP", "CONDITIONAL"};
  return t >= 0 && t < 14 ? n[t] : "?";
}
static CUgraphNode allnodes[64]; static size_t nall;
static int idx(CUgraphNode n) {
  for (size_t i = 0; i < nall; i++) if (allnodes[i] == n) return (int)i;
  return n ? -2 : -1;
}
// shape prints g's nodes (index: type) and edges by index.
static void shape(const char *what, CUgraph g) {
  nall = 64;
  CUresult r = cuGraphGetNodes(g, allnodes, &nall);
  printf("  %s: cuGraphGetNodes -> %s n=%zu:", what, name(r), nall);
  for (size_t i = 0; r == 0 && i < nall; i++) { int t = -1; cuGraphNodeGetType(allnodes[i], &t); printf(" %zu:%s", i, nodetype(t)); }
  CUgraphNode f[64], t[64]; size_t ne = 64;
  r = cuGraphGetEdges(g, f, t, &ne);
  printf("\n  %s: cuGraphGetEdges -> %s n=%zu:", what, name(r), ne);
  for (size_t i = 0; r == 0 && i < ne; i++) printf(" %d->%d", idx(f[i]), idx(t[i]));
  printf("\n");
}
static void status(const char *what, CUstream s) {
  int st = -7; CUresult r = cuStreamIsCapturing(s, &st);
  printf("  %s: cuStreamIsCapturing -> %s %d\n", what, name(r), st);
}
static void info(const char *what, CUstream s) {
  int st = -7; unsigned long long id = 0; CUgraph g = 0; const CUgraphNode *deps = 0; size_t n = 99;
  CUresult r = cuStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &n);
  printf("  %s: cuStreamGetCaptureInfo_v2 -> %s status=%d id=%llu graph=%s ndeps=%zu\n", what, name(r), st, id, g ? "set" : "NULL", n);
}
static unsigned word(CUdeviceptr p) { unsigned v = 0x77777777; cuMemcpyDtoH_v2(&v, p, 4); return v; }
static unsigned long long gid;
static void ids(const char *what, CUstream s) {
  unsigned long long id = 0; int st = 0;
  cuStreamGetCaptureInfo_v2(s, &st, &id, 0, 0, 0);
  printf("  %s: capture id %s\n", what, id == gid ? "same as the origin's" : "different");
}
static void idnow(CUstream s) {
  unsigned long long id = 0; int st = 0;
  cuStreamGetCaptureInfo_v2(s, &st, &id, 0, 0, 0);
  printf("  capture id %llu\n", id);
}
static int hostcalls;
static void hostfn(void *u) { hostcalls += u ? *(int *)u : 1; }
static void hostfn2(void *u) { (void)u; hostcalls += 100; }

static void catfile(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) { printf("  (no file %s)\n", path); return; }
  char line[4096]; int n = 0;
  while (fgets(line, sizeof line, f)) n++;
  fclose(f);
  printf("  %s: %d lines\n", path, n);
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: %s IMAGE SECTION\n", argv[0]); return 2; }
  const char *sec = argv[2];
  char *image = slurp(argv[1]);
  printf("# section %s\n", sec);
  fflush(stdout);
  CUdevice d0; CUcontext c0 = 0, c1 = 0;
  R(cuInit(0));
  cuDeviceGet(&d0, 0);
  if (!strcmp(sec, "streamdead")) {
    // One call a process: each may crash (cuStreamSynchronize did).
    const char *call = argc > 3 ? argv[3] : "query";
    CUstream s = 0; CUevent e = 0; CUdeviceptr p = 0;
    cuDevicePrimaryCtxRetain(&c0, d0);
    cuCtxSetCurrent(c0);
    cuMemAlloc_v2(&p, 64);
    cuEventCreate(&e, 0);
    R(cuCtxCreate_v2(&c1, 0, d0));
    R(cuStreamCreate(&s, 0));
    R(cuCtxDestroy_v2(c1));
    if (!strcmp(call, "nocurrent")) { R(cuCtxSetCurrent(0)); R(cuStreamQuery(s)); }
    else if (!strcmp(call, "query")) { R(cuCtxSetCurrent(c0)); R(cuStreamQuery(s)); }
    else if (!strcmp(call, "destroy")) { R(cuCtxSetCurrent(c0)); R(cuStreamDestroy_v2(s)); }
    else if (!strcmp(call, "memset")) { R(cuCtxSetCurrent(c0)); R(cuMemsetD32Async(p, 1, 16, s)); }
    else if (!strcmp(call, "record")) { R(cuCtxSetCurrent(c0)); R(cuEventRecord(e, s)); }
    else if (!strcmp(call, "capture")) { R(cuCtxSetCurrent(c0)); R(cuStreamBeginCapture_v2(s, 0)); }
    printf("  survived\n");
    return 0;
  }
  cuDevicePrimaryCtxRetain(&c0, d0);
  R(cuCtxSetCurrent(c0));
  CUlibrary lib = 0; CUkernel k = 0;
  R(cuLibraryLoadData(&lib, image, 0, 0, 0, 0, 0, 0));
  R(cuLibraryGetKernel(&k, lib, "addOne"));
  CUstream s1 = 0, s2 = 0, s3 = 0;
  R(cuStreamCreate(&s1, 1));
  R(cuStreamCreate(&s2, 1));
  cuStreamCreate(&s3, 1);
  CUdeviceptr p = 0, q = 0;
  R(cuMemAlloc_v2(&p, 1 << 16));
  R(cuMemAlloc_v2(&q, 1 << 16));
  cuMemsetD32_v2(p, 0, 1 << 14); cuCtxSynchronize();
  cuMemsetD32_v2(q, 0, 1 << 14); cuCtxSynchronize();
  int n = 16;

  if (!strcmp(sec, "nulls")) {
    // One NULL out-pointer a process: each may crash.
    int w = argc > 3 ? atoi(argv[3]) : 0;
    CUgraph g; CUgraphNode ms; CUgraphExec x = 0; CUevent e1; CUipcMemHandle mh; CUipcEventHandle eh;
    cuGraphCreate(&g, 0);
    CUDA_MEMSET_NODE_PARAMS mp = {p, 0, 5, 4, 4, 1};
    cuGraphAddMemsetNode(&ms, g, 0, 0, &mp, c0);
    cuGraphInstantiateWithFlags(&x, g, 0);
    cuEventCreate(&e1, 2 | 4);
    cuIpcGetMemHandle(&mh, p);
    cuIpcGetEventHandle(&eh, e1);
    fflush(stdout);
    switch (w) {
    case 1: R(cuGraphMemsetNodeGetParams(ms, 0)); break;
    case 2: R(cuGraphExecUpdate_v2(x, g, 0)); break;
    case 3: R(cuIpcGetMemHandle(0, p)); break;
    case 4: R(cuIpcOpenMemHandle_v2(0, mh, 1)); break;
    case 5: R(cuIpcGetEventHandle(0, e1)); break;
    case 6: R(cuIpcOpenEventHandle(0, eh)); break;
    case 7: R(cuGraphExecGetFlags(x, 0)); break;
    case 8: if (cuGraphConditionalHandleCreate) R(cuGraphConditionalHandleCreate(0, g, c0, 0, 0)); break;
    case 9: R(cuGraphDebugDotPrint(g, 0, 0)); break;
    case 10: R(cuGraphUpload(x, 0)); break;
    }
    printf("  survived\n");
  } else if (!strcmp(sec, "fork")) {
    CUevent e1, e2, e3; CUgraph g = 0; CUgraphExec x = 0;
    cuEventCreate(&e1, 0); cuEventCreate(&e2, 0); cuEventCreate(&e3, 0);
    // fork: s1 captures, s2 joins through e1, works, s1 joins s2 back through e2.
    R(cuStreamBeginCapture_v2(s1, 0)); idnow(s1);
    { unsigned long long id = 0; int st; cuStreamGetCaptureInfo_v2(s1, &st, &id, 0, 0, 0); gid = id; }
    R(cuMemsetD32Async(p, 1, 4, s1));
    R(cuEventRecord(e1, s1));
    status("s2 before its wait", s2);
    R(cuStreamWaitEvent(s2, e1, 0));
    status("s2 after waiting for e1", s2);
    info("s2", s2);
    ids("s2", s2);
    R(cuMemsetD32Async(q, 2, 4, s2));
    R(cuMemsetD32Async(p + 64, 3, 4, s1));
    info("s1 after both", s1);
    R(cuEventRecord(e2, s2));
    R(cuStreamWaitEvent(s1, e2, 0));
    info("s1 after the join", s1);
    R(cuMemsetD32Async(p + 128, 4, 4, s1));
    status("s2 before end", s2);
    R(cuStreamEndCapture(s1, &g));
    status("s2 after end", s2);
    if (g) shape("fork-join", g);
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    printf("  before launch: %u %u %u %u\n", word(p), word(q), word(p + 64), word(p + 128));
    R(cuGraphLaunch(x, s3));
    R(cuStreamSynchronize(s3));
    printf("  after launch: %u %u %u %u\n", word(p), word(q), word(p + 64), word(p + 128));
    // unjoined: s2 forked and never joined back.
    g = 0;
    R(cuStreamBeginCapture_v2(s1, 0)); idnow(s1);
    R(cuEventRecord(e1, s1));
    R(cuStreamWaitEvent(s2, e1, 0));
    R(cuMemsetD32Async(q, 5, 4, s2));
    R(cuStreamEndCapture(s1, &g));
    printf("  graph %s\n", g ? "set" : "NULL");
    status("s2 after unjoined end", s2);
    R(cuMemsetD32Async(q, 6, 4, s2));
    R(cuStreamSynchronize(s2));
    printf("  q now %u\n", word(q));
    // ending the capture on the joined stream.
    g = 0;
    R(cuStreamBeginCapture_v2(s1, 0)); idnow(s1);
    R(cuEventRecord(e1, s1));
    R(cuStreamWaitEvent(s2, e1, 0));
    R(cuStreamEndCapture(s2, &g));
    printf("  graph %s\n", g ? "set" : "NULL");
    status("s1 after ending s2", s1);
    R(cuStreamEndCapture(s1, &g));
    printf("  graph %s\n", g ? "set" : "NULL");
    status("s2 now", s2);
    // beginning a capture on a stream that joined one.
    R(cuStreamBeginCapture_v2(s1, 0)); idnow(s1);
    R(cuEventRecord(e1, s1));
    R(cuStreamWaitEvent(s2, e1, 0));
    R(cuStreamBeginCapture_v2(s2, 0));
    R(cuEventRecord(e2, s2));
    R(cuStreamWaitEvent(s1, e2, 0));
    R(cuStreamEndCapture(s1, &g));
    printf("  graph %s\n", g ? "set" : "NULL");
    if (g) shape("rejoined", g);
    // an event recorded outside any capture, waited for in a capture: no node.
    R(cuEventRecord(e3, s3));
    R(cuStreamBeginCapture_v2(s1, 0)); idnow(s1);
    R(cuStreamWaitEvent(s1, e3, 0));
    R(cuMemsetD32Async(p, 7, 4, s1));
    R(cuStreamEndCapture(s1, &g));
    if (g) shape("outside event", g);
    // the event after the capture: query and synchronize.
    R(cuEventQuery(e1));
    R(cuEventSynchronize(e1));
    // a capturing stream waited for by a capture of another stream's event recorded in a different capture.
    R(cuStreamBeginCapture_v2(s1, 0)); idnow(s1);
    R(cuStreamBeginCapture_v2(s3, 0)); idnow(s3);
    R(cuEventRecord(e1, s1));
    R(cuStreamWaitEvent(s3, e1, 0));
    R(cuStreamEndCapture(s3, &g));
    R(cuStreamEndCapture(s1, &g));
    // three-way fork and a join of two.
    R(cuStreamBeginCapture_v2(s1, 2)); idnow(s1);
    R(cuEventRecord(e1, s1));
    R(cuStreamWaitEvent(s2, e1, 0));
    R(cuStreamWaitEvent(s3, e1, 0));
    R(cuMemsetD32Async(p, 8, 4, s1));
    R(cuMemsetD32Async(q, 9, 4, s2));
    R(cuMemsetD32Async(q + 64, 10, 4, s3));
    R(cuEventRecord(e2, s2));
    R(cuEventRecord(e3, s3));
    R(cuStreamWaitEvent(s1, e2, 0));
    R(cuStreamWaitEvent(s1, e3, 0));
    info("s1 joined twice", s1);
    R(cuMemsetD32Async(p + 64, 11, 4, s1));
    R(cuStreamEndCapture(s1, &g));
    if (g) shape("three-way", g);
  } else if (!strcmp(sec, "update")) {
    CUgraph g1, g2, g3, g4, g5, g6; CUgraphNode a, b, c, dd; CUgraphExec x = 0;
    CUgraphExecUpdateResultInfo ri;
    CUDA_MEMSET_NODE_PARAMS mp = {p, 0, 1, 4, 4, 1};
    cuGraphCreate(&g1, 0);
    R(cuGraphAddMemsetNode(&a, g1, 0, 0, &mp, c0));
    void *args[] = {&p, &n};
    CUDA_KERNEL_NODE_PARAMS_v2 kp = {0};
    kp.kern = k; kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = 16; kp.blockDimY = kp.blockDimZ = 1; kp.kernelParams = args;
    CUDA_KERNEL_NODE_PARAMS_v2 kbad = kp; kbad.kern = 0; kbad.func = (CUfunction)k;
    R(cuGraphAddKernelNode_v2(&b, g1, &a, 1, &kbad));
    R(cuGraphAddKernelNode_v2(&b, g1, &a, 1, &kp));
    R(cuGraphInstantiateWithFlags(&x, g1, 0));
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    printf("  g1: %u\n", word(p));
    // same topology, other values.
    cuGraphCreate(&g2, 0);
    mp.value = 10;
    R(cuGraphAddMemsetNode(&c, g2, 0, 0, &mp, c0));
    void *args2[] = {&q, &n};
    kp.kernelParams = args2;
    R(cuGraphAddKernelNode_v2(&dd, g2, &c, 1, &kp));
    memset(&ri, 0x55, sizeof ri);
    R(cuGraphExecUpdate_v2(x, g2, &ri));
    printf("  result %d errorNode %d errorFromNode %d\n", ri.result, ri.errorNode == 0 ? 0 : ri.errorNode == c || ri.errorNode == dd ? 1 : 2, ri.errorFromNode == 0 ? 0 : 1);
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    printf("  after update to g2: p %u q %u\n", word(p), word(q));
    // topology changed: an extra node.
    cuGraphCreate(&g3, 0);
    cuGraphAddMemsetNode(&c, g3, 0, 0, &mp, c0);
    cuGraphAddKernelNode_v2(&dd, g3, &c, 1, &kp);
    CUgraphNode e; cuGraphAddEmptyNode(&e, g3, &dd, 1);
    memset(&ri, 0x55, sizeof ri);
    R(cuGraphExecUpdate_v2(x, g3, &ri));
    printf("  result %d errorNode %s errorFromNode %s\n", ri.result, ri.errorNode == 0 ? "NULL" : ri.errorNode == e ? "the extra" : "other", ri.errorFromNode == 0 ? "NULL" : "set");
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    // node type changed.
    cuGraphCreate(&g4, 0);
    cuGraphAddEmptyNode(&c, g4, 0, 0);
    cuGraphAddKernelNode_v2(&dd, g4, &c, 1, &kp);
    memset(&ri, 0x55, sizeof ri);
    R(cuGraphExecUpdate_v2(x, g4, &ri));
    printf("  result %d errorNode %s errorFromNode %s\n", ri.result, ri.errorNode == 0 ? "NULL" : ri.errorNode == c ? "the empty" : "other", ri.errorFromNode == 0 ? "NULL" : ri.errorFromNode == a ? "the memset" : "other");
    // memset with another element size / 2D shape.
    cuGraphCreate(&g5, 0);
    CUDA_MEMSET_NODE_PARAMS mp2 = {p, 0, 1, 1, 16, 1};
    cuGraphAddMemsetNode(&c, g5, 0, 0, &mp2, c0);
    cuGraphAddKernelNode_v2(&dd, g5, &c, 1, &kp);
    memset(&ri, 0x55, sizeof ri);
    R(cuGraphExecUpdate_v2(x, g5, &ri));
    printf("  elementsize: result %d errorNode %s\n", ri.result, ri.errorNode == 0 ? "NULL" : ri.errorNode == c ? "the memset" : "other");
    // another function.
    CUkernel k2 = 0; cuLibraryGetKernel(&k2, lib, "readGlobals");
    cuGraphCreate(&g6, 0);
    cuGraphAddMemsetNode(&c, g6, 0, 0, &mp, c0);
    CUDA_KERNEL_NODE_PARAMS_v2 kp2 = kp; kp2.kern = k2; void *args3[] = {&q}; kp2.kernelParams = args3;
    cuGraphAddKernelNode_v2(&dd, g6, &c, 1, &kp2);
    memset(&ri, 0x55, sizeof ri);
    R(cuGraphExecUpdate_v2(x, g6, &ri));
    printf("  function: result %d errorNode %s\n", ri.result, ri.errorNode == 0 ? "NULL" : ri.errorNode == dd ? "the kernel" : "other");
    // bad arguments.
    R(cuGraphExecUpdate_v2(0, g2, &ri));
    R(cuGraphExecUpdate_v2(x, 0, &ri));
    R(cuGraphExecUpdate_v2(x, g2, &ri));
    printf("  result %d\n", ri.result);
    // captured graphs.
    CUgraph ga = 0, gb = 0; CUgraphExec y = 0;
    cuStreamBeginCapture_v2(s1, 0);
    cuMemsetD32Async(p, 21, 4, s1);
    cuLaunchKernel((CUfunction)k, 1, 1, 1, 16, 1, 1, 0, s1, args, 0);
    cuStreamEndCapture(s1, &ga);
    R(cuGraphInstantiateWithFlags(&y, ga, 0));
    cuStreamBeginCapture_v2(s1, 0);
    cuMemsetD32Async(q, 31, 4, s1);
    cuLaunchKernel((CUfunction)k, 1, 1, 1, 16, 1, 1, 0, s1, args2, 0);
    cuStreamEndCapture(s1, &gb);
    R(cuGraphExecUpdate_v2(y, gb, &ri));
    printf("  captured: result %d\n", ri.result);
    R(cuGraphLaunch(y, s1)); cuStreamSynchronize(s1);
    printf("  p %u q %u\n", word(p), word(q));
    // host node fn change, and empty/host count mismatch.
    CUgraph gh1, gh2; CUgraphNode h1, h2; CUgraphExec z = 0;
    CUDA_HOST_NODE_PARAMS hp = {hostfn, 0};
    cuGraphCreate(&gh1, 0); cuGraphAddHostNode(&h1, gh1, 0, 0, &hp);
    cuGraphInstantiateWithFlags(&z, gh1, 0);
    cuGraphCreate(&gh2, 0); hp.fn = hostfn2; cuGraphAddHostNode(&h2, gh2, 0, 0, &hp);
    R(cuGraphExecUpdate_v2(z, gh2, &ri));
    printf("  host: result %d\n", ri.result);
    hostcalls = 0;
    R(cuGraphLaunch(z, s1)); cuStreamSynchronize(s1);
    printf("  hostcalls %d\n", hostcalls);
  } else if (!strcmp(sec, "params")) {
    CUgraph g; CUgraphNode ms, kn, hn, mc, en, cg; CUgraphExec x = 0;
    cuGraphCreate(&g, 0);
    CUDA_MEMSET_NODE_PARAMS mp = {p, 256, 5, 4, 8, 2};
    R(cuGraphAddMemsetNode(&ms, g, 0, 0, &mp, c0));
    CUDA_MEMSET_NODE_PARAMS mg; memset(&mg, 0x55, sizeof mg);
    R(cuGraphMemsetNodeGetParams(ms, &mg));
    printf("  memset: dst %s pitch %zu value %u elementSize %u width %zu height %zu\n", mg.dst == p ? "same" : "other", mg.pitch, mg.value, mg.elementSize, mg.width, mg.height);
    CUDA_MEMSET_NODE_PARAMS m1 = {p + 4096, 0, 9, 4, 4, 1}; // apart: the two memsets are not ordered
    R(cuGraphAddMemsetNode(&en, g, 0, 0, &m1, c0));
    memset(&mg, 0x55, sizeof mg);
    R(cuGraphMemsetNodeGetParams(en, &mg));
    printf("  memset 1D: pitch %zu height %zu\n", mg.pitch, mg.height);
    void *args[] = {&p, &n};
    CUDA_KERNEL_NODE_PARAMS_v2 kp = {0};
    kp.kern = k; kp.gridDimX = 2; kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = 8; kp.blockDimY = kp.blockDimZ = 1; kp.kernelParams = args; kp.sharedMemBytes = 16;
    R(cuGraphAddKernelNode_v2(&kn, g, &ms, 1, &kp));
    CUDA_KERNEL_NODE_PARAMS_v2 kg; memset(&kg, 0x55, sizeof kg);
    CUresult kr = cuGraphKernelNodeGetParams_v2(kn, &kg);
    printf("cuGraphKernelNodeGetParams_v2(kn, &kg) -> %s\n", name(kr));
    if (kr == 0) printf("  kernel: func %s kern %s ctx %s grid %u,%u,%u block %u,%u,%u shared %u params %s extra %s p0 %s n %d\n",
      kg.func == 0 ? "NULL" : kg.func == (CUfunction)k ? "the kernel" : "a function",
      kg.kern == 0 ? "NULL" : kg.kern == k ? "the kernel" : "other",
      kg.ctx == 0 ? "NULL" : kg.ctx == c0 ? "current" : "other",
      kg.gridDimX, kg.gridDimY, kg.gridDimZ, kg.blockDimX, kg.blockDimY, kg.blockDimZ, kg.sharedMemBytes,
      kg.kernelParams ? (kg.kernelParams == args ? "the caller's" : "a copy") : "NULL", kg.extra ? "set" : "NULL",
      kg.kernelParams && *(CUdeviceptr *)kg.kernelParams[0] == p ? "p" : "?", kg.kernelParams ? *(int *)kg.kernelParams[1] : -1);
    CUDA_HOST_NODE_PARAMS hp = {hostfn, &n};
    R(cuGraphAddHostNode(&hn, g, &kn, 1, &hp));
    CUDA_HOST_NODE_PARAMS hg = {0};
    R(cuGraphHostNodeGetParams(hn, &hg));
    printf("  host: fn %s userData %s\n", hg.fn == hostfn ? "same" : "other", hg.userData == &n ? "same" : "other");
    CUDA_MEMCPY3D cp; memset(&cp, 0, sizeof cp);
    cp.srcMemoryType = 2; cp.srcDevice = p; cp.dstMemoryType = 2; cp.dstDevice = q; cp.WidthInBytes = 64; cp.Height = 1; cp.Depth = 1;
    R(cuGraphAddMemcpyNode(&mc, g, &hn, 1, &cp, c0));
    CUDA_MEMCPY3D cg3; memset(&cg3, 0x55, sizeof cg3);
    R(cuGraphMemcpyNodeGetParams(mc, &cg3));
    printf("  memcpy: srcType %d dstType %d width %zu height %zu depth %zu srcPitch %zu dstPitch %zu srcHeight %zu srcDevice %s srcHost %s\n",
      cg3.srcMemoryType, cg3.dstMemoryType, cg3.WidthInBytes, cg3.Height, cg3.Depth, cg3.srcPitch, cg3.dstPitch, cg3.srcHeight,
      cg3.srcDevice == p ? "p" : "other", cg3.srcHost ? "set" : "NULL");
    // wrong node type for a get.
    R(cuGraphKernelNodeGetParams_v2(ms, &kg));
    R(cuGraphMemsetNodeGetParams(kn, &mg));
    R(cuGraphHostNodeGetParams(ms, &hg));
    R(cuGraphMemcpyNodeGetParams(ms, &cg3));
    R(cuGraphMemsetNodeGetParams(0, &mg));
    // sets on the graph.
    mp.value = 6;
    R(cuGraphMemsetNodeSetParams(ms, &mp));
    CUDA_MEMSET_NODE_PARAMS bad = mp; bad.elementSize = 3;
    R(cuGraphMemsetNodeSetParams(ms, &bad));
    R(cuGraphMemsetNodeSetParams(kn, &mp));
    kp.gridDimX = 1;
    R(cuGraphKernelNodeSetParams_v2(kn, &kp));
    hp.fn = hostfn2;
    R(cuGraphHostNodeSetParams(hn, &hp));
    cp.WidthInBytes = 32;
    R(cuGraphMemcpyNodeSetParams(mc, &cp));
    // child graph node and its graph.
    CUgraph child; CUgraphNode ce; cuGraphCreate(&child, 0); cuGraphAddEmptyNode(&ce, child, 0, 0);
    R(cuGraphAddChildGraphNode(&cg, g, &mc, 1, child));
    CUgraph got = 0;
    R(cuGraphChildGraphNodeGetGraph(cg, &got));
    printf("  child graph: %s\n", got == child ? "the same handle" : got ? "a copy" : "NULL");
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    unsigned long long fl = 7;
    R(cuGraphExecGetFlags(x, &fl));
    printf("  flags %llu\n", fl);
    hostcalls = 0;
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    printf("  launched: p[0] %u p[64] %u q[0] %u q[8] %u q[15] %u hostcalls %d\n", word(p), word(p + 256), word(q), word(q + 32), word(q + 60), hostcalls);
    // exec sets.
    mp.value = 7;
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mp, c0));
    CUDA_MEMSET_NODE_PARAMS mw = mp; mw.width = 16;
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mw, c0));
    mw = mp; mw.elementSize = 1;
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mw, c0));
    mw = mp; mw.dst = q;
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mw, c0));
    mw = mp; mw.height = 1;
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mw, c0));
    R(cuGraphExecMemsetNodeSetParams(x, kn, &mp, c0));
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mp, 0));
    R(cuGraphExecMemsetNodeSetParams(0, ms, &mp, c0));
    R(cuGraphExecMemsetNodeSetParams(x, 0, &mp, c0));
    mp.value = 7;
    R(cuGraphExecMemsetNodeSetParams(x, ms, &mp, c0));
    kp.gridDimX = 2; void *args2[] = {&q, &n}; kp.kernelParams = args2;
    R(cuGraphExecKernelNodeSetParams_v2(x, kn, &kp));
    CUkernel k2 = 0; cuLibraryGetKernel(&k2, lib, "readGlobals");
    CUDA_KERNEL_NODE_PARAMS_v2 kq = kp; kq.kern = k2; void *args3[] = {&q}; kq.kernelParams = args3;
    R(cuGraphExecKernelNodeSetParams_v2(x, kn, &kq));
    R(cuGraphExecKernelNodeSetParams_v2(x, ms, &kp));
    kp.kernelParams = args2;
    R(cuGraphExecKernelNodeSetParams_v2(x, kn, &kp));
    hp.fn = hostfn; hp.userData = 0;
    R(cuGraphExecHostNodeSetParams(x, hn, &hp));
    R(cuGraphExecHostNodeSetParams(x, ms, &hp));
    cp.WidthInBytes = 16;
    R(cuGraphExecMemcpyNodeSetParams(x, mc, &cp, c0));
    CUDA_MEMCPY3D cw = cp; cw.srcMemoryType = 1; cw.srcHost = &n;
    R(cuGraphExecMemcpyNodeSetParams(x, mc, &cw, c0));
    CUgraph child2; CUgraphNode ce2; cuGraphCreate(&child2, 0); cuGraphAddEmptyNode(&ce2, child2, 0, 0);
    R(cuGraphExecChildGraphNodeSetParams(x, cg, child2));
    CUgraph child3; CUgraphNode ce3; cuGraphCreate(&child3, 0);
    CUDA_MEMSET_NODE_PARAMS m3 = {q, 0, 42, 4, 1, 1};
    cuGraphAddMemsetNode(&ce3, child3, 0, 0, &m3, c0);
    R(cuGraphExecChildGraphNodeSetParams(x, cg, child3));
    cuMemsetD32_v2(p, 0, 1 << 14); cuCtxSynchronize(); cuMemsetD32_v2(q, 0, 1 << 14); cuCtxSynchronize();
    hostcalls = 0;
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    printf("  launched: p[0] %u p[64] %u q[0] %u q[8] %u q[15] %u hostcalls %d\n", word(p), word(p + 256), word(q), word(q + 32), word(q + 60), hostcalls);
    // the graph's own node still has its old values.
    memset(&mg, 0x55, sizeof mg);
    cuGraphMemsetNodeGetParams(ms, &mg);
    printf("  graph's memset value after exec set: %u\n", mg.value);
    // a node of another graph.
    CUgraph other; CUgraphNode on; cuGraphCreate(&other, 0); cuGraphAddMemsetNode(&on, other, 0, 0, &m1, c0);
    R(cuGraphExecMemsetNodeSetParams(x, on, &m1, c0));
    // enable/disable.
    unsigned en1 = 9;
    R(cuGraphNodeGetEnabled(x, ms, &en1));
    printf("  enabled %u\n", en1);
    R(cuGraphNodeSetEnabled(x, ms, 0));
    R(cuGraphNodeGetEnabled(x, ms, &en1));
    printf("  enabled %u\n", en1);
    cuMemsetD32_v2(p, 0, 1 << 14); cuCtxSynchronize();
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    printf("  disabled memset: p[0] %u\n", word(p));
    R(cuGraphNodeSetEnabled(x, cg, 0));
    R(cuGraphNodeSetEnabled(x, on, 0));
    // dependencies, removal, destroy, find in clone.
    CUgraphNode ds[8]; size_t nd = 8;
    R(cuGraphNodeGetDependencies(hn, ds, &nd));
    printf("  host deps %zu: %s\n", nd, nd == 1 && ds[0] == kn ? "the kernel" : "?");
    nd = 8;
    R(cuGraphNodeGetDependentNodes(kn, ds, &nd));
    printf("  kernel dependents %zu: %s\n", nd, nd == 1 && ds[0] == hn ? "the host" : "?");
    nd = 0;
    R(cuGraphNodeGetDependentNodes(kn, 0, &nd));
    printf("  count only: %zu\n", nd);
    CUgraph cl = 0; CUgraphNode found = 0;
    R(cuGraphClone(&cl, g));
    R(cuGraphNodeFindInClone(&found, hn, cl));
    int t = -1; cuGraphNodeGetType(found, &t);
    printf("  found %s %s\n", found && found != hn ? "a new node" : "?", nodetype(t));
    R(cuGraphNodeFindInClone(&found, hn, g));
    R(cuGraphNodeFindInClone(&found, on, cl));
    R(cuGraphRemoveDependencies(g, &kn, &hn, 1));
    R(cuGraphRemoveDependencies(g, &kn, &hn, 1));
    shape("after remove", g);
    R(cuGraphDestroyNode(kn));
    shape("after destroy node", g);
    R(cuGraphDestroyNode(kn));
    R(cuGraphLaunch(x, s1)); cuStreamSynchronize(s1);
    R(cuGraphExecKernelNodeSetParams_v2(x, kn, &kp));
  } else if (!strcmp(sec, "copies")) {
    // captured 2D, 3D and peer copies become MEMCPY nodes.
    CUgraph g = 0; CUgraphExec x = 0;
    unsigned host[64]; for (int i = 0; i < 64; i++) host[i] = i + 1;
    cuMemcpyHtoD_v2(p, host, sizeof host);
    CUcontext cx = 0; cuCtxCreate_v2(&cx, 0, d0); cuCtxSetCurrent(c0);
    R(cuStreamBeginCapture_v2(s1, 0));
    CUDA_MEMCPY2D c2; memset(&c2, 0, sizeof c2);
    c2.srcMemoryType = 2; c2.srcDevice = p; c2.srcPitch = 32; c2.dstMemoryType = 2; c2.dstDevice = q; c2.dstPitch = 64; c2.WidthInBytes = 16; c2.Height = 4;
    R(cuMemcpy2DAsync_v2(&c2, s1));
    CUDA_MEMCPY3D c3; memset(&c3, 0, sizeof c3);
    c3.srcMemoryType = 2; c3.srcDevice = p; c3.srcPitch = 16; c3.srcHeight = 2; c3.dstMemoryType = 2; c3.dstDevice = q + 1024; c3.dstPitch = 32; c3.dstHeight = 4;
    c3.WidthInBytes = 8; c3.Height = 2; c3.Depth = 2;
    R(cuMemcpy3DAsync_v2(&c3, s1));
    R(cuMemcpyDtoDAsync_v2(q + 8192, p, 16, s1));
    unsigned hb[4] = {5, 6, 7, 8};
    R(cuMemcpyHtoDAsync_v2(q + 8192 + 128, hb, 16, s1));
    R(cuStreamEndCapture(s1, &g));
    if (g) {
      shape("copies", g);
      for (size_t i = 0; i < nall; i++) {
        CUDA_MEMCPY3D m; memset(&m, 0x55, sizeof m);
        CUresult r = cuGraphMemcpyNodeGetParams(allnodes[i], &m);
        printf("  node %zu get -> %s: src %d x%zu y%zu z%zu pitch %zu h %zu host %s dst %d x%zu y%zu z%zu pitch %zu h %zu size %zux%zux%zu\n", i, name(r),
          m.srcMemoryType, m.srcXInBytes, m.srcY, m.srcZ, m.srcPitch, m.srcHeight, m.srcHost == hb ? "hb" : m.srcHost ? "?" : "NULL", m.dstMemoryType, m.dstXInBytes, m.dstY, m.dstZ, m.dstPitch, m.dstHeight,
          m.WidthInBytes, m.Height, m.Depth);
      }
      CUgraphExec x0 = 0;
      R(cuGraphInstantiateWithFlags(&x0, g, 0));
      R(cuGraphLaunch(x0, s1));
      R(cuStreamSynchronize(s1));
      unsigned o2[2048 + 64]; cuMemcpyDtoH_v2(o2, q, sizeof o2);
      printf("  2D rows:"); for (int r = 0; r < 4; r++) printf(" %u,%u,%u,%u", o2[r * 16], o2[r * 16 + 1], o2[r * 16 + 2], o2[r * 16 + 3]); printf("\n");
      printf("  3D:"); for (int z = 0; z < 2; z++) for (int y = 0; y < 2; y++) printf(" %u,%u", o2[256 + z * 32 + y * 8], o2[256 + z * 32 + y * 8 + 1]); printf("\n");
      printf("  DtoD %u HtoD %u %u\n", o2[2048], o2[2048 + 32], o2[2048 + 35]);
    }
    cuMemsetD32_v2(q, 0, 1 << 14); cuCtxSynchronize();
    R(cuStreamBeginCapture_v2(s1, 0));
    R(cuMemcpyPeerAsync(q + 2048, c0, p, c0, 64, s1));
    R(cuStreamEndCapture(s1, &g));
    R(cuStreamBeginCapture_v2(s1, 0));
    CUDA_MEMCPY3D_PEER cpp; memset(&cpp, 0, sizeof cpp);
    cpp.srcMemoryType = 2; cpp.srcDevice = p; cpp.srcContext = c0; cpp.srcPitch = 64; cpp.srcHeight = 1;
    cpp.dstMemoryType = 2; cpp.dstDevice = q + 4096; cpp.dstContext = c0; cpp.dstPitch = 64; cpp.dstHeight = 1; cpp.WidthInBytes = 32; cpp.Height = 1; cpp.Depth = 1;
    R(cuMemcpy3DPeerAsync(&cpp, s1));
    cpp.dstContext = cx;
    R(cuMemcpy3DPeerAsync(&cpp, s1));
    R(cuMemcpyDtoDAsync_v2(q + 8192, p, 16, s1));
    unsigned back[4] = {0};
    R(cuMemcpyDtoDAsync_v2(q + 8192 + 64, p, 16, s1));
    R(cuStreamEndCapture(s1, &g));
    if (g) {
      shape("copies", g);
      for (size_t i = 0; i < nall; i++) {
        CUDA_MEMCPY3D m; memset(&m, 0x55, sizeof m);
        CUresult r = cuGraphMemcpyNodeGetParams(allnodes[i], &m);
        printf("  node %zu get -> %s: src %d x%zu y%zu z%zu pitch %zu h %zu dst %d x%zu y%zu z%zu pitch %zu h %zu size %zux%zux%zu\n", i, name(r),
          m.srcMemoryType, m.srcXInBytes, m.srcY, m.srcZ, m.srcPitch, m.srcHeight, m.dstMemoryType, m.dstXInBytes, m.dstY, m.dstZ, m.dstPitch, m.dstHeight,
          m.WidthInBytes, m.Height, m.Depth);
      }
    }
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    R(cuGraphLaunch(x, s1));
    R(cuStreamSynchronize(s1));
    unsigned out[2048 + 16]; cuMemcpyDtoH_v2(out, q, sizeof out);
    printf("  2D rows:"); for (int r = 0; r < 4; r++) printf(" %u,%u,%u,%u", out[r * 16], out[r * 16 + 1], out[r * 16 + 2], out[r * 16 + 3]); printf("\n");
    printf("  3D:"); for (int z = 0; z < 2; z++) for (int y = 0; y < 2; y++) printf(" %u,%u", out[256 + z * 32 + y * 8], out[256 + z * 32 + y * 8 + 1]); printf("\n");
    printf("  peer: %u %u; 3D peer: %u %u; DtoD %u\n", out[512], out[527], out[1024], out[1031], out[2048]);
    (void)back;
    // an explicit memcpy node with host memory and a 2D shape.
    CUgraph ge; CUgraphNode mc; CUgraphExec y = 0;
    cuGraphCreate(&ge, 0);
    CUDA_MEMCPY3D h3; memset(&h3, 0, sizeof h3);
    h3.srcMemoryType = 1; h3.srcHost = host; h3.srcPitch = 16; h3.srcHeight = 4; h3.dstMemoryType = 2; h3.dstDevice = q; h3.dstPitch = 64; h3.dstHeight = 4;
    h3.WidthInBytes = 8; h3.Height = 3; h3.Depth = 1;
    R(cuGraphAddMemcpyNode(&mc, ge, 0, 0, &h3, c0));
    h3.Depth = 0;
    R(cuGraphAddMemcpyNode(&mc, ge, 0, 0, &h3, c0));
    h3.Depth = 1; h3.srcPitch = 4;
    R(cuGraphAddMemcpyNode(&mc, ge, 0, 0, &h3, c0));
    h3.srcPitch = 16; h3.srcMemoryType = 0;
    R(cuGraphAddMemcpyNode(&mc, ge, 0, 0, &h3, c0));
    h3.srcMemoryType = 1;
    R(cuGraphAddMemcpyNode(&mc, ge, 0, 0, &h3, 0));
    R(cuGraphInstantiateWithFlags(&y, ge, 0));
    cuMemsetD32_v2(q, 0, 1 << 14); cuCtxSynchronize();
    host[0] = 99;
    R(cuGraphLaunch(y, s1)); cuStreamSynchronize(s1);
    cuMemcpyDtoH_v2(out, q, 256);
    { CUgraphNode all[4]; size_t na = 4; cuGraphGetNodes(ge, all, &na);
      for (size_t i = 0; i < na; i++) { CUDA_MEMCPY3D m; memset(&m, 0x55, sizeof m); CUresult r = cuGraphMemcpyNodeGetParams(all[i], &m);
        printf("  explicit node %zu get -> %s: src %d host %s pitch %zu h %zu dst %d pitch %zu h %zu size %zux%zux%zu\n", i, name(r), m.srcMemoryType, m.srcHost == host ? "host" : "?", m.srcPitch, m.srcHeight, m.dstMemoryType, m.dstPitch, m.dstHeight, m.WidthInBytes, m.Height, m.Depth); } }
    printf("  explicit 2D rows: %u,%u %u,%u %u,%u %u\n", out[0], out[1], out[16], out[17], out[32], out[33], out[48]);
  } else if (!strcmp(sec, "dot")) {
    CUgraph g; CUgraphNode ms, kn, hn, mc, en, cg, er, ew; CUevent ev; cuEventCreate(&ev, 0);
    cuGraphCreate(&g, 0);
    CUDA_MEMSET_NODE_PARAMS mp = {p, 256, 5, 4, 8, 2};
    cuGraphAddMemsetNode(&ms, g, 0, 0, &mp, c0);
    void *args[] = {&p, &n};
    CUDA_KERNEL_NODE_PARAMS_v2 kp = {0};
    kp.kern = k; kp.gridDimX = 2; kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = 8; kp.blockDimY = kp.blockDimZ = 1; kp.kernelParams = args;
    cuGraphAddKernelNode_v2(&kn, g, &ms, 1, &kp);
    CUDA_HOST_NODE_PARAMS hp = {hostfn, &n};
    cuGraphAddHostNode(&hn, g, &kn, 1, &hp);
    CUDA_MEMCPY3D cp; memset(&cp, 0, sizeof cp);
    cp.srcMemoryType = 2; cp.srcDevice = p; cp.dstMemoryType = 2; cp.dstDevice = q; cp.WidthInBytes = 64; cp.Height = 1; cp.Depth = 1;
    cuGraphAddMemcpyNode(&mc, g, &hn, 1, &cp, c0);
    cuGraphAddEmptyNode(&en, g, &ms, 1);
    CUgraph child; CUgraphNode ce; cuGraphCreate(&child, 0); cuGraphAddEmptyNode(&ce, child, 0, 0);
    cuGraphAddChildGraphNode(&cg, g, &en, 1, child);
    R(cuGraphAddEventRecordNode(&er, g, &cg, 1, ev));
    R(cuGraphAddEventWaitNode(&ew, g, &er, 1, ev));
    const char *out = getenv("DOTDIR") ? getenv("DOTDIR") : ".";
    char path[512];
    unsigned flags[] = {0, 1, 2, 4, 8, 16, 32, 64, 512, 1024, 16384, 0xffff};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
      snprintf(path, sizeof path, "%s/explicit-%u.dot", out, flags[i]);
      CUresult r = cuGraphDebugDotPrint(g, path, flags[i]);
      printf("cuGraphDebugDotPrint(g, explicit-%u.dot, %u) -> %s\n", flags[i], flags[i], name(r));
      catfile(path);
    }
    R(cuGraphDebugDotPrint(0, "x.dot", 0));
    R(cuGraphDebugDotPrint(g, "/nonexistent/dir/x.dot", 0));
    snprintf(path, sizeof path, "%s/explicit-1048576.dot", out);
    R(cuGraphDebugDotPrint(g, path, 1u << 20));
    // a captured graph (with a fork), for the DOT of captured nodes.
    CUgraph gc = 0; CUevent e1, e2; cuEventCreate(&e1, 0); cuEventCreate(&e2, 0);
    cuStreamBeginCapture_v2(s1, 0);
    cuMemsetD32Async(p, 1, 4, s1);
    cuEventRecord(e1, s1); cuStreamWaitEvent(s2, e1, 0);
    cuLaunchKernel((CUfunction)k, 1, 1, 1, 16, 1, 1, 0, s2, args, 0);
    cuMemAllocAsync(&q, 4096, s1);
    cuMemsetD8Async(q, 1, 4096, s1);
    cuEventRecord(e2, s2); cuStreamWaitEvent(s1, e2, 0);
    cuLaunchHostFunc(s1, hostfn, 0);
    R(cuStreamEndCapture(s1, &gc));
    unsigned cflags[] = {0, 1, 2048, 0xffff};
    for (size_t i = 0; gc && i < sizeof cflags / sizeof cflags[0]; i++) {
      snprintf(path, sizeof path, "%s/captured-%u.dot", out, cflags[i]);
      CUresult r = cuGraphDebugDotPrint(gc, path, cflags[i]);
      printf("cuGraphDebugDotPrint(gc, captured-%u.dot, %u) -> %s\n", cflags[i], cflags[i], name(r));
    }
    // the empty graph.
    CUgraph g0; cuGraphCreate(&g0, 0);
    snprintf(path, sizeof path, "%s/empty-0.dot", out);
    R(cuGraphDebugDotPrint(g0, path, 0));
    snprintf(path, sizeof path, "%s/empty-1.dot", out);
    R(cuGraphDebugDotPrint(g0, path, 1));
  } else if (!strcmp(sec, "upload")) {
    CUgraph g; CUgraphNode ms; CUgraphExec x = 0;
    cuGraphCreate(&g, 0);
    CUDA_MEMSET_NODE_PARAMS mp = {p, 0, 5, 4, 4, 1};
    cuGraphAddMemsetNode(&ms, g, 0, 0, &mp, c0);
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    R(cuGraphUpload(x, s1));
    printf("  after upload: %u\n", word(p));
    R(cuGraphUpload(x, 0));
    R(cuGraphUpload(0, s1));
    R(cuGraphUpload(x, (CUstream)0x1));
    R(cuGraphUpload(x, (CUstream)0x2));
    R(cuStreamBeginCapture_v2(s2, 0));
    R(cuGraphUpload(x, s2));
    CUgraph gg = 0;
    R(cuStreamEndCapture(s2, &gg));
    if (gg) shape("upload captured", gg);
    CUgraphExec y = 0;
    R(cuGraphInstantiateWithFlags(&y, g, 2));
    unsigned long long fl = 0;
    for (unsigned f = 1; f <= 16; f *= 2) {
      CUgraphExec yf = 0; CUresult r = cuGraphInstantiateWithFlags(&yf, g, f); fl = 99; cuGraphExecGetFlags(yf, &fl);
      printf("cuGraphInstantiateWithFlags(&yf, g, %u) -> %s flags %llu\n", f, name(r), r == 0 ? fl : 0);
    }
    R(cuGraphExecGetFlags(0, &fl));
    // conditional handles.
    unsigned long long h = 0;
    if (!cuGraphConditionalHandleCreate) { printf("  cuGraphConditionalHandleCreate: no such symbol\n"); return 0; }
    R(cuGraphConditionalHandleCreate(&h, g, c0, 0, 0));
    printf("  handle %s\n", h ? "set" : "0");
    R(cuGraphConditionalHandleCreate(&h, g, c0, 1, 1));
    R(cuGraphConditionalHandleCreate(&h, g, c0, 1, 2));
    R(cuGraphConditionalHandleCreate(&h, 0, c0, 0, 0));
    R(cuGraphConditionalHandleCreate(&h, g, 0, 0, 0));
  } else if (!strcmp(sec, "ipc")) {
    CUipcMemHandle mh, mh2; CUipcEventHandle eh; CUdeviceptr o = 0;
    memset(&mh, 0, sizeof mh);
    R(cuIpcGetMemHandle(&mh, p));
    int nz = 0; for (int i = 0; i < 64; i++) nz += mh.reserved[i] != 0;
    printf("  handle: %d nonzero bytes\n", nz);
    R(cuIpcGetMemHandle(&mh2, p));
    printf("  second handle %s\n", memcmp(&mh, &mh2, sizeof mh) ? "differs" : "identical");
    R(cuIpcGetMemHandle(&mh2, p + 256));
    printf("  interior handle %s\n", memcmp(&mh, &mh2, sizeof mh) ? "differs" : "identical");
    R(cuIpcGetMemHandle(&mh2, 0));
    CUdeviceptr pa = 0; cuMemAllocAsync(&pa, 4096, s1); cuStreamSynchronize(s1);
    R(cuIpcGetMemHandle(&mh2, pa));
    CUdeviceptr pm = 0; cuMemAllocManaged(&pm, 4096, 1);
    R(cuIpcGetMemHandle(&mh2, pm));
    void *hm = 0; cuMemAllocHost_v2(&hm, 4096);
    R(cuIpcGetMemHandle(&mh2, (CUdeviceptr)hm));
    R(cuIpcGetMemHandle(&mh2, 0x1000));
    CUdeviceptr pp = 0; size_t pitch = 0; cuMemAllocPitch_v2(&pp, &pitch, 100, 4, 4);
    R(cuIpcGetMemHandle(&mh2, pp));
    R(cuIpcOpenMemHandle_v2(&o, mh, 1));
    R(cuIpcOpenMemHandle_v2(&o, mh, 0));
    R(cuIpcOpenMemHandle_v2(&o, mh, 2));
    memset(&mh2, 0, sizeof mh2);
    R(cuIpcOpenMemHandle_v2(&o, mh2, 1));
    memset(&mh2, 0x5a, sizeof mh2);
    R(cuIpcOpenMemHandle_v2(&o, mh2, 1));
    R(cuIpcCloseMemHandle(p));
    R(cuIpcCloseMemHandle(0));
    R(cuIpcCloseMemHandle(0x1000));
    CUevent e0, e1, e2; cuEventCreate(&e0, 0); cuEventCreate(&e1, 2 | 4); cuEventCreate(&e2, 4);
    R(cuIpcGetEventHandle(&eh, e0));
    R(cuIpcGetEventHandle(&eh, e2));
    R(cuIpcGetEventHandle(&eh, e1));
    nz = 0; for (int i = 0; i < 64; i++) nz += eh.reserved[i] != 0;
    printf("  event handle: %d nonzero bytes\n", nz);
    R(cuIpcGetEventHandle(&eh, 0));
    CUevent oe = 0;
    R(cuIpcOpenEventHandle(&oe, eh));
    printf("  opened event %s\n", oe == 0 ? "NULL" : oe == e1 ? "same handle" : "a new handle");
    if (oe) { R(cuEventRecord(oe, s1)); R(cuEventSynchronize(oe)); R(cuEventDestroy_v2(oe)); }
    CUipcEventHandle eh0; memset(&eh0, 0, sizeof eh0);
    R(cuIpcOpenEventHandle(&oe, eh0));
    // with no current context.
    cuCtxSetCurrent(0);
    R(cuIpcGetMemHandle(&mh2, p));
    R(cuIpcOpenMemHandle_v2(&o, mh, 1));
    R(cuIpcGetEventHandle(&eh, e1));
    cuCtxSetCurrent(c0);
    // a freed allocation's handle.
    CUdeviceptr f = 0; CUipcMemHandle fh; cuMemAlloc_v2(&f, 4096); cuIpcGetMemHandle(&fh, f); cuMemFree_v2(f);
    R(cuIpcOpenMemHandle_v2(&o, fh, 1));
    R(cuIpcGetEventHandle(&eh, e1));
    cuEventDestroy_v2(e1);
  } else if (!strcmp(sec, "ipcparent")) {
    // Share p and an event with a child process (a fresh exec of this probe).
    unsigned host[16]; for (int i = 0; i < 16; i++) host[i] = 1000 + i;
    cuMemcpyHtoD_v2(p, host, sizeof host);
    CUipcMemHandle mh, fh; CUipcEventHandle eh; CUevent e1;
    R(cuIpcGetMemHandle(&mh, p));
    R(cuEventCreate(&e1, 2 | 4));
    R(cuIpcGetEventHandle(&eh, e1));
    CUdeviceptr f = 0; cuMemAlloc_v2(&f, 4096); cuIpcGetMemHandle(&fh, f); R(cuMemFree_v2(f));
    char a1[200], a2[200], a3[200];
    for (int i = 0; i < 64; i++) { sprintf(a1 + 2 * i, "%02x", (unsigned char)mh.reserved[i]); sprintf(a2 + 2 * i, "%02x", (unsigned char)eh.reserved[i]); sprintf(a3 + 2 * i, "%02x", (unsigned char)fh.reserved[i]); }
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) { execl("/proc/self/exe", argv[0], argv[1], "ipcchild", a1, a2, a3, (char *)0); _exit(127); }
    int st = 0; waitpid(pid, &st, 0);
    printf("# back in the parent: child exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st));
    R(cuEventQuery(e1));
    unsigned back[16] = {0}; cuMemcpyDtoH_v2(back, p, sizeof back);
    printf("  parent sees: %u %u %u\n", back[0], back[1], back[15]);
    R(cuMemFree_v2(p));
  } else if (!strcmp(sec, "ipcchild")) {
    CUipcMemHandle mh, fh; CUipcEventHandle eh;
    for (int i = 0; i < 64; i++) { unsigned v; sscanf(argv[3] + 2 * i, "%2x", &v); mh.reserved[i] = v; sscanf(argv[4] + 2 * i, "%2x", &v); eh.reserved[i] = v; sscanf(argv[5] + 2 * i, "%2x", &v); fh.reserved[i] = v; }
    CUdeviceptr o = 0, o2 = 0;
    R(cuIpcOpenMemHandle_v2(&o, mh, 0));
    R(cuIpcOpenMemHandle_v2(&o, mh, 1));
    R(cuIpcOpenMemHandle_v2(&o2, mh, 1));
    printf("  second open: %s\n", o2 == 0 ? "0" : o2 == o ? "same address" : "another address");
    unsigned v[16] = {0};
    R(cuMemcpyDtoH_v2(v, o, sizeof v));
    printf("  child reads: %u %u %u\n", v[0], v[1], v[15]);
    R(cuMemsetD32_v2(o, 77, 1));
    void *args[] = {&o, &n};
    CUfunction fk = 0;
    (void)fk;
    R(cuLaunchKernel((CUfunction)k, 1, 1, 1, 16, 1, 1, 0, 0, args, 0));
    R(cuCtxSynchronize());
    CUdeviceptr of = 0;
    R(cuIpcOpenMemHandle_v2(&of, fh, 1));
    CUevent oe = 0;
    R(cuIpcOpenEventHandle(&oe, eh));
    R(cuIpcOpenEventHandle(&oe, eh));
    if (oe) { R(cuEventRecord(oe, 0)); R(cuEventSynchronize(oe)); R(cuEventQuery(oe)); }
    CUipcMemHandle mine; R(cuIpcGetMemHandle(&mine, o));
    R(cuMemFree_v2(o));
    R(cuIpcCloseMemHandle(o));
    R(cuIpcCloseMemHandle(o));
    R(cuIpcCloseMemHandle(o));
    R(cuIpcCloseMemHandle(p));
    CUdeviceptr o3 = 0;
    R(cuIpcOpenMemHandle_v2(&o3, mh, 1));
    printf("  reopen: %s\n", o3 == o ? "same address" : "another address");
    R(cuIpcCloseMemHandle(o3));
    fflush(stdout);
    return 0;
  }
  fflush(stdout);
  return 0;
}
