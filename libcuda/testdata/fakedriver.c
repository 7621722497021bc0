/*
 * fakedriver: a stand-in for a real libcuda.so.1, for testing cudasim's
 * recorder on machines without a GPU. It implements a handful of entry
 * points with fixed, made-up handles over a 4 KiB "device memory" array,
 * and cuArrayCreate_v2 (which cudasim does not implement, so the recorder
 * forwards it untraced) to check that forwarding keeps the arguments.
 *
 *   cc -shared -fPIC -o libfakecuda.so fakedriver.c
 */
#include <stdint.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

static unsigned char mem[4096];
#define BASE 0x700000ULL

static int in_range(CUdeviceptr p, size_t n) { return p >= BASE && p - BASE + n <= sizeof mem; }

static void *current, *created; /* contexts: see cuCtxCreate_v2 */
static int primary_refs;

CUresult cuInit(unsigned flags) { return flags ? 1 : 0; }
CUresult cuDeviceGet(int *d, int ordinal) { if (ordinal != 0) return 101; *d = 0; return 0; }
CUresult cuDevicePrimaryCtxRetain(void **c, int d) { (void)d; primary_refs++; *c = (void *)0x5000; return 0; }
/* One primary context (0x5000) and at most one other at a time, always
   0x5100: the real driver also hands a destroyed context's handle value out
   again. A recorder must give the new context's objects new names. */
CUresult cuDevicePrimaryCtxRelease_v2(int d) { if (d != 0 || primary_refs == 0) return 201; primary_refs--; return 0; }
CUresult cuDevicePrimaryCtxReset_v2(int d) { return d == 0 ? 0 : 101; }
CUresult cuDevicePrimaryCtxGetState(int d, unsigned *flags, int *active) {
  if (d != 0) return 101;
  *flags = 0; *active = primary_refs > 0;
  return 0;
}
CUresult cuCtxCreate_v2(void **c, unsigned flags, int d) {
  (void)flags;
  if (d != 0) return 101;
  if (created) return 2;
  *c = created = current = (void *)0x5100;
  return 0;
}
CUresult cuCtxDestroy_v2(void *c) {
  if (!c || c != created) return 201;
  if (current == c) current = NULL;
  created = NULL;
  return 0;
}
CUresult cuCtxSetCurrent(void *c) {
  if (c != (void *)0x5000 && (!c || c != created)) return 201;
  current = c;
  return 0;
}
CUresult cuCtxGetCurrent(void **c) { *c = current; return 0; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuCtxSynchronize_v2(void *c) { return c && c != current ? 201 : 0; }
CUresult cuCtxGetDevice(int *d) { *d = 0; return 0; }
CUresult cuCtxGetDevice_v2(int *d, void *c) { if (c && c != current) return 201; *d = 0; return 0; }
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n) { if (n > sizeof mem) return 2; *p = BASE; return 0; }
CUresult cuMemFree_v2(CUdeviceptr p) { return p == BASE ? 0 : 1; }
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *s, size_t n) { if (!in_range(d, n)) return 1; memcpy(mem + (d - BASE), s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void *d, CUdeviceptr s, size_t n) { if (!in_range(s, n)) return 1; memcpy(d, mem + (s - BASE), n); return 0; }
CUresult cuMemsetD32_v2(CUdeviceptr d, unsigned v, size_t n) {
  if (!in_range(d, 4 * n)) return 1;
  for (size_t i = 0; i < n; i++) memcpy(mem + (d - BASE) + 4 * i, &v, 4);
  return 0;
}
CUresult cuLibraryLoadData(void **lib, const void *code, void *a, void *b, unsigned c, void *d, void *e, unsigned f) {
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)f;
  if (!code) return 1;
  *lib = (void *)0x6000;
  return 0;
}
CUresult cuLibraryGetKernel(void **k, void *lib, const char *name) {
  if (lib != (void *)0x6000) return 400;
  if (strcmp(name, "addOne")) return 500;
  *k = (void *)0x6100;
  return 0;
}
/* The kernel's CUfunction in whatever context is current: the same value in
   every context. */
CUresult cuKernelGetFunction(void **f, void *k) {
  if (k != (void *)0x6100) return 400;
  if (!current) return 201;
  *f = (void *)0x6200;
  return 0;
}
/* addOne(int *p, int n): two parameters of 8 and 4 bytes. */
CUresult cuKernelGetParamInfo(void *k, size_t i, size_t *off, size_t *size) {
  if (k != (void *)0x6100 || i > 1) return 1;
  *off = i * 8;
  *size = i == 0 ? 8 : 4;
  return 0;
}
CUresult cuFuncGetParamInfo(void *f, size_t i, size_t *off, size_t *size) {
  if ((f != (void *)0x6200 && f != (void *)0x8100) || i > 1) return 1;
  *off = i * 8;
  *size = i == 0 ? 8 : 4;
  return 0;
}
/* The launch checks every argument, so that a recorder that passes one in the
   wrong place makes it fail with a code naming which. The parameters come as
   kernelParams or packed in extra (CU_LAUNCH_PARAM_BUFFER_POINTER, 1, and
   CU_LAUNCH_PARAM_BUFFER_SIZE, 2, before CU_LAUNCH_PARAM_END, 0). */
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shmem, void *stream, void **params, void **extra) {
  if (f != (void *)0x6100 && f != (void *)0x6200 && f != (void *)0x8100) return 400;
  if (gx != 2 || gy != 1 || gz != 1 || bx != 32 || by != 1 || bz != 1) return 1001;
  if (shmem != 16) return 1002;
  if (stream != NULL) return 1003;
  CUdeviceptr p; int n;
  if (extra) {
    if (params) return 1004;
    const unsigned char *buf = NULL; size_t size = 0;
    for (int i = 0; extra[i]; i += 2) {
      if (extra[i] == (void *)1) buf = extra[i + 1];
      else if (extra[i] == (void *)2) size = *(size_t *)extra[i + 1];
      else return 1005;
    }
    if (!buf || size < 12) return 1006;
    memcpy(&p, buf, 8); memcpy(&n, buf + 8, 4);
  } else {
    memcpy(&p, params[0], 8); memcpy(&n, params[1], 4);
  }
  if (!in_range(p, 4 * (size_t)n)) return 700;
  for (int i = 0; i < n; i++) { int v; memcpy(&v, mem + (p - BASE) + 4 * i, 4); v++; memcpy(mem + (p - BASE) + 4 * i, &v, 4); }
  return 0;
}
CUresult cuGetErrorName(CUresult r, const char **s) { *s = r == 0 ? "CUDA_SUCCESS" : "CUDA_ERROR_SOMETHING"; return 0; }
/* Not implemented by cudasim: forwarded untraced. Returns a value built from
   both arguments. */
CUresult cuArrayCreate_v2(uintptr_t *out, const uintptr_t *desc) { *out = *desc * 3 + 1; return 0; }
/* Modules reuse their handle values after an unload, as the real driver's
   do: a recorder must give the new objects new names. */
CUresult cuModuleLoadData(void **m, const void *img) { (void)img; *m = (void *)0x8000; return 0; }
CUresult cuModuleGetFunction(void **f, void *m, const char *name) { (void)name; if (m != (void *)0x8000) return 400; *f = (void *)0x8100; return 0; }
CUresult cuModuleUnload(void *m) { return m == (void *)0x8000 ? 0 : 400; }

/* The CUDA runtime's private CUDART_INTERFACE table, read-only as the real
   driver's is: slot 2 hands out the primary context (0x5000) without
   retaining it, slots 1 and 6 load a module from a host fatbin wrapper. */
#include <sys/mman.h>
static CUresult rt_module(void **m, const void *w) { if (*(const unsigned *)w != 0x466243b1) return 1; *m = (void *)0x8000; return 0; }
static CUresult rt_primary(void **c, int d) { if (d != 0) return 101; *c = (void *)0x5000; return 0; }
static CUresult rt_module_ex(void **m, const void *w, void *a, void *b, int c) { (void)a, (void)b, (void)c; return rt_module(m, w); }
static void *rt_table[512] __attribute__((aligned(4096))) = {
  (void *)(13 * sizeof(void *)), (void *)rt_module, (void *)rt_primary, 0, 0, 0, (void *)rt_module_ex,
};
__attribute__((constructor)) static void protect(void) { mprotect(rt_table, sizeof rt_table, PROT_READ); }
CUresult cuGetExportTable(const void **t, const unsigned char *id) {
  static const unsigned char rt_id[16] = {0x6b,0xd5,0xfb,0x6c,0x5b,0xf4,0xe7,0x4a,0x89,0x87,0xd9,0x39,0x12,0xfd,0x9d,0xf9};
  if (memcmp(id, rt_id, 16) != 0) return 1;
  *t = rt_table;
  return 0;
}
