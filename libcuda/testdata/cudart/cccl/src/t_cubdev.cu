// t_cubdev: CUB's device-wide algorithms on deterministic data, each checked
// against the same computation on the host and summed into a printed
// checksum: radix sort (keys, pairs, descending, segmented), scan (inclusive,
// exclusive, by key), reduce (sum, min, argmax, by key, segmented), histogram
// (even, range), select (if, flagged, unique), partition, run-length encode,
// merge sort. Every algorithm asks for its temporary storage first.
#include <cub/cub.cuh>
#include <algorithm>
#include <map>
#include <vector>
#include "check.h"

struct MinOp {
  __host__ __device__ int operator()(int a, int b) const { return b < a ? b : a; }
};
struct AddOp {
  __host__ __device__ int operator()(int a, int b) const { return a + b; }
};
struct MaxAt {
  int value, index;
};
// ArgMax keeps the first index of the largest value.
struct ArgMaxOp {
  __host__ __device__ MaxAt operator()(MaxAt a, MaxAt b) const {
    if (b.value > a.value || (b.value == a.value && b.index < a.index)) return b;
    return a;
  }
};
struct IsEven {
  __host__ __device__ bool operator()(int x) const { return (x & 1) == 0; }
};
struct Less {
  __host__ __device__ bool operator()(int a, int b) const { return a < b; }
};

__global__ void pairUp(const int *in, MaxAt *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = MaxAt{in[i], i};
}

// Storage is a temporary buffer that grows as the algorithms ask.
struct Storage {
  void *p = nullptr;
  size_t bytes = 0;
  void *get(size_t need) {
    if (need > bytes) {
      if (p) cudaFree(p);
      bytes = need;
      if (cudaMalloc(&p, bytes) != cudaSuccess) {
        printf("cudaMalloc of %zu temporary bytes failed\n", need);
        p = nullptr;
      }
    }
    return p;
  }
};

// RUN(call) asks call for its storage (first argument nullptr), then runs it.
#define RUN(name, ...)                                                  \
  do {                                                                  \
    size_t need = 0;                                                    \
    cudaError_t e = name(nullptr, need, __VA_ARGS__);                   \
    if (e == cudaSuccess) e = name(st.get(need), need, __VA_ARGS__);    \
    if (e == cudaSuccess) e = cudaDeviceSynchronize();                  \
    if (e != cudaSuccess) {                                             \
      printf("%s -> %s\n", #name, cudaGetErrorName(e));                 \
      failures++;                                                       \
    }                                                                   \
  } while (0)

template <typename T>
static T *dev(const std::vector<T> &h) {
  T *d = nullptr;
  if (cudaMalloc(&d, h.size() * sizeof(T) + 16) != cudaSuccess) return nullptr;
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T>
static std::vector<T> host(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("copy back -> %s\n", cudaGetErrorName(e));
  return h;
}
// fnv hashes a vector's values (as 32-bit words) for the printed checksum.
template <typename T>
static unsigned fnv(const std::vector<T> &v) {
  unsigned h = 2166136261u;
  for (const T &x : v) {
    const unsigned char *b = (const unsigned char *)&x;
    for (size_t i = 0; i < sizeof(T); i++) h = (h ^ b[i]) * 16777619u;
  }
  return h;
}
#define REPORT(what, ok, v)                                     \
  do {                                                          \
    check(ok, what);                                            \
    printf("%-28s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v)); \
  } while (0)

int main() {
  Storage st;
  const int n = 30000;
  std::vector<int> h(n), vals(n);
  unsigned seed = 12345;
  for (int i = 0; i < n; i++) {
    h[i] = (int)(lcg(seed) % 200001) - 100000;
    vals[i] = i;
  }
  int *in = dev(h), *v = dev(vals);
  int *out, *out2, *cnt;
  REQUIRE(cudaMalloc(&out, n * sizeof(int) + 16));
  REQUIRE(cudaMalloc(&out2, n * sizeof(int) + 16));
  REQUIRE(cudaMalloc(&cnt, 64 * sizeof(int)));

  // Radix sort: keys, pairs (stable: equal keys keep their order), descending.
  {
    std::vector<int> want(h);
    std::sort(want.begin(), want.end());
    RUN(cub::DeviceRadixSort::SortKeys, in, out, n);
    auto got = host(out, n);
    REPORT("RadixSort::SortKeys", got == want, got);

    std::vector<int> keys(n);
    for (int i = 0; i < n; i++) keys[i] = h[i] % 1000;
    int *k = dev(keys);
    RUN(cub::DeviceRadixSort::SortPairs, k, out, v, out2, n);
    std::vector<int> idx(n);
    for (int i = 0; i < n; i++) idx[i] = i;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] < keys[b]; });
    auto gotv = host(out2, n);
    REPORT("RadixSort::SortPairs", gotv == idx, gotv);

    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] > keys[b]; });
    RUN(cub::DeviceRadixSort::SortPairsDescending, k, out, v, out2, n);
    gotv = host(out2, n);
    REPORT("RadixSort::SortPairsDesc", gotv == idx, gotv);

    // Only bits 4..19 of the unsigned keys.
    std::vector<unsigned> uk(n), wantu(n);
    for (int i = 0; i < n; i++) uk[i] = (unsigned)h[i] * 2654435761u;
    unsigned *duk = dev(uk), *duo;
    REQUIRE(cudaMalloc(&duo, n * sizeof(unsigned)));
    RUN(cub::DeviceRadixSort::SortKeys, duk, duo, n, 4, 20);
    std::vector<unsigned> wu(uk);
    std::stable_sort(wu.begin(), wu.end(), [](unsigned a, unsigned b) { return ((a >> 4) & 0xffff) < ((b >> 4) & 0xffff); });
    auto gotu = host(duo, n);
    REPORT("RadixSort::SortKeys bits", gotu == wu, gotu);

    // Segmented: 7 segments of uneven lengths, one empty.
    std::vector<int> offs = {0, 5, 5, 1000, 4096, 10000, 29000, n};
    int *doffs = dev(offs);
    int segs = (int)offs.size() - 1;
    RUN(cub::DeviceSegmentedRadixSort::SortKeys, in, out, n, segs, doffs, doffs + 1);
    std::vector<int> ws(h);
    for (int s = 0; s < segs; s++) std::sort(ws.begin() + offs[s], ws.begin() + offs[s + 1]);
    got = host(out, n);
    REPORT("SegmentedRadixSort::SortKeys", got == ws, got);

    // Segmented reduce over the same segments.
    RUN(cub::DeviceSegmentedReduce::Sum, in, out, segs, doffs, doffs + 1);
    std::vector<int> wr(segs);
    for (int s = 0; s < segs; s++)
      for (int i = offs[s]; i < offs[s + 1]; i++) wr[s] += h[i];
    got = host(out, segs);
    REPORT("SegmentedReduce::Sum", got == wr, got);
    RUN(cub::DeviceSegmentedReduce::Reduce, in, out, segs, doffs, doffs + 1, MinOp(), 1 << 30);
    for (int s = 0; s < segs; s++) {
      wr[s] = 1 << 30;
      for (int i = offs[s]; i < offs[s + 1]; i++) wr[s] = std::min(wr[s], h[i]);
    }
    got = host(out, segs);
    REPORT("SegmentedReduce::Reduce min", got == wr, got);
    cudaFree(k);
    cudaFree(duk);
    cudaFree(duo);
    cudaFree(doffs);
  }

  // Reductions.
  {
    RUN(cub::DeviceReduce::Sum, in, out, n);
    int s = 0, m = 1 << 30;
    for (int x : h) s += x, m = std::min(m, x);
    auto got = host(out, 1);
    REPORT("DeviceReduce::Sum", got[0] == s, got);
    RUN(cub::DeviceReduce::Reduce, in, out, n, MinOp(), 1 << 30);
    got = host(out, 1);
    REPORT("DeviceReduce::Reduce min", got[0] == m, got);
    RUN(cub::DeviceReduce::Min, in, out, n);
    got = host(out, 1);
    REPORT("DeviceReduce::Min", got[0] == m, got);

    MaxAt *pairs, *best;
    REQUIRE(cudaMalloc(&pairs, n * sizeof(MaxAt)));
    REQUIRE(cudaMalloc(&best, sizeof(MaxAt)));
    pairUp<<<(n + 255) / 256, 256>>>(in, pairs, n);
    RUN(cub::DeviceReduce::Reduce, pairs, best, n, ArgMaxOp(), MaxAt{-(1 << 30), 0});
    auto gb = host(best, 1);
    int at = (int)(std::max_element(h.begin(), h.end()) - h.begin());
    std::vector<int> gv = {gb[0].value, gb[0].index};
    REPORT("DeviceReduce::Reduce argmax", gb[0].value == h[at] && gb[0].index == at, gv);
    cudaFree(pairs);
    cudaFree(best);

    // Reduce by key: runs of equal keys (keys = i / run length that varies).
    std::vector<int> keys(n);
    for (int i = 0, k = 0, left = 1; i < n; i++) {
      keys[i] = k;
      if (--left == 0) k++, left = 1 + (k * 7) % 13;
    }
    int *dk = dev(keys);
    int *uniq, *aggs;
    REQUIRE(cudaMalloc(&uniq, n * sizeof(int)));
    REQUIRE(cudaMalloc(&aggs, n * sizeof(int)));
    RUN(cub::DeviceReduce::ReduceByKey, dk, uniq, in, aggs, cnt, AddOp(), n);
    std::vector<int> wk, wa;
    for (int i = 0; i < n; i++) {
      if (i == 0 || keys[i] != keys[i - 1]) wk.push_back(keys[i]), wa.push_back(0);
      wa.back() += h[i];
    }
    int runs = host(cnt, 1)[0];
    auto gk = host(uniq, runs), ga = host(aggs, runs);
    REPORT("DeviceReduce::ReduceByKey", runs == (int)wk.size() && gk == wk && ga == wa, ga);

    // Scans, plain and by key.
    RUN(cub::DeviceScan::InclusiveSum, in, out, n);
    std::vector<int> w(n);
    for (int i = 0, a = 0; i < n; i++) a += h[i], w[i] = a;
    got = host(out, n);
    REPORT("DeviceScan::InclusiveSum", got == w, got);
    RUN(cub::DeviceScan::ExclusiveScan, in, out, MinOp(), 1 << 30, n);
    for (int i = 0, a = 1 << 30; i < n; i++) w[i] = a, a = std::min(a, h[i]);
    got = host(out, n);
    REPORT("DeviceScan::ExclusiveScan min", got == w, got);
    RUN(cub::DeviceScan::InclusiveScan, in, out, MinOp(), n);
    for (int i = 0, a = 1 << 30; i < n; i++) a = std::min(a, h[i]), w[i] = a;
    got = host(out, n);
    REPORT("DeviceScan::InclusiveScan min", got == w, got);
    RUN(cub::DeviceScan::InclusiveSumByKey, dk, in, out, n);
    for (int i = 0, a = 0; i < n; i++) {
      if (i == 0 || keys[i] != keys[i - 1]) a = 0;
      a += h[i], w[i] = a;
    }
    got = host(out, n);
    REPORT("DeviceScan::InclusiveSumByKey", got == w, got);
    RUN(cub::DeviceScan::ExclusiveSumByKey, dk, in, out, n);
    for (int i = 0, a = 0; i < n; i++) {
      if (i == 0 || keys[i] != keys[i - 1]) a = 0;
      w[i] = a, a += h[i];
    }
    got = host(out, n);
    REPORT("DeviceScan::ExclusiveSumByKey", got == w, got);

    // Run-length encode over the keys, and the non-trivial runs.
    RUN(cub::DeviceRunLengthEncode::Encode, dk, uniq, aggs, cnt, n);
    std::vector<int> wl;
    for (int i = 0; i < n; i++) {
      if (i == 0 || keys[i] != keys[i - 1]) wl.push_back(0);
      wl.back()++;
    }
    runs = host(cnt, 1)[0];
    gk = host(uniq, runs), ga = host(aggs, runs);
    REPORT("RunLengthEncode::Encode", runs == (int)wk.size() && gk == wk && ga == wl, ga);
    RUN(cub::DeviceRunLengthEncode::NonTrivialRuns, dk, uniq, aggs, cnt, n);
    std::vector<int> wo, wn;
    for (int i = 0, start = 0; i <= n; i++) {
      if (i == n || (i > 0 && keys[i] != keys[i - 1])) {
        if (i - start > 1) wo.push_back(start), wn.push_back(i - start);
        start = i;
      }
    }
    runs = host(cnt, 1)[0];
    gk = host(uniq, runs), ga = host(aggs, runs);
    REPORT("RunLengthEncode::NonTrivialRuns", runs == (int)wo.size() && gk == wo && ga == wn, ga);

    // Select and partition.
    RUN(cub::DeviceSelect::If, in, out, cnt, n, IsEven());
    std::vector<int> we, wod;
    for (int x : h) ((x & 1) == 0 ? we : wod).push_back(x);
    int sel = host(cnt, 1)[0];
    got = host(out, sel);
    REPORT("DeviceSelect::If", got == we, got);
    std::vector<char> flags(n);
    for (int i = 0; i < n; i++) flags[i] = (i % 3) == 0;
    char *df = dev(flags);
    RUN(cub::DeviceSelect::Flagged, in, df, out, cnt, n);
    std::vector<int> wf;
    for (int i = 0; i < n; i++)
      if (flags[i]) wf.push_back(h[i]);
    sel = host(cnt, 1)[0];
    got = host(out, sel);
    REPORT("DeviceSelect::Flagged", got == wf, got);
    RUN(cub::DeviceSelect::Unique, dk, out, cnt, n);
    sel = host(cnt, 1)[0];
    got = host(out, sel);
    REPORT("DeviceSelect::Unique", got == wk, got);
    RUN(cub::DevicePartition::If, in, out, cnt, n, IsEven());
    sel = host(cnt, 1)[0];
    got = host(out, n);
    // Selected items in order, then the rejected ones in reverse order.
    std::vector<int> wp(we);
    wp.insert(wp.end(), wod.rbegin(), wod.rend());
    REPORT("DevicePartition::If", sel == (int)we.size() && got == wp, got);
    cudaFree(df);
    cudaFree(dk);
    cudaFree(uniq);
    cudaFree(aggs);
  }

  // Histograms: 10 even bins over [-100000, 100000), and ranges.
  {
    int *hist;
    REQUIRE(cudaMalloc(&hist, 16 * sizeof(int)));
    RUN(cub::DeviceHistogram::HistogramEven, in, hist, 11, -100000, 100000, n);
    std::vector<int> wh(10);
    for (int x : h)
      if (x >= -100000 && x < 100000) wh[(long long)(x + 100000) * 10 / 200000]++;
    auto got = host(hist, 10);
    REPORT("DeviceHistogram::HistogramEven", got == wh, got);
    std::vector<int> lv = {-100000, -50000, -1000, 0, 1, 1000, 77777};
    int *dl = dev(lv);
    RUN(cub::DeviceHistogram::HistogramRange, in, hist, (int)lv.size(), dl, n);
    std::vector<int> wr(lv.size() - 1);
    for (int x : h)
      for (size_t b = 0; b + 1 < lv.size(); b++)
        if (x >= lv[b] && x < lv[b + 1]) wr[b]++;
    got = host(hist, lv.size() - 1);
    REPORT("DeviceHistogram::HistogramRange", got == wr, got);
    cudaFree(dl);
    cudaFree(hist);
  }

  // Merge sort: a comparison sort of pairs (stable) and keys.
  {
    std::vector<int> keys(n);
    for (int i = 0; i < n; i++) keys[i] = h[i] / 100;
    int *dk = dev(keys);
    OK(cudaMemcpy(out2, v, n * sizeof(int), cudaMemcpyDeviceToDevice));
    RUN(cub::DeviceMergeSort::StableSortPairs, dk, out2, n, Less());
    std::vector<int> idx(n);
    for (int i = 0; i < n; i++) idx[i] = i;
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] < keys[b]; });
    auto got = host(out2, n);
    REPORT("MergeSort::StableSortPairs", got == idx, got);
    OK(cudaMemcpy(out, in, n * sizeof(int), cudaMemcpyDeviceToDevice));
    RUN(cub::DeviceMergeSort::SortKeys, out, n, Less());
    std::vector<int> want(h);
    std::sort(want.begin(), want.end());
    got = host(out, n);
    REPORT("MergeSort::SortKeys", got == want, got);
    cudaFree(dk);
  }
  cudaFree(st.p);
  cudaFree(in);
  cudaFree(v);
  cudaFree(out);
  cudaFree(out2);
  cudaFree(cnt);
  return finish();
}
