/*
 * widecodes: cuTensorMapEncodeIm2colWide's answers on this driver for a grid of arguments around a
 * good call (one argument changed at a time, then mode x swizzle x data type x channels x pixels and
 * the corner pairs), one line per call: the arguments and the CUresult.
 *   cc -O2 -o widecodes widecodes.c -ldl && ./widecodes
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* for each value v of type T in the list */
#define EACH(T, v, ...) for (T a_##v[] = {__VA_ARGS__}, *p_##v = a_##v; p_##v < a_##v + sizeof(a_##v) / sizeof(T); p_##v++) for (T v = *p_##v, o_##v = 1; o_##v; o_##v = 0)
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef uint64_t u64;
typedef uint32_t u32;
static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(int *, int);
static CUresult (*cuDevicePrimaryCtxRetain)(void **, int);
static CUresult (*cuCtxSetCurrent)(void *);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*wide)(void *, int, u32, void *, const u64 *, const u64 *, int, int, u32, u32, const u32 *, int, int, int, int, int);
typedef struct { int dt; u32 rank; long off; u64 dims[5]; u64 str[4]; int lo, hi; u32 c, p; u32 estr[5]; int il, mode, sw, l2, oob; } W;
static char *base;
static unsigned char *mapmem;
static W good(u32 rank) {
  W w = {7, rank, 0, {64, 16, 16, 16, 16}, {256, 4096, 65536, 1048576}, -1, 1, 8, 32, {1, 1, 1, 1, 1}, 0, 0, 0, 0, 0};
  return w;
}
static void run(const char *what, W *w) {
  memset(mapmem, 0xab, 256);
  CUresult r = wide(mapmem, w->dt, w->rank, base + w->off, w->dims, w->str, w->lo, w->hi, w->c, w->p, w->estr, w->il, w->mode, w->sw, w->l2, w->oob);
  printf("wide %s dt=%d rank=%u off=%ld dims=%llu,%llu,%llu,%llu,%llu str=%llu,%llu,%llu,%llu lo=%d hi=%d c=%u p=%u estr=%u,%u,%u,%u,%u il=%d mode=%d sw=%d l2=%d oob=%d -> %d\n",
         what, w->dt, w->rank, w->off, (unsigned long long)w->dims[0], (unsigned long long)w->dims[1], (unsigned long long)w->dims[2],
         (unsigned long long)w->dims[3], (unsigned long long)w->dims[4], (unsigned long long)w->str[0], (unsigned long long)w->str[1],
         (unsigned long long)w->str[2], (unsigned long long)w->str[3], w->lo, w->hi, w->c, w->p, w->estr[0], w->estr[1], w->estr[2],
         w->estr[3], w->estr[4], w->il, w->mode, w->sw, w->l2, w->oob, r);
}
int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  void *h = dlopen(getenv("WIDECODES_DRIVER") ? getenv("WIDECODES_DRIVER") : "libcuda.so.1", RTLD_NOW);
  if (!h) { fprintf(stderr, "%s\n", dlerror()); return 2; }
  cuInit = dlsym(h, "cuInit"); cuDeviceGet = dlsym(h, "cuDeviceGet"); cuDevicePrimaryCtxRetain = dlsym(h, "cuDevicePrimaryCtxRetain");
  cuCtxSetCurrent = dlsym(h, "cuCtxSetCurrent"); cuMemAlloc = dlsym(h, "cuMemAlloc_v2");
  wide = dlsym(h, "cuTensorMapEncodeIm2colWide");
  if (!wide) { printf("no cuTensorMapEncodeIm2colWide\n"); return 1; }
  mapmem = aligned_alloc(64, 512);
  int dev; void *ctx; CUdeviceptr d;
  printf("cuInit -> %d\n", cuInit(0));
  CUresult r1 = cuDeviceGet(&dev, 0);
  CUresult r2 = r1 ? r1 : cuDevicePrimaryCtxRetain(&ctx, dev);
  CUresult r3 = r2 ? r2 : cuCtxSetCurrent(ctx);
  CUresult r4 = r3 ? r3 : cuMemAlloc(&d, 1 << 24);
  printf("setup -> %d %d %d %d\n", r1, r2, r3, r4);
  if (r4) return 1;
  base = (char *)(uintptr_t)d;
  for (u32 rank = 1; rank <= 6; rank++) { W w = good(rank); run("rank", &w); }
  for (u32 rank = 3; rank <= 5; rank++) {
    W w;
    for (int dt = 0; dt <= 16; dt++) { w = good(rank); w.dt = dt; if (dt == 0 || dt == 1) w.c = 16; run("dtype", &w); }
    for (int i = 0; i < 3; i++) { w = good(rank); w.il = i; run("il", &w); w.sw = 1; run("il", &w); }
    for (int m = 0; m <= 3; m++) for (int sw = 0; sw <= 7; sw++) { w = good(rank); w.mode = m; w.sw = sw; run("modesw", &w); }
    for (int m = 0; m <= 1; m++) for (int sw = 0; sw <= 6; sw++) EACH(u32, c, 0, 1, 2, 4, 8, 16, 24, 32, 64, 128, 256, 257, 512) {
      w = good(rank); w.mode = m; w.sw = sw; w.c = c; run("chan", &w);
      w.dt = 6; run("chan", &w);
    }
    EACH(u32, p, 0, 1, 2, 31, 32, 33, 64, 128, 255, 256, 257, 512, 1024, 1025, 4096) { w = good(rank); w.p = p; run("pix", &w); w.mode = 1; w.sw = 3; run("pix", &w); }
    EACH(int, lo, -32769, -32768, -32767, -129, -128, -127, -9, -8, -7, -1, 0, 1, 7, 8, 127, 128, 32767, 32768)
      EACH(int, hi, -32769, -32768, -129, -128, -8, -1, 0, 1, 7, 8, 127, 128, 32767, 32768) { w = good(rank); w.lo = lo; w.hi = hi; run("corner", &w); }
    for (int e = 0; e <= 9; e++) for (int k = 0; k < (int)rank; k++) { w = good(rank); w.estr[k] = e; run("estr", &w); }
    for (int l2 = 0; l2 <= 5; l2++) { w = good(rank); w.l2 = l2; run("l2", &w); }
    for (int o = 0; o <= 2; o++) { w = good(rank); w.oob = o; run("oob", &w); w.dt = 0; w.c = 16; run("oob", &w); }
    EACH(long, off, 1, 8, 16, 32, 64) { w = good(rank); w.off = off; run("addr", &w); w.il = 2; run("addr", &w); }
    for (int k = 0; k < (int)rank; k++) EACH(u64, v, 0, 1, 2, 65535, 65536, 1ull << 31, 1ull << 32, (1ull << 32) + 1) { w = good(rank); w.dims[k] = v; run("dim", &w); }
    for (int k = 0; k < (int)rank - 1; k++) EACH(u64, v, 0, 8, 16, 24, 32, 48, 1ull << 39, 1ull << 40, (1ull << 40) + 16) { w = good(rank); w.str[k] = v; run("stride", &w); w.il = 2; run("stride", &w); }
  }
  printf("done\n");
  return 0;
}
