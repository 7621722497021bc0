// f_stream: the legacy default stream and cudaStreamPerThread with
// created streams, events and async copies (--default-stream per-thread
// changes what stream 0 is); only results and error names are printed.
#include "check.h"

__global__ void add(int *a, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += v;
}

__global__ void spin(int *a, long long cycles) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {
  }
  a[0] += 1;
}

int main() {
  const int n = 1 << 16;
  int *d, *h;
  REQUIRE(cudaMalloc(&d, n * 4));
  REQUIRE(cudaMallocHost((void **)&h, n * 4));
  cudaStream_t s1, s2, nb;
  OK(cudaStreamCreate(&s1));
  OK(cudaStreamCreate(&s2));
  OK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));
  cudaEvent_t e;
  OK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  OK(cudaMemsetAsync(d, 0, n * 4, s1));
  add<<<n / 256, 256, 0, s1>>>(d, 1, n);
  OK(cudaEventRecord(e, s1));
  OK(cudaStreamWaitEvent(s2, e, 0));
  add<<<n / 256, 256, 0, s2>>>(d, 10, n);
  add<<<n / 256, 256>>>(d, 100, n);  // stream 0: legacy or per-thread
  add<<<n / 256, 256, 0, cudaStreamPerThread>>>(d, 1000, n);
  OK(cudaStreamSynchronize(cudaStreamPerThread));
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpyAsync(h, d, n * 4, cudaMemcpyDeviceToHost, nb));
  OK(cudaStreamSynchronize(nb));
  printf("h[0] %d h[n-1] %d\n", h[0], h[n - 1]);
  // clock64 in a loop (a -G build keeps the loop as written)
  spin<<<1, 1, 0, s1>>>(d, 100000LL);
  OK(cudaStreamSynchronize(s1));
  int v;
  OK(cudaMemcpy(&v, d, 4, cudaMemcpyDeviceToHost));
  printf("after spin %d\n", v);
  int prio_lo, prio_hi;
  OK(cudaDeviceGetStreamPriorityRange(&prio_lo, &prio_hi));
  printf("priorities %d %d\n", prio_lo, prio_hi);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  cudaStreamDestroy(nb);
  cudaFreeHost(h);
  return finish();
}
