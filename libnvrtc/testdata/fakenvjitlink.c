// fakenvjitlink.c: a stand-in for the real nvJitLink in the libnvrtc tests
// (CI has no NVIDIA libraries). It "links" any inputs to the file named by
// $FAKE_NVRTC_CUBIN (NVRTC 11.8's SAXPY cubin, saxpy.sm_90.cubin); it has
// linked PTX only when $FAKE_JITLINK_PTX names a file (as nvJitLink has it
// after an LTO link), or, for a link created with -lto and -ptx, the last
// LTO-IR input it was given, which here is PTX text (its "optimisation" is
// the identity; not with $FAKE_NO_LTO_PTX set). Built as libnvJitLink.so.13.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int nvJitLinkResult;
typedef struct link { int inputs, complete, lto, ptx; char *ltoir; size_t nltoir; } *nvJitLinkHandle;

nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *h, unsigned n, const char **o) {
    *h = calloc(1, sizeof **h);
    for (unsigned i = 0; i < n; i++) {
        (*h)->lto |= strcmp(o[i], "-lto") == 0;
        (*h)->ptx |= strcmp(o[i], "-ptx") == 0;
    }
    return 0;
}
nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *h) { if (!h || !*h) return 3; free((*h)->ltoir); free(*h); *h = NULL; return 0; }
nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle h, int type, const void *d, size_t n, const char *name) {
    (void)name;
    if (!h || !d || !n || type < 1 || (type > 6 && type != 10 /* NVJITLINK_INPUT_ANY */)) return 3;
    if (type == 3) { // LTO-IR: only in an -lto link
        if (!h->lto) return 3;
        free(h->ltoir);
        h->ltoir = malloc(n + 1);
        memcpy(h->ltoir, d, n);
        h->ltoir[n] = 0;
        h->nltoir = strlen(h->ltoir);
    }
    h->inputs++;
    return 0;
}
nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle h, int type, const char *path) {
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!h || !f || type < 1 || type > 6) { if (f) fclose(f); return 3; }
    fclose(f);
    h->inputs++;
    return 0;
}
nvJitLinkResult nvJitLinkComplete(nvJitLinkHandle h) { if (!h || !h->inputs) return 3; h->complete = 1; return 0; }

static nvJitLinkResult get(nvJitLinkHandle h, const char *env, int text, size_t *size, void *out) {
    if (!h || !h->complete) return 3;
    const char *path = getenv(env);
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!f) return 3;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc(n + 1);
    if (fread(b, 1, n, f) != (size_t)n) { fclose(f); free(b); return 6; }
    fclose(f);
    b[n] = 0;
    if (size) *size = n + (text ? 1 : 0);
    if (out) memcpy(out, b, n + (text ? 1 : 0));
    free(b);
    return 0;
}
nvJitLinkResult nvJitLinkGetLinkedCubinSize(nvJitLinkHandle h, size_t *n) { return get(h, "FAKE_NVRTC_CUBIN", 0, n, NULL); }
nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle h, void *b) { return get(h, "FAKE_NVRTC_CUBIN", 0, NULL, b); }
nvJitLinkResult nvJitLinkGetLinkedPtxSize(nvJitLinkHandle h, size_t *n) {
    if (h && h->complete && h->lto && h->ptx && h->ltoir && !getenv("FAKE_NO_LTO_PTX")) { *n = h->nltoir + 1; return 0; }
    return get(h, "FAKE_JITLINK_PTX", 1, n, NULL);
}
nvJitLinkResult nvJitLinkGetLinkedPtx(nvJitLinkHandle h, char *b) {
    if (h && h->complete && h->lto && h->ptx && h->ltoir) { memcpy(b, h->ltoir, h->nltoir + 1); return 0; }
    return get(h, "FAKE_JITLINK_PTX", 1, NULL, b);
}
nvJitLinkResult nvJitLinkGetErrorLogSize(nvJitLinkHandle h, size_t *n) { (void)h; *n = 1; return 0; }
nvJitLinkResult nvJitLinkGetErrorLog(nvJitLinkHandle h, char *b) { (void)h; b[0] = 0; return 0; }
nvJitLinkResult nvJitLinkVersion(unsigned *major, unsigned *minor) { *major = 99; *minor = 0; return 0; }
