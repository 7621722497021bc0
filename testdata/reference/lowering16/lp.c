// lp: loads one PTX file and launches each named kernel (lazyparse probe).
// Usage: lp FILE.ptx KERNEL...   (the loading mode is CUDA_MODULE_LOADING's)
// Each kernel takes one .param .u64 p (a zeroed 64-byte device buffer); after each launch the
// first two words of p are printed. One line a call: "<step> <code> <name>"; the JIT error log of
// cuModuleLoadDataEx follows it, one "| " line each. Module: cuModuleLoadDataEx with the error
// log, then per kernel cuModuleGetFunction, cuLaunchKernel, cuCtxSynchronize; library:
// cuLibraryLoadData, then per kernel cuLibraryGetKernel, cuKernelGetFunction, cuLaunchKernel
// through the CUkernel, cuCtxSynchronize.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if CUDA_VERSION < 12040
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef int CUlibraryOption;
CUresult cuLibraryLoadData(CUlibrary *, const void *, CUjit_option *, void **, unsigned int, CUlibraryOption *, void **, unsigned int);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuKernelGetFunction(CUfunction *, CUkernel);
#endif

static const char *ename(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
static void P(const char *step, CUresult r) { printf("%s %d %s\n", step, r, ename(r)); fflush(stdout); }
static char *readf(const char *p) {
  FILE *f = fopen(p, "rb"); if (!f) return 0;
  fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char *b = calloc(1, n + 1); if (fread(b, 1, n, f) != (size_t)n) {} fclose(f); return b;
}

static CUdeviceptr buf;

static void launch(const char *what, CUfunction f) {
  char step[256];
  unsigned int v[2] = {0, 0};
  cuMemsetD8(buf, 0, 64);
  void *params[1] = {&buf};
  sprintf(step, "%s cuLaunchKernel", what); P(step, cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, params, 0));
  sprintf(step, "%s cuCtxSynchronize", what); P(step, cuCtxSynchronize());
  CUresult r = cuMemcpyDtoH(v, buf, sizeof v);
  printf("%s p[0..1] %d = %u %u\n", what, r, v[0], v[1]); fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: lp FILE.ptx KERNEL...\n"); return 2; }
  CUdevice d; CUcontext c;
  P("cuInit", cuInit(0)); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  const char *mode = getenv("CUDA_MODULE_LOADING");
  printf("== %s (CUDA_MODULE_LOADING=%s)\n", argv[1], mode ? mode : "");
  char *img = readf(argv[1]);
  if (!img) { printf("unreadable\n"); return 1; }
  P("cuMemAlloc", cuMemAlloc(&buf, 64));
  static char elog[65536];
  CUjit_option jo[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *jv[2] = {elog, (void *)(size_t)sizeof elog};
  char step[256];
  CUmodule m;
  CUresult r = cuModuleLoadDataEx(&m, img, 2, jo, jv); P("cuModuleLoadDataEx", r);
  for (const char *p = elog; *p;) { const char *e = strchr(p, '\n'); int n = e ? (int)(e - p) : (int)strlen(p); printf("  | %.*s\n", n, p); p += n; if (*p) p++; }
  if (!r) {
    for (int i = 2; i < argc; i++) {
      CUfunction f; sprintf(step, "cuModuleGetFunction(%s)", argv[i]);
      CUresult g = cuModuleGetFunction(&f, m, argv[i]); P(step, g);
      if (!g) { sprintf(step, "module %s", argv[i]); launch(step, f); }
    }
    P("cuModuleUnload", cuModuleUnload(m));
  }
  CUlibrary l;
  r = cuLibraryLoadData(&l, img, 0, 0, 0, 0, 0, 0); P("cuLibraryLoadData", r);
  if (!r) {
    for (int i = 2; i < argc; i++) {
      CUkernel k; sprintf(step, "cuLibraryGetKernel(%s)", argv[i]);
      CUresult g = cuLibraryGetKernel(&k, l, argv[i]); P(step, g);
      if (g) continue;
      CUfunction f; sprintf(step, "cuKernelGetFunction(%s)", argv[i]); P(step, cuKernelGetFunction(&f, k));
      sprintf(step, "library %s", argv[i]); launch(step, (CUfunction)k);
    }
    P("cuLibraryUnload", cuLibraryUnload(l));
  }
  P("cuMemFree", cuMemFree(buf));
  free(img);
  return 0;
}
