// q_smem.h: REPORT(kernel) prints a kernel's static shared and local sizes
// (cudaFuncGetAttributes), for q_smem.cu and q_smem2.cu.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

#define REPORT(k)                                                                      \
  do {                                                                                 \
    cudaFuncAttributes fa;                                                             \
    cudaError_t e = cudaFuncGetAttributes(&fa, k);                                     \
    printf("%-12s %s sharedSizeBytes %zu localSizeBytes %zu\n", #k, cudaGetErrorName(e), \
           fa.sharedSizeBytes, fa.localSizeBytes);                                     \
  } while (0)
