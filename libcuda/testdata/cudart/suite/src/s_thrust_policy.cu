// build: --extended-lambda
// s_thrust_policy: Thrust inside a library that owns its memory and streams:
// thrust::cuda::par.on(stream) and par_nosync on a stream, a custom
// allocator for temporary storage (thrust::cuda::par(alloc)) counting its
// allocations, device_pointer_cast over cudaMalloc'd memory, for_each with a
// functor, transform_inclusive_scan, exclusive_scan_by_key,
// thrust::universal_vector (managed memory), and the thrust::system_error a
// failed allocation throws.
#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/universal_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/for_each.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/system_error.h>
#include <thrust/transform.h>
#include <thrust/transform_scan.h>
#include <thrust/iterator/counting_iterator.h>
#include <algorithm>
#include <vector>
#include "check.h"

// CountingAllocator hands out cudaMalloc'd bytes and counts the calls.
struct CountingAllocator {
  typedef char value_type;
  int allocs = 0, frees = 0;
  char *allocate(std::ptrdiff_t n) {
    allocs++;
    char *p = nullptr;
    if (cudaMalloc(&p, n) != cudaSuccess) throw std::bad_alloc();
    return p;
  }
  void deallocate(char *p, size_t) {
    frees++;
    cudaFree(p);
  }
};

struct Twice {
  int *out;
  __device__ void operator()(int i) const { out[i] = 2 * i; }
};
struct Sq {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};

int main() {
  const int N = 50000;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  int *raw;
  cudaMalloc(&raw, N * sizeof(int));
  thrust::device_ptr<int> p = thrust::device_pointer_cast(raw);
  thrust::for_each(thrust::cuda::par.on(s), thrust::make_counting_iterator(0), thrust::make_counting_iterator(N), Twice{raw});
  long long sum = thrust::reduce(thrust::cuda::par.on(s), p, p + N, 0LL);
  printf("sum %lld\n", sum);
  check(sum == (long long)N * (N - 1), "for_each and reduce on a stream");

  std::vector<int> h(N);
  unsigned r = 99;
  for (auto &x : h) x = lcg(r) % 100000;
  cudaMemcpy(raw, h.data(), N * 4, cudaMemcpyHostToDevice);
  CountingAllocator alloc;
  thrust::sort(thrust::cuda::par(alloc).on(s), p, p + N);
  cudaStreamSynchronize(s);
  std::vector<int> g(N), hs(h);
  cudaMemcpy(g.data(), raw, N * 4, cudaMemcpyDeviceToHost);
  std::sort(hs.begin(), hs.end());
  printf("custom allocator: %d allocations, %d frees\n", alloc.allocs, alloc.frees);
  check(g == hs && alloc.allocs > 0 && alloc.allocs == alloc.frees, "sort with a custom allocator");

  thrust::device_vector<long long> out(N);
  thrust::transform_inclusive_scan(thrust::cuda::par_nosync.on(s), p, p + N, out.begin(), Sq(), thrust::plus<long long>());
  cudaStreamSynchronize(s);
  long long want = 0;
  for (int x : hs) want += (long long)x * x;
  check(out[N - 1] == want, "transform_inclusive_scan with par_nosync");

  thrust::device_vector<int> keys(N), vals(N, 1), res(N);
  thrust::sequence(keys.begin(), keys.end());
  thrust::transform(keys.begin(), keys.end(), keys.begin(), [] __device__(int i) { return i / 100; });
  thrust::exclusive_scan_by_key(keys.begin(), keys.end(), vals.begin(), res.begin());
  check(res[99] == 99 && res[100] == 0 && res[N - 1] == 99, "exclusive_scan_by_key");

  thrust::universal_vector<float> u(1000);
  for (int i = 0; i < 1000; i++) u[i] = i * 0.5f;
  float us = thrust::reduce(u.begin(), u.end());
  printf("universal_vector sum %.1f\n", us);
  check(us == 249750.0f, "universal_vector");

  try {
    thrust::device_vector<char> huge((size_t)1 << 50);
    check(false, "a 1 PiB device_vector");
  } catch (thrust::system_error &e) {
    printf("system_error: %s\n", e.what());
  } catch (std::bad_alloc &e) {
    printf("bad_alloc: %s\n", e.what());
  }
  SHOW(cudaGetLastError());
  return finish();
}
