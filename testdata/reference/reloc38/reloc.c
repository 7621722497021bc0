/* reloc37-c: NUM_REGS of each kernel of a PTX file loaded two ways on the real driver:
   cuModuleLoadData of the PTX ("load"), and cuLinkCreate + cuLinkAddData(PTX) + cuLinkComplete
   + cuModuleLoadData of the linked cubin ("link"). One line a kernel: FILE MODE REGS NAME. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) n = 0;
  b[n] = 0;
  fclose(f);
  *len = n + 1;
  return b;
}
static void list(const char *file, const char *mode, CUmodule mod) {
  unsigned n = 0;
  cuModuleGetFunctionCount(&n, mod);
  CUfunction *fns = calloc(n + 1, sizeof *fns);
  cuModuleEnumerateFunctions(fns, n, mod);
  for (unsigned i = 0; i < n; i++) {
    int regs = -1;
    const char *name = "?";
    cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fns[i]);
    cuFuncGetName(&name, fns[i]);
    printf("%s\t%s\t%d\t%s\n", file, mode, regs, name);
  }
  free(fns);
}
int main(int argc, char **argv) {
  CUcontext ctx;
  CUdevice dev;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("no context\n");
    return 1;
  }
  for (int i = 1; i < argc; i++) {
    size_t len = 0;
    char *ptx = slurp(argv[i], &len);
    CUmodule mod;
    CUresult r = cuModuleLoadData(&mod, ptx);
    if (r) printf("%s\tload\terror %d\n", argv[i], r);
    else { list(argv[i], "load", mod); cuModuleUnload(mod); }
    CUlinkState ls;
    void *cubin = NULL;
    size_t size = 0;
    r = cuLinkCreate(0, NULL, NULL, &ls);
    if (!r) r = cuLinkAddData(ls, CU_JIT_INPUT_PTX, ptx, len, argv[i], 0, NULL, NULL);
    if (!r) r = cuLinkComplete(ls, &cubin, &size);
    if (!r) r = cuModuleLoadData(&mod, cubin);
    if (r) printf("%s\tlink\terror %d\n", argv[i], r);
    else { list(argv[i], "link", mod); cuModuleUnload(mod); }
    cuLinkDestroy(ls);
    free(ptx);
  }
  return 0;
}
