// Non-tensor bulk copies and reductions: cp.async.bulk global -> shared::cluster (mbarrier
// complete_tx), shared::cta -> global (bulk_group), shared::cta -> shared::cluster (another CTA of the
// cluster, its mbarrier), cp.reduce.async.bulk to global (every op/type the ISA lists) and to
// shared::cluster, and cp.async.bulk.prefetch.
#include "tma.h"

// global -> shared: the window [data, data+win) after copying size bytes from src+srcoff to data+dstoff.
extern "C" __global__ void g2s(const unsigned char *src, uint32_t srcoff, uint32_t dstoff, uint32_t size, uint32_t soff,
                               uint32_t win, unsigned char *out) {
  SMEM_SETUP
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  __syncthreads();
  uint64_t st = 0;
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" ::"l"(src + srcoff), "r"(size) : "memory");
    expect_tx(bar, size);
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(sa(data + dstoff)), "l"(src + srcoff), "r"(size), "r"(sa(bar)) : "memory");
    st = arrive(bar);
    wait_state(bar, st);
  }
  __syncthreads();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[i] = data[i];
}

// shared -> global: the block stages win bytes of in, one thread copies size bytes from data+srcoff to dst+dstoff.
extern "C" __global__ void s2g(const unsigned char *in, uint32_t srcoff, uint32_t dstoff, uint32_t size, uint32_t soff,
                               uint32_t win, unsigned char *dst) {
  SMEM_SETUP (void)bar;
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = in[i];
  fence_async_shared();
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(dst + dstoff), "r"(sa(data + srcoff)), "r"(size) : "memory");
    commit_group();
    wait_group0();
  }
}

// shared::cta -> shared::cluster: in a cluster of two, CTA 0 copies size bytes of its staged data to
// CTA 1's window (CTA 1's barrier counts the bytes); each CTA writes its window to out[rank].
extern "C" __global__ void s2c(const unsigned char *in, uint32_t size, uint32_t soff, uint32_t win, unsigned char *out) {
  SMEM_SETUP
  uint32_t rank = cta_rank();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = rank == 0 ? in[i] : 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  cluster_sync();
  if (rank == 1 && threadIdx.x == 0) arrive_expect_tx(bar, size);
  cluster_sync();
  if (rank == 0 && threadIdx.x == 0)
    asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(mapa(sa(data), 1)), "r"(sa(data)), "r"(size), "r"(mapa(sa(bar), 1)) : "memory");
  if (rank == 1) wait_parity(bar, 0);
  __syncthreads();
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[rank * win + i] = data[i];
  cluster_sync();
}

// cp.reduce.async.bulk to global: dst[0..size) op= staged in[0..size).
#define REDG(OP, T)                                                                                       \
  extern "C" __global__ void redg_##OP##_##T(const unsigned char *in, uint32_t size, uint32_t soff, unsigned char *dst) { \
    SMEM_SETUP (void)bar;                                                                                 \
    for (uint32_t i = threadIdx.x; i < size; i += blockDim.x) data[i] = in[i];                           \
    fence_async_shared();                                                                                 \
    __syncthreads();                                                                                      \
    if (threadIdx.x == 0) {                                                                               \
      asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group." #OP "." #T " [%0], [%1], %2;"     \
                   ::"l"(dst), "r"(sa(data)), "r"(size) : "memory");                                      \
      commit_group();                                                                                     \
      wait_group0();                                                                                      \
    }                                                                                                     \
  }
REDG(add, f32) REDG(add, f64) REDG(add, s32) REDG(add, u32) REDG(add, u64)
REDG(and, b32) REDG(and, b64) REDG(or, b32) REDG(or, b64) REDG(xor, b32) REDG(xor, b64)
REDG(inc, u32) REDG(dec, u32)
REDG(min, s32) REDG(min, s64) REDG(min, u32) REDG(min, u64) REDG(max, s32) REDG(max, s64) REDG(max, u32) REDG(max, u64)
REDG(min, f16) REDG(max, f16) REDG(min, bf16) REDG(max, bf16)
#define REDGN(T)                                                                                          \
  extern "C" __global__ void redg_addnoftz_##T(const unsigned char *in, uint32_t size, uint32_t soff, unsigned char *dst) { \
    SMEM_SETUP (void)bar;                                                                                 \
    for (uint32_t i = threadIdx.x; i < size; i += blockDim.x) data[i] = in[i];                           \
    fence_async_shared();                                                                                 \
    __syncthreads();                                                                                      \
    if (threadIdx.x == 0) {                                                                               \
      asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz." #T " [%0], [%1], %2;"   \
                   ::"l"(dst), "r"(sa(data)), "r"(size) : "memory");                                      \
      commit_group();                                                                                     \
      wait_group0();                                                                                      \
    }                                                                                                     \
  }
REDGN(f16) REDGN(bf16)

// cp.reduce.async.bulk to shared::cluster: CTA 1's window holds in[size..2size), CTA 0 reduces its
// in[0..size) into it; CTA 1 writes the result to out.
#define REDC(OP, T)                                                                                       \
  extern "C" __global__ void redc_##OP##_##T(const unsigned char *in, uint32_t size, uint32_t soff, unsigned char *out) { \
    SMEM_SETUP                                                                                            \
    uint32_t rank = cta_rank();                                                                           \
    for (uint32_t i = threadIdx.x; i < size; i += blockDim.x) data[i] = in[rank * size + i];             \
    if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }                                   \
    fence_async_shared();                                                                                 \
    cluster_sync();                                                                                       \
    if (rank == 1 && threadIdx.x == 0) arrive_expect_tx(bar, size);                                       \
    cluster_sync();                                                                                       \
    if (rank == 0 && threadIdx.x == 0)                                                                    \
      asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes." #OP "." #T " [%0], [%1], %2, [%3];" \
                   ::"r"(mapa(sa(data), 1)), "r"(sa(data)), "r"(size), "r"(mapa(sa(bar), 1)) : "memory");  \
    if (rank == 1) {                                                                                      \
      wait_parity(bar, 0);                                                                                \
      for (uint32_t i = threadIdx.x; i < size; i += blockDim.x) out[i] = data[i];                        \
    }                                                                                                     \
    cluster_sync();                                                                                       \
  }
REDC(and, b32) REDC(or, b32) REDC(xor, b32) REDC(min, u32) REDC(max, u32) REDC(add, u32) REDC(inc, u32) REDC(dec, u32)
REDC(min, s32) REDC(max, s32) REDC(add, s32) REDC(add, u64)
