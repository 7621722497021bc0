// mf.h: the multi-file project's shared declarations (mf_a.cu, mf_b.cu,
// mf_main.cu); built with -rdc (relocatable device code) in every variant.
#pragma once
#include <cuda_runtime.h>
extern __device__ int counter;          // defined in mf_a.cu
extern __constant__ float coeffs[4];    // defined in mf_a.cu
extern __managed__ int managedTotal;    // defined in mf_b.cu
__device__ int twice(int x);            // mf_a.cu
__device__ int thrice(int x);           // mf_b.cu
template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + (T)i;
}
__global__ void kA(int *out);
__global__ void kB(int *out);
void runA(int *out);  // launches kA and fill<int> from mf_a.cu
void runB(int *out);  // launches kB and fill<int> from mf_b.cu
int hiddenA();        // each unit's own static __device__ variable
int hiddenB();
