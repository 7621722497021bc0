// t_cub: CUB's device-wide Sum, SortKeys and ExclusiveSum (each asked for
// its temporary storage size first), and a block-level BlockReduce kernel.
#include <cub/cub.cuh>
#include <algorithm>
#include <vector>
#include "check.h"

template <int THREADS>
__global__ void blockSums(const int *in, long long *out) {
  typedef cub::BlockReduce<long long, THREADS> Reduce;
  __shared__ typename Reduce::TempStorage tmp;
  long long v = in[blockIdx.x * THREADS + threadIdx.x];
  long long s = Reduce(tmp).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

int main() {
  const int n = 100000;
  std::vector<int> h(n);
  unsigned seed = 777;
  for (int i = 0; i < n; i++) h[i] = (int)(lcg(seed) % 2001) - 1000;
  int *in, *out;
  REQUIRE(cudaMalloc(&in, n * sizeof(int)));
  REQUIRE(cudaMalloc(&out, n * sizeof(int)));
  OK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  void *tmp = nullptr;
  size_t tmpBytes = 0, need = 0;
  int *sum;
  REQUIRE(cudaMalloc(&sum, sizeof(int)));
  OK(cub::DeviceReduce::Sum(nullptr, need, in, sum, n));
  tmpBytes = std::max(tmpBytes, need);
  OK(cub::DeviceRadixSort::SortKeys(nullptr, need, in, out, n));
  tmpBytes = std::max(tmpBytes, need);
  OK(cub::DeviceScan::ExclusiveSum(nullptr, need, in, out, n));
  tmpBytes = std::max(tmpBytes, need);
  check(tmpBytes > 0, "temporary storage size");
  REQUIRE(cudaMalloc(&tmp, tmpBytes));

  OK(cub::DeviceReduce::Sum(tmp, tmpBytes, in, sum, n));
  int got = 0, want = 0;
  OK(cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost));
  for (int x : h) want += x;
  check(got == want, "DeviceReduce::Sum");
  printf("DeviceReduce::Sum %d\n", got);

  std::vector<int> back(n), sorted(h);
  OK(cub::DeviceRadixSort::SortKeys(tmp, tmpBytes, in, out, n));
  OK(cudaMemcpy(back.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::sort(sorted.begin(), sorted.end());
  check(back == sorted, "DeviceRadixSort::SortKeys");
  printf("SortKeys first %d median %d last %d\n", back[0], back[n / 2], back[n - 1]);

  OK(cub::DeviceScan::ExclusiveSum(tmp, tmpBytes, in, out, n));
  OK(cudaMemcpy(back.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
  bool ok = true;
  long long acc = 0, weighted = 0;
  for (int i = 0; i < n; i++) {
    ok = ok && back[i] == (int)acc;
    weighted += (long long)back[i] * (i % 7);
    acc += h[i];
  }
  check(ok, "DeviceScan::ExclusiveSum");
  printf("ExclusiveSum last %d weighted %lld\n", back[n - 1], weighted);

  const int threads = 256, blocks = n / threads; // 390 whole blocks
  long long *bs, hb[blocks] = {};
  REQUIRE(cudaMalloc(&bs, sizeof hb));
  blockSums<threads><<<blocks, threads>>>(in, bs);
  OK(cudaGetLastError());
  OK(cudaMemcpy(hb, bs, sizeof hb, cudaMemcpyDeviceToHost));
  ok = true;
  long long total = 0;
  for (int b = 0; b < blocks; b++) {
    long long s = 0;
    for (int t = 0; t < threads; t++) s += h[b * threads + t];
    ok = ok && hb[b] == s;
    total += hb[b];
  }
  check(ok, "BlockReduce");
  printf("BlockReduce block0 %lld total %lld\n", hb[0], total);

  OK(cudaFree(tmp));
  OK(cudaFree(bs));
  OK(cudaFree(sum));
  OK(cudaFree(in));
  OK(cudaFree(out));
  return finish();
}
