// q_frames DEPTH FN: one recursion of FN, DEPTH calls deep, at the default
// 1 KiB stack, in one thread; prints the launch's result. probe-e.sh bisects
// the deepest each FN runs (session 29: cudasim's frame estimate, sim
// callFrame, gives each shape a different frame; q_stack measured three).
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Values live across the call: 1, 3, 5 and 7 32-bit ones.
__device__ __noinline__ unsigned live1(unsigned n) {
  if (n == 0) return 7;
  return live1(n - 1) * 3 + n;
}
__device__ __noinline__ unsigned live3(unsigned n, unsigned a, unsigned b) {
  if (n == 0) return a ^ b;
  unsigned r = live3(n - 1, a * 5 + 1, b ^ n);
  return r * a + b * n + 1;
}
__device__ __noinline__ unsigned live5(unsigned n, unsigned a, unsigned b, unsigned c, unsigned d) {
  if (n == 0) return a ^ b ^ c ^ d;
  unsigned r = live5(n - 1, a + 1, b * 3, c ^ n, d + a);
  return ((r * a + b) * c + d) ^ n;
}
__device__ __noinline__ unsigned live7(unsigned n, unsigned a, unsigned b, unsigned c, unsigned d, unsigned e,
                                       unsigned f) {
  if (n == 0) return a ^ b ^ c ^ d ^ e ^ f;
  unsigned r = live7(n - 1, a + 1, b * 3, c ^ n, d + a, e * 7, f - n);
  return ((((r * a + b) * c + d) * e + f) ^ n);
}
// A 64-bit value and a double live across the call.
__device__ __noinline__ unsigned long long wide(unsigned n, unsigned long long x) {
  if (n == 0) return x;
  return wide(n - 1, x * 0x9E3779B97F4A7C15ull + n) ^ x;
}
__device__ __noinline__ double dbl(unsigned n, double x) {
  if (n == 0) return x;
  return dbl(n - 1, x * 1.5 + n) * x;
}
// Local arrays of 16 and 40 bytes, nothing else live.
__device__ __noinline__ unsigned arr16(unsigned n) {
  volatile unsigned a[4];
  for (int k = 0; k < 4; k++) a[k] = n + k;
  if (n == 0) return a[1];
  return arr16(n - 1) + a[n % 4];
}
__device__ __noinline__ unsigned arr40(unsigned n) {
  volatile unsigned a[10];
  for (int k = 0; k < 10; k++) a[k] = n * k;
  if (n == 0) return a[3];
  return arr40(n - 1) + a[n % 10];
}
// Mutual recursion with one value live across each call.
__device__ __noinline__ unsigned pong(unsigned n);
__device__ __noinline__ unsigned ping(unsigned n) { return n == 0 ? 1 : pong(n - 1) * 2 + n; }
__device__ __noinline__ unsigned pong(unsigned n) { return n == 0 ? 2 : ping(n - 1) * 3 + n; }

__global__ void kLive1(unsigned n, unsigned long long *o) { o[0] = live1(n); }
__global__ void kLive3(unsigned n, unsigned long long *o) { o[0] = live3(n, 3, 5); }
__global__ void kLive5(unsigned n, unsigned long long *o) { o[0] = live5(n, 3, 5, 7, 9); }
__global__ void kLive7(unsigned n, unsigned long long *o) { o[0] = live7(n, 3, 5, 7, 9, 11, 13); }
__global__ void kWide(unsigned n, unsigned long long *o) { o[0] = wide(n, 12345); }
__global__ void kDbl(unsigned n, unsigned long long *o) { o[0] = (unsigned long long)dbl(n, 0.5); }
__global__ void kArr16(unsigned n, unsigned long long *o) { o[0] = arr16(n); }
__global__ void kArr40(unsigned n, unsigned long long *o) { o[0] = arr40(n); }
__global__ void kPing(unsigned n, unsigned long long *o) { o[0] = ping(n); }

static size_t limit() {
  size_t v = 0;
  cudaDeviceGetLimit(&v, cudaLimitStackSize);
  return v;
}

int main(int argc, char **argv) {
  static const char *names[] = {"live1", "live3", "live5", "live7", "wide", "dbl", "arr16", "arr40", "ping"};
  static void (*kernels[])(unsigned, unsigned long long *) = {kLive1, kLive3, kLive5, kLive7, kWide,
                                                               kDbl,   kArr16, kArr40, kPing};
  if (argc == 2 && !strcmp(argv[1], "list")) {
    for (const char *n : names) printf("%s\n", n);
    return 0;
  }
  if (argc != 3) return 2;
  // Parsed by hand: glibc 2.38's headers make atoi __isoc23_strtol, which a
  // machine with an older glibc (where the Go tests run it) lacks.
  unsigned n = 0;
  for (const char *c = argv[1]; *c >= '0' && *c <= '9'; c++) n = n * 10 + (unsigned)(*c - '0');
  unsigned long long *o;
  cudaMalloc(&o, 8);
  size_t before = limit();
  int i = 0;
  while (i < 9 && strcmp(argv[2], names[i])) i++;
  if (i == 9) return 2;
  kernels[i]<<<1, 1>>>(n, o);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s depth %u: %s, limit %zu then %zu\n", argv[2], n, cudaGetErrorName(e), before, limit());
  return e == cudaSuccess ? 0 : 1;
}
