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
	return 0;
}
