// probe_cond measures what the real driver does with conditional graph
// nodes: cuGraphConditionalHandleCreate, cuGraphAddNode(_v2) with
// CU_GRAPH_NODE_TYPE_CONDITIONAL (IF with one or two bodies, WHILE, SWITCH),
// what body graphs may hold, execution with the device runtime's
// cudaGraphSetConditional (cond.cu), ASSIGN_DEFAULT, nesting, update, clone,
// child graphs, cuGraphDebugDotPrint, conditional nodes built during stream
// capture (cuStreamGetCaptureInfo_v3, cuStreamUpdateCaptureDependencies(_v2),
// cuStreamBeginCaptureToGraph), and a few codes around edges and user
// objects.
//
// Usage: probe_cond PTX DEVRT SECTION [ARG] (PTX: cond.ptx, built with
// nvcc -rdc=true -ptx; DEVRT: the toolkit's libcudadevrt.a). The kernels are
// linked with cuLink as users link them (COND_LOAD=direct loads the PTX
// alone with cuModuleLoadData instead). Each section runs in its own process
// (run.sh). Output: `call -> CODE_NAME` a call, facts on indented lines;
// handles and addresses are printed as facts about them, except on lines
// starting "  raw:", which a comparison skips.
//
// It declares what it calls (no cuda.h) so that the same source runs
// against cudasim's libcuda.so.1.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef unsigned long long CUgraphConditionalHandle;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUkern_st *CUkernel;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;
typedef struct CUlinkState_st *CUlinkState;
typedef struct CUuserObject_st *CUuserObject;
typedef void (*CUhostFn)(void *);
typedef struct { int type; int id; } CUmemLocation;
typedef struct { CUmemLocation location; int flags; } CUmemAccessDesc;
typedef struct {
  int allocType, handleTypes;
  CUmemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
} CUmemPoolProps;
typedef struct {
  CUmemPoolProps poolProps;
  const CUmemAccessDesc *accessDescs;
  size_t accessDescCount, bytesize;
  CUdeviceptr dptr;
} CUDA_MEM_ALLOC_NODE_PARAMS;
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
  CUgraphConditionalHandle handle;
  int type; // CU_GRAPH_COND_TYPE_IF 0, WHILE 1, SWITCH 2
  unsigned size;
  CUgraph *phGraph_out;
  CUcontext ctx;
} CUDA_CONDITIONAL_NODE_PARAMS;
typedef struct {
  int type; // CUgraphNodeType
  int reserved0[3];
  union {
    long long reserved1[29];
    CUDA_KERNEL_NODE_PARAMS_v2 kernel;
    CUDA_CONDITIONAL_NODE_PARAMS conditional;
    struct { CUgraph graph; } graph;
  };
  long long reserved2;
} CUgraphNodeParams;
typedef struct { unsigned char from_port, to_port, type, reserved[5]; } CUgraphEdgeData;
typedef struct { unsigned long long flags; CUstream hUploadStream; CUgraphNode hErrNode_out; int result_out; } CUDA_GRAPH_INSTANTIATE_PARAMS;
typedef struct { int result; CUgraphNode errorNode, errorFromNode; } CUgraphExecUpdateResultInfo;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDriverGetVersion(int *);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *, CUstream);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamSynchronize(CUstream);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuLinkCreate_v2(unsigned, int *, void **, CUlinkState *);
CUresult cuLinkAddFile_v2(CUlinkState, int, const char *, unsigned, int *, void **);
CUresult cuLinkComplete(CUlinkState, void **, size_t *);
CUresult cuLinkDestroy(CUlinkState);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuStreamIsCapturing(CUstream, int *);
CUresult cuStreamGetCaptureInfo_v3(CUstream, int *, unsigned long long *, CUgraph *, const CUgraphNode **, const CUgraphEdgeData **, size_t *);
CUresult cuStreamUpdateCaptureDependencies(CUstream, CUgraphNode *, size_t, unsigned);
CUresult cuStreamUpdateCaptureDependencies_v2(CUstream, CUgraphNode *, const CUgraphEdgeData *, size_t, unsigned);
CUresult cuStreamBeginCaptureToGraph(CUstream, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, int);
CUresult cuGraphCreate(CUgraph *, unsigned);
CUresult cuGraphDestroy(CUgraph);
CUresult cuGraphClone(CUgraph *, CUgraph);
CUresult cuGraphGetNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuGraphGetEdges(CUgraph, CUgraphNode *, CUgraphNode *, size_t *);
CUresult cuGraphGetEdges_v2(CUgraph, CUgraphNode *, CUgraphNode *, CUgraphEdgeData *, size_t *);
CUresult cuGraphNodeGetType(CUgraphNode, int *);
CUresult cuGraphNodeFindInClone(CUgraphNode *, CUgraphNode, CUgraph);
CUresult cuGraphDestroyNode(CUgraphNode);
CUresult cuGraphNodeSetEnabled(CUgraphExec, CUgraphNode, unsigned);
CUresult cuGraphNodeGetEnabled(CUgraphExec, CUgraphNode, unsigned *);
CUresult cuGraphAddEmptyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
CUresult cuGraphAddMemsetNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMSET_NODE_PARAMS *, CUcontext);
CUresult cuGraphAddMemcpyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMCPY3D *, CUcontext);
CUresult cuGraphAddKernelNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphAddHostNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_HOST_NODE_PARAMS *);
CUresult cuGraphAddChildGraphNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraph);
CUresult cuGraphAddEventRecordNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
CUresult cuGraphAddEventWaitNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
CUresult cuGraphAddMemAllocNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUDA_MEM_ALLOC_NODE_PARAMS *);
CUresult cuGraphAddMemFreeNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUdeviceptr);
CUresult cuGraphChildGraphNodeGetGraph(CUgraphNode, CUgraph *);
CUresult cuGraphAddDependencies(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
CUresult cuGraphAddDependencies_v2(CUgraph, const CUgraphNode *, const CUgraphNode *, const CUgraphEdgeData *, size_t);
CUresult cuGraphRemoveDependencies(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec, CUgraphNode, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphExecUpdate_v2(CUgraphExec, CUgraph, CUgraphExecUpdateResultInfo *);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphInstantiateWithParams(CUgraphExec *, CUgraph, CUDA_GRAPH_INSTANTIATE_PARAMS *);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphUpload(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);
CUresult cuGraphDebugDotPrint(CUgraph, const char *, unsigned);
CUresult cuUserObjectCreate(CUuserObject *, void *, CUhostFn, unsigned, unsigned);
CUresult cuUserObjectRetain(CUuserObject, unsigned);
CUresult cuUserObjectRelease(CUuserObject, unsigned);
CUresult cuGraphRetainUserObject(CUgraph, CUuserObject, unsigned, unsigned);
CUresult cuGraphReleaseUserObject(CUgraph, CUuserObject, unsigned);
// weak: a library may lack them (the probe then says so).
__attribute__((weak)) CUresult cuGraphConditionalHandleCreate(CUgraphConditionalHandle *, CUgraph, CUcontext, unsigned, unsigned);
__attribute__((weak)) CUresult cuGraphAddNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraphNodeParams *);
__attribute__((weak)) CUresult cuGraphAddNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, const CUgraphEdgeData *, size_t, CUgraphNodeParams *);
__attribute__((weak)) CUresult cuGraphNodeSetParams(CUgraphNode, CUgraphNodeParams *);
__attribute__((weak)) CUresult cuGraphExecNodeSetParams(CUgraphExec, CUgraphNode, CUgraphNodeParams *);
__attribute__((weak)) CUresult cuGraphNodeGetParams(CUgraphNode, CUgraphNodeParams *);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) printf("%s -> %s\n", #call, name(call))
#define RV(call) ({ CUresult r_ = (call); printf("%s -> %s\n", #call, name(r_)); r_; })

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
  printf("  %s: nodes -> %s n=%zu:", what, name(r), nall);
  for (size_t i = 0; r == 0 && i < nall; i++) { int t = -1; cuGraphNodeGetType(allnodes[i], &t); printf(" %zu:%s", i, nodetype(t)); }
  CUgraphNode f[64], t[64]; size_t ne = 64;
  r = cuGraphGetEdges(g, f, t, &ne);
  printf("\n  %s: edges -> %s n=%zu:", what, name(r), ne);
  for (size_t i = 0; r == 0 && i < ne; i++) printf(" %d->%d", idx(f[i]), idx(t[i]));
  printf("\n");
}
static size_t count(CUgraph g) {
  size_t n = 0;
  if (cuGraphGetNodes(g, 0, &n) != 0) return 999;
  return n;
}

static CUcontext c0;
static CUstream s0;
static CUfunction fset, fsetall, fadd, fcount, fappend;
static CUdeviceptr P; // 64 ints of counters
static int ctr(int i) { int v = -7; cuCtxSynchronize(); cuMemcpyDtoH_v2(&v, P + 4 * i, 4); return v; }
static void zero(void) { cuMemsetD32_v2(P, 0, 64); cuCtxSynchronize(); }

static void load(const char *ptx, const char *devrt) {
  CUmodule mod = 0;
  const char *mode = getenv("COND_LOAD");
  if (mode && !strcmp(mode, "direct")) {
    FILE *f = fopen(ptx, "rb");
    if (!f) { perror(ptx); exit(1); }
    static char buf[1 << 20]; size_t n = fread(buf, 1, sizeof buf - 1, f); buf[n] = 0; fclose(f);
    R(cuModuleLoadData(&mod, buf));
  } else {
    CUlinkState ls = 0; void *img = 0; size_t sz = 0;
    static char log[8192]; log[0] = 0;
    int opts[] = {5, 6}; // CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
    void *vals[] = {log, (void *)(uintptr_t)sizeof log};
    R(cuLinkCreate_v2(2, opts, vals, &ls));
    R(cuLinkAddFile_v2(ls, 1, ptx, 0, 0, 0));        // CU_JIT_INPUT_PTX
    R(cuLinkAddFile_v2(ls, 4, devrt, 0, 0, 0));      // CU_JIT_INPUT_LIBRARY
    CUresult r = RV(cuLinkComplete(ls, &img, &sz));
    if (r) printf("  log: %s\n", log);
    if (r == 0) R(cuModuleLoadData(&mod, img));
    cuLinkDestroy(ls);
  }
  if (!mod) { printf("  no module\n"); exit(0); }
  R(cuModuleGetFunction(&fset, mod, "set_cond"));
  R(cuModuleGetFunction(&fsetall, mod, "set_cond_every"));
  R(cuModuleGetFunction(&fadd, mod, "add_to"));
  R(cuModuleGetFunction(&fcount, mod, "countdown"));
  R(cuModuleGetFunction(&fappend, mod, "append"));
}

// Kernel-node helpers: each node keeps its own argument copies.
typedef struct { CUgraphConditionalHandle h; unsigned v; CUdeviceptr p; int i; void *args[2]; } kargs;
static kargs argpool[256]; static int nargs;
static CUresult knode(CUgraphNode *out, CUgraph g, CUgraphNode *deps, size_t n, CUfunction f, kargs a, unsigned threads) {
  kargs *k = &argpool[nargs++];
  *k = a;
  if (f == fset || f == fsetall) { k->args[0] = &k->h; k->args[1] = &k->v; }
  else if (f == fcount) { k->args[0] = &k->h; k->args[1] = &k->p; }
  else { k->args[0] = &k->p; k->args[1] = &k->i; }
  CUDA_KERNEL_NODE_PARAMS_v2 kp; memset(&kp, 0, sizeof kp);
  kp.func = f; kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = threads; kp.blockDimY = kp.blockDimZ = 1;
  kp.kernelParams = k->args;
  CUgraphNode tmp;
  return cuGraphAddKernelNode_v2(out ? out : &tmp, g, deps, n, &kp);
}
// setter: a set_cond node (value v) ; adder: add_to(P+4*slot, inc).
static CUresult setter(CUgraphNode *out, CUgraph g, CUgraphNode *deps, size_t n, CUgraphConditionalHandle h, unsigned v) {
  kargs a = {0}; a.h = h; a.v = v; return knode(out, g, deps, n, fset, a, 1);
}
static CUresult adder(CUgraphNode *out, CUgraph g, CUgraphNode *deps, size_t n, int slot, int inc) {
  kargs a = {0}; a.p = P + 4 * slot; a.i = inc; return knode(out, g, deps, n, fadd, a, 1);
}
static CUresult counter(CUgraphNode *out, CUgraph g, CUgraphNode *deps, size_t n, CUgraphConditionalHandle h, int slot) {
  kargs a = {0}; a.h = h; a.p = P + 4 * slot; return knode(out, g, deps, n, fcount, a, 1);
}
static void launchset(CUgraphConditionalHandle h, unsigned v, CUstream s) {
  void *args[] = {&h, &v};
  R(cuLaunchKernel(fset, 1, 1, 1, 1, 1, 1, 0, s, args, 0));
}
static void launchadd(int slot, int inc, CUstream s) {
  CUdeviceptr p = P + 4 * slot; void *args[] = {&p, &inc};
  R(cuLaunchKernel(fadd, 1, 1, 1, 1, 1, 1, 0, s, args, 0));
}

// addcond is cuGraphAddNode; the driver points phGraph_out at its own
// array of body graphs, which bodies (when not NULL) gets a copy of.
static int replaced; // whether the last addcond's phGraph_out changed
static CUgraph *lastarray;
static CUresult addcond(CUgraphNode *out, CUgraph g, const CUgraphNode *deps, size_t n, CUgraphNodeParams *np, CUgraph *bodies) {
  CUgraph *in = np->conditional.phGraph_out;
  CUgraphNode tmp;
  CUresult r = cuGraphAddNode(out ? out : &tmp, g, deps, n, np);
  replaced = np->conditional.phGraph_out != in;
  lastarray = np->conditional.phGraph_out;
  if (r == 0 && bodies && np->conditional.phGraph_out)
    for (unsigned i = 0; i < np->conditional.size && i < 8; i++) bodies[i] = np->conditional.phGraph_out[i];
  return r;
}
// cond adds a conditional node of type typ with size bodies (phGraph_out
// NULL, as cuda.core passes it); bodies[] gets them.
static CUresult cond(CUgraphNode *out, CUgraph g, CUgraphNode *deps, size_t n, CUgraphConditionalHandle h, int typ, unsigned size, CUgraph *bodies, CUcontext ctx) {
  CUgraphNodeParams np; memset(&np, 0, sizeof np);
  np.type = 13;
  np.conditional.handle = h; np.conditional.type = typ; np.conditional.size = size;
  np.conditional.phGraph_out = 0; np.conditional.ctx = ctx;
  return addcond(out, g, deps, n, &np, bodies);
}
static void bodiesfacts(CUgraph *b, unsigned n) {
  printf("  bodies:");
  for (unsigned i = 0; i < n; i++) printf(" %s(%zu nodes)", b[i] ? "set" : "NULL", b[i] ? count(b[i]) : 0);
  int distinct = 1;
  for (unsigned i = 0; i < n; i++) for (unsigned j = i + 1; j < n; j++) if (b[i] == b[j]) distinct = 0;
  printf("%s\n", n > 1 ? (distinct ? " distinct" : " NOT distinct") : "");
}
static CUgraphConditionalHandle handle(CUgraph g, unsigned def, unsigned flags) {
  CUgraphConditionalHandle h = 0;
  CUresult r = cuGraphConditionalHandleCreate(&h, g, c0, def, flags);
  if (r) printf("  handle(%u, %u) -> %s\n", def, flags, name(r));
  return h;
}
// nested adds a conditional node to body graph b (a body of a node of
// top): with a handle made for top first, else for b; it reports both and
// returns the code, *hp the handle used.
static CUresult nested(CUgraphNode *out, CUgraph top, CUgraph b, CUgraphNode *deps, size_t n, unsigned def, unsigned flags,
                       int typ, unsigned size, CUgraph *bodies, CUgraphConditionalHandle *hp) {
  CUgraphConditionalHandle h = handle(top, def, flags);
  CUresult r = cond(out, b, deps, n, h, typ, size, bodies, c0);
  printf("  nested node, handle of the top graph -> %s\n", name(r));
  if (r) {
    h = handle(b, def, flags);
    r = cond(out, b, deps, n, h, typ, size, bodies, c0);
    printf("  nested node, handle of the body graph -> %s\n", name(r));
  }
  *hp = h;
  return r;
}
// run instantiates g, launches it `times` times and prints the counters slots 0..3.
static void run(const char *what, CUgraph g, int times) {
  CUgraphExec x = 0;
  CUresult r = cuGraphInstantiateWithFlags(&x, g, 0);
  printf("  %s: instantiate -> %s", what, name(r));
  if (r) { printf("\n"); return; }
  for (int i = 0; i < times; i++) {
    r = cuGraphLaunch(x, s0);
    if (r) { printf(" launch %d -> %s", i, name(r)); break; }
  }
  r = cuStreamSynchronize(s0);
  printf(" sync -> %s counters %d %d %d %d\n", name(r), ctr(0), ctr(1), ctr(2), ctr(3));
  cuGraphExecDestroy(x);
}
static void dot(CUgraph g, const char *base, unsigned flags) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s-%u.dot", getenv("DOTDIR") ? getenv("DOTDIR") : ".", base, flags);
  CUresult r = cuGraphDebugDotPrint(g, path, flags);
  printf("cuGraphDebugDotPrint(%s, %u) -> %s\n", base, flags, name(r));
}
static int destroyed;
static void destructor(void *u) { (void)u; destroyed++; }

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: %s PTX DEVRT SECTION [ARG]\n", argv[0]); return 2; }
  setvbuf(stdout, NULL, _IOLBF, 0); // a crash loses nothing printed
  const char *sec = argv[3];
  int arg = argc > 4 ? atoi(argv[4]) : -1;
  printf("# section %s\n", sec);
  fflush(stdout);
  CUdevice d0;
  R(cuInit(0));
  cuDeviceGet(&d0, 0);
  cuDevicePrimaryCtxRetain(&c0, d0);
  R(cuCtxSetCurrent(c0));
  if (!cuGraphConditionalHandleCreate || !cuGraphAddNode) { printf("  no conditional entry points\n"); return 0; }
  load(argv[1], argv[2]);
  R(cuStreamCreate(&s0, 1));
  R(cuMemAlloc_v2(&P, 256));
  zero();
  CUgraph g = 0, g2 = 0;
  cuGraphCreate(&g, 0);
  cuGraphCreate(&g2, 0);
  CUgraph b[8] = {0};
  CUgraphNode n1 = 0, n2 = 0, n3 = 0;

  if (!strcmp(sec, "handle")) {
    CUgraphConditionalHandle h1 = 0, h2 = 0, h3 = 0, h4 = 0;
    R(cuGraphConditionalHandleCreate(&h1, g, c0, 0, 0));
    R(cuGraphConditionalHandleCreate(&h2, g, c0, 1, 1));
    R(cuGraphConditionalHandleCreate(&h3, g2, c0, 0, 0));
    R(cuGraphConditionalHandleCreate(&h4, g, c0, 0xffffffffu, 1));
    printf("  h1 %s, h2-h1 %lld, h4-h2 %lld, h3 (other graph) - h1 %lld\n", h1 ? "nonzero" : "zero", (long long)(h2 - h1), (long long)(h4 - h2), (long long)(h3 - h1));
    printf("  raw: %#llx %#llx %#llx %#llx\n", h1, h2, h3, h4);
    CUgraphConditionalHandle h = 0;
    R(cuGraphConditionalHandleCreate(&h, g, c0, 0, 2));
    R(cuGraphConditionalHandleCreate(&h, g, c0, 0, 3));
    R(cuGraphConditionalHandleCreate(&h, g, c0, 2, 0));
    CUcontext c1 = 0;
    R(cuCtxCreate_v2(&c1, 0, d0));
    R(cuCtxSetCurrent(c0));
    R(cuGraphConditionalHandleCreate(&h, g, c1, 0, 0));
    printf("  raw: %#llx\n", h);
    // handles of a body graph: numbered with its root's?
    CUgraph bg[1] = {0}; CUgraphConditionalHandle hb1 = handle(g2, 0, 1);
    if (cond(0, g2, 0, 0, hb1, 0, 1, bg, c0) == 0) {
      CUgraphConditionalHandle hb2 = 0;
      R(cuGraphConditionalHandleCreate(&hb2, bg[0], c0, 0, 1));
      printf("  body handle - root's first %lld\n", (long long)(hb2 - hb1));
      printf("  raw: %#llx %#llx\n", hb1, hb2);
    }
    // Many handles on one graph.
    CUgraph g3; cuGraphCreate(&g3, 0);
    int ok = 0; CUresult last = 0;
    for (int i = 0; i < 5000; i++) { last = cuGraphConditionalHandleCreate(&h, g3, c0, 0, 0); if (last) break; ok++; }
    printf("  handles on one graph: %d created, then %s\n", ok, name(last));
    // A handle no node uses.
    CUgraph g4; cuGraphCreate(&g4, 0);
    CUgraphConditionalHandle hu = handle(g4, 1, 1);
    (void)hu;
    R(cuGraphAddEmptyNode(&n1, g4, 0, 0));
    CUgraphExec x = 0;
    R(cuGraphInstantiateWithFlags(&x, g4, 0));
    CUDA_GRAPH_INSTANTIATE_PARAMS ip; memset(&ip, 0, sizeof ip); ip.result_out = -7;
    R(cuGraphInstantiateWithParams(&x, g4, &ip));
    printf("  result_out %d errnode %s\n", ip.result_out, ip.hErrNode_out ? "set" : "NULL");
    // An empty graph with an unused handle.
    CUgraph g5; cuGraphCreate(&g5, 0);
    handle(g5, 0, 0);
    R(cuGraphInstantiateWithFlags(&x, g5, 0));
    // Destroying the graph of a handle.
    R(cuGraphDestroy(g4));
  } else if (!strcmp(sec, "add")) {
    CUgraphConditionalHandle h = handle(g, 0, 1), hother = handle(g2, 0, 1);
    struct { int typ; unsigned size; } cases[] = {{0, 1}, {0, 2}, {0, 0}, {0, 3}, {1, 1}, {1, 2}, {1, 0}, {2, 0}, {2, 1}, {2, 3}, {2, 8}, {3, 1}, {-1, 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle ht = handle(t, 0, 1);
      memset(b, 0, sizeof b);
      CUresult r = cond(&n1, t, 0, 0, ht, cases[i].typ, cases[i].size, b, c0);
      printf("cond(type %d, size %u) -> %s\n", cases[i].typ, cases[i].size, name(r));
      if (r == 0) {
        int ty = -1; cuGraphNodeGetType(n1, &ty);
        printf("  type %s\n", nodetype(ty));
        bodiesfacts(b, cases[i].size < 8 ? cases[i].size : 8);
      } else {
        printf("  bodies[0] %s\n", b[0] ? "set" : "NULL");
      }
    }
    memset(b, 0, sizeof b);
    printf("cond(handle 0) -> %s\n", name(cond(&n1, g, 0, 0, 0, 0, 1, b, c0)));
    printf("cond(handle of another graph) -> %s\n", name(cond(&n1, g, 0, 0, hother, 0, 1, b, c0)));
    printf("cond(handle+100) -> %s\n", name(cond(&n1, g, 0, 0, h + 100, 0, 1, b, c0)));
    printf("cond(ctx NULL) -> %s\n", name(cond(&n1, g, 0, 0, h, 0, 1, b, 0)));
    CUcontext c1 = 0; cuCtxCreate_v2(&c1, 0, d0); cuCtxSetCurrent(c0);
    printf("cond(ctx other) -> %s\n", name(cond(&n1, g, 0, 0, h, 0, 1, b, c1)));
    memset(b, 0, sizeof b);
    CUresult r = cond(&n1, g, 0, 0, h, 0, 1, b, c0);
    printf("cond(IF) -> %s phGraph_out %s\n", name(r), lastarray ? "set" : "NULL");
    CUgraph *arr1 = lastarray;
    {
      // A caller array in phGraph_out: written, or replaced?
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraph mine[2] = {0, 0};
      CUgraphNodeParams cp; memset(&cp, 0, sizeof cp);
      cp.type = 13; cp.conditional.handle = handle(t, 0, 1); cp.conditional.type = 0; cp.conditional.size = 2;
      cp.conditional.phGraph_out = mine; cp.conditional.ctx = c0;
      CUgraph got[2] = {0};
      CUresult rc = addcond(0, t, 0, 0, &cp, got);
      printf("cond(caller array) -> %s replaced %s; array written %s\n", name(rc), replaced ? "yes" : "no", mine[0] ? (mine[0] == got[0] ? "yes" : "other") : "no");
    }
    memset(b + 1, 0, sizeof b[0]);
    r = cond(&n2, g, &n1, 1, h, 1, 1, b + 1, c0);
    printf("cond(WHILE, same handle, after the IF) -> %s\n", name(r));
    shape("g", g);
    CUgraph cg = 0;
    R(cuGraphChildGraphNodeGetGraph(n1, &cg));
    if (cuGraphNodeGetParams) {
      CUgraphNodeParams np; memset(&np, 0x5a, sizeof np);
      r = cuGraphNodeGetParams(n1, &np);
      int okp = r == 0 && np.conditional.phGraph_out && np.conditional.phGraph_out != (CUgraph *)0x5a5a5a5a5a5a5a5aULL;
      printf("cuGraphNodeGetParams(cond) -> %s type %d cond.type %d size %u handle %s array %s body %s ctx %s\n", name(r), np.type,
        np.conditional.type, np.conditional.size, np.conditional.handle == h ? "same" : "different",
        okp ? (np.conditional.phGraph_out == arr1 ? "same" : "other") : "none",
        okp && np.conditional.phGraph_out[0] == b[0] ? "same" : "other",
        np.conditional.ctx == c0 ? "c0" : "other");
    } else {
      printf("  cuGraphNodeGetParams: no such symbol\n");
    }
    // cuGraphAddNode_v2 with edge data, and a handle made on a body graph.
    memset(b, 0, sizeof b);
    CUgraphEdgeData ed; memset(&ed, 0, sizeof ed);
    CUgraphNodeParams np; memset(&np, 0, sizeof np);
    np.type = 13; np.conditional.handle = handle(g2, 0, 1); np.conditional.type = 0; np.conditional.size = 1;
    np.conditional.phGraph_out = 0; np.conditional.ctx = c0;
    R(cuGraphAddEmptyNode(&n3, g2, 0, 0));
    R(cuGraphAddNode_v2(&n1, g2, &n3, &ed, 1, &np));
    if (np.conditional.phGraph_out) b[0] = np.conditional.phGraph_out[0];
    np.conditional.phGraph_out = 0;
    R(cuGraphAddNode_v2(&n2, g2, &n3, 0, 1, &np));
    np.conditional.phGraph_out = 0;
    ed.type = 1;
    R(cuGraphAddNode_v2(&n2, g2, &n3, &ed, 1, &np));
    CUgraphConditionalHandle hb = 0;
    R(cuGraphConditionalHandleCreate(&hb, b[0], c0, 0, 0));
    // Empty node params type (the generic call with another node type).
    CUgraphNodeParams ep; memset(&ep, 0, sizeof ep); ep.type = 5;
    R(cuGraphAddNode(&n1, g2, 0, 0, &ep));
  } else if (!strcmp(sec, "more")) {
    // Rules the first run left open; ARG picks one (each may break the context).
    CUgraphExec x1 = 0, x2 = 0;
    CUcontext c1 = 0;
    switch (arg) {
    case 0: { // only one instantiation at a time?
      CUgraphConditionalHandle h = handle(g, 1, 1);
      cond(&n1, g, 0, 0, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      R(cuGraphInstantiateWithFlags(&x1, g, 0));
      R(cuGraphInstantiateWithFlags(&x2, g, 0));
      CUDA_GRAPH_INSTANTIATE_PARAMS ip; memset(&ip, 0, sizeof ip); ip.result_out = -7; ip.flags = 4;
      CUgraphExec x3 = 0;
      printf("instantiate flags 4 -> %s result_out %d\n", name(cuGraphInstantiateWithParams(&x3, g, &ip)), ip.result_out);
      R(cuGraphExecDestroy(x1));
      R(cuGraphInstantiateWithFlags(&x2, g, 0));
      memset(&ip, 0, sizeof ip); ip.result_out = -7; ip.flags = 2; ip.hUploadStream = s0;
      printf("instantiate flags 2 (a second) -> %s result_out %d\n", name(cuGraphInstantiateWithParams(&x3, g, &ip)), ip.result_out);
      R(cuGraphExecDestroy(x2));
      memset(&ip, 0, sizeof ip); ip.result_out = -7; ip.flags = 2; ip.hUploadStream = s0;
      printf("instantiate flags 2 -> %s result_out %d\n", name(cuGraphInstantiateWithParams(&x3, g, &ip)), ip.result_out);
      R(cuGraphLaunch(x3, s0)); R(cuStreamSynchronize(s0)); printf("  counter %d\n", ctr(0));
      R(cuGraphExecDestroy(x3));
      memset(&ip, 0, sizeof ip); ip.result_out = -7; ip.flags = 4;
      printf("instantiate flags 4 -> %s result_out %d\n", name(cuGraphInstantiateWithParams(&x3, g, &ip)), ip.result_out);
      break;
    }
    case 1: { // a body graph as a child graph, or instantiated itself
      CUgraphConditionalHandle h = handle(g, 1, 1);
      cond(&n1, g, 0, 0, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      R(cuGraphAddChildGraphNode(&n2, g2, 0, 0, b[0]));
      R(cuGraphInstantiateWithFlags(&x1, b[0], 0));
      CUgraph e2; cuGraphCreate(&e2, 0); adder(0, e2, 0, 0, 0, 1);
      R(cuGraphAddChildGraphNode(&n2, b[0], 0, 0, e2));
      R(cuGraphInstantiateWithFlags(&x2, g, 0));
      break;
    }
    case 2: { // contexts of the handle and of the node
      cuCtxCreate_v2(&c1, 0, d0); cuCtxSetCurrent(c0);
      CUgraphConditionalHandle h = handle(g, 1, 1);
      printf("cond(node ctx c1, handle ctx c0) -> %s\n", name(cond(&n1, g, 0, 0, h, 0, 1, b, c1)));
      CUgraphConditionalHandle h2 = 0;
      R(cuGraphConditionalHandleCreate(&h2, g2, c1, 1, 1));
      printf("cond(node ctx c0, handle ctx c1) -> %s\n", name(cond(&n2, g2, 0, 0, h2, 0, 1, b + 1, c0)));
      break;
    }
    case 3: { // a body node's exec parameters and enable
      CUgraphConditionalHandle h = handle(g, 1, 1);
      CUgraphNode ka;
      cond(&n1, g, 0, 0, h, 0, 1, b, c0);
      adder(&ka, b[0], 0, 0, 0, 1);
      R(cuGraphInstantiateWithFlags(&x1, g, 0));
      CUDA_KERNEL_NODE_PARAMS_v2 kp; memset(&kp, 0, sizeof kp);
      kargs *kk = &argpool[nargs++]; kk->p = P + 4; kk->i = 1; kk->args[0] = &kk->p; kk->args[1] = &kk->i;
      kp.func = fadd; kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = kp.blockDimY = kp.blockDimZ = 1; kp.kernelParams = kk->args;
      R(cuGraphExecKernelNodeSetParams_v2(x1, ka, &kp));
      R(cuGraphLaunch(x1, s0)); R(cuStreamSynchronize(s0));
      printf("  counters %d %d\n", ctr(0), ctr(1));
      R(cuGraphNodeSetEnabled(x1, ka, 0));
      unsigned en = 7; R(cuGraphNodeGetEnabled(x1, ka, &en)); printf("  enabled %u\n", en);
      R(cuGraphLaunch(x1, s0)); R(cuStreamSynchronize(s0));
      printf("  counters %d %d\n", ctr(0), ctr(1));
      R(cuGraphKernelNodeSetParams_v2(ka, &kp));
      break;
    }
    case 4: { // a 3D copy, not captured then captured
      CUstream s1; cuStreamCreate(&s1, 1);
      CUDA_MEMCPY3D cp; memset(&cp, 0, sizeof cp);
      cp.srcMemoryType = cp.dstMemoryType = 2; cp.srcDevice = P; cp.dstDevice = P + 128;
      cp.srcPitch = cp.dstPitch = 16; cp.srcHeight = cp.dstHeight = 2; cp.WidthInBytes = 8; cp.Height = 2; cp.Depth = 2;
      int vals[32]; for (int i = 0; i < 32; i++) vals[i] = i + 1;
      for (int round = 0; round < 2; round++) {
        cuMemcpyHtoD_v2(P, vals, 128);
        cuMemsetD32_v2(P + 128, 0, 32);
        cuCtxSynchronize();
        if (round == 0) {
          R(cuMemcpy3DAsync_v2(&cp, s1));
        } else {
          CUgraph cg = 0; CUgraphExec cx = 0;
          R(cuStreamBeginCapture_v2(s1, 0));
          R(cuMemcpy3DAsync_v2(&cp, s1));
          R(cuStreamEndCapture(s1, &cg));
          R(cuGraphInstantiateWithFlags(&cx, cg, 0));
          R(cuGraphLaunch(cx, s1));
        }
        R(cuStreamSynchronize(s1));
        int out[32]; cuMemcpyDtoH_v2(out, P + 128, 128);
        printf("  copied:"); for (int i = 0; i < 32; i++) printf(" %d", out[i]); printf("\n");
      }
      break;
    }
    case 5: { // a handle without a default read before any kernel sets it
      CUgraphConditionalHandle h = handle(g, 1, 0);
      cond(&n1, g, 0, 0, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      R(cuGraphInstantiateWithFlags(&x1, g, 0));
      R(cuGraphLaunch(x1, s0));
      R(cuStreamSynchronize(s0));
      printf("  counter %d\n", ctr(0));
      break;
    }
    case 6: { // without a default, set by a kernel before the node, three launches
      CUgraphConditionalHandle h = handle(g, 0, 0);
      setter(&n1, g, 0, 0, h, 1);
      cond(&n2, g, &n1, 1, h, 0, 1, b, c0);
      adder(&n3, b[0], 0, 0, 0, 1);
      setter(0, b[0], &n3, 1, h, 0); // the body clears it
      R(cuGraphInstantiateWithFlags(&x1, g, 0));
      for (int i = 0; i < 3; i++) R(cuGraphLaunch(x1, s0));
      R(cuStreamSynchronize(s0));
      printf("  counter %d\n", ctr(0));
      break;
    }
    case 7: { // an unused handle: instantiate with params
      handle(g, 1, 1);
      cuGraphAddEmptyNode(&n1, g, 0, 0);
      CUDA_GRAPH_INSTANTIATE_PARAMS ip; memset(&ip, 0, sizeof ip); ip.result_out = -7;
      printf("instantiate (unused handle) -> %s result_out %d errnode %s\n", name(cuGraphInstantiateWithParams(&x1, g, &ip)), ip.result_out, ip.hErrNode_out ? "set" : "NULL");
      R(cuGraphInstantiateWithFlags(&x1, g, 0));
      CUgraph gb; cuGraphCreate(&gb, 0);
      CUgraphConditionalHandle hh = handle(gb, 1, 1);
      cond(&n2, gb, 0, 0, hh, 0, 1, b, c0);
      CUevent ev; cuEventCreate(&ev, 0);
      cuGraphAddEventRecordNode(0, b[0], 0, 0, ev);
      memset(&ip, 0, sizeof ip); ip.result_out = -7;
      printf("instantiate (event node in a body) -> %s result_out %d errnode %s\n", name(cuGraphInstantiateWithParams(&x1, gb, &ip)), ip.result_out, ip.hErrNode_out ? "set" : "NULL");
      break;
    }
    case 8: { // update from a graph whose conditional uses handle 2
      CUgraphConditionalHandle h = handle(g, 1, 1);
      cond(&n1, g, 0, 0, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      R(cuGraphInstantiateWithFlags(&x1, g, 0));
      CUgraph t; cuGraphCreate(&t, 0); CUgraph tb[1];
      handle(t, 1, 1); CUgraphConditionalHandle ht2 = handle(t, 0, 1);
      CUgraphNode cb; cond(&cb, t, 0, 0, ht2, 0, 1, tb, c0);
      adder(0, tb[0], 0, 0, 1, 1);
      CUgraphExecUpdateResultInfo ri; memset(&ri, 0x5a, sizeof ri);
      R(cuGraphExecUpdate_v2(x1, t, &ri));
      printf("  result %d errorNode %s\n", ri.result, ri.errorNode == cb ? "the conditional" : ri.errorNode ? "other" : "NULL");
      R(cuGraphLaunch(x1, s0)); R(cuStreamSynchronize(s0));
      printf("  counters %d %d\n", ctr(0), ctr(1));
      break;
    }
    }
    printf("  survived\n");
  } else if (!strcmp(sec, "handlejunk")) {
    CUgraphConditionalHandle h = 0;
    R(cuGraphConditionalHandleCreate(&h, g, (CUcontext)(uintptr_t)0x1234, 0, 0));
    printf("  survived\n");
  } else if (!strcmp(sec, "addnull")) {
    // One NULL a process: each may crash.
    CUgraphConditionalHandle h = handle(g, 0, 1);
    CUgraphNodeParams np; memset(&np, 0, sizeof np);
    np.type = 13; np.conditional.handle = h; np.conditional.type = 0; np.conditional.size = 1;
    np.conditional.phGraph_out = 0; np.conditional.ctx = c0;
    fflush(stdout);
    switch (arg) {
    case 0: np.conditional.phGraph_out = (CUgraph *)(uintptr_t)8; R(cuGraphAddNode(&n1, g, 0, 0, &np)); break; // a bad pointer
    case 1: R(cuGraphAddNode(&n1, g, 0, 0, 0)); break;
    case 2: R(cuGraphAddNode(0, g, 0, 0, &np)); break;
    case 3: R(cuGraphConditionalHandleCreate(&h, g, c0, 0, 0)); R(cuGraphConditionalHandleCreate(0, g, c0, 0, 0)); break;
    }
    printf("  survived\n");
  } else if (!strcmp(sec, "bodies")) {
    // What a body may hold: each kind in its own graph, added, instantiated, run.
    CUevent ev; cuEventCreate(&ev, 0);
    const char *kinds[] = {"empty", "kernel", "memset", "memcpy", "host", "child", "eventrecord", "eventwait", "memalloc", "memfree", "cond", "kernel-ctx1", "childcond", "twokernels"};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
      zero();
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle ht = handle(t, 1, 1);
      memset(b, 0, sizeof b);
      cond(&n1, t, 0, 0, ht, 0, 1, b, c0);
      CUresult r = 0;
      const char *kd = kinds[k];
      if (!strcmp(kd, "empty")) r = cuGraphAddEmptyNode(&n2, b[0], 0, 0);
      else if (!strcmp(kd, "kernel")) r = adder(&n2, b[0], 0, 0, 0, 1);
      else if (!strcmp(kd, "memset")) { CUDA_MEMSET_NODE_PARAMS mp = {P + 4, 0, 9, 4, 1, 1}; r = cuGraphAddMemsetNode(&n2, b[0], 0, 0, &mp, c0); }
      else if (!strcmp(kd, "memcpy")) {
        CUDA_MEMCPY3D cp; memset(&cp, 0, sizeof cp);
        cp.srcMemoryType = cp.dstMemoryType = 2; cp.srcDevice = P + 4 * 10; cp.dstDevice = P + 4 * 2; cp.WidthInBytes = 4; cp.Height = cp.Depth = 1;
        int v = 77; cuMemcpyHtoD_v2(P + 40, &v, 4);
        r = cuGraphAddMemcpyNode(&n2, b[0], 0, 0, &cp, c0);
      } else if (!strcmp(kd, "host")) { CUDA_HOST_NODE_PARAMS hp = {destructor, 0}; r = cuGraphAddHostNode(&n2, b[0], 0, 0, &hp); }
      else if (!strcmp(kd, "child")) { CUgraph c; cuGraphCreate(&c, 0); adder(0, c, 0, 0, 3, 1); r = cuGraphAddChildGraphNode(&n2, b[0], 0, 0, c); }
      else if (!strcmp(kd, "eventrecord")) r = cuGraphAddEventRecordNode(&n2, b[0], 0, 0, ev);
      else if (!strcmp(kd, "eventwait")) r = cuGraphAddEventWaitNode(&n2, b[0], 0, 0, ev);
      else if (!strcmp(kd, "memalloc")) {
        CUDA_MEM_ALLOC_NODE_PARAMS ap; memset(&ap, 0, sizeof ap);
        ap.poolProps.allocType = 1; ap.poolProps.location.type = 1; ap.poolProps.location.id = 0; ap.bytesize = 1024;
        r = cuGraphAddMemAllocNode(&n2, b[0], 0, 0, &ap);
      } else if (!strcmp(kd, "memfree")) {
        CUDA_MEM_ALLOC_NODE_PARAMS ap; memset(&ap, 0, sizeof ap);
        ap.poolProps.allocType = 1; ap.poolProps.location.type = 1; ap.poolProps.location.id = 0; ap.bytesize = 1024;
        CUgraphNode an; CUresult ra = cuGraphAddMemAllocNode(&an, t, 0, 0, &ap);
        printf("  alloc in the parent -> %s\n", name(ra));
        r = cuGraphAddMemFreeNode(&n2, b[0], 0, 0, ap.dptr);
      } else if (!strcmp(kd, "cond")) {
        CUgraphConditionalHandle hi = 0; CUgraph ib[1] = {0};
        r = nested(&n2, t, b[0], 0, 0, 1, 1, 0, 1, ib, &hi);
        if (r == 0) adder(0, ib[0], 0, 0, 1, 1);
        adder(0, b[0], 0, 0, 0, 1);
      } else if (!strcmp(kd, "kernel-ctx1")) {
        CUcontext c1; cuCtxCreate_v2(&c1, 0, d0); cuCtxSetCurrent(c0);
        kargs a = {0}; a.p = P; a.i = 1;
        kargs *kk = &argpool[nargs++]; *kk = a; kk->args[0] = &kk->p; kk->args[1] = &kk->i;
        CUDA_KERNEL_NODE_PARAMS_v2 kp; memset(&kp, 0, sizeof kp);
        kp.func = fadd; kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = kp.blockDimY = kp.blockDimZ = 1;
        kp.kernelParams = kk->args; kp.ctx = c1;
        r = cuGraphAddKernelNode_v2(&n2, b[0], 0, 0, &kp);
      } else if (!strcmp(kd, "childcond")) {
        // a child graph node whose graph holds a conditional node (in a body)
        CUgraph c; cuGraphCreate(&c, 0);
        CUgraphConditionalHandle hc = handle(c, 1, 1); CUgraph cb[1] = {0};
        CUresult rc = cond(0, c, 0, 0, hc, 0, 1, cb, c0);
        printf("  cond in the child -> %s\n", name(rc));
        if (rc == 0) adder(0, cb[0], 0, 0, 1, 1);
        r = cuGraphAddChildGraphNode(&n2, b[0], 0, 0, c);
      } else if (!strcmp(kd, "twokernels")) {
        adder(&n3, b[0], 0, 0, 0, 1);
        r = adder(&n2, b[0], &n3, 1, 0, 10);
      }
      printf("body %s: add -> %s\n", kd, name(r));
      run(kd, t, 1);
    }
    // A child graph node (in the parent, not a body) whose graph holds a conditional node.
    zero();
    CUgraph c; cuGraphCreate(&c, 0);
    CUgraphConditionalHandle hc = handle(c, 1, 1); memset(b, 0, sizeof b);
    cond(0, c, 0, 0, hc, 0, 1, b, c0);
    adder(0, b[0], 0, 0, 0, 1);
    R(cuGraphAddChildGraphNode(&n1, g, 0, 0, c));
    run("child of the parent with a conditional", g, 2);
  } else if (!strcmp(sec, "exec")) {
    if (arg < 0 || arg == 0) { // test 0
    // IF, one body: a setter with value v, then the IF.
    unsigned vals[] = {0, 1, 5, 0xffffffffu};
    for (int i = 0; i < 4; i++) {
      zero();
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 0, 1);
      setter(&n1, t, 0, 0, h, vals[i]);
      cond(&n2, t, &n1, 1, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      char what[64]; snprintf(what, sizeof what, "IF set %u", vals[i]); run(what, t, 1);
    }
    }
    if (arg < 0 || arg == 1) { // test 1
    // IF with an else body.
    for (int v = 0; v < 2; v++) {
      zero();
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 0, 1);
      setter(&n1, t, 0, 0, h, v);
      cond(&n2, t, &n1, 1, h, 0, 2, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      adder(0, b[1], 0, 0, 1, 1);
      char what[64]; snprintf(what, sizeof what, "IF/ELSE set %d", v); run(what, t, 1);
    }
    }
    if (arg < 0 || arg == 2) { // test 2
    // IF with no setter: the default value, with and without ASSIGN_DEFAULT.
    for (int f = 0; f < 2; f++) for (unsigned d = 0; d < 2; d++) {
      zero();
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, d, f);
      cond(&n2, t, 0, 0, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      char what[64]; snprintf(what, sizeof what, "IF no setter default %u flags %d x3", d, f); run(what, t, 3);
    }
    }
    if (arg < 0 || arg == 3) { // test 3
    // The body clears its own handle: does the value last from launch to launch?
    for (int f = 0; f < 2; f++) {
      zero();
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 1, f);
      cond(&n2, t, 0, 0, h, 0, 1, b, c0);
      adder(&n1, b[0], 0, 0, 0, 1);
      setter(0, b[0], &n1, 1, h, 0);
      char what[64]; snprintf(what, sizeof what, "IF body clears, default 1 flags %d x3", f); run(what, t, 3);
    }
    }
    if (arg < 0 || arg == 4) { // test 4
    // WHILE: countdown from 5 in the body.
    for (unsigned d = 0; d < 2; d++) {
      zero();
      int five = 5; cuMemcpyHtoD_v2(P + 4 * 1, &five, 4);
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, d, 1);
      cond(&n2, t, 0, 0, h, 1, 1, b, c0);
      adder(&n1, b[0], 0, 0, 0, 1);
      counter(0, b[0], &n1, 1, h, 1);
      char what[64]; snprintf(what, sizeof what, "WHILE countdown 5 default %u", d); run(what, t, 1);
    }
    }
    if (arg < 0 || arg == 5) { // test 5
    // WHILE set by a setter before it, and a body that does not clear it (bounded by a counter kernel).
    zero();
    {
      int three = 3; cuMemcpyHtoD_v2(P + 4 * 1, &three, 4);
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 0, 1);
      setter(&n1, t, 0, 0, h, 7);
      cond(&n2, t, &n1, 1, h, 1, 1, b, c0);
      counter(0, b[0], 0, 0, h, 1);
      adder(0, t, &n2, 1, 2, 1);
      run("WHILE set 7 countdown 3, then adder", t, 1);
    }
    }
    if (arg < 0 || arg == 6) { // test 6
    // SWITCH with 3 bodies.
    unsigned sv[] = {0, 1, 2, 3, 100};
    for (int i = 0; i < 5; i++) {
      zero();
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 0, 1);
      setter(&n1, t, 0, 0, h, sv[i]);
      cond(&n2, t, &n1, 1, h, 2, 3, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      adder(0, b[1], 0, 0, 1, 1);
      adder(0, b[2], 0, 0, 2, 1);
      adder(0, t, &n2, 1, 3, 1);
      char what[64]; snprintf(what, sizeof what, "SWITCH3 set %u", sv[i]); run(what, t, 1);
    }
    }
    if (arg < 0 || arg == 7) { // test 7
    // SWITCH with an empty body (bodies left empty).
    zero();
    {
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 1, 1);
      cond(&n2, t, 0, 0, h, 2, 3, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      adder(0, b[2], 0, 0, 2, 1);
      run("SWITCH3 default 1, body 1 empty", t, 1);
    }
    }
    if (arg < 0 || arg == 8) { // test 8
    // Two setters in a row: the last one wins?
    zero();
    {
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 0, 1);
      setter(&n1, t, 0, 0, h, 1);
      setter(&n3, t, &n1, 1, h, 0);
      cond(&n2, t, &n3, 1, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      run("set 1 then 0, IF", t, 1);
    }
    }
    if (arg < 0 || arg == 9) { // test 9
    // Every thread of a 64-thread block sets it.
    zero();
    {
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 0, 1);
      kargs a = {0}; a.h = h; a.v = 1;
      knode(&n1, t, 0, 0, fsetall, a, 64);
      cond(&n2, t, &n1, 1, h, 0, 1, b, c0);
      adder(0, b[0], 0, 0, 0, 1);
      run("64 threads set 1, IF", t, 1);
    }
    }
    if (arg < 0 || arg == 10) { // test 10
    // Nested: a WHILE (countdown 4) whose body holds an IF (default 1) that clears itself.
    for (int f = 0; f < 2; f++) {
      zero();
      int four = 4; cuMemcpyHtoD_v2(P + 4 * 1, &four, 4);
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle hw = handle(t, 1, 1), hi = 0;
      cond(&n2, t, 0, 0, hw, 1, 1, b, c0);
      CUgraph ib[1] = {0};
      CUresult r = nested(&n1, t, b[0], 0, 0, 1, f, 0, 1, ib, &hi);
      if (r) continue; // the WHILE would never end
      adder(&n3, ib[0], 0, 0, 0, 1);
      setter(0, ib[0], &n3, 1, hi, 0);
      counter(0, b[0], &n1, 1, hw, 1);
      adder(0, b[0], 0, 0, 2, 1);
      char what[64]; snprintf(what, sizeof what, "WHILE(4){IF(default 1 flags %d, clears)}", f); run(what, t, 1);
    }
    }
    if (arg < 0 || arg == 11) { // test 11
    // A graph launched while another exec of it runs: two execs, one stream.
    zero();
    {
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle h = handle(t, 1, 0);
      cond(&n2, t, 0, 0, h, 0, 1, b, c0);
      adder(&n1, b[0], 0, 0, 0, 1);
      setter(0, b[0], &n1, 1, h, 0);
      CUgraphExec x1, x2;
      R(cuGraphInstantiateWithFlags(&x1, t, 0));
      R(cuGraphInstantiateWithFlags(&x2, t, 0));
      cuGraphLaunch(x1, s0); cuGraphLaunch(x1, s0); cuGraphLaunch(x2, s0);
      R(cuStreamSynchronize(s0));
      printf("  two execs, no ASSIGN_DEFAULT, body clears: x1 x1 x2 counter %d\n", ctr(0));
    }
    }
    if (arg < 0 || arg == 12) { // test 12
    // The body sets the handle of the node that holds it (WHILE stops from inside an IF).
    zero();
    {
      CUgraph t; cuGraphCreate(&t, 0);
      CUgraphConditionalHandle hw = handle(t, 1, 1), hi = 0;
      cond(&n2, t, 0, 0, hw, 1, 1, b, c0);
      CUgraph ib[2] = {0};
      adder(&n3, b[0], 0, 0, 0, 1);
      int three = 3; cuMemcpyHtoD_v2(P + 4 * 1, &three, 4);
      CUgraphNode ifn;
      CUresult r = nested(&ifn, t, b[0], 0, 0, 0, 1, 0, 2, ib, &hi);
      if (r == 0) {
        // the count sets hi while it was above 1, before the IF
        CUgraphNode cn; counter(&cn, b[0], &n3, 1, hi, 1);
        R(cuGraphAddDependencies(b[0], &cn, &ifn, 1));
        cuGraphAddEmptyNode(0, ib[0], 0, 0);
        setter(0, ib[1], 0, 0, hw, 0); // else: stop the loop
        run("WHILE{count; IF(count>1){} else {stop WHILE}}", t, 1);
      }
    }
    }
  } else if (!strcmp(sec, "device")) {
    // The setter kernel outside a graph, and with handles it does not own (ARG picks one; each may break the context).
    CUgraphConditionalHandle h = handle(g, 1, 1), hother = handle(g2, 1, 1);
    cond(&n2, g, 0, 0, h, 0, 1, b, c0);
    adder(0, b[0], 0, 0, 0, 1);
    CUgraphExec x = 0;
    switch (arg) {
    case 0: launchset(h, 0, s0); break;                     // a plain launch
    case 1: launchset(0, 0, s0); break;                     // handle 0
    case 2: launchset(h + 1000, 0, s0); break;              // junk
    case 3: setter(&n1, g, 0, 0, hother, 0); break;         // another graph's handle in the graph
    case 4: setter(&n1, g, 0, 0, 0, 0); break;              // handle 0 in the graph
    }
    R(cuStreamSynchronize(s0));
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    R(cuGraphLaunch(x, s0));
    R(cuStreamSynchronize(s0));
    printf("  counter %d\n", ctr(0));
    launchadd(1, 1, s0);
    R(cuStreamSynchronize(s0));
    printf("  after: counter1 %d\n", ctr(1));
  } else if (!strcmp(sec, "update")) {
    CUgraphConditionalHandle h = handle(g, 1, 1);
    CUgraphNode ca, cb, ka;
    cond(&ca, g, 0, 0, h, 0, 1, b, c0);
    adder(&ka, b[0], 0, 0, 0, 1);
    CUgraphExec x = 0;
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    R(cuGraphLaunch(x, s0)); cuStreamSynchronize(s0);
    printf("  counters %d %d\n", ctr(0), ctr(1));
    CUgraphExecUpdateResultInfo ri;
    // Same topology, the body kernel adds to slot 1.
    {
      CUgraph t; cuGraphCreate(&t, 0); CUgraph tb[2] = {0};
      CUgraphConditionalHandle ht = handle(t, 1, 1);
      cond(&cb, t, 0, 0, ht, 0, 1, tb, c0);
      adder(0, tb[0], 0, 0, 1, 1);
      memset(&ri, 0x5a, sizeof ri);
      R(cuGraphExecUpdate_v2(x, t, &ri));
      printf("  result %d errorNode %s\n", ri.result, ri.errorNode == cb ? "the conditional" : ri.errorNode ? "other" : "NULL");
      R(cuGraphLaunch(x, s0)); cuStreamSynchronize(s0);
      printf("  counters %d %d\n", ctr(0), ctr(1));
    }
    // Same topology, handle default 0 (ASSIGN_DEFAULT).
    {
      CUgraph t; cuGraphCreate(&t, 0); CUgraph tb[2] = {0};
      CUgraphConditionalHandle ht = handle(t, 0, 1);
      cond(&cb, t, 0, 0, ht, 0, 1, tb, c0);
      adder(0, tb[0], 0, 0, 1, 1);
      memset(&ri, 0x5a, sizeof ri);
      R(cuGraphExecUpdate_v2(x, t, &ri));
      printf("  default 0: result %d errorNode %s\n", ri.result, ri.errorNode == cb ? "the conditional" : ri.errorNode ? "other" : "NULL");
      R(cuGraphLaunch(x, s0)); cuStreamSynchronize(s0);
      printf("  counters %d %d\n", ctr(0), ctr(1));
    }
    // WHILE instead of IF.
    {
      CUgraph t; cuGraphCreate(&t, 0); CUgraph tb[2] = {0};
      CUgraphConditionalHandle ht = handle(t, 0, 1);
      cond(&cb, t, 0, 0, ht, 1, 1, tb, c0);
      adder(0, tb[0], 0, 0, 1, 1);
      memset(&ri, 0x5a, sizeof ri);
      R(cuGraphExecUpdate_v2(x, t, &ri));
      printf("  WHILE: result %d errorNode %s\n", ri.result, ri.errorNode == cb ? "the conditional" : ri.errorNode ? "other" : "NULL");
    }
    // IF with two bodies.
    {
      CUgraph t; cuGraphCreate(&t, 0); CUgraph tb[2] = {0};
      CUgraphConditionalHandle ht = handle(t, 0, 1);
      cond(&cb, t, 0, 0, ht, 0, 2, tb, c0);
      adder(0, tb[0], 0, 0, 1, 1);
      memset(&ri, 0x5a, sizeof ri);
      R(cuGraphExecUpdate_v2(x, t, &ri));
      printf("  IF size 2: result %d errorNode %s\n", ri.result, ri.errorNode == cb ? "the conditional" : ri.errorNode ? "other" : "NULL");
    }
    // A body with two nodes.
    {
      CUgraph t; cuGraphCreate(&t, 0); CUgraph tb[2] = {0};
      CUgraphConditionalHandle ht = handle(t, 0, 1);
      cond(&cb, t, 0, 0, ht, 0, 1, tb, c0);
      adder(0, tb[0], 0, 0, 1, 1);
      adder(0, tb[0], 0, 0, 1, 1);
      memset(&ri, 0x5a, sizeof ri);
      R(cuGraphExecUpdate_v2(x, t, &ri));
      printf("  body of 2: result %d errorNode %s\n", ri.result, ri.errorNode == cb ? "the conditional" : ri.errorNode ? "other" : "NULL");
    }
    // Per-node calls on the conditional node and on the body's kernel node.
    CUgraphNodeParams np; memset(&np, 0, sizeof np);
    CUgraph nb[2] = {0};
    np.type = 13; np.conditional.handle = h; np.conditional.type = 0; np.conditional.size = 1; np.conditional.phGraph_out = 0; np.conditional.ctx = c0;
    if (cuGraphNodeSetParams) R(cuGraphNodeSetParams(ca, &np)); else printf("  cuGraphNodeSetParams: no such symbol\n");
    if (np.conditional.phGraph_out) nb[0] = np.conditional.phGraph_out[0];
    printf("  phGraph_out %s, [0] %s\n", np.conditional.phGraph_out ? "set" : "NULL", nb[0] ? (nb[0] == b[0] ? "the body" : "other") : "NULL");
    np.conditional.phGraph_out = 0;
    if (cuGraphExecNodeSetParams) R(cuGraphExecNodeSetParams(x, ca, &np)); else printf("  cuGraphExecNodeSetParams: no such symbol\n");
    CUDA_KERNEL_NODE_PARAMS_v2 kp; memset(&kp, 0, sizeof kp);
    kargs *kk = &argpool[nargs++]; kk->p = P + 4 * 2; kk->i = 1; kk->args[0] = &kk->p; kk->args[1] = &kk->i;
    kp.func = fadd; kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = kp.blockDimY = kp.blockDimZ = 1; kp.kernelParams = kk->args;
    R(cuGraphExecKernelNodeSetParams_v2(x, ka, &kp));
    R(cuGraphLaunch(x, s0)); cuStreamSynchronize(s0);
    printf("  counters %d %d %d\n", ctr(0), ctr(1), ctr(2));
    R(cuGraphKernelNodeSetParams_v2(ka, &kp));
    R(cuGraphNodeSetEnabled(x, ca, 0));
    R(cuGraphNodeSetEnabled(x, ka, 0));
    unsigned en = 7;
    R(cuGraphNodeGetEnabled(x, ca, &en));
    printf("  enabled %u\n", en);
    R(cuGraphUpload(x, s0));
    R(cuGraphExecDestroy(x));
    // Instantiate flags with a conditional node.
    unsigned long long fl[] = {1, 2, 4, 8};
    for (int i = 0; i < 4; i++) {
      CUDA_GRAPH_INSTANTIATE_PARAMS ip; memset(&ip, 0, sizeof ip); ip.flags = fl[i]; ip.hUploadStream = s0; ip.result_out = -7;
      CUresult r = cuGraphInstantiateWithParams(&x, g, &ip);
      printf("instantiate flags %llu -> %s result_out %d\n", fl[i], name(r), ip.result_out);
    }
  } else if (!strcmp(sec, "clone")) {
    CUgraphConditionalHandle h = handle(g, 1, 1);
    cond(&n1, g, 0, 0, h, 0, 1, b, c0);
    adder(&n2, b[0], 0, 0, 0, 1);
    CUgraph cl = 0;
    CUresult r = RV(cuGraphClone(&cl, g));
    if (r == 0) {
      shape("clone", cl);
      CUgraphNode f = 0;
      R(cuGraphNodeFindInClone(&f, n1, cl));
      printf("  found %s\n", f ? (f == n1 ? "the original" : "a clone node") : "NULL");
      R(cuGraphNodeFindInClone(&f, n2, cl));
      run("clone", cl, 1);
    }
    CUgraph bc = 0;
    R(cuGraphClone(&bc, b[0]));
    if (bc) shape("body clone", bc);
    // A body holding a conditional, then the body's own clone.
    CUgraphConditionalHandle hi = 0; CUgraph ib[1] = {0};
    nested(&n3, g, b[0], 0, 0, 1, 1, 0, 1, ib, &hi);
    R(cuGraphClone(&bc, b[0]));
    // Destroying a conditional node, then the node list of its graph.
    R(cuGraphDestroyNode(n1));
    shape("after destroying the conditional", g);
    run("after destroying", g, 1);
  } else if (!strcmp(sec, "destroybody")) {
    // What happens to the body graph handle (ARG 0: destroy it; 1: add to it after the node is destroyed).
    CUgraphConditionalHandle h = handle(g, 1, 1);
    cond(&n1, g, 0, 0, h, 0, 1, b, c0);
    adder(&n2, b[0], 0, 0, 0, 1);
    fflush(stdout);
    if (arg == 0) {
      R(cuGraphDestroy(b[0]));
      run("after destroying the body", g, 1);
    } else {
      R(cuGraphDestroyNode(n1));
      fflush(stdout);
      R(cuGraphAddEmptyNode(&n3, b[0], 0, 0));
    }
    printf("  survived\n");
  } else if (!strcmp(sec, "dot")) {
    CUgraphConditionalHandle hi = handle(g, 1, 1), he = handle(g, 0, 0), hw = handle(g, 0, 1), hs = handle(g, 2, 1);
    setter(&n1, g, 0, 0, hi, 1);
    CUgraph ib[1], eb[2], wb[1], sb[3];
    cond(&n2, g, &n1, 1, hi, 0, 1, ib, c0);
    adder(0, ib[0], 0, 0, 0, 1);
    cond(&n3, g, &n2, 1, he, 0, 2, eb, c0);
    adder(0, eb[0], 0, 0, 1, 1);
    cuGraphAddEmptyNode(0, eb[1], 0, 0);
    CUgraphNode w; cond(&w, g, &n3, 1, hw, 1, 1, wb, c0);
    CUDA_MEMSET_NODE_PARAMS mp = {P + 32, 0, 3, 4, 2, 1};
    cuGraphAddMemsetNode(0, wb[0], 0, 0, &mp, c0);
    CUgraphNode sw; cond(&sw, g, &w, 1, hs, 2, 3, sb, c0);
    adder(0, sb[1], 0, 0, 2, 1);
    CUgraphConditionalHandle hn = 0; CUgraph nb[1] = {0};
    if (nested(0, g, sb[2], 0, 0, 1, 1, 0, 1, nb, &hn) == 0) adder(0, nb[0], 0, 0, 3, 1);
    unsigned flags[] = {0, 1, 2, 4, 1024, 16384, 32768, 65535};
    for (int i = 0; i < 8; i++) dot(g, "cond", flags[i]);
    CUgraph e; cuGraphCreate(&e, 0);
    CUgraphConditionalHandle he2 = handle(e, 0, 0); CUgraph ebd[1];
    cond(0, e, 0, 0, he2, 1, 1, ebd, c0);
    dot(e, "emptybody", 0);
    dot(e, "emptybody", 1);
    run("dot graph", g, 1);
  } else if (!strcmp(sec, "capture")) {
    // cuda.core's way: capture, a handle on the capture graph, a setter, the
    // conditional node on the capture's dependencies, then the body captured
    // into the body graph from another stream.
    CUstream s1, s2; cuStreamCreate(&s1, 1); cuStreamCreate(&s2, 1);
    unsigned v = arg;
    R(cuStreamBeginCapture_v2(s1, 0));
    launchadd(3, 1, s1);
    int st = -7; unsigned long long id = 0; CUgraph cg = 0; const CUgraphNode *deps = 0; const CUgraphEdgeData *ed = (void *)1; size_t nd = 99;
    R(cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd));
    printf("  status %d graph %s ndeps %zu edgeData %s\n", st, cg ? "set" : "NULL", nd, ed ? "set" : "NULL");
    CUgraphConditionalHandle h = 0;
    R(cuGraphConditionalHandleCreate(&h, cg, c0, 0, 1));
    launchset(h, v, s1);
    R(cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd));
    printf("  status %d ndeps %zu edgeData %s\n", st, nd, ed ? "set" : "NULL");
    CUgraphNode cn = 0;
    CUgraphNodeParams np; memset(&np, 0, sizeof np);
    np.type = 13; np.conditional.handle = h; np.conditional.type = 0; np.conditional.size = 2; np.conditional.phGraph_out = 0; np.conditional.ctx = c0;
    printf("addcond(&cn, cg, deps, nd, &np, b) -> %s\n", name(addcond(&cn, cg, deps, nd, &np, b)));
    R(cuStreamUpdateCaptureDependencies_v2(s1, &cn, 0, 1, 1));
    R(cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd));
    printf("  after update: ndeps %zu dep is the node %s edgeData %s\n", nd, nd == 1 && deps[0] == cn ? "yes" : "no", ed ? "set" : "NULL");
    // then branch, captured into the body graph
    R(cuStreamBeginCaptureToGraph(s2, b[0], 0, 0, 0, 0));
    int st2 = -7; unsigned long long id2 = 0; CUgraph cg2 = 0; size_t nd2 = 99;
    R(cuStreamGetCaptureInfo_v3(s2, &st2, &id2, &cg2, 0, 0, &nd2));
    printf("  s2: status %d graph %s ndeps %zu id %s\n", st2, cg2 == b[0] ? "the body" : "other", nd2, id2 == id ? "same" : "different");
    launchadd(0, 1, s2);
    launchadd(0, 10, s2);
    CUgraph out = 0;
    R(cuStreamEndCapture(s2, &out));
    printf("  end: %s\n", out == b[0] ? "the body" : out ? "other" : "NULL");
    shape("then body", b[0]);
    // else branch, captured in relaxed mode
    R(cuStreamBeginCaptureToGraph(s2, b[1], 0, 0, 0, 2));
    launchadd(1, 1, s2);
    R(cuStreamEndCapture(s2, &out));
    launchadd(2, 1, s1);
    CUgraph whole = 0;
    R(cuStreamEndCapture(s1, &whole));
    printf("  whole: %s\n", whole == cg ? "the capture graph" : "other");
    shape("whole", whole);
    dot(whole, "captured", 0);
    dot(whole, "captured", 1);
    run("captured", whole, 1);
    // cuStreamUpdateCaptureDependencies (v1) with ADD, and bad flags.
    zero();
    R(cuStreamBeginCapture_v2(s1, 0));
    launchadd(0, 1, s1);
    R(cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd));
    CUgraphNode e1; cuGraphAddEmptyNode(&e1, cg, 0, 0);
    R(cuStreamUpdateCaptureDependencies(s1, &e1, 1, 0));
    R(cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd));
    printf("  after ADD: ndeps %zu\n", nd);
    R(cuStreamUpdateCaptureDependencies(s1, &e1, 1, 2));
    CUgraphEdgeData ed1; memset(&ed1, 0, sizeof ed1); ed1.type = 1;
    R(cuStreamUpdateCaptureDependencies_v2(s1, &e1, &ed1, 1, 1));
    R(cuStreamUpdateCaptureDependencies(s1, 0, 0, 1));
    R(cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd));
    printf("  after SET none: ndeps %zu\n", nd);
    launchadd(1, 1, s1);
    R(cuStreamEndCapture(s1, &whole));
    shape("updated", whole);
    R(cuStreamUpdateCaptureDependencies(s1, &e1, 1, 1));
    // cuStreamBeginCaptureToGraph into an ordinary graph after a node of it.
    CUgraph og; cuGraphCreate(&og, 0);
    CUgraphNode on; adder(&on, og, 0, 0, 0, 100);
    R(cuStreamBeginCaptureToGraph(s1, og, &on, 0, 1, 0));
    launchadd(0, 1, s1);
    R(cuStreamEndCapture(s1, &out));
    printf("  end: %s\n", out == og ? "the graph" : "other");
    shape("captured after a node", og);
    R(cuStreamBeginCaptureToGraph(s1, 0, 0, 0, 0, 0));
    R(cuStreamBeginCaptureToGraph(s1, og, 0, 0, 0, 3));
    R(cuStreamBeginCaptureToGraph(0, og, 0, 0, 0, 0));
    R(cuStreamBeginCaptureToGraph(s1, og, &on, &ed1, 1, 0));
    int cap = -7; cuStreamIsCapturing(s1, &cap); printf("  capturing %d\n", cap);
    if (cap) { R(cuStreamEndCapture(s1, &out)); }
    // A conditional with the body captured while the outer capture continues,
    // nested: a WHILE body that holds an IF, all from capture.
    zero();
    {
      int four = 4; cuMemcpyHtoD_v2(P + 4 * 1, &four, 4);
      R(cuStreamBeginCapture_v2(s1, 0));
      cuStreamGetCaptureInfo_v3(s1, &st, &id, &cg, &deps, &ed, &nd);
      CUgraphConditionalHandle hw = 0; cuGraphConditionalHandleCreate(&hw, cg, c0, 1, 1);
      CUgraph wb[1] = {0};
      memset(&np, 0, sizeof np);
      np.type = 13; np.conditional.handle = hw; np.conditional.type = 1; np.conditional.size = 1; np.conditional.phGraph_out = 0; np.conditional.ctx = c0;
      printf("addcond(&cn, cg, deps, nd, &np, wb) -> %s\n", name(addcond(&cn, cg, deps, nd, &np, wb)));
      R(cuStreamUpdateCaptureDependencies(s1, &cn, 1, 1));
      R(cuStreamBeginCaptureToGraph(s2, wb[0], 0, 0, 0, 0));
      launchadd(0, 1, s2);
      CUgraph s2g = 0; const CUgraphNode *d2 = 0; size_t n2d = 0;
      cuStreamGetCaptureInfo_v3(s2, &st, &id, &s2g, &d2, 0, &n2d);
      CUgraphConditionalHandle hi = 0;
      R(cuGraphConditionalHandleCreate(&hi, s2g, c0, 1, 1));
      CUgraph ib[1] = {0};
      CUgraphNodeParams ip; memset(&ip, 0, sizeof ip);
      ip.type = 13; ip.conditional.handle = hi; ip.conditional.type = 0; ip.conditional.size = 1; ip.conditional.phGraph_out = 0; ip.conditional.ctx = c0;
      CUgraphNode icn;
      printf("addcond(&icn, s2g, d2, n2d, &ip, ib) -> %s\n", name(addcond(&icn, s2g, d2, n2d, &ip, ib)));
      R(cuStreamUpdateCaptureDependencies(s2, &icn, 1, 1));
      CUstream s3; cuStreamCreate(&s3, 1);
      R(cuStreamBeginCaptureToGraph(s3, ib[0], 0, 0, 0, 0));
      launchadd(2, 1, s3);
      R(cuStreamEndCapture(s3, &out));
      CUdeviceptr cp = P + 4; void *cargs[] = {&hw, &cp};
      R(cuLaunchKernel(fcount, 1, 1, 1, 1, 1, 1, 0, s2, cargs, 0));
      R(cuStreamEndCapture(s2, &out));
      launchadd(3, 1, s1);
      R(cuStreamEndCapture(s1, &whole));
      shape("nested", whole);
      shape("nested while body", wb[0]);
      run("nested captured", whole, 1);
    }
  } else if (!strcmp(sec, "codes")) {
    // Codes the earlier probes did not measure: a self edge, edge data, user objects.
    CUgraphNode a, c;
    cuGraphAddEmptyNode(&a, g, 0, 0);
    cuGraphAddEmptyNode(&c, g, 0, 0);
    R(cuGraphAddDependencies(g, &a, &a, 1));
    R(cuGraphAddDependencies(g, &a, &c, 1));
    R(cuGraphAddDependencies(g, &a, &c, 1));
    R(cuGraphAddDependencies(g, &c, &a, 1));
    CUgraphExec x = 0;
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    R(cuGraphRemoveDependencies(g, &a, &c, 1));
    R(cuGraphRemoveDependencies(g, &a, &c, 1));
    R(cuGraphRemoveDependencies(g, &c, &a, 1));
    R(cuGraphRemoveDependencies(g, &a, &a, 1));
    CUgraphNode k1, k2;
    adder(&k1, g2, 0, 0, 0, 1);
    adder(&k2, g2, 0, 0, 0, 1);
    CUgraphEdgeData ed; memset(&ed, 0, sizeof ed);
    R(cuGraphAddDependencies_v2(g2, &k1, &k2, &ed, 1));
    CUgraphNode k3; adder(&k3, g2, 0, 0, 0, 1);
    ed.type = 1; ed.from_port = 0;
    R(cuGraphAddDependencies_v2(g2, &k1, &k3, &ed, 1));
    ed.from_port = 1;
    R(cuGraphAddDependencies_v2(g2, &k2, &k3, &ed, 1));
    ed.type = 0; ed.from_port = 0; ed.to_port = 1;
    R(cuGraphAddDependencies_v2(g2, &k2, &k3, &ed, 1));
    ed.to_port = 0; ed.reserved[0] = 1;
    R(cuGraphAddDependencies_v2(g2, &k2, &k3, &ed, 1));
    CUgraphNode f[8], t[8]; CUgraphEdgeData eds[8]; size_t ne = 8;
    R(cuGraphGetEdges_v2(g2, f, t, eds, &ne));
    for (size_t i = 0; i < ne; i++) printf("  edge type %d from_port %d to_port %d\n", eds[i].type, eds[i].from_port, eds[i].to_port);
    // Edges across graphs.
    R(cuGraphAddDependencies(g, &a, &k1, 1));
    // User objects.
    CUuserObject uo = 0;
    R(cuUserObjectCreate(&uo, 0, destructor, 1, 1));
    R(cuUserObjectCreate(&uo, 0, destructor, 0, 1));
    R(cuUserObjectCreate(&uo, 0, destructor, 1, 0));
    R(cuUserObjectCreate(&uo, 0, destructor, 1, 2));
    R(cuUserObjectCreate(&uo, 0, 0, 1, 1));
    R(cuUserObjectCreate(0, 0, destructor, 1, 1));
    CUuserObject u2 = 0;
    R(cuUserObjectCreate(&u2, 0, destructor, 1, 1));
    R(cuUserObjectRetain(u2, 0));
    R(cuUserObjectRelease(u2, 0));
    R(cuUserObjectRetain(u2, 2));
    R(cuGraphRetainUserObject(g, u2, 0, 0));
    R(cuGraphRetainUserObject(g, u2, 1, 2));
    R(cuGraphRetainUserObject(g, u2, 2, 1));
    R(cuGraphRetainUserObject(0, u2, 1, 0));
    R(cuGraphReleaseUserObject(g, u2, 0));
    R(cuGraphReleaseUserObject(g, u2, 1));
    R(cuGraphReleaseUserObject(g, u2, 5));
    R(cuGraphReleaseUserObject(g2, u2, 1));
    R(cuUserObjectRelease(u2, 2));
    printf("  destroyed %d\n", destroyed);
    R(cuGraphDestroy(g));
    cuCtxSynchronize();
    printf("  destroyed after the graph %d\n", destroyed);
    // A 3D copy in capture.
    CUstream s1; cuStreamCreate(&s1, 1);
    CUDA_MEMCPY3D cp; memset(&cp, 0, sizeof cp);
    cp.srcMemoryType = cp.dstMemoryType = 2; cp.srcDevice = P; cp.dstDevice = P + 128;
    cp.srcPitch = cp.dstPitch = 16; cp.srcHeight = cp.dstHeight = 2; cp.WidthInBytes = 8; cp.Height = 2; cp.Depth = 2;
    int vals[32]; for (int i = 0; i < 32; i++) vals[i] = i + 1;
    cuMemcpyHtoD_v2(P, vals, 128);
    cuMemsetD32_v2(P + 128, 0, 32);
    R(cuStreamBeginCapture_v2(s1, 0));
    R(cuMemcpy3DAsync_v2(&cp, s1));
    CUgraph cg = 0;
    R(cuStreamEndCapture(s1, &cg));
    if (cg) {
      shape("3D copy captured", cg);
      CUgraphExec cx = 0;
      R(cuGraphInstantiateWithFlags(&cx, cg, 0));
      R(cuGraphLaunch(cx, s1));
      R(cuStreamSynchronize(s1));
      int out[32]; cuMemcpyDtoH_v2(out, P + 128, 128);
      printf("  copied:"); for (int i = 0; i < 32; i++) printf(" %d", out[i]); printf("\n");
    }
  }
  fflush(stdout);
  return 0;
}
