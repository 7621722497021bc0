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
// A program compiled to LTO-IR (-dlto), which cudasim cannot read either,
// is compiled once more to PTX when its LTO-IR is handed out
// (nvrtcGetLTOIR); the pair is kept, and the nvJitLink shim links that PTX
// in the LTO-IR's place (cudasim_nvrtc_ltoir_ptx): so the functions of an
// LTO-IR library are all there for a PTX input that calls them, where
// nvJitLink's own LTO link to PTX keeps only those its LTO inputs call
// (numba-cuda's NRT library and test_nrt_detect_linked_ptx_file).
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

// ---- LTO-IR programs and their PTX ----

// A program created while cudasim is the driver: what nvrtcCreateProgram
// and nvrtcCompileProgram were given, to compile it again to PTX.
struct prog {
    nvrtcProgram p;
    char *src, *name;
    int numHeaders;
    char **headers, **includeNames;
    int numOptions;
    char **options;
    struct prog *next;
};

// The PTX of an LTO-IR an NVRTC program handed out.
struct ltoir {
    void *data;
    size_t size;
    char *ptx;
    struct ltoir *next;
};

static pthread_mutex_t progsMu = PTHREAD_MUTEX_INITIALIZER;
static struct prog *progs;
static struct ltoir *ltoirs;

static char *dup0(const char *s) { return s ? strdup(s) : NULL; }

static char **dupAll(int n, const char *const *v) {
    char **out = calloc(n > 0 ? n : 1, sizeof *out);
    for (int i = 0; out && v && i < n; i++)
        out[i] = dup0(v[i]);
    return out;
}

static void freeAll(int n, char **v) {
    for (int i = 0; v && i < n; i++)
        free(v[i]);
    free(v);
}

// findProg returns p's record (progsMu held), unlinking it if unlink.
static struct prog *findProg(nvrtcProgram p, int unlink) {
    for (struct prog **pp = &progs; *pp; pp = &(*pp)->next)
        if ((*pp)->p == p) {
            struct prog *r = *pp;
            if (unlink)
                *pp = r->next;
            return r;
        }
    return NULL;
}

static void freeProg(struct prog *r) {
    if (!r)
        return;
    free(r->src);
    free(r->name);
    freeAll(r->numHeaders, r->headers);
    freeAll(r->numHeaders, r->includeNames);
    freeAll(r->numOptions, r->options);
    free(r);
}

// isDLTO reports whether an NVRTC option asks for LTO-IR: -dlto, or its
// long form --dlink-time-opt (cuda.core's ProgramOptions), with any number
// of dashes and an optional =true.
static int isDLTO(const char *o) {
    while (*o == '-')
        o++;
    size_t n = strcspn(o, "=");
    if ((n != 4 || strncmp(o, "dlto", 4) != 0) && (n != 14 || strncmp(o, "dlink-time-opt", 14) != 0))
        return 0;
    return o[n] == 0 || strcmp(o + n, "=true") == 0 || strcmp(o + n, "=1") == 0;
}

// isLTOOnly reports an option that only means something with -dlto
// (--gen-opt-lto), left out with it of the PTX compilation.
static int isLTOOnly(const char *o) {
    while (*o == '-')
        o++;
    return isDLTO(o) || strcmp(o, "gen-opt-lto") == 0;
}

// ptxOfLTOIR compiles r's program again without -dlto and returns its PTX
// (malloc'd) or NULL, saying why.
static char *ptxOfLTOIR(struct prog *r) {
    REAL(create, nvrtcCreateProgram,
         nvrtcResult(*)(nvrtcProgram *, const char *, const char *, int, const char *const *, const char *const *));
    REAL(compile, nvrtcCompileProgram, nvrtcResult(*)(nvrtcProgram, int, const char *const *));
    REAL(ptxSize, nvrtcGetPTXSize, getSizeFn);
    REAL(getPTX, nvrtcGetPTX, getFn);
    REAL(destroy, nvrtcDestroyProgram, nvrtcResult(*)(nvrtcProgram *));
    if (!create || !compile || !ptxSize || !getPTX || !destroy)
        return NULL;
    const char **opts = calloc(r->numOptions + 1, sizeof *opts);
    if (!opts)
        return NULL;
    int n = 0;
    for (int i = 0; i < r->numOptions; i++)
        if (r->options[i] && !isLTOOnly(r->options[i]))
            opts[n++] = r->options[i];
    nvrtcProgram q = NULL;
    char *ptx = NULL;
    size_t np = 0;
    const char *step = "nvrtcCreateProgram";
    nvrtcResult res = create(&q, r->src, r->name, r->numHeaders, (const char *const *)r->headers,
                             (const char *const *)r->includeNames);
    if (res == NVRTC_SUCCESS) {
        step = "nvrtcCompileProgram";
        res = compile(q, n, opts);
    }
    if (res == NVRTC_SUCCESS) {
        step = "nvrtcGetPTXSize";
        res = ptxSize(q, &np);
    }
    if (res == NVRTC_SUCCESS && np > 1 && (ptx = malloc(np + 1))) {
        step = "nvrtcGetPTX";
        res = getPTX(q, ptx);
        ptx[np] = 0;
    }
    if (res != NVRTC_SUCCESS || !ptx) {
        say("nvrtcGetLTOIR: compiling the program again to PTX without -dlto: %s answered %d", step, res);
        free(ptx);
        ptx = NULL;
    }
    if (q)
        destroy(&q);
    free(opts);
    return ptx;
}

// keepLTOIR records the PTX of the LTO-IR prog just wrote to ltoir.
static void keepLTOIR(nvrtcProgram prog, const char *ltoir) {
    REAL(sizeFn, nvrtcGetLTOIRSize, getSizeFn);
    size_t n = 0;
    if (!sizeFn || sizeFn(prog, &n) != NVRTC_SUCCESS || n == 0)
        return;
    pthread_mutex_lock(&progsMu);
    struct prog *r = findProg(prog, 0);
    int dlto = 0;
    for (int i = 0; r && i < r->numOptions; i++)
        dlto |= r->options[i] && isDLTO(r->options[i]);
    struct ltoir *e = NULL;
    for (e = ltoirs; e; e = e->next)
        if (e->size == n && memcmp(e->data, ltoir, n) == 0)
            break;
    if (r && dlto && !e) {
        char *ptx = ptxOfLTOIR(r);
        e = ptx ? calloc(1, sizeof *e) : NULL;
        if (e && (e->data = malloc(n))) {
            memcpy(e->data, ltoir, n);
            e->size = n;
            e->ptx = ptx;
            e->next = ltoirs;
            ltoirs = e;
            if (logging)
                say("nvrtcGetLTOIR: kept the %zu-byte PTX of a %zu-byte LTO-IR (%s)", strlen(ptx), n, r->name ? r->name : "");
        } else {
            free(e);
            free(ptx);
        }
    }
    pthread_mutex_unlock(&progsMu);
}

// cudasim_nvrtc_ltoir_ptx returns the PTX of an LTO-IR this shim handed
// out (the same program compiled without -dlto), or NULL: the nvJitLink
// shim links it in the LTO-IR's place. Not an NVRTC function.
EXPORT const char *cudasim_nvrtc_ltoir_ptx(const void *ltoir, size_t size) {
    const char *ptx = NULL;
    pthread_mutex_lock(&progsMu);
    for (struct ltoir *e = ltoirs; e && ltoir; e = e->next)
        if (e->size == size && memcmp(e->data, ltoir, size) == 0) {
            ptx = e->ptx;
            break;
        }
    pthread_mutex_unlock(&progsMu);
    return ptx;
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
EXPORT nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders,
                                      const char *const *headers, const char *const *includeNames) {
    REAL(f, nvrtcCreateProgram,
         nvrtcResult(*)(nvrtcProgram *, const char *, const char *, int, const char *const *, const char *const *));
    if (!f)
        return NVRTC_ERROR_INTERNAL_ERROR;
    nvrtcResult r = f(prog, src, name, numHeaders, headers, includeNames);
    if (r != NVRTC_SUCCESS || !prog || !src || numHeaders < 0 || !cudasimRegister())
        return r;
    struct prog *e = calloc(1, sizeof *e);
    if (!e)
        return r;
    e->p = *prog;
    e->src = strdup(src);
    e->name = dup0(name);
    e->numHeaders = numHeaders;
    e->headers = dupAll(numHeaders, headers);
    e->includeNames = dupAll(numHeaders, includeNames);
    pthread_mutex_lock(&progsMu);
    e->next = progs;
    progs = e;
    pthread_mutex_unlock(&progsMu);
    return r;
}

EXPORT nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog) {
    REAL(f, nvrtcDestroyProgram, nvrtcResult(*)(nvrtcProgram *));
    if (!f)
        return NVRTC_ERROR_INTERNAL_ERROR;
    if (prog) {
        pthread_mutex_lock(&progsMu);
        freeProg(findProg(*prog, 1));
        pthread_mutex_unlock(&progsMu);
    }
    return f(prog);
}

EXPORT nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options) {
    REAL(f, nvrtcCompileProgram, nvrtcResult(*)(nvrtcProgram, int, const char *const *));
    if (!f)
        return NVRTC_ERROR_INTERNAL_ERROR;
    pthread_mutex_lock(&progsMu);
    struct prog *e = findProg(prog, 0);
    if (e && numOptions >= 0) {
        freeAll(e->numOptions, e->options);
        e->numOptions = numOptions;
        e->options = dupAll(numOptions, options);
    }
    pthread_mutex_unlock(&progsMu);
    return f(prog, numOptions, options);
}
FORWARD(nvrtcGetPTXSize, (nvrtcProgram prog, size_t *ptxSizeRet), (prog, ptxSizeRet))
FORWARD(nvrtcGetPTX, (nvrtcProgram prog, char *ptx), (prog, ptx))
FORWARD(nvrtcGetCUBINSize, (nvrtcProgram prog, size_t *cubinSizeRet), (prog, cubinSizeRet))
FORWARD(nvrtcGetNVVMSize, (nvrtcProgram prog, size_t *nvvmSizeRet), (prog, nvvmSizeRet))
FORWARD(nvrtcGetNVVM, (nvrtcProgram prog, char *nvvm), (prog, nvvm))
FORWARD(nvrtcGetLTOIRSize, (nvrtcProgram prog, size_t *LTOIRSizeRet), (prog, LTOIRSizeRet))
EXPORT nvrtcResult nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR) {
    REAL(f, nvrtcGetLTOIR, getFn);
    if (!f)
        return NVRTC_ERROR_INTERNAL_ERROR;
    nvrtcResult r = f(prog, LTOIR);
    if (r == NVRTC_SUCCESS && LTOIR)
        keepLTOIR(prog, LTOIR);
    return r;
}
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
