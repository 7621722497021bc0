// Conformance kernels for the engine's breadth (issue 11): packed half/bf16 comparisons, packed
// 16-bit and 8-bit integer SIMD (every __v*2/__v*4 intrinsic and the sm_90 DPX functions), the
// NaN rules of f64 (and f32) arithmetic, and Hopper thread block clusters (cluster special
// registers, barrier.cluster, distributed shared memory). Cases: breadth/*.case; images built by
// record-breadth.sh (nvcc 13.0 -arch=sm_90) and breadth/breadth.118.ptx (nvcc 11.8).
#include <cooperative_groups.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>
namespace cg = cooperative_groups;

#define IDX (blockIdx.x * blockDim.x + threadIdx.x)

// A half from 16 random bits: a quarter special values (zeros, infinities, NaNs of both kinds and
// signs, denormals, limits, one), the rest random bits.
__device__ uint16_t half_input(uint32_t r, bool bf) {
  const uint16_t hs[16] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7d00, 0x0001,
                           0x8001, 0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3c00, 0xbc00, 0x7c01};
  const uint16_t bs[16] = {0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7fa0, 0x0001,
                           0x8001, 0x007f, 0x0080, 0x7f7f, 0xff7f, 0x3f80, 0xbf80, 0x7f81};
  if ((r & 3) == 0) return bf ? bs[(r >> 2) & 15] : hs[(r >> 2) & 15];
  return (uint16_t)(r >> 16);
}
// Pairs of packed operands: b equals a in some halves so that equality is exercised.
__device__ void pair_input(uint32_t ra, uint32_t rb, bool bf, uint32_t *a, uint32_t *b) {
  uint16_t a0 = half_input(ra, bf), a1 = half_input(ra * 2654435761u + 7, bf);
  uint16_t b0 = half_input(rb, bf), b1 = half_input(rb * 2654435761u + 7, bf);
  if ((rb & 0x30000) == 0) b0 = a0;
  if ((rb & 0xc0000) == 0) b1 = a1;
  if ((rb & 0x300000) == 0x100000) b0 = a0 ^ 0x8000;  // +0 vs -0 and sign flips
  *a = a0 | (uint32_t)a1 << 16;
  *b = b0 | (uint32_t)b1 << 16;
}

#define PQ(p, q) (((p) ? 1u : 0u) | ((q) ? 2u : 0u))
// Every form of set/setp on f16x2 and bf16x2 for one comparison.
#define HCMP(OP)                                                                                    \
  asm("set." #OP ".f16x2.f16x2 %0, %1, %2;" : "=r"(o[k++]) : "r"(a), "r"(b));                       \
  asm("set." #OP ".u32.f16x2 %0, %1, %2;" : "=r"(o[k++]) : "r"(a), "r"(b));                         \
  asm("set." #OP ".s32.f16x2 %0, %1, %2;" : "=r"(o[k++]) : "r"(a), "r"(b));                         \
  asm("set." #OP ".ftz.f16x2.f16x2 %0, %1, %2;" : "=r"(o[k++]) : "r"(a), "r"(b));                   \
  asm("{ .reg .pred p, q; setp." #OP ".f16x2 p|q, %1, %2; selp.u32 %0, 1, 0, p; @q or.b32 %0, %0, 2; }" \
      : "=r"(o[k++]) : "r"(a), "r"(b));                                                             \
  asm("{ .reg .pred p, q; setp." #OP ".ftz.f16x2 p|q, %1, %2; selp.u32 %0, 1, 0, p; @q or.b32 %0, %0, 2; }" \
      : "=r"(o[k++]) : "r"(a), "r"(b));                                                             \
  asm("set." #OP ".bf16x2.bf16x2 %0, %1, %2;" : "=r"(o[k++]) : "r"(c), "r"(d));                     \
  asm("set." #OP ".u32.bf16x2 %0, %1, %2;" : "=r"(o[k++]) : "r"(c), "r"(d));                        \
  asm("{ .reg .pred p, q; setp." #OP ".bf16x2 p|q, %1, %2; selp.u32 %0, 1, 0, p; @q or.b32 %0, %0, 2; }" \
      : "=r"(o[k++]) : "r"(c), "r"(d));                                                             \
  /* A 16-bit result is stored as 16 bits: ptxas leaves the other half of the register undefined */ \
  o[k] = 0;                                                                                         \
  asm volatile("{ .reg .b16 h; set." #OP ".f16.f16 h, %1, %2; st.b16 [%0], h; }" : : "l"(&o[k]), "h"((uint16_t)a), "h"((uint16_t)b) : "memory"); \
  k++;                                                                                              \
  asm("set." #OP ".u32.f16 %0, %1, %2;" : "=r"(o[k++]) : "h"((uint16_t)(a >> 16)), "h"((uint16_t)(b >> 16))); \
  o[k] = 0;                                                                                         \
  asm volatile("{ .reg .b16 h; set." #OP ".bf16.bf16 h, %1, %2; st.b16 [%0], h; }" : : "l"(&o[k]), "h"((uint16_t)c), "h"((uint16_t)d) : "memory"); \
  k++;

#define HCMP_N 12  // words each HCMP writes
#define HCMP_W (14 * HCMP_N + 8)
extern "C" __global__ void hcmp2(const uint32_t *ra, const uint32_t *rb, uint32_t *out, int n) {
  int i = IDX;
  if (i >= n) return;
  uint32_t a, b, c, d;
  pair_input(ra[i], rb[i], false, &a, &b);
  pair_input(ra[i] ^ 0x5bd1e995u, rb[i] ^ 0x1b873593u, true, &c, &d);
  uint32_t *o = out + (size_t)i * HCMP_W;
  int k = 0;
  HCMP(eq) HCMP(ne) HCMP(lt) HCMP(le) HCMP(gt) HCMP(ge)
  HCMP(equ) HCMP(neu) HCMP(ltu) HCMP(leu) HCMP(gtu) HCMP(geu) HCMP(num) HCMP(nan)
  // The BoolOp forms, with a predicate from the index.
  uint32_t sel = i & 1;
  asm("{ .reg .pred c; setp.ne.u32 c, %3, 0; set.lt.and.f16x2.f16x2 %0, %1, %2, c; }" : "=r"(o[k++]) : "r"(a), "r"(b), "r"(sel));
  asm("{ .reg .pred c; setp.ne.u32 c, %3, 0; set.gtu.or.u32.f16x2 %0, %1, %2, !c; }" : "=r"(o[k++]) : "r"(a), "r"(b), "r"(sel));
  asm("{ .reg .pred c; setp.ne.u32 c, %3, 0; set.nan.xor.bf16x2.bf16x2 %0, %1, %2, c; }" : "=r"(o[k++]) : "r"(c), "r"(d), "r"(sel));
  asm("{ .reg .pred c, p, q; setp.ne.u32 c, %3, 0; setp.ltu.and.f16x2 p|q, %1, %2, c; selp.u32 %0, 1, 0, p; @q or.b32 %0, %0, 2; }"
      : "=r"(o[k++]) : "r"(a), "r"(b), "r"(sel));
  asm("{ .reg .pred c, p, q; setp.ne.u32 c, %3, 0; setp.ge.xor.bf16x2 p|q, %1, %2, !c; selp.u32 %0, 1, 0, p; @q or.b32 %0, %0, 2; }"
      : "=r"(o[k++]) : "r"(c), "r"(d), "r"(sel));
  // The C++ API (what cuda_fp16.hpp/cuda_bf16.hpp emit).
  __half2 ha = *(__half2 *)&a, hb = *(__half2 *)&b;
  __nv_bfloat162 ba = *(__nv_bfloat162 *)&c, bb = *(__nv_bfloat162 *)&d;
  __half2 h = __hlt2(ha, hb);
  o[k++] = *(uint32_t *)&h;
#if __CUDACC_VER_MAJOR__ >= 12
  o[k++] = __hgeu2_mask(ha, hb) ^ (__hbeq2(ha, hb) ? 0x10000u : 0) ^ (__hbneu2(ha, hb) ? 0x20000u : 0);
#else
  o[k++] = (__hbeq2(ha, hb) ? 0x10000u : 0) ^ (__hbneu2(ha, hb) ? 0x20000u : 0);
#endif
  __nv_bfloat162 bh = __hle2(ba, bb);
  o[k++] = (*(uint32_t *)&bh) ^ (__hbgtu2(ba, bb) ? 1u : 0u) ^ (__hblt2(ba, bb) ? 2u : 0u);
  for (; k < HCMP_W; k++) o[k] = 0xdeadbeef;
}

// Every SIMD video intrinsic of the CUDA math API, and the sm_90 DPX functions.
__device__ uint32_t simd_input(uint32_t r, uint32_t s) {
  const uint8_t bs[8] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40};
  uint32_t v = r;
  for (int j = 0; j < 4; j++)
    if ((s >> (2 * j) & 3) == 0) v = (v & ~(0xffu << (8 * j))) | (uint32_t)bs[(s >> (8 + 3 * j)) & 7] << (8 * j);
  return v;
}
#define V1(F) o[k++] = F(a);
#define V2(F) o[k++] = F(a, b);
#define SIMD_N 128
extern "C" __global__ void vsimd(const uint32_t *ra, const uint32_t *rb, const uint32_t *rc, uint32_t *out, int n) {
  int i = IDX;
  if (i >= n) return;
  uint32_t s = rc[i];
  uint32_t a = simd_input(ra[i], s), b = simd_input(rb[i], s >> 20), c = simd_input(rc[i] * 2246822519u, s >> 7);
  if ((s & 0x70000000) == 0) b = a;
  if ((s & 0x70000000) == 0x10000000) b = (a & 0xffff) | (b & 0xffff0000);
  uint32_t *o = out + (size_t)i * SIMD_N;
  int k = 0;
  V1(__vabs2) V1(__vabs4) V2(__vabsdiffs2) V2(__vabsdiffs4) V2(__vabsdiffu2) V2(__vabsdiffu4) V1(__vabsss2) V1(__vabsss4)
  V2(__vadd2) V2(__vadd4) V2(__vaddss2) V2(__vaddss4) V2(__vaddus2) V2(__vaddus4) V2(__vavgs2) V2(__vavgs4)
  V2(__vavgu2) V2(__vavgu4) V2(__vcmpeq2) V2(__vcmpeq4) V2(__vcmpges2) V2(__vcmpges4) V2(__vcmpgeu2) V2(__vcmpgeu4)
  V2(__vcmpgts2) V2(__vcmpgts4) V2(__vcmpgtu2) V2(__vcmpgtu4) V2(__vcmples2) V2(__vcmples4) V2(__vcmpleu2) V2(__vcmpleu4)
  V2(__vcmplts2) V2(__vcmplts4) V2(__vcmpltu2) V2(__vcmpltu4) V2(__vcmpne2) V2(__vcmpne4) V2(__vhaddu2) V2(__vhaddu4)
  V2(__vmaxs2) V2(__vmaxs4) V2(__vmaxu2) V2(__vmaxu4) V2(__vmins2) V2(__vmins4) V2(__vminu2) V2(__vminu4)
  V1(__vneg2) V1(__vneg4) V1(__vnegss2) V1(__vnegss4) V2(__vsads2) V2(__vsads4) V2(__vsadu2) V2(__vsadu4)
  V2(__vseteq2) V2(__vseteq4) V2(__vsetges2) V2(__vsetges4) V2(__vsetgeu2) V2(__vsetgeu4) V2(__vsetgts2) V2(__vsetgts4)
  V2(__vsetgtu2) V2(__vsetgtu4) V2(__vsetles2) V2(__vsetles4) V2(__vsetleu2) V2(__vsetleu4) V2(__vsetlts2) V2(__vsetlts4)
  V2(__vsetltu2) V2(__vsetltu4) V2(__vsetne2) V2(__vsetne4) V2(__vsub2) V2(__vsub4) V2(__vsubss2) V2(__vsubss4)
  V2(__vsubus2) V2(__vsubus4)
#if __CUDACC_VER_MAJOR__ >= 12
  int ia = (int)a, ib = (int)b, ic = (int)c;
  o[k++] = __vimax_s32_relu(ia, ib);
  o[k++] = __vimin_s32_relu(ia, ib);
  o[k++] = __vimax_s16x2_relu(a, b);
  o[k++] = __vimin_s16x2_relu(a, b);
  o[k++] = __vimax3_s32(ia, ib, ic);
  o[k++] = __vimax3_s32_relu(ia, ib, ic);
  o[k++] = __vimax3_u32(a, b, c);
  o[k++] = __vimax3_s16x2(a, b, c);
  o[k++] = __vimax3_s16x2_relu(a, b, c);
  o[k++] = __vimax3_u16x2(a, b, c);
  o[k++] = __vimin3_s32(ia, ib, ic);
  o[k++] = __vimin3_s32_relu(ia, ib, ic);
  o[k++] = __vimin3_u32(a, b, c);
  o[k++] = __vimin3_s16x2(a, b, c);
  o[k++] = __vimin3_s16x2_relu(a, b, c);
  o[k++] = __vimin3_u16x2(a, b, c);
  o[k++] = __viaddmax_s32(ia, ib, ic);
  o[k++] = __viaddmax_s32_relu(ia, ib, ic);
  o[k++] = __viaddmax_u32(a, b, c);
  o[k++] = __viaddmax_s16x2(a, b, c);
  o[k++] = __viaddmax_s16x2_relu(a, b, c);
  o[k++] = __viaddmax_u16x2(a, b, c);
  o[k++] = __viaddmin_s32(ia, ib, ic);
  o[k++] = __viaddmin_s32_relu(ia, ib, ic);
  o[k++] = __viaddmin_u32(a, b, c);
  o[k++] = __viaddmin_s16x2(a, b, c);
  o[k++] = __viaddmin_s16x2_relu(a, b, c);
  o[k++] = __viaddmin_u16x2(a, b, c);
  bool p1, p2;
  o[k++] = __vibmax_s32(ia, ib, &p1) ^ (p1 ? 0x80000000u : 0);
  o[k++] = __vibmin_s32(ia, ib, &p1) ^ (p1 ? 0x80000000u : 0);
  o[k++] = __vibmax_u32(a, b, &p1) ^ (p1 ? 0x80000000u : 0);
  o[k++] = __vibmin_u32(a, b, &p1) ^ (p1 ? 0x80000000u : 0);
  o[k++] = __vibmax_s16x2(a, b, &p1, &p2) ^ (p1 ? 0x80000000u : 0) ^ (p2 ? 0x8000u : 0);
  o[k++] = __vibmin_s16x2(a, b, &p1, &p2) ^ (p1 ? 0x80000000u : 0) ^ (p2 ? 0x8000u : 0);
  o[k++] = __vibmax_u16x2(a, b, &p1, &p2) ^ (p1 ? 0x80000000u : 0) ^ (p2 ? 0x8000u : 0);
  o[k++] = __vibmin_u16x2(a, b, &p1, &p2) ^ (p1 ? 0x80000000u : 0) ^ (p2 ? 0x8000u : 0);
#endif
  for (; k < SIMD_N; k++) o[k] = 0xdeadbeef;
}

// NaN propagation in f64 and f32 arithmetic: every pair (and triple, for fma) of operands from a
// table of NaNs (quiet and signalling, both signs, several payloads) and ordinary values.
__constant__ uint64_t nan64[8] = {0x7ff8000000000000ull, 0xfff8000000000001ull, 0x7ff0000000000001ull,
                                  0xfff4000000000abcull, 0x7ffc00000000dead, 0x3ff0000000000000ull,
                                  0xfff0000000000000ull, 0x8000000000000000ull};
__constant__ uint32_t nan32[8] = {0x7fc00000u, 0xffc00001u, 0x7f800001u, 0xffa00abcu,
                                  0x7fe0dead,  0x3f800000u, 0xff800000u, 0x80000000u};
#define NAN_N 40
extern "C" __global__ void fnan(uint64_t *out64, uint32_t *out32) {
  int i = IDX;
  if (i >= 512) return;
  double a = __longlong_as_double(nan64[i & 7]), b = __longlong_as_double(nan64[(i >> 3) & 7]),
         c = __longlong_as_double(nan64[(i >> 6) & 7]);
  float fa = __int_as_float(nan32[i & 7]), fb = __int_as_float(nan32[(i >> 3) & 7]),
        fc = __int_as_float(nan32[(i >> 6) & 7]);
  double r[NAN_N];
  int k = 0;
  asm("add.rn.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("sub.rn.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("mul.rn.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(r[k++]) : "d"(a), "d"(b), "d"(c));
  asm("add.rz.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("mul.rp.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("fma.rm.f64 %0, %1, %2, %3;" : "=d"(r[k++]) : "d"(a), "d"(b), "d"(c));
  asm("min.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("max.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("neg.f64 %0, %1;" : "=d"(r[k++]) : "d"(a));
  asm("abs.f64 %0, %1;" : "=d"(r[k++]) : "d"(a));
  asm("sqrt.rn.f64 %0, %1;" : "=d"(r[k++]) : "d"(a));
  asm("rcp.rn.f64 %0, %1;" : "=d"(r[k++]) : "d"(a));
  asm("div.rn.f64 %0, %1, %2;" : "=d"(r[k++]) : "d"(a), "d"(b));
  asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(r[k++]) : "d"(a));
  asm("{ .reg .f64 t; mul.f64 t, %1, %2; add.f64 %0, t, %3; }" : "=d"(r[k++]) : "d"(a), "d"(b), "d"(c));
  asm("{ .reg .f64 t; mul.rn.f64 t, %1, %2; add.f64 %0, t, %3; }" : "=d"(r[k++]) : "d"(a), "d"(b), "d"(c));
  asm("{ .reg .f64 t; mul.rn.f64 t, %1, %2; add.f64 %0, %3, t; }" : "=d"(r[k++]) : "d"(a), "d"(b), "d"(c));
  asm("cvt.f64.f32 %0, %1;" : "=d"(r[k++]) : "f"(fa));
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; add.f64 %0, %2, t; }" : "=d"(r[k++]) : "f"(fa), "d"(b));
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; add.f64 %0, t, %2; }" : "=d"(r[k++]) : "f"(fa), "d"(b));
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; mul.rn.f64 %0, %2, t; }" : "=d"(r[k++]) : "f"(fa), "d"(b));
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; fma.rn.f64 %0, %2, %3, t; }" : "=d"(r[k++]) : "f"(fa), "d"(b), "d"(c));
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; fma.rn.f64 %0, t, %2, %3; }" : "=d"(r[k++]) : "f"(fa), "d"(b), "d"(c));
  asm("{ .reg .f32 t; cvt.rn.f32.f64 t, %1; cvt.f64.f32 %0, t; }" : "=d"(r[k++]) : "d"(a));
  asm("{ .reg .f64 t; mul.f64 t, %1, %1; add.f64 %0, t, %2; }" : "=d"(r[k++]) : "d"(a), "d"(b));
  for (; k < NAN_N; k++) r[k] = 0;
  for (int j = 0; j < NAN_N; j++) out64[(size_t)i * NAN_N + j] = __double_as_longlong(r[j]);
  float s[NAN_N];
  k = 0;
  asm("add.rn.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("sub.rn.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("mul.rn.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(s[k++]) : "f"(fa), "f"(fb), "f"(fc));
  asm("add.rn.ftz.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("mul.rz.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("fma.rp.ftz.f32 %0, %1, %2, %3;" : "=f"(s[k++]) : "f"(fa), "f"(fb), "f"(fc));
  asm("min.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("max.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("min.NaN.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("max.NaN.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("neg.f32 %0, %1;" : "=f"(s[k++]) : "f"(fa));
  asm("abs.f32 %0, %1;" : "=f"(s[k++]) : "f"(fa));
  asm("sqrt.rn.f32 %0, %1;" : "=f"(s[k++]) : "f"(fa));
  asm("rcp.rn.f32 %0, %1;" : "=f"(s[k++]) : "f"(fa));
  asm("div.rn.f32 %0, %1, %2;" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("sqrt.approx.f32 %0, %1;" : "=f"(s[k++]) : "f"(fa));
  asm("ex2.approx.f32 %0, %1;" : "=f"(s[k++]) : "f"(fa));
  asm("{ .reg .f32 t; mul.f32 t, %1, %2; add.f32 %0, t, %3; }" : "=f"(s[k++]) : "f"(fa), "f"(fb), "f"(fc));
  asm("cvt.rn.f32.f64 %0, %1;" : "=f"(s[k++]) : "d"(a));
  asm("{ .reg .f32 t; cvt.rn.f32.f64 t, %1; add.f32 %0, t, %2; }" : "=f"(s[k++]) : "d"(a), "f"(fb));
  asm("{ .reg .b16 h; cvt.rn.f16.f32 h, %1; cvt.f32.f16 %0, h; }" : "=f"(s[k++]) : "f"(fa));
  asm("{ .reg .b16 h; cvt.rn.bf16.f32 h, %1; cvt.f32.bf16 %0, h; }" : "=f"(s[k++]) : "f"(fa));
  asm("{ .reg .b32 h; cvt.rn.f16x2.f32 h, %1, %2; mov.b32 %0, h; }" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("{ .reg .b32 h, g; cvt.rn.f16x2.f32 h, %1, %2; add.rn.f16x2 g, h, h; mov.b32 %0, g; }" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("{ .reg .b32 h, g, e; cvt.rn.f16x2.f32 h, %1, %2; cvt.rn.f16x2.f32 e, %2, %1; fma.rn.f16x2 g, h, e, h; mov.b32 %0, g; }" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("{ .reg .b32 h, g, e; cvt.rn.f16x2.f32 h, %1, %2; cvt.rn.f16x2.f32 e, %2, %1; min.f16x2 g, h, e; mov.b32 %0, g; }" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  asm("{ .reg .b32 h, g, e; cvt.rn.bf16x2.f32 h, %1, %2; cvt.rn.bf16x2.f32 e, %2, %1; fma.rn.bf16x2 g, h, e, h; mov.b32 %0, g; }" : "=f"(s[k++]) : "f"(fa), "f"(fb));
  for (; k < NAN_N; k++) s[k] = 0;
  for (int j = 0; j < NAN_N; j++) out32[(size_t)i * NAN_N + j] = __float_as_uint(s[j]);
}

// Thread block clusters: the cluster special registers as each block sees them (16 words a block:
// ctaid xyz, cluster_ctarank, cluster_nctarank, clusterid xyz, nclusterid xyz, cluster_ctaid xyz,
// cluster_nctaid xyz... packed below), written by thread 0 of every block.
__device__ void cluster_regs(uint32_t *out) {
  if (threadIdx.x | threadIdx.y | threadIdx.z) return;
  uint32_t b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  uint32_t *o = out + (size_t)b * 20, v;
  o[0] = blockIdx.x; o[1] = blockIdx.y; o[2] = blockIdx.z;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(v)); o[3] = v;
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(v)); o[4] = v;
  asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(v)); o[5] = v;
  asm volatile("mov.u32 %0, %%clusterid.y;" : "=r"(v)); o[6] = v;
  asm volatile("mov.u32 %0, %%clusterid.z;" : "=r"(v)); o[7] = v;
  asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(v)); o[8] = v;
  asm volatile("mov.u32 %0, %%nclusterid.y;" : "=r"(v)); o[9] = v;
  asm volatile("mov.u32 %0, %%nclusterid.z;" : "=r"(v)); o[10] = v;
  asm volatile("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(v)); o[11] = v;
  asm volatile("mov.u32 %0, %%cluster_ctaid.y;" : "=r"(v)); o[12] = v;
  asm volatile("mov.u32 %0, %%cluster_ctaid.z;" : "=r"(v)); o[13] = v;
  asm volatile("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(v)); o[14] = v;
  asm volatile("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(v)); o[15] = v;
  asm volatile("mov.u32 %0, %%cluster_nctaid.z;" : "=r"(v)); o[16] = v;
  asm volatile("{ .reg .pred p; mov.pred p, %%is_explicit_cluster; selp.u32 %0, 1, 0, p; }" : "=r"(v)); o[17] = v;
  cg::cluster_group cl = cg::this_cluster();
  o[18] = cl.block_rank() | cl.num_blocks() << 8 | cl.dim_blocks().x << 16 | cl.block_index().x << 24;
  o[19] = cl.thread_rank() | cl.num_threads() << 16;
}
extern "C" __global__ void cl_regs(uint32_t *out) { cluster_regs(out); }
extern "C" __global__ void __cluster_dims__(2, 1, 1) cl_regs_2(uint32_t *out) { cluster_regs(out); }
extern "C" __global__ void __cluster_dims__(2, 2, 2) cl_regs_222(uint32_t *out) { cluster_regs(out); }
extern "C" __global__ void __cluster_dims__(1, 3, 1) cl_regs_131(uint32_t *out) { cluster_regs(out); }

// Distributed shared memory: every block fills its shared array, the cluster synchronises, each
// thread reads its right neighbour block's array and adds into the left neighbour's counters with
// shared::cluster atomics; after a second sync each block writes what landed in its own shared.
__device__ void dsmem_body(const uint32_t *in, uint32_t *out) {
  __shared__ uint32_t buf[256];
  __shared__ uint32_t cnt[32];  // one kind of atomic per word, so the result is order-independent
  cg::cluster_group cl = cg::this_cluster();
  uint32_t rank = cl.block_rank(), n = cl.num_blocks(), t = threadIdx.x, nt = blockDim.x;
  uint32_t g = blockIdx.x + gridDim.x * blockIdx.y;
  buf[t] = in[g * nt + t] ^ rank;
  if (t < 32) cnt[t] = 0;
  cl.sync();
  uint32_t right = (rank + 1) % n, left = (rank + n - 1) % n;
  uint32_t *rb = cl.map_shared_rank(buf, right);
  uint32_t *lc = cl.map_shared_rank(cnt, left);
  uint32_t v = rb[(t * 7) % nt];
  atomicAdd(&lc[t & 7], v & 0xffff);
  atomicMax(&lc[8 + ((t + 1) & 7)], v >> 16);
  // The raw PTX forms: mapa, getctarank, ld/st/atom/red.shared::cluster.
  uint32_t sa = (uint32_t)__cvta_generic_to_shared(&buf[t]), ra, who, w;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(ra) : "r"(sa), "r"(right));
  asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(who) : "r"(ra));
  asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(w) : "r"(ra));
  uint32_t ca = (uint32_t)__cvta_generic_to_shared(&cnt[16 + ((t + 3) & 7)]), rc;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(rc) : "r"(ca), "r"(left));
  asm volatile("red.shared::cluster.xor.b32 [%0], %1;" : : "r"(rc), "r"(w));
  uint32_t old, ci = (uint32_t)__cvta_generic_to_shared(&cnt[24 + (t & 7)]), rci;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(rci) : "r"(ci), "r"(left));
  asm volatile("atom.shared::cluster.inc.u32 %0, [%1], 1000000;" : "=r"(old) : "r"(rci));
  uint64_t ga = (uint64_t)&buf[t], gm;
  uint32_t who2;
  asm volatile("mapa.u64 %0, %1, %2;" : "=l"(gm) : "l"(ga), "r"(right));
  asm volatile("getctarank.u64 %0, %1;" : "=r"(who2) : "l"(gm));
  uint32_t isc = __isClusterShared((void *)gm), iss = __isShared((void *)gm);
#if __CUDACC_VER_MAJOR__ >= 12
  asm volatile("barrier.cluster.arrive.release;\n\tbarrier.cluster.wait.acquire;" ::: "memory");
#else
  asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
#endif
  uint32_t w2 = *(volatile uint32_t *)gm;
  asm volatile("fence.acq_rel.cluster;" ::: "memory");
#if __CUDACC_VER_MAJOR__ >= 12
  asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
#else
  asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
#endif
  uint32_t *o = out + (size_t)(g * nt + t) * 8;
  o[0] = v; o[1] = who; o[2] = w; o[3] = who2; o[4] = w2; o[5] = isc | iss << 1 | (old < 1000000) << 2;
  o[6] = t < 32 ? cnt[t] : buf[t];
  o[7] = cl.query_shared_rank(rb) | cl.dim_threads().x << 8;
  cl.sync();  // nobody leaves while others may still read its shared memory
}
extern "C" __global__ void cl_dsmem(const uint32_t *in, uint32_t *out) { dsmem_body(in, out); }
extern "C" __global__ void __cluster_dims__(4, 1, 1) cl_dsmem_4(const uint32_t *in, uint32_t *out) { dsmem_body(in, out); }

// A kernel without clusters for the driver probe (occupancy, attributes).
extern "C" __global__ void plain(uint32_t *out) { out[IDX] = IDX; }
extern "C" __global__ void __cluster_dims__(8, 1, 1) cl_plain_8(uint32_t *out) { out[IDX] = IDX; }
extern "C" __global__ void __cluster_dims__(16, 1, 1) cl_plain_16(uint32_t *out) { out[IDX] = IDX; }

// A distributed shared memory access to a block rank outside the cluster (the driver probe
// launches it last: the fault is sticky).
extern "C" __global__ void cl_badrank(uint32_t *out) {
  __shared__ uint32_t s[32];
  s[threadIdx.x & 31] = threadIdx.x;
  asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
  uint32_t sa = (uint32_t)__cvta_generic_to_shared(&s[0]), ra, v;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(ra) : "r"(sa), "r"(out[0] + 5));
  asm volatile("ld.shared::cluster.u32 %0, [%1];" : "=r"(v) : "r"(ra));
  out[1 + threadIdx.x] = v;
}
