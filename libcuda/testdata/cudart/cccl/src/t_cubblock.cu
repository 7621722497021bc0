// t_cubblock: CUB's block- and warp-level primitives in kernels of 128
// threads with 4 items each: BlockLoad/BlockStore (direct, striped,
// vectorized, warp transpose), BlockExchange, BlockRadixSort (ascending,
// descending, pairs), BlockScan and BlockReduce in each of their algorithms,
// BlockDiscontinuity, BlockHistogram, WarpReduce and WarpScan (full and
// 16-thread logical warps). Each result is checked on the host and hashed
// into a printed checksum.
#include <cub/cub.cuh>
#include <algorithm>
#include <vector>
#include "check.h"

constexpr int T = 128, I = 4, TILE = T * I, BLOCKS = 6, N = TILE * BLOCKS;

struct MaxOp {
  __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
// NotEqual stands for cub::Inequality, which CCCL 3 removed.
struct NotEqual {
  __host__ __device__ bool operator()(int a, int b) const { return a != b; }
};

template <cub::BlockLoadAlgorithm L, cub::BlockStoreAlgorithm S>
__global__ void loadStore(const int *in, int *out) {
  typedef cub::BlockLoad<int, T, I, L> Load;
  typedef cub::BlockStore<int, T, I, S> Store;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } tmp;
  int items[I];
  int base = blockIdx.x * TILE;
  Load(tmp.load).Load(in + base, items);
  __syncthreads();
  // A blocked arrangement whatever the algorithm: item i of thread t is
  // element t*I+i; each thread writes a value that depends on its place.
  for (int i = 0; i < I; i++) items[i] = items[i] * 3 + threadIdx.x * I + i;
  Store(tmp.store).Store(out + base, items);
}

// A partial tile: the last block loads valid items only, defaulting the rest.
__global__ void loadPartial(const int *in, int *out, int valid) {
  typedef cub::BlockLoad<int, T, I, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockStore<int, T, I, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } tmp;
  int items[I];
  Load(tmp.load).Load(in, items, valid, -7);
  __syncthreads();
  int s = 0;
  for (int i = 0; i < I; i++) s += items[i];
  for (int i = 0; i < I; i++) items[i] = s;
  Store(tmp.store).Store(out, items, valid + 5);
}

__global__ void exchange(const int *in, int *out) {
  typedef cub::BlockExchange<int, T, I> Ex;
  __shared__ typename Ex::TempStorage tmp;
  int items[I];
  int base = blockIdx.x * TILE;
  cub::LoadDirectStriped<T>(threadIdx.x, in + base, items);
  Ex(tmp).StripedToBlocked(items, items);
  for (int i = 0; i < I; i++) items[i] += (threadIdx.x * I + i) * 1000003;
  __syncthreads();
  Ex(tmp).BlockedToStriped(items, items);
  cub::StoreDirectStriped<T>(threadIdx.x, out + base, items);
}

__global__ void radixSort(const int *in, int *keysOut, int *valsOut, int *descOut) {
  typedef cub::BlockRadixSort<int, T, I, int> Sort;
  __shared__ typename Sort::TempStorage tmp;
  int keys[I], vals[I];
  int base = blockIdx.x * TILE;
  cub::LoadDirectBlocked(threadIdx.x, in + base, keys);
  for (int i = 0; i < I; i++) vals[i] = threadIdx.x * I + i;
  Sort(tmp).Sort(keys, vals);
  cub::StoreDirectBlocked(threadIdx.x, keysOut + base, keys);
  cub::StoreDirectBlocked(threadIdx.x, valsOut + base, vals);
  __syncthreads();
  cub::LoadDirectBlocked(threadIdx.x, in + base, keys);
  Sort(tmp).SortDescendingBlockedToStriped(keys, vals);
  cub::StoreDirectStriped<T>(threadIdx.x, descOut + base, keys);
}

// scan writes, per element: exclusive sum, inclusive max; per block: the
// aggregate of the sums.
template <cub::BlockScanAlgorithm A>
__global__ void scan(const int *in, int *exSum, int *inMax, int *aggs) {
  typedef cub::BlockScan<int, T, A> Scan;
  __shared__ typename Scan::TempStorage tmp;
  int items[I];
  int base = blockIdx.x * TILE;
  cub::LoadDirectBlocked(threadIdx.x, in + base, items);
  int sums[I], agg;
  Scan(tmp).ExclusiveSum(items, sums, agg);
  __syncthreads();
  int maxes[I];
  Scan(tmp).InclusiveScan(items, maxes, MaxOp());
  cub::StoreDirectBlocked(threadIdx.x, exSum + base, sums);
  cub::StoreDirectBlocked(threadIdx.x, inMax + base, maxes);
  if (threadIdx.x == 0) aggs[blockIdx.x] = agg;
}

template <cub::BlockReduceAlgorithm A>
__global__ void reduce(const int *in, int *out) {
  typedef cub::BlockReduce<int, T, A> Reduce;
  __shared__ typename Reduce::TempStorage tmp;
  int items[I];
  int base = blockIdx.x * TILE;
  cub::LoadDirectBlocked(threadIdx.x, in + base, items);
  int s = Reduce(tmp).Sum(items);
  __syncthreads();
  int m = Reduce(tmp).Reduce(items, MaxOp());
  __syncthreads();
  // A partial reduction over the first 77 threads' first item.
  int p = Reduce(tmp).Sum(items[0], 77);
  if (threadIdx.x == 0) out[blockIdx.x * 3] = s, out[blockIdx.x * 3 + 1] = m, out[blockIdx.x * 3 + 2] = p;
}

__global__ void discontinuity(const int *in, int *heads) {
  typedef cub::BlockDiscontinuity<int, T> Disc;
  __shared__ typename Disc::TempStorage tmp;
  int items[I], flags[I];
  int base = blockIdx.x * TILE;
  cub::LoadDirectBlocked(threadIdx.x, in + base, items);
  for (int i = 0; i < I; i++) items[i] /= 40000;
  Disc(tmp).FlagHeads(flags, items, NotEqual());
  cub::StoreDirectBlocked(threadIdx.x, heads + base, flags);
}

__global__ void histogram(const unsigned char *in, unsigned *bins) {
  typedef cub::BlockHistogram<unsigned char, T, I, 64> Hist;
  __shared__ typename Hist::TempStorage tmp;
  __shared__ unsigned h[64];
  unsigned char items[I];
  cub::LoadDirectBlocked(threadIdx.x, in + blockIdx.x * TILE, items);
  Hist(tmp).Histogram(items, h);
  __syncthreads();
  if (threadIdx.x < 64) atomicAdd(&bins[threadIdx.x], h[threadIdx.x]);
}

// warp writes per thread: full-warp inclusive sum, exclusive max, and the
// sums of 16-thread logical warps; per warp: its sum and max.
__global__ void warp(const int *in, int *incl, int *exmax, int *sum16, int *warpAggs) {
  typedef cub::WarpScan<int> Scan;
  typedef cub::WarpReduce<int> Reduce;
  typedef cub::WarpReduce<int, 16> Reduce16;
  __shared__ typename Scan::TempStorage scanTmp[T / 32];
  __shared__ typename Reduce::TempStorage redTmp[T / 32];
  __shared__ typename Reduce16::TempStorage red16Tmp[T / 16];
  int g = blockIdx.x * T + threadIdx.x, w = threadIdx.x / 32;
  int x = in[g];
  int a;
  Scan(scanTmp[w]).InclusiveSum(x, a);
  incl[g] = a;
  int m;
  Scan(scanTmp[w]).ExclusiveScan(x, m, -(1 << 30), MaxOp());
  exmax[g] = m;
  int s = Reduce(redTmp[w]).Sum(x);
  int mx = Reduce(redTmp[w]).Reduce(x, MaxOp());
  if (threadIdx.x % 32 == 0) warpAggs[2 * (g / 32)] = s, warpAggs[2 * (g / 32) + 1] = mx;
  int s16 = Reduce16(red16Tmp[threadIdx.x / 16]).Sum(x);
  sum16[g] = threadIdx.x % 16 == 0 ? s16 : 0;
}

template <typename V>
static unsigned fnv(const V &v) {
  unsigned h = 2166136261u;
  for (auto x : v) {
    const unsigned char *b = (const unsigned char *)&x;
    for (size_t i = 0; i < sizeof x; i++) h = (h ^ b[i]) * 16777619u;
  }
  return h;
}
static std::vector<int> back(const int *d, int n) {
  std::vector<int> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("copy back -> %s\n", cudaGetErrorName(e));
  return h;
}
#define REPORT(what, ok, v)                                                  \
  do {                                                                       \
    check(ok, what);                                                         \
    printf("%-30s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v));      \
  } while (0)

static std::vector<int> h(N);
static int *in, *o1, *o2, *o3, *o4;

template <cub::BlockLoadAlgorithm L, cub::BlockStoreAlgorithm S>
static void testLoadStore(const char *what) {
  loadStore<L, S><<<BLOCKS, T>>>(in, o1);
  OK(cudaDeviceSynchronize());
  std::vector<int> w(N);
  for (int i = 0; i < N; i++) w[i] = h[i] * 3 + i % TILE;
  auto g = back(o1, N);
  REPORT(what, g == w, g);
}

template <cub::BlockScanAlgorithm A>
static void testScan(const char *what) {
  scan<A><<<BLOCKS, T>>>(in, o1, o2, o3);
  OK(cudaDeviceSynchronize());
  std::vector<int> we(N), wm(N), wa(BLOCKS);
  for (int b = 0; b < BLOCKS; b++) {
    int s = 0, m = -(1 << 30);
    for (int i = b * TILE; i < (b + 1) * TILE; i++) {
      we[i] = s, s += h[i];
      m = std::max(m, h[i]), wm[i] = m;
    }
    wa[b] = s;
  }
  auto ge = back(o1, N), gm = back(o2, N), ga = back(o3, BLOCKS);
  ge.insert(ge.end(), gm.begin(), gm.end());
  ge.insert(ge.end(), ga.begin(), ga.end());
  we.insert(we.end(), wm.begin(), wm.end());
  we.insert(we.end(), wa.begin(), wa.end());
  REPORT(what, ge == we, ge);
}

template <cub::BlockReduceAlgorithm A>
static void testReduce(const char *what) {
  reduce<A><<<BLOCKS, T>>>(in, o1);
  OK(cudaDeviceSynchronize());
  std::vector<int> w(3 * BLOCKS);
  for (int b = 0; b < BLOCKS; b++) {
    int s = 0, m = -(1 << 30), p = 0;
    for (int i = b * TILE; i < (b + 1) * TILE; i++) s += h[i], m = std::max(m, h[i]);
    for (int t = 0; t < 77; t++) p += h[b * TILE + t * I];
    w[3 * b] = s, w[3 * b + 1] = m, w[3 * b + 2] = p;
  }
  auto g = back(o1, 3 * BLOCKS);
  REPORT(what, g == w, g);
}

int main() {
  unsigned seed = 4242;
  for (int i = 0; i < N; i++) h[i] = (int)(lcg(seed) % 400001) - 200000;
  REQUIRE(cudaMalloc(&in, N * sizeof(int)));
  REQUIRE(cudaMalloc(&o1, N * sizeof(int)));
  REQUIRE(cudaMalloc(&o2, N * sizeof(int)));
  REQUIRE(cudaMalloc(&o3, N * sizeof(int)));
  REQUIRE(cudaMalloc(&o4, N * sizeof(int)));
  OK(cudaMemcpy(in, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));

  testLoadStore<cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT>("Load/Store direct");
  testLoadStore<cub::BLOCK_LOAD_VECTORIZE, cub::BLOCK_STORE_VECTORIZE>("Load/Store vectorize");
  testLoadStore<cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_TRANSPOSE>("Load/Store transpose");
  testLoadStore<cub::BLOCK_LOAD_WARP_TRANSPOSE, cub::BLOCK_STORE_WARP_TRANSPOSE>("Load/Store warp transpose");
  testLoadStore<cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED, cub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED>(
      "Load/Store warp timesliced");

  {
    const int valid = 301;
    OK(cudaMemset(o1, 0xff, N * sizeof(int)));
    loadPartial<<<1, T>>>(in, o1, valid);
    OK(cudaDeviceSynchronize());
    auto g = back(o1, TILE);
    std::vector<int> w(TILE, -1);
    for (int t = 0; t < T; t++) {
      int s = 0;
      for (int i = 0; i < I; i++) s += t * I + i < valid ? h[t * I + i] : -7;
      for (int i = 0; i < I; i++)
        if (t * I + i < valid + 5) w[t * I + i] = s;
    }
    REPORT("Load/Store partial tile", g == w, g);
  }
  {
    exchange<<<BLOCKS, T>>>(in, o1);
    OK(cudaDeviceSynchronize());
    std::vector<int> w(N);
    // Striped load: thread t item i is element i*T+t; after StripedToBlocked
    // thread t item i is element t*I+i; +offset; back to striped and stored.
    for (int b = 0; b < BLOCKS; b++)
      for (int e = 0; e < TILE; e++) w[b * TILE + e] = h[b * TILE + e] + e * 1000003;
    auto g = back(o1, N);
    REPORT("BlockExchange", g == w, g);
  }
  {
    radixSort<<<BLOCKS, T>>>(in, o1, o2, o3);
    OK(cudaDeviceSynchronize());
    std::vector<int> wk(N), wv(N), wd(N);
    for (int b = 0; b < BLOCKS; b++) {
      std::vector<int> idx(TILE);
      for (int e = 0; e < TILE; e++) idx[e] = e;
      std::stable_sort(idx.begin(), idx.end(), [&](int x, int y) { return h[b * TILE + x] < h[b * TILE + y]; });
      for (int e = 0; e < TILE; e++) wk[b * TILE + e] = h[b * TILE + idx[e]], wv[b * TILE + e] = idx[e];
      for (int e = 0; e < TILE; e++) wd[b * TILE + e] = wk[b * TILE + TILE - 1 - e];
    }
    auto gk = back(o1, N), gv = back(o2, N), gd = back(o3, N);
    REPORT("BlockRadixSort keys", gk == wk, gk);
    REPORT("BlockRadixSort values", gv == wv, gv);
    REPORT("BlockRadixSort descending", gd == wd, gd);
  }
  testScan<cub::BLOCK_SCAN_RAKING>("BlockScan raking");
  testScan<cub::BLOCK_SCAN_RAKING_MEMOIZE>("BlockScan raking memoize");
  testScan<cub::BLOCK_SCAN_WARP_SCANS>("BlockScan warp scans");
  testReduce<cub::BLOCK_REDUCE_RAKING>("BlockReduce raking");
  testReduce<cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>("BlockReduce commutative");
  testReduce<cub::BLOCK_REDUCE_WARP_REDUCTIONS>("BlockReduce warp reductions");
  {
    discontinuity<<<BLOCKS, T>>>(in, o1);
    OK(cudaDeviceSynchronize());
    std::vector<int> w(N);
    for (int i = 0; i < N; i++) w[i] = i % TILE == 0 || h[i] / 40000 != h[i - 1] / 40000;
    auto g = back(o1, N);
    REPORT("BlockDiscontinuity heads", g == w, g);
  }
  {
    std::vector<unsigned char> b(N);
    for (int i = 0; i < N; i++) b[i] = (unsigned)(h[i] + 200000) % 64;
    unsigned char *db;
    unsigned *bins;
    REQUIRE(cudaMalloc(&db, N));
    REQUIRE(cudaMalloc(&bins, 64 * sizeof(unsigned)));
    OK(cudaMemcpy(db, b.data(), N, cudaMemcpyHostToDevice));
    OK(cudaMemset(bins, 0, 64 * sizeof(unsigned)));
    histogram<<<BLOCKS, T>>>(db, bins);
    OK(cudaDeviceSynchronize());
    std::vector<int> w(64);
    for (int i = 0; i < N; i++) w[b[i]]++;
    auto g = back((int *)bins, 64);
    REPORT("BlockHistogram", g == w, g);
    cudaFree(db);
    cudaFree(bins);
  }
  {
    const int n = BLOCKS * T;
    warp<<<BLOCKS, T>>>(in, o1, o2, o3, o4);
    OK(cudaDeviceSynchronize());
    std::vector<int> wi(n), wm(n), w16(n), wa(2 * n / 32);
    for (int w = 0; w < n / 32; w++) {
      int s = 0, m = -(1 << 30);
      for (int l = 0; l < 32; l++) {
        int i = w * 32 + l;
        wm[i] = m;
        s += h[i], m = std::max(m, h[i]);
        wi[i] = s;
      }
      wa[2 * w] = s, wa[2 * w + 1] = m;
    }
    for (int i = 0; i < n; i += 16)
      for (int l = 0; l < 16; l++) w16[i] += h[i + l];
    auto gi = back(o1, n), gm = back(o2, n), g16 = back(o3, n), ga = back(o4, 2 * n / 32);
    REPORT("WarpScan InclusiveSum", gi == wi, gi);
    // Lane 0's exclusive result is undefined: left out of the comparison.
    for (int i = 0; i < n; i += 32) gm[i] = wm[i];
    REPORT("WarpScan ExclusiveScan max", gm == wm, gm);
    REPORT("WarpReduce Sum/max", ga == wa, ga);
    REPORT("WarpReduce<16> Sum", g16 == w16, g16);
  }
  cudaFree(in);
  cudaFree(o1);
  cudaFree(o2);
  cudaFree(o3);
  cudaFree(o4);
  return finish();
}
