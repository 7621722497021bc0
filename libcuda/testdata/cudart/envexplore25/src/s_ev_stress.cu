// s_ev_stress: eight host threads at once, each launching kernels, async
// copies and host functions on its own stream, on stream 0 and on one
// stream they share (the totals do not depend on the interleaving); a
// thread that ends with its work still queued (the work completes); a
// thread that sets the device and exits before the main thread uses it.
#include <atomic>
#include <thread>
#include <vector>
#include "check.h"

__global__ void addAtomic(unsigned *c, unsigned v) { atomicAdd(c, v); }
__global__ void fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + i;
}
__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}
__global__ void setVal(int *p, int v) { *p = v; }

static std::atomic<int> hostCalls{0};
static void CUDART_CB count(void *) { hostCalls++; }

int main() {
  unsigned *c;
  REQUIRE(cudaMallocManaged((void **)&c, 4 * sizeof(unsigned)));
  c[0] = c[1] = c[2] = c[3] = 0;
  cudaStream_t shared;
  OK(cudaStreamCreateWithFlags(&shared, cudaStreamNonBlocking));
  const int nt = 8, iters = 50, n = 4096;
  std::vector<std::thread> t;
  cudaError_t err[nt];
  unsigned long long hash[nt];
  for (int i = 0; i < nt; i++)
    t.emplace_back([&, i] {
      cudaError_t e = cudaSuccess;
      cudaStream_t s;
      int *d, *h;
      e = cudaStreamCreate(&s);
      if (e == cudaSuccess) e = cudaMalloc((void **)&d, n * sizeof(int));
      if (e == cudaSuccess) e = cudaMallocHost((void **)&h, n * sizeof(int));
      if (e != cudaSuccess) {
        err[i] = e;
        return;
      }
      unsigned long long hh = 0;
      for (int k = 0; k < iters; k++) {
        addAtomic<<<2, 64, 0, s>>>(c, 1);
        addAtomic<<<1, 32>>>(c + 1, 1);
        addAtomic<<<1, 16, 0, shared>>>(c + 2, 1);
        fill<<<(n + 255) / 256, 256, 0, s>>>(d, n, i * 1000 + k);
        cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
        cudaLaunchHostFunc(s, count, nullptr);
        if (cudaStreamSynchronize(s) != cudaSuccess) e = cudaErrorUnknown;
        hh = hh * 31 + fnv(h, n * sizeof(int));
      }
      if (e == cudaSuccess) e = cudaStreamDestroy(s);
      if (e == cudaSuccess) e = cudaFree(d);
      if (e == cudaSuccess) e = cudaFreeHost(h);
      err[i] = e;
      hash[i] = hh;
    });
  for (auto &x : t) x.join();
  OK(cudaDeviceSynchronize());
  for (int i = 0; i < nt; i++) printf("thread %d: %s hash %016llx\n", i, cudaGetErrorName(err[i]), hash[i]);
  printf("own streams %u stream 0 %u shared %u host functions %d\n", c[0], c[1], c[2], hostCalls.load());
  // a thread that ends with its work queued behind a kernel that waits
  volatile int *flag;
  int *v;
  REQUIRE(cudaHostAlloc((void **)&flag, 4, cudaHostAllocMapped));
  REQUIRE(cudaMallocManaged((void **)&v, 4));
  *flag = 1;
  waitFlag<<<1, 1>>>(flag); // loaded before the device is busy
  OK(cudaDeviceSynchronize());
  *flag = 0;
  *v = 0;
  cudaStream_t s2;
  OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  std::thread ender([&] {
    waitFlag<<<1, 1, 0, s2>>>(flag);
    setVal<<<1, 1, 0, s2>>>(v, 31);
    cudaLaunchHostFunc(s2, count, nullptr);
  });
  ender.join();
  SHOW(cudaStreamQuery(s2));
  *flag = 1;
  SHOW(cudaStreamSynchronize(s2));
  printf("work of an ended thread: value %d host functions %d\n", *v, hostCalls.load());
  // the device a thread selects is its own
  int seen = -1, mine = -1;
  std::thread setter([&] {
    cudaSetDevice(0);
    cudaGetDevice(&seen);
  });
  setter.join();
  SHOW(cudaGetDevice(&mine));
  printf("devices: thread %d main %d\n", seen, mine);
  OK(cudaStreamDestroy(s2));
  OK(cudaStreamDestroy(shared));
  return finish();
}
