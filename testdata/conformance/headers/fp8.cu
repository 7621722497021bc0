#include "common.h"
#include <cuda_fp8.h>
#ifndef SAFE
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#endif
KERNEL(f8_cvt) {
  float f = fbits(I(0)), g = fbits(I(1));
  O(0) = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3) | __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E4M3) << 8 |
         __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E5M2) << 16 | __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2) << 24;
  O(1) = __nv_cvt_float2_to_fp8x2(make_float2(f, g), __NV_SATFINITE, __NV_E4M3) | __nv_cvt_float2_to_fp8x2(make_float2(g, f), __NV_NOSAT, __NV_E5M2) << 16;
  double d = __hiloint2double(I(2), I(3));
  O(2) = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3) | __nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E5M2) << 8 |
         __nv_cvt_double2_to_fp8x2(make_double2(d, (double)f), __NV_SATFINITE, __NV_E5M2) << 16;
  __half_raw h; h.x = (unsigned short)I(4);
  __half2_raw h2; h2.x = (unsigned short)I(5); h2.y = (unsigned short)(I(5) >> 16);
  O(3) = __nv_cvt_halfraw_to_fp8(h, __NV_SATFINITE, __NV_E4M3) | __nv_cvt_halfraw_to_fp8(h, __NV_NOSAT, __NV_E5M2) << 8 |
         __nv_cvt_halfraw2_to_fp8x2(h2, __NV_SATFINITE, __NV_E4M3) << 16;
  O(4) = __nv_cvt_halfraw2_to_fp8x2(h2, __NV_NOSAT, __NV_E5M2);
  __nv_bfloat16_raw b; b.x = (unsigned short)I(6);
  __nv_bfloat162_raw b2; b2.x = (unsigned short)I(7); b2.y = (unsigned short)(I(7) >> 16);
  O(5) = __nv_cvt_bfloat16raw_to_fp8(b, __NV_SATFINITE, __NV_E4M3) | __nv_cvt_bfloat16raw_to_fp8(b, __NV_NOSAT, __NV_E5M2) << 8 |
         __nv_cvt_bfloat16raw2_to_fp8x2(b2, __NV_SATFINITE, __NV_E5M2) << 16;
  __nv_fp8_storage_t s = (__nv_fp8_storage_t)I(8);
  __nv_fp8x2_storage_t s2 = (__nv_fp8x2_storage_t)I(9);
  O(6) = __nv_cvt_fp8_to_halfraw(s, __NV_E4M3).x | __nv_cvt_fp8_to_halfraw(s, __NV_E5M2).x << 16;
  __half2_raw r1 = __nv_cvt_fp8x2_to_halfraw2(s2, __NV_E4M3), r2 = __nv_cvt_fp8x2_to_halfraw2(s2, __NV_E5M2);
  O(7) = r1.x | r1.y << 16;
  O(8) = r2.x | r2.y << 16;
}
KERNEL(f8_types) {
  float f = fbits(I(0));
  __nv_fp8_e4m3 a(f); __nv_fp8_e5m2 b(f);
  O(0) = a.__x | b.__x << 8;
  O(1) = ubits(float(a)); O(2) = ubits(float(b));
  __nv_fp8x2_e4m3 a2(make_float2(f, fbits(I(1)))); __nv_fp8x4_e5m2 b4(make_float4(f, fbits(I(1)), fbits(I(2)), fbits(I(3))));
  O(3) = a2.__x | 0u; O(4) = b4.__x;
  float2 fa = float2(a2); O(5) = ubits(fa.x); O(6) = ubits(fa.y);
  float4 fb = float4(b4); O(7) = ubits(fb.x) ^ ubits(fb.w);
  __nv_fp8_e4m3 c(__ushort_as_half((unsigned short)I(4))); O(8) = c.__x;
  __nv_fp8_e5m2 e(__hiloint2double(I(5), I(6))); O(9) = e.__x;
  O(10) = __half_as_ushort(__half(a)) | __bfloat16_as_ushort(__nv_bfloat16(b)) << 16;
  __nv_fp8_e4m3 g((int)I(7) % 1000); O(11) = g.__x;
  O(12) = (unsigned)(int)a ^ (unsigned)(long long)b;
}
#ifndef SAFE
KERNEL(f8_e8m0) {
  float f = fbits(I(0));
  __nv_fp8_e8m0 a(f);
  O(0) = a.__x;
  O(1) = ubits(float(a));
  O(2) = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf) | __nv_cvt_float_to_e8m0(f, __NV_NOSAT, cudaRoundZero) << 8;
  __nv_bfloat16_raw r = __nv_cvt_e8m0_to_bf16raw((__nv_fp8_storage_t)I(1));
  O(3) = r.x;
}
KERNEL(f6_cvt) {
  float f = fbits(I(0));
  __nv_fp6_e2m3 a(f); __nv_fp6_e3m2 b(f);
  O(0) = a.__x | b.__x << 8;
  O(1) = ubits(float(a)); O(2) = ubits(float(b));
  O(3) = __nv_cvt_float_to_fp6(f, __NV_E2M3, cudaRoundNearest) | __nv_cvt_float2_to_fp6x2(make_float2(f, fbits(I(1))), __NV_E3M2, cudaRoundNearest) << 8;
  __half_raw h = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)(I(2) & 63), __NV_E2M3); O(4) = h.x;
}
KERNEL(f4_cvt) {
  float f = fbits(I(0));
  __nv_fp4_e2m1 a(f);
  O(0) = a.__x; O(1) = ubits(float(a));
  O(2) = __nv_cvt_float_to_fp4(f, __NV_E2M1, cudaRoundNearest) | __nv_cvt_float2_to_fp4x2(make_float2(f, fbits(I(1))), __NV_E2M1, cudaRoundNearest) << 8;
  __half2_raw h = __nv_cvt_fp4x2_to_halfraw2((__nv_fp4x2_storage_t)I(2), __NV_E2M1); O(3) = h.x | h.y << 16;
}
#endif
