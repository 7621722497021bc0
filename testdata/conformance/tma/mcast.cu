// Multicast (sm_90a): in a cluster, CTA `issuer` loads one box (tensor) or size bytes (bulk) into the
// same offset of every CTA whose bit is set in mask; each such CTA's own barrier counts the bytes.
// Each CTA writes its window to out[rank].
#include "tma.h"

extern "C" __global__ void mcast2d(const __grid_constant__ TMap tm, int c0, int c1, uint32_t bytes, uint32_t soff, uint32_t win,
                                   uint32_t mask, uint32_t issuer, unsigned char *out) {
  SMEM_SETUP
  uint32_t rank = cta_rank();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  cluster_sync();
  bool mine = (mask >> rank) & 1;
  if (mine && threadIdx.x == 0) arrive_expect_tx(bar, bytes);
  cluster_sync();
  if (rank == issuer && threadIdx.x == 0) {
    uint16_t m = (uint16_t)mask;
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%3, %4}], [%2], %5;"
                 ::"r"(sa(data)), "l"(&tm), "r"(sa(bar)), "r"(c0), "r"(c1), "h"(m) : "memory");
  }
  if (mine) wait_parity(bar, 0);
  __syncthreads();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[rank * win + i] = data[i];
  cluster_sync();
}

extern "C" __global__ void mcastbulk(const unsigned char *src, uint32_t size, uint32_t soff, uint32_t win, uint32_t mask,
                                     uint32_t issuer, unsigned char *out) {
  SMEM_SETUP
  uint32_t rank = cta_rank();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  cluster_sync();
  bool mine = (mask >> rank) & 1;
  if (mine && threadIdx.x == 0) arrive_expect_tx(bar, size);
  cluster_sync();
  if (rank == issuer && threadIdx.x == 0) {
    uint16_t m = (uint16_t)mask;
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;"
                 ::"r"(sa(data)), "l"(src), "r"(size), "r"(sa(bar)), "h"(m) : "memory");
  }
  if (mine) wait_parity(bar, 0);
  __syncthreads();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[rank * win + i] = data[i];
  cluster_sync();
}
