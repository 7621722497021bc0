// jp: at which call the driver refuses a PTX image, and with what (jitstages probe).
// Usage: jp FILE.ptx KERNEL...   (the loading mode is CUDA_MODULE_LOADING's)
// One line a call: "<step> <code> <name>"; logs follow their call, one "| " line each.
// Steps: cuModuleLoadData, cuModuleLoad (file), cuModuleLoadDataEx with the JIT logs
// (then each kernel through cuModuleGetFunction twice, the module's function count,
// cuModuleEnumerateFunctions with cuFuncGetName/cuFuncIsLoaded/cuFuncLoad, and a launch of
// each function cuFuncLoad refused); cuLibraryLoadData without options (lib0), with the JIT
// logs (lib1: cuLibraryGetModule first) and with CU_LIBRARY_BINARY_IS_PRESERVED (lib2), each
// kernel through cuLibraryGetKernel, cuKernelGetAttribute(NUM_REGS) (lib0) and
// cuKernelGetFunction twice.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if CUDA_VERSION < 12040
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef int CUlibraryOption;
typedef int CUfunctionLoadingState;
#define CU_LIBRARY_BINARY_IS_PRESERVED 1
CUresult cuLibraryLoadData(CUlibrary *, const void *, CUjit_option *, void **, unsigned int, CUlibraryOption *, void **, unsigned int);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuLibraryGetModule(CUmodule *, CUlibrary);
CUresult cuLibraryGetKernelCount(unsigned int *, CUlibrary);
CUresult cuKernelGetFunction(CUfunction *, CUkernel);
CUresult cuKernelGetAttribute(int *, CUfunction_attribute, CUkernel, CUdevice);
CUresult cuModuleGetFunctionCount(unsigned int *, CUmodule);
CUresult cuModuleEnumerateFunctions(CUfunction *, unsigned int, CUmodule);
CUresult cuFuncIsLoaded(CUfunctionLoadingState *, CUfunction);
CUresult cuFuncLoad(CUfunction);
CUresult cuFuncGetName(const char **, CUfunction);
#endif

static const char *ename(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
static void P(const char *step, CUresult r) { printf("%s %d %s\n", step, r, ename(r)); fflush(stdout); }
static void logtext(const char *what, const char *s) {
  printf("  %s:\n", what);
  const char *p = s;
  while (*p) { const char *e = strchr(p, '\n'); int n = e ? (int)(e - p) : (int)strlen(p); printf("  | %.*s\n", n, p); p += n; if (*p) p++; }
  fflush(stdout);
}
static char *readf(const char *p) {
  FILE *f = fopen(p, "rb"); if (!f) return 0;
  fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char *b = calloc(1, n + 1); if (fread(b, 1, n, f) != (size_t)n) {} fclose(f); return b;
}

static char elog[65536], ilog[65536];
static CUjit_option jo[4] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
static void *jv[4];
static void resetlogs(void) { elog[0] = ilog[0] = 0; jv[0] = elog; jv[1] = (void *)(size_t)sizeof elog; jv[2] = ilog; jv[3] = (void *)(size_t)sizeof ilog; }

static void library(const char *img, int variant, int nk, char **kn) {
  char step[256];
  CUlibrary l = 0; CUresult r;
  if (variant == 0) r = cuLibraryLoadData(&l, img, 0, 0, 0, 0, 0, 0);
  else if (variant == 1) { resetlogs(); r = cuLibraryLoadData(&l, img, jo, jv, 4, 0, 0, 0); }
  else { CUlibraryOption o = CU_LIBRARY_BINARY_IS_PRESERVED; void *v = (void *)(size_t)1; r = cuLibraryLoadData(&l, img, 0, 0, 0, &o, &v, 1); }
  sprintf(step, "lib%d cuLibraryLoadData", variant); P(step, r);
  if (variant == 1) { logtext("error log", elog); logtext("info log", ilog); }
  if (r) return;
  unsigned int cnt = 0; r = cuLibraryGetKernelCount(&cnt, l); printf("lib%d cuLibraryGetKernelCount %d %s = %u\n", variant, r, ename(r), cnt);
  if (variant == 1) { CUmodule m; sprintf(step, "lib%d cuLibraryGetModule", variant); P(step, cuLibraryGetModule(&m, l)); }
  for (int i = 0; i < nk; i++) {
    CUkernel k; r = cuLibraryGetKernel(&k, l, kn[i]);
    sprintf(step, "lib%d cuLibraryGetKernel(%s)", variant, kn[i]); P(step, r);
    if (r) continue;
    if (variant == 0) { int v = -1; r = cuKernelGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, k, 0); printf("lib%d cuKernelGetAttribute(%s,NUM_REGS) %d %s\n", variant, kn[i], r, ename(r)); }
    for (int t = 0; t < 2; t++) { CUfunction f; sprintf(step, "lib%d cuKernelGetFunction(%s)#%d", variant, kn[i], t + 1); P(step, cuKernelGetFunction(&f, k)); }
  }
  if (variant != 1) { CUmodule m; sprintf(step, "lib%d cuLibraryGetModule", variant); P(step, cuLibraryGetModule(&m, l)); }
  if (variant == 1) { printf("lib1 logs after the calls:\n"); logtext("error log", elog); logtext("info log", ilog); }
  P("cuCtxSynchronize", cuCtxSynchronize());
  sprintf(step, "lib%d cuLibraryUnload", variant); P(step, cuLibraryUnload(l));
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: jp FILE.ptx KERNEL...\n"); return 2; }
  CUdevice d; CUcontext c;
  P("cuInit", cuInit(0)); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  const char *mode = getenv("CUDA_MODULE_LOADING");
  printf("== %s (CUDA_MODULE_LOADING=%s)\n", argv[1], mode ? mode : "");
  char *img = readf(argv[1]);
  if (!img) { printf("unreadable\n"); return 1; }
  int nk = argc - 2; char **kn = argv + 2;
  char step[256];
  CUmodule m; CUresult r;
  r = cuModuleLoadData(&m, img); P("cuModuleLoadData", r);
  if (!r) cuModuleUnload(m);
  r = cuModuleLoad(&m, argv[1]); P("cuModuleLoad", r);
  if (!r) cuModuleUnload(m);
  resetlogs();
  r = cuModuleLoadDataEx(&m, img, 4, jo, jv); P("cuModuleLoadDataEx", r);
  logtext("error log", elog); logtext("info log", ilog);
  if (!r) {
    for (int i = 0; i < nk; i++)
      for (int t = 0; t < 2; t++) {
        CUfunction f; sprintf(step, "cuModuleGetFunction(%s)#%d", kn[i], t + 1);
        CUresult g = cuModuleGetFunction(&f, m, kn[i]); P(step, g);
        if (!g && t == 0) { int v = -1; CUresult a = cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, f); printf("  NUM_REGS %d %s\n", a, ename(a)); }
      }
    printf("logs after the calls:\n"); logtext("error log", elog);
    P("cuModuleUnload", cuModuleUnload(m));
  }
  // A fresh module for enumeration: no function looked up by name yet.
  r = cuModuleLoadData(&m, img);
  if (!r) {
    unsigned int cnt = 0; r = cuModuleGetFunctionCount(&cnt, m); printf("cuModuleGetFunctionCount %d %s = %u\n", r, ename(r), cnt);
    CUfunction fs[64]; if (cnt > 64) cnt = 64;
    r = cuModuleEnumerateFunctions(fs, cnt, m); P("cuModuleEnumerateFunctions", r);
    if (!r) {
      for (unsigned int i = 0; i < cnt; i++) {
        const char *name = "?"; CUresult nr = cuFuncGetName(&name, fs[i]);
        CUfunctionLoadingState st = -1; CUresult sr = cuFuncIsLoaded(&st, fs[i]);
        printf("enum[%u] name %d %s, isLoaded %d %s = %d\n", i, nr, name, sr, ename(sr), (int)st);
        sprintf(step, "enum[%u] cuFuncLoad", i); CUresult lr = cuFuncLoad(fs[i]); P(step, lr);
        sr = cuFuncIsLoaded(&st, fs[i]); printf("enum[%u] isLoaded %d %s = %d\n", i, sr, ename(sr), (int)st);
        sprintf(step, "enum[%u] cuFuncLoad#2", i); P(step, cuFuncLoad(fs[i]));
        int v = -1; CUresult a = cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, fs[i]); printf("enum[%u] NUM_REGS %d %s\n", i, a, ename(a));
        if (lr) {
          // Launch what cuFuncLoad refused: every parameter a zeroed 128-byte slot.
          static char zero[32][128]; void *params[32]; for (int j = 0; j < 32; j++) params[j] = zero[j];
          sprintf(step, "enum[%u] cuLaunchKernel", i); P(step, cuLaunchKernel(fs[i], 1, 1, 1, 1, 1, 1, 0, 0, params, 0));
          P("cuCtxSynchronize", cuCtxSynchronize());
        }
      }
    }
    P("cuModuleUnload", cuModuleUnload(m));
  } else P("cuModuleLoadData(enumeration)", r);
  for (int v = 0; v < 3; v++) library(img, v, nk, kn);
  free(img);
  return 0;
}
