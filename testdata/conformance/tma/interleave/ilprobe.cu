// Interleaved tensor maps (CU_TENSOR_MAP_INTERLEAVE_16B/32B): tile loads of ranks 3 to 5 whose wait on
// the mbarrier is bounded (200 ms of %globaltimer), so a copy whose bytes never all arrive reports
// it instead of hanging. out[0..3] = 1 if the barrier's phase completed; out[16..16+win) = the shared
// window (filled with 0xEE first, so what the copy leaves untouched shows).
#include "tma.h"

__device__ __forceinline__ uint32_t try_parity(uint64_t *b, uint32_t ph) {
  uint32_t ok;
  asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
               : "=r"(ok) : "r"(sa(b)), "r"(ph) : "memory");
  return ok;
}
__device__ __forceinline__ uint64_t gtimer() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

template <int N>
__device__ __forceinline__ void tma_load(unsigned char *dst, const void *tm, uint64_t *bar, const int *c) {
  if (N == 3)
    asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5}], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]) : "memory");
  if (N == 4)
    asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5, %6}], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]) : "memory");
  if (N == 5)
    asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5, %6, %7}], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]) : "memory");
}

template <int N>
__device__ void ilload_body(const void *tm, const int *c, uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) {
  SMEM_SETUP
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  __syncthreads();
  if (threadIdx.x == 0) {
    arrive_expect_tx(bar, bytes);
    tma_load<N>(data, tm, bar, c);
  }
  uint32_t done = 0;
  uint64_t t0 = gtimer();
  while (!done && gtimer() - t0 < 200000000ull) done = try_parity(bar, 0);
  __syncthreads();
  if (threadIdx.x == 0) *(uint32_t *)out = done;
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[16 + i] = data[i];
}

#define ILLOADK(N)                                                                                        \
  extern "C" __global__ void ilload##N##d(const __grid_constant__ TMap tm, int c0, int c1, int c2, int c3, int c4, \
                                          uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) { \
    int c[5] = {c0, c1, c2, c3, c4};                                                                      \
    ilload_body<N>(&tm, c, bytes, soff, win, out);                                                        \
  }
ILLOADK(3)
ILLOADK(4)
ILLOADK(5)
