/* Shared by the graphs7 probes: a CUresult printer that never stops the probe. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <dlfcn.h>

/* Entry points whose name the 13.0 header maps to a _v2 with other
 * arguments: called by their exported name, as one version everywhere. */
typedef CUresult (*ctxgetdevice_fn)(CUdevice *);
typedef CUresult (*ctxsync_fn)(void);
typedef CUresult (*streamgetctx_fn)(CUstream, CUcontext *);
__attribute__((unused)) static CUresult CtxGetDevice1(CUdevice *d) {
    ctxgetdevice_fn f = (ctxgetdevice_fn)dlsym(RTLD_DEFAULT, "cuCtxGetDevice");
    return f ? f(d) : CUDA_ERROR_NOT_FOUND;
}
__attribute__((unused)) static CUresult CtxSynchronize1(void) {
    ctxsync_fn f = (ctxsync_fn)dlsym(RTLD_DEFAULT, "cuCtxSynchronize");
    return f ? f() : CUDA_ERROR_NOT_FOUND;
}
__attribute__((unused)) static CUresult StreamGetCtx1(CUstream s, CUcontext *c) {
    streamgetctx_fn f = (streamgetctx_fn)dlsym(RTLD_DEFAULT, "cuStreamGetCtx");
    return f ? f(s, c) : CUDA_ERROR_NOT_FOUND;
}

static const char *rcname(CUresult r) {
    const char *s = NULL;
    if (cuGetErrorName(r, &s) != CUDA_SUCCESS || !s) return "?";
    return s;
}
/* R prints "label -> NAME(code)" and yields the code. */
#define R(label, call) rc_print(label, (call))
static CUresult rc_print(const char *label, CUresult r) {
    printf("%s -> %s(%d)\n", label, rcname(r), (int)r);
    fflush(stdout);
    return r;
}
__attribute__((unused)) static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
