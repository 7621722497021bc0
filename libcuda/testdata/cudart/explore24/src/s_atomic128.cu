// s_atomic128: sm_90's 16-byte atomics: atomicCAS and atomicExch on a
// 16-byte struct; a 128-bit counter incremented by CAS loops from 256
// threads (its final value checked), per-thread exchanges on own slots.
#include <vector>
#include "check.h"

struct alignas(16) Pair {
  unsigned long long lo, hi;
};

__global__ void count(Pair *c, Pair *slots, int *tries) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  Pair old = *c, next;
  int n = 0;
  while (true) {
    next.lo = old.lo + 1;
    next.hi = old.hi + (next.lo == 0) + t;
    Pair seen = atomicCAS(c, old, next);
    n++;
    if (seen.lo == old.lo && seen.hi == old.hi) break;
    old = seen;
  }
  tries[t] = n > 0;
  Pair mine = {(unsigned long long)t * 3, ~(unsigned long long)t};
  Pair prev = atomicExch(&slots[t], mine);
  slots[t + 512].lo = prev.lo ^ 0x1111;
  slots[t + 512].hi = prev.hi;
}

int main() {
  Pair *c, *slots;
  int *tries;
  const int N = 256;
  REQUIRE(cudaMalloc(&c, sizeof(Pair)));
  REQUIRE(cudaMalloc(&slots, 1024 * sizeof(Pair)));
  REQUIRE(cudaMalloc(&tries, N * 4));
  Pair init = {~0ull - 100, 5};
  OK(cudaMemcpy(c, &init, sizeof init, cudaMemcpyHostToDevice));
  std::vector<Pair> hs(1024);
  for (int i = 0; i < 1024; i++) hs[i] = {(unsigned long long)i << 40, (unsigned long long)i * 7};
  OK(cudaMemcpy(slots, hs.data(), 1024 * sizeof(Pair), cudaMemcpyHostToDevice));
  count<<<2, N / 2>>>(c, slots, tries);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  Pair g;
  OK(cudaMemcpy(&g, c, sizeof g, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hs.data(), slots, 1024 * sizeof(Pair), cudaMemcpyDeviceToHost));
  printf("counter: lo %llx hi %llx\n", g.lo, g.hi);
  unsigned long long wantHi = 5 + 1 + (unsigned long long)N * (N - 1) / 2;  // one carry
  check(g.lo == ~0ull - 100 + N && g.hi == wantHi, "128-bit CAS counter");
  int bad = 0;
  for (int t = 0; t < N; t++) {
    bad += hs[t].lo != (unsigned long long)t * 3 || hs[t].hi != ~(unsigned long long)t;
    bad += hs[t + 512].lo != (((unsigned long long)t << 40) ^ 0x1111) || hs[t + 512].hi != (unsigned long long)t * 7;
  }
  printf("exchange slots wrong: %d\n", bad);
  check(bad == 0, "exchange");
  return finish();
}
