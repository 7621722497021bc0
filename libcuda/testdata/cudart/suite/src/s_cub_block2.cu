// s_cub_block2: CUB's block- and warp-level collectives beyond the first
// batch: BlockShuffle (Offset, Rotate, Up, Down), BlockDiscontinuity
// (FlagHeads, FlagTails, FlagHeadsAndTails), BlockExchange (striped,
// blocked, warp-striped, scatter), BlockAdjacentDifference, BlockMergeSort
// with a comparator, BlockHistogram, WarpExchange, WarpMergeSort and
// WarpLoad/WarpStore; each result checked on the host.
#include <cub/cub.cuh>
#include <cub/block/block_shuffle.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cub/block/block_adjacent_difference.cuh>
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_merge_sort.cuh>
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>
#include <algorithm>
#include <vector>
#include "check.h"

const int BT = 128, IPT = 4, TILE = BT * IPT;

struct NotEqual {
  __device__ bool operator()(const int &a, const int &b) const { return a != b; }
};
struct Less {
  __device__ bool operator()(const int &a, const int &b) const { return a < b; }
};
struct Diff {
  __device__ int operator()(const int &a, const int &b) const { return a - b; }
};

__global__ void shuffle(const int *in, int *out) {
  using S = cub::BlockShuffle<int, BT>;
  __shared__ typename S::TempStorage tmp;
  int t = threadIdx.x, v = in[t], o;
  S(tmp).Offset(v, o, 3);
  out[t] = (t + 3 < BT) ? o : -1;
  __syncthreads();
  S(tmp).Rotate(v, o, 5);
  out[BT + t] = o;
  __syncthreads();
  int items[IPT], prev[IPT], next[IPT];
  for (int i = 0; i < IPT; i++) items[i] = in[t * IPT + i];
  int suffix, prefix;
  S(tmp).Up(items, prev, suffix);
  __syncthreads();
  S(tmp).Down(items, next, prefix);
  for (int i = 0; i < IPT; i++) {
    out[2 * BT + t * IPT + i] = (t == 0 && i == 0) ? -7 : prev[i];
    out[2 * BT + TILE + t * IPT + i] = (t == BT - 1 && i == IPT - 1) ? -9 : next[i];
  }
  if (t == 0) out[2 * BT + 2 * TILE] = suffix, out[2 * BT + 2 * TILE + 1] = prefix;
}

__global__ void disc(const int *in, int *out) {
  using D = cub::BlockDiscontinuity<int, BT>;
  __shared__ typename D::TempStorage tmp;
  int items[IPT], heads[IPT], tails[IPT], h2[IPT], t2[IPT];
  int t = threadIdx.x;
  for (int i = 0; i < IPT; i++) items[i] = in[t * IPT + i];
  D(tmp).FlagHeads(heads, items, NotEqual());
  __syncthreads();
  D(tmp).FlagTails(tails, items, NotEqual());
  __syncthreads();
  D(tmp).FlagHeadsAndTails(h2, t2, items, NotEqual());
  for (int i = 0; i < IPT; i++) out[t * IPT + i] = heads[i] | tails[i] << 1 | h2[i] << 2 | t2[i] << 3;
}

__global__ void exchange(const int *in, int *out) {
  using E = cub::BlockExchange<int, BT, IPT>;
  __shared__ typename E::TempStorage tmp;
  int t = threadIdx.x, items[IPT], ranks[IPT];
  for (int i = 0; i < IPT; i++) items[i] = in[i * BT + t]; // striped
  E(tmp).StripedToBlocked(items);
  for (int i = 0; i < IPT; i++) out[t * IPT + i] = items[i];
  __syncthreads();
  E(tmp).BlockedToWarpStriped(items);
  for (int i = 0; i < IPT; i++) out[TILE + t * IPT + i] = items[i];
  __syncthreads();
  E(tmp).WarpStripedToBlocked(items);
  for (int i = 0; i < IPT; i++) ranks[i] = TILE - 1 - (t * IPT + i);
  __syncthreads(); // WarpStripedToBlocked is done with the storage in every warp (CUB: reuse needs a barrier)
  E(tmp).ScatterToBlocked(items, ranks);
  for (int i = 0; i < IPT; i++) out[2 * TILE + t * IPT + i] = items[i];
}

__global__ void adjSortHist(const int *in, int *out, unsigned *hist) {
  using A = cub::BlockAdjacentDifference<int, BT>;
  using M = cub::BlockMergeSort<int, BT, IPT>;
  using H = cub::BlockHistogram<unsigned char, BT, IPT, 64>;
  __shared__ union {
    typename A::TempStorage a;
    typename M::TempStorage m;
    typename H::TempStorage h;
  } tmp;
  int t = threadIdx.x, items[IPT], d[IPT];
  for (int i = 0; i < IPT; i++) items[i] = in[t * IPT + i];
  A(tmp.a).SubtractLeft(items, d, Diff());
  for (int i = 0; i < IPT; i++) out[t * IPT + i] = d[i];
  __syncthreads();
  M(tmp.m).Sort(items, Less());
  for (int i = 0; i < IPT; i++) out[TILE + t * IPT + i] = items[i];
  __syncthreads();
  unsigned char bins[IPT];
  for (int i = 0; i < IPT; i++) bins[i] = (unsigned char)((in[t * IPT + i] & 0xffff) % 64);
  __shared__ unsigned smemHist[64];
  H(tmp.h).Histogram(bins, smemHist);
  __syncthreads();
  if (t < 64) hist[t] = smemHist[t];
}

__global__ void warps(const int *in, int *out) {
  const int W = 32, WI = 4;
  using X = cub::WarpExchange<int, WI>;
  using MS = cub::WarpMergeSort<int, WI, W>;
  using WL = cub::WarpLoad<int, WI, cub::WARP_LOAD_TRANSPOSE>;
  using WS = cub::WarpStore<int, WI, cub::WARP_STORE_STRIPED>;
  __shared__ typename X::TempStorage xt[BT / W];
  __shared__ typename MS::TempStorage mt[BT / W];
  __shared__ typename WL::TempStorage lt[BT / W];
  __shared__ typename WS::TempStorage st[BT / W];
  int w = threadIdx.x / W, items[WI];
  WL(lt[w]).Load(in + w * W * WI, items);
  X(xt[w]).BlockedToStriped(items, items);
  for (int i = 0; i < WI; i++) out[w * W * WI + i * W + threadIdx.x % W] = items[i];
  __syncwarp();
  X(xt[w]).StripedToBlocked(items, items);
  MS(mt[w]).Sort(items, Less());
  WS(st[w]).Store(out + TILE + w * W * WI, items);
}

static std::vector<int> run(void (*k)(const int *, int *), const int *din, int n) {
  int *d;
  OK(cudaMalloc(&d, n * 4));
  OK(cudaMemset(d, 0, n * 4));
  k<<<1, BT>>>(din, d);
  OK(cudaGetLastError());
  std::vector<int> h(n);
  OK(cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost));
  cudaFree(d);
  return h;
}

int main() {
  std::vector<int> in(TILE);
  unsigned s = 5;
  for (int i = 0; i < TILE; i++) in[i] = (i % 9 < 6) ? (int)(lcg(s) % 1000) : in[i - 1];
  int *din;
  OK(cudaMalloc(&din, TILE * 4));
  OK(cudaMemcpy(din, in.data(), TILE * 4, cudaMemcpyHostToDevice));

  auto h = run(shuffle, din, 2 * BT + 2 * TILE + 2);
  bool good = true;
  for (int t = 0; t < BT; t++) {
    good &= h[t] == (t + 3 < BT ? in[t + 3] : -1);
    good &= h[BT + t] == in[(t + 5) % BT];
  }
  for (int j = 0; j < TILE; j++) {
    good &= h[2 * BT + j] == (j == 0 ? -7 : in[j - 1]);
    good &= h[2 * BT + TILE + j] == (j == TILE - 1 ? -9 : in[j + 1]);
  }
  printf("BlockShuffle: offset %d rotate %d up %d down %d suffix %d prefix %d\n", h[0], h[BT], h[2 * BT + 1], h[2 * BT + TILE], h[2 * BT + 2 * TILE], h[2 * BT + 2 * TILE + 1]);
  check(good, "BlockShuffle");

  h = run(disc, din, TILE);
  good = true;
  int heads = 0;
  for (int j = 0; j < TILE; j++) {
    int hd = j == 0 || in[j] != in[j - 1], tl = j == TILE - 1 || in[j] != in[j + 1];
    good &= h[j] == (hd | tl << 1 | hd << 2 | tl << 3);
    heads += hd;
  }
  printf("BlockDiscontinuity: %d heads, fnv %016llx\n", heads, fnv(h.data(), TILE * 4));
  check(good, "BlockDiscontinuity");

  h = run(exchange, din, 3 * TILE);
  good = true;
  for (int j = 0; j < TILE; j++) good &= h[j] == in[j] && h[2 * TILE + TILE - 1 - j] == in[j];
  printf("BlockExchange: warp-striped fnv %016llx\n", fnv(h.data() + TILE, TILE * 4));
  check(good, "BlockExchange");

  unsigned *dh;
  OK(cudaMalloc(&dh, 64 * 4));
  int *d;
  OK(cudaMalloc(&d, 2 * TILE * 4));
  adjSortHist<<<1, BT>>>(din, d, dh);
  OK(cudaGetLastError());
  std::vector<int> a(2 * TILE);
  unsigned hist[64];
  OK(cudaMemcpy(a.data(), d, 2 * TILE * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hist, dh, sizeof hist, cudaMemcpyDeviceToHost));
  good = a[0] == in[0];
  for (int j = 1; j < TILE; j++) good &= a[j] == in[j] - in[j - 1];
  check(good, "BlockAdjacentDifference");
  std::vector<int> sorted = in;
  std::sort(sorted.begin(), sorted.end());
  check(std::equal(sorted.begin(), sorted.end(), a.begin() + TILE), "BlockMergeSort");
  unsigned want[64] = {};
  for (int v : in) want[(v & 0xffff) % 64]++;
  check(std::equal(want, want + 64, hist), "BlockHistogram");
  printf("BlockAdjacentDifference %d %d, BlockMergeSort %d..%d, histogram bin 0 %u\n", a[1], a[TILE - 1], a[TILE], a[2 * TILE - 1], hist[0]);

  h = run(warps, din, 2 * TILE);
  good = true;
  for (int w = 0; w < BT / 32; w++) {
    std::vector<int> seg(in.begin() + w * 128, in.begin() + (w + 1) * 128);
    for (int j = 0; j < 128; j++) good &= h[w * 128 + j] == seg[j];
    std::sort(seg.begin(), seg.end());
    for (int i = 0; i < 4; i++)
      for (int l = 0; l < 32; l++) good &= h[TILE + w * 128 + i * 32 + l] == seg[l * 4 + i];
  }
  printf("warp exchange/merge sort/load/store: %d %d\n", h[0], h[TILE]);
  check(good, "warp collectives");
  return finish();
}
