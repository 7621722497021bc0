/* nullhandles: what each driver call that takes an object handle answers for a NULL one
   (cuda.bindings' suite found cuFuncGetName and cuKernelGetName answering
   CUDA_ERROR_INVALID_VALUE, not INVALID_HANDLE: testdata/reference/cuda-python), and what
   CU_POINTER_ATTRIBUTE_SYNC_MEMOPS reads on each kind of memory before and after
   cuPointerSetAttribute turns it on and off. Each NULL-handle call runs in a child process of
   its own with a current primary context, so that one the real driver dies of ("signal N")
   leaves the others. The calls are found with dlsym, under the names libcuda.so.1 exports,
   and called with integer and pointer arguments only, so no cuda.h is needed. Output, one
   line a case: "NAME CODE" or "NAME signal N"; then "syncmemops KIND ..." lines.
   With the argument "noctx" the calls run after cuInit with no current context, with "noinit"
   before cuInit, and nothing else runs: which of the two faults a call reports first. */
#include <dlfcn.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int (*call5)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t);

static void *lib;
static enum { CURRENT, NOCTX, NOINIT } mode;

static call5 sym(const char *name) {
  call5 f = (call5)dlsym(lib, name);
  if (!f) {
    printf("%s missing\n", name);
    fflush(stdout);
    exit(3);
  }
  return f;
}

#define CALL(name, ...) sym(name)(__VA_ARGS__)

/* Argument codes of a case: O an output buffer (zeroed), S the name "k", a number itself. */
enum { O = -1, S = -2 };

struct nullcase {
  const char *name;
  long args[5];
};

static const struct nullcase cases[] = {
    {"cuFuncGetName", {O, 0}},
    {"cuKernelGetName", {O, 0}},
    {"cuFuncGetAttribute", {O, 4 /* NUM_REGS */, 0}},
    {"cuFuncGetModule", {O, 0}},
    {"cuFuncGetParamInfo", {0, 0, O, O}},
    {"cuFuncIsLoaded", {O, 0}},
    {"cuFuncLoad", {0}},
    {"cuFuncSetAttribute", {0, 8 /* MAX_DYNAMIC_SHARED_SIZE_BYTES */, 0}},
    {"cuFuncSetCacheConfig", {0, 0}},
    {"cuKernelGetAttribute", {O, 4, 0, 0}},
    {"cuKernelGetFunction", {O, 0}},
    {"cuKernelGetLibrary", {O, 0}},
    {"cuKernelGetParamInfo", {0, 0, O, O}},
    {"cuKernelSetAttribute", {8, 0, 0, 0}},
    {"cuKernelSetCacheConfig", {0, 0, 0}},
    {"cuModuleGetFunction", {O, 0, S}},
    {"cuModuleGetGlobal_v2", {O, O, 0, S}},
    {"cuModuleGetFunctionCount", {O, 0}},
    {"cuModuleEnumerateFunctions", {O, 1, 0}},
    {"cuModuleUnload", {0}},
    {"cuLibraryGetKernel", {O, 0, S}},
    {"cuLibraryGetModule", {O, 0}},
    {"cuLibraryGetGlobal", {O, O, 0, S}},
    {"cuLibraryGetKernelCount", {O, 0}},
    {"cuLibraryEnumerateKernels", {O, 1, 0}},
    {"cuLibraryUnload", {0}},
    {"cuEventQuery", {0}},
    {"cuEventSynchronize", {0}},
    {"cuEventRecord", {0, 0}},
    {"cuEventElapsedTime_v2", {O, 0, 0}},
    {"cuEventDestroy_v2", {0}},
    {"cuGraphGetNodes", {0, 0, O}},
    {"cuGraphNodeGetType", {0, O}},
    {"cuGraphClone", {O, 0}},
    {"cuGraphInstantiateWithFlags", {O, 0, 0}},
    {"cuGraphLaunch", {0, 0}},
    {"cuGraphExecDestroy", {0}},
    {"cuGraphDestroy", {0}},
    {"cuMemPoolGetAttribute", {0, 1 /* RELEASE_THRESHOLD */, O}},
    {"cuMemPoolDestroy", {0}},
    {"cuArrayGetDescriptor_v2", {O, 0}},
    {"cuArrayDestroy", {0}},
    {"cuUserObjectRetain", {0, 1}},
    {"cuUserObjectRelease", {0, 1}},
    {"cuMemGetAllocationPropertiesFromHandle", {O, 0}},
    {"cuMemRelease", {0}},
    {"cuTexObjectDestroy", {0}},
    {"cuSurfObjectDestroy", {0}},
};

static int context(void) {
  uintptr_t ctx = 0;
  if (mode == NOINIT) return 0;
  if (mode == NOCTX) return CALL("cuInit", 0, 0, 0, 0, 0);
  return CALL("cuInit", 0, 0, 0, 0, 0) || CALL("cuDevicePrimaryCtxRetain", (uintptr_t)&ctx, 0, 0, 0, 0) ||
         CALL("cuCtxSetCurrent", ctx, 0, 0, 0, 0);
}

static void nullcase(const struct nullcase *c) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    static uint64_t out[4][64];
    uintptr_t a[5];
    if (context()) {
      printf("%s no context\n", c->name);
      fflush(stdout);
      _exit(2);
    }
    for (int i = 0; i < 5; i++)
      a[i] = c->args[i] == O ? (uintptr_t)out[i] : c->args[i] == S ? (uintptr_t) "k" : (uintptr_t)c->args[i];
    int r = sym(c->name)(a[0], a[1], a[2], a[3], a[4]);
    printf("%s %d\n", c->name, r);
    fflush(stdout);
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFSIGNALED(status)) printf("%s signal %d\n", c->name, WTERMSIG(status));
}

/* SYNC_MEMOPS (attribute 6) of p: read, set on, read, set off, read; codes and values. */
static void syncmemops(const char *kind, uintptr_t p) {
  uint64_t v = 0;
  unsigned on = 1, off = 0;
  int r = CALL("cuPointerGetAttribute", (uintptr_t)&v, 6, p, 0, 0);
  printf("syncmemops %s first %d:%llu", kind, r, (unsigned long long)v);
  r = CALL("cuPointerSetAttribute", (uintptr_t)&on, 6, p, 0, 0);
  v = 0;
  int g = CALL("cuPointerGetAttribute", (uintptr_t)&v, 6, p, 0, 0);
  printf(" on %d %d:%llu", r, g, (unsigned long long)v);
  r = CALL("cuPointerSetAttribute", (uintptr_t)&off, 6, p, 0, 0);
  v = 0;
  g = CALL("cuPointerGetAttribute", (uintptr_t)&v, 6, p, 0, 0);
  printf(" off %d %d:%llu\n", r, g, (unsigned long long)v);
}

int main(int argc, char **argv) {
  lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib) {
    printf("dlopen: %s\n", dlerror());
    return 1;
  }
  if (argc > 1) mode = strcmp(argv[1], "noctx") == 0 ? NOCTX : strcmp(argv[1], "noinit") == 0 ? NOINIT : CURRENT;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) nullcase(&cases[i]);
  if (mode != CURRENT) return 0;
  if (context()) return 1;
  uintptr_t dev = 0, managed = 0, pool = 0, pooled = 0;
  void *host = 0, *reg = aligned_alloc(4096, 1 << 16);
  if (CALL("cuMemAlloc_v2", (uintptr_t)&dev, 1 << 16, 0, 0, 0) ||
      CALL("cuMemAllocManaged", (uintptr_t)&managed, 1 << 16, 1 /* GLOBAL */, 0, 0) ||
      CALL("cuMemAllocHost_v2", (uintptr_t)&host, 1 << 16, 0, 0, 0) ||
      CALL("cuMemHostRegister_v2", (uintptr_t)reg, 1 << 16, 0, 0, 0) ||
      CALL("cuDeviceGetDefaultMemPool", (uintptr_t)&pool, 0, 0, 0, 0) ||
      CALL("cuMemAllocFromPoolAsync", (uintptr_t)&pooled, 1 << 16, pool, 0, 0) ||
      CALL("cuStreamSynchronize", 0, 0, 0, 0, 0)) {
    printf("allocation failed\n");
    return 1;
  }
  syncmemops("device", dev);
  syncmemops("managed", managed);
  syncmemops("host", (uintptr_t)host);
  syncmemops("registered", (uintptr_t)reg);
  syncmemops("pool", pooled);
  return 0;
}
