// s_devattrs: every cudaDeviceGetAttribute from 1 to 150 (error name and
// value; clock rates too, which are fixed on the H200), the
// cudaGetDeviceProperties fields libraries read to pick kernels, the
// device limits (cudaDeviceGetLimit / SetLimit), cache and shared-memory
// configuration, and invalid devices and attributes.
#include <cstring>
#include "check.h"

int main() {
  int n = 0;
  OK(cudaGetDeviceCount(&n));
  printf("devices %d\n", n);
  for (int a = 1; a <= 150; a++) {
    int v = -12345;
    cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, 0);
    printf("attr %3d %s %d\n", a, cudaGetErrorName(e), v);
  }
  cudaGetLastError();
  cudaDeviceProp p;
  memset(&p, 0, sizeof p);
  OK(cudaGetDeviceProperties(&p, 0));
  printf("name %s\n", p.name);
  printf("cc %d.%d sms %d warp %d\n", p.major, p.minor, p.multiProcessorCount, p.warpSize);
  printf("maxThreadsPerBlock %d dims %d %d %d grid %d %d %d\n", p.maxThreadsPerBlock, p.maxThreadsDim[0], p.maxThreadsDim[1],
         p.maxThreadsDim[2], p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2]);
  printf("sharedMemPerBlock %zu optin %zu perSM %zu reservedPerBlock %zu\n", p.sharedMemPerBlock, p.sharedMemPerBlockOptin,
         p.sharedMemPerMultiprocessor, p.reservedSharedMemPerBlock);
  printf("regsPerBlock %d regsPerSM %d maxThreadsPerSM %d maxBlocksPerSM %d\n", p.regsPerBlock, p.regsPerMultiprocessor,
         p.maxThreadsPerMultiProcessor, p.maxBlocksPerMultiProcessor);
  printf("totalConstMem %zu l2 %d persistingL2Max %d busWidth %d\n", p.totalConstMem, p.l2CacheSize, p.persistingL2CacheMaxSize,
         p.memoryBusWidth);
  printf("textureAlignment %zu texturePitchAlignment %zu memPitch %zu\n", p.textureAlignment, p.texturePitchAlignment, p.memPitch);
  printf("concurrentKernels %d asyncEngines %d unifiedAddressing %d managed %d concurrentManaged %d pageable %d\n",
         p.concurrentKernels, p.asyncEngineCount, p.unifiedAddressing, p.managedMemory, p.concurrentManagedAccess,
         p.pageableMemoryAccess);
  printf("coop %d hostNativeAtomic %d ecc %d integrated %d canMapHost %d tcc %d\n", p.cooperativeLaunch,
         p.hostNativeAtomicSupported, p.ECCEnabled, p.integrated, p.canMapHostMemory, p.tccDriver);
#if CUDART_VERSION >= 12000
  printf("pools %d gpuDirectRDMA %d clusterLaunch %d unifiedFunctionPointers %d\n", p.memoryPoolsSupported,
         p.gpuDirectRDMASupported, p.clusterLaunch, p.unifiedFunctionPointers);
#endif
  printf("totalGlobalMem > 140e9: %d\n", p.totalGlobalMem > 140000000000ull);
  size_t lim[] = {cudaLimitStackSize, cudaLimitPrintfFifoSize, cudaLimitMallocHeapSize, cudaLimitDevRuntimeSyncDepth,
                  cudaLimitDevRuntimePendingLaunchCount, cudaLimitMaxL2FetchGranularity, cudaLimitPersistingL2CacheSize};
  for (size_t l : lim) {
    size_t v = 0;
    cudaError_t e = cudaDeviceGetLimit(&v, (cudaLimit)l);
    printf("limit %zu %s %zu\n", l, cudaGetErrorName(e), v);
  }
  OK(cudaDeviceSetLimit(cudaLimitStackSize, 4096));
  OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20));
  OK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 2 << 20));
  for (size_t l : {cudaLimitStackSize, cudaLimitMallocHeapSize, cudaLimitPrintfFifoSize}) {
    size_t v = 0;
    cudaDeviceGetLimit(&v, (cudaLimit)l);
    printf("limit %zu after set %zu\n", l, v);
  }
  SHOW(cudaDeviceSetLimit((cudaLimit)42, 1));
  cudaFuncCache cc;
  OK(cudaDeviceGetCacheConfig(&cc));
  printf("cache config %d\n", (int)cc);
  OK(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1));
  OK(cudaDeviceGetCacheConfig(&cc));
  printf("cache config after set %d\n", (int)cc);
  int v = 0;
  SHOW(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 1));
  SHOW(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, -1));
  SHOW(cudaDeviceGetAttribute(&v, (cudaDeviceAttr)100000, 0));
  SHOW(cudaGetDeviceProperties(&p, 1));
  SHOW(cudaSetDevice(1));
  SHOW(cudaGetLastError());
  int dev = -1;
  OK(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  int rt = 0, drv = 0;
  OK(cudaRuntimeGetVersion(&rt));
  OK(cudaDriverGetVersion(&drv));
  printf("runtime %d driver >= runtime %d\n", rt, drv >= rt);
  char pci[32] = {0};
  OK(cudaDeviceGetPCIBusId(pci, sizeof pci, 0));
  int byPci = -1;
  OK(cudaDeviceGetByPCIBusId(&byPci, pci));
  printf("device by its PCI bus id %d\n", byPci);
  unsigned flags = 99;
  OK(cudaGetDeviceFlags(&flags));
  printf("device flags %u\n", flags);
  return finish();
}
