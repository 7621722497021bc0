// mapa and getctarank values in a cluster of two (tma11 window 2): each block writes 16 words at
// out[16*rank]: its rank, the shared::cta address a of a shared word, mapa(a, r) for r = 0 and 1
// (32-bit shared::cluster form), getctarank of those, the generic form's mapa of a's generic
// address to both ranks less that address (low and high words), and isspacep .shared::cta and
// .shared::cluster of the generic results.
#include <stdint.h>
__device__ __forceinline__ uint32_t mapa32(uint32_t a, uint32_t r) {
  uint32_t d;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(r));
  return d;
}
__device__ __forceinline__ uint64_t mapa64(uint64_t a, uint32_t r) {
  uint64_t d;
  asm volatile("mapa.u64 %0, %1, %2;" : "=l"(d) : "l"(a), "r"(r));
  return d;
}
__device__ __forceinline__ uint32_t ctarank32(uint32_t a) {
  uint32_t d;
  asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(d) : "r"(a));
  return d;
}
__device__ __forceinline__ uint32_t isspace(uint64_t a, int cluster) {
  uint32_t d;
  if (cluster)
    asm volatile("{\n .reg .pred p;\n isspacep.shared::cluster p, %1;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(d) : "l"(a));
  else
    asm volatile("{\n .reg .pred p;\n isspacep.shared::cta p, %1;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(d) : "l"(a));
  return d;
}
extern "C" __global__ void mapa2(uint32_t *out) {
  __shared__ uint32_t word;
  uint32_t r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  if (threadIdx.x == 0) {
    word = r;
    uint32_t a = (uint32_t)__cvta_generic_to_shared(&word);
    uint64_t g = (uint64_t)&word;
    uint32_t *o = out + 16 * r;
    uint32_t m0 = mapa32(a, 0), m1 = mapa32(a, 1);
    uint64_t g0 = mapa64(g, 0), g1 = mapa64(g, 1);
    o[0] = r; o[1] = a; o[2] = m0; o[3] = m1; o[4] = ctarank32(m0); o[5] = ctarank32(m1);
    o[6] = (uint32_t)(g0 - g); o[7] = (uint32_t)((g0 - g) >> 32); o[8] = (uint32_t)(g1 - g); o[9] = (uint32_t)((g1 - g) >> 32);
    o[10] = isspace(g0, 0); o[11] = isspace(g0, 1); o[12] = isspace(g1, 0); o[13] = isspace(g1, 1);
    o[14] = ctarank32(a);
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}
