// s_intops: integer and bit intrinsics a library's hashing and packing code
// uses: __mulhi, __umulhi, __mul64hi, __umul64hi, __clz(ll), __ffs(ll),
// __popc(ll), __brev(ll), __byte_perm, __funnelshift_l/r(c), __sad, __usad,
// __hadd, __rhadd, __uhadd, __dp4a, __dp2a_lo/hi, __vabsdiffu4, __vadd2,
// __vmaxs4, __vcmpeq4, __vsetgtu2, 64-bit division and remainder, and
// conversions float<->int in every rounding mode; checked on the host where
// the host has the operation, otherwise hashed.
#include <cmath>
#include <cstdint>
#include "check.h"

constexpr int N = 256, K = 30;

__global__ void ops(const unsigned *a, const unsigned *b, unsigned long long *o) {
  int i = threadIdx.x;
  unsigned x = a[i], y = b[i];
  unsigned long long X = ((unsigned long long)x << 32) | y, Y = ((unsigned long long)y << 29) ^ x;
  unsigned long long *r = o + i * K;
  r[0] = (unsigned)__mulhi((int)x, (int)y), r[1] = __umulhi(x, y), r[2] = __mul64hi((long long)X, (long long)Y);
  r[3] = __umul64hi(X, Y), r[4] = __clz(x), r[5] = __clzll(X), r[6] = __ffs(x), r[7] = __ffsll(X);
  r[8] = __popc(x), r[9] = __popcll(X), r[10] = __brev(x), r[11] = __brevll(X), r[12] = __byte_perm(x, y, y & 0x7777);
  r[13] = __funnelshift_l(x, y, y), r[14] = __funnelshift_r(x, y, y), r[15] = __funnelshift_lc(x, y, y);
  r[16] = __sad((int)x, (int)y, 5u), r[17] = __usad(x, y, 7u), r[18] = (unsigned)__hadd((int)x, (int)y);
  r[19] = (unsigned)__rhadd((int)x, (int)y), r[20] = __uhadd(x, y), r[21] = (unsigned)__dp4a((int)x, (int)y, 100);
  r[22] = __dp2a_lo(x, y, 3u), r[23] = __vabsdiffu4(x, y), r[24] = __vadd2(x, y), r[25] = __vmaxs4(x, y);
  r[26] = __vcmpeq4(x, x ^ (y & 0x00ff00ff)) ^ __vsetgtu2(x, y);
  r[27] = y ? X / y : 0, r[28] = y ? (unsigned long long)((long long)X % (long long)(int)y) : 0;
  float f = (int)x / 3.7f;
  r[29] = (unsigned)__float2int_rd(f) ^ ((unsigned long long)(unsigned)__float2uint_ru(fabsf(f)) << 32) ^ (unsigned)__float2ll_rz(f * 1e9f);
}

int main() {
  unsigned a[N], b[N];
  unsigned s = 41;
  unsigned sp[] = {0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 2, 3, 0x12345678};
  for (int i = 0; i < N; i++) a[i] = i < 8 ? sp[i] : lcg(s) * 257u + lcg(s), b[i] = i < 8 ? sp[(i * 3 + 1) % 8] : lcg(s) ^ (lcg(s) << 13);
  unsigned *da, *db;
  unsigned long long *o;
  cudaMalloc(&da, sizeof a), cudaMalloc(&db, sizeof b), cudaMalloc(&o, N * K * 8);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  ops<<<1, N>>>(da, db, o);
  OK(cudaDeviceSynchronize());
  static unsigned long long g[N * K];
  cudaMemcpy(g, o, sizeof g, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < N; i++) {
    unsigned x = a[i], y = b[i];
    unsigned long long X = ((unsigned long long)x << 32) | y, Y = ((unsigned long long)y << 29) ^ x;
    const unsigned long long *r = &g[i * K];
    ok &= r[1] == (unsigned)(((unsigned long long)x * y) >> 32);
    ok &= r[3] == (unsigned long long)(((unsigned __int128)X * Y) >> 64);
    ok &= r[4] == (unsigned)(x ? __builtin_clz(x) : 32) && r[6] == (unsigned)__builtin_ffs(x) && r[8] == (unsigned)__builtin_popcount(x);
    ok &= r[9] == (unsigned)__builtin_popcountll(X);
    ok &= r[20] == (unsigned)(((unsigned long long)x + y) >> 1);
    ok &= r[27] == (y ? X / y : 0);
    if (!ok) {
      printf("first difference at input %d\n", i);
      break;
    }
  }
  check(ok, "operations the host has");
  for (int k = 0; k < K; k++) {
    unsigned long long fnv = 1469598103934665603ULL;
    for (int i = 0; i < N; i++) fnv = (fnv ^ g[i * K + k]) * 1099511628211ULL;
    printf("op %2d: fnv %016llx\n", k, fnv);
  }
  return finish();
}
