// s_cub_device: CUB's device-wide algorithms as a library calls them (query
// temporary storage with a null pointer, allocate, run): DeviceReduce
// Sum/Max/ArgMax/ArgMin on floats, DeviceScan InclusiveSum and ExclusiveScan
// with a custom operator, DeviceRadixSort SortPairs (u64 keys, float keys
// descending), DeviceSegmentedReduce Sum/Max, DeviceHistogram HistogramEven
// on floats, DeviceSelect If/Flagged/Unique, DevicePartition If; each checked
// on the host.
#include <cub/cub.cuh>
#include <algorithm>
#include <vector>
#include "check.h"

struct Less10 {
  __host__ __device__ bool operator()(const int &x) const { return x < 10; }
};
struct MaxOp {
  __host__ __device__ int operator()(const int &a, const int &b) const { return a > b ? a : b; }
};

static void *tmp = nullptr;
static size_t tmpBytes = 0;
// scratch returns temporary storage of at least n bytes.
static void *scratch(size_t n) {
  if (n > tmpBytes) {
    cudaFree(tmp);
    cudaMalloc(&tmp, n);
    tmpBytes = n;
  }
  return tmp;
}
#define RUN(call)                                  \
  do {                                             \
    void *d_temp_storage = nullptr;                \
    size_t temp_storage_bytes = 0;                 \
    call;                                          \
    d_temp_storage = scratch(temp_storage_bytes);  \
    check(call == cudaSuccess, #call);             \
  } while (0)

template <class T>
static T *up(const std::vector<T> &h) {
  T *d;
  cudaMalloc(&d, h.size() * sizeof(T) + 1);
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <class T>
static std::vector<T> down(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}

int main() {
  const int N = 20000;
  unsigned s = 5;
  std::vector<float> hf(N);
  std::vector<int> hi(N);
  for (int i = 0; i < N; i++) hf[i] = ((int)(lcg(s) % 100001) - 50000) / 16.0f, hi[i] = lcg(s) % 1000;
  float *df = up(hf);
  int *di = up(hi);
  float *fo = up(std::vector<float>(1));
  cub::KeyValuePair<int, float> *kv;
  cudaMalloc(&kv, sizeof(*kv));

  RUN(cub::DeviceReduce::Max(d_temp_storage, temp_storage_bytes, df, fo, N));
  float mx = down(fo, 1)[0];
  RUN(cub::DeviceReduce::ArgMax(d_temp_storage, temp_storage_bytes, df, kv, N));
  auto am = down(kv, 1)[0];
  RUN(cub::DeviceReduce::ArgMin(d_temp_storage, temp_storage_bytes, df, kv, N));
  auto an = down(kv, 1)[0];
  int hmx = std::max_element(hf.begin(), hf.end()) - hf.begin(), hmn = std::min_element(hf.begin(), hf.end()) - hf.begin();
  printf("max %.4f argmax %d (%.4f) argmin %d (%.4f)\n", mx, am.key, am.value, an.key, an.value);
  check(mx == hf[hmx] && am.key == hmx && an.key == hmn, "max/argmax/argmin");
  int *io = up(std::vector<int>(N + 1));
  RUN(cub::DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, di, io, N));
  long long hs = 0;
  for (int x : hi) hs += x;
  check(down(io, 1)[0] == hs, "sum");

  RUN(cub::DeviceScan::InclusiveSum(d_temp_storage, temp_storage_bytes, di, io, N));
  auto g = down(io, N);
  int run = 0;
  bool ok = true;
  for (int i = 0; i < N; i++) run += hi[i], ok &= g[i] == run;
  check(ok, "InclusiveSum");
  RUN(cub::DeviceScan::ExclusiveScan(d_temp_storage, temp_storage_bytes, di, io, MaxOp(), -1, N));
  g = down(io, N);
  run = -1, ok = true;
  for (int i = 0; i < N; i++) ok &= g[i] == run, run = std::max(run, hi[i]);
  check(ok, "ExclusiveScan max");

  // Radix sort pairs: u64 keys ascending; float keys descending.
  std::vector<unsigned long long> hk(N);
  for (auto &k : hk) k = ((unsigned long long)lcg(s) << 32) | lcg(s);
  unsigned long long *dk = up(hk), *dk2 = up(hk);
  int *dv = up(hi), *dv2 = up(hi);
  RUN(cub::DeviceRadixSort::SortPairs(d_temp_storage, temp_storage_bytes, dk, dk2, dv, dv2, N));
  auto gk = down(dk2, N);
  auto sk = hk;
  std::sort(sk.begin(), sk.end());
  check(gk == sk, "SortPairs u64");
  float *df2 = up(hf);
  RUN(cub::DeviceRadixSort::SortPairsDescending(d_temp_storage, temp_storage_bytes, df, df2, di, dv2, N));
  auto gf = down(df2, N);
  auto sf = hf;
  std::sort(sf.begin(), sf.end(), std::greater<float>());
  check(gf == sf, "SortPairsDescending float");
  auto gv = down(dv2, N);
  ok = true;
  for (int i = 0; i < 100; i++) {
    // The value that came with the key: some index j with hf[j]==gf[i], hi[j]==gv[i].
    bool found = false;
    for (int j = 0; j < N && !found; j++) found = hf[j] == gf[i] && hi[j] == gv[i];
    ok &= found;
  }
  check(ok, "values follow keys");

  // Segmented reduce over uneven segments (one empty).
  std::vector<int> off = {0, 10, 10, 500, 4000, 4001, N};
  int *doff = up(off);
  int nseg = off.size() - 1;
  RUN(cub::DeviceSegmentedReduce::Sum(d_temp_storage, temp_storage_bytes, di, io, nseg, doff, doff + 1));
  auto gs = down(io, nseg);
  RUN(cub::DeviceSegmentedReduce::Max(d_temp_storage, temp_storage_bytes, di, io, nseg, doff, doff + 1));
  auto gm = down(io, nseg);
  ok = true;
  for (int i = 0; i < nseg; i++) {
    int sum = 0, m = std::numeric_limits<int>::lowest();
    for (int j = off[i]; j < off[i + 1]; j++) sum += hi[j], m = std::max(m, hi[j]);
    ok &= gs[i] == sum && gm[i] == m;
    printf("segment %d: sum %d max %d\n", i, gs[i], gm[i]);
  }
  check(ok, "segmented reduce");

  // Histogram: 16 even bins over [-3125, 3125) of the floats.
  int *hist = up(std::vector<int>(16));
  RUN(cub::DeviceHistogram::HistogramEven(d_temp_storage, temp_storage_bytes, df, hist, 17, -3125.0f, 3125.0f, N));
  auto gh = down(hist, 16);
  ok = true;
  for (int b = 0; b < 16; b++) {
    int c = 0;
    for (float x : hf) c += x >= -3125.0f && x < 3125.0f && (int)((x + 3125.0f) / 390.625f) == b;
    ok &= gh[b] == c;
  }
  printf("histogram bin 0 %d bin 15 %d\n", gh[0], gh[15]);
  check(ok, "HistogramEven");

  // Select and partition.
  int *cnt = up(std::vector<int>(1));
  RUN(cub::DeviceSelect::If(d_temp_storage, temp_storage_bytes, di, io, cnt, N, Less10()));
  int sel = down(cnt, 1)[0];
  check(sel == (int)std::count_if(hi.begin(), hi.end(), Less10()), "Select::If");
  std::vector<char> flags(N);
  for (int i = 0; i < N; i++) flags[i] = i % 7 == 0;
  char *dflags = up(flags);
  RUN(cub::DeviceSelect::Flagged(d_temp_storage, temp_storage_bytes, di, dflags, io, cnt, N));
  check(down(cnt, 1)[0] == (N + 6) / 7 && down(io, 2)[1] == hi[7], "Select::Flagged");
  std::vector<int> runs(N);
  for (int i = 0; i < N; i++) runs[i] = i / 5 + (i % 5 == 4);
  int *druns = up(runs);
  RUN(cub::DeviceSelect::Unique(d_temp_storage, temp_storage_bytes, druns, io, cnt, N));
  int uniq = down(cnt, 1)[0];
  auto ru = runs;
  check(uniq == (int)(std::unique(ru.begin(), ru.end()) - ru.begin()), "Select::Unique");
  RUN(cub::DevicePartition::If(d_temp_storage, temp_storage_bytes, di, io, cnt, N, Less10()));
  auto gp = down(io, N);
  check(down(cnt, 1)[0] == sel && gp[0] < 10 && gp[N - 1] >= 10, "Partition::If");
  printf("selected %d unique %d\n", sel, uniq);
  return finish();
}
