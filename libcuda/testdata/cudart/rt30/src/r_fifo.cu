// r_fifo: when the device limits stop changing. cudaLimitPrintfFifoSize
// before any kernel, after a kernel that could print and did not, and after
// kernels printed (cudaErrorInvalidValue and the limit as it was: the CUDA
// Runtime API's cudaDeviceSetLimit, and the H200 in suite2's s_printf_fifo);
// cudaLimitMallocHeapSize after a kernel allocated (the same, measured in
// testdata/reference/devheap); both again after cudaDeviceReset (probe).
#include "rt.h"

__global__ void maybePrint(int n) {
  if (n > 0) printf("n %d\n", n);
}
__global__ void useHeap(int *out) {
  int *p = (int *)malloc(64);
  *out = p != nullptr;
  free(p);
}

int main() {
  size_t v = 0;
  OK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 << 20));
  OK(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize));
  check(v == 2 << 20, "2 MiB before any kernel");
  maybePrint<<<1, 1>>>(0); // could print, does not
  OK(cudaDeviceSynchronize());
  PROBE(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 3 << 20));
  PROBE(cudaGetLastError());
  OK(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize));
  printf("probe: FIFO after a kernel that could print: %zu\n", v);
  size_t before = v;
  maybePrint<<<1, 1>>>(7);
  OK(cudaDeviceSynchronize());
  FAILS(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20), cudaErrorInvalidValue);
  OK(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize));
  check(v == before, "the FIFO's size stays");
  OK(cudaDeviceSetLimit(cudaLimitStackSize, 4096)); // other limits still change

  int *d = nullptr, got = 0;
  REQUIRE(cudaMalloc(&d, sizeof(int)));
  OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
  useHeap<<<1, 1>>>(d);
  OK(cudaMemcpy(&got, d, sizeof(int), cudaMemcpyDeviceToHost));
  check(got == 1, "malloc in a kernel");
  FAILS(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20), cudaErrorInvalidValue);
  OK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize));
  check(v == 16 << 20, "the heap's size stays");

  OK(cudaDeviceReset());
  PROBE(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20));
  PROBE(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20));
  OK(cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize));
  printf("probe: FIFO after the reset: %zu\n", v);
  OK(cudaDeviceGetLimit(&v, cudaLimitMallocHeapSize));
  printf("probe: heap after the reset: %zu\n", v);
  return finish();
}
