// t_thrust: Thrust on 100000 integers from a fixed generator: transform,
// reduce, sort, inclusive_scan, sort_by_key, count_if; each result checked
// against the same computation on the host, and checksums printed.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <algorithm>
#include <exception>
#include <vector>
#include "check.h"

struct affine {
  __host__ __device__ unsigned operator()(unsigned x) const { return (x * 2654435761u) ^ (x >> 7); }
};
struct add64 {
  __host__ __device__ unsigned long long operator()(unsigned long long a, unsigned long long b) const { return a + b; }
};
struct maxOf {
  __host__ __device__ unsigned operator()(unsigned a, unsigned b) const { return a > b ? a : b; }
};
struct descending {
  __host__ __device__ bool operator()(unsigned a, unsigned b) const { return a > b; }
};
struct isOdd {
  __host__ __device__ bool operator()(unsigned x) const { return x & 1; }
};

static unsigned long long checksum(const std::vector<unsigned> &v) {
  unsigned long long h = 1469598103934665603ull;
  for (unsigned x : v) h = (h ^ x) * 1099511628211ull;
  return h;
}

static int run() {
  const int n = 100000;
  std::vector<unsigned> h(n);
  unsigned seed = 12345;
  for (int i = 0; i < n; i++) h[i] = lcg(seed);
  thrust::device_vector<unsigned> d(h.begin(), h.end());

  thrust::transform(d.begin(), d.end(), d.begin(), affine());
  std::transform(h.begin(), h.end(), h.begin(), affine());
  std::vector<unsigned> back(n);
  thrust::copy(d.begin(), d.end(), back.begin());
  check(back == h, "transform");
  printf("transform checksum %016llx\n", checksum(back));

  unsigned long long sum = thrust::reduce(d.begin(), d.end(), 0ull, add64());
  unsigned long long hsum = 0;
  for (unsigned x : h) hsum += x;
  check(sum == hsum, "reduce");
  printf("reduce %llu\n", sum);
  unsigned mx = thrust::reduce(d.begin(), d.end(), 0u, maxOf());
  check(mx == *std::max_element(h.begin(), h.end()), "reduce max");
  long odd = thrust::count_if(d.begin(), d.end(), isOdd());
  check(odd == std::count_if(h.begin(), h.end(), [](unsigned x) { return (x & 1) != 0; }), "count_if");
  printf("max %u odd %ld\n", mx, odd);

  // Keys are the values' low 10 bits, so that there are many equal keys:
  // a stable sort by key must keep the values in their order.
  thrust::device_vector<unsigned> keys(n), vals(n);
  std::vector<unsigned> hk(n), hv(n);
  for (int i = 0; i < n; i++) hk[i] = h[i] & 1023, hv[i] = i;
  thrust::copy(hk.begin(), hk.end(), keys.begin());
  thrust::copy(hv.begin(), hv.end(), vals.begin());
  thrust::stable_sort_by_key(keys.begin(), keys.end(), vals.begin());
  std::vector<unsigned> order(n);
  for (int i = 0; i < n; i++) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) { return hk[a] < hk[b]; });
  thrust::copy(vals.begin(), vals.end(), back.begin());
  check(back == order, "stable_sort_by_key");
  printf("sort_by_key checksum %016llx\n", checksum(back));

  thrust::sort(d.begin(), d.end());
  std::sort(h.begin(), h.end());
  thrust::copy(d.begin(), d.end(), back.begin());
  check(back == h, "sort");
  printf("sort checksum %016llx first %u last %u\n", checksum(back), back[0], back[n - 1]);

  thrust::inclusive_scan(d.begin(), d.end(), d.begin());
  for (int i = 1; i < n; i++) h[i] += h[i - 1];
  thrust::copy(d.begin(), d.end(), back.begin());
  check(back == h, "inclusive_scan");
  printf("scan checksum %016llx last %u\n", checksum(back), back[n - 1]);

  thrust::sort(d.begin(), d.end(), descending());
  std::sort(h.begin(), h.end(), std::greater<unsigned>());
  thrust::copy(d.begin(), d.end(), back.begin());
  check(back == h, "sort descending");
  printf("descending checksum %016llx\n", checksum(back));
  OK(cudaDeviceSynchronize());
  return finish();
}

// Thrust reports CUDA errors as exceptions.
int main() {
  try {
    return run();
  } catch (std::exception &e) {
    printf("exception: %s\n", e.what());
    failures++;
    return finish();
  }
}
