// Package trace reads and writes cudasim driver call traces: a text format
// with one CUDA driver call a line, readable by people and diffable by tools.
//
//	@trace 1
//	@devices h200
//	# load once, launch in whatever context is current
//	t0 cuInit(0) -> CUDA_SUCCESS
//	t0 cuDeviceGet(0) -> CUDA_SUCCESS dev0
//	t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx0
//	t0 cuCtxSetCurrent(ctx0) -> CUDA_SUCCESS
//	t0 cuLibraryLoadData(file:kernels.fatbin) -> CUDA_SUCCESS lib0
//	t0 cuLibraryGetKernel(lib0, "addOne") -> CUDA_SUCCESS k0
//	t0 cuMemAlloc(256) -> CUDA_SUCCESS buf0
//	t0 cuMemsetD32(buf0, 5, 64) -> CUDA_SUCCESS
//	t0 cuLaunchKernel(k0, grid=(2,1,1), block=(32,1,1), shmem=0, stream=null, params=[buf0, i32:64]) -> CUDA_SUCCESS
//	t0 cuMemcpyDtoH(buf0, 8) -> CUDA_SUCCESS i32[6 6]
//
// A line is an optional thread tag, the C entry point's name (without
// version suffixes such as _v2), its inputs in parentheses, "->", the
// CUresult by name, and the values the call returned through its pointer
// parameters. Handles are symbolic names bound by the call that first
// returned them; data is inline hex, a typed array, or a file next to the
// trace. docs/trace-format.md is the full description.
//
// The package has four parts: the data model (Trace, Call, Value), Parse and
// ReadFile, Writer (used by people's tools and by cudasim's recorder on a
// real GPU), and Symbols, which a recorder uses to turn raw handle values,
// addresses, thread ids and kernel parameters into names. It depends on
// nothing but package cu. Executing a trace on the emulator lives in
// trace/replay, narrating it in trace/explain.
package trace
