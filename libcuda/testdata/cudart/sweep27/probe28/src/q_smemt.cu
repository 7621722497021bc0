// q_smemt: w_bigsmem's -G build read sharedSizeBytes 4096 for kernel<0>,
// whose only __shared__ array has 8 bytes, beside kernel<4096>, where q_smem's
// distinct kernels read their own sizes. Template instances of one kernel
// with function-scope __shared__ arrays of 8, 16, 2,048 and 512 bytes, a
// second template whose instances' arrays have other names, and two plain
// kernels whose arrays share a name: built plainly and with -G.
#include <cstdio>
#include <cuda_runtime.h>
#include "q_smem.h"

template <int N> __global__ void tk(unsigned long long *o) {
  __shared__ unsigned long long stat[N];
  stat[threadIdx.x % N] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = stat[(threadIdx.x + 1) % N];
}
template <int N> __global__ void other(unsigned long long *o) {
  __shared__ unsigned char buf[N];
  buf[threadIdx.x % N] = (unsigned char)threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = buf[(threadIdx.x + 1) % N];
}
__global__ void named1(unsigned long long *o) {
  __shared__ unsigned long long stat[3];
  stat[threadIdx.x % 3] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = stat[(threadIdx.x + 1) % 3];
}
__global__ void named2(unsigned long long *o) {
  __shared__ unsigned long long stat[300];
  stat[threadIdx.x] = threadIdx.x;
  __syncthreads();
  o[threadIdx.x] = stat[(threadIdx.x + 1) % 32];
}

int main() {
  REPORT(tk<1>);
  REPORT(tk<2>);
  REPORT(tk<256>);
  REPORT(tk<64>);
  REPORT(other<24>);
  REPORT(other<1000>);
  REPORT(named1);
  REPORT(named2);
  unsigned long long *o;
  cudaMalloc(&o, 32 * 8);
  tk<1><<<1, 32>>>(o);
  tk<256><<<1, 32>>>(o);
  other<24><<<1, 32>>>(o);
  named1<<<1, 32>>>(o);
  printf("launches: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
