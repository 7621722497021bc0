// f_rdc: separate compilation: this file calls a device function, reads a
// device variable and launches a kernel defined in f_rdc_lib.cu; linked
// with nvcc's device link (-rdc=true).
// build: -rdc=true
// build-extra: f_rdc_lib.cu
#include "check.h"

extern __device__ int counter;
extern __device__ float scaled(float x, int k);
extern __device__ int fib(int n);
__global__ void libKernel(int *out);

__global__ void user(float *out) {
  int i = threadIdx.x;
  out[i] = scaled(i * 0.5f, i) + fib(i % 10);
}

int main() {
  float *d, h[64];
  int *di, hi[32];
  REQUIRE(cudaMalloc(&d, sizeof h));
  REQUIRE(cudaMalloc(&di, sizeof hi));
  int zero = 0;
  OK(cudaMemcpyToSymbol(counter, &zero, 4));
  user<<<1, 64>>>(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int c;
  OK(cudaMemcpyFromSymbol(&c, counter, 4));
  printf("user h[1] %g h[63] %g hash %016llx counter %d\n", h[1], h[63], fnv(h, sizeof h), c);
  libKernel<<<1, 32>>>(di);
  OK(cudaGetLastError());
  OK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
  printf("lib fib(15) %d hash %016llx\n", hi[15], fnv(hi, sizeof hi));
  return finish();
}
