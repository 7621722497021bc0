// rdc80: relocatable device code for sm_80 only (nvcc -rdc=true -arch=sm_80: sm_80 SASS and
// compute_80 PTX), two translation units device-linked, no device-side launch. Does the H200 run it
// (JIT-linking the PTX) or refuse it as having no code for sm_90?
#include "dp.h"
extern __device__ int rdc_counter;
extern __device__ int rdc_twice(int x);
__global__ void rdc_kernel(int *p) {
  p[threadIdx.x] = rdc_twice(threadIdx.x);
  atomicAdd(&rdc_counter, 1);
}
int main() {
  int *p, h[64], c = 0;
  cudaError_t e = cudaMalloc(&p, sizeof h);
  printf("malloc %s\n", cudaGetErrorName(e));
  rdc_kernel<<<1, 64>>>(p);
  cudaError_t l = cudaGetLastError();
  e = cudaDeviceSynchronize();
  printf("launch %s, sync %s\n", cudaGetErrorName(l), cudaGetErrorName(e));
  e = cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  cudaError_t e2 = cudaMemcpyFromSymbol(&c, rdc_counter, sizeof c);
  long s = 0;
  for (int i = 0; i < 64; i++) s += h[i];
  printf("copy %s, symbol %s, sum %ld (want 4096), counter %d (want 64)\n", cudaGetErrorName(e), cudaGetErrorName(e2), s, c);
  printf("%s\n", s == 4096 && c == 64 ? "PASS" : "FAIL");
  return 0;
}
