// s_ax_attrs: cudaDeviceGetAttribute of every attribute number 0..200
// (the answer code and value; values that differ between two H200s are
// named and left out), and cudaGetDeviceProperties' fields that CUDA 13
// keeps, compared with the attributes.
#include <cstring>
#include "check.h"

int main() {
  for (int a = 0; a <= 200; a++) {
    // PCI bus/device/domain ids and the UUID differ between machines
    if (a == cudaDevAttrPciBusId || a == cudaDevAttrPciDeviceId || a == cudaDevAttrPciDomainId) {
      printf("attr %3d (a PCI location, left out)\n", a);
      continue;
    }
    int v = -12345;
    cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, 0);
    cudaGetLastError();
    printf("attr %3d %s %d\n", a, cudaGetErrorName(e), v);
  }
  SHOW(cudaDeviceGetAttribute(nullptr, cudaDevAttrWarpSize, 0));
  SHOW(cudaGetLastError());
  cudaDeviceProp p;
  memset(&p, 0, sizeof p);
  SHOW(cudaGetDeviceProperties(&p, 0));
  printf("name %s\n", p.name);
  printf("totalGlobalMem %zu sharedMemPerBlock %zu regsPerBlock %d warpSize %d memPitch %zu maxThreadsPerBlock %d\n", p.totalGlobalMem,
         p.sharedMemPerBlock, p.regsPerBlock, p.warpSize, p.memPitch, p.maxThreadsPerBlock);
  printf("maxThreadsDim %d %d %d maxGridSize %d %d %d totalConstMem %zu major %d minor %d\n", p.maxThreadsDim[0], p.maxThreadsDim[1],
         p.maxThreadsDim[2], p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2], p.totalConstMem, p.major, p.minor);
  printf("textureAlignment %zu texturePitchAlignment %zu multiProcessorCount %d integrated %d canMapHostMemory %d\n", p.textureAlignment,
         p.texturePitchAlignment, p.multiProcessorCount, p.integrated, p.canMapHostMemory);
  printf("maxTexture1D %d maxTexture1DMipmap %d maxTexture2D %d %d maxTexture2DMipmap %d %d maxTexture2DLinear %d %d %d\n", p.maxTexture1D,
         p.maxTexture1DMipmap, p.maxTexture2D[0], p.maxTexture2D[1], p.maxTexture2DMipmap[0], p.maxTexture2DMipmap[1],
         p.maxTexture2DLinear[0], p.maxTexture2DLinear[1], p.maxTexture2DLinear[2]);
  printf("maxTexture3D %d %d %d maxTexture3DAlt %d %d %d maxTextureCubemap %d maxSurface2D %d %d maxSurface3D %d %d %d\n", p.maxTexture3D[0],
         p.maxTexture3D[1], p.maxTexture3D[2], p.maxTexture3DAlt[0], p.maxTexture3DAlt[1], p.maxTexture3DAlt[2], p.maxTextureCubemap,
         p.maxSurface2D[0], p.maxSurface2D[1], p.maxSurface3D[0], p.maxSurface3D[1], p.maxSurface3D[2]);
  printf("surfaceAlignment %zu concurrentKernels %d ECCEnabled %d tccDriver %d asyncEngineCount %d unifiedAddressing %d\n",
         p.surfaceAlignment, p.concurrentKernels, p.ECCEnabled, p.tccDriver, p.asyncEngineCount, p.unifiedAddressing);
  printf("memoryBusWidth %d l2CacheSize %d persistingL2CacheMaxSize %d maxThreadsPerMultiProcessor %d streamPrioritiesSupported %d\n",
         p.memoryBusWidth, p.l2CacheSize, p.persistingL2CacheMaxSize, p.maxThreadsPerMultiProcessor, p.streamPrioritiesSupported);
  printf("globalL1CacheSupported %d localL1CacheSupported %d sharedMemPerMultiprocessor %zu regsPerMultiprocessor %d managedMemory %d\n",
         p.globalL1CacheSupported, p.localL1CacheSupported, p.sharedMemPerMultiprocessor, p.regsPerMultiprocessor, p.managedMemory);
  printf("isMultiGpuBoard %d multiGpuBoardGroupID %d pageableMemoryAccess %d concurrentManagedAccess %d computePreemptionSupported %d\n",
         p.isMultiGpuBoard, p.multiGpuBoardGroupID, p.pageableMemoryAccess, p.concurrentManagedAccess, p.computePreemptionSupported);
  printf("canUseHostPointerForRegisteredMem %d cooperativeLaunch %d sharedMemPerBlockOptin %zu pageableMemoryAccessUsesHostPageTables %d\n",
         p.canUseHostPointerForRegisteredMem, p.cooperativeLaunch, p.sharedMemPerBlockOptin, p.pageableMemoryAccessUsesHostPageTables);
  printf("directManagedMemAccessFromHost %d maxBlocksPerMultiProcessor %d accessPolicyMaxWindowSize %d reservedSharedMemPerBlock %zu\n",
         p.directManagedMemAccessFromHost, p.maxBlocksPerMultiProcessor, p.accessPolicyMaxWindowSize, p.reservedSharedMemPerBlock);
  printf("hostRegisterSupported %d sparseCudaArraySupported %d hostRegisterReadOnlySupported %d timelineSemaphoreInteropSupported %d\n",
         p.hostRegisterSupported, p.sparseCudaArraySupported, p.hostRegisterReadOnlySupported, p.timelineSemaphoreInteropSupported);
  printf("memoryPoolsSupported %d gpuDirectRDMASupported %d gpuDirectRDMAFlushWritesOptions %u gpuDirectRDMAWritesOrdering %d\n",
         p.memoryPoolsSupported, p.gpuDirectRDMASupported, p.gpuDirectRDMAFlushWritesOptions, p.gpuDirectRDMAWritesOrdering);
  printf("memoryPoolSupportedHandleTypes %u deferredMappingCudaArraySupported %d ipcEventSupported %d clusterLaunch %d unifiedFunctionPointers %d\n",
         p.memoryPoolSupportedHandleTypes, p.deferredMappingCudaArraySupported, p.ipcEventSupported, p.clusterLaunch,
         p.unifiedFunctionPointers);
  printf("hostNativeAtomicSupported %d mpsEnabled %d hostNumaId %d gpuPciDeviceID %u gpuPciSubsystemID %u hostNumaMultinodeIpcSupported %d\n",
         p.hostNativeAtomicSupported, p.mpsEnabled, p.hostNumaId, p.gpuPciDeviceID, p.gpuPciSubsystemID, p.hostNumaMultinodeIpcSupported);
  return finish();
}
