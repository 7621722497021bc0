// Bulk and tensor copies with .L2::cache_hint and a createpolicy operand, as CUTLASS 3's SM90_TMA_*
// and cuda::ptx write them (tma11 window 2): the hint has no visible effect; the outputs are the
// copies'. t: an f32 64 x 32 tensor (map m, box 16 x 8); out: 1024 words; in: 512 bytes.
#include "tma.h"
__device__ __forceinline__ uint64_t policy() {
  uint64_t p;
  asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(p));
  return p;
}
#define LOADWAIT(M, C0, C1)                                                                                           \
  if (threadIdx.x == 0) {                                                                                             \
    arrive_expect_tx(bar, 512);                                                                                       \
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint"  \
                 " [%0], [%1, {%3, %4}], [%2], %5;" ::"r"(sa(data)), "l"(M), "r"(sa(bar)), "r"(C0), "r"(C1),        \
                 "l"(policy()) : "memory");                                                                           \
  }                                                                                                                   \
  wait_parity(bar, 0);
extern "C" __global__ void load_hint(const __grid_constant__ TMap m, uint32_t soff, uint32_t *out) {
  SMEM_SETUP
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  __syncthreads();
  LOADWAIT(&m, 8, 4)
  for (int i = threadIdx.x; i < 128; i += blockDim.x) out[i] = ((uint32_t *)data)[i];
}
// A prefetch of the box and of 256 bytes of t first, each with a hint, then the load.
extern "C" __global__ void prefetch_hint(const __grid_constant__ TMap m, uint32_t soff, uint32_t *out, const void *t) {
  SMEM_SETUP
  if (threadIdx.x == 0) {
    bar_init(bar, 1); fence_barrier_init();
    asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%0, {%1, %2}], %3;" ::"l"(&m), "r"(8), "r"(4), "l"(policy()) : "memory");
    asm volatile("cp.async.bulk.prefetch.L2.global.L2::cache_hint [%0], 256, %1;" ::"l"(t), "l"(policy()) : "memory");
  }
  __syncthreads();
  LOADWAIT(&m, 8, 4)
  for (int i = threadIdx.x; i < 128; i += blockDim.x) out[i] = ((uint32_t *)data)[i];
}
// A cluster of two: block 0 multicasts the box to both blocks (mask 3); each writes its copy at out + 128 * rank.
extern "C" __global__ void load_mc_hint(const __grid_constant__ TMap m, uint32_t soff, uint32_t *out) {
  SMEM_SETUP
  uint32_t r = cta_rank();
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  __syncthreads();
  if (threadIdx.x == 0) arrive_expect_tx(bar, 512);
  cluster_sync();
  if (threadIdx.x == 0 && r == 0)
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint"
                 " [%0], [%1, {%3, %4}], [%2], %5, %6;" ::"r"(sa(data)), "l"(&m), "r"(sa(bar)), "r"(16), "r"(8),
                 "h"((uint16_t)3), "l"(policy()) : "memory");
  wait_parity(bar, 0);
  for (int i = threadIdx.x; i < 128; i += blockDim.x) out[128 * r + i] = ((uint32_t *)data)[i];
  cluster_sync();
}
// in (512 bytes) to shared memory, then stored (red: added) as the box at (16, 8) of t.
extern "C" __global__ void store_hint(const __grid_constant__ TMap m, uint32_t soff, const uint32_t *in, int red) {
  SMEM_SETUP (void)bar;
  for (int i = threadIdx.x; i < 128; i += blockDim.x) ((uint32_t *)data)[i] = in[i];
  fence_async_shared();
  __syncthreads();
  if (threadIdx.x == 0) {
    if (red)
      asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [%0, {%2, %3}], [%1], %4;"
                   ::"l"(&m), "r"(sa(data)), "r"(16), "r"(8), "l"(policy()) : "memory");
    else
      asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%0, {%2, %3}], [%1], %4;"
                   ::"l"(&m), "r"(sa(data)), "r"(16), "r"(8), "l"(policy()) : "memory");
    commit_group();
    wait_group0();
  }
}
// Plain bulk copies with hints: 256 bytes of src to shared memory, back out to dst, then added
// (u32) to dst + 64 words.
extern "C" __global__ void bulk_hint(uint32_t soff, const uint32_t *src, uint32_t *dst) {
  SMEM_SETUP
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  __syncthreads();
  if (threadIdx.x == 0) {
    arrive_expect_tx(bar, 256);
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%1], 256, [%2], %3;"
                 ::"r"(sa(data)), "l"(src), "r"(sa(bar)), "l"(policy()) : "memory");
  }
  wait_parity(bar, 0);
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%0], [%1], 256, %2;" ::"l"(dst), "r"(sa(data)), "l"(policy()) : "memory");
    asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u32 [%0], [%1], 256, %2;" ::"l"(dst + 64), "r"(sa(data)), "l"(policy()) : "memory");
    commit_group();
    wait_group0();
  }
}
