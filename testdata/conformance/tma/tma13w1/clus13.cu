// Distributed shared memory through rank-window addresses (tma13 window 1). Each block b (rank r of
// n in its cluster) writes 64 words at out[64*b]:
//  0 r, 1 n, 2 shared::cta address of the static word w, 3 that of dyn[0] (dynamic shared memory),
//  4/5 low/high word of the generic address of dyn[0], 6 cvta.to.shared of it, 7 mapa.u32 of dyn to
//  rank (r+1)%n, 8 mapa.u32 of w to rank 0, 9 isspacep flags of the generic address of rank n's window
//  (one past the cluster; bit 0 .shared::cta, 1 .shared::cluster, 2 .shared, 3 .global),
//  10 getctarank.u32 of r<<24 + 0x400 + 4*n (its own window, any offset).
// Then w = 100 + r, dyn[i] = 1000*r + i (i < 16); barrier.cluster; q = (r+1)%n:
//  16 ld.shared::cluster.u32 of w at q (mapa.u32), 17 generic ld of w at q (mapa.u64),
//  18 atom.shared::cluster.add.u32 (1 << r) at q's dyn[8] (old), 19 generic atom.add at q's dyn[9],
//  st.shared::cluster of 7000 + r to q's dyn[10], 20/21 ld.shared::cluster.b128 of q's dyn[0..3] (two u64),
//  22/23 atom.shared::cluster.cas.b128 at q's dyn[4..7] expecting what is there (old, two u64 ->
//  words 22..25), barrier.cluster, 32..47 dyn[0..15] as they end.
// mode (a parameter) then tries one access that is not through mapa, after the rest, and writes
// 48 its value: 1 ld.shared.u32 (shared::cta) of q's window address (mapa.u32 of w to q), 2
// ld.shared::cta.u32 of it, 3 st.shared.u32 of 55 to it (then 48 = w), 4 generic ld of the generic
// form of 0x400 + (q << 24) built by cvta.shared.u64 of a 64-bit shared::cta address,
// 5 ld.shared::cluster.u32 of w's offset in rank n's window (past the cluster).
#include <stdint.h>
#include <stdio.h>
__device__ __forceinline__ uint32_t flags(uint64_t p) {
  uint32_t d;
  asm volatile("{\n .reg .pred p0, p1, p2, p3;\n .reg .u32 t;\n isspacep.shared::cta p0, %1;\n isspacep.shared::cluster p1, %1;\n"
               " isspacep.shared p2, %1;\n isspacep.global p3, %1;\n selp.u32 %0, 1, 0, p0;\n selp.u32 t, 2, 0, p1;\n or.b32 %0, %0, t;\n"
               " selp.u32 t, 4, 0, p2;\n or.b32 %0, %0, t;\n selp.u32 t, 8, 0, p3;\n or.b32 %0, %0, t;\n}" : "=r"(d) : "l"(p));
  return d;
}
__device__ __forceinline__ uint32_t mapa32(uint32_t a, uint32_t r) {
  uint32_t d;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(r));
  return d;
}
__device__ __forceinline__ void csync() {
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}
extern "C" __global__ void clus13(uint32_t *out, int mode) {
  __shared__ uint32_t w;
  extern __shared__ __align__(16) uint32_t dyn[];
  uint32_t r, n;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
  uint32_t b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z), q = (r + 1) % n;
  uint32_t *o = out + 64 * b;
  uint32_t aw = (uint32_t)__cvta_generic_to_shared(&w), ad = (uint32_t)__cvta_generic_to_shared(dyn);
  if (threadIdx.x == 0) {
    uint64_t g = (uint64_t)dyn, cs, gn;
    asm volatile("cvta.to.shared.u64 %0, %1;" : "=l"(cs) : "l"(g));
    asm volatile("{ .reg .u64 t; cvt.u64.u32 t, %1; cvta.shared::cluster.u64 %0, t; }" : "=l"(gn) : "r"((n << 24) + 0x400u));
    uint32_t gr;
    asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(gr) : "r"((r << 24) + 0x400u + 4 * n));
    o[0] = r; o[1] = n; o[2] = aw; o[3] = ad; o[4] = (uint32_t)g; o[5] = (uint32_t)(g >> 32); o[6] = (uint32_t)cs;
    o[7] = mapa32(ad, q); o[8] = mapa32(aw, 0); o[9] = flags(gn); o[10] = gr;
    w = 100 + r;
    for (int i = 0; i < 16; i++) dyn[i] = 1000 * r + i;
  }
  csync();
  if (threadIdx.x == 0) {
    uint32_t mw = mapa32(aw, q), md = mapa32(ad, q), v;
    asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(v) : "r"(mw) : "memory");
    o[16] = v;
    uint64_t gw;
    asm volatile("mapa.u64 %0, %1, %2;" : "=l"(gw) : "l"((uint64_t)&w), "r"(q));
    o[17] = *(volatile uint32_t *)gw;
    asm volatile("atom.shared::cluster.add.u32 %0, [%1], %2;" : "=r"(v) : "r"(md + 32), "r"(1u << r) : "memory");
    o[18] = v;
    uint64_t gd;
    asm volatile("mapa.u64 %0, %1, %2;" : "=l"(gd) : "l"((uint64_t)dyn), "r"(q));
    o[19] = atomicAdd((uint32_t *)gd + 9, 1u << (8 + r));
    asm volatile("st.shared::cluster.u32 [%0], %1;" :: "r"(md + 40), "r"(7000 + r) : "memory");
    uint64_t lo, hi;
    asm volatile("{ .reg .b128 t; ld.shared::cluster.b128 t, [%2]; mov.b128 {%0, %1}, t; }" : "=l"(lo), "=l"(hi) : "r"(md) : "memory");
    o[20] = (uint32_t)lo; o[21] = (uint32_t)(lo >> 32);
    uint64_t clo = (uint64_t)(1000 * q + 4) | (uint64_t)(1000 * q + 5) << 32, chi = (uint64_t)(1000 * q + 6) | (uint64_t)(1000 * q + 7) << 32, olo, ohi;
    asm volatile("{ .reg .b128 c, t, o; mov.b128 c, {%2, %3}; mov.b128 t, {%4, %5}; atom.shared::cluster.cas.b128 o, [%6], c, t; mov.b128 {%0, %1}, o; }"
                 : "=l"(olo), "=l"(ohi) : "l"(clo), "l"(chi), "l"(hi), "l"(lo + r), "r"(md + 16) : "memory");
    o[22] = (uint32_t)olo; o[23] = (uint32_t)(olo >> 32); o[24] = (uint32_t)ohi; o[25] = (uint32_t)(ohi >> 32);
  }
  csync();
  if (threadIdx.x == 0) {
    for (int i = 0; i < 16; i++) o[32 + i] = dyn[i];
  }
  csync();
  if (threadIdx.x == 0 && mode != 0) {
    uint32_t mw = mapa32(aw, q), v = 0xdeadbeef;
    switch (mode) {
    case 1: asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(mw) : "memory"); break;
    case 2: asm volatile("ld.shared::cta.u32 %0, [%1];" : "=r"(v) : "r"(mw) : "memory"); break;
    case 3: asm volatile("st.shared.u32 [%0], %1;" :: "r"(mw), "r"(55u) : "memory"); v = w; break;
    case 4: {
      uint64_t g;
      asm volatile("{ .reg .u64 t; cvt.u64.u32 t, %1; cvta.shared.u64 %0, t; }" : "=l"(g) : "r"((q << 24) + 0x400u));
      v = *(volatile uint32_t *)g;
      o[49] = (uint32_t)g; o[50] = (uint32_t)(g >> 32);
      break;
    }
    case 5: asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(v) : "r"((n << 24) + aw) : "memory"); break;
    }
    o[48] = v;
  }
  csync();
  if (mode == 3 && threadIdx.x == 0) o[51] = w;
}
