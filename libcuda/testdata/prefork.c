/* prefork.c: children forked BEFORE the parent called cuInit use the driver
 * as a fresh process would: cuInit, a context, a module from PTX, a kernel,
 * copies. The parent made one call first (cuDriverGetVersion), so the
 * library is loaded and running when it forks. Child 0 then forks a
 * grandchild after its own cuInit: there every call but a few answers
 * CUDA_ERROR_NOT_INITIALIZED, as in any child forked after cuInit. The
 * parent counts children killed by their alarm (hung) or with other results
 * (bad), then uses the driver itself. With a second argument "nested",
 * child 1 first asks the driver's version and then forks a grandchild of its
 * own before any cuInit, which runs the kernel too. */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
typedef int CUresult; typedef void *CUcontext; typedef void *CUmodule; typedef void *CUfunction;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned); CUresult cuDeviceGet(int *, int); CUresult cuDevicePrimaryCtxRetain(CUcontext *, int);
CUresult cuCtxSetCurrent(CUcontext); CUresult cuMemAlloc_v2(CUdeviceptr *, size_t); CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuDriverGetVersion(int *); CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *); CUresult cuModuleUnload(CUmodule);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,
                        void **, void **);
CUresult cuCtxSynchronize(void); CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuGetErrorName(CUresult, const char **);

static const char ptx[] =
    ".version 7.0\n.target sm_50\n.address_size 64\n"
    ".visible .entry triple(.param .u64 p)\n{\n"
    ".reg .u32 %r<4>;\n.reg .u64 %d<4>;\n"
    "ld.param.u64 %d0, [p];\ncvta.to.global.u64 %d0, %d0;\n"
    "mov.u32 %r0, %tid.x;\nmov.u32 %r1, %ctaid.x;\nmov.u32 %r2, %ntid.x;\nmad.lo.u32 %r0, %r1, %r2, %r0;\n"
    "mul.wide.u32 %d1, %r0, 4;\nadd.u64 %d1, %d0, %d1;\nmul.lo.u32 %r3, %r0, 3;\nst.global.u32 [%d1], %r3;\nret;\n}\n";

/* work runs a kernel writing 3*i to 1024 words and prints what it got. */
static int work(const char *who) {
  int d = -1; CUcontext c; CUmodule m; CUfunction f; CUdeviceptr p = 0;
  static unsigned out[1024];
  int a = cuInit(0), b = cuDeviceGet(&d, 0), e = cuDevicePrimaryCtxRetain(&c, d), g = cuCtxSetCurrent(c);
  int h = cuModuleLoadData(&m, ptx), k = cuModuleGetFunction(&f, m, "triple"), l = cuMemAlloc_v2(&p, sizeof out);
  void *args[] = {&p};
  int q = cuLaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, 0, args, 0), s = cuCtxSynchronize();
  int t = cuMemcpyDtoH_v2(out, p, sizeof out), u = cuMemFree_v2(p), w = cuModuleUnload(m);
  unsigned long long sum = 0;
  for (int i = 0; i < 1024; i++) sum += out[i];
  printf("%s: cuInit %d cuDeviceGet %d retain %d set %d load %d get %d alloc %d launch %d sync %d copy %d free %d "
         "unload %d sum %llu\n", who, a, b, e, g, h, k, l, q, s, t, u, w, sum);
  fflush(stdout);
  return a || b || e || g || h || k || l || q || s || t || u || w || sum != 3ull * 1023 * 1024 / 2;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 8, v = 0, hung = 0, bad = 0;
  printf("parent: cuDriverGetVersion %d", cuDriverGetVersion(&v));
  printf(" version %d\n", v);
  fflush(stdout);
  for (int i = 0; i < n; i++) {
    pid_t pid = fork();
    if (pid == 0) {
      alarm(20);
      if (i == 1 && argc > 2 && !strcmp(argv[2], "nested")) {
        int cv = 0, cr = cuDriverGetVersion(&cv);
        printf("child 1: cuDriverGetVersion %d version %d\n", cr, cv);
        fflush(stdout);
        pid_t g = fork();
        if (g == 0) {
          alarm(20);
          _exit(work("grandchild before cuInit"));
        }
        int gs; waitpid(g, &gs, 0);
        printf("grandchild before cuInit status %s %d\n", WIFSIGNALED(gs) ? "signal" : "exit",
               WIFSIGNALED(gs) ? WTERMSIG(gs) : WEXITSTATUS(gs));
        fflush(stdout);
        if (!WIFEXITED(gs) || WEXITSTATUS(gs)) exit(1);
      }
      if (i != 0) { /* quiet children: the same calls, results counted */
        if (freopen("/dev/null", "w", stdout) == NULL) _exit(3);
      }
      int r = work("child");
      if (i == 0) {
        pid_t g = fork();
        if (g == 0) {
          alarm(20);
          const char *s = "unset";
          int x = cuInit(0), y = cuGetErrorName(x, &s);
          printf("grandchild: cuInit %d (%s, %d)\n", x, s ? s : "NULL", y);
          fflush(stdout);
          _exit(x == 3 ? 0 : 1);
        }
        int gs; waitpid(g, &gs, 0);
        printf("grandchild status %s %d\n", WIFSIGNALED(gs) ? "signal" : "exit",
               WIFSIGNALED(gs) ? WTERMSIG(gs) : WEXITSTATUS(gs));
        fflush(stdout);
        if (!WIFEXITED(gs) || WEXITSTATUS(gs)) r = 1;
      }
      exit(r);
    }
    int st; waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) hung++; else if (WEXITSTATUS(st)) bad++;
  }
  printf("children %d hung %d bad %d\n", n, hung, bad);
  return work("parent");
}
