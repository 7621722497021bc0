// .b128 with memory-order qualifiers (tma13 window 1; its own file so that a form ptxas refuses
// costs only this): thread i of n copies in[i] to out[k*n + i] through ld/st k.
#include <stdint.h>
#define LD(sp, p, lo, hi) asm volatile("{ .reg .b128 t; ld" sp ".b128 t, [%2]; mov.b128 {%0, %1}, t; }" : "=l"(lo), "=l"(hi) : "l"(p) : "memory")
#define ST(sp, p, lo, hi) asm volatile("{ .reg .b128 t; mov.b128 t, {%1, %2}; st" sp ".b128 [%0], t; }" :: "l"(p), "l"(lo), "l"(hi) : "memory")
#define EXCH(sp, p, lo, hi, olo, ohi) asm volatile("{ .reg .b128 t, o; mov.b128 t, {%2, %3}; atom" sp ".exch.b128 o, [%4], t; mov.b128 {%0, %1}, o; }" : "=l"(olo), "=l"(ohi) : "l"(lo), "l"(hi), "l"(p) : "memory")
#define CAS(sp, p, clo, chi, lo, hi, olo, ohi) asm volatile("{ .reg .b128 c, t, o; mov.b128 c, {%2, %3}; mov.b128 t, {%4, %5}; atom" sp ".cas.b128 o, [%6], c, t; mov.b128 {%0, %1}, o; }" : "=l"(olo), "=l"(ohi) : "l"(clo), "l"(chi), "l"(lo), "l"(hi), "l"(p) : "memory")
extern "C" __global__ void b128_sem(uint64_t *out, uint64_t *mem, const uint64_t *in) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x, n = gridDim.x * blockDim.x;
  uint64_t lo, hi, olo, ohi;
  LD(".volatile.global", in + 2 * i, lo, hi);
  ST(".volatile.global", out + 2 * i, lo, hi);
  LD(".relaxed.gpu.global", in + 2 * i, lo, hi);
  ST(".relaxed.gpu.global", out + 2 * (n + i), hi, lo);
  LD(".acquire.gpu.global", in + 2 * i, lo, hi);
  ST(".release.gpu.global", out + 2 * (2 * n + i), lo, ~hi);
  LD(".relaxed.sys.global", in + 2 * i, lo, hi);
  ST(".relaxed.cta.global", out + 2 * (3 * n + i), ~lo, hi);
  EXCH(".relaxed.gpu.global", mem + 2 * i, lo, hi, olo, ohi);
  ST(".global", out + 2 * (4 * n + i), olo, ohi);
  EXCH(".acq_rel.sys.global", mem + 2 * i, hi, lo, olo, ohi);
  ST(".global", out + 2 * (5 * n + i), olo, ohi);
  CAS(".acquire.cta.global", mem + 2 * i, hi, lo, lo, lo, olo, ohi);
  ST(".global", out + 2 * (6 * n + i), olo, ohi);
  CAS(".release.gpu", mem + 2 * i, lo, lo, hi, hi, olo, ohi);
  ST(".global", out + 2 * (7 * n + i), olo, ohi);
}
