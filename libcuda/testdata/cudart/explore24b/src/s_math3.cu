// s_math3: one-argument math functions the suites did not sweep, float and
// double, and the fast float intrinsics, on 4,096 inputs from several
// ranges (tiny, around 1, large, negative, edges): inverse and hyperbolic
// trig, erf family and inverses, normcdf(inv), Bessel j0/j1/y0/y1 and
// cyl_bessel_i0/i1, rcbrt, sinpi/cospi, exp10, expm1, log1p, lgamma,
// tgamma, rounding; __tanf, __exp10f, __log2f, __log10f, __cosf,
// __saturatef, __frsqrt_rn...; one FNV hash per function.
#include <vector>
#include <cmath>
#include "check.h"

constexpr int N = 4096;
#define FN(X, s)                                                                                                          \
  X(acos##s) X(asin##s) X(atan##s) X(acosh##s) X(asinh##s) X(atanh##s) X(cosh##s) X(sinh##s) X(tanh##s) X(erf##s)           \
  X(erfc##s) X(erfinv##s) X(erfcinv##s) X(erfcx##s) X(normcdf##s) X(normcdfinv##s) X(j0##s) X(j1##s) X(y0##s) X(y1##s)      \
  X(cyl_bessel_i0##s) X(cyl_bessel_i1##s) X(cbrt##s) X(rcbrt##s) X(sinpi##s) X(cospi##s) X(exp10##s) X(expm1##s)            \
  X(log1p##s) X(log10##s) X(log2##s) X(lgamma##s) X(tgamma##s) X(exp2##s) X(cos##s) X(tan##s) X(rsqrt##s) X(round##s)       \
  X(rint##s) X(nearbyint##s) X(trunc##s) X(ceil##s) X(floor##s) X(logb##s)
#define FAST(X) X(__tanf) X(__exp10f) X(__log2f) X(__log10f) X(__cosf) X(__saturatef) X(__frsqrt_rn) X(__expf) X(__logf)
#define COUNT(f) +1
constexpr int NF = 0 FN(COUNT, f) FAST(COUNT), ND = 0 FN(COUNT, );

__global__ void kf(const float *in, float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, f = 0;
  float x = in[i];
#define DO(fn) o[(f++) * N + i] = fn(x);
  FN(DO, f) FAST(DO)
}

__global__ void kd(const double *in, double *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, f = 0;
  double x = in[i];
  FN(DO, )
}

int main() {
  std::vector<double> d(N);
  std::vector<float> fl(N);
  unsigned s = 67;
  const double edge[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 1e-40, 1e-310, 3e38, 1.7e308, INFINITY, -INFINITY, NAN, 0.9999999, 1e-8, 171.5, -171.5, 35.0, 1e5};
  for (int i = 0; i < N; i++) {
    double m = (double)(int)(lcg(s) << 8 ^ lcg(s)) / 2147483648.0;
    switch (i % 6) {
      case 0: d[i] = edge[lcg(s) % 20]; break;
      case 1: d[i] = m; break;
      case 2: d[i] = m * 8; break;
      case 3: d[i] = m * 200; break;
      case 4: d[i] = ldexp(m, (int)(lcg(s) % 120) - 90); break;
      default: d[i] = ldexp(m, (int)(lcg(s) % 60)); break;
    }
    fl[i] = (float)d[i];
  }
  float *df, *of;
  double *dd, *od;
  REQUIRE(cudaMalloc(&df, N * 4));
  REQUIRE(cudaMalloc(&dd, N * 8));
  REQUIRE(cudaMalloc(&of, (size_t)NF * N * 4));
  REQUIRE(cudaMalloc(&od, (size_t)ND * N * 8));
  OK(cudaMemcpy(df, fl.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dd, d.data(), N * 8, cudaMemcpyHostToDevice));
  kf<<<N / 128, 128>>>(df, of);
  kd<<<N / 128, 128>>>(dd, od);
  OK(cudaDeviceSynchronize());
  std::vector<float> hf((size_t)NF * N);
  std::vector<double> hd((size_t)ND * N);
  OK(cudaMemcpy(hf.data(), of, hf.size() * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hd.data(), od, hd.size() * 8, cudaMemcpyDeviceToHost));
#define NAME(fn) #fn,
  const char *fnames[NF] = {FN(NAME, f) FAST(NAME)}, *dnames[ND] = {FN(NAME, )};
  for (int f = 0; f < NF; f++) printf("%-18s %016llx %a\n", fnames[f], fnv(&hf[(size_t)f * N], N * 4), (double)hf[(size_t)f * N + 1]);
  for (int f = 0; f < ND; f++) printf("%-18s %016llx %a\n", dnames[f], fnv(&hd[(size_t)f * N], N * 8), hd[(size_t)f * N + 1]);
  int bad = 0;
  for (int i = 0; i < N; i++) bad += !std::isnan(d[i]) && hd[(size_t)(ND - 2) * N + i] != std::floor(d[i]);
  check(bad == 0, "floor");
  return finish();
}
