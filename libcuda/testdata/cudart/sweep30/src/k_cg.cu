// k_cg: cooperative groups as CUDA 11.8 implements them for sm_90:
// thread_block_tile<N> for N = 1..32 with cg::reduce and the scans under
// every operator (plus, less, greater, bit_and, bit_or, bit_xor) on 32- and
// 64-bit integers, float and double (integer values: exact in any order);
// tiles of 64, 128 and 256 threads (experimental::block_tile_memory: the
// warps of a tile meet through barriers in shared memory) with shfl,
// any/all/ballot, reduce and scans; coalesced_threads() after divergence with
// its shuffles, reduce, scans and tiled_partition; labeled_partition and
// binary_partition of coalesced groups. The host computes every value.
#include "../../sweep27/src/sw27.h"
#define _CG_ABI_EXPERIMENTAL  // CUDA 11's tiles of several warps
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <algorithm>
namespace cg = cooperative_groups;

const int B = 256;

// the six operators, on the host and on the device
template <class T> struct Ops {
  static __host__ __device__ T apply(int op, T a, T b) {
    switch (op) {
    case 0: return a + b;
    case 1: return a < b ? a : b;
    case 2: return a > b ? a : b;
    case 3: return (T)((long long)a & (long long)b);
    case 4: return (T)((long long)a | (long long)b);
    default: return (T)((long long)a ^ (long long)b);
    }
  }
};
static const char *opNames[] = {"plus", "less", "greater", "bit_and", "bit_or", "bit_xor"};

template <class T, class G> __device__ void collectives(const G &g, T v, int op, T &red, T &inc, T &exc) {
  switch (op) {
  case 0:
    red = cg::reduce(g, v, cg::plus<T>()), inc = cg::inclusive_scan(g, v, cg::plus<T>()), exc = cg::exclusive_scan(g, v, cg::plus<T>());
    break;
  case 1:
    red = cg::reduce(g, v, cg::less<T>()), inc = cg::inclusive_scan(g, v, cg::less<T>()), exc = cg::exclusive_scan(g, v, cg::less<T>());
    break;
  case 2:
    red = cg::reduce(g, v, cg::greater<T>()), inc = cg::inclusive_scan(g, v, cg::greater<T>());
    exc = cg::exclusive_scan(g, v, cg::greater<T>());
    break;
  default:
    if constexpr (std::is_integral<T>::value) {
      if (op == 3)
        red = cg::reduce(g, v, cg::bit_and<T>()), inc = cg::inclusive_scan(g, v, cg::bit_and<T>()), exc = cg::exclusive_scan(g, v, cg::bit_and<T>());
      else if (op == 4)
        red = cg::reduce(g, v, cg::bit_or<T>()), inc = cg::inclusive_scan(g, v, cg::bit_or<T>()), exc = cg::exclusive_scan(g, v, cg::bit_or<T>());
      else
        red = cg::reduce(g, v, cg::bit_xor<T>()), inc = cg::inclusive_scan(g, v, cg::bit_xor<T>()), exc = cg::exclusive_scan(g, v, cg::bit_xor<T>());
    }
  }
}

// The host's answer for groups given as lists of thread indices, in rank
// order. An exclusive scan's first rank is not defined for every operator:
// the program leaves it out (the device writes 0 there).
template <class T>
static void groupRef(const std::vector<std::vector<int>> &groups, const std::vector<T> &in, int op, std::vector<T> &w) {
  for (auto &g : groups) {
    T acc = in[g[0]], red = in[g[0]];
    for (size_t k = 1; k < g.size(); k++) red = Ops<T>::apply(op, red, in[g[k]]);
    for (size_t k = 0; k < g.size(); k++) {
      int t = g[k];
      if (k) acc = Ops<T>::apply(op, acc, in[t]);
      w[3 * t] = red, w[3 * t + 1] = acc;
      w[3 * t + 2] = k ? Ops<T>::apply(op, acc, (T)0) : (T)0;
    }
    // exclusive: the inclusive value of the rank before
    for (size_t k = g.size(); k-- > 1;) w[3 * g[k] + 2] = w[3 * g[k - 1] + 1];
  }
}

template <int N, class T> __global__ void tiles(const T *in, T *out, int op) {
  auto tile = cg::tiled_partition<N>(cg::this_thread_block());
  T r, i, e;
  collectives(tile, in[threadIdx.x], op, r, i, e);
  if (tile.thread_rank() == 0) e = 0;
  out[3 * threadIdx.x] = r, out[3 * threadIdx.x + 1] = i, out[3 * threadIdx.x + 2] = e;
}

template <int N, class T> void testTile(const char *tname, const std::vector<T> &in) {
  Dev<T> din(in), dout(3 * B);
  std::vector<std::vector<int>> groups;
  for (int b = 0; b < B; b += N) {
    std::vector<int> g;
    for (int k = 0; k < N; k++) g.push_back(b + k);
    groups.push_back(g);
  }
  for (int op = 0; op < (std::is_integral<T>::value ? 6 : 3); op++) {
    tiles<N, T><<<1, B>>>(din, dout, op);
    char what[100];
    snprintf(what, sizeof what, "tile<%d> %s %s reduce/scans", N, tname, opNames[op]);
    if (!synced(what)) continue;
    std::vector<T> w(3 * B);
    groupRef(groups, in, op, w);
    compare(what, dout.get(), w);
  }
}

template <class T> void testTiles(const char *tname, const std::vector<T> &in) {
  testTile<1, T>(tname, in);
  testTile<2, T>(tname, in);
  testTile<4, T>(tname, in);
  testTile<8, T>(tname, in);
  testTile<16, T>(tname, in);
  testTile<32, T>(tname, in);
}

// ---- coalesced groups after divergence ----
// lanes whose value is a multiple of 3 form a coalesced group of each warp;
// within it: reduce and scans with op, its size and rank, a shuffle from
// rank (rank+1) % size, a ballot, and a partition into tiles of 4
template <class T> __global__ void coalesced(const T *in, T *out, int *info, int op) {
  int t = threadIdx.x;
  T v = in[t];
  T r = 0, i = 0, e = 0;
  int inf = -1;
  if ((long long)v % 3 == 0) {
    auto g = cg::coalesced_threads();
    collectives(g, v, op, r, i, e);
    if (g.thread_rank() == 0) e = 0;
    T next = g.shfl(v, (g.thread_rank() + 1) % g.size());
    auto quad = cg::tiled_partition(g, 4);
    int qsum = cg::reduce(quad, (int)g.thread_rank(), cg::plus<int>());
    inf = g.size() | g.thread_rank() << 6 | (int)(next == in[t]) << 12 | __popc(g.ballot(((long long)v & 1) != 0)) << 13 |
          qsum << 19 | quad.thread_rank() << 26 | quad.meta_group_rank() << 28;
    if (g.size() == 1) inf |= 1 << 31;
  }
  out[3 * t] = r, out[3 * t + 1] = i, out[3 * t + 2] = e;
  info[t] = inf;
}

template <class T> void testCoalesced(const char *tname, const std::vector<T> &in) {
  std::vector<std::vector<int>> groups;
  for (int w = 0; w < B / 32; w++) {
    std::vector<int> g;
    for (int l = 0; l < 32; l++)
      if ((long long)in[w * 32 + l] % 3 == 0) g.push_back(w * 32 + l);
    if (!g.empty()) groups.push_back(g);
  }
  std::vector<int> winfo(B, -1);
  for (auto &g : groups) {
    int n = g.size(), balls = 0;
    for (int t : g) balls += ((long long)in[t] & 1) != 0;
    for (int k = 0; k < n; k++) {
      int q0 = k / 4 * 4, qn = std::min(4, n - q0), qsum = 0;
      for (int j = 0; j < qn; j++) qsum += q0 + j;
      T next = in[g[(k + 1) % n]];
      winfo[g[k]] = n | k << 6 | (int)(next == in[g[k]]) << 12 | balls << 13 | qsum << 19 | (k % 4) << 26 | (k / 4) << 28;
      if (n == 1) winfo[g[k]] |= 1 << 31;
    }
  }
  Dev<T> din(in), dout(3 * B);
  Dev<int> dinfo(B);
  for (int op = 0; op < (std::is_integral<T>::value ? 6 : 3); op++) {
    coalesced<T><<<1, B>>>(din, dout, dinfo, op);
    char what[100];
    snprintf(what, sizeof what, "coalesced %s %s reduce/scans", tname, opNames[op]);
    if (!synced(what)) continue;
    std::vector<T> w(3 * B, 0);
    groupRef(groups, in, op, w);
    compare(what, dout.get(), w);
    if (op == 0) {
      snprintf(what, sizeof what, "coalesced %s size/rank/shfl/ballot/tiles", tname);
      compare(what, dinfo.get(), winfo);
    }
  }
}

// ---- tiles of several warps ----
template <int N> __global__ void bigTiles(const int *in, long long *out) {
#if CUDART_VERSION < 12000
  __shared__ cg::experimental::block_tile_memory<8, B> scratch;
  auto block = cg::experimental::this_thread_block(scratch);
  auto tile = cg::experimental::tiled_partition<N>(block);
#else  // sm_80 and newer need no scratch memory since CUDA 12
  auto tile = cg::tiled_partition<N>(cg::this_thread_block());
#endif
  int v = in[threadIdx.x];
  long long *o = out + 8 * threadIdx.x;
  o[0] = tile.thread_rank() | tile.meta_group_rank() << 16 | (long long)tile.num_threads() << 32;
  o[1] = tile.shfl(v, N / 2 + 3);  // one source for the whole tile: a larger tile's shfl takes no other
  o[2] = tile.any(v > 990) | tile.all(v >= 0) << 1;
  o[3] = cg::reduce(tile, (long long)v, cg::plus<long long>());
  o[4] = cg::reduce(tile, v, cg::greater<int>());
  o[5] = cg::inclusive_scan(tile, v, cg::plus<int>());
  o[6] = cg::exclusive_scan(tile, (unsigned)v, cg::bit_xor<unsigned>());
  tile.sync();
  o[7] = tile.shfl((long long)v << 20, N - 1);
}

template <int N> void testBigTile(const std::vector<int> &in) {
  Dev<int> din(in);
  Dev<long long> dout(8 * B);
  bigTiles<N><<<1, B>>>(din, dout);
  char what[80];
  snprintf(what, sizeof what, "tile<%d> of block_tile_memory", N);
  if (!synced(what)) return;
  std::vector<long long> w(8 * B);
  for (int t = 0; t < B; t++) {
    int base = t / N * N, r = t % N;
    long long *o = &w[8 * t];
    o[0] = r | (long long)(t / N) << 16 | (long long)N << 32;
    o[1] = in[base + N / 2 + 3];
    bool any = false, all = true;
    long long sum = 0;
    int mx = INT_MIN, inc = 0;
    unsigned ex = 0;
    for (int k = 0; k < N; k++) {
      int x = in[base + k];
      any |= x > 990, all &= x >= 0, sum += x, mx = std::max(mx, x);
      if (k <= r) inc += x;
      if (k < r) ex ^= (unsigned)x;
    }
    o[2] = any | all << 1, o[3] = sum, o[4] = mx, o[5] = inc, o[6] = ex;
    o[7] = (long long)in[base + N - 1] << 20;
  }
  compare(what, dout.get(), w);
}

template <class T> std::vector<T> inputs(unsigned seed, int range) {
  std::vector<T> v(B);
  for (auto &x : v) x = (T)((long long)(lcg(seed) % (2 * range + 1)) - range);
  return v;
}

int main() {
  testTiles<int>("int", inputs<int>(1, 100000));
  testTiles<unsigned>("unsigned", inputs<unsigned>(2, 100000));
  testTiles<long long>("long long", inputs<long long>(3, 1000000));
  testTiles<unsigned long long>("unsigned long long", inputs<unsigned long long>(4, 1000000));
  testTiles<float>("float", inputs<float>(5, 1000));
  testTiles<double>("double", inputs<double>(6, 100000));
  testCoalesced<int>("int", inputs<int>(7, 1000));
  testCoalesced<long long>("long long", inputs<long long>(8, 1000));
  testCoalesced<unsigned>("unsigned", inputs<unsigned>(9, 1000));
  testCoalesced<double>("double", inputs<double>(10, 1000));
  std::vector<int> big = inputs<int>(11, 1000);
  for (auto &x : big) x = std::abs(x);
  testBigTile<64>(big);
  testBigTile<128>(big);
  testBigTile<256>(big);
  return finish();
}
