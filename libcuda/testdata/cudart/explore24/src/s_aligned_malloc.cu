// s_aligned_malloc: __nv_aligned_device_malloc(size, align) with alignments
// 1 to 8192 (and 0, 3, 24: not powers of two), the memory written and read
// back, freed with free(); whether each pointer is null and aligned (never
// the pointer itself); a size too large for the heap.
#include <vector>
#include "check.h"

constexpr int NA = 17;
__constant__ size_t aligns[NA] = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 0, 3, 24};

__global__ void k(int *out) {
  int t = threadIdx.x;  // one thread per alignment
  if (t >= NA) return;
  size_t al = aligns[t];
  size_t sz = 40 + t * 24;
  char *p = (char *)__nv_aligned_device_malloc(sz, al);
  int isnull = p == nullptr;
  int misal = -1, sum = -1;
  if (p) {
    misal = al ? (int)((unsigned long long)p % al) : -2;
    for (size_t i = 0; i < sz; i++) p[i] = (char)(i * 3 + t);
    sum = 0;
    for (size_t i = 0; i < sz; i++) sum += p[i];
    free(p);
  }
  out[t * 3] = isnull, out[t * 3 + 1] = misal, out[t * 3 + 2] = sum;
}

__global__ void huge(int *out) {
  void *p = __nv_aligned_device_malloc((size_t)1 << 40, 64);
  out[0] = p == nullptr;
  void *q = __nv_aligned_device_malloc(0, 64);
  out[1] = q == nullptr;
  if (q) free(q);
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, NA * 3 * 4));
  k<<<1, 32>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<int> o(NA * 3);
  OK(cudaMemcpy(o.data(), d, NA * 3 * 4, cudaMemcpyDeviceToHost));
  size_t al[NA] = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 0, 3, 24};
  for (int t = 0; t < NA; t++) {
    int sz = 40 + t * 24, want = 0;
    for (int i = 0; i < sz; i++) want += (char)(i * 3 + t);
    printf("align %5zu size %3d: null %d, address %% align %d, sum %s\n", al[t], sz, o[t * 3], o[t * 3 + 1],
           o[t * 3] ? "-" : (o[t * 3 + 2] == want ? "ok" : "WRONG"));
    if (!o[t * 3]) check(o[t * 3 + 2] == want, "sum");
  }
  huge<<<1, 1>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(o.data(), d, 8, cudaMemcpyDeviceToHost));
  printf("1 TiB: null %d; 0 bytes: null %d\n", o[0], o[1]);
  return finish();
}
