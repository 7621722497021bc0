// k_cubblock: CUB's block and warp primitives on the types library tests use
// (8/16/32/64-bit integers, float, double, half, a 12-byte struct): BlockLoad
// and BlockStore with every algorithm and a partial tile, BlockRadixSort
// (keys, pairs, descending, a bit range, blocked-to-striped), BlockScan and
// BlockReduce with every algorithm (sums, a custom max-with-index operator,
// a running prefix over tiles), WarpReduce and WarpScan of every logical warp
// size 1..32, BlockHistogram (sort and atomic), BlockMergeSort with a
// comparator, BlockDiscontinuity and BlockShuffle. Every expected value is
// computed on the host from the same inputs: integer results, sums of small
// integers (exact in every type), orders defined by the keys' bits.
#include "../../sweep27/src/sw27.h"
#include "cubops.h"
#include <cub/block/block_shuffle.cuh>
#include <cub/block/block_merge_sort.cuh>
#include <cuda_fp16.h>
#include <algorithm>
#include <numeric>

struct Triple {
  int a;
  short b;
  char c;
  unsigned char d;
  float e;
};
__host__ __device__ Triple plus(Triple t, int k) { return {t.a + k, (short)(t.b - k), (char)(t.c ^ k), (unsigned char)(t.d + k), t.e + (float)k}; }
template <class T> __host__ __device__ T plus(T t, int k) { return (T)(t + (T)k); }

const int B = 64, IPT = 4, TILE = B * IPT;

// loadStore loads a tile (valid items, oob for the rest) with load algorithm
// LA, adds to each item its index in the tile (from the arrangement the
// algorithm leaves: striped for STRIPED, blocked for the others), and stores
// it with SA.
template <class T, cub::BlockLoadAlgorithm LA, cub::BlockStoreAlgorithm SA>
__global__ void loadStore(const T *in, T *out, int valid, T oob) {
  using Load = cub::BlockLoad<T, B, IPT, LA>;
  using Store = cub::BlockStore<T, B, IPT, SA>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } tmp;
  T items[IPT];
  const T *tin = in + blockIdx.x * TILE;
  T *tout = out + blockIdx.x * TILE;
  if (blockIdx.x == 0)
    Load(tmp.load).Load(tin, items, valid, oob);
  else
    Load(tmp.load).Load(tin, items);
  bool loadStriped = LA == cub::BLOCK_LOAD_STRIPED;
  bool storeStriped = SA == cub::BLOCK_STORE_STRIPED;
  for (int j = 0; j < IPT; j++) {
    int idx = loadStriped ? j * B + threadIdx.x : threadIdx.x * IPT + j;
    items[j] = plus(items[j], idx);
  }
  // a striped load stored blocked (or the reverse) is the same permutation
  // both ways: the host expects it.
  (void)storeStriped;
  __syncthreads();
  if (blockIdx.x == 0)
    Store(tmp.store).Store(tout, items, valid);
  else
    Store(tmp.store).Store(tout, items);
}

template <class T> T makeItem(unsigned long long &s) { return (T)edgy(s, 8 * sizeof(T) < 64 ? 8 * sizeof(T) : 64); }
template <> double makeItem<double>(unsigned long long &s) { return (double)((long long)(rnd64(s) % 2000001) - 1000000) / 4; }
template <> Triple makeItem<Triple>(unsigned long long &s) {
  unsigned long long r = rnd64(s);
  return {(int)r, (short)(r >> 32), (char)(r >> 48), (unsigned char)(r >> 56), (float)((int)(r >> 40) % 1000) / 2};
}

template <class T, cub::BlockLoadAlgorithm LA, cub::BlockStoreAlgorithm SA>
void testLoadStore(const char *tname, const char *lname, const char *sname) {
  const int tiles = 3, n = tiles * TILE, valid = TILE - 5;
  unsigned long long s = 1234 + sizeof(T) * 7 + LA * 31 + SA;
  std::vector<T> in(n), want(n), init(n);
  for (auto &v : in) v = makeItem<T>(s);
  for (auto &v : init) v = makeItem<T>(s);
  T oob = makeItem<T>(s);
  bool ls = LA == cub::BLOCK_LOAD_STRIPED, ss = SA == cub::BLOCK_STORE_STRIPED;
  for (int t = 0; t < tiles; t++) {
    for (int th = 0; th < B; th++)
      for (int j = 0; j < IPT; j++) {
        int loadPos = ls ? j * B + th : th * IPT + j;  // where item j of thread th came from
        int storePos = ss ? j * B + th : th * IPT + j;  // where it goes
        int lim = t == 0 ? valid : TILE;
        T v = loadPos < lim ? in[t * TILE + loadPos] : oob;
        if (storePos < lim) want[t * TILE + storePos] = plus(v, loadPos);
        else want[t * TILE + storePos] = init[t * TILE + storePos];
      }
  }
  Dev<T> din(in), dout(init);
  loadStore<T, LA, SA><<<tiles, B>>>(din, dout, valid, oob);
  char what[120];
  snprintf(what, sizeof what, "load/store %s %s/%s", tname, lname, sname);
  if (!synced(what)) return;
  compare(what, dout.get(), want);
}

template <class T> void testLoadStores(const char *tname) {
  using namespace cub;
#define LS(LA, SA) testLoadStore<T, LA, SA>(tname, #LA + 11, #SA + 12)
  LS(BLOCK_LOAD_DIRECT, BLOCK_STORE_DIRECT);
  LS(BLOCK_LOAD_STRIPED, BLOCK_STORE_STRIPED);
  LS(BLOCK_LOAD_STRIPED, BLOCK_STORE_DIRECT);
  LS(BLOCK_LOAD_VECTORIZE, BLOCK_STORE_VECTORIZE);
  LS(BLOCK_LOAD_TRANSPOSE, BLOCK_STORE_TRANSPOSE);
  LS(BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE);
  LS(BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED);
  LS(BLOCK_LOAD_DIRECT, BLOCK_STORE_STRIPED);
#undef LS
}

// ---- radix sort ----
template <class K> struct KeyBits;
template <> struct KeyBits<unsigned char> { static unsigned long long of(unsigned char k) { return k; } };
template <> struct KeyBits<short> { static unsigned long long of(short k) { return (unsigned short)k ^ 0x8000u; } };
template <> struct KeyBits<int> { static unsigned long long of(int k) { return (unsigned)k ^ 0x80000000u; } };
template <> struct KeyBits<unsigned long long> { static unsigned long long of(unsigned long long k) { return k; } };
template <> struct KeyBits<long long> { static unsigned long long of(long long k) { return (unsigned long long)k ^ (1ULL << 63); } };
template <> struct KeyBits<float> {
  static unsigned long long of(float k) { unsigned u = floatBits(k); return (u >> 31) ? ~u : u ^ 0x80000000u; }
};
template <> struct KeyBits<double> {
  static unsigned long long of(double k) { unsigned long long u = doubleBits(k); return (u >> 63) ? ~u : u ^ (1ULL << 63); }
};
template <> struct KeyBits<__half> {
  static unsigned long long of(__half k) { unsigned short u; memcpy(&u, &k, 2); return (u >> 15) ? (unsigned short)~u : (unsigned short)(u ^ 0x8000u); }
};

template <class K> K makeKey(unsigned long long &s) { return (K)edgy(s, 8 * sizeof(K)); }
template <> float makeKey<float>(unsigned long long &s) {
  float f;
  do f = edgyFloat(s); while (f != f || (f == 0 && std::signbit(f)));  // no NaN, no -0: their order is CUB's choice
  return f;
}
template <> double makeKey<double>(unsigned long long &s) {
  double f;
  do f = edgyDouble(s); while (f != f || (f == 0 && std::signbit(f)));
  return f;
}
template <> __half makeKey<__half>(unsigned long long &s) {
  unsigned short u;
  do u = (unsigned short)rnd64(s); while ((u & 0x7c00) == 0x7c00 && (u & 0x3ff) || u == 0x8000);
  __half h;
  memcpy(&h, &u, 2);
  return h;
}

// radixSort sorts each block's tile: keys with values (the original index),
// ascending or descending, over bits [begin, end) of the keys' ordered form,
// the result blocked or (striped) blocked-to-striped.
template <class K, bool Desc, bool Striped>
__global__ void radixSort(K *keys, int *vals, int begin, int end) {
  using Sort = cub::BlockRadixSort<K, B, IPT, int>;
  __shared__ typename Sort::TempStorage tmp;
  K k[IPT];
  int v[IPT];
  K *tk = keys + blockIdx.x * TILE;
  int *tv = vals + blockIdx.x * TILE;
  cub::LoadDirectBlocked(threadIdx.x, tk, k);
  cub::LoadDirectBlocked(threadIdx.x, tv, v);
  if (Desc) {
    if (Striped) Sort(tmp).SortDescendingBlockedToStriped(k, v, begin, end);
    else Sort(tmp).SortDescending(k, v, begin, end);
  } else {
    if (Striped) Sort(tmp).SortBlockedToStriped(k, v, begin, end);
    else Sort(tmp).Sort(k, v, begin, end);
  }
  if (Striped) {
    cub::StoreDirectStriped<B>(threadIdx.x, tk, k);
    cub::StoreDirectStriped<B>(threadIdx.x, tv, v);
  } else {
    cub::StoreDirectBlocked(threadIdx.x, tk, k);
    cub::StoreDirectBlocked(threadIdx.x, tv, v);
  }
}

template <class K, bool Desc, bool Striped> void testRadix(const char *kname, int begin, int end) {
  const int tiles = 2, n = tiles * TILE;
  unsigned long long s = 99 + sizeof(K) + begin * 3 + end;
  std::vector<K> keys(n);
  std::vector<int> vals(n);
  for (int i = 0; i < n; i++) keys[i] = makeKey<K>(s), vals[i] = i;
  // a few duplicates, so the sort's stability shows
  for (int i = 0; i < n; i += 7) keys[i] = keys[(i * 13) % n];
  std::vector<K> wk(n);
  std::vector<int> wv(n);
  for (int t = 0; t < tiles; t++) {
    std::vector<int> idx(TILE);
    std::iota(idx.begin(), idx.end(), t * TILE);
    auto field = [&](int i) {
      unsigned long long b = KeyBits<K>::of(keys[i]);
      int w = end - begin;
      return (b >> begin) & (w >= 64 ? ~0ULL : (1ULL << w) - 1);
    };
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return Desc ? field(a) > field(b) : field(a) < field(b); });
    for (int i = 0; i < TILE; i++) wk[t * TILE + i] = keys[idx[i]], wv[t * TILE + i] = vals[idx[i]];
  }
  Dev<K> dk(keys);
  Dev<int> dv(vals);
  radixSort<K, Desc, Striped><<<tiles, B>>>(dk, dv, begin, end);
  char what[120];
  snprintf(what, sizeof what, "radix sort %s%s%s bits %d-%d", kname, Desc ? " desc" : "", Striped ? " striped" : "", begin, end);
  if (!synced(what)) return;
  compare(what, dk.get(), wk);
  strcat(what, " values");
  compare(what, dv.get(), wv);
}

// ---- scans and reductions ----
struct MaxIdx {
  int v, i;
};
struct MaxIdxOp {
  __host__ __device__ MaxIdx operator()(const MaxIdx &a, const MaxIdx &b) const { return b.v > a.v || (b.v == a.v && b.i < a.i) ? b : a; }
};
struct RunningPrefix {
  double total;
  __device__ double operator()(double aggregate) {
    double old = total;
    total += aggregate;
    return old;
  }
};

// scans: each tile of `tiles` scanned in turn by one block with a running
// prefix (double), plus int and MaxIdx scans of one tile, with algorithm A.
template <cub::BlockScanAlgorithm A>
__global__ void scans(const int *in, double *dsum, int *iex, int *aggr, MaxIdx *mx, long long *lsum, int tiles) {
  using ScanD = cub::BlockScan<double, B, A>;
  using ScanI = cub::BlockScan<int, B, A>;
  using ScanM = cub::BlockScan<MaxIdx, B, A>;
  using ScanL = cub::BlockScan<long long, B, A>;
  __shared__ union {
    typename ScanD::TempStorage d;
    typename ScanI::TempStorage i;
    typename ScanM::TempStorage m;
    typename ScanL::TempStorage l;
  } tmp;
  RunningPrefix prefix{0};
  for (int t = 0; t < tiles; t++) {
    double x[IPT];
    for (int j = 0; j < IPT; j++) x[j] = in[t * TILE + threadIdx.x * IPT + j];
    ScanD(tmp.d).InclusiveSum(x, x, prefix);
    __syncthreads();
    for (int j = 0; j < IPT; j++) dsum[t * TILE + threadIdx.x * IPT + j] = x[j];
  }
  int v[IPT];
  for (int j = 0; j < IPT; j++) v[j] = in[threadIdx.x * IPT + j];
  int agg;
  ScanI(tmp.i).ExclusiveSum(v, v, agg);
  __syncthreads();
  for (int j = 0; j < IPT; j++) iex[threadIdx.x * IPT + j] = v[j];
  if (threadIdx.x == 0) aggr[0] = agg;
  MaxIdx m[IPT];
  for (int j = 0; j < IPT; j++) m[j] = {in[threadIdx.x * IPT + j] % 50, (int)threadIdx.x * IPT + j};
  ScanM(tmp.m).InclusiveScan(m, m, MaxIdxOp());
  __syncthreads();
  for (int j = 0; j < IPT; j++) mx[threadIdx.x * IPT + j] = m[j];
  long long l = (long long)in[threadIdx.x] << 20;
  ScanL(tmp.l).ExclusiveScan(l, l, -5LL, MaxOp());
  lsum[threadIdx.x] = l;
}

template <cub::BlockScanAlgorithm A> void testScans(const char *aname) {
  const int tiles = 3, n = tiles * TILE;
  unsigned s = 77 + A;
  std::vector<int> in(n);
  for (auto &v : in) v = (int)(lcg(s) % 2001) - 1000;
  std::vector<double> wd(n);
  double run = 0;
  for (int i = 0; i < n; i++) wd[i] = run += in[i];
  std::vector<int> wi(TILE);
  int acc = 0;
  for (int i = 0; i < TILE; i++) wi[i] = acc, acc += in[i];
  std::vector<MaxIdx> wm(TILE);
  MaxIdx cur{};
  for (int i = 0; i < TILE; i++) {
    MaxIdx x{in[i] % 50, i};
    cur = i == 0 ? x : MaxIdxOp()(cur, x);
    wm[i] = cur;
  }
  std::vector<long long> wl(B);
  long long lm = -5;
  for (int i = 0; i < B; i++) wl[i] = lm, lm = std::max(lm, (long long)in[i] << 20);
  Dev<int> din(in), diex(TILE), dag(1);
  Dev<double> dd(n);
  Dev<MaxIdx> dm(TILE);
  Dev<long long> dl(B);
  scans<A><<<1, B>>>(din, dd, diex, dag, dm, dl, tiles);
  char what[120];
  snprintf(what, sizeof what, "block scan %s", aname);
  if (!synced(what)) return;
  std::string w(what);
  compare((w + " double prefix").c_str(), dd.get(), wd);
  compare((w + " int exclusive").c_str(), diex.get(), wi);
  compare((w + " int aggregate").c_str(), dag.get(), std::vector<int>{acc});
  std::vector<MaxIdx> gm = dm.get();
  std::vector<long long> gmi(TILE), wmi(TILE);
  for (int i = 0; i < TILE; i++) gmi[i] = (long long)gm[i].v << 32 | (unsigned)gm[i].i, wmi[i] = (long long)wm[i].v << 32 | (unsigned)wm[i].i;
  compare((w + " max-index").c_str(), gmi, wmi);
  compare((w + " long long exclusive max").c_str(), dl.get(), wl);
}

template <cub::BlockReduceAlgorithm A>
__global__ void reduces(const int *in, double *dsum, int *partial, MaxIdx *mx, __half *hs, int valid) {
  using RedD = cub::BlockReduce<double, B, A>;
  using RedI = cub::BlockReduce<int, B, A>;
  using RedM = cub::BlockReduce<MaxIdx, B, A>;
  using RedH = cub::BlockReduce<__half, B, A>;
  __shared__ union {
    typename RedD::TempStorage d;
    typename RedI::TempStorage i;
    typename RedM::TempStorage m;
    typename RedH::TempStorage h;
  } tmp;
  double x[IPT];
  for (int j = 0; j < IPT; j++) x[j] = in[threadIdx.x * IPT + j];
  double d = RedD(tmp.d).Sum(x);
  __syncthreads();
  int p = RedI(tmp.i).Reduce(in[threadIdx.x], MinOp(), valid);
  __syncthreads();
  MaxIdx m{in[threadIdx.x] % 17, (int)threadIdx.x};
  MaxIdx r = RedM(tmp.m).Reduce(m, MaxIdxOp());
  __syncthreads();
  __half h = __int2half_rn(in[threadIdx.x] % 8);
  __half hsum = RedH(tmp.h).Reduce(h, SumOp());
  if (threadIdx.x == 0) dsum[0] = d, partial[0] = p, mx[0] = r, hs[0] = hsum;
}

template <cub::BlockReduceAlgorithm A> void testReduces(const char *aname) {
  unsigned s = 5 + A;
  std::vector<int> in(TILE);
  for (auto &v : in) v = (int)(lcg(s) % 2001) - 1000;
  const int valid = 37;
  double wd = 0;
  for (int v : in) wd += v;
  int wp = *std::min_element(in.begin(), in.begin() + valid);
  MaxIdx wm{in[0] % 17, 0};
  int hsum = 0;
  for (int i = 0; i < B; i++) {
    if (i) wm = MaxIdxOp()(wm, MaxIdx{in[i] % 17, i});
    hsum += in[i] % 8;
  }
  Dev<int> din(in), dp(1);
  Dev<double> dd(1);
  Dev<MaxIdx> dm(1);
  Dev<__half> dh(1);
  reduces<A><<<1, B>>>(din, dd, dp, dm, dh, valid);
  char what[120];
  snprintf(what, sizeof what, "block reduce %s", aname);
  if (!synced(what)) return;
  std::string w(what);
  compare((w + " double sum").c_str(), dd.get(), std::vector<double>{wd});
  compare((w + " partial min").c_str(), dp.get(), std::vector<int>{wp});
  MaxIdx gm = dm.get()[0];
  compare((w + " max-index").c_str(), std::vector<int>{gm.v, gm.i}, std::vector<int>{wm.v, wm.i});
  __half gh = dh.get()[0];
  compare((w + " half sum").c_str(), std::vector<float>{__half2float(gh)}, std::vector<float>{(float)hsum});
}

// ---- warp primitives of every logical size ----
template <int L>
__global__ void warps(const int *in, int *red, double *dred, int *inc, long long *exc, int *bcast) {
  using WR = cub::WarpReduce<int, L>;
  using WRD = cub::WarpReduce<double, L>;
  using WS = cub::WarpScan<int, L>;
  using WSL = cub::WarpScan<long long, L>;
  constexpr int warps = B / L;
  __shared__ typename WR::TempStorage r[warps];
  __shared__ typename WRD::TempStorage rd[warps];
  __shared__ typename WS::TempStorage sc[warps];
  __shared__ typename WSL::TempStorage sl[warps];
  int w = threadIdx.x / L, t = threadIdx.x;
  int v = in[t];
  int s = WR(r[w]).Sum(v);
  int valid = 1 + w % L;
  int pm = WR(r[w]).Reduce(v, MaxOp(), valid);
  double d = WRD(rd[w]).Sum((double)v * 0.5);
  int ic;
  WS(sc[w]).InclusiveSum(v, ic);
  long long ex, agg;
  WSL(sl[w]).ExclusiveScan((long long)v * 3, ex, 7LL, SumOp(), agg);
  int b = WS(sc[w]).Broadcast(v, L - 1);
  if (t % L == 0) red[2 * w] = s, red[2 * w + 1] = pm, dred[w] = d;
  inc[t] = ic;
  exc[t] = ex + agg;
  bcast[t] = b;
}

template <int L> void testWarp() {
  unsigned seed = 11 + L;
  std::vector<int> in(B);
  for (auto &v : in) v = (int)(lcg(seed) % 201) - 100;
  const int nw = B / L;
  std::vector<int> wr(2 * nw), wi(B), wb(B);
  std::vector<double> wd(nw);
  std::vector<long long> we(B);
  for (int w = 0; w < nw; w++) {
    int sum = 0, mx = INT_MIN, valid = 1 + w % L;
    double d = 0;
    long long e = 7, agg = 0;
    for (int k = 0; k < L; k++) agg += (long long)in[w * L + k] * 3;
    for (int k = 0; k < L; k++) {
      int v = in[w * L + k];
      sum += v;
      if (k < valid) mx = std::max(mx, v);
      d += v * 0.5;
      wi[w * L + k] = sum;
      we[w * L + k] = e + agg;
      e += (long long)v * 3;
      wb[w * L + k] = in[w * L + L - 1];
    }
    wr[2 * w] = sum, wr[2 * w + 1] = mx, wd[w] = d;
  }
  Dev<int> din(in), dr(2 * nw), di(B), db(B);
  Dev<double> dd(nw);
  Dev<long long> de(B);
  warps<L><<<1, B>>>(din, dr, dd, di, de, db);
  char what[80];
  snprintf(what, sizeof what, "warp primitives, %d threads", L);
  if (!synced(what)) return;
  std::string w(what);
  compare((w + " reduce").c_str(), dr.get(), wr);
  compare((w + " double sum").c_str(), dd.get(), wd);
  compare((w + " inclusive").c_str(), di.get(), wi);
  compare((w + " exclusive+aggregate").c_str(), de.get(), we);
  compare((w + " broadcast").c_str(), db.get(), wb);
}

// ---- histogram, merge sort, discontinuity, shuffle ----
template <cub::BlockHistogramAlgorithm A>
__global__ void histo(const unsigned char *in, unsigned *bins) {
  using H = cub::BlockHistogram<unsigned char, B, IPT, 256, A>;
  __shared__ typename H::TempStorage tmp;
  __shared__ unsigned sh[256];
  unsigned char x[IPT];
  cub::LoadDirectStriped<B>(threadIdx.x, in + blockIdx.x * TILE, x);
  H(tmp).Histogram(x, sh);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += B) atomicAdd(&bins[i], sh[i]);
}

struct ByHigh {
  __device__ bool operator()(const unsigned &a, const unsigned &b) const { return (a >> 8) < (b >> 8); }
};
__global__ void mergeShuffleFlags(unsigned *keys, int *flags, int *shuf) {
  using MS = cub::BlockMergeSort<unsigned, B, IPT>;
  using Disc = cub::BlockDiscontinuity<unsigned, B>;
  using Shuf = cub::BlockShuffle<int, B>;
  __shared__ union {
    typename MS::TempStorage ms;
    typename Disc::TempStorage d;
    typename Shuf::TempStorage s;
  } tmp;
  unsigned k[IPT];
  cub::LoadDirectBlocked(threadIdx.x, keys, k);
  MS(tmp.ms).StableSort(k, ByHigh());
  __syncthreads();
  cub::StoreDirectBlocked(threadIdx.x, keys, k);
  int f[IPT];
  Disc(tmp.d).FlagHeads(f, k, [](unsigned a, unsigned b) { return (a >> 8) != (b >> 8); });
  cub::StoreDirectBlocked(threadIdx.x, flags, f);
  __syncthreads();
  int v = threadIdx.x * 3, up, down;
  Shuf(tmp.s).Offset(v, up, 5);
  __syncthreads();
  Shuf(tmp.s).Rotate(v, down, 7);
  shuf[2 * threadIdx.x] = threadIdx.x + 5 < B ? up : -1;
  shuf[2 * threadIdx.x + 1] = down;
}

template <cub::BlockHistogramAlgorithm A> void testHisto(const char *aname) {
  const int tiles = 4;
  unsigned s = 3 + A;
  std::vector<unsigned char> in(tiles * TILE);
  for (auto &v : in) v = (unsigned char)(lcg(s) % 40 * 6);
  std::vector<unsigned> want(256);
  for (auto v : in) want[v]++;
  Dev<unsigned char> din(in);
  Dev<unsigned> bins(256);
  histo<A><<<tiles, B>>>(din, bins);
  char what[80];
  snprintf(what, sizeof what, "block histogram %s", aname);
  if (synced(what)) compare(what, bins.get(), want);
}

void testMergeShuffle() {
  unsigned s = 8;
  std::vector<unsigned> keys(TILE);
  for (auto &k : keys) k = lcg(s) % 20000;
  std::vector<unsigned> wk = keys;
  std::stable_sort(wk.begin(), wk.end(), [](unsigned a, unsigned b) { return (a >> 8) < (b >> 8); });
  std::vector<int> wf(TILE), ws(2 * B);
  for (int i = 0; i < TILE; i++) wf[i] = i == 0 || (wk[i] >> 8) != (wk[i - 1] >> 8);
  for (int t = 0; t < B; t++) ws[2 * t] = t + 5 < B ? (t + 5) * 3 : -1, ws[2 * t + 1] = (t + 7) % B * 3;
  Dev<unsigned> dk(keys);
  Dev<int> df(TILE), dsh(2 * B);
  mergeShuffleFlags<<<1, B>>>(dk, df, dsh);
  if (!synced("merge sort, flags, shuffle")) return;
  compare("block merge sort (stable, by high bits)", dk.get(), wk);
  compare("block discontinuity heads", df.get(), wf);
  compare("block shuffle offset/rotate", dsh.get(), ws);
}

int main() {
  testLoadStores<char>("char");
  testLoadStores<short>("short");
  testLoadStores<int>("int");
  testLoadStores<double>("double");
  testLoadStores<Triple>("Triple");
  testRadix<unsigned char, false, false>("u8", 0, 8);
  testRadix<short, false, false>("s16", 0, 16);
  testRadix<int, false, false>("s32", 0, 32);
  testRadix<int, true, false>("s32", 0, 32);
  testRadix<int, false, true>("s32", 3, 17);
  testRadix<unsigned long long, false, false>("u64", 0, 64);
  testRadix<long long, true, true>("s64", 8, 50);
  testRadix<float, false, false>("float", 0, 32);
  testRadix<float, true, true>("float", 0, 32);
  testRadix<double, false, false>("double", 0, 64);
  testRadix<__half, false, false>("half", 0, 16);
  testRadix<__half, true, false>("half", 0, 16);
  testScans<cub::BLOCK_SCAN_RAKING>("raking");
  testScans<cub::BLOCK_SCAN_RAKING_MEMOIZE>("raking-memoize");
  testScans<cub::BLOCK_SCAN_WARP_SCANS>("warp-scans");
  testReduces<cub::BLOCK_REDUCE_RAKING>("raking");
  testReduces<cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>("raking-commutative");
  testReduces<cub::BLOCK_REDUCE_WARP_REDUCTIONS>("warp-reductions");
  testWarp<1>();
  testWarp<2>();
  testWarp<4>();
  testWarp<8>();
  testWarp<16>();
  testWarp<32>();
  testHisto<cub::BLOCK_HISTO_SORT>("sort");
  testHisto<cub::BLOCK_HISTO_ATOMIC>("atomic");
  testMergeShuffle();
  return finish();
}
