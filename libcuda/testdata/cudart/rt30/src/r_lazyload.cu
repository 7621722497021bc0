// r_lazyload (probe rt31-c): how far the lazy loading of a kernel orders
// other work behind a kernel that waits for the host (rt30's r_heldorder and
// apiexplore24's s_ax_ptds hung there; cudasim now orders every later work
// of the context behind what was pending at the load: docs/streams.md). Each
// case holds one stream with waitFlag (loaded before), makes a kernel's first
// load, and asks whether other work waits; the host releases the flag after
// each case, so nothing hangs. Also: an event recorded behind the held kernel
// and recorded again on an idle stream, every kernel loaded before (does
// cudaEventSynchronize wait for the earlier record?). The probe runs it with
// CUDA_MODULE_LOADING unset (lazy) and EAGER.
#include "rt.h"
#include <chrono>
#include <atomic>
#include <thread>
#include <unistd.h>

__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}
__global__ void warm(int *p) { p[0] = 1; }
__global__ void k1(int *p) { p[1] = 1; }
__global__ void k2(int *p) { p[2] = 1; }
__global__ void k3(int *p) { p[3] = 1; }
__global__ void k4(int *p) { p[4] = 1; }
__global__ void k5(int *p) { p[5] = 1; }

static int *flag;

static void hold(cudaStream_t s) {
  *flag = 0;
  waitFlag<<<1, 1, 0, s>>>(flag);
}

static void release(const char *what, cudaStream_t q) {
  usleep(200000);
  printf("probe: %s: %s\n", what, cudaGetErrorName(cudaStreamQuery(q)));
  *flag = 1;
  OK(cudaDeviceSynchronize());
}

int main() {
  alarm(60);
  REQUIRE(cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped));
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64));
  cudaStream_t b1, b2, n1, n2;
  OK(cudaStreamCreate(&b1));
  OK(cudaStreamCreate(&b2));
  OK(cudaStreamCreateWithFlags(&n1, cudaStreamNonBlocking));
  OK(cudaStreamCreateWithFlags(&n2, cudaStreamNonBlocking));
  *flag = 1;
  waitFlag<<<1, 1>>>(flag);
  warm<<<1, 1>>>(d);
  OK(cudaDeviceSynchronize());

  hold(b1);
  warm<<<1, 1, 0, b2>>>(d);
  release("blocking stream held, a loaded kernel on another blocking stream", b2);
  hold(b1);
  k1<<<1, 1, 0, b2>>>(d);
  release("blocking stream held, a first launch on another blocking stream", b2);
  hold(b1);
  k2<<<1, 1, 0, n1>>>(d);
  release("blocking stream held, a first launch on a non-blocking stream", n1);
  hold(n1);
  k3<<<1, 1, 0, n2>>>(d);
  release("non-blocking stream held, a first launch on another non-blocking stream", n2);
  hold(b1);
  cudaFuncAttributes attr;
  OK(cudaFuncGetAttributes(&attr, k4)); // loads k4 without launching it
  warm<<<1, 1, 0, b2>>>(d);
  release("blocking stream held, cudaFuncGetAttributes of an unloaded kernel, then a loaded kernel on another blocking stream", b2);
  hold(b1);
  auto t0 = std::chrono::steady_clock::now();
  k5<<<1, 1, 0, b2>>>(d);
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  printf("probe: a first launch behind a held kernel returned within 100 ms: %s\n", ms < 100 ? "yes" : "no");
  release("and its stream", b2);

  // every kernel loaded: an event's earlier record pending, its later record on an idle stream
  cudaEvent_t e;
  OK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  hold(b1);
  OK(cudaEventRecord(e, b1));
  OK(cudaEventRecord(e, b2)); // b2 is idle
  usleep(100000);
  PROBE(cudaEventQuery(e));
  std::atomic<int> released{0};
  std::thread th([&] {
    usleep(300000);
    released = 1;
    *flag = 1;
  });
  OK(cudaEventSynchronize(e));
  printf("probe: cudaEventSynchronize returned %s the release\n", released ? "after" : "before");
  th.join();
  OK(cudaDeviceSynchronize());
  OK(cudaFree(d));
  OK(cudaFreeHost(flag));
  return finish();
}
