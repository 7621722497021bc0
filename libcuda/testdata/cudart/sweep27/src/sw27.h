// sw27.h: what sweep27's programs share beside ../../src/check.h. Every
// program computes each result twice, on the device and on the host, where the
// host's answer is exact by definition (the same C++ integer code, IEEE
// operations the CPU rounds correctly, or the software rounding below), and
// compares them bit for bit: a program passes or fails by itself, with no
// golden file.
#pragma once
#include "../../src/check.h"
#include <cmath>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>
#include <type_traits>

// CK(call) ends the program with FAIL when a runtime call fails.
#define CK(call)                                                            \
  do {                                                                      \
    cudaError_t e_ = (call);                                                \
    if (e_ != cudaSuccess) {                                                \
      printf("%s -> %s\n", #call, cudaGetErrorName(e_));                    \
      failures++;                                                           \
      return finish();                                                      \
    }                                                                       \
  } while (0)

// SYNC ends the program with FAIL when the last launch failed.
#define SYNC()                      \
  do {                              \
    CK(cudaGetLastError());         \
    CK(cudaDeviceSynchronize());    \
  } while (0)

// hexBytes writes the n bytes at p, most significant first, to buf.
static const char *hexBytes(const void *p, size_t n, char *buf) {
  static const char digits[] = "0123456789abcdef";
  const unsigned char *b = (const unsigned char *)p;
  size_t k = 0;
  for (size_t i = n; i-- > 0;) {
    buf[k++] = digits[b[i] >> 4];
    buf[k++] = digits[b[i] & 15];
  }
  buf[k] = 0;
  return buf;
}

// sameBits is how results are compared: every bit, except that any NaN of a
// floating type equals any other (NaN payloads differ between the GPU and
// the CPU and are not what these programs test).
template <class T> static bool sameBits(const T &a, const T &b) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (a != a && b != b) return true;
  }
  return memcmp(&a, &b, sizeof(T)) == 0;
}

// compare counts the elements of got that differ from want, prints the
// first few (index, got, want, in hex) and a summary line, and counts a
// failure if any differ.
template <class T> static size_t compare(const char *what, const T *got, const T *want, size_t n) {
  size_t bad = 0;
  char g[80], w[80];
  for (size_t i = 0; i < n; i++) {
    if (sameBits(got[i], want[i])) continue;
    if (bad < 5)
      printf("  %s[%zu]: got %s want %s\n", what, i, hexBytes(&got[i], sizeof(T), g), hexBytes(&want[i], sizeof(T), w));
    bad++;
  }
  printf("%-44s %8zu values, %zu differ\n", what, n, bad);
  if (bad) failures++;
  return bad;
}
template <class T> static size_t compare(const char *what, const std::vector<T> &got, const std::vector<T> &want) {
  if (got.size() != want.size()) {
    printf("%s: %zu values, want %zu\n", what, got.size(), want.size());
    failures++;
    return 1;
  }
  return compare(what, got.data(), want.data(), got.size());
}

// Dev is a device array of n T's, zeroed, freed at the end of its scope.
template <class T> struct Dev {
  T *p = nullptr;
  size_t n;
  explicit Dev(size_t n) : n(n) {
    if (cudaMalloc(&p, n * sizeof(T) + 1) != cudaSuccess) {
      printf("cudaMalloc of %zu bytes failed\n", n * sizeof(T));
      exit(1);
    }
    cudaMemset(p, 0, n * sizeof(T));
  }
  Dev(const std::vector<T> &v) : Dev(v.size()) { put(v); }
  ~Dev() { cudaFree(p); }
  void put(const std::vector<T> &v) { cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice); }
  std::vector<T> get() const {
    std::vector<T> v(n);
    cudaError_t e = cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost);
    if (e != cudaSuccess) printf("copy back: %s\n", cudaGetErrorName(e));
    return v;
  }
  operator T *() const { return p; }
};

// rnd64 is a deterministic 64-bit generator (splitmix64).
static unsigned long long rnd64(unsigned long long &s) {
  unsigned long long z = (s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// edgy returns random bits for an integer of `bits` bits, one time in four an
// edge value (0, 1, -1, the extremes and their neighbours).
static unsigned long long edgy(unsigned long long &s, int bits) {
  unsigned long long r = rnd64(s);
  unsigned long long top = 1ULL << (bits - 1);
  static const int nEdges = 8;
  if ((r & 3) == 0) {
    unsigned long long e[nEdges] = {0, 1, ~0ULL, top, top - 1, top + 1, 2, ~1ULL};
    r = e[(r >> 2) % nEdges];
  } else if ((r & 3) == 1) {
    r >>= (r >> 2) % bits;  // small magnitudes
  }
  return bits == 64 ? r : r & ((1ULL << bits) - 1);
}

// Rounding modes of the software rounding below.
enum Mode { RN, RZ, RU, RD, RNA };
static const char *modeName[] = {"rn", "rz", "ru", "rd", "rna"};

// roundBits rounds the exact value (-1)^neg * mag * 2^exp to a binary
// floating-point format with `mant` stored mantissa bits and `expBits`
// exponent bits (half: 10, 5; bf16: 7, 8; float: 23, 8; double: 52, 11) in
// mode m, gradual underflow and overflow as IEEE 754 defines them, and
// returns the encoding.
static unsigned long long roundBits(bool neg, unsigned __int128 mag, int exp, int mant, int expBits, Mode m) {
  unsigned long long sign = neg ? 1ULL << (mant + expBits) : 0;
  int bias = (1 << (expBits - 1)) - 1;
  unsigned long long infBits = (((1ULL << expBits) - 1) << mant);
  if (mag == 0) return sign;
  int top = 127;
  while (!((mag >> top) & 1)) top--;
  // the value's binade: 2^(top+exp); its least significant kept bit's weight
  int e = top + exp;  // unbiased exponent of the leading bit
  int lsb = e - mant;  // weight of the last mantissa bit
  if (e < 1 - bias) lsb = 1 - bias - mant;  // subnormal: fixed weight
  int shift = lsb - exp;  // bits of mag below the kept ones
  unsigned __int128 q;
  bool half = false, sticky = false;
  if (shift <= 0) {
    q = mag << (-shift);
  } else if (shift > 127) {
    q = 0;
    sticky = true;
  } else {
    q = mag >> shift;
    unsigned __int128 rest = mag - (q << shift);
    unsigned __int128 halfway = (unsigned __int128)1 << (shift - 1);
    half = (rest >> (shift - 1)) & 1;
    sticky = (rest & (halfway - 1)) != 0;
  }
  bool inexact = half || sticky;
  bool up = false;
  switch (m) {
  case RN: up = half && (sticky || (q & 1)); break;
  case RNA: up = half; break;
  case RZ: up = false; break;
  case RU: up = inexact && !neg; break;
  case RD: up = inexact && neg; break;
  }
  if (up) q++;
  // q * 2^lsb; normalise to the encoding
  unsigned long long bits;
  if (q >> (mant + 1)) {  // carried into a new binade
    q >>= 1;
    lsb++;
  }
  if (!(q >> mant)) {
    bits = (unsigned long long)q;  // subnormal (or rounded to zero)
  } else {
    int be = lsb + mant + bias;
    if (be >= (1 << expBits) - 1) {
      bool toInf = m == RN || m == RNA || (m == RU && !neg) || (m == RD && neg);
      return sign | (toInf ? infBits : infBits - 1);
    }
    bits = ((unsigned long long)be << mant) | ((unsigned long long)q & ((1ULL << mant) - 1));
  }
  return sign | bits;
}

// decode splits a finite encoding of the format into sign, integer
// significand and exponent (value = (-1)^neg * mag * 2^exp).
static void decode(unsigned long long bits, int mant, int expBits, bool &neg, unsigned long long &mag, int &exp) {
  int bias = (1 << (expBits - 1)) - 1;
  neg = (bits >> (mant + expBits)) & 1;
  int be = (int)((bits >> mant) & ((1ULL << expBits) - 1));
  mag = bits & ((1ULL << mant) - 1);
  if (be) mag |= 1ULL << mant;
  exp = (be ? be : 1) - bias - mant;
}

static inline unsigned floatBits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static inline float bitsFloat(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
static inline unsigned long long doubleBits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
static inline double bitsDouble(unsigned long long u) { double d; memcpy(&d, &u, 8); return d; }

// special floats: every program's float inputs mix these in.
static float edgyFloat(unsigned long long &s) {
  unsigned long long r = rnd64(s);
  static const unsigned sp[] = {0x0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x1, 0x807fffff, 0x00800000,
                                0x7f7fffff, 0x3f800000, 0xbf800000, 0x3f000000, 0x4f000000, 0xcf000000, 0x5f000000, 0x4effffff};
  switch (r & 7) {
  case 0: return bitsFloat(sp[(r >> 3) % 16]);
  case 1: return bitsFloat((unsigned)(r >> 8));  // any pattern
  case 2: return (float)((long long)(r >> 20) % 100000) / 8.0f + 0.5f * ((r >> 9) & 1);  // halves, near integers
  default: {
    // moderate exponents
    unsigned e = 100 + (unsigned)((r >> 8) % 60);
    return bitsFloat((unsigned)((r >> 40) & 0x807fffff) | (e << 23));
  }
  }
}
static double edgyDouble(unsigned long long &s) {
  unsigned long long r = rnd64(s);
  static const unsigned long long sp[] = {0x0, 0x8000000000000000ULL, 0x7ff0000000000000ULL, 0xfff0000000000000ULL,
                                          0x7ff8000000000000ULL, 0x1, 0x800fffffffffffffULL, 0x0010000000000000ULL,
                                          0x7fefffffffffffffULL, 0x3ff0000000000000ULL, 0x43e0000000000000ULL,
                                          0xc3e0000000000000ULL, 0x41e0000000000000ULL, 0xc1e0000000000000ULL,
                                          0x43f0000000000000ULL, 0x3fe0000000000000ULL};
  switch (r & 7) {
  case 0: return bitsDouble(sp[(r >> 3) % 16]);
  case 1: return bitsDouble(rnd64(s));
  case 2: return (double)((long long)(r >> 12) % 10000000) / 16.0;
  default: {
    unsigned long long e = 900 + (r >> 8) % 250;
    return bitsDouble((rnd64(s) & 0x800fffffffffffffULL) | (e << 52));
  }
  }
}

// intTo rounds the integer v to the format (mant, expBits) in mode m.
static unsigned long long intTo(long long v, int mant, int expBits, Mode m = RN) {
  bool neg = v < 0;
  unsigned long long mag = neg ? 0ULL - (unsigned long long)v : (unsigned long long)v;
  return roundBits(neg, mag, 0, mant, expBits, m);
}

// synced waits for the device; a failed launch is reported under what and
// counted, and the program goes on to its next part (false).
static bool synced(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  if (e == cudaSuccess) return true;
  printf("%s: %s\n", what, cudaGetErrorName(e));
  failures++;
  cudaGetLastError();
  return false;
}

// compareColumn compares column k of row-major tables of `cols` columns.
template <class T>
static size_t compareColumn(const char *what, const std::vector<T> &got, const std::vector<T> &want, size_t cols, size_t k) {
  size_t n = want.size() / cols;
  std::vector<T> g(n), w(n);
  for (size_t i = 0; i < n; i++) g[i] = got[i * cols + k], w[i] = want[i * cols + k];
  return compare(what, g, w);
}

// eachInt calls f(T(0), name) for every integer type T of MinBits to 64 bits,
// signed and unsigned: main's loop over the widths a templated test covers.
template <int MinBits = 8, class F> static void eachInt(F f) {
  if constexpr (MinBits <= 8) f((signed char)0, "s8"), f((unsigned char)0, "u8");
  if constexpr (MinBits <= 16) f((short)0, "s16"), f((unsigned short)0, "u16");
  f(0, "s32"), f(0u, "u32"), f(0LL, "s64"), f(0ULL, "u64");
}
