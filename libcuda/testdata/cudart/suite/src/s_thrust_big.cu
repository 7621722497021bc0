// build: --extended-lambda
// s_thrust_big: Thrust on records as large as users sort: thrust::sort and
// stable_sort with a comparator on a 64-byte struct (two keys, the rest
// payload), sort_by_key of floats with struct values, a device lambda as
// comparator, merge of two sorted struct ranges, a struct reduction, and
// transform_reduce over a zip of three vectors; checked against std::.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/merge.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <thrust/iterator/zip_iterator.h>
#include <algorithm>
#include <vector>
#include "check.h"

struct Rec {
  int major;
  float minor;
  long long id;
  int payload[12];
};
static_assert(sizeof(Rec) == 64, "64-byte records");

struct ByKeys {
  __host__ __device__ bool operator()(const Rec &a, const Rec &b) const {
    if (a.major != b.major) return a.major > b.major; // descending
    return a.minor < b.minor;
  }
};
struct Sum {
  __host__ __device__ Rec operator()(const Rec &a, const Rec &b) const {
    Rec r = a;
    r.major += b.major;
    r.id ^= b.id;
    for (int i = 0; i < 12; i++) r.payload[i] += b.payload[i];
    return r;
  }
};

static bool same(const Rec &a, const Rec &b) { return a.major == b.major && a.minor == b.minor && a.id == b.id && std::equal(a.payload, a.payload + 12, b.payload); }

int main() {
  const int N = 4000;
  std::vector<Rec> h(N);
  unsigned s = 2024;
  for (int i = 0; i < N; i++) {
    h[i].major = (int)(lcg(s) % 50);
    h[i].minor = (float)(lcg(s) % 100) * 0.5f;
    h[i].id = i;
    for (int j = 0; j < 12; j++) h[i].payload[j] = i * 12 + j;
  }
  thrust::device_vector<Rec> d(h.begin(), h.end());
  thrust::stable_sort(d.begin(), d.end(), ByKeys());
  std::vector<Rec> want = h;
  std::stable_sort(want.begin(), want.end(), ByKeys());
  thrust::host_vector<Rec> got = d;
  bool good = true;
  for (int i = 0; i < N; i++) good &= same(got[i], want[i]);
  printf("stable_sort 64-byte records: first (%d %g %lld) last (%d %g %lld) %s\n", got[0].major, got[0].minor, got[0].id, got[N - 1].major, got[N - 1].minor, got[N - 1].id, good ? "right" : "WRONG");
  check(good, "stable_sort");

  thrust::device_vector<Rec> d2(h.begin(), h.end());
  thrust::sort(d2.begin(), d2.end(), ByKeys());
  got = d2;
  good = true;
  for (int i = 1; i < N; i++) good &= !ByKeys()(got[i], got[i - 1]);
  long long ids = 0;
  for (int i = 0; i < N; i++) ids += got[i].id;
  printf("sort: ordered %s, ids sum %lld\n", good ? "yes" : "NO", ids);
  check(good && ids == (long long)N * (N - 1) / 2, "sort");

  // A lambda comparator on the id alone, descending.
  thrust::sort(d2.begin(), d2.end(), [] __device__(const Rec &a, const Rec &b) -> bool { return a.id > b.id; });
  got = d2;
  good = true;
  for (int i = 0; i < N; i++) good &= same(got[i], h[N - 1 - i]);
  check(good, "lambda comparator");

  // sort_by_key: float keys, record values.
  thrust::device_vector<float> keys(N);
  std::vector<float> hk(N);
  for (int i = 0; i < N; i++) hk[i] = (float)((i * 7919) % 1000) - 499.5f;
  thrust::copy(hk.begin(), hk.end(), keys.begin());
  thrust::device_vector<Rec> vals(h.begin(), h.end());
  thrust::stable_sort_by_key(keys.begin(), keys.end(), vals.begin(), thrust::greater<float>());
  std::vector<int> order(N);
  for (int i = 0; i < N; i++) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return hk[a] > hk[b]; });
  got = vals;
  good = true;
  for (int i = 0; i < N; i++) good &= same(got[i], h[order[i]]);
  printf("stable_sort_by_key (greater): %s\n", good ? "right" : "WRONG");
  check(good, "sort_by_key");

  // Merge two sorted halves.
  thrust::device_vector<Rec> a(h.begin(), h.begin() + N / 2), b(h.begin() + N / 2, h.end()), m(N);
  thrust::stable_sort(a.begin(), a.end(), ByKeys());
  thrust::stable_sort(b.begin(), b.end(), ByKeys());
  thrust::merge(a.begin(), a.end(), b.begin(), b.end(), m.begin(), ByKeys());
  got = m;
  std::vector<Rec> ha(h.begin(), h.begin() + N / 2), hb(h.begin() + N / 2, h.end()), hm(N);
  std::stable_sort(ha.begin(), ha.end(), ByKeys());
  std::stable_sort(hb.begin(), hb.end(), ByKeys());
  std::merge(ha.begin(), ha.end(), hb.begin(), hb.end(), hm.begin(), ByKeys());
  good = true;
  for (int i = 0; i < N; i++) good &= same(got[i], hm[i]);
  check(good, "merge");

  // Reduce of records.
  Rec zero = {};
  Rec r = thrust::reduce(d.begin(), d.end(), zero, Sum());
  Rec w = zero;
  for (auto &x : h) w = Sum()(w, x);
  printf("reduce: major %d id %lld payload[11] %d\n", r.major, r.id, r.payload[11]);
  check(same(r, w), "reduce");

  // transform_reduce over a zip.
  thrust::device_vector<int> x(N), y(N);
  thrust::device_vector<double> z(N);
  for (int i = 0; i < N; i += 250) x[i] = i, y[i] = 2 * i, z[i] = 0.5 * i;
  auto zb = thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin(), z.begin()));
  double t = thrust::transform_reduce(zb, zb + N, [] __device__(thrust::tuple<int, int, double> v) -> double { return thrust::get<0>(v) * 1.0 + thrust::get<1>(v) - thrust::get<2>(v); }, 0.0, thrust::plus<double>());
  double tw = 0;
  for (int i = 0; i < N; i += 250) tw += i + 2.0 * i - 0.5 * i;
  printf("transform_reduce over zip: %g\n", t);
  check(t == tw, "zip transform_reduce");
  return finish();
}
