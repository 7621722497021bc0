// s_thrust_sort: Thrust sorting as a library's tests call it: sort of int,
// unsigned long long, float (with negative zeros and infinities) and double,
// descending with thrust::greater, stable_sort_by_key with struct values,
// sort of structs by a comparator, sort over a zip iterator, is_sorted; every
// result checked against std::sort on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/functional.h>
#include <thrust/iterator/zip_iterator.h>
#include <algorithm>
#include <cmath>
#include <vector>
#include "check.h"

struct Rec {
  int key;
  float w;
  short tag;
};
struct ByKeyThenTag {
  __host__ __device__ bool operator()(const Rec &a, const Rec &b) const {
    return a.key != b.key ? a.key < b.key : a.tag > b.tag;
  }
};

template <class T>
static bool sameAsHost(std::vector<T> h, const thrust::device_vector<T> &d, bool desc) {
  if (desc)
    std::sort(h.begin(), h.end(), std::greater<T>());
  else
    std::sort(h.begin(), h.end());
  thrust::host_vector<T> g = d;
  for (size_t i = 0; i < h.size(); i++)
    if (!(h[i] == g[i])) return false;
  return true;
}

int main() {
  unsigned s = 7;
  const int N = 5000;
  std::vector<int> hi(N);
  std::vector<unsigned long long> hu(N);
  std::vector<float> hf(N);
  std::vector<double> hd(N);
  for (int i = 0; i < N; i++) {
    hi[i] = (int)lcg(s) - (1 << 23);
    hu[i] = ((unsigned long long)lcg(s) << 40) ^ lcg(s);
    hf[i] = ((int)(lcg(s) % 2001) - 1000) / 8.0f;
    hd[i] = ((int)lcg(s) - (1 << 23)) / 3.0;
  }
  hf[3] = INFINITY, hf[9] = -INFINITY, hf[11] = -0.0f, hf[12] = 0.0f;
  {
    thrust::device_vector<int> d(hi.begin(), hi.end());
    thrust::sort(d.begin(), d.end());
    check(sameAsHost(hi, d, false), "sort int");
    check(thrust::is_sorted(d.begin(), d.end()), "is_sorted int");
    thrust::sort(d.begin(), d.end(), thrust::greater<int>());
    check(sameAsHost(hi, d, true), "sort int descending");
    printf("int: first %d last %d\n", (int)d[0], (int)d[N - 1]);
  }
  {
    thrust::device_vector<unsigned long long> d(hu.begin(), hu.end());
    thrust::sort(d.begin(), d.end());
    check(sameAsHost(hu, d, false), "sort u64");
    printf("u64: first %llu last %llu\n", (unsigned long long)d[0], (unsigned long long)d[N - 1]);
  }
  {
    thrust::device_vector<float> d(hf.begin(), hf.end());
    thrust::sort(d.begin(), d.end());
    thrust::host_vector<float> g = d;
    std::vector<float> h = hf;
    std::sort(h.begin(), h.end());
    bool ok = true;
    for (int i = 0; i < N; i++) ok &= h[i] == g[i];
    check(ok, "sort float");
    // Where the radix sort puts -0.0 relative to +0.0 is the library's choice: print it.
    int firstZero = -1;
    for (int i = 0; i < N; i++)
      if (g[i] == 0.0f) { firstZero = i; break; }
    printf("float: first %g last %g; signbit of the first zero %d\n", g[0], g[N - 1], (int)std::signbit(g[firstZero]));
  }
  {
    thrust::device_vector<double> d(hd.begin(), hd.end());
    thrust::sort(d.begin(), d.end(), thrust::greater<double>());
    check(sameAsHost(hd, d, true), "sort double descending");
    printf("double: first %.6f last %.6f\n", (double)d[0], (double)d[N - 1]);
  }
  {
    // stable_sort_by_key: keys with many duplicates, struct values keep their order.
    std::vector<int> k(N);
    std::vector<Rec> v(N);
    for (int i = 0; i < N; i++) {
      k[i] = lcg(s) % 50;
      v[i] = Rec{i, i * 0.5f, (short)(i % 7)};
    }
    thrust::device_vector<int> dk(k.begin(), k.end());
    thrust::device_vector<Rec> dv(v.begin(), v.end());
    thrust::stable_sort_by_key(dk.begin(), dk.end(), dv.begin());
    std::vector<int> order(N);
    for (int i = 0; i < N; i++) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return k[a] < k[b]; });
    thrust::host_vector<Rec> gv = dv;
    thrust::host_vector<int> gk = dk;
    bool ok = true;
    for (int i = 0; i < N; i++) ok &= gv[i].key == order[i] && gk[i] == k[order[i]] && gv[i].w == order[i] * 0.5f;
    check(ok, "stable_sort_by_key with struct values");
    // sort of structs with a comparator (merge sort path).
    thrust::device_vector<Rec> dr(v.begin(), v.end());
    for (int i = 0; i < N; i++) v[i].key = k[i];
    dr = v;
    thrust::sort(dr.begin(), dr.end(), ByKeyThenTag());
    std::vector<Rec> hr = v;
    std::stable_sort(hr.begin(), hr.end(), ByKeyThenTag());
    thrust::host_vector<Rec> gr = dr;
    ok = true;
    for (int i = 0; i < N; i++) ok &= gr[i].key == hr[i].key && gr[i].tag == hr[i].tag;
    check(ok, "sort structs by comparator");
  }
  {
    // sort_by_key with a zip iterator as values: two arrays follow the keys.
    thrust::device_vector<float> keys(hf.begin(), hf.begin() + 1000);
    thrust::device_vector<int> a(1000), b(1000);
    thrust::sequence(a.begin(), a.end());
    thrust::sequence(b.begin(), b.end(), 1000, -1);
    thrust::stable_sort_by_key(keys.begin(), keys.end(), thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin())));
    thrust::host_vector<int> ga = a, gb = b;
    thrust::host_vector<float> gk = keys;
    bool ok = true;
    for (int i = 0; i < 1000; i++) ok &= ga[i] + gb[i] == 1000 && gk[i] == hf[ga[i]] && (i == 0 || gk[i - 1] <= gk[i]);
    check(ok, "stable_sort_by_key with zip values");
    printf("zip: a[0] %d a[999] %d\n", (int)ga[0], (int)ga[999]);
  }
  return finish();
}
