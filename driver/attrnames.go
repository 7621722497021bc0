// Code generated from the CUdevice_attribute table of CUDA 13.0 (names as in cuda.h). DO NOT EDIT.

package driver

// The CUdevice_attribute values, named as in cuda.h less the
// CU_DEVICE_ATTRIBUTE_ prefix.
const (
	AttrMaxThreadsPerBlock                       DeviceAttribute = 1   // CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK
	AttrMaxBlockDimX                             DeviceAttribute = 2   // CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X
	AttrMaxBlockDimY                             DeviceAttribute = 3   // CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y
	AttrMaxBlockDimZ                             DeviceAttribute = 4   // CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z
	AttrMaxGridDimX                              DeviceAttribute = 5   // CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X
	AttrMaxGridDimY                              DeviceAttribute = 6   // CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y
	AttrMaxGridDimZ                              DeviceAttribute = 7   // CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z
	AttrMaxSharedMemoryPerBlock                  DeviceAttribute = 8   // CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK
	AttrTotalConstantMemory                      DeviceAttribute = 9   // CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY
	AttrWarpSize                                 DeviceAttribute = 10  // CU_DEVICE_ATTRIBUTE_WARP_SIZE
	AttrMaxPitch                                 DeviceAttribute = 11  // CU_DEVICE_ATTRIBUTE_MAX_PITCH
	AttrMaxRegistersPerBlock                     DeviceAttribute = 12  // CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK
	AttrClockRate                                DeviceAttribute = 13  // CU_DEVICE_ATTRIBUTE_CLOCK_RATE
	AttrTextureAlignment                         DeviceAttribute = 14  // CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT
	AttrGPUOverlap                               DeviceAttribute = 15  // CU_DEVICE_ATTRIBUTE_GPU_OVERLAP
	AttrMultiprocessorCount                      DeviceAttribute = 16  // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
	AttrKernelExecTimeout                        DeviceAttribute = 17  // CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT
	AttrIntegrated                               DeviceAttribute = 18  // CU_DEVICE_ATTRIBUTE_INTEGRATED
	AttrCanMapHostMemory                         DeviceAttribute = 19  // CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY
	AttrComputeMode                              DeviceAttribute = 20  // CU_DEVICE_ATTRIBUTE_COMPUTE_MODE
	AttrMaximumTexture1dWidth                    DeviceAttribute = 21  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH
	AttrMaximumTexture2dWidth                    DeviceAttribute = 22  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH
	AttrMaximumTexture2dHeight                   DeviceAttribute = 23  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT
	AttrMaximumTexture3dWidth                    DeviceAttribute = 24  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH
	AttrMaximumTexture3dHeight                   DeviceAttribute = 25  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT
	AttrMaximumTexture3dDepth                    DeviceAttribute = 26  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH
	AttrMaximumTexture2dLayeredWidth             DeviceAttribute = 27  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH
	AttrMaximumTexture2dLayeredHeight            DeviceAttribute = 28  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT
	AttrMaximumTexture2dLayeredLayers            DeviceAttribute = 29  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS
	AttrSurfaceAlignment                         DeviceAttribute = 30  // CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT
	AttrConcurrentKernels                        DeviceAttribute = 31  // CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS
	AttrECCEnabled                               DeviceAttribute = 32  // CU_DEVICE_ATTRIBUTE_ECC_ENABLED
	AttrPCIBusID                                 DeviceAttribute = 33  // CU_DEVICE_ATTRIBUTE_PCI_BUS_ID
	AttrPCIDeviceID                              DeviceAttribute = 34  // CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID
	AttrTCCDriver                                DeviceAttribute = 35  // CU_DEVICE_ATTRIBUTE_TCC_DRIVER
	AttrMemoryClockRate                          DeviceAttribute = 36  // CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE
	AttrGlobalMemoryBusWidth                     DeviceAttribute = 37  // CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH
	AttrL2CacheSize                              DeviceAttribute = 38  // CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE
	AttrMaxThreadsPerMultiprocessor              DeviceAttribute = 39  // CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR
	AttrAsyncEngineCount                         DeviceAttribute = 40  // CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT
	AttrUnifiedAddressing                        DeviceAttribute = 41  // CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING
	AttrMaximumTexture1dLayeredWidth             DeviceAttribute = 42  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH
	AttrMaximumTexture1dLayeredLayers            DeviceAttribute = 43  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS
	AttrCanTex2dGather                           DeviceAttribute = 44  // CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER
	AttrMaximumTexture2dGatherWidth              DeviceAttribute = 45  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH
	AttrMaximumTexture2dGatherHeight             DeviceAttribute = 46  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT
	AttrMaximumTexture3dWidthAlternate           DeviceAttribute = 47  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE
	AttrMaximumTexture3dHeightAlternate          DeviceAttribute = 48  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE
	AttrMaximumTexture3dDepthAlternate           DeviceAttribute = 49  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE
	AttrPCIDomainID                              DeviceAttribute = 50  // CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID
	AttrTexturePitchAlignment                    DeviceAttribute = 51  // CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT
	AttrMaximumTexturecubemapWidth               DeviceAttribute = 52  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH
	AttrMaximumTexturecubemapLayeredWidth        DeviceAttribute = 53  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH
	AttrMaximumTexturecubemapLayeredLayers       DeviceAttribute = 54  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS
	AttrMaximumSurface1dWidth                    DeviceAttribute = 55  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH
	AttrMaximumSurface2dWidth                    DeviceAttribute = 56  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH
	AttrMaximumSurface2dHeight                   DeviceAttribute = 57  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT
	AttrMaximumSurface3dWidth                    DeviceAttribute = 58  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH
	AttrMaximumSurface3dHeight                   DeviceAttribute = 59  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT
	AttrMaximumSurface3dDepth                    DeviceAttribute = 60  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH
	AttrMaximumSurface1dLayeredWidth             DeviceAttribute = 61  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH
	AttrMaximumSurface1dLayeredLayers            DeviceAttribute = 62  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS
	AttrMaximumSurface2dLayeredWidth             DeviceAttribute = 63  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH
	AttrMaximumSurface2dLayeredHeight            DeviceAttribute = 64  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT
	AttrMaximumSurface2dLayeredLayers            DeviceAttribute = 65  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS
	AttrMaximumSurfacecubemapWidth               DeviceAttribute = 66  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH
	AttrMaximumSurfacecubemapLayeredWidth        DeviceAttribute = 67  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH
	AttrMaximumSurfacecubemapLayeredLayers       DeviceAttribute = 68  // CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS
	AttrMaximumTexture1dLinearWidth              DeviceAttribute = 69  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH
	AttrMaximumTexture2dLinearWidth              DeviceAttribute = 70  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH
	AttrMaximumTexture2dLinearHeight             DeviceAttribute = 71  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT
	AttrMaximumTexture2dLinearPitch              DeviceAttribute = 72  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH
	AttrMaximumTexture2dMipmappedWidth           DeviceAttribute = 73  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH
	AttrMaximumTexture2dMipmappedHeight          DeviceAttribute = 74  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT
	AttrComputeCapabilityMajor                   DeviceAttribute = 75  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
	AttrComputeCapabilityMinor                   DeviceAttribute = 76  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
	AttrMaximumTexture1dMipmappedWidth           DeviceAttribute = 77  // CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH
	AttrStreamPrioritiesSupported                DeviceAttribute = 78  // CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED
	AttrGlobalL1CacheSupported                   DeviceAttribute = 79  // CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED
	AttrLocalL1CacheSupported                    DeviceAttribute = 80  // CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED
	AttrMaxSharedMemoryPerMultiprocessor         DeviceAttribute = 81  // CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR
	AttrMaxRegistersPerMultiprocessor            DeviceAttribute = 82  // CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR
	AttrManagedMemory                            DeviceAttribute = 83  // CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY
	AttrMultiGPUBoard                            DeviceAttribute = 84  // CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD
	AttrMultiGPUBoardGroupID                     DeviceAttribute = 85  // CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID
	AttrHostNativeAtomicSupported                DeviceAttribute = 86  // CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED
	AttrSingleToDoublePrecisionPerfRatio         DeviceAttribute = 87  // CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO
	AttrPageableMemoryAccess                     DeviceAttribute = 88  // CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS
	AttrConcurrentManagedAccess                  DeviceAttribute = 89  // CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS
	AttrComputePreemptionSupported               DeviceAttribute = 90  // CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED
	AttrCanUseHostPointerForRegisteredMem        DeviceAttribute = 91  // CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM
	AttrCanUseStreamMemOpsV1                     DeviceAttribute = 92  // CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1
	AttrCanUse64BitStreamMemOpsV1                DeviceAttribute = 93  // CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1
	AttrCanUseStreamWaitValueNORV1               DeviceAttribute = 94  // CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1
	AttrCooperativeLaunch                        DeviceAttribute = 95  // CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH
	AttrCooperativeMultiDeviceLaunch             DeviceAttribute = 96  // CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH
	AttrMaxSharedMemoryPerBlockOptin             DeviceAttribute = 97  // CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN
	AttrCanFlushRemoteWrites                     DeviceAttribute = 98  // CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES
	AttrHostRegisterSupported                    DeviceAttribute = 99  // CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED
	AttrPageableMemoryAccessUsesHostPageTables   DeviceAttribute = 100 // CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES
	AttrDirectManagedMemAccessFromHost           DeviceAttribute = 101 // CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST
	AttrVirtualAddressManagementSupported        DeviceAttribute = 102 // CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED
	AttrHandleTypePosixFileDescriptorSupported   DeviceAttribute = 103 // CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED
	AttrHandleTypeWin32HandleSupported           DeviceAttribute = 104 // CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED
	AttrHandleTypeWin32KmtHandleSupported        DeviceAttribute = 105 // CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED
	AttrMaxBlocksPerMultiprocessor               DeviceAttribute = 106 // CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR
	AttrGenericCompressionSupported              DeviceAttribute = 107 // CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED
	AttrMaxPersistingL2CacheSize                 DeviceAttribute = 108 // CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE
	AttrMaxAccessPolicyWindowSize                DeviceAttribute = 109 // CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE
	AttrGPUDirectRDMAWithCudaVMMSupported        DeviceAttribute = 110 // CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED
	AttrReservedSharedMemoryPerBlock             DeviceAttribute = 111 // CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK
	AttrSparseCudaArraySupported                 DeviceAttribute = 112 // CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED
	AttrReadOnlyHostRegisterSupported            DeviceAttribute = 113 // CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED
	AttrTimelineSemaphoreInteropSupported        DeviceAttribute = 114 // CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED
	AttrMemoryPoolsSupported                     DeviceAttribute = 115 // CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED
	AttrGPUDirectRDMASupported                   DeviceAttribute = 116 // CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED
	AttrGPUDirectRDMAFlushWritesOptions          DeviceAttribute = 117 // CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS
	AttrGPUDirectRDMAWritesOrdering              DeviceAttribute = 118 // CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING
	AttrMempoolSupportedHandleTypes              DeviceAttribute = 119 // CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES
	AttrClusterLaunch                            DeviceAttribute = 120 // CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH
	AttrDeferredMappingCudaArraySupported        DeviceAttribute = 121 // CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED
	AttrCanUse64BitStreamMemOps                  DeviceAttribute = 122 // CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS
	AttrCanUseStreamWaitValueNOR                 DeviceAttribute = 123 // CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR
	AttrDMABufSupported                          DeviceAttribute = 124 // CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED
	AttrIPCEventSupported                        DeviceAttribute = 125 // CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED
	AttrMemSyncDomainCount                       DeviceAttribute = 126 // CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT
	AttrTensorMapAccessSupported                 DeviceAttribute = 127 // CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED
	AttrHandleTypeFabricSupported                DeviceAttribute = 128 // CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED
	AttrUnifiedFunctionPointers                  DeviceAttribute = 129 // CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS
	AttrNUMAConfig                               DeviceAttribute = 130 // CU_DEVICE_ATTRIBUTE_NUMA_CONFIG
	AttrNUMAID                                   DeviceAttribute = 131 // CU_DEVICE_ATTRIBUTE_NUMA_ID
	AttrMulticastSupported                       DeviceAttribute = 132 // CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED
	AttrMPSEnabled                               DeviceAttribute = 133 // CU_DEVICE_ATTRIBUTE_MPS_ENABLED
	AttrHostNUMAID                               DeviceAttribute = 134 // CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID
	AttrD3D12CIGSupported                        DeviceAttribute = 135 // CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED
	AttrMemDecompressAlgorithmMask               DeviceAttribute = 136 // CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK
	AttrMemDecompressMaximumLength               DeviceAttribute = 137 // CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH
	AttrVulkanCIGSupported                       DeviceAttribute = 138 // CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED
	AttrGPUPCIDeviceID                           DeviceAttribute = 139 // CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID
	AttrGPUPCISubsystemID                        DeviceAttribute = 140 // CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID
	AttrHostNUMAVirtualMemoryManagementSupported DeviceAttribute = 141 // CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED
	AttrHostNUMAMemoryPoolsSupported             DeviceAttribute = 142 // CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED
	AttrHostNUMAMultinodeIPCSupported            DeviceAttribute = 143 // CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED
	AttrHostMemoryPoolsSupported                 DeviceAttribute = 144 // CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED
	AttrHostVirtualMemoryManagementSupported     DeviceAttribute = 145 // CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED
	AttrHostAllocDMABufSupported                 DeviceAttribute = 146 // CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED
	AttrOnlyPartialHostNativeAtomicSupported     DeviceAttribute = 147 // CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED
)

// attributeNames maps each attribute to its cuda.h name less the prefix.
var attributeNames = [...]string{
	1:   "MAX_THREADS_PER_BLOCK",
	2:   "MAX_BLOCK_DIM_X",
	3:   "MAX_BLOCK_DIM_Y",
	4:   "MAX_BLOCK_DIM_Z",
	5:   "MAX_GRID_DIM_X",
	6:   "MAX_GRID_DIM_Y",
	7:   "MAX_GRID_DIM_Z",
	8:   "MAX_SHARED_MEMORY_PER_BLOCK",
	9:   "TOTAL_CONSTANT_MEMORY",
	10:  "WARP_SIZE",
	11:  "MAX_PITCH",
	12:  "MAX_REGISTERS_PER_BLOCK",
	13:  "CLOCK_RATE",
	14:  "TEXTURE_ALIGNMENT",
	15:  "GPU_OVERLAP",
	16:  "MULTIPROCESSOR_COUNT",
	17:  "KERNEL_EXEC_TIMEOUT",
	18:  "INTEGRATED",
	19:  "CAN_MAP_HOST_MEMORY",
	20:  "COMPUTE_MODE",
	21:  "MAXIMUM_TEXTURE1D_WIDTH",
	22:  "MAXIMUM_TEXTURE2D_WIDTH",
	23:  "MAXIMUM_TEXTURE2D_HEIGHT",
	24:  "MAXIMUM_TEXTURE3D_WIDTH",
	25:  "MAXIMUM_TEXTURE3D_HEIGHT",
	26:  "MAXIMUM_TEXTURE3D_DEPTH",
	27:  "MAXIMUM_TEXTURE2D_LAYERED_WIDTH",
	28:  "MAXIMUM_TEXTURE2D_LAYERED_HEIGHT",
	29:  "MAXIMUM_TEXTURE2D_LAYERED_LAYERS",
	30:  "SURFACE_ALIGNMENT",
	31:  "CONCURRENT_KERNELS",
	32:  "ECC_ENABLED",
	33:  "PCI_BUS_ID",
	34:  "PCI_DEVICE_ID",
	35:  "TCC_DRIVER",
	36:  "MEMORY_CLOCK_RATE",
	37:  "GLOBAL_MEMORY_BUS_WIDTH",
	38:  "L2_CACHE_SIZE",
	39:  "MAX_THREADS_PER_MULTIPROCESSOR",
	40:  "ASYNC_ENGINE_COUNT",
	41:  "UNIFIED_ADDRESSING",
	42:  "MAXIMUM_TEXTURE1D_LAYERED_WIDTH",
	43:  "MAXIMUM_TEXTURE1D_LAYERED_LAYERS",
	44:  "CAN_TEX2D_GATHER",
	45:  "MAXIMUM_TEXTURE2D_GATHER_WIDTH",
	46:  "MAXIMUM_TEXTURE2D_GATHER_HEIGHT",
	47:  "MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE",
	48:  "MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE",
	49:  "MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE",
	50:  "PCI_DOMAIN_ID",
	51:  "TEXTURE_PITCH_ALIGNMENT",
	52:  "MAXIMUM_TEXTURECUBEMAP_WIDTH",
	53:  "MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH",
	54:  "MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS",
	55:  "MAXIMUM_SURFACE1D_WIDTH",
	56:  "MAXIMUM_SURFACE2D_WIDTH",
	57:  "MAXIMUM_SURFACE2D_HEIGHT",
	58:  "MAXIMUM_SURFACE3D_WIDTH",
	59:  "MAXIMUM_SURFACE3D_HEIGHT",
	60:  "MAXIMUM_SURFACE3D_DEPTH",
	61:  "MAXIMUM_SURFACE1D_LAYERED_WIDTH",
	62:  "MAXIMUM_SURFACE1D_LAYERED_LAYERS",
	63:  "MAXIMUM_SURFACE2D_LAYERED_WIDTH",
	64:  "MAXIMUM_SURFACE2D_LAYERED_HEIGHT",
	65:  "MAXIMUM_SURFACE2D_LAYERED_LAYERS",
	66:  "MAXIMUM_SURFACECUBEMAP_WIDTH",
	67:  "MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH",
	68:  "MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS",
	69:  "MAXIMUM_TEXTURE1D_LINEAR_WIDTH",
	70:  "MAXIMUM_TEXTURE2D_LINEAR_WIDTH",
	71:  "MAXIMUM_TEXTURE2D_LINEAR_HEIGHT",
	72:  "MAXIMUM_TEXTURE2D_LINEAR_PITCH",
	73:  "MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH",
	74:  "MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT",
	75:  "COMPUTE_CAPABILITY_MAJOR",
	76:  "COMPUTE_CAPABILITY_MINOR",
	77:  "MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH",
	78:  "STREAM_PRIORITIES_SUPPORTED",
	79:  "GLOBAL_L1_CACHE_SUPPORTED",
	80:  "LOCAL_L1_CACHE_SUPPORTED",
	81:  "MAX_SHARED_MEMORY_PER_MULTIPROCESSOR",
	82:  "MAX_REGISTERS_PER_MULTIPROCESSOR",
	83:  "MANAGED_MEMORY",
	84:  "MULTI_GPU_BOARD",
	85:  "MULTI_GPU_BOARD_GROUP_ID",
	86:  "HOST_NATIVE_ATOMIC_SUPPORTED",
	87:  "SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO",
	88:  "PAGEABLE_MEMORY_ACCESS",
	89:  "CONCURRENT_MANAGED_ACCESS",
	90:  "COMPUTE_PREEMPTION_SUPPORTED",
	91:  "CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM",
	92:  "CAN_USE_STREAM_MEM_OPS_V1",
	93:  "CAN_USE_64_BIT_STREAM_MEM_OPS_V1",
	94:  "CAN_USE_STREAM_WAIT_VALUE_NOR_V1",
	95:  "COOPERATIVE_LAUNCH",
	96:  "COOPERATIVE_MULTI_DEVICE_LAUNCH",
	97:  "MAX_SHARED_MEMORY_PER_BLOCK_OPTIN",
	98:  "CAN_FLUSH_REMOTE_WRITES",
	99:  "HOST_REGISTER_SUPPORTED",
	100: "PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES",
	101: "DIRECT_MANAGED_MEM_ACCESS_FROM_HOST",
	102: "VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED",
	103: "HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED",
	104: "HANDLE_TYPE_WIN32_HANDLE_SUPPORTED",
	105: "HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED",
	106: "MAX_BLOCKS_PER_MULTIPROCESSOR",
	107: "GENERIC_COMPRESSION_SUPPORTED",
	108: "MAX_PERSISTING_L2_CACHE_SIZE",
	109: "MAX_ACCESS_POLICY_WINDOW_SIZE",
	110: "GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED",
	111: "RESERVED_SHARED_MEMORY_PER_BLOCK",
	112: "SPARSE_CUDA_ARRAY_SUPPORTED",
	113: "READ_ONLY_HOST_REGISTER_SUPPORTED",
	114: "TIMELINE_SEMAPHORE_INTEROP_SUPPORTED",
	115: "MEMORY_POOLS_SUPPORTED",
	116: "GPU_DIRECT_RDMA_SUPPORTED",
	117: "GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS",
	118: "GPU_DIRECT_RDMA_WRITES_ORDERING",
	119: "MEMPOOL_SUPPORTED_HANDLE_TYPES",
	120: "CLUSTER_LAUNCH",
	121: "DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED",
	122: "CAN_USE_64_BIT_STREAM_MEM_OPS",
	123: "CAN_USE_STREAM_WAIT_VALUE_NOR",
	124: "DMA_BUF_SUPPORTED",
	125: "IPC_EVENT_SUPPORTED",
	126: "MEM_SYNC_DOMAIN_COUNT",
	127: "TENSOR_MAP_ACCESS_SUPPORTED",
	128: "HANDLE_TYPE_FABRIC_SUPPORTED",
	129: "UNIFIED_FUNCTION_POINTERS",
	130: "NUMA_CONFIG",
	131: "NUMA_ID",
	132: "MULTICAST_SUPPORTED",
	133: "MPS_ENABLED",
	134: "HOST_NUMA_ID",
	135: "D3D12_CIG_SUPPORTED",
	136: "MEM_DECOMPRESS_ALGORITHM_MASK",
	137: "MEM_DECOMPRESS_MAXIMUM_LENGTH",
	138: "VULKAN_CIG_SUPPORTED",
	139: "GPU_PCI_DEVICE_ID",
	140: "GPU_PCI_SUBSYSTEM_ID",
	141: "HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
	142: "HOST_NUMA_MEMORY_POOLS_SUPPORTED",
	143: "HOST_NUMA_MULTINODE_IPC_SUPPORTED",
	144: "HOST_MEMORY_POOLS_SUPPORTED",
	145: "HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
	146: "HOST_ALLOC_DMA_BUF_SUPPORTED",
	147: "ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED",
}
