// d_complex: not a suite program (build.sh builds s_*.cu): s_libcu_complex
// with every value printed in hex, to find the inputs whose hashes differ.
// s_libcu_complex: cuda::std::complex<float> and <double> in kernels:
// arithmetic (division with its scaling), abs, arg, norm, conj, proj,
// polar, exp, log, log10, sqrt, pow (complex and real exponents), the
// trigonometric and hyperbolic functions and their inverses, on ordinary
// and special inputs (zeros, infinities, NaN, huge and tiny); bits hashed
// per function, a few values printed.
#include <cuda/std/complex>
#include <cmath>
#include <cstring>
#include "check.h"
namespace std_ = cuda::std;

const int NF = 22, NI = 40;

template <typename T> __device__ std_::complex<T> apply(int f, std_::complex<T> z, std_::complex<T> w) {
  switch (f) {
  case 0: return z + w * z;
  case 1: return z / w;
  case 2: return std_::complex<T>(std_::abs(z), std_::arg(z));
  case 3: return std_::complex<T>(std_::norm(z), 0) + std_::conj(w);
  case 4: return std_::proj(z);
  case 5: return std_::polar(std_::abs(w), std_::real(z));
  case 6: return std_::exp(z);
  case 7: return std_::log(z);
  case 8: return std_::log10(z);
  case 9: return std_::sqrt(z);
  case 10: return std_::pow(z, w);
  case 11: return std_::pow(z, (T)2.5);
  case 12: return std_::sin(z);
  case 13: return std_::cos(z);
  case 14: return std_::tan(z);
  case 15: return std_::asin(z);
  case 16: return std_::acos(z);
  case 17: return std_::atan(z);
  case 18: return std_::sinh(z);
  case 19: return std_::tanh(z);
  case 20: return std_::asinh(z);
  default: return std_::atanh(z);
  }
}

template <typename T> __global__ void run(const T *in, T *out) {
  int f = blockIdx.x, i = threadIdx.x;
  std_::complex<T> z(in[2 * i], in[2 * i + 1]), w(in[2 * ((i + 7) % NI)], in[2 * ((i + 7) % NI) + 1]);
  std_::complex<T> r = apply<T>(f, z, w);
  out[(f * NI + i) * 2] = r.real();
  out[(f * NI + i) * 2 + 1] = r.imag();
}

template <typename T> static void go(const char *name) {
  const double inf = INFINITY, nan = NAN;
  const double in0[2 * NI] = {0, 0, -0.0, 0, 1, 0, 0, 1, -1, 0, 0, -1, 3, 4, -3, 4, 0.5, -0.25, 1e-3, 2,
                  inf, 0, -inf, 0, 0, inf, inf, inf, -inf, -inf, nan, 0, 0, nan, nan, nan, 1e30, 1e30, -1e30, 1e-30,
                  1e-40, 1e-38, 7, -8, 100, 0.001, -0.7, 0.7, 2, -2, 1, 1, -1, 1e-7, 3.5, 0, 0, -2.5, 89, 1,
                  710, 0.3, -710, 2, 1, 1e10, 1e-20, 1e-20, 0.999, 0, 1.001, 0, -1, -1e-300, 5, 12, 40, 40, -4, 100};
  T in[2 * NI];
  for (int i = 0; i < 2 * NI; i++) in[i] = (T)in0[i];
  T *din, *dout;
  OK(cudaMalloc(&din, sizeof in));
  OK(cudaMalloc(&dout, NF * NI * 2 * sizeof(T)));
  OK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
  run<T><<<NF, NI>>>(din, dout);
  OK(cudaGetLastError());
  static T out[NF * NI * 2];
  OK(cudaMemcpy(out, dout, NF * NI * 2 * sizeof(T), cudaMemcpyDeviceToHost));
  const char *names[NF] = {"mul-add", "div", "abs-arg", "norm-conj", "proj", "polar", "exp", "log", "log10", "sqrt", "pow", "pow-real", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "tanh", "asinh", "atanh"};
  for (int f = 0; f < NF; f++)
    for (int i = 0; i < NI; i++) {
      T re = out[(f * NI + i) * 2], im = out[(f * NI + i) * 2 + 1];
      unsigned long long a = 0, b = 0;
      memcpy(&a, &re, sizeof(T));
      memcpy(&b, &im, sizeof(T));
      printf("%s %s %d (%.17g,%.17g) %llx %llx\n", name, names[f], i, (double)re, (double)im, a, b);
    }
  // Checks that hold exactly: |3+4i| = 5, exp(0) = 1; sqrt(-1) is printed
  // (computed through polar form, its real part need not be 0).
  check(out[(2 * NI + 6) * 2] == 5, "abs(3+4i)");
  printf("%s sqrt(-1) = (%.17g,%.17g)\n", name, (double)out[(9 * NI + 4) * 2], (double)out[(9 * NI + 4) * 2 + 1]);
  check(out[(6 * NI + 0) * 2] == 1 && out[(6 * NI + 0) * 2 + 1] == 0, "exp(0)");
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  go<float>("float ");
  go<double>("double");
  return finish();
}
