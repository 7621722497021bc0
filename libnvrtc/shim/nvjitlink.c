// cudasim's libnvJitLink shim: a library with nvJitLink's soname that
// forwards every call to the real nvJitLink and, when a link hands out a
// cubin (nvJitLinkGetLinkedCubin), registers with cudasim the PTX for it:
// the linked PTX nvJitLink itself returns (nvJitLinkGetLinkedPtx) when it
// has one, else the link's inputs (as nvJitLinkAddData and
// nvJitLinkAddFile were given them), which cudasim links itself
// (cudasimRegisterLinkedPTX). A link-time-optimised link (LTO-IR inputs,
// -lto) has no linked PTX once it made a cubin, and cudasim cannot read
// LTO-IR: for it the shim runs the same link's LTO-IR inputs through the
// real nvJitLink once more with -ptx, and hands cudasim that PTX in their
// place. An LTO-IR input the NVRTC shim made has its PTX there
// (cudasim_nvrtc_ltoir_ptx, the same program compiled without -dlto): that
// PTX takes its place instead, whole, so that its functions are there for
// the link's PTX inputs too (the side link keeps only what its LTO inputs
// call). A cubin holds SASS only and cudasim executes PTX; nothing here
// looks inside the cubin (docs/nvrtc.md).
//
// Build: sh build.sh DIR libnvJitLink.so.13 (or .12). The real nvJitLink is
// found as the NVRTC shim finds NVRTC ($CUDASIM_REAL_NVJITLINK, else the
// usual places; shim.h); CUDASIM_NVRTC_LOG=1 says what it does.

// nvJitLink.h's types, restated so that the shim builds without the toolkit.
typedef int nvJitLinkResult;
typedef struct nvJitLink *nvJitLinkHandle;
typedef int nvJitLinkInputType;
enum {
    NVJITLINK_SUCCESS = 0,
    NVJITLINK_ERROR_INTERNAL = 6,
};
// nvJitLinkInputType values.
enum { JL_CUBIN = 1, JL_PTX = 2, JL_LTOIR = 3, JL_FATBIN = 4, JL_OBJECT = 5, JL_LIBRARY = 6, JL_ANY = 10 };
// CUjitInputType values (cudasimRegisterLinkedPTX takes the driver's).
enum { CU_CUBIN = 0, CU_PTX = 1, CU_FATBINARY = 2, CU_OBJECT = 3, CU_LIBRARY = 4, CU_NVVM = 5 };

#ifndef SHIM_SONAME
#define SHIM_SONAME "libnvJitLink.so.13"
#endif
#define LIB_NAME "nvJitLink"
#define LIB_BASE "libnvJitLink"
#define SHIM_MARKER "cudasim_nvjitlink_shim"
#define REAL_PROBE "nvJitLinkCreate"
#define ENV_REAL "CUDASIM_REAL_NVJITLINK"
#define WHEEL_DIR "nvidia/nvjitlink/lib"
#include "shim.h"

EXPORT const char cudasim_nvjitlink_shim[] = "cudasim libnvJitLink shim";

// ---- each link's inputs ----

struct input {
    int type; // CUjitInputType; -1 for a type cudasim's linker has no counterpart for
    void *data;
    size_t size;
    char *name;
    struct input *next;
};

struct link {
    nvJitLinkHandle h;
    struct input *inputs, **tail;
    char **options; // nvJitLinkCreate's, for the LTO side link
    uint32_t numOptions;
    struct link *next;
};

static pthread_mutex_t linksMu = PTHREAD_MUTEX_INITIALIZER;
static struct link *links;

// anyType is what nvJitLink's NVJITLINK_INPUT_ANY (CUDA 13) makes of an input, told by its
// first bytes: an ELF is a cubin when it is CUDA's (e_machine EM_CUDA, 190), else a host
// object; then a fatbin, an archive (a library), PTX text (a directive or a comment first);
// what is none of these is LTO-IR, the one input left. cuda.bindings' test_get_linked_cubin
// adds PTX so, and NVIDIA's nvJitLink links it (testdata/reference/cuda-python).
static nvJitLinkInputType anyType(const unsigned char *b, size_t n) {
    if (n >= 20 && memcmp(b, "\x7f" "ELF", 4) == 0)
        return (b[18] | b[19] << 8) == 190 ? JL_CUBIN : JL_OBJECT;
    if (n >= 4 && (b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24) == 0xBA55ED50u)
        return JL_FATBIN;
    if (n >= 8 && memcmp(b, "!<arch>\n", 8) == 0)
        return JL_LIBRARY;
    size_t i = 0;
    while (i < n && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r'))
        i++;
    return i < n && (b[i] == '.' || b[i] == '/') ? JL_PTX : JL_LTOIR;
}

static int cuType(nvJitLinkInputType t) {
    switch (t) {
    case JL_CUBIN: return CU_CUBIN;
    case JL_PTX: return CU_PTX;
    case JL_LTOIR: return CU_NVVM;
    case JL_FATBIN: return CU_FATBINARY;
    case JL_OBJECT: return CU_OBJECT;
    case JL_LIBRARY: return CU_LIBRARY;
    }
    return -1;
}

// findLink returns h's record (made when make is set), with linksMu held.
static struct link *findLink(nvJitLinkHandle h, int make) {
    for (struct link *l = links; l; l = l->next)
        if (l->h == h)
            return l;
    if (!make)
        return NULL;
    struct link *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->h = h;
    l->tail = &l->inputs;
    l->next = links;
    links = l;
    return l;
}

static void remember(nvJitLinkHandle h, nvJitLinkInputType type, const void *data, size_t size, const char *name) {
    struct input *in = calloc(1, sizeof *in);
    if (!in || !(in->data = malloc(size ? size : 1))) {
        free(in);
        return;
    }
    in->type = cuType(type == JL_ANY ? anyType(data, size) : type);
    memcpy(in->data, data, size);
    in->size = size;
    in->name = strdup(name ? name : "");
    pthread_mutex_lock(&linksMu);
    struct link *l = findLink(h, 1);
    if (l) {
        *l->tail = in;
        l->tail = &in->next;
    } else {
        free(in->data);
        free(in->name);
        free(in);
    }
    pthread_mutex_unlock(&linksMu);
}

// rememberOptions keeps a copy of the options a link was created with.
static void rememberOptions(nvJitLinkHandle h, uint32_t n, const char **options) {
    char **copy = n ? calloc(n, sizeof *copy) : NULL;
    if (n && !copy)
        return;
    for (uint32_t i = 0; i < n; i++)
        copy[i] = strdup(options && options[i] ? options[i] : "");
    pthread_mutex_lock(&linksMu);
    struct link *l = findLink(h, 1);
    if (l && !l->options) {
        l->options = copy;
        l->numOptions = n;
        copy = NULL;
    }
    pthread_mutex_unlock(&linksMu);
    for (uint32_t i = 0; copy && i < n; i++)
        free(copy[i]);
    free(copy);
}

static void forget(nvJitLinkHandle h) {
    pthread_mutex_lock(&linksMu);
    for (struct link **p = &links; *p; p = &(*p)->next) {
        if ((*p)->h != h)
            continue;
        struct link *l = *p;
        *p = l->next;
        for (struct input *in = l->inputs, *next; in; in = next) {
            next = in->next;
            free(in->data);
            free(in->name);
            free(in);
        }
        for (uint32_t i = 0; i < l->numOptions; i++)
            free(l->options[i]);
        free(l->options);
        free(l);
        break;
    }
    pthread_mutex_unlock(&linksMu);
}

// ---- registering the linked cubin ----

typedef nvJitLinkResult (*getSizeFn)(nvJitLinkHandle, size_t *);
typedef nvJitLinkResult (*getFn)(nvJitLinkHandle, void *);
typedef int (*registerLinkedFn)(const void *cubin, size_t cubinSize, int n, const int *types, const void *const *data,
                                const size_t *sizes, const char *const *names);

typedef const char *(*ltoirPTXFn)(const void *ltoir, size_t size);

// nvrtcPTX returns the PTX the NVRTC shim kept for an LTO-IR input, or NULL.
static const char *nvrtcPTX(const struct input *in) {
    ltoirPTXFn f = (ltoirPTXFn)dlsym(RTLD_DEFAULT, "cudasim_nvrtc_ltoir_ptx");
    return f && in->type == CU_NVVM ? f(in->data, in->size) : NULL;
}

// ltoPTX links l's LTO-IR inputs (those without NVRTC's PTX) with the real nvJitLink as l's own link
// did (its options), asking for PTX (-lto -ptx: nvJitLink has linked PTX
// only then, docs/nvrtc.md), and returns that PTX (malloc'd, NUL-ended) or
// NULL, saying why. linksMu is held; the side link is the real library's
// alone (the forwarders below are not called, so it is not remembered).
static char *ltoPTX(struct link *l) {
    REAL(create, nvJitLinkCreate, nvJitLinkResult(*)(nvJitLinkHandle *, uint32_t, const char **));
    REAL(add, nvJitLinkAddData, nvJitLinkResult(*)(nvJitLinkHandle, nvJitLinkInputType, const void *, size_t, const char *));
    REAL(complete, nvJitLinkComplete, nvJitLinkResult(*)(nvJitLinkHandle));
    REAL(ptxSize, nvJitLinkGetLinkedPtxSize, getSizeFn);
    REAL(getPTX, nvJitLinkGetLinkedPtx, getFn);
    REAL(destroy, nvJitLinkDestroy, nvJitLinkResult(*)(nvJitLinkHandle *));
    if (!create || !add || !complete || !ptxSize || !getPTX || !destroy)
        return NULL;
    const char **opts = calloc(l->numOptions + 2, sizeof *opts);
    if (!opts)
        return NULL;
    uint32_t n = 0;
    int hasLTO = 0, hasPTX = 0;
    for (uint32_t i = 0; i < l->numOptions; i++) {
        hasLTO |= strcmp(l->options[i], "-lto") == 0;
        hasPTX |= strcmp(l->options[i], "-ptx") == 0;
        opts[n++] = l->options[i];
    }
    if (!hasLTO)
        opts[n++] = "-lto";
    if (!hasPTX)
        opts[n++] = "-ptx";
    nvJitLinkHandle side = NULL;
    char *ptx = NULL;
    size_t np = 0;
    const char *step = "nvJitLinkCreate";
    nvJitLinkResult r = create(&side, n, opts);
    for (struct input *in = l->inputs; r == NVJITLINK_SUCCESS && in; in = in->next)
        if (in->type == CU_NVVM && !nvrtcPTX(in)) {
            step = "nvJitLinkAddData";
            r = add(side, JL_LTOIR, in->data, in->size, in->name);
        }
    if (r == NVJITLINK_SUCCESS) {
        step = "nvJitLinkComplete";
        r = complete(side);
    }
    if (r == NVJITLINK_SUCCESS) {
        step = "nvJitLinkGetLinkedPtxSize";
        r = ptxSize(side, &np);
    }
    if (r == NVJITLINK_SUCCESS && np > 1 && (ptx = malloc(np + 1))) {
        step = "nvJitLinkGetLinkedPtx";
        r = getPTX(side, ptx);
        ptx[np] = 0;
    }
    if (r != NVJITLINK_SUCCESS || !ptx) {
        say("the LTO link's PTX (its LTO-IR inputs linked again with -lto -ptx): %s answered %d", step, r);
        free(ptx);
        ptx = NULL;
    } else if (logging) {
        say("linked the LTO-IR inputs again with -lto -ptx: %zu bytes of PTX", strlen(ptx));
    }
    if (side)
        destroy(&side);
    free(opts);
    return ptx;
}

static void registerCubin(nvJitLinkHandle h, const void *cubin) {
    registerFn reg = cudasimRegister();
    registerLinkedFn regLinked = (registerLinkedFn)cudasimSym("cudasimRegisterLinkedPTX");
    if (!reg || !regLinked) {
        if (logging)
            say("nvJitLinkGetLinkedCubin: cudasim is not the loaded driver; the cubin is only forwarded");
        return;
    }
    REAL(cubinSize, nvJitLinkGetLinkedCubinSize, getSizeFn);
    REAL(ptxSize, nvJitLinkGetLinkedPtxSize, getSizeFn);
    REAL(getPTX, nvJitLinkGetLinkedPtx, getFn);
    size_t nc = 0, np = 0;
    if (!cubinSize || cubinSize(h, &nc) != NVJITLINK_SUCCESS)
        return;
    // nvJitLink's own linked PTX, where it has one (LTO links).
    if (ptxSize && getPTX && ptxSize(h, &np) == NVJITLINK_SUCCESS && np > 1) {
        char *ptx = malloc(np);
        if (ptx && getPTX(h, ptx) == NVJITLINK_SUCCESS) {
            int res = reg(cubin, nc, ptx, strnlen(ptx, np));
            if (res != 0 || logging)
                say("registered a %zu-byte linked cubin with nvJitLink's %zu-byte linked PTX: CUresult %d", nc, np, res);
            free(ptx);
            return;
        }
        free(ptx);
    }
    // Else the inputs, for cudasim to link; LTO-IR inputs give their place
    // to the PTX nvJitLink makes of them (ltoPTX).
    pthread_mutex_lock(&linksMu);
    struct link *l = findLink(h, 0);
    int n = 0, nLTO = 0, nNVRTC = 0;
    for (struct input *in = l ? l->inputs : NULL; in; in = in->next, n++) {
        nLTO += in->type == CU_NVVM;
        nNVRTC += nvrtcPTX(in) != NULL;
    }
    char *lto = nLTO > nNVRTC ? ltoPTX(l) : NULL;
    int *types = calloc(n + 1, sizeof *types);
    const void **data = calloc(n + 1, sizeof *data);
    size_t *sizes = calloc(n + 1, sizeof *sizes);
    const char **names = calloc(n + 1, sizeof *names);
    int i = 0, placed = 0;
    for (struct input *in = l ? l->inputs : NULL; in && types && data && sizes && names; in = in->next) {
        const char *ptx = nvrtcPTX(in);
        if (ptx) {
            types[i] = CU_PTX;
            data[i] = ptx;
            sizes[i] = strlen(ptx) + 1;
            names[i] = in->name;
        } else if (in->type == CU_NVVM && lto) {
            if (placed++)
                continue; // one PTX for all the LTO-IR inputs, in the first one's place
            types[i] = CU_PTX;
            data[i] = lto;
            sizes[i] = strlen(lto) + 1;
            names[i] = "nvJitLink -lto -ptx";
        } else {
            types[i] = in->type;
            data[i] = in->data;
            sizes[i] = in->size;
            names[i] = in->name;
        }
        i++;
    }
    int res = (types && data && sizes && names) ? regLinked(cubin, nc, i, types, data, sizes, names) : -1;
    pthread_mutex_unlock(&linksMu);
    if (res != 0 || logging)
        say("registered a %zu-byte linked cubin with its %d inputs, for cudasim to link%s%s: CUresult %d", nc, n,
            nLTO == nNVRTC ? "" : lto ? " (its LTO-IR as nvJitLink's -lto -ptx PTX of it)" : " (its LTO-IR, which cudasim cannot link)",
            nNVRTC ? " (LTO-IR from NVRTC as NVRTC's PTX of it)" : "", res);
    free(lto);
    free(types);
    free(data);
    free(sizes);
    free(names);
}

// ---- the nvJitLink API (nvJitLink.h of CUDA 12 and 13) ----

#define FORWARD(name, params, args)                          \
    EXPORT nvJitLinkResult name params {                     \
        REAL(f, name, nvJitLinkResult(*) params);            \
        return f ? f args : NVJITLINK_ERROR_INTERNAL;        \
    }

FORWARD(nvJitLinkComplete, (nvJitLinkHandle h), (h))
FORWARD(nvJitLinkGetLinkedCubinSize, (nvJitLinkHandle h, size_t *size), (h, size))
FORWARD(nvJitLinkGetLinkedPtxSize, (nvJitLinkHandle h, size_t *size), (h, size))
FORWARD(nvJitLinkGetLinkedPtx, (nvJitLinkHandle h, char *ptx), (h, ptx))
FORWARD(nvJitLinkGetErrorLogSize, (nvJitLinkHandle h, size_t *size), (h, size))
FORWARD(nvJitLinkGetErrorLog, (nvJitLinkHandle h, char *log), (h, log))
FORWARD(nvJitLinkGetInfoLogSize, (nvJitLinkHandle h, size_t *size), (h, size))
FORWARD(nvJitLinkGetInfoLog, (nvJitLinkHandle h, char *log), (h, log))
FORWARD(nvJitLinkVersion, (unsigned int *major, unsigned int *minor), (major, minor))

EXPORT nvJitLinkResult nvJitLinkCreate(nvJitLinkHandle *h, uint32_t numOptions, const char **options) {
    REAL(f, nvJitLinkCreate, nvJitLinkResult(*)(nvJitLinkHandle *, uint32_t, const char **));
    if (!f)
        return NVJITLINK_ERROR_INTERNAL;
    nvJitLinkResult r = f(h, numOptions, options);
    if (r == NVJITLINK_SUCCESS && h && *h)
        rememberOptions(*h, numOptions, options);
    return r;
}

EXPORT nvJitLinkResult nvJitLinkDestroy(nvJitLinkHandle *h) {
    REAL(f, nvJitLinkDestroy, nvJitLinkResult(*)(nvJitLinkHandle *));
    if (!f)
        return NVJITLINK_ERROR_INTERNAL;
    nvJitLinkHandle old = h ? *h : NULL;
    nvJitLinkResult r = f(h);
    if (r == NVJITLINK_SUCCESS && old)
        forget(old);
    return r;
}

EXPORT nvJitLinkResult nvJitLinkAddData(nvJitLinkHandle h, nvJitLinkInputType type, const void *data, size_t size,
                                        const char *name) {
    REAL(f, nvJitLinkAddData, nvJitLinkResult(*)(nvJitLinkHandle, nvJitLinkInputType, const void *, size_t, const char *));
    if (!f)
        return NVJITLINK_ERROR_INTERNAL;
    nvJitLinkResult r = f(h, type, data, size, name);
    if (r == NVJITLINK_SUCCESS && data)
        remember(h, type, data, size, name);
    return r;
}

EXPORT nvJitLinkResult nvJitLinkAddFile(nvJitLinkHandle h, nvJitLinkInputType type, const char *fileName) {
    REAL(f, nvJitLinkAddFile, nvJitLinkResult(*)(nvJitLinkHandle, nvJitLinkInputType, const char *));
    if (!f)
        return NVJITLINK_ERROR_INTERNAL;
    nvJitLinkResult r = f(h, type, fileName);
    if (r == NVJITLINK_SUCCESS && fileName) {
        FILE *file = fopen(fileName, "rb");
        if (file) {
            fseek(file, 0, SEEK_END);
            long n = ftell(file);
            fseek(file, 0, SEEK_SET);
            char *b = n > 0 ? malloc(n) : NULL;
            if (b && fread(b, 1, n, file) == (size_t)n)
                remember(h, type, b, n, fileName);
            free(b);
            fclose(file);
        }
    }
    return r;
}

EXPORT nvJitLinkResult nvJitLinkGetLinkedCubin(nvJitLinkHandle h, void *cubin) {
    REAL(f, nvJitLinkGetLinkedCubin, getFn);
    if (!f)
        return NVJITLINK_ERROR_INTERNAL;
    nvJitLinkResult r = f(h, cubin);
    if (r == NVJITLINK_SUCCESS && cubin)
        registerCubin(h, cubin);
    return r;
}

// CUDA 13.0's nvJitLink.h calls the functions by versioned names
// (__nvJitLinkCreate_13_0 for nvJitLinkCreate; libnvJitLink.so.13 exports
// both, testdata/reference/nvrtc/exports-libnvJitLink.so.13.txt): the same
// functions here. (__nvJitLinkAPI, which it exports too, is not forwarded.)
#define ALIAS13(name) EXPORT __typeof__(name) __##name##_13_0 __attribute__((alias(#name)));
ALIAS13(nvJitLinkCreate)
ALIAS13(nvJitLinkDestroy)
ALIAS13(nvJitLinkAddData)
ALIAS13(nvJitLinkAddFile)
ALIAS13(nvJitLinkComplete)
ALIAS13(nvJitLinkGetLinkedCubinSize)
ALIAS13(nvJitLinkGetLinkedCubin)
ALIAS13(nvJitLinkGetLinkedPtxSize)
ALIAS13(nvJitLinkGetLinkedPtx)
ALIAS13(nvJitLinkGetErrorLogSize)
ALIAS13(nvJitLinkGetErrorLog)
ALIAS13(nvJitLinkGetInfoLogSize)
ALIAS13(nvJitLinkGetInfoLog)
