// mapa, getctarank, cvta and isspacep in clusters of 1 to 8 CTAs (tma12 window 1). Block rank r
// writes 64 words at out[64*r + 64*n*c] (c the cluster's linear index, n its size): r, n, the
// shared::cta address a of a shared word, the low and high words of its generic address g less
// that of rank 0's (mapa.u64(g, 0)), cvta.to.shared of g, getctarank.u32 of a, getctarank.u64 of g;
// then for each target rank t < n, 7 words at 8 + 7t: m = mapa.shared::cluster.u32(a, t),
// getctarank.u32(m), the low and high words of mapa.u64(g, t) - g, isspacep of it (bit 0
// .shared::cta, bit 1 .shared::cluster, bit 2 .global, bit 3 .shared), getctarank.u64 of it, and
// the low word of cvta.shared::cluster.u64(m) - g. Thread 0 of each block prints g itself.
#include <stdint.h>
#include <stdio.h>
__device__ __forceinline__ uint32_t flags(uint64_t p) {
  uint32_t d;
  asm volatile("{\n .reg .pred p0, p1, p2, p3;\n .reg .u32 t;\n isspacep.shared::cta p0, %1;\n isspacep.shared::cluster p1, %1;\n"
               " isspacep.global p2, %1;\n isspacep.shared p3, %1;\n selp.u32 %0, 1, 0, p0;\n selp.u32 t, 2, 0, p1;\n or.b32 %0, %0, t;\n"
               " selp.u32 t, 4, 0, p2;\n or.b32 %0, %0, t;\n selp.u32 t, 8, 0, p3;\n or.b32 %0, %0, t;\n}" : "=r"(d) : "l"(p));
  return d;
}
extern "C" __global__ void mapan(uint32_t *out) {
  __shared__ uint32_t word;
  uint32_t r, n, c;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
  {
    uint32_t x, y, z, nx, ny;
    asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(x));
    asm volatile("mov.u32 %0, %%clusterid.y;" : "=r"(y));
    asm volatile("mov.u32 %0, %%clusterid.z;" : "=r"(z));
    asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(nx));
    asm volatile("mov.u32 %0, %%nclusterid.y;" : "=r"(ny));
    c = x + nx * (y + ny * z);
  }
  if (threadIdx.x == 0) {
    word = r;
    uint32_t a = (uint32_t)__cvta_generic_to_shared(&word), cs, r32, r64;
    uint64_t g = (uint64_t)&word, gr0; asm volatile("mapa.u64 %0, %1, 0;" : "=l"(gr0) : "l"(g));
    asm volatile("{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }" : "=r"(cs) : "l"(g));
    asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(r32) : "r"(a));
    asm volatile("getctarank.u64 %0, %1;" : "=r"(r64) : "l"(g));
    uint32_t *o = out + 64 * (r + n * c);
    o[0] = r; o[1] = n; o[2] = a; o[3] = (uint32_t)(g - gr0); o[4] = (uint32_t)((g - gr0) >> 32); o[5] = cs; o[6] = r32; o[7] = r64;
    for (uint32_t t = 0; t < n && t < 8; t++) {
      uint32_t m, mr, gr, cl; uint64_t gt, cg;
      asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(m) : "r"(a), "r"(t));
      asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(mr) : "r"(m));
      asm volatile("mapa.u64 %0, %1, %2;" : "=l"(gt) : "l"(g), "r"(t));
      asm volatile("getctarank.u64 %0, %1;" : "=r"(gr) : "l"(gt));
      asm volatile("{ .reg .u64 t; cvt.u64.u32 t, %1; cvta.shared::cluster.u64 %0, t; }" : "=l"(cg) : "r"(m));
      cl = flags(gt);
      uint32_t *p = o + 8 + 7 * t;
      p[0] = m; p[1] = mr; p[2] = (uint32_t)(gt - g); p[3] = (uint32_t)((gt - g) >> 32); p[4] = cl; p[5] = gr; p[6] = (uint32_t)(cg - g);
    }
    printf("mapan cluster %u rank %u n %u g %llx\n", c, r, n, (unsigned long long)g);
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}
