// gen.c: makes the NVRTC outputs the libnvrtc tests use, with this
// machine's NVRTC (11.8):
//   cc -o /tmp/gen gen.c -lnvrtc && /tmp/gen
// writes saxpy.sm_90.cubin and saxpy.ptx (one compilation of SAXPY below
// with -arch=sm_90: the cubin NVRTC hands out and the PTX it generated on
// the way) and other.ptx (a different kernel, for the mismatch tests).
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

static const char *SAXPY =
    "extern \"C\" __global__ void saxpy(float a, const float *x, float *y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n"
    "extern \"C\" __global__ void fill(int *p, int v, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) p[i] = v + i;\n"
    "}\n";

static const char *OTHER =
    "extern \"C\" __global__ void other(int *p) { p[threadIdx.x] = 7; }\n";

#define CHECK(x) do { nvrtcResult r_ = (x); if (r_ != NVRTC_SUCCESS) { \
    fprintf(stderr, "%s: %s\n", #x, nvrtcGetErrorString(r_)); exit(1); } } while (0)

static void put(const char *path, const char *b, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(b, 1, n, f) != n || fclose(f)) { perror(path); exit(1); }
}

static void build(const char *src, const char *name, const char *cubinPath, const char *ptxPath) {
    nvrtcProgram p;
    CHECK(nvrtcCreateProgram(&p, src, name, 0, NULL, NULL));
    const char *opts[] = {"-arch=sm_90"};
    CHECK(nvrtcCompileProgram(p, 1, opts));
    size_t n;
    if (cubinPath) {
        CHECK(nvrtcGetCUBINSize(p, &n));
        char *b = malloc(n);
        CHECK(nvrtcGetCUBIN(p, b));
        put(cubinPath, b, n);
        free(b);
    }
    CHECK(nvrtcGetPTXSize(p, &n));
    char *b = malloc(n);
    CHECK(nvrtcGetPTX(p, b));
    put(ptxPath, b, n - 1); // without the terminating NUL
    free(b);
    nvrtcDestroyProgram(&p);
}

int main(void) {
    build(SAXPY, "saxpy.cu", "saxpy.sm_90.cubin", "saxpy.ptx");
    build(OTHER, "other.cu", NULL, "other.ptx");
    return 0;
}
