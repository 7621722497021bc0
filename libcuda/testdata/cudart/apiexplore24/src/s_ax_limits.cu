// s_ax_limits: cudaDeviceSetLimit/cudaDeviceGetLimit of every limit with
// small, odd, large and invalid values (what each reads back as), limits
// after a kernel that uses malloc and printf ran, cudaDeviceSetCacheConfig/
// GetCacheConfig with every value, cudaDeviceGetLimit of an unknown limit.
#include <cstdio>
#include "check.h"

__global__ void useHeap(int *out) {
  int *p = (int *)malloc(64);
  out[0] = p != nullptr;
  if (p) free(p);
}

static const char *limitName(cudaLimit l) {
  switch (l) {
  case cudaLimitStackSize: return "StackSize";
  case cudaLimitPrintfFifoSize: return "PrintfFifoSize";
  case cudaLimitMallocHeapSize: return "MallocHeapSize";
  case cudaLimitDevRuntimeSyncDepth: return "DevRuntimeSyncDepth";
  case cudaLimitDevRuntimePendingLaunchCount: return "DevRuntimePendingLaunchCount";
  case cudaLimitMaxL2FetchGranularity: return "MaxL2FetchGranularity";
  case cudaLimitPersistingL2CacheSize: return "PersistingL2CacheSize";
  default: return "?";
  }
}

int main() {
  cudaLimit limits[] = {cudaLimitStackSize, cudaLimitPrintfFifoSize, cudaLimitMallocHeapSize, cudaLimitDevRuntimeSyncDepth,
                        cudaLimitDevRuntimePendingLaunchCount, cudaLimitMaxL2FetchGranularity, cudaLimitPersistingL2CacheSize};
  size_t vals[] = {0, 1, 3, 17, 31, 32, 33, 64, 100, 128, 255, 256, 1000, 1024, 1025, 4097, 65536, 100000, 1 << 20, (size_t)5 << 20,
                   (size_t)1 << 30, (size_t)1 << 40};
  for (auto l : limits) {
    size_t v0 = 0;
    cudaError_t e = cudaDeviceGetLimit(&v0, l);
    printf("%-28s default %s %zu\n", limitName(l), cudaGetErrorName(e), v0);
    for (size_t v : vals) {
      cudaError_t es = cudaDeviceSetLimit(l, v);
      cudaGetLastError();
      size_t got = 0;
      cudaError_t eg = cudaDeviceGetLimit(&got, l);
      printf("  set %14zu -> %s get %s %zu\n", v, cudaGetErrorName(es), cudaGetErrorName(eg), got);
    }
    cudaDeviceSetLimit(l, v0);
    cudaGetLastError();
  }
  size_t x = 0;
  SHOW(cudaDeviceGetLimit(&x, (cudaLimit)0x20));
  SHOW(cudaDeviceSetLimit((cudaLimit)0x20, 1));
  SHOW(cudaDeviceGetLimit(nullptr, cudaLimitStackSize));
  SHOW(cudaGetLastError());
  // limits once kernels have run
  int *out;
  REQUIRE(cudaMallocManaged((void **)&out, 16));
  useHeap<<<1, 1>>>(out);
  SHOW(cudaDeviceSynchronize());
  printf("heap allocation succeeded %d\n", out[0]);
  SHOW(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
  SHOW(cudaDeviceGetLimit(&x, cudaLimitMallocHeapSize));
  printf("heap size %zu\n", x);
  SHOW(cudaDeviceSetLimit(cudaLimitStackSize, 4096));
  SHOW(cudaDeviceGetLimit(&x, cudaLimitStackSize));
  printf("stack size %zu\n", x);
  SHOW(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 << 20));
  SHOW(cudaDeviceGetLimit(&x, cudaLimitPrintfFifoSize));
  printf("fifo size %zu\n", x);
  SHOW(cudaGetLastError());
  // cache configuration
  cudaFuncCache c = (cudaFuncCache)9;
  SHOW(cudaDeviceGetCacheConfig(&c));
  printf("cache config %d\n", (int)c);
  for (int v = 0; v < 6; v++) {
    cudaError_t e = cudaDeviceSetCacheConfig((cudaFuncCache)v);
    cudaGetLastError();
    c = (cudaFuncCache)9;
    cudaError_t g = cudaDeviceGetCacheConfig(&c);
    printf("set cache config %d -> %s get %s %d\n", v, cudaGetErrorName(e), cudaGetErrorName(g), (int)c);
  }
  SHOW(cudaDeviceGetCacheConfig(nullptr));
  SHOW(cudaGetLastError());
  return finish();
}
