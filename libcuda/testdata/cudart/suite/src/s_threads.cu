// s_threads: a multi-threaded host, as a library's thread-safety tests are:
// four std::threads share the device, each with its own non-blocking stream,
// allocations, kernels, async copies and events, and a fifth joins their work
// through events; cudaGetLastError is per thread (an error in one thread is
// not seen by another).
#include <thread>
#include <vector>
#include "check.h"

__global__ void scale(int *p, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * k + 1;
}

int main() {
  const int T = 4, N = 100000;
  std::vector<int> results(T, -1), lastErr(T, -1);
  std::vector<cudaEvent_t> done(T);
  std::vector<std::thread> ts;
  for (int t = 0; t < T; t++)
    ts.emplace_back([&, t] {
      cudaSetDevice(0);
      cudaStream_t s;
      cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
      cudaEventCreateWithFlags(&done[t], cudaEventDisableTiming);
      std::vector<int> h(N);
      for (int i = 0; i < N; i++) h[i] = i % 1000 + t;
      int *d;
      cudaMalloc(&d, N * 4);
      cudaMemcpyAsync(d, h.data(), N * 4, cudaMemcpyHostToDevice, s);
      for (int r = 0; r < 10; r++) scale<<<(N + 255) / 256, 256, 0, s>>>(d, N, r % 2 ? 2 : 1);
      cudaMemcpyAsync(h.data(), d, N * 4, cudaMemcpyDeviceToHost, s);
      cudaEventRecord(done[t], s);
      if (t == 2) scale<<<1, 4096, 0, s>>>(d, N, 1); // an invalid configuration in this thread only
      lastErr[t] = cudaGetLastError();
      cudaStreamSynchronize(s);
      long long sum = 0;
      for (int x : h) sum += x;
      results[t] = (int)(sum % 1000000007);
      cudaFree(d);
      cudaStreamDestroy(s);
    });
  for (auto &t : ts) t.join();
  for (int t = 0; t < T; t++) {
    long long sum = 0;
    for (int i = 0; i < N; i++) {
      long long v = i % 1000 + t;
      for (int r = 0; r < 10; r++) v = v * (r % 2 ? 2 : 1) + 1;
      sum += (int)v;
    }
    printf("thread %d: result %d last error %s\n", t, results[t], cudaGetErrorName((cudaError_t)lastErr[t]));
    check(results[t] == (int)(sum % 1000000007), "thread result");
  }
  cudaStream_t join;
  cudaStreamCreate(&join);
  for (int t = 0; t < T; t++) OK(cudaStreamWaitEvent(join, done[t], 0));
  OK(cudaStreamSynchronize(join));
  OK(cudaGetLastError());
  return finish();
}
