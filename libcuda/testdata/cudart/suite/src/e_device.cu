// e_device: devices misnamed and described: cudaSetDevice and every call
// taking a device with ordinals 1, -1 and huge, before and after the
// context exists; every field of cudaDeviceProp that the toolkit's
// header has (found by the compiler, so one source serves CUDA 11.8 and
// 13.0); cudaDeviceGetAttribute of every attribute number from -1 to 260;
// PCI bus id strings, limits, cache and device flags, peer access and P2P
// attributes of one device, memory pools of a missing device, null output
// pointers.
#include <climits>
#include <cstring>
#include "e_check.h"

static void field(const char *n, int v) { printf("prop %s %d\n", n, v); }
static void field(const char *n, unsigned v) { printf("prop %s %u\n", n, v); }
static void field(const char *n, size_t v) { printf("prop %s %zu\n", n, v); }
static void field(const char *n, const int (&v)[2]) { printf("prop %s %d %d\n", n, v[0], v[1]); }
static void field(const char *n, const int (&v)[3]) { printf("prop %s %d %d %d\n", n, v[0], v[1], v[2]); }
static void field(const char *n, const char (&v)[256]) { printf("prop %s %s\n", n, v); }
static void field(const char *n, const char (&v)[8]) {
  printf("prop %s", n);
  for (char c : v) printf(" %02x", (unsigned char)c);
  printf("\n");
}
static void field(const char *n, const cudaUUID_t &v) {
  printf("prop %s", n);
  for (char c : v.bytes) printf(" %02x", (unsigned char)c);
  printf("\n");
}

// FIELD(f) defines show_f, which prints p.f when cudaDeviceProp has a field
// f and nothing when it has not.
#define FIELD(f)                                                                             \
  template <class T> static auto show_##f(const T &p, int) -> decltype((void)p.f, void()) { \
    field(#f, p.f);                                                                        \
  }                                                                                        \
  template <class T> static void show_##f(const T &, long) {}
#define FIELDS(X)                                                                                                        \
  X(name) X(uuid) X(luid) X(luidDeviceNodeMask) X(totalGlobalMem) X(sharedMemPerBlock) X(regsPerBlock) X(warpSize)      \
  X(memPitch) X(maxThreadsPerBlock) X(maxThreadsDim) X(maxGridSize) X(clockRate) X(totalConstMem) X(major) X(minor)    \
  X(textureAlignment) X(texturePitchAlignment) X(deviceOverlap) X(multiProcessorCount) X(kernelExecTimeoutEnabled)     \
  X(integrated) X(canMapHostMemory) X(computeMode) X(maxTexture1D) X(maxTexture1DMipmap) X(maxTexture1DLinear)         \
  X(maxTexture2D) X(maxTexture2DMipmap) X(maxTexture2DLinear) X(maxTexture2DGather) X(maxTexture3D) X(maxTexture3DAlt) \
  X(maxTextureCubemap) X(maxTexture1DLayered) X(maxTexture2DLayered) X(maxTextureCubemapLayered) X(maxSurface1D)       \
  X(maxSurface2D) X(maxSurface3D) X(maxSurface1DLayered) X(maxSurface2DLayered) X(maxSurfaceCubemap)                   \
  X(maxSurfaceCubemapLayered) X(surfaceAlignment) X(concurrentKernels) X(ECCEnabled) X(pciBusID) X(pciDeviceID)        \
  X(pciDomainID) X(tccDriver) X(asyncEngineCount) X(unifiedAddressing) X(memoryClockRate) X(memoryBusWidth)            \
  X(l2CacheSize) X(persistingL2CacheMaxSize) X(maxThreadsPerMultiProcessor) X(streamPrioritiesSupported)               \
  X(globalL1CacheSupported) X(localL1CacheSupported) X(sharedMemPerMultiprocessor) X(regsPerMultiprocessor)            \
  X(managedMemory) X(isMultiGpuBoard) X(multiGpuBoardGroupID) X(hostNativeAtomicSupported)                             \
  X(singleToDoublePrecisionPerfRatio) X(pageableMemoryAccess) X(concurrentManagedAccess) X(computePreemptionSupported) \
  X(canUseHostPointerForRegisteredMem) X(cooperativeLaunch) X(cooperativeMultiDeviceLaunch) X(sharedMemPerBlockOptin) \
  X(pageableMemoryAccessUsesHostPageTables) X(directManagedMemAccessFromHost) X(maxBlocksPerMultiProcessor)            \
  X(accessPolicyMaxWindowSize) X(reservedSharedMemPerBlock) X(hostRegisterSupported) X(sparseCudaArraySupported)       \
  X(hostRegisterReadOnlySupported) X(timelineSemaphoreInteropSupported) X(memoryPoolsSupported)                        \
  X(gpuDirectRDMASupported) X(gpuDirectRDMAFlushWritesOptions) X(gpuDirectRDMAWritesOrdering)                          \
  X(memoryPoolSupportedHandleTypes) X(deferredMappingCudaArraySupported) X(ipcEventSupported) X(clusterLaunch)         \
  X(unifiedFunctionPointers) X(deviceNumaConfig) X(deviceNumaId) X(mpsEnabled) X(hostNumaId) X(gpuPciDeviceID)         \
  X(gpuPciSubsystemID) X(hostNumaMultinodeIpcSupported)
FIELDS(FIELD)
#define SHOWFIELD(f) show_##f(p, 0);

static void properties() {
  cudaDeviceProp p;
  memset(&p, 0, sizeof p);
  STEP(cudaGetDeviceProperties(&p, 0));
  FIELDS(SHOWFIELD)
  STEP(cudaGetDeviceProperties(&p, 1));
  STEP(cudaGetDeviceProperties(&p, -1));
  STEP(cudaGetDeviceProperties(nullptr, 0));
}

static void attributes() {
  for (int a = -1; a <= 260; a++) {
    int v = -12345;
    cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, 0);
    cudaError_t last = cudaGetLastError();
    printf("attr %3d %s %d last %s\n", a, cudaGetErrorName(e), v, cudaGetErrorName(last));
  }
  int v = 0;
  STEP(cudaDeviceGetAttribute(nullptr, cudaDevAttrWarpSize, 0));
  STEP(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 1));
  STEP(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, -1));
  STEP(cudaDeviceGetAttribute(&v, (cudaDeviceAttr)1000, 1));
}

// ordinals: before anything made a context, then after.
static void ordinals() {
  int dev = -1, n = -1;
  STEP(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  STEP(cudaSetDevice(1));
  STEP(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  STEP(cudaSetDevice(-1));
  STEP(cudaSetDevice(INT_MAX));
  STEP(cudaGetDeviceCount(&n));
  printf("count %d\n", n);
  STEP(cudaGetDeviceCount(nullptr));
  STEP(cudaGetDevice(nullptr));
#if CUDART_VERSION >= 12000
  STEP(cudaInitDevice(1, 0, 0));
  STEP(cudaInitDevice(0, 0x100, 0));
  STEP(cudaInitDevice(0, 0, 0));
#endif
  void *p = nullptr;
  STEP(cudaMalloc(&p, 16));
  STEP(cudaSetDevice(1));
  STEP(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  STEP(cudaMemset(p, 0, 16));
  STEP(cudaDeviceSynchronize());
  int bad[] = {1}, twice[] = {0, 0}, neg[] = {-1};
  STEP(cudaSetValidDevices(bad, 1));
  STEP(cudaSetValidDevices(twice, 2));
  STEP(cudaSetValidDevices(neg, 1));
  STEP(cudaSetValidDevices(nullptr, 0));
  STEP(cudaSetValidDevices(nullptr, 1));
  cudaDeviceProp want;
  memset(&want, 0, sizeof want);
  want.major = 9;
  STEP(cudaChooseDevice(&dev, &want));
  printf("chosen %d\n", dev);
  STEP(cudaChooseDevice(&dev, nullptr));
  STEP(cudaChooseDevice(nullptr, &want));
}

static void pciAndPeers() {
  char bus[64];
  memset(bus, 'x', sizeof bus);
  STEP(cudaDeviceGetPCIBusId(bus, 5, 0));
  printf("5-byte bus id: \"%.5s\"\n", bus);
  for (int n : {12, 13, 14, 16, 17, 18}) {
    memset(bus, 'x', sizeof bus);
    bus[63] = 0;
    printf("%d-byte bus id: ", n);
    STEP(cudaDeviceGetPCIBusId(bus, n, 0));
    printf("  \"%.20s\"\n", bus);
  }
  STEP(cudaDeviceGetPCIBusId(bus, 0, 0));
  STEP(cudaDeviceGetPCIBusId(nullptr, 64, 0));
  STEP(cudaDeviceGetPCIBusId(bus, 64, 1));
  STEP(cudaDeviceGetPCIBusId(bus, 64, -1));
  int d = -7;
  const char *ids[] = {"", "zz", "0000:00:00.0", "ffff:ff:ff.f", "0:0:0", "00000000:FF:00.0", "0:0", "0", "1:2:3.4",
                       "0000:00:00.0 ", "0x0:0:0"};
  for (const char *id : ids) {
    d = -7;
    printf("bus id \"%s\": ", id);
    STEP(cudaDeviceGetByPCIBusId(&d, id));
    printf("  device %d\n", d);
  }
  STEP(cudaDeviceGetByPCIBusId(&d, nullptr));
  STEP(cudaDeviceGetByPCIBusId(nullptr, "0000:00:00.0"));
  int can = -7;
  STEP(cudaDeviceCanAccessPeer(&can, 0, 0));
  printf("can access itself %d\n", can);
  can = -7;
  STEP(cudaDeviceCanAccessPeer(&can, 0, 1));
  printf("can access 1 %d\n", can);
  STEP(cudaDeviceCanAccessPeer(&can, 1, 0));
  STEP(cudaDeviceCanAccessPeer(nullptr, 0, 0));
  STEP(cudaDeviceEnablePeerAccess(0, 0));
  STEP(cudaDeviceEnablePeerAccess(1, 0));
  STEP(cudaDeviceEnablePeerAccess(0, 1));
  STEP(cudaDeviceEnablePeerAccess(-1, 0));
  STEP(cudaDeviceDisablePeerAccess(0));
  STEP(cudaDeviceDisablePeerAccess(1));
  int v = -7;
  STEP(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrPerformanceRank, 0, 0));
  printf("p2p rank %d\n", v);
  STEP(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 1));
  STEP(cudaDeviceGetP2PAttribute(&v, (cudaDeviceP2PAttr)99, 0, 0));
  STEP(cudaDeviceGetP2PAttribute(nullptr, cudaDevP2PAttrAccessSupported, 0, 0));
  void *dp = nullptr;
  STEP(cudaMalloc(&dp, 16));
  STEP(cudaMemcpyPeer(dp, 0, dp, 1, 16));
  STEP(cudaMemcpyPeer(dp, 1, dp, 0, 16));
}

static void limitsAndFlags() {
  size_t v = 0;
  STEP(cudaDeviceGetLimit(&v, (cudaLimit)99));
  STEP(cudaDeviceGetLimit(nullptr, cudaLimitStackSize));
  STEP(cudaDeviceSetLimit(cudaLimitStackSize, 0));
  STEP(cudaDeviceGetLimit(&v, cudaLimitStackSize));
  printf("stack after 0: %zu\n", v);
  STEP(cudaDeviceSetLimit(cudaLimitStackSize, (size_t)1 << 40));
  STEP(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 0));
  STEP(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 0));
  STEP(cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)1 << 50));
  STEP(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 0));
  STEP(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 0));
  STEP(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 3));
  STEP(cudaDeviceGetLimit(&v, cudaLimitMaxL2FetchGranularity));
  printf("l2 fetch granularity after 3: %zu\n", v);
  STEP(cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, 1000));
  STEP(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, (size_t)1 << 40));
  STEP(cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize));
  printf("persisting l2 after 1 TiB: %zu\n", v);
  STEP(cudaDeviceSetCacheConfig((cudaFuncCache)9));
  cudaFuncCache cc;
  STEP(cudaDeviceGetCacheConfig(&cc));
  printf("cache config %d\n", (int)cc);
  STEP(cudaDeviceGetCacheConfig(nullptr));
  unsigned fl = 99;
  STEP(cudaGetDeviceFlags(&fl));
  printf("flags %u\n", fl);
  STEP(cudaSetDeviceFlags(0x100));
  STEP(cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield));
  STEP(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceScheduleSpin));
  STEP(cudaSetDeviceFlags(cudaDeviceScheduleYield));
  STEP(cudaGetDeviceFlags(&fl));
  printf("flags %u\n", fl);
  STEP(cudaGetDeviceFlags(nullptr));
  cudaMemPool_t pool;
  STEP(cudaDeviceGetDefaultMemPool(&pool, 1));
  STEP(cudaDeviceGetMemPool(&pool, 1));
  STEP(cudaDeviceGetDefaultMemPool(nullptr, 0));
  STEP(cudaDeviceSetMemPool(0, nullptr));
  STEP(cudaDeviceGetDefaultMemPool(&pool, 0));
  STEP(cudaDeviceSetMemPool(1, pool));
  int lo = 0;
  STEP(cudaDeviceGetStreamPriorityRange(&lo, nullptr));
  int rt = 0;
  STEP(cudaRuntimeGetVersion(nullptr));
  STEP(cudaDriverGetVersion(nullptr));
  STEP(cudaRuntimeGetVersion(&rt));
  size_t w = 0;
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  STEP(cudaDeviceGetTexture1DLinearMaxWidth(&w, &f, 0));
  printf("1D linear max width %zu\n", w);
  STEP(cudaDeviceGetTexture1DLinearMaxWidth(&w, &f, 1));
  STEP(cudaDeviceReset());
  STEP(cudaDeviceSynchronize());
}

int main() {
  CASE(ordinals);
  CASE(properties);
  CASE(attributes);
  CASE(pciAndPeers);
  CASE(limitsAndFlags);
  return finish();
}
