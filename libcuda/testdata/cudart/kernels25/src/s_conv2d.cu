// s_conv2d: image convolution with the filter in __constant__ memory: a
// 5x5 filter over a 384 x 256 image through a 16x16 shared tile with a
// 2-pixel halo (clamped edges), and a separable 9-tap Gaussian (rows then
// columns, __ldg). Outputs hashed; the 5x5 checked against a direct kernel.
#include "k25.h"

constexpr int W = 384, H = 256, R = 2, T = 16, R9 = 4;

__constant__ float filter5[5][5];
__constant__ float gauss9[9];

__device__ __forceinline__ int clampi(int v, int hi) { return min(max(v, 0), hi - 1); }

__global__ void convTiled(const float *in, float *out) {
  __shared__ float t[T + 2 * R][T + 2 * R];
  int x0 = blockIdx.x * T, y0 = blockIdx.y * T;
  for (int i = threadIdx.y * T + threadIdx.x; i < (T + 2 * R) * (T + 2 * R); i += T * T) {
    int ty = i / (T + 2 * R), tx = i % (T + 2 * R);
    t[ty][tx] = in[clampi(y0 + ty - R, H) * W + clampi(x0 + tx - R, W)];
  }
  __syncthreads();
  float s = 0;
  for (int dy = 0; dy < 5; dy++)
    for (int dx = 0; dx < 5; dx++) s += filter5[dy][dx] * t[threadIdx.y + dy][threadIdx.x + dx];
  out[(y0 + threadIdx.y) * W + x0 + threadIdx.x] = s;
}

__global__ void convDirect(const float *in, float *out) {
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  float s = 0;
  for (int dy = 0; dy < 5; dy++)
    for (int dx = 0; dx < 5; dx++) s += filter5[dy][dx] * in[clampi(y + dy - R, H) * W + clampi(x + dx - R, W)];
  out[y * W + x] = s;
}

template <bool ROWS>
__global__ void separable(const float *in, float *out) {
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  float s = 0;
  for (int k = -R9; k <= R9; k++)
    s += gauss9[k + R9] * __ldg(ROWS ? &in[y * W + clampi(x + k, W)] : &in[clampi(y + k, H) * W + x]);
  out[y * W + x] = s;
}

int main() {
  std::vector<float> img(W * H), a(W * H), b(W * H);
  unsigned s = 2;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) img[y * W + x] = ((x / 16 + y / 16) % 2) * 200.0f + randf(s, 0, 50);
  float f5[25], g9[9], gs = 0;
  for (int i = 0; i < 25; i++) f5[i] = randf(s, -0.2f, 0.3f);
  for (int i = 0; i < 9; i++) gs += g9[i] = expf(-(i - 4) * (i - 4) / 8.0f);
  for (int i = 0; i < 9; i++) g9[i] /= gs;
  OK(cudaMemcpyToSymbol(filter5, f5, sizeof f5));
  OK(cudaMemcpyToSymbol(gauss9, g9, sizeof g9));
  float *din, *d1, *d2;
  REQUIRE(cudaMalloc(&din, W * H * 4));
  REQUIRE(cudaMalloc(&d1, W * H * 4));
  REQUIRE(cudaMalloc(&d2, W * H * 4));
  cudaMemcpy(din, img.data(), W * H * 4, cudaMemcpyHostToDevice);
  dim3 grid(W / T, H / T), block(T, T);
  timed([&] { convTiled<<<grid, block>>>(din, d1); });
  timed([&] { convDirect<<<grid, block>>>(din, d2); });
  OK(cudaMemcpy(a.data(), d1, W * H * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), d2, W * H * 4, cudaMemcpyDeviceToHost));
  printHash("5x5 tiled", a);
  printHash("5x5 direct", b);
  check(a == b, "tiled == direct");
  timed([&] {
    separable<true><<<grid, block>>>(din, d1);
    separable<false><<<grid, block>>>(d1, d2);
  });
  OK(cudaMemcpy(b.data(), d2, W * H * 4, cudaMemcpyDeviceToHost));
  printHash("gaussian 9 separable", b);
  printFloats("  corner", b.data(), 4);
  return done();
}
