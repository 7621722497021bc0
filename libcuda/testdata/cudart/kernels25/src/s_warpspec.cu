// s_warpspec: warp-specialised producer/consumer with named barriers: in
// each 96-thread block warp 0 loads 256-float tiles into a double buffer,
// warps 1-2 consume them; "full" (ids 1-2) and "empty" (ids 3-4) barriers
// of 96 threads, bar.arrive by one side and bar.sync by the other, the
// consumers pre-arriving on both empties. Also __syncthreads_count/_or/_and.
#include "k25.h"

constexpr int TILE = 256, TILES = 40, BLOCKS = 32, THREADS = 96;

__device__ __forceinline__ void barSync(int id, int n) { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory"); }
__device__ __forceinline__ void barArrive(int id, int n) { asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory"); }

__global__ void specialised(const float *in, float *out) {
  __shared__ float buf[2][TILE];
  const float *src = in + (size_t)blockIdx.x * TILES * TILE;
  float *dst = out + (size_t)blockIdx.x * TILES * TILE;
  int warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int t = 0; t < TILES; t++) {
      int b = t % 2;
      barSync(3 + b, THREADS); // the consumers are done with buffer b
      for (int i = threadIdx.x; i < TILE; i += 32) buf[b][i] = src[(size_t)t * TILE + i] * 2.0f + (float)t;
      barArrive(1 + b, THREADS); // buffer b is full
    }
  } else {
    int c = threadIdx.x - 32;
    barArrive(3, THREADS);
    barArrive(4, THREADS);
    for (int t = 0; t < TILES; t++) {
      int b = t % 2;
      barSync(1 + b, THREADS);
      for (int i = c; i < TILE; i += 64) dst[(size_t)t * TILE + i] = __fmaf_rn(buf[b][i], buf[b][(i + 1) % TILE], -buf[b][(i + 37) % TILE]);
      if (t + 2 < TILES) barArrive(3 + b, THREADS);
    }
  }
}

__global__ void votes(const float *in, int *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int count = __syncthreads_count(v > 0.5f);
  int any = __syncthreads_or(v > 0.999f);
  int all = __syncthreads_and(v > -0.999f);
  if (threadIdx.x == 0) out[blockIdx.x] = count | any << 16 | all << 17;
}

int main() {
  size_t n = (size_t)BLOCKS * TILES * TILE;
  std::vector<float> x(n), y(n);
  unsigned s = 12;
  for (auto &v : x) v = randf(s, -1, 1);
  float *dx, *dy;
  REQUIRE(cudaMalloc(&dx, n * 4));
  REQUIRE(cudaMalloc(&dy, n * 4));
  cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
  timed([&] { specialised<<<BLOCKS, THREADS>>>(dx, dy); });
  OK(cudaMemcpy(y.data(), dy, n * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (size_t j = 0; j < n; j++) {
    size_t tile = j / TILE * TILE, t = j / TILE % TILES, i = j % TILE;
    auto in = [&](size_t k) { return x[tile + k] * 2.0f + (float)t; };
    float want = fmaf(in(i), in((i + 1) % TILE), -in((i + 37) % TILE));
    bad += bitsOf(want) != bitsOf(y[j]);
  }
  printf("specialised: %d differ from the host's\n", bad);
  check(bad == 0, "specialised");
  printHash("specialised", y);
  std::vector<int> v(n / 128);
  int *dv;
  REQUIRE(cudaMalloc(&dv, v.size() * 4));
  timed([&] { votes<<<n / 128, 128>>>(dx, dv); });
  OK(cudaMemcpy(v.data(), dv, v.size() * 4, cudaMemcpyDeviceToHost));
  printHash("votes", v);
  printf("  first %x %x %x\n", v[0], v[1], v[2]);
  return done();
}
