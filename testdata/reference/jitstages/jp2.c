// jp2: what a kernel the driver refused to load answers afterwards (jitstages probe, window 2).
// Usage: jp2 TXQ.ptx MIXSUQ.ptx ORDER.ptx   (TXQ: kernel kq whose load answers 500; MIXSUQ: a
// module with k_istypep and a suq kernel, whose load answers 801; ORDER: three kernels, for the
// order cuLibraryEnumerateKernels and cuModuleEnumerateFunctions list them in). One line a call.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if CUDA_VERSION < 12040
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef int CUlibraryOption;
typedef int CUfunctionLoadingState;
CUresult cuLibraryLoadData(CUlibrary *, const void *, CUjit_option *, void **, unsigned int, CUlibraryOption *, void **, unsigned int);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuLibraryGetModule(CUmodule *, CUlibrary);
CUresult cuKernelGetFunction(CUfunction *, CUkernel);
CUresult cuKernelGetAttribute(int *, CUfunction_attribute, CUkernel, CUdevice);
CUresult cuFuncIsLoaded(CUfunctionLoadingState *, CUfunction);
CUresult cuFuncLoad(CUfunction);
CUresult cuLibraryGetKernelCount(unsigned int *, CUlibrary);
CUresult cuLibraryEnumerateKernels(CUkernel *, unsigned int, CUlibrary);
CUresult cuKernelGetName(const char **, CUkernel);
CUresult cuModuleGetFunctionCount(unsigned int *, CUmodule);
CUresult cuModuleEnumerateFunctions(CUfunction *, unsigned int, CUmodule);
CUresult cuFuncGetName(const char **, CUfunction);
#endif

static const char *ename(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
static void P(const char *step, CUresult r) { printf("%s %d %s\n", step, r, ename(r)); fflush(stdout); }
static char *readf(const char *p) {
  FILE *f = fopen(p, "rb"); if (!f) return 0;
  fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char *b = calloc(1, n + 1); if (fread(b, 1, n, f) != (size_t)n) {} fclose(f); return b;
}
static char zero[32][128];
static void *params[32];
static void launch(const char *what, CUfunction f) {
  char step[256];
  sprintf(step, "%s cuLaunchKernel", what); P(step, cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, params, 0));
  sprintf(step, "%s cuCtxSynchronize", what); P(step, cuCtxSynchronize());
}
static void state(const char *what, CUfunction f) {
  CUfunctionLoadingState st = -1; CUresult r = cuFuncIsLoaded(&st, f);
  int regs = -1, maxt = -1;
  CUresult a = cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
  CUresult b = cuFuncGetAttribute(&maxt, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
  int nb = -1; CUresult o = cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, 128, 0);
  printf("%s isLoaded %d %s = %d; NUM_REGS %d %s; MAX_THREADS %d %s; occupancy %d %s\n", what, r, ename(r), (int)st, a, ename(a), b, ename(b), o, ename(o));
  fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: jp2 TXQ.ptx MIXSUQ.ptx ORDER.ptx\n"); return 2; }
  for (int j = 0; j < 32; j++) params[j] = zero[j];
  CUdevice d; CUcontext c;
  P("cuInit", cuInit(0)); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  char *txq = readf(argv[1]), *suq = readf(argv[2]), *ord = readf(argv[3]);
  if (!txq || !suq || !ord) { printf("unreadable\n"); return 1; }
  CUmodule m; CUfunction f;
  // E. enumeration order of a PTX library's kernels and of a PTX module's functions
  {
    CUlibrary l; CUkernel ks[8]; unsigned int n = 0; CUmodule m; CUfunction fs[8];
    P("E cuLibraryLoadData", cuLibraryLoadData(&l, ord, 0, 0, 0, 0, 0, 0));
    P("E cuLibraryGetKernelCount", cuLibraryGetKernelCount(&n, l));
    if (n > 8) n = 8;
    P("E cuLibraryEnumerateKernels", cuLibraryEnumerateKernels(ks, n, l));
    for (unsigned int i = 0; i < n; i++) { const char *nm = "?"; CUresult r = cuKernelGetName(&nm, ks[i]); printf("E kernel[%u] %d %s\n", i, r, r ? "?" : nm); }
    P("E cuLibraryGetModule", cuLibraryGetModule(&m, l));
    n = 0; P("E cuModuleGetFunctionCount", cuModuleGetFunctionCount(&n, m));
    if (n > 8) n = 8;
    P("E cuModuleEnumerateFunctions", cuModuleEnumerateFunctions(fs, n, m));
    for (unsigned int i = 0; i < n; i++) { const char *nm = "?"; CUresult r = cuFuncGetName(&nm, fs[i]); printf("E function[%u] %d %s\n", i, r, r ? "?" : nm); }
    P("E cuLibraryUnload", cuLibraryUnload(l));
  }
  // A. module: the second lookup's handle
  P("A cuModuleLoadData", cuModuleLoadData(&m, txq));
  P("A cuModuleGetFunction#1", cuModuleGetFunction(&f, m, "kq"));
  P("A cuModuleGetFunction#2", cuModuleGetFunction(&f, m, "kq"));
  state("A after #2", f);
  P("A cuFuncLoad", cuFuncLoad(f));
  state("A after cuFuncLoad", f);
  launch("A", f);
  P("A cuModuleGetFunction#3", cuModuleGetFunction(&f, m, "kq"));
  launch("A#3", f);
  P("A cuModuleUnload", cuModuleUnload(m));
  // B. library: a launch through the CUkernel before any lookup, then the lookups
  CUlibrary l; CUkernel k;
  P("B cuLibraryLoadData", cuLibraryLoadData(&l, txq, 0, 0, 0, 0, 0, 0));
  P("B cuLibraryGetKernel", cuLibraryGetKernel(&k, l, "kq"));
  { int v = -1; CUresult r = cuKernelGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, k, d); printf("B cuKernelGetAttribute NUM_REGS %d %s\n", r, ename(r)); }
  launch("B kernel", (CUfunction)k);
  launch("B kernel#2", (CUfunction)k);
  P("B cuKernelGetFunction#1", cuKernelGetFunction(&f, k));
  P("B cuKernelGetFunction#2", cuKernelGetFunction(&f, k));
  state("B after #2", f);
  launch("B function", f);
  P("B cuLibraryGetModule", cuLibraryGetModule(&m, l));
  P("B cuModuleGetFunction", cuModuleGetFunction(&f, m, "kq"));
  P("B cuLibraryUnload", cuLibraryUnload(l));
  // D. a fresh library: cuKernelGetFunction's refusal, then a launch through the CUkernel
  P("D cuLibraryLoadData", cuLibraryLoadData(&l, txq, 0, 0, 0, 0, 0, 0));
  P("D cuLibraryGetKernel", cuLibraryGetKernel(&k, l, "kq"));
  P("D cuKernelGetFunction#1", cuKernelGetFunction(&f, k));
  launch("D kernel", (CUfunction)k);
  P("D cuLibraryUnload", cuLibraryUnload(l));
  // C (last: were it to run, the kernel would fault the context). A library whose module load
  // answers 801: a launch through the CUkernel
  P("C cuLibraryLoadData", cuLibraryLoadData(&l, suq, 0, 0, 0, 0, 0, 0));
  P("C cuLibraryGetKernel", cuLibraryGetKernel(&k, l, "k_istypep"));
  launch("C kernel", (CUfunction)k);
  P("C cuKernelGetFunction", cuKernelGetFunction(&f, k));
  P("C cuLibraryUnload", cuLibraryUnload(l));
  P("final cuCtxSynchronize", cuCtxSynchronize());
  return 0;
}
