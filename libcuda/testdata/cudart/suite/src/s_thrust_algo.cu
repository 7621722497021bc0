// build: --extended-lambda
// s_thrust_algo: Thrust's scans and reductions on the iterators libraries
// combine: reduce (plus, maximum), inclusive/exclusive scan (int, float,
// custom operator), transform_reduce, inner_product, counting, transform,
// constant, permutation and zip iterators, reduce_by_key, transform with a
// struct functor, sequence/fill/replace/reverse/count; checked on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/inner_product.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/replace.h>
#include <thrust/reverse.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <vector>
#include "check.h"

struct Square {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};
struct MaxAbs {
  __host__ __device__ int operator()(int a, int b) const {
    int x = a < 0 ? -a : a, y = b < 0 ? -b : b;
    return x > y ? x : y;
  }
};
struct Saxpy {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};
struct ZipSum {
  __host__ __device__ int operator()(const thrust::tuple<int, int> &t) const { return thrust::get<0>(t) * 3 - thrust::get<1>(t); }
};

int main() {
  const int N = 10000;
  unsigned s = 11;
  std::vector<int> h(N);
  for (auto &x : h) x = (int)(lcg(s) % 2001) - 1000;
  thrust::device_vector<int> d(h.begin(), h.end());

  long long hsum = 0, hsq = 0;
  int hmax = h[0];
  for (int x : h) hsum += x, hsq += (long long)x * x, hmax = std::max(hmax, x);
  long long sum = thrust::reduce(d.begin(), d.end(), 0LL);
  int mx = thrust::reduce(d.begin(), d.end(), -1 << 30, thrust::maximum<int>());
  long long sq = thrust::transform_reduce(d.begin(), d.end(), Square(), 0LL, thrust::plus<long long>());
  printf("reduce %lld max %d squares %lld\n", sum, mx, sq);
  check(sum == hsum && mx == hmax && sq == hsq, "reductions");
  int ma = thrust::reduce(d.begin(), d.end(), 0, MaxAbs());
  check(ma == 1000 || ma == 999, "custom reduction");
  printf("max abs %d\n", ma);

  thrust::device_vector<int> sc(N);
  thrust::inclusive_scan(d.begin(), d.end(), sc.begin());
  thrust::host_vector<int> g = sc;
  int run = 0;
  bool ok = true;
  for (int i = 0; i < N; i++) run += h[i], ok &= g[i] == run;
  check(ok, "inclusive_scan");
  thrust::exclusive_scan(d.begin(), d.end(), sc.begin(), 5);
  g = sc;
  run = 5, ok = true;
  for (int i = 0; i < N; i++) ok &= g[i] == run, run += h[i];
  check(ok, "exclusive_scan with init");
  thrust::inclusive_scan(d.begin(), d.end(), sc.begin(), thrust::maximum<int>());
  g = sc;
  run = -1 << 30, ok = true;
  for (int i = 0; i < N; i++) run = std::max(run, h[i]), ok &= g[i] == run;
  check(ok, "inclusive_scan max");

  // float scan of exactly representable values: order does not matter.
  thrust::device_vector<float> f(N);
  thrust::transform(d.begin(), d.end(), f.begin(), [] __device__(int x) { return x * 0.25f; });
  thrust::device_vector<float> fs(N);
  thrust::exclusive_scan(f.begin(), f.end(), fs.begin());
  printf("float exclusive scan last %.2f\n", (float)fs[N - 1]);
  check((float)fs[N - 1] == (hsum - h[N - 1]) * 0.25f, "float exclusive_scan");

  // counting and transform iterators: sum of i*i for i < 1000 without memory.
  auto sqIt = thrust::make_transform_iterator(thrust::make_counting_iterator(0), Square());
  long long sqs = thrust::reduce(sqIt, sqIt + 1000, 0LL);
  printf("sum of squares below 1000: %lld\n", sqs);
  check(sqs == 332833500LL, "counting+transform iterator");
  // constant iterator and zip iterator.
  int cs = thrust::reduce(thrust::make_constant_iterator(7), thrust::make_constant_iterator(7) + 100);
  check(cs == 700, "constant iterator");
  auto z = thrust::make_zip_iterator(thrust::make_tuple(d.begin(), thrust::make_counting_iterator(0)));
  long long zs = thrust::transform_reduce(z, z + N, ZipSum(), 0LL, thrust::plus<long long>());
  long long hz = 0;
  for (int i = 0; i < N; i++) hz += h[i] * 3 - i;
  check(zs == hz, "zip iterator");
  // permutation iterator: gather through an index map.
  thrust::device_vector<int> idx(N);
  thrust::sequence(idx.begin(), idx.end(), N - 1, -1);
  long long ps = thrust::reduce(thrust::make_permutation_iterator(d.begin(), idx.begin()), thrust::make_permutation_iterator(d.begin(), idx.begin()) + 10);
  long long hps = 0;
  for (int i = 0; i < 10; i++) hps += h[N - 1 - i];
  check(ps == hps, "permutation iterator");

  // saxpy with a functor; inner_product.
  thrust::device_vector<float> x(N), y(N, 1.0f);
  thrust::sequence(x.begin(), x.end());
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), Saxpy{2.0f});
  float dot = thrust::inner_product(x.begin(), x.begin() + 100, y.begin(), 0.0f);
  printf("saxpy y[9999] %.1f dot %.1f\n", (float)y[N - 1], dot);
  check((float)y[N - 1] == 2.0f * (N - 1) + 1 && dot == 661650.0f, "saxpy and inner_product");

  // reduce_by_key over runs.
  thrust::device_vector<int> keys(N), outk(N), outv(N);
  thrust::transform(thrust::make_counting_iterator(0), thrust::make_counting_iterator(N), keys.begin(), [] __device__(int i) { return i / 37; });
  auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), d.begin(), outk.begin(), outv.begin());
  int runs = ends.first - outk.begin();
  thrust::host_vector<int> gv = outv;
  int first = 0;
  for (int i = 0; i < 37; i++) first += h[i];
  printf("reduce_by_key: %d runs, first %d\n", runs, (int)gv[0]);
  check(runs == (N + 36) / 37 && gv[0] == first, "reduce_by_key");

  // fill, replace, reverse, count, minmax.
  thrust::device_vector<int> e(d);
  thrust::replace(e.begin(), e.end(), 0, 12345);
  int zeros = std::count(h.begin(), h.end(), 0);
  check((int)thrust::count(e.begin(), e.end(), 12345) == zeros + (int)std::count(h.begin(), h.end(), 12345), "replace and count");
  thrust::reverse(e.begin(), e.end());
  check((int)e[0] == (h[N - 1] == 0 ? 12345 : h[N - 1]), "reverse");
  auto mm = thrust::minmax_element(d.begin(), d.end());
  printf("minmax at %d and %d\n", (int)(mm.first - d.begin()), (int)(mm.second - d.begin()));
  check(*mm.first == *std::min_element(h.begin(), h.end()) && (mm.first - d.begin()) == (std::min_element(h.begin(), h.end()) - h.begin()), "minmax_element");
  thrust::fill(e.begin(), e.begin() + 10, -3);
  check(thrust::count(e.begin(), e.begin() + 10, -3) == 10, "fill");
  return finish();
}
