// s_int128cvt: s_int128's values converted between __int128 / unsigned
// __int128 and double / float (software routines in nvcc's PTX); one FNV
// hash per conversion, the first 4 printed.
#include <vector>
#include "check.h"

constexpr int N = 4096, NOPS = 4;
typedef unsigned __int128 u128;
typedef __int128 s128;

__global__ void k(const u128 *a, const u128 *b, u128 *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  u128 x = a[i], y = b[i];
  s128 sx = (s128)x, sy = (s128)y;
  u128 *r = o + i;
  int f = 0;
  double dx = (double)sx, ux = (double)x;
  r[(f++) * N] = (u128)__double_as_longlong(dx) | (u128)__double_as_longlong(ux) << 64;
  float fx = (float)sx, fux = (float)x;
  r[(f++) * N] = (u128)__float_as_uint(fx) | (u128)__float_as_uint(fux) << 32;
  double d = __longlong_as_double((long long)(y >> 64)) ;
  r[(f++) * N] = (d == d && d > -1.7e38 && d < 1.7e38) ? (u128)(s128)d : 0;
  r[(f++) * N] = (d == d && d >= 0 && d < 3.4e38) ? (u128)d : 0;
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
  const char *names[NOPS] = {"to double", "to float", "from double s", "from double u"};
  for (int f = 0; f < NOPS; f++) {
    printf("%-14s %016llx", names[f], fnv(&h[(size_t)f * N], N * 16));
    for (int i = 0; i < 4; i++) printf(" %016llx%016llx", (unsigned long long)(h[(size_t)f * N + i] >> 64), (unsigned long long)h[(size_t)f * N + i]);
    printf("\n");
  }
  return finish();
}
