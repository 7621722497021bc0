// w_halfarith: half and bf16 arithmetic that IEEE 754 rounds exactly: __hadd,
// __hsub, __hmul, __hfma (and their _sat forms for half), __hneg, __habs,
// __hmax/__hmin (sm_80), the same on __half2 and __nv_bfloat162, and
// __hfma_relu. The host computes each exact result as an integer multiple of
// 2^-48 (every half and bf16 product is one, sums too) and rounds it once
// (sw27.h's roundBits). NaN results compare as NaN; NaN inputs are left out.
#include "sw27.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>

typedef unsigned short u16;
const int nOps = 9;  // add sub mul fma add_sat mul_sat fma_sat fma_relu max/min

template <class H> __device__ u16 asBits(H h) { return *(u16 *)&h; }

__global__ void kernel(const u16 *x, const u16 *y, const u16 *z, u16 *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u16 *r = o + (size_t)i * 4 * nOps;
  __half a = __ushort_as_half(x[i]), b = __ushort_as_half(y[i]), c = __ushort_as_half(z[i]);
  r[0] = asBits(__hadd(a, b)), r[1] = asBits(__hsub(a, b)), r[2] = asBits(__hmul(a, b)), r[3] = asBits(__hfma(a, b, c));
  r[4] = asBits(__hadd_sat(a, b)), r[5] = asBits(__hmul_sat(a, b)), r[6] = asBits(__hfma_sat(a, b, c));
  r[7] = asBits(__hfma_relu(a, b, c)), r[8] = asBits(__hmax(a, b)) ^ asBits(__hmin(a, b));
  __nv_bfloat16 p = __ushort_as_bfloat16(x[i]), q = __ushort_as_bfloat16(y[i]), t = __ushort_as_bfloat16(z[i]);
  r += nOps;
  r[0] = asBits(__hadd(p, q)), r[1] = asBits(__hsub(p, q)), r[2] = asBits(__hmul(p, q)), r[3] = asBits(__hfma(p, q, t));
  r[4] = 0, r[5] = 0, r[6] = 0;
  r[7] = asBits(__hfma_relu(p, q, t)), r[8] = asBits(__hmax(p, q)) ^ asBits(__hmin(p, q));
  // packed: lane 0 this element with the next, lane 1 swapped
  int j = (i + 1) % n;
  __half2 a2 = __halves2half2(a, __ushort_as_half(x[j])), b2 = __halves2half2(b, __ushort_as_half(y[j]));
  __half2 c2 = __halves2half2(c, __ushort_as_half(z[j]));
  r += nOps;
  __half2 v[nOps] = {__hadd2(a2, b2), __hsub2(a2, b2), __hmul2(a2, b2), __hfma2(a2, b2, c2), __hadd2_sat(a2, b2),
                     __hmul2_sat(a2, b2), __hfma2_sat(a2, b2, c2), __hfma2_relu(a2, b2, c2), __hmax2(a2, b2)};
  for (int k = 0; k < nOps; k++) r[k] = asBits(__low2half(v[k]));
  r[8] ^= asBits(__low2half(__hmin2(a2, b2)));
  __nv_bfloat162 p2 = __halves2bfloat162(p, __ushort_as_bfloat16(x[j])), q2 = __halves2bfloat162(q, __ushort_as_bfloat16(y[j]));
  __nv_bfloat162 t2 = __halves2bfloat162(t, __ushort_as_bfloat16(z[j]));
  r += nOps;
  __nv_bfloat162 w[nOps] = {__hadd2(p2, q2), __hsub2(p2, q2), __hmul2(p2, q2), __hfma2(p2, q2, t2), __hadd2(p2, q2),
                            __hmul2(p2, q2), __hfma2(p2, q2, t2), __hfma2_relu(p2, q2, t2), __hmax2(p2, q2)};
  for (int k = 0; k < nOps; k++) r[k] = asBits(__low2bfloat16(w[k]));
  r[4] = r[5] = r[6] = 0;
  r[8] ^= asBits(__low2bfloat16(__hmin2(p2, q2)));
}

struct Fmt {
  int mant, expBits;
};
static const Fmt HALF = {10, 5}, BF16 = {7, 8};

static bool isNaN(u16 v, Fmt f) { return ((v >> f.mant) & ((1 << f.expBits) - 1)) == (1 << f.expBits) - 1 && (v & ((1 << f.mant) - 1)); }
static bool isInf(u16 v, Fmt f) { return ((v >> f.mant) & ((1 << f.expBits) - 1)) == (1 << f.expBits) - 1 && !(v & ((1 << f.mant) - 1)); }
static u16 nanOf(Fmt f) { return (u16)(((1 << f.expBits) - 1) << f.mant | 1 << (f.mant - 1)); }

// A finite value as m * 2^e, m a signed integer.
struct Exact {
  __int128 m;
  int e;
};
static Exact exact(u16 h, Fmt f) {
  bool neg;
  unsigned long long mag;
  int e;
  decode(h, f.mant, f.expBits, neg, mag, e);
  return {neg ? -(__int128)mag : (__int128)mag, e};
}
static Exact mul(Exact a, Exact b) { return {a.m * b.m, a.e + b.e}; }
// add is exact but where one addend lies more than 60 bits below the other's
// last bit: it then becomes a unit of the same sign 62 bits below, which
// rounds the same way (it only decides the direction and the sticky bit).
static Exact add(Exact a, Exact b) {
  if (a.m == 0) return b;
  if (b.m == 0) return a;
  if (a.e < b.e) std::swap(a, b);
  int d = a.e - b.e;
  if (d > 60) return {(a.m << 62) + (b.m > 0 ? 1 : -1), a.e - 62};
  return {(a.m << d) + b.m, b.e};
}
static u16 roundExact(Exact v, Fmt f) {
  bool neg = v.m < 0;
  unsigned __int128 mag = neg ? (unsigned __int128)(-v.m) : (unsigned __int128)v.m;
  return (u16)roundBits(neg, mag, v.e, f.mant, f.expBits, RN);
}

// ref computes op on a, b, c of format f with IEEE semantics (infinities,
// invalid operations as NaN, the sign of exact zeros under round to nearest).
static u16 ref(int op, u16 a, u16 b, u16 c, Fmt f) {
  bool sat = op >= 4 && op <= 6;
  int base = op == 4 ? 0 : op == 5 ? 2 : op == 6 || op == 7 ? 3 : op;
  u16 r;
  double da = 0, db = 0, dc = 0;  // signs and infinities through doubles (values are exact)
  auto val = [&](u16 h) -> double {
    if (isInf(h, f)) return (h >> 15) ? -INFINITY : INFINITY;
    bool neg;
    unsigned long long mag;
    int e;
    decode(h, f.mant, f.expBits, neg, mag, e);
    return (neg ? -1.0 : 1.0) * ldexp((double)mag, e);
  };
  da = val(a), db = val(b), dc = val(c);
  if (op == 8) {  // max ^ min: NaN-aware (the number if one is NaN), -0 < +0
    auto lt = [&](u16 x, u16 y) { double dx = val(x), dy = val(y); return dx < dy || (dx == dy && (x >> 15) > (y >> 15)); };
    if (isNaN(a, f) && isNaN(b, f)) return 0;
    if (isNaN(a, f)) return b ^ b;
    if (isNaN(b, f)) return a ^ a;
    return (lt(a, b) ? b : a) ^ (lt(a, b) ? a : b);
  }
  // in double only to classify the result (NaN, infinite, else exact below)
  double d = base == 0 ? da + db : base == 1 ? da - db : base == 2 ? da * db : da * db + dc;
  if (isNaN(a, f) || isNaN(b, f) || (base == 3 && isNaN(c, f)) || d != d) {
    r = nanOf(f);
  } else if (std::isinf(d) || std::isinf(da) || std::isinf(db) || (base == 3 && std::isinf(dc))) {
    r = d > 0 ? (u16)(((1 << f.expBits) - 1) << f.mant) : (u16)(1 << 15 | ((1 << f.expBits) - 1) << f.mant);
  } else {
    Exact ea = exact(a, f), eb = exact(b, f), ec = exact(c, f);
    Exact v = base == 0 ? add(ea, eb) : base == 1 ? add(ea, {-eb.m, eb.e}) : base == 2 ? mul(ea, eb) : add(mul(ea, eb), ec);
    if (v.m == 0) {
      // exact zero: the sign rules of IEEE 754 (round to nearest)
      bool prodNeg = ((a ^ b) >> 15) & 1;
      bool neg;
      if (base == 0) neg = (a >> 15) && (b >> 15);
      else if (base == 1) neg = (a >> 15) && !(b >> 15);
      else if (base == 2) neg = prodNeg;
      else neg = (da * db == 0 && dc == 0) ? prodNeg && (c >> 15) : false;
      r = neg ? 0x8000 : 0;
    } else {
      r = roundExact(v, f);
    }
  }
  if (sat) {  // clamp to [0, 1], NaN to 0
    if (isNaN(r, f) || (r >> 15)) r = 0;
    else if (val(r) > 1) r = (u16)((((1 << (f.expBits - 1)) - 1)) << f.mant);
  }
  if (op == 7 && ((r >> 15) || isNaN(r, f))) r = isNaN(r, f) ? nanOf(f) : 0;  // relu: negatives to 0, NaN stays NaN
  return r;
}

int main() {
  const int n = 16384;
  unsigned long long s = 16;
  std::vector<u16> x(n), y(n), z(n);
  auto pick = [&](int i) {
    u16 v;
    do {
      v = (u16)rnd64(s);
      if (i % 4 == 1) v = (v & 0x83ff) | (u16)((12 + rnd64(s) % 8) << 10);  // half: moderate exponents
      if (i % 4 == 2) v = (v & 0x807f) | (u16)((120 + rnd64(s) % 16) << 7);  // bf16: moderate exponents
    } while (isNaN(v, HALF) || isNaN(v, BF16));
    return v;
  };
  for (int i = 0; i < n; i++) x[i] = pick(i), y[i] = pick(i), z[i] = pick(i + 1);
  for (int i = 0; i < n; i += 16) z[i] = x[i] ^ 0x8000;  // cancellation
  std::vector<u16> want((size_t)n * 4 * nOps);
  for (int i = 0; i < n; i++) {
    u16 *w = &want[(size_t)i * 4 * nOps];
    for (int op = 0; op < nOps; op++) {
      w[op] = ref(op, x[i], y[i], z[i], HALF);
      w[nOps + op] = op >= 4 && op <= 6 ? 0 : ref(op, x[i], y[i], z[i], BF16);
      w[2 * nOps + op] = w[op];
      w[3 * nOps + op] = w[nOps + op];
    }
  }
  Dev<u16> dx(x), dy(y), dz(z), o(want.size());
  kernel<<<n / 128, 128>>>(dx.p, dy.p, dz.p, o.p, n);
  SYNC();
  std::vector<u16> got = o.get();
  const char *ops[nOps] = {"add", "sub", "mul", "fma", "add_sat", "mul_sat", "fma_sat", "fma_relu", "max^min"};
  const char *kinds[4] = {"half", "bf16", "half2", "bf162"};
  for (int k = 0; k < 4; k++)
    for (int op = 0; op < nOps; op++) {
      if (k % 2 == 1 && op >= 4 && op <= 6) continue;
      std::vector<u16> g(n), w(n);
      for (int i = 0; i < n; i++) {
        g[i] = got[(size_t)i * 4 * nOps + k * nOps + op], w[i] = want[(size_t)i * 4 * nOps + k * nOps + op];
        Fmt f = k % 2 ? BF16 : HALF;
        if (isNaN(g[i], f) && isNaN(w[i], f)) g[i] = w[i];  // any NaN is a NaN
      }
      char what[48];
      snprintf(what, sizeof what, "%s %s", kinds[k], ops[op]);
      compare(what, g, w);
    }
  return finish();
}
