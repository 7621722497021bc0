package sim

import "slices"

// DeviceRuntimeUnsupported are the entry points of the CUDA device runtime
// (cuda_device_runtime_api.h: dynamic parallelism, device-side streams,
// events, memory and error calls) that cudasim does not implement. A program
// linked with the device runtime library may call them (the linker provides
// them by name); the engine compiles such a call and faults with
// CUDA_ERROR_NOT_SUPPORTED, naming the function, when a thread reaches it.
// The cooperative-groups entry points (cudaCG*) are implemented, in PTX, by
// internal/link's device runtime.
var DeviceRuntimeUnsupported = []string{
	"cudaDeviceGetAttribute", "cudaDeviceGetCacheConfig", "cudaDeviceGetLimit", "cudaDeviceGetSharedMemConfig",
	"cudaDeviceSynchronize", "__cudaDeviceSynchronizeDeprecationAvoidance",
	"cudaEventCreateWithFlags", "cudaEventDestroy", "cudaEventRecord", "cudaEventRecord_ptsz",
	"cudaEventRecordWithFlags", "cudaEventRecordWithFlags_ptsz",
	"cudaFree", "cudaMalloc", "cudaFuncGetAttributes", "cudaGetDevice", "cudaGetDeviceCount",
	"cudaGetErrorName", "cudaGetErrorString", "cudaGetLastError", "cudaPeekAtLastError",
	"cudaGetParameterBuffer", "cudaGetParameterBufferV2",
	"cudaLaunchDevice", "cudaLaunchDevice_ptsz", "cudaLaunchDeviceV2", "cudaLaunchDeviceV2_ptsz",
	"cudaMemcpyAsync", "cudaMemcpyAsync_ptsz", "cudaMemcpy2DAsync", "cudaMemcpy2DAsync_ptsz",
	"cudaMemcpy3DAsync", "cudaMemcpy3DAsync_ptsz", "cudaMemsetAsync", "cudaMemsetAsync_ptsz",
	"cudaMemset2DAsync", "cudaMemset2DAsync_ptsz", "cudaMemset3DAsync", "cudaMemset3DAsync_ptsz",
	"cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
	"cudaRuntimeGetVersion", "cudaStreamCreateWithFlags", "cudaStreamDestroy",
	"cudaStreamWaitEvent", "cudaStreamWaitEvent_ptsz",
}

func isDeviceRuntimeUnsupported(name string) bool {
	return slices.Contains(DeviceRuntimeUnsupported, name)
}
