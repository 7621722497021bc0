// t_fault: a kernel that stores through a null pointer. The fault is
// sticky: every later call that needs the context fails with it (but
// cudaGetLastError reports it once). cudaDeviceReset succeeds, yet on an
// H200 with driver 580 the process cannot get a new context afterwards:
// every call that needs one fails with cudaErrorDevicesUnavailable.
#include "check.h"

__global__ void store(int *p, int v) { p[threadIdx.x] = v; }

int main() {
  int *d = nullptr, h[32] = {};
  REQUIRE(cudaMalloc(&d, 32 * sizeof(int)));
  store<<<1, 32>>>(d, 1);
  OK(cudaDeviceSynchronize());

  store<<<1, 32>>>(nullptr, 2);
  OK(cudaGetLastError()); // the launch itself succeeds
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);
  OK(cudaGetLastError()); // reported once
  int *e = nullptr;
  EXPECT(cudaMalloc(&e, 64), cudaErrorIllegalAddress);
  EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorIllegalAddress);
  store<<<1, 32>>>(d, 3);
  EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);
  EXPECT(cudaStreamSynchronize(0), cudaErrorIllegalAddress);
  EXPECT(cudaGetLastError(), cudaErrorIllegalAddress);
  int count = 0, dev = -1;
  OK(cudaGetDeviceCount(&count)); // needs no context
  OK(cudaGetDevice(&dev));
  printf("devices %d, current %d\n", count, dev);

  OK(cudaDeviceReset());
  OK(cudaGetLastError());
  EXPECT(cudaMalloc(&e, 32 * sizeof(int)), cudaErrorDevicesUnavailable);
  EXPECT(cudaGetLastError(), cudaErrorDevicesUnavailable);
  OK(cudaGetLastError());
  store<<<1, 32>>>(e, 4);
  EXPECT(cudaGetLastError(), cudaErrorDevicesUnavailable);
  EXPECT(cudaDeviceSynchronize(), cudaErrorDevicesUnavailable);
  EXPECT(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorDevicesUnavailable);
  EXPECT(cudaFree(d), cudaErrorDevicesUnavailable);
  OK(cudaGetDeviceCount(&count));
  SHOW(cudaSetDevice(0));
  SHOW(cudaDeviceReset());
  SHOW(cudaMalloc(&e, 64));
  printf("h[0]=%d h[31]=%d (never copied back)\n", h[0], h[31]);
  return finish();
}
