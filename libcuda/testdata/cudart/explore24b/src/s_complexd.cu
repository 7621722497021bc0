// s_complexd: cuda::std::complex<float> and <double> functions (exp, log,
// log10, sqrt, pow (complex and real exponents), sin, cos, tan, sinh,
// cosh, tanh, asin, acos, atan, asinh, acosh, atanh, abs, arg, norm, proj,
// polar, conj, / and *) on 2,048 inputs: random and every pair of edge
// values (0, -0, 1, -1, tiny, huge, inf, -inf, nan); one FNV hash per
// function and type, a few results printed.
#include <vector>
#include <cmath>
#include <cuda/std/complex>
#include <cuda/std/cmath>
#include "check.h"

constexpr int N = 2048, NF = 24;

template <class R> __global__ void k(const cuda::std::complex<R> *in, cuda::std::complex<R> *o) {
  using C = cuda::std::complex<R>;
  namespace s = cuda::std;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  C z = in[i], w = in[(i * 7 + 3) % N];
  int f = 0;
  o[(f++) * N + i] = s::exp(z);
  o[(f++) * N + i] = s::log(z);
  o[(f++) * N + i] = s::log10(z);
  o[(f++) * N + i] = s::sqrt(z);
  o[(f++) * N + i] = s::pow(z, w);
  o[(f++) * N + i] = s::pow(z, R(2.5));
  o[(f++) * N + i] = s::sin(z);
  o[(f++) * N + i] = s::cos(z);
  o[(f++) * N + i] = s::tan(z);
  o[(f++) * N + i] = s::sinh(z);
  o[(f++) * N + i] = s::cosh(z);
  o[(f++) * N + i] = s::tanh(z);
  o[(f++) * N + i] = s::asin(z);
  o[(f++) * N + i] = s::acos(z);
  o[(f++) * N + i] = s::atan(z);
  o[(f++) * N + i] = s::asinh(z);
  o[(f++) * N + i] = s::acosh(z);
  o[(f++) * N + i] = s::atanh(z);
  o[(f++) * N + i] = C(s::abs(z), s::arg(z));
  o[(f++) * N + i] = C(s::norm(z), R(0));
  o[(f++) * N + i] = s::proj(z);
  o[(f++) * N + i] = s::polar(s::abs(z.real()), z.imag());
  o[(f++) * N + i] = z / w;
  o[(f++) * N + i] = z * w + s::conj(z);
}

template <class R> void run(const char *name) {
  using C = cuda::std::complex<R>;
  const R edge[] = {R(0), -R(0), R(1), R(-1), R(1e-30), R(-3.5e30), INFINITY, -INFINITY, NAN, R(0.5)};
  std::vector<C> in(N);
  unsigned s = 53;
  for (int i = 0; i < N; i++) {
    if (i < 100) in[i] = C(edge[i % 10], edge[i / 10]);
    else in[i] = C(R((int)lcg(s) - 8000000) / R(1e6), R((int)lcg(s) - 8000000) / R(i % 3 ? 1e6 : 1e3));
  }
  C *din, *o;
  if (cudaMalloc(&din, N * sizeof(C)) || cudaMalloc(&o, (size_t)NF * N * sizeof(C))) { failures++; return; }
  cudaMemcpy(din, in.data(), N * sizeof(C), cudaMemcpyHostToDevice);
  k<R><<<N / 128, 128>>>(din, o);
  OK(cudaDeviceSynchronize());
  std::vector<C> h((size_t)NF * N);
  OK(cudaMemcpy(h.data(), o, h.size() * sizeof(C), cudaMemcpyDeviceToHost));
  const char *names[NF] = {"exp", "log", "log10", "sqrt", "pow", "pow real", "sin", "cos", "tan", "sinh", "cosh", "tanh",
                           "asin", "acos", "atan", "asinh", "acosh", "atanh", "abs arg", "norm", "proj", "polar", "div", "mul conj"};
  for (int f = 0; f < NF; f++) {
    const C *p = &h[(size_t)f * N];
    printf("%-6s %-8s %016llx edges %016llx (%a,%a) (%a,%a)\n", name, names[f], fnv(p, N * sizeof(C)), fnv(p, 100 * sizeof(C)),
           (double)p[2].real(), (double)p[2].imag(), (double)p[150].real(), (double)p[150].imag());
  }
  check(h[3 * N + 2].real() == R(1) && h[3 * N + 2].imag() == R(0), "sqrt(1)");
  cudaFree(din);
  cudaFree(o);
}

int main() {
  run<float>("float");
  run<double>("double");
  return finish();
}
