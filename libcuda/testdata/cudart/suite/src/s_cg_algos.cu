// s_cg_algos: cooperative groups' algorithms and newer group types:
// cg::reduce and cg::inclusive_scan/exclusive_scan with cg::plus, cg::less,
// cg::greater, cg::bit_and/or/xor over tiles of 4 to 32 threads and of a
// whole block (block-wide reduce is CUDA 12.x's), cg::memcpy_async with
// cg::wait and cg::wait_prior, cg::invoke_one, thread_block_tile's
// meta_group_rank/size, binary partitions, coalesced groups after
// divergence, and grid_group's rank accessors without a cooperative
// launch; checked on the host.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
#include "check.h"
namespace cg = cooperative_groups;

const int B = 256;

template <int T> __device__ void tileOps(const int *in, int *out) {
  auto tile = cg::tiled_partition<T>(cg::this_thread_block());
  int v = in[threadIdx.x];
  int base = (T == 4 ? 0 : T == 8 ? 1 : T == 16 ? 2 : 3) * 8 * B;
  out[base + 0 * B + threadIdx.x] = cg::reduce(tile, v, cg::plus<int>());
  out[base + 1 * B + threadIdx.x] = cg::reduce(tile, v, cg::less<int>());
  out[base + 2 * B + threadIdx.x] = cg::reduce(tile, v, cg::greater<int>());
  out[base + 3 * B + threadIdx.x] = cg::reduce(tile, (unsigned)v, cg::bit_xor<unsigned>());
  out[base + 4 * B + threadIdx.x] = cg::inclusive_scan(tile, v, cg::plus<int>());
  out[base + 5 * B + threadIdx.x] = cg::exclusive_scan(tile, v, cg::greater<int>());
  out[base + 6 * B + threadIdx.x] = cg::inclusive_scan(tile, (unsigned)v, cg::bit_or<unsigned>());
  out[base + 7 * B + threadIdx.x] = tile.meta_group_rank() * 1000 + tile.meta_group_size();
}

__global__ void tiles(const int *in, int *out) {
  tileOps<4>(in, out);
  tileOps<8>(in, out);
  tileOps<16>(in, out);
  tileOps<32>(in, out);
}

__global__ void copies(const int *in, int *out, int *misc) {
  __shared__ int a[1024], b[512];
  auto block = cg::this_thread_block();
  cg::memcpy_async(block, a, in, sizeof(int) * 1024);
  cg::memcpy_async(block, b, in + 1024, sizeof(int) * 512);
  cg::wait_prior<1>(block);
  int x = a[(threadIdx.x * 3) % 1024];
  cg::wait(block);
  out[threadIdx.x] = x + b[threadIdx.x % 512];
  auto warp = cg::tiled_partition<32>(block);
  cg::invoke_one(warp, [&] { atomicAdd(&misc[0], 1); });
  // A binary partition of a warp and a coalesced group after divergence.
  auto part = cg::binary_partition(warp, threadIdx.x % 3 == 0);
  if (threadIdx.x < 32) misc[1 + threadIdx.x] = part.size() * 100 + part.thread_rank();
  if (threadIdx.x % 5 == 0) {
    auto act = cg::coalesced_threads();
    if (threadIdx.x < 32) misc[33 + threadIdx.x] = act.size() * 100 + act.thread_rank();
    int s = cg::reduce(act, (int)threadIdx.x, cg::plus<int>());
    if (threadIdx.x < 32) misc[65 + threadIdx.x] = s;
  }
  auto grid = cg::this_grid();
  if (threadIdx.x == 0) misc[97 + blockIdx.x] = (int)grid.block_rank() * 1000 + (int)grid.num_blocks();
  if (threadIdx.x == 1 && blockIdx.x == 1) misc[110] = (int)grid.thread_rank() + 1000 * (int)grid.num_threads();
}

int main() {
  int in[1536];
  unsigned s = 31;
  for (int i = 0; i < 1536; i++) in[i] = (int)(lcg(s) % 201) - 100;
  int *din, *dout, *dmisc;
  OK(cudaMalloc(&din, sizeof in));
  OK(cudaMalloc(&dout, 32 * B * 4));
  OK(cudaMalloc(&dmisc, 128 * 4));
  OK(cudaMemset(dmisc, 0, 128 * 4));
  OK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
  tiles<<<1, B>>>(din, dout);
  OK(cudaGetLastError());
  static int out[32 * B];
  OK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
  const int sizes[4] = {4, 8, 16, 32};
  for (int k = 0; k < 4; k++) {
    int T = sizes[k], *o = out + k * 8 * B;
    bool good = true;
    for (int t = 0; t < B; t++) {
      int g = t / T * T, sum = 0, mn = 1 << 30, mx = -(1 << 30), inc = 0, ex = -(1 << 30), orv = 0;
      unsigned x = 0;
      for (int j = g; j < g + T; j++) sum += in[j], mn = in[j] < mn ? in[j] : mn, mx = in[j] > mx ? in[j] : mx, x ^= (unsigned)in[j];
      for (int j = g; j <= t; j++) inc += in[j], orv |= in[j];
      for (int j = g; j < t; j++) ex = in[j] > ex ? in[j] : ex;
      good &= o[t] == sum && o[B + t] == mn && o[2 * B + t] == mx && (unsigned)o[3 * B + t] == x && o[4 * B + t] == inc && o[6 * B + t] == orv;
      good &= o[7 * B + t] == (t / T) * 1000 + B / T;
      if (t != g) good &= o[5 * B + t] == ex;
    }
    printf("tile %2d: reduce %d %d %d scan %d %d %s\n", T, o[0], o[B], o[2 * B], o[4 * B + T - 1], o[5 * B + 1], good ? "right" : "WRONG");
    check(good, "tile algorithms");
  }
  copies<<<2, B>>>(din, dout, dmisc);
  OK(cudaGetLastError());
  int misc[128];
  OK(cudaMemcpy(out, dout, B * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(misc, dmisc, sizeof misc, cudaMemcpyDeviceToHost));
  bool good = true;
  for (int t = 0; t < B; t++) good &= out[t] == in[(t * 3) % 1024] + in[1024 + t % 512];
  printf("memcpy_async: %d %d %s\n", out[0], out[B - 1], good ? "right" : "WRONG");
  check(good, "cg::memcpy_async");
  printf("invoke_one: %d (one per warp of two blocks: 16)\n", misc[0]);
  check(misc[0] == 16, "invoke_one");
  printf("binary partition:");
  for (int i = 1; i <= 8; i++) printf(" %d", misc[i]);
  printf("\ncoalesced:");
  for (int i = 33; i < 33 + 32; i += 5) printf(" %d", misc[i]);
  printf("\ncoalesced reduce:");
  for (int i = 65; i < 65 + 32; i += 5) printf(" %d", misc[i]);
  printf("\ngrid: %d %d thread %d\n", misc[97], misc[98], misc[110]);
  return finish();
}
