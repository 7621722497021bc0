// s_pool: CNN pooling and normalization statistics on an NCHW tensor
// (4 x 16 x 32 x 32) holding NaNs, infinities and -0.0: 2x2 max pooling
// three ways (fmaxf, which drops NaN; a > b ? a : b, which keeps the
// order's; __hmax_nan on half), 3x3 average pooling (count_include_pad
// off), and per-channel mean/variance by Welford with warp merges
// (__fdividef-free, exact division). Outputs hashed.
#include <cuda_fp16.h>
#include "k25.h"

constexpr int NB = 4, C = 16, H = 32, W = 32;

__global__ void maxpool(const float *x, float *a, float *b, __half *h) {
  int ox = threadIdx.x, oy = blockIdx.x % (H / 2), nc = blockIdx.x / (H / 2);
  const float *p = x + ((size_t)nc * H + 2 * oy) * W + 2 * ox;
  float v[4] = {p[0], p[1], p[W], p[W + 1]};
  float m1 = v[0], m2 = v[0];
  __half m3 = __float2half(v[0]);
  for (int i = 1; i < 4; i++) {
    m1 = fmaxf(m1, v[i]);
    m2 = v[i] > m2 ? v[i] : m2;
    m3 = __hmax_nan(m3, __float2half(v[i]));
  }
  size_t o = ((size_t)nc * (H / 2) + oy) * (W / 2) + ox;
  a[o] = m1, b[o] = m2, h[o] = m3;
}

__global__ void avgpool(const float *x, float *y) {
  int ox = threadIdx.x, oy = blockIdx.x % H, nc = blockIdx.x / H;
  float s = 0;
  int n = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int yy = oy + dy, xx = ox + dx;
      if (yy < 0 || yy >= H || xx < 0 || xx >= W) continue;
      s += x[((size_t)nc * H + yy) * W + xx];
      n++;
    }
  y[((size_t)nc * H + oy) * W + ox] = s / n;
}

// welford: one block per channel; each thread a running (n, mean, m2) over
// its elements, merged across the warp by shuffles, then across warps.
__global__ void welford(const float *x, float *mean, float *var) {
  __shared__ float sn[8], smean[8], sm2[8];
  int c = blockIdx.x;
  float n = 0, mu = 0, m2 = 0;
  for (int i = threadIdx.x; i < NB * H * W; i += blockDim.x) {
    float v = x[((size_t)(i / (H * W)) * C + c) * H * W + i % (H * W)];
    if (!isfinite(v)) continue;
    n += 1;
    float d = v - mu;
    mu += d / n;
    m2 += d * (v - mu);
  }
  auto merge = [](float &n, float &mu, float &m2, float n2, float mu2, float m22) {
    float t = n + n2;
    if (t == 0) return;
    float d = mu2 - mu;
    mu += d * n2 / t;
    m2 += m22 + d * d * n * n2 / t;
    n = t;
  };
  for (int o = 16; o; o >>= 1) {
    float n2 = __shfl_xor_sync(0xffffffffu, n, o), mu2 = __shfl_xor_sync(0xffffffffu, mu, o), m22 = __shfl_xor_sync(0xffffffffu, m2, o);
    merge(n, mu, m2, n2, mu2, m22);
  }
  int w = threadIdx.x / 32;
  if (threadIdx.x % 32 == 0) sn[w] = n, smean[w] = mu, sm2[w] = m2;
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int i = 1; i < (int)blockDim.x / 32; i++) merge(n, mu, m2, sn[i], smean[i], sm2[i]);
    mean[c] = mu, var[c] = m2 / n;
  }
}

int main() {
  size_t n = (size_t)NB * C * H * W;
  std::vector<float> x(n);
  unsigned s = 33;
  for (size_t i = 0; i < n; i++) {
    unsigned r = lcg(s);
    x[i] = r % 97 == 0 ? NAN : r % 89 == 0 ? -INFINITY : r % 83 == 0 ? -0.0f : randf(s, -4, 4) + (i / (H * W)) % C;
  }
  size_t np = n / 4;
  std::vector<float> a(np), b(np), avg(n), mean(C), var(C);
  std::vector<__half> h(np);
  float *dx, *da, *db, *davg, *dm, *dv;
  __half *dh;
  REQUIRE(cudaMalloc(&dx, n * 4));
  REQUIRE(cudaMalloc(&da, np * 4));
  REQUIRE(cudaMalloc(&db, np * 4));
  REQUIRE(cudaMalloc(&dh, np * 2));
  REQUIRE(cudaMalloc(&davg, n * 4));
  REQUIRE(cudaMalloc(&dm, C * 4));
  REQUIRE(cudaMalloc(&dv, C * 4));
  cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
  timed([&] {
    maxpool<<<NB * C * (H / 2), W / 2>>>(dx, da, db, dh);
    avgpool<<<NB * C * H, W>>>(dx, davg);
    welford<<<C, 256>>>(dx, dm, dv);
  });
  OK(cudaMemcpy(a.data(), da, np * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), db, np * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(h.data(), dh, np * 2, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(avg.data(), davg, n * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(mean.data(), dm, C * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(var.data(), dv, C * 4, cudaMemcpyDeviceToHost));
  printHash("max pool fmaxf", a);
  printHash("max pool compare", b);
  printHash("max pool __hmax_nan", h);
  printHash("avg pool 3x3", avg);
  printHash("welford means", mean);
  printHash("welford variances", var);
  printFloats("  channel 0", &mean[0], 1);
  printFloats("  channel 0 var", &var[0], 1);
  return done();
}
