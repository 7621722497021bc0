// s_fft: radix-2 decimation-in-time complex FFT of 16 signals of 1024
// points, one 512-thread block each, in shared memory: bit-reversed load
// (__brev), 10 butterfly stages. Twiddles from sincospif (accurate) and
// from __sinf/__cosf (fast); then the inverse of the first. Outputs hashed.
#include "k25.h"

constexpr int LOGN = 10, N = 1 << LOGN, SIGNALS = 16;

template <int TWIDDLE>
__global__ void fft(const float2 *in, float2 *out, float sign) {
  __shared__ float2 a[N];
  const float2 *src = in + blockIdx.x * N;
  for (int i = threadIdx.x; i < N; i += blockDim.x) a[__brev(i) >> (32 - LOGN)] = src[i];
  __syncthreads();
  for (int half = 1; half < N; half <<= 1) {
    int t = threadIdx.x, k = t & (half - 1), i = (t / half) * 2 * half + k;
    float s, c;
    if (TWIDDLE == 0) {
      sincospif(sign * (float)k / half, &s, &c);
    } else {
      float ang = sign * 3.14159265358979f * (float)k / half;
      s = __sinf(ang), c = __cosf(ang);
    }
    float2 u = a[i], v = a[i + half];
    float2 w = make_float2(v.x * c - v.y * s, v.x * s + v.y * c);
    __syncthreads();
    a[i] = make_float2(u.x + w.x, u.y + w.y);
    a[i + half] = make_float2(u.x - w.x, u.y - w.y);
    __syncthreads();
  }
  float scale = sign > 0 ? 1.0f / N : 1.0f;
  for (int i = threadIdx.x; i < N; i += blockDim.x) out[blockIdx.x * N + i] = make_float2(a[i].x * scale, a[i].y * scale);
}

int main() {
  std::vector<float2> x(N * SIGNALS), y(N * SIGNALS);
  unsigned s = 13;
  for (int j = 0; j < SIGNALS; j++)
    for (int i = 0; i < N; i++) {
      float t = (float)i / N;
      x[j * N + i] = make_float2(sinf(6.2831853f * (j + 1) * t) + randf(s, -0.1f, 0.1f), (j % 3) ? 0.0f : randf(s, -1, 1));
    }
  float2 *dx, *dy, *dz;
  REQUIRE(cudaMalloc(&dx, x.size() * 8));
  REQUIRE(cudaMalloc(&dy, x.size() * 8));
  REQUIRE(cudaMalloc(&dz, x.size() * 8));
  cudaMemcpy(dx, x.data(), x.size() * 8, cudaMemcpyHostToDevice);
  timed([&] { fft<0><<<SIGNALS, N / 2>>>(dx, dy, -1.0f); });
  OK(cudaMemcpy(y.data(), dy, y.size() * 8, cudaMemcpyDeviceToHost));
  printHash("forward, sincospif", y);
  printFloats("  bin 1 of signal 0", &y[1].x, 2);
  timed([&] { fft<0><<<SIGNALS, N / 2>>>(dy, dz, 1.0f); });
  OK(cudaMemcpy(y.data(), dz, y.size() * 8, cudaMemcpyDeviceToHost));
  printHash("inverse, sincospif", y);
  double err = 0;
  for (size_t i = 0; i < x.size(); i++) err = fmax(err, fmax(fabs(y[i].x - x[i].x), fabs(y[i].y - x[i].y)));
  printf("round trip max error %.9g\n", err);
  check(err < 1e-4, "round trip");
  timed([&] { fft<1><<<SIGNALS, N / 2>>>(dx, dy, -1.0f); });
  OK(cudaMemcpy(y.data(), dy, y.size() * 8, cudaMemcpyDeviceToHost));
  printHash("forward, __sinf/__cosf", y);
  return done();
}
