// s_cmathedge: <cuda/std/cmath> on edge values, float and double: every
// pair of 16 edge values (zeros, denormals, the largest finite, infinities,
// NaN, halves for rounding, values near integers) through classification,
// copysign, nextafter, fma, fmin/fmax, fdim, hypot, cbrt, ilogb, logb,
// frexp, ldexp, modf, trunc/round/rint/nearbyint/floor/ceil, lround/llrint,
// remainder/fmod/remquo, sqrt; one FNV hash per function, failures listed.
#include <vector>
#include <cfloat>
#include <cuda/std/cmath>
#include <cuda/std/limits>
#include "check.h"

constexpr int E = 16, NF = 24;

template <class R> __global__ void k(const R *edge, R *o) {
  namespace s = cuda::std;
  int i = threadIdx.x, a = i / E, b = i % E;
  R x = edge[a], y = edge[b], z = edge[(a + b) % E];
  R *r = o + i;
  int f = 0, ex = 0;
  const int n = E * E;
  r[(f++) * n] = R(s::fpclassify(x) | s::isnan(x) << 4 | s::isinf(x) << 5 | s::isfinite(x) << 6 | s::isnormal(x) << 7 | s::signbit(x) << 8);
  r[(f++) * n] = R(s::isgreater(x, y) | s::isless(x, y) << 1 | s::isunordered(x, y) << 2 | s::islessgreater(x, y) << 3 | s::isgreaterequal(x, y) << 4);
  r[(f++) * n] = s::copysign(x, y);
  r[(f++) * n] = s::nextafter(x, y);
  r[(f++) * n] = s::fma(x, y, z);
  r[(f++) * n] = s::fmin(x, y);
  r[(f++) * n] = s::fmax(x, y);
  r[(f++) * n] = s::fdim(x, y);
  r[(f++) * n] = s::hypot(x, y);
  r[(f++) * n] = s::cbrt(x);
  r[(f++) * n] = R(s::ilogb(x));
  r[(f++) * n] = s::logb(x);
  r[(f++) * n] = s::frexp(x, &ex) + R(ex);
  r[(f++) * n] = s::ldexp(x, (int)(b * 37) - 300);
  R ip;
  r[(f++) * n] = s::modf(x, &ip) + ip * R(3);
  r[(f++) * n] = s::trunc(x) + s::round(x) * R(2);
  r[(f++) * n] = s::rint(x) - s::nearbyint(y);
  r[(f++) * n] = s::floor(x) * R(3) - s::ceil(y);
  r[(f++) * n] = R(s::isfinite(x) && s::fabs(x) < R(1e9) ? s::lround(x) + s::llrint(x) : 0);
  r[(f++) * n] = s::remainder(x, y);
  r[(f++) * n] = s::fmod(x, y);
  int q = 0;
  r[(f++) * n] = s::remquo(x, y, &q) + R(q & 7);
  r[(f++) * n] = s::sqrt(x) + s::fabs(y);
  r[(f++) * n] = s::scalbn(x, b - 8) + s::fabs(y);
}

template <class R> void run(const char *name) {
  const R edge[E] = {R(0), -R(0), cuda::std::numeric_limits<R>::denorm_min(), -cuda::std::numeric_limits<R>::denorm_min(),
                     cuda::std::numeric_limits<R>::min(), cuda::std::numeric_limits<R>::max(), -cuda::std::numeric_limits<R>::max(),
                     INFINITY, -INFINITY, NAN, R(0.5), R(-2.5), R(1), R(3.5), R(1) - cuda::std::numeric_limits<R>::epsilon(), R(-7.25)};
  R *de, *o;
  const int n = E * E;
  if (cudaMalloc(&de, sizeof edge) || cudaMalloc(&o, (size_t)NF * n * sizeof(R))) { failures++; return; }
  cudaMemcpy(de, edge, sizeof edge, cudaMemcpyHostToDevice);
  k<R><<<1, n>>>(de, o);
  OK(cudaDeviceSynchronize());
  std::vector<R> h((size_t)NF * n);
  OK(cudaMemcpy(h.data(), o, h.size() * sizeof(R), cudaMemcpyDeviceToHost));
  const char *names[NF] = {"classify", "compare", "copysign", "nextafter", "fma", "fmin", "fmax", "fdim", "hypot", "cbrt", "ilogb", "logb",
                           "frexp", "ldexp", "modf", "trunc/round", "rint", "floor/ceil", "lround", "remainder", "fmod", "remquo", "sqrt", "scalbn"};
  for (int f = 0; f < NF; f++) {
    const R *p = &h[(size_t)f * n];
    printf("%-6s %-11s %016llx %a %a %a\n", name, names[f], fnv(p, n * sizeof(R)), (double)p[5 * E + 12], (double)p[10 * E + 11], (double)p[13 * E + 15]);
  }
  check(h[(size_t)5 * n + 12 * E + 15] == R(-7.25), "fmin(1, -7.25)");
  cudaFree(de);
  cudaFree(o);
}

int main() {
  run<float>("float");
  run<double>("double");
  return finish();
}
