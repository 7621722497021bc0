// s_converge: which lanes run together after divergence, as __activemask()
// and __ballot_sync(__activemask(), ...) see it: inside loops with
// per-lane trip counts, after if/else and switch, after an early continue,
// in a while loop whose lanes leave one at a time, and in a function called
// from both sides of a branch; plus __match_any_sync on float and double
// bit patterns and __shfl_sync of 64-bit values among the active lanes.
#include <vector>
#include "check.h"

__device__ __noinline__ unsigned inner(int x) { return __activemask() ^ (x & 1); }

__global__ void k(unsigned *o) {
  int lane = threadIdx.x % 32, g = threadIdx.x;
  unsigned *r = o + g * 16;
  int n = (lane * 7) % 5 + 1;
  unsigned acc = 0;
  for (int i = 0; i < n; i++) acc = acc * 3 + __activemask();
  r[0] = acc;
  r[1] = __activemask();
  if (lane % 3 == 0) r[2] = __activemask();
  else r[2] = __activemask() | 0x80000000u;
  switch (lane % 4) {
    case 0: r[3] = __activemask(); break;
    case 1: r[3] = __activemask() + 1; break;
    default: r[3] = __activemask() + 2;
  }
  unsigned m = 0;
  for (int i = 0; i < 6; i++) {
    if ((lane + i) % 3 == 0) continue;
    m = m * 7 + __ballot_sync(__activemask(), lane & 2);
  }
  r[4] = m;
  int left = lane % 9;
  unsigned w = 0;
  while (left > 0) {
    w = w * 5 + __activemask();
    left--;
  }
  r[5] = w;
  r[6] = lane < 10 ? inner(lane) : inner(lane + 1) + 7;
  float f = (lane % 5) * 0.5f;
  double d = (lane % 3) - 0.0;
  r[7] = __match_any_sync(0xffffffffu, f);
  r[8] = __match_any_sync(0xffffffffu, d);
  if (lane & 1) {
    long long v = ((long long)lane << 40) | lane;
    long long s = __shfl_sync(__activemask(), v, (lane + 2) % 32);
    r[9] = (unsigned)(s >> 40) + (unsigned)s * 100;
  } else {
    r[9] = 0;
  }
}

int main() {
  unsigned *d;
  REQUIRE(cudaMalloc(&d, 64 * 16 * 4));
  OK(cudaMemset(d, 0, 64 * 16 * 4));
  k<<<1, 64>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned> o(64 * 16);
  OK(cudaMemcpy(o.data(), d, o.size() * 4, cudaMemcpyDeviceToHost));
  for (int j = 0; j < 10; j++) {
    printf("r%d:", j);
    for (int l = 0; l < 32; l++) printf(" %x", o[l * 16 + j]);
    printf("\n");
  }
  printf("hash %016llx\n", fnv(o.data(), o.size() * 4));
  return finish();
}
