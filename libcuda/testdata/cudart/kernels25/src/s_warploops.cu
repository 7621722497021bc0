// s_warploops: the warp-level loop shapes of work queues and aggregated
// atomics, where lanes take different paths inside a loop and meet again
// at a warp collective (independent thread scheduling): lane 0 grabs items
// and does tail work after the others' back edge, with __syncwarp at the
// loop's top, with a __ballot_sync exit vote, and with __any_sync over
// per-lane pending work; cooperative groups' coalesced_threads() inside a
// divergent branch inside a loop (aggregated atomicAdd, cg::reduce over the
// coalesced group); shuffles over __activemask() with per-lane trip counts.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include "k25.h"

namespace cg = cooperative_groups;
constexpr int ITEMS = 2000, WARPS = 64;

__device__ unsigned counters[4];

__global__ void syncwarpTop(unsigned *out) {
  int lane = threadIdx.x % 32;
  for (;;) {
    __syncwarp();
    unsigned item = 0;
    if (lane == 0) item = atomicAdd(&counters[0], 1u);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item >= ITEMS) break;
    unsigned v = (item * 2654435761u >> (lane % 7)) + lane;
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) out[item] = v;
  }
}

__global__ void ballotExit(unsigned *out) {
  int lane = threadIdx.x % 32;
  unsigned item = 0;
  for (;;) {
    if (lane == 0) item = atomicAdd(&counters[1], 1u);
    item = __shfl_sync(0xffffffffu, item, 0);
    unsigned want = __ballot_sync(0xffffffffu, item + lane < ITEMS);
    if (want == 0) break;
    if (want >> lane & 1) atomicAdd(&out[(item + lane) % ITEMS], lane + 1);
    if (lane == 0) atomicAdd(&counters[2], (unsigned)__popc(want));
  }
}

__global__ void anyPending(const unsigned *work, unsigned *out) {
  int lane = threadIdx.x % 32, w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned left = work[w * 32 + lane] % 13, acc = 0;
  while (__any_sync(0xffffffffu, left != 0)) {
    if (left) {
      acc = acc * 31 + left;
      left--;
    }
    acc += __shfl_sync(0xffffffffu, acc, (lane + 1) % 32);
  }
  out[w * 32 + lane] = acc;
}

__global__ void coalescedAtomics(const unsigned *keys, unsigned *bins, unsigned *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned k = keys[i];
  for (int round = 0; round < 4; round++) {
    if ((k >> round) & 1) {
      cg::coalesced_group g = cg::coalesced_threads();
      unsigned base = 0;
      if (g.thread_rank() == 0) base = atomicAdd(&bins[round], (unsigned)g.size());
      base = g.shfl(base, 0);
      unsigned total = cg::reduce(g, k & 255, cg::plus<unsigned>());
      if (g.thread_rank() == g.size() - 1) atomicAdd(&sums[round], total);
      if (base == 0xffffffffu) k = 0; // never: keeps the broadcast
    }
  }
}

__global__ void activeShuffles(const unsigned *trips, unsigned *out) {
  int lane = threadIdx.x % 32, w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned n = trips[w * 32 + lane] % 9, v = lane;
  for (unsigned t = 0; t < n; t++) {
    unsigned m = __activemask();
    unsigned src = __fns(m, lane, 1);
    v = v * 3 + __shfl_sync(m, v, src == 0xffffffffu ? lane : src) + __popc(m);
  }
  out[w * 32 + lane] = v;
}

int main() {
  std::vector<unsigned> work(WARPS * 32), out(ITEMS), o2(WARPS * 32), c(4), bins(4), sums(4);
  unsigned s = 8;
  for (auto &x : work) x = lcg(s);
  unsigned *dout, *dwork, *do2, *dbins, *dsums;
  REQUIRE(cudaMalloc(&dout, ITEMS * 4));
  REQUIRE(cudaMalloc(&dwork, WARPS * 32 * 4));
  REQUIRE(cudaMalloc(&do2, WARPS * 32 * 4));
  REQUIRE(cudaMalloc(&dbins, 16));
  REQUIRE(cudaMalloc(&dsums, 16));
  cudaMemcpy(dwork, work.data(), WARPS * 32 * 4, cudaMemcpyHostToDevice);
  timed([&] {
    unsigned zero[4] = {};
    cudaMemcpyToSymbol(counters, zero, 16);
    syncwarpTop<<<WARPS / 4, 128>>>(dout);
  });
  OK(cudaMemcpy(out.data(), dout, ITEMS * 4, cudaMemcpyDeviceToHost));
  printHash("syncwarp at the top", out);
  timed([&] {
    unsigned zero[4] = {};
    cudaMemcpyToSymbol(counters, zero, 16);
    cudaMemset(dout, 0, ITEMS * 4);
    ballotExit<<<WARPS / 4, 128>>>(dout);
  });
  OK(cudaMemcpy(out.data(), dout, ITEMS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpyFromSymbol(c.data(), counters, 16));
  unsigned long long total = 0;
  for (unsigned v : out) total += v;
  printf("ballot exit: %u items marked, total %llu\n", c[2], total);
  timed([&] { anyPending<<<WARPS / 4, 128>>>(dwork, do2); });
  OK(cudaMemcpy(o2.data(), do2, WARPS * 32 * 4, cudaMemcpyDeviceToHost));
  printHash("any pending", o2);
  timed([&] {
    cudaMemset(dbins, 0, 16);
    cudaMemset(dsums, 0, 16);
    coalescedAtomics<<<WARPS / 4, 128>>>(dwork, dbins, dsums);
  });
  OK(cudaMemcpy(bins.data(), dbins, 16, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(sums.data(), dsums, 16, cudaMemcpyDeviceToHost));
  printf("coalesced: bins %u %u %u %u sums %u %u %u %u\n", bins[0], bins[1], bins[2], bins[3], sums[0], sums[1], sums[2], sums[3]);
  timed([&] { activeShuffles<<<WARPS / 4, 128>>>(dwork, do2); });
  OK(cudaMemcpy(o2.data(), do2, WARPS * 32 * 4, cudaMemcpyDeviceToHost));
  printHash("activemask shuffles", o2);
  return done();
}
