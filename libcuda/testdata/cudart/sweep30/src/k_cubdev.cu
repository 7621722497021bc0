// k_cubdev: CUB's device-wide algorithms (CUB 1.17 with CUDA 11.8, for
// sm_90) on the types t_cubdev leaves out: DeviceSegmentedReduce (Sum, Min,
// Max, ArgMin, ArgMax, a custom operator; empty segments) on double, half and
// a struct; DeviceSelect (If, Flagged, Unique) on double and a struct;
// DeviceRunLengthEncode (Encode, NonTrivialRuns) on half and long long;
// DeviceHistogram (HistogramEven on float samples, HistogramRange with
// double levels, MultiHistogramEven<4, 3> on RGBA bytes); DeviceRadixSort of
// double, half and 8-bit keys with values; DeviceScan with a struct and a
// custom operator. Every expected value is the host's: sums of small
// integers, orders fixed by the keys' bits, counts.
#include "../../sweep27/src/sw27.h"
#include "cubops.h"
#include <cuda_fp16.h>
#include <algorithm>
#include <map>

struct Pair {
  int a;
  float b;
  __host__ __device__ bool operator==(const Pair &o) const { return a == o.a && b == o.b; }
};
struct PairMax {
  __host__ __device__ Pair operator()(const Pair &x, const Pair &y) const { return {x.a > y.a ? x.a : y.a, x.b + y.b}; }
};
struct IsOddPair {
  __host__ __device__ bool operator()(const Pair &p) const { return p.a & 1; }
};
struct Positive {
  __host__ __device__ bool operator()(double d) const { return d > 0; }
};

// Temp runs a CUB call twice: first to size its temporary storage, then for real.
template <class F> cudaError_t withTemp(F call) {
  size_t bytes = 0;
  cudaError_t e = call(nullptr, bytes);
  if (e != cudaSuccess) return e;
  void *tmp;
  if ((e = cudaMalloc(&tmp, bytes + 1)) != cudaSuccess) return e;
  e = call(tmp, bytes);
  cudaError_t s = cudaDeviceSynchronize();
  cudaFree(tmp);
  return e != cudaSuccess ? e : s;
}
#define RUN(what, call)                                                           \
  do {                                                                            \
    cudaError_t e_ = withTemp([&](void *t_, size_t &b_) { return call; });       \
    if (e_ != cudaSuccess) {                                                      \
      printf("%s: %s\n", what, cudaGetErrorName(e_));                             \
      failures++;                                                                 \
    }                                                                             \
  } while (0)

static std::vector<int> segmentOffsets(int n, unsigned &s) {
  std::vector<int> off = {0};
  while (off.back() < n) {
    int len = lcg(s) % 5 == 0 ? 0 : (int)(lcg(s) % 300);  // some empty segments
    off.push_back(std::min(n, off.back() + len));
  }
  return off;
}

void segmented() {
  const int n = 20000;
  unsigned s = 1;
  std::vector<int> off = segmentOffsets(n, s);
  int segs = off.size() - 1;
  std::vector<double> d(n);
  std::vector<__half> h(n);
  std::vector<Pair> p(n);
  for (int i = 0; i < n; i++) {
    int v = (int)(lcg(s) % 2001) - 1000;
    d[i] = v / 4.0, h[i] = __int2half_rn(v % 64), p[i] = {v, (float)(v % 16)};
  }
  Dev<int> doff(off);
  Dev<double> dd(d), dsum(segs), dmin(segs), dmax(segs);
  Dev<__half> dh(h), hsum(segs);
  Dev<Pair> dp(p), pred(segs);
  Dev<cub::KeyValuePair<int, double>> amin(segs), amax(segs);
  RUN("segmented sum double", cub::DeviceSegmentedReduce::Sum(t_, b_, dd.p, dsum.p, segs, doff.p, doff.p + 1));
  RUN("segmented min double", cub::DeviceSegmentedReduce::Min(t_, b_, dd.p, dmin.p, segs, doff.p, doff.p + 1));
  RUN("segmented max double", cub::DeviceSegmentedReduce::Max(t_, b_, dd.p, dmax.p, segs, doff.p, doff.p + 1));
  RUN("segmented argmin", cub::DeviceSegmentedReduce::ArgMin(t_, b_, dd.p, amin.p, segs, doff.p, doff.p + 1));
  RUN("segmented argmax", cub::DeviceSegmentedReduce::ArgMax(t_, b_, dd.p, amax.p, segs, doff.p, doff.p + 1));
  RUN("segmented sum half", cub::DeviceSegmentedReduce::Reduce(t_, b_, dh.p, hsum.p, segs, doff.p, doff.p + 1, SumOp(), __half(0)));
  RUN("segmented custom", cub::DeviceSegmentedReduce::Reduce(t_, b_, dp.p, pred.p, segs, doff.p, doff.p + 1, PairMax(), Pair{-5000, 0}));
  std::vector<double> wsum(segs), wmin(segs), wmax(segs);
  std::vector<float> whs(segs), ghs(segs);
  std::vector<long long> wam(segs), gam(segs), wax(segs), gax(segs), wp(segs), gp(segs);
  std::vector<__half> gh = hsum.get();
  std::vector<cub::KeyValuePair<int, double>> gmin = amin.get(), gmax = amax.get();
  std::vector<Pair> gpr = pred.get();
  for (int k = 0; k < segs; k++) {
    double sm = 0, mn = INFINITY, mx = -INFINITY;
    int hs = 0, imin = 1, imax = 1;
    Pair pr{-5000, 0};
    if (off[k] == off[k + 1]) imin = imax = 1;  // an empty segment's KeyValuePair is {1, max/lowest}
    for (int i = off[k]; i < off[k + 1]; i++) {
      sm += d[i], hs += (int)__half2float(h[i]);
      if (d[i] < mn) mn = d[i], imin = i - off[k];
      if (d[i] > mx) mx = d[i], imax = i - off[k];
      pr = PairMax()(pr, p[i]);
    }
    if (off[k] == off[k + 1]) mn = std::numeric_limits<double>::max(), mx = std::numeric_limits<double>::lowest();
    wsum[k] = sm, wmin[k] = mn, wmax[k] = mx, whs[k] = (float)hs, ghs[k] = __half2float(gh[k]);
    wam[k] = (long long)imin << 40 ^ doubleBits(mn), gam[k] = (long long)gmin[k].key << 40 ^ doubleBits(gmin[k].value);
    wax[k] = (long long)imax << 40 ^ doubleBits(mx), gax[k] = (long long)gmax[k].key << 40 ^ doubleBits(gmax[k].value);
    wp[k] = (long long)pr.a << 32 | floatBits(pr.b), gp[k] = (long long)gpr[k].a << 32 | floatBits(gpr[k].b);
  }
  compare("DeviceSegmentedReduce::Sum double", dsum.get(), wsum);
  compare("DeviceSegmentedReduce::Min double", dmin.get(), wmin);
  compare("DeviceSegmentedReduce::Max double", dmax.get(), wmax);
  compare("DeviceSegmentedReduce::ArgMin double", gam, wam);
  compare("DeviceSegmentedReduce::ArgMax double", gax, wax);
  compare("DeviceSegmentedReduce::Reduce half sum", ghs, whs);
  compare("DeviceSegmentedReduce::Reduce struct", gp, wp);
}

void selects() {
  const int n = 30000;
  unsigned s = 2;
  std::vector<double> d(n);
  std::vector<Pair> p(n);
  std::vector<char> flags(n);
  for (int i = 0; i < n; i++) {
    int v = (int)(lcg(s) % 201) - 100;
    d[i] = v / 2.0, p[i] = {v / 7, (float)(v / 13)}, flags[i] = lcg(s) % 3 == 0;
  }
  Dev<double> dd(d), dout(n);
  Dev<Pair> dp(p), pout(n), uout(n);
  Dev<char> df(flags);
  Dev<int> cnt(3);
  RUN("select if double", cub::DeviceSelect::If(t_, b_, dd.p, dout.p, cnt.p, n, Positive()));
  RUN("select flagged struct", cub::DeviceSelect::Flagged(t_, b_, dp.p, df.p, pout.p, cnt.p + 1, n));
  RUN("select unique struct", cub::DeviceSelect::Unique(t_, b_, dp.p, uout.p, cnt.p + 2, n));
  std::vector<double> wd;
  std::vector<long long> wf, wu;
  for (int i = 0; i < n; i++) {
    if (d[i] > 0) wd.push_back(d[i]);
    if (flags[i]) wf.push_back((long long)p[i].a << 32 | floatBits(p[i].b));
    if (i == 0 || !(p[i] == p[i - 1])) wu.push_back((long long)p[i].a << 32 | floatBits(p[i].b));
  }
  std::vector<int> c = cnt.get();
  compare("DeviceSelect counts", c, std::vector<int>{(int)wd.size(), (int)wf.size(), (int)wu.size()});
  std::vector<double> gd = dout.get();
  gd.resize(wd.size());
  compare("DeviceSelect::If double", gd, wd);
  auto packed = [](const std::vector<Pair> &v, size_t k) {
    std::vector<long long> o(k);
    for (size_t i = 0; i < k; i++) o[i] = (long long)v[i].a << 32 | floatBits(v[i].b);
    return o;
  };
  compare("DeviceSelect::Flagged struct", packed(pout.get(), wf.size()), wf);
  compare("DeviceSelect::Unique struct", packed(uout.get(), wu.size()), wu);
}

void runLengths() {
  const int n = 25000;
  unsigned s = 3;
  std::vector<long long> v(n);
  std::vector<__half> h(n);
  long long cur = 0;
  for (int i = 0; i < n; i++) {
    if (lcg(s) % 4 == 0) cur = (long long)(lcg(s) % 7) << 35;
    v[i] = cur, h[i] = __int2half_rn((int)(cur >> 35) - 3);
  }
  Dev<long long> dv(v), uniq(n);
  Dev<__half> dh(h), huniq(n);
  Dev<int> lens(n), hlens(n), offs(n), olens(n), cnt(3);
  RUN("rle long long", cub::DeviceRunLengthEncode::Encode(t_, b_, dv.p, uniq.p, lens.p, cnt.p, n));
  RUN("rle half", cub::DeviceRunLengthEncode::Encode(t_, b_, dh.p, huniq.p, hlens.p, cnt.p + 1, n));
  RUN("non-trivial runs", cub::DeviceRunLengthEncode::NonTrivialRuns(t_, b_, dv.p, offs.p, olens.p, cnt.p + 2, n));
  std::vector<long long> wu;
  std::vector<int> wl, wo, wol;
  for (int i = 0; i < n;) {
    int j = i;
    while (j < n && v[j] == v[i]) j++;
    wu.push_back(v[i]), wl.push_back(j - i);
    if (j - i > 1) wo.push_back(i), wol.push_back(j - i);
    i = j;
  }
  std::vector<int> c = cnt.get();
  compare("DeviceRunLengthEncode counts", c, std::vector<int>{(int)wu.size(), (int)wu.size(), (int)wo.size()});
  auto cut = [](auto v, size_t k) { v.resize(k); return v; };
  compare("DeviceRunLengthEncode::Encode long long", cut(uniq.get(), wu.size()), wu);
  compare("DeviceRunLengthEncode::Encode lengths", cut(lens.get(), wl.size()), wl);
  std::vector<__half> gh = huniq.get();
  std::vector<float> ghf(wu.size()), whf(wu.size());
  for (size_t k = 0; k < wu.size(); k++) ghf[k] = __half2float(gh[k]), whf[k] = (float)((int)(wu[k] >> 35) - 3);
  compare("DeviceRunLengthEncode::Encode half", ghf, whf);
  compare("DeviceRunLengthEncode::Encode half lengths", cut(hlens.get(), wl.size()), wl);
  compare("DeviceRunLengthEncode::NonTrivialRuns offsets", cut(offs.get(), wo.size()), wo);
  compare("DeviceRunLengthEncode::NonTrivialRuns lengths", cut(olens.get(), wol.size()), wol);
}

void histograms() {
  const int n = 40000;
  unsigned s = 4;
  std::vector<float> f(n);
  std::vector<double> dsamp(n);
  std::vector<unsigned char> rgba(4 * n);
  for (int i = 0; i < n; i++) {
    f[i] = (float)((int)(lcg(s) % 2400) - 200) / 8.0f;  // some below and above the range
    dsamp[i] = (double)(lcg(s) % 1000) / 3.0;
    for (int c = 0; c < 4; c++) rgba[4 * i + c] = (unsigned char)lcg(s);
  }
  const int bins = 15;  // over [0, 240): a bin is 16 wide, exact in any arithmetic
  Dev<float> df(f);
  Dev<double> dds(dsamp);
  Dev<unsigned char> drgba(rgba);
  Dev<int> hist(bins), hr(6), h0(256), h1(64), h2(16);
  std::vector<double> levels = {0, 10, 55.5, 100, 200.25, 300, 333.5};
  Dev<double> dlev(levels);
  RUN("histogram even float", cub::DeviceHistogram::HistogramEven(t_, b_, df.p, hist.p, bins + 1, 0.0f, 240.0f, n));
  RUN("histogram range double", cub::DeviceHistogram::HistogramRange(t_, b_, dds.p, hr.p, 7, dlev.p, n));
  int *hists[3] = {h0.p, h1.p, h2.p};
  int nlev[3] = {257, 65, 17};
  unsigned lower[3] = {0, 0, 0}, upper[3] = {256, 256, 256};
  RUN("multi histogram", (cub::DeviceHistogram::MultiHistogramEven<4, 3>(t_, b_, drgba.p, hists, nlev, lower, upper, n)));
  std::vector<int> wh(bins), whr(6), w0(256), w1(64), w2(16);
  for (int i = 0; i < n; i++) {
    if (f[i] >= 0 && f[i] < 240) wh[(int)(f[i] / 16)]++;
    for (int k = 0; k < 6; k++)
      if (dsamp[i] >= levels[k] && dsamp[i] < levels[k + 1]) whr[k]++;
    w0[rgba[4 * i]]++, w1[rgba[4 * i + 1] / 4]++, w2[rgba[4 * i + 2] / 16]++;
  }
  compare("DeviceHistogram::HistogramEven float", hist.get(), wh);
  compare("DeviceHistogram::HistogramRange double", hr.get(), whr);
  compare("DeviceHistogram::MultiHistogramEven R", h0.get(), w0);
  compare("DeviceHistogram::MultiHistogramEven G", h1.get(), w1);
  compare("DeviceHistogram::MultiHistogramEven B", h2.get(), w2);
}

template <class K> void radix(const char *name, std::vector<K> keys) {
  int n = keys.size();
  std::vector<int> vals(n);
  for (int i = 0; i < n; i++) vals[i] = i;
  Dev<K> dk(keys), ko(n);
  Dev<int> dv(vals), vo(n);
  RUN(name, cub::DeviceRadixSort::SortPairs(t_, b_, dk.p, ko.p, dv.p, vo.p, n));
  std::vector<int> idx(n);
  for (int i = 0; i < n; i++) idx[i] = i;
  auto bits = [&](int i) {
    unsigned long long u = 0;
    memcpy(&u, &keys[i], sizeof(K));
    unsigned long long top = 1ULL << (8 * sizeof(K) - 1), all = sizeof(K) == 8 ? ~0ULL : (1ULL << 8 * sizeof(K)) - 1;
    if (std::is_floating_point<K>::value || std::is_same<K, __half>::value) return (u & top) ? ~u & all : u ^ top;
    return std::is_signed<K>::value ? u ^ top : u;
  };
  std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return bits(a) < bits(b); });
  std::vector<int> wv(n);
  std::vector<K> wk(n);
  for (int i = 0; i < n; i++) wv[i] = idx[i], wk[i] = keys[idx[i]];
  char what[80];
  snprintf(what, sizeof what, "DeviceRadixSort::SortPairs %s keys", name);
  compare(what, ko.get(), wk);
  snprintf(what, sizeof what, "DeviceRadixSort::SortPairs %s values", name);
  compare(what, vo.get(), wv);
}

void scanStruct() {
  const int n = 50000;
  unsigned s = 6;
  std::vector<Pair> p(n);
  for (auto &x : p) x = {(int)(lcg(s) % 100000), (float)(lcg(s) % 16)};
  Dev<Pair> dp(p), out(n);
  RUN("scan struct", cub::DeviceScan::InclusiveScan(t_, b_, dp.p, out.p, PairMax(), n));
  std::vector<long long> w(n), g(n);
  std::vector<Pair> got = out.get();
  Pair acc = p[0];
  for (int i = 0; i < n; i++) {
    if (i) acc = PairMax()(acc, p[i]);
    w[i] = (long long)acc.a << 32 | floatBits(acc.b), g[i] = (long long)got[i].a << 32 | floatBits(got[i].b);
  }
  compare("DeviceScan::InclusiveScan struct", g, w);
}

int main() {
  segmented();
  selects();
  runLengths();
  histograms();
  unsigned long long s = 7;
  std::vector<double> dk(30000);
  for (auto &k : dk) {
    do k = edgyDouble(s); while (k != k || (k == 0 && std::signbit(k)));
  }
  radix("double", dk);
  std::vector<__half> hk(30000);
  for (auto &k : hk) {
    unsigned short u;
    do u = (unsigned short)rnd64(s); while (((u & 0x7c00) == 0x7c00 && (u & 0x3ff)) || u == 0x8000);
    memcpy(&k, &u, 2);
  }
  radix("half", hk);
  std::vector<signed char> ck(30000);
  for (auto &k : ck) k = (signed char)rnd64(s);
  radix("s8", ck);
  scanStruct();
  return finish();
}
