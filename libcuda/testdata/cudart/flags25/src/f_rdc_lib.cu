// f_rdc_lib: the device half of f_rdc, in its own translation unit
// (separate compilation, -rdc=true): an extern device function, a device
// variable, a __constant__ table, and a kernel the main file launches.
#include <cstdio>

__device__ int counter;
__constant__ float table[8] = {1, 2, 4, 8, 16, 32, 64, 128};

__device__ float scaled(float x, int k) {
  atomicAdd(&counter, 1);
  return x * table[k & 7];
}

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void libKernel(int *out) { out[threadIdx.x] = fib(threadIdx.x % 16); }
