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

__global__ void floatKernel(const float *x, const float *y, const float *z, float *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i], c = z[i];
  float *r = o + (size_t)i * NOPS * 5;
  float v[6][4] = {MODES(__fadd, a, b), MODES(__fsub, a, b), MODES(__fmul, a, b),
                   MODES(__fdiv, a, b), MODES(__fsqrt, a), MODES(__frcp, a)};
  float f[4] = MODES(__fmaf, a, b, c);
  for (int m = 0; m < 4; m++) {
    for (int op = 0; op < 6; op++) r[op * 5 + m] = v[op][m];
    r[FMA * 5 + m] = f[m];
  }
  // the operators: round to nearest
  r[ADD * 5 + 4] = a + b;
  r[SUB * 5 + 4] = a - b;
  r[MUL * 5 + 4] = a * b;
  r[DIV * 5 + 4] = a / b;
  r[SQRT * 5 + 4] = sqrtf(a);
  r[RCP * 5 + 4] = 1.0f / a;
  r[FMA * 5 + 4] = fmaf(a, b, c);
  r[MULADD * 5 + 4] = a * b + c;
  for (int m = 0; m < 4; m++) r[MULADD * 5 + m] = 0;
}

__global__ void doubleKernel(const double *x, const double *y, const double *z, double *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = x[i], b = y[i], c = z[i];
  double *r = o + (size_t)i * NOPS * 5;
  double v[6][4] = {MODES(__dadd, a, b), MODES(__dsub, a, b), MODES(__dmul, a, b),
                    MODES(__ddiv, a, b), MODES(__dsqrt, a), MODES(__drcp, a)};
  double f[4] = MODES(__fma, a, b, c);
  for (int m = 0; m < 4; m++) {
    for (int op = 0; op < 6; op++) r[op * 5 + m] = v[op][m];
    r[FMA * 5 + m] = f[m];
  }
  r[ADD * 5 + 4] = a + b;
  r[SUB * 5 + 4] = a - b;
  r[MUL * 5 + 4] = a * b;
  r[DIV * 5 + 4] = a / b;
  r[SQRT * 5 + 4] = sqrt(a);
  r[RCP * 5 + 4] = 1.0 / a;
  r[FMA * 5 + 4] = fma(a, b, c);
  r[MULADD * 5 + 4] = a * b + c;
  for (int m = 0; m < 4; m++) r[MULADD * 5 + m] = 0;
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

template <class T> static void report(const char *type, const std::vector<T> &got, const std::vector<T> &want, int n) {
  for (int op = 0; op < NOPS; op++)
    for (int m = 0; m < 5; m++) {
      if (op == MULADD && m < 4) continue;
      std::vector<T> g(n), w(n);
      for (int i = 0; i < n; i++) g[i] = got[((size_t)i * NOPS + op) * 5 + m], w[i] = want[((size_t)i * NOPS + op) * 5 + m];
      char what[64];
      snprintf(what, sizeof what, "%s %s %s", type, opNames[op], m == 4 ? "(operator/libm)" : modeName[m]);
      compare(what, g, w);
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
  floatKernel<<<n / 128, 128>>>(a.p, b.p, c.p, fo.p, n);
  SYNC();
  report("float", fo.get(), fwant, n);
  Dev<double> da(dx), db(dy), dc(dz), dout(dwant.size());
  doubleKernel<<<n / 128, 128>>>(da.p, db.p, dc.p, dout.p, n);
  SYNC();
  report("double", dout.get(), dwant, n);
  return finish();
}
