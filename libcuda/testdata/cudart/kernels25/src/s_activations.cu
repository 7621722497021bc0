// s_activations: the pointwise epilogues of inference kernels on 2^16
// inputs in [-10, 10]: GELU (erff and the tanhf form), SiLU with __expf
// and __frcp_rn, softplus (log1pf), fast division (__fdividef), and in
// half2/bf16x2 (h2exp, h2rcp, __hmul2, __hfma2, __hmax2; bf16 GELU with
// erff of the converted values). Each output hashed.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "k25.h"

constexpr int N = 1 << 16, OUTS = 8;

__global__ void act(const float *x, float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  o[0 * N + i] = 0.5f * v * (1.0f + erff(v * 0.70710678f));
  o[1 * N + i] = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
  o[2 * N + i] = v * __frcp_rn(1.0f + __expf(-v));
  o[3 * N + i] = v / (1.0f + expf(-v));
  o[4 * N + i] = v > 20.0f ? v : log1pf(expf(v));
  o[5 * N + i] = __fdividef(v, 1.0f + fabsf(v));
  o[6 * N + i] = fminf(fmaxf(v + 3.0f, 0.0f), 6.0f) * (1.0f / 6.0f) * v;
  o[7 * N + i] = v >= 0 ? v : 0.01f * v;
}

__global__ void actHalf2(const __half2 *x, __half2 *o, __nv_bfloat162 *ob) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 v = x[i];
  // SiLU: v / (1 + exp(-v)) in half2
  __half2 one = __float2half2_rn(1.0f);
  o[i] = __hmul2(v, h2rcp(__hadd2(one, h2exp(__hneg2(v)))));
  // GELU in bf16x2 through __hfma2
  __nv_bfloat162 b = __float22bfloat162_rn(__half22float2(v));
  float2 f = __bfloat1622float2(b);
  __nv_bfloat162 e = __floats2bfloat162_rn(erff(f.x * 0.70710678f), erff(f.y * 0.70710678f));
  __nv_bfloat162 halfb = __float2bfloat162_rn(0.5f);
  ob[i] = __hmul2(__hmul2(halfb, b), __hadd2(__float2bfloat162_rn(1.0f), e));
  o[N / 2 + i] = __hmax2(__hfma2(v, __float2half2_rn(0.5f), __float2half2_rn(-1.0f)), __float2half2_rn(0.0f));
}

int main() {
  std::vector<float> x(N), o((size_t)OUTS * N);
  unsigned s = 1;
  for (int i = 0; i < N; i++) x[i] = i < 64 ? (i - 32) * 0.25f : randf(s, -10, 10);
  std::vector<__half> xh(N), oh(2 * N);
  for (int i = 0; i < N; i++) xh[i] = __float2half_rn(x[i]);
  float *dx, *dout;
  __half *dxh, *doh;
  __nv_bfloat16 *dob;
  REQUIRE(cudaMalloc(&dx, N * 4));
  REQUIRE(cudaMalloc(&dout, o.size() * 4));
  REQUIRE(cudaMalloc(&dxh, N * 2));
  REQUIRE(cudaMalloc(&doh, N * 4));
  REQUIRE(cudaMalloc(&dob, N * 2));
  cudaMemcpy(dx, x.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dxh, xh.data(), N * 2, cudaMemcpyHostToDevice);
  timed([&] { act<<<N / 256, 256>>>(dx, dout); });
  OK(cudaMemcpy(o.data(), dout, o.size() * 4, cudaMemcpyDeviceToHost));
  const char *names[OUTS] = {"gelu erf", "gelu tanh", "silu __expf __frcp_rn", "silu expf", "softplus", "softsign __fdividef", "hardswish", "leaky relu"};
  for (int k = 0; k < OUTS; k++) {
    std::vector<float> one(o.begin() + (size_t)k * N, o.begin() + (size_t)(k + 1) * N);
    printHash(names[k], one);
  }
  printFloats("  gelu erf of -8..-7", &o[0], 4);
  timed([&] { actHalf2<<<N / 2 / 256, 256>>>((const __half2 *)dxh, (__half2 *)doh, (__nv_bfloat162 *)dob); });
  OK(cudaMemcpy(oh.data(), doh, N * 4, cudaMemcpyDeviceToHost));
  std::vector<unsigned short> ob(N);
  OK(cudaMemcpy(ob.data(), dob, N * 2, cudaMemcpyDeviceToHost));
  printHash("half2 silu, relu(fma)", oh);
  printHash("bf16x2 gelu", ob);
  return done();
}
