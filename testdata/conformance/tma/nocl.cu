// Cluster-scoped instructions in a launch with and without a cluster dimension (tma10 window 1):
// which of them the H200 runs outside a cluster launch. Every kernel has one block; thread 0 does
// the operation on its own shared memory (addresses made with cvta or mapa to rank 0), waits on the
// mbarrier for at most 200 ms, and writes out[0] = 1 if the phase completed, out[1] = the word the
// operation wrote, out[2..] = what it reads (cluster registers).
#include "tma.h"

__device__ __forceinline__ uint32_t try_parity(uint64_t *b, uint32_t ph) {
  uint32_t ok;
  asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
               : "=r"(ok) : "r"(sa(b)), "r"(ph) : "memory");
  return ok;
}
__device__ __forceinline__ uint32_t try_parity_cluster(uint64_t *b, uint32_t ph) {
  uint32_t ok;
  asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}"
               : "=r"(ok) : "r"(sa(b)), "r"(ph) : "memory");
  return ok;
}
__device__ __forceinline__ uint64_t gtimer() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__device__ uint32_t bounded_wait(uint64_t *b, bool cl = false) {
  uint32_t done = 0;
  uint64_t t0 = gtimer();
  while (!done && gtimer() - t0 < 200000000ull) done = cl ? try_parity_cluster(b, 0) : try_parity(b, 0);
  return done;
}

template <int K>
__device__ void body(const uint32_t *in, uint32_t *out) {
  __shared__ __align__(128) uint64_t bar[2];
  __shared__ __align__(128) uint32_t s[64];
  for (int i = threadIdx.x; i < 64; i += blockDim.x) s[i] = in[i];
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  __syncthreads();
  if (K == 16) cluster_sync();  // every thread: .aligned
  if (threadIdx.x != 0) return;
  uint32_t b = sa(bar), a = sa(&s[0]), a16 = sa(&s[32]);
  uint32_t done = 2, v = 0;
  switch (K) {
    case 0:  // st.async to a shared::cta address used as shared::cluster
      arrive_expect_tx(bar, 4);
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" ::"r"(a), "r"(in[40]), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 1:  // st.async through mapa to rank 0
      arrive_expect_tx(bar, 4);
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" ::"r"(mapa(a, 0)), "r"(in[40]), "r"(mapa(b, 0)) : "memory");
      done = bounded_wait(bar); break;
    case 2:  // red.async
      arrive_expect_tx(bar, 4);
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];" ::"r"(a), "r"(in[40]), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 3:  // remote-form arrive on its own barrier
      asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(mapa(b, 0)) : "memory");
      done = bounded_wait(bar); break;
    case 4:  // cp.async.bulk shared::cta -> shared::cluster
      arrive_expect_tx(bar, 16);
      asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], 16, [%2];" ::"r"(a), "r"(a16), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 5:  // cp.async.bulk global -> shared::cluster (the ordinary form)
      arrive_expect_tx(bar, 16);
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], 16, [%2];" ::"r"(a), "l"(in + 48), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 6:  // multicast to rank 0
      arrive_expect_tx(bar, 16);
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], 16, [%2], %3;" ::"r"(a), "l"(in + 48), "r"(b), "h"((unsigned short)1) : "memory");
      done = bounded_wait(bar); break;
    case 7:  // cp.reduce.async.bulk shared::cta -> shared::cluster
      arrive_expect_tx(bar, 16);
      asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], 16, [%2];" ::"r"(a), "r"(a16), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 8:  // ld.shared::cluster
      asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(v) : "r"(mapa(a + 4, 0)) : "memory"); s[0] = v; break;
    case 9:  // st.shared::cluster
      asm volatile("st.shared::cluster.u32 [%0], %1;" ::"r"(mapa(a, 0)), "r"(in[40]) : "memory"); break;
    case 10:  // atom.shared::cluster
      asm volatile("atom.shared::cluster.add.u32 %0, [%1], %2;" : "=r"(v) : "r"(mapa(a, 0)), "r"(in[40]) : "memory"); break;
    case 11: {  // cluster registers and mapa's value
      uint32_t r[6];
      asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r[0]));
      asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(r[1]));
      asm volatile("{\n .reg .pred p;\n mov.pred p, %%is_explicit_cluster;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(r[2]));
      asm volatile("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(r[3]));
      r[4] = mapa(a, 0) - a;
      asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(r[5]) : "r"(mapa(a, 0)));
      for (int i = 0; i < 6; i++) out[2 + i] = r[i];
      break;
    }
    case 12:  // mbarrier.arrive.expect_tx with cluster scope, then st.async, then an acquire.cluster wait
      asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 _, [%0], %1;" ::"r"(b), "r"(4) : "memory");
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];" ::"r"(a), "r"(in[40]), "r"(b) : "memory");
      done = bounded_wait(bar, true); break;
    case 13:  // the plain TMA-style arrive/expect and a cluster-scope wait, no async store
      asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 _, [%0], %1;" ::"r"(b), "r"(0) : "memory");
      done = bounded_wait(bar, true); break;
    case 14:  // st.async.v4.b32
      arrive_expect_tx(bar, 16);
      asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];" ::"r"(a), "r"(in[40]), "r"(in[41]), "r"(in[42]), "r"(in[43]), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 15:  // red.async.add.u64
      arrive_expect_tx(bar, 8);
      asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [%0], %1, [%2];" ::"r"(a), "l"(*(const uint64_t *)(in + 40)), "r"(b) : "memory");
      done = bounded_wait(bar); break;
    case 16:  // barrier.cluster alone (above)
      break;
    case 17:  // mbarrier.complete_tx on its own barrier
      arrive_expect_tx(bar, 8);
      asm volatile("mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%0], %1;" ::"r"(b), "r"(8) : "memory");
      done = bounded_wait(bar); break;
  }
  out[0] = done;
  for (int i = 0; i < 8; i++) out[8 + i] = s[i];
}
#define NK(K) extern "C" __global__ void nocl##K(const uint32_t *in, uint32_t *out) { body<K>(in, out); }
NK(0) NK(1) NK(2) NK(3) NK(4) NK(5) NK(6) NK(7) NK(8) NK(9) NK(10) NK(11) NK(12) NK(13) NK(14) NK(15) NK(16) NK(17)
