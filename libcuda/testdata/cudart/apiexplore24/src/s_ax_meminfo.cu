// s_ax_meminfo: cudaMemGetInfo's total and how free memory changes after
// allocations of assorted sizes (cudaMalloc, cudaMallocPitch, managed,
// pools, pinned host), in MiB rounded down, and after they are freed.
// (Other processes on the GPU change free memory: the deltas are what is
// compared.)
#include "check.h"

static size_t freeNow() {
  size_t f = 0, t = 0;
  cudaMemGetInfo(&f, &t);
  return f;
}

int main() {
  size_t f = 0, t = 0;
  SHOW(cudaMemGetInfo(&f, &t));
  printf("total MiB %zu\n", t >> 20);
  SHOW(cudaMemGetInfo(nullptr, &t));
  SHOW(cudaMemGetInfo(&f, nullptr));
  SHOW(cudaGetLastError());
  size_t sizes[] = {1, 4096, 1 << 20, (2 << 20) - 1, 2 << 20, (2 << 20) + 1, 3 << 20, 5 << 20, 64 << 20, 1000 << 20};
  for (size_t s : sizes) {
    size_t before = freeNow();
    void *p = nullptr;
    cudaError_t e = cudaMalloc((void **)&p, s);
    size_t after = freeNow();
    cudaFree(p);
    size_t freed = freeNow();
    printf("cudaMalloc %10zu -> %s used KiB %lld back KiB %lld\n", s, cudaGetErrorName(e), ((long long)before - (long long)after) >> 10,
           ((long long)freed - (long long)after) >> 10);
  }
  {
    size_t before = freeNow();
    void *p[8];
    for (int i = 0; i < 8; i++) cudaMalloc((void **)&p[i], 100000);
    size_t after = freeNow();
    for (int i = 0; i < 8; i++) cudaFree(p[i]);
    printf("8 x 100000 used KiB %lld\n", ((long long)before - (long long)after) >> 10);
  }
  {
    size_t before = freeNow();
    void *p;
    size_t pitch;
    cudaMallocPitch((void **)&p, &pitch, 1000, 1000);
    size_t after = freeNow();
    cudaFree(p);
    printf("pitch 1000x1000 used KiB %lld\n", ((long long)before - (long long)after) >> 10);
  }
  {
    size_t before = freeNow();
    void *p;
    cudaMallocManaged((void **)&p, 3 << 20);
    size_t after = freeNow();
    printf("managed 3 MiB used KiB %lld\n", ((long long)before - (long long)after) >> 10);
    cudaMemset(p, 1, 3 << 20);
    cudaDeviceSynchronize();
    size_t touched = freeNow();
    printf("managed 3 MiB touched used KiB %lld\n", ((long long)before - (long long)touched) >> 10);
    cudaFree(p);
  }
  {
    size_t before = freeNow();
    void *p;
    cudaMallocAsync((void **)&p, 1 << 20, 0);
    cudaStreamSynchronize(0);
    size_t after = freeNow();
    cudaFreeAsync(p, 0);
    cudaStreamSynchronize(0);
    size_t kept = freeNow();
    cudaDeviceSynchronize();
    printf("pool 1 MiB used KiB %lld after free (kept by the pool) KiB %lld\n", ((long long)before - (long long)after) >> 10,
           ((long long)before - (long long)kept) >> 10);
  }
  {
    size_t before = freeNow();
    void *p;
    cudaMallocHost((void **)&p, 8 << 20);
    size_t after = freeNow();
    cudaFreeHost(p);
    printf("pinned 8 MiB used device KiB %lld\n", ((long long)before - (long long)after) >> 10);
  }
  return finish();
}
