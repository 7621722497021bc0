// s_cluster: Hopper thread-block clusters as split-K and histogram kernels
// use them: clusters of 4 blocks (__cluster_dims__) each reducing a slice
// of a row, then block 0 of the cluster adding its peers' partials through
// distributed shared memory (cluster.map_shared_rank, cluster.sync()); and
// a histogram split across the cluster's shared memories (each block owns
// a quarter of the bins, atomicAdd into the owner's). Outputs hashed.
#include <cooperative_groups.h>
#include "k25.h"

namespace cg = cooperative_groups;
constexpr int ROWS = 128, COLS = 4096, CLUSTER = 4, THREADS = 256, BINS = 1024;

__global__ void __cluster_dims__(CLUSTER, 1, 1) rowSum(const float *x, float *out) {
  __shared__ float part[THREADS];
  cg::cluster_group cluster = cg::this_cluster();
  int rank = cluster.block_rank(), row = blockIdx.x / CLUSTER;
  const float *r = x + (size_t)row * COLS + rank * (COLS / CLUSTER);
  float s = 0;
  for (int i = threadIdx.x; i < COLS / CLUSTER; i += THREADS) s += r[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int o = THREADS / 2; o; o >>= 1) {
    if (threadIdx.x < o) part[threadIdx.x] += part[threadIdx.x + o];
    __syncthreads();
  }
  cluster.sync();
  if (rank == 0 && threadIdx.x == 0) {
    float total = part[0];
    for (int b = 1; b < CLUSTER; b++) total += *cluster.map_shared_rank(&part[0], b);
    out[row] = total;
  }
  cluster.sync(); // peers' shared memory must outlive the reads
}

__global__ void __cluster_dims__(CLUSTER, 1, 1) histogram(const unsigned short *x, int n, unsigned *hist) {
  __shared__ unsigned bins[BINS / CLUSTER];
  cg::cluster_group cluster = cg::this_cluster();
  for (int i = threadIdx.x; i < BINS / CLUSTER; i += THREADS) bins[i] = 0;
  cluster.sync();
  for (int i = blockIdx.x * THREADS + threadIdx.x; i < n; i += gridDim.x * THREADS) {
    unsigned b = x[i] % BINS;
    unsigned *owner = cluster.map_shared_rank(bins, (int)(b / (BINS / CLUSTER)));
    atomicAdd(owner + b % (BINS / CLUSTER), 1u);
  }
  cluster.sync();
  int rank = cluster.block_rank();
  for (int i = threadIdx.x; i < BINS / CLUSTER; i += THREADS) atomicAdd(&hist[rank * (BINS / CLUSTER) + i], bins[i]);
}

int main() {
  std::vector<float> x((size_t)ROWS * COLS), out(ROWS);
  unsigned s = 15;
  for (auto &v : x) v = randf(s, -1, 1);
  float *dx, *dout;
  REQUIRE(cudaMalloc(&dx, x.size() * 4));
  REQUIRE(cudaMalloc(&dout, ROWS * 4));
  cudaMemcpy(dx, x.data(), x.size() * 4, cudaMemcpyHostToDevice);
  timed([&] { rowSum<<<ROWS * CLUSTER, THREADS>>>(dx, dout); });
  OK(cudaMemcpy(out.data(), dout, ROWS * 4, cudaMemcpyDeviceToHost));
  printHash("row sums", out);
  printFloats("  first", out.data(), 4);
  int n = 1 << 18;
  std::vector<unsigned short> h(n);
  std::vector<unsigned> hist(BINS), want(BINS, 0);
  for (auto &v : h) v = (unsigned short)(lcg(s) % 3000), want[v % BINS]++;
  unsigned short *dh;
  unsigned *dhist;
  REQUIRE(cudaMalloc(&dh, n * 2));
  REQUIRE(cudaMalloc(&dhist, BINS * 4));
  cudaMemcpy(dh, h.data(), n * 2, cudaMemcpyHostToDevice);
  timed([&] { cudaMemset(dhist, 0, BINS * 4); histogram<<<32, THREADS>>>(dh, n, dhist); });
  OK(cudaMemcpy(hist.data(), dhist, BINS * 4, cudaMemcpyDeviceToHost));
  check(hist == want, "cluster histogram");
  printHash("cluster histogram", hist);
  return done();
}
