// s_nvatomic128: __nv_atomic_store/load/exchange/compare_exchange on a
// 16-byte struct (sm_90), each thread on its own slot; results printed and
// hashed.
#include <vector>
#include "check.h"

struct alignas(16) Pair {
  unsigned long long lo, hi;
};

__global__ void nv(Pair *s, unsigned long long *r) {
  int t = threadIdx.x;
  Pair v = {t + 1ull, t + 2ull}, got;
  __nv_atomic_store(&s[t], &v, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_load(&s[t], &got, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  Pair w = {got.lo * 10, got.hi * 10}, old;
  __nv_atomic_exchange(&s[t], &w, &old, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  Pair exp = t & 1 ? w : old, des = {7, 8};
  bool ok = __nv_atomic_compare_exchange(&s[t], &exp, &des, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED,
                                         __NV_THREAD_SCOPE_DEVICE);
  r[t * 4 + 0] = got.lo + (got.hi << 16);
  r[t * 4 + 1] = old.lo + (old.hi << 16);
  r[t * 4 + 2] = ok;
  r[t * 4 + 3] = exp.lo + (exp.hi << 16);
}

int main() {
  Pair *slots;
  REQUIRE(cudaMalloc(&slots, 64 * sizeof(Pair)));
  std::vector<Pair> hs(64);
  for (int i = 0; i < 64; i++) hs[i] = {(unsigned long long)i << 40, (unsigned long long)i * 7};
  OK(cudaMemcpy(slots, hs.data(), 64 * sizeof(Pair), cudaMemcpyHostToDevice));
  unsigned long long *r;
  REQUIRE(cudaMalloc(&r, 64 * 4 * 8));
  nv<<<1, 64>>>(slots, r);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> rr(64 * 4);
  OK(cudaMemcpy(rr.data(), r, rr.size() * 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hs.data(), slots, 64 * sizeof(Pair), cudaMemcpyDeviceToHost));
  for (int t = 0; t < 4; t++)
    printf("nv thread %d: %llx %llx %llu %llx slot %llu %llu\n", t, rr[t * 4], rr[t * 4 + 1], rr[t * 4 + 2], rr[t * 4 + 3],
           hs[t].lo, hs[t].hi);
  printf("hash %016llx\n", fnv(rr.data(), rr.size() * 8) ^ fnv(hs.data(), 64 * sizeof(Pair)));
  return finish();
}
