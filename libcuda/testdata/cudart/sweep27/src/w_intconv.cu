// w_intconv: conversions between every pair of integer widths (sign and zero
// extension, truncation), mixed-width expressions (promotions, wide products,
// 64-bit shifts by variable amounts) and bool/char arithmetic; the host runs
// the same templates (narrowing to a signed type is modular in both
// compilers, and defined so since C++20).
#include "sw27.h"

template <class... T> struct Types {};
using All = Types<signed char, unsigned char, short, unsigned short, int, unsigned, long long, unsigned long long, bool, char>;

// conv converts a, given as 64 bits, to From, then to every type of All,
// and writes each result widened to 64 bits (sign-extended from its own type).
template <class From, class... To> __host__ __device__ void convAll(unsigned long long a, long long *o, Types<To...>) {
  From f = From(a);
  int k = 0;
  ((o[k++] = (long long)To(f)), ...);
}

template <class From> __global__ void convKernel(const unsigned long long *a, long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) convAll<From>(a[i], o + i * 10, All{});
}

// mixed: expressions whose widths differ.
__host__ __device__ void mixed(unsigned long long x, unsigned long long y, long long *o) {
  signed char c = (signed char)x;
  unsigned char uc = (unsigned char)y;
  short s = (short)(x >> 8);
  unsigned short us = (unsigned short)(y >> 16);
  int i = (int)(x >> 3);
  unsigned u = (unsigned)(y >> 5);
  long long l = (long long)x;
  o[0] = c * uc + s * us;  // int promotions
  o[1] = (long long)i * u;  // s64 = s32 * u32 widened
  o[2] = (unsigned long long)u * u;
  o[3] = (long long)i * (long long)i;
  o[4] = i + u;  // usual arithmetic conversions: unsigned
  o[5] = l >> (y & 63);
  o[6] = (long long)((unsigned long long)l >> (x & 63));
  o[7] = (long long)((unsigned long long)l << (y & 63));
  o[8] = (signed char)(c + 100) + (unsigned char)(uc * 3);
  o[9] = (short)(s * 7) - (unsigned short)(us << 3);
  o[10] = (int)((long long)i * 1000003 >> 20);
  o[11] = (unsigned)(x * 0x9e3779b9u) >> (y & 31);
  o[12] = (long long)(i < 0) - (long long)(u > 0x7fffffffu) + (c == (signed char)uc);
  o[13] = (long long)(unsigned short)(c) + (long long)(short)(uc);
  o[14] = (long long)(x % 1000) * (long long)(short)(y);
  o[15] = (int)(x >> 32) * (int)y;  // may wrap: done in unsigned below
  o[15] = (int)((unsigned)(x >> 32) * (unsigned)y);
}

__global__ void mixedKernel(const unsigned long long *a, const unsigned long long *b, long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) mixed(a[i], b[i], o + i * 16);
}

template <class From> void runConv(const char *name, const std::vector<unsigned long long> &a, Dev<unsigned long long> &da) {
  int n = (int)a.size();
  std::vector<long long> want((size_t)n * 10);
  for (int i = 0; i < n; i++) convAll<From>(a[i], &want[(size_t)i * 10], All{});
  Dev<long long> o(want.size());
  convKernel<From><<<(n + 127) / 128, 128>>>(da.p, o.p, n);
  if (!synced(name)) return;
  char what[64];
  snprintf(what, sizeof what, "from %s to each type", name);
  compare(what, o.get(), want);
}

int main() {
  const int n = 4096;
  unsigned long long s = 7;
  std::vector<unsigned long long> a(n), b(n);
  for (int i = 0; i < n; i++) {
    a[i] = edgy(s, 8 << (i % 4));
    if (i % 3 == 0) a[i] = (unsigned long long)(long long)(signed char)a[i];  // sign-extended small negatives
    b[i] = edgy(s, 64);
  }
  Dev<unsigned long long> da(a), db(b);
  runConv<signed char>("s8", a, da);
  runConv<unsigned char>("u8", a, da);
  runConv<short>("s16", a, da);
  runConv<unsigned short>("u16", a, da);
  runConv<int>("s32", a, da);
  runConv<unsigned>("u32", a, da);
  runConv<long long>("s64", a, da);
  runConv<unsigned long long>("u64", a, da);
  runConv<bool>("bool", a, da);
  runConv<char>("char", a, da);
  std::vector<long long> want((size_t)n * 16);
  for (int i = 0; i < n; i++) mixed(a[i], b[i], &want[(size_t)i * 16]);
  Dev<long long> o(want.size());
  mixedKernel<<<n / 128, 128>>>(da.p, db.p, o.p, n);
  SYNC();
  compare("mixed-width expressions", o.get(), want);
  return finish();
}
