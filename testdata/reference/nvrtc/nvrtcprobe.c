// nvrtcprobe.c: what NVRTC keeps after a compilation, by target: for each
// option set, nvrtcCompileProgram's result, then nvrtcGetPTXSize,
// nvrtcGetCUBINSize and nvrtcGetLTOIRSize (result and size). Then the
// sm_90 cubin is loaded and launched on the device (SAXPY, checked).
// Build: cc -I$CUDA/include nvrtcprobe.c -L$CUDA/lib64 -lnvrtc -L$CUDA/lib64/stubs -lcuda
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *SRC =
    "extern \"C\" __global__ void saxpy(float a, const float *x, float *y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n";

static char *cubin90;
static size_t cubin90Size;

static void one(const char *label, int nopts, const char **opts) {
    nvrtcProgram p;
    nvrtcResult r = nvrtcCreateProgram(&p, SRC, "saxpy.cu", 0, NULL, NULL);
    if (r) { printf("%s: create %d\n", label, r); return; }
    r = nvrtcCompileProgram(p, nopts, opts);
    printf("%s: compile %d (%s)", label, r, nvrtcGetErrorString(r));
    size_t n = 0;
    r = nvrtcGetPTXSize(p, &n);
    printf(" | PTXSize %d %zu", r, r ? 0 : n);
    if (r == 0 && n > 1) {
        char *b = malloc(n);
        r = nvrtcGetPTX(p, b);
        const char *t = strstr(b, ".target");
        printf(" | PTX %d target '%.*s'", r, t ? (int)strcspn(t, "\n") : 0, t ? t : "");
        free(b);
    }
    n = 0;
    r = nvrtcGetCUBINSize(p, &n);
    printf(" | CUBINSize %d %zu", r, r ? 0 : n);
    if (r == 0 && n > 0 && strcmp(label, "sm_90") == 0) {
        cubin90 = malloc(n);
        cubin90Size = n;
        nvrtcGetCUBIN(p, cubin90);
    }
    n = 0;
#if CUDA_VERSION >= 12000
    r = nvrtcGetLTOIRSize(p, &n);
    printf(" | LTOIRSize %d %zu\n", r, r ? 0 : n);
#else
    r = nvrtcGetNVVMSize(p, &n);
    printf(" | NVVMSize %d %zu\n", r, r ? 0 : n);
#endif
    fflush(stdout);
    nvrtcDestroyProgram(&p);
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    int major = 0, minor = 0;
    nvrtcVersion(&major, &minor);
    printf("nvrtcVersion %d.%d\n", major, minor);
    const char *sm90[] = {"-arch=sm_90"};
    const char *sm80[] = {"-arch=sm_80"};
    const char *sm90a[] = {"-arch=sm_90a"};
    const char *c90[] = {"-arch=compute_90"};
    const char *lto[] = {"-arch=sm_90", "-dlto"};
    const char *rdc[] = {"-arch=sm_90", "-rdc=true"};
    const char *dbg[] = {"-arch=sm_90", "-G"};
    one("sm_90", 1, sm90);
    one("sm_80", 1, sm80);
    one("sm_90a", 1, sm90a);
    one("compute_90", 1, c90);
    one("sm_90 -dlto", 2, lto);
    one("sm_90 -rdc", 2, rdc);
    one("sm_90 -G", 2, dbg);
    if (!cubin90) return 1;
    CUdevice dev; CUcontext ctx; CUmodule mod; CUfunction fn;
    CUresult c = cuInit(0);
    if (!c) c = cuDeviceGet(&dev, 0);
    if (!c) c = cuDevicePrimaryCtxRetain(&ctx, dev);
    if (!c) c = cuCtxSetCurrent(ctx);
    if (!c) c = cuModuleLoadData(&mod, cubin90);
    if (!c) c = cuModuleGetFunction(&fn, mod, "saxpy");
    printf("driver load of the sm_90 cubin (%zu bytes): %d\n", cubin90Size, c);
    if (c) return 1;
    enum { N = 1000 };
    static float x[N], y[N];
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 2 * i; }
    CUdeviceptr dx, dy;
    cuMemAlloc(&dx, sizeof x); cuMemAlloc(&dy, sizeof y);
    cuMemcpyHtoD(dx, x, sizeof x); cuMemcpyHtoD(dy, y, sizeof y);
    float a = 3; int n = N;
    void *args[] = {&a, &dx, &dy, &n};
    c = cuLaunchKernel(fn, 8, 1, 1, 128, 1, 1, 0, NULL, args, NULL);
    if (!c) c = cuCtxSynchronize();
    if (!c) c = cuMemcpyDtoH(y, dy, sizeof y);
    int bad = 0;
    for (int i = 0; i < N; i++) bad += y[i] != 5.0f * i;
    printf("launch %d, %d wrong of %d\n", c, bad, N);
    return 0;
}
