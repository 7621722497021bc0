// mf_a.cu: one unit of the multi-file project (see mf_main.cu).
#include "mf.h"
__device__ int counter;
__constant__ float coeffs[4];
static __device__ int hidden = 11; // this unit's own
__device__ int twice(int x) { return 2 * x; }
__global__ void kA(int *out) {
  atomicAdd(&counter, 1);
  atomicAdd(&managedTotal, 1);
  out[threadIdx.x] = twice(threadIdx.x) + thrice(threadIdx.x) + (int)coeffs[threadIdx.x % 4] + hidden;
}
namespace {
__global__ void same(int *p) { *p = hidden; } // same name in mf_b.cu's anonymous namespace
}
void runA(int *out) {
  kA<<<1, 32>>>(out);
  fill<int><<<1, 32>>>(out + 32, 5, 32);
}
int hiddenA() {
  int *d, h = -1;
  cudaMalloc(&d, 4);
  same<<<1, 1>>>(d);
  cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h;
}
