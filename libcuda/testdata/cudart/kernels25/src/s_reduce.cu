// s_reduce: reductions in a fixed order: cooperative groups' cg::reduce
// over 32-thread tiles then over warp partials (float sum, double sum,
// int max), redux.sync through __reduce_add_sync/__reduce_max_sync/
// __reduce_or_sync, cg::inclusive_scan/exclusive_scan on tiles, and a
// second pass over the blocks' partials. 2^18 inputs; all hashed.
#include <climits>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include "k25.h"

namespace cg = cooperative_groups;
constexpr int N = 1 << 18, THREADS = 256, BLOCKS = 128;

__global__ void partials(const float *x, float *fsum, double *dsum, int *imax, unsigned *ured) {
  __shared__ float wf[THREADS / 32];
  __shared__ double wd[THREADS / 32];
  __shared__ int wi[THREADS / 32];
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  float f = 0;
  double d = 0;
  int m = INT_MIN;
  unsigned u = 0;
  for (int i = blockIdx.x * THREADS + threadIdx.x; i < N; i += BLOCKS * THREADS) {
    f += x[i];
    d += (double)x[i] * x[i];
    m = max(m, __float_as_int(x[i]));
    u += __reduce_add_sync(0xffffffffu, __float_as_uint(x[i]) >> 8) ^ __reduce_max_sync(0xffffffffu, __float_as_uint(x[i])) ^ __reduce_or_sync(0xffffffffu, __float_as_uint(x[i]) & 0x10101);
  }
  f = cg::reduce(tile, f, cg::plus<float>());
  d = cg::reduce(tile, d, cg::plus<double>());
  m = cg::reduce(tile, m, cg::greater<int>());
  if (tile.thread_rank() == 0) wf[tile.meta_group_rank()] = f, wd[tile.meta_group_rank()] = d, wi[tile.meta_group_rank()] = m;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    int l = tile.thread_rank();
    f = cg::reduce(tile, l < THREADS / 32 ? wf[l] : 0.0f, cg::plus<float>());
    d = cg::reduce(tile, l < THREADS / 32 ? wd[l] : 0.0, cg::plus<double>());
    m = cg::reduce(tile, l < THREADS / 32 ? wi[l] : INT_MIN, cg::greater<int>());
    if (l == 0) fsum[blockIdx.x] = f, dsum[blockIdx.x] = d, imax[blockIdx.x] = m;
  }
  ured[blockIdx.x * THREADS + threadIdx.x] = u;
}

__global__ void scans(const float *x, float *inc, int *exc) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  inc[i] = cg::inclusive_scan(tile, x[i]);
  exc[i] = cg::exclusive_scan(tile, (int)(x[i] * 1000), cg::bit_xor<int>());
}

__global__ void finalSum(const float *fsum, const double *dsum, float *f, double *d) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  float a = 0;
  double b = 0;
  for (int i = threadIdx.x; i < BLOCKS; i += 32) a += fsum[i], b += dsum[i];
  a = cg::reduce(tile, a, cg::plus<float>());
  b = cg::reduce(tile, b, cg::plus<double>());
  if (threadIdx.x == 0) *f = a, *d = b;
}

int main() {
  std::vector<float> x(N);
  unsigned s = 19;
  for (auto &v : x) v = randf(s, -3, 5);
  float *dx, *dfs, *dinc, *df;
  double *dds, *dd;
  int *dim, *dexc;
  unsigned *dured;
  REQUIRE(cudaMalloc(&dx, N * 4));
  REQUIRE(cudaMalloc(&dfs, BLOCKS * 4));
  REQUIRE(cudaMalloc(&dds, BLOCKS * 8));
  REQUIRE(cudaMalloc(&dim, BLOCKS * 4));
  REQUIRE(cudaMalloc(&dured, BLOCKS * THREADS * 4));
  REQUIRE(cudaMalloc(&dinc, N * 4));
  REQUIRE(cudaMalloc(&dexc, N * 4));
  REQUIRE(cudaMalloc(&df, 4));
  REQUIRE(cudaMalloc(&dd, 8));
  cudaMemcpy(dx, x.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] {
    partials<<<BLOCKS, THREADS>>>(dx, dfs, dds, dim, dured);
    finalSum<<<1, 32>>>(dfs, dds, df, dd);
    scans<<<N / 256, 256>>>(dx, dinc, dexc);
  });
  std::vector<float> fs(BLOCKS), inc(N);
  std::vector<double> ds(BLOCKS);
  std::vector<int> im(BLOCKS), exc(N);
  std::vector<unsigned> ur(BLOCKS * THREADS);
  float f;
  double d;
  OK(cudaMemcpy(fs.data(), dfs, BLOCKS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(ds.data(), dds, BLOCKS * 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(im.data(), dim, BLOCKS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(ur.data(), dured, BLOCKS * THREADS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(inc.data(), dinc, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(exc.data(), dexc, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&f, df, 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&d, dd, 8, cudaMemcpyDeviceToHost));
  printf("sum %08x, sum of squares %016llx\n", bitsOf(f), bitsOf(d));
  printHash("float partials", fs);
  printHash("double partials", ds);
  printHash("int max partials", im);
  printHash("redux.sync", ur);
  printHash("tile inclusive scans", inc);
  printHash("tile exclusive xor scans", exc);
  return done();
}
