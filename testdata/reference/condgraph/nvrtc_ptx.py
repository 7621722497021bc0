# Prints the PTX NVRTC emits for cuda.core's conditional kernels (its tests'
# helpers/graph_kernels.py source, which declares cudaGraphSetConditional
# itself), without and with -rdc, and whether NVRTC makes a cubin of it.
from cuda.bindings import nvrtc

SRC = r'''
extern "C" __device__ __cudart_builtin__ void CUDARTAPI cudaGraphSetConditional(cudaGraphConditionalHandle handle,
                                                                                unsigned int value);
__global__ void empty_kernel() {}
__global__ void add_one(int *a) { *a += 1; }
__global__ void set_handle(cudaGraphConditionalHandle handle, unsigned int value) {
    cudaGraphSetConditional(handle, value);
}
__global__ void loop_kernel(cudaGraphConditionalHandle handle)
{
    static int count = 10;
    cudaGraphSetConditional(handle, --count ? 1 : 0);
}
'''

def compile(opts, what):
    err, prog = nvrtc.nvrtcCreateProgram(SRC.encode(), b"cond.cu", 0, [], [])
    (err,) = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
    print("==", what, opts, "->", err)
    _, n = nvrtc.nvrtcGetProgramLogSize(prog)
    log = b" " * n
    nvrtc.nvrtcGetProgramLog(prog, log)
    print("log:", log.decode(errors="replace").strip())
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        return
    if what == "ptx":
        _, n = nvrtc.nvrtcGetPTXSize(prog)
        buf = b" " * n
        nvrtc.nvrtcGetPTX(prog, buf)
        print(buf.decode(errors="replace"))
    else:
        _, n = nvrtc.nvrtcGetCUBINSize(prog)
        print("cubin bytes", n)

print("nvrtc", nvrtc.nvrtcVersion())
compile([b"--gpu-architecture=compute_90", b"-std=c++17"], "ptx")
compile([b"--gpu-architecture=compute_90", b"-std=c++17", b"-rdc=true"], "ptx")
compile([b"--gpu-architecture=sm_90", b"-std=c++17"], "cubin")
