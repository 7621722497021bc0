// t_thrust2: Thrust algorithms on device_vectors beyond t_thrust's: sort_by_key
// (with a comparator, descending), reduce_by_key, transform_reduce,
// inner_product, copy_if, remove_if, unique, unique_by_key, set_union,
// set_intersection, set_difference, merge, lower_bound, adjacent_difference,
// exclusive_scan_by_key, gather/scatter, sequence, count, min/max_element.
// Each result is checked on the host and hashed into a printed checksum.
#include <thrust/adjacent_difference.h>
#include <thrust/binary_search.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/extrema.h>
#include <thrust/functional.h>
#include <thrust/gather.h>
#include <thrust/host_vector.h>
#include <thrust/inner_product.h>
#include <thrust/merge.h>
#include <thrust/reduce.h>
#include <thrust/remove.h>
#include <thrust/scan.h>
#include <thrust/scatter.h>
#include <thrust/sequence.h>
#include <thrust/set_operations.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>
#include <thrust/unique.h>
#include <algorithm>
#include <numeric>
#include <vector>
#include "check.h"

struct Square {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};
struct Plus64 {
  __host__ __device__ long long operator()(long long a, long long b) const { return a + b; }
};
struct Mul64 {
  __host__ __device__ long long operator()(int a, int b) const { return (long long)a * b; }
};
struct Greater {
  __host__ __device__ bool operator()(int a, int b) const { return a > b; }
};
struct DivisibleBy3 {
  __host__ __device__ bool operator()(int x) const { return x % 3 == 0; }
};
struct Negative {
  __host__ __device__ bool operator()(int x) const { return x < 0; }
};

static unsigned fnv(const std::vector<int> &v) {
  unsigned h = 2166136261u;
  for (int x : v)
    for (int i = 0; i < 4; i++) h = (h ^ ((unsigned)x >> (8 * i) & 0xff)) * 16777619u;
  return h;
}
static std::vector<int> hv(const thrust::device_vector<int> &d, size_t n) {
  thrust::host_vector<int> h(d.begin(), d.begin() + n);
  return std::vector<int>(h.begin(), h.end());
}
static std::vector<int> hv(const thrust::device_vector<int> &d) { return hv(d, d.size()); }
#define REPORT(what, ok, v)                                               \
  do {                                                                    \
    check(ok, what);                                                      \
    printf("%-24s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v));   \
  } while (0)

int main() {
  const int n = 20000;
  std::vector<int> h(n), k(n);
  unsigned seed = 99;
  for (int i = 0; i < n; i++) {
    h[i] = (int)(lcg(seed) % 100001) - 50000;
    k[i] = (int)(lcg(seed) % 500);
  }
  thrust::device_vector<int> d(h.begin(), h.end()), dk(k.begin(), k.end());

  {  // sort_by_key, ascending (stable) and descending with a comparator.
    thrust::device_vector<int> keys = dk, vals(n);
    thrust::sequence(vals.begin(), vals.end());
    thrust::stable_sort_by_key(keys.begin(), keys.end(), vals.begin());
    std::vector<int> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return k[a] < k[b]; });
    auto g = hv(vals);
    REPORT("stable_sort_by_key", g == idx, g);
    keys = d;
    thrust::sequence(vals.begin(), vals.end(), 5, 2);
    thrust::sort_by_key(keys.begin(), keys.end(), vals.begin(), Greater());
    std::vector<int> w(h);
    std::sort(w.begin(), w.end(), std::greater<int>());
    auto gk = hv(keys);
    REPORT("sort_by_key greater", gk == w, gk);
  }
  {  // reduce_by_key over sorted keys; exclusive_scan_by_key.
    std::vector<int> sk(k);
    std::sort(sk.begin(), sk.end());
    thrust::device_vector<int> keys(sk.begin(), sk.end()), ok(n), ov(n);
    auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), d.begin(), ok.begin(), ov.begin());
    int runs = (int)(ends.first - ok.begin());
    std::vector<int> wk, wv;
    for (int i = 0; i < n; i++) {
      if (i == 0 || sk[i] != sk[i - 1]) wk.push_back(sk[i]), wv.push_back(0);
      wv.back() += h[i];
    }
    auto gk = hv(ok, runs), gv = hv(ov, runs);
    REPORT("reduce_by_key", gk == wk && gv == wv, gv);
    thrust::exclusive_scan_by_key(keys.begin(), keys.end(), d.begin(), ov.begin(), 10);
    std::vector<int> w(n);
    for (int i = 0, a = 0; i < n; i++) {
      if (i == 0 || sk[i] != sk[i - 1]) a = 10;
      w[i] = a, a += h[i];
    }
    auto g = hv(ov);
    REPORT("exclusive_scan_by_key", g == w, g);
  }
  {  // transform_reduce, inner_product, count, extrema.
    long long sq = thrust::transform_reduce(d.begin(), d.end(), Square(), 0LL, Plus64());
    long long ip = thrust::inner_product(d.begin(), d.end(), dk.begin(), 0LL, Plus64(), Mul64());
    long long wsq = 0, wip = 0;
    for (int i = 0; i < n; i++) wsq += (long long)h[i] * h[i], wip += (long long)h[i] * k[i];
    check(sq == wsq, "transform_reduce");
    check(ip == wip, "inner_product");
    printf("transform_reduce %lld inner_product %lld\n", sq, ip);
    int c = (int)thrust::count_if(d.begin(), d.end(), DivisibleBy3());
    int c7 = (int)thrust::count(dk.begin(), dk.end(), 7);
    auto mm = thrust::minmax_element(d.begin(), d.end());
    int mi = (int)(mm.first - d.begin()), ma = (int)(mm.second - d.begin());
    int wmi = (int)(std::min_element(h.begin(), h.end()) - h.begin());
    int wma = (int)(std::max_element(h.begin(), h.end()) - h.begin());
    // minmax_element returns the first smallest and the last largest.
    for (int i = 0; i < n; i++)
      if (h[i] == h[wma]) wma = i;
    int wc = 0, wc7 = 0;
    for (int i = 0; i < n; i++) wc += h[i] % 3 == 0, wc7 += k[i] == 7;
    check(c == wc && c7 == wc7, "count_if/count");
    check(mi == wmi && ma == wma, "minmax_element");
    printf("count_if %d count %d minmax_element %d %d\n", c, c7, mi, ma);
  }
  {  // copy_if, remove_if, unique, unique_by_key.
    thrust::device_vector<int> o(n);
    int m = (int)(thrust::copy_if(d.begin(), d.end(), o.begin(), DivisibleBy3()) - o.begin());
    std::vector<int> w;
    for (int x : h)
      if (x % 3 == 0) w.push_back(x);
    auto g = hv(o, m);
    REPORT("copy_if", g == w, g);
    thrust::device_vector<int> r = d;
    m = (int)(thrust::remove_if(r.begin(), r.end(), Negative()) - r.begin());
    w.clear();
    for (int x : h)
      if (x >= 0) w.push_back(x);
    g = hv(r, m);
    REPORT("remove_if", g == w, g);
    std::vector<int> runs(n);
    for (int i = 0; i < n; i++) runs[i] = h[i] / 20000;  // long runs of -2..2
    thrust::device_vector<int> u(runs.begin(), runs.end()), uv = d;
    std::vector<int> wu(runs);
    wu.erase(std::unique(wu.begin(), wu.end()), wu.end());
    thrust::device_vector<int> u2 = u;
    m = (int)(thrust::unique(u2.begin(), u2.end()) - u2.begin());
    g = hv(u2, m);
    REPORT("unique", g == wu, g);
    auto e = thrust::unique_by_key(u.begin(), u.end(), uv.begin());
    m = (int)(e.first - u.begin());
    std::vector<int> wv;
    for (int i = 0; i < n; i++)
      if (i == 0 || runs[i] != runs[i - 1]) wv.push_back(h[i]);
    g = hv(uv, m);
    REPORT("unique_by_key", g == wv, g);
  }
  {  // Set operations and merge on sorted ranges with repeats.
    std::vector<int> a(k.begin(), k.begin() + 6000), b(k.begin() + 6000, k.begin() + 9000);
    for (int &x : b) x = x * 3 / 2;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    thrust::device_vector<int> da(a.begin(), a.end()), db(b.begin(), b.end()), o(a.size() + b.size());
    std::vector<int> w(a.size() + b.size());
#define SETOP(name)                                                                          \
  {                                                                                          \
    int m = (int)(thrust::name(da.begin(), da.end(), db.begin(), db.end(), o.begin()) - o.begin()); \
    int wm = (int)(std::name(a.begin(), a.end(), b.begin(), b.end(), w.begin()) - w.begin());  \
    auto g = hv(o, m);                                                                       \
    REPORT(#name, g == std::vector<int>(w.begin(), w.begin() + wm), g);                      \
  }
    SETOP(set_union)
    SETOP(set_intersection)
    SETOP(set_difference)
    SETOP(set_symmetric_difference)
    SETOP(merge)
    thrust::device_vector<int> q(dk.begin(), dk.begin() + 1000), pos(1000);
    thrust::lower_bound(da.begin(), da.end(), q.begin(), q.end(), pos.begin());
    std::vector<int> wp(1000);
    for (int i = 0; i < 1000; i++) wp[i] = (int)(std::lower_bound(a.begin(), a.end(), k[i]) - a.begin());
    auto g = hv(pos);
    REPORT("lower_bound", g == wp, g);
  }
  {  // adjacent_difference, gather, scatter.
    thrust::device_vector<int> o(n);
    thrust::adjacent_difference(d.begin(), d.end(), o.begin());
    std::vector<int> w(n);
    std::adjacent_difference(h.begin(), h.end(), w.begin());
    auto g = hv(o);
    REPORT("adjacent_difference", g == w, g);
    thrust::device_vector<int> map(n);
    std::vector<int> pm(n);
    for (int i = 0; i < n; i++) pm[i] = (int)((long long)i * 7919 % n);
    thrust::copy(pm.begin(), pm.end(), map.begin());
    thrust::gather(map.begin(), map.end(), d.begin(), o.begin());
    for (int i = 0; i < n; i++) w[i] = h[pm[i]];
    g = hv(o);
    REPORT("gather", g == w, g);
    thrust::scatter(d.begin(), d.end(), map.begin(), o.begin());
    for (int i = 0; i < n; i++) w[pm[i]] = h[i];
    g = hv(o);
    REPORT("scatter", g == w, g);
  }
  return finish();
}
