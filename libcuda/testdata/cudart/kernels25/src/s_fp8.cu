// s_fp8: fp8 inference arithmetic: weights quantized to e4m3 and e5m2 with
// a per-row scale (__nv_fp8_e4m3 from float, saturating), a GEMV that
// dequantizes with __nv_cvt_fp8x2_to_halfraw2 and accumulates in fp32,
// and activations rounded through e4m3 and back. Outputs hashed.
#include <cuda_fp8.h>
#include "k25.h"

constexpr int ROWS = 256, COLS = 512;

template <class F8>
__global__ void quantize(const float *w, F8 *q, float *scale) {
  int row = blockIdx.x, lane = threadIdx.x;
  float m = 0;
  for (int c = lane; c < COLS; c += 32) m = fmaxf(m, fabsf(w[row * COLS + c]));
  m = warpMax(m);
  float s = m / 448.0f, inv = m > 0 ? 448.0f / m : 0.0f;
  for (int c = lane; c < COLS; c += 32) q[row * COLS + c] = F8(w[row * COLS + c] * inv);
  if (lane == 0) scale[row] = s;
}

__global__ void gemv(const __nv_fp8x2_e4m3 *q, const float *scale, const float *x, float *y) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  float acc = 0;
  for (int c = lane; c < COLS / 2; c += 32) {
    __half2_raw h = __nv_cvt_fp8x2_to_halfraw2(q[row * COLS / 2 + c].__x, __NV_E4M3);
    float2 f = __half22float2(*(__half2 *)&h);
    acc = fmaf(f.x, x[2 * c], acc);
    acc = fmaf(f.y, x[2 * c + 1], acc);
  }
  acc = warpSum(acc);
  if (lane == 0) y[row] = acc * scale[row];
}

__global__ void roundTrip(const float *x, float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_fp8_e4m3 a(x[i]);
  __nv_fp8_e5m2 b(x[i]);
  o[2 * i] = float(a);
  o[2 * i + 1] = float(b);
}

int main() {
  std::vector<float> w(ROWS * COLS), x(COLS), y(ROWS), scale(ROWS), rt(2 * ROWS * COLS);
  unsigned s = 18;
  for (size_t i = 0; i < w.size(); i++) w[i] = randf(s, -1, 1) * (1 + i / COLS % 9) * ((i % 61) ? 1.0f : 30.0f);
  for (auto &v : x) v = randf(s, -1, 1);
  float *dw, *dx, *dy, *ds, *drt;
  __nv_fp8_e4m3 *dq;
  __nv_fp8_e5m2 *dq5;
  REQUIRE(cudaMalloc(&dw, w.size() * 4));
  REQUIRE(cudaMalloc(&dx, COLS * 4));
  REQUIRE(cudaMalloc(&dy, ROWS * 4));
  REQUIRE(cudaMalloc(&ds, ROWS * 4));
  REQUIRE(cudaMalloc(&drt, rt.size() * 4));
  REQUIRE(cudaMalloc(&dq, w.size()));
  REQUIRE(cudaMalloc(&dq5, w.size()));
  cudaMemcpy(dw, w.data(), w.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dx, x.data(), COLS * 4, cudaMemcpyHostToDevice);
  std::vector<unsigned char> q(w.size());
  timed([&] { quantize<__nv_fp8_e5m2><<<ROWS, 32>>>(dw, dq5, ds); });
  OK(cudaMemcpy(q.data(), dq5, q.size(), cudaMemcpyDeviceToHost));
  printHash("e5m2 weights", q);
  timed([&] { quantize<__nv_fp8_e4m3><<<ROWS, 32>>>(dw, dq, ds); });
  OK(cudaMemcpy(q.data(), dq, q.size(), cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(scale.data(), ds, ROWS * 4, cudaMemcpyDeviceToHost));
  printHash("e4m3 weights", q);
  printHash("scales", scale);
  timed([&] { gemv<<<ROWS * 32 / 128, 128>>>((const __nv_fp8x2_e4m3 *)dq, ds, dx, dy); });
  OK(cudaMemcpy(y.data(), dy, ROWS * 4, cudaMemcpyDeviceToHost));
  printHash("fp8 gemv", y);
  printFloats("  first", y.data(), 4);
  timed([&] { roundTrip<<<ROWS * COLS / 256, 256>>>(dw, drt); });
  OK(cudaMemcpy(rt.data(), drt, rt.size() * 4, cudaMemcpyDeviceToHost));
  printHash("e4m3 / e5m2 round trips", rt);
  return done();
}
