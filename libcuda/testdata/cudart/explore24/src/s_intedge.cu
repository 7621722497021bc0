// s_intedge: integer and conversion corner cases whose answer C++ leaves
// undefined but the H200 gives one: division and remainder by zero and of
// the most negative value by -1 (32 and 64 bits, signed and unsigned, by
// values the compiler cannot see), shifts by the width and more, float and
// double to integer conversions of NaN, infinities and out-of-range values
// (plain casts and the __float2int_* intrinsics), __int128 arithmetic.
#include <climits>
#include <cmath>
#include <vector>
#include "check.h"

__global__ void k(const long long *in, unsigned long long *o) {
  int i = threadIdx.x;
  long long a = in[i], b = in[(i * 7 + 3) % 32];
  int a32 = (int)a, b32 = (int)b;
  unsigned ua = (unsigned)a, ub = (unsigned)b;
  unsigned long long *r = o + i * 24;
  int f = 0;
#define P(v) r[f++] = (unsigned long long)(v)
  P(a32 / b32);
  P(a32 % b32);
  P(ua / ub);
  P(ua % ub);
  P(a / b);
  P(a % b);
  P((unsigned long long)a / (unsigned long long)b);
  P((unsigned long long)a % (unsigned long long)b);
  P(ua << (b & 63));
  P(a32 >> (b & 63));
  P((unsigned long long)a << (b & 127));
  P(a >> (b & 127));
  float fa = __int_as_float((int)(a >> 7));
  double da = __longlong_as_double(a * 0x9E3779B9ll);
  P((int)fa);
  P((unsigned)fa);
  P((long long)fa);
  P((unsigned long long)fa);
  P((int)da);
  P((unsigned long long)da);
  P(__float2int_rn(fa) ^ __float2uint_ru(fa));
  P(__double2ll_rd(da) ^ __double2ull_rz(da));
  __int128 x = (__int128)a * b + ((__int128)b << 70);
  __int128 y = (__int128)(b | 1) * 12345;
  __int128 q = x / y, m = x % y;
  P((unsigned long long)q ^ (unsigned long long)(q >> 64));
  P((unsigned long long)m ^ (unsigned long long)((unsigned __int128)x >> 64) ^ (unsigned long long)(x >> 100));
}

int main() {
  std::vector<long long> h = {0, 1, -1, 2, -2, 7, -7, INT_MIN, INT_MAX, (long long)UINT_MAX, LLONG_MIN, LLONG_MAX,
                              31, 32, 33, 63, 64, 65, 127, 128, -31, -32, -64, 1ll << 40, -(1ll << 40),
                              0x7f800000ll << 7, 0x7fc00000ll << 7, (long long)0xff800000u << 7, 0x4f000000ll << 7,
                              0x5f000000ll << 7, 0x7ff0000000000000ll, 3};
  long long *d;
  unsigned long long *o;
  REQUIRE(cudaMalloc(&d, 32 * 8));
  REQUIRE(cudaMalloc(&o, 32 * 24 * 8));
  OK(cudaMemcpy(d, h.data(), 32 * 8, cudaMemcpyHostToDevice));
  k<<<1, 32>>>(d, o);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> r(32 * 24);
  OK(cudaMemcpy(r.data(), o, r.size() * 8, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 32; i++) {
    printf("%2d:", i);
    for (int j = 0; j < 24; j++) printf(" %llx", r[i * 24 + j]);
    printf("\n");
  }
  return finish();
}
