// mix.c: the options kernel's table reads without the arithmetic: per warp of 32 options its ten
// table reads in order (rsqrt 4 MB; rcp 2 MB x4; lg2 head 1 MB + residuals 4 MB; ex2 2 MB x3), 32
// random one-byte loads each, 256K options a launch. Arguments: shrink (0 today's sizes; 1 rcp and
// ex2 at 1 MB; 2 also rsqrt and lg2's residuals at 2 MB) and huge (1: the tables madvised
// MADV_HUGEPAGE, 2 MB aligned).
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#include <sys/mman.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static uint64_t x = 88172645463325252ull;
static inline uint32_t rnd(void) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return (uint32_t)x; }
static uint32_t warp(unsigned char *t, uint32_t mask) {
	uint32_t idx[32], s = 0; unsigned char v[32];
	for (int l = 0; l < 32; l++) idx[l] = rnd() & mask;
	for (int l = 0; l < 32; l++) v[l] = t[idx[l]];
	for (int l = 0; l < 32; l++) s += v[l];
	return s;
}
int main(int argc, char **argv) {
	int shrink = atoi(argv[1]); // 0: today's sizes; 1: rcp and ex2 at 1 MB; 2: also rsqrt 2 MB, lg2 res 2 MB
	uint32_t rsq = 4 << 20, rcp = 2 << 20, ex2 = 2 << 20, lh = 1 << 20, lr = 4 << 20;
	if (shrink >= 1) rcp = ex2 = 1 << 20;
	if (shrink >= 2) rsq = lr = 2 << 20;
	unsigned char *T[5]; uint32_t sz[5] = {rsq, rcp, ex2, lh, lr};
	int huge = argc > 2 && atoi(argv[2]);
	for (int i = 0; i < 5; i++) { T[i] = aligned_alloc(2 << 20, sz[i] < (2u << 20) ? (2u << 20) : sz[i]); if (huge) madvise(T[i], sz[i] < (2u<<20) ? (2u<<20) : sz[i], MADV_HUGEPAGE); for (uint32_t j = 0; j < sz[i]; j++) T[i][j] = j; }
	double best = 1e9; uint32_t s = 0;
	for (int rep = 0; rep < 5; rep++) {
		double t0 = now();
		for (int w = 0; w < 8192; w++) { // 256K options / 32
			s += warp(T[0], sz[0] - 1);
			s += warp(T[1], sz[1] - 1);
			s += warp(T[3], sz[3] - 1); s += warp(T[4], sz[4] - 1);
			s += warp(T[1], sz[1] - 1);
			s += warp(T[1], sz[1] - 1);
			s += warp(T[2], sz[2] - 1);
			s += warp(T[1], sz[1] - 1);
			s += warp(T[2], sz[2] - 1);
			s += warp(T[2], sz[2] - 1);
		}
		double dt = now() - t0; if (dt < best) best = dt;
	}
	printf("huge=%d mix shrink=%d ms_per_launch=%.2f (%u)\n", huge, shrink, best * 1e3, s & 1);
	return 0;
}
