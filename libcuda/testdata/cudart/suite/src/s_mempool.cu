// s_mempool: stream-ordered allocation: cudaMallocAsync/cudaFreeAsync on the
// default pool and on a created pool (cudaMemPoolCreate), cudaMallocFromPoolAsync,
// the release threshold, reserved/used/high-water attributes and their
// reset, cudaMemPoolTrimTo, reuse across streams with an event, and the
// errors of a bad pool attribute and a double free.
#include <vector>
#include "check.h"

__global__ void fill(int *p, int n, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = v + i;
}

static void attrs(const char *what, cudaMemPool_t pool) {
  unsigned long long r = 0, u = 0, rh = 0, uh = 0, th = 0;
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &r);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &u);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &rh);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &uh);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &th);
  printf("%-28s reserved %llu used %llu high %llu/%llu threshold %llu\n", what, r, u, rh, uh, th);
}

int main() {
  int dev = 0, supported = 0;
  OK(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, dev));
  printf("pools supported %d\n", supported);
  cudaMemPool_t def;
  OK(cudaDeviceGetDefaultMemPool(&def, dev));
  cudaMemPool_t cur;
  OK(cudaDeviceGetMemPool(&cur, dev));
  check(cur == def, "current pool is the default");
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  const int N = 1 << 20;
  int *a = nullptr, *b = nullptr;
  OK(cudaMallocAsync((void **)&a, N * 4, s1));
  fill<<<64, 256, 0, s1>>>(a, N, 1);
  attrs("default, one block", def);
  OK(cudaFreeAsync(a, s1));
  OK(cudaMallocAsync((void **)&b, N * 4, s1));
  check(a == b, "a freed block is handed out again on the same stream");
  fill<<<64, 256, 0, s1>>>(b, N, 2);
  std::vector<int> h(N);
  OK(cudaMemcpyAsync(h.data(), b, N * 4, cudaMemcpyDeviceToHost, s1));
  OK(cudaStreamSynchronize(s1));
  check(h[0] == 2 && h[N - 1] == N + 1, "contents");
  OK(cudaFreeAsync(b, s1));
  OK(cudaStreamSynchronize(s1));
  attrs("default, after free+sync", def);

  // A created pool with a release threshold.
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = dev;
  cudaMemPool_t pool;
  REQUIRE(cudaMemPoolCreate(&pool, &props));
  unsigned long long th = 64ull << 20;
  OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &th));
  int *c = nullptr, *d = nullptr;
  OK(cudaMallocFromPoolAsync((void **)&c, 3 << 20, pool, s2));
  OK(cudaMallocFromPoolAsync((void **)&d, 5 << 20, pool, s2));
  fill<<<64, 256, 0, s2>>>(c, (3 << 20) / 4, 3);
  fill<<<64, 256, 0, s2>>>(d, (5 << 20) / 4, 4);
  OK(cudaStreamSynchronize(s2));
  attrs("pool, two blocks", pool);
  OK(cudaFreeAsync(c, s2));
  OK(cudaStreamSynchronize(s2));
  attrs("pool, one freed", pool);
  // Reuse across streams is allowed once an event orders them.
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  OK(cudaFreeAsync(d, s2));
  OK(cudaEventRecord(e, s2));
  OK(cudaStreamWaitEvent(s1, e, 0));
  int *f = nullptr;
  OK(cudaMallocFromPoolAsync((void **)&f, 5 << 20, pool, s1));
  fill<<<64, 256, 0, s1>>>(f, (5 << 20) / 4, 5);
  int last = 0;
  OK(cudaMemcpyAsync(&last, f + (5 << 20) / 4 - 1, 4, cudaMemcpyDeviceToHost, s1));
  OK(cudaStreamSynchronize(s1));
  check(last == 5 + (5 << 20) / 4 - 1, "allocation from the pool on another stream");
  OK(cudaFreeAsync(f, s1));
  OK(cudaStreamSynchronize(s1));
  attrs("pool, all freed", pool);
  OK(cudaMemPoolTrimTo(pool, 0));
  attrs("pool, trimmed", pool);
  unsigned long long zero = 0;
  OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &zero));
  OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &zero));
  attrs("pool, highs reset", pool);
  unsigned long long one = 1;
  SHOW(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &one));
  SHOW(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &one));
  int reuse = -1;
  OK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &reuse));
  printf("opportunistic reuse %d\n", reuse);
  // The pool as the device's current pool: cudaMallocAsync takes from it.
  OK(cudaDeviceSetMemPool(dev, pool));
  int *g = nullptr;
  OK(cudaMallocAsync((void **)&g, 1 << 20, s1));
  OK(cudaStreamSynchronize(s1));
  attrs("pool as current, one block", pool);
  OK(cudaFreeAsync(g, s1));
  OK(cudaStreamSynchronize(s1));
  OK(cudaDeviceSetMemPool(dev, def));
  SHOW(cudaMallocAsync((void **)&g, 0, s1));
  SHOW(cudaFreeAsync(nullptr, s1));
  OK(cudaMemPoolDestroy(pool));
  OK(cudaStreamSynchronize(s1));
  return finish();
}
