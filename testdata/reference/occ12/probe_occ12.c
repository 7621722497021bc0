// probe_occ12 measures, on the real driver, what a kernel's static shared
// memory, register count and thread limit become (issue 11's "Also" items):
//
//   shared FILE.ptx...  module-scope .shared variables (gen_occ12.py's
//                       shared/): each kernel's attributes, the dynamic
//                       shared memory left to it, its launch at and past
//                       the limits, and the shared addresses it stored
//   jit DIR [FROM]      JIT options at cuModuleLoadDataEx, cuLinkCreate and
//                       cuLibraryLoadData over DIR/base.ptx (gen_occ12.py's
//                       jit/), and the directive variants DIR/*.ptx with and
//                       without options, from case FROM on
//   regs FILE.ptx...    the attributes of every kernel of each PTX file
//
// Output: `call -> CODE` for calls whose code matters, facts on lines of
// their own. It declares what it calls itself (no cuda.h), so the same
// source runs on the real libcuda.so.1 and on cudasim's.
#define _GNU_SOURCE
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUlinkState_st *CUlinkState;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemsetD8_v2(CUdeviceptr, unsigned char, size_t);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleLoadDataEx(CUmodule *, const void *, unsigned, int *, void **);
CUresult cuModuleUnload(CUmodule);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuFuncGetAttribute(int *, int, CUfunction);
CUresult cuFuncSetAttribute(CUfunction, int, int);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *, CUfunction, int, size_t);
CUresult cuOccupancyMaxPotentialBlockSize(int *, int *, CUfunction, size_t (*)(int), size_t, int);
CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *, CUfunction, int, int);
CUresult cuLinkCreate_v2(unsigned, int *, void **, CUlinkState *);
CUresult cuLinkAddData_v2(CUlinkState, int, void *, size_t, const char *, unsigned, int *, void **);
CUresult cuLinkComplete(CUlinkState, void **, size_t *);
CUresult cuLinkDestroy(CUlinkState);
CUresult cuLibraryLoadData(CUlibrary *, const void *, int *, void **, unsigned, int *, void **, unsigned);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuKernelGetFunction(CUfunction *, CUkernel);
CUresult cuKernelGetAttribute(int *, int, CUkernel, CUdevice);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) printf("%s -> %s\n", #call, name(call))
#define MUST(call) do { CUresult r_ = (call); if (r_) { printf("%s -> %s\n", #call, name(r_)); exit(2); } } while (0)

static CUdevice dev;

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(sz + 1);
  if (fread(b, 1, sz, f) != (size_t)sz) exit(1);
  b[sz] = 0; fclose(f); return b;
}

// entries lists the names of src's .entry directives.
static int entries(const char *src, char names[][1024], int max) {
  int n = 0;
  for (const char *p = src; n < max && (p = strstr(p, ".entry ")); p += 7)
    if (sscanf(p + 7, "%1023[A-Za-z0-9_$]", names[n]) == 1) n++;
  return n;
}

enum { NUM_REGS = 4, SHARED = 1, CONST = 2, LOCAL = 3, MAX_THREADS = 0, MAX_DYN = 8, PTX_VERSION = 5, BINARY_VERSION = 6 };

// attrs prints a kernel's attributes, its potential block size and blocks
// per multiprocessor at 32..1024 threads without dynamic shared memory.
static void attrs(const char *tag, CUfunction f) {
  int nr = -1, ssz = -1, loc = -1, cst = -1, mt = -1, md = -1;
  cuFuncGetAttribute(&nr, NUM_REGS, f);
  cuFuncGetAttribute(&ssz, SHARED, f);
  cuFuncGetAttribute(&loc, LOCAL, f);
  cuFuncGetAttribute(&cst, CONST, f);
  cuFuncGetAttribute(&mt, MAX_THREADS, f);
  cuFuncGetAttribute(&md, MAX_DYN, f);
  int minGrid = -1, bs = -1;
  CUresult rp = cuOccupancyMaxPotentialBlockSize(&minGrid, &bs, f, 0, 0, 0);
  printf("%s\tregs %d\tshared %d\tlocal %d\tconst %d\tmaxthreads %d\tmaxdyn %d\tpotential %s %d %d\tocc", tag, nr, ssz, loc, cst,
         mt, md, rp ? name(rp) : "", minGrid, bs);
  static const int bl[] = {32, 64, 128, 256, 512, 768, 1024};
  for (int i = 0; i < 7; i++) {
    int n = -1;
    CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, f, bl[i], 0);
    if (r) printf(" %s", name(r)); else printf(" %d", n);
  }
  printf("\n");
}

// ---- shared ----

static CUdeviceptr out;
enum { OUTWORDS = 1024 };

static CUresult launch(CUfunction f, unsigned threads, unsigned dyn, CUresult *sync) {
  void *args[] = {&out};
  CUresult r = cuLaunchKernel(f, 1, 1, 1, threads, 1, 1, dyn, 0, args, 0);
  *sync = cuCtxSynchronize();
  return r;
}

static void shared_kernel(const char *file, const char *k, CUfunction f) {
  char tag[1200];
  snprintf(tag, sizeof tag, "%s %s", file, k);
  attrs(tag, f);
  int ssz = 0, optin = 0;
  cuFuncGetAttribute(&ssz, SHARED, f);
  cuDeviceGetAttribute(&optin, 97 /*MAX_SHARED_MEMORY_PER_BLOCK_OPTIN*/, dev);
  size_t a1 = 0, a2 = 0;
  CUresult r1 = cuOccupancyAvailableDynamicSMemPerBlock(&a1, f, 1, 128);
  CUresult r2 = cuOccupancyAvailableDynamicSMemPerBlock(&a2, f, 2, 128);
  printf("%s available dynamic for 1, 2 blocks of 128: %s %zu, %s %zu\n", tag, name(r1), a1, name(r2), a2);
  // What it stored: the shared address of each variable it uses and what
  // it read back (thread 127's store wins or not: only addresses matter).
  unsigned dyn0 = strstr(k, "dyn") ? 256 : 0;
  MUST(cuMemsetD8_v2(out, 0xee, OUTWORDS * 4));
  CUresult sync, r = launch(f, 128, dyn0, &sync);
  unsigned w[16];
  MUST(cuMemcpyDtoH_v2(w, out, sizeof w));
  printf("%s launch 128 threads dyn %u -> %s, sync %s; addresses:", tag, dyn0, name(r), name(sync));
  for (int i = 0; i < 16; i += 2) if (w[i] != 0xeeeeeeeeu) printf(" [%d]=%u", i / 2, w[i]);
  printf("\n");
  long lim[] = {49152 - ssz, 49152 - ssz + 1};
  for (int i = 0; i < 2; i++) {
    if (lim[i] < 0) continue;
    r = launch(f, 128, lim[i], &sync);
    printf("%s launch dyn %ld (48 KiB %+ld) -> %s, sync %s\n", tag, lim[i], lim[i] + ssz - 49152, name(r), name(sync));
  }
  long opt[] = {optin - ssz, optin - ssz + 1, optin, 0};
  for (int i = 0; i < 4; i++) {
    int md = -1;
    r = cuFuncSetAttribute(f, MAX_DYN, opt[i]);
    cuFuncGetAttribute(&md, MAX_DYN, f);
    printf("%s set MAX_DYNAMIC %ld (optin %+ld) -> %s, reads %d", tag, opt[i], opt[i] + ssz - optin, name(r), md);
    if (!r && opt[i] > 0) {
      CUresult s2, r2 = launch(f, 128, opt[i], &s2);
      printf("; launch dyn %ld -> %s, sync %s", opt[i], name(r2), name(s2));
      int n = -1;
      CUresult ro = cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, f, 128, opt[i]);
      printf("; occupancy %s %d", name(ro), n);
    }
    printf("\n");
  }
}

static void shared_section(int n, char **files) {
  MUST(cuMemAlloc_v2(&out, OUTWORDS * 4));
  for (int i = 0; i < n; i++) {
    char *src = slurp(files[i]);
    const char *base = strrchr(files[i], '/') ? strrchr(files[i], '/') + 1 : files[i];
    CUmodule m;
    static char log[4096];
    log[0] = 0;
    int lo[] = {5 /*ERROR_LOG_BUFFER*/, 6 /*ERROR_LOG_BUFFER_SIZE_BYTES*/};
    void *lv[] = {log, (void *)(uintptr_t)sizeof log};
    CUresult r = cuModuleLoadDataEx(&m, src, 2, lo, lv);
    printf("%s load -> %s\n", base, name(r));
    if (log[0]) printf("%s error log:\n%s\n", base, log);
    if (r) continue;
    static char ks[64][1024];
    int nk = entries(src, ks, 64);
    for (int j = 0; j < nk; j++) {
      CUfunction f;
      r = cuModuleGetFunction(&f, m, ks[j]);
      if (r) { printf("%s %s get -> %s\n", base, ks[j], name(r)); continue; }
      shared_kernel(base, ks[j], f);
    }
    R(cuModuleUnload(m));
    free(src);
  }
}

// ---- jit ----

typedef struct { int opt; long long val; } optv;

// The jit section's cases are numbered so that a run can start past one
// that crashed the driver (run.sh restarts it there): next_case says
// whether to run the next case, printing its number first.
static int jcase, jfrom;

static int next_case(void) {
  int n = jcase++;
  if (n < jfrom) return 0;
  printf("case %d\n", n);
  fflush(stdout);
  return 1;
}

static void print_opts(const optv *o, int n) {
  for (int i = 0; i < n; i++) printf("%s%d=%lld", i ? "," : "", o[i].opt, o[i].val);
  if (!n) printf("none");
}

static CUdeviceptr jin, jout;

// module_kernels prints the attributes of m's kernels; with launches, the
// codes of launching each with blocks of 128..1024 threads.
static void module_kernels(const char *tag, CUmodule m, const char *src, int launches) {
  static char ks[8][1024];
  int nk = entries(src, ks, 8);
  for (int j = 0; j < nk; j++) {
    CUfunction f;
    CUresult r = cuModuleGetFunction(&f, m, ks[j]);
    char t[1200];
    snprintf(t, sizeof t, "%s %s", tag, ks[j]);
    if (r) { printf("%s get -> %s\n", t, name(r)); continue; }
    attrs(t, f);
    if (!launches) continue;
    printf("%s launches at 128 256 512 640 768 1024:", t);
    static const int bl[] = {128, 256, 512, 640, 768, 1024};
    for (int i = 0; i < 6; i++) {
      void *args[] = {&jin, &jout};
      r = cuLaunchKernel(f, 1, 1, 1, bl[i], 1, 1, 0, 0, args, 0);
      CUresult s = cuCtxSynchronize();
      printf(" %s/%s", name(r), name(s));
    }
    printf("\n");
  }
}

// loadex loads src with options o and prints the code, what the driver
// wrote back into the values and the kernels' attributes.
static void loadex(const char *file, const char *src, const optv *o, int n) {
  if (!next_case()) return;
  int opts[8];
  void *vals[8];
  for (int i = 0; i < n; i++) { opts[i] = o[i].opt; vals[i] = (void *)(uintptr_t)o[i].val; }
  CUmodule m;
  CUresult r = cuModuleLoadDataEx(&m, src, n, opts, vals);
  char tag[256];
  int k = snprintf(tag, sizeof tag, "loadex %s ", file);
  for (int i = 0; i < n; i++) k += snprintf(tag + k, sizeof tag - k, "%s%d=%lld", i ? "," : "", o[i].opt, o[i].val);
  if (!n) snprintf(tag + k, sizeof tag - k, "none");
  printf("%s -> %s; values after:", tag, name(r));
  for (int i = 0; i < n; i++) printf(" %llx", (unsigned long long)(uintptr_t)vals[i]);
  printf("\n");
  if (r) return;
  module_kernels(tag, m, src, n == 0);
  cuModuleUnload(m);
}

static void link_case(const char *src, const optv *o, int n, int perInput) {
  if (!next_case()) return;
  int opts[8];
  void *vals[8];
  for (int i = 0; i < n; i++) { opts[i] = o[i].opt; vals[i] = (void *)(uintptr_t)o[i].val; }
  CUlinkState ls;
  printf("link %s ", perInput ? "addData-options" : "create-options");
  print_opts(o, n);
  CUresult r = cuLinkCreate_v2(perInput ? 0 : n, perInput ? 0 : opts, perInput ? 0 : vals, &ls);
  printf(": create -> %s", name(r));
  if (r) { printf("\n"); return; }
  r = cuLinkAddData_v2(ls, 1 /*PTX*/, (void *)src, strlen(src) + 1, "base.ptx", perInput ? n : 0, perInput ? opts : 0,
                       perInput ? vals : 0);
  printf(", add -> %s", name(r));
  void *cubin = 0; size_t sz = 0;
  if (!r) { r = cuLinkComplete(ls, &cubin, &sz); printf(", complete -> %s", name(r)); }
  printf("; values after:");
  for (int i = 0; i < n; i++) printf(" %llx", (unsigned long long)(uintptr_t)vals[i]);
  printf("\n");
  if (!r) {
    CUmodule m;
    r = cuModuleLoadData(&m, cubin);
    char tag[256];
    int k = snprintf(tag, sizeof tag, "link %s ", perInput ? "addData-options" : "create-options");
    for (int i = 0; i < n; i++) k += snprintf(tag + k, sizeof tag - k, "%s%d=%lld", i ? "," : "", o[i].opt, o[i].val);
    if (!n) snprintf(tag + k, sizeof tag - k, "none");
    if (r) printf("%s load -> %s\n", tag, name(r));
    else { module_kernels(tag, m, src, 0); cuModuleUnload(m); }
  }
  cuLinkDestroy(ls);
}

static void library_case(const char *src, const optv *o, int n) {
  if (!next_case()) return;
  int opts[8];
  void *vals[8];
  for (int i = 0; i < n; i++) { opts[i] = o[i].opt; vals[i] = (void *)(uintptr_t)o[i].val; }
  CUlibrary lib;
  CUresult r = cuLibraryLoadData(&lib, src, opts, vals, n, 0, 0, 0);
  char tag[256];
  int k = snprintf(tag, sizeof tag, "library ");
  for (int i = 0; i < n; i++) k += snprintf(tag + k, sizeof tag - k, "%s%d=%lld", i ? "," : "", o[i].opt, o[i].val);
  if (!n) snprintf(tag + k, sizeof tag - k, "none");
  printf("%s -> %s; values after:", tag, name(r));
  for (int i = 0; i < n; i++) printf(" %llx", (unsigned long long)(uintptr_t)vals[i]);
  printf("\n");
  if (r) return;
  static const char *ks[] = {"heavy", "light"};
  for (int j = 0; j < 2; j++) {
    CUkernel kk; CUfunction f;
    char t[300];
    snprintf(t, sizeof t, "%s %s", tag, ks[j]);
    r = cuLibraryGetKernel(&kk, lib, ks[j]);
    if (r) { printf("%s getkernel -> %s\n", t, name(r)); continue; }
    int nr = -1, mt = -1;
    CUresult a = cuKernelGetAttribute(&nr, NUM_REGS, kk, dev), b = cuKernelGetAttribute(&mt, MAX_THREADS, kk, dev);
    printf("%s cuKernelGetAttribute NUM_REGS %s %d MAX_THREADS %s %d\n", t, name(a), nr, name(b), mt);
    r = cuKernelGetFunction(&f, kk);
    if (r) { printf("%s getfunction -> %s\n", t, name(r)); continue; }
    attrs(t, f);
  }
  cuLibraryUnload(lib);
}

enum { MAXREG = 0, THREADS = 1, OPTLEVEL = 7, FROMCTX = 8, TARGET = 9, FALLBACK = 10, DEBUG = 11, VERBOSE = 12, LINEINFO = 13,
       CACHE = 14, SM3X = 15, FAST = 16, LTO = 20, FTZ = 21, PRECDIV = 22, PRECSQRT = 23, FMA = 24, REFKCOUNT = 26, REFVCOUNT = 28,
       OPTUNUSED = 29, PIC = 30, MINCTA = 31, MAXTHREADS = 32, OVERRIDE = 33, SPLIT = 34 };

static void jit_section(const char *dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/base.ptx", dir);
  char *base = slurp(path);
  MUST(cuMemAlloc_v2(&jin, 4096));
  MUST(cuMemsetD8_v2(jin, 0, 4096));
  MUST(cuMemAlloc_v2(&jout, 1024 * 64));
  // One option at a time.
  static const struct { int opt; long long vals[20]; } singles[] = {
    {MAXREG, {0, 1, 16, 23, 24, 25, 31, 32, 33, 40, 48, 64, 65, 100, 128, 200, 255, 256, 1000, 0xffffffffLL}},
    {THREADS, {0, 1, 31, 32, 33, 64, 100, 128, 256, 384, 512, 640, 768, 1024, 1025, 2048, 0xffffffffLL, -1}},
    {OPTLEVEL, {0, 1, 2, 3, 4, 5, 0xffffffffLL, -1}},
    {FROMCTX, {0, 1, -1}},
    {TARGET, {0, 20, 50, 52, 75, 80, 86, 89, 90, 91, 100, 120, 65536 + 90, 131072 + 90, 999, -1}},
    {FALLBACK, {0, 1, 2, -1}},
    {DEBUG, {0, 1, 2, -1}},
    {VERBOSE, {0, 1, -1}},
    {LINEINFO, {0, 1, -1}},
    {CACHE, {0, 1, 2, 3, 4, -1}},
    {SM3X, {0, 1, -1}},
    {FAST, {0, 1, -1}},
    {LTO, {0, 1, -1}},
    {FTZ, {0, 1, -1}},
    {PRECDIV, {0, 1, -1}},
    {PRECSQRT, {0, 1, -1}},
    {FMA, {0, 1, -1}},
    {REFKCOUNT, {0, -1}},
    {REFVCOUNT, {0, -1}},
    {OPTUNUSED, {0, 1, -1}},
    {PIC, {0, 1, -1}},
    {MINCTA, {0, 1, 2, 4, 8, 32, 33, -1}},
    {MAXTHREADS, {0, 1, 32, 100, 128, 256, 512, 1024, 1025, 2048, -1}},
    {OVERRIDE, {0, 1, -1}},
    {SPLIT, {0, 1, 2, -1}},
    {35, {0, 1, -1}},
    {36, {0, 1, -1}},
    {100, {0, -1}},
    {-1, {0, -1}},
  };
  for (unsigned s = 0; s < sizeof singles / sizeof singles[0]; s++) {
    for (int i = 0; i < 20; i++) {
      long long v = singles[s].vals[i];
      optv o = {singles[s].opt, v};
      loadex("base", base, &o, 1);
      if (v == -1) break;
    }
  }
  loadex("base", base, 0, 0);
  // Combinations.
  static const optv combos[][3] = {
    {{MAXREG, 32}, {THREADS, 1024}},
    {{MAXREG, 255}, {THREADS, 512}},
    {{MAXREG, 64}, {THREADS, 256}},
    {{THREADS, 256}, {TARGET, 90}},
    {{THREADS, 256}, {FROMCTX, 0}},
    {{MINCTA, 4}, {MAXTHREADS, 256}},
    {{MINCTA, 2}, {MAXTHREADS, 512}},
    {{MINCTA, 8}, {MAXTHREADS, 128}},
    {{MINCTA, 4}, {THREADS, 256}},
    {{MINCTA, 4}, {MAXREG, 128}},
    {{MAXTHREADS, 256}, {MAXREG, 128}},
    {{MAXTHREADS, 256}, {THREADS, 512}},
    {{OPTLEVEL, 0}, {MAXREG, 32}},
    {{MINCTA, 4}, {MAXTHREADS, 256}, {OVERRIDE, 1}},
  };
  for (unsigned c = 0; c < sizeof combos / sizeof combos[0]; c++) {
    int n = 0;
    while (n < 3 && (combos[c][n].opt || combos[c][n].val)) n++;
    loadex("base", base, combos[c], n);
  }
  // Option arrays that are not there.
  if (next_case()) { CUmodule m; int o = MAXREG; void *v = (void *)32;
    R(cuModuleLoadDataEx(&m, base, 1, 0, &v));
    R(cuModuleLoadDataEx(&m, base, 1, &o, 0));
    R(cuModuleLoadDataEx(&m, base, 0, 0, 0)); }
  // The directive variants, alone and with options.
  DIR *d = opendir(dir);
  struct dirent *e;
  char *files[64]; int nf = 0;
  while ((e = readdir(d)) && nf < 64)
    if (strstr(e->d_name, ".ptx")) files[nf++] = strdup(e->d_name);
  closedir(d);
  for (int i = 0; i < nf; i++) for (int j = i + 1; j < nf; j++) if (strcmp(files[i], files[j]) > 0) { char *t = files[i]; files[i] = files[j]; files[j] = t; }
  static const optv withd[][3] = {
    {{0, 0}},
    {{MAXREG, 32}},
    {{MAXREG, 200}},
    {{THREADS, 512}},
    {{THREADS, 128}},
    {{MAXTHREADS, 512}},
    {{MAXTHREADS, 128}},
    {{MINCTA, 4}},
    {{OVERRIDE, 1}, {MAXTHREADS, 512}},
    {{OVERRIDE, 1}, {MAXREG, 200}},
    {{OVERRIDE, 1}, {MAXTHREADS, 512}, {MINCTA, 1}},
    {{OVERRIDE, 1}},
  };
  for (int i = 0; i < nf; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, files[i]);
    char *src = slurp(path);
    char fn[128]; snprintf(fn, sizeof fn, "%s", files[i]); *strstr(fn, ".ptx") = 0;
    for (unsigned c = 0; c < sizeof withd / sizeof withd[0]; c++) {
      int n = 0;
      while (n < 3 && (withd[c][n].opt || withd[c][n].val)) n++;
      loadex(fn, src, withd[c], n);
    }
    free(src);
  }
  // cuLinkCreate's options, and the same given to cuLinkAddData.
  static const optv links[][2] = {
    {{0, 0}},
    {{MAXREG, 32}},
    {{MAXREG, 16}},
    {{MAXREG, 200}},
    {{MAXREG, 1000}},
    {{THREADS, 256}},
    {{THREADS, 2048}},
    {{OPTLEVEL, 0}},
    {{OPTLEVEL, 5}},
    {{TARGET, 80}},
    {{TARGET, 90}},
    {{TARGET, 999}},
    {{CACHE, 3}},
    {{CACHE, 4}},
    {{MAXTHREADS, 128}},
    {{MINCTA, 4}, {MAXTHREADS, 256}},
    {{FALLBACK, 2}},
  };
  for (int per = 0; per < 2; per++)
    for (unsigned c = 0; c < sizeof links / sizeof links[0]; c++) {
      int n = 0;
      while (n < 2 && (links[c][n].opt || links[c][n].val)) n++;
      link_case(base, links[c], n, per);
    }
  for (unsigned c = 0; c < sizeof links / sizeof links[0]; c++) {
    int n = 0;
    while (n < 2 && (links[c][n].opt || links[c][n].val)) n++;
    library_case(base, links[c], n);
  }
}

// ---- regs ----

static void regs_section(int n, char **files) {
  for (int i = 0; i < n; i++) {
    char *src = slurp(files[i]);
    CUmodule m;
    CUresult r = cuModuleLoadData(&m, src);
    if (r) { printf("regs %s: load -> %s\n", files[i], name(r)); free(src); continue; }
    static char ks[4096][1024];
    int nk = entries(src, ks, 4096);
    for (int j = 0; j < nk; j++) {
      CUfunction f;
      char tag[1200];
      snprintf(tag, sizeof tag, "regs\t%s\t%s", files[i], ks[j]);
      if ((r = cuModuleGetFunction(&f, m, ks[j]))) { printf("%s get -> %s\n", tag, name(r)); continue; }
      attrs(tag, f);
    }
    cuModuleUnload(m);
    free(src);
  }
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: probe_occ12 shared|jit|regs ...\n"); return 1; }
  setvbuf(stdout, 0, _IOLBF, 0);
  CUcontext c;
  MUST(cuInit(0)); MUST(cuDeviceGet(&dev, 0)); MUST(cuDevicePrimaryCtxRetain(&c, dev)); MUST(cuCtxSetCurrent(c));
  printf("# section %s\n", argv[1]);
  if (!strcmp(argv[1], "shared")) shared_section(argc - 2, argv + 2);
  else if (!strcmp(argv[1], "jit") && (argc == 3 || argc == 4)) { jfrom = argc == 4 ? atoi(argv[3]) : 0; jit_section(argv[2]); }
  else if (!strcmp(argv[1], "regs")) regs_section(argc - 2, argv + 2);
  else { fprintf(stderr, "bad arguments\n"); return 1; }
  return 0;
}
