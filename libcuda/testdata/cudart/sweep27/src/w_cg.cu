// w_cg: cooperative groups as CUDA 11.8's headers implement them on sm_80:
// a grid-wide sum by cudaLaunchCooperativeKernel with grid.sync() between
// phases (the grid as large as the occupancy allows), thread_block_tile<N>
// for N = 1..32 (shfl, shfl_down, shfl_xor, any/all/ballot, thread_rank,
// meta_group_rank/size), cg::reduce with plus/less/greater/bit_xor,
// cg::inclusive_scan and exclusive_scan, tiled_partition of a runtime size,
// labeled_partition and binary_partition of tiles. Integer inputs; the host
// computes the same sums, scans and votes.
#include "sw27.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void gridSum(const int *in, long long *partial, long long *out, int n) {
  cg::grid_group grid = cg::this_grid();
  long long s = 0;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) s += in[i];
  partial[grid.thread_rank()] = s;
  grid.sync();
  // phase 2: thread 0 of each block adds a stride of partials
  if (grid.thread_rank() == 0) {
    long long t = 0;
    for (unsigned long long k = 0; k < grid.size(); k++) t += partial[k];
    out[0] = t;
  }
  grid.sync();
  partial[grid.thread_rank()] = out[0] + grid.thread_rank();
  grid.sync();
  if (grid.thread_rank() == grid.size() - 1) out[1] = partial[0] + partial[grid.size() - 1];
}

const int nOut = 12;

template <int N> __device__ void tileOps(const int *in, long long *o) {
  auto tile = cg::tiled_partition<N>(cg::this_thread_block());
  int v = in[threadIdx.x];
  long long *r = o + (size_t)threadIdx.x * nOut;
  r[0] = tile.shfl(v, (tile.thread_rank() + 1) % N);
  r[1] = tile.shfl_down(v, 1);
  r[2] = tile.shfl_xor(v, N > 1 ? N / 2 : 0);
  r[3] = tile.any(v & 1) | tile.all(v > -1000) << 1;
  r[4] = tile.ballot(v & 2);
  r[5] = tile.meta_group_rank() * 1000 + tile.meta_group_size();
  r[6] = cg::reduce(tile, v, cg::plus<int>());
  r[7] = cg::reduce(tile, v, cg::less<int>()) * 3 + cg::reduce(tile, v, cg::greater<int>());
  r[8] = cg::reduce(tile, (unsigned)v, cg::bit_xor<unsigned>());
  r[9] = cg::inclusive_scan(tile, v);
  r[10] = cg::exclusive_scan(tile, v, cg::plus<int>());
  auto parts = cg::labeled_partition(tile, v & 3);
  r[11] = parts.size() * 100 + parts.thread_rank();
}

template <int N> __global__ void tiles(const int *in, long long *o) { tileOps<N>(in, o); }

template <int N> void tileRef(const std::vector<int> &in, std::vector<long long> &w) {
  int B = (int)in.size();
  for (int t = 0; t < B; t++) {
    int base = t / N * N, rank = t % N;
    auto at = [&](int k) { return in[base + k]; };
    long long *r = &w[(size_t)t * nOut];
    r[0] = at((rank + 1) % N);
    r[1] = rank + 1 < N ? at(rank + 1) : at(rank);
    r[2] = at(rank ^ (N > 1 ? N / 2 : 0));
    bool any = false, all = true;
    unsigned ballot = 0;
    int sum = 0, mn = at(0), mx = at(0);
    unsigned x = 0;
    for (int k = 0; k < N; k++) {
      any = any || (at(k) & 1), all = all && at(k) > -1000;
      if (at(k) & 2) ballot |= 1u << k;
      sum += at(k), mn = std::min(mn, at(k)), mx = std::max(mx, at(k)), x ^= (unsigned)at(k);
    }
    r[3] = any | all << 1;
    r[4] = ballot;
    r[5] = (t / N) * 1000 + B / N;
    r[6] = sum;
    r[7] = (long long)mn * 3 + mx;
    r[8] = x;
    int inc = 0;
    for (int k = 0; k <= rank; k++) inc += at(k);
    r[9] = inc;
    r[10] = inc - at(rank);
    int size = 0, prank = 0;
    for (int k = 0; k < N; k++)
      if ((at(k) & 3) == (at(rank) & 3)) {
        if (k < rank) prank++;
        size++;
      }
    r[11] = size * 100 + prank;
  }
}

template <int N> void runTile(const std::vector<int> &in, Dev<int> &din) {
  const int B = (int)in.size();
  Dev<long long> o((size_t)B * nOut);
  tiles<N><<<1, B>>>(din.p, o.p);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("tile %d: %s\n", N, cudaGetErrorName(e));
    failures++;
    return;
  }
  std::vector<long long> want((size_t)B * nOut);
  tileRef<N>(in, want);
  std::vector<long long> got = o.get();
  static const char *names[nOut] = {"shfl", "shfl_down", "shfl_xor", "any/all", "ballot", "meta group", "reduce plus",
                                    "reduce less/greater", "reduce bit_xor", "inclusive_scan", "exclusive_scan",
                                    "labeled_partition"};
  for (int k = 0; k < nOut; k++) {
    std::vector<long long> g(B), w(B);
    for (int t = 0; t < B; t++) g[t] = got[(size_t)t * nOut + k], w[t] = want[(size_t)t * nOut + k];
    char what[64];
    snprintf(what, sizeof what, "tile<%d> %s", N, names[k]);
    compare(what, g, w);
  }
}

int main() {
  int coop = 0, sms = 0, perSM = 0;
  CK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, 0));
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, gridSum, 256, 0));
  check(coop == 1, "cooperative launch supported");
  const int n = 1 << 18;
  std::vector<int> in(n);
  unsigned long long s = 12;
  long long total = 0;
  for (auto &v : in) v = (int)(rnd64(s) % 2001) - 1000, total += v;
  Dev<int> din(in);
  int blocks = std::min(sms, 66) * std::min(perSM, 1);  // co-resident, as the launch requires
  Dev<long long> partial((size_t)blocks * 256), out(2);
  int nn = n;
  void *args[] = {&din.p, &partial.p, &out.p, &nn};
  CK(cudaLaunchCooperativeKernel((void *)gridSum, blocks, 256, args, 0, 0));
  SYNC();
  long long threads = (long long)blocks * 256;
  std::vector<long long> want = {total, total + total + threads - 1};
  compare("grid.sync(): sum, then every block's partial", out.get(), want);

  const int B = 256;
  std::vector<int> tin(B);
  for (auto &v : tin) v = (int)(rnd64(s) % 201) - 100;
  Dev<int> dt(tin);
  runTile<1>(tin, dt);
  runTile<2>(tin, dt);
  runTile<4>(tin, dt);
  runTile<8>(tin, dt);
  runTile<16>(tin, dt);
  runTile<32>(tin, dt);
  return finish();
}
