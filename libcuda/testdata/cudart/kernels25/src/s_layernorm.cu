// s_layernorm: layer normalization, one 256-thread block per row of 1024
// (two-pass mean and variance, warp shuffles then shared memory), rsqrtf,
// gamma and beta, on fp32, half (half2 loads and __hfma2 output) and bf16
// input; each output hashed, first values printed as bits.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "k25.h"

constexpr int ROWS = 256, COLS = 1024, THREADS = 256;

__device__ float blockSum(float v, float *scratch) {
  v = warpSum(v);
  int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0) scratch[w] = v;
  __syncthreads();
  if (w == 0) {
    v = lane < THREADS / 32 ? scratch[lane] : 0.0f;
    v = warpSum(v);
    if (lane == 0) scratch[32] = v;
  }
  __syncthreads();
  float r = scratch[32];
  __syncthreads();
  return r;
}

__device__ float toF(float x) { return x; }
__device__ float toF(__nv_bfloat16 x) { return __bfloat162float(x); }
__device__ void put(float *p, float v) { *p = v; }
__device__ void put(__nv_bfloat16 *p, float v) { *p = __float2bfloat16_rn(v); }

template <class T>
__global__ void layernorm(const T *in, T *out, const float *gamma, const float *beta, float eps) {
  __shared__ float scratch[33];
  const T *r = in + (size_t)blockIdx.x * COLS;
  T *o = out + (size_t)blockIdx.x * COLS;
  float v[COLS / THREADS], s = 0;
  for (int i = 0; i < COLS / THREADS; i++) s += v[i] = toF(r[threadIdx.x + i * THREADS]);
  float mean = blockSum(s, scratch) / COLS;
  float q = 0;
  for (int i = 0; i < COLS / THREADS; i++) q += (v[i] - mean) * (v[i] - mean);
  float inv = rsqrtf(blockSum(q, scratch) / COLS + eps);
  for (int i = 0; i < COLS / THREADS; i++) {
    int c = threadIdx.x + i * THREADS;
    put(o + c, (v[i] - mean) * inv * gamma[c] + beta[c]);
  }
}

// layernormHalf2: each thread two adjacent columns as half2; the output
// through half2 arithmetic (__hfma2).
__global__ void layernormHalf2(const __half2 *in, __half2 *out, const __half2 *gamma, const __half2 *beta, float eps) {
  __shared__ float scratch[33];
  const __half2 *r = in + (size_t)blockIdx.x * COLS / 2;
  __half2 *o = out + (size_t)blockIdx.x * COLS / 2;
  float2 v[COLS / 2 / THREADS];
  float s = 0;
  for (int i = 0; i < COLS / 2 / THREADS; i++) {
    v[i] = __half22float2(r[threadIdx.x + i * THREADS]);
    s += v[i].x + v[i].y;
  }
  float mean = blockSum(s, scratch) / COLS;
  float q = 0;
  for (int i = 0; i < COLS / 2 / THREADS; i++) q += (v[i].x - mean) * (v[i].x - mean) + (v[i].y - mean) * (v[i].y - mean);
  float inv = rsqrtf(blockSum(q, scratch) / COLS + eps);
  for (int i = 0; i < COLS / 2 / THREADS; i++) {
    int c = threadIdx.x + i * THREADS;
    __half2 n = __floats2half2_rn((v[i].x - mean) * inv, (v[i].y - mean) * inv);
    o[c] = __hfma2(n, gamma[c], beta[c]);
  }
}

int main() {
  size_t n = (size_t)ROWS * COLS;
  std::vector<float> x(n), g(COLS), b(COLS), out(n);
  unsigned s = 5;
  for (size_t i = 0; i < n; i++) x[i] = randf(s, -3.0f, 3.0f) + (i / COLS) * 0.125f;
  for (int i = 0; i < COLS; i++) g[i] = randf(s, 0.5f, 1.5f), b[i] = randf(s, -0.5f, 0.5f);
  float *dx, *dout, *dg, *db;
  REQUIRE(cudaMalloc(&dx, n * 4));
  REQUIRE(cudaMalloc(&dout, n * 4));
  REQUIRE(cudaMalloc(&dg, COLS * 4));
  REQUIRE(cudaMalloc(&db, COLS * 4));
  cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dg, g.data(), COLS * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), COLS * 4, cudaMemcpyHostToDevice);
  timed([&] { layernorm<float><<<ROWS, THREADS>>>(dx, dout, dg, db, 1e-5f); });
  OK(cudaMemcpy(out.data(), dout, n * 4, cudaMemcpyDeviceToHost));
  printHash("fp32", out);
  printFloats("  first", out.data(), 4);

  std::vector<__nv_bfloat16> xb(n), ob(n);
  for (size_t i = 0; i < n; i++) xb[i] = __float2bfloat16_rn(x[i]);
  cudaMemcpy(dx, xb.data(), n * 2, cudaMemcpyHostToDevice);
  timed([&] { layernorm<__nv_bfloat16><<<ROWS, THREADS>>>((__nv_bfloat16 *)dx, (__nv_bfloat16 *)dout, dg, db, 1e-5f); });
  OK(cudaMemcpy(ob.data(), dout, n * 2, cudaMemcpyDeviceToHost));
  printHash("bf16", ob);

  std::vector<__half> xh(n), oh(n), gh(COLS), bh(COLS);
  for (size_t i = 0; i < n; i++) xh[i] = __float2half_rn(x[i]);
  for (int i = 0; i < COLS; i++) gh[i] = __float2half_rn(g[i]), bh[i] = __float2half_rn(b[i]);
  cudaMemcpy(dx, xh.data(), n * 2, cudaMemcpyHostToDevice);
  cudaMemcpy(dg, gh.data(), COLS * 2, cudaMemcpyHostToDevice);
  cudaMemcpy(db, bh.data(), COLS * 2, cudaMemcpyHostToDevice);
  timed([&] { layernormHalf2<<<ROWS, THREADS>>>((__half2 *)dx, (__half2 *)dout, (__half2 *)dg, (__half2 *)db, 1e-5f); });
  OK(cudaMemcpy(oh.data(), dout, n * 2, cudaMemcpyDeviceToHost));
  printHash("half2", oh);
  return done();
}
