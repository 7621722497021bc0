// probe_managed measures what the real driver answers to the managed-memory
// hints where testdata/reference/pools2 (section advise, batch1..3) left
// gaps: cuMemAdvise_v2 / cuMemPrefetchAsync_v2 / cuMemRangeGetAttribute on
// other kinds of memory (pinned and registered host memory, pageable
// memory, unknown addresses) and past an allocation's end, what the
// preferred location reads back after each host location, the order of
// accessed-by devices, the CUDA 8 forms (cuMemAdvise, cuMemPrefetchAsync:
// a device ordinal), cuMemRangeGetAttributes, the batched calls' other
// arguments (location index lists, zero sizes, managed pool memory), what
// a discard does to contents written by the device and by the host, and
// whether prefetch and discard can be captured into a graph.
//
// Usage: probe_managed SECTION (run.sh runs each in its own process).
// Output: one line a call, `call -> CODE_NAME`, and facts on indented
// lines. Addresses are printed as facts about them, never raw.
//
// It declares the types and calls it needs itself (no cuda.h), calling the
// exported symbols by their exact names, so that the same source runs
// against the real libcuda.so.1 and against cudasim's.
#define _GNU_SOURCE
#include <dlfcn.h>
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
typedef struct CUmemPoolHandle_st *CUmemoryPool;
typedef struct { int type; int id; } CUmemLocation;
typedef struct {
  int allocType, handleTypes;
  CUmemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
} CUmemPoolProps;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemHostRegister_v2(void *, size_t, unsigned);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuGraphGetNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuGraphNodeGetType(CUgraphNode, int *);
CUresult cuGraphDestroy(CUgraph);
CUresult cuMemPoolCreate(CUmemoryPool *, const CUmemPoolProps *);
CUresult cuMemAllocFromPoolAsync(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
CUresult cuMemGetMemPool(CUmemoryPool *, CUmemLocation *, int);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemAdvise_v2(CUdeviceptr, size_t, int, CUmemLocation);
CUresult cuMemPrefetchAsync_v2(CUdeviceptr, size_t, CUmemLocation, unsigned, CUstream);
CUresult cuMemRangeGetAttribute(void *, size_t, int, CUdeviceptr, size_t);
CUresult cuMemRangeGetAttributes(void **, size_t *, int *, size_t, CUdeviceptr, size_t);
typedef struct CUgraphExec_st *CUgraphExec;
CUresult cuDeviceGetGraphMemAttribute(CUdevice, int, void *);
CUresult cuDeviceSetGraphMemAttribute(CUdevice, int, void *);
CUresult cuDeviceGraphMemTrim(CUdevice);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphUpload(CUgraphExec, CUstream);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);
CUresult cuCtxSynchronize(void);
CUresult cuMemPrefetchBatchAsync(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream);
CUresult cuMemDiscardBatchAsync(CUdeviceptr *, size_t *, size_t, unsigned long long, CUstream);
CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) printf("%s -> %s\n", #call, name(call))
#define F(...) (printf("  "), printf(__VA_ARGS__))

// every range attribute 1..8 of [p, p+n): the code and the 4 ints written
// (attribute 3, accessed-by, is given 16 bytes)
static void dump(const char *what, CUdeviceptr p, size_t n) {
  printf("%s:", what);
  for (int at = 1; at <= 8; at++) {
    int v[4] = {-7, -7, -7, -7};
    CUresult r = cuMemRangeGetAttribute(v, at == 3 ? 16 : 4, at, p, n);
    if (at == 3) printf(" %d=%s(%d,%d,%d,%d)", at, r ? name(r) : "ok", v[0], v[1], v[2], v[3]);
    else printf(" %d=%s(%d)", at, r ? name(r) : "ok", v[0]);
  }
  printf("\n");
}

static void words(const char *what, CUdeviceptr p) {
  unsigned v[4]; memset(v, 0x77, sizeof v);
  CUresult r = cuMemcpyDtoH_v2(v, p, sizeof v);
  F("%s: cuMemcpyDtoH -> %s %u %u %u %u\n", what, name(r), v[0], v[1], v[2], v[3]);
}

static CUstream s;
static const CUmemLocation ld = {1, 0}, ld1 = {1, 1}, lh = {2, 0}, lh5 = {2, 5}, lhn = {3, 0}, lhn1 = {3, 1}, lhc = {4, 0};

// the advice and prefetch calls on memory of one kind (p: 8 KiB of it)
static void kinds(const char *kind, CUdeviceptr p) {
  printf("## %s\n", kind);
  dump("attrs", p, 4096);
  R(cuMemAdvise_v2(p, 4096, 1, ld));
  R(cuMemAdvise_v2(p, 4096, 2, ld));
  R(cuMemAdvise_v2(p, 4096, 3, ld));
  R(cuMemAdvise_v2(p, 4096, 3, lh));
  R(cuMemAdvise_v2(p, 4096, 3, lhn));
  R(cuMemAdvise_v2(p, 4096, 3, lhc));
  R(cuMemAdvise_v2(p, 4096, 3, lhn1));
  R(cuMemAdvise_v2(p, 4096, 4, ld));
  R(cuMemAdvise_v2(p, 4096, 5, ld));
  R(cuMemAdvise_v2(p, 4096, 6, ld));
  R(cuMemAdvise_v2(p, 0, 3, lhn));
  R(cuMemAdvise_v2(p, 4096, 0, lhn));
  R(cuMemPrefetchAsync_v2(p, 4096, ld, 0, s));
  R(cuMemPrefetchAsync_v2(p, 4096, lh, 0, s));
  R(cuMemPrefetchAsync_v2(p, 4096, lhn, 0, s));
  R(cuStreamSynchronize(s));
  dump("attrs", p, 4096);
}

// the four graph memory attributes of device 0 (CU_GRAPH_MEM_ATTR_*:
// used current, used high, reserved current, reserved high)
static void gmem(const char *what) {
  printf("%s:", what);
  for (int a = 0; a <= 3; a++) {
    unsigned long long v = 0x7777;
    CUresult r = cuDeviceGetGraphMemAttribute(0, a, &v);
    if (r) printf(" %d=%s", a, name(r)); else printf(" %d=%llu", a, v);
  }
  printf("\n");
}

// a graph captured on s that allocates n bytes (relaxed mode), instantiated
static CUgraphExec allocGraph(size_t n, CUdeviceptr *p, unsigned long long flags) {
  CUgraph g = 0; CUgraphExec ge = 0;
  cuStreamBeginCapture_v2(s, 2);
  CUresult r = cuMemAllocAsync(p, n, s);
  CUresult r2 = cuStreamEndCapture(s, &g);
  CUresult r3 = cuGraphInstantiateWithFlags(&ge, g, flags);
  printf("capture cuMemAllocAsync(%zu) -> %s, end -> %s, instantiate(flags %llu) -> %s\n", n, name(r), name(r2), flags, name(r3));
  cuGraphDestroy(g);
  return ge;
}

static CUgraphExec freeGraph(CUdeviceptr p) {
  CUgraph g = 0; CUgraphExec ge = 0;
  cuStreamBeginCapture_v2(s, 2);
  CUresult r = cuMemFreeAsync(p, s);
  CUresult r2 = cuStreamEndCapture(s, &g);
  CUresult r3 = cuGraphInstantiateWithFlags(&ge, g, 0);
  printf("capture cuMemFreeAsync -> %s, end -> %s, instantiate -> %s\n", name(r), name(r2), name(r3));
  cuGraphDestroy(g);
  return ge;
}

static CUmemPoolProps props(int allocType, int ltype, int lid) {
  CUmemPoolProps pp; memset(&pp, 0, sizeof pp);
  pp.allocType = allocType; pp.location.type = ltype; pp.location.id = lid;
  return pp;
}

static void nodes(CUgraph g) {
  if (!g) return;
  CUgraphNode ns[8]; size_t n = 8;
  CUresult r = cuGraphGetNodes(g, ns, &n);
  F("graph: cuGraphGetNodes -> %s, %zu nodes, types", name(r), r ? 0 : n);
  for (size_t i = 0; !r && i < n && i < 8; i++) { int t = -7; cuGraphNodeGetType(ns[i], &t); printf(" %d", t); }
  printf("\n");
  cuGraphDestroy(g);
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: probe_managed section\n"); return 2; }
  const char *sec = argv[1];
  setvbuf(stdout, NULL, _IOLBF, 0);  // a crash loses no line already printed
  printf("# section %s\n", sec);
  CUdevice d0 = 0; CUcontext c0 = 0;
  R(cuInit(0));
  R(cuDeviceGet(&d0, 0));
  R(cuDevicePrimaryCtxRetain(&c0, d0));
  R(cuCtxSetCurrent(c0));
  R(cuStreamCreate(&s, 1));

  if (!strcmp(sec, "readback")) {
    // what each preferred location reads back as (attributes 2, 5, 6), the
    // order of accessed-by entries, partial ranges, ranges past the end
    CUdeviceptr m = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    const CUmemLocation ls[] = {ld, lh, lh5, lhn, lhn1, lhc};
    const char *ln[] = {"device 0", "host", "host id 5", "host numa 0", "host numa 1", "host numa current"};
    for (int i = 0; i < 6; i++) {
      CUresult r = cuMemAdvise_v2(m, 4096, 3, ls[i]);
      printf("cuMemAdvise_v2(m, 4096, 3, %s) -> %s\n", ln[i], name(r));
      dump("attrs", m, 4096);
    }
    R(cuMemAdvise_v2(m, 4096, 4, ld));
    dump("after unset", m, 4096);
    R(cuMemAdvise_v2(m, 4096, 5, lh));
    R(cuMemAdvise_v2(m, 4096, 5, ld));
    dump("accessed by host then device 0", m, 4096);
    R(cuMemAdvise_v2(m, 4096, 5, lh5));
    R(cuMemAdvise_v2(m, 4096, 5, ld1));
    R(cuMemAdvise_v2(m, 4096, 6, lh));
    dump("accessed-by host unset", m, 4096);
    {
      // the location each advice takes (a read-mostly or unset-preferred
      // advice with a location that is none, accessed-by with host NUMA)
      const CUmemLocation linv = {0, 0}, l99 = {9, 9}, ldm1 = {1, -1};
      R(cuMemAdvise_v2(m, 4096, 5, lhc));
      R(cuMemAdvise_v2(m, 4096, 6, lhn));
      R(cuMemAdvise_v2(m, 4096, 6, lhc));
      R(cuMemAdvise_v2(m, 4096, 6, ld1));
      R(cuMemAdvise_v2(m, 4096, 5, linv));
      R(cuMemAdvise_v2(m, 4096, 1, linv));
      R(cuMemAdvise_v2(m, 4096, 1, l99));
      R(cuMemAdvise_v2(m, 4096, 2, lhn));
      R(cuMemAdvise_v2(m, 4096, 2, ld1));
      R(cuMemAdvise_v2(m, 4096, 4, linv));
      R(cuMemAdvise_v2(m, 4096, 4, ld1));
      R(cuMemAdvise_v2(m, 4096, 3, ldm1));
      R(cuMemAdvise_v2(m, 4096, 3, l99));
      R(cuMemPrefetchAsync_v2(m, 4096, ldm1, 0, s));
      R(cuMemPrefetchAsync_v2(m, 4096, l99, 0, s));
      R(cuStreamSynchronize(s));
      dump("after the location checks", m, 4096);
    }
    { int v[8]; memset(v, 0xf9, sizeof v); R(cuMemRangeGetAttribute(v, 4, 3, m, 4096)); F("accessed by, 4 bytes: %d %d\n", v[0], v[1]); }
    { int v[8]; memset(v, 0xf9, sizeof v); R(cuMemRangeGetAttribute(v, 32, 3, m, 4096)); F("accessed by, 32 bytes: %d %d %d %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]); }
    { int v[8]; memset(v, 0xf9, sizeof v); R(cuMemRangeGetAttribute(v, 0, 3, m, 4096)); F("accessed by, 0 bytes: %d\n", v[0]); }
    dump("two pages, the second without advice", m, 8192);
    R(cuMemAdvise_v2(m + 4096, 4096, 3, ld));
    R(cuMemAdvise_v2(m, 4096, 3, lh));
    dump("two pages, preferred device and host", m, 8192);
    R(cuMemAdvise_v2(m, 8192, 3, ld));
    R(cuMemAdvise_v2(m, 8192, 1, ld));
    dump("two pages, same advice", m, 8192);
    R(cuMemPrefetchAsync_v2(m, 4096, ld, 0, s));
    R(cuMemPrefetchAsync_v2(m + 4096, 4096, lh, 0, s));
    R(cuStreamSynchronize(s));
    dump("two pages prefetched to device and host", m, 8192);
    dump("the second page", m + 4096, 4096);
    R(cuMemPrefetchAsync_v2(m, 8192, lhn, 0, s));
    R(cuStreamSynchronize(s));
    dump("prefetched to host numa 0", m, 8192);
    R(cuMemPrefetchAsync_v2(m, 8192, lhc, 0, s));
    R(cuStreamSynchronize(s));
    dump("prefetched to host numa current", m, 8192);
    R(cuMemPrefetchAsync_v2(m, 8192, lh5, 0, s));
    R(cuMemPrefetchAsync_v2(m, 8192, lhn1, 0, s));
    R(cuStreamSynchronize(s));
    dump("after host id 5, numa 1", m, 8192);
    // past the allocation's end
    CUdeviceptr end = m + (1 << 20);
    dump("last page", end - 4096, 4096);
    dump("last page and one more", end - 4096, 8192);
    dump("whole allocation plus one byte", m, (1 << 20) + 1);
    R(cuMemAdvise_v2(end - 4096, 8192, 1, ld));
    R(cuMemAdvise_v2(m, 2 << 20, 1, ld));
    R(cuMemAdvise_v2(end, 4096, 1, ld));
    R(cuMemAdvise_v2(end - 100, 100, 1, ld));
    dump("last page", end - 4096, 4096);
    R(cuMemPrefetchAsync_v2(end - 4096, 8192, ld, 0, s));
    R(cuMemPrefetchAsync_v2(end - 100, 100, ld, 0, s));
    R(cuMemPrefetchAsync_v2(m + 100, 100, lh, 0, s));
    // (a made-up stream handle crashed driver 580 here in window 1)
    R(cuStreamSynchronize(s));
    dump("first page after a 100-byte prefetch to host", m, 4096);
    dump("unaligned 100 bytes", m + 100, 100);
    // a second allocation's pages carry nothing of the first's
    CUdeviceptr m2 = 0;
    R(cuMemAllocManaged(&m2, 4096, 1));
    dump("a fresh 4 KiB allocation", m2, 4096);
    dump("a fresh 4 KiB allocation, 8 KiB", m2, 8192);
    // a managed pool at the host, and one at device 0
    CUmemPoolProps q = props(2, 2, 0); CUmemoryPool ph = 0; CUdeviceptr hp = 0;
    R(cuMemPoolCreate(&ph, &q));
    if (ph) { R(cuMemAllocFromPoolAsync(&hp, 8192, ph, s)); R(cuStreamSynchronize(s)); }
    if (hp) {
      dump("managed pool at the host", hp, 4096);
      R(cuMemAdvise_v2(hp, 4096, 3, lhn));
      R(cuMemAdvise_v2(hp, 4096, 3, lh));
      R(cuMemPrefetchAsync_v2(hp, 4096, ld, 0, s));
      R(cuStreamSynchronize(s));
      dump("managed pool at the host, prefetched", hp, 4096);
    }
    // the current managed pool of no location (what cuda.core's
    // ManagedMemoryResource() allocates from), and a created one
    for (int k = 0; k < 2; k++) {
      CUmemoryPool pn = 0; CUdeviceptr np = 0;
      CUmemLocation none = {0, -1};
      if (k == 0) R(cuMemGetMemPool(&pn, &none, 2));
      else { q = props(2, 0, 0); R(cuMemPoolCreate(&pn, &q)); }
      if (!pn) continue;
      R(cuMemAllocFromPoolAsync(&np, 8192, pn, s)); R(cuStreamSynchronize(s));
      if (!np) continue;
      printf("## managed pool of no location (%s)\n", k == 0 ? "current" : "created");
      dump("attrs", np, 4096);
      R(cuMemPrefetchAsync_v2(np, 4096, ld, 0, s)); R(cuStreamSynchronize(s));
      dump("prefetched to device 0", np, 4096);
      R(cuMemPrefetchAsync_v2(np + 4096, 4096, lh, 0, s)); R(cuStreamSynchronize(s));
      dump("second page prefetched to the host", np + 4096, 4096);
      dump("both pages", np, 8192);
      R(cuMemAdvise_v2(np, 4096, 1, ld));
      R(cuMemAdvise_v2(np, 4096, 3, ld));
      R(cuMemAdvise_v2(np, 4096, 3, lhn));
      R(cuMemAdvise_v2(np, 4096, 5, ld));
      dump("after advice", np, 4096);
      { CUdeviceptr ps2[2] = {np, np + 4096}; size_t sz2[2] = {4096, 4096}; size_t idx2[2] = {0, 1}; CUmemLocation l2[2] = {lh, ld};
        R(cuMemPrefetchBatchAsync(ps2, sz2, 2, l2, idx2, 2, 0, s)); R(cuStreamSynchronize(s));
        dump("batch: first page to the host", np, 4096); dump("batch: second page to device 0", np + 4096, 4096);
        R(cuMemDiscardBatchAsync(ps2, sz2, 2, 0, s)); R(cuStreamSynchronize(s));
        dump("discarded", np, 4096);
        R(cuMemDiscardAndPrefetchBatchAsync(ps2, sz2, 2, l2, idx2, 1, 0, s)); R(cuStreamSynchronize(s));
        dump("discarded and prefetched to the host", np + 4096, 4096); }
      R(cuMemFreeAsync(np, s)); R(cuStreamSynchronize(s));
      CUdeviceptr np2 = 0;
      R(cuMemAllocFromPoolAsync(&np2, 4096, pn, s)); R(cuStreamSynchronize(s));
      F("reallocated at the same address: %d\n", np2 == np);
      if (np2) dump("reallocated", np2, 4096);
    }
    q = props(2, 1, 0); CUmemoryPool pd = 0; CUdeviceptr dp = 0;
    R(cuMemPoolCreate(&pd, &q));
    if (pd) { R(cuMemAllocFromPoolAsync(&dp, 8192, pd, s)); R(cuStreamSynchronize(s)); }
    if (dp) {
      dump("managed pool at device 0", dp, 4096);
      dump("managed pool at device 0, 16 KiB", dp, 16384);
      R(cuMemPrefetchAsync_v2(dp, 4096, lh, 0, s));
      R(cuStreamSynchronize(s));
      dump("managed pool at device 0, prefetched to host", dp, 4096);
      R(cuMemAdvise_v2(dp, 4096, 3, lhc));
      dump("managed pool at device 0, after host numa current", dp, 4096);
    }
    return 0;
  }

  if (!strcmp(sec, "kinds")) {  // other memory (may crash)
    void *ph = 0; R(cuMemAllocHost_v2(&ph, 8192));
    if (ph) kinds("cuMemAllocHost memory", (CUdeviceptr)(uintptr_t)ph);
    void *pr = aligned_alloc(4096, 8192); memset(pr, 0, 8192);
    R(cuMemHostRegister_v2(pr, 8192, 0));
    kinds("registered host memory", (CUdeviceptr)(uintptr_t)pr);
    void *pp = aligned_alloc(4096, 8192); memset(pp, 0, 8192);
    kinds("pageable host memory", (CUdeviceptr)(uintptr_t)pp);
    CUdeviceptr dv = 0; R(cuMemAlloc_v2(&dv, 8192));
    kinds("device memory", dv);
    kinds("address 0x1000", 0x1000);
    return 0;
  }

  if (!strcmp(sec, "nullptr")) {  // address 0 (may crash)
    kinds("address 0", 0);
    return 0;
  }

  if (!strcmp(sec, "v1")) {
    // the CUDA 8 forms, a device ordinal for a location (found with dlsym:
    // a driver may lack them)
    void *h = dlopen("libcuda.so.1", RTLD_NOW);
    CUresult (*adv)(CUdeviceptr, size_t, int, CUdevice) = h ? dlsym(h, "cuMemAdvise") : 0;
    CUresult (*pf)(CUdeviceptr, size_t, CUdevice, CUstream) = h ? dlsym(h, "cuMemPrefetchAsync") : 0;
    F("symbols cuMemAdvise %s cuMemPrefetchAsync %s\n", adv ? "found" : "missing", pf ? "found" : "missing");
    if (!adv || !pf) return 0;
    CUdeviceptr m = 0, dv = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    R(cuMemAlloc_v2(&dv, 8192));
    int devs[] = {0, -1, 1, -2, 5};
    for (int a = 0; a <= 7; a++) for (int i = 0; i < 5; i++) {
      CUresult r = adv(m, 4096, a, devs[i]);
      printf("cuMemAdvise(m, 4096, %d, %d) -> %s\n", a, devs[i], name(r));
      if (a == 3 && r == 0) dump("attrs", m, 4096);
    }
    R(adv(m, 4096, 5, 0));
    R(adv(m, 4096, 5, -1));
    dump("accessed by 0 and the host", m, 4096);
    R(adv(m, 0, 1, 0));
    R(adv(dv, 4096, 1, 0));
    R(adv(dv, 4096, 3, -1));
    R(adv(0x1000, 4096, 1, 0));
    for (int i = 0; i < 5; i++) {
      CUresult r = pf(m, 4096, devs[i], s);
      printf("cuMemPrefetchAsync(m, 4096, %d, s) -> %s\n", devs[i], name(r));
      cuStreamSynchronize(s);
      if (r == 0) dump("attrs", m, 4096);
    }
    R(pf(m, 0, 0, s));
    R(pf(m, 2 << 20, 0, s));
    R(pf(dv, 4096, 0, s));
    R(pf(0x1000, 4096, 0, s));
    R(cuStreamSynchronize(s));
    return 0;
  }

  if (!strcmp(sec, "attrs")) {  // cuMemRangeGetAttributes (may crash)
    CUdeviceptr m = 0, dv = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    R(cuMemAlloc_v2(&dv, 8192));
    R(cuMemAdvise_v2(m, 4096, 1, ld));
    R(cuMemAdvise_v2(m, 4096, 3, ld));
    R(cuMemAdvise_v2(m, 4096, 5, ld));
    int a1 = -7, a2 = -7, a3[4] = {-7, -7, -7, -7}, a5 = -7, a6 = -7;
    void *data[5] = {&a1, &a2, a3, &a5, &a6};
    size_t sizes[5] = {4, 4, 16, 4, 4};
    int attrs[5] = {1, 2, 3, 5, 6};
    R(cuMemRangeGetAttributes(data, sizes, attrs, 5, m, 4096));
    F("values %d %d (%d %d %d %d) %d %d\n", a1, a2, a3[0], a3[1], a3[2], a3[3], a5, a6);
    a1 = a2 = -7;
    R(cuMemRangeGetAttributes(data, sizes, attrs, 0, m, 4096));
    R(cuMemRangeGetAttributes(data, sizes, attrs, 1, m, 0));
    R(cuMemRangeGetAttributes(data, sizes, attrs, 2, dv, 4096));
    R(cuMemRangeGetAttributes(data, sizes, attrs, 2, 0x1000, 4096));
    { int bad[2] = {1, 9}; a1 = a2 = -7; R(cuMemRangeGetAttributes(data, sizes, bad, 2, m, 4096)); F("first value %d\n", a1); }
    { size_t bs[2] = {4, 8}; a1 = a2 = -7; R(cuMemRangeGetAttributes(data, bs, attrs, 2, m, 4096)); F("first value %d\n", a1); }
    { void *nd[2] = {&a1, NULL}; a1 = -7; R(cuMemRangeGetAttributes(nd, sizes, attrs, 2, m, 4096)); F("first value %d\n", a1); }
    R(cuMemRangeGetAttributes(data, sizes, NULL, 2, m, 4096));
    R(cuMemRangeGetAttributes(data, NULL, attrs, 2, m, 4096));
    R(cuMemRangeGetAttributes(NULL, sizes, attrs, 2, m, 4096));
    return 0;
  }

  if (!strcmp(sec, "batch")) {
    // the batched calls' other arguments, managed pool memory, contents
    CUdeviceptr m = 0, m2 = 0, m3 = 0, mp = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    R(cuMemAllocManaged(&m2, 1 << 20, 1));
    R(cuMemAllocManaged(&m3, 1 << 20, 1));
    CUmemPoolProps q = props(2, 1, 0); CUmemoryPool pm = 0;
    R(cuMemPoolCreate(&pm, &q));
    if (pm) { R(cuMemAllocFromPoolAsync(&mp, 1 << 20, pm, s)); R(cuStreamSynchronize(s)); }
    if (!mp) return 0;
    CUmemLocation locs[3] = {ld, lh, ld};
    CUdeviceptr ps[3] = {m, m2, m3}; size_t sz[3] = {4096, 4096, 4096};
    { size_t idx[3] = {0, 1, 2}; R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, idx, 3, 0, s)); }
    R(cuStreamSynchronize(s));
    dump("m", m, 4096); dump("m2", m2, 4096); dump("m3", m3, 4096);
    { size_t idx[3] = {0, 0, 1}; R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, idx, 3, 0, s)); }
    { size_t idx[3] = {0, 2, 1}; R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, idx, 3, 0, s)); }
    { size_t idx[3] = {0, 2, 5}; R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, idx, 3, 0, s)); }
    { size_t idx[3] = {0, 3, 4}; R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, idx, 2, 0, s)); }
    { size_t idx[4] = {0, 1, 2, 3}; CUmemLocation l4[4] = {lh, ld, lh, ld}; R(cuMemPrefetchBatchAsync(ps, sz, 3, l4, idx, 4, 0, s)); }
    R(cuStreamSynchronize(s));
    dump("m after the refused calls", m, 4096);
    { size_t idx[2] = {0, 2}; CUmemLocation l2[2] = {lh, ld}; R(cuMemPrefetchBatchAsync(ps, sz, 3, l2, idx, 2, 0, s)); }
    R(cuStreamSynchronize(s));
    dump("m", m, 4096); dump("m2", m2, 4096); dump("m3", m3, 4096);
    { size_t idx[1] = {0}; CUmemLocation bad[1] = {ld1}; R(cuMemPrefetchBatchAsync(ps, sz, 3, bad, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; CUmemLocation bad[1] = {{0, 0}}; R(cuMemPrefetchBatchAsync(ps, sz, 3, bad, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; CUmemLocation hn[1] = {lhn}; R(cuMemPrefetchBatchAsync(ps, sz, 3, hn, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; size_t z[3] = {4096, 0, 4096}; R(cuMemPrefetchBatchAsync(ps, z, 3, locs, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; size_t big[3] = {4096, 2 << 20, 4096}; R(cuMemPrefetchBatchAsync(ps, big, 3, locs, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; CUdeviceptr qp[3] = {m, mp, m3}; R(cuMemPrefetchBatchAsync(qp, sz, 3, locs, idx, 1, 0, s)); }
    R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, NULL, 1, 0, s));
    R(cuMemPrefetchBatchAsync(ps, sz, 3, NULL, NULL, 0, 0, s));
    R(cuMemPrefetchBatchAsync(ps, NULL, 3, locs, NULL, 1, 0, s));
    R(cuMemPrefetchBatchAsync(NULL, sz, 3, locs, NULL, 1, 0, s));
    R(cuStreamSynchronize(s));
    dump("m", m, 4096);
    // contents across a discard: written by the device, by the host
    R(cuMemsetD32_v2(m, 7, 1024));
    unsigned host = 0x12345678;
    R(cuMemcpyHtoD_v2(m2, &host, 4));
    ((volatile unsigned *)(uintptr_t)m3)[0] = 41;
    R(cuMemsetD32_v2(mp, 9, 1024));
    { size_t idx[1] = {0}; R(cuMemPrefetchBatchAsync(ps, sz, 3, locs, idx, 1, 0, s)); }
    R(cuStreamSynchronize(s));
    { CUdeviceptr qp[4] = {m, m2, m3, mp}; size_t qs[4] = {4096, 4096, 4096, 4096}; R(cuMemDiscardBatchAsync(qp, qs, 4, 0, s)); }
    R(cuStreamSynchronize(s));
    words("m (memset 7 on the device) after discard", m);
    F("host reads m: %u\n", ((volatile unsigned *)(uintptr_t)m)[0]);
    words("m2 (copied 0x12345678) after discard", m2);
    words("m3 (host wrote 41) after discard", m3);
    words("pool memory (memset 9) after discard", mp);
    dump("m after discard", m, 4096);
    dump("pool memory after discard", mp, 4096);
    { CUdeviceptr qp[2] = {m, m}; size_t qs[2] = {4096, 4096}; R(cuMemDiscardBatchAsync(qp, qs, 2, 0, s)); }
    { CUdeviceptr qp[2] = {m, m2}; size_t qs[2] = {4096, 0}; R(cuMemDiscardBatchAsync(qp, qs, 2, 0, s)); }
    { CUdeviceptr qp[2] = {m, m2}; size_t qs[2] = {4096, 2 << 20}; R(cuMemDiscardBatchAsync(qp, qs, 2, 0, s)); }
    { CUdeviceptr qp[2] = {m, 0x1000}; size_t qs[2] = {4096, 4096}; R(cuMemDiscardBatchAsync(qp, qs, 2, 0, s)); }
    R(cuMemDiscardBatchAsync(ps, NULL, 2, 0, s));
    R(cuMemDiscardBatchAsync(NULL, sz, 2, 0, s));
    R(cuStreamSynchronize(s));
    // discard and prefetch
    R(cuMemsetD32_v2(m, 7, 1024));
    R(cuMemsetD32_v2(mp, 9, 1024));
    { CUdeviceptr qp[2] = {m, mp}; size_t qs[2] = {4096, 4096}; size_t idx[2] = {0, 1}; CUmemLocation l2[2] = {lh, ld};
      R(cuMemDiscardAndPrefetchBatchAsync(qp, qs, 2, l2, idx, 2, 0, s)); }
    R(cuStreamSynchronize(s));
    words("m (memset 7) after discard and prefetch to the host", m);
    words("pool memory (memset 9) after discard and prefetch to device 0", mp);
    dump("m", m, 4096); dump("pool memory", mp, 4096);
    { size_t idx[2] = {0, 0}; R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, locs, idx, 2, 0, s)); }
    { size_t idx[1] = {0}; R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, locs, idx, 1, 1, s)); }
    { size_t idx[1] = {0}; R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 0, locs, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; CUmemLocation hn[1] = {lhn}; R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, hn, idx, 1, 0, s)); }
    { size_t idx[1] = {0}; CUmemLocation bad[1] = {ld1}; R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, bad, idx, 1, 0, s)); }
    R(cuStreamSynchronize(s));
    return 0;
  }

  if (!strcmp(sec, "capture")) {  // prefetch, advice and discard while a stream captures (may crash)
    CUdeviceptr m = 0, m2 = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    R(cuMemAllocManaged(&m2, 1 << 20, 1));
    CUdeviceptr ps[2] = {m, m2}; size_t sz[2] = {4096, 4096}; size_t idx[1] = {0}; CUmemLocation l1[1] = {ld};
    CUgraph g = 0;
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemPrefetchAsync_v2(m, 4096, ld, 0, s));
    g = 0; R(cuStreamEndCapture(s, &g)); nodes(g);
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemAdvise_v2(m, 4096, 1, ld));
    g = 0; R(cuStreamEndCapture(s, &g)); nodes(g);
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemPrefetchBatchAsync(ps, sz, 2, l1, idx, 1, 0, s));
    g = 0; R(cuStreamEndCapture(s, &g)); nodes(g);
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemDiscardBatchAsync(ps, sz, 2, 0, s));
    g = 0; R(cuStreamEndCapture(s, &g)); nodes(g);
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, l1, idx, 1, 0, s));
    g = 0; R(cuStreamEndCapture(s, &g)); nodes(g);
    R(cuStreamBeginCapture_v2(s, 2));
    R(cuMemPrefetchAsync_v2(m, 4096, ld, 0, s));
    g = 0; R(cuStreamEndCapture(s, &g)); nodes(g);
    R(cuStreamSynchronize(s));
    return 0;
  }

  if (!strcmp(sec, "graphmem")) {  // cuDeviceGetGraphMemAttribute and friends
    gmem("before any graph");
    CUdeviceptr p = 0, q = 0;
    CUgraphExec ge = allocGraph(1024, &p, 0);
    gmem("instantiated, 1024 bytes");
    R(cuGraphUpload(ge, s)); R(cuStreamSynchronize(s));
    gmem("uploaded");
    R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
    gmem("launched");
    R(cuMemsetD32_v2(p, 5, 256));
    words("graph memory after memset 5", p);
    R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
    gmem("launched again, not freed");
    CUgraphExec fe = freeGraph(p);
    R(cuGraphLaunch(fe, s)); R(cuStreamSynchronize(s));
    gmem("freed by a graph");
    R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
    gmem("launched after the free");
    R(cuMemFreeAsync(p, s)); R(cuStreamSynchronize(s));
    gmem("freed by cuMemFreeAsync");
    R(cuDeviceGraphMemTrim(0));
    gmem("trimmed");
    R(cuGraphExecDestroy(ge)); R(cuGraphExecDestroy(fe));
    gmem("execs destroyed");
    R(cuDeviceGraphMemTrim(0));
    gmem("trimmed");
    { unsigned long long z = 0; R(cuDeviceSetGraphMemAttribute(0, 1, &z)); R(cuDeviceSetGraphMemAttribute(0, 3, &z)); }
    gmem("highs set to 0");
    { unsigned long long one = 1, z = 0;
      R(cuDeviceSetGraphMemAttribute(0, 1, &one)); R(cuDeviceSetGraphMemAttribute(0, 3, &one));
      R(cuDeviceSetGraphMemAttribute(0, 0, &z)); R(cuDeviceSetGraphMemAttribute(0, 2, &z));
      R(cuDeviceSetGraphMemAttribute(0, 4, &z)); R(cuDeviceSetGraphMemAttribute(1, 1, &z));
      R(cuDeviceSetGraphMemAttribute(0, 1, NULL)); }
    { unsigned long long v = 0; R(cuDeviceGetGraphMemAttribute(0, 4, &v)); R(cuDeviceGetGraphMemAttribute(1, 0, &v)); R(cuDeviceGetGraphMemAttribute(-1, 0, &v)); R(cuDeviceGetGraphMemAttribute(0, 0, NULL)); }
    R(cuDeviceGraphMemTrim(1));
    size_t sizes[] = {1, 64, 2 << 20, (2 << 20) + 1, 100 << 20};
    for (int i = 0; i < 5; i++) {
      ge = allocGraph(sizes[i], &q, 1);
      R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
      printf("# %zu bytes\n", sizes[i]);
      gmem("launched (auto free on launch)");
      R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
      gmem("launched again");
      R(cuMemFreeAsync(q, s)); R(cuStreamSynchronize(s));
      gmem("freed");
      R(cuGraphExecDestroy(ge));
      R(cuDeviceGraphMemTrim(0));
      gmem("destroyed and trimmed");
    }
    { // trim and a high watermark reset while a graph allocation is live
      CUdeviceptr r = 0;
      ge = allocGraph(40 << 20, &r, 0);
      R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
      gmem("40 MiB live");
      R(cuDeviceGraphMemTrim(0));
      gmem("trimmed while live");
      unsigned long long z = 0;
      R(cuDeviceSetGraphMemAttribute(0, 1, &z)); R(cuDeviceSetGraphMemAttribute(0, 3, &z));
      gmem("highs reset while live");
      R(cuMemFreeAsync(r, s)); R(cuStreamSynchronize(s));
      gmem("freed");
      R(cuGraphUpload(ge, s)); R(cuStreamSynchronize(s));
      gmem("uploaded again");
      R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
      gmem("launched again");
      R(cuMemFree_v2(r));
      gmem("freed by cuMemFree");
      R(cuMemFreeAsync(r, s)); R(cuStreamSynchronize(s));
      gmem("freed twice");
      R(cuGraphExecDestroy(ge));
      R(cuDeviceGraphMemTrim(0));
      gmem("trimmed");
    }
    { // two allocations in one graph
      CUgraph g = 0; CUdeviceptr a = 0, b = 0;
      cuStreamBeginCapture_v2(s, 2);
      R(cuMemAllocAsync(&a, 1000, s)); R(cuMemAllocAsync(&b, 3000, s));
      R(cuStreamEndCapture(s, &g));
      R(cuGraphInstantiateWithFlags(&ge, g, 0));
      F("b - a = %lld\n", (long long)(b - a));
      R(cuGraphLaunch(ge, s)); R(cuStreamSynchronize(s));
      gmem("two allocations launched");
      R(cuMemFreeAsync(a, s)); R(cuMemFreeAsync(b, s)); R(cuStreamSynchronize(s));
      gmem("both freed");
      R(cuCtxSynchronize());
      gmem("after cuCtxSynchronize");
      R(cuGraphExecDestroy(ge)); cuGraphDestroy(g);
      R(cuDeviceGraphMemTrim(0));
      gmem("trimmed");
    }
    return 0;
  }

  printf("unknown section %s\n", sec);
  return 2;
}
