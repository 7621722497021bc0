// cudasim's libnvrtc shim: a library with NVRTC's soname that forwards every
// NVRTC call to the real NVRTC and, when a program hands out a cubin
// (nvrtcGetCUBIN), hands cudasim the PTX the same NVRTC generated for that
// program (nvrtcGetPTX) with it. A cubin holds SASS only; cudasim executes
// PTX and never reads SASS, so without this NVRTC-compiled cubins cannot
// run on it. Nothing here looks inside the cubin: it is passed to cudasim
// as bytes, with the PTX NVRTC itself returned (docs/nvrtc.md).
//
// Build (docs/nvrtc.md; cudasim exec does it for you):
//   cc -shared -fPIC -O2 -o libnvrtc.so.13 -Wl,-soname,libnvrtc.so.13 nvrtc.c -ldl -lpthread
// (the same with 12 or 11.2 for programs of those toolkits). The real NVRTC
// is found at first call: $CUDASIM_REAL_NVRTC (a file), else a library of
// the same soname, or any libnvrtc.so.*, in the directories of
// $LD_LIBRARY_PATH, $CUDA_HOME, /usr/local/cuda*, the system library
// directories and Python's nvidia/cu*/lib and nvidia/cuda_nvrtc/lib; never
// the shim itself. CUDASIM_NVRTC_LOG=1 says on stderr what it found and
// registered.
//
// Where cudasim is not the driver (no cudasimRegisterPTX in the process),
// the shim only forwards.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <glob.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define EXPORT __attribute__((visibility("default")))

// nvrtc.h's types, restated so that the shim builds without the toolkit.
typedef int nvrtcResult;
typedef struct _nvrtcProgram *nvrtcProgram;
enum {
    NVRTC_SUCCESS = 0,
    NVRTC_ERROR_INVALID_INPUT = 3,
    NVRTC_ERROR_INVALID_PROGRAM = 4,
    NVRTC_ERROR_INTERNAL_ERROR = 11,
};

// The marker tells a shim from a real NVRTC when searching (a shim never
// forwards to a shim).
EXPORT const char cudasim_nvrtc_shim[] = "cudasim libnvrtc shim";

static int logging;

static void say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("cudasim nvrtc shim: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    fflush(stderr);
    va_end(ap);
}

// ---- finding the real NVRTC ----

static void *real;              // its handle, NULL when none was found
static char realPath[PATH_MAX]; // where it was found
static char selfPath[PATH_MAX]; // the shim's own file, resolved
static pthread_once_t once = PTHREAD_ONCE_INIT;

#ifndef SHIM_SONAME
#define SHIM_SONAME "libnvrtc.so.13"
#endif

// tryOpen opens path if it is a real NVRTC (not this shim, not another).
static int tryOpen(const char *path) {
    char resolved[PATH_MAX];
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || !realpath(path, resolved))
        return 0;
    if (selfPath[0] && strcmp(resolved, selfPath) == 0)
        return 0;
    void *h = dlopen(resolved, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        if (logging)
            say("cannot open %s: %s", resolved, dlerror());
        return 0;
    }
    if (dlsym(h, "cudasim_nvrtc_shim") || !dlsym(h, "nvrtcCompileProgram")) {
        dlclose(h); // another shim, or not NVRTC at all
        return 0;
    }
    real = h;
    snprintf(realPath, sizeof realPath, "%s", resolved);
    return 1;
}

// tryDir looks in dir for the shim's own soname, then any libnvrtc.so.N*
// (newest name last in glob order, so the last match is tried first).
static int tryDir(const char *dir) {
    char path[PATH_MAX];
    if (!dir || !*dir)
        return 0;
    snprintf(path, sizeof path, "%s/%s", dir, SHIM_SONAME);
    if (tryOpen(path))
        return 1;
    snprintf(path, sizeof path, "%s/libnvrtc.so.[0-9]*", dir);
    glob_t g;
    int found = 0;
    if (glob(path, 0, NULL, &g) == 0) {
        for (size_t i = g.gl_pathc; i-- > 0 && !found;)
            found = tryOpen(g.gl_pathv[i]);
        globfree(&g);
    }
    return found;
}

// tryPattern tries every directory a glob pattern matches.
static int tryPattern(const char *pattern) {
    glob_t g;
    int found = 0;
    if (glob(pattern, GLOB_ONLYDIR, NULL, &g) == 0) {
        for (size_t i = g.gl_pathc; i-- > 0 && !found;)
            found = tryDir(g.gl_pathv[i]);
        globfree(&g);
    }
    return found;
}

// tryList tries each directory of a colon-separated list, and with suffix
// appended to each (for PYTHONPATH-like lists).
static int tryList(const char *list, const char *suffix) {
    if (!list)
        return 0;
    char *copy = strdup(list), *save = NULL;
    int found = 0;
    for (char *d = strtok_r(copy, ":", &save); d && !found; d = strtok_r(NULL, ":", &save)) {
        if (suffix) {
            char pattern[PATH_MAX];
            snprintf(pattern, sizeof pattern, "%s/%s", d, suffix);
            found = tryPattern(pattern);
        } else {
            found = tryDir(d);
        }
    }
    free(copy);
    return found;
}

static void findReal(void) {
    const char *e = getenv("CUDASIM_NVRTC_LOG");
    logging = e && *e && strcmp(e, "0") != 0;
    Dl_info info;
    if (dladdr((void *)findReal, &info) && info.dli_fname && !realpath(info.dli_fname, selfPath))
        selfPath[0] = 0;

    const char *want = getenv("CUDASIM_REAL_NVRTC");
    if (want && *want) {
        if (!tryOpen(want))
            say("CUDASIM_REAL_NVRTC=%s is not a real NVRTC library (or cannot be opened)", want);
    } else {
        const char *home = getenv("CUDA_HOME"), *venv = getenv("VIRTUAL_ENV"), *pyhome = getenv("HOME");
        char buf[PATH_MAX];
        int found = tryList(getenv("LD_LIBRARY_PATH"), NULL);
        if (!found && home) {
            snprintf(buf, sizeof buf, "%s/lib64", home);
            found = tryDir(buf);
        }
        static const char *const fixed[] = {
            "/usr/local/cuda/lib64", "/usr/local/cuda/targets/x86_64-linux/lib",
            "/usr/local/cuda-*/lib64", "/usr/local/cuda-*/targets/x86_64-linux/lib",
            "/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/lib/x86_64-linux-gnu",
        };
        for (size_t i = 0; !found && i < sizeof fixed / sizeof fixed[0]; i++)
            found = strchr(fixed[i], '*') ? tryPattern(fixed[i]) : tryDir(fixed[i]);
        // Python wheels: nvidia-cuda-nvrtc (cu13: nvidia/cu13/lib; cu12 and
        // older: nvidia/cuda_nvrtc/lib).
        static const char *const wheels[] = {"nvidia/cu1*/lib", "nvidia/cuda_nvrtc/lib"};
        for (size_t w = 0; !found && w < 2; w++) {
            found = tryList(getenv("PYTHONPATH"), wheels[w]);
            if (!found && venv) {
                snprintf(buf, sizeof buf, "%s/lib/python3*/site-packages/%s", venv, wheels[w]);
                found = tryPattern(buf);
            }
            if (!found && pyhome) {
                snprintf(buf, sizeof buf, "%s/.local/lib/python3*/site-packages/%s", pyhome, wheels[w]);
                found = tryPattern(buf);
            }
            static const char *const sites[] = {
                "/usr/local/lib/python3*/dist-packages/", "/usr/local/lib/python3*/site-packages/",
                "/usr/lib/python3/dist-packages/", "/usr/lib/python3*/site-packages/",
                "/opt/conda/lib/python3*/site-packages/",
            };
            for (size_t i = 0; !found && i < sizeof sites / sizeof sites[0]; i++) {
                snprintf(buf, sizeof buf, "%s%s", sites[i], wheels[w]);
                found = tryPattern(buf);
            }
        }
        if (!found)
            say("no real NVRTC found (looked for %s and libnvrtc.so.* in LD_LIBRARY_PATH, CUDA_HOME, /usr/local/cuda*, "
                "the system library directories and Python's nvidia/*/lib); set CUDASIM_REAL_NVRTC to its path",
                SHIM_SONAME);
    }
    if (real && logging)
        say("forwarding to %s", realPath);
}

// sym returns the real NVRTC's function name, or NULL (said once per name
// when logging).
static void *sym(const char *name) {
    pthread_once(&once, findReal);
    if (!real)
        return NULL;
    void *f = dlsym(real, name);
    if (!f)
        say("%s: the real NVRTC (%s) has no such function; answering NVRTC_ERROR_INTERNAL_ERROR", name, realPath);
    return f;
}

// Each forwarder resolves its function once (a race resolves it twice, to
// the same address).
#define REAL(var, name, type)                                      \
    static void *p_##name;                                         \
    if (!__atomic_load_n(&p_##name, __ATOMIC_ACQUIRE))             \
        __atomic_store_n(&p_##name, sym(#name), __ATOMIC_RELEASE); \
    __typeof__(type) var = (__typeof__(type))__atomic_load_n(&p_##name, __ATOMIC_ACQUIRE)

// ---- registering a cubin's PTX with cudasim ----

typedef int (*registerFn)(const void *image, size_t imageSize, const char *ptx, size_t ptxSize);

// cudasimRegister returns cudasim's registration function, or NULL when
// the driver the process loads is not cudasim. A driver not loaded yet is
// loaded now, by the name the program will load it by (libcuda.so.1, found
// on the same path), so that a cubin asked for before the driver's first
// use is registered too; the handle is kept.
static registerFn cudasimRegister(void) {
    void *f = dlsym(RTLD_DEFAULT, "cudasimRegisterPTX");
    if (!f) {
        void *h = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_NOLOAD);
        if (!h) {
            h = dlopen("libcuda.so.1", RTLD_LAZY);
            if (logging)
                say("loaded libcuda.so.1 to register a cubin: %s", h ? "ok" : dlerror());
        }
        if (h)
            f = dlsym(h, "cudasimRegisterPTX"); // h stays open: the driver stays loaded
    }
    return (registerFn)f;
}

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
FORWARD(nvrtcCreateProgram,
        (nvrtcProgram * prog, const char *src, const char *name, int numHeaders, const char *const *headers,
         const char *const *includeNames),
        (prog, src, name, numHeaders, headers, includeNames))
FORWARD(nvrtcDestroyProgram, (nvrtcProgram * prog), (prog))
FORWARD(nvrtcCompileProgram, (nvrtcProgram prog, int numOptions, const char *const *options), (prog, numOptions, options))
FORWARD(nvrtcGetPTXSize, (nvrtcProgram prog, size_t *ptxSizeRet), (prog, ptxSizeRet))
FORWARD(nvrtcGetPTX, (nvrtcProgram prog, char *ptx), (prog, ptx))
FORWARD(nvrtcGetCUBINSize, (nvrtcProgram prog, size_t *cubinSizeRet), (prog, cubinSizeRet))
FORWARD(nvrtcGetNVVMSize, (nvrtcProgram prog, size_t *nvvmSizeRet), (prog, nvvmSizeRet))
FORWARD(nvrtcGetNVVM, (nvrtcProgram prog, char *nvvm), (prog, nvvm))
FORWARD(nvrtcGetLTOIRSize, (nvrtcProgram prog, size_t *LTOIRSizeRet), (prog, LTOIRSizeRet))
FORWARD(nvrtcGetLTOIR, (nvrtcProgram prog, char *LTOIR), (prog, LTOIR))
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
// signatures are not public: a tail jump to the real function, with every
// argument register as the caller left it. The first call resolves it,
// saving and restoring the argument registers around the lookup. Where the
// real NVRTC lacks it, it answers NVRTC_ERROR_INTERNAL_ERROR.
static nvrtcResult missing(void) { return NVRTC_ERROR_INTERNAL_ERROR; }

#define TRAMPOLINE(name)                                                           \
    __attribute__((used)) static void *t_##name;                                   \
    __attribute__((used)) static void *resolve_##name(void) {                      \
        void *f = sym(#name);                                                      \
        if (!f)                                                                    \
            f = (void *)missing;                                                   \
        __atomic_store_n(&t_##name, f, __ATOMIC_RELEASE);                          \
        return f;                                                                  \
    }                                                                              \
    __asm__(".text\n.globl " #name "\n.type " #name ", @function\n" #name ":\n"     \
            "  movq t_" #name "(%rip), %r11\n  testq %r11, %r11\n  jz 1f\n"         \
            "  jmp *%r11\n"                                                         \
            "1:  pushq %rdi\n  pushq %rsi\n  pushq %rdx\n  pushq %rcx\n"              \
            "  pushq %r8\n  pushq %r9\n  pushq %rax\n  subq $128, %rsp\n"            \
            "  movdqu %xmm0, 0(%rsp)\n  movdqu %xmm1, 16(%rsp)\n"                    \
            "  movdqu %xmm2, 32(%rsp)\n  movdqu %xmm3, 48(%rsp)\n"                   \
            "  movdqu %xmm4, 64(%rsp)\n  movdqu %xmm5, 80(%rsp)\n"                   \
            "  movdqu %xmm6, 96(%rsp)\n  movdqu %xmm7, 112(%rsp)\n"                  \
            "  call resolve_" #name "\n  movq %rax, %r11\n"                          \
            "  movdqu 0(%rsp), %xmm0\n  movdqu 16(%rsp), %xmm1\n"                    \
            "  movdqu 32(%rsp), %xmm2\n  movdqu 48(%rsp), %xmm3\n"                   \
            "  movdqu 64(%rsp), %xmm4\n  movdqu 80(%rsp), %xmm5\n"                   \
            "  movdqu 96(%rsp), %xmm6\n  movdqu 112(%rsp), %xmm7\n"                  \
            "  addq $128, %rsp\n  popq %rax\n  popq %r9\n  popq %r8\n"               \
            "  popq %rcx\n  popq %rdx\n  popq %rsi\n  popq %rdi\n"                   \
            "  jmp *%r11\n"                                                         \
            ".size " #name ", .-" #name "\n")

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
