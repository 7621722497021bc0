// probe_graphva measures which virtual addresses the real driver gives
// graph memory (MEM_ALLOC nodes, explicit and captured), when an
// allocation node takes the address of one its graph freed before it, and
// the graph memory footprint (cuDeviceGetGraphMemAttribute) around
// launches of such graphs: what cuda-samples' graphMemoryNodes and
// graphMemoryFootprint rely on.
//
// Usage: probe_graphva (one run, every case). Output: one line a case or
// call; addresses are printed only as relations between them (the name of
// an earlier address it equals, or its distance from one).
//
// It declares the types and calls it needs itself (no cuda.h), so that the
// same source runs against the real libcuda.so.1 and against cudasim's.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;
typedef struct { int type; int id; } CUmemLocation;
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
  const void *accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  CUdeviceptr dptr;
} CUDA_MEM_ALLOC_NODE_PARAMS;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuGraphCreate(CUgraph *, unsigned);
CUresult cuGraphDestroy(CUgraph);
CUresult cuGraphAddEmptyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
CUresult cuGraphAddMemAllocNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUDA_MEM_ALLOC_NODE_PARAMS *);
CUresult cuGraphAddMemFreeNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUdeviceptr);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);
CUresult cuDeviceGetGraphMemAttribute(CUdevice, int, void *);
CUresult cuDeviceGraphMemTrim(CUdevice);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) do { CUresult r_ = (call); if (r_) printf("%s -> %s\n", #call, name(r_)); } while (0)

static CUstream s;

// Every address handed out is remembered by name, so that a new one is
// printed as "= NAME" or as its distance from the first one of the case.
enum { maxNamed = 64 };
static const char *names[maxNamed];
static CUdeviceptr addrs[maxNamed];
static int named;

static void reset(const char *title) { named = 0; printf("## %s\n", title); }

static void note(const char *what, CUdeviceptr p) {
  printf("  %s:", what);
  int same = 0;
  for (int i = 0; i < named; i++)
    if (addrs[i] == p) { printf(" = %s", names[i]); same = 1; }
  if (!same) {
    if (!p) printf(" 0");
    else if (named) printf(" new, %s %+lld", names[0], (long long)(p - addrs[0]));
    else printf(" new");
  }
  printf("\n");
  if (named < maxNamed) { names[named] = what; addrs[named] = p; named++; }
}

// the four graph memory attributes of device 0 (used, used high,
// reserved, reserved high) in MiB where whole
static void gmem(const char *what) {
  printf("  footprint %s:", what);
  for (int a = 0; a <= 3; a++) {
    unsigned long long v = 0x7777;
    CUresult r = cuDeviceGetGraphMemAttribute(0, a, &v);
    if (r) printf(" %s", name(r));
    else if (v % (1 << 20) == 0) printf(" %lluM", v >> 20);
    else printf(" %llu", v);
  }
  printf("\n");
}

static CUgraphNode alloc(CUgraph g, const CUgraphNode *deps, size_t n, size_t bytes, const char *what) {
  CUDA_MEM_ALLOC_NODE_PARAMS p;
  memset(&p, 0, sizeof p);
  p.poolProps.allocType = 1;       // pinned
  p.poolProps.location.type = 1;   // device
  p.poolProps.location.id = 0;
  p.bytesize = bytes;
  CUgraphNode node = 0;
  CUresult r = cuGraphAddMemAllocNode(&node, g, deps, n, &p);
  if (r) printf("  %s: cuGraphAddMemAllocNode(%zu) -> %s\n", what, bytes, name(r));
  else note(what, p.dptr);
  return node;
}

static CUgraphNode freeNode(CUgraph g, const CUgraphNode *deps, size_t n, const char *what) {
  CUdeviceptr p = 0;
  for (int i = 0; i < named; i++)
    if (!strcmp(names[i], what)) p = addrs[i];
  CUgraphNode node = 0;
  CUresult r = cuGraphAddMemFreeNode(&node, g, deps, n, p);
  if (r) printf("  free %s -> %s\n", what, name(r));
  return node;
}

static CUdeviceptr addr(const char *what) {
  for (int i = 0; i < named; i++)
    if (!strcmp(names[i], what)) return addrs[i];
  return 0;
}

static void launch(CUgraph g, const char *what) {
  CUgraphExec e = 0;
  R(cuGraphInstantiateWithFlags(&e, g, 0));
  R(cuGraphLaunch(e, s));
  R(cuStreamSynchronize(s));
  gmem(what);
  R(cuGraphExecDestroy(e));
}

static void trim(void) {
  R(cuCtxSynchronize());
  R(cuDeviceGraphMemTrim(0));
}

#define MiB(n) ((size_t)(n) << 20)

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);  // a crash loses no line already printed
  CUdevice d0 = 0;
  CUcontext c0 = 0;
  R(cuInit(0));
  R(cuDeviceGet(&d0, 0));
  R(cuDevicePrimaryCtxRetain(&c0, d0));
  R(cuCtxSetCurrent(c0));
  R(cuStreamCreate(&s, 1));
  CUgraph g;
  CUgraphNode a, b, c, fa, fb, e;

  reset("alloc A, free A, alloc B after the free (64 MiB each)");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  b = alloc(g, &fa, 1, MiB(64), "B");
  fb = freeNode(g, &b, 1, "B");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();
  gmem("trimmed");

  reset("alloc A, free A, alloc B not after the free");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  b = alloc(g, NULL, 0, MiB(64), "B");
  fb = freeNode(g, &b, 1, "B");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  reset("alloc A, free A, alloc B after A (not its free)");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  b = alloc(g, &a, 1, MiB(64), "B");
  fb = freeNode(g, &b, 1, "B");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  reset("B after the free through an empty node");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  R(cuGraphAddEmptyNode(&e, g, &fa, 1));
  b = alloc(g, &e, 1, MiB(64), "B");
  fb = freeNode(g, &b, 1, "B");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  {
    size_t sizes[][2] = {{MiB(64), MiB(32)}, {MiB(32), MiB(64)}, {MiB(64), MiB(64) + 1}, {1000, 1000}, {1000, 3000}, {4096, 2048}, {MiB(2), MiB(3)}, {MiB(2) + 1, MiB(2)}};
    for (int i = 0; i < 8; i++) {
      char t[128];
      snprintf(t, sizeof t, "A %zu bytes, free A, B %zu bytes after the free", sizes[i][0], sizes[i][1]);
      reset(t);
      R(cuGraphCreate(&g, 0));
      a = alloc(g, NULL, 0, sizes[i][0], "A");
      fa = freeNode(g, &a, 1, "A");
      b = alloc(g, &fa, 1, sizes[i][1], "B");
      fb = freeNode(g, &b, 1, "B");
      launch(g, "launched");
      R(cuGraphDestroy(g));
      trim();
    }
  }

  reset("two allocations after one free: B and C after free A");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  b = alloc(g, &fa, 1, MiB(64), "B");
  c = alloc(g, &fa, 1, MiB(64), "C");
  freeNode(g, &b, 1, "B");
  freeNode(g, &c, 1, "C");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  reset("two allocations after one free, half size each");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  b = alloc(g, &fa, 1, MiB(32), "B");
  c = alloc(g, &fa, 1, MiB(32), "C");
  freeNode(g, &b, 1, "B");
  freeNode(g, &c, 1, "C");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  reset("chain: A, free A, B, free B, C after free B");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  fa = freeNode(g, &a, 1, "A");
  b = alloc(g, &fa, 1, MiB(64), "B");
  fb = freeNode(g, &b, 1, "B");
  c = alloc(g, &fb, 1, MiB(64), "C");
  freeNode(g, &c, 1, "C");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  reset("A and B live together, both freed, C after both frees");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(32), "A");
  b = alloc(g, &a, 1, MiB(32), "B");
  fa = freeNode(g, &b, 1, "A");
  fb = freeNode(g, &fa, 1, "B");
  c = alloc(g, &fb, 1, MiB(64), "C");
  freeNode(g, &c, 1, "C");
  launch(g, "launched");
  R(cuGraphDestroy(g));
  trim();

  reset("A not freed in the graph, B after nothing; freed outside");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  b = alloc(g, &a, 1, MiB(64), "B");
  {
    CUgraphExec x = 0;
    R(cuGraphInstantiateWithFlags(&x, g, 0));
    R(cuGraphLaunch(x, s));
    R(cuStreamSynchronize(s));
    gmem("launched, nothing freed");
    R(cuMemFreeAsync(addr("A"), s));
    R(cuMemFreeAsync(addr("B"), s));
    R(cuStreamSynchronize(s));
    gmem("freed outside");
    R(cuGraphExecDestroy(x));
  }
  R(cuGraphDestroy(g));
  trim();
  gmem("trimmed");

  reset("graphs one after another: each a 64 MiB allocation");
  {
    CUgraph gs[4];
    CUgraphExec xs[4];
    const char *an[4] = {"G0", "G1", "G2", "G3"};
    for (int i = 0; i < 4; i++) {
      R(cuGraphCreate(&gs[i], 0));
      a = alloc(gs[i], NULL, 0, MiB(64), an[i]);
      freeNode(gs[i], &a, 1, an[i]);
      R(cuGraphInstantiateWithFlags(&xs[i], gs[i], 0));
    }
    gmem("instantiated");
    for (int i = 0; i < 4; i++) {
      R(cuGraphLaunch(xs[i], s));
      gmem("launched one more in one stream");
    }
    R(cuStreamSynchronize(s));
    for (int i = 0; i < 4; i++) { R(cuGraphExecDestroy(xs[i])); R(cuGraphDestroy(gs[i])); }
    gmem("destroyed");
    trim();
    gmem("trimmed");
    // after the graphs are gone: does a new graph reuse their addresses?
    R(cuGraphCreate(&g, 0));
    a = alloc(g, NULL, 0, MiB(64), "after destroy");
    freeNode(g, &a, 1, "after destroy");
    R(cuGraphDestroy(g));
    R(cuGraphCreate(&g, 0));
    a = alloc(g, NULL, 0, MiB(64), "after a graph never instantiated");
    freeNode(g, &a, 1, "after a graph never instantiated");
    R(cuGraphDestroy(g));
  }

  reset("a graph instantiated twice: the same addresses");
  R(cuGraphCreate(&g, 0));
  a = alloc(g, NULL, 0, MiB(64), "A");
  freeNode(g, &a, 1, "A");
  {
    CUgraphExec x1 = 0, x2 = 0;
    R(cuGraphInstantiateWithFlags(&x1, g, 0));
    CUresult r = cuGraphInstantiateWithFlags(&x2, g, 0);
    printf("  second instantiation -> %s\n", name(r));
    R(cuGraphLaunch(x1, s));
    if (!r) R(cuGraphLaunch(x2, s));
    R(cuStreamSynchronize(s));
    gmem("both launched");
    R(cuGraphExecDestroy(x1));
    if (!r) R(cuGraphExecDestroy(x2));
  }
  R(cuGraphDestroy(g));
  trim();

  reset("captured: alloc A, free A, alloc B in one stream");
  {
    CUdeviceptr pa = 0, pb = 0, pc = 0;
    R(cuStreamBeginCapture_v2(s, 2));
    R(cuMemAllocAsync(&pa, MiB(64), s));
    note("A", pa);
    R(cuMemFreeAsync(pa, s));
    R(cuMemAllocAsync(&pb, MiB(64), s));
    note("B", pb);
    R(cuMemAllocAsync(&pc, MiB(64), s));
    note("C", pc);
    R(cuMemFreeAsync(pb, s));
    R(cuMemFreeAsync(pc, s));
    R(cuStreamEndCapture(s, &g));
    launch(g, "launched");
    R(cuGraphDestroy(g));
    trim();
  }

  reset("cuMemAlloc and graph memory: is graph memory in the same range?");
  {
    CUdeviceptr m = 0;
    R(cuMemAlloc_v2(&m, MiB(64)));
    note("cuMemAlloc", m);
    R(cuGraphCreate(&g, 0));
    a = alloc(g, NULL, 0, MiB(64), "A");
    freeNode(g, &a, 1, "A");
    R(cuGraphDestroy(g));
    R(cuMemFree_v2(m));
  }
  printf("done\n");
  return 0;
}
