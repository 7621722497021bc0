// lc_lib.cu: libl_c.so, a shared library (static cudart) whose constructor
// and destructor use CUDA: the constructor allocates and launches when the
// library is loaded (before main when linked, at dlopen when opened), the
// destructor launches, copies and frees when it is unloaded (after main's
// return when linked, at dlclose when opened).
#include "check.h" // the glibc 2.38 shims
__global__ void lcKernel(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
static int *lcMem;
static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }
__attribute__((constructor)) static void lcLoad() {
  cudaError_t m = cudaMalloc(&lcMem, 64);
  if (!m) cudaMemset(lcMem, 0, 64);
  lcKernel<<<1, 4>>>(lcMem, 40);
  cudaError_t l = cudaGetLastError();
  int h[4] = {-1, -1, -1, -1};
  cudaError_t c = cudaMemcpy(h, lcMem, sizeof h, cudaMemcpyDeviceToHost);
  printf("lc constructor: malloc %s launch %s copy %s %d\n", nm(m), nm(l), nm(c), h[3]);
}
__attribute__((destructor)) static void lcUnload() {
  lcKernel<<<1, 4>>>(lcMem, 50);
  cudaError_t l = cudaGetLastError();
  int h[4] = {-1, -1, -1, -1};
  cudaError_t c = cudaMemcpy(h, lcMem, sizeof h, cudaMemcpyDeviceToHost);
  cudaError_t f = cudaFree(lcMem);
  printf("lc destructor: launch %s copy %s %d free %s\n", nm(l), nm(c), h[3], nm(f));
}
extern "C" int lcValue() {
  int h[4] = {-1, -1, -1, -1};
  cudaError_t c = cudaMemcpy(h, lcMem, sizeof h, cudaMemcpyDeviceToHost);
  printf("lcValue: copy %s\n", nm(c));
  return h[2];
}
