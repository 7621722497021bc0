// linkuse.c: a program that links PTX to a cubin with nvJitLink and runs
// it through the CUDA driver, as cuda.core's Linker does. Linked with
// -lnvJitLink (the shim or the fake in the libnvrtc tests) and -ldl.
// Usage: linkuse PTXFILE [file|lto [PTXFILE2]]: the PTX is added with
// nvJitLinkAddData (nvJitLinkAddFile with "file"; with "lto", as LTO-IR to
// a -lto link, which the fake nvJitLink takes as PTX text, and PTXFILE2,
// if given, added beside it as PTX; with "nvrtc", the LTO-IR NVRTC makes
// of SAXPY's source with -dlto, to a -lto link; with "any", as NVJITLINK_INPUT_ANY, whose
// type nvJitLink tells from the data). Prints one line per step;
// exits 0 when SAXPY's results are right. Linked with -lnvrtc too.
#include <stdlib.h>
#include "driver.h"

typedef int nvJitLinkResult;
typedef void *nvJitLinkHandle;
nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *, unsigned, const char **);
nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle, int, const void *, size_t, const char *);
nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle, int, const char *);
nvJitLinkResult nvJitLinkComplete(nvJitLinkHandle);
nvJitLinkResult nvJitLinkGetLinkedCubinSize(nvJitLinkHandle, size_t *);
nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle, void *);
nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *);

typedef int nvrtcResult;
typedef void *nvrtcProgram;
nvrtcResult nvrtcCreateProgram(nvrtcProgram *, const char *, const char *, int, const char *const *, const char *const *);
nvrtcResult nvrtcCompileProgram(nvrtcProgram, int, const char *const *);
nvrtcResult nvrtcGetLTOIRSize(nvrtcProgram, size_t *);
nvrtcResult nvrtcGetLTOIR(nvrtcProgram, char *);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *);

#define JL(x) do { nvJitLinkResult r_ = (x); if (r_) { printf("%s = nvJitLink %d\n", #x, r_); return 2; } } while (0)

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc < 2) return 2;
    if (!startDriver()) return 2;
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    static char ptx[1 << 20];
    size_t np = fread(ptx, 1, sizeof ptx - 1, f);
    fclose(f);
    ptx[np] = 0;

    nvJitLinkHandle h;
    int viaNVRTC = argc > 2 && strcmp(argv[2], "nvrtc") == 0;
    int lto = viaNVRTC || (argc > 2 && strcmp(argv[2], "lto") == 0);
    if (viaNVRTC) { // the link's LTO-IR is NVRTC's, of the source the PTX was made from
        nvrtcProgram p;
        const char *nopts[] = {"-arch=sm_90", "--relocatable-device-code=true", "--dlink-time-opt"}; // as cuda.core spells them
        if (nvrtcCreateProgram(&p, "saxpy's source", "saxpy.cu", 0, NULL, NULL) || nvrtcCompileProgram(p, 3, nopts) ||
            nvrtcGetLTOIRSize(p, &np) || np >= sizeof ptx || nvrtcGetLTOIR(p, ptx) || nvrtcDestroyProgram(&p)) {
            printf("NVRTC to LTO-IR failed\n");
            return 2;
        }
        printf("NVRTC LTO-IR %zu bytes\n", np);
    }
    const char *opts[] = {"-arch=sm_90", "-lto"};
    JL(nvJitLinkCreate(&h, lto ? 2 : 1, opts));
    if (argc > 2 && strcmp(argv[2], "file") == 0)
        JL(nvJitLinkAddFile(h, 2 /* NVJITLINK_INPUT_PTX */, argv[1]));
    else if (lto) {
        JL(nvJitLinkAddData(h, 3 /* NVJITLINK_INPUT_LTOIR */, ptx, np, "saxpy.ltoir"));
        if (argc > 3 && !viaNVRTC)
            JL(nvJitLinkAddFile(h, 2 /* NVJITLINK_INPUT_PTX */, argv[3]));
    } else if (argc > 2 && strcmp(argv[2], "any") == 0)
        JL(nvJitLinkAddData(h, 10 /* NVJITLINK_INPUT_ANY */, ptx, np + 1, "saxpy.ptx"));
    else
        JL(nvJitLinkAddData(h, 2 /* NVJITLINK_INPUT_PTX */, ptx, np + 1, "saxpy.ptx"));
    JL(nvJitLinkComplete(h));
    size_t n;
    JL(nvJitLinkGetLinkedCubinSize(h, &n));
    char *cubin = malloc(n);
    JL(nvJitLinkGetLinkedCubin(h, cubin));
    JL(nvJitLinkDestroy(&h));
    printf("linked cubin %zu bytes\n", n);

    void *mod, *fn;
    CU(cuModuleLoadData(&mod, cubin));
    CU(cuModuleGetFunction(&fn, mod, "saxpy"));
    return runSaxpy(fn);
}
