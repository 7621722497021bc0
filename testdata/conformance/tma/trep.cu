// tensormap.replace (PTX 8.3, sm_90a) and tensormap.cp_fenceproxy (tma10 window 1): the kernel copies
// the host-encoded map (a __grid_constant__ parameter) to 128 bytes of global memory g (or to shared
// memory), replaces one field there, fences the tensormap proxy and loads a 2D box through the modified
// map with a bounded wait: out[0..3] = 1 if the phase completed, out[16..16+win) = the shared window
// (0xEE where the copy left it untouched). v and a are the new value (32- and 64-bit).
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

// .elemtype, .swizzle_mode, .fill_mode, .interleave_layout and .rank take an immediate (ptxas).
#define REP32(F) asm volatile("tensormap.replace.tile." F ".global.b1024.b32 [%0], %1;" ::"l"(g), "n"(V) : "memory")
#define REP32O(F, O) asm volatile("tensormap.replace.tile." F ".global.b1024.b32 [%0], " #O ", %1;" ::"l"(g), "r"(v) : "memory")
#define REP64O(F, O) asm volatile("tensormap.replace.tile." F ".global.b1024.b64 [%0], " #O ", %1;" ::"l"(g), "l"(a) : "memory")

template <int K, int V>
__device__ void trep_body(const TMap *m, TMap *g, uint32_t v, uint64_t a, int c0, int c1, uint32_t bytes, uint32_t soff,
                          uint32_t win, unsigned char *out) {
  SMEM_SETUP
  __shared__ __align__(128) TMap sm;
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  if (K == 20) {  // in shared memory, then tensormap.cp_fenceproxy to global (a whole warp: .sync.aligned)
    if (threadIdx.x < 16) sm.opaque[threadIdx.x] = m->opaque[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0)
      asm volatile("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%0], %1;" ::"r"(sa(&sm)), "l"(a) : "memory");
    __syncwarp();
    if (threadIdx.x < 32)
      asm volatile("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%0], [%1], 128;"
                   ::"l"(g), "r"(sa(&sm)) : "memory");
  } else {
    if (threadIdx.x < 16) g->opaque[threadIdx.x] = m->opaque[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
      switch (K) {
        case 0: break;
        case 1: asm volatile("tensormap.replace.tile.global_address.global.b1024.b64 [%0], %1;" ::"l"(g), "l"(a) : "memory"); break;
        case 2: REP32O("box_dim", 0); break;
        case 3: REP32O("box_dim", 1); break;
        case 4: REP32O("global_dim", 0); break;
        case 5: REP32O("global_dim", 1); break;
        case 6: REP64O("global_stride", 0); break;
        case 7: REP32O("element_stride", 1); break;
        case 8: REP32("elemtype"); break;
        case 9: REP32("swizzle_mode"); break;
        case 10: REP32("fill_mode"); break;
        case 11: REP32("rank"); break;
        case 12: REP32("interleave_layout"); break;
        case 13: REP32O("element_stride", 0); break;
      }
      asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
    }
  }
  __syncthreads();
  asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(g) : "memory");
  fence_async_shared();
  __syncthreads();
  if (threadIdx.x == 0) {
    arrive_expect_tx(bar, bytes);
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];"
                 ::"r"(sa(data)), "l"(g), "r"(sa(bar)), "r"(c0), "r"(c1) : "memory");
  }
  uint32_t done = 0;
  uint64_t t0 = gtimer();
  while (!done && gtimer() - t0 < 200000000ull) done = try_parity(bar, 0);
  __syncthreads();
  if (threadIdx.x == 0) *(uint32_t *)out = done;
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[16 + i] = data[i];
}
#define TKV(K, V, NAME)                                                                                              \
  extern "C" __global__ void NAME(const __grid_constant__ TMap m, TMap *g, uint32_t v, uint64_t a, int c0, int c1,   \
                                  uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) {                \
    trep_body<K, V>(&m, g, v, a, c0, c1, bytes, soff, win, out);                                                     \
  }
#define TK(K, NAME) TKV(K, 0, NAME)
TK(0, trep_none) TK(1, trep_addr) TK(2, trep_box0) TK(3, trep_box1) TK(4, trep_dim0) TK(5, trep_dim1) TK(6, trep_stride0)
TK(7, trep_estr1) TK(13, trep_estr0) TK(20, trep_smem_addr)
TKV(8, 0, trep_elemtype_0) TKV(8, 1, trep_elemtype_1) TKV(8, 2, trep_elemtype_2) TKV(8, 4, trep_elemtype_4)
TKV(8, 7, trep_elemtype_7) TKV(8, 8, trep_elemtype_8) TKV(8, 9, trep_elemtype_9) TKV(8, 10, trep_elemtype_10)
TKV(8, 11, trep_elemtype_11) TKV(8, 12, trep_elemtype_12)
TKV(9, 0, trep_swizzle_0) TKV(9, 1, trep_swizzle_1) TKV(9, 2, trep_swizzle_2) TKV(9, 3, trep_swizzle_3)
TKV(10, 0, trep_fill_0) TKV(10, 1, trep_fill_1) TKV(11, 0, trep_rank_0) TKV(11, 1, trep_rank_1) TKV(11, 2, trep_rank_2)
TKV(12, 1, trep_interleave_1)
