// s_cpasync: multi-stage copy pipelines into shared memory: cuda::pipeline
// (block scope, 3 and 4 stages, cuda::memcpy_async of whole 1024-float
// tiles) and the per-thread primitives (__pipeline_memcpy_async of 16
// bytes, __pipeline_commit, __pipeline_wait_prior), each block folding its
// tiles with neighbours' elements, then a fixed-order tree sum.
#include <cooperative_groups.h>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include "k25.h"

namespace cg = cooperative_groups;
constexpr int TILE = 1024, TILES = 24, BLOCKS = 64, THREADS = 256;

__device__ float treeSum(float v, float *sh) {
  sh[threadIdx.x] = v;
  __syncthreads();
  for (int o = THREADS / 2; o; o >>= 1) {
    if (threadIdx.x < o) sh[threadIdx.x] += sh[threadIdx.x + o];
    __syncthreads();
  }
  return sh[0];
}

template <int STAGES>
__global__ void pipelined(const float *in, float *out) {
  __shared__ __align__(16) float buf[STAGES][TILE];
  __shared__ float red[THREADS];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const float *base = in + (size_t)blockIdx.x * TILES * TILE;
  float acc = 0;
  int fetched = 0;
  for (int t = 0; t < TILES; t++) {
    for (; fetched < TILES && fetched < t + STAGES; fetched++) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetched % STAGES], base + (size_t)fetched * TILE, sizeof(float) * TILE, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    block.sync();
    const float *s = buf[t % STAGES];
    for (int i = threadIdx.x; i < TILE; i += THREADS) acc = fmaf(s[i], s[(i * 7 + t) % TILE], acc);
    block.sync();
    pipe.consumer_release();
  }
  float total = treeSum(acc, red);
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}

__global__ void primitives(const float *in, float *out) {
  constexpr int STAGES = 3;
  __shared__ __align__(16) float buf[STAGES][TILE];
  __shared__ float red[THREADS];
  const float *base = in + (size_t)blockIdx.x * TILES * TILE;
  float acc = 0;
  for (int t = 0; t < STAGES - 1; t++) {
    __pipeline_memcpy_async(&buf[t][threadIdx.x * 4], base + (size_t)t * TILE + threadIdx.x * 4, 16);
    __pipeline_commit();
  }
  for (int t = 0; t < TILES; t++) {
    int f = t + STAGES - 1;
    if (f < TILES) __pipeline_memcpy_async(&buf[f % STAGES][threadIdx.x * 4], base + (size_t)f * TILE + threadIdx.x * 4, 16);
    __pipeline_commit();
    __pipeline_wait_prior(STAGES - 1);
    __syncthreads();
    const float *s = buf[t % STAGES];
    for (int i = threadIdx.x; i < TILE; i += THREADS) acc = fmaf(s[i], s[(i * 7 + t) % TILE], acc);
    __syncthreads();
  }
  float total = treeSum(acc, red);
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}

int main() {
  size_t n = (size_t)BLOCKS * TILES * TILE;
  std::vector<float> x(n), out(BLOCKS);
  unsigned s = 6;
  for (auto &v : x) v = randf(s, -1, 1);
  float *dx, *dout;
  REQUIRE(cudaMalloc(&dx, n * 4));
  REQUIRE(cudaMalloc(&dout, BLOCKS * 4));
  cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
  timed([&] { pipelined<3><<<BLOCKS, THREADS>>>(dx, dout); });
  OK(cudaMemcpy(out.data(), dout, BLOCKS * 4, cudaMemcpyDeviceToHost));
  printHash("cuda::pipeline 3 stages", out);
  std::vector<float> first = out;
  timed([&] { pipelined<4><<<BLOCKS, THREADS>>>(dx, dout); });
  OK(cudaMemcpy(out.data(), dout, BLOCKS * 4, cudaMemcpyDeviceToHost));
  printHash("cuda::pipeline 4 stages", out);
  check(out == first, "4 stages == 3 stages");
  timed([&] { primitives<<<BLOCKS, THREADS>>>(dx, dout); });
  OK(cudaMemcpy(out.data(), dout, BLOCKS * 4, cudaMemcpyDeviceToHost));
  printHash("__pipeline primitives", out);
  check(out == first, "primitives == pipeline");
  printFloats("  first", out.data(), 4);
  return done();
}
