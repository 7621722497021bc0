// build: --extended-lambda
// s_cub_device2: CUB's newer device-wide algorithms: DeviceMergeSort
// (SortPairs, StableSortKeys with a comparator), DeviceRunLengthEncode
// (Encode, NonTrivialRuns), DeviceAdjacentDifference (SubtractLeftCopy,
// SubtractRight in place, a custom operator), DeviceCopy::Batched and
// DeviceMemcpy::Batched over ranges of different sizes, DeviceFor
// (ForEachN, Bulk), DeviceTransform of two inputs, DeviceSegmentedSort
// (pairs, with empty segments), DeviceScan::InclusiveScanByKey and
// DeviceReduce::ReduceByKey; every result checked against a host
// computation.
#include <cub/cub.cuh>
#include <cuda/std/tuple>
#include <cuda/std/functional>
#include <cuda/functional>
#include <algorithm>
#include <vector>
#include "check.h"

// call runs a CUB algorithm the CUB way: size query, allocate, run.
template <typename F> static void call(const char *what, F f) {
  size_t bytes = 0;
  cudaError_t e = f(nullptr, bytes);
  void *tmp = nullptr;
  if (e == cudaSuccess) e = cudaMalloc(&tmp, bytes ? bytes : 1);
  if (e == cudaSuccess) e = f(tmp, bytes);
  if (e == cudaSuccess) e = cudaDeviceSynchronize();
  printf("%-40s -> %s\n", what, cudaGetErrorName(e));
  if (e != cudaSuccess) failures++;
  cudaFree(tmp);
}

template <typename T> static T *up(const std::vector<T> &v) {
  T *d;
  OK(cudaMalloc(&d, v.size() * sizeof(T) + 1));
  OK(cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}
template <typename T> static std::vector<T> down(const T *d, size_t n) {
  std::vector<T> v(n);
  OK(cudaMemcpy(v.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return v;
}

struct AbsLess {
  __host__ __device__ bool operator()(int a, int b) const { return (a < 0 ? -a : a) < (b < 0 ? -b : b); }
};

int main() {
  const int N = 5000;
  unsigned s = 99;
  std::vector<int> keys(N), vals(N), runs(N);
  for (int i = 0; i < N; i++) {
    keys[i] = (int)(lcg(s) % 2001) - 1000;
    vals[i] = i;
    runs[i] = (int)(lcg(s) % 7 < 5 ? (i ? runs[i - 1] : 0) : lcg(s) % 50);
  }

  // Merge sort: pairs by |key| (stable on values), keys descending.
  {
    int *k = up(keys), *v = up(vals);
    call("DeviceMergeSort::SortPairs", [&](void *t, size_t &b) { return cub::DeviceMergeSort::SortPairs(t, b, k, v, N, AbsLess()); });
    auto hk = down(k, N), hv = down(v, N);
    bool sorted = true;
    for (int i = 1; i < N; i++) sorted &= !AbsLess()(hk[i], hk[i - 1]);
    bool perm = true;
    for (int i = 0; i < N; i++) perm &= keys[hv[i]] == hk[i];
    printf("merge sort pairs: first %d %d last %d fnv %016llx\n", hk[0], hv[0], hk[N - 1], fnv(hk.data(), N * 4));
    check(sorted && perm, "SortPairs");
    int *k2 = up(keys);
    call("DeviceMergeSort::StableSortKeys", [&](void *t, size_t &b) { return cub::DeviceMergeSort::StableSortKeys(t, b, k2, N, [] __device__(int a, int b) { return a > b; }); });
    auto h2 = down(k2, N);
    std::vector<int> want = keys;
    std::stable_sort(want.begin(), want.end(), [](int a, int b) { return a > b; });
    check(h2 == want, "StableSortKeys descending");
    cudaFree(k), cudaFree(v), cudaFree(k2);
  }

  // Run-length encoding.
  {
    int *in = up(runs), *uniq, *counts, *num, *offs, *lens;
    OK(cudaMalloc(&uniq, N * 4));
    OK(cudaMalloc(&counts, N * 4));
    OK(cudaMalloc(&num, 4));
    OK(cudaMalloc(&offs, N * 4));
    OK(cudaMalloc(&lens, N * 4));
    call("DeviceRunLengthEncode::Encode", [&](void *t, size_t &b) { return cub::DeviceRunLengthEncode::Encode(t, b, in, uniq, counts, num, N); });
    int n = down(num, 1)[0];
    auto hu = down(uniq, n), hc = down(counts, n);
    std::vector<int> wu, wc;
    for (int i = 0; i < N; i++)
      if (i == 0 || runs[i] != runs[i - 1]) wu.push_back(runs[i]), wc.push_back(1);
      else wc.back()++;
    printf("runs %d, first (%d x%d), fnv %016llx\n", n, hu[0], hc[0], fnv(hc.data(), n * 4));
    check(hu == wu && hc == wc, "Encode");
    call("DeviceRunLengthEncode::NonTrivialRuns", [&](void *t, size_t &b) { return cub::DeviceRunLengthEncode::NonTrivialRuns(t, b, in, offs, lens, num, N); });
    int nt = down(num, 1)[0];
    auto ho = down(offs, nt), hl = down(lens, nt);
    std::vector<int> wo, wl;
    for (int i = 0, start = 0; i <= N; i++)
      if (i == N || runs[i] != runs[start]) {
        if (i - start > 1) wo.push_back(start), wl.push_back(i - start);
        start = i;
      }
    printf("non-trivial runs %d, first at %d of %d\n", nt, nt ? ho[0] : -1, nt ? hl[0] : -1);
    check(ho == wo && hl == wl, "NonTrivialRuns");
    cudaFree(in), cudaFree(uniq), cudaFree(counts), cudaFree(num), cudaFree(offs), cudaFree(lens);
  }

  // Adjacent difference.
  {
    int *in = up(keys), *out;
    OK(cudaMalloc(&out, N * 4));
    call("DeviceAdjacentDifference::SubtractLeftCopy", [&](void *t, size_t &b) { return cub::DeviceAdjacentDifference::SubtractLeftCopy(t, b, in, out, N); });
    auto h = down(out, N);
    bool good = h[0] == keys[0];
    for (int i = 1; i < N; i++) good &= h[i] == keys[i] - keys[i - 1];
    check(good, "SubtractLeftCopy");
    call("DeviceAdjacentDifference::SubtractRight", [&](void *t, size_t &b) { return cub::DeviceAdjacentDifference::SubtractRight(t, b, in, N, [] __device__(int a, int b) { return a * 2 + b; }); });
    h = down(in, N);
    good = h[N - 1] == keys[N - 1];
    for (int i = 0; i < N - 1; i++) good &= h[i] == keys[i] * 2 + keys[i + 1];
    printf("adjacent difference: %d %d\n", h[0], h[N - 2]);
    check(good, "SubtractRight");
    cudaFree(in), cudaFree(out);
  }

  // Batched copies: 6 ranges of 0..1000 ints (DeviceCopy: iterators of
  // iterators; DeviceMemcpy: byte buffers).
  {
    const int R = 6;
    int sizes[R] = {0, 1, 17, 1000, 333, 64};
    int *src = up(keys), *dst;
    OK(cudaMalloc(&dst, N * 4));
    OK(cudaMemset(dst, 0xff, N * 4));
    std::vector<int *> ins(R), outs(R);
    std::vector<size_t> bytes(R);
    int so = 0, dof = 7;
    for (int r = 0; r < R; r++) ins[r] = src + so, outs[r] = dst + dof, so += sizes[r] + 3, dof += sizes[r] + 1, bytes[r] = sizes[r] * 4;
    int **din = up(ins), **dout = up(outs);
    int *dsizes = up(std::vector<int>(sizes, sizes + R));
    call("DeviceCopy::Batched", [&](void *t, size_t &b) { return cub::DeviceCopy::Batched(t, b, din, dout, dsizes, R); });
    auto h = down(dst, N);
    bool good = true;
    for (int r = 0; r < R; r++)
      for (int i = 0; i < sizes[r]; i++) good &= h[outs[r] - dst + i] == keys[ins[r] - src + i];
    check(good, "DeviceCopy::Batched");
    std::vector<void *> vin(R), vout(R);
    for (int r = 0; r < R; r++) vin[r] = ins[r], vout[r] = (char *)outs[r] + 1;
    void **dvin = up(vin), **dvout = up(vout);
    size_t *dbytes = up(bytes);
    OK(cudaMemset(dst, 0, N * 4));
    call("DeviceMemcpy::Batched (unaligned dst)", [&](void *t, size_t &b) { return cub::DeviceMemcpy::Batched(t, b, dvin, dvout, dbytes, R); });
    auto hb = down((unsigned char *)dst, N * 4);
    good = true;
    for (int r = 0; r < R; r++)
      for (size_t i = 0; i < bytes[r]; i++) good &= hb[(char *)vout[r] - (char *)dst + i] == ((unsigned char *)keys.data())[(char *)ins[r] - (char *)src + i];
    printf("batched: copy and memcpy fnv %016llx\n", fnv(hb.data(), N * 4));
    check(good, "DeviceMemcpy::Batched");
    cudaFree(src), cudaFree(dst), cudaFree(din), cudaFree(dout), cudaFree(dsizes), cudaFree(dvin), cudaFree(dvout), cudaFree(dbytes);
  }

  // DeviceFor and DeviceTransform.
  {
    int *a = up(keys), *b = up(vals), *out;
    OK(cudaMalloc(&out, N * 4));
    cudaError_t e = cub::DeviceFor::ForEachN(a, N, [] __device__(int &x) { x = x * 3 + 1; });
    printf("%-40s -> %s\n", "DeviceFor::ForEachN", cudaGetErrorName(e));
    e = cub::DeviceFor::Bulk(N, [=] __device__(int i) { b[i] = b[i] ^ (i * 7); });
    printf("%-40s -> %s\n", "DeviceFor::Bulk", cudaGetErrorName(e));
    e = cub::DeviceTransform::Transform(cuda::std::make_tuple(a, b), out, N, [] __device__(int x, int y) { return x - 2 * y; });
    printf("%-40s -> %s\n", "DeviceTransform::Transform", cudaGetErrorName(e));
    OK(cudaDeviceSynchronize());
    auto h = down(out, N);
    bool good = true;
    for (int i = 0; i < N; i++) good &= h[i] == (keys[i] * 3 + 1) - 2 * (vals[i] ^ (i * 7));
    check(good, "DeviceFor + DeviceTransform");
    cudaFree(a), cudaFree(b), cudaFree(out);
  }

  // Segmented sort, scan by key, reduce by key.
  {
    std::vector<int> offsets = {0, 100, 100, 1234, 1235, 4000, N};
    const int S = (int)offsets.size() - 1;
    int *k = up(keys), *v = up(vals), *ko, *vo, *off = up(offsets);
    OK(cudaMalloc(&ko, N * 4));
    OK(cudaMalloc(&vo, N * 4));
    call("DeviceSegmentedSort::StableSortPairs", [&](void *t, size_t &b) { return cub::DeviceSegmentedSort::StableSortPairs(t, b, k, ko, v, vo, N, S, off, off + 1); });
    auto hk = down(ko, N), hv = down(vo, N);
    std::vector<std::pair<int, int>> want;
    bool good = true;
    for (int sg = 0; sg < S; sg++) {
      std::vector<std::pair<int, int>> seg;
      for (int i = offsets[sg]; i < offsets[sg + 1]; i++) seg.push_back({keys[i], vals[i]});
      std::stable_sort(seg.begin(), seg.end(), [](auto a, auto b) { return a.first < b.first; });
      for (size_t j = 0; j < seg.size(); j++) good &= hk[offsets[sg] + j] == seg[j].first && hv[offsets[sg] + j] == seg[j].second;
    }
    check(good, "segmented sort");
    int *scanned;
    OK(cudaMalloc(&scanned, N * 4));
    int *rk = up(runs);
    call("DeviceScan::InclusiveScanByKey", [&](void *t, size_t &b) { return cub::DeviceScan::InclusiveScanByKey(t, b, rk, v, scanned, cuda::std::plus<>{}, N); });
    auto hs = down(scanned, N);
    good = true;
    long long acc = 0;
    for (int i = 0; i < N; i++) {
      acc = (i && runs[i] == runs[i - 1]) ? acc + vals[i] : vals[i];
      good &= hs[i] == (int)acc;
    }
    check(good, "InclusiveScanByKey");
    int *uk, *agg, *num;
    OK(cudaMalloc(&uk, N * 4));
    OK(cudaMalloc(&agg, N * 4));
    OK(cudaMalloc(&num, 4));
    call("DeviceReduce::ReduceByKey (max)", [&](void *t, size_t &b) { return cub::DeviceReduce::ReduceByKey(t, b, rk, uk, k, agg, num, cuda::maximum<>{}, N); });
    int n = down(num, 1)[0];
    auto ha = down(agg, n);
    std::vector<int> wa;
    for (int i = 0; i < N; i++)
      if (i == 0 || runs[i] != runs[i - 1]) wa.push_back(keys[i]);
      else wa.back() = std::max(wa.back(), keys[i]);
    printf("reduce by key: %d segments, fnv %016llx\n", n, fnv(ha.data(), n * 4));
    check(ha == wa, "ReduceByKey");
    cudaFree(k), cudaFree(v), cudaFree(ko), cudaFree(vo), cudaFree(off), cudaFree(scanned), cudaFree(rk), cudaFree(uk), cudaFree(agg), cudaFree(num);
  }
  return finish();
}
