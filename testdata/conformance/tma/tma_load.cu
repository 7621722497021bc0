// cp.async.bulk.tensor tile-mode loads (global -> shared::cluster, mbarrier complete_tx), ranks 1-5,
// with the tensor map as a __grid_constant__ parameter, in global memory, or in constant memory.
// Each kernel fills its shared window with 0xEE (so what the copy leaves untouched shows), loads one
// box at the given coordinates and writes the window [data, data+win) to out.
#include "tma.h"

#define CRD1 "{%3}"
#define CRD2 "{%3, %4}"
#define CRD3 "{%3, %4, %5}"
#define CRD4 "{%3, %4, %5, %6}"
#define CRD5 "{%3, %4, %5, %6, %7}"

template <int N>
__device__ __forceinline__ void tma_load(unsigned char *dst, const void *tm, uint64_t *bar, const int *c) {
  if (N == 1)
    asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, " CRD1 "], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]) : "memory");
  if (N == 2)
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, " CRD2 "], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]) : "memory");
  if (N == 3)
    asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, " CRD3 "], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]) : "memory");
  if (N == 4)
    asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, " CRD4 "], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]) : "memory");
  if (N == 5)
    asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, " CRD5 "], [%2];"
                 ::"r"(sa(dst)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]) : "memory");
}

template <int N>
__device__ void load_body(const void *tm, const int *c, uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) {
  SMEM_SETUP
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  __syncthreads();
  if (threadIdx.x == 0) {
    arrive_expect_tx(bar, bytes);
    tma_load<N>(data, tm, bar, c);
  }
  wait_parity(bar, 0);
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[i] = data[i];
}

#define LOADK(N, ...)                                                                                     \
  extern "C" __global__ void load##N##d(const __grid_constant__ TMap tm, int c0, int c1, int c2, int c3, int c4, \
                                        uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) { \
    int c[5] = {c0, c1, c2, c3, c4};                                                                      \
    load_body<N>(&tm, c, bytes, soff, win, out);                                                          \
  }
LOADK(1)
LOADK(2)
LOADK(3)
LOADK(4)
LOADK(5)

// The map in global memory (as a pointer argument), and in constant memory.
extern "C" __global__ void load2d_gmem(const TMap *tm, int c0, int c1, uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) {
  int c[2] = {c0, c1};
  load_body<2>(tm, c, bytes, soff, win, out);
}
__constant__ TMap ctmap;
extern "C" __global__ void load2d_const(int c0, int c1, uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) {
  int c[2] = {c0, c1};
  load_body<2>(&ctmap, c, bytes, soff, win, out);
}

// Prefetch (no visible effect) ahead of a load, then two loads into one barrier's two phases.
extern "C" __global__ void load2d_twice(const __grid_constant__ TMap tm, int c0, int c1, int d0, int d1, uint32_t bytes,
                                        uint32_t soff, uint32_t win, unsigned char *out) {
  SMEM_SETUP
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  __syncthreads();
  int c[2] = {c0, c1};
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];" ::"l"(&tm), "r"(c0), "r"(c1) : "memory");
    arrive_expect_tx(bar, bytes);
    tma_load<2>(data, &tm, bar, c);
  }
  wait_parity(bar, 0);
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[i] = data[i];
  __syncthreads();
  fence_async_shared();
  __syncthreads();
  c[0] = d0; c[1] = d1;
  if (threadIdx.x == 0) {
    arrive_expect_tx(bar, bytes);
    tma_load<2>(data, &tm, bar, c);
  }
  wait_parity(bar, 1);
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[win + i] = data[i];
}
