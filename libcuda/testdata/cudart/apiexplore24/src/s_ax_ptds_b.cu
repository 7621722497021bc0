// s_ax_ptds_b: s_ax_ptds with setVal launched once on the blocking stream
// before the per-thread stream waits for the host (the H200 hung in
// s_ax_ptds at that stream's first launch: is it the kernel's lazy
// loading?). s_ax_ptds: built with --default-stream per-thread: stream 0 is each host
// thread's own stream (non-blocking with respect to other streams? its
// flags, priority, id), cudaStreamLegacy still synchronizes, kernels and
// copies on stream 0 in two threads, cudaStreamQuery and cudaStreamSynchronize
// of stream 0, and which of stream 0 / per-thread / legacy waits for what.
// build: --default-stream per-thread
#include <thread>
#include "check.h"

// it sleeps between reads, as kernels that wait for the host do (and as
// cudasim needs to run it in the background: docs/streams.md)
__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}
__global__ void setVal(int *p, int v) { *p = v; }
__global__ void copyFlag(volatile int *flag, int *out) { *out = *flag; }

int main() {
  volatile int *flag;
  int *out;
  REQUIRE(cudaHostAlloc((void **)&flag, 4, cudaHostAllocMapped));
  REQUIRE(cudaMallocManaged((void **)&out, 64));
  unsigned f = 99;
  int p = 99;
  unsigned long long id0 = 0, idp = 1, idl = 2;
  SHOW(cudaStreamGetFlags(0, &f));
  printf("stream 0 flags %u\n", f);
  SHOW(cudaStreamGetPriority(0, &p));
  SHOW(cudaStreamGetId(0, &id0));
  SHOW(cudaStreamGetId(cudaStreamPerThread, &idp));
  SHOW(cudaStreamGetId(cudaStreamLegacy, &idl));
  printf("0==per-thread %d 0==legacy %d\n", id0 == idp, id0 == idl);
  SHOW(cudaStreamGetFlags(cudaStreamLegacy, &f));
  printf("legacy flags %u\n", f);
  // stream 0 busy: does a blocking stream wait for it? (it should not: the
  // per-thread stream is blocking only towards the legacy stream)
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  setVal<<<1, 1, 0, s>>>(out + 7, 1);
  copyFlag<<<1, 1, 0, s>>>(flag, out + 8);
  OK(cudaStreamSynchronize(s));
  *flag = 0;
  out[0] = -1;
  waitFlag<<<1, 1>>>(flag);
  SHOW(cudaStreamQuery(0));
  SHOW(cudaStreamQuery(cudaStreamPerThread));
  setVal<<<1, 1, 0, s>>>(out, 5);
  SHOW(cudaStreamSynchronize(s));
  printf("blocking stream ran while stream 0 waited: %d\n", out[0]);
  SHOW(cudaStreamQuery(cudaStreamLegacy));
  *flag = 1;
  SHOW(cudaStreamSynchronize(0));
  SHOW(cudaStreamQuery(0));
  // the legacy stream waits for the per-thread stream
  *flag = 0;
  waitFlag<<<1, 1>>>(flag);
  copyFlag<<<1, 1, 0, cudaStreamLegacy>>>(flag, out + 1);
  SHOW(cudaStreamQuery(cudaStreamLegacy));
  *flag = 9;
  SHOW(cudaDeviceSynchronize());
  printf("legacy kernel read %d\n", out[1]);
  // two host threads, each its own stream 0
  unsigned long long ids[2] = {0, 0};
  cudaError_t errs[2];
  std::thread t[2];
  for (int i = 0; i < 2; i++)
    t[i] = std::thread([&, i] {
      setVal<<<1, 1>>>(out + 2 + i, 100 + i);
      cudaStreamGetId(0, &ids[i]);
      errs[i] = cudaStreamSynchronize(0);
    });
  for (auto &x : t) x.join();
  printf("threads: %s %s values %d %d ids differ %d differ from main %d\n", cudaGetErrorName(errs[0]), cudaGetErrorName(errs[1]), out[2],
         out[3], ids[0] != ids[1], ids[0] != id0 && ids[1] != id0);
  // cudaMemcpy (synchronous) on the per-thread stream
  int h = 0;
  setVal<<<1, 1>>>(out + 5, 42);
  SHOW(cudaMemcpy(&h, out + 5, 4, cudaMemcpyDefault));
  printf("memcpy read %d\n", h);
  SHOW(cudaStreamDestroy(0));
  SHOW(cudaStreamDestroy(cudaStreamPerThread));
  SHOW(cudaGetLastError());
  OK(cudaStreamDestroy(s));
  return finish();
}
