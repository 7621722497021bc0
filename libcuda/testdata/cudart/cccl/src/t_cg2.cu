// t_cg2: cooperative groups beyond t_coop: thread_block_tile<4>/<16>/<32>
// with shfl, shfl_xor, shfl_up, any/all/ballot and meta-group ranks,
// cg::reduce (plus, less, greater, bit_and/or/xor) and cg::inclusive_scan /
// exclusive_scan on tiles and on coalesced groups, labeled_partition,
// binary_partition, coalesced_threads in divergent code, cg::memcpy_async
// with cg::wait and wait_prior, and grid.sync() in a cooperative launch.
// Each result is checked on the host and hashed into a printed checksum.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <algorithm>
#include <vector>
#include "check.h"

namespace cg = cooperative_groups;
constexpr int T = 128, B = 4, N = T * B;

// tiles: per thread, 8 outputs from tile operations of three tile sizes.
__global__ void tiles(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  int g = blockIdx.x * T + threadIdx.x;
  int v = in[g];
  int *o = out + g * 8;
  auto t4 = cg::tiled_partition<4>(block);
  o[0] = t4.shfl(v, (t4.thread_rank() + 1) % 4) + 1000 * t4.meta_group_rank();
  o[1] = t4.shfl_xor(v, 2) - t4.shfl_up(v, 1);
  o[2] = cg::reduce(t4, v, cg::plus<int>());
  auto t16 = cg::tiled_partition<16>(block);
  o[3] = cg::reduce(t16, v, cg::greater<int>()) ^ cg::reduce(t16, v, cg::less<int>());
  o[4] = (int)t16.ballot(v & 1) + (t16.any(v > 90000) ? 1 << 20 : 0) + (t16.all(v > -100000) ? 1 << 21 : 0);
  auto t32 = cg::tiled_partition<32>(block);
  o[5] = cg::inclusive_scan(t32, v);
  o[6] = cg::exclusive_scan(t32, v, cg::bit_xor<int>());
  o[7] = cg::reduce(t32, (unsigned)v, cg::bit_and<unsigned>()) + cg::reduce(t32, (unsigned)v, cg::bit_or<unsigned>()) +
         cg::reduce(t32, v, cg::plus<int>()) + cg::reduce(t16, (unsigned)v, cg::bit_xor<unsigned>());
}

// partitions: per thread, 6 outputs from coalesced, labeled and binary groups.
__global__ void partitions(const int *in, int *out) {
  int g = blockIdx.x * T + threadIdx.x;
  int v = in[g];
  int *o = out + g * 6;
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int label = (v >> 4) & 3;
  auto lp = cg::labeled_partition(warp, label);
  o[0] = lp.size() * 100 + lp.thread_rank();
  o[1] = cg::reduce(lp, v, cg::plus<int>());
  auto bp = cg::binary_partition(warp, v > 0);
  o[2] = cg::inclusive_scan(bp, v) + bp.size() * 1000000;
  o[3] = o[4] = o[5] = -1;
  if (v % 3 != 0) {
    cg::coalesced_group c = cg::coalesced_threads();
    o[3] = c.size() * 100 + c.thread_rank();
    o[4] = cg::reduce(c, v, cg::plus<int>());
    o[5] = cg::exclusive_scan(c, v) + c.shfl(v, 0);
  }
}

// copies: the block copies its slice into shared memory with two
// cg::memcpy_async calls, waits for the first (wait_prior<1>) then both.
__global__ void copies(const int *in, int *out) {
  __shared__ int a[T], b[2 * T];
  cg::thread_block block = cg::this_thread_block();
  const int *src = in + blockIdx.x * T;
  cg::memcpy_async(block, a, src, sizeof(int) * T);
  cg::memcpy_async(block, b, in + ((blockIdx.x + 1) % B) * T, sizeof(int) * T);
  cg::wait_prior<1>(block);
  int x = a[(threadIdx.x * 5) % T];
  cg::wait(block);
  int y = b[T - 1 - threadIdx.x];
  // A tile-level copy too: each 32-thread tile copies its own 32 ints.
  auto t32 = cg::tiled_partition<32>(block);
  cg::memcpy_async(t32, b + T + t32.meta_group_rank() * 32, src + t32.meta_group_rank() * 32, sizeof(int) * 32);
  cg::wait(t32);
  int z = b[T + threadIdx.x];
  out[blockIdx.x * T + threadIdx.x] = x * 3 + y - z;
}

// gridPhases: three phases separated by grid.sync(); each block reads what
// other blocks wrote in the phase before.
__global__ void gridPhases(const int *in, int *buf, int *out) {
  cg::grid_group grid = cg::this_grid();
  int g = grid.thread_rank();
  int n = grid.size();
  buf[g] = in[g] * 2;
  grid.sync();
  int x = buf[(g + T + 1) % n];
  grid.sync();
  buf[g] = x + buf[(g + 3 * T) % n] * 0;
  grid.sync();
  out[g] = buf[(n - 1 - g)] + (grid.is_valid() ? 1 : 0) + (int)grid.num_blocks() * 10;
}

static unsigned fnv(const std::vector<int> &v) {
  unsigned h = 2166136261u;
  for (int x : v)
    for (int i = 0; i < 4; i++) h = (h ^ ((unsigned)x >> (8 * i) & 0xff)) * 16777619u;
  return h;
}
static std::vector<int> back(const int *d, int n) {
  std::vector<int> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("copy back -> %s\n", cudaGetErrorName(e));
  return h;
}
#define REPORT(what, ok, v)                                               \
  do {                                                                    \
    check(ok, what);                                                      \
    printf("%-22s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v));   \
  } while (0)

int main() {
  std::vector<int> h(N);
  unsigned seed = 31337;
  for (int i = 0; i < N; i++) h[i] = (int)(lcg(seed) % 200001) - 100000;
  int *in, *out, *buf;
  REQUIRE(cudaMalloc(&in, N * sizeof(int)));
  REQUIRE(cudaMalloc(&out, N * 8 * sizeof(int)));
  REQUIRE(cudaMalloc(&buf, N * sizeof(int)));
  OK(cudaMemcpy(in, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));

  {
    tiles<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N * 8);
    std::vector<int> w(N * 8);
    for (int i = 0; i < N; i++) {
      int *o = &w[i * 8];
      int b4 = i & ~3, b16 = i & ~15, b32 = i & ~31, l4 = i & 3, l16 = i & 15, l32 = i & 31;
      o[0] = h[b4 + (l4 + 1) % 4] + 1000 * ((i % T) / 4);
      o[1] = h[b4 + (l4 ^ 2)] - h[l4 >= 1 ? i - 1 : i];
      o[2] = h[b4] + h[b4 + 1] + h[b4 + 2] + h[b4 + 3];
      int mx = -(1 << 30), mn = 1 << 30, any = 0, all = 1;
      unsigned bal = 0;
      for (int l = 0; l < 16; l++) {
        int x = h[b16 + l];
        mx = std::max(mx, x), mn = std::min(mn, x);
        bal |= (unsigned)(x & 1) << l;
        any |= x > 90000, all &= x > -100000;
      }
      o[3] = mx ^ mn;
      o[4] = (int)bal + (any ? 1 << 20 : 0) + (all ? 1 << 21 : 0);
      int s = 0, x = 0;
      unsigned an = ~0u, orr = 0;
      for (int l = 0; l < 32; l++) {
        if (l == l32) o[6] = x;
        s += h[b32 + l], x ^= h[b32 + l];
        an &= (unsigned)h[b32 + l], orr |= (unsigned)h[b32 + l];
        if (l == l32) o[5] = s;
      }
      unsigned x16 = 0;
      for (int l = 0; l < 16; l++) x16 ^= (unsigned)h[b16 + l];
      o[7] = (int)(an + orr + (unsigned)s + x16);
      (void)l16;
    }
    // Lane 0's exclusive scan value with no identity given is 0 (the
    // operator's default-constructed value): compare it as the GPU gives it.
    REPORT("tiles", g == w, g);
  }
  {
    partitions<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N * 6);
    std::vector<int> w(N * 6);
    for (int i = 0; i < N; i++) {
      int *o = &w[i * 6], b32 = i & ~31, label = (h[i] >> 4) & 3;
      int size = 0, rank = 0, sum = 0, bsize = 0, bscan = 0, csize = 0, crank = 0, csum = 0, cex = 0, c0 = 0;
      bool first = true;
      for (int l = 0; l < 32; l++) {
        int j = b32 + l, x = h[j];
        if (((x >> 4) & 3) == label) {
          size++, sum += x;
          if (j < i) rank++;
        }
        if ((x > 0) == (h[i] > 0)) {
          bsize++;
          if (j <= i) bscan += x;
        }
        if (x % 3 != 0) {
          if (first) c0 = x, first = false;
          csize++, csum += x;
          if (j < i) crank++, cex += x;
        }
      }
      o[0] = size * 100 + rank;
      o[1] = sum;
      o[2] = bscan + bsize * 1000000;
      o[3] = o[4] = o[5] = -1;
      if (h[i] % 3 != 0) o[3] = csize * 100 + crank, o[4] = csum, o[5] = cex + c0;
    }
    REPORT("partitions", g == w, g);
  }
  {
    copies<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++)
        w[b * T + t] = h[b * T + (t * 5) % T] * 3 + h[((b + 1) % B) * T + T - 1 - t] - h[b * T + t];
    REPORT("memcpy_async", g == w, g);
  }
  {
    int attr = 0;
    OK(cudaDeviceGetAttribute(&attr, cudaDevAttrCooperativeLaunch, 0));
    printf("cooperative launch attribute %d\n", attr);
    void *args[] = {&in, &buf, &out};
    OK(cudaLaunchCooperativeKernel((void *)gridPhases, dim3(B), dim3(T), args, 0, 0));
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int i = 0; i < N; i++) {
      int j = N - 1 - i;
      w[i] = h[(j + T + 1) % N] * 2 + 1 + B * 10;
    }
    REPORT("grid.sync", g == w, g);
  }
  cudaFree(in);
  cudaFree(out);
  cudaFree(buf);
  return finish();
}
