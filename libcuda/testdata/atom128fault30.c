/* atom128fault30: a kernel's 128-bit atomic exchange on registered host
   memory whose page was made PROT_NONE after the registration faults (the
   launch fails); the primary context is reset and a 128-bit exchange on
   device memory at an address of the same lock stripe (both 1 KiB aligned)
   must then run: the stripe's lock was left held, and it hung (the alarm
   prints "hung"). */
#include <cuda.h>
#include <stdio.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
static const char *ptx = ".version 8.3\n.target sm_90\n.address_size 64\n"
  ".visible .entry x128(.param .u64 p) {\n .reg .b64 %rd<4>; .reg .b128 %w<2>;\n"
  " ld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd1, %rd1; mov.b64 %rd2, 1; mov.b64 %rd3, 2;\n"
  " mov.b128 %w0, {%rd2, %rd3}; atom.global.exch.b128 %w1, [%rd1], %w0; ret; }\n";
static void hung(int s) { (void)s; write(1, "hung\n", 5); _exit(3); }
static int run(CUdeviceptr p) {
  CUmodule m; CUfunction f; void *args[] = {&p};
  int a = cuModuleLoadData(&m, ptx), b = cuModuleGetFunction(&f, m, "x128");
  int c = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, NULL), d = cuCtxSynchronize();
  printf("load %d get %d launch %d sync %d\n", a, b, c, d); fflush(stdout);
  return d;
}
int main(void) {
  long ps = sysconf(_SC_PAGESIZE); CUdevice dv; CUcontext c; CUdeviceptr hp, dp;
  signal(SIGALRM, hung); alarm(60);
  char *page = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  cuInit(0); cuDeviceGet(&dv, 0); cuDevicePrimaryCtxRetain(&c, dv); cuCtxSetCurrent(c);
  printf("register %d\n", cuMemHostRegister(page, 2 * ps, 0)); cuMemHostGetDevicePointer(&hp, page, 0);
  mprotect(page + ps, ps, PROT_NONE);
  run(hp + ps);
  printf("reset %d\n", cuDevicePrimaryCtxReset(dv));
  cuDevicePrimaryCtxRetain(&c, dv); cuCtxSetCurrent(c);
  printf("alloc %d\n", cuMemAlloc(&dp, 4096));
  run(dp);
  printf("done\n");
  return 0;
}
