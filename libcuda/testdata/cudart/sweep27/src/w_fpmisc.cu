// w_fpmisc: the floating-point functions whose results C and IEEE 754 define
// exactly, float and double: floor, ceil, trunc, round, rint, nearbyint,
// fabs, copysign, fmin, fmax, fdim, fmod, remainder, remquo (the quotient's
// sign and low 3 bits, all C promises), frexp, ldexp, scalbn, ilogb, logb,
// modf, nextafter, llround, llrint, signbit and the classification macros.
// glibc computes the same functions exactly. Left out where C leaves the
// answer to the implementation: fmin/fmax of zeros of different signs,
// ilogb of 0, NaN and infinity, frexp's exponent of NaN and infinity,
// llround/llrint past the range, fmin/fmax of a signaling NaN (glibc
// answers NaN, as IEEE 754-2008's minNum; PTX's min the other operand);
// NaNs compare as NaNs.
#include "sw27.h"

const int nOut = 27;

template <class T> __host__ __device__ void fns(T x, T y, int k, T *r, long long *q) {
  using std::ceil, std::floor, std::trunc, std::round, std::rint, std::nearbyint, std::fabs, std::copysign;
  using std::fmin, std::fmax, std::fdim, std::fmod, std::remainder, std::remquo, std::frexp, std::ldexp;
  using std::scalbn, std::ilogb, std::logb, std::modf, std::nextafter, std::llround, std::llrint;
  r[0] = floor(x), r[1] = ceil(x), r[2] = trunc(x), r[3] = round(x), r[4] = rint(x), r[5] = nearbyint(x);
  r[6] = fabs(x), r[7] = copysign(x, y), r[8] = fmin(x, y), r[9] = fmax(x, y), r[10] = fdim(x, y);
  r[11] = fmod(x, y), r[12] = remainder(x, y);
  int quo = 0;
  r[13] = remquo(x, y, &quo);
  int e = 0;
  r[14] = frexp(x, &e);
  r[15] = ldexp(x, k), r[16] = scalbn(y, -k);
  r[17] = logb(x);
  T ip = 0;
  r[18] = modf(x, &ip);
  r[19] = ip;
  r[20] = nextafter(x, y);
  r[21] = nextafter(y, x);
  q[0] = quo < 0 ? -(long long)((-quo) & 7) : (quo & 7);
  q[1] = e;
  q[2] = ilogb(x);
  q[3] = fabs(x) < (T)1e18 ? llround(x) : 0;
  q[4] = fabs(x) < (T)1e18 ? llrint(x) : 0;
  q[5] = (std::signbit(x) ? 1 : 0) | (std::isnan(x) ? 2 : 0) | (std::isinf(x) ? 4 : 0) | (std::isfinite(x) ? 8 : 0);
  // (not std::isnormal: nvcc 11.8's device code folds it to false, the PTX
  // storing a constant 0, so the GPU would answer the same)
  r[22] = r[23] = r[24] = r[25] = r[26] = 0;
}

template <class T> __global__ void kernel(const T *x, const T *y, const int *k, T *r, long long *q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) fns(x[i], y[i], k[i], r + (size_t)i * nOut, q + (size_t)i * 6);
}

template <class T> bool isSignaling(T v) {
  if (v == v) return false;
  if constexpr (sizeof(T) == 4) return !(floatBits(v) & 0x400000);
  else return !(doubleBits(v) & 0x8000000000000ULL);
}

template <class T> void run(const char *type) {
  const int n = 16384;
  unsigned long long s = 101 + sizeof(T);
  std::vector<T> x(n), y(n);
  std::vector<int> k(n);
  for (int i = 0; i < n; i++) {
    if constexpr (sizeof(T) == 4) x[i] = edgyFloat(s), y[i] = edgyFloat(s);
    else x[i] = edgyDouble(s), y[i] = edgyDouble(s);
    if (i % 4 == 0) y[i] = (T)((long long)(rnd64(s) % 200) - 100) / 8;  // small divisors for fmod/remainder
    if (i % 8 == 1) x[i] = (T)((long long)(rnd64(s) % 20001) - 10000) / 4;  // ties for round/rint
    k[i] = (int)(rnd64(s) % 300) - 150;
  }
  std::vector<T> want((size_t)n * nOut);
  std::vector<long long> qwant((size_t)n * 6);
  for (int i = 0; i < n; i++) fns(x[i], y[i], k[i], &want[(size_t)i * nOut], &qwant[(size_t)i * 6]);
  Dev<T> dx(x), dy(y), r(want.size());
  Dev<int> dk(k);
  Dev<long long> q(qwant.size());
  kernel<<<n / 128, 128>>>(dx.p, dy.p, dk.p, r.p, q.p, n);
  if (!synced(type)) return;
  std::vector<T> got = r.get();
  std::vector<long long> qgot = q.get();
  static const char *names[22] = {"floor", "ceil", "trunc", "round", "rint", "nearbyint", "fabs", "copysign", "fmin",
                                  "fmax", "fdim", "fmod", "remainder", "remquo", "frexp", "ldexp", "scalbn", "logb",
                                  "modf frac", "modf int", "nextafter(x,y)", "nextafter(y,x)"};
  char what[64];
  for (int c = 0; c < 22; c++) {
    std::vector<T> g(n), w(n);
    for (int i = 0; i < n; i++) {
      g[i] = got[(size_t)i * nOut + c], w[i] = want[(size_t)i * nOut + c];
      if ((c == 8 || c == 9) && x[i] == 0 && y[i] == 0) g[i] = w[i];  // fmin/fmax(-0, +0): either
      if ((c == 8 || c == 9) && (isSignaling(x[i]) || isSignaling(y[i]))) g[i] = w[i];  // C leaves signaling NaNs open
    }
    snprintf(what, sizeof what, "%s %s", type, names[c]);
    compare(what, g, w);
  }
  static const char *qnames[6] = {"remquo quotient (3 bits)", "frexp exponent", "ilogb", "llround", "llrint", "classification"};
  for (int c = 0; c < 6; c++) {
    std::vector<long long> g(n), w(n);
    for (int i = 0; i < n; i++) {
      g[i] = qgot[(size_t)i * 6 + c], w[i] = qwant[(size_t)i * 6 + c];
      bool special = x[i] != x[i] || std::isinf(x[i]);
      if ((c == 1 && special) || (c == 2 && (special || x[i] == 0))) g[i] = w[i];
      if (c == 0 && (y[i] == 0 || special || y[i] != y[i])) g[i] = w[i];
    }
    snprintf(what, sizeof what, "%s %s", type, qnames[c]);
    compare(what, g, w);
  }
}

int main() {
  run<float>("float");
  run<double>("double");
  return finish();
}
