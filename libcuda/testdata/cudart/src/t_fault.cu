// t_fault: a kernel that writes through a null pointer. The fault is
// sticky: every later call in the process's context fails with it until
// cudaDeviceReset, after which the runtime starts a new context.
#include "check.h"

__global__ void store(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  int *d = nullptr, h[32];
  OK(cudaMalloc(&d, 32 * sizeof(int)));
  store<<<1, 32>>>(d, 1);
  OK(cudaDeviceSynchronize());

  store<<<1, 32>>>(nullptr, 2);
  OK(cudaGetLastError()); // the launch itself succeeds
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);
  SHOW(cudaGetLastError()); // sticky: is it cleared?
  int *e = nullptr;
  EXPECT(cudaMalloc(&e, 64), cudaErrorIllegalAddress);
  EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorIllegalAddress);
  store<<<1, 32>>>(d, 3);
  SHOW(cudaGetLastError());
  int count = 0;
  OK(cudaGetDeviceCount(&count)); // needs no context
  printf("devices %d\n", count);

  OK(cudaDeviceReset());
  SHOW(cudaGetLastError()); // does the reset clear it?
  OK(cudaMalloc(&e, 32 * sizeof(int)));
  store<<<1, 32>>>(e, 4);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h, e, sizeof h, cudaMemcpyDeviceToHost));
  check(h[0] == 4 && h[31] == 4, "kernel after reset");
  printf("after reset h[0]=%d h[31]=%d\n", h[0], h[31]);
  // The old allocation went with the old context.
  SHOW(cudaFree(d));
  SHOW(cudaGetLastError());
  OK(cudaFree(e));
  return finish();
}
