// .b128 loads, stores, moves and atomics (PTX 8.3; tma13 window 1). Values are pairs of u64
// (lo, hi); a 128-bit register is built and split with mov.b128.
#include <stdint.h>
#define LD(sp, p, lo, hi) asm volatile("{ .reg .b128 t; ld" sp ".b128 t, [%2]; mov.b128 {%0, %1}, t; }" : "=l"(lo), "=l"(hi) : "l"(p) : "memory")
#define ST(sp, p, lo, hi) asm volatile("{ .reg .b128 t; mov.b128 t, {%1, %2}; st" sp ".b128 [%0], t; }" :: "l"(p), "l"(lo), "l"(hi) : "memory")
#define LDS(sp, a, lo, hi) asm volatile("{ .reg .b128 t; ld" sp ".b128 t, [%2]; mov.b128 {%0, %1}, t; }" : "=l"(lo), "=l"(hi) : "r"(a) : "memory")
#define STS(sp, a, lo, hi) asm volatile("{ .reg .b128 t; mov.b128 t, {%1, %2}; st" sp ".b128 [%0], t; }" :: "r"(a), "l"(lo), "l"(hi) : "memory")
#define EXCH(sp, p, lo, hi, olo, ohi, R) asm volatile("{ .reg .b128 t, o; mov.b128 t, {%2, %3}; atom" sp ".exch.b128 o, [%4], t; mov.b128 {%0, %1}, o; }" : "=l"(olo), "=l"(ohi) : "l"(lo), "l"(hi), R(p) : "memory")
#define CAS(sp, p, clo, chi, lo, hi, olo, ohi, R) asm volatile("{ .reg .b128 c, t, o; mov.b128 c, {%2, %3}; mov.b128 t, {%4, %5}; atom" sp ".cas.b128 o, [%6], c, t; mov.b128 {%0, %1}, o; }" : "=l"(olo), "=l"(ohi) : "l"(clo), "l"(chi), "l"(lo), "l"(hi), R(p) : "memory")

__device__ __forceinline__ uint32_t smem(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

// b128_ldst: thread i of n (blockDim 256) writes 6 pairs at out[2*(k*n + i)], k = 0..5:
// 0 ld.global of in[i] stored halves swapped by st.global; 1 generic ld of in[(5i+3) % n] stored
// by generic st; 2 ld.global.nc of in[i]; 3 st.shared to slot (7i) % 256, ld.shared of slot i after
// bar.sync (the pair of thread j with 7j = i mod 256); 4 the same through generic addresses of
// shared memory; 5 a register copy (mov.b128 d, s) of in[i] with the halves xored.
extern "C" __global__ void b128_ldst(uint64_t *out, const uint64_t *in) {
  __shared__ __align__(16) uint64_t s[2 * 256];
  __shared__ __align__(16) uint64_t g[2 * 256];
  uint32_t t = threadIdx.x, i = blockIdx.x * blockDim.x + t, n = gridDim.x * blockDim.x;
  uint64_t lo, hi;
  LD(".global", in + 2 * i, lo, hi);
  ST(".global", out + 2 * i, hi, lo);
  LD("", in + 2 * ((5 * i + 3) % n), lo, hi);
  ST("", out + 2 * (n + i), lo, hi);
  LD(".global.nc", in + 2 * i, lo, hi);
  ST(".global", out + 2 * (2 * n + i), lo, hi);
  STS(".shared", smem(s + 2 * ((7 * t) % 256)), lo, hi);
  ST("", g + 2 * ((7 * t) % 256), hi, lo);
  __syncthreads();
  LDS(".shared", smem(s + 2 * t), lo, hi);
  ST(".global", out + 2 * (3 * n + i), lo, hi);
  LD("", g + 2 * t, lo, hi);
  ST(".global", out + 2 * (4 * n + i), lo, hi);
  LD(".global", in + 2 * i, lo, hi);
  asm volatile("{ .reg .b128 a, b; mov.b128 a, {%0, %1}; mov.b128 b, a; mov.b128 {%0, %1}, b; }" : "+l"(lo), "+l"(hi));
  ST(".global", out + 2 * (5 * n + i), lo ^ hi, hi);
}

// b128_atom: per-thread atomics on their own 16 bytes. mem holds 4n pairs (in from the case's
// generator); thread i: k=0 atom.global.exch at mem[i] with in[i], old to out[0n+i]; k=1
// atom.global.cas at mem[n+i] comparing with the pair there when i is even (swaps) and with it xor
// 1 when odd (fails), old to out[n+i]; k=2 the same through generic atom (exch) at mem[2n+i];
// k=3 generic cas at mem[3n+i] (even succeed). Shared: slot t of a shared array, seeded with
// in[i]^const, exch then cas (succeeding when t % 3 == 0), olds to out[4n+i], out[5n+i], the slot
// to out[6n+i]; and generic exch on shared to out[7n+i].
extern "C" __global__ void b128_atom(uint64_t *out, uint64_t *mem, const uint64_t *in) {
  __shared__ __align__(16) uint64_t s[2 * 256];
  uint32_t t = threadIdx.x, i = blockIdx.x * blockDim.x + t, n = gridDim.x * blockDim.x;
  uint64_t lo, hi, olo, ohi, clo, chi;
  LD(".global", in + 2 * i, lo, hi);
  EXCH(".global", mem + 2 * i, lo, hi, olo, ohi, "l");
  ST(".global", out + 2 * i, olo, ohi);
  LD(".global", mem + 2 * (n + i), clo, chi);
  clo ^= (i & 1);
  CAS(".global", mem + 2 * (n + i), clo, chi, hi, lo, olo, ohi, "l");
  ST(".global", out + 2 * (n + i), olo, ohi);
  EXCH("", mem + 2 * (2 * n + i), hi, ~lo, olo, ohi, "l");
  ST(".global", out + 2 * (2 * n + i), olo, ohi);
  LD("", mem + 2 * (3 * n + i), clo, chi);
  chi ^= (uint64_t)(i & 1) << 63;
  CAS("", mem + 2 * (3 * n + i), clo, chi, lo + 1, hi - 1, olo, ohi, "l");
  ST(".global", out + 2 * (3 * n + i), olo, ohi);
  s[2 * t] = lo ^ 0x5555555555555555ull; s[2 * t + 1] = hi ^ 0xaaaaaaaaaaaaaaaaull;
  __syncthreads();
  EXCH(".shared", smem(s + 2 * t), hi, lo, olo, ohi, "r");
  ST(".global", out + 2 * (4 * n + i), olo, ohi);
  clo = hi; chi = lo ^ (t % 3 != 0);
  CAS(".shared", smem(s + 2 * t), clo, chi, lo ^ hi, lo & hi, olo, ohi, "r");
  ST(".global", out + 2 * (5 * n + i), olo, ohi);
  ST(".global", out + 2 * (6 * n + i), s[2 * t], s[2 * t + 1]);
  EXCH("", s + 2 * t, (uint64_t)i, (uint64_t)n, olo, ohi, "l");
  ST(".global", out + 2 * (7 * n + i), olo, ohi);
}

// b128_contend: every thread of the launch on one 16-byte word. mode 0: atom.global.exch of
// (i, ~i) at mem[0], old to out[i]; mode 1: atom.global.cas expecting mem[0]'s first value (only one
// thread succeeds), old to out[i]; mode 2: a 128-bit add by a cas loop (lo += i+1 with carry into
// hi, hi += 1<<32), out[i] the value this thread replaced; modes 3-5 the same on a shared word
// (seeded from mem[0], copied to mem[1 + block] at the end).
extern "C" __global__ void b128_contend(uint64_t *out, uint64_t *mem, int mode) {
  __shared__ __align__(16) uint64_t s[2];
  uint32_t t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  uint64_t *p = mem;
  bool sh = mode >= 3;
  if (sh) {
    if (t == 0) { s[0] = mem[0]; s[1] = mem[1]; }
    __syncthreads();
    p = s;
  }
  uint64_t olo, ohi, clo = mem[0], chi = mem[1];
  switch (mode % 3) {
  case 0:
    if (sh) EXCH(".shared", smem(p), (uint64_t)i, ~(uint64_t)i, olo, ohi, "r");
    else EXCH(".global", p, (uint64_t)i, ~(uint64_t)i, olo, ohi, "l");
    break;
  case 1:
    if (sh) CAS(".shared", smem(p), clo, chi, (uint64_t)i, (uint64_t)i * 3, olo, ohi, "r");
    else CAS(".global", p, clo, chi, (uint64_t)i, (uint64_t)i * 3, olo, ohi, "l");
    break;
  default:
    if (sh) LDS(".shared", smem(p), clo, chi); else LD(".global", p, clo, chi);
    for (;;) {
      uint64_t nlo = clo + i + 1, nhi = chi + (1ull << 32) + (nlo < clo);
      if (sh) CAS(".shared", smem(p), clo, chi, nlo, nhi, olo, ohi, "r");
      else CAS(".global", p, clo, chi, nlo, nhi, olo, ohi, "l");
      if (olo == clo && ohi == chi) break;
      clo = olo; chi = ohi;
    }
  }
  ST(".global", out + 2 * i, olo, ohi);
  if (sh) {
    __syncthreads();
    if (t == 0) { mem[2 + 2 * blockIdx.x] = s[0]; mem[3 + 2 * blockIdx.x] = s[1]; }
  }
}

// b128_fault: one access by thread 0 at byte offset off of p (global: mode 0 ld, 1 st, 2 exch, 3
// cas; shared, off into a 64-byte array: 4 ld, 5 st, 6 exch, 7 cas), then out[0] = 1.
extern "C" __global__ void b128_fault(uint64_t *out, uint64_t *p, int mode, int off) {
  __shared__ __align__(16) uint64_t s[8];
  if (threadIdx.x != 0) return;
  uint64_t lo = 1, hi = 2, olo = 0, ohi = 0;
  char *g = (char *)p + off;
  uint32_t a = smem(s) + off;
  switch (mode) {
  case 0: LD(".global", g, olo, ohi); break;
  case 1: ST(".global", g, lo, hi); break;
  case 2: EXCH(".global", g, lo, hi, olo, ohi, "l"); break;
  case 3: CAS(".global", g, lo, hi, lo, hi, olo, ohi, "l"); break;
  case 4: LDS(".shared", a, olo, ohi); break;
  case 5: STS(".shared", a, lo, hi); break;
  case 6: EXCH(".shared", a, lo, hi, olo, ohi, "r"); break;
  case 7: CAS(".shared", a, lo, hi, lo, hi, olo, ohi, "r"); break;
  }
  out[0] = 1 + olo + ohi;
}
