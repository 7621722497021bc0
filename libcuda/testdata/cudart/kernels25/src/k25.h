// k25.h: what kernels25's programs share besides ../../src/check.h: the
// kernel time (written to the file $K25_TIME names, never to stdout, whose
// output must be the same on every run) and printing results as bits.
#pragma once
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>
#include "check.h"

static double k25Seconds = 0;

// timed runs f twice, the first as a warm-up (module load, first-launch
// costs), and adds the second's wall time, synchronized, to k25Seconds.
template <class F>
static void timed(F f) {
  f();
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  f();
  cudaDeviceSynchronize();
  k25Seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// done writes the kernel time to $K25_TIME (if set) and prints the verdict.
static int done() {
  if (const char *name = getenv("K25_TIME"))
    if (FILE *f = fopen(name, "w")) {
      fprintf(f, "%.6f\n", k25Seconds);
      fclose(f);
    }
  OK(cudaGetLastError());
  return finish();
}

template <class T>
static void printHash(const char *what, const std::vector<T> &v) {
  printf("%-30s %8zu values, fnv %016llx\n", what, v.size(), fnv(v.data(), v.size() * sizeof(T)));
}

static unsigned bitsOf(float f) {
  unsigned u;
  memcpy(&u, &f, 4);
  return u;
}

static unsigned long long bitsOf(double d) {
  unsigned long long u;
  memcpy(&u, &d, 8);
  return u;
}

// printFloats prints v's first n values as bits.
static void printFloats(const char *what, const float *v, int n) {
  printf("%-30s", what);
  for (int i = 0; i < n; i++) printf(" %08x", bitsOf(v[i]));
  printf("\n");
}

static void printDoubles(const char *what, const double *v, int n) {
  printf("%-30s", what);
  for (int i = 0; i < n; i++) printf(" %016llx", bitsOf(v[i]));
  printf("\n");
}

// randf is a float in [lo, hi) from lcg.
static float randf(unsigned &s, float lo, float hi) { return lo + (hi - lo) * (lcg(s) & 0xffffff) / 16777216.0f; }

// warpSum and warpMax reduce over a full warp with shuffles (xor butterfly).
__device__ __forceinline__ float warpSum(float v) {
  for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ __forceinline__ double warpSum(double v) {
  for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ __forceinline__ float warpMax(float v) {
  for (int o = 16; o; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}
