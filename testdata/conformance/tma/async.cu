// st.async and red.async (PTX 8.1): in a cluster of two, CTA 0 writes into CTA 1's shared memory with
// CTA 1's mbarrier counting the bytes; CTA 1 writes its window to out. in holds CTA 1's initial
// window (first 256 bytes) and CTA 0's values (next 256 bytes).
#include "tma.h"

template <int K>
__device__ __forceinline__ void op(uint32_t a, uint32_t b, const uint32_t *v) {
  const uint64_t *w = (const uint64_t *)v;
  switch (K) {
    case 0: asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" ::"r"(a), "r"(v[0]), "r"(b) : "memory"); break;
    case 1: asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%0], %1, [%2];" ::"r"(a), "l"(w[0]), "r"(b) : "memory"); break;
    case 2: asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b32 [%0], {%1, %2}, [%3];" ::"r"(a), "r"(v[0]), "r"(v[1]), "r"(b) : "memory"); break;
    case 3: asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b64 [%0], {%1, %2}, [%3];" ::"r"(a), "l"(w[0]), "l"(w[1]), "r"(b) : "memory"); break;
    case 4: asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" ::"r"(a), "r"(v[0]), "r"(v[1]), "r"(v[2]), "r"(v[3]), "r"(b) : "memory"); break;
    case 5: asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.f32 [%0], {%1, %2}, [%3];" ::"r"(a), "r"(v[0]), "r"(v[1]), "r"(b) : "memory"); break;
#define RA(K, OP, T, C) case K: asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes." #OP "." #T " [%0], %1, [%2];" ::"r"(a), C(v[0]), "r"(b) : "memory"); break;
    RA(10, inc, u32, "r") RA(11, dec, u32, "r") RA(12, min, u32, "r") RA(13, max, u32, "r") RA(14, add, u32, "r")
    RA(15, min, s32, "r") RA(16, max, s32, "r") RA(17, add, s32, "r") RA(18, and, b32, "r") RA(19, or, b32, "r")
    RA(20, xor, b32, "r")
    case 21: asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" ::"r"(a), "l"(w[0]), "r"(b) : "memory"); break;
  }
}
// Each of the 16 threads of CTA 0 does one operation at byte 16*t of CTA 1's window with the values at
// in[256 + 16*t]. bytes = 16 * (bytes per operation).
template <int K>
__device__ void async_body(const unsigned char *in, uint32_t bytes, uint32_t soff, unsigned char *out) {
  SMEM_SETUP
  uint32_t rank = cta_rank();
  for (uint32_t i = threadIdx.x; i < 256; i += blockDim.x) data[i] = in[i];
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  cluster_sync();
  if (rank == 1 && threadIdx.x == 0) arrive_expect_tx(bar, bytes);
  cluster_sync();
  if (rank == 0 && threadIdx.x < 16) {
    uint32_t v[4];
    for (int k = 0; k < 4; k++) v[k] = ((const uint32_t *)(in + 256 + 16 * threadIdx.x))[k];
    op<K>(mapa(sa(data + 16 * threadIdx.x), 1), mapa(sa(bar), 1), v);
  }
  if (rank == 1) {
    wait_parity(bar, 0);
    for (uint32_t i = threadIdx.x; i < 256; i += blockDim.x) out[i] = data[i];
  }
  cluster_sync();
}
#define AK(K, NAME) \
  extern "C" __global__ void NAME(const unsigned char *in, uint32_t bytes, uint32_t soff, unsigned char *out) { async_body<K>(in, bytes, soff, out); }
AK(0, st_b32) AK(1, st_b64) AK(2, st_v2b32) AK(3, st_v2b64) AK(4, st_v4b32) AK(5, st_v2f32)
AK(10, red_inc_u32) AK(11, red_dec_u32) AK(12, red_min_u32) AK(13, red_max_u32) AK(14, red_add_u32) AK(15, red_min_s32)
AK(16, red_max_s32) AK(17, red_add_s32) AK(18, red_and_b32) AK(19, red_or_b32) AK(20, red_xor_b32) AK(21, red_add_u64)
