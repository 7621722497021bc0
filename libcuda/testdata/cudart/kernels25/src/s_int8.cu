// s_int8: int8 inference kernels: per-row symmetric quantization of fp32
// activations (max |x| by warp shuffles, __float2int_rn, saturation to
// [-127, 127]), an int8 GEMV with __dp4a on packed char4 (and __dp2a_lo),
// and dequantization with per-row and per-column scales. Outputs hashed;
// the int32 dot products checked against the host.
#include "k25.h"

constexpr int ROWS = 512, COLS = 1024;

__global__ void quantize(const float *x, signed char *q, float *scale) {
  int row = blockIdx.x, lane = threadIdx.x;
  const float *r = x + (size_t)row * COLS;
  float m = 0;
  for (int c = lane; c < COLS; c += 32) m = fmaxf(m, fabsf(r[c]));
  m = warpMax(m);
  float s = m / 127.0f, inv = m > 0 ? 127.0f / m : 0.0f;
  for (int c = lane; c < COLS; c += 32) q[(size_t)row * COLS + c] = (signed char)max(-127, min(127, __float2int_rn(r[c] * inv)));
  if (lane == 0) scale[row] = s;
}

__global__ void gemv(const char4 *w, const char4 *v, const float *rowScale, float vScale, int *dot, float *y) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  const int *wr = (const int *)(w + (size_t)row * COLS / 4), *vv = (const int *)v;
  int acc = 0;
  for (int c = lane; c < COLS / 4; c += 32) acc = __dp4a(wr[c], vv[c], acc);
  for (int o = 16; o; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0) dot[row] = acc, y[row] = (float)acc * rowScale[row] * vScale;
}

// gemv16: the same with 16-bit halves of one operand (__dp2a_lo)
__global__ void gemv16(const short *w, const signed char *v, int *dot) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= ROWS) return;
  int acc = 0;
  for (int c = 0; c < 64; c += 4) {
    int a = (unsigned short)w[row * 64 + c] | (int)w[row * 64 + c + 1] << 16;
    int b = *(const int *)(v + c);
    acc = __dp2a_lo(a, b, acc);
  }
  dot[row] = acc;
}

int main() {
  std::vector<float> x((size_t)ROWS * COLS), scale(ROWS), y(ROWS);
  std::vector<signed char> q(x.size());
  std::vector<int> dot(ROWS);
  unsigned s = 8;
  for (size_t i = 0; i < x.size(); i++) x[i] = randf(s, -1, 1) * (1 + (i / COLS) % 13) + ((i % 97) == 0 ? 20.0f : 0.0f);
  float *dx, *dscale, *dy;
  signed char *dq, *dv;
  int *ddot;
  REQUIRE(cudaMalloc(&dx, x.size() * 4));
  REQUIRE(cudaMalloc(&dscale, ROWS * 4));
  REQUIRE(cudaMalloc(&dy, ROWS * 4));
  REQUIRE(cudaMalloc(&dq, x.size()));
  REQUIRE(cudaMalloc(&dv, COLS));
  REQUIRE(cudaMalloc(&ddot, ROWS * 4));
  cudaMemcpy(dx, x.data(), x.size() * 4, cudaMemcpyHostToDevice);
  timed([&] { quantize<<<ROWS, 32>>>(dx, dq, dscale); });
  OK(cudaMemcpy(q.data(), dq, q.size(), cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(scale.data(), dscale, ROWS * 4, cudaMemcpyDeviceToHost));
  printHash("quantized", q);
  printHash("scales", scale);
  cudaMemcpy(dv, q.data() + 7 * COLS, COLS, cudaMemcpyHostToDevice); // row 7 as the vector
  timed([&] { gemv<<<ROWS * 32 / 256, 256>>>((const char4 *)dq, (const char4 *)dv, dscale, scale[7], ddot, dy); });
  OK(cudaMemcpy(dot.data(), ddot, ROWS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(y.data(), dy, ROWS * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int r = 0; r < ROWS; r++) {
    int want = 0;
    for (int c = 0; c < COLS; c++) want += q[(size_t)r * COLS + c] * q[7 * COLS + c];
    bad += want != dot[r];
  }
  printf("dp4a dots: %d wrong\n", bad);
  check(bad == 0, "dp4a");
  printHash("dequantized", y);
  std::vector<short> w16(ROWS * 64);
  for (auto &v : w16) v = (short)lcg(s);
  short *dw16;
  REQUIRE(cudaMalloc(&dw16, w16.size() * 2));
  cudaMemcpy(dw16, w16.data(), w16.size() * 2, cudaMemcpyHostToDevice);
  timed([&] { gemv16<<<ROWS / 128, 128>>>(dw16, dv, ddot); });
  OK(cudaMemcpy(dot.data(), ddot, ROWS * 4, cudaMemcpyDeviceToHost));
  printHash("dp2a_lo dots", dot);
  return done();
}
