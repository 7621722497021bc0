// probe_pools measures what the real driver answers to the stream-ordered
// allocator's memory-pool calls (cuDeviceGetDefaultMemPool, cuMemPoolCreate,
// attributes, trim, access, cuMemAllocAsync/cuMemAllocFromPoolAsync/
// cuMemFreeAsync, cuMemGetInfo around them) and to stream capture and graphs
// (cuStreamBeginCapture_v2, what synchronizing during a capture does,
// cuStreamEndCapture, cuStreamGetCaptureInfo, instantiate, launch).
//
// Usage: probe_pools IMAGE SECTION (IMAGE: testdata/reference/kernels.fatbin).
// Each section runs in its own process (run.sh loops over them). Output: one
// line a call, `call -> CODE_NAME`, and facts on indented lines. Addresses,
// handles and ids are printed as facts about them (same as before, offsets),
// never raw.
//
// It declares the types and calls it needs itself (no cuda.h), calling the
// exported symbols by their exact names, so that the same source runs
// against the real libcuda.so.1 and against cudasim's.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef struct CUmemPoolHandle_st *CUmemoryPool;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;
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
typedef struct { unsigned char reserved[64]; } CUmemPoolPtrExportData;
typedef struct { CUdeviceptr dst; size_t pitch; unsigned value, elementSize; size_t width, height; } CUDA_MEMSET_NODE_PARAMS;
typedef struct {
  CUfunction func;
  unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes;
  void **kernelParams, **extra;
  CUkernel kern;
  CUcontext ctx;
} CUDA_KERNEL_NODE_PARAMS_v2;
typedef struct { CUhostFn fn; void *userData; } CUDA_HOST_NODE_PARAMS;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemGetInfo_v2(size_t *, size_t *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoHAsync_v2(void *, CUdeviceptr, size_t, CUstream);
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr, const void *, size_t, CUstream);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamDestroy_v2(CUstream);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventQuery(CUevent);
CUresult cuEventSynchronize(CUevent);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuLibraryLoadData(CUlibrary *, const void *, void *, void **, unsigned, void *, void **, unsigned);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuLaunchHostFunc(CUstream, CUhostFn, void *);
CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *, CUdevice);
CUresult cuDeviceGetMemPool(CUmemoryPool *, CUdevice);
CUresult cuDeviceSetMemPool(CUdevice, CUmemoryPool);
CUresult cuMemGetDefaultMemPool(CUmemoryPool *, CUmemLocation *, int);
CUresult cuMemGetMemPool(CUmemoryPool *, CUmemLocation *, int);
CUresult cuMemPoolCreate(CUmemoryPool *, const CUmemPoolProps *);
CUresult cuMemPoolDestroy(CUmemoryPool);
CUresult cuMemPoolGetAttribute(CUmemoryPool, int, void *);
CUresult cuMemPoolSetAttribute(CUmemoryPool, int, void *);
CUresult cuMemPoolTrimTo(CUmemoryPool, size_t);
CUresult cuMemPoolSetAccess(CUmemoryPool, const CUmemAccessDesc *, size_t);
CUresult cuMemPoolGetAccess(int *, CUmemoryPool, CUmemLocation *);
CUresult cuMemPoolExportToShareableHandle(void *, CUmemoryPool, int, unsigned long long);
CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData *, CUdeviceptr);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemAllocFromPoolAsync(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuStreamIsCapturing(CUstream, int *);
CUresult cuStreamGetCaptureInfo_v2(CUstream, int *, unsigned long long *, CUgraph *, const CUgraphNode **, size_t *);
CUresult cuStreamGetCaptureInfo_v3(CUstream, int *, unsigned long long *, CUgraph *, const CUgraphNode **, const void **, size_t *);
CUresult cuThreadExchangeStreamCaptureMode(int *);
CUresult cuGraphCreate(CUgraph *, unsigned);
CUresult cuGraphDestroy(CUgraph);
CUresult cuGraphClone(CUgraph *, CUgraph);
CUresult cuGraphGetNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuGraphNodeGetType(CUgraphNode, int *);
CUresult cuGraphAddEmptyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
CUresult cuGraphAddMemsetNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_MEMSET_NODE_PARAMS *, CUcontext);
CUresult cuGraphAddKernelNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_KERNEL_NODE_PARAMS_v2 *);
CUresult cuGraphAddHostNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const CUDA_HOST_NODE_PARAMS *);
CUresult cuGraphAddDependencies(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphInstantiate_v2(CUgraphExec *, CUgraph, CUgraphNode *, char *, size_t);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) printf("%s -> %s\n", #call, name(call))
#define MiB (1024ull * 1024)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(sz + 1);
  if (fread(b, 1, sz, f) != (size_t)sz) exit(1);
  b[sz] = 0; fclose(f); return b;
}

static const char *attrname[] = {"?", "REUSE_FOLLOW_EVENT_DEPENDENCIES", "REUSE_ALLOW_OPPORTUNISTIC",
  "REUSE_ALLOW_INTERNAL_DEPENDENCIES", "RELEASE_THRESHOLD", "RESERVED_MEM_CURRENT", "RESERVED_MEM_HIGH",
  "USED_MEM_CURRENT", "USED_MEM_HIGH"};
static void attrs(const char *what, CUmemoryPool p) {
  for (int a = 1; a <= 8; a++) {
    unsigned long long v = 0x7777777777777777ull;
    CUresult r = cuMemPoolGetAttribute(p, a, &v);
    if (a <= 3) v &= 0xffffffffull;  // an int
    printf("  %s %s -> %s %llu\n", what, attrname[a], name(r), v);
  }
}
static unsigned long long attr(CUmemoryPool p, int a) {
  unsigned long long v = 0; cuMemPoolGetAttribute(p, a, &v); return v;
}
static size_t freemem(void) { size_t f = 0, t = 0; cuMemGetInfo_v2(&f, &t); return f; }
static void delta(const char *what, size_t before) {
  size_t now = freemem();
  printf("  free %s: %lld bytes less (%lld MiB)\n", what, (long long)(before - now), (long long)(before - now) / (long long)MiB);
}
static void rel(const char *what, CUdeviceptr p, CUdeviceptr base) {
  if (p == 0) printf("  %s = 0\n", what);
  else printf("  %s = base%+lld\n", what, (long long)(p - base));
}

static int hostcalls;
static void hostfn(void *u) { (void)u; hostcalls++; }

static const char *nodetype(int t) {
  static const char *n[] = {"KERNEL", "MEMCPY", "MEMSET", "HOST", "GRAPH", "EMPTY", "WAIT_EVENT", "EVENT_RECORD",
    "EXT_SEMAS_SIGNAL", "EXT_SEMAS_WAIT", "MEM_ALLOC", "MEM_FREE", "BATCH_MEM_OP", "CONDITIONAL"};
  return t >= 0 && t < 14 ? n[t] : "?";
}
static void nodes(CUgraph g) {
  CUgraphNode ns[16]; size_t n = 16;
  CUresult r = cuGraphGetNodes(g, ns, &n);
  printf("  cuGraphGetNodes -> %s n=%zu:", name(r), n);
  for (size_t i = 0; r == 0 && i < n && i < 16; i++) { int t = -1; cuGraphNodeGetType(ns[i], &t); printf(" %s", nodetype(t)); }
  printf("\n");
}
static void status(const char *what, CUstream s) {
  int st = -7; CUresult r = cuStreamIsCapturing(s, &st);
  printf("  %s: cuStreamIsCapturing -> %s %d\n", what, name(r), st);
}
static unsigned firstword(CUdeviceptr p) { unsigned v = 0x77777777; cuMemcpyDtoH_v2(&v, p, 4); return v; }

static CUstream gs; static CUgraph gg; static CUresult gr; static int gmode = -1;
static void *other_alloc(void *u) {
  (void)u; CUdeviceptr p = 0; CUcontext c = 0; CUdevice d = 0;
  cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  if (gmode >= 0) { int m = gmode; cuThreadExchangeStreamCaptureMode(&m); }
  gr = cuMemAlloc_v2(&p, 4096);
  if (gr == 0) cuMemFree_v2(p);
  return 0;
}
static void *other_end(void *u) {
  (void)u; CUcontext c = 0; CUdevice d = 0;
  cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  gr = cuStreamEndCapture(gs, &gg);
  return 0;
}
static void onthread(void *(*f)(void *), const char *what) {
  pthread_t th; pthread_create(&th, 0, f, 0); pthread_join(th, 0);
  printf("  other thread %s -> %s\n", what, name(gr));
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 3) { fprintf(stderr, "usage: probe_pools image section\n"); return 2; }
  const char *sec = argv[2];
  printf("# section %s\n", sec);
  CUdevice d0 = 0; CUcontext c0 = 0, c1 = 0; CUmemoryPool pool = 0, p2 = 0, p3 = 0;
  CUdeviceptr a = 0, b = 0, c = 0, z = 0; CUstream s = 0, s2 = 0; size_t before;
  unsigned long long v = 0; int iv = 0; CUgraph g = 0, g2 = 0; CUgraphExec e = 0, e2 = 0;
  CUmemLocation loc0 = {1, 0};

  if (!strcmp(sec, "noinit")) {
    R(cuDeviceGetDefaultMemPool(&pool, 0));
    R(cuMemAllocAsync(&a, 1000, NULL));
    R(cuStreamBeginCapture_v2(NULL, 0));
    R(cuThreadExchangeStreamCaptureMode(&iv));
    R(cuGraphCreate(&g, 0));
    return 0;
  }
  char *img = slurp(argv[1]);
  R(cuInit(0));
  R(cuDeviceGet(&d0, 0));

  if (!strcmp(sec, "nocontext")) {
    R(cuDeviceGetDefaultMemPool(&pool, d0));
    printf("  pool nonzero=%d\n", pool != 0);
    R(cuMemAllocAsync(&a, 1000, NULL));
    R(cuMemAllocFromPoolAsync(&a, 1000, pool, NULL));
    R(cuMemPoolGetAttribute(pool, 4, &v));
    R(cuMemPoolTrimTo(pool, 0));
    R(cuGraphCreate(&g, 0));
    R(cuGraphDestroy(g));
    return 0;
  }
  R(cuDevicePrimaryCtxRetain(&c0, d0));
  R(cuCtxSetCurrent(c0));
  R(cuStreamCreate(&s, 1));

  if (!strcmp(sec, "default")) {
    R(cuDeviceGetDefaultMemPool(&pool, d0));
    R(cuDeviceGetDefaultMemPool(&p2, d0));
    printf("  nonzero=%d same=%d\n", pool != 0, pool == p2);
    R(cuDeviceGetMemPool(&p3, d0));
    printf("  current is default=%d\n", p3 == pool);
    R(cuMemGetDefaultMemPool(&p2, &loc0, 1));
    printf("  cuMemGetDefaultMemPool is default=%d\n", p2 == pool);
    R(cuMemGetMemPool(&p2, &loc0, 1));
    printf("  cuMemGetMemPool is default=%d\n", p2 == pool);
    R(cuDeviceGetDefaultMemPool(NULL, d0));
    R(cuDeviceGetDefaultMemPool(&p2, 1));
    R(cuDeviceGetDefaultMemPool(&p2, -1));
    R(cuDeviceGetMemPool(NULL, d0));
    R(cuDeviceGetMemPool(&p2, 1));
    attrs("default", pool);
    for (int at = 0; at <= 14; at += (at == 0 ? 9 : 1)) {
      v = 0x7777777777777777ull; CUresult r = cuMemPoolGetAttribute(pool, at, &v);
      printf("  attribute %d -> %s %llx\n", at, name(r), v);
    }
    R(cuMemPoolGetAttribute(NULL, 4, &v));
    R(cuMemPoolGetAttribute(pool, 4, NULL));
    iv = 0; R(cuMemPoolSetAttribute(pool, 2, &iv));
    iv = -7; R(cuMemPoolGetAttribute(pool, 2, &iv)); printf("  opportunistic=%d\n", iv);
    iv = 5; R(cuMemPoolSetAttribute(pool, 2, &iv));
    iv = -7; R(cuMemPoolGetAttribute(pool, 2, &iv)); printf("  opportunistic=%d\n", iv);
    v = 1 * MiB; R(cuMemPoolSetAttribute(pool, 4, &v));
    v = 0; R(cuMemPoolGetAttribute(pool, 4, &v)); printf("  threshold=%llu\n", v);
    v = 0; R(cuMemPoolSetAttribute(pool, 5, &v));
    v = 0; R(cuMemPoolSetAttribute(pool, 6, &v));
    v = 1; R(cuMemPoolSetAttribute(pool, 6, &v));
    v = 0; R(cuMemPoolSetAttribute(pool, 7, &v));
    v = 0; R(cuMemPoolSetAttribute(pool, 8, &v));
    v = 5; R(cuMemPoolSetAttribute(pool, 8, &v));
    R(cuMemPoolSetAttribute(pool, 4, NULL));
    R(cuMemPoolSetAttribute(pool, 99, &v));
    R(cuMemPoolSetAttribute(NULL, 4, &v));
    { int fl = -7; R(cuMemPoolGetAccess(&fl, pool, &loc0)); printf("  access=%d\n", fl); }
    { CUmemLocation l1 = {1, 1}; int fl = -7; R(cuMemPoolGetAccess(&fl, pool, &l1)); printf("  access=%d\n", fl); }
    { CUmemLocation lh = {2, 0}; int fl = -7; R(cuMemPoolGetAccess(&fl, pool, &lh)); printf("  access host=%d\n", fl); }
    { CUmemAccessDesc ad = {{1, 0}, 3}; R(cuMemPoolSetAccess(pool, &ad, 1)); }
    { CUmemAccessDesc ad = {{1, 0}, 1}; R(cuMemPoolSetAccess(pool, &ad, 1)); }
    { CUmemAccessDesc ad = {{1, 0}, 0}; R(cuMemPoolSetAccess(pool, &ad, 1)); }
    { CUmemAccessDesc ad = {{1, 1}, 3}; R(cuMemPoolSetAccess(pool, &ad, 1)); }
    { CUmemAccessDesc ad = {{1, 0}, 3}; R(cuMemPoolSetAccess(pool, &ad, 0)); }
    R(cuMemPoolSetAccess(pool, NULL, 1));
    R(cuMemPoolTrimTo(pool, 0));
    R(cuMemPoolTrimTo(NULL, 0));
    R(cuMemPoolDestroy(pool));
    R(cuDeviceGetDefaultMemPool(&p2, d0));
    printf("  same after destroy=%d\n", p2 == pool);
    { int h = 0; R(cuMemPoolExportToShareableHandle(&h, pool, 1, 0)); }
    R(cuMemAllocAsync(&a, 1000, s));
    { CUmemPoolPtrExportData ed; R(cuMemPoolExportPointer(&ed, a)); }
    R(cuMemFreeAsync(a, s));
    return 0;
  }

  if (!strcmp(sec, "reuse")) {
    R(cuDeviceGetDefaultMemPool(&pool, d0));
    before = freemem();
    R(cuMemAllocAsync(&a, 1000, s));
    delta("after a 1000-byte cuMemAllocAsync", before);
    attrs("after alloc", pool);
    R(cuMemAllocAsync(&b, 1000, s));
    rel("b", b, a);
    delta("after a second", before);
    R(cuMemAllocAsync(&c, 3 * MiB, s));
    rel("c", c, a);
    delta("after 3 MiB more", before);
    printf("  used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    R(cuMemFreeAsync(b, s));
    printf("  after free b: used=%llu reserved=%llu usedhigh=%llu\n", attr(pool, 7), attr(pool, 5), attr(pool, 8));
    R(cuMemAllocAsync(&b, 500, s));
    rel("b' (500, same stream, no sync)", b, a);
    R(cuMemFreeAsync(b, s));
    R(cuMemAllocAsync(&b, 1000, s));
    rel("b'' (1000)", b, a);
    R(cuMemFreeAsync(b, s));
    R(cuMemAllocAsync(&b, 2000, s));
    rel("b''' (2000)", b, a);
    R(cuMemFreeAsync(b, s));
    R(cuMemFreeAsync(a, s));
    R(cuMemAllocAsync(&b, 1000, s));
    rel("after freeing a and b: 1000", b, a);
    R(cuMemFreeAsync(b, s));
    R(cuStreamCreate(&s2, 1));
    R(cuMemAllocAsync(&b, 1000, s2));
    rel("on another stream, no sync", b, a);
    R(cuMemFreeAsync(b, s2));
    R(cuStreamSynchronize(s2));
    R(cuStreamSynchronize(s));
    R(cuMemAllocAsync(&b, 1000, s2));
    rel("on another stream after sync", b, a);
    R(cuMemFreeAsync(b, s2));
    R(cuMemFreeAsync(c, s));
    printf("  before sync: used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    delta("before sync", before);
    R(cuStreamSynchronize(s));
    printf("  after stream sync: used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    delta("after stream sync", before);
    R(cuStreamSynchronize(s2));
    R(cuCtxSynchronize());
    printf("  after ctx sync: used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    delta("after ctx sync", before);
    attrs("end", pool);
    // keep memory: threshold max
    v = ~0ull; R(cuMemPoolSetAttribute(pool, 4, &v));
    R(cuMemAllocAsync(&a, 1000, s));
    R(cuMemAllocAsync(&b, 40 * MiB, s));
    rel("40 MiB", b, a);
    delta("1000 + 40 MiB", before);
    printf("  used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    R(cuMemFreeAsync(a, s));
    R(cuMemFreeAsync(b, s));
    R(cuStreamSynchronize(s));
    printf("  threshold max, freed, synced: used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    delta("kept", before);
    R(cuMemAllocAsync(&c, 1000, s));
    rel("realloc 1000 (a was base+0)", c, a);
    R(cuMemFreeAsync(c, s));
    R(cuMemPoolTrimTo(pool, 8 * MiB));
    printf("  trim to 8 MiB: used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    R(cuMemPoolTrimTo(pool, 0));
    printf("  trim to 0: used=%llu reserved=%llu\n", attr(pool, 7), attr(pool, 5));
    delta("trimmed", before);
    v = 0; R(cuMemPoolSetAttribute(pool, 6, &v));
    v = 0; R(cuMemPoolSetAttribute(pool, 8, &v));
    printf("  highs reset: reservedhigh=%llu usedhigh=%llu\n", attr(pool, 6), attr(pool, 8));
    // zero size, bad frees
    z = 0x77; R(cuMemAllocAsync(&z, 0, s));
    printf("  zero-size ptr=%s\n", z == 0 ? "0" : z == 0x77 ? "unwritten" : "nonzero");
    R(cuMemFreeAsync(0, s));
    R(cuMemAllocAsync(NULL, 1000, s));
    R(cuMemAllocAsync(&a, 1000, s));
    R(cuMemFreeAsync(a + 8, s));
    R(cuMemFreeAsync(a, s));
    R(cuMemFreeAsync(a, s));
    R(cuMemAllocAsync(&a, 1000, s));
    R(cuMemFree_v2(a));
    R(cuMemAlloc_v2(&b, 1000));
    R(cuMemFreeAsync(b, s));
    R(cuMemAllocAsync(&a, 1000, NULL));
    R(cuMemFreeAsync(a, NULL));
    R(cuMemAllocAsync(&a, (size_t)1 << 50, s));
    R(cuStreamSynchronize(s));
    return 0;
  }

  if (!strcmp(sec, "create")) {
    R(cuDeviceGetDefaultMemPool(&pool, d0));
    CUmemPoolProps pp; memset(&pp, 0, sizeof pp);
    pp.allocType = 1; pp.location.type = 1; pp.location.id = 0;
    R(cuMemPoolCreate(&p2, &pp));
    printf("  created nonzero=%d differs from default=%d\n", p2 != 0, p2 != pool);
    attrs("created", p2);
    { int fl = -7; R(cuMemPoolGetAccess(&fl, p2, &loc0)); printf("  access=%d\n", fl); }
    before = freemem();
    R(cuMemAllocFromPoolAsync(&a, 1000, p2, s));
    delta("after 1000 from created pool", before);
    printf("  created used=%llu reserved=%llu; default used=%llu\n", attr(p2, 7), attr(p2, 5), attr(pool, 7));
    R(cuDeviceSetMemPool(d0, p2));
    R(cuDeviceGetMemPool(&p3, d0));
    printf("  current is created=%d\n", p3 == p2);
    R(cuMemAllocAsync(&b, 1000, s));
    rel("b from current (created) pool", b, a);
    printf("  created used=%llu\n", attr(p2, 7));
    R(cuMemFreeAsync(b, s));
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(p2));
    R(cuDeviceGetMemPool(&p3, d0));
    printf("  current after destroying it: default=%d created=%d\n", p3 == pool, p3 == p2);
    R(cuDeviceSetMemPool(d0, pool));
    R(cuMemPoolDestroy(p2));
    R(cuMemPoolCreate(&p2, &pp));
    R(cuMemAllocFromPoolAsync(&a, 1000, p2, s));
    R(cuMemPoolDestroy(p2));
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    pp.maxSize = 4 * MiB;
    R(cuMemPoolCreate(&p2, &pp));
    R(cuMemAllocFromPoolAsync(&a, 3 * MiB, p2, s));
    R(cuMemAllocFromPoolAsync(&b, 3 * MiB, p2, s));
    R(cuMemFreeAsync(a, s));
    R(cuMemPoolDestroy(p2));
    pp.maxSize = 0;
    pp.handleTypes = 1;
    R(cuMemPoolCreate(&p2, &pp));
    { int h = -1; R(cuMemPoolExportToShareableHandle(&h, p2, 1, 0)); printf("  fd>=0: %d\n", h >= 0); }
    R(cuMemPoolDestroy(p2));
    pp.handleTypes = 0;
    R(cuMemPoolCreate(NULL, &pp));
    R(cuMemPoolCreate(&p2, NULL));
    pp.allocType = 0; R(cuMemPoolCreate(&p2, &pp)); pp.allocType = 1;
    pp.location.type = 0; R(cuMemPoolCreate(&p2, &pp)); pp.location.type = 1;
    pp.location.id = 1; R(cuMemPoolCreate(&p2, &pp)); pp.location.id = 0;
    pp.location.type = 2; R(cuMemPoolCreate(&p2, &pp));
    if (p2) cuMemPoolDestroy(p2);
    pp.location.type = 1;
    R(cuMemAllocFromPoolAsync(&a, 1000, NULL, s));
    R(cuMemAllocFromPoolAsync(NULL, 1000, pool, s));
    z = 0x77; R(cuMemAllocFromPoolAsync(&z, 0, pool, s));
    printf("  zero-size ptr=%s\n", z == 0 ? "0" : z == 0x77 ? "unwritten" : "nonzero");
    R(cuDeviceSetMemPool(d0, NULL));
    R(cuDeviceSetMemPool(1, pool));
    return 0;
  }

  // capture
  CUmodule mod = 0; CUfunction f = 0; CUdeviceptr buf = 0; int n = 64; unsigned host[64];
  R(cuModuleLoadData(&mod, img));
  R(cuModuleGetFunction(&f, mod, "addOne"));
  R(cuMemAlloc_v2(&buf, 256));
  R(cuMemsetD32_v2(buf, 1, 64));
  void *params[] = {&buf, &n};

  if (!strcmp(sec, "capture")) {
    status("before", s);
    R(cuStreamBeginCapture_v2(NULL, 0));
    R(cuStreamBeginCapture_v2(s, 3));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuStreamBeginCapture_v2(s, 0));
    status("capturing", s);
    { int st = -7; unsigned long long id = 0; const CUgraphNode *deps = 0; size_t nd = 99;
      R(cuStreamGetCaptureInfo_v2(s, &st, &id, &g, &deps, &nd));
      printf("  status=%d id=%llu graph nonzero=%d ndeps=%zu\n", st, id, g != 0, nd); }
    R(cuMemsetD32Async(buf, 5, 64, s));
    { int st = -7; unsigned long long id = 0; const CUgraphNode *deps = 0; size_t nd = 99; const void *ed = (void *)1; CUgraph g3 = 0;
      R(cuStreamGetCaptureInfo_v3(s, &st, &id, &g3, &deps, &ed, &nd));
      int t = -1; if (nd == 1) cuGraphNodeGetType(deps[0], &t);
      printf("  status=%d id=%llu same graph=%d ndeps=%zu dep=%s edgedata null=%d\n", st, id, g3 == g, nd, nodetype(t), ed == 0); }
    R(cuLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, s, params, NULL));
    R(cuLaunchHostFunc(s, hostfn, NULL));
    memset(host, 0, sizeof host);
    R(cuMemcpyDtoHAsync_v2(host, buf, 256, s));
    R(cuStreamEndCapture(s, &g2));
    printf("  graph same as capture info's=%d\n", g2 == g);
    status("after end", s);
    { int st = -7; unsigned long long id = 77; R(cuStreamGetCaptureInfo_v2(s, &st, &id, NULL, NULL, NULL)); printf("  status=%d id=%llu\n", st, id); }
    nodes(g);
    printf("  before launch: buf[0]=%u host[0]=%u hostcalls=%d\n", firstword(buf), host[0], hostcalls);
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    printf("  after launch: buf[0]=%u host[0]=%u hostcalls=%d\n", firstword(buf), host[0], hostcalls);
    R(cuGraphLaunch(e, s));
    R(cuGraphLaunch(e, NULL));
    R(cuCtxSynchronize());
    printf("  after 3 launches: buf[0]=%u host[0]=%u hostcalls=%d\n", firstword(buf), host[0], hostcalls);
    R(cuGraphInstantiate_v2(&e2, g, NULL, NULL, 0));
    R(cuGraphExecDestroy(e2));
    R(cuGraphDestroy(g));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    printf("  launch after cuGraphDestroy: hostcalls=%d\n", hostcalls);
    R(cuGraphExecDestroy(e));
    R(cuStreamEndCapture(s, &g2));
    R(cuStreamBeginCapture_v2(s, 2));
    { int st = -7; unsigned long long id = 0; R(cuStreamGetCaptureInfo_v2(s, &st, &id, NULL, NULL, NULL)); printf("  second capture id=%llu\n", id); }
    R(cuStreamEndCapture(s, &g));
    nodes(g);
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, s));
    R(cuGraphExecDestroy(e));
    R(cuGraphDestroy(g));
    R(cuStreamBeginCapture_v2(s, 1));
    R(cuStreamEndCapture(s, NULL));
    status("after end with NULL", s);
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemAllocAsync(&a, 1000, s));
    R(cuMemsetD32Async(a, 3, 4, s));
    R(cuMemFreeAsync(a, s));
    R(cuStreamEndCapture(s, &g));
    nodes(g);
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    R(cuGraphInstantiateWithFlags(&e, NULL, 0));
    R(cuGraphInstantiateWithFlags(NULL, g, 0));
    R(cuGraphInstantiateWithFlags(&e2, g, 0x100));
    R(cuGraphLaunch(NULL, s));
    R(cuGraphExecDestroy(NULL));
    R(cuGraphDestroy(NULL));
    { size_t nn = 99; R(cuGraphGetNodes(g, NULL, &nn)); printf("  count=%zu\n", nn); }
    { int t = 0; R(cuGraphNodeGetType(NULL, &t)); }
    return 0;
  }

  if (!strcmp(sec, "sync")) {
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemsetD32Async(buf, 9, 64, s));
    R(cuStreamSynchronize(s));
    status("after cuStreamSynchronize", s);
    R(cuMemsetD32Async(buf, 9, 64, s));
    R(cuLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, s, params, NULL));
    { int st = -7; unsigned long long id = 0; CUgraph g3 = 0; R(cuStreamGetCaptureInfo_v2(s, &st, &id, &g3, NULL, NULL)); printf("  status=%d graph nonzero=%d\n", st, g3 != 0); }
    g = (CUgraph)0x77; R(cuStreamEndCapture(s, &g));
    printf("  graph=%s\n", g == 0 ? "NULL" : g == (CUgraph)0x77 ? "unwritten" : "nonzero");
    status("after end", s);
    R(cuStreamSynchronize(s));
    printf("  buf[0]=%u\n", firstword(buf));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemsetD32Async(buf, 9, 64, s));
    R(cuCtxSynchronize());
    status("after cuCtxSynchronize", s);
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuStreamQuery(s));
    status("after cuStreamQuery", s);
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuStreamCreate(&s2, 1));
    R(cuStreamSynchronize(s2));
    R(cuStreamQuery(s2));
    status("after another stream's sync", s);
    { CUevent ev = 0; R(cuEventCreate(&ev, 0)); R(cuEventRecord(ev, s)); R(cuEventQuery(ev)); R(cuEventSynchronize(ev)); status("after event calls", s); }
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemsetD32_v2(buf, 9, 64));
    status("after a synchronous memset", s);
    R(cuMemcpyHtoD_v2(buf, host, 4));
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemAlloc_v2(&a, 1000));
    R(cuMemFree_v2(a));
    status("after cuMemAlloc/cuMemFree", s);
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 2));
    R(cuMemAlloc_v2(&a, 1000));
    R(cuMemFree_v2(a));
    R(cuMemsetD32_v2(buf, 9, 64));
    R(cuStreamSynchronize(s));
    status("relaxed, after alloc, memset, sync", s);
    R(cuStreamEndCapture(s, &g));
    R(cuStreamCreate(&s2, 0));
    R(cuStreamBeginCapture_v2(s2, 0));
    R(cuMemsetD32Async(buf, 9, 64, NULL));
    status("blocking stream, after a NULL-stream memset", s2);
    R(cuStreamEndCapture(s2, &g));
    printf("  buf[0]=%u\n", firstword(buf));
    return 0;
  }

  if (!strcmp(sec, "mode")) {
    iv = 2; R(cuThreadExchangeStreamCaptureMode(&iv)); printf("  old=%d\n", iv);
    R(cuThreadExchangeStreamCaptureMode(&iv)); printf("  old=%d\n", iv);
    iv = 7; R(cuThreadExchangeStreamCaptureMode(&iv)); printf("  mode=%d\n", iv);
    R(cuStreamBeginCapture_v2(s, 0));
    gmode = -1; onthread(other_alloc, "cuMemAlloc during a GLOBAL capture");
    gmode = 2; onthread(other_alloc, "cuMemAlloc (RELAXED thread) during a GLOBAL capture");
    status("main stream", s);
    gs = s; onthread(other_end, "cuStreamEndCapture of a GLOBAL capture");
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 1));
    gmode = -1; onthread(other_alloc, "cuMemAlloc during a THREAD_LOCAL capture");
    R(cuMemAlloc_v2(&a, 1000));
    status("thread-local", s);
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 1));
    gs = s; onthread(other_end, "cuStreamEndCapture of a THREAD_LOCAL capture");
    R(cuStreamEndCapture(s, &g));
    R(cuStreamBeginCapture_v2(s, 2));
    gs = s; onthread(other_end, "cuStreamEndCapture of a RELAXED capture");
    status("after", s);
    iv = 2; R(cuThreadExchangeStreamCaptureMode(&iv));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemAlloc_v2(&a, 1000));
    status("GLOBAL capture, thread in RELAXED mode, cuMemAlloc", s);
    R(cuStreamEndCapture(s, &g));
    return 0;
  }

  if (!strcmp(sec, "kernel")) {
    CUlibrary lib = 0; CUkernel k = 0;
    R(cuLibraryLoadData(&lib, img, NULL, NULL, 0, NULL, NULL, 0));
    R(cuLibraryGetKernel(&k, lib, "addOne"));
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuLaunchKernel((CUfunction)k, 1, 1, 1, 64, 1, 1, 0, s, params, NULL));
    R(cuStreamEndCapture(s, &g));
    nodes(g);
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    printf("  buf[0]=%u\n", firstword(buf));
    R(cuCtxCreate_v2(&c1, 0, d0));
    R(cuStreamCreate(&s2, 1));
    R(cuGraphLaunch(e, s2));
    R(cuStreamSynchronize(s2));
    printf("  launched on another context's stream: buf[0]=%u\n", firstword(buf));
    R(cuGraphInstantiateWithFlags(&e2, g, 0));
    R(cuGraphLaunch(e2, s2));
    R(cuStreamSynchronize(s2));
    printf("  instantiated and launched in another context: buf[0]=%u\n", firstword(buf));
    R(cuStreamBeginCapture_v2(s2, 0));
    R(cuLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, s2, params, NULL));
    R(cuStreamEndCapture(s2, &g2));
    R(cuGraphInstantiateWithFlags(&e2, g2, 0));
    R(cuGraphLaunch(e2, s2));
    R(cuStreamSynchronize(s2));
    printf("  c0's CUfunction captured in c1: buf[0]=%u\n", firstword(buf));
    R(cuCtxSetCurrent(c0));
    R(cuGraphLaunch(e2, s));
    R(cuStreamSynchronize(s));
    printf("  buf[0]=%u\n", firstword(buf));
    R(cuLibraryUnload(lib));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    printf("  after cuLibraryUnload: buf[0]=%u\n", firstword(buf));
    R(cuCtxDestroy_v2(c1));
    R(cuGraphLaunch(e2, s));
    R(cuStreamSynchronize(s));
    return 0;
  }

  if (!strcmp(sec, "nulls")) {  // calls that might crash, each last
    const char *w = argc > 3 ? argv[3] : "";
    if (!strcmp(w, "1")) { R(cuStreamBeginCapture_v2(s, 0)); R(cuStreamGetCaptureInfo_v2(s, NULL, NULL, NULL, NULL, NULL)); R(cuStreamEndCapture(s, &g)); }
    if (!strcmp(w, "2")) R(cuGraphGetNodes(NULL, NULL, NULL));
    if (!strcmp(w, "3")) R(cuStreamIsCapturing(s, NULL));
    if (!strcmp(w, "4")) R(cuThreadExchangeStreamCaptureMode(NULL));
    if (!strcmp(w, "5")) { R(cuGraphCreate(&g, 0)); R(cuGraphGetNodes(g, NULL, NULL)); }
    if (!strcmp(w, "6")) R(cuMemPoolGetAccess(NULL, NULL, NULL));
    return 0;
  }
  if (!strcmp(sec, "explicit")) {
    CUgraphNode nm = 0, nk = 0, nh = 0, ne = 0, ns[8]; size_t nn;
    R(cuGraphCreate(&g, 1));
    R(cuGraphCreate(&g, 0));
    nodes(g);
    R(cuGraphAddEmptyNode(&ne, g, NULL, 0));
    CUDA_MEMSET_NODE_PARAMS mp = {buf, 0, 10, 4, 64, 1};
    R(cuGraphAddMemsetNode(&nm, g, &ne, 1, &mp, c0));
    CUDA_KERNEL_NODE_PARAMS_v2 kp; memset(&kp, 0, sizeof kp);
    kp.func = f; kp.gridDimX = kp.gridDimY = kp.gridDimZ = 1; kp.blockDimX = 64; kp.blockDimY = kp.blockDimZ = 1; kp.kernelParams = params;
    R(cuGraphAddKernelNode_v2(&nk, g, NULL, 0, &kp));
    R(cuGraphAddDependencies(g, &nm, &nk, 1));
    CUDA_HOST_NODE_PARAMS hp = {hostfn, NULL};
    R(cuGraphAddHostNode(&nh, g, &nk, 1, &hp));
    nodes(g);
    nn = 8; R(cuGraphGetNodes(g, ns, &nn));
    printf("  order: empty=%d memset=%d kernel=%d host=%d\n", ns[0] == ne, ns[1] == nm, ns[2] == nk, ns[3] == nh);
    nn = 2; R(cuGraphGetNodes(g, ns, &nn)); printf("  n=%zu\n", nn);
    R(cuGraphClone(&g2, g));
    nodes(g2);
    R(cuGraphInstantiateWithFlags(&e, g2, 0));
    R(cuGraphDestroy(g2));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    printf("  buf[0]=%u hostcalls=%d\n", firstword(buf), hostcalls);
    R(cuGraphAddDependencies(g, &nk, &nm, 1));
    R(cuGraphInstantiateWithFlags(&e2, g, 0));
    R(cuGraphAddEmptyNode(&ne, g, NULL, 0));
    R(cuGraphAddEmptyNode(NULL, g, NULL, 0));
    R(cuGraphAddEmptyNode(&ne, NULL, NULL, 0));
    R(cuGraphAddEmptyNode(&ne, g, NULL, 1));
    mp.elementSize = 3; R(cuGraphAddMemsetNode(&nm, g, NULL, 0, &mp, c0));
    R(cuGraphDestroy(g));
    return 0;
  }
  printf("unknown section %s\n", sec);
  return 2;
}
