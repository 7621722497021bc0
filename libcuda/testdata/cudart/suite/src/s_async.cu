// s_async: what the host sees of work still running: cudaStreamQuery and
// cudaEventQuery right after a long kernel (cudaErrorNotReady on a GPU),
// the legacy default stream waiting for a blocking stream but not for a
// non-blocking one, and cudaEventSynchronize/cudaStreamSynchronize ending
// the wait. cudasim runs each kernel when it is launched (docs/streams.md),
// so it answers cudaSuccess where the GPU's kernel is still running.
#include "check.h"

__global__ void spin(int *p, long long cycles) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {
  }
  if (threadIdx.x == 0) atomicAdd(p, 1);
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 16));
  cudaMemset(d, 0, 16);
  cudaStream_t blocking, nonBlocking;
  cudaStreamCreate(&blocking);
  cudaStreamCreateWithFlags(&nonBlocking, cudaStreamNonBlocking);
  cudaEvent_t e;
  cudaEventCreate(&e);
  spin<<<1, 32, 0, blocking>>>(d, 20000000);
  OK(cudaEventRecord(e, blocking));
  SHOW(cudaStreamQuery(blocking));
  SHOW(cudaEventQuery(e));
  OK(cudaEventSynchronize(e));
  OK(cudaStreamQuery(blocking));
  spin<<<1, 32, 0, nonBlocking>>>(d + 1, 20000000);
  spin<<<1, 32>>>(d + 2, 1000);
  OK(cudaStreamSynchronize(0));
  SHOW(cudaStreamQuery(nonBlocking));
  OK(cudaStreamSynchronize(nonBlocking));
  int h[3];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  check(h[0] == 1 && h[1] == 1 && h[2] == 1, "every kernel ran once");
  return finish();
}
