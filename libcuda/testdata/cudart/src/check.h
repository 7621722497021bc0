// check.h: helpers shared by the cudart test programs. Every program prints
// only values and error names (no pointers, no timings), so its output is the
// same on every run and can be compared with a golden file.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

static int failures = 0;

// Binaries built against glibc 2.38 or newer must also run on Debian 12's
// 2.36. There g++ renames strtoul and its kin (which CUDA 13's generated
// host code calls) to __isoc23_* functions that older glibc lacks; these
// definitions answer for them with the classic functions (which differ only
// in reading a "0b" prefix).
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 38))
extern "C" {
unsigned long classic_strtoul(const char *, char **, int) __asm__("strtoul");
long classic_strtol(const char *, char **, int) __asm__("strtol");
unsigned long long classic_strtoull(const char *, char **, int) __asm__("strtoull");
long long classic_strtoll(const char *, char **, int) __asm__("strtoll");
unsigned long __isoc23_strtoul(const char *s, char **end, int base) { return classic_strtoul(s, end, base); }
long __isoc23_strtol(const char *s, char **end, int base) { return classic_strtol(s, end, base); }
unsigned long long __isoc23_strtoull(const char *s, char **end, int base) { return classic_strtoull(s, end, base); }
long long __isoc23_strtoll(const char *s, char **end, int base) { return classic_strtoll(s, end, base); }
}
#endif

// stdout is line-buffered, so that what a program printed before it crashed
// is not lost, and device printf output, written at synchronizations, comes
// out in the same place relative to the host's lines however the driver
// writes it.
[[maybe_unused]] static const int lineBuffered = setvbuf(stdout, nullptr, _IOLBF, 0);

// show prints what a runtime call returned, by name, and returns it.
static cudaError_t show(const char *what, cudaError_t e) {
  printf("%-44s -> %s\n", what, cudaGetErrorName(e));
  return e;
}

// SHOW(call) prints the call's text and the error name it returned.
#define SHOW(call) show(#call, (call))

// EXPECT(call, err) prints like SHOW and counts a failure if the call did
// not return err.
#define EXPECT(call, err)                                          \
  do {                                                             \
    if (show(#call, (call)) != (err)) {                            \
      printf("  expected %s\n", cudaGetErrorName(err));            \
      failures++;                                                  \
    }                                                              \
  } while (0)

// OK(call) expects cudaSuccess.
#define OK(call) EXPECT(call, cudaSuccess)

// REQUIRE(call) is OK(call) for a call that the rest of the program cannot
// do without (an allocation): if it fails, the program ends with FAIL.
#define REQUIRE(call)                                              \
  do {                                                             \
    if (show(#call, (call)) != cudaSuccess) {                      \
      printf("  expected cudaSuccess\n");                          \
      failures++;                                                  \
      return finish();                                             \
    }                                                              \
  } while (0)

// check counts a failure, with a message, if cond is false.
static void check(bool cond, const char *what) {
  if (!cond) {
    printf("check failed: %s\n", what);
    failures++;
  }
}

// finish prints the verdict and returns the exit status.
static int finish() {
  printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}

// lcg is a small deterministic generator for test data.
static unsigned lcg(unsigned &s) {
  s = s * 1664525u + 1013904223u;
  return s >> 8;
}

// fnv hashes n bytes (FNV-1a, 64 bits): results too many to print are
// printed as their hash, which matches only if every bit does.
[[maybe_unused]] static unsigned long long fnv(const void *p, size_t n) {
  unsigned long long h = 1469598103934665603ULL;
  for (size_t i = 0; i < n; i++) h = (h ^ ((const unsigned char *)p)[i]) * 1099511628211ULL;
  return h;
}
