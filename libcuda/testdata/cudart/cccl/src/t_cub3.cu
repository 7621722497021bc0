// t_cub3: the CUB device-wide algorithms t_cubdev leaves out: segmented sort
// (keys, stable pairs, descending), adjacent difference; and, with CUB 2.8
// or newer (CUDA 13.0), merge, DeviceFor, DeviceTransform and the batched
// memcpy/copy. Each result is checked on the host and hashed.
#include <cub/cub.cuh>
#include <algorithm>
#include <vector>
#include "check.h"

// NO_NEW (build.sh's fallback) leaves the newer APIs out.
#if CUB_VERSION >= 200800 && !defined(NO_NEW)
#define NEW_CUB 1
#else
#define NEW_CUB 0
#endif

struct Less {
  __host__ __device__ bool operator()(int a, int b) const { return a < b; }
};
struct Diff {
  __host__ __device__ int operator()(int a, int b) const { return a - 3 * b; }
};
struct Twice {
  __device__ void operator()(int &x) const { x = 2 * x + 1; }
};
struct Mix {
  __host__ __device__ int operator()(int a, int b) const { return a * 5 - b; }
};

static void *st = nullptr;
static size_t stBytes = 0;
static void *storage(size_t need) {
  if (need > stBytes) {
    if (st) cudaFree(st);
    stBytes = need;
    if (cudaMalloc(&st, need) != cudaSuccess) st = nullptr;
  }
  return st;
}
#define RUN(name, ...)                                               \
  do {                                                               \
    size_t need = 0;                                                 \
    cudaError_t e = name(nullptr, need, __VA_ARGS__);                \
    if (e == cudaSuccess) e = name(storage(need), need, __VA_ARGS__); \
    if (e == cudaSuccess) e = cudaDeviceSynchronize();               \
    if (e != cudaSuccess) {                                          \
      printf("%s -> %s\n", #name, cudaGetErrorName(e));              \
      failures++;                                                    \
    }                                                                \
  } while (0)

template <typename T>
static T *dev(const std::vector<T> &h) {
  T *d = nullptr;
  if (cudaMalloc(&d, h.size() * sizeof(T) + 16) != cudaSuccess) return nullptr;
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T>
static std::vector<T> host(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("copy back -> %s\n", cudaGetErrorName(e));
  return h;
}
static unsigned fnv(const std::vector<int> &v) {
  unsigned h = 2166136261u;
  for (int x : v)
    for (int i = 0; i < 4; i++) h = (h ^ ((unsigned)x >> (8 * i) & 0xff)) * 16777619u;
  return h;
}
#define REPORT(what, ok, v)                                                \
  do {                                                                     \
    check(ok, what);                                                       \
    printf("%-34s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v));    \
  } while (0)

int main() {
  const int n = 20000;
  std::vector<int> h(n), vals(n);
  unsigned seed = 8080;
  for (int i = 0; i < n; i++) h[i] = (int)(lcg(seed) % 2001) - 1000, vals[i] = i;
  int *in = dev(h), *v = dev(vals), *out, *out2;
  REQUIRE(cudaMalloc(&out, n * sizeof(int)));
  REQUIRE(cudaMalloc(&out2, n * sizeof(int)));
  // Segments: some empty, some of one item, small and large ones.
  std::vector<int> offs = {0, 0, 1, 17, 17, 300, 301, 2000, 2100, 9000, 19999, n};
  int segs = (int)offs.size() - 1;
  int *doffs = dev(offs);

  {
    RUN(cub::DeviceSegmentedSort::SortKeys, in, out, n, segs, doffs, doffs + 1);
    std::vector<int> w(h);
    for (int s = 0; s < segs; s++) std::sort(w.begin() + offs[s], w.begin() + offs[s + 1]);
    auto g = host(out, n);
    REPORT("SegmentedSort::SortKeys", g == w, g);
    RUN(cub::DeviceSegmentedSort::SortKeysDescending, in, out, n, segs, doffs, doffs + 1);
    w = h;
    for (int s = 0; s < segs; s++) std::sort(w.begin() + offs[s], w.begin() + offs[s + 1], std::greater<int>());
    g = host(out, n);
    REPORT("SegmentedSort::SortKeysDescending", g == w, g);
    RUN(cub::DeviceSegmentedSort::StableSortPairs, in, out, v, out2, n, segs, doffs, doffs + 1);
    std::vector<int> idx(n);
    for (int i = 0; i < n; i++) idx[i] = i;
    for (int s = 0; s < segs; s++)
      std::stable_sort(idx.begin() + offs[s], idx.begin() + offs[s + 1], [&](int a, int b) { return h[a] < h[b]; });
    g = host(out2, n);
    REPORT("SegmentedSort::StableSortPairs", g == idx, g);
  }
  {
    RUN(cub::DeviceAdjacentDifference::SubtractLeftCopy, in, out, n, Diff());
    std::vector<int> w(n);
    w[0] = h[0];
    for (int i = 1; i < n; i++) w[i] = h[i] - 3 * h[i - 1];
    auto g = host(out, n);
    REPORT("AdjacentDifference::SubtractLeftCopy", g == w, g);
    RUN(cub::DeviceAdjacentDifference::SubtractRightCopy, in, out, n, Diff());
    for (int i = 0; i + 1 < n; i++) w[i] = h[i] - 3 * h[i + 1];
    w[n - 1] = h[n - 1];
    g = host(out, n);
    REPORT("AdjacentDifference::SubtractRightCopy", g == w, g);
  }
#if NEW_CUB
  {
    std::vector<int> a(h.begin(), h.begin() + 7000), b(h.begin() + 7000, h.begin() + 12000);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    int *da = dev(a), *db = dev(b);
    RUN(cub::DeviceMerge::MergeKeys, da, (long long)a.size(), db, (long long)b.size(), out, Less());
    std::vector<int> w(a.size() + b.size());
    std::merge(a.begin(), a.end(), b.begin(), b.end(), w.begin());
    auto g = host(out, w.size());
    REPORT("DeviceMerge::MergeKeys", g == w, g);
    cudaFree(da);
    cudaFree(db);
  }
  {
    OK(cudaMemcpy(out, in, n * sizeof(int), cudaMemcpyDeviceToDevice));
    RUN(cub::DeviceFor::ForEachN, out, n, Twice());
    std::vector<int> w(n);
    for (int i = 0; i < n; i++) w[i] = 2 * h[i] + 1;
    auto g = host(out, n);
    REPORT("DeviceFor::ForEachN", g == w, g);
    cudaError_t e = cub::DeviceTransform::Transform(cuda::std::make_tuple(in, v), out2, n, Mix());
    if (e == cudaSuccess) e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("DeviceTransform::Transform -> %s\n", cudaGetErrorName(e)), failures++;
    for (int i = 0; i < n; i++) w[i] = h[i] * 5 - i;
    g = host(out2, n);
    REPORT("DeviceTransform::Transform", g == w, g);
  }
  {
    // Batched copies: buffer k of size sizes[k] from in+from[k] to out+to[k].
    const int nb = 7;
    std::vector<int> from = {0, 5, 100, 1000, 3, 19000, 7000}, to = {0, 40, 100, 3000, 9000, 9500, 12000};
    std::vector<int> sizes = {5, 33, 900, 2000, 1, 500, 4096};
    std::vector<void *> src(nb), dst(nb);
    std::vector<int *> srci(nb), dsti(nb);
    std::vector<size_t> bytes(nb);
    for (int k = 0; k < nb; k++) {
      src[k] = in + from[k], dst[k] = out + to[k], bytes[k] = sizes[k] * sizeof(int);
      srci[k] = in + from[k], dsti[k] = out2 + to[k];
    }
    void **dsrc = dev(src), **ddst = dev(dst);
    size_t *dbytes = dev(bytes);
    int **dsrci = dev(srci), **ddsti = dev(dsti);
    int *dsizes = dev(sizes);
    OK(cudaMemset(out, 0, n * sizeof(int)));
    OK(cudaMemset(out2, 0, n * sizeof(int)));
    RUN(cub::DeviceMemcpy::Batched, dsrc, ddst, dbytes, nb);
    RUN(cub::DeviceCopy::Batched, dsrci, ddsti, dsizes, nb);
    std::vector<int> w(n, 0);
    for (int k = 0; k < nb; k++)
      for (int i = 0; i < sizes[k]; i++) w[to[k] + i] = h[from[k] + i];
    auto g = host(out, n), g2 = host(out2, n);
    REPORT("DeviceMemcpy::Batched", g == w, g);
    REPORT("DeviceCopy::Batched", g2 == w, g2);
    cudaFree(dsrc);
    cudaFree(ddst);
    cudaFree(dbytes);
    cudaFree(dsrci);
    cudaFree(ddsti);
    cudaFree(dsizes);
  }
#else
  printf("CUB %d: no DeviceMerge, DeviceFor, DeviceTransform, DeviceMemcpy, DeviceCopy\n", CUB_VERSION);
#endif
  cudaFree(st);
  cudaFree(in);
  cudaFree(v);
  cudaFree(out);
  cudaFree(out2);
  cudaFree(doffs);
  return finish();
}
