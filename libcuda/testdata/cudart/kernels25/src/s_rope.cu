// s_rope: rotary position embedding as LLM kernels apply it to q and k:
// 2 heads x 128 positions x head size 128, inverse frequencies from powf
// (base 10000), angles through sincosf, __sincosf and sincospif, applied
// in fp32 and to half2 pairs (__hmul2/__hfma2). Outputs hashed.
#include <cuda_fp16.h>
#include "k25.h"

constexpr int HEADS = 2, POS = 128, D = 128;

template <int KIND>
__global__ void rope(const float *x, float *o) {
  int pos = blockIdx.x, head = blockIdx.y, j = threadIdx.x; // pair j of D/2
  float invFreq = powf(10000.0f, -2.0f * j / D);
  float s, c;
  if (KIND == 0) sincosf(pos * invFreq, &s, &c);
  if (KIND == 1) __sincosf(pos * invFreq, &s, &c);
  if (KIND == 2) sincospif(pos * invFreq * 0.31830988618f, &s, &c);
  size_t base = ((size_t)head * POS + pos) * D;
  float a = x[base + j], b = x[base + j + D / 2];
  o[base + j] = a * c - b * s;
  o[base + j + D / 2] = b * c + a * s;
}

__global__ void ropeHalf2(const __half2 *x, __half2 *o) {
  int pos = blockIdx.x, head = blockIdx.y, j = threadIdx.x; // half2 j holds dims 2j, 2j+1
  float invFreq = exp2f(-2.0f * j / (D / 2) * 13.287712f);
  float s, c;
  sincosf(pos * invFreq, &s, &c);
  size_t base = ((size_t)head * POS + pos) * D / 2;
  __half2 v = x[base + j];
  __half2 cc = __float2half2_rn(c), ss = __floats2half2_rn(-s, s);
  __half2 swapped = __lowhigh2highlow(v);
  o[base + j] = __hfma2(swapped, ss, __hmul2(v, cc));
}

int main() {
  size_t n = (size_t)HEADS * POS * D;
  std::vector<float> x(n), o(n);
  unsigned s = 14;
  for (auto &v : x) v = randf(s, -2, 2);
  float *dx, *dout;
  REQUIRE(cudaMalloc(&dx, n * 4));
  REQUIRE(cudaMalloc(&dout, n * 4));
  cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
  dim3 grid(POS, HEADS);
  const char *names[] = {"sincosf", "__sincosf", "sincospif"};
  for (int k = 0; k < 3; k++) {
    timed([&] {
      if (k == 0) rope<0><<<grid, D / 2>>>(dx, dout);
      if (k == 1) rope<1><<<grid, D / 2>>>(dx, dout);
      if (k == 2) rope<2><<<grid, D / 2>>>(dx, dout);
    });
    OK(cudaMemcpy(o.data(), dout, n * 4, cudaMemcpyDeviceToHost));
    printHash(names[k], o);
    printFloats("  position 127, pair 0", &o[127 * D], 2);
  }
  std::vector<__half> xh(n), oh(n);
  for (size_t i = 0; i < n; i++) xh[i] = __float2half_rn(x[i]);
  cudaMemcpy(dx, xh.data(), n * 2, cudaMemcpyHostToDevice);
  timed([&] { ropeHalf2<<<grid, D / 2>>>((const __half2 *)dx, (__half2 *)dout); });
  OK(cudaMemcpy(oh.data(), dout, n * 2, cudaMemcpyDeviceToHost));
  printHash("half2", oh);
  return done();
}
