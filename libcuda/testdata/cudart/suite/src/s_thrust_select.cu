// build: --extended-lambda
// s_thrust_select: Thrust's selection and set algorithms on a device_vector
// of structs and of ints: copy_if, remove_if, unique, unique_by_key,
// partition, stable_partition, set_union/intersection/difference, merge,
// lower_bound/upper_bound (vectorized), gather/scatter, adjacent_difference,
// tabulate; each checked against the standard library on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/partition.h>
#include <thrust/set_operations.h>
#include <thrust/merge.h>
#include <thrust/binary_search.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/adjacent_difference.h>
#include <thrust/tabulate.h>
#include <thrust/sort.h>
#include <algorithm>
#include <vector>
#include "check.h"

struct Particle {
  float x, y;
  int id;
};
struct Inside {
  __host__ __device__ bool operator()(const Particle &p) const { return p.x * p.x + p.y * p.y < 1.0f; }
};
struct IsOdd {
  __host__ __device__ bool operator()(int v) const { return v & 1; }
};
struct Cube {
  __host__ __device__ int operator()(int i) const { return i * i * i % 1001; }
};

int main() {
  unsigned s = 3;
  const int N = 4000;
  std::vector<Particle> hp(N);
  for (int i = 0; i < N; i++) hp[i] = Particle{((int)(lcg(s) % 16) - 8) / 4.0f, ((int)(lcg(s) % 16) - 8) / 4.0f, i};
  thrust::device_vector<Particle> dp(hp.begin(), hp.end());
  thrust::device_vector<Particle> in(N);
  auto end = thrust::copy_if(dp.begin(), dp.end(), in.begin(), Inside());
  int nin = end - in.begin();
  std::vector<Particle> hin;
  std::copy_if(hp.begin(), hp.end(), std::back_inserter(hin), Inside());
  printf("copy_if structs: %d inside\n", nin);
  check(nin == (int)hin.size(), "copy_if count");
  thrust::host_vector<Particle> gin(in.begin(), end);
  bool ok = true;
  for (int i = 0; i < nin; i++) ok &= gin[i].id == hin[i].id;
  check(ok, "copy_if order");
  auto rend = thrust::remove_if(dp.begin(), dp.end(), Inside());
  check(rend - dp.begin() == N - nin, "remove_if");

  std::vector<int> h(N);
  for (auto &v : h) v = lcg(s) % 300;
  thrust::device_vector<int> d(h.begin(), h.end());
  // stable_partition keeps order; partition only splits.
  thrust::device_vector<int> sp(d);
  auto mid = thrust::stable_partition(sp.begin(), sp.end(), IsOdd());
  std::vector<int> hs(h);
  auto hmid = std::stable_partition(hs.begin(), hs.end(), [](int v) { return v & 1; });
  thrust::host_vector<int> gsp = sp;
  check(mid - sp.begin() == hmid - hs.begin() && std::equal(hs.begin(), hs.end(), gsp.begin()), "stable_partition");
  thrust::device_vector<int> pp(d);
  auto pmid = thrust::partition(pp.begin(), pp.end(), IsOdd());
  check(thrust::is_partitioned(pp.begin(), pp.end(), IsOdd()) && pmid - pp.begin() == hmid - hs.begin(), "partition");
  printf("partition: %d odd\n", (int)(pmid - pp.begin()));

  // unique after sort; unique_by_key.
  thrust::device_vector<int> u(d);
  thrust::sort(u.begin(), u.end());
  auto uend = thrust::unique(u.begin(), u.end());
  std::vector<int> hu(h);
  std::sort(hu.begin(), hu.end());
  hu.erase(std::unique(hu.begin(), hu.end()), hu.end());
  printf("unique: %d values\n", (int)(uend - u.begin()));
  check(uend - u.begin() == (long)hu.size() && std::equal(hu.begin(), hu.end(), thrust::host_vector<int>(u.begin(), uend).begin()), "unique");
  thrust::device_vector<int> k(N), v(N);
  thrust::tabulate(k.begin(), k.end(), [] __device__(int i) { return i / 3; });
  thrust::tabulate(v.begin(), v.end(), Cube());
  auto ukend = thrust::unique_by_key(k.begin(), k.end(), v.begin());
  check(ukend.first - k.begin() == (N + 2) / 3 && (int)v[1] == Cube()(3), "unique_by_key");

  // set operations on sorted ranges.
  std::vector<int> a, b;
  for (int i = 0; i < 500; i++) a.push_back(i * 3), b.push_back(i * 5);
  thrust::device_vector<int> da(a.begin(), a.end()), db(b.begin(), b.end()), r(1000);
  std::vector<int> hr;
  auto e1 = thrust::set_union(da.begin(), da.end(), db.begin(), db.end(), r.begin());
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(hr));
  check(e1 - r.begin() == (long)hr.size() && std::equal(hr.begin(), hr.end(), thrust::host_vector<int>(r.begin(), e1).begin()), "set_union");
  printf("set_union %d", (int)(e1 - r.begin()));
  hr.clear();
  e1 = thrust::set_intersection(da.begin(), da.end(), db.begin(), db.end(), r.begin());
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(hr));
  check(e1 - r.begin() == (long)hr.size() && std::equal(hr.begin(), hr.end(), thrust::host_vector<int>(r.begin(), e1).begin()), "set_intersection");
  printf(" intersection %d", (int)(e1 - r.begin()));
  hr.clear();
  e1 = thrust::set_difference(da.begin(), da.end(), db.begin(), db.end(), r.begin());
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(hr));
  check(e1 - r.begin() == (long)hr.size() && std::equal(hr.begin(), hr.end(), thrust::host_vector<int>(r.begin(), e1).begin()), "set_difference");
  printf(" difference %d\n", (int)(e1 - r.begin()));
  e1 = thrust::merge(da.begin(), da.end(), db.begin(), db.end(), r.begin());
  check(thrust::is_sorted(r.begin(), e1) && e1 - r.begin() == 1000, "merge");

  // vectorized binary search.
  thrust::device_vector<int> q(100), lb(100), ub(100);
  thrust::sequence(q.begin(), q.end(), -5, 17);
  thrust::lower_bound(da.begin(), da.end(), q.begin(), q.end(), lb.begin());
  thrust::upper_bound(da.begin(), da.end(), q.begin(), q.end(), ub.begin());
  ok = true;
  for (int i = 0; i < 100; i++) {
    int x = -5 + 17 * i;
    ok &= lb[i] == std::lower_bound(a.begin(), a.end(), x) - a.begin();
    ok &= ub[i] == std::upper_bound(a.begin(), a.end(), x) - a.begin();
  }
  check(ok, "lower_bound/upper_bound");

  // gather, scatter, adjacent_difference.
  thrust::device_vector<int> map(100), gathered(100), scattered(N, -1);
  thrust::sequence(map.begin(), map.end(), 0, 40);
  thrust::gather(map.begin(), map.end(), d.begin(), gathered.begin());
  thrust::scatter(gathered.begin(), gathered.end(), map.begin(), scattered.begin());
  ok = true;
  for (int i = 0; i < 100; i++) ok &= gathered[i] == h[i * 40] && scattered[i * 40] == h[i * 40];
  check(ok && scattered[1] == -1, "gather/scatter");
  thrust::device_vector<int> ad(N);
  thrust::adjacent_difference(d.begin(), d.end(), ad.begin());
  check(ad[0] == h[0] && ad[N - 1] == h[N - 1] - h[N - 2], "adjacent_difference");
  return finish();
}
