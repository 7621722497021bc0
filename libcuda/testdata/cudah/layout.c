/*
 * layout: prints the value of every constant testdata/cudah/cuda.h defines
 * and the size and field offsets of its structures, built once against it
 * and once against CUDA's cuda.h (check.sh): the two outputs must be equal.
 */
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>

#define V(name) printf("%s %lld\n", #name, (long long)(name))
#define S(type) printf("sizeof %s %zu\n", #type, sizeof(type))
#define O(type, field) printf("offsetof %s.%s %zu\n", #type, #field, offsetof(type, field))

int main(void) {
	V(CUDA_VERSION);
	V(CUDA_SUCCESS);
	V(CU_AD_FORMAT_UNSIGNED_INT8);
	V(CU_AD_FORMAT_UNSIGNED_INT16);
	V(CU_AD_FORMAT_UNSIGNED_INT32);
	V(CU_AD_FORMAT_SIGNED_INT8);
	V(CU_AD_FORMAT_SIGNED_INT16);
	V(CU_AD_FORMAT_SIGNED_INT32);
	V(CU_AD_FORMAT_HALF);
	V(CU_AD_FORMAT_FLOAT);
	V(CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH);
	V(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES);
	V(CU_JIT_ERROR_LOG_BUFFER);
	V(CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES);
	V(CU_STREAM_NON_BLOCKING);
	V(CU_PARAM_TR_DEFAULT);
	V(CU_MEM_ALLOCATION_TYPE_PINNED);
	V(CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
	V(CU_MEM_LOCATION_TYPE_DEVICE);
	V(CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
	V(CU_MULTICAST_GRANULARITY_MINIMUM);
	V(CU_MULTICAST_GRANULARITY_RECOMMENDED);
	S(CUresult);
	S(CUdevice);
	S(CUdeviceptr);
	S(CUmemGenericAllocationHandle);
	S(CUarray_format);
	S(CUdevice_attribute);
	S(CUfunction_attribute);
	S(CUjit_option);
	S(CUmemLocation);
	O(CUmemLocation, type);
	O(CUmemLocation, id);
	S(CUmemAllocationProp);
	O(CUmemAllocationProp, type);
	O(CUmemAllocationProp, requestedHandleTypes);
	O(CUmemAllocationProp, location);
	O(CUmemAllocationProp, win32HandleMetaData);
	O(CUmemAllocationProp, allocFlags.compressionType);
	O(CUmemAllocationProp, allocFlags.gpuDirectRDMACapable);
	O(CUmemAllocationProp, allocFlags.usage);
	O(CUmemAllocationProp, allocFlags.reserved);
	S(CUmemAccessDesc);
	O(CUmemAccessDesc, location);
	O(CUmemAccessDesc, flags);
	S(CUmulticastObjectProp);
	O(CUmulticastObjectProp, numDevices);
	O(CUmulticastObjectProp, size);
	O(CUmulticastObjectProp, handleTypes);
	O(CUmulticastObjectProp, flags);
	V(CUDA_ERROR_NOT_FOUND);
	V(CU_POINTER_ATTRIBUTE_ACCESS_FLAGS);
	V(CU_MEMHOSTREGISTER_PORTABLE);
	V(CU_MEMHOSTREGISTER_DEVICEMAP);
	V(CU_MEMHOSTREGISTER_IOMEMORY);
	V(CU_MEMHOSTREGISTER_READ_ONLY);
	V(CU_STREAM_CAPTURE_STATUS_NONE);
	V(CU_STREAM_CAPTURE_STATUS_ACTIVE);
	V(CU_STREAM_CAPTURE_STATUS_INVALIDATED);
	V(CU_STREAM_CAPTURE_MODE_GLOBAL);
	V(CU_STREAM_CAPTURE_MODE_THREAD_LOCAL);
	V(CU_STREAM_CAPTURE_MODE_RELAXED);
	V(CU_EXEC_AFFINITY_TYPE_SM_COUNT);
	V(CU_EXEC_AFFINITY_TYPE_MAX);
	V(CU_STREAM_WAIT_VALUE_GEQ);
	V(CU_STREAM_WAIT_VALUE_EQ);
	V(CU_STREAM_WAIT_VALUE_AND);
	V(CU_STREAM_WAIT_VALUE_NOR);
	V(CU_STREAM_WAIT_VALUE_FLUSH);
	V(CU_STREAM_WRITE_VALUE_DEFAULT);
	V(CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER);
	V(CU_STREAM_MEM_OP_WAIT_VALUE_32);
	V(CU_STREAM_MEM_OP_WRITE_VALUE_32);
	V(CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES);
	V(CU_STREAM_MEM_OP_WAIT_VALUE_64);
	V(CU_STREAM_MEM_OP_WRITE_VALUE_64);
	V(CU_STREAM_MEM_OP_BARRIER);
	V(CU_MEM_ACCESS_FLAGS_PROT_NONE);
	V(CU_MEM_ACCESS_FLAGS_PROT_READ);
	V(CU_MEM_ALLOC_GRANULARITY_MINIMUM);
	V(CU_MEM_ALLOC_GRANULARITY_RECOMMENDED);
	S(cuuint32_t);
	S(cuuint64_t);
	S(CUstreamCaptureStatus);
	S(CUstreamCaptureMode);
	S(CUexecAffinityType);
	S(CUstreamBatchMemOpParams);
	O(CUstreamBatchMemOpParams, operation);
	O(CUstreamBatchMemOpParams, waitValue.operation);
	O(CUstreamBatchMemOpParams, waitValue.address);
	O(CUstreamBatchMemOpParams, waitValue.value);
	O(CUstreamBatchMemOpParams, waitValue.value64);
	O(CUstreamBatchMemOpParams, waitValue.flags);
	O(CUstreamBatchMemOpParams, waitValue.alias);
	O(CUstreamBatchMemOpParams, writeValue.operation);
	O(CUstreamBatchMemOpParams, writeValue.address);
	O(CUstreamBatchMemOpParams, writeValue.value);
	O(CUstreamBatchMemOpParams, writeValue.value64);
	O(CUstreamBatchMemOpParams, writeValue.flags);
	O(CUstreamBatchMemOpParams, writeValue.alias);
	O(CUstreamBatchMemOpParams, flushRemoteWrites.flags);
	O(CUstreamBatchMemOpParams, memoryBarrier.flags);
	S(CUDA_BATCH_MEM_OP_NODE_PARAMS);
	O(CUDA_BATCH_MEM_OP_NODE_PARAMS, ctx);
	O(CUDA_BATCH_MEM_OP_NODE_PARAMS, count);
	O(CUDA_BATCH_MEM_OP_NODE_PARAMS, paramArray);
	O(CUDA_BATCH_MEM_OP_NODE_PARAMS, flags);
	S(CUDA_MEMCPY3D_PEER);
	O(CUDA_MEMCPY3D_PEER, srcMemoryType);
	O(CUDA_MEMCPY3D_PEER, srcContext);
	O(CUDA_MEMCPY3D_PEER, srcPitch);
	O(CUDA_MEMCPY3D_PEER, dstXInBytes);
	O(CUDA_MEMCPY3D_PEER, dstMemoryType);
	O(CUDA_MEMCPY3D_PEER, dstContext);
	O(CUDA_MEMCPY3D_PEER, dstHeight);
	O(CUDA_MEMCPY3D_PEER, WidthInBytes);
	O(CUDA_MEMCPY3D_PEER, Depth);
	return 0;
}
