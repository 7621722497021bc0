// tma13 window 2: accesses in the .shared (::cta) state space that leave the CTA's window, and
// lanes of a warp storing to one shared or generic word. Block b (rank r of n, q = (r+1)%n) of
// clus13b writes out[16*b]: 0 r, then per mode one access by thread 0 (1: the value read or
// old, after it ran): 1 atom.shared.add.u32 (shared::cta) at q's window address of w (mapa.u32),
// 2 ld.shared.u32 at n<<24 + w's offset (past the cluster), 3 ld.shared.u32 at r<<24 + 0x10000
// (own window, past the allocation), 4 mbarrier.arrive.shared::cta.b64 on q's barrier address
// (state to 1), 5 ld.shared::cluster.u32 at own r<<24 + w (the CTA's own window through
// ::cluster), 6 red.shared.add.u32 at q's window address of w.
#include <stdint.h>
extern "C" __global__ void clus13b(uint32_t *out, int mode) {
  __shared__ uint32_t w;
  __shared__ __align__(8) uint64_t bar;
  uint32_t r, n;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
  uint32_t b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z), q = (r + 1) % n;
  uint32_t aw = (uint32_t)__cvta_generic_to_shared(&w), ab = (uint32_t)__cvta_generic_to_shared(&bar);
  if (threadIdx.x == 0) {
    w = 100 + r;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 2;" :: "r"(ab) : "memory");
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  uint32_t *o = out + 16 * b;
  if (threadIdx.x == 0) {
    uint32_t mw, mb, v = 0xdeadbeef;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(mw) : "r"(aw), "r"(q));
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(mb) : "r"(ab), "r"(q));
    o[0] = r;
    switch (mode) {
    case 1: asm volatile("atom.shared.add.u32 %0, [%1], 1;" : "=r"(v) : "r"(mw) : "memory"); break;
    case 2: asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"((n << 24) + (aw & 0xffffff)) : "memory"); break;
    case 3: asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"((r << 24) + 0x10000u) : "memory"); break;
    case 4: { uint64_t st; asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(st) : "r"(mb) : "memory"); v = (uint32_t)st; break; }
    case 5: asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(v) : "r"(aw) : "memory"); break;
    case 6: asm volatile("red.shared.add.u32 [%0], 1;" :: "r"(mw) : "memory"); v = 1; break;
    }
    o[1] = v;
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  if (threadIdx.x == 0) o[2] = w;
}

// lanes: lane i of each warp stores to word f(i) of shared memory (mode 0: all to word 0, 1: word
// i/2, 2: word i%8; values tid), through st.shared (k=0), generic st (k=1), st.shared.v2.u32
// at 8-byte words (k=2; both halves tid), then copies the 64 words to out[64*k].
extern "C" __global__ void lanes(uint32_t *out, int mode) {
  __shared__ __align__(16) uint32_t s[3][64];
  uint32_t t = threadIdx.x, i = t % 32;
  for (int k = 0; k < 3; k++) for (uint32_t j = t; j < 64; j += blockDim.x) s[k][j] = 0xffffffff;
  __syncthreads();
  uint32_t f = mode == 0 ? 0 : mode == 1 ? i / 2 : i % 8;
  asm volatile("st.shared.u32 [%0], %1;" :: "r"((uint32_t)__cvta_generic_to_shared(&s[0][f])), "r"(t) : "memory");
  *(volatile uint32_t *)&s[1][f] = t;
  asm volatile("st.shared.v2.u32 [%0], {%1, %1};" :: "r"((uint32_t)__cvta_generic_to_shared(&s[2][2 * f])), "r"(t) : "memory");
  __syncthreads();
  for (int k = 0; k < 3; k++) for (uint32_t j = t; j < 64; j += blockDim.x) out[64 * k + j] = s[k][j];
}
