// s_ev_life MODE: process lifecycle. Each mode is one run (../cases.txt):
//   atexit   a static object made before the first CUDA call frees in its
//            destructor (after the runtime's own teardown), one made after
//            it and an atexit handler do the same (before it)
//   reset    cudaDeviceReset twice, then the device used again; the old
//            allocation freed
//   fork     fork after the first CUDA call: the child's calls and exit
//            status, and the parent's work after it
//   fault    a faulting kernel synchronized, then exit 0
//   faultq   a faulting kernel left queued at exit (no synchronization)
//   assert   a device assert synchronized
//   assertq  a device assert left queued at exit
//   trap     a kernel that traps, synchronized
//   printf   device printf synchronized between host lines
//   printfq  device printf left queued at return from main
//   printfx  device printf left queued at exit(3)
//   printfr  device printf then cudaDeviceReset
//   queued   slow kernels left queued at return from main
#include <cassert>
#include <cstdlib>
#include <cstring>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

__global__ void setVal(int *p, int v) { *p = v; }
__global__ void store(int *p) { p[threadIdx.x] = 7; }
__global__ void asserting(int bad) { assert(bad == 0); }
__global__ void trapping() { asm volatile("trap;"); }
__global__ void say(int i) { printf("device line %d block %d\n", i, blockIdx.x); }
__global__ void spin(long long cycles, int *p) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {}
  *p += 1;
}

static const char *name(cudaError_t e) { return cudaGetErrorName(e); }

// Holder frees its allocation in its destructor.
struct Holder {
  const char *what;
  void *p = nullptr;
  ~Holder() {
    if (!what) return;
    cudaError_t f = cudaFree(p);
    void *q = nullptr;
    cudaError_t m = cudaMalloc(&q, 16);
    printf("%s destructor: cudaFree %s cudaMalloc %s\n", what, name(f), name(m));
  }
};
static Holder early; // constructed before main: destroyed after the runtime's teardown
static void *atexitPtr;
static void atexitHandler() {
  cudaError_t f = cudaFree(atexitPtr);
  cudaError_t s = cudaDeviceSynchronize();
  printf("atexit handler: cudaFree %s sync %s\n", name(f), name(s));
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  printf("mode %s\n", mode);
  int *d = nullptr;
  REQUIRE(cudaMalloc((void **)&d, 64));
  setVal<<<1, 1>>>(d, 1);
  OK(cudaDeviceSynchronize());
  if (!strcmp(mode, "atexit")) {
    early.what = "static made before the first CUDA call";
    OK(cudaMalloc(&early.p, 16));
    static Holder late;
    late.what = "static made after it";
    OK(cudaMalloc(&late.p, 16));
    OK(cudaMalloc(&atexitPtr, 16));
    atexit(atexitHandler);
    printf("main returns\n");
    return 0;
  }
  if (!strcmp(mode, "reset")) {
    SHOW(cudaDeviceReset());
    SHOW(cudaDeviceReset());
    SHOW(cudaGetLastError());
    SHOW(cudaFree(d));
    SHOW(cudaGetLastError());
    int *q = nullptr, h = 0;
    SHOW(cudaMalloc((void **)&q, 4));
    setVal<<<1, 1>>>(q, 9);
    SHOW(cudaGetLastError());
    SHOW(cudaMemcpy(&h, q, 4, cudaMemcpyDeviceToHost));
    printf("after two resets: value %d\n", h);
    SHOW(cudaDeviceReset());
    SHOW(cudaFree(q));
    SHOW(cudaDeviceReset());
    return finish();
  }
  if (!strcmp(mode, "fork")) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      int n = -1, h = -1;
      void *p = nullptr;
      printf("child: cudaGetDeviceCount %s", name(cudaGetDeviceCount(&n)));
      printf(" count %d\n", n);
      printf("child: cudaMalloc %s\n", name(cudaMalloc(&p, 16)));
      printf("child: cudaMemcpy %s\n", name(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost)));
      printf("child: cudaDeviceSynchronize %s\n", name(cudaDeviceSynchronize()));
      printf("child: cudaGetLastError %s\n", name(cudaGetLastError()));
      printf("child: cudaDeviceReset %s\n", name(cudaDeviceReset()));
      printf("child: cudaMalloc %s\n", name(cudaMalloc(&p, 16)));
      fflush(stdout);
      exit(3);
    }
    int status = 0;
    for (int i = 0; i < 200 && waitpid(pid, &status, WNOHANG) == 0; i++) usleep(50000);
    if (waitpid(pid, &status, WNOHANG) == 0) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      printf("child hung (killed after 10 s)\n");
    }
    if (WIFEXITED(status)) printf("child exit %d\n", WEXITSTATUS(status));
    if (WIFSIGNALED(status)) printf("child signal %d\n", WTERMSIG(status));
    int h = 0;
    setVal<<<1, 1>>>(d, 8);
    SHOW(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
    printf("parent after the child: value %d\n", h);
    return finish();
  }
  if (!strcmp(mode, "fault") || !strcmp(mode, "faultq")) {
    store<<<1, 32>>>(nullptr);
    if (mode[5] == 'q') {
      printf("main returns\n");
      return 0;
    }
    SHOW(cudaDeviceSynchronize());
    printf("exit 0 after the fault\n");
    return 0;
  }
  if (!strcmp(mode, "assert") || !strcmp(mode, "assertq")) {
    asserting<<<1, 1>>>(1);
    if (mode[6] == 'q') {
      printf("main returns\n");
      return 0;
    }
    SHOW(cudaDeviceSynchronize());
    SHOW(cudaGetLastError());
    printf("main returns\n");
    return 0;
  }
  if (!strcmp(mode, "trap")) {
    trapping<<<1, 1>>>();
    SHOW(cudaDeviceSynchronize());
    return 0;
  }
  if (!strncmp(mode, "printf", 6)) {
    printf("host line 1\n");
    say<<<2, 1>>>(1);
    if (mode[6] == 0) SHOW(cudaDeviceSynchronize());
    printf("host line 2\n");
    if (mode[6] == 'r') SHOW(cudaDeviceReset());
    if (mode[6] == 'x') exit(3);
    printf("main returns\n");
    return 0;
  }
  if (!strcmp(mode, "queued")) {
    int *m = nullptr;
    OK(cudaMallocManaged((void **)&m, 4));
    *m = 0;
    for (int i = 0; i < 4; i++) spin<<<1, 1>>>(20000000, m);
    printf("main returns\n");
    return 0;
  }
  printf("unknown mode\n");
  return 2;
}
