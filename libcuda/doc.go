// Command libcuda is cudasim as a drop-in libcuda.so.1: a C-ABI build of the
// emulator that unmodified programs (C, C++, Go through cgo, Python through
// ctypes) load in place of NVIDIA's driver.
//
//	go build -buildmode=c-shared -o libcuda.so.1 ./libcuda
//	LD_LIBRARY_PATH=$PWD ./my-cuda-test
//
// Every entry point a real driver exports exists under every symbol version
// (cuMemAlloc_v2, cuCtxCreate_v4, cuMemcpyHtoD_v2_ptds...), and
// cuGetProcAddress resolves base names and versions as the real driver does.
// Entry points cudasim implements run on the emulator (package driver); the
// others return CUDA_ERROR_NOT_SUPPORTED and say so on stderr the first time.
// Each OS thread is its own emulated host thread, with its own context stack.
//
// Environment:
//
//	CUDASIM_DEVICES        emulated devices: a count ("2": two H200s) or a profile list
//	                       ("h200,a100", "2xh200"); default one H200
//	CUDA_MODULE_LOADING    EAGER or LAZY (default), as with the real driver
//	CUDA_VISIBLE_DEVICES   which of those devices the program sees, as with the real
//	                       driver ("1,0", "GPU-12689e0b"; "" hides them all)
//	CUDA_LAUNCH_BLOCKING, CUDA_FORCE_PTX_JIT, CUDA_DISABLE_PTX_JIT, CUDA_DEVICE_ORDER
//	                       as with the real driver (docs/libcuda.md)
//	CUDASIM_LOG            off | warn (default: unsupported entry points, bad settings)
//	                       | error (also every failing call, with cudasim's explanation)
//	                       | calls (also every call)
//	CUDASIM_RECORD_DRIVER  path of a real libcuda.so.1: record instead of emulate
//	CUDASIM_TRACE          where the trace goes (default cudasim.trace); set alone, it
//	                       traces the program's calls to the emulator
//	CUDASIM_KERNEL_WORKERS goroutines running the blocks of one launch (default 1:
//	                       blocks in order, which makes races between blocks and float
//	                       atomics deterministic, and which blocks that wait for each
//	                       other, as CUB's look-back does, need).
//	                       Kernels of a module that calls printf or assert always run
//	                       one block after another, so output order never changes
//	CUDASIM_INSTRUCTION_BUDGET  instructions per warp before a launch ends with
//	                       CUDA_ERROR_LAUNCH_TIMEOUT (default 2^30)
//	CUDASIM_LAUNCH_TIMEOUT wall time per launch ("5s") before it ends with
//	                       CUDA_ERROR_LAUNCH_TIMEOUT (default none)
//	CUDASIM_MEMORY_BUDGET  host memory device pages may take ("8GiB"); past it
//	                       CUDA_ERROR_OUT_OF_MEMORY (default 3/4 of the host's)
//	CUDASIM_CPUPROFILE     file for Go's CPU profile of the emulator, written at exit
//
// With CUDASIM_RECORD_DRIVER set the library is a recorder: it forwards every
// call to the real driver and writes the calls it knows to a trace in the
// format of package trace, which cudasim replays. docs/libcuda.md has more.
//
// The entry-point tables are generated (go generate) from
// internal/surface/surface.txt, the real driver's cuGetProcAddress table with
// cudasim's support level of each entry point (cudasim support prints it).
// So are the shims of the entry points whose entry there has a call line
// (zshims.go, with trace/replay's decoding of the same calls): to add one,
// write its driver method and its entry (support, trace, call line), then
// go generate ./libcuda ./trace/replay. The others are hand-written in
// api_<family>.go; docs/libcuda.md ("How an entry point is made") says which
// and why.
// The library needs cgo and is built for linux/amd64; elsewhere this package
// is an empty program.
package main

// main is never called: a c-shared library's entry points are its exports.
func main() {}
