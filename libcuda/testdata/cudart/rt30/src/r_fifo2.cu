// r_fifo2 (probe rt31-c): what fixes cudaLimitPrintfFifoSize and
// cudaLimitMallocHeapSize beyond what r_fifo measured (a kernel holding a
// printf fixes the FIFO printed or not; kernels without malloc leave the heap
// free): a kernel without printf of a module with one, a kernel holding only
// an assert, a kernel that could allocate and did not, a printf kernel in a
// captured graph (instantiated, then launched), a printf kernel's launch
// still queued behind a kernel waiting for the host, a refused launch of a
// printf kernel. Each case starts from cudaDeviceReset (r_fifo: the limits
// change again after it). Every answer is a probe line.
#include "fifo.h"
#include <cassert>
#include <unistd.h>

__global__ void printer(int n) {
  if (n > 0) printf("n %d\n", n);
}
__global__ void plain(int *p) { *p = 1; }
__global__ void asserter(int n) { assert(n != 1); }
__global__ void maybeAlloc(int n, int *out) {
  if (n > 0) {
    void *p = malloc(n);
    *out = p != nullptr;
    free(p);
  }
}
__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}

int main() {
  alarm(60);
  int *d = fresh();
  plain<<<1, 1>>>(d);
  OK(cudaDeviceSynchronize());
  fifoAfter("a kernel without printf of a module with printf");

  fresh();
  asserter<<<1, 1>>>(0);
  OK(cudaDeviceSynchronize());
  fifoAfter("a kernel holding only an assert, which held");

  d = fresh();
  maybeAlloc<<<1, 1>>>(0, d);
  OK(cudaDeviceSynchronize());
  heapAfter("a kernel that could allocate and did not");

  fresh();
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  cudaGraph_t g;
  cudaGraphExec_t ge;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  printer<<<1, 1, 0, s>>>(0);
  OK(cudaStreamEndCapture(s, &g));
  OK(instantiate(&ge, g));
  fifoAfter("capturing and instantiating a graph of a printf kernel");
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  fifoAfter("launching that graph");

  fresh();
  int *flag = nullptr;
  REQUIRE(cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped));
  *flag = 1;
  waitFlag<<<1, 1>>>(flag); // loaded before the hold
  OK(cudaDeviceSynchronize());
  *flag = 0;
  OK(cudaStreamCreate(&s));
  waitFlag<<<1, 1, 0, s>>>(flag);
  printer<<<1, 1, 0, s>>>(0);
  usleep(100000);
  PROBE(cudaStreamQuery(s));
  fifoAfter("a printf kernel's launch still queued behind a held kernel");
  *flag = 1;
  OK(cudaStreamSynchronize(s));
  OK(cudaFreeHost(flag));

  fresh();
  printer<<<1, 4096>>>(0);
  PROBE(cudaGetLastError());
  fifoAfter("a refused launch of a printf kernel");
  return finish();
}
