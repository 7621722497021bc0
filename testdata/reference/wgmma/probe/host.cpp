// Host side of the wgmma probe: for each kernel of wgmma.cu (table in variants.h) and each trial
// (one block, one warpgroup) it picks shared-memory layouts for A (descriptor forms) and B (K-major,
// or MN-major for the transposed forms; swizzle none/32B/64B/128B; canonical LBO/SBO), fills the
// image, the A fragments (register forms) and C with values from one of ten floating-point or four
// integer distributions, runs the kernel from the PTX and writes everything to OUTDIR/<kernel>.bin.
// Usage: host IMAGE OUTDIR [KERNEL] (IMAGE: the PTX or a cubin built from it; WGMMA_DRYRUN=1
// writes the inputs without launching)
// File layout (little endian u32): "WGP1" 1 ntrials prmBytes imgBytes aregBytes cBytes dBytes,
// then Prm[ntrials] (16 u32 each), images[ntrials] (A region sa bytes, then B region sb bytes),
// A fragments[ntrials] (128 threads x 16 u32; absent when aregBytes is 0), C[ntrials]
// (128 threads x nd u32), D[ntrials] (as C, after the kernel; filled with 0xA5 before).
// Prm: descA lo/hi, descB lo/hi (start address relative to the A / B region, in 16-byte units),
// scaled, nk, stepA, stepB (added to the descriptors after each wgmma), sa, sb, dist, r0 = layout
// of A (swizzle | option<<4 | major<<8), r1 = layout of B, r2..r4 unused.
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>
#include <vector>

struct Var { const char *name; int ta, tb, td, N, K, areg, sa, sb, transa, transb, sat, nd, ntr, sp, sel, bo; };
#include "variants.h"
struct Prm { uint32_t descA_lo, descA_hi, descB_lo, descB_hi, scaled, nk, stepA, stepB, sa, sb, dist, r0, r1, r2, r3, r4; };
enum { F16 = 0, BF16 = 1, TF32 = 2, F32 = 3, S8 = 5, U8 = 6, B1 = 9, S32 = 10, E4M3 = 11, E5M2 = 12 };

static uint64_t rs;
static uint64_t rng() {
  uint64_t z = (rs += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static int rint_(int lo, int hi) { return hi <= lo ? lo : lo + (int)(rng() % (uint64_t)(hi - lo + 1)); }
static bool chance(int num, int den) { return (int)(rng() % den) < num; }

struct Fmt { int E, M, bias, ieee; };
static Fmt fmt(int t) {
  switch (t) {
  case F16: return {5, 10, 15, 1};
  case BF16: return {8, 7, 127, 1};
  case TF32: return {8, 10, 127, 1};
  case E4M3: return {4, 3, 7, 0};
  case E5M2: return {5, 2, 15, 1};
  }
  return {8, 23, 127, 1};
}
static int ebytes(int t) { return t == F16 || t == BF16 ? 2 : t == TF32 || t == F32 || t == S32 ? 4 : 1; }
static bool isfloat(int t) { return t == F16 || t == BF16 || t == TF32 || t == F32 || t == E4M3 || t == E5M2; }
static int emin(const Fmt &f) { return 1 - f.bias; }
static int emax(const Fmt &f) { return f.ieee ? (1 << f.E) - 2 - f.bias : (1 << f.E) - 1 - f.bias; }
static uint64_t mmask(const Fmt &f) { return (1ull << f.M) - 1; }
static uint64_t rmant(const Fmt &f) { return rng() & mmask(f); }
static uint64_t fl(const Fmt &f, int s, int e, uint64_t m) {
  uint64_t sign = (uint64_t)(s & 1) << (f.E + f.M);
  m &= mmask(f);
  if (e > emax(f)) e = emax(f);
  if (e < emin(f)) {
    int sh = emin(f) - e;
    uint64_t v = sh > 63 ? 0 : (((1ull << f.M) | m) >> sh);
    return sign | v;
  }
  uint64_t field = (uint64_t)(e + f.bias);
  if (!f.ieee && field == (uint64_t)((1 << f.E) - 1) && m == mmask(f)) m--;
  return sign | (field << f.M) | m;
}
static uint64_t rfl(const Fmt &f, int lo, int hi) {
  if (lo < emin(f) - f.M) lo = emin(f) - f.M;
  if (hi > emax(f)) hi = emax(f);
  if (lo > hi) lo = hi;
  return fl(f, rng() & 1, rint_(lo, hi), rmant(f));
}
static uint64_t negf(const Fmt &f, uint64_t v) { return v ^ (1ull << (f.E + f.M)); }
static uint64_t special(const Fmt &f) {
  uint64_t sgn = (rng() & 1ull) << (f.E + f.M);
  uint64_t expall = ((1ull << f.E) - 1) << f.M;
  switch (rng() % 13) {
  case 0: return 0;
  case 1: return 1ull << (f.E + f.M);
  case 2: return f.ieee ? expall : fl(f, 0, emax(f), mmask(f));
  case 3: return f.ieee ? (expall | (1ull << (f.E + f.M))) : fl(f, 1, emax(f), mmask(f));
  case 4: return sgn | expall | (f.ieee ? (1ull << (f.M - 1)) : mmask(f));
  case 5: return sgn | expall | (f.ieee ? (rmant(f) | 1) : mmask(f));
  case 6: return sgn | expall | (f.ieee ? ((rmant(f) & (mmask(f) >> 1)) | 1) : mmask(f));
  case 7: return sgn | 1;
  case 8: return sgn | mmask(f);
  case 9: return sgn | (rmant(f) | 1);
  case 10: return fl(f, rng() & 1, emax(f), mmask(f));
  case 11: return fl(f, rng() & 1, emin(f), 0);
  default: return fl(f, rng() & 1, 0, 0);
  }
}

// One element of role 'a', 'b' or 'c' of type t for floating-point distribution d. Context shared by
// a trial (mid exponent, sign) lives in Ctx.
struct Ctx { int mid, sgn; };
static uint64_t fval(int t, char role, int d, const Ctx &cx) {
  Fmt f = fmt(t);
  bool c = role == 'c';
  switch (d) {
  case 0: return c ? rfl(f, -3, 3) : rfl(f, -3, 0);
  case 1: {
    if (c) return chance(1, 4) ? 0 : rfl(f, -40, 40);
    if (chance(1, 16)) return rfl(f, emin(f) - f.M, emin(f) - 1);
    int lo = emin(f) < -30 ? -30 : emin(f), hi = emax(f) > 30 ? 30 : emax(f);
    return rfl(f, lo, hi);
  }
  case 2: return c ? (chance(1, 3) ? 0 : chance(1, 2) ? rfl(f, -30, -10) : rfl(f, -3, 3)) : rfl(f, -4, 4);
  case 3: return chance(1, 6) ? special(f) : (c ? rfl(f, -3, 3) : rfl(f, -3, 0));
  case 4:
    if (c) return chance(3, 10) ? 0 : rfl(f, -30, 30);
    return chance(3, 5) ? (rng() & 1 ? negf(f, 0) : 0) : rfl(f, -12, 12);
  case 5: {
    if (c) return chance(3, 10) ? 0 : rfl(f, emin(f) - f.M, emin(f) + 2);
    if (chance(1, 2) || emin(f) > -60) return rfl(f, emin(f) - f.M, emin(f) + 2);
    return rfl(f, -75, -60);
  }
  case 6:
    if (c) return chance(1, 4) ? fl(f, rng() & 1, rint_(-30, 30), 0) : rfl(f, -30, 30);
    return chance(1, 4) ? fl(f, rng() & 1, rint_(-3, 0), 0) : rfl(f, -3, 0);
  case 7: return rng() & ((1ull << (f.E + f.M + 1)) - 1);
  case 8:
    if (c) return chance(1, 4) ? 0 : fl(f, chance(1, 4) ? rng() & 1 : cx.sgn, rint_(-1, 4), mmask(f));
    return fl(f, chance(1, 4) ? rng() & 1 : (role == 'a' ? cx.sgn : 0), rint_(-1, 0), mmask(f));
  case 10:  // small integers: every product and sum exact (sparse forms: the layouts can be solved for)
    if (c) { int x = rint_(-64, 64); return x ? fl(f, x < 0, 31 - __builtin_clz(abs(x)), (uint64_t)(abs(x) - (1 << (31 - __builtin_clz(abs(x))))) << (f.M - (31 - __builtin_clz(abs(x))))) : 0; }
    else { int x = rint_(-4, 4); return x ? fl(f, x < 0, 31 - __builtin_clz(abs(x)), (uint64_t)(abs(x) - (1 << (31 - __builtin_clz(abs(x))))) << (f.M - (31 - __builtin_clz(abs(x))))) : 0; }
  default:  // 9: products near half an ulp of the accumulator, or a wide exponent spread in a row
    if (c) return fl(f, rng() & 1, 2 * cx.mid + f.M + 1 + rint_(-2, 2), chance(1, 3) ? 0 : rmant(f));
    if (chance(1, 2)) return rng() & 1 ? negf(f, 0) : 0;
    return fl(f, rng() & 1, rint_(cx.mid - 2, cx.mid + 2), chance(1, 4) ? rmant(f) : 0);
  }
}
// stored bits of an element: tf32 is an f32 pattern with (sometimes) junk in the low 13 bits.
static uint64_t store(int t, uint64_t v, bool junk) {
  if (t == TF32) return (v << 13) | (junk ? (rng() & 0x1fff) : 0);
  return v;
}
static uint32_t ival(int t, char role, int d, int K) {
  int lo = t == S8 ? -128 : 0, hi = t == S8 ? 127 : 255;
  if (t == B1 || t == S32 && d == 3) return (uint32_t)rng();
  if (role == 'c') {
    if (d == 1) return (uint32_t)rint_(-1000, 1000);
    if (d == 2) {
      int64_t span = (int64_t)K * 4 * 255 * 255;
      int64_t x = (int64_t)(rng() % (uint64_t)span);
      return (uint32_t)(chance(1, 2) ? (int32_t)(INT32_MAX - x) : (int32_t)(INT32_MIN + x));
    }
    return (uint32_t)rng();
  }
  switch (d) {
  case 1: return (uint32_t)rint_(lo < 0 ? -3 : 0, lo < 0 ? 3 : 5) & 0xff;
  case 2: return (uint32_t)(chance(3, 4) ? (chance(1, 2) ? lo : hi) : rint_(lo, hi)) & 0xff;
  default: return (uint32_t)rng() & 0xff;
  }
}

static void putb(uint8_t *p, int bytes, uint64_t v) { memcpy(p, &v, bytes); }

// Fill n elements of type t at p (bytes) for role; dist 2 makes adjacent element pairs cancel.
static void fill(uint8_t *p, size_t nbytes, int t, char role, int dist, const Ctx &cx, int K) {
  if (t == B1) { for (size_t i = 0; i < nbytes; i++) p[i] = (uint8_t)rng(); return; }
  int eb = t == TF32 ? 4 : ebytes(t);
  size_t n = nbytes / eb;
  if (!isfloat(t)) { for (size_t i = 0; i < n; i++) putb(p + i * eb, eb, ival(t, role, dist, K)); return; }
  bool junk = dist == 0 || dist == 7;
  Fmt f = fmt(t);
  for (size_t i = 0; i < n; i++) {
    uint64_t v = fval(t, role, dist, cx);
    if (dist == 2 && role != 'c' && (i & 1)) {
      uint64_t prev;
      memcpy(&prev, p + (i - 1) * eb, eb);
      prev = t == TF32 ? (prev & 0xffffffffu) >> 13 : prev & ((1ull << (8 * eb)) - 1);
      if (role == 'a') v = prev;
      else {
        v = negf(f, prev);
        if (chance(1, 2)) {
          int dd = rint_(-3, 3);
          int64_t mm = (int64_t)(v & mmask(f));
          if (mm + dd >= 0 && mm + dd <= (int64_t)mmask(f)) v += dd;
        }
      }
    }
    putb(p + i * eb, eb, store(t, v, junk));
  }
}

static uint64_t desc(uint32_t start, uint32_t lbo, uint32_t sbo, int swz) {
  return (uint64_t)((start >> 4) & 0x3fff) | ((uint64_t)((lbo >> 4) & 0x3fff) << 16) |
         ((uint64_t)((sbo >> 4) & 0x3fff) << 32) | ((uint64_t)swz << 62);
}
static int swzT(int swz) { return swz == 1 ? 128 : swz == 2 ? 64 : swz == 3 ? 32 : 16; }

// Layout of one operand with R rows (M or N), kb bytes of K per wgmma (32; 64 for the B of a sparse
// form); sets desc, step (in 16-byte units), nk (0: free to choose, else fixed by the other
// operand), and returns the code in Prm.
struct Lay { uint64_t d; uint32_t step; int nk; uint32_t code, size; };
static Lay layout(int R, bool mn, int swz, int opt, int nk, bool junklbo, int kb = 32) {
  Lay L{};
  int T = swzT(swz), g = kb / 16;
  if (!mn) {
    if (swz == 0) {
      if (opt == 0) { L.d = desc(0, 128, 128 * g * nk, 0); L.step = 128 * g; }
      else { L.d = desc(0, 128 * (R / 8), 128, 0); L.step = g * 128 * (R / 8); }
      L.size = kb * R * nk;
      junklbo = false;
    } else if (kb < T) {
      // swizzled K-major: rows of T bytes, 8-row groups SBO = 8T apart; K steps of kb bytes within
      // the row
      uint32_t lbo = junklbo ? 16u * (uint32_t)rint_(1, 64) : 16;
      L.d = desc(0, lbo, 8 * T, swz);
      L.step = kb;
      L.size = R * T;
    } else {
      // an instruction takes whole rows: K blocks of R*T bytes, one after the other (a sparse B
      // of 64 bytes with 32B swizzle spans two: LBO = R*T, the next block's offset)
      uint32_t lbo = kb > T ? (uint32_t)(R * T) : junklbo ? 16u * (uint32_t)rint_(1, 64) : 16;
      L.d = desc(0, lbo, 8 * T, swz);
      L.step = R * kb;
      L.size = R * kb * nk;
    }
  } else {
    int nMN = R * 2 / T;  // atoms (or core matrices) along MN
    if (swz == 0) {
      if (opt == 0) { L.d = desc(0, 128 * (R / 8), 128, 0); L.step = g * 128 * (R / 8); }
      else { L.d = desc(0, 128, 128 * g * nk, 0); L.step = 128 * g; }
    } else {
      if (opt == 0) { L.d = desc(0, 8 * T, 8 * T * nMN, swz); L.step = g * 8 * T * nMN; }
      else { L.d = desc(0, 8 * T * g * nk, 8 * T, swz); L.step = g * 8 * T; }
    }
    L.size = kb * R * nk;
  }
  L.nk = nk;
  L.step >>= 4;
  L.code = (uint32_t)swz | (uint32_t)opt << 4 | (uint32_t)mn << 8 | (uint32_t)junklbo << 9;
  return L;
}
// nk allowed by a K-major swizzle mode (the K steps walk one swizzle row); 0 = any.
static int nkFor(bool mn, int swz, int kb = 32) {
  if (mn || swz == 0 || kb >= swzT(swz)) return 0;
  return swzT(swz) / kb;
}

static CUresult ck(CUresult r, const char *what) {
  if (r != CUDA_SUCCESS) {
    const char *s = "?";
    cuGetErrorName(r, &s);
    printf("  %s: %s (%d)\n", what, s, (int)r);
  }
  return r;
}

#ifndef HOST_NO_MAIN
// gemm.cu's kernel: D (M x N f32) = A (M x K f16) * B^T (B N x K f16), for unit values (dist 0)
// and values spread over f16's range (dist 1). File "WGG1" 1 dist M N K, then A, B, D.
static int gemm(CUmodule mod, const char *outdir) {
  const int M = 256, N = 256, K = 512;
  CUfunction fn;
  if (ck(cuModuleGetFunction(&fn, mod, "wg_gemm_f16"), "wg_gemm_f16")) return 1;
  for (int dist = 0; dist < 2; dist++) {
    rs = 0x6e6d0000ull + dist;
    Ctx cx{0, 0};
    std::vector<uint16_t> A((size_t)M * K), B((size_t)N * K);
    std::vector<float> D((size_t)M * N);
    for (auto &x : A) x = (uint16_t)fval(F16, 'a', dist, cx);
    for (auto &x : B) x = (uint16_t)fval(F16, 'b', dist, cx);
    CUdeviceptr dA, dB, dD;
    ck(cuMemAlloc(&dA, A.size() * 2), "alloc"); ck(cuMemAlloc(&dB, B.size() * 2), "alloc"); ck(cuMemAlloc(&dD, D.size() * 4), "alloc");
    cuMemcpyHtoD(dA, A.data(), A.size() * 2); cuMemcpyHtoD(dB, B.data(), B.size() * 2);
    cuMemsetD8(dD, 0xA5, D.size() * 4);
    int m = M, n = N, k = K;
    void *args[] = {&dA, &dB, &dD, &m, &n, &k};
    CUresult r = getenv("WGMMA_DRYRUN") ? CUDA_SUCCESS : ck(cuLaunchKernel(fn, N / 128, M / 128, 1, 256, 1, 1, 1024 + 32768, 0, args, 0), "launch");
    if (!r) r = ck(cuCtxSynchronize(), "sync");
    if (r) { printf("wg_gemm_f16 FAILED\n"); return 1; }
    cuMemcpyDtoH(D.data(), dD, D.size() * 4);
    std::string path = std::string(outdir) + "/wg_gemm_f16_" + (dist ? "spread" : "unit") + ".bin";
    FILE *f = fopen(path.c_str(), "wb");
    uint32_t hdr[8] = {0x31474757u, 1, (uint32_t)dist, (uint32_t)M, (uint32_t)N, (uint32_t)K, 0, 0};
    fwrite(hdr, 4, 8, f);
    fwrite(A.data(), 2, A.size(), f); fwrite(B.data(), 2, B.size(), f); fwrite(D.data(), 4, D.size(), f);
    fclose(f);
    double sum = 0;
    for (float x : D) sum += x;
    printf("wg_gemm_f16 dist %d: D sum %g, D[0] %g\n", dist, sum, D[0]);
    cuMemFree(dA); cuMemFree(dB); cuMemFree(dD);
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: host PTX OUTDIR [KERNEL]\n"); return 2; }
  FILE *pf = fopen(argv[1], "rb");
  if (!pf) { perror(argv[1]); return 1; }
  std::string ptx;
  { char buf[65536]; size_t n; while ((n = fread(buf, 1, sizeof buf, pf)) > 0) ptx.append(buf, n); fclose(pf); }
  CUdevice dev; CUcontext ctx; CUmodule mod;
  if (ck(cuInit(0), "cuInit") || ck(cuDeviceGet(&dev, 0), "cuDeviceGet") || ck(cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain") || ck(cuCtxSetCurrent(ctx), "cuCtxSetCurrent")) return 1;
  char log[8192] = {0};
  CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *vals[] = {log, (void *)(uintptr_t)sizeof log};
  if (ck(cuModuleLoadDataEx(&mod, ptx.c_str(), 2, opts, vals), "cuModuleLoadDataEx")) { printf("%s\n", log); return 1; }
  if (argc > 3 && strcmp(argv[3], "wg_gemm_f16") == 0) return gemm(mod, argv[2]);
  int nv = sizeof VARS / sizeof VARS[0];
  for (int vi = 0; vi < nv; vi++) {
    const Var &v = VARS[vi];
    if (argc > 3 && strcmp(argv[3], v.name) != 0) continue;
    rs = 0x5eed0000ull + (uint64_t)vi * 7919;
    int ntr = v.ntr;
    if (const char *e = getenv("WGMMA_NTR")) ntr = atoi(e);  // more trials (the first ones unchanged)
    bool fp = isfloat(v.ta);
    // sparse: B holds 64 bytes of K per instruction, and A's fragments are followed by 4
    // metadata words per thread (one per chain step); base-offset forms get 1024 bytes more
    // room per region to move the start address
    int kbB = v.sp ? 64 : 32, nar = v.sp ? 20 : 16;
    uint32_t room = v.bo ? 1024 : 0;
    uint32_t sa = v.areg ? 0 : 8192 + room, sb = 4 * kbB * (uint32_t)v.N + room;
    size_t img = sa + sb, aregB = v.areg || v.sp ? 128 * nar * 4 : 0, cB = 128 * (size_t)v.nd * 4;
    std::vector<Prm> P(ntr);
    std::vector<uint8_t> IMG(img * ntr), AR(aregB * ntr), C(cB * ntr), D(cB * ntr, 0xA5);
    for (int t = 0; t < ntr; t++) {
      Prm &p = P[t];
      memset(&p, 0, sizeof p);
      int dist = fp ? (t + 3 * vi) % (v.sp ? 11 : 10) : (t + vi) % 4;
      Ctx cx{rint_(-6, 0), (int)(rng() & 1)};
      // layouts: cycle the swizzle modes over the trials for A and B independently
      int swzA = t % 4, swzB = (t + t / 4 + 1) % 4;
      if (v.transb) while (swzB && swzT(swzB) > 2 * v.N) swzB = (swzB + 1) % 4;
      if (v.transa) while (swzA && swzT(swzA) > 128) swzA = (swzA + 1) % 4;
      int nk = 0, na = v.areg ? 0 : nkFor(v.transa, swzA), nb = nkFor(v.transb, swzB, kbB);
      if (na && nb && na != nb) {  // keep the two operands' K walks equal
        swzA = swzB; na = nkFor(v.transa, swzA);
        if (na != nb) { swzA = 0; na = 0; }
      }
      nk = na ? na : nb ? nb : rint_(1, 4);
      if (!nk) nk = 1;
      bool junk = fp && chance(1, 4);
      Lay LB = layout(v.N, v.transb, swzB, t / 4 % 2, nk, junk && !v.transb, kbB);
      Lay LA{};
      if (!v.areg) LA = layout(64, v.transa, swzA, (t / 2) % 2, nk, junk && !v.transa);
      // base offset: the start moved off the 1024-byte boundary (by whole 128-byte rows, now and
      // then a 32-byte step more), the base-offset field (bits 49-51) the pattern phase (start >> 7)
      // & 7 in half the trials, any value in the others; r2/r3 record offset | field << 16.
      uint32_t offA = 0, offB = 0, boA = 0, boB = 0;
      if (v.bo) {
        offA = 128 * rint_(0, 7) + (chance(1, 4) ? 32 * rint_(1, 3) : 0);
        offB = 128 * rint_(0, 7) + (chance(1, 4) ? 32 * rint_(1, 3) : 0);
        boA = chance(1, 2) ? (offA >> 7) & 7 : rint_(0, 7);
        boB = chance(1, 2) ? (offB >> 7) & 7 : rint_(0, 7);
        if (!v.areg) LA.d += (offA >> 4) | (uint64_t)boA << 49;
        LB.d += (offB >> 4) | (uint64_t)boB << 49;
        p.r2 = offA | boA << 16; p.r3 = offB | boB << 16;
      }
      p.descA_lo = (uint32_t)LA.d; p.descA_hi = (uint32_t)(LA.d >> 32);
      p.descB_lo = (uint32_t)LB.d; p.descB_hi = (uint32_t)(LB.d >> 32);
      p.scaled = (t % 5 == 3) ? 0 : 1;
      p.nk = nk; p.stepA = LA.step; p.stepB = LB.step;
      p.sa = sa; p.sb = sb; p.dist = dist; p.r0 = LA.code; p.r1 = LB.code;
      uint8_t *im = &IMG[img * t];
      // only the bytes the layout covers get values; the rest of each region stays zero
      if (LA.size + offA > sa || LB.size + offB > sb) { printf("%s: layout larger than its region\n", v.name); return 1; }
      if (sa) fill(im + offA, LA.size, v.ta, 'a', dist, cx, v.K);
      fill(im + sa + offB, LB.size, v.tb, 'b', dist, cx, v.K);
      if (aregB) fill(&AR[aregB * t], aregB, v.ta, 'a', dist, cx, v.K);
      if (v.sp) {
        // metadata: every 4-bit group an index pair i0 < i1 (.tf32: 0b0100 or 0b1110); in every
        // third trial any pair of different indices
        static const int ord[] = {0x4, 0x8, 0x9, 0xC, 0xD, 0xE};
        static const int any[] = {0x1, 0x2, 0x3, 0x4, 0x6, 0x7, 0x8, 0x9, 0xB, 0xC, 0xD, 0xE};
        bool wide = t % 3 == 2;
        uint32_t *ar = (uint32_t *)&AR[aregB * t];
        for (int th = 0; th < 128; th++)
          for (int s = 0; s < 4; s++) {
            uint32_t e = 0;
            for (int j = 0; j < 8; j++) {
              int x = v.ta == TF32 ? (rng() & 1 ? 0x4 : 0xE) : wide ? any[rng() % 12] : ord[rng() % 6];
              e |= (uint32_t)x << (4 * j);
            }
            ar[th * nar + 16 + s] = e;
          }
      }
      int tc = v.td == F32 ? F32 : v.td;
      fill(&C[cB * t], cB, tc, 'c', dist, cx, v.K);
    }
    CUfunction fn;
    if (ck(cuModuleGetFunction(&fn, mod, v.name), v.name)) continue;
    CUdeviceptr dP, dI, dA = 0, dC, dD;
    ck(cuMemAlloc(&dP, sizeof(Prm) * ntr), "alloc");
    ck(cuMemAlloc(&dI, img * ntr), "alloc");
    if (aregB) ck(cuMemAlloc(&dA, aregB * ntr), "alloc");
    ck(cuMemAlloc(&dC, cB * ntr), "alloc");
    ck(cuMemAlloc(&dD, cB * ntr), "alloc");
    cuMemcpyHtoD(dP, P.data(), sizeof(Prm) * ntr);
    cuMemcpyHtoD(dI, IMG.data(), img * ntr);
    if (aregB) cuMemcpyHtoD(dA, AR.data(), aregB * ntr);
    cuMemcpyHtoD(dC, C.data(), cB * ntr);
    cuMemcpyHtoD(dD, D.data(), cB * ntr);
    void *args[] = {&dP, &dI, &dA, &dC, &dD};
    unsigned smem = 1024 + (unsigned)img;
    // above 48 KB (the sparse n256 form's B) the kernel must opt in
    if (smem > 48 * 1024) ck(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)smem), "cuFuncSetAttribute");
    CUresult r = getenv("WGMMA_DRYRUN") ? CUDA_SUCCESS : ck(cuLaunchKernel(fn, ntr, 1, 1, 128, 1, 1, smem, 0, args, 0), "launch");
    if (!r) r = ck(cuCtxSynchronize(), "sync");
    if (r) { printf("%s FAILED\n", v.name); return 1; }
    cuMemcpyDtoH(D.data(), dD, cB * ntr);
    cuMemFree(dP); cuMemFree(dI); if (dA) cuMemFree(dA); cuMemFree(dC); cuMemFree(dD);
    std::string path = std::string(argv[2]) + "/" + v.name + ".bin";
    FILE *f = fopen(path.c_str(), "wb");
    uint32_t hdr[8] = {0x31504757u, 1, (uint32_t)ntr, (uint32_t)sizeof(Prm), (uint32_t)img, (uint32_t)aregB, (uint32_t)cB, (uint32_t)cB};
    fwrite(hdr, 4, 8, f);
    fwrite(P.data(), sizeof(Prm), ntr, f);
    fwrite(IMG.data(), 1, IMG.size(), f);
    fwrite(AR.data(), 1, AR.size(), f);
    fwrite(C.data(), 1, C.size(), f);
    fwrite(D.data(), 1, D.size(), f);
    fclose(f);
    size_t same = 0;
    for (size_t i = 0; i < D.size(); i += 4) same += D[i] == 0xA5 && D[i + 1] == 0xA5 && D[i + 2] == 0xA5 && D[i + 3] == 0xA5;
    printf("%s: %d trials, %zu bytes, %zu words untouched\n", v.name, ntr, 32 + sizeof(Prm) * ntr + IMG.size() + AR.size() + 2 * C.size(), same);
  }
  return 0;
}
#endif
