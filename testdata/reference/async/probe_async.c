// probe_async measures what the real driver answers while a kernel that
// waits for the host holds a stream: the latch kernel of async_kernels.cu
// (cuda.core's tests/helpers/latch.py) polls a pinned host int, and a
// second host thread (the releaser) sets it after a delay, so nothing
// hangs (the kernel also gives up after 10 s of clock64).
//
// Usage: probe_async PTX SECTION. Each section runs in its own process
// (run.sh loops over them): held, legacy, hostfn, destroy, unload,
// ctxdestroy, reset, timing, fault. Output: `call -> CODE_NAME` a line, facts
// on indented lines; times are host wall-clock milliseconds (CLOCK_MONOTONIC)
// rounded to whole ms, and kernel completion is read from the latch's done
// mark (flag[1]).
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
#include <sys/syscall.h>
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

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuDevicePrimaryCtxReset_v2(CUdevice);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleUnload(CUmodule);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamDestroy_v2(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned);
CUresult cuLaunchHostFunc(CUstream, void (*)(void *), void *);
CUresult cuStreamAddCallback(CUstream, void (*)(CUstream, CUresult, void *), void *, unsigned);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventQuery(CUevent);
CUresult cuEventSynchronize(CUevent);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemHostAlloc(void **, size_t, unsigned);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);

#define STREAM_PER_THREAD ((CUstream)0x2)
#define STREAM_LEGACY ((CUstream)0x1)

typedef CUresult (*elapsed_fn)(float *, CUevent, CUevent);
static elapsed_fn elapsed_v1, elapsed_v2;

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
static pid_t tid(void) { return (pid_t)syscall(SYS_gettid); }

#define P(call, expr)                                                  \
  do {                                                                 \
    CUresult r_ = (expr);                                              \
    printf("%s -> %s\n", call, ename(r_));                             \
    fflush(stdout);                                                    \
  } while (0)
// T is P that also prints how long the call took.
#define T(call, expr)                                                  \
  do {                                                                 \
    double t0_ = now_ms();                                             \
    CUresult r_ = (expr);                                              \
    printf("%s -> %s\n  took_ms %.0f\n", call, ename(r_), now_ms() - t0_); \
    fflush(stdout);                                                    \
  } while (0)
#define FACT(...)                                                      \
  do {                                                                 \
    printf("  " __VA_ARGS__);                                          \
    printf("\n");                                                      \
    fflush(stdout);                                                    \
  } while (0)

static volatile int *flag;  // pinned host memory: [0] release, [1] done mark
static CUfunction latchf, sleeperf;
static unsigned long long timeout_cycles;
static pid_t main_tid, releaser_tid;

static void *releaser(void *arg) {
  releaser_tid = tid();
  sleep_ms((int)(intptr_t)arg);
  flag[0] = 1;
  __sync_synchronize();
  return 0;
}
// release_after starts the releaser thread: flag[0] = 1 after ms.
static pthread_t release_after(int ms) {
  pthread_t th;
  pthread_create(&th, 0, releaser, (void *)(intptr_t)ms);
  return th;
}
static void rearm(void) {
  flag[0] = 0;
  flag[1] = 0;
  __sync_synchronize();
}
static CUresult launch_latch(CUfunction f, CUstream s, int fault) {
  void *p = (void *)flag;
  void *args[] = {&p, &timeout_cycles, &fault};
  return cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, args, 0);
}
static CUresult launch_sleeper(CUstream s, unsigned ms) {
  void *args[] = {&ms};
  return cuLaunchKernel(sleeperf, 1, 1, 1, 1, 1, 1, 0, s, args, 0);
}
static void elapsed(const char *tag, CUevent a, CUevent b) {
  float ms = -1;
  CUresult r = elapsed_v1(&ms, a, b);
  printf("cuEventElapsedTime %s -> %s\n", tag, ename(r));
  if (r == 0) printf("  ms %.1f\n", ms);
  if (elapsed_v2) {
    ms = -1;
    r = elapsed_v2(&ms, a, b);
    printf("cuEventElapsedTime_v2 %s -> %s\n", tag, ename(r));
    if (r == 0) printf("  ms %.1f\n", ms);
  }
  fflush(stdout);
}
static void done_mark(void) { FACT("kernel done %d", flag[1]); }
// wait_done polls the done mark for up to ms and says when it was set.
static void wait_done(int ms) {
  double t0 = now_ms();
  while (!flag[1] && now_ms() - t0 < ms) sleep_ms(1);
  FACT("kernel done %d after_ms %.0f", flag[1], now_ms() - t0);
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

struct hostrec { volatile int ran; pid_t tid; double at; CUresult status; volatile int *gate; };
static void hostfn(void *p) {
  struct hostrec *h = p;
  if (h->gate) {  // a host function that blocks until the main thread opens the gate
    double t0 = now_ms();
    while (!*h->gate && now_ms() - t0 < 3000) sleep_ms(1);
  }
  h->tid = tid();
  h->at = now_ms();
  __sync_synchronize();
  h->ran = 1;
}
static void callback(CUstream s, CUresult status, void *p) {
  struct hostrec *h = p;
  (void)s;
  h->status = status;
  hostfn(p);
}
static void who(const char *what, struct hostrec *h) {
  FACT("%s ran %d thread %s", what, h->ran,
       !h->ran ? "-" : h->tid == main_tid ? "caller" : h->tid == releaser_tid ? "releaser" : "other");
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: probe_async PTX SECTION\n"); return 2; }
  const char *sec = argv[2];
  char *ptx = slurp(argv[1]);
  setvbuf(stdout, 0, _IOLBF, 0);
  main_tid = tid();
  elapsed_v1 = (elapsed_fn)dlsym(RTLD_DEFAULT, "cuEventElapsedTime");
  elapsed_v2 = (elapsed_fn)dlsym(RTLD_DEFAULT, "cuEventElapsedTime_v2");
  printf("# section %s\n", sec);
  CUdevice dev;
  CUcontext pctx, side;
  CUmodule mod;
  int khz = 0;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDeviceGetAttribute(&khz, 13, dev)) return 3;
  // The pinned flag lives in a context of its own, portable, so it
  // outlives a destroyed or reset context.
  if (cuCtxCreate_v2(&side, 0, dev) || cuMemHostAlloc((void **)&flag, 64, 1 /*PORTABLE*/)) return 3;
  if (cuDevicePrimaryCtxRetain(&pctx, dev) || cuCtxSetCurrent(pctx)) return 3;
  if (cuModuleLoadData(&mod, ptx) || cuModuleGetFunction(&latchf, mod, "latch") ||
      cuModuleGetFunction(&sleeperf, mod, "sleeper")) return 3;
  timeout_cycles = 10ull * khz * 1000;  // 10 s
  rearm();

  if (!strcmp(sec, "held")) {
    // A non-blocking stream held by the latch; s2 another non-blocking stream.
    CUstream s1, s2;
    CUevent e0, e1, e2, idle, never;
    cuStreamCreate(&s1, 1);
    cuStreamCreate(&s2, 1);
    cuEventCreate(&e0, 0); cuEventCreate(&e1, 0); cuEventCreate(&e2, 0);
    cuEventCreate(&idle, 0); cuEventCreate(&never, 0);
    P("cuEventRecord e0 s1", cuEventRecord(e0, s1));
    T("cuLaunchKernel latch s1", launch_latch(latchf, s1, 0));
    P("cuEventRecord e1 s1 (behind latch)", cuEventRecord(e1, s1));
    P("cuEventRecord idle s2", cuEventRecord(idle, s2));
    sleep_ms(100);
    done_mark();
    P("cuStreamQuery s1", cuStreamQuery(s1));
    P("cuEventQuery e0", cuEventQuery(e0));
    P("cuEventQuery e1", cuEventQuery(e1));
    P("cuEventQuery never-recorded", cuEventQuery(never));
    elapsed("e0 e1 (e1 pending)", e0, e1);
    elapsed("e1 e0 (e1 pending)", e1, e0);
    elapsed("idle e1 (e1 pending)", idle, e1);
    elapsed("e0 idle (both done)", e0, idle);
    elapsed("never e1", never, e1);
    P("cuStreamQuery s2", cuStreamQuery(s2));
    T("cuStreamSynchronize s2", cuStreamSynchronize(s2));
    P("cuStreamQuery NULL", cuStreamQuery(0));
    P("cuStreamQuery CU_STREAM_LEGACY", cuStreamQuery(STREAM_LEGACY));
    P("cuStreamQuery CU_STREAM_PER_THREAD", cuStreamQuery(STREAM_PER_THREAD));
    T("cuStreamWaitEvent s2 e1", cuStreamWaitEvent(s2, e1, 0));
    P("cuStreamQuery s2 (waits on e1)", cuStreamQuery(s2));
    P("cuEventRecord e2 s2", cuEventRecord(e2, s2));
    P("cuEventQuery e2 (behind the wait)", cuEventQuery(e2));
    done_mark();
    pthread_t th = release_after(300);
    T("cuEventSynchronize e1 (released after 300 ms)", cuEventSynchronize(e1));
    done_mark();
    pthread_join(th, 0);
    P("cuStreamQuery s1", cuStreamQuery(s1));
    P("cuEventQuery e1", cuEventQuery(e1));
    elapsed("e0 e1 (done)", e0, e1);
    T("cuStreamSynchronize s2", cuStreamSynchronize(s2));
    P("cuEventQuery e2", cuEventQuery(e2));
    P("cuStreamQuery s2", cuStreamQuery(s2));
  } else if (!strcmp(sec, "legacy")) {
    // Blocking streams s3, s4 (flags 0) and the legacy default stream.
    CUstream s1, s3, s4;
    CUevent eL, e4, e1, ePT;
    CUdeviceptr d;
    int host = 0;
    cuStreamCreate(&s1, 1); cuStreamCreate(&s3, 0); cuStreamCreate(&s4, 0);
    cuEventCreate(&eL, 0); cuEventCreate(&e4, 0); cuEventCreate(&e1, 0); cuEventCreate(&ePT, 0);
    cuMemAlloc_v2(&d, 1024);
    T("cuLaunchKernel latch s3 (blocking)", launch_latch(latchf, s3, 0));
    sleep_ms(100);
    P("cuStreamQuery NULL", cuStreamQuery(0));
    P("cuStreamQuery CU_STREAM_LEGACY", cuStreamQuery(STREAM_LEGACY));
    P("cuStreamQuery CU_STREAM_PER_THREAD", cuStreamQuery(STREAM_PER_THREAD));
    P("cuStreamQuery s4 (blocking, empty)", cuStreamQuery(s4));
    P("cuStreamQuery s1 (non-blocking, empty)", cuStreamQuery(s1));
    P("cuEventRecord eL NULL", cuEventRecord(eL, 0));
    P("cuEventQuery eL", cuEventQuery(eL));
    P("cuEventRecord ePT CU_STREAM_PER_THREAD", cuEventRecord(ePT, STREAM_PER_THREAD));
    P("cuEventQuery ePT", cuEventQuery(ePT));
    P("cuEventRecord e4 s4 (blocking, after the legacy record)", cuEventRecord(e4, s4));
    P("cuEventQuery e4", cuEventQuery(e4));
    P("cuEventRecord e1 s1 (non-blocking)", cuEventRecord(e1, s1));
    P("cuEventQuery e1", cuEventQuery(e1));
    T("cuMemsetD32Async NULL", cuMemsetD32Async(d, 7, 4, 0));
    P("cuStreamQuery NULL", cuStreamQuery(0));
    done_mark();
    pthread_t th = release_after(300);
    T("cuMemcpyDtoH (legacy, released after 300 ms)", cuMemcpyDtoH_v2(&host, d, 4));
    FACT("value %d", host);
    done_mark();
    pthread_join(th, 0);
    P("cuEventQuery e4", cuEventQuery(e4));
    P("cuEventQuery ePT", cuEventQuery(ePT));
    P("cuCtxSynchronize", cuCtxSynchronize());
    // The same copy while only a non-blocking stream is held.
    rearm();
    T("cuLaunchKernel latch s1 (non-blocking)", launch_latch(latchf, s1, 0));
    sleep_ms(50);
    th = release_after(300);
    T("cuMemcpyDtoH (legacy, s1 held)", cuMemcpyDtoH_v2(&host, d, 4));
    done_mark();
    T("cuStreamSynchronize s1", cuStreamSynchronize(s1));
    pthread_join(th, 0);
    // A blocking stream's work waits for earlier legacy-stream work too.
    rearm();
    T("cuLaunchKernel latch NULL", launch_latch(latchf, 0, 0));
    sleep_ms(50);
    P("cuStreamQuery NULL", cuStreamQuery(0));
    P("cuEventRecord e4 s4 (blocking)", cuEventRecord(e4, s4));
    P("cuEventQuery e4", cuEventQuery(e4));
    P("cuEventRecord e1 s1 (non-blocking)", cuEventRecord(e1, s1));
    P("cuEventQuery e1", cuEventQuery(e1));
    P("cuEventRecord ePT CU_STREAM_PER_THREAD", cuEventRecord(ePT, STREAM_PER_THREAD));
    P("cuEventQuery ePT", cuEventQuery(ePT));
    th = release_after(300);
    T("cuStreamSynchronize s4 (released after 300 ms)", cuStreamSynchronize(s4));
    done_mark();
    pthread_join(th, 0);
  } else if (!strcmp(sec, "hostfn")) {
    CUstream s3, s5;
    struct hostrec idle = {0}, behind = {0}, cb = {0}, blocker = {0};
    volatile int gate = 0;
    cuStreamCreate(&s3, 0); cuStreamCreate(&s5, 1);
    T("cuLaunchHostFunc s3 (idle)", cuLaunchHostFunc(s3, hostfn, &idle));
    who("at return: idle", &idle);
    P("cuStreamSynchronize s3", cuStreamSynchronize(s3));
    who("after sync: idle", &idle);
    T("cuLaunchKernel latch s3", launch_latch(latchf, s3, 0));
    T("cuLaunchHostFunc s3 (behind latch)", cuLaunchHostFunc(s3, hostfn, &behind));
    T("cuStreamAddCallback s3 (behind latch)", cuStreamAddCallback(s3, callback, &cb, 0));
    sleep_ms(100);
    who("before release: behind", &behind);
    who("before release: callback", &cb);
    P("cuStreamQuery s3", cuStreamQuery(s3));
    double rel = now_ms() + 300;
    pthread_t th = release_after(300);
    T("cuStreamSynchronize s3 (released after 300 ms)", cuStreamSynchronize(s3));
    pthread_join(th, 0);
    who("after sync: behind", &behind);
    FACT("behind ran_ms_after_release %.0f", behind.at - rel);
    who("after sync: callback", &cb);
    FACT("callback status %s", ename(cb.status));
    // A host function that blocks until the host opens its gate.
    blocker.gate = &gate;
    T("cuLaunchHostFunc s5 (blocks until the gate opens)", cuLaunchHostFunc(s5, hostfn, &blocker));
    sleep_ms(100);
    who("gate closed: blocker", &blocker);
    P("cuStreamQuery s5", cuStreamQuery(s5));
    gate = 1;
    T("cuStreamSynchronize s5", cuStreamSynchronize(s5));
    who("after sync: blocker", &blocker);
  } else if (!strcmp(sec, "destroy")) {
    CUstream s6, s7;
    cuStreamCreate(&s6, 1); cuStreamCreate(&s7, 1);
    T("cuLaunchKernel latch s6", launch_latch(latchf, s6, 0));
    sleep_ms(50);
    T("cuStreamDestroy s6 (held)", cuStreamDestroy_v2(s6));
    sleep_ms(50);
    done_mark();
    // (cuStreamQuery of the destroyed stream crashed the driver: window 1.)
    pthread_t th = release_after(300);
    wait_done(2000);
    pthread_join(th, 0);
    P("cuCtxSynchronize", cuCtxSynchronize());
    rearm();
    T("cuLaunchKernel latch s7", launch_latch(latchf, s7, 0));
    sleep_ms(50);
    th = release_after(300);
    T("cuCtxSynchronize (s7 held, released after 300 ms)", cuCtxSynchronize());
    done_mark();
    pthread_join(th, 0);
  } else if (!strcmp(sec, "unload")) {
    CUstream s7;
    CUmodule m2;
    CUfunction f2;
    cuStreamCreate(&s7, 1);
    P("cuModuleLoadData m2", cuModuleLoadData(&m2, ptx));
    P("cuModuleGetFunction m2 latch", cuModuleGetFunction(&f2, m2, "latch"));
    T("cuLaunchKernel m2 latch s7", launch_latch(f2, s7, 0));
    sleep_ms(50);
    pthread_t th = release_after(300);
    T("cuModuleUnload m2 (kernel held, released after 300 ms)", cuModuleUnload(m2));
    done_mark();
    pthread_join(th, 0);
    wait_done(2000);
    T("cuStreamSynchronize s7", cuStreamSynchronize(s7));
    P("cuCtxSynchronize", cuCtxSynchronize());
  } else if (!strcmp(sec, "unload2")) {
    // Does cuModuleUnload wait for the context's other work, or only for
    // kernels of the module it unloads?
    CUstream s7;
    CUmodule m2;
    CUfunction f2;
    cuStreamCreate(&s7, 1);
    P("cuModuleLoadData m2", cuModuleLoadData(&m2, ptx));
    P("cuModuleGetFunction m2 latch", cuModuleGetFunction(&f2, m2, "latch"));
    T("cuLaunchKernel m1 latch s7", launch_latch(latchf, s7, 0));
    sleep_ms(50);
    pthread_t th = release_after(300);
    T("cuModuleUnload m2 (idle; m1's kernel held, released after 300 ms)", cuModuleUnload(m2));
    done_mark();
    pthread_join(th, 0);
    T("cuStreamSynchronize s7", cuStreamSynchronize(s7));
  } else if (!strcmp(sec, "falsedep")) {
    // Window 1: while a blocking stream (or the legacy stream) was held, an
    // event recorded on a non-blocking stream was not reached. Is that all
    // non-blocking streams (an implicit synchronisation) or some (hardware
    // queues shared)? Eight fresh non-blocking streams, one record each.
    CUstream s3, nb[8];
    CUevent ev[8];
    cuStreamCreate(&s3, 0);
    for (int i = 0; i < 8; i++) { cuStreamCreate(&nb[i], 1); cuEventCreate(&ev[i], 0); }
    T("cuLaunchKernel latch s3 (blocking)", launch_latch(latchf, s3, 0));
    sleep_ms(50);
    for (int i = 0; i < 8; i++) {
      char tag[64];
      snprintf(tag, sizeof tag, "cuEventRecord nb%d", i);
      P(tag, cuEventRecord(ev[i], nb[i]));
    }
    sleep_ms(20);
    for (int i = 0; i < 8; i++) {
      char tag[64];
      snprintf(tag, sizeof tag, "cuEventQuery nb%d (blocking s3 held)", i);
      P(tag, cuEventQuery(ev[i]));
    }
    CUevent eL;
    cuEventCreate(&eL, 0);
    P("cuEventRecord eL NULL", cuEventRecord(eL, 0));
    for (int i = 0; i < 8; i++) {
      char tag[64];
      snprintf(tag, sizeof tag, "cuEventRecord nb%d", i);
      P(tag, cuEventRecord(ev[i], nb[i]));
    }
    sleep_ms(20);
    for (int i = 0; i < 8; i++) {
      char tag[64];
      snprintf(tag, sizeof tag, "cuEventQuery nb%d (s3 held, legacy work pending)", i);
      P(tag, cuEventQuery(ev[i]));
    }
    pthread_t th = release_after(100);
    T("cuCtxSynchronize (released after 100 ms)", cuCtxSynchronize());
    pthread_join(th, 0);
  } else if (!strcmp(sec, "ctxdestroy")) {
    CUcontext c2;
    CUmodule m2;
    CUfunction f2;
    CUstream s;
    P("cuCtxCreate c2", cuCtxCreate_v2(&c2, 0, dev));
    cuModuleLoadData(&m2, ptx);
    cuModuleGetFunction(&f2, m2, "latch");
    cuStreamCreate(&s, 1);
    T("cuLaunchKernel latch c2", launch_latch(f2, s, 0));
    sleep_ms(50);
    pthread_t th = release_after(300);
    T("cuCtxDestroy c2 (held, released after 300 ms)", cuCtxDestroy_v2(c2));
    done_mark();
    pthread_join(th, 0);
    wait_done(2000);
  } else if (!strcmp(sec, "reset")) {
    CUstream s;
    cuStreamCreate(&s, 1);
    T("cuLaunchKernel latch (primary)", launch_latch(latchf, s, 0));
    sleep_ms(50);
    pthread_t th = release_after(300);
    T("cuDevicePrimaryCtxReset (held, released after 300 ms)", cuDevicePrimaryCtxReset_v2(dev));
    done_mark();
    pthread_join(th, 0);
    wait_done(2000);
  } else if (!strcmp(sec, "timing")) {
    CUstream s1;
    CUevent e0, e1;
    cuStreamCreate(&s1, 1);
    cuEventCreate(&e0, 0); cuEventCreate(&e1, 0);
    unsigned ms[] = {0, 1, 5, 20, 20};
    for (int i = 0; i < 5; i++) {
      printf("# sleeper %u\n", ms[i]);
      double t0 = now_ms();
      P("cuEventRecord e0", cuEventRecord(e0, s1));
      T("cuLaunchKernel sleeper", launch_sleeper(s1, ms[i]));
      P("cuEventRecord e1", cuEventRecord(e1, s1));
      P("cuEventQuery e1", cuEventQuery(e1));
      P("cuEventSynchronize e1", cuEventSynchronize(e1));
      FACT("host_ms %.0f", now_ms() - t0);
      elapsed("e0 e1", e0, e1);
    }
    printf("# empty\n");
    P("cuEventRecord e0", cuEventRecord(e0, s1));
    P("cuEventRecord e1", cuEventRecord(e1, s1));
    P("cuEventSynchronize e1", cuEventSynchronize(e1));
    elapsed("e0 e1", e0, e1);
  } else if (!strcmp(sec, "fault")) {
    CUstream s1, s2;
    cuStreamCreate(&s1, 1); cuStreamCreate(&s2, 1);
    T("cuLaunchKernel latch s1 (faults once released)", launch_latch(latchf, s1, 1));
    sleep_ms(50);
    P("cuStreamQuery s1", cuStreamQuery(s1));
    P("cuStreamQuery s2", cuStreamQuery(s2));
    pthread_t th = release_after(300);
    T("cuStreamSynchronize s1 (released after 300 ms)", cuStreamSynchronize(s1));
    pthread_join(th, 0);
    done_mark();
    P("cuStreamQuery s1", cuStreamQuery(s1));
    P("cuStreamQuery s2", cuStreamQuery(s2));
    P("cuCtxSynchronize", cuCtxSynchronize());
  } else {
    fprintf(stderr, "unknown section %s\n", sec);
    return 2;
  }
  printf("# end %s\n", sec);
  return 0;
}
