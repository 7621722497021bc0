// Copy of ../tma_store.cu with rank-4 and more rank-3 reductions, for the interleaved stores (tma10 window 1).
// cp.async.bulk.tensor tile-mode stores and reductions (shared::cta -> global, bulk_group), ranks 1-5:
// the block copies `bytes` bytes of `in` to shared memory, fences the async proxy, and one thread
// stores (or reduces) the box at the given coordinates, then waits for the bulk group.
#include "tma.h"

#define C1 "{%2}"
#define C2 "{%2, %3}"
#define C3 "{%2, %3, %4}"
#define C4 "{%2, %3, %4, %5}"
#define C5 "{%2, %3, %4, %5, %6}"

__device__ __forceinline__ void stage(const unsigned char *in, unsigned char *data, uint32_t bytes) {
  for (uint32_t i = threadIdx.x; i < bytes; i += blockDim.x) data[i] = in[i];
  fence_async_shared();
  __syncthreads();
}

#define STOREK(N, CRD, ...)                                                                               \
  extern "C" __global__ void store##N##d(const __grid_constant__ TMap tm_, int c0, int c1, int c2, int c3, int c4, \
                                         uint32_t bytes, uint32_t soff, const unsigned char *in) {        \
    SMEM_SETUP (void)bar; const TMap *tm = &tm_;                                                          \
    stage(in, data, bytes);                                                                               \
    if (threadIdx.x == 0) {                                                                               \
      asm volatile("cp.async.bulk.tensor." #N "d.global.shared::cta.tile.bulk_group [%0, " CRD "], [%1];" \
                   ::"l"(tm), "r"(sa(data)), __VA_ARGS__ : "memory");                                    \
      commit_group();                                                                                     \
      wait_group_read0();                                                                                 \
      wait_group0();                                                                                      \
    }                                                                                                     \
  }
STOREK(1, C1, "r"(c0))
STOREK(2, C2, "r"(c0), "r"(c1))
STOREK(3, C3, "r"(c0), "r"(c1), "r"(c2))
STOREK(4, C4, "r"(c0), "r"(c1), "r"(c2), "r"(c3))
STOREK(5, C5, "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4))

#define REDK(N, R, CRD, ...)                                                                              \
  extern "C" __global__ void red##N##d_##R(const __grid_constant__ TMap tm_, int c0, int c1, int c2, int c3, int c4, \
                                           uint32_t bytes, uint32_t soff, const unsigned char *in) {      \
    SMEM_SETUP (void)bar; const TMap *tm = &tm_;                                                          \
    stage(in, data, bytes);                                                                               \
    if (threadIdx.x == 0) {                                                                               \
      asm volatile("cp.reduce.async.bulk.tensor." #N "d.global.shared::cta." #R ".tile.bulk_group [%0, " CRD "], [%1];" \
                   ::"l"(tm), "r"(sa(data)), __VA_ARGS__ : "memory");                                    \
      commit_group();                                                                                     \
      wait_group0();                                                                                      \
    }                                                                                                     \
  }
#define RED2(R) REDK(2, R, C2, "r"(c0), "r"(c1))
RED2(add)
RED2(min)
RED2(max)
RED2(inc)
RED2(dec)
RED2(and)
RED2(or)
RED2(xor)
REDK(1, add, C1, "r"(c0))
REDK(3, add, C3, "r"(c0), "r"(c1), "r"(c2))
REDK(5, add, C5, "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4))
REDK(4, add, C4, "r"(c0), "r"(c1), "r"(c2), "r"(c3))
REDK(3, min, C3, "r"(c0), "r"(c1), "r"(c2))
REDK(3, max, C3, "r"(c0), "r"(c1), "r"(c2))
REDK(3, and, C3, "r"(c0), "r"(c1), "r"(c2))
