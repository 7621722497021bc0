// w_ptx80: sm_80 additions to the PTX ISA in inline assembly, with the
// ISA's definitions as the host reference: min.NaN/max.NaN on f32 and
// f16x2 (a NaN operand gives NaN), fma.rn.relu on f16x2 and bf16x2 (a
// negative result becomes +0), cvt.rn.relu.f16x2.f32 and cvt.rn.bf16x2.f32
// (two floats rounded and packed, the first operand in the upper half),
// cvt.rna.tf32.f32 (round to 10 mantissa bits, ties away from zero), and
// min/max/abs/neg on bf16 and bf16x2. NaN results compare as NaN; inputs
// avoid zeros of both signs in one min/max, which the ISA leaves open.
#include "sw27.h"

typedef unsigned long long u64;
const int nOut = 12;

__global__ void kernel(const unsigned *x, const unsigned *y, const unsigned *z, unsigned *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = x[i], b = y[i], c = z[i], *r = o + (size_t)i * nOut;
  float fa = __uint_as_float(a), fb = __uint_as_float(b);
  float f;
  asm("min.NaN.f32 %0, %1, %2;" : "=f"(f) : "f"(fa), "f"(fb));
  r[0] = __float_as_uint(f);
  asm("max.NaN.f32 %0, %1, %2;" : "=f"(f) : "f"(fa), "f"(fb));
  r[1] = __float_as_uint(f);
  asm("min.NaN.f16x2 %0, %1, %2;" : "=r"(r[2]) : "r"(a), "r"(b));
  asm("max.NaN.f16x2 %0, %1, %2;" : "=r"(r[3]) : "r"(a), "r"(b));
  asm("fma.rn.relu.f16x2 %0, %1, %2, %3;" : "=r"(r[4]) : "r"(a), "r"(b), "r"(c));
  asm("fma.rn.relu.bf16x2 %0, %1, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(c));
  asm("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(r[6]) : "f"(fa), "f"(fb));
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r[7]) : "f"(fa), "f"(fb));
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r[8]) : "f"(fa));
  asm("min.bf16x2 %0, %1, %2;" : "=r"(r[9]) : "r"(a), "r"(b));
  asm("max.bf16x2 %0, %1, %2;" : "=r"(r[10]) : "r"(a), "r"(b));
  unsigned short h = (unsigned short)a, ab, ng;
  asm("abs.bf16 %0, %1;" : "=h"(ab) : "h"(h));
  asm("neg.bf16 %0, %1;" : "=h"(ng) : "h"(h));
  r[11] = ab | (unsigned)ng << 16;
}

struct Fmt {
  int mant, expBits;
};
static const Fmt F16 = {10, 5}, BF = {7, 8}, F32 = {23, 8};
static bool isNaN(u64 v, Fmt f) {
  u64 e = (v >> f.mant) & ((1ull << f.expBits) - 1);
  return e == (1ull << f.expBits) - 1 && (v & ((1ull << f.mant) - 1));
}
static bool isInf(u64 v, Fmt f) {
  u64 e = (v >> f.mant) & ((1ull << f.expBits) - 1);
  return e == (1ull << f.expBits) - 1 && !(v & ((1ull << f.mant) - 1));
}
static double value(u64 v, Fmt f) {
  if (isInf(v, f)) return (v >> (f.mant + f.expBits)) & 1 ? -INFINITY : INFINITY;
  bool neg;
  u64 mag;
  int e;
  decode(v, f.mant, f.expBits, neg, mag, e);
  return (neg ? -1 : 1) * ldexp((double)mag, e);
}
static u64 canonNaN(Fmt f) { return f.mant == 23 ? 0x7fffffffu : f.mant == 10 ? 0x7fffu : 0x7fffu; }

static u64 minmax(u64 a, u64 b, Fmt f, bool isMax, bool nanProp) {
  if (isNaN(a, f) || isNaN(b, f)) {
    if (nanProp || (isNaN(a, f) && isNaN(b, f))) return canonNaN(f);
    return isNaN(a, f) ? b : a;
  }
  double x = value(a, f), y = value(b, f);
  return isMax ? (x >= y ? a : b) : (x <= y ? a : b);
}

// roundValue rounds a double (exact: every input here is) into format f.
static u64 roundDouble(double d, Fmt f, Mode m) {
  if (std::isinf(d)) return (d < 0 ? 1ull << (f.mant + f.expBits) : 0) | (((1ull << f.expBits) - 1) << f.mant);
  bool neg;
  u64 mag;
  int e;
  decode(doubleBits(d), 52, 11, neg, mag, e);
  return roundBits(neg, mag, e, f.mant, f.expBits, m);
}

// fmaRelu: a*b+c exactly, rounded once, negatives to +0 (NaN canonical).
static u64 fmaRelu(u64 a, u64 b, u64 c, Fmt f) {
  if (isNaN(a, f) || isNaN(b, f) || isNaN(c, f)) return canonNaN(f);
  double x = value(a, f), y = value(b, f), z = value(c, f);
  double p = x * y;  // exact: 22 bits at most
  if (std::isnan(p + z)) return canonNaN(f);
  if (std::isinf(p) || std::isinf(z)) {
    double s = p + z;
    return s < 0 ? 0 : roundDouble(s, f, RN);
  }
  // p + z exactly through (mantissa, exponent) pairs
  bool pn, zn;
  u64 pm, zm;
  int pe, ze;
  decode(doubleBits(p), 52, 11, pn, pm, pe);
  decode(doubleBits(z), 52, 11, zn, zm, ze);
  if (pm == 0 && zm == 0) return 0;
  int e = std::min(pe, ze);
  __int128 sp = pm ? (__int128)pm << (pe - e > 100 ? 100 : pe - e) : 0, sz = zm ? (__int128)zm << (ze - e > 100 ? 100 : ze - e) : 0;
  if (pm && pe - e > 60) sp = ((__int128)pm << 62), sz = zm ? 1 : 0, e = pe - 62;  // z far below p
  if (zm && ze - e > 60) sz = ((__int128)zm << 62), sp = pm ? 1 : 0, e = ze - 62;  // p far below z
  __int128 sum = (pn ? -sp : sp) + (zn ? -sz : sz);
  if (sum <= 0) return 0;
  return roundBits(false, (unsigned __int128)sum, e, f.mant, f.expBits, RN);
}

static u64 tf32(unsigned a) {
  if (isNaN(a, F32)) return a;  // not compared
  if (isInf(a, F32)) return a;
  bool neg;
  u64 mag;
  int e;
  decode(a, 23, 8, neg, mag, e);
  u64 r = roundBits(neg, mag, e, 10, 8, RNA);  // a 19-bit encoding: sign, 8 exponent, 10 mantissa bits
  return (r & 0x3ffff) << 13 | (r >> 18) << 31;
}

int main() {
  const int n = 16384;
  unsigned long long s = 80;
  std::vector<unsigned> x(n), y(n), z(n);
  for (int i = 0; i < n; i++) {
    x[i] = (unsigned)rnd64(s), y[i] = (unsigned)rnd64(s), z[i] = (unsigned)rnd64(s);
    if (i % 3 == 0) x[i] = floatBits(edgyFloat(s)), y[i] = floatBits(edgyFloat(s));
    if (i % 5 == 1) y[i] = x[i] ^ 0x00010001u;  // near-equal halves
    if (i % 7 == 2) x[i] &= 0x3fff3fffu, y[i] &= 0xbfffbfffu;
    if (i % 11 == 3) x[i] = floatBits((float)(int)(rnd64(s) % 200000) * 0.125f + 0.0625f);  // ties for tf32
    // no +0 against -0 in one min/max: the ISA leaves which one open
    for (int k = 0; k < 2; k++) {
      unsigned sh = 16 * k, ma = (x[i] >> sh) & 0x7fff, mb = (y[i] >> sh) & 0x7fff;
      if (ma == 0 && mb == 0) y[i] |= 1u << sh;
    }
    if ((x[i] & 0x7fffffff) == 0 && (y[i] & 0x7fffffff) == 0) y[i] |= 1;
    if ((x[i] & 0x7fffffff) >= 0x7f7fe000u && (x[i] & 0x7fffffff) < 0x7f800000u) x[i] ^= 0x01000000u;  // tf32 overflow boundary
  }
  std::vector<unsigned> want((size_t)n * nOut);
  for (int i = 0; i < n; i++) {
    unsigned a = x[i], b = y[i], c = z[i], *w = &want[(size_t)i * nOut];
    w[0] = (unsigned)minmax(a, b, F32, false, true), w[1] = (unsigned)minmax(a, b, F32, true, true);
    w[2] = w[3] = w[4] = w[5] = w[9] = w[10] = 0;
    for (int k = 0; k < 2; k++) {
      int sh = 16 * k;
      u64 ha = (a >> sh) & 0xffff, hb = (b >> sh) & 0xffff, hc = (c >> sh) & 0xffff;
      w[2] |= (unsigned)minmax(ha, hb, F16, false, true) << sh;
      w[3] |= (unsigned)minmax(ha, hb, F16, true, true) << sh;
      w[4] |= (unsigned)fmaRelu(ha, hb, hc, F16) << sh;
      w[5] |= (unsigned)fmaRelu(ha, hb, hc, BF) << sh;
      w[9] |= (unsigned)minmax(ha, hb, BF, false, false) << sh;
      w[10] |= (unsigned)minmax(ha, hb, BF, true, false) << sh;
    }
    float fa = bitsFloat(a), fb = bitsFloat(b);
    auto reluHalf = [&](float v) -> unsigned {
      if (v != v) return 0x7fff;
      if (v < 0 || (v == 0 && std::signbit(v))) return 0;
      return (unsigned)roundDouble(v, F16, RN);
    };
    auto bf = [&](float v) -> unsigned { return v != v ? 0x7fff : (unsigned)roundDouble(v, BF, RN); };
    w[6] = reluHalf(fa) << 16 | reluHalf(fb);
    w[7] = bf(fa) << 16 | bf(fb);
    w[8] = (unsigned)tf32(a);
    unsigned short h = (unsigned short)a;
    unsigned short ab = isNaN(h, BF) ? 0x7fff : (unsigned short)(h & 0x7fff), ng = isNaN(h, BF) ? 0x7fff : (unsigned short)(h ^ 0x8000);
    w[11] = ab | (unsigned)ng << 16;
  }
  Dev<unsigned> dx(x), dy(y), dz(z), o(want.size());
  kernel<<<n / 128, 128>>>(dx.p, dy.p, dz.p, o.p, n);
  SYNC();
  std::vector<unsigned> got = o.get();
  static const char *names[nOut] = {"min.NaN.f32", "max.NaN.f32", "min.NaN.f16x2", "max.NaN.f16x2", "fma.rn.relu.f16x2",
                                    "fma.rn.relu.bf16x2", "cvt.rn.relu.f16x2.f32", "cvt.rn.bf16x2.f32", "cvt.rna.tf32.f32",
                                    "min.bf16x2", "max.bf16x2", "abs.bf16, neg.bf16"};
  static const Fmt lanes[nOut] = {F32, F32, F16, F16, F16, BF, F16, BF, F32, BF, BF, BF};
  for (int k = 0; k < nOut; k++) {
    std::vector<unsigned> g(n), w(n);
    for (int i = 0; i < n; i++) {
      g[i] = got[(size_t)i * nOut + k], w[i] = want[(size_t)i * nOut + k];
      // any NaN equals any NaN, lane by lane; tf32 of a NaN is left out
      if (k == 8 && isNaN(x[i], F32)) g[i] = w[i];
      if (lanes[k].mant == 23) {
        if (isNaN(g[i], F32) && isNaN(w[i], F32)) g[i] = w[i];
      } else
        for (int sh = 0; sh < 32; sh += 16)
          if (isNaN((g[i] >> sh) & 0xffff, lanes[k]) && isNaN((w[i] >> sh) & 0xffff, lanes[k]))
            g[i] = (g[i] & ~(0xffffu << sh)) | (w[i] & (0xffffu << sh));
    }
    compare(names[k], g, w);
  }
  return finish();
}
