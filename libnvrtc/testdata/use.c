// use.c: a program that compiles with NVRTC to a cubin and runs it through
// the CUDA driver, as cuda.core's tests and CuPy do. Linked with -lnvrtc
// (the shim or the fake NVRTC in the libnvrtc tests) and -ldl; it opens
// libcuda.so.1 with dlopen. Usage: use module|library|twice|late|badhandle|cpex.
// Prints one line per step; exits 0 when SAXPY's results are right. twice
// gets the cubin of two compilations (the same bytes) before loading; late
// opens the driver only after getting the cubin; badhandle asks for a NULL
// program's cubin; cpex calls the fake NVRTC's __nvrtcCPEx through the
// shim's trampoline.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int nvrtcResult;
typedef void *nvrtcProgram;
nvrtcResult nvrtcCreateProgram(nvrtcProgram *, const char *, const char *, int, const char *const *, const char *const *);
nvrtcResult nvrtcCompileProgram(nvrtcProgram, int, const char *const *);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram, size_t *);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram, char *);
nvrtcResult nvrtcGetPTXSize(nvrtcProgram, size_t *);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *);
nvrtcResult nvrtcVersion(int *, int *);

#include "driver.h"

static const char *SRC =
    "extern \"C\" __global__ void saxpy(float a, const float *x, float *y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n";

#define NV(x) do { nvrtcResult r_ = (x); if (r_) { printf("%s = nvrtc %d\n", #x, r_); return 2; } } while (0)

// Weak: NVRTC builds without it still link.
__attribute__((weak)) int __nvrtcCPEx(int, int, int, int, int, int, double, double);

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    const char *mode = argc > 1 ? argv[1] : "module";
    if (strcmp(mode, "cpex") == 0) {
        if (!__nvrtcCPEx) {
            printf("no __nvrtcCPEx\n");
            return 1;
        }
        int a = __nvrtcCPEx(1, 2, 3, 4, 5, 6, 0.5, 0.25);
        int b = __nvrtcCPEx(6, 5, 4, 3, 2, 1, 1.5, 2.0);
        printf("cpex %d %d\n", a, b);
        return 0;
    }
    if (strcmp(mode, "badhandle") == 0) {
        size_t n = 0;
        char b[8];
        printf("NULL program: CUBINSize %d GetCUBIN %d\n", nvrtcGetCUBINSize(NULL, &n), nvrtcGetCUBIN(NULL, b));
        return 0;
    }
    int late = strcmp(mode, "late") == 0;
    if (!late && !startDriver()) return 2;

    size_t n, np;
    char *cubin = NULL;
    for (int round = strcmp(mode, "twice") == 0 ? 2 : 1; round > 0; round--) {
        nvrtcProgram prog;
        NV(nvrtcCreateProgram(&prog, SRC, "saxpy.cu", 0, NULL, NULL));
        const char *opts[] = {"-arch=sm_90"};
        NV(nvrtcCompileProgram(prog, 1, opts));
        NV(nvrtcGetCUBINSize(prog, &n));
        free(cubin);
        cubin = malloc(n);
        NV(nvrtcGetCUBIN(prog, cubin));
        NV(nvrtcGetPTXSize(prog, &np));
        printf("cubin %zu bytes, PTX %zu bytes\n", n, np);
        NV(nvrtcDestroyProgram(&prog));
    }

    if (late && !startDriver()) return 2;
    void *fn;
    if (strcmp(mode, "library") == 0) {
        void *lib;
        CU(cuLibraryLoadData(&lib, cubin, NULL, NULL, 0, NULL, NULL, 0));
        CU(cuLibraryGetKernel(&fn, lib, "saxpy"));
    } else {
        void *mod;
        CU(cuModuleLoadData(&mod, cubin));
        CU(cuModuleGetFunction(&fn, mod, "saxpy"));
    }
    memset(cubin, 0, n); // the driver keeps its own copy
    int regs = -1;
    if (strcmp(mode, "library") != 0) {
        CU(cuFuncGetAttribute(&regs, 4 /* CU_FUNC_ATTRIBUTE_NUM_REGS */, fn));
        printf("registers %d\n", regs);
    }

    return runSaxpy(fn);
}
