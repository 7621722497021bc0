#include <stdio.h>
#include <time.h>
#include <cpuid.h>
int main(void) {
  unsigned a, b, c, d, s = 0; struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (int i = 0; i < 10000; i++) { __cpuid_count(7, 0, a, b, c, d); s += b; }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  printf("cpuid: %.3f us each (%u)\n", ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / 1e4 / 1e3, s & 1);
  return 0;
}
