/* forkstress.c: fork N children after cuInit while two other threads keep
 * allocating, setting and freeing device memory (so the fork often catches
 * one of them inside the library). Each child, under alarm(5), makes the
 * calls of a child forked after cuInit: the real driver answers
 * CUDA_ERROR_NOT_INITIALIZED (3) but for cuGetErrorName, cuGetErrorString and
 * cuDriverGetVersion. So do the slots of the runtime's export tables that
 * the parent got before the fork (the context-local storage's get, the
 * tools' current context), which the CUDA runtime calls directly: a child's
 * cudaMalloc and its exit handlers reach them (the H200's runtime answered
 * cudaErrorInitializationError, 3, there: envexplore25's life.fork). The
 * first child prints what it got; the parent counts children killed by
 * their alarm (hung) and children with other codes (bad). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
typedef int CUresult; typedef void *CUcontext; typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned); CUresult cuDeviceGet(int *, int); CUresult cuDevicePrimaryCtxRetain(CUcontext *, int);
CUresult cuCtxSetCurrent(CUcontext); CUresult cuCtxGetCurrent(CUcontext *); CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr); CUresult cuGetErrorName(CUresult, const char **); CUresult cuDriverGetVersion(int *);
CUresult cuGetErrorString(CUresult, const char **); CUresult cuMemsetD8_v2(CUdeviceptr, unsigned char, size_t);
CUresult cuGetExportTable(const void **, const void *);
static const unsigned char clsID[16] = {0xc6, 0x93, 0x33, 0x6e, 0x11, 0x21, 0xdf, 0x11, 0xa8, 0xc3, 0x68, 0xf3, 0x55, 0xd8, 0x95, 0x93};
static const unsigned char tlsID[16] = {0x42, 0xd8, 0x5a, 0x81, 0x23, 0xf6, 0xcb, 0x47, 0x82, 0x98, 0xf6, 0xe7, 0x8a, 0x3a, 0xec, 0xdc};
static CUcontext ctx;
static void *busy(void *a) {
  cuCtxSetCurrent(ctx);
  for (;;) { CUdeviceptr p; if (cuMemAlloc_v2(&p, 1 << 20) == 0) { cuMemsetD8_v2(p, 1, 1 << 20); cuMemFree_v2(p); } }
  return 0;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100, d;
  cuInit(0); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&ctx, d); cuCtxSetCurrent(ctx);
  void *const *cls = 0, *const *tls = 0;
  cuGetExportTable((const void **)&cls, clsID); cuGetExportTable((const void **)&tls, tlsID);
  pthread_t th[2]; pthread_create(&th[0], 0, busy, 0); pthread_create(&th[1], 0, busy, 0);
  int hung = 0, bad = 0;
  for (int i = 0; i < n; i++) {
    pid_t pid = fork();
    if (pid == 0) {
      alarm(5);
      CUcontext cc; CUdeviceptr z; const char *s = 0, *t = 0; int v = 0;
      int a = cuCtxGetCurrent(&cc), b = cuMemAlloc_v2(&z, 16), c = cuInit(0);
      int e = cuGetErrorName(a, &s), f = cuGetErrorString(3, &t), g = cuDriverGetVersion(&v);
      const char *u = "unset";
      int h = cuGetErrorName(12345, &u);
      void *val = 0; CUcontext cur = 0;
      int k = ((CUresult(*)(void **, CUcontext, void *))cls[2])(&val, ctx, (void *)&ctx);
      int l = ((CUresult(*)(CUcontext *))tls[2])(&cur);
      if (i == 0)
        printf("child: cuCtxGetCurrent %d cuMemAlloc %d cuInit %d cuGetErrorName %d %s cuGetErrorString %d %s "
               "cuDriverGetVersion %d %d; unknown code %d %s; export slots %d %d\n", a, b, c, e, s, f, t, g, v, h, u ? u : "NULL", k, l);
      fflush(stdout);
      exit(a == 3 && b == 3 && c == 3 && e == 0 && g == 0 && k == 3 && l == 3 ? 0 : 1);
    }
    int st; waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) hung++; else if (WEXITSTATUS(st)) bad++;
  }
  printf("children %d hung %d bad %d\n", n, hung, bad);
  return 0;
}
