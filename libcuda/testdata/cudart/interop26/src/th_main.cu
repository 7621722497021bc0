// th_main: 8 host threads, each with its own two streams and memory, 20
// rounds of kernels and async copies each, checked; the per-thread default
// stream (this unit is built with --default-stream per-thread in th_ptds
// and without in th_legacy) mixed with a legacy-built library unit
// (th_lib.cu); the stream ids seen by each thread (distinct or shared).
#include <thread>
#include <vector>
#include <set>
#include "check.h"

long long legacyWork(int *p, int *h, int v, int n, unsigned long long *streamId);
__global__ void add(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
struct Result {
  long long sum = 0, legacySum = 0;
  unsigned long long id0 = 0, idPT = 0, idLegacyLib = 0;
  cudaError_t err = cudaSuccess;
  int bad = 0;
};

static void worker(int t, Result *r) {
  const int n = 4096;
  cudaError_t e = cudaSetDevice(0);
  int *d[2], *h;
  cudaStream_t s[2];
  e = e ? e : cudaMallocHost(&h, n * sizeof(int));
  for (int i = 0; i < 2; i++) {
    e = e ? e : cudaMalloc(&d[i], n * sizeof(int));
    e = e ? e : cudaStreamCreate(&s[i]);
    e = e ? e : cudaMemsetAsync(d[i], 0, n * sizeof(int), s[i]);
  }
  for (int round = 0; round < 20 && !e; round++) {
    for (int i = 0; i < 2; i++) add<<<n / 256, 256, 0, s[i]>>>(d[i], t + round + i, n);
    e = cudaGetLastError();
  }
  for (int i = 0; i < 2 && !e; i++) {
    e = cudaMemcpyAsync(h, d[i], n * sizeof(int), cudaMemcpyDeviceToHost, s[i]);
    e = e ? e : cudaStreamSynchronize(s[i]);
    for (int j = 0; j < n; j++) {
      r->sum += h[j];
      if (h[j] != 20 * (t + i) + 190) r->bad++;
    }
  }
  // the default stream of this unit, and the per-thread one
  add<<<n / 256, 256>>>(d[0], 1, n);
  e = e ? e : cudaGetLastError();
  e = e ? e : cudaStreamGetId(0, &r->id0);
  e = e ? e : cudaStreamGetId(cudaStreamPerThread, &r->idPT);
  e = e ? e : cudaStreamSynchronize(0);
  if (!e) r->legacySum = legacyWork(d[0], h, 2, n, &r->idLegacyLib);
  for (int i = 0; i < 2; i++) {
    cudaStreamDestroy(s[i]);
    cudaFree(d[i]);
  }
  cudaFreeHost(h);
  r->err = e;
}

int main() {
  const int T = 8;
  std::vector<Result> res(T);
  std::vector<std::thread> ts;
  for (int t = 0; t < T; t++) ts.emplace_back(worker, t, &res[t]);
  for (auto &t : ts) t.join();
  std::set<unsigned long long> id0, idPT, idLib;
  unsigned long long legacyId = 0;
  OK(cudaStreamGetId(cudaStreamLegacy, &legacyId));
  for (int t = 0; t < T; t++) {
    printf("thread %d: %s sum %lld bad %d legacy-lib sum %lld stream 0 is per-thread %d lib's stream 0 is legacy %d\n", t,
           cudaGetErrorName(res[t].err), res[t].sum, res[t].bad, res[t].legacySum, res[t].id0 == res[t].idPT,
           res[t].idLegacyLib == legacyId);
    id0.insert(res[t].id0);
    idPT.insert(res[t].idPT);
    idLib.insert(res[t].idLegacyLib);
    if (res[t].err || res[t].bad) failures++;
  }
  printf("distinct ids: stream 0 %zu, per-thread %zu, lib's stream 0 %zu\n", id0.size(), idPT.size(), idLib.size());
  unsigned long long mainPT = 0;
  OK(cudaStreamGetId(cudaStreamPerThread, &mainPT));
  printf("main's per-thread id among the workers' %d\n", idPT.count(mainPT) ? 1 : 0);
  return finish();
}
