// sr_a.cu: one unit of libsr.so, a shared library of relocatable device
// code (nvcc -shared -rdc=true, as CMake's CUDA_SEPARABLE_COMPILATION
// builds one), calling sr_b.cu's device function.
#include "check.h" // the glibc 2.38 shims
__device__ int scale(int x); // sr_b.cu
__managed__ int srManaged = 5;
__global__ void srKernel(int *p) { p[threadIdx.x] = scale(threadIdx.x) + srManaged; }
extern "C" int srRun(int *d) {
  srKernel<<<1, 8>>>(d);
  int h[8] = {0};
  cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("  libsr: %s %d %d\n", cudaGetErrorName(e), h[1], h[7]);
  return h[7];
}
extern "C" int *srManagedAddress() { return &srManaged; }
