// t_props: device count, properties (fields that depend on no clock),
// attributes, versions and memory size.
#include "check.h"

int main() {
  int count = -1;
  OK(cudaGetDeviceCount(&count));
  printf("devices %d\n", count);
  check(count >= 1, "at least one device");
  int rt = 0, drv = 0;
  OK(cudaRuntimeGetVersion(&rt));
  OK(cudaDriverGetVersion(&drv));
  printf("runtime %d driver %d\n", rt, drv);
  check(rt > 0 && drv >= rt, "driver at least the runtime");

  cudaDeviceProp p;
  OK(cudaGetDeviceProperties(&p, 0));
  printf("name %s\n", p.name);
  printf("compute capability %d.%d\n", p.major, p.minor);
  printf("totalGlobalMem %zu\n", p.totalGlobalMem);
  printf("multiProcessorCount %d\n", p.multiProcessorCount);
  printf("warpSize %d\n", p.warpSize);
  printf("maxThreadsPerBlock %d\n", p.maxThreadsPerBlock);
  printf("maxThreadsDim %d %d %d\n", p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2]);
  printf("maxGridSize %d %d %d\n", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2]);
  printf("sharedMemPerBlock %zu\n", p.sharedMemPerBlock);
  printf("sharedMemPerBlockOptin %zu\n", p.sharedMemPerBlockOptin);
  printf("sharedMemPerMultiprocessor %zu\n", p.sharedMemPerMultiprocessor);
  printf("regsPerBlock %d\n", p.regsPerBlock);
  printf("regsPerMultiprocessor %d\n", p.regsPerMultiprocessor);
  printf("maxThreadsPerMultiProcessor %d\n", p.maxThreadsPerMultiProcessor);
  printf("maxBlocksPerMultiProcessor %d\n", p.maxBlocksPerMultiProcessor);
  printf("totalConstMem %zu\n", p.totalConstMem);
  printf("l2CacheSize %d\n", p.l2CacheSize);
  printf("memoryBusWidth %d\n", p.memoryBusWidth);
  printf("unifiedAddressing %d managedMemory %d concurrentManagedAccess %d\n", p.unifiedAddressing,
         p.managedMemory, p.concurrentManagedAccess);
  printf("asyncEngineCount %d concurrentKernels %d ECCEnabled %d\n", p.asyncEngineCount,
         p.concurrentKernels, p.ECCEnabled);
  printf("cooperativeLaunch %d pageableMemoryAccess %d\n", p.cooperativeLaunch, p.pageableMemoryAccess);
  check(p.warpSize == 32 && p.maxThreadsPerBlock == 1024, "warp size and block size");

  struct {
    cudaDeviceAttr a;
    const char *name;
  } attrs[] = {
      {cudaDevAttrMaxThreadsPerBlock, "MaxThreadsPerBlock"},
      {cudaDevAttrMultiProcessorCount, "MultiProcessorCount"},
      {cudaDevAttrComputeCapabilityMajor, "ComputeCapabilityMajor"},
      {cudaDevAttrComputeCapabilityMinor, "ComputeCapabilityMinor"},
      {cudaDevAttrWarpSize, "WarpSize"},
      {cudaDevAttrMaxSharedMemoryPerBlockOptin, "MaxSharedMemoryPerBlockOptin"},
      {cudaDevAttrMaxRegistersPerBlock, "MaxRegistersPerBlock"},
      {cudaDevAttrL2CacheSize, "L2CacheSize"},
      {cudaDevAttrUnifiedAddressing, "UnifiedAddressing"},
      {cudaDevAttrConcurrentManagedAccess, "ConcurrentManagedAccess"},
      {cudaDevAttrMaxBlockDimX, "MaxBlockDimX"},
      {cudaDevAttrMaxGridDimY, "MaxGridDimY"},
  };
  for (auto &a : attrs) {
    int v = -1;
    cudaError_t e = cudaDeviceGetAttribute(&v, a.a, 0);
    printf("attribute %-28s %d (%s)\n", a.name, v, cudaGetErrorName(e));
    if (e != cudaSuccess) failures++;
  }
  int v = 0;
  OK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0));
  check(v == p.multiProcessorCount, "attribute agrees with property");
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, count), cudaErrorInvalidDevice);
  EXPECT(cudaGetDeviceProperties(&p, count), cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError(), cudaErrorInvalidDevice); // failed calls set the last error
  OK(cudaGetLastError());

  int dev = -1;
  OK(cudaGetDevice(&dev));
  printf("current device %d\n", dev);
  EXPECT(cudaSetDevice(count), cudaErrorInvalidDevice);
  OK(cudaSetDevice(0));

  size_t freeMem = 0, totalMem = 0;
  OK(cudaMemGetInfo(&freeMem, &totalMem));
  printf("cudaMemGetInfo total %zu\n", totalMem);
  check(totalMem == p.totalGlobalMem && freeMem <= totalMem, "memory info");

  char bus[32] = "";
  OK(cudaDeviceGetPCIBusId(bus, sizeof bus, 0));
  check(bus[0] != 0, "PCI bus id");
  return finish();
}
