// s_gridsync: an iterative solver in one cooperative launch: Jacobi
// sweeps on a 1D Poisson problem (4096 points, 40 sweeps) with
// cg::this_grid().sync() between sweeps, and the residual's block partials
// summed in a fixed order after each 10th sweep by block 0. As many
// blocks as cudaOccupancyMaxActiveBlocksPerMultiprocessor allows, capped.
#include <algorithm>
#include <cooperative_groups.h>
#include "k25.h"

namespace cg = cooperative_groups;
constexpr int N = 4096, SWEEPS = 40, THREADS = 128;

__global__ void jacobi(float *u, float *v, const float *f, float *partial, float *residual) {
  cg::grid_group grid = cg::this_grid();
  __shared__ float red[THREADS];
  for (int it = 0; it < SWEEPS; it++) {
    float *src = it % 2 ? v : u, *dst = it % 2 ? u : v;
    float r = 0;
    for (int i = grid.thread_rank(); i < N; i += grid.size()) {
      float left = i > 0 ? src[i - 1] : 0.0f, right = i < N - 1 ? src[i + 1] : 0.0f;
      float nv = 0.5f * (left + right + f[i]);
      dst[i] = nv;
      r += fabsf(nv - src[i]);
    }
    if (it % 10 == 9) {
      red[threadIdx.x] = r;
      __syncthreads();
      for (int o = THREADS / 2; o; o >>= 1) {
        if (threadIdx.x < o) red[threadIdx.x] += red[threadIdx.x + o];
        __syncthreads();
      }
      if (threadIdx.x == 0) partial[blockIdx.x] = red[0];
    }
    grid.sync();
    if (it % 10 == 9 && grid.thread_rank() == 0) {
      float t = 0;
      for (int b = 0; b < (int)gridDim.x; b++) t += partial[b];
      residual[it / 10] = t;
    }
  }
}

int main() {
  int perSM = 0, sms = 0;
  OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, jacobi, THREADS, 0));
  OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  int blocks = std::min(perSM * sms, 24);
  printf("blocks %d (at most %d resident)\n", blocks, perSM * sms);
  std::vector<float> f(N), u(N);
  unsigned s = 6;
  for (auto &x : f) x = randf(s, 0, 1e-3f);
  float *du, *dv, *df, *dp, *dr;
  REQUIRE(cudaMalloc(&du, N * 4));
  REQUIRE(cudaMalloc(&dv, N * 4));
  REQUIRE(cudaMalloc(&df, N * 4));
  REQUIRE(cudaMalloc(&dp, blocks * 4));
  REQUIRE(cudaMalloc(&dr, 4 * 4));
  cudaMemcpy(df, f.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] {
    cudaMemset(du, 0, N * 4);
    cudaMemset(dv, 0, N * 4);
    void *args[] = {&du, &dv, &df, &dp, &dr};
    OK(cudaLaunchCooperativeKernel((void *)jacobi, blocks, THREADS, args, 0, 0));
  });
  float res[4];
  OK(cudaMemcpy(u.data(), du, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(res, dr, 16, cudaMemcpyDeviceToHost));
  printFloats("residuals", res, 4);
  printHash("solution", u);
  return done();
}
