// k_ptx: inline PTX as library authors write it (bit tricks, packing,
// saturation, cache hints, fp8, stmatrix), each instruction's result computed
// on the host from the PTX ISA's definition of it: lop3, prmt in every mode,
// shf, bfind, fns, bmsk, szext, cnot, 64-bit popc/clz/brev, sad, mul24.hi,
// mad24, saturating add/sub/mad.hi, min/max.relu, cvt.pack.sat, slct, testp,
// copysign, 64-bit mul.hi, mov of packed vectors, %lanemask_*; loads and
// stores with cache hints and policies; cvt.rn.satfinite to e4m3x2/e5m2x2
// and back (sm_89+); stmatrix (sm_90), with and without .trans.
#include "../../sweep27/src/sw27.h"
#include <string>

typedef unsigned long long u64;

// ---- the host's definitions (PTX ISA) ----
static unsigned lop3(unsigned a, unsigned b, unsigned c, unsigned lut) {
  unsigned d = 0;
  for (int i = 0; i < 32; i++) {
    unsigned idx = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1);
    d |= ((lut >> idx) & 1) << i;
  }
  return d;
}
static unsigned prmtMode(unsigned a, unsigned b, unsigned c, int mode) {
  static const unsigned char sel[6][4][4] = {
      // d.b0..d.b3 source bytes for c[1:0] = 0..3
      {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}},  // f4e
      {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}},  // b4e
      {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}},  // rc8
      {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}},  // ecl
      {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}},  // ecr
      {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}},  // rc16
  };
  u64 src = (u64)b << 32 | a;
  unsigned d = 0;
  for (int k = 0; k < 4; k++) d |= (unsigned)((src >> (8 * sel[mode][c & 3][k])) & 0xff) << (8 * k);
  return d;
}
static unsigned prmtDefault(unsigned a, unsigned b, unsigned c) {
  u64 src = (u64)b << 32 | a;
  unsigned d = 0;
  for (int k = 0; k < 4; k++) {
    unsigned s = (c >> (4 * k)) & 15;
    unsigned byte = (src >> (8 * (s & 7))) & 0xff;
    if (s & 8) byte = (byte & 0x80) ? 0xff : 0;
    d |= byte << (8 * k);
  }
  return d;
}
static unsigned shf(unsigned a, unsigned b, unsigned c, bool left, bool clamp) {
  unsigned n = clamp ? (c > 32 ? 32 : c) : c & 31;
  u64 v = (u64)b << 32 | a;
  return left ? (unsigned)((v << n) >> 32) : (unsigned)(v >> n);
}
static unsigned bfind(u64 a, bool sgn, int bits, bool shiftamt) {
  if (sgn && ((a >> (bits - 1)) & 1)) a = ~a;
  if (bits == 32) a &= 0xffffffffu;
  if (a == 0) return 0xffffffffu;
  int p = 63;
  while (!((a >> p) & 1)) p--;
  return shiftamt ? bits - 1 - p : p;
}
static unsigned fns(unsigned mask, unsigned base, int offset) {
  unsigned d = 0xffffffffu;
  if (offset == 0) return (mask >> base) & 1 ? base : d;
  int pos = base, count = (offset < 0 ? -offset : offset) - 1, inc = offset > 0 ? 1 : -1;
  for (; pos >= 0 && pos < 32; pos += inc)
    if ((mask >> pos) & 1) {
      if (count == 0) return pos;
      count--;
    }
  return d;
}
static unsigned bmsk(unsigned a, unsigned b, bool clamp) {
  unsigned a1 = a & 31, b1 = b & 31, sum = a1 + b1;
  unsigned mask0 = ~0u << a1, mask1 = sum >= 32 ? 0 : ~0u << sum;
  bool over = sum >= 32;
  if (clamp) {
    if (a >= 32) over = true, mask0 = 0;
    if (b >= 32) over = true;
  }
  if (over) mask1 = 0;
  else if (b1 == 0) mask1 = ~0u;
  return mask0 & ~mask1;
}
static unsigned szext(unsigned a, unsigned b, bool clamp, bool sgn) {
  unsigned b1 = b & 31;
  bool tooLarge = b >= 32 && clamp;
  unsigned mask = tooLarge ? 0 : ~0u << b1;
  unsigned signPos = (b1 - 1) & 31;
  bool signBit = !(b1 == 0 || tooLarge || !sgn) && ((a >> signPos) & 1);
  return (a & ~mask) | (signBit ? mask : 0);
}
static long long sat32(long long v) { return v > INT_MAX ? INT_MAX : v < INT_MIN ? INT_MIN : v; }
static int clampTo(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
static unsigned cvtPack(int a, int b, unsigned c, int bits, bool sgn) {
  int lo = sgn ? -(1 << (bits - 1)) : 0, hi = sgn ? (1 << (bits - 1)) - 1 : (1 << bits) - 1;
  unsigned m = (1u << bits) - 1;
  unsigned td = ((unsigned)clampTo(a, lo, hi) & m) << bits | ((unsigned)clampTo(b, lo, hi) & m);
  return bits == 16 ? td : td | c << (2 * bits);
}
static unsigned testp(float f) {
  unsigned u = floatBits(f) & 0x7fffffff;
  bool nan = u > 0x7f800000, inf = u == 0x7f800000, sub = u && u < 0x00800000;
  // "as a special case, positive and negative zero are considered normal numbers" (testp)
  bool normal = !nan && !inf && !sub;
  return normal | sub << 1 | (!nan && !inf) << 2 | inf << 3 | !nan << 4 | nan << 5;
}

// fp8: the nearest finite value of the format's table (ties to the even
// encoding), clamped to the largest finite one (.satfinite); e4m3 has no
// infinity, so its largest finite value is 448 (0x7e).
static double fp8Value(unsigned code, bool e4m3) {
  int mant = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  int e = (code >> mant) & (e4m3 ? 15 : 31), m = code & ((1 << mant) - 1);
  double v = e ? ldexp(1.0 + m / (double)(1 << mant), e - bias) : ldexp(m / (double)(1 << mant), 1 - bias);
  return (code & 0x80) ? -v : v;
}
static unsigned toFp8(float f, bool e4m3) {
  unsigned maxCode = e4m3 ? 0x7e : 0x7b;
  if (f != f) return e4m3 ? 0x7f : 0x7f;
  unsigned sign = std::signbit(f) ? 0x80 : 0;
  double a = fabs((double)f);
  unsigned best = 0;
  double bestErr = INFINITY;
  for (unsigned c = 0; c <= maxCode; c++) {
    double err = fabs(fp8Value(c, e4m3) - a);
    if (err < bestErr || (err == bestErr && !(c & 1))) best = c, bestErr = err;
  }
  if (a >= fp8Value(maxCode, e4m3)) best = maxCode;
  return sign | best;
}
static unsigned short fp8ToHalf(unsigned code, bool e4m3) {
  double v = fp8Value(code & 0x7f, e4m3);
  if (e4m3 && (code & 0x7f) == 0x7f) return 0x7fff;
  // every fp8 value is a half exactly
  int e;
  double fr = frexp(v, &e);
  u64 mag = (u64)ldexp(fr, 40);
  int exp = e - 40;
  return (unsigned short)(roundBits(false, mag, exp, 10, 5, RN) | ((code & 0x80) ? 0x8000 : 0));
}

// ---- the device ----
enum {
  L96, LE8, LCA, L1E, L80, LFE, L6A, F4E, B4E, RC8, ECL, ECR, RC16, PRMT, SHFLW, SHFLC, SHFRW, SHFRC,
  BFU, BFS, BFSA, BFU64, BFS64, FNS, BMC, BMW, SZCS, SZWS, SZCU, SZWU, CNOT, POPC64, CLZ64, BREV64,
  SADS, SADU, M24HS, M24HU, MAD24, ADDSAT, SUBSAT, MADHISAT, VSAD4, VADD4SAT, PACKU8, PACKS8, PACKS16,
  PACKU16, SLCTS, SLCTF, TESTP, COPYSIGN, MULHIU64, MULHIS64, MOVPACK, LANEMASKS, NOPS
};
static const char *opName[NOPS] = {
    "lop3 0x96", "lop3 0xe8", "lop3 0xca", "lop3 0x1e", "lop3 0x80", "lop3 0xfe", "lop3 0x6a", "prmt.f4e", "prmt.b4e",
    "prmt.rc8", "prmt.ecl", "prmt.ecr", "prmt.rc16", "prmt", "shf.l.wrap", "shf.l.clamp", "shf.r.wrap", "shf.r.clamp",
    "bfind.u32", "bfind.s32", "bfind.shiftamt.u32", "bfind.u64", "bfind.s64", "fns.b32", "bmsk.clamp", "bmsk.wrap",
    "szext.clamp.s32", "szext.wrap.s32", "szext.clamp.u32", "szext.wrap.u32", "cnot.b32", "popc.b64", "clz.b64",
    "brev.b64", "sad.s32", "sad.u32", "mul24.hi.s32", "mul24.hi.u32", "mad24.lo.s32", "add.sat.s32", "sub.sat.s32",
    "mad.hi.sat.s32", "vabsdiff4.u32.add", "vadd4.u32.sat", "cvt.pack.sat.u8", "cvt.pack.sat.s8", "cvt.pack.sat.s16",
    "cvt.pack.sat.u16", "slct.s32.s32", "slct.b32.f32", "testp.*.f32", "copysign.f32", "mul.hi.u64", "mul.hi.s64",
    "mov.b64 {b,a}", "%lanemask_*"};

__global__ void ops(const unsigned *in, const u64 *in64, u64 *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = in[3 * t], b = in[3 * t + 1], c = in[3 * t + 2];
  u64 x = in64[2 * t], y = in64[2 * t + 1];
  u64 *o = out + (size_t)t * NOPS;
  unsigned r;
#define LOP(k, lut)                                                                    \
  asm("lop3.b32 %0, %1, %2, %3, " #lut ";" : "=r"(r) : "r"(a), "r"(b), "r"(c)); \
  o[k] = r;
  LOP(L96, 0x96) LOP(LE8, 0xe8) LOP(LCA, 0xca) LOP(L1E, 0x1e) LOP(L80, 0x80) LOP(LFE, 0xfe) LOP(L6A, 0x6a)
#undef LOP
#define P3(k, text)                                                      \
  asm(text " %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); \
  o[k] = r;
  P3(F4E, "prmt.b32.f4e") P3(B4E, "prmt.b32.b4e") P3(RC8, "prmt.b32.rc8") P3(ECL, "prmt.b32.ecl") P3(ECR, "prmt.b32.ecr")
  P3(RC16, "prmt.b32.rc16") P3(PRMT, "prmt.b32") P3(SHFLW, "shf.l.wrap.b32") P3(SHFLC, "shf.l.clamp.b32")
  P3(SHFRW, "shf.r.wrap.b32") P3(SHFRC, "shf.r.clamp.b32") P3(SADS, "sad.s32") P3(SADU, "sad.u32")
  P3(MAD24, "mad24.lo.s32") P3(MADHISAT, "mad.hi.sat.s32") P3(VSAD4, "vabsdiff4.u32.u32.u32.add") P3(VADD4SAT, "vadd4.u32.u32.u32.sat") P3(PACKU8, "cvt.pack.sat.u8.s32.b32")
  P3(PACKS8, "cvt.pack.sat.s8.s32.b32") P3(SLCTS, "slct.s32.s32") P3(SLCTF, "slct.b32.f32")
#undef P3
#define P2(k, text, A, B)                                          \
  asm(text " %0, %1, %2;" : "=r"(r) : "r"(A), "r"(B)); \
  o[k] = r;
  P2(BMC, "bmsk.clamp.b32", a, b) P2(BMW, "bmsk.wrap.b32", a, b)
  P2(SZCS, "szext.clamp.s32", a, b) P2(SZWS, "szext.wrap.s32", a, b) P2(SZCU, "szext.clamp.u32", a, b)
  P2(SZWU, "szext.wrap.u32", a, b) P2(M24HS, "mul24.hi.s32", a, b) P2(M24HU, "mul24.hi.u32", a, b)
  P2(ADDSAT, "add.sat.s32", a, b) P2(SUBSAT, "sub.sat.s32", a, b)
  P2(PACKS16, "cvt.pack.sat.s16.s32", a, b) P2(PACKU16, "cvt.pack.sat.u16.s32", a, b)
  P2(COPYSIGN, "copysign.f32", a, c)
#undef P2
  // fns takes its offset as an s32: the low bits of b, sign-extended, so every direction and distance shows
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(c & 31), "r"((int)b >> 26));
  o[FNS] = r;
#define P1(k, text, A)                            \
  asm(text " %0, %1;" : "=r"(r) : "r"(A)); \
  o[k] = r;
  P1(BFU, "bfind.u32", a) P1(BFS, "bfind.s32", a) P1(BFSA, "bfind.shiftamt.u32", a) P1(CNOT, "cnot.b32", a)
#undef P1
  asm("bfind.u64 %0, %1;" : "=r"(r) : "l"(x));
  o[BFU64] = r;
  asm("bfind.s64 %0, %1;" : "=r"(r) : "l"(x));
  o[BFS64] = r;
  asm("popc.b64 %0, %1;" : "=r"(r) : "l"(x));
  o[POPC64] = r;
  asm("clz.b64 %0, %1;" : "=r"(r) : "l"(x));
  o[CLZ64] = r;
  u64 q;
  asm("brev.b64 %0, %1;" : "=l"(q) : "l"(x));
  o[BREV64] = q;
  asm("mul.hi.u64 %0, %1, %2;" : "=l"(q) : "l"(x), "l"(y));
  o[MULHIU64] = q;
  asm("mul.hi.s64 %0, %1, %2;" : "=l"(q) : "l"(x), "l"(y));
  o[MULHIS64] = q;
  asm("mov.b64 %0, {%1, %2};" : "=l"(q) : "r"(b), "r"(a));
  o[MOVPACK] = q;
  unsigned f = 0;
  asm("{.reg .pred p; .reg .f32 v; mov.b32 v, %1;\n"
      "testp.normal.f32 p, v; selp.u32 %0, 1, 0, p;\n"
      "testp.subnormal.f32 p, v; @p or.b32 %0, %0, 2;\n"
      "testp.finite.f32 p, v; @p or.b32 %0, %0, 4;\n"
      "testp.infinite.f32 p, v; @p or.b32 %0, %0, 8;\n"
      "testp.number.f32 p, v; @p or.b32 %0, %0, 16;\n"
      "testp.notanumber.f32 p, v; @p or.b32 %0, %0, 32;}"
      : "+r"(f)
      : "r"(c));
  o[TESTP] = f;
  unsigned lt, le, eq, ge, gt;
  asm("mov.u32 %0, %%lanemask_lt; mov.u32 %1, %%lanemask_le; mov.u32 %2, %%lanemask_eq; mov.u32 %3, %%lanemask_ge; "
      "mov.u32 %4, %%lanemask_gt;"
      : "=r"(lt), "=r"(le), "=r"(eq), "=r"(ge), "=r"(gt));
  o[LANEMASKS] = (u64)(lt ^ (le << 1)) << 32 | (eq ^ ge ^ (gt >> 1));
}

static void opsRef(unsigned a, unsigned b, unsigned c, u64 x, u64 y, int lane, u64 *o) {
  static const unsigned luts[] = {0x96, 0xe8, 0xca, 0x1e, 0x80, 0xfe, 0x6a};
  for (int k = 0; k < 7; k++) o[L96 + k] = lop3(a, b, c, luts[k]);
  for (int m = 0; m < 6; m++) o[F4E + m] = prmtMode(a, b, c, m);
  o[PRMT] = prmtDefault(a, b, c);
  o[SHFLW] = shf(a, b, c, true, false), o[SHFLC] = shf(a, b, c, true, true);
  o[SHFRW] = shf(a, b, c, false, false), o[SHFRC] = shf(a, b, c, false, true);
  o[BFU] = bfind(a, false, 32, false), o[BFS] = bfind(a, true, 32, false), o[BFSA] = bfind(a, false, 32, true);
  o[BFU64] = bfind(x, false, 64, false), o[BFS64] = bfind(x, true, 64, false);
  o[FNS] = fns(a, c & 31, (int)b >> 26);
  o[BMC] = bmsk(a, b, true), o[BMW] = bmsk(a, b, false);
  o[SZCS] = szext(a, b, true, true), o[SZWS] = szext(a, b, false, true);
  o[SZCU] = szext(a, b, true, false), o[SZWU] = szext(a, b, false, false);
  o[CNOT] = a == 0;
  o[POPC64] = __builtin_popcountll(x);
  o[CLZ64] = x ? __builtin_clzll(x) : 64;
  u64 rv = 0;
  for (int i = 0; i < 64; i++) rv |= ((x >> i) & 1) << (63 - i);
  o[BREV64] = rv;
  long long sa = (int)a, sb = (int)b, sc = (int)c;
  o[SADS] = (unsigned)(c + (unsigned)(sa > sb ? sa - sb : sb - sa));
  o[SADU] = c + (a > b ? a - b : b - a);
  auto s24 = [](unsigned v) { return (long long)((int)(v << 8) >> 8); };
  o[M24HS] = (unsigned)((s24(a) * s24(b)) >> 16);
  o[M24HU] = (unsigned)(((u64)(a & 0xffffff) * (b & 0xffffff)) >> 16);
  o[MAD24] = (unsigned)(s24(a) * s24(b) + sc);
  o[ADDSAT] = (unsigned)sat32(sa + sb), o[SUBSAT] = (unsigned)sat32(sa - sb);
  o[MADHISAT] = (unsigned)sat32((sa * sb >> 32) + sc);
  unsigned sad4 = c, add4 = 0;
  for (int k = 0; k < 32; k += 8) {
    int ab = (a >> k) & 255, bb = (b >> k) & 255;
    sad4 += ab > bb ? ab - bb : bb - ab;
    add4 |= (unsigned)std::min(ab + bb, 255) << k;
  }
  o[VSAD4] = sad4, o[VADD4SAT] = add4;
  o[PACKU8] = cvtPack((int)a, (int)b, c, 8, false), o[PACKS8] = cvtPack((int)a, (int)b, c, 8, true);
  o[PACKS16] = cvtPack((int)a, (int)b, 0, 16, true), o[PACKU16] = cvtPack((int)a, (int)b, 0, 16, false);
  o[SLCTS] = (int)c >= 0 ? a : b;
  o[SLCTF] = bitsFloat(c) >= 0.0f ? a : b;
  o[TESTP] = testp(bitsFloat(c));
  o[COPYSIGN] = (c & 0x7fffffff) | (a & 0x80000000);
  o[MULHIU64] = (u64)(((unsigned __int128)x * y) >> 64);
  o[MULHIS64] = (u64)(((__int128)(long long)x * (long long)y) >> 64);
  o[MOVPACK] = (u64)a << 32 | b;
  unsigned lt = (1u << lane) - 1, eq = 1u << lane, le = lt | eq, ge = ~lt, gt = ge & ~eq;
  o[LANEMASKS] = (u64)(lt ^ (le << 1)) << 32 | (eq ^ ge ^ (gt >> 1));
}

// operand values: edges of every kind (edgy) and small shift counts/positions
static unsigned operand(unsigned long long &s) {
  unsigned long long r = rnd64(s);
  switch (r % 5) {
  case 0: return (unsigned)(r >> 8) % 70;  // positions and lengths around 32 and 64
  case 1: return (unsigned)(-(int)((r >> 8) % 70));
  default: return (unsigned)edgy(s, 32);
  }
}

// ---- cache hints and policies: the values loaded and stored ----
__global__ void hints(const int4 *in, int *out, int4 *out4) {
  int t = threadIdx.x;
  int4 v;
  asm volatile("ld.global.nc.L1::no_allocate.v4.s32 {%0,%1,%2,%3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(in + t));
  int s = v.x ^ v.y ^ v.z ^ v.w;
  int w;
  asm volatile("ld.global.L1::evict_last.s32 %0, [%1];" : "=r"(w) : "l"(&in[t].y));
  s += w;
  asm volatile("ld.global.L1::evict_first.L2::256B.s32 %0, [%1];" : "=r"(w) : "l"(&in[t].z));
  s += w * 3;
  u64 pol;
  asm volatile("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(pol));
  asm volatile("ld.global.L2::cache_hint.s32 %0, [%1], %2;" : "=r"(w) : "l"(&in[t].w), "l"(pol));
  s += w * 5;
  asm volatile("createpolicy.fractional.L2::evict_unchanged.L2::evict_first.b64 %0, 0.5;" : "=l"(pol));
  asm volatile("ld.global.nc.L2::cache_hint.s32 %0, [%1], %2;" : "=r"(w) : "l"(&in[(t + 1) % 64].x), "l"(pol));
  s += w * 7;
  asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(in + t));
  asm volatile("prefetch.global.L1 [%0];" ::"l"(in + t));
  asm volatile("prefetchu.L1 [%0];" ::"l"(in + t));
  asm volatile("applypriority.global.L2::evict_normal [%0], 128;" ::"l"(in + (t & ~7)));
  asm volatile("st.global.L1::no_allocate.s32 [%0], %1;" ::"l"(out + t), "r"(s));
  asm volatile("st.global.L2::cache_hint.v4.s32 [%0], {%1,%2,%3,%4}, %5;" ::"l"(out4 + t), "r"(v.w), "r"(v.z), "r"(v.y), "r"(v.x), "l"(pol));
  int a;
  asm volatile("ld.relaxed.gpu.global.s32 %0, [%1];" : "=r"(a) : "l"(&in[t].x));
  asm volatile("st.release.cta.global.s32 [%0], %1;" ::"l"(out + 64 + t), "r"(a + 1));
  asm volatile("ld.acquire.sys.global.s32 %0, [%1];" : "=r"(a) : "l"(out + 64 + t));
  asm volatile("fence.acq_rel.gpu; fence.sc.cta; fence.proxy.alias;");
  asm volatile("griddepcontrol.launch_dependents; griddepcontrol.wait;");
  asm volatile("st.volatile.global.s32 [%0], %1;" ::"l"(out + 128 + t), "r"(a * 2));
}

// ---- fp8 ----
__global__ void fp8(const float *in, unsigned short *e4, unsigned short *e5, unsigned *h4, unsigned *h5, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  float a = in[2 * t], b = in[2 * t + 1];
  unsigned short p, q;
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(p) : "f"(a), "f"(b));
  asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(q) : "f"(a), "f"(b));
  e4[t] = p, e5[t] = q;
  unsigned short raw = (unsigned short)(t * 257 + 3);  // every byte pair over the grid
  unsigned r;
  asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(r) : "h"(raw));
  h4[t] = r;
  asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(r) : "h"(raw));
  h5[t] = r;
}

// ---- stmatrix: fragments to shared memory, read back whole ----
template <int N, bool Trans> __global__ void stm(unsigned short *out) {
  __shared__ alignas(16) unsigned short m[4][8][8];
  int lane = threadIdx.x;
  for (int i = lane; i < 256; i += 32) (&m[0][0][0])[i] = 0xeeee;
  __syncwarp();
  // thread lane provides the row address for matrix lane/8, row lane%8 (x1: threads 0-7, x2: 0-15)
  unsigned short *row = &m[(lane / 8) % N][lane % 8][0];
  unsigned addr = (unsigned)__cvta_generic_to_shared(row);
  unsigned r[4];
  for (int k = 0; k < 4; k++) r[k] = (unsigned)(k * 64 + lane * 2) | (unsigned)(k * 64 + lane * 2 + 1) << 16;
  if (N == 1 && !Trans) asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" ::"r"(addr), "r"(r[0]));
  if (N == 2 && !Trans) asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1,%2};" ::"r"(addr), "r"(r[0]), "r"(r[1]));
  if (N == 4 && !Trans)
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};" ::"r"(addr), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]));
  if (N == 4 && Trans)
    asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1,%2,%3,%4};" ::"r"(addr), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]));
  if (N == 1 && Trans) asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" ::"r"(addr), "r"(r[0]));
  __syncwarp();
  for (int i = lane; i < 256; i += 32) out[i] = (&m[0][0][0])[i];
}

template <int N, bool Trans> void testStm() {
  // fragment k of thread t holds elements (row t/4, columns 2*(t%4), 2*(t%4)+1) of matrix k
  std::vector<unsigned short> want(256, 0xeeee);
  for (int k = 0; k < N; k++)
    for (int t = 0; t < 32; t++)
      for (int e = 0; e < 2; e++) {
        int row = t / 4, col = 2 * (t % 4) + e;
        if (Trans) std::swap(row, col);
        want[k * 64 + row * 8 + col] = (unsigned short)(k * 64 + t * 2 + e);
      }
  Dev<unsigned short> d(256);
  stm<N, Trans><<<1, 32>>>(d);
  char what[80];
  snprintf(what, sizeof what, "stmatrix.m8n8.x%d%s", N, Trans ? ".trans" : "");
  if (synced(what)) compare(what, d.get(), want);
}

int main() {
  const int n = 64 * 256;
  unsigned long long s = 30;
  std::vector<unsigned> in(3 * n);
  std::vector<u64> in64(2 * n);
  for (int i = 0; i < 3 * n; i++) in[i] = operand(s);
  for (auto &v : in64) v = edgy(s, 64);
  // some float-ish third operands for testp, slct.f32 and copysign
  for (int i = 0; i < n; i += 3) in[3 * i + 2] = floatBits(edgyFloat(s));
  Dev<unsigned> din(in);
  Dev<u64> din64(in64), dout((size_t)n * NOPS);
  ops<<<n / 256, 256>>>(din, din64, dout);
  if (synced("ops")) {
    std::vector<u64> want((size_t)n * NOPS), got = dout.get();
    for (int t = 0; t < n; t++) opsRef(in[3 * t], in[3 * t + 1], in[3 * t + 2], in64[2 * t], in64[2 * t + 1], t % 32, &want[(size_t)t * NOPS]);
    for (int k = 0; k < NOPS; k++) compareColumn(opName[k], got, want, NOPS, k);
  }

  std::vector<int> hin(256);
  for (int i = 0; i < 256; i++) hin[i] = (int)rnd64(s);
  Dev<int> dh(hin), dho(192);
  Dev<int4> dh4(64);
  hints<<<1, 64>>>((const int4 *)dh.p, dho, dh4);
  if (synced("cache hints")) {
    std::vector<int> wo(192);
    std::vector<int4> w4(64);
    for (int t = 0; t < 64; t++) {
      const int *v = &hin[4 * t];
      wo[t] = (v[0] ^ v[1] ^ v[2] ^ v[3]) + v[1] + v[2] * 3 + v[3] * 5 + hin[4 * ((t + 1) % 64)] * 7;
      wo[64 + t] = v[0] + 1;
      wo[128 + t] = (v[0] + 1) * 2;
      w4[t] = make_int4(v[3], v[2], v[1], v[0]);
    }
    compare("loads and stores with cache hints", dho.get(), wo);
    std::vector<int4> got4 = dh4.get();
    std::vector<int> gg(256), ww(256);
    memcpy(gg.data(), got4.data(), 1024), memcpy(ww.data(), w4.data(), 1024);
    compare("st.global.L2::cache_hint.v4", gg, ww);
  }

  const int nf = 65536;
  std::vector<float> fin(2 * nf);
  for (int i = 0; i < 2 * nf; i++) {
    unsigned long long r = rnd64(s);
    float f = (r & 3) ? bitsFloat((unsigned)(r >> 16) & 0x807fffff | (unsigned)(100 + (r >> 8) % 50) << 23) : edgyFloat(s);
    if (f != f && (i & 1)) f = 1.0f;  // NaN only as a: its fp8 NaN's encoding is the ISA's canonical one
    fin[i] = f;
  }
  Dev<float> dfin(fin);
  Dev<unsigned short> d4(nf), d5(nf);
  Dev<unsigned> dh4b(nf), dh5b(nf);
  fp8<<<nf / 256, 256>>>(dfin, d4, d5, dh4b, dh5b, nf);
  if (synced("fp8")) {
    std::vector<unsigned short> w4(nf), w5(nf);
    std::vector<unsigned> wh4(nf), wh5(nf);
    std::vector<unsigned short> g4 = d4.get(), g5 = d5.get();
    for (int t = 0; t < nf; t++) {
      float a = fin[2 * t], b = fin[2 * t + 1];
      w4[t] = (unsigned short)(toFp8(a, true) << 8 | toFp8(b, true));
      w5[t] = (unsigned short)(toFp8(a, false) << 8 | toFp8(b, false));
      // e5m2's NaN encodings and infinities: not asserted (the ISA leaves the NaN's bits to the hardware)
      if (a != a || b != b || std::isinf(a) || std::isinf(b)) w5[t] = g5[t];
      if (a != a) w4[t] = (unsigned short)((g4[t] & 0xff00) | (w4[t] & 0xff));
      unsigned short raw = (unsigned short)(t * 257 + 3);
      wh4[t] = (unsigned)fp8ToHalf(raw >> 8, true) << 16 | fp8ToHalf(raw & 0xff, true);
      wh5[t] = 0;
      for (int k = 0; k < 2; k++) {
        unsigned code = (raw >> (8 * k)) & 0xff;
        unsigned h = code << 8;  // e5m2 is the top byte of a half
        wh5[t] |= h << (16 * k);
      }
    }
    compare("cvt.rn.satfinite.e4m3x2.f32", g4, w4);
    compare("cvt.rn.satfinite.e5m2x2.f32", g5, w5);
    std::vector<unsigned> gh4 = dh4b.get();
    // e4m3's NaN (0x7f/0xff) to half: the NaN's bits are the hardware's, not asserted
    for (int t = 0; t < nf; t++) {
      unsigned short raw = (unsigned short)(t * 257 + 3);
      for (int k = 0; k < 2; k++)
        if ((((raw >> (8 * k)) & 0x7f) == 0x7f)) wh4[t] = (wh4[t] & ~(0xffffu << (16 * k))) | (gh4[t] & (0xffffu << (16 * k)));
    }
    compare("cvt.rn.f16x2.e4m3x2", gh4, wh4);
    // e5m2's NaNs (exponent 31, mantissa nonzero) to half: the NaN's bits are the hardware's
    std::vector<unsigned> gh5 = dh5b.get();
    std::vector<unsigned> nanBits;
    for (int t = 0; t < nf; t++)
      for (int k = 0; k < 2; k++) {
        unsigned code = ((t * 257 + 3) >> (8 * k)) & 0x7f;
        unsigned m = 0xffffu << (16 * k);
        if (code > 0x7c) {
          nanBits.push_back(gh5[t] & m);
          wh5[t] = (wh5[t] & ~m) | (gh5[t] & m);
        }
      }
    compare("cvt.rn.f16x2.e5m2x2", gh5, wh5);
    printf("probe: e5m2 NaNs to half (not asserted): %zu values, hash %016llx\n", nanBits.size(), fnv(nanBits.data(), nanBits.size() * 4));
  }
  testStm<1, false>();
  testStm<2, false>();
  testStm<4, false>();
  testStm<4, true>();
  testStm<1, true>();
  return finish();
}
