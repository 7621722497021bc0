// dp.h: what the device runtime test programs share. Each program prints
// only values and error names (no pointers, no timings) and ends with
// PASS (exit 0) or FAIL (exit 1). Device-side results go to managed or
// device memory and are printed by the host, so the output's order does not
// depend on the order in which the GPU runs the grids.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Binaries built against glibc 2.38 or newer must also run on Debian 12's
// 2.36: there g++ renames strtoul and its kin (which CUDA 13's generated
// host code calls) to __isoc23_* functions that older glibc lacks; these
// answer for them with the classic functions (as the cudart tests' check.h).
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

// ename names a code the device answered, with its number (a newer
// driver's code may be unknown to the runtime the program was built with).
static inline const char *ename(int e) {
	static char buf[16][96];
	static int next;
	char *b = buf[next++ % 16];
	snprintf(b, 96, "%s(%d)", cudaGetErrorName((cudaError_t)e), e);
	return b;
}

static inline int finish() {
	cudaError_t e = cudaDeviceSynchronize();
	printf("final sync: %s\n", cudaGetErrorName(e));
	printf(failures == 0 && e == cudaSuccess ? "PASS\n" : "FAIL\n");
	return failures == 0 && e == cudaSuccess ? 0 : 1;
}
