// mf_b.cu: one unit of the multi-file project (see mf_main.cu).
#include "mf.h"
__managed__ int managedTotal = 1000;
static __device__ int hidden = 22; // this unit's own
__device__ int thrice(int x) { return 3 * x; }
__global__ void kB(int *out) {
  atomicAdd(&counter, 10);
  atomicAdd(&managedTotal, 10);
  out[threadIdx.x] = twice(thrice(threadIdx.x)) * (int)coeffs[(threadIdx.x + 1) % 4] - hidden;
}
namespace {
__global__ void same(int *p) { *p = hidden; }
}
void runB(int *out) {
  kB<<<1, 32>>>(out);
  fill<int><<<1, 32>>>(out + 32, 7, 32);
}
int hiddenB() {
  int *d, h = -1;
  cudaMalloc(&d, 4);
  same<<<1, 1>>>(d);
  cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h;
}
