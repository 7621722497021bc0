// s_trap: a kernel that calls __trap() in one thread: the synchronization
// returns cudaErrorLaunchFailure, sticky, and a second process-wide call
// sees it too.
#include "check.h"

__global__ void maybeTrap(int *p, int who) {
  if (threadIdx.x == who) __trap();
  p[threadIdx.x] = 1;
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256));
  maybeTrap<<<1, 64>>>(d, 99);
  OK(cudaDeviceSynchronize());
  maybeTrap<<<1, 64>>>(d, 5);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  SHOW(cudaMalloc(&d, 16));
  return finish();
}
