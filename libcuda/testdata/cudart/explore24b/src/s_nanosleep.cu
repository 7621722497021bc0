// s_nanosleep: __nanosleep between clock64()/clock()/%globaltimer reads:
// each later read is not below the earlier one (per thread; nothing
// about the length of a sleep, which the H200 may cut short), with
// __nanosleep(0), 2 us and a huge value (capped) in divergent lanes; only
// booleans printed.
#include "check.h"

__device__ unsigned long long gtimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void k(unsigned *ok) {
  long long c0 = clock64();
  unsigned long long g0 = gtimer();
  unsigned k0 = clock();
  __nanosleep(threadIdx.x & 1 ? 0 : 2000);
  long long c1 = clock64();
  unsigned long long g1 = gtimer();
  if (threadIdx.x == 5) __nanosleep(0xffffffffu); // capped at about 1 ms
  __syncwarp();
  long long c2 = clock64();
  unsigned long long g2 = gtimer();
  unsigned k1 = clock();
  ok[blockIdx.x * blockDim.x + threadIdx.x] = (c1 >= c0) | (c2 >= c1) << 1 | (g1 >= g0) << 2 | (g2 >= g1) << 3 | (k1 - k0 < 0x80000000u) << 4 |
                                              (c2 > c0) << 5;
}

int main() {
  unsigned *d, h[4 * 64];
  REQUIRE(cudaMalloc(&d, sizeof h));
  k<<<4, 64>>>(d);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (unsigned v : h) bad += v != 0x3f;
  printf("threads with every order right: %d of %d\n", 4 * 64 - bad, 4 * 64);
  check(bad == 0, "monotonic clocks");
  return finish();
}
