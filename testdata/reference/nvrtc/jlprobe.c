// jlprobe.c: what nvJitLink keeps after linking, by input: SAXPY's PTX
// (NVRTC, compute_90) and its LTO-IR (NVRTC -dlto), linked for sm_90 with
// and without -lto / -ptx; for each, nvJitLinkComplete's result, then
// nvJitLinkGetLinkedCubinSize and nvJitLinkGetLinkedPtxSize (result, size)
// and the linked PTX's .target line.
// Build: cc -I$CUDA/include jlprobe.c -L$CUDA/lib64 -lnvJitLink -lnvrtc
#include <nvJitLink.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *SRC =
    "extern \"C\" __global__ void saxpy(float a, const float *x, float *y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n";

// compile returns NVRTC's PTX (lto 0) or LTO-IR (lto 1) for SAXPY.
static char *compile(int lto, size_t *n) {
    nvrtcProgram p;
    nvrtcCreateProgram(&p, SRC, "saxpy.cu", 0, NULL, NULL);
    const char *ptxOpts[] = {"-arch=compute_90"};
    const char *ltoOpts[] = {"-arch=sm_90", "-dlto"};
    nvrtcResult r = nvrtcCompileProgram(p, lto ? 2 : 1, lto ? ltoOpts : ptxOpts);
    if (r) { printf("nvrtc compile %d\n", r); return NULL; }
    char *b;
    if (lto) {
        nvrtcGetLTOIRSize(p, n);
        b = malloc(*n);
        nvrtcGetLTOIR(p, b);
    } else {
        nvrtcGetPTXSize(p, n);
        b = malloc(*n);
        nvrtcGetPTX(p, b);
    }
    nvrtcDestroyProgram(&p);
    return b;
}

static void one(const char *label, nvJitLinkInputType type, const char *data, size_t n, int nopts, const char **opts) {
    nvJitLinkHandle h;
    nvJitLinkResult r = nvJitLinkCreate(&h, nopts, opts);
    printf("%s: create %d", label, r);
    if (r) { printf("\n"); return; }
    r = nvJitLinkAddData(h, type, data, n, "saxpy");
    printf(" | add %d", r);
    r = nvJitLinkComplete(h);
    printf(" | complete %d", r);
    size_t sz = 0;
    r = nvJitLinkGetLinkedCubinSize(h, &sz);
    printf(" | CubinSize %d %zu", r, r ? 0 : sz);
    sz = 0;
    r = nvJitLinkGetLinkedPtxSize(h, &sz);
    printf(" | PtxSize %d %zu", r, r ? 0 : sz);
    if (r == 0 && sz > 1) {
        char *b = malloc(sz);
        r = nvJitLinkGetLinkedPtx(h, b);
        const char *t = strstr(b, ".target");
        printf(" | Ptx %d '%.*s'", r, t ? (int)strcspn(t, "\n") : 0, t ? t : "");
        free(b);
    }
    printf("\n");
    fflush(stdout);
    nvJitLinkDestroy(&h);
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    unsigned maj = 0, min = 0;
    nvJitLinkVersion(&maj, &min);
    printf("nvJitLinkVersion %u.%u\n", maj, min);
    size_t np, nl;
    char *ptx = compile(0, &np), *lto = compile(1, &nl);
    if (!ptx || !lto) return 1;
    const char *a[] = {"-arch=sm_90"};
    const char *al[] = {"-arch=sm_90", "-lto"};
    const char *ap[] = {"-arch=sm_90", "-lto", "-ptx"};
    one("PTX", NVJITLINK_INPUT_PTX, ptx, np, 1, a);
    one("PTX -lto", NVJITLINK_INPUT_PTX, ptx, np, 2, al);
    one("LTOIR -lto", NVJITLINK_INPUT_LTOIR, lto, nl, 2, al);
    one("LTOIR -lto -ptx", NVJITLINK_INPUT_LTOIR, lto, nl, 3, ap);
    return 0;
}
