// probe_streamops measures what the real driver answers to the stream and
// graph entry points of cudasim's streamops work: stream memory operations
// (cuStreamWaitValue32/64, cuStreamWriteValue32/64, cuStreamBatchMemOp and
// the graph batch-mem-op node), cuMemFreeAsync behind a held stream, the
// smaller stream/context/graph calls (cuStreamCopyAttributes,
// cuStreamGetDevice, cuCtxRecordEvent/WaitEvent, kernel node attributes,
// cuGraphAddNode_v2/NodeSetParams/ExecNodeSetParams, cuCtxSetFlags, the
// shared memory configuration calls) and the graph API after a sticky
// fault.
//
// Usage: probe_streamops PTX SECTION (run.sh runs each section in its own
// process). Output: `call -> CODE_NAME` a line, facts on indented lines;
// times are host wall-clock ms (CLOCK_MONOTONIC) rounded to 10 ms so that
// a transcript compares across machines; addresses are printed relative to
// a first allocation. A stream "held" is held by the latch kernel of
// streamops_kernels.cu until a second host thread releases it after
// 300 ms, so nothing hangs.
//
// It declares the types and calls it needs itself (no cuda.h), calling the
// exported symbols by their exact names, so the same source runs against
// the real libcuda.so.1 and against cudasim's.
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
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;
typedef struct CUmemPool_st *CUmemoryPool;

// CUstreamBatchMemOpParams: 48 bytes. Wait/write: operation at 0, address
// at 8, value (32 or 64 bits) at 16, flags at 24, alias at 32. Flush and
// barrier: operation at 0, flags at 4.
typedef struct {
  unsigned operation;
  unsigned flags4;
  CUdeviceptr address;
  unsigned long long value;
  unsigned flags;
  unsigned pad;
  CUdeviceptr alias;
  unsigned long long pad2;
} memop;
// CUDA_BATCH_MEM_OP_NODE_PARAMS: ctx, count, paramArray, flags.
typedef struct {
  CUcontext ctx;
  unsigned count;
  memop *ops;
  unsigned flags;
} memopnode;
// CUDA_KERNEL_NODE_PARAMS_v2/v3.
typedef struct {
  CUfunction func;
  unsigned gx, gy, gz, bx, by, bz, shmem;
  void **params;
  void **extra;
  void *kern;
  CUcontext ctx;
} kernelnode;
// CUDA_MEMSET_NODE_PARAMS (v2 adds ctx).
typedef struct {
  CUdeviceptr dst;
  size_t pitch;
  unsigned value, elementSize;
  size_t width, height;
  CUcontext ctx;
} memsetnode;
// CUDA_HOST_NODE_PARAMS (v2 adds syncMode).
typedef struct {
  void (*fn)(void *);
  void *data;
  unsigned syncMode;
} hostnode;
// CUgraphNodeParams: type at 0, the union at 16, 256 bytes in all.
typedef struct {
  int type;
  int reserved0[3];
  union {
    long long reserved1[29];
    kernelnode kernel;
    memsetnode memset;
    hostnode host;
    memopnode memop;
    struct { int flags, reserved; CUcontext ctx; unsigned long long copy[25]; } memcpy;
  } u;
  long long reserved2;
} nodeparams;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxGetCurrent(CUcontext *);
CUresult cuCtxSynchronize(void);
CUresult cuCtxGetFlags(unsigned *);
CUresult cuCtxSetFlags(unsigned);
CUresult cuCtxGetApiVersion(CUcontext, unsigned *);
CUresult cuCtxGetSharedMemConfig(int *);
CUresult cuCtxSetSharedMemConfig(int);
CUresult cuFuncSetSharedMemConfig(CUfunction, int);
CUresult cuCtxRecordEvent(CUcontext, CUevent);
CUresult cuCtxWaitEvent(CUcontext, CUevent);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamDestroy_v2(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned);
CUresult cuStreamGetAttribute(CUstream, int, void *);
CUresult cuStreamSetAttribute(CUstream, int, const void *);
CUresult cuStreamCopyAttributes(CUstream, CUstream);
CUresult cuStreamGetDevice(CUstream, CUdevice *);
CUresult cuStreamBeginCapture_v2(CUstream, int);
CUresult cuStreamEndCapture(CUstream, CUgraph *);
CUresult cuStreamIsCapturing(CUstream, int *);
CUresult cuStreamWaitValue32_v2(CUstream, CUdeviceptr, unsigned, unsigned);
CUresult cuStreamWaitValue64_v2(CUstream, CUdeviceptr, unsigned long long, unsigned);
CUresult cuStreamWriteValue32_v2(CUstream, CUdeviceptr, unsigned, unsigned);
CUresult cuStreamWriteValue64_v2(CUstream, CUdeviceptr, unsigned long long, unsigned);
CUresult cuStreamBatchMemOp_v2(CUstream, unsigned, memop *, unsigned);
CUresult cuLaunchHostFunc(CUstream, void (*)(void *), void *);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventQuery(CUevent);
CUresult cuEventSynchronize(CUevent);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemHostAlloc(void **, size_t, unsigned);
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *, void *, unsigned);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);
CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *, CUdevice);
CUresult cuMemPoolGetAttribute(CUmemoryPool, int, void *);
CUresult cuMemGetAddressRange_v2(CUdeviceptr *, size_t *, CUdeviceptr);
CUresult cuGraphCreate(CUgraph *, unsigned);
CUresult cuGraphDestroy(CUgraph);
CUresult cuGraphClone(CUgraph *, CUgraph);
CUresult cuGraphGetNodes(CUgraph, CUgraphNode *, size_t *);
CUresult cuGraphNodeGetType(CUgraphNode, int *);
CUresult cuGraphAddEmptyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t);
CUresult cuGraphAddKernelNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const kernelnode *);
CUresult cuGraphKernelNodeGetParams_v2(CUgraphNode, kernelnode *);
CUresult cuGraphAddMemsetNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const memsetnode *, CUcontext);
CUresult cuGraphMemsetNodeGetParams(CUgraphNode, memsetnode *);
CUresult cuGraphAddMemcpyNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const unsigned long long *, CUcontext);
CUresult cuGraphAddHostNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const hostnode *);
CUresult cuGraphAddChildGraphNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUgraph);
CUresult cuGraphAddEventRecordNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, CUevent);
CUresult cuGraphAddDependencies(CUgraph, const CUgraphNode *, const CUgraphNode *, size_t);
CUresult cuGraphAddNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, nodeparams *);
CUresult cuGraphAddNode_v2(CUgraphNode *, CUgraph, const CUgraphNode *, const void *, size_t, nodeparams *);
CUresult cuGraphNodeSetParams(CUgraphNode, nodeparams *);
CUresult cuGraphExecNodeSetParams(CUgraphExec, CUgraphNode, nodeparams *);
CUresult cuGraphKernelNodeGetAttribute(CUgraphNode, int, void *);
CUresult cuGraphKernelNodeSetAttribute(CUgraphNode, int, const void *);
CUresult cuGraphKernelNodeCopyAttributes(CUgraphNode, CUgraphNode);
CUresult cuGraphAddBatchMemOpNode(CUgraphNode *, CUgraph, const CUgraphNode *, size_t, const memopnode *);
CUresult cuGraphBatchMemOpNodeGetParams(CUgraphNode, memopnode *);
CUresult cuGraphBatchMemOpNodeSetParams(CUgraphNode, const memopnode *);
CUresult cuGraphExecBatchMemOpNodeSetParams(CUgraphExec, CUgraphNode, const memopnode *);
CUresult cuGraphInstantiateWithFlags(CUgraphExec *, CUgraph, unsigned long long);
CUresult cuGraphLaunch(CUgraphExec, CUstream);
CUresult cuGraphUpload(CUgraphExec, CUstream);
CUresult cuGraphExecDestroy(CUgraphExec);
CUresult cuGraphExecMemsetNodeSetParams(CUgraphExec, CUgraphNode, const memsetnode *, CUcontext);
CUresult cuGraphExecKernelNodeSetParams_v2(CUgraphExec, CUgraphNode, const kernelnode *);
CUresult cuGraphExecUpdate_v2(CUgraphExec, CUgraph, void *);
CUresult cuGraphDebugDotPrint(CUgraph, const char *, unsigned);

#define STREAM_LEGACY ((CUstream)0x1)
#define STREAM_PER_THREAD ((CUstream)0x2)

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
// T is P that also prints how long the call took, to 10 ms.
#define T(call, expr)                                                  \
  do {                                                                 \
    double t0_ = now_ms();                                             \
    CUresult r_ = (expr);                                              \
    printf("%s -> %s\n  took_ms %d\n", call, ename(r_), (int)((now_ms() - t0_ + 5) / 10) * 10); \
    fflush(stdout);                                                    \
  } while (0)
#define FACT(...)                                                      \
  do {                                                                 \
    printf("  " __VA_ARGS__);                                          \
    printf("\n");                                                      \
    fflush(stdout);                                                    \
  } while (0)

static volatile int *flag;  // pinned host memory: [0] release, [1] done mark
static CUdeviceptr flagd;   // its device address
static volatile unsigned *hv;  // pinned host words the stream memory ops use
static CUdeviceptr hvd;
static CUfunction latchf, setlaterf, addonef;
static unsigned long long timeout_cycles;
static CUcontext pctx;
static CUdevice dev;

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
struct store { volatile unsigned *p; unsigned v; int ms; };
static void *storer(void *arg) {
  struct store *st = arg;
  sleep_ms(st->ms);
  *st->p = st->v;
  __sync_synchronize();
  free(st);
  return 0;
}
// store_after starts a thread that stores v to *p after ms.
static pthread_t store_after(volatile unsigned *p, unsigned v, int ms) {
  pthread_t th;
  struct store *st = malloc(sizeof *st);
  st->p = p; st->v = v; st->ms = ms;
  pthread_create(&th, 0, storer, st);
  return th;
}
static void rearm(void) {
  flag[0] = 0;
  flag[1] = 0;
  __sync_synchronize();
}
static CUresult launch_latch(CUstream s, int fault) {
  void *p = (void *)flagd;
  void *args[] = {&p, &timeout_cycles, &fault};
  return cuLaunchKernel(latchf, 1, 1, 1, 1, 1, 1, 0, s, args, 0);
}
static CUresult launch_setlater(CUstream s, CUdeviceptr p, unsigned v, unsigned ms) {
  void *args[] = {&p, &v, &ms};
  return cuLaunchKernel(setlaterf, 1, 1, 1, 1, 1, 1, 0, s, args, 0);
}
static unsigned word(CUdeviceptr p) {
  unsigned v = 0xdeadbeef;
  CUresult r = cuMemcpyDtoH_v2(&v, p, 4);
  if (r) printf("  (read %s)\n", ename(r));
  return v;
}
static unsigned long long dword(CUdeviceptr p) {
  unsigned long long v = 0xdeadbeef;
  CUresult r = cuMemcpyDtoH_v2(&v, p, 8);
  if (r) printf("  (read %s)\n", ename(r));
  return v;
}
// poll queries s every ms for up to ms_max and says when it was ready.
static void poll(const char *what, CUstream s, int ms_max) {
  double t0 = now_ms();
  CUresult r;
  while ((r = cuStreamQuery(s)) == 600 && now_ms() - t0 < ms_max) sleep_ms(1);
  FACT("%s: cuStreamQuery -> %s within %d ms", what, ename(r), ms_max);
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

// pred32 waits, on a fresh stream, for host word hv[8] (set to cur) to
// satisfy flags against val: the stream's state 30 ms later says whether it
// held; if it did, hv[8] is set to rel and the stream polled again.
static void pred32(const char *name, unsigned cur, unsigned val, unsigned flags, unsigned rel) {
  CUstream s;
  cuStreamCreate(&s, 1);
  hv[8] = cur;
  __sync_synchronize();
  CUresult r = cuStreamWaitValue32_v2(s, hvd + 32, val, flags);
  sleep_ms(30);
  CUresult q = cuStreamQuery(s);
  printf("wait32 %s cur=%#x val=%#x flags=%#x -> %s; query after 30 ms -> %s\n", name, cur, val, flags, ename(r), ename(q));
  if (q == 600) {
    hv[8] = rel;
    __sync_synchronize();
    poll("after setting the word to the release value", s, 1000);
  }
  fflush(stdout);
}
static void pred64(const char *name, unsigned long long cur, unsigned long long val, unsigned flags, unsigned long long rel) {
  CUstream s;
  cuStreamCreate(&s, 1);
  volatile unsigned long long *w = (volatile unsigned long long *)(hv + 10);
  *w = cur;
  __sync_synchronize();
  CUresult r = cuStreamWaitValue64_v2(s, hvd + 40, val, flags);
  sleep_ms(30);
  CUresult q = cuStreamQuery(s);
  printf("wait64 %s cur=%#llx val=%#llx flags=%#x -> %s; query after 30 ms -> %s\n", name, cur, val, flags, ename(r), ename(q));
  if (q == 600) {
    *w = rel;
    __sync_synchronize();
    poll("after setting the word to the release value", s, 1000);
  }
  fflush(stdout);
}

static const char *ntype(int t) {
  static const char *names[] = {"KERNEL", "MEMCPY", "MEMSET", "HOST", "GRAPH", "EMPTY", "WAIT_EVENT", "EVENT_RECORD",
                                "EXT_SEMAS_SIGNAL", "EXT_SEMAS_WAIT", "MEM_ALLOC", "MEM_FREE", "BATCH_MEM_OP", "CONDITIONAL"};
  return t >= 0 && t < 14 ? names[t] : "?";
}
static void nodes(CUgraph g) {
  CUgraphNode ns[16];
  size_t n = 16;
  CUresult r = cuGraphGetNodes(g, ns, &n);
  printf("  cuGraphGetNodes -> %s n=%zu:", ename(r), r ? 0 : n);
  for (size_t i = 0; r == 0 && i < n && i < 16; i++) {
    int t = -1;
    cuGraphNodeGetType(ns[i], &t);
    printf(" %s", ntype(t));
  }
  printf("\n");
  fflush(stdout);
}
static void showops(const char *what, memopnode *p) {
  printf("  %s: count=%u flags=%u ctx is current=%d ctx null=%d", what, p->count, p->flags, p->ctx == pctx, p->ctx == 0);
  for (unsigned i = 0; p->ops && i < p->count && i < 4; i++)
    printf(" [op=%u flags=%u value=%#llx]", p->ops[i].operation, p->ops[i].flags, p->ops[i].value);
  printf("\n");
  fflush(stdout);
}
static memop wr32(CUdeviceptr a, unsigned v) {
  memop m;
  memset(&m, 0, sizeof m);
  m.operation = 2;
  m.address = a;
  m.value = v;
  return m;
}
static memop wt32(CUdeviceptr a, unsigned v, unsigned flags) {
  memop m = wr32(a, v);
  m.operation = 1;
  m.flags = flags;
  return m;
}

static int hostcalls;
static void hostfn(void *p) {
  (void)p;
  __sync_fetch_and_add(&hostcalls, 1);
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: probe_streamops PTX SECTION\n"); return 2; }
  const char *sec = argv[2];
  char *ptx = slurp(argv[1]);
  setvbuf(stdout, 0, _IOLBF, 0);
  printf("# section %s\n", sec);
  CUmodule mod;
  int khz = 0;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDeviceGetAttribute(&khz, 13, dev)) return 3;
  if (cuDevicePrimaryCtxRetain(&pctx, dev) || cuCtxSetCurrent(pctx)) return 3;
  if (cuMemHostAlloc((void **)&flag, 64, 1 | 2 /*PORTABLE|DEVICEMAP*/) ||
      cuMemHostGetDevicePointer_v2(&flagd, (void *)flag, 0)) return 3;
  if (cuMemHostAlloc((void **)&hv, 4096, 1 | 2) || cuMemHostGetDevicePointer_v2(&hvd, (void *)hv, 0)) return 3;
  memset((void *)hv, 0, 4096);
  if (cuModuleLoadData(&mod, ptx) || cuModuleGetFunction(&latchf, mod, "latch") ||
      cuModuleGetFunction(&setlaterf, mod, "setlater") || cuModuleGetFunction(&addonef, mod, "addOne")) return 3;
  timeout_cycles = 10ull * khz * 1000;  // 10 s
  rearm();
  CUdeviceptr dv;
  if (cuMemAlloc_v2(&dv, 4096) || cuMemsetD32_v2(dv, 0, 1024)) return 3;

  if (!strcmp(sec, "attrs")) {
    int ids[] = {92, 93, 94, 98, 122, 123};
    for (int i = 0; i < 6; i++) {
      int v = -1;
      CUresult r = cuDeviceGetAttribute(&v, ids[i], dev);
      FACT("attr %d -> %s %d", ids[i], ename(r), v);
    }
    // The shared memory configuration (deprecated).
    int cfg = -1;
    R(cuCtxGetSharedMemConfig(&cfg));
    FACT("config %d", cfg);
    for (int c = 0; c <= 3; c++) {
      char b[64];
      snprintf(b, sizeof b, "cuCtxSetSharedMemConfig(%d)", c);
      P(b, cuCtxSetSharedMemConfig(c));
      cfg = -1;
      cuCtxGetSharedMemConfig(&cfg);
      FACT("config %d", cfg);
    }
    R(cuCtxSetSharedMemConfig(99));
    for (int c = 0; c <= 3; c++) {
      char b[64];
      snprintf(b, sizeof b, "cuFuncSetSharedMemConfig(addone, %d)", c);
      P(b, cuFuncSetSharedMemConfig(addonef, c));
    }
    R(cuFuncSetSharedMemConfig(addonef, 99));
    R(cuFuncSetSharedMemConfig(NULL, 0));
    // Context flags.
    unsigned fl = 0xffff;
    R(cuCtxGetFlags(&fl));
    FACT("flags %#x", fl);
    unsigned try_[] = {0x4, 0x1, 0x2, 0x0, 0x8, 0x10, 0x20, 0x40, 0x80, 0x84, 0x100, 0x1000, 0xffffffff, 0};
    for (int i = 0; i < 14; i++) {
      char b[64];
      snprintf(b, sizeof b, "cuCtxSetFlags(%#x)", try_[i]);
      P(b, cuCtxSetFlags(try_[i]));
      fl = 0xffff;
      cuCtxGetFlags(&fl);
      FACT("flags %#x", fl);
    }
    // cuStreamGetDevice.
    CUstream s;
    cuStreamCreate(&s, 1);
    CUdevice d = -7;
    R(cuStreamGetDevice(s, &d)); FACT("device %d", d); d = -7;
    R(cuStreamGetDevice(NULL, &d)); FACT("device %d", d); d = -7;
    R(cuStreamGetDevice(STREAM_LEGACY, &d)); FACT("device %d", d); d = -7;
    R(cuStreamGetDevice(STREAM_PER_THREAD, &d)); FACT("device %d", d); d = -7;
    R(cuStreamGetDevice(s, NULL));
    // cuStreamCopyAttributes: 1 access policy window, 3 synchronization
    // policy, 8 priority, 9 mem sync domain map, 10 mem sync domain.
    CUstream src, dst;
    cuStreamCreate(&src, 1);
    cuStreamCreate(&dst, 0);
    unsigned char val[64];
    int ids2[] = {1, 3, 8, 9, 10};
    for (int i = 0; i < 5; i++) {
      memset(val, 0xee, 64);
      CUresult r = cuStreamGetAttribute(dst, ids2[i], val);
      FACT("dst attr %d before -> %s %#llx %#llx", ids2[i], ename(r), *(unsigned long long *)val, *(unsigned long long *)(val + 8));
    }
    memset(val, 0, 64);
    *(int *)val = 3;  // CU_SYNC_POLICY_YIELD
    R(cuStreamSetAttribute(src, 3, val));
    memset(val, 0, 64);
    *(CUdeviceptr *)val = dv;
    *(size_t *)(val + 8) = 1024;
    *(float *)(val + 16) = 0.5f;
    *(int *)(val + 20) = 2;  // hitProp persisting
    *(int *)(val + 24) = 1;  // missProp streaming
    R(cuStreamSetAttribute(src, 1, val));
    memset(val, 0, 64);
    *(int *)val = 1;
    R(cuStreamSetAttribute(src, 10, val));
    memset(val, 0, 64);
    val[0] = 1; val[1] = 0;
    R(cuStreamSetAttribute(src, 9, val));
    R(cuStreamCopyAttributes(dst, src));
    for (int i = 0; i < 5; i++) {
      memset(val, 0xee, 64);
      CUresult r = cuStreamGetAttribute(dst, ids2[i], val);
      FACT("dst attr %d after -> %s %#llx %#llx %#llx %#llx", ids2[i], ename(r), *(unsigned long long *)val, *(unsigned long long *)(val + 8),
           *(unsigned long long *)(val + 16), *(unsigned long long *)(val + 24));
    }
    R(cuStreamCopyAttributes(NULL, src));
    R(cuStreamCopyAttributes(dst, NULL));
    R(cuStreamCopyAttributes(src, src));
    R(cuStreamCopyAttributes(STREAM_PER_THREAD, src));
    // The API version of a released primary context.
    unsigned ver = 7;
    R(cuCtxGetApiVersion(pctx, &ver)); FACT("version %u", ver);
    R(cuDevicePrimaryCtxRelease_v2(dev));
    ver = 7;
    R(cuCtxGetApiVersion(pctx, &ver)); FACT("version %u", ver);
  } else if (!strcmp(sec, "waitvalue")) {
    // Predicates, on pinned host words (hv[8], hv[10..11]).
    pred32("GEQ equal", 5, 5, 0, 5);
    pred32("GEQ below", 4, 5, 0, 5);
    pred32("GEQ above", 6, 5, 0, 5);
    pred32("GEQ wrapped above", 1, 0xffffffff, 0, 1);
    pred32("GEQ wrapped below", 0xffffffff, 1, 0, 1);
    pred32("GEQ half away", 0x80000005, 5, 0, 5);
    pred32("EQ equal", 5, 5, 1, 5);
    pred32("EQ differs", 4, 5, 1, 5);
    pred32("AND none", 0x0f, 0x10, 2, 0x10);
    pred32("AND some", 0x11, 0x10, 2, 0x10);
    pred32("NOR all", 0xfffffff0, 0x0f, 3, 0);
    pred32("NOR zero", 0, 0x0f, 3, 0);
    pred32("NOR some", 0xf0, 0x0f, 3, 0);
    pred32("GEQ|FLUSH", 5, 5, 1u << 30, 5);
    pred32("EQ|FLUSH", 5, 5, 1 | (1u << 30), 5);
    pred32("flags 4", 5, 5, 4, 5);
    pred32("flags 7", 5, 5, 7, 5);
    pred32("flags 1<<29", 5, 5, 1u << 29, 5);
    pred64("GEQ above 32 bits", 0x100000000ull, 0xffffffffull, 0, 0);
    pred64("GEQ below", 0xffffffffull, 0x100000000ull, 0, 0x100000000ull);
    pred64("GEQ half away", 0x8000000000000005ull, 5, 0, 5);
    pred64("GEQ wrapped above", 1, 0xffffffffffffffffull, 0, 1);
    pred64("EQ equal", 0x123456789ull, 0x123456789ull, 1, 0);
    pred64("EQ differs in the high word", 0x123456789ull, 0x223456789ull, 1, 0x223456789ull);
    pred64("AND high", 0x100000000ull, 0x100000000ull, 2, 0);
    pred64("AND none", 0x1ull, 0x100000000ull, 2, 0x100000000ull);
    pred64("NOR", 0xffffffffull, 0xffffffff00000000ull, 3, 0);
    pred64("NOR zero", 0, 0xffffffff00000000ull, 3, 0);
    pred64("flags 4", 5, 5, 4, 5);
    // Misuse, on device memory (dv) and pinned memory.
    CUstream s;
    cuStreamCreate(&s, 1);
    R(cuStreamWaitValue32_v2(s, dv + 4, 0, 0));
    R(cuStreamWaitValue64_v2(s, dv + 8, 0, 0));
    R(cuStreamWriteValue32_v2(s, dv + 4, 0x11, 0));
    R(cuStreamWriteValue32_v2(s, dv + 8, 0x22, 1));
    R(cuStreamWriteValue32_v2(s, dv + 12, 0x33, 2));
    R(cuStreamWriteValue32_v2(s, dv + 12, 0x33, 3));
    R(cuStreamWriteValue64_v2(s, dv + 16, 0x100000044ull, 0));
    R(cuStreamWriteValue64_v2(s, dv + 24, 0x200000055ull, 1));
    R(cuStreamWriteValue64_v2(s, dv + 32, 0x66, 2));
    R(cuStreamSynchronize(s));
    FACT("dv[1]=%#x dv[2]=%#x dv[3]=%#x dv64[2]=%#llx dv64[3]=%#llx dv64[4]=%#llx", word(dv + 4), word(dv + 8), word(dv + 12),
         dword(dv + 16), dword(dv + 24), dword(dv + 32));
    R(cuStreamWriteValue32_v2(NULL, dv + 40, 0x77, 0));
    R(cuStreamWriteValue32_v2(STREAM_PER_THREAD, dv + 44, 0x88, 0));
    R(cuStreamWriteValue32_v2(s, hvd + 64, 0x99, 0));
    R(cuStreamWaitValue32_v2(NULL, dv + 40, 0x77, 1));
    R(cuStreamSynchronize(s));
    R(cuCtxSynchronize());
    FACT("dv[10]=%#x dv[11]=%#x hv[16]=%#x", word(dv + 40), word(dv + 44), hv[16]);
    // The pre-11.7 (v1) entry points, gated by attributes 92..94.
    CUresult (*w1)(CUstream, CUdeviceptr, unsigned, unsigned) = (CUresult(*)(CUstream, CUdeviceptr, unsigned, unsigned))dlsym(RTLD_DEFAULT, "cuStreamWriteValue32");
    CUresult (*t1)(CUstream, CUdeviceptr, unsigned, unsigned) = (CUresult(*)(CUstream, CUdeviceptr, unsigned, unsigned))dlsym(RTLD_DEFAULT, "cuStreamWaitValue32");
    CUresult (*b1)(CUstream, unsigned, memop *, unsigned) = (CUresult(*)(CUstream, unsigned, memop *, unsigned))dlsym(RTLD_DEFAULT, "cuStreamBatchMemOp");
    FACT("v1 symbols: write %d wait %d batch %d", w1 != 0, t1 != 0, b1 != 0);
    if (w1) P("cuStreamWriteValue32 (v1)", w1(s, dv + 48, 0xaa, 0));
    if (t1) P("cuStreamWaitValue32 (v1)", t1(s, dv + 48, 0xaa, 1));
    memop one = wr32(dv + 52, 0xbb);
    if (b1) P("cuStreamBatchMemOp (v1)", b1(s, 1, &one, 0));
    R(cuStreamSynchronize(s));
    FACT("dv[12]=%#x dv[13]=%#x", word(dv + 48), word(dv + 52));
  } else if (!strcmp(sec, "hold")) {
    CUstream s, s2;
    CUevent e;
    cuStreamCreate(&s, 1);
    cuStreamCreate(&s2, 1);
    cuEventCreate(&e, 0);
    // A: the host releases the wait.
    hv[0] = 0;
    R(cuStreamWaitValue32_v2(s, hvd, 1, 0));
    R(cuMemsetD32Async(dv, 9, 1, s));
    R(cuEventRecord(e, s));
    sleep_ms(50);
    R(cuStreamQuery(s));
    R(cuEventQuery(e));
    R(cuStreamQuery(s2));
    R(cuStreamQuery(NULL));
    FACT("dv[0]=%u before the host's store", word(dv));
    R(cuStreamWriteValue32_v2(s2, dv + 64, 5, 0));
    R(cuStreamSynchronize(s2));
    FACT("dv[16]=%u written by s2 meanwhile", word(dv + 64));
    pthread_t th = store_after(hv, 1, 300);
    T("cuStreamSynchronize(s)", cuStreamSynchronize(s));
    pthread_join(th, 0);
    FACT("dv[0]=%u after", word(dv));
    R(cuEventQuery(e));
    // B: a kernel on s2 stores the value 200 ms later.
    R(launch_setlater(s2, dv + 128, 5, 200));
    R(cuStreamWaitValue32_v2(s, dv + 128, 5, 1));
    R(cuMemsetD32Async(dv + 132, 6, 1, s));
    sleep_ms(20);
    R(cuStreamQuery(s2));
    R(cuStreamQuery(s));
    T("cuStreamSynchronize(s)", cuStreamSynchronize(s));
    FACT("dv[32]=%u dv[33]=%u", word(dv + 128), word(dv + 132));
    R(cuStreamQuery(s2));
    // C: cuStreamWriteValue32 on s2 behind the latch releases s.
    rearm();
    R(launch_latch(s2, 0));
    R(cuStreamWriteValue32_v2(s2, dv + 256, 1, 0));
    R(cuStreamWriteValue64_v2(s2, hvd + 128, 0x500000001ull, 0));
    R(cuStreamWaitValue32_v2(s, dv + 256, 1, 0));
    R(cuMemsetD32Async(dv + 260, 7, 1, s));
    sleep_ms(50);
    R(cuStreamQuery(s2));
    R(cuStreamQuery(s));
    FACT("dv[64]=%u dv[65]=%u hv64[16]=%#llx while held", word(dv + 256), word(dv + 260), *(volatile unsigned long long *)(hv + 32));
    th = release_after(300);
    T("cuStreamSynchronize(s)", cuStreamSynchronize(s));
    pthread_join(th, 0);
    FACT("dv[64]=%u dv[65]=%u hv64[16]=%#llx after", word(dv + 256), word(dv + 260), *(volatile unsigned long long *)(hv + 32));
    R(cuStreamSynchronize(s2));
    // D: a batch on s: write, wait for the host, write; then the legacy
    // stream's memset waits? (s is non-blocking: it must not).
    hv[40] = 0;
    memop ops[3] = {wr32(dv + 512, 1), wt32(hvd + 160, 1, 1), wr32(dv + 516, 2)};
    R(cuStreamBatchMemOp_v2(s, 3, ops, 0));
    sleep_ms(50);
    R(cuStreamQuery(s));
    FACT("dv[128]=%u dv[129]=%u while the batch waits", word(dv + 512), word(dv + 516));
    hv[40] = 1;
    __sync_synchronize();
    poll("after the host's store", s, 1000);
    FACT("dv[128]=%u dv[129]=%u after", word(dv + 512), word(dv + 516));
    // E: a blocking stream waiting holds the legacy stream.
    CUstream sb;
    cuStreamCreate(&sb, 0);
    hv[42] = 0;
    R(cuStreamWaitValue32_v2(sb, hvd + 168, 1, 0));
    sleep_ms(20);
    R(cuStreamQuery(sb));
    R(cuStreamQuery(NULL));
    R(cuStreamQuery(STREAM_PER_THREAD));
    hv[42] = 1;
    __sync_synchronize();
    poll("sb after the host's store", sb, 1000);
    R(cuStreamQuery(NULL));
  } else if (!strcmp(sec, "batch")) {
    CUstream s;
    cuStreamCreate(&s, 1);
    memop ops[300];
    for (int i = 0; i < 300; i++) ops[i] = wr32(dv + 4 * i, 100 + i);
    R(cuStreamBatchMemOp_v2(s, 0, NULL, 0));
    R(cuStreamBatchMemOp_v2(s, 0, ops, 0));
    // (count 1 with a NULL array crashed the driver: window 1)
    R(cuStreamBatchMemOp_v2(s, 1, ops, 1));
    R(cuStreamBatchMemOp_v2(s, 256, ops, 0));
    R(cuStreamBatchMemOp_v2(s, 257, ops, 0));
    R(cuStreamBatchMemOp_v2(s, 300, ops, 0));
    R(cuStreamSynchronize(s));
    FACT("dv[0]=%u dv[255]=%u dv[256]=%u dv[299]=%u", word(dv), word(dv + 1020), word(dv + 1024), word(dv + 1196));
    memop m[4];
    CUstream sx;  // where calls whose effect is unknown go: never synchronized
    cuStreamCreate(&sx, 1);
    int types[] = {0, 3, 6, 7, 8, 99};
    for (int i = 0; i < 6; i++) {
      memset(m, 0, sizeof m);
      m[0].operation = types[i];
      m[0].address = dv;
      char b[80];
      snprintf(b, sizeof b, "cuStreamBatchMemOp_v2 op %d flags 0", types[i]);
      P(b, cuStreamBatchMemOp_v2(sx, 1, m, 0));
      m[0].flags4 = 1;
      snprintf(b, sizeof b, "cuStreamBatchMemOp_v2 op %d flags4 1", types[i]);
      P(b, cuStreamBatchMemOp_v2(sx, 1, m, 0));
      m[0].flags4 = 2;
      snprintf(b, sizeof b, "cuStreamBatchMemOp_v2 op %d flags4 2", types[i]);
      P(b, cuStreamBatchMemOp_v2(sx, 1, m, 0));
    }
    R(cuStreamSynchronize(s));
    // Write flags, wait flags and misaligned addresses inside a batch.
    memset(m, 0, sizeof m);
    m[0] = wr32(dv, 1); m[0].flags = 1;
    P("batch write32 NO_MEMORY_BARRIER", cuStreamBatchMemOp_v2(s, 1, m, 0));
    m[0] = wr32(dv + 16, 0x44); m[0].flags = 2;
    P("batch write32 flags 2", cuStreamBatchMemOp_v2(sx, 1, m, 0));
    m[0] = wr32(dv + 8, 1); m[0].operation = 5; m[0].value = 0x700000007ull;
    P("batch write64", cuStreamBatchMemOp_v2(s, 1, m, 0));
    m[0] = wt32(dv + 8, 7, 1);
    P("batch wait32 EQ on the low word", cuStreamBatchMemOp_v2(s, 1, m, 0));
    m[0].flags = 4;
    P("batch wait32 flags 4", cuStreamBatchMemOp_v2(sx, 1, m, 0));
    m[0].flags = 1u << 30;
    P("batch wait32 FLUSH", cuStreamBatchMemOp_v2(sx, 1, m, 0));
    m[0] = wt32(dv + 8, 0, 0); m[0].operation = 4; m[0].value = 0x700000007ull; m[0].flags = 1;
    P("batch wait64 EQ", cuStreamBatchMemOp_v2(s, 1, m, 0));
    R(cuStreamSynchronize(s));
    FACT("dv[2]=%#x dv[3]=%#x dv[4]=%#x", word(dv + 8), word(dv + 12), word(dv + 16));
    m[0] = wr32(dv + 20, 0x66);
    R(cuStreamBatchMemOp_v2(NULL, 1, m, 0));
    R(cuStreamSynchronize(NULL));
    FACT("dv[5]=%#x", word(dv + 20));
    sleep_ms(30);
    R(cuStreamQuery(sx));
  } else if (!strcmp(sec, "graphmemop")) {
    CUstream s;
    cuStreamCreate(&s, 1);
    CUgraph g;
    CUgraphNode n = 0, n2 = 0, ms = 0;
    CUgraphExec e = 0;
    memop ops[2] = {wr32(dv, 7), wr32(dv + 4, 8)};
    memopnode np = {pctx, 2, ops, 0}, out;
    R(cuGraphCreate(&g, 0));
    R(cuGraphAddBatchMemOpNode(&n, g, NULL, 0, &np));
    int t = -1;
    R(cuGraphNodeGetType(n, &t));
    FACT("type %d %s", t, ntype(t));
    memset(&out, 0, sizeof out);
    R(cuGraphBatchMemOpNodeGetParams(n, &out));
    FACT("paramArray is the caller's=%d", out.ops == ops);
    showops("params", &out);
    ops[0].value = 70;  // does the node see the caller's array change?
    memset(&out, 0, sizeof out);
    R(cuGraphBatchMemOpNodeGetParams(n, &out));
    showops("after changing the caller's array", &out);
    ops[0].value = 7;
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    FACT("dv[0]=%u dv[1]=%u", word(dv), word(dv + 4));
    memop ops2[1] = {wr32(dv + 8, 9)};
    memopnode np2 = {pctx, 1, ops2, 0};
    R(cuGraphBatchMemOpNodeSetParams(n, &np2));
    memset(&out, 0, sizeof out);
    R(cuGraphBatchMemOpNodeGetParams(n, &out));
    showops("after SetParams", &out);
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    FACT("exec keeps its params: dv[2]=%u", word(dv + 8));
    memop ops3[2] = {wr32(dv + 12, 10), wr32(dv + 16, 11)};
    memopnode np3 = {pctx, 2, ops3, 0};
    R(cuGraphExecBatchMemOpNodeSetParams(e, n, &np3));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    FACT("after exec SetParams: dv[3]=%u dv[4]=%u", word(dv + 12), word(dv + 16));
    memopnode np4 = {pctx, 3, ops3, 0};
    memop three[3] = {wr32(dv + 12, 10), wr32(dv + 16, 11), wr32(dv + 20, 12)};
    np4.ops = three;
    R(cuGraphExecBatchMemOpNodeSetParams(e, n, &np4));
    memopnode np1 = {pctx, 1, ops3, 0};
    R(cuGraphExecBatchMemOpNodeSetParams(e, n, &np1));
    memop wt = wt32(dv + 12, 10, 1);
    memopnode npw = {pctx, 1, &wt, 0};
    R(cuGraphExecBatchMemOpNodeSetParams(e, n, &npw));
    R(cuGraphExecDestroy(e));
    // Misuse.
    memopnode bad = np;
    bad.count = 0;
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, &bad));
    bad = np; bad.ops = NULL;
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, &bad));
    bad = np; bad.ctx = NULL;
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, &bad));
    if (n2) { memset(&out, 0, sizeof out); R(cuGraphBatchMemOpNodeGetParams(n2, &out)); showops("ctx NULL node", &out); }
    bad = np; bad.flags = 1;
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, &bad));
    memop badop = wr32(dv, 1);
    badop.operation = 99;
    bad = np; bad.count = 1; bad.ops = &badop;
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, &bad));
    badop = wr32(dv + 2, 1);
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, &bad));
    R(cuGraphAddBatchMemOpNode(&n2, g, NULL, 0, NULL));
    R(cuGraphAddBatchMemOpNode(NULL, g, NULL, 0, &np));
    memsetnode msp = {dv, 0, 1, 4, 4, 1, 0};
    R(cuGraphAddMemsetNode(&ms, g, NULL, 0, &msp, pctx));
    R(cuGraphBatchMemOpNodeGetParams(ms, &out));
    R(cuGraphBatchMemOpNodeSetParams(ms, &np));
    R(cuGraphBatchMemOpNodeGetParams(n, NULL));
    // Through cuGraphAddNode_v2 (type 12).
    nodeparams gp;
    memset(&gp, 0, sizeof gp);
    gp.type = 12;
    gp.u.memop = np;
    CUgraphNode n3 = 0;
    R(cuGraphAddNode_v2(&n3, g, NULL, NULL, 0, &gp));
    if (n3) { memset(&out, 0, sizeof out); R(cuGraphBatchMemOpNodeGetParams(n3, &out)); showops("cuGraphAddNode_v2 node", &out); }
    R(cuGraphDestroy(g));
    // Capture: stream memory operations become batch-mem-op nodes.
    memop cap[2] = {wr32(dv + 256, 21), wt32(dv + 256, 21, 1)};
    R(cuStreamBeginCapture_v2(s, 0));
    R(cuStreamWriteValue32_v2(s, dv + 256, 20, 0));
    R(cuStreamWaitValue32_v2(s, dv + 256, 20, 0));
    R(cuStreamWriteValue64_v2(s, dv + 264, 0x900000009ull, 0));
    R(cuStreamWaitValue64_v2(s, dv + 264, 0x900000009ull, 1));
    R(cuStreamBatchMemOp_v2(s, 2, cap, 0));
    R(cuStreamEndCapture(s, &g));
    nodes(g);
    {
      CUgraphNode ns[8];
      size_t nn = 8;
      cuGraphGetNodes(g, ns, &nn);
      for (size_t i = 0; i < nn && i < 8; i++) {
        memset(&out, 0, sizeof out);
        CUresult r = cuGraphBatchMemOpNodeGetParams(ns[i], &out);
        printf("  node %zu GetParams -> %s\n", i, ename(r));
        if (!r) showops("captured", &out);
      }
    }
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, s));
    R(cuStreamSynchronize(s));
    FACT("dv[64]=%u dv64[33]=%#llx", word(dv + 256), dword(dv + 264));
  } else if (!strcmp(sec, "freeasync")) {
    CUstream s, s2, s3;
    CUevent ev;
    CUmemoryPool pool;
    cuStreamCreate(&s, 1);
    cuStreamCreate(&s2, 1);
    cuStreamCreate(&s3, 1);
    cuEventCreate(&ev, 0);
    cuDeviceGetDefaultMemPool(&pool, dev);
    CUdeviceptr a = 0, b = 0, c = 0, d = 0, f = 0, h = 0;
    unsigned long long used = 0, reserved = 0;
    R(cuMemAllocAsync(&a, 1000, s));
    R(cuStreamSynchronize(s));
    rearm();
    R(launch_latch(s, 0));
    R(cuMemsetD32Async(a, 3, 250, s));
    R(cuMemFreeAsync(a, s));
    cuMemPoolGetAttribute(pool, 7, &used);
    cuMemPoolGetAttribute(pool, 5, &reserved);
    FACT("after the free, held: used %llu reserved %llu", used, reserved);
    {
      CUdeviceptr base = 0;
      size_t sz = 0;
      CUresult r = cuMemGetAddressRange_v2(&base, &sz, a);
      FACT("cuMemGetAddressRange(a) held -> %s base a%+lld size %zu", ename(r), r ? 0 : (long long)(base - a), r ? 0 : sz);
    }
    R(cuMemAllocAsync(&b, 1000, s2));
    FACT("b on another stream: a%+lld", (long long)(b - a));
    R(cuMemAllocAsync(&c, 1000, s));
    FACT("c on the held stream: a%+lld", (long long)(c - a));
    R(cuEventRecord(ev, s));
    R(cuStreamWaitEvent(s3, ev, 0));
    R(cuMemAllocAsync(&d, 1000, s3));
    FACT("d on a stream waiting on the held one: a%+lld", (long long)(d - a));
    R(cuMemsetD32Async(c, 4, 250, s));
    cuMemPoolGetAttribute(pool, 7, &used);
    FACT("used %llu", used);
    R(cuStreamQuery(s));
    R(cuStreamQuery(s2));
    R(cuStreamQuery(s3));
    pthread_t th = release_after(300);
    T("cuStreamSynchronize(s)", cuStreamSynchronize(s));
    pthread_join(th, 0);
    FACT("c[0]=%u", word(c));
    cuMemPoolGetAttribute(pool, 7, &used);
    FACT("used %llu", used);
    R(cuMemFreeAsync(b, s2));
    R(cuMemFreeAsync(c, s));
    R(cuMemFreeAsync(d, s3));
    R(cuCtxSynchronize());
    R(cuMemAllocAsync(&f, 1000, s2));
    FACT("f after everything synchronized: a%+lld", (long long)(f - a));
    R(cuMemFreeAsync(f, s2));
    R(cuStreamSynchronize(s2));
    // Held again: free on s, and an allocation on the legacy stream (s is
    // non-blocking) and on a blocking stream.
    rearm();
    CUstream sb;
    cuStreamCreate(&sb, 0);
    R(cuMemAllocAsync(&a, 1000, s));
    R(cuStreamSynchronize(s));
    R(launch_latch(s, 0));
    R(cuMemFreeAsync(a, s));
    R(cuMemAllocAsync(&h, 1000, NULL));
    FACT("h on the legacy stream: a%+lld", (long long)(h - a));
    CUdeviceptr k = 0;
    R(cuMemAllocAsync(&k, 1000, sb));
    FACT("k on a blocking stream: a%+lld", (long long)(k - a));
    th = release_after(300);
    T("cuCtxSynchronize", cuCtxSynchronize());
    pthread_join(th, 0);
  } else if (!strcmp(sec, "freeplain")) {
    // cuMemFreeAsync of cuMemAlloc memory behind a held stream.
    CUstream s, s2;
    cuStreamCreate(&s, 1);
    cuStreamCreate(&s2, 1);
    CUdeviceptr a = 0, b = 0;
    R(cuMemAlloc_v2(&a, 1 << 20));
    rearm();
    R(launch_latch(s, 0));
    R(cuMemsetD32Async(a, 3, 1 << 18, s));
    R(cuMemFreeAsync(a, s));
    {
      CUdeviceptr base = 0;
      size_t sz = 0;
      CUresult r = cuMemGetAddressRange_v2(&base, &sz, a);
      FACT("cuMemGetAddressRange(a) held -> %s base a%+lld size %zu", ename(r), r ? 0 : (long long)(base - a), r ? 0 : sz);
    }
    R(cuMemFreeAsync(a, s));
    R(cuMemAlloc_v2(&b, 1 << 20));
    FACT("b: a%+lld", (long long)(b - a));
    R(cuMemsetD32Async(b, 4, 1 << 18, s2));
    R(cuStreamSynchronize(s2));
    R(cuStreamQuery(s));
    pthread_t th = release_after(300);
    T("cuStreamSynchronize(s)", cuStreamSynchronize(s));
    pthread_join(th, 0);
    FACT("b[0]=%u", word(b));
    {
      CUdeviceptr base = 0;
      size_t sz = 0;
      CUresult r = cuMemGetAddressRange_v2(&base, &sz, a);
      FACT("cuMemGetAddressRange(a) after -> %s", ename(r));
    }
    R(cuCtxSynchronize());
  } else if (!strcmp(sec, "ctxevent")) {
    CUstream s1, s3;
    CUevent e, e2, e3;
    cuStreamCreate(&s1, 1);
    cuStreamCreate(&s3, 1);
    cuEventCreate(&e, 0);
    cuEventCreate(&e2, 0);
    cuEventCreate(&e3, 0);
    R(cuCtxRecordEvent(pctx, e));
    R(cuEventQuery(e));
    rearm();
    R(launch_latch(s1, 0));
    R(cuEventRecord(e2, s1));
    R(cuCtxRecordEvent(pctx, e));
    sleep_ms(50);
    R(cuEventQuery(e));
    R(cuCtxRecordEvent(NULL, e));
    R(cuCtxRecordEvent(pctx, NULL));
    R(cuCtxWaitEvent(pctx, e2));
    R(cuMemsetD32Async(dv, 5, 1, s3));
    R(cuEventRecord(e3, s3));
    sleep_ms(50);
    R(cuEventQuery(e3));
    R(cuStreamQuery(s3));
    R(cuStreamQuery(NULL));
    R(cuCtxWaitEvent(NULL, e2));
    R(cuCtxWaitEvent(pctx, NULL));
    pthread_t th = release_after(300);
    T("cuEventSynchronize(e)", cuEventSynchronize(e));
    pthread_join(th, 0);
    R(cuCtxSynchronize());
    R(cuEventQuery(e3));
    // Another context, and an event of the primary one.
    CUcontext c2;
    R(cuCtxCreate_v2(&c2, 0, dev));
    R(cuCtxRecordEvent(c2, e));
    R(cuCtxWaitEvent(c2, e));
    R(cuCtxRecordEvent(pctx, e));
    R(cuCtxSetCurrent(pctx));
    R(cuCtxRecordEvent(c2, e));
    // During a capture.
    CUstream sc;
    cuStreamCreate(&sc, 0);
    R(cuStreamBeginCapture_v2(sc, 2));
    R(cuCtxRecordEvent(pctx, e));
    R(cuCtxWaitEvent(pctx, e));
    CUgraph g = 0;
    R(cuStreamEndCapture(sc, &g));
    R(cuCtxDestroy_v2(c2));
    R(cuCtxRecordEvent(c2, e));
  } else if (!strcmp(sec, "kattr")) {
    CUgraph g;
    CUgraphNode k1, k2, ms;
    int n = 64;
    void *params[] = {&dv, &n};
    kernelnode kp = {addonef, 2, 1, 1, 32, 1, 1, 0, params, 0, 0, 0};
    R(cuGraphCreate(&g, 0));
    R(cuGraphAddKernelNode_v2(&k1, g, NULL, 0, &kp));
    R(cuGraphAddKernelNode_v2(&k2, g, &k1, 1, &kp));
    memsetnode msp = {dv, 0, 1, 4, 4, 1, 0};
    R(cuGraphAddMemsetNode(&ms, g, NULL, 0, &msp, pctx));
    unsigned char v[128];
    for (int id = 0; id <= 20; id++) {
      memset(v, 0xee, sizeof v);
      CUresult r = cuGraphKernelNodeGetAttribute(k1, id, v);
      printf("get attr %d -> %s", id, ename(r));
      if (!r) printf(" %#llx %#llx %#llx %#llx", ((unsigned long long *)v)[0], ((unsigned long long *)v)[1], ((unsigned long long *)v)[2], ((unsigned long long *)v)[3]);
      printf("\n");
    }
    memset(v, 0, sizeof v);
    *(int *)v = 1;
    P("set 2 cooperative 1", cuGraphKernelNodeSetAttribute(k1, 2, v));
    P("set 8 priority 1", cuGraphKernelNodeSetAttribute(k1, 8, v));
    P("set 10 mem sync domain 1", cuGraphKernelNodeSetAttribute(k1, 10, v));
    P("set 3 synchronization policy 1", cuGraphKernelNodeSetAttribute(k1, 3, v));
    P("set 6 programmatic serialization 1", cuGraphKernelNodeSetAttribute(k1, 6, v));
    P("set 13 device updatable 1", cuGraphKernelNodeSetAttribute(k1, 13, v));
    *(int *)v = 50;
    P("set 14 carveout 50", cuGraphKernelNodeSetAttribute(k1, 14, v));
    *(int *)v = 2;
    P("set 5 cluster scheduling policy 2", cuGraphKernelNodeSetAttribute(k1, 5, v));
    memset(v, 0, sizeof v);
    ((unsigned *)v)[0] = 2; ((unsigned *)v)[1] = 1; ((unsigned *)v)[2] = 1;
    P("set 4 cluster 2x1x1", cuGraphKernelNodeSetAttribute(k1, 4, v));
    memset(v, 0, sizeof v);
    *(CUdeviceptr *)v = dv;
    *(size_t *)(v + 8) = 1024;
    *(float *)(v + 16) = 0.5f;
    *(int *)(v + 20) = 2;
    *(int *)(v + 24) = 1;
    P("set 1 access policy window", cuGraphKernelNodeSetAttribute(k1, 1, v));
    memset(v, 0, sizeof v);
    v[0] = 1;
    P("set 9 mem sync domain map 1,0", cuGraphKernelNodeSetAttribute(k1, 9, v));
    *(int *)v = 5;
    P("set 10 mem sync domain 5", cuGraphKernelNodeSetAttribute(k1, 10, v));
    P("set 99", cuGraphKernelNodeSetAttribute(k1, 99, v));
    P("set 0", cuGraphKernelNodeSetAttribute(k1, 0, v));
    P("get on a memset node", cuGraphKernelNodeGetAttribute(ms, 2, v));
    P("set on a memset node", cuGraphKernelNodeSetAttribute(ms, 2, v));
    P("get 99", cuGraphKernelNodeGetAttribute(k1, 99, v));
    for (int id = 0; id <= 14; id++) {
      memset(v, 0xee, sizeof v);
      CUresult r = cuGraphKernelNodeGetAttribute(k1, id, v);
      printf("k1 attr %d -> %s", id, ename(r));
      if (!r) printf(" %#llx %#llx %#llx %#llx", ((unsigned long long *)v)[0], ((unsigned long long *)v)[1], ((unsigned long long *)v)[2], ((unsigned long long *)v)[3]);
      printf("\n");
    }
    R(cuGraphKernelNodeCopyAttributes(k2, k1));
    for (int id = 0; id <= 14; id++) {
      memset(v, 0xee, sizeof v);
      CUresult r = cuGraphKernelNodeGetAttribute(k2, id, v);
      printf("k2 attr %d -> %s", id, ename(r));
      if (!r) printf(" %#llx %#llx %#llx %#llx", ((unsigned long long *)v)[0], ((unsigned long long *)v)[1], ((unsigned long long *)v)[2], ((unsigned long long *)v)[3]);
      printf("\n");
    }
    R(cuGraphKernelNodeCopyAttributes(ms, k1));
    R(cuGraphKernelNodeCopyAttributes(k2, ms));
    R(cuGraphKernelNodeCopyAttributes(NULL, k1));
    CUgraphExec e = 0;
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, NULL));
    R(cuCtxSynchronize());
    FACT("dv[0]=%u dv[1]=%u dv[63]=%u", word(dv), word(dv + 4), word(dv + 252));
  } else if (!strcmp(sec, "nodeparams")) {
    CUgraph g;
    CUgraphNode n = 0, n1 = 0, ms = 0, hn = 0, en = 0, x = 0;
    CUgraphExec e = 0;
    int cnt = 64;
    void *params[] = {&dv, &cnt};
    nodeparams np;
    memset(&np, 0, sizeof np);
    np.type = 0;
    np.u.kernel = (kernelnode){addonef, 1, 1, 1, 64, 1, 1, 0, params, 0, 0, 0};
    R(cuGraphCreate(&g, 0));
    R(cuGraphAddNode_v2(&n, g, NULL, NULL, 0, &np));
    R(cuGraphAddNode(&n1, g, &n, 1, &np));
    kernelnode kp;
    memset(&kp, 0, sizeof kp);
    R(cuGraphKernelNodeGetParams_v2(n, &kp));
    FACT("func same=%d grid %u block %u params same=%d kern null=%d ctx current=%d ctx null=%d", kp.func == addonef, kp.gx, kp.bx,
         kp.params == params, kp.kern == 0, kp.ctx == pctx, kp.ctx == 0);
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e, NULL));
    R(cuCtxSynchronize());
    FACT("dv[0]=%u dv[32]=%u dv[63]=%u", word(dv), word(dv + 128), word(dv + 252));
    np.u.kernel.bx = 32;
    R(cuGraphNodeSetParams(n, &np));
    memset(&kp, 0, sizeof kp);
    R(cuGraphKernelNodeGetParams_v2(n, &kp));
    FACT("block after cuGraphNodeSetParams %u", kp.bx);
    R(cuGraphLaunch(e, NULL));
    R(cuCtxSynchronize());
    FACT("exec unchanged: dv[0]=%u dv[32]=%u", word(dv), word(dv + 128));
    np.u.kernel.bx = 16;
    R(cuGraphExecNodeSetParams(e, n, &np));
    R(cuGraphLaunch(e, NULL));
    R(cuCtxSynchronize());
    FACT("after cuGraphExecNodeSetParams: dv[0]=%u dv[16]=%u dv[32]=%u", word(dv), word(dv + 64), word(dv + 128));
    np.u.kernel.func = 0;
    R(cuGraphNodeSetParams(n, &np));
    np.u.kernel.func = addonef;
    np.type = 2;
    R(cuGraphNodeSetParams(n, &np));
    R(cuGraphExecNodeSetParams(e, n, &np));
    // Memset, host and empty nodes through cuGraphAddNode_v2.
    memset(&np, 0, sizeof np);
    np.type = 2;
    np.u.memset = (memsetnode){dv + 512, 0, 0x42, 4, 4, 1, pctx};
    R(cuGraphAddNode_v2(&ms, g, NULL, NULL, 0, &np));
    memsetnode mp;
    memset(&mp, 0, sizeof mp);
    if (ms) { R(cuGraphMemsetNodeGetParams(ms, &mp)); FACT("memset value %#x width %zu", mp.value, mp.width); }
    np.u.memset.ctx = 0;
    np.u.memset.dst = dv + 768;
    CUgraphNode ms0 = 0;
    R(cuGraphAddNode_v2(&ms0, g, NULL, NULL, 0, &np));
    np.u.memset.ctx = pctx;
    np.u.memset.dst = dv + 512;
    np.u.memset.value = 0x43;
    if (ms) R(cuGraphNodeSetParams(ms, &np));
    memset(&np, 0, sizeof np);
    np.type = 3;
    np.u.host = (hostnode){hostfn, 0, 0};
    R(cuGraphAddNode_v2(&hn, g, NULL, NULL, 0, &np));
    np.u.host.syncMode = 1;
    CUgraphNode hn1 = 0;
    R(cuGraphAddNode_v2(&hn1, g, NULL, NULL, 0, &np));
    if (hn) R(cuGraphNodeSetParams(hn, &np));
    memset(&np, 0, sizeof np);
    np.type = 5;
    R(cuGraphAddNode_v2(&en, g, NULL, NULL, 0, &np));
    if (en) R(cuGraphNodeSetParams(en, &np));
    memset(&np, 0, sizeof np);
    np.type = 1;
    np.u.memcpy.ctx = pctx;
    {
      unsigned long long *c = np.u.memcpy.copy;
      c[4] = 2; c[6] = dv + 2048; c[9] = 16; c[10] = 1;
      c[15] = 2; c[17] = dv + 1024; c[20] = 16; c[21] = 1;
      c[22] = 16; c[23] = 1; c[24] = 1;
    }
    cuMemsetD32_v2(dv + 2048, 5, 4);
    R(cuGraphAddNode_v2(&x, g, NULL, NULL, 0, &np));
    memset(&np, 0, sizeof np);
    np.type = 99;
    R(cuGraphAddNode_v2(&x, g, NULL, NULL, 0, &np));
    np.type = 0;
    R(cuGraphAddNode_v2(&x, g, NULL, NULL, 0, &np));
    np.reserved0[0] = 1;
    np.type = 5;
    R(cuGraphAddNode_v2(&x, g, NULL, NULL, 0, &np));
    np.reserved0[0] = 0;
    np.reserved2 = 1;
    R(cuGraphAddNode_v2(&x, g, NULL, NULL, 0, &np));
    CUgraphExec e2 = 0;
    R(cuGraphInstantiateWithFlags(&e2, g, 0));
    hostcalls = 0;
    R(cuGraphLaunch(e2, NULL));
    R(cuCtxSynchronize());
    FACT("dv[0]=%u dv[128]=%#x dv[192]=%#x dv[256]=%u hostcalls=%d", word(dv), word(dv + 512), word(dv + 768), word(dv + 1024), hostcalls);
    memset(&np, 0, sizeof np);
    np.type = 2;
    np.u.memset = (memsetnode){dv + 512, 0, 0x44, 4, 4, 1, pctx};
    if (ms) R(cuGraphExecNodeSetParams(e2, ms, &np));
    R(cuGraphLaunch(e2, NULL));
    R(cuCtxSynchronize());
    FACT("dv[128]=%#x", word(dv + 512));
    memset(&np, 0, sizeof np);
    np.type = 5;
    if (en) R(cuGraphExecNodeSetParams(e2, en, &np));
    np.type = 3;
    np.u.host = (hostnode){hostfn, (void *)1, 0};
    if (hn) R(cuGraphExecNodeSetParams(e2, hn, &np));
    R(cuGraphAddNode_v2(&x, g, NULL, NULL, 0, NULL));
    R(cuGraphNodeSetParams(n, NULL));
    R(cuGraphNodeSetParams(NULL, &np));
  } else if (!strcmp(sec, "sticky")) {
    // Objects made before the fault.
    CUstream s;
    cuStreamCreate(&s, 1);
    CUgraph g0;
    CUgraphNode m0;
    CUgraphExec e0 = 0;
    CUevent ev;
    cuEventCreate(&ev, 0);
    memsetnode msp = {dv, 0, 1, 4, 4, 1, 0};
    R(cuGraphCreate(&g0, 0));
    R(cuGraphAddMemsetNode(&m0, g0, NULL, 0, &msp, pctx));
    R(cuGraphInstantiateWithFlags(&e0, g0, 0));
    flag[0] = 1;
    __sync_synchronize();
    R(launch_latch(s, 1));
    R(cuCtxSynchronize());
    R(cuCtxSynchronize());
    CUgraph g = 0, gc = 0;
    CUgraphNode n = 0, k = 0, m = 0, c = 0, h = 0, ch = 0, er = 0, bm = 0;
    CUgraphExec e = 0;
    R(cuGraphCreate(&g, 0));
    R(cuGraphAddEmptyNode(&n, g0, NULL, 0));
    int cnt = 64;
    void *params[] = {&dv, &cnt};
    kernelnode kp = {addonef, 1, 1, 1, 64, 1, 1, 0, params, 0, 0, 0};
    R(cuGraphAddKernelNode_v2(&k, g0, NULL, 0, &kp));
    R(cuGraphAddMemsetNode(&m, g0, NULL, 0, &msp, pctx));
    unsigned long long cp[25];
    memset(cp, 0, sizeof cp);
    cp[4] = 2; cp[6] = dv; cp[9] = 16; cp[10] = 1;
    cp[15] = 2; cp[17] = dv + 1024; cp[20] = 16; cp[21] = 1;
    cp[22] = 16; cp[23] = 1; cp[24] = 1;
    R(cuGraphAddMemcpyNode(&c, g0, NULL, 0, cp, pctx));
    hostnode hp = {hostfn, 0, 0};
    R(cuGraphAddHostNode(&h, g0, NULL, 0, &hp));
    CUgraph child = 0;
    cuGraphCreate(&child, 0);
    R(cuGraphAddChildGraphNode(&ch, g0, NULL, 0, child));
    R(cuGraphAddEventRecordNode(&er, g0, NULL, 0, ev));
    memop op = wr32(dv, 5);
    memopnode mp = {pctx, 1, &op, 0};
    R(cuGraphAddBatchMemOpNode(&bm, g0, NULL, 0, &mp));
    nodeparams np;
    memset(&np, 0, sizeof np);
    np.type = 5;
    CUgraphNode an = 0;
    R(cuGraphAddNode_v2(&an, g0, NULL, NULL, 0, &np));
    R(cuGraphAddDependencies(g0, &m0, &m0, 1));
    nodes(g0);
    R(cuGraphClone(&gc, g0));
    memsetnode got;
    R(cuGraphMemsetNodeGetParams(m0, &got));
    R(cuGraphInstantiateWithFlags(&e, g0, 0));
    R(cuGraphInstantiateWithFlags(&e, g, 0));
    R(cuGraphLaunch(e0, s));
    R(cuGraphUpload(e0, s));
    R(cuGraphExecMemsetNodeSetParams(e0, m0, &msp, pctx));
    R(cuGraphExecUpdate_v2(e0, g0, NULL));
    R(cuGraphDebugDotPrint(g0, "/tmp/probe_streamops_sticky.dot", 0));
    R(cuGraphExecDestroy(e0));
    R(cuGraphDestroy(g0));
    R(cuGraphDestroy(g));
    R(cuStreamBeginCapture_v2(s, 0));
    int cap = -1;
    R(cuStreamIsCapturing(s, &cap));
    FACT("capturing %d", cap);
    R(cuStreamEndCapture(s, &g));
    R(cuStreamWriteValue32_v2(s, dv, 1, 0));
    R(cuStreamWaitValue32_v2(s, dv, 1, 0));
    R(cuStreamBatchMemOp_v2(s, 1, &op, 0));
    R(cuCtxRecordEvent(pctx, ev));
    R(cuCtxWaitEvent(pctx, ev));
    CUdevice d = -1;
    R(cuStreamGetDevice(s, &d));
    CUstream s2;
    cuStreamCreate(&s2, 0);
    R(cuStreamCopyAttributes(s2, s));
    R(cuMemFreeAsync(dv, s));
  } else if (!strncmp(sec, "bad", 3)) {
    // One call that might fault the context a section.
    CUstream s;
    cuStreamCreate(&s, 1);
    void *pageable = malloc(64);
    memset(pageable, 0, 64);
    if (!strcmp(sec, "bad1")) R(cuStreamWriteValue32_v2(s, 0x1000, 1, 0));
    if (!strcmp(sec, "bad2")) R(cuStreamWaitValue32_v2(s, 0x1000, 0, 0));
    if (!strcmp(sec, "bad3")) R(cuStreamWriteValue32_v2(s, (CUdeviceptr)pageable, 1, 0));
    if (!strcmp(sec, "bad4")) R(cuStreamWaitValue32_v2(s, (CUdeviceptr)pageable, 0, 0));
    if (!strcmp(sec, "bad5")) R(cuStreamWriteValue32_v2(s, dv + (1ull << 30), 1, 0));
    if (!strcmp(sec, "bad6")) R(cuStreamWaitValue32_v2(s, dv + 2, 0, 0));
    if (!strcmp(sec, "bad7")) R(cuStreamWriteValue32_v2(s, dv + 2, 1, 0));
    if (!strcmp(sec, "bad8")) R(cuStreamWaitValue64_v2(s, dv + 4, 0, 0));
    if (!strcmp(sec, "bad9")) R(cuStreamWriteValue64_v2(s, dv + 4, 1, 0));
    if (!strcmp(sec, "bad10")) R(cuStreamWriteValue32_v2(s, 0, 1, 0));
    if (!strcmp(sec, "bad11")) R(cuStreamWaitValue32_v2(s, 0, 0, 0));
    if (!strcmp(sec, "bad12")) R(cuStreamWriteValue64_v2(s, 0, 1, 0));
    if (!strcmp(sec, "bad13")) {
      memop m[2] = {wr32(dv + 16, 0x44), wr32(dv + 2, 0x55)};
      P("batch of a good write and a misaligned one", cuStreamBatchMemOp_v2(s, 2, m, 0));
    }
    if (!strcmp(sec, "bad14")) {
      memop m = wr32(dv + 4, 1);
      m.operation = 5;
      P("batch write64 misaligned", cuStreamBatchMemOp_v2(s, 1, &m, 0));
    }
    if (!strcmp(sec, "bad15")) {
      memop m = wt32(dv + 4, 0, 0);
      m.operation = 4;
      P("batch wait64 misaligned", cuStreamBatchMemOp_v2(s, 1, &m, 0));
    }
    if (!strcmp(sec, "bad16")) {
      memop m = wr32(0, 1);
      P("batch write32 NULL address", cuStreamBatchMemOp_v2(s, 1, &m, 0));
    }
    sleep_ms(100);
    R(cuStreamQuery(s));
    R(cuCtxSynchronize());
    FACT("pageable[0]=%u", *(volatile unsigned *)pageable);
    if (!strcmp(sec, "bad13")) FACT("dv[4]=%#x", word(dv + 16));
  } else {
    fprintf(stderr, "unknown section %s\n", sec);
    return 2;
  }
  fflush(stdout);
  return 0;
}
