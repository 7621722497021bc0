// s_coop: cooperative groups as a library uses them: tiled_partition (static
// and dynamic sizes), cg::reduce on tiles, labeled_partition,
// coalesced_threads in divergent code, and a grid-wide reduction with
// grid.sync() launched by cudaLaunchCooperativeKernel on exactly as many
// blocks as cudaOccupancyMaxActiveBlocksPerMultiprocessor allows; a grid one
// block too large is refused (cudaErrorCooperativeLaunchTooLarge).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <vector>
#include "check.h"

namespace cg = cooperative_groups;

__global__ void tiles(const int *in, int *out) {
  auto block = cg::this_thread_block();
  int g = blockIdx.x * blockDim.x + threadIdx.x, v = in[g];
  auto t8 = cg::tiled_partition<8>(block);
  // A tile of a size known only at run time is a plain thread_group: its
  // threads reduce through the warp's shuffles of that width.
  cg::thread_group dyn = cg::tiled_partition(block, 16);
  int r8 = cg::reduce(t8, v, cg::plus<int>());
  for (int o = dyn.size() / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o, dyn.size());
  int r16 = __shfl_sync(0xffffffffu, v, 0, dyn.size());
  dyn.sync();
  auto lp = cg::labeled_partition(cg::tiled_partition<32>(block), in[g] % 3);
  int rl = cg::reduce(lp, in[g], cg::plus<int>());
  int rc = -1;
  if (in[g] & 1) {
    auto c = cg::coalesced_threads();
    rc = c.size() * 1000 + c.thread_rank();
  }
  out[g * 4 + 0] = r8, out[g * 4 + 1] = r16, out[g * 4 + 2] = rl, out[g * 4 + 3] = rc;
}

__global__ void gridSum(const int *in, int n, long long *partial, long long *out) {
  auto grid = cg::this_grid();
  long long s = 0;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) s += in[i];
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  s = cg::reduce(warp, s, cg::plus<long long>());
  if (warp.thread_rank() == 0) atomicAdd((unsigned long long *)&partial[blockIdx.x], (unsigned long long)s);
  grid.sync();
  if (grid.thread_rank() == 0) {
    long long t = 0;
    for (int b = 0; b < gridDim.x; b++) t += partial[b];
    *out = t;
  }
  grid.sync();
  // Every thread reads the total after the second barrier.
  if (*out == 0) partial[0] = -1;
}

int main() {
  const int T = 256, B = 8, N = T * B;
  unsigned s = 13;
  std::vector<int> h(N);
  for (auto &x : h) x = lcg(s) % 1000;
  int *d, *o;
  cudaMalloc(&d, N * 4), cudaMalloc(&o, N * 16);
  cudaMemcpy(d, h.data(), N * 4, cudaMemcpyHostToDevice);
  tiles<<<B, T>>>(d, o);
  OK(cudaDeviceSynchronize());
  std::vector<int> g(N * 4);
  cudaMemcpy(g.data(), o, N * 16, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int t = 0; t < N; t++) {
    int s8 = 0, s16 = 0, sl = 0, nodd = 0, rank = 0;
    for (int i = t - t % 8; i < t - t % 8 + 8; i++) s8 += h[i];
    for (int i = t - t % 16; i < t - t % 16 + 16; i++) s16 += h[i];
    for (int i = t - t % 32; i < t - t % 32 + 32; i++) {
      if (h[i] % 3 == h[t] % 3) sl += h[i];
      if (h[i] & 1) rank += i < t, nodd++;
    }
    ok &= g[t * 4] == s8 && g[t * 4 + 1] == s16 && g[t * 4 + 2] == sl && g[t * 4 + 3] == ((h[t] & 1) ? nodd * 1000 + rank : -1);
  }
  check(ok, "tiles, labeled and coalesced groups");

  int dev = 0, coop = 0, sms = 0, perSM = 0;
  OK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
  OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, gridSum, T, 0));
  printf("cooperative launch %d, %d SMs, %d blocks of %d per SM\n", coop, sms, perSM, T);
  int blocks = sms * perSM;
  const int M = 1 << 20;
  std::vector<int> big(M);
  long long want = 0;
  for (int i = 0; i < M; i++) big[i] = (i * 7) % 1001, want += big[i];
  int *db;
  long long *partial, *total;
  cudaMalloc(&db, M * 4), cudaMalloc(&partial, blocks * 8 + 8), cudaMalloc(&total, 8);
  cudaMemcpy(db, big.data(), M * 4, cudaMemcpyHostToDevice);
  cudaMemset(partial, 0, blocks * 8 + 8);
  int n = M;
  void *args[] = {&db, &n, &partial, &total};
  OK(cudaLaunchCooperativeKernel((void *)gridSum, blocks, T, args, 0, 0));
  OK(cudaDeviceSynchronize());
  long long got = 0;
  cudaMemcpy(&got, total, 8, cudaMemcpyDeviceToHost);
  printf("grid sum %lld\n", got);
  check(got == want, "grid.sync reduction");
  EXPECT(cudaLaunchCooperativeKernel((void *)gridSum, blocks + 1, T, args, 0, 0), cudaErrorCooperativeLaunchTooLarge);
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  return finish();
}
