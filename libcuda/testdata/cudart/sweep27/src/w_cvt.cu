// w_cvt: conversions in every rounding mode: float and double to 32- and
// 64-bit integers, signed and unsigned (out-of-range values clamp, as the
// PTX ISA's cvt defines), integers to float and double, double to float,
// float and double to half and bf16, integers to half and bf16, half and
// bf16 to integers, __saturatef. The host rounds in software (sw27.h's
// roundBits, from the exact value) or with the exact libm functions
// floor/ceil/trunc/rint. NaN inputs are left out: what a NaN converts to
// is the hardware's choice (the H200-recorded suites cover it).
#include "sw27.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define M4(F, x) F##_rn(x), F##_rz(x), F##_ru(x), F##_rd(x)
typedef unsigned long long u64;

const int nF = 25, nD = 22, nI = 38, nH = 14;

__global__ void fromFloat(const float *in, u64 *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i];
  int a[4] = {M4(__float2int, x)};
  unsigned b[4] = {M4(__float2uint, x)};
  long long c[4] = {M4(__float2ll, x)};
  unsigned long long d[4] = {M4(__float2ull, x)};
  __half h[4] = {M4(__float2half, x)};
  __nv_bfloat16 bf[4] = {M4(__float2bfloat16, x)};
  u64 *r = o + (size_t)i * nF;
  for (int m = 0; m < 4; m++) {
    r[m] = (unsigned)a[m], r[4 + m] = b[m], r[8 + m] = (u64)c[m], r[12 + m] = d[m];
    r[16 + m] = __half_as_ushort(h[m]), r[20 + m] = __bfloat16_as_ushort(bf[m]);
  }
  r[24] = __float_as_uint(__saturatef(x));
}

__global__ void fromDouble(const double *in, u64 *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = in[i];
  int a[4] = {M4(__double2int, x)};
  unsigned b[4] = {M4(__double2uint, x)};
  long long c[4] = {M4(__double2ll, x)};
  unsigned long long d[4] = {M4(__double2ull, x)};
  float f[4] = {M4(__double2float, x)};
  u64 *r = o + (size_t)i * nD;
  for (int m = 0; m < 4; m++)
    r[m] = (unsigned)a[m], r[4 + m] = b[m], r[8 + m] = (u64)c[m], r[12 + m] = d[m], r[16 + m] = __float_as_uint(f[m]);
  r[20] = __half_as_ushort(__double2half(x));
  r[21] = __bfloat16_as_ushort(__double2bfloat16(x));
}

__global__ void fromInt(const u64 *in, u64 *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u64 v = in[i];
  int v32 = (int)v;
  float a[4] = {M4(__int2float, v32)};
  float b[4] = {M4(__uint2float, (unsigned)v)};
  float c[4] = {M4(__ll2float, (long long)v)};
  float d[4] = {M4(__ull2float, v)};
  double e[4] = {M4(__ll2double, (long long)v)};
  double f[4] = {M4(__ull2double, v)};
  __half h[4] = {M4(__int2half, v32)};
  __nv_bfloat16 bf[4] = {M4(__int2bfloat16, v32)};
  __half lh[4] = {M4(__ll2half, (long long)v)};
  u64 *r = o + (size_t)i * nI;
  for (int m = 0; m < 4; m++) {
    r[m] = __float_as_uint(a[m]), r[4 + m] = __float_as_uint(b[m]), r[8 + m] = __float_as_uint(c[m]);
    r[12 + m] = __float_as_uint(d[m]), r[16 + m] = (u64)__double_as_longlong(e[m]);
    r[20 + m] = (u64)__double_as_longlong(f[m]);
    r[26 + m] = __half_as_ushort(h[m]), r[30 + m] = __bfloat16_as_ushort(bf[m]), r[34 + m] = __half_as_ushort(lh[m]);
  }
  r[24] = (u64)__double_as_longlong(__int2double_rn(v32));
  r[25] = (u64)__double_as_longlong(__uint2double_rn((unsigned)v));
}

__global__ void fromHalf(const unsigned short *in, u64 *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half h = __ushort_as_half(in[i]);
  __nv_bfloat16 b = __ushort_as_bfloat16(in[i]);
  int a[4] = {M4(__half2int, h)};
  long long c[4] = {M4(__half2ll, h)};
  int d[4] = {M4(__bfloat162int, b)};
  u64 *r = o + (size_t)i * nH;
  for (int m = 0; m < 4; m++) r[m] = (unsigned)a[m], r[4 + m] = (u64)c[m], r[8 + m] = (unsigned)d[m];
  r[12] = __float_as_uint(__half2float(h));
  r[13] = __float_as_uint(__bfloat162float(b));
}

// toInt rounds the finite or infinite value x to an integer of `bits` bits
// in mode m and clamps it to the type's range.
static u64 toInt(double x, int bits, bool sgn, Mode m) {
  double r = m == RN ? rint(x) : m == RZ ? trunc(x) : m == RU ? ceil(x) : floor(x);
  double lo = sgn ? -ldexp(1, bits - 1) : 0, hi = ldexp(1, sgn ? bits - 1 : bits);
  u64 mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  if (r <= lo) return sgn ? (u64)(-(long long)1 << (bits - 1)) & mask : 0;
  if (r >= hi) return sgn ? (1ull << (bits - 1)) - 1 : mask;
  return sgn ? (u64)(long long)r & mask : (u64)r;
}

// toFloat rounds the float or double value of encoding `bits` (of the format
// (fm, fe)) to the format (mant, expBits) in mode m.
static u64 toFloat(u64 bits, int fm, int fe, int mant, int expBits, Mode m) {
  bool neg;
  u64 mag;
  int exp;
  u64 sign = neg = (bits >> (fm + fe)) & 1;
  if (((bits >> fm) & ((1ull << fe) - 1)) == (1ull << fe) - 1)  // infinity
    return (sign << (mant + expBits)) | (((1ull << expBits) - 1) << mant);
  decode(bits, fm, fe, neg, mag, exp);
  return roundBits(neg, mag, exp, mant, expBits, m);
}

static double halfValue(unsigned short h, int mant, int expBits) {
  if (((h >> mant) & ((1u << expBits) - 1)) == (1u << expBits) - 1) return (h >> 15) ? -INFINITY : INFINITY;
  bool neg;
  u64 mag;
  int exp;
  decode(h, mant, expBits, neg, mag, exp);
  return (neg ? -1 : 1) * ldexp((double)mag, exp);
}

static void report(const char *what, const char *const *names, int cols, const std::vector<u64> &got, const std::vector<u64> &want, int n) {
  for (int k = 0; k < cols; k++) {
    std::vector<u64> g(n), w(n);
    for (int i = 0; i < n; i++) g[i] = got[(size_t)i * cols + k], w[i] = want[(size_t)i * cols + k];
    char name[64];
    snprintf(name, sizeof name, "%s %s", what, names[k]);
    compare(name, g, w);
  }
}

int main() {
  const int n = 16384;
  unsigned long long s = 64;
  std::vector<float> fx(n);
  std::vector<double> dx(n);
  std::vector<u64> ix(n);
  std::vector<unsigned short> hx(n);
  for (int i = 0; i < n; i++) {
    do fx[i] = edgyFloat(s); while (fx[i] != fx[i]);
    do dx[i] = edgyDouble(s); while (dx[i] != dx[i]);
    if (i % 4 == 0) fx[i] = (float)((long long)rnd64(s) >> (rnd64(s) % 64)) + 0.5f * (i % 8 == 0);  // around integers
    if (i % 4 == 1) dx[i] = (double)((long long)rnd64(s) >> (rnd64(s) % 64)) + 0.5 * (i % 8 == 1);
    if (i % 8 == 2) fx[i] = (float)(0.25 * (double)(rnd64(s) % 0x2000000)) * (i % 16 == 2 ? -1 : 1);
    ix[i] = edgy(s, 64) >> (rnd64(s) % 64);
    if (i % 3 == 0) ix[i] = (u64)(-(long long)ix[i]);
    do hx[i] = (unsigned short)rnd64(s); while ((hx[i] & 0x7c00) == 0x7c00 && (hx[i] & 0x3ff));  // no half NaN
    if ((hx[i] & 0x7f80) == 0x7f80 && (hx[i] & 0x7f)) hx[i] &= 0xff80;  // no bf16 NaN
  }
  // float
  std::vector<u64> want((size_t)n * nF);
  for (int i = 0; i < n; i++) {
    u64 *w = &want[(size_t)i * nF];
    for (int m = 0; m < 4; m++) {
      w[m] = toInt(fx[i], 32, true, (Mode)m), w[4 + m] = toInt(fx[i], 32, false, (Mode)m);
      w[8 + m] = toInt(fx[i], 64, true, (Mode)m), w[12 + m] = toInt(fx[i], 64, false, (Mode)m);
      w[16 + m] = toFloat(floatBits(fx[i]), 23, 8, 10, 5, (Mode)m);
      w[20 + m] = toFloat(floatBits(fx[i]), 23, 8, 7, 8, (Mode)m);
    }
    float sat = fx[i] < 0 ? 0.0f : fx[i] > 1 ? 1.0f : fx[i];
    w[24] = floatBits(sat == 0 ? 0.0f : sat);
  }
  static const char *fnames[nF] = {"__float2int_rn", "__float2int_rz", "__float2int_ru", "__float2int_rd",
    "__float2uint_rn", "__float2uint_rz", "__float2uint_ru", "__float2uint_rd", "__float2ll_rn", "__float2ll_rz",
    "__float2ll_ru", "__float2ll_rd", "__float2ull_rn", "__float2ull_rz", "__float2ull_ru", "__float2ull_rd",
    "__float2half_rn", "__float2half_rz", "__float2half_ru", "__float2half_rd", "__float2bfloat16_rn",
    "__float2bfloat16_rz", "__float2bfloat16_ru", "__float2bfloat16_rd", "__saturatef"};
  {
    Dev<float> in(fx);
    Dev<u64> o(want.size());
    fromFloat<<<n / 128, 128>>>(in.p, o.p, n);
    SYNC();
    report("float:", fnames, nF, o.get(), want, n);
  }
  // double
  want.assign((size_t)n * nD, 0);
  for (int i = 0; i < n; i++) {
    u64 *w = &want[(size_t)i * nD];
    for (int m = 0; m < 4; m++) {
      w[m] = toInt(dx[i], 32, true, (Mode)m), w[4 + m] = toInt(dx[i], 32, false, (Mode)m);
      w[8 + m] = toInt(dx[i], 64, true, (Mode)m), w[12 + m] = toInt(dx[i], 64, false, (Mode)m);
      w[16 + m] = toFloat(doubleBits(dx[i]), 52, 11, 23, 8, (Mode)m);
    }
    w[20] = toFloat(doubleBits(dx[i]), 52, 11, 10, 5, RN);
    w[21] = toFloat(doubleBits(dx[i]), 52, 11, 7, 8, RN);
  }
  static const char *dnames[nD] = {"__double2int_rn", "__double2int_rz", "__double2int_ru", "__double2int_rd",
    "__double2uint_rn", "__double2uint_rz", "__double2uint_ru", "__double2uint_rd", "__double2ll_rn",
    "__double2ll_rz", "__double2ll_ru", "__double2ll_rd", "__double2ull_rn", "__double2ull_rz", "__double2ull_ru",
    "__double2ull_rd", "__double2float_rn", "__double2float_rz", "__double2float_ru", "__double2float_rd",
    "__double2half", "__double2bfloat16"};
  {
    Dev<double> in(dx);
    Dev<u64> o(want.size());
    fromDouble<<<n / 128, 128>>>(in.p, o.p, n);
    SYNC();
    report("double:", dnames, nD, o.get(), want, n);
  }
  // integers
  want.assign((size_t)n * nI, 0);
  for (int i = 0; i < n; i++) {
    u64 *w = &want[(size_t)i * nI], v = ix[i];
    for (int m = 0; m < 4; m++) {
      Mode md = (Mode)m;
      w[m] = intTo((int)v, 23, 8, md), w[4 + m] = intTo((unsigned)v, 23, 8, md);
      w[8 + m] = intTo((long long)v, 23, 8, md), w[12 + m] = roundBits(false, v, 0, 23, 8, md);
      w[16 + m] = intTo((long long)v, 52, 11, md), w[20 + m] = roundBits(false, v, 0, 52, 11, md);
      w[26 + m] = intTo((int)v, 10, 5, md), w[30 + m] = intTo((int)v, 7, 8, md), w[34 + m] = intTo((long long)v, 10, 5, md);
    }
    w[24] = intTo((int)v, 52, 11), w[25] = intTo((unsigned)v, 52, 11);
  }
  static const char *inames[nI] = {"__int2float_rn", "__int2float_rz", "__int2float_ru", "__int2float_rd",
    "__uint2float_rn", "__uint2float_rz", "__uint2float_ru", "__uint2float_rd", "__ll2float_rn", "__ll2float_rz",
    "__ll2float_ru", "__ll2float_rd", "__ull2float_rn", "__ull2float_rz", "__ull2float_ru", "__ull2float_rd",
    "__ll2double_rn", "__ll2double_rz", "__ll2double_ru", "__ll2double_rd", "__ull2double_rn", "__ull2double_rz",
    "__ull2double_ru", "__ull2double_rd", "__int2double_rn", "__uint2double_rn", "__int2half_rn", "__int2half_rz",
    "__int2half_ru", "__int2half_rd", "__int2bfloat16_rn", "__int2bfloat16_rz", "__int2bfloat16_ru",
    "__int2bfloat16_rd", "__ll2half_rn", "__ll2half_rz", "__ll2half_ru", "__ll2half_rd"};
  {
    Dev<u64> in(ix), o(want.size());
    fromInt<<<n / 128, 128>>>(in.p, o.p, n);
    SYNC();
    report("int:", inames, nI, o.get(), want, n);
  }
  // half and bf16
  want.assign((size_t)n * nH, 0);
  for (int i = 0; i < n; i++) {
    u64 *w = &want[(size_t)i * nH];
    double h = halfValue(hx[i], 10, 5), b = halfValue(hx[i], 7, 8);
    for (int m = 0; m < 4; m++)
      w[m] = toInt(h, 32, true, (Mode)m), w[4 + m] = toInt(h, 64, true, (Mode)m), w[8 + m] = toInt(b, 32, true, (Mode)m);
    w[12] = floatBits((float)h), w[13] = (u64)hx[i] << 16;
  }
  static const char *hnames[nH] = {"__half2int_rn", "__half2int_rz", "__half2int_ru", "__half2int_rd",
    "__half2ll_rn", "__half2ll_rz", "__half2ll_ru", "__half2ll_rd", "__bfloat162int_rn", "__bfloat162int_rz",
    "__bfloat162int_ru", "__bfloat162int_rd", "__half2float", "__bfloat162float"};
  {
    Dev<unsigned short> in(hx);
    Dev<u64> o(want.size());
    fromHalf<<<n / 128, 128>>>(in.p, o.p, n);
    SYNC();
    report("half/bf16:", hnames, nH, o.get(), want, n);
  }
  return finish();
}
