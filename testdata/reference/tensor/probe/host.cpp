// Host side of the tensor-core probe: generates each kernel's inputs (random values from ten
// floating-point or four integer distributions, special values, structured cancellation and
// rounding cases), runs the kernel from a PTX file through the driver API and writes inputs and
// outputs to OUTDIR/<kernel>.bin. Usage: host PTXDIR OUTDIR GROUP [PTXDIR2]
//   PTXDIR2 (optional): a second build of the same kernels (another nvcc); its outputs are
//   compared with the first and written to <kernel>.alt.bin when they differ.
// File layout (little endian u32): "TCP1" 1 ntrials sizeA sizeB sizeC sizeD dfill, then
// Params[ntrials] (16 u32 each; r0 = distribution id), A, B, C, D (after the kernel).
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <algorithm>
#include <string>
#include <vector>

struct Var { const char *group, *name; int kind, M, N, K, ta, tb, tc, td, al, bl, na, nb, nc, nd, ntr, sat; };
#include "variants.h"
struct Params { uint32_t offA, offB, offC, offD, lda, ldb, ldc, ldd, clay, satf, r0, r1, r2, r3, r4, r5; };
enum { F16, BF16, TF32, F32, F64, S8, U8, S4, U4, B1, S32, E4M3, E5M2 };
static const int TBITS[] = {16, 16, 32, 32, 64, 8, 8, 4, 4, 1, 32, 8, 8};
static const uint8_t DFILL = 0xA5;

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
  case F32: return {8, 23, 127, 1};
  case F64: return {11, 52, 1023, 1};
  case E4M3: return {4, 3, 7, 0};
  case E5M2: return {5, 2, 15, 1};
  }
  return {8, 23, 127, 1};
}
static int emin(const Fmt &f) { return 1 - f.bias; }
static int emax(const Fmt &f) { return f.ieee ? (1 << f.E) - 2 - f.bias : (1 << f.E) - 1 - f.bias; }
static uint64_t mmask(const Fmt &f) { return (1ull << f.M) - 1; }
static uint64_t rmant(const Fmt &f) { return rng() & mmask(f); }
// fl builds (-1)^s * 1.m * 2^e, as a denormal (truncated) below the normal range, clamped above.
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
  if (!f.ieee && field == (uint64_t)((1 << f.E) - 1) && m == mmask(f)) m--;  // e4m3: S.1111.111 is NaN
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
  case 1: return sgn | 0 | (1ull << (f.E + f.M));
  case 2: return f.ieee ? expall : fl(f, 0, emax(f), mmask(f));      // +inf (e4m3: max)
  case 3: return f.ieee ? (expall | (1ull << (f.E + f.M))) : fl(f, 1, emax(f), mmask(f));
  case 4: return sgn | expall | (f.ieee ? (1ull << (f.M - 1)) : mmask(f));      // canonical NaN
  case 5: return sgn | expall | (f.ieee ? (rmant(f) | 1) : mmask(f));          // NaN, any payload
  case 6: return sgn | expall | (f.ieee ? ((rmant(f) & (mmask(f) >> 1)) | 1) : mmask(f));  // sNaN
  case 7: return sgn | 1;                                  // smallest denormal
  case 8: return sgn | mmask(f);                           // largest denormal
  case 9: return sgn | (rmant(f) | 1);                     // any denormal
  case 10: return fl(f, rng() & 1, emax(f), mmask(f));     // largest finite
  case 11: return fl(f, rng() & 1, emin(f), 0);            // smallest normal
  default: return fl(f, rng() & 1, 0, 0);                  // +-1
  }
}
// dec/enc: value of a finite element / element of a value (exact values only; truncates).
static double dec(const Fmt &f, uint64_t v) {
  int s = (v >> (f.E + f.M)) & 1;
  int ef = (int)((v >> f.M) & ((1ull << f.E) - 1));
  double m = (double)(v & mmask(f));
  double x = ef == 0 ? ldexp(m, emin(f) - f.M) : ldexp(m + ldexp(1.0, f.M), ef - f.bias - f.M);
  return s ? -x : x;
}
static uint64_t enc(const Fmt &f, double x) {
  int s = x < 0;
  if (x == 0) return (uint64_t)s << (f.E + f.M);
  int e;
  double fr = frexp(fabs(x), &e);  // x = fr * 2^e, fr in [0.5, 1)
  e -= 1;
  uint64_t m = (uint64_t)ldexp(fr * 2 - 1, f.M);
  return fl(f, s, e, m);
}
// Elements as stored: tf32 is an f32 bit pattern whose low 13 bits the probe sets in some cases.
static uint64_t store_bits(int t, uint64_t v, bool lowjunk) {
  if (t == TF32) return (v << 13) | (lowjunk ? (rng() & 0x1fff) : 0);
  return v;
}
static bool isfloat(int t) { return t == F16 || t == BF16 || t == TF32 || t == F32 || t == F64 || t == E4M3 || t == E5M2; }
static uint64_t rawbits(int t) { int b = TBITS[t]; return b == 64 ? rng() : rng() & ((1ull << b) - 1); }

// Logical operands: A MxK, B KxN, C MxN, row-major, element bits.
struct Mats { std::vector<uint64_t> a, b, c; };

static void gen_float(const Var &v, int dist, Mats &m) {
  int M = v.M, N = v.N, K = v.K;
  Fmt fa = fmt(v.ta), fb = fmt(v.tb), fc = fmt(v.tc);
  m.a.assign(M * K, 0); m.b.assign(K * N, 0); m.c.assign(M * N, 0);
  bool junk = false;
  auto A = [&](int i, int k) -> uint64_t & { return m.a[i * K + k]; };
  auto Bm = [&](int k, int j) -> uint64_t & { return m.b[k * N + j]; };
  switch (dist) {
  case 0:  // unit
    junk = true;
    for (auto &x : m.a) x = rfl(fa, -3, 0);
    for (auto &x : m.b) x = rfl(fb, -3, 0);
    for (auto &x : m.c) x = rfl(fc, -3, 3);
    break;
  case 1: {  // spread over the format's range
    auto sp = [&](const Fmt &f) {
      if (chance(1, 16)) return rfl(f, emin(f) - f.M, emin(f) - 1);
      int lo = emin(f) < -30 ? -30 : emin(f), hi = emax(f) > 30 ? 30 : emax(f);
      return rfl(f, lo, hi);
    };
    for (auto &x : m.a) x = sp(fa);
    for (auto &x : m.b) x = sp(fb);
    int lo = 2 * (emin(fa) < -30 ? -30 : emin(fa)), hi = 2 * (emax(fa) > 30 ? 30 : emax(fa));
    for (auto &x : m.c) x = chance(1, 4) ? 0 : rfl(fc, lo, hi);
    break;
  }
  case 2: {  // pairs of products that cancel exactly or up to a few ulps, adjacent or any k
    std::vector<int> perm(K);
    for (int k = 0; k < K; k++) perm[k] = k;
    if (chance(1, 2))
      for (int k = K - 1; k > 0; k--) { int j = rng() % (k + 1); int x = perm[k]; perm[k] = perm[j]; perm[j] = x; }
    for (int i = 0; i < M; i++)
      for (int k = 0; k + 1 < K; k += 2) { A(i, perm[k]) = rfl(fa, -4, 4); A(i, perm[k + 1]) = A(i, perm[k]); }
    for (int j = 0; j < N; j++)
      for (int k = 0; k + 1 < K; k += 2) {
        uint64_t b = rfl(fb, -4, 4);
        uint64_t b2 = negf(fb, b);
        if (chance(1, 2)) {
          int d = rint_(-3, 3);
          uint64_t mm = b2 & mmask(fb);
          if ((int64_t)mm + d >= 0 && (int64_t)mm + d <= (int64_t)mmask(fb)) b2 += d;
        }
        if (chance(1, 2)) { Bm(perm[k], j) = b; Bm(perm[k + 1], j) = b2; } else { Bm(perm[k], j) = b2; Bm(perm[k + 1], j) = b; }
      }
    for (auto &x : m.c) { int r = rint_(0, 2); x = r == 0 ? 0 : r == 1 ? rfl(fc, -30, -10) : rfl(fc, -3, 3); }
    break;
  }
  case 3:  // specials sprinkled into unit values
    for (auto &x : m.a) x = chance(1, 6) ? special(fa) : rfl(fa, -3, 0);
    for (auto &x : m.b) x = chance(1, 6) ? special(fb) : rfl(fb, -3, 0);
    for (auto &x : m.c) x = chance(1, 6) ? special(fc) : rfl(fc, -3, 3);
    break;
  case 4:  // sparse: few nonzero products with exponent gaps
    for (auto &x : m.a) x = chance(3, 5) ? (rng() & 1 ? negf(fa, 0) : 0) : rfl(fa, -12, 12);
    for (auto &x : m.b) x = chance(3, 5) ? (rng() & 1 ? negf(fb, 0) : 0) : rfl(fb, -12, 12);
    for (auto &x : m.c) x = chance(3, 10) ? 0 : rfl(fc, -30, 30);
    break;
  case 5: {  // tiny: denormal inputs, products near the accumulator's denormal range
    int plo = emin(fc) - fc.M - 2, phi = emin(fc) + 4;
    auto ti = [&](const Fmt &f) {
      if (chance(1, 2)) return rfl(f, emin(f) - f.M, emin(f) + 2);
      return rfl(f, plo / 2 - 2, phi / 2 + 2);
    };
    for (auto &x : m.a) x = ti(fa);
    for (auto &x : m.b) x = ti(fb);
    for (auto &x : m.c) x = chance(3, 10) ? 0 : rfl(fc, emin(fc) - fc.M, emin(fc) + 2);
    break;
  }
  case 6:  // accumulator dominates or vanishes
    for (auto &x : m.a) x = chance(1, 4) ? fl(fa, rng() & 1, rint_(-3, 0), 0) : rfl(fa, -3, 0);
    for (auto &x : m.b) x = chance(1, 4) ? fl(fb, rng() & 1, rint_(-3, 0), 0) : rfl(fb, -3, 0);
    for (auto &x : m.c) x = chance(1, 4) ? fl(fc, rng() & 1, rint_(-30, 30), 0) : rfl(fc, -30, 30);
    break;
  case 7:  // raw bits
    junk = true;
    for (auto &x : m.a) x = rawbits(v.ta == TF32 ? F32 : v.ta);
    for (auto &x : m.b) x = rawbits(v.tb == TF32 ? F32 : v.tb);
    for (auto &x : m.c) x = rawbits(v.tc);
    if (v.ta == TF32) { for (auto &x : m.a) x >>= 13; for (auto &x : m.b) x >>= 13; }
    break;
  case 8: {  // carries: all-ones significands of one sign
    int s = rng() & 1;
    for (auto &x : m.a) x = fl(fa, chance(1, 4) ? rng() & 1 : s, rint_(-1, 0), mmask(fa));
    for (auto &x : m.b) x = fl(fb, chance(1, 8) ? rng() & 1 : 0, rint_(-1, 0), mmask(fb));
    for (auto &x : m.c) x = chance(1, 4) ? 0 : fl(fc, chance(1, 4) ? rng() & 1 : s, rint_(-1, 4), mmask(fc));
    break;
  }
  case 9: {  // products near half an ulp of the accumulator (rounding direction, ties)
    int lo = emin(fa) > -6 ? emin(fa) : -6, hi = 0;
    int mid = rint_(lo, hi);
    auto pw = [&](const Fmt &f) -> uint64_t {
      if (chance(1, 2)) return rng() & 1 ? negf(f, 0) : 0;
      return fl(f, rng() & 1, rint_(mid - 2, mid + 2), chance(1, 4) ? rmant(f) : 0);
    };
    for (auto &x : m.a) x = pw(fa);
    for (auto &x : m.b) x = pw(fb);
    for (auto &x : m.c) x = fl(fc, rng() & 1, 2 * mid + fc.M + 1 + rint_(-2, 2), chance(1, 3) ? 0 : rmant(fc));
    break;
  }
  case 10: {  // the accumulator cancels one large product exactly; small products remain
    int k0 = rint_(0, K - 1);
    auto big = [&](const Fmt &f) { return fl(f, rng() & 1, rint_(0, 3), rmant(f) & ~(mmask(f) >> (f.M < 4 ? f.M : 4))); };
    auto small = [&](const Fmt &f) { return chance(1, 3) ? 0 : rfl(f, -20, -6); };
    for (int i = 0; i < M; i++)
      for (int k = 0; k < K; k++) A(i, k) = k == k0 ? big(fa) : small(fa);
    for (int k = 0; k < K; k++)
      for (int j = 0; j < N; j++) Bm(k, j) = k == k0 ? big(fb) : small(fb);
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) {
        double p = dec(fa, A(i, k0)) * dec(fb, Bm(k0, j));
        m.c[i * N + j] = chance(1, 8) ? rfl(fc, -3, 3) : enc(fc, -p);
      }
    break;
  }
  }
  for (auto &x : m.a) x = store_bits(v.ta, x, junk);
  for (auto &x : m.b) x = store_bits(v.tb, x, junk);
}

static void irange(int t, int64_t &lo, int64_t &hi) {
  switch (t) {
  case S8: lo = -128; hi = 127; break;
  case U8: lo = 0; hi = 255; break;
  case S4: lo = -8; hi = 7; break;
  case U4: lo = 0; hi = 15; break;
  default: lo = 0; hi = 1;
  }
}
static uint64_t ibits(int t, int64_t x) { return (uint64_t)x & ((1ull << TBITS[t]) - 1); }
static void gen_int(const Var &v, int dist, Mats &m) {
  int M = v.M, N = v.N, K = v.K;
  m.a.assign(M * K, 0); m.b.assign(K * N, 0); m.c.assign(M * N, 0);
  int64_t alo, ahi, blo, bhi;
  irange(v.ta, alo, ahi); irange(v.tb, blo, bhi);
  auto uni = [&](int t, int64_t lo, int64_t hi) { return ibits(t, lo + (int64_t)(rng() % (uint64_t)(hi - lo + 1))); };
  auto ext = [&](int t, int64_t lo, int64_t hi) { return ibits(t, chance(1, 2) ? lo : hi); };
  int64_t maxp = K * std::max(std::max(alo * alo, ahi * ahi), std::max(blo * blo, bhi * bhi));
  if (maxp < 4) maxp = 4;
  switch (dist) {
  case 0:
    for (auto &x : m.a) x = uni(v.ta, alo, ahi);
    for (auto &x : m.b) x = uni(v.tb, blo, bhi);
    for (auto &x : m.c) x = (uint32_t)rng();
    break;
  case 1:
    for (auto &x : m.a) x = uni(v.ta, alo < 0 ? -3 : 0, alo < 0 ? 3 : 5 < ahi ? 5 : ahi);
    for (auto &x : m.b) x = uni(v.tb, blo < 0 ? -3 : 0, blo < 0 ? 3 : 5 < bhi ? 5 : bhi);
    for (auto &x : m.c) x = (uint32_t)(int32_t)rint_(-1000, 1000);
    break;
  case 2:
    for (auto &x : m.a) x = chance(3, 4) ? ext(v.ta, alo, ahi) : uni(v.ta, alo, ahi);
    for (auto &x : m.b) x = chance(3, 4) ? ext(v.tb, blo, bhi) : uni(v.tb, blo, bhi);
    for (auto &x : m.c) {
      int64_t d = (int64_t)(rng() % (uint64_t)maxp);
      x = (uint32_t)(chance(1, 2) ? (int32_t)(INT32_MAX - d) : (int32_t)(INT32_MIN + d));
    }
    break;
  default:
    for (auto &x : m.a) x = rawbits(v.ta);
    for (auto &x : m.b) x = rawbits(v.tb);
    for (auto &x : m.c) x = (uint32_t)rng();
  }
}

static void put(std::vector<uint8_t> &buf, size_t base, int bits, size_t idx, uint64_t v) {
  if (bits >= 8) { memcpy(&buf[base + idx * (bits / 8)], &v, bits / 8); return; }
  size_t bit = idx * bits;
  uint8_t &byte = buf[base + bit / 8];
  uint8_t mask = (uint8_t)(((1u << bits) - 1) << (bit % 8));
  byte = (uint8_t)((byte & ~mask) | ((v << (bit % 8)) & mask));
}
static size_t align256(size_t x) { return (x + 255) & ~(size_t)255; }

// Register layout of mma.sync fragments (PTX ISA, "Matrix fragments for mma.m16n8k*"): element
// e of a lane's A/B/C words -> (row, col). Unknown forms (m8n8k4 .f16) fall back to a linear fill.
struct Pos { int r, c; };
static Pos mma_pos(const Var &v, char which, int lane, int reg, int j) {
  int g = lane >> 2, t = lane & 3;
  int bits = which == 'c' ? TBITS[v.tc] : TBITS[which == 'a' ? v.ta : v.tb];
  int epw = bits >= 32 ? 1 : 32 / bits;
  if (which == 'c') {
    int e = bits == 16 ? reg * 2 + j : reg;  // element index (f64 regs are counted per element)
    if (v.M == 16) return {g + 8 * (e >> 1), 2 * t + (e & 1)};
    return {g, 2 * t + (e & 1)};
  }
  if (which == 'a') {
    if (v.M == 16) return {g + 8 * (reg & 1), t * epw + j + (reg >> 1) * 4 * epw};
    return {g, t * epw + j};
  }
  return {t * epw + j + reg * 4 * epw, g};
}

static CUresult ck(CUresult r, const char *what) {
  if (r != CUDA_SUCCESS) {
    const char *s = "?";
    cuGetErrorName(r, &s);
    printf("  %s: %s (%d)\n", what, s, (int)r);
  }
  return r;
}

struct Run { std::vector<Params> P; std::vector<uint8_t> A, B, C, D; };

static void build(const Var &v, Run &R) {
  int n = v.ntr;
  R.P.assign(n, Params{});
  std::vector<Mats> mats(n);
  size_t sA = 0, sB = 0, sC = 0, sD = 0;
  bool fp = isfloat(v.ta);
  int ndist = fp ? 11 : 4;
  if (v.kind == 0 || v.kind == 1) {
    for (int t = 0; t < n; t++) {
      int dist = t % ndist;
      R.P[t].r0 = dist;
      if (fp) gen_float(v, dist, mats[t]); else gen_int(v, dist, mats[t]);
      R.P[t].satf = v.sat;
    }
  }
  if (v.kind == 0) {  // wmma: operands in memory with layouts and leading dimensions
    int ab = TBITS[v.ta], cb = TBITS[v.tc], db = TBITS[v.td];
    int padA = 128 / ab, padC = 128 / cb, padD = 128 / db;
    for (int t = 0; t < n; t++) {
      Params &p = R.P[t];
      p.lda = (v.al ? v.M : v.K) + padA * rint_(0, 2);
      p.ldb = (v.bl ? v.K : v.N) + padA * rint_(0, 2);
      p.clay = rng() & 1;
      int cmin = p.clay ? v.M : v.N;
      int pc = rint_(0, 2);
      p.ldc = cmin + padC * pc;
      p.ldd = cmin + padD * pc;
      if (p.ldd < cmin) p.ldd = cmin;
      p.offA = sA; sA += align256((size_t)(v.al ? v.K : v.M) * p.lda * ab / 8);
      p.offB = sB; sB += align256((size_t)(v.bl ? v.N : v.K) * p.ldb * ab / 8);
      p.offC = sC; sC += align256((size_t)(p.clay ? v.N : v.M) * p.ldc * cb / 8);
      p.offD = sD; sD += align256((size_t)(p.clay ? v.N : v.M) * p.ldd * db / 8);
    }
    R.A.resize(sA); R.B.resize(sB); R.C.resize(sC); R.D.assign(sD, DFILL);
    for (auto &x : R.A) x = rng(); for (auto &x : R.B) x = rng(); for (auto &x : R.C) x = rng();
    for (int t = 0; t < n; t++) {
      Params &p = R.P[t];
      Mats &m = mats[t];
      for (int i = 0; i < v.M; i++)
        for (int k = 0; k < v.K; k++)
          put(R.A, p.offA, ab, v.al ? (size_t)k * p.lda + i : (size_t)i * p.lda + k, m.a[i * v.K + k]);
      for (int k = 0; k < v.K; k++)
        for (int j = 0; j < v.N; j++)
          put(R.B, p.offB, ab, v.bl ? (size_t)j * p.ldb + k : (size_t)k * p.ldb + j, m.b[k * v.N + j]);
      for (int i = 0; i < v.M; i++)
        for (int j = 0; j < v.N; j++)
          put(R.C, p.offC, cb, p.clay ? (size_t)j * p.ldc + i : (size_t)i * p.ldc + j, m.c[i * v.N + j]);
    }
  } else if (v.kind == 1) {  // mma.sync: per-lane registers
    size_t wa = 32 * v.na * 4, wb = 32 * v.nb * 4, wc = 32 * v.nc * 4, wd = 32 * v.nd * 4;
    R.A.assign(wa * n, 0); R.B.assign(wb * n, 0); R.C.assign(wc * n, 0); R.D.assign(wd * n, DFILL);
    bool known = !(v.M == 8 && v.K == 4 && v.ta == F16);
    int f64 = v.ta == F64;
    for (int t = 0; t < n; t++) {
      Params &p = R.P[t];
      p.offA = t * wa; p.offB = t * wb; p.offC = t * wc; p.offD = t * wd;
      Mats &m = mats[t];
      struct Op { char w; int nw; int bits; std::vector<uint64_t> *src; int cols; size_t off; } ops[3] = {
          {'a', v.na, TBITS[v.ta], &m.a, v.K, p.offA}, {'b', v.nb, TBITS[v.tb], &m.b, v.N, p.offB},
          {'c', v.nc, TBITS[v.tc], &m.c, v.N, p.offC}};
      for (auto &o : ops) {
        std::vector<uint8_t> &buf = o.w == 'a' ? R.A : o.w == 'b' ? R.B : R.C;
        int epw = o.bits >= 32 ? 1 : 32 / o.bits;
        int nregs = o.bits == 64 ? o.nw / 2 : o.nw;
        size_t lin = 0;
        for (int lane = 0; lane < 32; lane++)
          for (int r = 0; r < nregs; r++)
            for (int j = 0; j < epw; j++) {
              uint64_t val;
              if (known) {
                Pos q = mma_pos(v, o.w, lane, r, j);
                val = (*o.src)[q.r * o.cols + q.c];
              } else {
                val = (*o.src)[lin++ % o.src->size()];
              }
              size_t idx = ((size_t)lane * nregs + r) * epw + j;
              put(buf, o.off, o.bits, idx, val);
            }
      }
      (void)f64;
    }
  } else if (v.kind == 7) {  // whole GEMM: A MxK, B KxN row-major unit values, D MxN f32
    Fmt f = fmt(v.ta);
    R.A.assign((size_t)v.M * v.K * 2, 0); R.B.assign((size_t)v.K * v.N * 2, 0); R.C.assign(256, 0);
    for (size_t i = 0; i < (size_t)v.M * v.K; i++) put(R.A, 0, 16, i, rfl(f, -3, 0));
    for (size_t i = 0; i < (size_t)v.K * v.N; i++) put(R.B, 0, 16, i, rfl(f, -3, 0));
    R.D.assign((size_t)v.M * v.N * 4, DFILL);
  } else if (v.kind == 5 || v.kind == 6) {  // wmma fragment layout: bit planes of element indices
    int which = v.bl, bits = which == 2 ? TBITS[v.tc] : TBITS[v.ta];
    int rows = which == 1 ? v.K : v.M, cols = which == 0 ? v.K : v.N;
    size_t sz = (size_t)rows * cols * bits / 8;
    R.P[0].offA = R.P[0].offB = R.P[0].offC = R.P[0].offD = 0;
    R.B.assign(256, 0); R.C.assign(256, 0);
    if (v.kind == 5) {
      R.A.assign(sz * 10, 0);
      uint64_t ones = bits == 64 ? ~0ull : (1ull << bits) - 1;
      for (int pl = 0; pl < 10; pl++)
        for (int r = 0; r < rows; r++)
          for (int c = 0; c < cols; c++) {
            size_t idx = v.al ? (size_t)c * rows + r : (size_t)r * cols + c;
            put(R.A, sz * pl, bits, idx, ((r * cols + c) >> pl & 1) ? ones : 0);
          }
      R.D.assign(10 * 32 * 32 * 4, DFILL);
    } else {
      R.A.assign(256, 0);
      R.D.assign(sz * 10, DFILL);
    }
  } else {  // ldmatrix / stmatrix / movmatrix
    size_t wa = v.kind == 2 ? 4096 : 32 * v.na * 4;
    R.A.resize(wa * n); R.B.assign(128 * n, 0); R.C.resize(4096 * n);
    size_t wd = v.kind == 3 ? 4096 : 32 * (v.na ? v.na : 1) * 4;
    R.D.assign(wd * n, DFILL);
    for (auto &x : R.A) x = rng(); for (auto &x : R.C) x = rng();
    for (int t = 0; t < n; t++) {
      Params &p = R.P[t];
      p.offA = t * wa; p.offB = t * 128; p.offC = t * 4096; p.offD = t * wd;
      int slot[256];
      for (int i = 0; i < 256; i++) slot[i] = i;
      for (int i = 255; i > 0; i--) { int j = rng() % (i + 1); int x = slot[i]; slot[i] = slot[j]; slot[j] = x; }
      for (int l = 0; l < 32; l++) { uint32_t off = slot[l] * 16; memcpy(&R.B[p.offB + 4 * l], &off, 4); }
      p.r0 = t;
    }
  }
}

static bool dry;  // DRY=1: no GPU; checks input generation only
static int run(CUmodule mod, const Var &v, Run &R, std::vector<uint8_t> &out) {
  if (dry) { out = R.D; return 0; }
  CUfunction f;
  if (ck(cuModuleGetFunction(&f, mod, v.name), v.name)) return -1;
  CUdeviceptr dP, dA, dB, dC, dD;
  size_t sP = R.P.size() * sizeof(Params);
  cuMemAlloc(&dP, sP); cuMemAlloc(&dA, R.A.size() + 256); cuMemAlloc(&dB, R.B.size() + 256);
  cuMemAlloc(&dC, R.C.size() + 256); cuMemAlloc(&dD, R.D.size() + 256);
  cuMemcpyHtoD(dP, R.P.data(), sP); cuMemcpyHtoD(dA, R.A.data(), R.A.size());
  cuMemcpyHtoD(dB, R.B.data(), R.B.size()); cuMemcpyHtoD(dC, R.C.data(), R.C.size());
  cuMemcpyHtoD(dD, R.D.data(), R.D.size());
  void *args[] = {&dP, &dA, &dB, &dC, &dD};
  int rc = 0;
  unsigned threads = v.kind == 7 ? 128 : 32;
  if (ck(cuLaunchKernel(f, R.P.size(), 1, 1, threads, 1, 1, 0, 0, args, 0), "launch") ||
      ck(cuCtxSynchronize(), "sync")) rc = -2;
  out.resize(R.D.size());
  if (!rc) ck(cuMemcpyDtoH(out.data(), dD, out.size()), "copy back");
  cuMemFree(dP); cuMemFree(dA); cuMemFree(dB); cuMemFree(dC); cuMemFree(dD);
  return rc;
}

static void wr(FILE *f, const void *p, size_t n) { if (n) fwrite(p, 1, n, f); }
static void dump(const std::string &path, const Run &R, const std::vector<uint8_t> &D) {
  FILE *f = fopen(path.c_str(), "wb");
  uint32_t h[8] = {0x31504354u, 1, (uint32_t)R.P.size(), (uint32_t)R.A.size(), (uint32_t)R.B.size(),
                   (uint32_t)R.C.size(), (uint32_t)D.size(), DFILL};
  wr(f, h, sizeof h); wr(f, R.P.data(), R.P.size() * sizeof(Params));
  wr(f, R.A.data(), R.A.size()); wr(f, R.B.data(), R.B.size()); wr(f, R.C.data(), R.C.size());
  wr(f, D.data(), D.size());
  fclose(f);
}

static std::vector<char> slurp(const std::string &p) {
  std::vector<char> b;
  FILE *f = fopen(p.c_str(), "rb");
  if (!f) return b;
  char tmp[65536];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) b.insert(b.end(), tmp, tmp + n);
  fclose(f);
  b.push_back(0);
  return b;
}

static CUmodule load(const std::string &path) {
  std::vector<char> src = slurp(path);
  if (src.empty()) { printf("  %s: missing\n", path.c_str()); return 0; }
  CUmodule m = 0;
  char log[8192] = {0};
  CUjit_option o[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *ov[] = {log, (void *)(uintptr_t)sizeof log};
  if (ck(cuModuleLoadDataEx(&m, src.data(), 2, o, ov), path.c_str())) { printf("  jit log: %s\n", log); return 0; }
  return m;
}

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: host PTXDIR OUTDIR GROUP [PTXDIR2]\n"); return 2; }
  std::string dir = argv[1], out = argv[2], grp = argv[3];
  dry = getenv("DRY") != 0;
  CUmodule mod = (CUmodule)1, mod2 = 0;
  if (!dry) {
    cuInit(0);
    CUdevice dev; CUcontext ctx;
    cuDeviceGet(&dev, 0);
    if (ck(cuDevicePrimaryCtxRetain(&ctx, dev), "ctx")) return 1;
    cuCtxSetCurrent(ctx);
    mod = load(dir + "/" + grp + ".ptx");
    mod2 = argc > 4 ? load(std::string(argv[4]) + "/" + grp + ".ptx") : 0;
    if (!mod && !mod2) return 1;
  }
  int nv = sizeof VARS / sizeof VARS[0];
  for (int i = 0; i < nv; i++) {
    const Var &v = VARS[i];
    if (grp != v.group) continue;
    rs = 0x243F6A8885A308D3ull;
    for (const char *c = v.name; *c; c++) rs = (rs ^ (uint8_t)*c) * 0x100000001B3ull;
    Run R;
    build(v, R);
    std::vector<uint8_t> D1, D2;
    int rc1 = mod ? run(mod, v, R, D1) : -3;
    if (rc1 == 0) dump(out + "/" + v.name + ".bin", R, D1);
    const char *alt = "";
    if (mod2) {
      int rc2 = run(mod2, v, R, D2);
      if (rc2 == 0 && rc1 == 0) alt = D1 == D2 ? " alt=same" : " alt=DIFF";
      else if (rc2 == 0) alt = " alt=only";
      else alt = " alt=fail";
      if (rc2 == 0 && (rc1 != 0 || D1 != D2)) dump(out + "/" + v.name + ".alt.bin", R, D2);
    }
    printf("%s %s trials=%zu bytes=%zu%s\n", v.name, rc1 == 0 ? "ok" : "FAIL", R.P.size(),
           R.A.size() + R.B.size() + R.C.size() + 2 * R.D.size(), alt);
  }
  return 0;
}
