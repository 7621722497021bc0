// tensormap.replace, second probe (tma11 window 1): what trep.cu (tma10) left open. Same frame as
// trep.cu: the kernel copies the host-encoded map to global g, replaces fields there, fences the
// tensormap proxy and loads a 2D box through it with a bounded wait; out[0..3] = 1 if the phase
// completed, out[16..16+win) the shared window (0xEE where untouched). v, a: the new values.
// K: 30 box_dim[0] = v then 16 again (is a bad value refused when written or when used?);
// 31 global_address through a generic address (no state space); 32 global_address = a + v;
// 33 box_dim[2] = v on a 2D map; 34 box_dim[0] = v then swizzle_mode 1; 35 the map in shared
// memory: box_dim[0] = v there, then tensormap.cp_fenceproxy; 36 rank V then rank 1 again;
// 37 elemtype V; 38 rank V; 39 interleave_layout V; 40 swizzle_mode V; 41 fill_mode V.
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
#define REPI(F) asm volatile("tensormap.replace.tile." F ".global.b1024.b32 [%0], %1;" ::"l"(g), "n"(V) : "memory")
#define REPO(F, O, X) asm volatile("tensormap.replace.tile." F ".global.b1024.b32 [%0], " #O ", %1;" ::"l"(g), "r"(X) : "memory")

template <int K, int V>
__device__ void trep2_body(const TMap *m, TMap *g, uint32_t v, uint64_t a, int c0, int c1, uint32_t bytes, uint32_t soff,
                           uint32_t win, unsigned char *out) {
  SMEM_SETUP
  __shared__ __align__(128) TMap sm;
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  if (K == 35) {
    if (threadIdx.x < 16) sm.opaque[threadIdx.x] = m->opaque[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0)
      asm volatile("tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [%0], 0, %1;" ::"r"(sa(&sm)), "r"(v) : "memory");
    __syncwarp();
    if (threadIdx.x < 32)
      asm volatile("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%0], [%1], 128;"
                   ::"l"(g), "r"(sa(&sm)) : "memory");
  } else {
    if (threadIdx.x < 16) g->opaque[threadIdx.x] = m->opaque[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
      switch (K) {
        case 30: REPO("box_dim", 0, v); REPO("box_dim", 0, 16u); break;
        case 31: asm volatile("tensormap.replace.tile.global_address.b1024.b64 [%0], %1;" ::"l"(g), "l"(a) : "memory"); break;
        case 32: asm volatile("tensormap.replace.tile.global_address.global.b1024.b64 [%0], %1;" ::"l"(g), "l"(a + v) : "memory"); break;
        case 33: REPO("box_dim", 2, v); break;
        case 34: REPO("box_dim", 0, v); asm volatile("tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%0], 1;" ::"l"(g) : "memory"); break;
        case 36: REPI("rank"); asm volatile("tensormap.replace.tile.rank.global.b1024.b32 [%0], 1;" ::"l"(g) : "memory"); break;
        case 37: REPI("elemtype"); break;
        case 38: REPI("rank"); break;
        case 39: REPI("interleave_layout"); break;
        case 40: REPI("swizzle_mode"); break;
        case 41: REPI("fill_mode"); break;
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
    trep2_body<K, V>(&m, g, v, a, c0, c1, bytes, soff, win, out);                                                    \
  }
#ifdef ONLY  // one risky immediate per compilation (trep3_*): -DONLY -DKK=37 -DVV=13 -DNAME=...
TKV(KK, VV, NAME)
#else
TKV(30, 0, trep_box0_restore) TKV(31, 0, trep_addr_generic) TKV(32, 0, trep_addr_plus) TKV(33, 0, trep_box2)
TKV(34, 0, trep_box0_sw1) TKV(35, 0, trep_smem_box0) TKV(36, 0, trep_rank0_restore) TKV(36, 2, trep_rank2_restore)
TKV(37, 3, trep_elemtype_3) TKV(37, 5, trep_elemtype_5) TKV(37, 6, trep_elemtype_6)
TKV(38, 3, trep_rank_3) TKV(38, 4, trep_rank_4) TKV(39, 2, trep_interleave_2) TKV(39, 0, trep_interleave_0)

#endif
