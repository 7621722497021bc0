// s_softmax: row softmax, one warp per row (warp-shuffle max and sum), on
// fp32 (expf and __expf), half and bf16 (fp32 math inside), 128 rows of
// 1000; each output hashed, the first values printed as bits.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "k25.h"

constexpr int ROWS = 128, COLS = 1000;

__device__ float toF(float x) { return x; }
__device__ float toF(__half x) { return __half2float(x); }
__device__ float toF(__nv_bfloat16 x) { return __bfloat162float(x); }
__device__ void put(float *p, float v) { *p = v; }
__device__ void put(__half *p, float v) { *p = __float2half_rn(v); }
__device__ void put(__nv_bfloat16 *p, float v) { *p = __float2bfloat16_rn(v); }

template <class T, bool FAST>
__global__ void softmax(const T *in, T *out, int rows, int cols) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (row >= rows) return;
  const T *r = in + (size_t)row * cols;
  T *o = out + (size_t)row * cols;
  float m = -INFINITY;
  for (int c = lane; c < cols; c += 32) m = fmaxf(m, toF(r[c]));
  m = warpMax(m);
  float s = 0;
  for (int c = lane; c < cols; c += 32) s += FAST ? __expf(toF(r[c]) - m) : expf(toF(r[c]) - m);
  s = warpSum(s);
  float inv = 1.0f / s;
  for (int c = lane; c < cols; c += 32) put(o + c, (FAST ? __expf(toF(r[c]) - m) : expf(toF(r[c]) - m)) * inv);
}

template <class T, bool FAST>
static void run(const char *what, const std::vector<float> &x) {
  std::vector<T> h(x.size()), out(x.size());
  for (size_t i = 0; i < x.size(); i++) h[i] = T(x[i]);
  T *din, *dout;
  OK(cudaMalloc(&din, h.size() * sizeof(T)));
  OK(cudaMalloc(&dout, h.size() * sizeof(T)));
  cudaMemcpy(din, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  timed([&] { softmax<T, FAST><<<ROWS / 8, 256>>>(din, dout, ROWS, COLS); });
  OK(cudaMemcpy(out.data(), dout, h.size() * sizeof(T), cudaMemcpyDeviceToHost));
  printHash(what, out);
  unsigned short b[4];
  if (sizeof(T) == 4) {
    printFloats("  first", (const float *)out.data(), 4);
  } else {
    memcpy(b, out.data(), 8);
    printf("  first                         %04x %04x %04x %04x\n", b[0], b[1], b[2], b[3]);
  }
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  std::vector<float> x((size_t)ROWS * COLS);
  unsigned s = 11;
  for (size_t i = 0; i < x.size(); i++) x[i] = randf(s, -12.0f, 12.0f) * ((i / COLS) % 7 + 1) / 4;
  run<float, false>("fp32 expf", x);
  run<float, true>("fp32 __expf", x);
  run<__half, false>("half expf", x);
  run<__nv_bfloat16, false>("bf16 expf", x);
  run<__nv_bfloat16, true>("bf16 __expf", x);
  return done();
}
