/*
 * tmapcodes: calls cuTensorMapEncodeTiled / cuTensorMapEncodeIm2col / cuTensorMapReplaceAddress
 * (and cuTensorMapEncodeIm2colWide where the driver has it) with a grid of good and bad arguments
 * and prints one line per call: the arguments and the CUresult. The 128-byte map written is never
 * looked at. Declares the entry points itself (no cuda.h) and opens the driver with dlopen:
 *   cc -O2 -o tmapcodes tmapcodes.c -ldl
 *   ./tmapcodes noinit | noctx | all | tiled | im2col | replace | wide | risky:N
 *     noinit, noctx: one good call before cuInit, and after it without a context
 *     all: the grid (with a context); risky:N: the Nth call that may crash the real driver (NULL
 *     arrays, a NULL map, rank 100), each run in a process of its own (record.sh)
 * Output is line-buffered, so a crash loses nothing printed before it.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef uint64_t u64;
typedef uint32_t u32;
static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(int *, int);
static CUresult (*cuDevicePrimaryCtxRetain)(void **, int);
static CUresult (*cuCtxSetCurrent)(void *);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemAllocHost)(void **, size_t);
static CUresult (*tiled)(void *, int, u32, void *, const u64 *, const u64 *, const u32 *, const u32 *, int, int, int, int);
static CUresult (*im2col)(void *, int, u32, void *, const u64 *, const u64 *, const int *, const int *, u32, u32,
                          const u32 *, int, int, int, int);
static CUresult (*im2colwide)(void *, int, u32, void *, const u64 *, const u64 *, int, int, u32, u32, const u32 *,
                              int, int, int, int, int); /* ..., interleave, mode, swizzle, l2, oob */
static CUresult (*replace)(void *, void *);

static unsigned char *mapmem; /* 64-aligned, room for offsets */
static void *M(int off) { return off < 0 ? NULL : mapmem + off; }

typedef struct {
  int dtype; u32 rank; char *addr; u64 dims[8]; u64 strides[8]; u32 box[8]; u32 estr[8]; int il, sw, l2, oob;
  int mapoff; int nulldims, nullstrides, nullbox, nullestr;
} T;

static const char *sect = "";
static void show64(const u64 *v, int n) { for (int i = 0; i < n; i++) printf("%s%llu", i ? "," : "", (unsigned long long)v[i]); if (!n) printf("-"); }
static void show32(const u32 *v, int n) { for (int i = 0; i < n; i++) printf("%s%u", i ? "," : "", v[i]); if (!n) printf("-"); }
static char *base; /* device allocation */
static void run(T *t) {
  memset(mapmem, 0xab, 256);
  CUresult r = tiled(M(t->mapoff), t->dtype, t->rank, t->addr, t->nulldims ? NULL : t->dims,
                     t->nullstrides ? NULL : t->strides, t->nullbox ? NULL : t->box, t->nullestr ? NULL : t->estr,
                     t->il, t->sw, t->l2, t->oob);
  int n = t->rank > 8 ? 8 : (int)t->rank;
  printf("tiled %s dtype=%d rank=%u addr=%s+%lld dims=", sect, t->dtype, t->rank,
         t->addr == NULL ? "null" : (t->addr >= base && t->addr < base + (1 << 24)) ? "dev" : "other",
         (long long)(t->addr >= base && t->addr < base + (1 << 24) ? t->addr - base : (long long)(uintptr_t)t->addr));
  if (t->nulldims) printf("null"); else show64(t->dims, n);
  printf(" strides="); if (t->nullstrides) printf("null"); else show64(t->strides, n > 0 ? n - 1 : 0);
  printf(" box="); if (t->nullbox) printf("null"); else show32(t->box, n);
  printf(" estr="); if (t->nullestr) printf("null"); else show32(t->estr, n);
  printf(" il=%d sw=%d l2=%d oob=%d map=%d -> %d\n", t->il, t->sw, t->l2, t->oob, t->mapoff, r);
}
static const int esz[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4, 1, 1, 1};
static int esize(int dt) { return dt >= 0 && dt < 16 ? esz[dt] : 4; }
/* A valid map of rank r: dims 64 (dim0 64), packed strides, box 8, element strides 1, f32. */
static T good(int r, int dt) {
  T t; memset(&t, 0, sizeof t);
  t.dtype = dt; t.rank = r; t.addr = base;
  u64 s = 1;
  for (int i = 0; i < 8; i++) { t.dims[i] = 64; t.box[i] = 8; t.estr[i] = 1; }
  int e = esize(dt);
  if (8 * e % 16) t.box[0] = 16 / e > 0 ? 16 / e : 1;
  s = 64ull * e;
  for (int i = 0; i < 7; i++) { t.strides[i] = s; s *= 64; }
  return t;
}

static void sweep_tiled(void) {
  static const u64 dimv[] = {0, 1, 2, 63, 65, 1ull << 31, (1ull << 32) - 1, 1ull << 32, (1ull << 32) + 1, 1ull << 40};
  static const u64 strv[] = {0, 8, 15, 16, 24, 32, 48, 64, 96, 128, 240, 256, 272, 4096, 1ull << 32, (1ull << 39),
                             (1ull << 40) - 32, (1ull << 40) - 16, 1ull << 40, (1ull << 40) + 16, 1ull << 41, 1ull << 48};
  static const u32 boxv[] = {0, 1, 2, 3, 4, 5, 8, 16, 32, 64, 65, 128, 255, 256, 257, 512};
  static const u32 estv[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 16};
  T t;
  sect = "rank";
  for (int r = 0; r <= 9; r++) { t = good(r, 7); run(&t); }
  sect = "dtype";
  for (int r = 1; r <= 5; r++) for (int d = -1; d <= 20; d++) { t = good(r, d); run(&t); }
  t = good(2, 7); t.dtype = 1000; run(&t);
  sect = "l2";
  for (int r = 1; r <= 5; r++) for (int v = -1; v <= 6; v++) { t = good(r, 7); t.l2 = v; run(&t); }
  sect = "oob";
  for (int d = 0; d <= 15; d++) for (int v = -1; v <= 3; v++) { t = good(2, d); t.oob = v; run(&t); }
  sect = "swizzle";
  for (int r = 1; r <= 5; r++) for (int v = -1; v <= 9; v++) { t = good(r, 7); t.sw = v; run(&t); }
  sect = "interleave";
  for (int r = 1; r <= 5; r++) for (int v = -1; v <= 4; v++) for (int sw = 0; sw <= 3; sw++) { t = good(r, 7); t.il = v; t.sw = sw; run(&t); }
  sect = "addr";
  static const int offs[] = {0, 1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256};
  for (int il = 0; il <= 2; il++) for (int k = 0; k < 14; k++) for (int r = 1; r <= 5; r += 2) {
    t = good(r, 7); t.il = il; if (il == 2) t.sw = 1; t.addr = base + offs[k]; run(&t);
  }
  t = good(2, 7); t.addr = NULL; run(&t);
  t = good(2, 7); t.addr = (char *)(uintptr_t)0x1000; run(&t);
  t = good(2, 7); t.addr = (char *)malloc(4096 + 64); t.addr += 64 - ((uintptr_t)t.addr % 64); run(&t);
  { void *h = NULL; if (cuMemAllocHost && !cuMemAllocHost(&h, 4096)) { t = good(2, 7); t.addr = h; run(&t); } }
  sect = "mapalign";
  for (int k = 0; k < 14; k++) { t = good(2, 7); t.mapoff = offs[k]; run(&t); }
  sect = "dims";
  for (int r = 1; r <= 5; r++) for (int i = 0; i < r; i++) for (int k = 0; k < 10; k++) { t = good(r, 7); t.dims[i] = dimv[k]; run(&t); }
  sect = "strides";
  for (int il = 0; il <= 2; il += 2) for (int r = 2; r <= 5; r++) for (int i = 0; i < r - 1; i++) for (int k = 0; k < 22; k++) {
    t = good(r, 7); t.il = il; if (il == 2) t.sw = 1; t.strides[i] = strv[k]; run(&t);
  }
  sect = "stridesorder"; /* a stride smaller than the one before, or than the row */
  for (int r = 3; r <= 4; r++) { t = good(r, 7); t.strides[1] = t.strides[0]; run(&t); t.strides[1] = t.strides[0] / 2 / 16 * 16; run(&t); }
  for (int dt = 0; dt <= 9; dt += 3) for (int d0 = 1; d0 <= 257; d0 += 64) { t = good(2, dt); t.dims[0] = d0; t.strides[0] = 16; run(&t); t.strides[0] = 1024; run(&t); }
  sect = "box";
  for (int r = 1; r <= 5; r++) for (int i = 0; i < r; i++) for (int k = 0; k < 16; k++) { t = good(r, 7); t.box[i] = boxv[k]; run(&t); }
  sect = "boxvsdim";
  for (int r = 1; r <= 3; r++) for (int i = 0; i < r; i++) for (u32 b = 4; b <= 16; b += 4) { t = good(r, 7); t.dims[i] = 8; t.box[i] = b; run(&t); }
  sect = "estr";
  for (int r = 1; r <= 5; r++) for (int i = 0; i < r; i++) for (int k = 0; k < 10; k++) { t = good(r, 7); t.estr[i] = estv[k]; run(&t); }
  for (int k = 0; k < 10; k++) { t = good(2, 7); t.box[0] = 4; t.box[1] = 2; t.estr[0] = estv[k]; t.estr[1] = estv[k]; run(&t); }
  sect = "product"; /* dtype x interleave x swizzle x inner box bytes x rank (the rules that depend on each other) */
  static const u32 innerbytes[] = {1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 80, 96, 128, 144, 192, 256, 512, 1024};
  for (int r = 1; r <= 3; r++) for (int dt = 0; dt <= 15; dt++) for (int il = 0; il <= 2; il++) for (int sw = 0; sw <= 6; sw++)
    for (int k = 0; k < 18; k++) {
      t = good(r, dt); t.il = il; t.sw = sw;
      u32 b = innerbytes[k] / esize(dt); if (!b) continue;
      if (b * esize(dt) != innerbytes[k]) continue;
      t.box[0] = b; if (b > 64) t.dims[0] = b;
      u64 s = t.dims[0] * esize(dt); s = (s + 31) / 32 * 32;
      for (int i = 0; i < 7; i++) { t.strides[i] = s; s *= 64; }
      run(&t);
    }
  sect = "oobproduct";
  for (int dt = 0; dt <= 15; dt++) for (int oob = 0; oob <= 1; oob++) for (int il = 0; il <= 2; il += 2) { t = good(3, dt); t.oob = oob; t.il = il; if (il) t.sw = 1; run(&t); }
}

static void run_i2c(const char *s, int dt, u32 rank, u64 *dims, u64 *strides, int *lo, int *hi, u32 ch, u32 px, u32 *estr, int il, int sw, int l2, int oob) {
  memset(mapmem, 0xab, 256);
  CUresult r = im2col(mapmem, dt, rank, base, dims, strides, lo, hi, ch, px, estr, il, sw, l2, oob);
  printf("im2col %s dtype=%d rank=%u dims=", s, dt, rank); show64(dims, rank); printf(" strides="); show64(strides, rank - 1);
  printf(" lo="); for (u32 i = 0; i + 2 < rank; i++) printf("%s%d", i ? "," : "", lo[i]);
  printf(" hi="); for (u32 i = 0; i + 2 < rank; i++) printf("%s%d", i ? "," : "", hi[i]);
  printf(" ch=%u px=%u estr=", ch, px); show32(estr, rank); printf(" il=%d sw=%d l2=%d oob=%d -> %d\n", il, sw, l2, oob, r);
}
static void sweep_im2col(void) {
  u64 dims[8] = {0}, strides[8] = {0}; u32 estr[8] = {0}; int lo[8] = {0}, hi[8] = {0};
  for (int rank = 1; rank <= 6; rank++) {
    for (int i = 0; i < 8; i++) { dims[i] = i == 0 ? 64 : 16; estr[i] = 1; }
    for (int i = 0; i < 3; i++) { lo[i] = -1; hi[i] = 1; }
    u64 s = 64 * 4; for (int i = 0; i < 4; i++) { strides[i] = s; s *= 16; }
    run_i2c("rank", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0);
    if (rank < 3 || rank > 5) continue;
    static const int cv[] = {-32769, -32768, -1025, -1024, -129, -128, -17, -16, -9, -8, -1, 0, 1, 7, 8, 15, 16, 127, 128, 1023, 1024, 32767, 32768};
    for (int i = 0; i < rank - 2; i++) for (int k = 0; k < 23; k++) {
      int l = lo[i], h = hi[i];
      lo[i] = cv[k]; run_i2c("lo", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); lo[i] = l;
      hi[i] = cv[k]; run_i2c("hi", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); hi[i] = h;
    }
    static const u32 chv[] = {0, 1, 2, 3, 4, 8, 16, 32, 64, 128, 255, 256, 257, 512};
    static const u32 pxv[] = {0, 1, 2, 3, 16, 32, 255, 256, 257, 512, 1023, 1024, 1025, 4096};
    for (int k = 0; k < 14; k++) run_i2c("ch", 7, rank, dims, strides, lo, hi, chv[k], 32, estr, 0, 0, 0, 0);
    for (int k = 0; k < 14; k++) run_i2c("px", 7, rank, dims, strides, lo, hi, 8, pxv[k], estr, 0, 0, 0, 0);
    for (int dt = 0; dt <= 15; dt++) for (int sw = 0; sw <= 3; sw++) for (int k = 0; k < 12; k++)
      run_i2c("dtsw", dt, rank, dims, strides, lo, hi, chv[k], 32, estr, 0, sw, 0, 0);
    for (int il = 0; il <= 3; il++) for (int sw = 0; sw <= 3; sw++) run_i2c("ilsw", 7, rank, dims, strides, lo, hi, 8, 32, estr, il, sw, 0, 0);
    for (int i = 0; i < rank; i++) for (u32 e = 0; e <= 9; e++) { u32 o = estr[i]; estr[i] = e; run_i2c("estr", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); estr[i] = o; }
    for (int i = 0; i < rank; i++) { u64 o = dims[i]; dims[i] = 0; run_i2c("dims", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); dims[i] = 1ull << 32; run_i2c("dims", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); dims[i] = (1ull << 32) + 1; run_i2c("dims", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); dims[i] = o; }
    for (int i = 0; i < rank - 1; i++) { u64 o = strides[i]; strides[i] = 8; run_i2c("strides", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); strides[i] = 1ull << 40; run_i2c("strides", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0); strides[i] = o; }
    for (int oob = 0; oob <= 2; oob++) for (int l2 = 0; l2 <= 4; l2++) run_i2c("oobl2", 7, rank, dims, strides, lo, hi, 8, 32, estr, 0, 0, l2, oob);
  }
}

static void sweep_replace(void) {
  static const int offs[] = {0, 1, 8, 15, 16, 24, 32, 48, 64, 128};
  for (int il = 0; il <= 2; il++) for (int k = 0; k < 10; k++) {
    T t = good(3, 7); t.il = il; if (il == 2) t.sw = 1;
    CUresult r0 = tiled(mapmem, t.dtype, t.rank, t.addr, t.dims, t.strides, t.box, t.estr, t.il, t.sw, t.l2, t.oob);
    CUresult r = replace(mapmem, base + offs[k]);
    printf("replace il=%d encode=%d addr=dev+%d -> %d\n", il, r0, offs[k], r);
  }
  T t = good(3, 7);
  tiled(mapmem, t.dtype, t.rank, t.addr, t.dims, t.strides, t.box, t.estr, t.il, t.sw, t.l2, t.oob);
  printf("replace null-address -> %d\n", replace(mapmem, NULL));
  printf("replace misaligned-map(+8) -> %d\n", replace(mapmem + 8, base));
  memset(mapmem, 0, 256);
  printf("replace zero-map -> %d\n", replace(mapmem, base));
  memset(mapmem, 0xff, 256);
  printf("replace ff-map -> %d\n", replace(mapmem, base));
}

/* The calls that may crash the driver, one per process. */
static int risky(int k) {
  T t = good(2, 7);
  sect = "risky";
  switch (k) {
    case 0: t.nulldims = 1; break;
    case 1: t.nullstrides = 1; break;
    case 2: t = good(1, 7); t.nullstrides = 1; break;
    case 3: t.nullbox = 1; break;
    case 4: t.nullestr = 1; break;
    case 5: t.mapoff = -1; break;
    case 6: t.rank = 100; break;
    case 7: tiled(mapmem, 7, 2, base, t.dims, t.strides, t.box, t.estr, 0, 0, 0, 0);
            printf("replace null-map -> %d\n", replace(NULL, base)); return 0;
    case 8: { u64 dims[5] = {64, 16, 16, 16, 16}, strides[4] = {256, 4096, 65536, 1048576}; u32 estr[5] = {1, 1, 1, 1, 1};
              int lo[3] = {-1, -1, -1}, hi[3] = {1, 1, 1};
              printf("im2col null-map -> %d\n", im2col(NULL, 7, 3, base, dims, strides, lo, hi, 8, 32, estr, 0, 0, 0, 0));
              printf("im2col null-lower -> %d\n", im2col(mapmem, 7, 3, base, dims, strides, NULL, hi, 8, 32, estr, 0, 0, 0, 0)); return 0; }
    default: return 1;
  }
  run(&t);
  return 0;
}

static void sweep_wide(void) {
  if (!im2colwide) { printf("im2colwide absent\n"); return; }
  u64 dims[5] = {64, 16, 16, 16, 16}, strides[4] = {256, 4096, 65536, 1048576}; u32 estr[5] = {1, 1, 1, 1, 1};
  for (int rank = 2; rank <= 6; rank++) for (int mode = 0; mode <= 2; mode++) {
    CUresult r = im2colwide(mapmem, 7, rank, base, dims, strides, -1, 1, 8, 32, estr, 0, mode, 0, 0, 0);
    printf("im2colwide rank=%d mode=%d -> %d\n", rank, mode, r);
  }
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "all";
  setvbuf(stdout, NULL, _IOLBF, 0);
  void *h = dlopen(getenv("TMAPCODES_DRIVER") ? getenv("TMAPCODES_DRIVER") : "libcuda.so.1", RTLD_NOW);
  if (!h) { fprintf(stderr, "%s\n", dlerror()); return 2; }
  cuInit = dlsym(h, "cuInit"); cuDeviceGet = dlsym(h, "cuDeviceGet"); cuDevicePrimaryCtxRetain = dlsym(h, "cuDevicePrimaryCtxRetain");
  cuCtxSetCurrent = dlsym(h, "cuCtxSetCurrent"); cuMemAlloc = dlsym(h, "cuMemAlloc_v2"); cuMemAllocHost = dlsym(h, "cuMemAllocHost_v2");
  tiled = dlsym(h, "cuTensorMapEncodeTiled"); im2col = dlsym(h, "cuTensorMapEncodeIm2col");
  im2colwide = dlsym(h, "cuTensorMapEncodeIm2colWide"); replace = dlsym(h, "cuTensorMapReplaceAddress");
  printf("symbols tiled=%d im2col=%d im2colwide=%d replace=%d\n", !!tiled, !!im2col, !!im2colwide, !!replace);
  if (!tiled || !im2col || !replace) return 1;
  mapmem = aligned_alloc(64, 512);
  static char fake[1 << 12] __attribute__((aligned(256)));
  base = fake;
  if (!strcmp(mode, "noinit")) {
    T t = good(2, 7); run(&t);
    return 0;
  }
  printf("cuInit -> %d\n", cuInit(0));
  if (!strcmp(mode, "noctx")) {
    T t = good(2, 7); run(&t);
    return 0;
  }
  int dev; void *ctx; CUdeviceptr d;
  /* One call a statement: the order in which a function's arguments are evaluated is unspecified. */
  CUresult r1 = cuDeviceGet(&dev, 0);
  CUresult r2 = r1 ? r1 : cuDevicePrimaryCtxRetain(&ctx, dev);
  CUresult r3 = r2 ? r2 : cuCtxSetCurrent(ctx);
  printf("ctx -> %d %d %d\n", r1, r2, r3);
  if (r3) return 1;
  CUresult r4 = cuMemAlloc(&d, 1 << 24);
  printf("alloc -> %d\n", r4);
  if (r4) return 1;
  base = (char *)(uintptr_t)d;
  if (!strncmp(mode, "risky:", 6)) return risky(atoi(mode + 6));
  int every = !strcmp(mode, "all");
  if (every || !strcmp(mode, "tiled")) sweep_tiled();
  if (every || !strcmp(mode, "im2col")) sweep_im2col();
  if (every || !strcmp(mode, "replace")) sweep_replace();
  if (every || !strcmp(mode, "wide")) sweep_wide();
  printf("done\n");
  return 0;
}
