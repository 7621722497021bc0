// For each PTX file: cuModuleLoadData's code (JIT logs), then for each kernel name given after "--":
// cuModuleGetFunction's code; and the same through cuLibraryLoadData + cuLibraryGetKernel + cuKernelGetFunction.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char *readf(const char *p) { FILE *f = fopen(p, "rb"); if (!f) return 0; fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f); char *b = calloc(1, n + 1); if (fread(b, 1, n, f) != (size_t)n) {} fclose(f); return b; }
int main(int argc, char **argv) {
  CUdevice d; CUcontext c; cuInit(0); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  int i = 1;
  for (; i < argc && strcmp(argv[i], "--"); i++) {
    char *img = readf(argv[i]); if (!img) { printf("%s: unreadable\n", argv[i]); continue; }
    CUmodule m; CUresult r = cuModuleLoadData(&m, img);
    printf("%s: cuModuleLoadData -> %d\n", argv[i], r);
    if (r == 0) {
      for (int k = i + 1; k < argc; k++) if (!strcmp(argv[k], "--")) { for (int j = k + 1; j < argc; j++) { CUfunction f; CUresult g = cuModuleGetFunction(&f, m, argv[j]); printf("  cuModuleGetFunction(%s) -> %d", argv[j], g);
        if (g == 0) { int regs = -1; CUresult a = cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f); printf("  attr -> %d", a); }
        printf("\n"); } break; }
      cuModuleUnload(m);
    }
    CUlibrary l; r = cuLibraryLoadData(&l, img, 0, 0, 0, 0, 0, 0);
    printf("%s: cuLibraryLoadData -> %d\n", argv[i], r);
    if (r == 0) {
      for (int k = i + 1; k < argc; k++) if (!strcmp(argv[k], "--")) { for (int j = k + 1; j < argc; j++) { CUkernel kk; CUresult g = cuLibraryGetKernel(&kk, l, argv[j]); printf("  cuLibraryGetKernel(%s) -> %d", argv[j], g);
        if (g == 0) { CUfunction f; CUresult h = cuKernelGetFunction(&f, kk); printf("  cuKernelGetFunction -> %d", h); }
        printf("\n"); } break; }
      cuLibraryUnload(l);
    }
    free(img);
  }
  return 0;
}
