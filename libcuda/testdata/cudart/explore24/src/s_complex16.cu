// s_complex16: cuda::std::complex of __half and __nv_bfloat16 (libcu++ with
// cuda_fp16.h / cuda_bf16.h included first): +, -, *, / of complex and
// real, abs, arg, norm, conj, proj, polar, exp, log, sqrt, pow, and
// conversions to and from complex<float>, on 2,048 random and special
// inputs; one hash per operation.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda/std/complex>
#include <cmath>
#include <vector>
#include "check.h"

using ch = cuda::std::complex<__half>;
using cb = cuda::std::complex<__nv_bfloat16>;
using cf = cuda::std::complex<float>;
constexpr int N = 2048, NOPS = 16;

template <typename C, typename T>
__device__ void ops(C x, C y, unsigned *r) {
  auto put = [&](int j, C v) {
    T re = v.real(), im = v.imag();
    unsigned short a, b;
    memcpy(&a, &re, 2), memcpy(&b, &im, 2);
    r[j * N] = a | (unsigned)b << 16;
  };
  put(0, x + y);
  put(1, x - y);
  put(2, x * y);
  put(3, x / y);
  put(4, x * y.real());
  put(5, C(cuda::std::abs(x), cuda::std::arg(x)));
  put(6, C(cuda::std::norm(x), T(0)));
  put(7, cuda::std::conj(x));
  put(8, cuda::std::proj(x));
  put(9, cuda::std::polar(y.real(), x.imag()));
  put(10, cuda::std::exp(x));
  put(11, cuda::std::log(x));
  put(12, cuda::std::sqrt(x));
  put(13, cuda::std::pow(x, y));
  cf w((float)x.real(), (float)x.imag());
  cf w2 = w * w;
  put(14, C(T(w2.real()), T(w2.imag())));
  put(15, y / x.real());
}

__global__ void k(const float *in, unsigned *oh, unsigned *ob) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
  ops<ch, __half>(ch(__float2half(a), __float2half(b)), ch(__float2half(c), __float2half(d)), oh + i);
  ops<cb, __nv_bfloat16>(cb(__float2bfloat16(a), __float2bfloat16(b)), cb(__float2bfloat16(c), __float2bfloat16(d)),
                         ob + i);
}

int main() {
  std::vector<float> in(4 * N);
  unsigned s = 3;
  const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 65504.0f, 1e-7f, 0.5f};
  for (int i = 0; i < 4 * N; i++)
    in[i] = i % 13 == 0 ? sp[lcg(s) % 10] : ((int)(lcg(s) % 20001) - 10000) / 100.0f * (i % 5 == 0 ? 1000 : 1);
  float *d;
  unsigned *oh, *ob;
  REQUIRE(cudaMalloc(&d, in.size() * 4));
  REQUIRE(cudaMalloc(&oh, NOPS * N * 4));
  REQUIRE(cudaMalloc(&ob, NOPS * N * 4));
  OK(cudaMemcpy(d, in.data(), in.size() * 4, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(d, oh, ob);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned> h(NOPS * N), b(NOPS * N);
  OK(cudaMemcpy(h.data(), oh, h.size() * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), ob, b.size() * 4, cudaMemcpyDeviceToHost));
  const char *names[NOPS] = {"add", "sub", "mul", "div", "mul real", "abs/arg", "norm", "conj",
                             "proj", "polar", "exp", "log", "sqrt", "pow", "via float", "div real"};
  for (int j = 0; j < NOPS; j++)
    printf("%-10s half %016llx bf16 %016llx\n", names[j], fnv(&h[j * N], N * 4), fnv(&b[j * N], N * 4));
  return finish();
}
