// w_fpround: the correctly rounded float and double operations in all four
// IEEE rounding modes: the operators + - * / and sqrtf/sqrt, fmaf/fma (built
// with -fmad=false, so a*b+c is two roundings), and the intrinsics
// __f{add,sub,mul,div}_r{n,z,u,d}, __fsqrt_r*, __frcp_r*, __fmaf_r*,
// __d{add,sub,mul,div}_r*, __dsqrt_r*, __drcp_r*, __fma_r*, subnormals kept
// (no -ftz). The host computes each with the x86-64 SSE unit in the same
// rounding mode (fesetround; host code built with -frounding-math), whose
// results IEEE 754 defines exactly; NaNs compare as NaNs, whatever the
// payload.
// build: -fmad=false -Xcompiler -frounding-math
#include "sw27.h"
#include <cfenv>

enum { ADD, SUB, MUL, DIV, SQRT, RCP, FMA, MULADD, NOPS };
static const char *opNames[NOPS] = {"add", "sub", "mul", "div", "sqrt", "rcp", "fma", "mul then add"};

#define MODES(F, ...) \
  {F##_rn(__VA_ARGS__), F##_rz(__VA_ARGS__), F##_ru(__VA_ARGS__), F##_rd(__VA_ARGS__)}

// modeOps fills v[op][mode] with the intrinsics of T's type, in the four modes.
__device__ void modeOps(float a, float b, float c, float v[7][4]) {
  float w[7][4] = {MODES(__fadd, a, b), MODES(__fsub, a, b), MODES(__fmul, a, b), MODES(__fdiv, a, b),
                   MODES(__fsqrt, a), MODES(__frcp, a), MODES(__fmaf, a, b, c)};
  memcpy(v, w, sizeof w);
}
__device__ void modeOps(double a, double b, double c, double v[7][4]) {
  double w[7][4] = {MODES(__dadd, a, b), MODES(__dsub, a, b), MODES(__dmul, a, b), MODES(__ddiv, a, b),
                    MODES(__dsqrt, a), MODES(__drcp, a), MODES(__fma, a, b, c)};
  memcpy(v, w, sizeof w);
}

template <class T> __global__ void kernel(const T *x, const T *y, const T *z, T *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T a = x[i], b = y[i], c = z[i];
  T *r = o + (size_t)i * NOPS * 5;
  T v[7][4];
  modeOps(a, b, c, v);
  for (int m = 0; m < 4; m++) {
    for (int op = 0; op <= FMA; op++) r[op * 5 + m] = v[op][m];
    r[MULADD * 5 + m] = 0;
  }
  // the operators and libm: round to nearest
  r[ADD * 5 + 4] = a + b;
  r[SUB * 5 + 4] = a - b;
  r[MUL * 5 + 4] = a * b;
  r[DIV * 5 + 4] = a / b;
  r[SQRT * 5 + 4] = sqrt(a);
  r[RCP * 5 + 4] = (T)1 / a;
  r[FMA * 5 + 4] = fma(a, b, c);
  r[MULADD * 5 + 4] = a * b + c;
}

template <class T> static void hostOps(T a, T b, T c, T *r) {
  const int modes[5] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD, FE_TONEAREST};
  for (int m = 0; m < 5; m++) {
    fesetround(modes[m]);
    volatile T va = a, vb = b, vc = c;
    r[ADD * 5 + m] = va + vb;
    r[SUB * 5 + m] = va - vb;
    r[MUL * 5 + m] = va * vb;
    r[DIV * 5 + m] = va / vb;
    r[SQRT * 5 + m] = std::sqrt((T)va);
    r[RCP * 5 + m] = (T)1 / va;
    r[FMA * 5 + m] = std::fma((T)va, (T)vb, (T)vc);
    volatile T p = va * vb;
    r[MULADD * 5 + m] = m == 4 ? (T)(p + vc) : (T)0;
  }
  fesetround(FE_TONEAREST);
}

template <class T> static void report(const char *type, const std::vector<T> &got, const std::vector<T> &want) {
  for (int op = 0; op < NOPS; op++)
    for (int m = 0; m < 5; m++) {
      if (op == MULADD && m < 4) continue;
      char what[64];
      snprintf(what, sizeof what, "%s %s %s", type, opNames[op], m == 4 ? "(operator/libm)" : modeName[m]);
      compareColumn(what, got, want, NOPS * 5, op * 5 + m);
    }
}

int main() {
  const int n = 16384;
  unsigned long long s = 31;
  std::vector<float> fx(n), fy(n), fz(n), fwant((size_t)n * NOPS * 5);
  std::vector<double> dx(n), dy(n), dz(n), dwant((size_t)n * NOPS * 5);
  for (int i = 0; i < n; i++) {
    fx[i] = edgyFloat(s), fy[i] = edgyFloat(s), fz[i] = edgyFloat(s);
    dx[i] = edgyDouble(s), dy[i] = edgyDouble(s), dz[i] = edgyDouble(s);
    if (i % 4 == 1) fz[i] = -fx[i] * fy[i], dz[i] = -dx[i] * dy[i];  // cancellation in fma
    if (i % 8 == 3) fx[i] = fabsf(fx[i]), dx[i] = fabs(dx[i]);       // sqrt of positives
    if (i % 16 == 5) fy[i] = bitsFloat(floatBits(fx[i]) ^ 1), dy[i] = bitsDouble(doubleBits(dx[i]) ^ 1);  // near-equal
    if (i % 16 == 7) fx[i] = bitsFloat((unsigned)(rnd64(s) & 0x807fffff)), dx[i] = bitsDouble(rnd64(s) & 0x800fffffffffffffULL);  // subnormal
    hostOps(fx[i], fy[i], fz[i], &fwant[(size_t)i * NOPS * 5]);
    hostOps(dx[i], dy[i], dz[i], &dwant[(size_t)i * NOPS * 5]);
  }
  Dev<float> a(fx), b(fy), c(fz), fo(fwant.size());
  kernel<<<n / 128, 128>>>(a.p, b.p, c.p, fo.p, n);
  SYNC();
  report("float", fo.get(), fwant);
  Dev<double> da(dx), db(dy), dc(dz), dout(dwant.size());
  kernel<<<n / 128, 128>>>(da.p, db.p, dc.p, dout.p, n);
  SYNC();
  report("double", dout.get(), dwant);
  return finish();
}
