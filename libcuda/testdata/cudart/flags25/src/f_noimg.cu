// f_noimg: what a program sees when its binary has no code the device can
// run (built for sm_100 only, with and without -rdc=true): the launch's
// error first, then a symbol copy, a symbol address and the kernel's
// attributes, each error name as the call returned it.
#include "check.h"

__device__ int value;

__global__ void kernel(int *out) { out[threadIdx.x] = threadIdx.x + value; }

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 128));
  kernel<<<1, 32>>>(d);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  int v = 7;
  printf("cudaMemcpyToSymbol: %s\n", cudaGetErrorName(cudaMemcpyToSymbol(value, &v, 4)));
  void *p = nullptr;
  printf("cudaGetSymbolAddress: %s\n", cudaGetErrorName(cudaGetSymbolAddress(&p, value)));
  cudaFuncAttributes a;
  printf("cudaFuncGetAttributes: %s\n", cudaGetErrorName(cudaFuncGetAttributes(&a, kernel)));
  kernel<<<1, 32>>>(d);
  printf("launch again: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("last: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
