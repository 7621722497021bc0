/* regs: for each PTX file named, every kernel's name, CU_FUNC_ATTRIBUTE_NUM_REGS,
   LOCAL_SIZE_BYTES, SHARED_SIZE_BYTES, MAX_THREADS_PER_BLOCK and
   cuOccupancyMaxActiveBlocksPerMultiprocessor at 128 and 256 threads, one tab-separated line a
   kernel ("FILE NAME regs local shared maxthreads occ128 occ256"), or "FILE error CODE" where the
   module does not load. The driver's calls are found with dlsym (no cuda.h needed), so the
   program runs on the real driver and on cudasim's drop-in alike (tools/regs36/README.md). */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*call)(uintptr_t, uintptr_t, uintptr_t, uintptr_t);
static void *lib;
static call sym(const char *name) {
  call f = (call)dlsym(lib, name);
  if (!f) {
    printf("missing %s\n", name);
    exit(3);
  }
  return f;
}
#define CALL(name, ...) sym(name)(__VA_ARGS__)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) n = 0;
  b[n] = 0;
  fclose(f);
  return b;
}

int main(int argc, char **argv) {
  lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib) {
    printf("dlopen: %s\n", dlerror());
    return 1;
  }
  uintptr_t ctx = 0;
  if (CALL("cuInit", 0, 0, 0, 0) || CALL("cuDevicePrimaryCtxRetain", (uintptr_t)&ctx, 0, 0, 0) ||
      CALL("cuCtxSetCurrent", ctx, 0, 0, 0)) {
    printf("no context\n");
    return 1;
  }
  for (int i = 1; i < argc; i++) {
    char *ptx = slurp(argv[i]);
    uintptr_t mod = 0;
    int r = ptx ? CALL("cuModuleLoadData", (uintptr_t)&mod, (uintptr_t)ptx, 0, 0) : -1;
    if (r) {
      printf("%s\terror %d\n", argv[i], r);
      free(ptx);
      continue;
    }
    unsigned n = 0;
    CALL("cuModuleGetFunctionCount", (uintptr_t)&n, mod, 0, 0);
    uintptr_t *fns = calloc(n + 1, sizeof *fns);
    CALL("cuModuleEnumerateFunctions", (uintptr_t)fns, n, mod, 0);
    for (unsigned k = 0; k < n; k++) {
      const char *name = "?";
      int v[4] = {-1, -1, -1, -1}, occ[2] = {-1, -1};
      static const int attrs[4] = {4 /* NUM_REGS */, 3 /* LOCAL_SIZE_BYTES */, 1 /* SHARED_SIZE_BYTES */,
                                   0 /* MAX_THREADS_PER_BLOCK */};
      CALL("cuFuncLoad", fns[k], 0, 0, 0);
      CALL("cuFuncGetName", (uintptr_t)&name, fns[k], 0, 0);
      for (int a = 0; a < 4; a++) CALL("cuFuncGetAttribute", (uintptr_t)&v[a], attrs[a], fns[k], 0);
      CALL("cuOccupancyMaxActiveBlocksPerMultiprocessor", (uintptr_t)&occ[0], fns[k], 128, 0);
      CALL("cuOccupancyMaxActiveBlocksPerMultiprocessor", (uintptr_t)&occ[1], fns[k], 256, 0);
      printf("%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\n", argv[i], name, v[0], v[1], v[2], v[3], occ[0], occ[1]);
    }
    free(fns);
    CALL("cuModuleUnload", mod, 0, 0, 0);
    free(ptx);
  }
  return 0;
}
