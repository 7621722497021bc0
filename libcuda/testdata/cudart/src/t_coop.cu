// t_coop: cooperative groups inside a block: thread_block sync,
// tiled_partition<32> and <8> reductions with shfl_down, a runtime-sized
// tile, and coalesced_threads() in a divergent branch.
#include <cooperative_groups.h>
#include "check.h"

namespace cg = cooperative_groups;

template <typename Tile>
__device__ int tileSum(Tile t, int v) {
  for (int o = t.size() / 2; o > 0; o /= 2) v += t.shfl_down(v, o);
  return v;
}

// out[0] block sum through warps, out[1] number of 8-thread tiles whose sum
// is odd, out[2] sum over 16-thread tiles, out[3..] per-thread checks.
__global__ void reduce(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int warpSums[32];
  int v = in[block.group_index().x * block.size() + block.thread_rank()];

  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int ws = tileSum(warp, v);
  if (warp.thread_rank() == 0) warpSums[warp.meta_group_rank()] = ws;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int s = warp.thread_rank() < warp.meta_group_size() ? warpSums[warp.thread_rank()] : 0;
    s = tileSum(warp, s);
    if (warp.thread_rank() == 0) atomicAdd(&out[0], s);
  }

  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  int s8 = tileSum(t8, v);
  if (t8.thread_rank() == 0 && (s8 & 1)) atomicAdd(&out[1], 1);

  cg::thread_group t16 = cg::tiled_partition(block, 16);
  int s16 = v;
  __shared__ int buf[1024];
  buf[block.thread_rank()] = v;
  t16.sync();
  if (t16.thread_rank() == 0) {
    s16 = 0;
    for (int i = 0; i < 16; i++) s16 += buf[block.thread_rank() + i];
    atomicAdd(&out[2], s16);
  }

  // Threads with odd values form a coalesced group: its size is the number
  // of odd values in the warp, and each thread's rank its place among them.
  unsigned oddMask = warp.ballot(v & 1);
  if (v & 1) {
    cg::coalesced_group odd = cg::coalesced_threads();
    unsigned below = oddMask & ((1u << warp.thread_rank()) - 1);
    bool ok = (int)odd.size() == __popc(oddMask) && (int)odd.thread_rank() == __popc(below);
    int sum = v;
    for (int i = 1; i < (int)odd.size(); i *= 2) {
      int other = odd.shfl_up(sum, i);
      if ((int)odd.thread_rank() >= i) sum += other;
    }
    if ((int)odd.thread_rank() == (int)odd.size() - 1) atomicAdd(&out[3], sum);
    if (!ok) atomicAdd(&out[4], 1);
  }
}

int main() {
  const int blocks = 8, threads = 512, n = blocks * threads;
  static int h[n];
  unsigned seed = 99;
  for (int i = 0; i < n; i++) h[i] = (int)(lcg(seed) % 1000);
  int *in, *out, r[5] = {};
  REQUIRE(cudaMalloc(&in, sizeof h));
  REQUIRE(cudaMalloc(&out, sizeof r));
  OK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  OK(cudaMemset(out, 0, sizeof r));
  reduce<<<blocks, threads>>>(in, out);
  OK(cudaGetLastError());
  OK(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));

  int total = 0, oddTiles = 0, oddSum = 0;
  for (int i = 0; i < n; i++) total += h[i], oddSum += (h[i] & 1) ? h[i] : 0;
  for (int t = 0; t < n / 8; t++) {
    int s = 0;
    for (int i = 0; i < 8; i++) s += h[t * 8 + i];
    oddTiles += s & 1;
  }
  printf("block sums %d (want %d)\n", r[0], total);
  printf("odd 8-thread tiles %d (want %d)\n", r[1], oddTiles);
  printf("16-thread tile sums %d\n", r[2]);
  printf("coalesced odd sum %d (want %d), bad ranks %d\n", r[3], oddSum, r[4]);
  check(r[0] == total, "block reduction");
  check(r[1] == oddTiles, "8-thread tiles");
  check(r[2] == total, "16-thread tiles");
  check(r[3] == oddSum && r[4] == 0, "coalesced group");
  OK(cudaFree(in));
  OK(cudaFree(out));
  return finish();
}
