// q_smem2: the second module of q_smem: kernels with 8 and 200 bytes of
// function-scope __shared__ memory and one without.
#include <cstdio>
#include <cuda_runtime.h>
#include "q_smem.h"

__global__ void m2s8(unsigned long long *o) {
  __shared__ unsigned long long a[1];
  a[0] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = a[0];
}
__global__ void m2s200(unsigned long long *o) {
  __shared__ unsigned long long a[25];
  a[threadIdx.x % 25] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = a[(threadIdx.x + 1) % 25];
}
__global__ void m2none(unsigned long long *o) { o[threadIdx.x] = threadIdx.x; }

void report2() {
  REPORT(m2s8);
  REPORT(m2s200);
  REPORT(m2none);
}
