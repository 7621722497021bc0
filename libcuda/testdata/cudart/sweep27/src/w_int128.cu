// w_int128: __int128 and unsigned __int128 arithmetic in device code
// (nvcc 11.5 and later): + - * / % (nvcc's own 128-bit division), shifts by 0
// to 127, comparisons, conversions to and from 64-bit integers and to double
// (rounded to nearest); the host (gcc) runs the same function.
#include "sw27.h"

typedef __int128 s128;
typedef unsigned __int128 u128;
const int nOut = 18;

__host__ __device__ void ops(u128 a, u128 b, u128 *o, double *d) {
  s128 sa = (s128)a, sb = (s128)b;
  u128 bz = b ? b : 1;
  s128 sbz = sb ? sb : 1;
  bool minNeg = sa == (s128)((u128)1 << 127) && sbz == -1;
  unsigned sh = (unsigned)(b & 127);
  o[0] = a + b;
  o[1] = a - b;
  o[2] = a * b;
  o[3] = a / bz;
  o[4] = a % bz;
  o[5] = minNeg ? 0 : (u128)(sa / sbz);
  o[6] = minNeg ? 0 : (u128)(sa % sbz);
  o[7] = a << sh;
  o[8] = a >> sh;
  o[9] = (u128)(sa >> sh);
  o[10] = (u128)((a < b) | (sa < sb) << 1 | (a == b) << 2 | (sa >= sb) << 3);
  o[11] = (u128)(s128)(long long)a * (u128)(unsigned long long)b;  // 64 x 64 -> 128
  o[12] = (u128)(s128)(long long)(a >> 64) * (s128)(long long)b;
  o[13] = a * a + b;
  o[14] = ~a ^ (b >> 3);
  o[15] = (u128)(unsigned long long)(a / ((b >> 70) | 1));  // large divisors
  o[16] = a % ((b >> 1) | 1);
  o[17] = (u128)(-sa);
  d[0] = (double)a;
  d[1] = (double)sa;
}

__global__ void kernel(const u128 *a, const u128 *b, u128 *o, double *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ops(a[i], b[i], o + (size_t)i * nOut, d + 2 * i);
}

int main() {
  const int n = 4096;
  unsigned long long s = 1234;
  std::vector<u128> a(n), b(n), want((size_t)n * nOut);
  std::vector<double> dwant(2 * n);
  for (int i = 0; i < n; i++) {
    a[i] = (u128)edgy(s, 64) << 64 | edgy(s, 64);
    b[i] = (u128)edgy(s, 64) << 64 | edgy(s, 64);
    int k = (int)(rnd64(s) % 4);  // mix widths: small, 64-bit, sign-extended 64-bit, full
    if (k == 0) b[i] >>= 64 + rnd64(s) % 64;
    if (k == 1) a[i] = (u128)(s128)(long long)a[i];
    if (k == 2) b[i] = (u128)(s128)(long long)b[i];
    ops(a[i], b[i], &want[(size_t)i * nOut], &dwant[2 * i]);
  }
  Dev<u128> da(a), db(b), o(want.size());
  Dev<double> od(dwant.size());
  kernel<<<n / 128, 128>>>(da.p, db.p, o.p, od.p, n);
  SYNC();
  std::vector<u128> got = o.get();
  const char *names[nOut] = {"add", "sub", "mul", "udiv", "urem", "sdiv", "srem", "shl", "lshr", "ashr", "cmp",
                             "mul 64x64", "smul 64x64", "mad", "not/xor", "udiv big", "urem big", "neg"};
  for (int k = 0; k < nOut; k++) {
    std::vector<u128> g(n), w(n);
    for (int i = 0; i < n; i++) g[i] = got[(size_t)i * nOut + k], w[i] = want[(size_t)i * nOut + k];
    compare(names[k], g, w);
  }
  compare("to double (unsigned, signed)", od.get(), dwant);
  return finish();
}
