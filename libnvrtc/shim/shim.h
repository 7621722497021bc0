// shim.h: what cudasim's library shims (nvrtc.c, nvjitlink.c) share:
// logging, finding the real library, forwarding to it, and cudasim's
// registration functions. Each shim defines, before including it:
//   SHIM_SONAME  its soname (build.sh passes it), LIB_NAME ("NVRTC"),
//   LIB_BASE ("libnvrtc"), SHIM_MARKER (the exported marker's name),
//   REAL_PROBE (a function only the real library has), ENV_REAL (the
//   variable naming the real library), WHEEL_DIR (its Python wheel's
//   directory before CUDA 13).
#ifndef CUDASIM_SHIM_H
#define CUDASIM_SHIM_H

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
#define SHIM_TAG "cudasim " LIB_NAME " shim"

// A tail jump for exports whose signatures are not public: to the real
// function, with every argument register as the caller left it. The first
// call resolves it, saving and restoring the argument registers around the
// lookup. Where the real library lacks it, it answers missing() (the
// shim's internal-error code).
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

static int logging;

static void say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs(SHIM_TAG ": ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    fflush(stderr);
    va_end(ap);
}

// ---- finding the real library ----

static void *real;              // its handle, NULL when none was found
static char realPath[PATH_MAX]; // where it was found
static char selfPath[PATH_MAX]; // the shim's own file, resolved
static pthread_once_t once = PTHREAD_ONCE_INIT;

// tryOpen opens path if it is the real library (not this shim, not another).
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
    if (dlsym(h, SHIM_MARKER) || !dlsym(h, REAL_PROBE)) {
        dlclose(h); // another shim, or not the library at all
        return 0;
    }
    real = h;
    snprintf(realPath, sizeof realPath, "%s", resolved);
    return 1;
}

// tryDir looks in dir for the shim's own soname, then any LIB_BASE.so.N*
// (newest name last in glob order, so the last match is tried first).
static int tryDir(const char *dir) {
    char path[PATH_MAX];
    if (!dir || !*dir)
        return 0;
    snprintf(path, sizeof path, "%s/%s", dir, SHIM_SONAME);
    if (tryOpen(path))
        return 1;
    snprintf(path, sizeof path, "%s/" LIB_BASE ".so.[0-9]*", dir);
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

    const char *want = getenv(ENV_REAL);
    if (want && *want) {
        if (!tryOpen(want))
            say(ENV_REAL "=%s is not a real " LIB_NAME " library (or cannot be opened)", want);
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
        // Python wheels (cu13: nvidia/cu13/lib; cu12 and older: WHEEL_DIR).
        static const char *const wheels[] = {"nvidia/cu1*/lib", WHEEL_DIR};
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
            say("no real " LIB_NAME " found (looked for %s and " LIB_BASE ".so.* in LD_LIBRARY_PATH, CUDA_HOME, /usr/local/cuda*, "
                "the system library directories and Python's nvidia/*/lib); set " ENV_REAL " to its path",
                SHIM_SONAME);
    }
    if (real && logging)
        say("forwarding to %s", realPath);
}

// sym returns the real library's function name, or NULL (said on stderr).
static void *sym(const char *name) {
    pthread_once(&once, findReal);
    if (!real)
        return NULL;
    void *f = dlsym(real, name);
    if (!f)
        say("%s: the real " LIB_NAME " (%s) has no such function; answering an internal error", name, realPath);
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

// cudasimSym returns cudasim's function name, or NULL when the driver the
// process loads is not cudasim. A driver not loaded yet is loaded now, by
// the name the program will load it by (libcuda.so.1, found on the same
// path), so that a cubin asked for before the driver's first use is
// registered too; the handle is kept.
static void *cudasimSym(const char *name) {
    void *f = dlsym(RTLD_DEFAULT, name);
    if (!f) {
        void *h = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_NOLOAD);
        if (!h) {
            h = dlopen("libcuda.so.1", RTLD_LAZY);
            if (logging)
                say("loaded libcuda.so.1 to register a cubin: %s", h ? "ok" : dlerror());
        }
        if (h)
            f = dlsym(h, name); // h stays open: the driver stays loaded
    }
    return f;
}

// cudasimRegister returns cudasimRegisterPTX (driver.RegisterPTXEquivalent),
// or NULL.
static registerFn cudasimRegister(void) { return (registerFn)cudasimSym("cudasimRegisterPTX"); }

#endif
