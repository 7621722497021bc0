// probe_faith measures five things where cudasim and the real driver were
// seen to differ (session 9's faithfulness list):
//
//   - params-*: when a launch reads its parameters. Each section queues a
//     store3 launch behind a 200 ms setlater on the same stream, then
//     overwrites everything the caller passed (the values kernelParams
//     points to, the extra buffer, the legacy cuParamSet* block, a graph
//     node's params) right after the call returns, and says what the kernel
//     stored. params-latch queues the latch kernel (a helper's stack array
//     of parameters, gone when the helper returns) behind setlater.
//   - sticky-*: what each call answers after a kernel fault (sticky 700),
//     in a created context (sticky-ctx), in the primary context
//     (sticky-primary), and what the destroying calls leave behind.
//   - record: how often cuEventQuery answers NOT_READY right after
//     cuCtxRecordEvent / cuEventRecord on an idle context or stream, and
//     for how long (1000 times each).
//   - procaddr: cuGetProcAddress(_v2) with an empty, NULL or unknown name.
//   - streamattr: cuStreamGetAttribute/SetAttribute/CopyAttributes for the
//     attributes and streams session 8 left unmeasured (priority, memory
//     synchronization domains, the default streams).
//   - kattr2: cuGraphKernelNodeCopyAttributes (which answered NOT_SUPPORTED
//     in session 8's kattr section) on fresh nodes and after each attribute
//     is set, and the kernel node attributes around instantiation and
//     cuGraphExecKernelNodeSetParams.
//
// Usage: probe_faith PTX SECTION (run.sh runs each section in its own
// process). Output: `call -> CODE_NAME` a line, facts on indented lines.
// Nothing machine-specific is printed (no addresses) except in the record
// section's timing lines, which say `timing`.
//
// It declares the types and calls it needs itself (no cuda.h), so the same
// source runs against the real libcuda.so.1 and against cudasim's.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;

// CUDA_KERNEL_NODE_PARAMS_v2.
typedef struct {
  CUfunction func;
  unsigned gx, gy, gz, bx, by, bz, shmem;
  void **params;
  void **extra;
  void *kern;
  CUcontext ctx;
} kernelnode;
// CUlaunchAttribute: id, pad, a 64-byte value.
typedef struct {
  int id;
  int pad;
  union {
    char bytes[64];
    int i;
    struct { unsigned x, y, z; } dim;
  } v;
} launchattr;
// CUlaunchConfig.
typedef struct {
  unsigned gx, gy, gz, bx, by, bz, shmem;
  CUstream stream;
  launchattr *attrs;
  unsigned nattrs;
} launchconfig;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice);
CUresult cuDevicePrimaryCtxReset_v2(CUdevice);
CUresult cuDevicePrimaryCtxGetState(CUdevice, unsigned *, int *);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxGetCurrent(CUcontext *);
CUresult cuCtxPushCurrent_v2(CUcontext);
CUresult cuCtxPopCurrent_v2(CUcontext *);
CUresult cuCtxSynchronize(void);
CUresult cuCtxGetDevice(CUdevice *);
CUresult cuCtxGetFlags(unsigned *);
CUresult cuCtxGetApiVersion(CUcontext, unsigned *);
CUresult cuCtxGetLimit(size_t *, int);
CUresult cuCtxSetLimit(int, size_t);
CUresult cuCtxGetCacheConfig(int *);
CUresult cuCtxGetStreamPriorityRange(int *, int *);
CUresult cuCtxGetId(CUcontext, unsigned long long *);
CUresult cuCtxRecordEvent(CUcontext, CUevent);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleUnload(CUmodule);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuModuleGetGlobal_v2(CUdeviceptr *, size_t *, CUmodule, const char *);
CUresult cuLibraryLoadData(CUlibrary *, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuKernelGetFunction(CUfunction *, CUkernel);
CUresult cuFuncGetAttribute(int *, int, CUfunction);
CUresult cuFuncSetBlockShape(CUfunction, int, int, int);
CUresult cuParamSetSize(CUfunction, unsigned);
CUresult cuParamSeti(CUfunction, int, unsigned);
CUresult cuParamSetv(CUfunction, int, void *, unsigned);
CUresult cuLaunchGridAsync(CUfunction, int, int, CUstream);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuLaunchKernelEx(const launchconfig *, CUfunction, void **, void **);
CUresult cuLaunchCooperativeKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **);
CUresult cuLaunchHostFunc(CUstream, void (*)(void *), void *);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *, CUfunction, int, size_t);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamDestroy_v2(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned);
CUresult cuStreamGetFlags(CUstream, unsigned *);
CUresult cuStreamGetPriority(CUstream, int *);
CUresult cuStreamGetCtx(CUstream, CUcontext *);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamCreateWithPriority(CUstream *, unsigned, int);
CUresult cuStreamGetAttribute(CUstream, int, void *);
CUresult cuStreamSetAttribute(CUstream, int, const void *);
CUresult cuStreamCopyAttributes(CUstream, CUstream);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventDestroy_v2(CUevent);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventQuery(CUevent);
CUresult cuEventSynchronize(CUevent);
CUresult cuEventElapsedTime(float *, CUevent, CUevent);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemFreeHost(void *);
CUresult cuMemHostAlloc(void **, size_t, unsigned);
CUresult cuMemHostRegister_v2(void *, size_t, unsigned);
CUresult cuMemHostUnregister(void *);
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *, void *, unsigned);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);
CUresult cuMemGetInfo_v2(size_t *, size_t *);
CUresult cuMemGetAddressRange_v2(CUdeviceptr *, size_t *, CUdeviceptr);
CUresult cuPointerGetAttribute(void *, int, CUdeviceptr);
CUresult cuMemsetD8_v2(CUdeviceptr, unsigned char, size_t);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemsetD8Async(CUdeviceptr, unsigned char, size_t, CUstream);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuGraphCreate(CUgraph *, unsigned);
CUresult cuGraphDestroy(CUgraph);
CUresult cuGraphAddKernelNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const kernelnode *);
CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode, kernelnode *);
CUresult cuGraphKernelNodeSetParams_v2(CUgraphNode, const kernelnode *);
CUresult cuGraphKernelNodeGetAttribute(CUgraphNode, int, void *);
CUresult cuGraphKernelNodeSetAttribute(CUgraphNode, int, const void *);
CUresult cuGraphKernelNodeCopyAttributes(CUgraphNode, CUgraphNode);
CUresult cuGraphAddEmptyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
CUresult cuGraphDestroyNode(CUgraphNode);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);
CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec, CUgraphNode, const kernelnode *);
CUresult cuGraphExecUpdate_v2(CUgraphExec, CUgraph, void *);
CUresult cuGetProcAddress(const char *, void **, int, unsigned long long);
CUresult cuGetProcAddress_v2(const char *, void **, int, unsigned long long, int *);

static const char *ename(CUresult r) {
  const char *s = 0;
  if (cuGetErrorName(r, &s) != 0 || !s) return "?";
  return s;
}
static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
static void sleep_ms(int ms) { usleep(ms * 1000); }

#define P(call, expr)                                                  \
  do {                                                                 \
    CUresult r_ = (expr);                                              \
    printf("%s -> %s\n", call, ename(r_));                             \
    fflush(stdout);                                                    \
  } while (0)
// R prints the call's own text.
#define R(expr) P(#expr, expr)
#define FACT(...)                                                      \
  do {                                                                 \
    printf("  " __VA_ARGS__);                                          \
    printf("\n");                                                      \
    fflush(stdout);                                                    \
  } while (0)

static volatile int *flag;  // pinned host memory: [0] release, [1] done mark
static CUdeviceptr flagd;   // its device address
static CUfunction setlaterf, store3f, latchf, faultf, addonef;
static unsigned long long timeout_cycles;
static CUcontext pctx;
static CUdevice dev;
static CUdeviceptr dv;  // 4096 bytes, zeroed
static char *ptx;

static void *releaser(void *arg) {
  sleep_ms((int)(intptr_t)arg);
  flag[0] = 1;
  __sync_synchronize();
  return 0;
}
static pthread_t release_after(int ms) {
  pthread_t th;
  pthread_create(&th, 0, releaser, (void *)(intptr_t)ms);
  return th;
}
static CUresult launch_setlater(CUstream s, CUdeviceptr p, unsigned v, unsigned ms) {
  void *args[] = {&p, &v, &ms};
  return cuLaunchKernel(setlaterf, 1, 1, 1, 1, 1, 1, 0, s, args, 0);
}
// launch_latch's parameters live in its own frame, gone when it returns.
static CUresult launch_latch(CUstream s) {
  void *p = (void *)flagd;
  unsigned long long tc = timeout_cycles;
  void *args[] = {&p, &tc};
  return cuLaunchKernel(latchf, 1, 1, 1, 1, 1, 1, 0, s, args, 0);
}
static unsigned word(CUdeviceptr p) {
  unsigned v = 0xdeadbeef;
  CUresult r = cuMemcpyDtoH_v2(&v, p, 4);
  if (r) printf("  (read %s)\n", ename(r));
  return v;
}
static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = calloc(n + 1, 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(2);
  fclose(f);
  return b;
}

// The store3 arguments every params section passes (p = dv + 256) and what
// it overwrites them with right after the call (p = dv + 512).
static CUdeviceptr sp;
static unsigned sa;
static unsigned long long sb;
static void args_set(void) { sp = dv + 256; sa = 0x11; sb = 0x2222222233333333ull; }
static void args_clobber(void) { sp = dv + 512; sa = 0x99; sb = 0x9999999988888888ull; }
// queue starts setlater (200 ms) on s, so that the next launch on s waits.
static void queue(CUstream s) {
  cuMemsetD32_v2(dv, 0, 1024);
  args_set();
  P("launch_setlater(s, 200 ms)", launch_setlater(s, dv, 7, 200));
}
// busy says whether s was still busy right after the call under test.
static void busy(CUstream s) { FACT("stream busy after the call: %s", ename(cuStreamQuery(s))); }
// seen syncs and says what store3 wrote at dv+256 (the arguments as
// passed) and at dv+512 (the overwritten ones).
static void seen(CUstream s) {
  P("cuStreamSynchronize(s)", cuStreamSynchronize(s));
  FACT("at p as passed: %#x %#x %#x; at p as overwritten: %#x %#x %#x; setlater: %u", word(dv + 256), word(dv + 260), word(dv + 264),
       word(dv + 512), word(dv + 516), word(dv + 520), word(dv));
}

// showval prints a launch attribute value: an access policy window (id 1)
// with its base relative to dv, else its first three words.
static void showval(int id, unsigned char *v) {
  if (id == 1) {
    CUdeviceptr base = *(CUdeviceptr *)v;
    printf(" base=%s%lld bytes=%zu hitRatio=%g hitProp=%d missProp=%d", base ? "dv+" : "", base ? (long long)(base - dv) : 0LL,
           *(size_t *)(v + 8), *(float *)(v + 16), *(int *)(v + 20), *(int *)(v + 24));
  } else {
    printf(" %#x %#x %#x", ((unsigned *)v)[0], ((unsigned *)v)[1], ((unsigned *)v)[2]);
  }
}

static int hostcalls;
static void hostfn(void *p) {
  (void)p;
  __sync_fetch_and_add(&hostcalls, 1);
}

// sticky_calls makes each call of the family once context c (current) has
// a sticky error; the objects were made before the fault.
struct objs {
  CUmodule m1, m2;
  CUlibrary lib;
  CUdeviceptr d1, d2;
  void *h1, *h2, *reg;
  CUstream s1, s2;
  CUevent e1, e2;
  CUgraphExec ge;
};
static void sticky_calls(CUcontext c, struct objs *o) {
  CUcontext cur = 0;
  R(cuCtxSynchronize());
  R(cuCtxGetCurrent(&cur));
  FACT("current is c: %d", cur == c);
  CUdevice d = -1;
  R(cuCtxGetDevice(&d));
  unsigned fl = 0;
  R(cuCtxGetFlags(&fl));
  unsigned api = 0;
  R(cuCtxGetApiVersion(c, &api));
  size_t lim = 0;
  R(cuCtxGetLimit(&lim, 1 /*PRINTF_FIFO_SIZE*/));
  R(cuCtxSetLimit(1, 1 << 20));
  int cc = 0, lo = 0, hi = 0;
  R(cuCtxGetCacheConfig(&cc));
  R(cuCtxGetStreamPriorityRange(&lo, &hi));
  unsigned long long id = 0;
  R(cuCtxGetId(c, &id));
  size_t fr = 0, tot = 0;
  R(cuMemGetInfo_v2(&fr, &tot));
  int v = 0;
  R(cuDeviceGetAttribute(&v, 16, dev));
  unsigned pf = 0;
  int pa = 0;
  R(cuDevicePrimaryCtxGetState(dev, &pf, &pa));
  CUdeviceptr x = 0;
  R(cuMemAlloc_v2(&x, 256));
  void *hx = 0;
  R(cuMemAllocHost_v2(&hx, 256));
  R(cuMemHostAlloc(&hx, 256, 0));
  R(cuMemAllocManaged(&x, 256, 1));
  R(cuMemAllocAsync(&x, 256, o->s1));
  unsigned buf[4] = {1, 2, 3, 4};
  R(cuMemcpyHtoD_v2(o->d1, buf, 16));
  R(cuMemcpyDtoH_v2(buf, o->d1, 16));
  R(cuMemsetD8_v2(o->d1, 1, 16));
  R(cuMemsetD8Async(o->d1, 1, 16, o->s1));
  CUdeviceptr base = 0;
  size_t sz = 0;
  R(cuMemGetAddressRange_v2(&base, &sz, o->d1));
  CUcontext pc = 0;
  R(cuPointerGetAttribute(&pc, 1 /*CONTEXT*/, o->d1));
  R(cuMemHostGetDevicePointer_v2(&x, o->h2, 0));
  CUstream s = 0;
  R(cuStreamCreate(&s, 0));
  R(cuStreamQuery(o->s1));
  R(cuStreamSynchronize(o->s1));
  R(cuStreamGetFlags(o->s1, &fl));
  int prio = 0;
  R(cuStreamGetPriority(o->s1, &prio));
  R(cuStreamGetCtx(o->s1, &pc));
  R(cuStreamWaitEvent(o->s1, o->e1, 0));
  CUevent e = 0;
  R(cuEventCreate(&e, 0));
  R(cuEventQuery(o->e1));
  R(cuEventSynchronize(o->e1));
  float ms = 0;
  R(cuEventElapsedTime(&ms, o->e1, o->e2));
  R(cuEventRecord(o->e2, o->s1));
  CUfunction f = 0;
  R(cuModuleGetFunction(&f, o->m1, "addOne"));
  R(cuModuleGetGlobal_v2(&x, &sz, o->m1, "nosuchglobal"));
  int fa = 0;
  R(cuFuncGetAttribute(&fa, 0, addonef));
  R(cuOccupancyMaxActiveBlocksPerMultiprocessor(&fa, addonef, 32, 0));
  CUkernel k = 0;
  R(cuLibraryGetKernel(&k, o->lib, "addOne"));
  R(cuKernelGetFunction(&f, k));
  CUmodule m = 0;
  R(cuModuleLoadData(&m, ptx));
  CUlibrary l = 0;
  R(cuLibraryLoadData(&l, ptx, 0, 0, 0, 0, 0, 0));
  int n = 4;
  void *args[] = {&o->d1, &n};
  R(cuLaunchKernel(addonef, 1, 1, 1, 4, 1, 1, 0, o->s1, args, 0));
  R(cuLaunchHostFunc(o->s1, hostfn, 0));
  R(cuGraphLaunch(o->ge, o->s1));
  R(cuCtxPopCurrent_v2(&pc));
  FACT("popped c: %d", pc == c);
  R(cuCtxGetCurrent(&cur));
  FACT("current after pop is NULL: %d", cur == 0);
  R(cuCtxPushCurrent_v2(c));
  R(cuCtxSetCurrent(c));
  // The destroying calls, then each again (did the first one destroy?).
  R(cuEventDestroy_v2(o->e2));
  R(cuEventDestroy_v2(o->e2));
  R(cuStreamDestroy_v2(o->s2));
  R(cuStreamDestroy_v2(o->s2));
  R(cuGraphExecDestroy(o->ge));
  R(cuMemFree_v2(o->d2));
  R(cuMemFree_v2(o->d2));
  R(cuMemFreeAsync(o->d1, o->s1));
  R(cuMemFreeHost(o->h1));
  R(cuMemFreeHost(o->h1));
  R(cuMemHostUnregister(o->reg));
  R(cuMemHostUnregister(o->reg));
  R(cuModuleUnload(o->m2));
  R(cuModuleUnload(o->m2));
  R(cuLibraryUnload(o->lib));  // a second unload crashed the H200's driver
  R(cuFuncGetAttribute(&fa, 0, addonef));
}
static void make_objs(struct objs *o) {
  R(cuModuleLoadData(&o->m1, ptx));
  R(cuModuleLoadData(&o->m2, ptx));
  R(cuModuleGetFunction(&addonef, o->m1, "addOne"));
  R(cuModuleGetFunction(&faultf, o->m1, "fault"));
  R(cuLibraryLoadData(&o->lib, ptx, 0, 0, 0, 0, 0, 0));
  R(cuMemAlloc_v2(&o->d1, 4096));
  R(cuMemAlloc_v2(&o->d2, 4096));
  R(cuMemAllocHost_v2(&o->h1, 4096));
  R(cuMemHostAlloc(&o->h2, 4096, 2 /*DEVICEMAP*/));
  o->reg = aligned_alloc(4096, 8192);
  R(cuMemHostRegister_v2(o->reg, 8192, 0));
  R(cuStreamCreate(&o->s1, 1));
  R(cuStreamCreate(&o->s2, 1));
  R(cuEventCreate(&o->e1, 0));
  R(cuEventCreate(&o->e2, 0));
  R(cuEventRecord(o->e1, o->s1));
  CUgraph g = 0;
  CUgraphNode n = 0;
  R(cuGraphCreate(&g, 0));
  R(cuGraphAddEmptyNode(&n, g, 0, 0));
  R(cuGraphInstantiateWithFlags(&o->ge, g, 0));
}
static void do_fault(CUstream s) {
  void *args[] = {&dv};
  R(cuLaunchKernel(faultf, 1, 1, 1, 1, 1, 1, 0, s, args, 0));
  R(cuCtxSynchronize());
}

// record_stats records with rec (a context or stream record) n times and
// says how often cuEventQuery right after it answered NOT_READY and, when
// it did, how many further queries and microseconds it took to answer 0.
static void record_stats(const char *what, CUevent e, CUresult (*rec)(CUevent, void *), void *arg, int n) {
  int notready = 0, other = 0, maxpolls = 0;
  double maxus = 0, sumus = 0;
  CUresult bad = 0;
  for (int i = 0; i < n; i++) {
    CUresult r = rec(e, arg);
    if (r) { bad = r; break; }
    double t0 = now_ms();
    CUresult q = cuEventQuery(e);
    if (q == 600) {
      notready++;
      int polls = 0;
      while ((q = cuEventQuery(e)) == 600) polls++;
      double us = (now_ms() - t0) * 1e3;
      sumus += us;
      if (us > maxus) maxus = us;
      if (polls > maxpolls) maxpolls = polls;
    }
    if (q != 600 && q != 0) other = q;
  }
  printf("%s x%d: record %s; first query NOT_READY %s; other %s\n", what, n, ename(bad),
         notready == 0 ? "never" : notready == n ? "always" : "sometimes", ename(other));
  printf("  timing %s: NOT_READY %d of %d, ready after max %.1f us (mean %.1f us), max %d more queries\n", what, notready, n, maxus,
         notready ? sumus / notready : 0, maxpolls);
  fflush(stdout);
}
static CUresult rec_ctx(CUevent e, void *c) { return cuCtxRecordEvent((CUcontext)c, e); }
static CUresult rec_stream(CUevent e, void *s) { return cuEventRecord(e, (CUstream)s); }

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: probe_faith PTX SECTION\n"); return 2; }
  const char *sec = argv[2];
  ptx = slurp(argv[1]);
  setvbuf(stdout, 0, _IOLBF, 0);
  printf("# section %s\n", sec);
  if (!strcmp(sec, "procaddr")) {
    // Before cuInit too: cudart asks first.
    void *p = (void *)1;
    int st = -1;
    CUresult r = cuGetProcAddress_v2("", &p, 13000, 0, &st);
    printf("cuGetProcAddress_v2(\"\", 13000) before cuInit -> %s pfn null=%d status=%d\n", ename(r), p == 0, st);
    if (cuInit(0)) return 3;
    const char *names[] = {"", " ", "cu", "cuNoSuchCall", "cuInit ", "CUINIT", "cuInit", "cuMemAlloc"};
    int vers[] = {13000, 12000, 1000, 0};
    for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
      for (unsigned j = 0; j < sizeof vers / sizeof *vers; j++) {
        p = (void *)1;
        st = -1;
        r = cuGetProcAddress_v2(names[i], &p, vers[j], 0, &st);
        printf("cuGetProcAddress_v2(\"%s\", %d) -> %s pfn null=%d one=%d status=%d\n", names[i], vers[j], ename(r), p == 0, p == (void *)1, st);
        p = (void *)1;
        r = cuGetProcAddress(names[i], &p, vers[j], 0);
        printf("cuGetProcAddress(\"%s\", %d) -> %s pfn null=%d one=%d\n", names[i], vers[j], ename(r), p == 0, p == (void *)1);
      }
    r = cuGetProcAddress_v2("", &p, 13000, 4, &st);
    printf("cuGetProcAddress_v2(\"\", flags 4) -> %s\n", ename(r));
    r = cuGetProcAddress_v2("", &p, 99999, 0, &st);
    printf("cuGetProcAddress_v2(\"\", 99999) -> %s\n", ename(r));
    return 0;
  }
  // NULL arguments, one a process (one of them crashed the H200's driver).
  if (!strncmp(sec, "procaddr-null", 13)) {
    void *p = (void *)1;
    int st = -1;
    CUresult r = -1;
    cuInit(0);
    switch (sec[13]) {
    case '1': r = cuGetProcAddress_v2("", &p, 13000, 0, 0); break;
    case '2': r = cuGetProcAddress_v2("cuInit", &p, 13000, 0, 0); break;
    case '3': r = cuGetProcAddress_v2("", 0, 13000, 0, &st); break;
    case '4': r = cuGetProcAddress_v2(0, &p, 13000, 0, &st); break;
    case '5': r = cuGetProcAddress(0, &p, 13000, 0); break;
    }
    printf("%s -> %s pfn null=%d status=%d\n", sec, ename(r), p == 0, st);
    return 0;
  }

  CUmodule mod;
  int khz = 0;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDeviceGetAttribute(&khz, 13, dev)) return 3;
  if (cuDevicePrimaryCtxRetain(&pctx, dev) || cuCtxSetCurrent(pctx)) return 3;
  timeout_cycles = 10ull * khz * 1000;  // 10 s
  if (!strcmp(sec, "sticky-ctx")) {
    // A created context faults; a second created context and the primary
    // context were made before.
    CUcontext c = 0, c2 = 0;
    R(cuCtxCreate_v2(&c2, 0, dev));
    R(cuCtxCreate_v2(&c, 0, dev));
    CUdeviceptr d2 = 0;
    R(cuCtxSetCurrent(c2));
    R(cuMemAlloc_v2(&d2, 256));
    R(cuCtxSetCurrent(c));
    struct objs o;
    memset(&o, 0, sizeof o);
    make_objs(&o);
    dv = o.d1;
    do_fault(o.s1);
    sticky_calls(c, &o);
    printf("-- the other created context and the primary context\n");
    R(cuCtxSetCurrent(c2));
    CUdeviceptr x = 0;
    R(cuMemAlloc_v2(&x, 256));
    R(cuMemsetD8_v2(d2, 1, 16));
    R(cuCtxSynchronize());
    R(cuCtxSetCurrent(pctx));
    R(cuMemAlloc_v2(&x, 256));
    R(cuCtxSynchronize());
    printf("-- destroying the faulted context\n");
    R(cuCtxDestroy_v2(c));
    R(cuCtxDestroy_v2(c));
    CUcontext cur = 0;
    R(cuCtxGetCurrent(&cur));
    FACT("current is the primary: %d", cur == pctx);
    R(cuMemAlloc_v2(&x, 256));
    CUcontext c3 = 0;
    R(cuCtxCreate_v2(&c3, 0, dev));
    R(cuMemAlloc_v2(&x, 256));
    R(cuMemsetD8_v2(x, 1, 16));
    R(cuCtxSynchronize());
    R(cuCtxDestroy_v2(c3));
    R(cuCtxDestroy_v2(c2));
    return 0;
  }
  if (!strcmp(sec, "sticky-primary")) {
    struct objs o;
    memset(&o, 0, sizeof o);
    make_objs(&o);
    dv = o.d1;
    do_fault(o.s1);
    sticky_calls(pctx, &o);
    printf("-- releasing, resetting and retaining the primary context\n");
    R(cuModuleUnload(o.m1));
    CUcontext c = 0;
    R(cuCtxCreate_v2(&c, 0, dev));
    R(cuDevicePrimaryCtxRelease_v2(dev));
    unsigned pf = 0;
    int pa = -1;
    R(cuDevicePrimaryCtxGetState(dev, &pf, &pa));
    FACT("active %d", pa);
    R(cuDevicePrimaryCtxReset_v2(dev));
    R(cuDevicePrimaryCtxGetState(dev, &pf, &pa));
    FACT("active %d", pa);
    CUcontext p2 = 0;
    R(cuDevicePrimaryCtxRetain(&p2, dev));
    FACT("retained the same handle: %d", p2 == pctx);
    R(cuDevicePrimaryCtxRetain(&p2, dev));
    R(cuCtxSetCurrent(p2));
    CUdeviceptr x = 0;
    R(cuMemAlloc_v2(&x, 256));
    R(cuCtxCreate_v2(&c, 0, dev));
    R(cuMemAlloc_v2(&x, 256));
    return 0;
  }

  if (cuMemHostAlloc((void **)&flag, 64, 1 | 2 /*PORTABLE|DEVICEMAP*/) ||
      cuMemHostGetDevicePointer_v2(&flagd, (void *)flag, 0)) return 3;
  flag[0] = 0;
  flag[1] = 0;
  if (cuModuleLoadData(&mod, ptx) || cuModuleGetFunction(&setlaterf, mod, "setlater") ||
      cuModuleGetFunction(&store3f, mod, "store3") || cuModuleGetFunction(&latchf, mod, "latch") ||
      cuModuleGetFunction(&addonef, mod, "addOne")) return 3;
  if (cuMemAlloc_v2(&dv, 4096) || cuMemsetD32_v2(dv, 0, 1024)) return 3;
  CUstream s;
  if (cuStreamCreate(&s, 1)) return 3;
  void *params[] = {&sp, &sa, &sb};

  if (!strcmp(sec, "params-kernel")) {
    queue(s);
    R(cuLaunchKernel(store3f, 1, 1, 1, 1, 1, 1, 0, s, params, 0));
    args_clobber();
    busy(s);
    seen(s);
    // The array of pointers itself pointed elsewhere after the call.
    queue(s);
    void *arr[3] = {&sp, &sa, &sb};
    CUdeviceptr p2 = dv + 512;
    unsigned a2 = 0x99;
    unsigned long long b2 = 0x9999999988888888ull;
    R(cuLaunchKernel(store3f, 1, 1, 1, 1, 1, 1, 0, s, arr, 0));
    arr[0] = &p2; arr[1] = &a2; arr[2] = &b2;
    busy(s);
    seen(s);
  } else if (!strcmp(sec, "params-extra")) {
    queue(s);
    unsigned char buf[24];
    size_t size = sizeof buf;
    memcpy(buf, &sp, 8);
    memcpy(buf + 8, &sa, 4);
    memset(buf + 12, 0, 4);
    memcpy(buf + 16, &sb, 8);
    void *extra[] = {(void *)1 /*BUFFER_POINTER*/, buf, (void *)2 /*BUFFER_SIZE*/, &size, (void *)0};
    R(cuLaunchKernel(store3f, 1, 1, 1, 1, 1, 1, 0, s, 0, extra));
    args_clobber();
    memcpy(buf, &sp, 8);
    memcpy(buf + 8, &sa, 4);
    memcpy(buf + 16, &sb, 8);
    busy(s);
    seen(s);
  } else if (!strcmp(sec, "params-ex")) {
    queue(s);
    launchattr at;
    memset(&at, 0, sizeof at);
    at.id = 8;  // PRIORITY
    launchconfig cfg = {1, 1, 1, 1, 1, 1, 0, s, &at, 1};
    R(cuLaunchKernelEx(&cfg, store3f, params, 0));
    args_clobber();
    busy(s);
    seen(s);
    queue(s);
    unsigned char buf[24];
    size_t size = sizeof buf;
    memcpy(buf, &sp, 8);
    memcpy(buf + 8, &sa, 4);
    memset(buf + 12, 0, 4);
    memcpy(buf + 16, &sb, 8);
    void *extra[] = {(void *)1, buf, (void *)2, &size, (void *)0};
    R(cuLaunchKernelEx(&cfg, store3f, 0, extra));
    args_clobber();
    memcpy(buf, &sp, 8);
    memcpy(buf + 8, &sa, 4);
    memcpy(buf + 16, &sb, 8);
    busy(s);
    seen(s);
    queue(s);
    R(cuLaunchCooperativeKernel(store3f, 1, 1, 1, 1, 1, 1, 0, s, params));
    args_clobber();
    busy(s);
    seen(s);
  } else if (!strcmp(sec, "params-legacy")) {
    queue(s);
    R(cuFuncSetBlockShape(store3f, 1, 1, 1));
    R(cuParamSetSize(store3f, 24));
    R(cuParamSetv(store3f, 0, &sp, 8));
    R(cuParamSeti(store3f, 8, sa));
    R(cuParamSetv(store3f, 16, &sb, 8));
    R(cuLaunchGridAsync(store3f, 1, 1, s));
    args_clobber();
    R(cuParamSetv(store3f, 0, &sp, 8));
    R(cuParamSeti(store3f, 8, sa));
    R(cuParamSetv(store3f, 16, &sb, 8));
    busy(s);
    seen(s);
  } else if (!strcmp(sec, "params-graph")) {
    // Node creation, node SetParams, exec SetParams, capture: overwrite
    // after each call, launch later.
    CUgraph g = 0;
    CUgraphNode n = 0;
    CUgraphExec ge = 0;
    args_set();
    kernelnode kp = {store3f, 1, 1, 1, 1, 1, 1, 0, params, 0, 0, 0};
    R(cuGraphCreate(&g, 0));
    R(cuGraphAddKernelNode_v2(&n, g, 0, 0, &kp));
    args_clobber();
    R(cuGraphInstantiateWithFlags(&ge, g, 0));
    queue(s);
    R(cuGraphLaunch(ge, s));
    busy(s);
    seen(s);
    kernelnode got;
    memset(&got, 0, sizeof got);
    R(cuGraphKernelNodeGetParams_v2(n, &got));
    FACT("GetParams: params is the caller's array: %d, extra NULL: %d", got.params == params, got.extra == 0);
    if (got.params) FACT("GetParams: params[0] is the caller's pointer: %d", got.params[0] == (void *)&sp);
    if (got.params) FACT("GetParams: *params[1] = %#x", *(unsigned *)got.params[1]);
    // After the launch the caller changes its values: a second launch.
    args_set();
    queue(s);
    R(cuGraphLaunch(ge, s));
    args_clobber();
    busy(s);
    seen(s);
    // Node SetParams with the first arguments, then overwrite, then instantiate.
    args_set();
    R(cuGraphKernelNodeSetParams_v2(n, &kp));
    args_clobber();
    CUgraphExec ge2 = 0;
    R(cuGraphInstantiateWithFlags(&ge2, g, 0));
    queue(s);
    R(cuGraphLaunch(ge2, s));
    busy(s);
    seen(s);
    // Exec SetParams, overwrite, launch.
    args_set();
    R(cuGraphExecKernelNodeSetParams_v2(ge, n, &kp));
    args_clobber();
    queue(s);
    R(cuGraphLaunch(ge, s));
    busy(s);
    seen(s);
    // The extra form in a node.
    unsigned char buf[24];
    size_t size = sizeof buf;
    args_set();
    memcpy(buf, &sp, 8);
    memcpy(buf + 8, &sa, 4);
    memset(buf + 12, 0, 4);
    memcpy(buf + 16, &sb, 8);
    void *extra[] = {(void *)1, buf, (void *)2, &size, (void *)0};
    kernelnode kx = {store3f, 1, 1, 1, 1, 1, 1, 0, 0, extra, 0, 0};
    CUgraph g2 = 0;
    CUgraphNode n2 = 0;
    CUgraphExec ge3 = 0;
    R(cuGraphCreate(&g2, 0));
    R(cuGraphAddKernelNode_v2(&n2, g2, 0, 0, &kx));
    args_clobber();
    memcpy(buf, &sp, 8);
    memcpy(buf + 8, &sa, 4);
    memcpy(buf + 16, &sb, 8);
    R(cuGraphInstantiateWithFlags(&ge3, g2, 0));
    queue(s);
    R(cuGraphLaunch(ge3, s));
    busy(s);
    seen(s);
    memset(&got, 0, sizeof got);
    R(cuGraphKernelNodeGetParams_v2(n2, &got));
    FACT("GetParams of an extra node: params NULL: %d, extra is the caller's: %d", got.params == 0, got.extra == extra);
    // Capture: overwrite before cuStreamEndCapture.
    CUstream cs = 0;
    CUgraph g3 = 0;
    CUgraphExec ge4 = 0;
    R(cuStreamCreate(&cs, 1));
    args_set();
    R(cuStreamBeginCapture_v2(cs, 2));
    R(cuLaunchKernel(store3f, 1, 1, 1, 1, 1, 1, 0, cs, params, 0));
    args_clobber();
    R(cuStreamEndCapture(cs, &g3));
    R(cuGraphInstantiateWithFlags(&ge4, g3, 0));
    queue(s);
    R(cuGraphLaunch(ge4, s));
    busy(s);
    seen(s);
  } else if (!strcmp(sec, "params-latch")) {
    // The symptom of session 8: a latch kernel queued behind a background
    // kernel on the same stream, its parameters on launch_latch's stack.
    queue(s);
    R(launch_latch(s));
    char junk[256];
    memset(junk, 0x5a, sizeof junk);  // reuse the stack launch_latch used
    FACT("junk %d", junk[7]);
    busy(s);
    pthread_t th = release_after(400);
    P("cuStreamSynchronize(s)", cuStreamSynchronize(s));
    pthread_join(th, 0);
    FACT("latch done mark %d, setlater %u", flag[1], word(dv));
  } else if (!strcmp(sec, "record")) {
    CUevent e, en;
    R(cuEventCreate(&e, 0));
    R(cuEventCreate(&en, 2 /*DISABLE_TIMING*/));
    R(cuCtxSynchronize());
    record_stats("cuCtxRecordEvent(idle ctx)", e, rec_ctx, pctx, 1000);
    record_stats("cuCtxRecordEvent(idle ctx, DISABLE_TIMING)", en, rec_ctx, pctx, 1000);
    record_stats("cuEventRecord(idle non-blocking stream)", e, rec_stream, s, 1000);
    record_stats("cuEventRecord(idle non-blocking stream, DISABLE_TIMING)", en, rec_stream, s, 1000);
    record_stats("cuEventRecord(NULL stream)", e, rec_stream, 0, 1000);
    record_stats("cuEventRecord(legacy stream)", e, rec_stream, (void *)1, 1000);
    record_stats("cuEventRecord(per-thread stream)", e, rec_stream, (void *)2, 1000);
    // After a kernel that ended (synchronized).
    int n = 16;
    void *a[] = {&dv, &n};
    R(cuLaunchKernel(addonef, 1, 1, 1, 16, 1, 1, 0, s, a, 0));
    R(cuCtxSynchronize());
    record_stats("cuCtxRecordEvent(after a synchronized kernel)", e, rec_ctx, pctx, 1000);
    // Each query 1 ms after the record.
    int nr = 0;
    for (int i = 0; i < 50; i++) {
      cuCtxRecordEvent(pctx, e);
      sleep_ms(1);
      if (cuEventQuery(e) == 600) nr++;
    }
    FACT("cuCtxRecordEvent then 1 ms: NOT_READY %s", nr == 0 ? "never" : nr == 50 ? "always" : "sometimes");
    FACT("timing cuCtxRecordEvent then 1 ms: NOT_READY %d of 50", nr);
    // cuStreamQuery right after cuEventRecord on an idle stream.
    nr = 0;
    for (int i = 0; i < 1000; i++) {
      cuEventRecord(e, s);
      if (cuStreamQuery(s) == 600) nr++;
    }
    FACT("cuStreamQuery right after cuEventRecord(idle stream): NOT_READY %s", nr == 0 ? "never" : nr == 1000 ? "always" : "sometimes");
    FACT("timing cuStreamQuery after cuEventRecord: NOT_READY %d of 1000", nr);
    // cuEventSynchronize then query.
    R(cuCtxRecordEvent(pctx, e));
    R(cuEventSynchronize(e));
    R(cuEventQuery(e));
  } else if (!strcmp(sec, "streamattr")) {
    CUstream sp2 = 0, sb2 = 0;
    R(cuStreamCreateWithPriority(&sp2, 1, -2));
    R(cuStreamCreate(&sb2, 0));
    struct { CUstream s; const char *name; } ss[] = {{s, "non-blocking"}, {sp2, "priority -2"}, {sb2, "blocking"},
                                                     {0, "NULL"}, {(CUstream)1, "legacy"}, {(CUstream)2, "per-thread"}};
    int ids[] = {1, 3, 8, 9, 10, 2, 13, 14};
    unsigned char v[64];
    for (unsigned i = 0; i < sizeof ss / sizeof *ss; i++)
      for (unsigned j = 0; j < sizeof ids / sizeof *ids; j++) {
        memset(v, 0xee, sizeof v);
        CUresult r = cuStreamGetAttribute(ss[i].s, ids[j], v);
        printf("get %s attr %d -> %s", ss[i].name, ids[j], ename(r));
        if (!r) showval(ids[j], v);
        printf("\n");
      }
    // Sets, each followed by a get.
    for (unsigned i = 0; i < sizeof ss / sizeof *ss; i++) {
      struct { int id; const char *what; int val; } sets[] = {
          {8, "priority -1", -1}, {8, "priority -9", -9}, {8, "priority 3", 3}, {10, "domain 1", 1}, {10, "domain 5", 5},
          {9, "domain map 1,0", 0x0001}, {9, "domain map 0,3", 0x0300}, {3, "sync policy 2", 2}, {1, "window", 0}};
      for (unsigned j = 0; j < sizeof sets / sizeof *sets; j++) {
        memset(v, 0, sizeof v);
        if (sets[j].id == 9) {
          v[0] = sets[j].val & 0xff;
          v[1] = sets[j].val >> 8;
        } else if (sets[j].id == 1) {
          *(CUdeviceptr *)v = dv;
          *(size_t *)(v + 8) = 1024;
          *(float *)(v + 16) = 0.5f;
          *(int *)(v + 20) = 2;
          *(int *)(v + 24) = 1;
        } else {
          *(int *)v = sets[j].val;
        }
        CUresult r = cuStreamSetAttribute(ss[i].s, sets[j].id, v);
        memset(v, 0xee, sizeof v);
        CUresult g = cuStreamGetAttribute(ss[i].s, sets[j].id, v);
        printf("set %s %s -> %s; get -> %s", ss[i].name, sets[j].what, ename(r), ename(g));
        if (!g) showval(sets[j].id, v);
        printf("\n");
      }
    }
    int prio = 99;
    R(cuStreamGetPriority(s, &prio));
    FACT("cuStreamGetPriority after setting the attribute: %d", prio);
    // Copies from and to a default stream.
    CUstream fresh = 0, fresh2 = 0;
    R(cuStreamCreate(&fresh, 1));
    R(cuStreamCreate(&fresh2, 1));
    R(cuStreamCopyAttributes(fresh, 0));
    R(cuStreamCopyAttributes(fresh2, s));
    R(cuStreamCopyAttributes(0, s));
    R(cuStreamCopyAttributes((CUstream)2, s));
    int cids[] = {1, 3, 8, 9, 10};
    for (unsigned j = 0; j < sizeof cids / sizeof *cids; j++) {
      memset(v, 0xee, sizeof v);
      CUresult r = cuStreamGetAttribute(fresh, cids[j], v);
      printf("  copied from NULL: attr %d -> %s", cids[j], ename(r));
      if (!r) showval(cids[j], v);
      printf("\n");
      memset(v, 0xee, sizeof v);
      r = cuStreamGetAttribute(fresh2, cids[j], v);
      printf("  copied from s: attr %d -> %s", cids[j], ename(r));
      if (!r) showval(cids[j], v);
      printf("\n");
      memset(v, 0xee, sizeof v);
      r = cuStreamGetAttribute(0, cids[j], v);
      printf("  NULL after the copy to it: attr %d -> %s", cids[j], ename(r));
      if (!r) showval(cids[j], v);
      printf("\n");
    }
    R(cuStreamGetPriority(fresh2, &prio));
    FACT("priority of a stream copied from s: %d", prio);
    // A kernel still runs on streams whose attributes were set.
    int n = 16;
    void *a[] = {&dv, &n};
    R(cuLaunchKernel(addonef, 1, 1, 1, 16, 1, 1, 0, s, a, 0));
    R(cuCtxSynchronize());
  } else if (!strcmp(sec, "kattr2")) {
    unsigned char v[64];
    int cnt = 4;
    void *ap[] = {&dv, &cnt};
    kernelnode kp = {addonef, 1, 1, 1, 4, 1, 1, 0, ap, 0, 0, 0};
    CUgraph g = 0;
    CUgraphNode a = 0, b = 0;
    R(cuGraphCreate(&g, 0));
    R(cuGraphAddKernelNode_v2(&a, g, 0, 0, &kp));
    R(cuGraphAddKernelNode_v2(&b, g, 0, 0, &kp));
    R(cuGraphKernelNodeCopyAttributes(b, a));
    R(cuGraphKernelNodeCopyAttributes(a, a));
    // Set one attribute at a time on a, copy to b, read b's.
    struct { int id; const char *name; int val; } one[] = {
        {8, "priority", 1}, {10, "mem sync domain", 1}, {14, "carveout", 50}, {5, "cluster scheduling policy", 2},
        {2, "cooperative", 1}, {13, "device updatable", 1}, {4, "cluster dimension", 2}, {1, "access policy window", 1},
        {9, "mem sync domain map", 1}};
    for (unsigned i = 0; i < sizeof one / sizeof *one; i++) {
      CUgraphNode x = 0, y = 0;
      R(cuGraphAddKernelNode_v2(&x, g, 0, 0, &kp));
      R(cuGraphAddKernelNode_v2(&y, g, 0, 0, &kp));
      memset(v, 0, sizeof v);
      if (one[i].id == 4) {
        ((unsigned *)v)[0] = 1; ((unsigned *)v)[1] = 1; ((unsigned *)v)[2] = 1;
      } else if (one[i].id == 1) {
        *(CUdeviceptr *)v = dv;
        *(size_t *)(v + 8) = 1024;
        *(float *)(v + 16) = 0.5f;
        *(int *)(v + 20) = 2;
        *(int *)(v + 24) = 1;
      } else if (one[i].id == 9) {
        v[0] = 1;
      } else {
        *(int *)v = one[i].val;
      }
      printf("set %d %s -> %s\n", one[i].id, one[i].name, ename(cuGraphKernelNodeSetAttribute(x, one[i].id, v)));
      printf("copy after %s -> %s\n", one[i].name, ename(cuGraphKernelNodeCopyAttributes(y, x)));
      memset(v, 0xee, sizeof v);
      CUresult r = cuGraphKernelNodeGetAttribute(y, one[i].id, v);
      printf("  dst attr %d -> %s", one[i].id, ename(r));
      if (!r) showval(one[i].id, v);
      printf("\n");
      // Then set back to the default and copy again.
      memset(v, 0, sizeof v);
      if (one[i].id == 9) v[1] = 1;
      printf("reset %d -> %s\n", one[i].id, ename(cuGraphKernelNodeSetAttribute(x, one[i].id, v)));
      printf("copy after reset -> %s\n", ename(cuGraphKernelNodeCopyAttributes(y, x)));
      fflush(stdout);
    }
    // Which priorities, domains, domain maps, carveouts and scheduling
    // policies a node takes, and what it reads back.
    struct { int id; int val; } vals[] = {{8, -1}, {8, -5}, {8, -6}, {8, 1}, {8, 7}, {10, 0}, {10, 1}, {10, 2}, {14, -1}, {14, 0},
                                          {14, 100}, {14, 101}, {5, 3}, {5, -1}, {9, 0x0101}, {9, 0x0302}, {2, 2}, {2, -1}, {13, 2}};
    CUgraph gv = 0;
    R(cuGraphCreate(&gv, 0));
    for (unsigned i = 0; i < sizeof vals / sizeof *vals; i++) {
      CUgraphNode x = 0;
      R(cuGraphAddKernelNode_v2(&x, gv, 0, 0, &kp));
      memset(v, 0, sizeof v);
      if (vals[i].id == 9) {
        v[0] = vals[i].val & 0xff;
        v[1] = vals[i].val >> 8;
      } else {
        *(int *)v = vals[i].val;
      }
      CUresult r = cuGraphKernelNodeSetAttribute(x, vals[i].id, v);
      memset(v, 0xee, sizeof v);
      CUresult q = cuGraphKernelNodeGetAttribute(x, vals[i].id, v);
      printf("set %d to %#x -> %s; get -> %s", vals[i].id, vals[i].val, ename(r), ename(q));
      if (!q) showval(vals[i].id, v);
      printf("\n");
      fflush(stdout);
    }
    // A cluster shape the node's grid does not divide, a NULL value.
    {
      CUgraph gc = 0;
      CUgraphNode x = 0;
      kernelnode k3 = kp;
      k3.gx = 2;
      R(cuGraphCreate(&gc, 0));
      R(cuGraphAddKernelNode_v2(&x, gc, 0, 0, &k3));
      memset(v, 0, sizeof v);
      ((unsigned *)v)[0] = 3; ((unsigned *)v)[1] = 1; ((unsigned *)v)[2] = 1;
      P("set cluster 3x1x1 on a grid of 2", cuGraphKernelNodeSetAttribute(x, 4, v));
      CUgraphExec xe = 0;
      P("instantiate it", cuGraphInstantiateWithFlags(&xe, gc, 0));
      ((unsigned *)v)[0] = 0; ((unsigned *)v)[1] = 0; ((unsigned *)v)[2] = 0;
      P("set cluster 0x0x0", cuGraphKernelNodeSetAttribute(x, 4, v));
      memset(v, 0xee, sizeof v);
      P("get cluster", cuGraphKernelNodeGetAttribute(x, 4, v));
      FACT("cluster %#x %#x %#x", ((unsigned *)v)[0], ((unsigned *)v)[1], ((unsigned *)v)[2]);
      ((unsigned *)v)[0] = 2; ((unsigned *)v)[1] = 1; ((unsigned *)v)[2] = 1;
      P("set cluster 2x1x1", cuGraphKernelNodeSetAttribute(x, 4, v));
      *(int *)v = 1;
      P("set cooperative 1 too", cuGraphKernelNodeSetAttribute(x, 2, v));
      xe = 0;
      P("instantiate cluster and cooperative", cuGraphInstantiateWithFlags(&xe, gc, 0));
      if (xe) P("launch it", cuGraphLaunch(xe, 0));
      P("synchronize", cuCtxSynchronize());
    }
    // Nodes of two graphs; a node and a destroyed node.
    CUgraph g2 = 0;
    CUgraphNode c = 0;
    R(cuGraphCreate(&g2, 0));
    R(cuGraphAddKernelNode_v2(&c, g2, 0, 0, &kp));
    R(cuGraphKernelNodeCopyAttributes(c, a));
    // Attributes and instantiation: priority 1 and cooperative set on a,
    // then instantiate, launch, change a's after instantiation.
    memset(v, 0, sizeof v);
    *(int *)v = 1;
    R(cuGraphKernelNodeSetAttribute(a, 8, v));
    CUgraphExec ge = 0;
    R(cuGraphInstantiateWithFlags(&ge, g, 0));
    R(cuGraphLaunch(ge, 0));
    R(cuCtxSynchronize());
    FACT("dv[0]=%u", word(dv));
    *(int *)v = 0;
    R(cuGraphKernelNodeSetAttribute(a, 8, v));
    R(cuGraphExecKernelNodeSetParams_v2(ge, a, &kp));
    memset(v, 0xee, sizeof v);
    R(cuGraphKernelNodeGetAttribute(a, 8, v));
    FACT("a priority after exec SetParams %#x", *(unsigned *)v);
    R(cuGraphExecUpdate_v2(ge, g, 0));
    // Device-updatable node: instantiation flags, exec SetParams, destroy.
    CUgraph g3 = 0;
    CUgraphNode du = 0;
    R(cuGraphCreate(&g3, 0));
    R(cuGraphAddKernelNode_v2(&du, g3, 0, 0, &kp));
    memset(v, 0, sizeof v);
    *(int *)v = 1;
    R(cuGraphKernelNodeSetAttribute(du, 13, v));
    memset(v, 0xee, sizeof v);
    R(cuGraphKernelNodeGetAttribute(du, 13, v));
    FACT("device updatable %#x devNode null %d", *(unsigned *)v, *(unsigned long long *)(v + 8) == 0);
    CUgraphExec de = 0;
    R(cuGraphInstantiateWithFlags(&de, g3, 0));
    if (de) R(cuGraphExecDestroy(de));
    de = 0;
    R(cuGraphInstantiateWithFlags(&de, g3, 4 /*DEVICE_LAUNCH*/));
    memset(v, 0xee, sizeof v);
    R(cuGraphKernelNodeGetAttribute(du, 13, v));
    FACT("device updatable %#x devNode null %d", *(unsigned *)v, *(unsigned long long *)(v + 8) == 0);
    if (de) R(cuGraphExecKernelNodeSetParams_v2(de, du, &kp));
    memset(v, 0, sizeof v);
    R(cuGraphKernelNodeSetAttribute(du, 13, v));
    R(cuGraphDestroyNode(du));
    // Last: what may crash the driver (a NULL value did: get, window 1).
    P("get of a NULL node", cuGraphKernelNodeGetAttribute(0, 8, v));
    P("get of a destroyed node", cuGraphKernelNodeGetAttribute(du, 8, v));
    P("set of a destroyed node", cuGraphKernelNodeSetAttribute(du, 8, v));
    P("set a NULL value", cuGraphKernelNodeSetAttribute(a, 8, 0));
  } else {
    fprintf(stderr, "unknown section %s\n", sec);
    return 2;
  }
  return 0;
}
