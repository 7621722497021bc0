// q_smem: cudaFuncGetAttributes' sharedSizeBytes (static shared memory) of
// kernels with function-scope __shared__ arrays of different sizes in one
// module, and of a second module (q_smem2.cu). Built plainly and with -G:
// w_bigsmem's -G build read 4096 bytes for a kernel whose one __shared__
// array has 8 bytes, beside a kernel with a 4096-byte array, on the H200.
#include <cstdio>
#include <cuda_runtime.h>
#include "q_smem.h"

__global__ void s8(unsigned long long *o) {
  __shared__ unsigned long long a[1];
  a[0] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = a[0];
}
__global__ void s8unused(unsigned long long *o, int use) {
  __shared__ unsigned long long a[1];
  if (use) a[0] = threadIdx.x;
  o[threadIdx.x] = use;
}
__global__ void s4096(unsigned long long *o) {
  __shared__ unsigned long long a[512];
  a[threadIdx.x] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = a[(threadIdx.x + 1) % 32];
}
__global__ void s100(unsigned long long *o) {
  __shared__ unsigned char a[100];
  a[threadIdx.x] = (unsigned char)threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = a[(threadIdx.x + 3) % 32];
}
__global__ void s1000(unsigned long long *o) {
  __shared__ unsigned a[250];
  a[threadIdx.x] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = a[(threadIdx.x + 5) % 32];
}
__global__ void none(unsigned long long *o) { o[threadIdx.x] = threadIdx.x; }
__global__ void dynOnly(unsigned long long *o) {
  extern __shared__ unsigned long long d[];
  d[threadIdx.x] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = d[(threadIdx.x + 1) % 32];
}
__device__ __noinline__ unsigned long long viaFunc(int i) {
  __shared__ unsigned long long f[64];
  f[i] = i;
  __syncthreads();
  return f[(i + 1) % 32];
}
__global__ void callsShared(unsigned long long *o) { o[threadIdx.x] = viaFunc(threadIdx.x); }

void report2();  // q_smem2.cu

int main() {
  REPORT(s8);
  REPORT(s8unused);
  REPORT(s4096);
  REPORT(s100);
  REPORT(s1000);
  REPORT(none);
  REPORT(dynOnly);
  REPORT(callsShared);
  report2();
  unsigned long long *o;
  cudaMalloc(&o, 32 * 8);
  s8<<<1, 32>>>(o);
  s100<<<1, 32>>>(o);
  none<<<1, 32>>>(o);
  printf("launches: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
