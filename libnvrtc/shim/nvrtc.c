// cudasim's libnvrtc shim: a library with NVRTC's soname that forwards every
// NVRTC call to the real NVRTC and, when a program hands out a cubin
// (nvrtcGetCUBIN), hands cudasim the PTX the same NVRTC generated for that
// program (nvrtcGetPTX) with it. A cubin holds SASS only; cudasim executes
// PTX and never reads SASS, so without this NVRTC-compiled cubins cannot
// run on it. Nothing here looks inside the cubin: it is passed to cudasim
// as bytes, with the PTX NVRTC itself returned (docs/nvrtc.md).
//
// Build: sh build.sh DIR (docs/nvrtc.md; cudasim exec does it for you),
// one library per soname (libnvrtc.so.13, .12, .11.2). The real NVRTC
// is found at first call: $CUDASIM_REAL_NVRTC (a file), else a library of
// the same soname, or any libnvrtc.so.*, in the directories of
// $LD_LIBRARY_PATH, $CUDA_HOME, /usr/local/cuda*, the system library
// directories and Python's nvidia/cu*/lib and nvidia/cuda_nvrtc/lib; never
// the shim itself. CUDASIM_NVRTC_LOG=1 says on stderr what it found and
// registered.
//
// Where cudasim is not the driver (no cudasimRegisterPTX in the process),
// the shim only forwards.

// nvrtc.h's types, restated so that the shim builds without the toolkit.
typedef int nvrtcResult;
typedef struct _nvrtcProgram *nvrtcProgram;
enum {
    NVRTC_SUCCESS = 0,
    NVRTC_ERROR_INVALID_INPUT = 3,
    NVRTC_ERROR_INVALID_PROGRAM = 4,
    NVRTC_ERROR_INTERNAL_ERROR = 11,
};

#ifndef SHIM_SONAME
#define SHIM_SONAME "libnvrtc.so.13"
#endif
#define LIB_NAME "NVRTC"
#define LIB_BASE "libnvrtc"
#define SHIM_MARKER "cudasim_nvrtc_shim"
#define REAL_PROBE "nvrtcCompileProgram"
#define ENV_REAL "CUDASIM_REAL_NVRTC"
#define WHEEL_DIR "nvidia/cuda_nvrtc/lib"
#include "shim.h"

// The marker tells a shim from a real NVRTC when searching (a shim never
// forwards to a shim).
EXPORT const char cudasim_nvrtc_shim[] = "cudasim libnvrtc shim";

typedef nvrtcResult (*getSizeFn)(nvrtcProgram, size_t *);
typedef nvrtcResult (*getFn)(nvrtcProgram, char *);

// registerCubin hands cudasim the PTX NVRTC generated for prog, as the
// equivalent of the cubin it just wrote to cubin.
static void registerCubin(nvrtcProgram prog, const char *cubin) {
    registerFn reg = cudasimRegister();
    if (!reg) {
        if (logging)
            say("nvrtcGetCUBIN: cudasim is not the loaded driver; the cubin is only forwarded");
        return;
    }
    REAL(cubinSize, nvrtcGetCUBINSize, getSizeFn);
    REAL(ptxSize, nvrtcGetPTXSize, getSizeFn);
    REAL(getPTX, nvrtcGetPTX, getFn);
    size_t nc = 0, np = 0;
    if (!cubinSize || !ptxSize || !getPTX || cubinSize(prog, &nc) != NVRTC_SUCCESS || ptxSize(prog, &np) != NVRTC_SUCCESS || np <= 1) {
        say("nvrtcGetCUBIN: NVRTC kept no PTX for this program (%zu bytes); cudasim cannot run its cubin", np);
        return;
    }
    char *ptx = malloc(np);
    if (!ptx)
        return;
    if (getPTX(prog, ptx) == NVRTC_SUCCESS) {
        int res = reg(cubin, nc, ptx, strnlen(ptx, np));
        if (res != 0 || logging)
            say("registered a %zu-byte cubin with its %zu-byte PTX: CUresult %d", nc, np, res);
    }
    free(ptx);
}

// ---- the NVRTC API (nvrtc.h of CUDA 11.2 to 13.x) ----

EXPORT const char *nvrtcGetErrorString(nvrtcResult result) {
    REAL(f, nvrtcGetErrorString, const char *(*)(nvrtcResult));
    if (f)
        return f(result);
    return result == NVRTC_SUCCESS ? "NVRTC_SUCCESS" : "NVRTC_ERROR (cudasim's libnvrtc shim found no real NVRTC)";
}

#define FORWARD(name, params, args)          \
    EXPORT nvrtcResult name params {         \
        REAL(f, name, nvrtcResult(*) params);   \
        return f ? f args : NVRTC_ERROR_INTERNAL_ERROR; \
    }

FORWARD(nvrtcVersion, (int *major, int *minor), (major, minor))
FORWARD(nvrtcGetNumSupportedArchs, (int *numArchs), (numArchs))
FORWARD(nvrtcGetSupportedArchs, (int *supportedArchs), (supportedArchs))
FORWARD(nvrtcCreateProgram,
        (nvrtcProgram * prog, const char *src, const char *name, int numHeaders, const char *const *headers,
         const char *const *includeNames),
        (prog, src, name, numHeaders, headers, includeNames))
FORWARD(nvrtcDestroyProgram, (nvrtcProgram * prog), (prog))
FORWARD(nvrtcCompileProgram, (nvrtcProgram prog, int numOptions, const char *const *options), (prog, numOptions, options))
FORWARD(nvrtcGetPTXSize, (nvrtcProgram prog, size_t *ptxSizeRet), (prog, ptxSizeRet))
FORWARD(nvrtcGetPTX, (nvrtcProgram prog, char *ptx), (prog, ptx))
FORWARD(nvrtcGetCUBINSize, (nvrtcProgram prog, size_t *cubinSizeRet), (prog, cubinSizeRet))
FORWARD(nvrtcGetNVVMSize, (nvrtcProgram prog, size_t *nvvmSizeRet), (prog, nvvmSizeRet))
FORWARD(nvrtcGetNVVM, (nvrtcProgram prog, char *nvvm), (prog, nvvm))
FORWARD(nvrtcGetLTOIRSize, (nvrtcProgram prog, size_t *LTOIRSizeRet), (prog, LTOIRSizeRet))
FORWARD(nvrtcGetLTOIR, (nvrtcProgram prog, char *LTOIR), (prog, LTOIR))
FORWARD(nvrtcGetOptiXIRSize, (nvrtcProgram prog, size_t *optixirSizeRet), (prog, optixirSizeRet))
FORWARD(nvrtcGetOptiXIR, (nvrtcProgram prog, char *optixir), (prog, optixir))
FORWARD(nvrtcGetProgramLogSize, (nvrtcProgram prog, size_t *logSizeRet), (prog, logSizeRet))
FORWARD(nvrtcGetProgramLog, (nvrtcProgram prog, char *log), (prog, log))
FORWARD(nvrtcAddNameExpression, (nvrtcProgram prog, const char *const name_expression), (prog, name_expression))
FORWARD(nvrtcGetLoweredName, (nvrtcProgram prog, const char *const name_expression, const char **lowered_name),
        (prog, name_expression, lowered_name))
FORWARD(nvrtcGetPCHHeapSize, (size_t *ret), (ret))
FORWARD(nvrtcSetPCHHeapSize, (size_t size), (size))
FORWARD(nvrtcGetPCHCreateStatus, (nvrtcProgram prog), (prog))
FORWARD(nvrtcGetPCHHeapSizeRequired, (nvrtcProgram prog, size_t *size), (prog, size))
FORWARD(nvrtcSetFlowCallback, (nvrtcProgram prog, int (*callback)(void *, void *), void *payload),
        (prog, callback, payload))
// CUDA 13.1's tile IR outputs (same shape as the others); answered with an
// error where the real NVRTC lacks them.
FORWARD(nvrtcGetTileIRSize, (nvrtcProgram prog, size_t *sizeRet), (prog, sizeRet))
FORWARD(nvrtcGetTileIR, (nvrtcProgram prog, char *tileir), (prog, tileir))

// NVRTC's exports outside nvrtc.h (11.8 has __nvrtcCPEx), whose
// signatures are not public: forwarded by a tail jump (shim.h).
static nvrtcResult missing(void) { return NVRTC_ERROR_INTERNAL_ERROR; }

TRAMPOLINE(__nvrtcCPEx);

EXPORT nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin) {
    REAL(f, nvrtcGetCUBIN, getFn);
    if (!f)
        return NVRTC_ERROR_INTERNAL_ERROR;
    nvrtcResult r = f(prog, cubin);
    if (r == NVRTC_SUCCESS && cubin)
        registerCubin(prog, cubin);
    return r;
}
