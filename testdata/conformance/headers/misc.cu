// Intrinsics of the CUDA 13 headers beyond the types: SIMD video, DPX (sm_90), warp reductions,
// cache-hinted loads and stores, annotated pointers and access properties. Each kernel in a section
// of its own (SEC_name), so that one the compiler refuses leaves the others.
#include "common.h"
#include <cuda/annotated_ptr>
#ifndef SEC
#define SEC(x) 1
#endif
#if SEC(simd)
KERNEL(m_simd) {
  unsigned a = I(0), b = I(1), c = I(2);
  O(0) = __vadd2(a, b) ^ __vaddss2(a, b) * 3 ^ __vaddus2(a, b) * 5;
  O(1) = __vadd4(a, b) ^ __vaddss4(a, b) * 3 ^ __vaddus4(a, b) * 5;
  O(2) = __vsub2(a, b) ^ __vsubss4(a, b) * 3 ^ __vsubus2(a, b) * 5;
  O(3) = __vabsdiffs2(a, b) ^ __vabsdiffu4(a, b) * 3 ^ __vabsss4(a) * 5 ^ __vabs2(b) * 7;
  O(4) = __vavgs2(a, b) ^ __vavgu4(a, b) * 3 ^ __vhaddu2(a, b) * 5 ^ __vhaddu4(a, b) * 7;
  O(5) = __vcmpeq2(a, b) ^ __vcmpges4(a, b) * 3 ^ __vcmpgtu2(a, b) * 5 ^ __vcmples2(a, b) * 7 ^ __vcmpltu4(a, b) * 9 ^ __vcmpne4(a, b) * 11;
  O(6) = __vmaxs2(a, b) ^ __vmaxu4(a, b) * 3 ^ __vmins4(a, b) * 5 ^ __vminu2(a, b) * 7;
  O(7) = __vneg2(a) ^ __vnegss4(a) * 3 ^ __vsads2(a, b) * 5 ^ __vsadu4(a, b) * 7;
  O(8) = __vseteq4(a, b) ^ __vsetgeu2(a, b) * 3 ^ __vsetgts4(a, b) * 5 ^ __vsetleu4(a, b) * 7 ^ __vsetlts2(a, b) * 9 ^ __vsetne2(a, b) * 11;
  O(9) = __dp4a(a, b, c) ^ __dp4a((int)a, (int)b, (int)c) * 3 ^ __dp2a_lo(a, b, c) * 5 ^ __dp2a_hi((int)a, (int)b, (int)c) * 7;
  O(10) = __funnelshift_l(a, b, c) ^ __funnelshift_lc(a, b, c) * 3 ^ __funnelshift_r(a, b, c) * 5 ^ __funnelshift_rc(a, b, c) * 7;
  O(11) = __byte_perm(a, b, c) ^ __brev(a) * 3 ^ __sad((int)a, (int)b, c) * 5 ^ __usad(a, b, c) * 7;
  O(12) = __mul24((int)a, (int)b) ^ __umul24(a, b) * 3 ^ __mulhi((int)a, (int)b) * 5 ^ __umulhi(a, b) * 7;
  O(13) = __hadd((int)a, (int)b) ^ __rhadd((int)a, (int)b) * 3 ^ __uhadd(a, b) * 5 ^ __urhadd(a, b) * 7;
  unsigned long long x = (unsigned long long)a << 32 | b;
  O(14) = __popcll(x) | __clzll(x) << 8 | __ffsll((long long)x) << 16 | __popc(c) << 24;
  O(15) = (unsigned)__brevll(x) ^ (unsigned)(__umul64hi(x, c) >> 7) ^ (unsigned)__mul64hi((long long)x, (long long)c);
}
#endif
#if SEC(dpx)
KERNEL(m_dpx) {
  int a = (int)I(0), b = (int)I(1), c = (int)I(2);
  unsigned ua = I(3), ub = I(4), uc = I(5);
  O(0) = __vimax3_s32(a, b, c) ^ __vimin3_s32(a, b, c) * 3;
  O(1) = __vimax3_s16x2(a, b, c) ^ __vimin3_u16x2(ua, ub, uc) * 3;
  O(2) = __vimax_s32_relu(a, b) ^ __vimin_s16x2_relu(a, b) * 3;
  O(3) = __vimax3_s32_relu(a, b, c) ^ __vimin3_s16x2_relu(a, b, c) * 3;
  O(4) = __viaddmax_s32(a, b, c) ^ __viaddmin_u32(ua, ub, uc) * 3;
  O(5) = __viaddmax_s16x2(a, b, c) ^ __viaddmin_u16x2(ua, ub, uc) * 3;
  O(6) = __viaddmax_s32_relu(a, b, c) ^ __viaddmin_s16x2_relu(a, b, c) * 3;
  bool p, q;
  O(7) = __vibmax_s32(a, b, &p) ^ __vibmin_u32(ua, ub, &q) * 3 ^ p << 30 ^ q << 31;
  O(8) = __vibmax_s16x2(a, b, &p, &q) ^ p << 30 ^ q << 31;
  O(9) = __vibmin_u16x2(ua, ub, &p, &q) ^ p << 30 ^ q << 31;
  O(10) = __vimax3_u32(ua, ub, uc) ^ __vimin3_u32(ua, ub, uc) * 3 ^ __vimax3_u16x2(ua, ub, uc) * 5;
}
#endif
#if SEC(warp)
KERNEL(m_warp) {
  unsigned a = I(0);
  O(0) = __reduce_add_sync(0xffffffff, a & 0xffff) ^ __reduce_min_sync(0xffffffff, a) * 3 ^ __reduce_max_sync(0xffffffff, (int)a) * 5;
  O(1) = __reduce_and_sync(0xffffffff, a) ^ __reduce_or_sync(0xffffffff, a) * 3 ^ __reduce_xor_sync(0xffffffff, a) * 5;
  O(2) = __match_any_sync(0xffffffff, a & 3) ^ __activemask();
  int pred;
  O(3) = __match_all_sync(0xffffffff, a & 0, &pred) ^ pred << 5;
  O(4) = __fns(a, threadIdx.x % 32, 3) ^ __fns(a, 5, -2) * 3;
  O(5) = __shfl_sync(0x0000ffff << (threadIdx.x & 16), a, 2, 16);
  O(6) = __ballot_sync(0xffffffff, a & 1) ^ __any_sync(0xffffffff, a & 2) ^ __all_sync(0xffffffff, a & 4) << 1;
  float f = __uint_as_float(a & 0x3fffffff);
  O(7) = __float_as_uint(__reduce_max_sync(0xffffffff, (unsigned)a) + f);
  unsigned long long t = clock64();
  __nanosleep(100);
  O(8) = clock64() >= t;
  O(9) = __isGlobal(in) | __isShared(in) << 1 | __isConstant(in) << 2 | __isLocal(in) << 3;
}
#endif
#if SEC(cache)
KERNEL(m_cache) {
  const unsigned *p = in + TID * 4;
  O(0) = __ldg(p) ^ __ldcg(p + 1) ^ __ldca(p + 2) ^ __ldcs(p + 3);
  O(1) = __ldlu(p) ^ __ldcv(p + 1);
  uint4 v = __ldg((const uint4 *)p); O(2) = v.x ^ v.w;
  float4 f = __ldcs((const float4 *)p); O(3) = __float_as_uint(f.y);
  __stcs(&O(4), v.y); __stcg(&O(5), v.z); __stwb(&O(6), v.x); __stwt(&O(7), v.w);
  __stcs((uint4 *)&O(8), v);
  O(12) = __ldg((const unsigned long long *)p) >> 3;
}
#endif
#if SEC(prefetch)
KERNEL(m_prefetch) {
  const unsigned *p = in + TID * 4;
  __prefetch_global_l1(p);
  __prefetch_global_l2(p + 32);
  __prefetch_global_l2_evict_normal(p);
  __prefetch_global_l2_evict_last(p);
  O(0) = *p;
}
#endif
#if SEC(annot)
KERNEL(m_annot) {
  cuda::annotated_ptr<const unsigned, cuda::access_property::streaming> s(in);
  cuda::annotated_ptr<const unsigned, cuda::access_property::persisting> ps(in);
  cuda::annotated_ptr<unsigned, cuda::access_property::normal> o(out);
  cuda::annotated_ptr<const unsigned, cuda::access_property> prop(in, cuda::access_property(cuda::access_property::persisting{}));
  cuda::annotated_ptr<const unsigned, cuda::access_property> frac(in, cuda::access_property((void *)in, 4096, 16384, cuda::access_property::persisting{}, cuda::access_property::streaming{}));
  unsigned t = TID;
  o[t * 16 + 0] = s[t] ^ ps[t + 1];
  o[t * 16 + 1] = prop[t + 2] ^ frac[t + 3];
  cuda::apply_access_property(in, 4096, cuda::access_property::persisting{});
  cuda::apply_access_property(in, 4096, cuda::access_property::normal{});
  if (t == 0) cuda::discard_memory(out + 4096 - 64, 128);
  unsigned *q = cuda::associate_access_property(&O(2), cuda::access_property::streaming{});
  *q = 5;
}
#endif
#if SEC(math)
KERNEL(m_math) {
  float f = fbits(I(0)), g = fbits(I(1));
  double d = __hiloint2double(I(2), I(3));
  O(0) = ubits(__fmaf_ieee_rn(f, g, 1.0f)) ^ ubits(__fadd_rz(f, g)) * 3;
  O(1) = ubits(__frcp_rd(f)) ^ ubits(__fsqrt_ru(g)) * 3 ^ ubits(__fdiv_rz(f, g)) * 5;
  O(2) = ubits(tanhf(f)) ^ ubits(__expf(g)) * 3;
  O(3) = ubits(__saturatef(f)) ^ ubits(__fmul_rd(f, g)) * 3;
  O(4) = (unsigned)__double2ll_rz(d) ^ __double2uint_ru(d) * 3;
  O(5) = __double_as_longlong(__dadd_rz(d, 1.0)) ^ __double_as_longlong(__drcp_rn(d)) >> 13;
  O(6) = ubits(sinpif(f)) ^ ubits(cospif(g)) * 3;
  O(7) = ubits(rsqrtf(f)) ^ ubits(erfcinvf(g)) * 3;
  O(8) = ubits(__fsub_ru(f, g)) ^ ubits(fdividef(f, g)) * 3;
}
#endif
