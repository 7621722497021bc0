// s_int128: __int128 and unsigned __int128 arithmetic over 4,096 pairs of
// random and edge values (nvcc expands it into 32- and 64-bit carry chains
// and a software division): + - * / % (signed and unsigned, by 128- and
// 64-bit divisors), shifts by 0-127, comparisons (s_int128cvt: conversions);
// one FNV hash per operation, the first 4 pairs printed.
#include <vector>
#include "check.h"

constexpr int N = 4096, NOPS = 12;
typedef unsigned __int128 u128;
typedef __int128 s128;

__global__ void k(const u128 *a, const u128 *b, u128 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  u128 x = a[i], y = b[i];
  s128 sx = (s128)x, sy = (s128)y;
  u128 *r = o + i;
  int f = 0;
  r[(f++) * N] = x + y;
  r[(f++) * N] = x - y;
  r[(f++) * N] = x * y;
  r[(f++) * N] = y ? x / y : 0;
  r[(f++) * N] = y ? x % y : 0;
  r[(f++) * N] = (sy && !(sx == ((s128)1 << 127) && sy == -1)) ? (u128)(sx / sy) : 0;
  r[(f++) * N] = (sy && !(sx == ((s128)1 << 127) && sy == -1)) ? (u128)(sx % sy) : 0;
  unsigned long long y64 = (unsigned long long)y | 1;
  r[(f++) * N] = x / y64 + ((x % y64) << 64);
  r[(f++) * N] = (x << (unsigned)(y & 127)) ^ (x >> (unsigned)((y >> 64) & 127));
  r[(f++) * N] = (u128)(sx >> (unsigned)(y & 127));
  r[(f++) * N] = (u128)((x < y) | (sx < sy) << 1 | (x == y) << 2 | (sx >= sy) << 3);
  r[(f++) * N] = (u128)(sx * sy) + (u128)(-sx);
}

int main() {
  std::vector<u128> a(N), b(N);
  unsigned s = 7;
  auto r64 = [&]() { return (unsigned long long)lcg(s) << 40 ^ (unsigned long long)lcg(s) << 16 ^ lcg(s); };
  const u128 edge[] = {0, 1, 2, 3, (u128)-1, (u128)1 << 127, ((u128)1 << 127) - 1, (u128)1 << 64, ((u128)1 << 64) - 1,
                       (u128)(s128)-2, (u128)12345, (u128)1 << 63};
  for (int i = 0; i < N; i++) {
    auto one = [&](int k) -> u128 {
      switch (k % 5) {
        case 0: return edge[lcg(s) % 12];
        case 1: return (u128)r64();
        case 2: return (u128)(s128)(long long)r64();
        default: return (u128)r64() << 64 | r64();
      }
    };
    a[i] = one(i), b[i] = one(i / 5 + i);
  }
  u128 *da, *db, *o;
  REQUIRE(cudaMalloc(&da, N * 16));
  REQUIRE(cudaMalloc(&db, N * 16));
  REQUIRE(cudaMalloc(&o, (size_t)NOPS * N * 16));
  OK(cudaMemcpy(da, a.data(), N * 16, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(db, b.data(), N * 16, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(da, db, o);
  OK(cudaGetLastError());
  std::vector<u128> h((size_t)NOPS * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 16, cudaMemcpyDeviceToHost));
  const char *names[NOPS] = {"add", "sub", "mul", "udiv", "urem", "sdiv", "srem", "div64", "shifts", "sar", "compare", "smul neg"};
  for (int f = 0; f < NOPS; f++) {
    printf("%-14s %016llx", names[f], fnv(&h[(size_t)f * N], N * 16));
    for (int i = 0; i < 4; i++) printf(" %016llx%016llx", (unsigned long long)(h[(size_t)f * N + i] >> 64), (unsigned long long)h[(size_t)f * N + i]);
    printf("\n");
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    u128 x = a[i], y = b[i];
    bad += h[i] != x + y || h[N + i] != x - y || h[2 * N + i] != x * y || (y && (h[3 * N + i] != x / y || h[4 * N + i] != x % y));
  }
  printf("unsigned + - * / %% wrong: %d\n", bad);
  check(bad == 0, "unsigned arithmetic");
  return finish();
}
