// dp.h: what the device runtime test programs share. Each program prints
// only values and error names (no pointers, no timings) and ends with
// PASS (exit 0) or FAIL (exit 1). Device-side results go to managed or
// device memory and are printed by the host, so the output's order does not
// depend on the order in which the GPU runs the grids.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__) && defined(__GLIBC_MINOR__) && (__GLIBC__ == 2 && __GLIBC_MINOR__ < 38)
// Built against glibc 2.38+, g++ calls these; Debian 12 (glibc 2.36) lacks them.
extern "C" unsigned long __isoc23_strtoul(const char *s, char **e, int b) { return strtoul(s, e, b); }
extern "C" long __isoc23_strtol(const char *s, char **e, int b) { return strtol(s, e, b); }
extern "C" unsigned long long __isoc23_strtoull(const char *s, char **e, int b) { return strtoull(s, e, b); }
extern "C" long long __isoc23_strtoll(const char *s, char **e, int b) { return strtoll(s, e, b); }
#endif

static int failures = 0;
static struct LineBuffered {
	LineBuffered() { setvbuf(stdout, nullptr, _IOLBF, 0); }
} lineBuffered;

// SHOW prints what a runtime call answered.
#define SHOW(call) printf("%s: %s\n", #call, cudaGetErrorName(call))
// OK requires success.
#define OK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { printf("%s: %s (expected cudaSuccess)\n", #call, cudaGetErrorName(e_)); failures++; } } while (0)
// EXPECT checks a condition, printing it either way.
#define EXPECT(label, cond) do { bool c_ = (cond); printf("%s: %s\n", label, c_ ? "ok" : "WRONG"); if (!c_) failures++; } while (0)

static inline const char *ename(int e) { return cudaGetErrorName((cudaError_t)e); }

static inline int finish() {
	cudaError_t e = cudaDeviceSynchronize();
	printf("final sync: %s\n", cudaGetErrorName(e));
	printf(failures == 0 && e == cudaSuccess ? "PASS\n" : "FAIL\n");
	return failures == 0 && e == cudaSuccess ? 0 : 1;
}
