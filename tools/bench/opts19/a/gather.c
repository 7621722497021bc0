// gather.c: the cost of the SFU lookups' memory pattern on this host. For each table size, a warp's
// 32 lanes read one byte each at random offsets: first all 32 (independent loads, as Prefetch32
// touches them), then the same 32 again (as the models read them). ns per lane lookup.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(void) {
	size_t sizes[] = {64 << 10, 256 << 10, 512 << 10, 1 << 20, 2 << 20, 3 << 20, 4 << 20, 6 << 20, 8 << 20, 12 << 20, 16 << 20, 32 << 20, 64 << 20};
	const long lookups = 2359296; // 256K options x 9 SFU instructions
	for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
		size_t n = sizes[s];
		unsigned char *t = malloc(n);
		for (size_t i = 0; i < n; i++) t[i] = (unsigned char)(i * 2654435761u >> 13);
		double best = 1e9;
		for (int rep = 0; rep < 5; rep++) {
			uint64_t x = 88172645463325252ull + rep, sum = 0;
			double t0 = now();
			for (long w = 0; w < lookups / 32; w++) {
				size_t idx[32];
				uint32_t s1 = 0;
				for (int l = 0; l < 32; l++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; idx[l] = x % n; }
				for (int l = 0; l < 32; l++) s1 += t[idx[l]];
				for (int l = 0; l < 32; l++) sum += t[idx[l]] * (s1 | 1);
			}
			double dt = now() - t0;
			if (dt < best) best = dt;
			if (sum == 42) printf("!");
		}
		printf("gather size_kib=%zu ns_per_lookup=%.2f ms_per_launch=%.2f\n", n >> 10, best * 1e9 / lookups, best * 1e3);
		free(t);
	}
	return 0;
}
