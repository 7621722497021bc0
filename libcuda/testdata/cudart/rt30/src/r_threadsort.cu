// r_threadsort: six host threads at once, each sorting its own keys and
// values with Thrust on a stream of its own (par_nosync, a stream-ordered
// temporary allocator), reducing them with CUB, churning cudaMallocAsync and
// cudaFreeAsync, and handing a result to the next thread through an event;
// every result against std::sort and std::accumulate of the same data.
#include "rt.h"
#include <algorithm>
#include <atomic>
#include <cub/device/device_reduce.cuh>
#include <numeric>
#include <thread>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/sort.h>
#include <vector>

const int T = 6, N = 20000;
static cudaStream_t streams[T];
static cudaEvent_t ready[T];
static unsigned long long *sums[T];
static std::atomic<int> recorded{0};
static int wrong[T];

static unsigned key(int t, int i) { return (unsigned)(i * 2654435761u) ^ (unsigned)(t * 40503u); }

static void worker(int t) {
  cudaStream_t s = streams[t];
  int bad = 0;
  std::vector<unsigned> hk(N);
  std::vector<int> hv(N);
  for (int i = 0; i < N; i++) hk[i] = key(t, i), hv[i] = i;
  thrust::device_vector<unsigned> k(hk.begin(), hk.end());
  thrust::device_vector<int> v(hv.begin(), hv.end());
  thrust::stable_sort_by_key(thrust::cuda::par_nosync.on(s), k.begin(), k.end(), v.begin());
  // churn the pool from this stream while the sort's work is in it
  for (int r = 0; r < 20; r++) {
    void *p = nullptr;
    bad += cudaMallocAsync(&p, 4096 * (r + 1), s) != cudaSuccess;
    bad += cudaMemsetAsync(p, r, 4096 * (r + 1), s) != cudaSuccess;
    bad += cudaFreeAsync(p, s) != cudaSuccess;
  }
  // CUB's sum of the sorted keys, as 64-bit
  size_t tmpBytes = 0;
  thrust::device_vector<unsigned long long> wide(k.begin(), k.end()); // synchronous copy-construct
  bad += cub::DeviceReduce::Sum(nullptr, tmpBytes, thrust::raw_pointer_cast(wide.data()), sums[t], N, s) != cudaSuccess;
  void *tmp = nullptr;
  bad += cudaMallocAsync(&tmp, tmpBytes, s) != cudaSuccess;
  bad += cub::DeviceReduce::Sum(tmp, tmpBytes, thrust::raw_pointer_cast(wide.data()), sums[t], N, s) != cudaSuccess;
  bad += cudaFreeAsync(tmp, s) != cudaSuccess;
  bad += cudaEventRecord(ready[t], s) != cudaSuccess;
  recorded++;
  std::vector<unsigned> gk(N);
  std::vector<int> gv(N);
  bad += cudaMemcpyAsync(gk.data(), thrust::raw_pointer_cast(k.data()), N * sizeof(unsigned), cudaMemcpyDeviceToHost, s) != cudaSuccess;
  bad += cudaMemcpyAsync(gv.data(), thrust::raw_pointer_cast(v.data()), N * sizeof(int), cudaMemcpyDeviceToHost, s) != cudaSuccess;
  bad += cudaStreamSynchronize(s) != cudaSuccess;
  std::vector<int> idx(N);
  std::iota(idx.begin(), idx.end(), 0);
  std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return hk[a] < hk[b]; });
  for (int i = 0; i < N; i++) bad += gk[i] != hk[idx[i]] || gv[i] != idx[i];
  // the next thread's sum, after its event
  while (recorded.load() < T) std::this_thread::yield();
  int u = (t + 1) % T;
  unsigned long long got = 0, want = 0;
  for (int i = 0; i < N; i++) want += key(u, i);
  bad += cudaStreamWaitEvent(s, ready[u], 0) != cudaSuccess;
  bad += cudaMemcpyAsync(&got, sums[u], sizeof got, cudaMemcpyDeviceToHost, s) != cudaSuccess;
  bad += cudaStreamSynchronize(s) != cudaSuccess;
  bad += got != want;
  wrong[t] = bad;
}

int main() {
  for (int t = 0; t < T; t++) {
    REQUIRE(cudaStreamCreateWithFlags(&streams[t], cudaStreamNonBlocking));
    REQUIRE(cudaEventCreateWithFlags(&ready[t], cudaEventDisableTiming));
    REQUIRE(cudaMalloc(&sums[t], sizeof(unsigned long long)));
  }
  std::vector<std::thread> th;
  for (int t = 0; t < T; t++) th.emplace_back(worker, t);
  for (auto &x : th) x.join();
  for (int t = 0; t < T; t++) {
    printf("thread %d: %d wrong\n", t, wrong[t]);
    check(wrong[t] == 0, "a thread's sort, churn and sums");
  }
  OK(cudaDeviceSynchronize());
  return finish();
}
