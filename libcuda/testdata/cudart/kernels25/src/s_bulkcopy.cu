// s_bulkcopy: Hopper bulk copies as libcu++ makes them: cuda::memcpy_async
// of 16-byte-aligned sizes (cuda::aligned_size_t<16>) into shared memory,
// completed through a block-scope cuda::barrier (on sm_90 these become
// cp.async.bulk with an mbarrier's transaction count), double-buffered over
// 2 KiB tiles, each block folding its tiles; and the same tiles copied by
// cooperative_groups::memcpy_async with cg::wait. Outputs hashed.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include "k25.h"

#pragma nv_diag_suppress static_var_with_dynamic_init // the barriers in __shared__, as CUDA's samples declare them

namespace cg = cooperative_groups;
constexpr int TILE = 512, TILES = 16, BLOCKS = 32, THREADS = 128;
using barrier = cuda::barrier<cuda::thread_scope_block>;

__device__ float fold(const float *s, int t) {
  float acc = 0;
  for (int i = threadIdx.x; i < TILE; i += THREADS) acc = fmaf(s[i], s[(i * 5 + t) % TILE], acc);
  return acc;
}

__global__ void bulk(const float *in, float *out) {
  __shared__ __align__(128) float buf[2][TILE];
  __shared__ barrier bars[2];
  __shared__ float red[THREADS];
  if (threadIdx.x == 0) {
    init(&bars[0], THREADS);
    init(&bars[1], THREADS);
  }
  __syncthreads();
  const float *base = in + (size_t)blockIdx.x * TILES * TILE;
  auto issue = [&](int t) {
    if (threadIdx.x == 0) cuda::memcpy_async(buf[t % 2], base + (size_t)t * TILE, cuda::aligned_size_t<16>(sizeof(float) * TILE), bars[t % 2]);
  };
  issue(0);
  float acc = 0;
  for (int t = 0; t < TILES; t++) {
    if (t + 1 < TILES) issue(t + 1);
    bars[t % 2].arrive_and_wait();
    acc += fold(buf[t % 2], t);
    __syncthreads(); // the buffer is refilled next iteration but one
  }
  red[threadIdx.x] = acc;
  __syncthreads();
  for (int o = THREADS / 2; o; o >>= 1) {
    if (threadIdx.x < o) red[threadIdx.x] += red[threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = red[0];
}

__global__ void groupCopy(const float *in, float *out) {
  __shared__ __align__(16) float buf[TILE];
  __shared__ float red[THREADS];
  auto block = cg::this_thread_block();
  const float *base = in + (size_t)blockIdx.x * TILES * TILE;
  float acc = 0;
  for (int t = 0; t < TILES; t++) {
    cg::memcpy_async(block, buf, base + (size_t)t * TILE, sizeof(float) * TILE);
    cg::wait(block);
    acc += fold(buf, t);
    block.sync();
  }
  red[threadIdx.x] = acc;
  block.sync();
  for (int o = THREADS / 2; o; o >>= 1) {
    if (threadIdx.x < o) red[threadIdx.x] += red[threadIdx.x + o];
    block.sync();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = red[0];
}

int main() {
  size_t n = (size_t)BLOCKS * TILES * TILE;
  std::vector<float> x(n), a(BLOCKS), b(BLOCKS);
  unsigned s = 9;
  for (auto &v : x) v = randf(s, -1, 1);
  float *dx, *da, *db;
  REQUIRE(cudaMalloc(&dx, n * 4));
  REQUIRE(cudaMalloc(&da, BLOCKS * 4));
  REQUIRE(cudaMalloc(&db, BLOCKS * 4));
  cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
  timed([&] { bulk<<<BLOCKS, THREADS>>>(dx, da); });
  timed([&] { groupCopy<<<BLOCKS, THREADS>>>(dx, db); });
  OK(cudaMemcpy(a.data(), da, BLOCKS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), db, BLOCKS * 4, cudaMemcpyDeviceToHost));
  printHash("barrier bulk copies", a);
  printHash("cg::memcpy_async", b);
  check(a == b, "same folds");
  printFloats("  first", a.data(), 4);
  return done();
}
