// s_limits: device limits and configuration as test suites set them:
// cudaDeviceSetLimit/GetLimit for the stack size, printf FIFO, malloc heap,
// device-runtime pending launch count and sync depth, L2 fetch granularity
// and persisting L2 size (what each accepts, rounds and refuses, and when:
// the heap size cannot change after a kernel used it), in-kernel malloc
// exhausting a small heap (NULL, not a fault), cudaDeviceSetCacheConfig,
// cudaMemGetInfo (printed as bounds), the driver and
// runtime versions, cudaChooseDevice, cudaDeviceCanAccessPeer and
// cudaMemcpyPeer on one device.
#include "check.h"

__global__ void grab(size_t each, int *got, int *nulls) {
  void *p = malloc(each);
  if (p) {
    atomicAdd(got, 1);
    *(char *)p = 1;
  } else {
    atomicAdd(nulls, 1);
  }
}
__global__ void deep(int n, int *out) {
  volatile int local[256];
  for (int i = 0; i < 256; i++) local[i] = i * n;
  *out = local[n % 256];
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

static void tryLimit(cudaLimit l, size_t v) {
  cudaError_t e = cudaDeviceSetLimit(l, v);
  size_t got = 0;
  cudaError_t g = cudaDeviceGetLimit(&got, l);
  printf("set %-28s %12zu -> %-28s get %s %zu\n", limitName(l), v, cudaGetErrorName(e), cudaGetErrorName(g), got);
}

int main() {
  const cudaLimit limits[] = {cudaLimitStackSize, cudaLimitPrintfFifoSize, cudaLimitMallocHeapSize, cudaLimitDevRuntimeSyncDepth, cudaLimitDevRuntimePendingLaunchCount, cudaLimitMaxL2FetchGranularity, cudaLimitPersistingL2CacheSize};
  for (cudaLimit l : limits) {
    size_t v = 0;
    cudaError_t e = cudaDeviceGetLimit(&v, l);
    printf("default %-28s -> %s %zu\n", limitName(l), cudaGetErrorName(e), v);
  }
  size_t junk;
  SHOW(cudaDeviceGetLimit(&junk, (cudaLimit)0x55));
  SHOW(cudaDeviceSetLimit((cudaLimit)0x55, 1));
  tryLimit(cudaLimitStackSize, 1000);
  tryLimit(cudaLimitStackSize, 64 * 1024);
  tryLimit(cudaLimitStackSize, 1 << 30);
  tryLimit(cudaLimitStackSize, 0);
  tryLimit(cudaLimitStackSize, 1024);
  tryLimit(cudaLimitPrintfFifoSize, 12345);
  tryLimit(cudaLimitPrintfFifoSize, 4 << 20);
  tryLimit(cudaLimitMaxL2FetchGranularity, 0);
  tryLimit(cudaLimitMaxL2FetchGranularity, 100);
  tryLimit(cudaLimitMaxL2FetchGranularity, 64);
  tryLimit(cudaLimitMaxL2FetchGranularity, 129);
  tryLimit(cudaLimitPersistingL2CacheSize, 1 << 20);
  tryLimit(cudaLimitPersistingL2CacheSize, (size_t)1 << 40);
  tryLimit(cudaLimitDevRuntimeSyncDepth, 4);
  tryLimit(cudaLimitDevRuntimePendingLaunchCount, 100);
  tryLimit(cudaLimitDevRuntimePendingLaunchCount, 0);
  tryLimit(cudaLimitMallocHeapSize, 1000);
  tryLimit(cudaLimitMallocHeapSize, 1 << 20);

  int *d;
  OK(cudaMalloc(&d, 8));
  deep<<<1, 32>>>(7, d);
  OK(cudaDeviceSynchronize());

  // A small heap (the smallest it accepts): 64 threads asking 512 KiB each
  // cannot all succeed. How many do depends on the allocator: printed as
  // "some".
  OK(cudaMemset(d, 0, 8));
  grab<<<1, 64>>>(512 << 10, d, d + 1);
  OK(cudaDeviceSynchronize());
  int h[2];
  OK(cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost));
  printf("64 x 512 KiB from the small heap: got %s, nulls %s, total %d\n", h[0] > 0 && h[0] < 64 ? "some" : h[0] ? "all" : "none", h[1] > 0 ? "some" : "none", h[0] + h[1]);
  check(h[0] + h[1] == 64 && h[1] > 0, "heap exhausted");
  OK(cudaMemset(d, 0, 8));
  grab<<<1, 64>>>((size_t)1 << 30, d, d + 1);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost));
  printf("1 GiB each: got %d nulls %d\n", h[0], h[1]);
  tryLimit(cudaLimitMallocHeapSize, 16 << 20);
  tryLimit(cudaLimitStackSize, 4096);
  tryLimit(cudaLimitPrintfFifoSize, 2 << 20);

  // Cache and shared memory configuration.
  cudaFuncCache cc;
  OK(cudaDeviceGetCacheConfig(&cc));
  printf("cache config %d\n", (int)cc);
  OK(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared));
  OK(cudaDeviceGetCacheConfig(&cc));
  printf("cache config after PreferShared %d\n", (int)cc);
  SHOW(cudaDeviceSetCacheConfig((cudaFuncCache)9));
  SHOW(cudaFuncSetCacheConfig(grab, cudaFuncCachePreferL1));
  SHOW(cudaGetLastError());

  // Memory information (values depend on the machine: bounds only).
  size_t freeB = 0, totalB = 0;
  OK(cudaMemGetInfo(&freeB, &totalB));
  printf("memory: total > 64 GiB %d, 0 < free <= total %d\n", totalB > (64ull << 30), freeB > 0 && freeB <= totalB);
  void *big;
  OK(cudaMalloc(&big, 1 << 30));
  size_t free2 = 0;
  OK(cudaMemGetInfo(&free2, &totalB));
  // Other processes may allocate in between: no difference is printed.
  printf("with 1 GiB allocated: 0 < free <= total %d\n", free2 > 0 && free2 <= totalB);
  OK(cudaFree(big));

  int drv = 0, rt = 0;
  OK(cudaDriverGetVersion(&drv));
  OK(cudaRuntimeGetVersion(&rt));
  printf("runtime version %d, driver version >= 13000 %d\n", rt, drv >= 13000);
  SHOW(cudaDriverGetVersion(nullptr));
  cudaDeviceProp want = {};
  want.major = 9;
  want.minor = 0;
  int dev = -1;
  OK(cudaChooseDevice(&dev, &want));
  printf("cudaChooseDevice(9.0) -> %d\n", dev);
  want.major = 20;
  OK(cudaChooseDevice(&dev, &want));
  printf("cudaChooseDevice(20.0) -> %d\n", dev);
  SHOW(cudaChooseDevice(&dev, nullptr));
  int count = 0;
  OK(cudaGetDeviceCount(&count));
  printf("devices %d\n", count);

  // Peer access on one device.
  int can = -1;
  OK(cudaDeviceCanAccessPeer(&can, 0, 0));
  printf("can access peer 0->0: %d\n", can);
  SHOW(cudaDeviceCanAccessPeer(&can, 0, 1));
  SHOW(cudaDeviceEnablePeerAccess(0, 0));
  SHOW(cudaDeviceEnablePeerAccess(1, 0));
  SHOW(cudaDeviceDisablePeerAccess(0));
  SHOW(cudaGetLastError());
  int *a, *b;
  OK(cudaMalloc(&a, 1024));
  OK(cudaMalloc(&b, 1024));
  int src[256], dst[256];
  for (int i = 0; i < 256; i++) src[i] = i * i;
  OK(cudaMemcpy(a, src, 1024, cudaMemcpyHostToDevice));
  OK(cudaMemcpyPeer(b, 0, a, 0, 1024));
  OK(cudaMemcpyPeerAsync(b + 128, 0, a, 0, 512, 0));
  OK(cudaMemcpy(dst, b, 1024, cudaMemcpyDeviceToHost));
  printf("peer copies: %d %d %d\n", dst[5], dst[128], dst[255]);
  check(dst[5] == 25 && dst[128] == 0 && dst[255] == 127 * 127, "cudaMemcpyPeer");
  SHOW(cudaMemcpyPeer(b, 1, a, 0, 4));
  SHOW(cudaGetLastError());
  return finish();
}
