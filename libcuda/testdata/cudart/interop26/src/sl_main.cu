// sl_main: two shared libraries (libsl1.so, libsl2.so: sl_lib.cu), each
// with its own cudart (static, or shared in sl_main_sh), the same kernel
// name and global names, in one process with the program's own kernels:
// each library's kernel and global; memory and a stream made by one used
// by the other; a launch error left in one runtime (is the other's last
// error clean?); a limit set by one and read by the other; a library's
// kernel launched by the driver (cuLaunchKernel of its cudaGetFuncBySymbol)
// from the program; and, last, cudaDeviceReset in one library and what
// the other and the program see after it (no launch on the freed memory:
// on the H200 whether that faults depended on timing).
#include "io.h"
extern "C" {
int sl1_run(int *, int), sl2_run(int *, int), sl1_bump(), sl2_bump();
void *sl1_alloc(size_t), *sl2_alloc(size_t);
cudaStream_t sl1_stream(), sl2_stream();
void sl1_onstream(cudaStream_t, int *, int), sl2_onstream(cudaStream_t, int *, int);
void sl1_badlaunch(), sl2_badlaunch(), sl1_lasterror(), sl2_lasterror();
void sl1_reset(), sl2_reset(), sl1_limits(size_t), sl2_limits(size_t), sl1_copy(int *), sl2_copy(int *);
void *sl1_func(), *sl2_func();
int sl1_devcount(), sl2_devcount();
}
extern "C" __global__ void kern(int *p, int v) { p[threadIdx.x] = -v; } // a third kern, the program's

int main() {
  sl1_devcount();
  int *d = (int *)sl1_alloc(64);
  printf("sl1_run %d\n", sl1_run(d, 5));
  printf("sl2_run on lib1's memory %d\n", sl2_run(d, 6));
  kern<<<1, 4>>>(d, 9);
  int h[4] = {0};
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("program's kern: %d %d\n", h[0], h[3]);
  sl1_bump();
  sl1_bump();
  sl2_bump();
  cudaStream_t s = sl2_stream();
  sl1_onstream(s, d, 1);
  kern<<<1, 4, 0, s>>>(d, 2);
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("program's kern on lib2's stream: %d\n", h[1]);
  sl1_badlaunch();
  sl2_lasterror();
  printf("program's last error: %s\n", cudaGetErrorName(cudaGetLastError()));
  sl1_lasterror();
  sl1_lasterror();
  sl1_limits(1 << 22);
  sl2_limits(0);
  size_t v = 0;
  OK(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize));
  printf("program sees printf fifo %zu\n", v);
  CUfunction f1 = (CUfunction)sl1_func(), f2 = (CUfunction)sl2_func();
  printf("lib functions distinct %d\n", f1 != f2);
  int val = 40;
  void *args[] = {&d, &val};
  CU(cuLaunchKernel(f2, 1, 1, 1, 4, 1, 1, 0, nullptr, args, nullptr));
  CU(cuCtxSynchronize());
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("lib2's kern by cuLaunchKernel: %d %d\n", h[0], h[3]);
  const char *fname = nullptr;
  CU(cuFuncGetName(&fname, f1));
  printf("lib1 function name %s\n", fname ? fname : "(null)");
  sl2_reset();
  sl1_lasterror();
  sl1_copy(d); // lib1's memory, freed by lib2's reset (no launch on it: whether it faults is a race)
  sl1_lasterror();
  int *d2 = (int *)sl1_alloc(64);
  printf("sl1_run after lib2's reset, new memory %d\n", sl1_run(d2, 8));
  sl2_bump();
  sl1_bump();
  int *d3 = nullptr;
  SHOW(cudaMalloc(&d3, 64));
  SHOW(cudaMemset(d3, 0, 64));
  kern<<<1, 4>>>(d3, 3);
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy(h, d3, sizeof h, cudaMemcpyDeviceToHost));
  printf("program's kern after reset: %d\n", h[2]);
  SHOW(cudaDeviceSynchronize());
  return finish();
}
