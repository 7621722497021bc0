// fifo.h: r_fifo2's and probe33/r_reset's steps: a case starts from a fresh primary context
// with the printf FIFO at 2 MiB and the heap at 16 MiB; fifoAfter and heapAfter print whether
// the limit can still be changed, and what it reads.
#pragma once
#include "rt.h"

static void fifoAfter(const char *what) {
  PROBE(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 3 << 20));
  cudaGetLastError();
  size_t v = 0;
  OK(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize));
  printf("probe: FIFO after %s: %zu\n", what, v);
}

static void heapAfter(const char *what) {
  PROBE(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20));
  cudaGetLastError();
  size_t v = 0;
  OK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize));
  printf("probe: heap after %s: %zu\n", what, v);
}

// fresh starts a case: a new primary context, the FIFO at 2 MiB, the heap at 16 MiB.
static int *fresh() {
  OK(cudaDeviceReset());
  int *d = nullptr;
  OK(cudaMalloc(&d, sizeof(int)));
  OK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 << 20));
  OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
  return d;
}
