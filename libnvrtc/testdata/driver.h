// driver.h: the driver calls use.c and linkuse.c make, through dlopen of
// libcuda.so.1 (as programs that do not link -lcuda open it), and the
// SAXPY launch and check they share.
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(int *, int);
static CUresult (*cuDevicePrimaryCtxRetain)(void **, int);
static CUresult (*cuCtxSetCurrent)(void *);
static CUresult (*cuModuleLoadData)(void **, const void *);
static CUresult (*cuModuleGetFunction)(void **, void *, const char *);
static CUresult (*cuLibraryLoadData)(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
static CUresult (*cuLibraryGetKernel)(void **, void *, const char *);
static CUresult (*cuFuncGetAttribute)(int *, int, void *);
static CUresult (*cuMemAlloc_v2)(CUdeviceptr *, size_t);
static CUresult (*cuMemcpyHtoD_v2)(CUdeviceptr, const void *, size_t);
static CUresult (*cuMemcpyDtoH_v2)(void *, CUdeviceptr, size_t);
static CUresult (*cuLaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
static CUresult (*cuCtxSynchronize)(void);

static int openDriver(void) {
    void *h = dlopen("libcuda.so.1", RTLD_NOW);
    if (!h) {
        printf("dlopen libcuda.so.1: %s\n", dlerror());
        return 0;
    }
#define SYM(name) *(void **)&name = dlsym(h, #name); if (!name) { printf("no %s\n", #name); return 0; }
    SYM(cuInit) SYM(cuDeviceGet) SYM(cuDevicePrimaryCtxRetain) SYM(cuCtxSetCurrent) SYM(cuModuleLoadData)
    SYM(cuModuleGetFunction) SYM(cuLibraryLoadData) SYM(cuLibraryGetKernel) SYM(cuFuncGetAttribute)
    SYM(cuMemAlloc_v2) SYM(cuMemcpyHtoD_v2) SYM(cuMemcpyDtoH_v2) SYM(cuLaunchKernel) SYM(cuCtxSynchronize)
    return 1;
}

static int startDriver(void) {
    int dev;
    void *ctx;
    if (!openDriver()) return 0;
    if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
        printf("driver start failed\n");
        return 0;
    }
    return 1;
}


#define CU(x) do { CUresult r_ = (x); if (r_) { printf("%s = %d\n", #x, r_); return 2; } } while (0)

// runSaxpy launches saxpy(3, x, y, 1000) from fn (a CUfunction or CUkernel)
// and checks y; it returns the exit status use.c and linkuse.c answer.
static int runSaxpy(void *fn) {
    enum { N = 1000 };
    static float x[N], y[N];
    for (int i = 0; i < N; i++) { x[i] = i; y[i] = 2 * i; }
    CUdeviceptr dx, dy;
    CU(cuMemAlloc_v2(&dx, sizeof x));
    CU(cuMemAlloc_v2(&dy, sizeof y));
    CU(cuMemcpyHtoD_v2(dx, x, sizeof x));
    CU(cuMemcpyHtoD_v2(dy, y, sizeof y));
    float a = 3;
    int count = N;
    void *args[] = {&a, &dx, &dy, &count};
    CUresult r = cuLaunchKernel(fn, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, args, NULL);
    printf("launch %d\n", r);
    if (r) return 3;
    CU(cuCtxSynchronize());
    CU(cuMemcpyDtoH_v2(y, dy, sizeof y));
    for (int i = 0; i < N; i++) {
        if (y[i] != 3.0f * i + 2.0f * i) { printf("y[%d] = %g, want %g\n", i, y[i], 5.0 * i); return 4; }
    }
    printf("saxpy ok\n");
    return 0;
}
