// fakenvrtc.c: a stand-in for the real NVRTC in the libnvrtc tests (CI has
// no NVIDIA libraries). It "compiles" any program to the files named by
// $FAKE_NVRTC_CUBIN and $FAKE_NVRTC_PTX (NVRTC 11.8's real outputs for
// SAXPY in gen.c: saxpy.sm_90.cubin and saxpy.ptx), and answers the other
// calls as NVRTC does for a program it compiled. Built as libnvrtc.so.13.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int nvrtcResult;
typedef struct prog { int compiled; } *nvrtcProgram;

const char *nvrtcGetErrorString(nvrtcResult r) { return r ? "FAKE_NVRTC_ERROR" : "NVRTC_SUCCESS"; }
nvrtcResult nvrtcVersion(int *major, int *minor) { *major = 99; *minor = 1; return 0; }

nvrtcResult nvrtcCreateProgram(nvrtcProgram *p, const char *src, const char *name, int n, const char *const *h, const char *const *i) {
    (void)src; (void)name; (void)n; (void)h; (void)i;
    if (!p) return 3;
    *p = calloc(1, sizeof **p);
    return 0;
}
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *p) { if (!p || !*p) return 4; free(*p); *p = NULL; return 0; }
nvrtcResult nvrtcCompileProgram(nvrtcProgram p, int n, const char *const *o) { (void)n; (void)o; if (!p) return 4; p->compiled = 1; return 0; }

// slurp reads the file $env names (with a NUL after it when text).
static char *slurp(const char *env, size_t *n, int text) {
    const char *path = getenv(env);
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc(len + 1);
    if (fread(b, 1, len, f) != (size_t)len) { fclose(f); free(b); return NULL; }
    fclose(f);
    b[len] = 0;
    *n = len + (text ? 1 : 0);
    return b;
}

static nvrtcResult get(nvrtcProgram p, const char *env, int text, size_t *size, char *out) {
    if (!p) return 4;
    if (!p->compiled) return 4;
    size_t n;
    char *b = slurp(env, &n, text);
    if (!b) return 11;
    if (size) *size = n;
    if (out) memcpy(out, b, n);
    free(b);
    return 0;
}

nvrtcResult nvrtcGetCUBINSize(nvrtcProgram p, size_t *n) { return get(p, "FAKE_NVRTC_CUBIN", 0, n, NULL); }
nvrtcResult nvrtcGetCUBIN(nvrtcProgram p, char *b) { return get(p, "FAKE_NVRTC_CUBIN", 0, NULL, b); }
nvrtcResult nvrtcGetPTXSize(nvrtcProgram p, size_t *n) { return get(p, "FAKE_NVRTC_PTX", 1, n, NULL); }
nvrtcResult nvrtcGetPTX(nvrtcProgram p, char *b) { return get(p, "FAKE_NVRTC_PTX", 1, NULL, b); }
// LTO-IR (-dlto): the bytes of $FAKE_NVRTC_LTOIR.
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram p, size_t *n) { return get(p, "FAKE_NVRTC_LTOIR", 0, n, NULL); }
nvrtcResult nvrtcGetLTOIR(nvrtcProgram p, char *b) { return get(p, "FAKE_NVRTC_LTOIR", 0, NULL, b); }
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram p, size_t *n) { if (!p) return 4; *n = 1; return 0; }
nvrtcResult nvrtcGetProgramLog(nvrtcProgram p, char *b) { if (!p) return 4; b[0] = 0; return 0; }

// __nvrtcCPEx stands for NVRTC's exports outside nvrtc.h, which the shim
// forwards by a tail jump: this signature is the test's own (integer and
// floating-point arguments in registers), not NVRTC's.
int __nvrtcCPEx(int a, int b, int c, int d, int e, int f, double x, double y) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + (int)(10 * x) + (int)(100 * y);
}
