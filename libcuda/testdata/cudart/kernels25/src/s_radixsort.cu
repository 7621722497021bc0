// s_radixsort: stable LSD radix sort of 2^16 32-bit keys with payloads, 4
// bits a pass: per-block ranks from __match_any_sync and per-warp digit
// counts in shared memory, a one-block scan of the digit-major block
// counts, then the scatter. Stability and order checked on the host.
#include <algorithm>
#include "k25.h"

constexpr int N = 1 << 16, THREADS = 256, BLOCKS = N / THREADS, DIGITS = 16, WARPS = THREADS / 32;

__global__ void rankKeys(const unsigned *key, int shift, unsigned *rank, unsigned *counts) {
  __shared__ unsigned warpCount[WARPS][DIGITS], warpOffset[WARPS][DIGITS];
  int i = blockIdx.x * THREADS + threadIdx.x, lane = threadIdx.x % 32, w = threadIdx.x / 32;
  if (threadIdx.x < WARPS * DIGITS) warpCount[threadIdx.x / DIGITS][threadIdx.x % DIGITS] = 0;
  __syncthreads();
  unsigned d = (key[i] >> shift) & (DIGITS - 1);
  unsigned peers = __match_any_sync(0xffffffffu, d);
  unsigned below = peers & ((1u << lane) - 1);
  if (below == 0) warpCount[w][d] = __popc(peers);
  __syncthreads();
  if (threadIdx.x < DIGITS) {
    unsigned off = 0;
    for (int x = 0; x < WARPS; x++) warpOffset[x][threadIdx.x] = off, off += warpCount[x][threadIdx.x];
    counts[threadIdx.x * BLOCKS + blockIdx.x] = off;
  }
  __syncthreads();
  rank[i] = warpOffset[w][d] + __popc(below);
}

// scanCounts: exclusive scan of DIGITS*BLOCKS counts by one 1024-thread block.
__global__ void scanCounts(unsigned *counts) {
  constexpr int PER = DIGITS * BLOCKS / 1024;
  __shared__ unsigned part[1024];
  unsigned v[PER], s = 0;
  for (int j = 0; j < PER; j++) v[j] = counts[threadIdx.x * PER + j], s += v[j];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int o = 1; o < 1024; o <<= 1) {
    unsigned add = threadIdx.x >= o ? part[threadIdx.x - o] : 0;
    __syncthreads();
    part[threadIdx.x] += add;
    __syncthreads();
  }
  unsigned run = part[threadIdx.x] - s;
  for (int j = 0; j < PER; j++) counts[threadIdx.x * PER + j] = run, run += v[j];
}

__global__ void scatter(const unsigned *key, const unsigned *val, int shift, const unsigned *rank, const unsigned *offsets, unsigned *key2, unsigned *val2) {
  int i = blockIdx.x * THREADS + threadIdx.x;
  unsigned k = key[i], d = (k >> shift) & (DIGITS - 1);
  unsigned at = offsets[d * BLOCKS + blockIdx.x] + rank[i];
  key2[at] = k;
  val2[at] = val[i];
}

int main() {
  std::vector<unsigned> k(N), v(N), out(N), vout(N);
  unsigned s = 77;
  for (int i = 0; i < N; i++) k[i] = (lcg(s) << 8 ^ lcg(s)) & ((i % 3) ? 0xffffffffu : 0xf00ff00fu), v[i] = i;
  unsigned *dk, *dv, *dk2, *dv2, *rank, *counts;
  REQUIRE(cudaMalloc(&dk, N * 4));
  REQUIRE(cudaMalloc(&dv, N * 4));
  REQUIRE(cudaMalloc(&dk2, N * 4));
  REQUIRE(cudaMalloc(&dv2, N * 4));
  REQUIRE(cudaMalloc(&rank, N * 4));
  REQUIRE(cudaMalloc(&counts, DIGITS * BLOCKS * 4));
  timed([&] {
    cudaMemcpy(dk, k.data(), N * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v.data(), N * 4, cudaMemcpyHostToDevice);
    for (int shift = 0; shift < 32; shift += 4) {
      rankKeys<<<BLOCKS, THREADS>>>(dk, shift, rank, counts);
      scanCounts<<<1, 1024>>>(counts);
      scatter<<<BLOCKS, THREADS>>>(dk, dv, shift, rank, counts, dk2, dv2);
      std::swap(dk, dk2);
      std::swap(dv, dv2);
    }
  });
  OK(cudaMemcpy(out.data(), dk, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(vout.data(), dv, N * 4, cudaMemcpyDeviceToHost));
  std::vector<unsigned> idx(N);
  for (int i = 0; i < N; i++) idx[i] = i;
  std::stable_sort(idx.begin(), idx.end(), [&](unsigned a, unsigned b) { return k[a] < k[b]; });
  int bad = 0;
  for (int i = 0; i < N; i++) bad += vout[i] != idx[i] || out[i] != k[idx[i]];
  printf("differences from std::stable_sort: %d\n", bad);
  check(bad == 0, "stable sort");
  printHash("keys", out);
  return done();
}
