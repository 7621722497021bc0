// f_thrust: what projects reach through CCCL: thrust vectors, transform,
// reduce, sort_by_key, inclusive_scan, and cub::DeviceRadixSort and
// DeviceReduce called directly.
#include "check.h"
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <vector>

struct Hash {
  __host__ __device__ unsigned operator()(unsigned x) const {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    return x % 100000;
  }
};

int main() {
  const int n = 50000;
  thrust::device_vector<unsigned> a(n), k(n);
  thrust::sequence(a.begin(), a.end());
  thrust::transform(a.begin(), a.end(), k.begin(), Hash());
  unsigned long long sum = thrust::reduce(k.begin(), k.end(), 0ull);
  thrust::device_vector<unsigned> v = a;
  thrust::sort_by_key(k.begin(), k.end(), v.begin());
  thrust::inclusive_scan(a.begin(), a.end(), a.begin());
  std::vector<unsigned> hk(n), hv(n), hs(n);
  thrust::copy(k.begin(), k.end(), hk.begin());
  thrust::copy(v.begin(), v.end(), hv.begin());
  thrust::copy(a.begin(), a.end(), hs.begin());
  printf("thrust sum %llu keys %016llx vals %016llx scan %u\n", sum, fnv(hk.data(), n * 4), fnv(hv.data(), n * 4), hs[n - 1]);

  // cub directly: radix sort of floats and a max reduction
  std::vector<float> hf(n);
  unsigned s = 7;
  for (auto &f : hf) f = (float)(int)(lcg(s) % 20001 - 10000) / 64.0f;
  float *in, *out, *mx;
  REQUIRE(cudaMalloc(&in, n * 4));
  REQUIRE(cudaMalloc(&out, n * 4));
  REQUIRE(cudaMalloc(&mx, 4));
  OK(cudaMemcpy(in, hf.data(), n * 4, cudaMemcpyHostToDevice));
  void *tmp = nullptr;
  size_t bytes = 0, bytes2 = 0;
  cub::DeviceRadixSort::SortKeys(tmp, bytes, in, out, n);
  cub::DeviceReduce::Max(tmp, bytes2, in, mx, n);
  REQUIRE(cudaMalloc(&tmp, bytes > bytes2 ? bytes : bytes2));
  OK(cub::DeviceRadixSort::SortKeys(tmp, bytes, in, out, n));
  OK(cub::DeviceReduce::Max(tmp, bytes2, in, mx, n));
  float m;
  OK(cudaMemcpy(hf.data(), out, n * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&m, mx, 4, cudaMemcpyDeviceToHost));
  printf("cub sorted %016llx first %g last %g max %g\n", fnv(hf.data(), n * 4), hf[0], hf[n - 1], m);
  return finish();
}
