// s_cgbig: cooperative groups beyond ../suite's s_coop and s_cg_algos:
// tiles of 64, 128 and 256 threads (thread_rank, meta_group_rank/size,
// num_threads, sync with shared memory between), cg::this_grid() in an
// ordinary launch (is_valid, block_rank, num_blocks, dim_blocks, thread
// rank), thread_block's group_index/thread_index/dim_threads/num_threads,
// cg::this_thread(), a thread_group of each kind through the generic
// interface, cg::sync on tiles, and tiled_partition of a coalesced group.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <vector>
#include "check.h"

namespace cg = cooperative_groups;

template <unsigned S>
__device__ int bigTile(cg::thread_block b, int *sh) {
  cg::thread_block_tile<S> t = cg::tiled_partition<S>(b);
  sh[threadIdx.x] = threadIdx.x * 7 + S;
  t.sync();
  int other = sh[(t.meta_group_rank() * S) + (S - 1 - t.thread_rank())];
  t.sync();
  cg::sync(t);
  return other * 1000 + t.meta_group_rank() * 100 + t.meta_group_size() * 10 + (t.num_threads() == S);
}

__device__ unsigned long long generic(const cg::thread_group &g) {
  return g.size() * 100000ull + g.thread_rank();  // thread_group::num_threads has no definition in CUDA 13.0
}

__global__ void k(int *out, unsigned long long *gout) {
  __shared__ int sh[256];
  cg::thread_block b = cg::this_thread_block();
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int *o = out + t * 8;
  o[0] = bigTile<64>(b, sh);
  b.sync();
  o[1] = bigTile<128>(b, sh);
  b.sync();
  o[2] = bigTile<256>(b, sh);
  b.sync();
  cg::grid_group g = cg::this_grid();
  o[3] = g.is_valid();
  o[4] = (int)(g.block_rank() * 1000 + g.num_blocks());
  o[5] = (int)(g.thread_rank() - (unsigned long long)t) + g.dim_blocks().x * 10 + g.num_threads() % 1000 * 100000;
  o[6] = b.group_index().x * 1000000 + b.thread_index().x * 1000 + b.dim_threads().x;
  o[7] = (int)b.num_threads() + cg::this_thread().thread_rank() * 10000 + cg::this_thread().num_threads() * 100000;
  unsigned long long *go = gout + t * 4;
  go[0] = generic(b);
  go[1] = generic(cg::tiled_partition(b, 16));
  go[2] = generic(cg::tiled_partition(b, 8));
  if (threadIdx.x % 3 == 0) {
    cg::coalesced_group c = cg::coalesced_threads();
    go[3] = generic(c);
    cg::thread_group sub = cg::tiled_partition(c, 4);
    go[3] += generic(sub) * 1000000000ull;
  } else {
    go[3] = 0;
  }
}

int main() {
  const int B = 3, T = 256, N = B * T;
  int *d;
  unsigned long long *g;
  REQUIRE(cudaMalloc(&d, N * 8 * 4));
  REQUIRE(cudaMalloc(&g, N * 4 * 8));
  k<<<B, T>>>(d, g);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<int> o(N * 8);
  std::vector<unsigned long long> go(N * 4);
  OK(cudaMemcpy(o.data(), d, o.size() * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(go.data(), g, go.size() * 8, cudaMemcpyDeviceToHost));
  for (int t : {0, 1, 63, 64, 200, 255, 256, 700}) {
    printf("thread %3d:", t);
    for (int j = 0; j < 8; j++) printf(" %d", o[t * 8 + j]);
    for (int j = 0; j < 4; j++) printf(" %llu", go[t * 4 + j]);
    printf("\n");
  }
  printf("hash %016llx %016llx\n", fnv(o.data(), o.size() * 4), fnv(go.data(), go.size() * 8));
  return finish();
}
