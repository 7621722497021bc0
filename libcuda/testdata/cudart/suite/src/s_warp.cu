// s_warp: warp intrinsics: __shfl_sync/up/down/xor on int, float, double,
// long long and __half2 with widths 32, 16, 4 and partial masks; __ballot,
// __any, __all, __activemask in divergent code; __reduce_add/min/max/and/or/
// xor_sync on full and partial masks; __match_any_sync and __match_all_sync
// on int and long long; checked on the host where it can be.
#include <cuda_fp16.h>
#include <vector>
#include "check.h"

constexpr int W = 32, B = 2, OUTS = 20;

__global__ void warp(const int *in, long long *o) {
  int g = blockIdx.x * W * 2 + threadIdx.x, lane = threadIdx.x % 32;
  int v = in[g];
  long long *r = o + g * OUTS;
  unsigned full = 0xffffffffu;
  r[0] = __shfl_sync(full, v, (lane * 5) % 32);
  r[1] = __shfl_up_sync(full, v, 3);
  r[2] = __shfl_down_sync(full, v, 5, 16);
  r[3] = __shfl_xor_sync(full, v, 6, 8);
  r[4] = __float_as_int(__shfl_sync(full, v * 0.5f, 31 - lane, 4));
  double dv = __shfl_down_sync(full, (double)v * 1.25, 1);
  r[5] = __double_as_longlong(dv);
  r[6] = __shfl_xor_sync(full, (long long)v << 33, 31);
  __half2 h2 = __shfl_sync(full, __floats2half2_rn(v, -v), 7);
  r[7] = *(unsigned *)&h2;
  r[8] = __ballot_sync(full, v & 1);
  r[9] = __any_sync(full, v > 900) | __all_sync(full, v >= 0) << 1;
  r[10] = -1;
  if (v % 3 == 0) {
    r[10] = __activemask();
    unsigned m = __activemask();
    r[11] = __reduce_add_sync(m, (unsigned)v);
    r[12] = __reduce_min_sync(m, v - 500);
  } else {
    r[11] = __reduce_max_sync(__activemask(), (unsigned)v);
    r[12] = 0;
  }
  r[13] = __reduce_and_sync(full, (unsigned)v | 0x100) ^ __reduce_or_sync(full, (unsigned)v) ^ __reduce_xor_sync(full, (unsigned)v);
  r[14] = __match_any_sync(full, v % 5);
  int pred = -1;
  r[15] = __match_all_sync(full, v / 10000, &pred);
  r[16] = pred;
  r[17] = __match_any_sync(full, (long long)(v % 4) << 40);
  if (lane < 20) r[18] = __shfl_sync(0xfffff, v, (lane + 1) % 20, 32);
  else r[18] = 0;
  r[19] = __popc(__ballot_sync(full, lane < 13)) + __ffs(__ballot_sync(full, lane == 17));
}

int main() {
  const int N = B * W * 2;
  std::vector<int> h(N);
  unsigned s = 17;
  for (auto &x : h) x = lcg(s) % 1000;
  int *d;
  long long *o;
  cudaMalloc(&d, N * 4), cudaMalloc(&o, N * OUTS * 8);
  cudaMemcpy(d, h.data(), N * 4, cudaMemcpyHostToDevice);
  warp<<<B, W * 2>>>(d, o);
  OK(cudaDeviceSynchronize());
  std::vector<long long> g(N * OUTS);
  cudaMemcpy(g.data(), o, N * OUTS * 8, cudaMemcpyDeviceToHost);
  bool ok = true;
  unsigned long long fnv = 1469598103934665603ULL;
  for (int t = 0; t < N; t++) {
    int lane = t % 32, w0 = t - lane;
    const long long *r = &g[t * OUTS];
    ok &= r[0] == h[w0 + (lane * 5) % 32];
    ok &= r[1] == h[lane >= 3 ? t - 3 : t];
    int s16 = lane % 16;
    ok &= r[2] == h[s16 + 5 < 16 ? t + 5 : t];
    ok &= r[3] == h[w0 + (((lane ^ 6) % 8) + lane / 8 * 8)] || (lane ^ 6) / 8 != lane / 8;
    unsigned ballot = 0, m3 = 0;
    long long sum3 = 0;
    for (int i = 0; i < 32; i++) ballot |= (h[w0 + i] & 1u) << i, m3 |= (h[w0 + i] % 3 == 0 ? 1u : 0u) << i;
    for (int i = 0; i < 32; i++) sum3 += h[w0 + i] % 3 == 0 ? h[w0 + i] : 0;
    ok &= r[8] == ballot;
    if (h[t] % 3 == 0) ok &= r[10] == m3 && r[11] == sum3;
    unsigned same5 = 0;
    for (int i = 0; i < 32; i++) same5 |= (h[w0 + i] % 5 == h[t] % 5 ? 1u : 0u) << i;
    ok &= r[14] == same5;
    ok &= r[15] == 0xffffffffu && r[16] == 1;
    ok &= r[19] == 13 + 18;
    for (int j = 0; j < OUTS; j++) fnv = (fnv ^ (unsigned long long)r[j]) * 1099511628211ULL;
  }
  printf("fnv %016llx\n", fnv);
  check(ok, "warp intrinsics");
  return finish();
}
