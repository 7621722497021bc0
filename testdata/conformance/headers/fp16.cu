#include "common.h"
#include <cuda_fp16.h>
__device__ __forceinline__ __half hb(unsigned u) { return __ushort_as_half((unsigned short)u); }
__device__ __forceinline__ unsigned bh(__half h) { return __half_as_ushort(h); }
__device__ __forceinline__ __half2 h2b(unsigned u) { return *reinterpret_cast<__half2 *>(&u); }
__device__ __forceinline__ unsigned bh2(__half2 h) { return *reinterpret_cast<unsigned *>(&h); }
KERNEL(h_arith) {
  __half a = hb(I(0)), b = hb(I(1)), c = hb(I(2));
  O(0) = bh(__hadd(a, b)) | bh(__hsub(a, b)) << 16;
  O(1) = bh(__hmul(a, b)) | bh(__hdiv(a, b)) << 16;
  O(2) = bh(__hfma(a, b, c)) | bh(__hfma_sat(a, b, c)) << 16;
  O(3) = bh(__hfma_relu(a, b, c)) | bh(__hadd_sat(a, b)) << 16;
  O(4) = bh(__hmax(a, b)) | bh(__hmin(a, b)) << 16;
  O(5) = bh(__hmax_nan(a, b)) | bh(__hmin_nan(a, b)) << 16;
  O(6) = bh(__hneg(a)) | bh(__habs(a)) << 16;
  O(7) = __heq(a, b) | __hne(a, b) << 1 | __hlt(a, b) << 2 | __hle(a, b) << 3 | __hgt(a, b) << 4 | __hge(a, b) << 5 |
         __hequ(a, b) << 6 | __hneu(a, b) << 7 | __hltu(a, b) << 8 | __hleu(a, b) << 9 | __hgtu(a, b) << 10 |
         __hgeu(a, b) << 11 | __hisnan(a) << 12 | __hisinf(a) << 13;
  O(8) = bh(__hadd_rn(a, b)) | bh(__hmul_rn(a, b)) << 16;
  O(9) = bh(__hsub_rn(a, b)) | bh(__hmul_sat(a, b)) << 16;
  O(10) = bh(__hsub_sat(a, b)) | bh(__hfma_relu(b, c, a)) << 16;
}
KERNEL(h_math) {
  __half a = hb(I(0));
  O(0) = bh(hsqrt(a)) | bh(hrsqrt(a)) << 16;
  O(1) = bh(hrcp(a)) | bh(hexp(a)) << 16;
  O(2) = bh(hexp2(a)) | bh(hexp10(a)) << 16;
  O(3) = bh(hlog(a)) | bh(hlog2(a)) << 16;
  O(4) = bh(hlog10(a)) | bh(hsin(a)) << 16;
  O(5) = bh(hcos(a)) | bh(htrunc(a)) << 16;
  O(6) = bh(hceil(a)) | bh(hfloor(a)) << 16;
  O(7) = bh(hrint(a));
#ifndef SAFE
  O(8) = bh(htanh(a)) | bh(htanh_approx(a)) << 16;
#endif
}
KERNEL(h2_arith) {
  __half2 a = h2b(I(0)), b = h2b(I(1)), c = h2b(I(2));
  O(0) = bh2(__hadd2(a, b));
  O(1) = bh2(__hsub2(a, b));
  O(2) = bh2(__hmul2(a, b));
  O(3) = bh2(__h2div(a, b));
  O(4) = bh2(__hfma2(a, b, c));
  O(5) = bh2(__hfma2_sat(a, b, c));
  O(6) = bh2(__hfma2_relu(a, b, c));
  O(7) = bh2(__hmax2(a, b));
  O(8) = bh2(__hmin2(a, b));
  O(9) = bh2(__hmax2_nan(a, b));
  O(10) = bh2(__hmin2_nan(a, b));
  O(11) = bh2(__hneg2(a)) ^ bh2(__habs2(b));
  O(12) = bh2(__heq2(a, b)) ^ bh2(__hlt2(a, b)) << 1 ^ bh2(__hgeu2(a, b)) << 2;
  O(13) = __hbeq2(a, b) | __hbne2(a, b) << 1 | __hblt2(a, b) << 2 | __hbgtu2(a, b) << 3;
#ifndef SAFE
  O(13) ^= __heq2_mask(a, b) << 4 ^ __hlt2_mask(a, b) << 8;
#endif
  O(14) = bh2(__hcmadd(a, b, c));
  O(15) = bh2(__hisnan2(a)) ^ bh2(h2sqrt(a)) ^ bh2(h2exp(b));
}
KERNEL(h2_math) {
  __half2 a = h2b(I(0));
  O(0) = bh2(h2sqrt(a)); O(1) = bh2(h2rsqrt(a)); O(2) = bh2(h2rcp(a)); O(3) = bh2(h2exp(a));
  O(4) = bh2(h2exp2(a)); O(5) = bh2(h2exp10(a)); O(6) = bh2(h2log(a)); O(7) = bh2(h2log2(a));
  O(8) = bh2(h2log10(a)); O(9) = bh2(h2sin(a)); O(10) = bh2(h2cos(a)); O(11) = bh2(h2trunc(a));
  O(12) = bh2(h2ceil(a)); O(13) = bh2(h2floor(a)); O(14) = bh2(h2rint(a));
#ifndef SAFE
  O(15) = bh2(h2tanh(a)) ^ bh2(h2tanh_approx(a));
#endif
}
KERNEL(h_cvt) {
  float f = fbits(I(0));
  __half a = hb(I(1));
  O(0) = bh(__float2half_rn(f)) | bh(__float2half_rz(f)) << 16;
  O(1) = bh(__float2half_rd(f)) | bh(__float2half_ru(f)) << 16;
  O(2) = ubits(__half2float(a));
  O(3) = __half2int_rn(a); O(4) = __half2int_rz(a); O(5) = __half2int_rd(a); O(6) = __half2int_ru(a);
  O(7) = __half2uint_rn(a) ^ __half2short_rz(a) << 16;
  O(8) = (unsigned)__half2ll_rn(a) ^ (unsigned)__half2ull_rz(a);
  int i = (int)I(2);
  O(9) = bh(__int2half_rn(i)) | bh(__int2half_rz(i)) << 16;
  O(10) = bh(__uint2half_rd(i)) | bh(__ll2half_ru((long long)i * 977)) << 16;
  O(11) = bh(__short2half_rn((short)i)) | bh(__ushort2half_rz((unsigned short)i)) << 16;
  double d = __hiloint2double(I(3), I(4));
  O(12) = bh(__double2half(d)) | bh(__float2half(f)) << 16;
  float2 f2 = make_float2(f, fbits(I(5)));
  O(13) = bh2(__float22half2_rn(f2));
  O(14) = bh2(__floats2half2_rn(f2.y, f2.x));
  float2 g = __half22float2(h2b(I(6)));
  O(15) = ubits(g.x) ^ ubits(g.y) * 3;
}
KERNEL(h_warp) {
  __half2 a = h2b(I(0));
  O(0) = bh2(__shfl_sync(0xffffffff, a, 3));
  O(1) = bh2(__shfl_xor_sync(0xffffffff, a, 5));
  O(2) = bh2(__shfl_up_sync(0xffffffff, a, 2));
  O(3) = bh(__shfl_down_sync(0xffffffff, __low2half(a), 1));
  O(4) = bh2(__lowhigh2highlow(a)) ^ bh2(__halves2half2(__high2half(a), __low2half(a)));
  O(5) = bh2(__ldg((const __half2 *)in + TID)) ^ bh2(__ldcg((const __half2 *)in + TID + 1));
  O(6) = bh2(__ldca((const __half2 *)in + TID + 2)) ^ bh2(__ldcs((const __half2 *)in + TID + 3));
  O(7) = bh2(__ldlu((const __half2 *)in + TID + 4)) ^ bh2(__ldcv((const __half2 *)in + TID + 5));
  __stwb((__half2 *)&O(8), a); __stcg((__half2 *)&O(9), a); __stcs((__half2 *)&O(10), a); __stwt((__half2 *)&O(11), a);
  __half2 *p = (__half2 *)&O(12); *p = h2b(I(1)); atomicAdd(p, a);
  __half *q = (__half *)&O(13); q[0] = hb(I(2)); q[1] = hb(I(3)); atomicAdd(q, __low2half(a)); atomicAdd(q + 1, __high2half(a));
}
