// s_devreset: the device's life cycle through the runtime:
// cudaSetDeviceFlags before the first call (blocking sync, map host) and
// cudaGetDeviceFlags, mapped host memory used by a kernel, cudaDeviceReset
// and what it takes away (allocations, streams, events, module globals go
// back to their initial values), work after the reset, flags set again
// while the context is active, cudaInitDevice and cudaSetDevice with flags,
// and the errors of invalid flags and devices.
#include "check.h"

__device__ int counter = 5;
__global__ void bump(int *mapped) {
  counter += 1;
  if (mapped) mapped[threadIdx.x] = counter * 100 + threadIdx.x;
}

static void flags(const char *when) {
  unsigned f = 0;
  cudaError_t e = cudaGetDeviceFlags(&f);
  printf("flags %-34s %s 0x%x\n", when, cudaGetErrorName(e), f);
}
static int readCounter() {
  int v = -1;
  OK(cudaMemcpyFromSymbol(&v, counter, 4));
  return v;
}

int main() {
  flags("before anything");
  SHOW(cudaSetDeviceFlags(0x1000));
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield));
  OK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost));
  flags("after set, before use");
  int *host, *dev;
  OK(cudaHostAlloc(&host, 64 * sizeof(int), cudaHostAllocMapped));
  OK(cudaHostGetDevicePointer(&dev, host, 0));
  bump<<<1, 32>>>(dev);
  OK(cudaDeviceSynchronize());
  printf("mapped: %d %d, counter %d\n", host[0], host[31], readCounter());
  check(host[31] == 631, "mapped memory written by the kernel");
  flags("in use");

  int *mem;
  OK(cudaMalloc(&mem, 1024));
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  OK(cudaDeviceReset());
  flags("after reset");
  printf("counter after reset %d\n", readCounter());
  check(readCounter() == 5, "globals back to their initial values");
  SHOW(cudaFree(mem));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaFreeHost(host));
  SHOW(cudaGetLastError());
  bump<<<1, 1>>>(nullptr);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  printf("counter after a launch %d\n", readCounter());

  // Flags while the context is active.
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleSpin));
  flags("after setting spin while active");
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceLmemResizeToMax));
  flags("after adding LmemResizeToMax");
  OK(cudaDeviceReset());
  SHOW(cudaInitDevice(0, cudaDeviceScheduleYield, 0));
  flags("after cudaInitDevice(yield)");
  SHOW(cudaSetDevice(0));
  SHOW(cudaInitDevice(1, 0, 0));
  SHOW(cudaInitDevice(0, 0x1000, 0));
  SHOW(cudaSetDevice(5));
  SHOW(cudaGetLastError());
  int *m2;
  OK(cudaMalloc(&m2, 64));
  OK(cudaMemset(m2, 1, 64));
  int h;
  OK(cudaMemcpy(&h, m2, 4, cudaMemcpyDeviceToHost));
  printf("memory after the second reset: %08x\n", h);
  OK(cudaFree(m2));
  // Reset twice in a row, then work.
  OK(cudaDeviceReset());
  OK(cudaDeviceReset());
  bump<<<1, 1>>>(nullptr);
  OK(cudaDeviceSynchronize());
  printf("counter %d\n", readCounter());
  return finish();
}
