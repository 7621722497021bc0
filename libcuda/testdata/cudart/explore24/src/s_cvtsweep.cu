// s_cvtsweep: conversions to the narrow float types over dense sweeps
// rather than samples: 4,194,304 float bit patterns (every 1,024th, offset
// so that low mantissa bits vary) to half and bf16 in the four rounding
// modes, to e4m3/e5m2 (saturating and not), e2m3, e3m2, e2m1 and e8m0; as
// many double patterns around the narrow types' ranges to half, bf16 and
// e4m3 (__double2half, __double2bfloat16: one rounding from double); every
// half and bf16 pattern to e4m3/e5m2; every e4m3, e5m2, e2m3, e3m2 and e2m1
// pattern back to half and float. One FNV hash per conversion.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>
#include <vector>
#include "check.h"

constexpr int NF = 1 << 22, NCF = 16, NCD = 5, NCH = 4, NCB = 7;

__global__ void fromFloat(unsigned short *o) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float f = __uint_as_float(i * 1024u + (i * 2654435761u >> 22));
  unsigned short *r = o + i;
  size_t s = NF;
  r[0 * s] = __half_as_ushort(__float2half_rn(f));
  r[1 * s] = __half_as_ushort(__float2half_rz(f));
  r[2 * s] = __half_as_ushort(__float2half_rd(f));
  r[3 * s] = __half_as_ushort(__float2half_ru(f));
  r[4 * s] = __bfloat16_as_ushort(__float2bfloat16_rn(f));
  r[5 * s] = __bfloat16_as_ushort(__float2bfloat16_rz(f));
  r[6 * s] = __bfloat16_as_ushort(__float2bfloat16_rd(f));
  r[7 * s] = __bfloat16_as_ushort(__float2bfloat16_ru(f));
  r[8 * s] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3);
  r[9 * s] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E4M3);
  r[10 * s] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E5M2);
  r[11 * s] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2);
  r[12 * s] = __nv_cvt_float_to_fp6(f, __NV_E2M3, cudaRoundNearest);
  r[13 * s] = __nv_cvt_float_to_fp6(f, __NV_E3M2, cudaRoundNearest);
  r[14 * s] = __nv_cvt_float_to_fp4(f, __NV_E2M1, cudaRoundNearest);
  r[15 * s] = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf) | __nv_cvt_float_to_e8m0(f, __NV_NOSAT, cudaRoundZero) << 8;
}

__global__ void fromDouble(unsigned short *o) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  // exponents -40..+40 around 1, mantissas of 52 bits with all low bits varying
  unsigned long long e = 1023 - 40 + (i % 81);
  unsigned long long m = (i * 0x9E3779B97F4A7C15ull) >> 12;
  double d = __longlong_as_double((unsigned long long)(i & 1) << 63 | e << 52 | m);
  unsigned short *r = o + i;
  size_t s = NF;
  r[0 * s] = __half_as_ushort(__double2half(d));
  r[1 * s] = __bfloat16_as_ushort(__double2bfloat16(d));
  r[2 * s] = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3);
  r[3 * s] = __nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E5M2);
  r[4 * s] = __half_as_ushort(__float2half_rn((float)d));
}

__global__ void from16(unsigned short *o) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;  // 65536
  __half_raw h;
  h.x = (unsigned short)i;
  __nv_bfloat16_raw b;
  b.x = (unsigned short)i;
  o[0 * 65536 + i] = __nv_cvt_halfraw_to_fp8(h, __NV_SATFINITE, __NV_E4M3);
  o[1 * 65536 + i] = __nv_cvt_halfraw_to_fp8(h, __NV_NOSAT, __NV_E5M2);
  o[2 * 65536 + i] = __nv_cvt_bfloat16raw_to_fp8(b, __NV_SATFINITE, __NV_E4M3);
  o[3 * 65536 + i] = __nv_cvt_bfloat16raw_to_fp8(b, __NV_NOSAT, __NV_E5M2);
}

__global__ void back(unsigned *o) {
  unsigned i = threadIdx.x;  // 256
  __nv_fp8_storage_t v = (__nv_fp8_storage_t)i;
  o[0 * 256 + i] = __nv_cvt_fp8_to_halfraw(v, __NV_E4M3).x;
  o[1 * 256 + i] = __nv_cvt_fp8_to_halfraw(v, __NV_E5M2).x;
  __nv_fp8_e4m3 a;
  a.__x = v;
  __nv_fp8_e5m2 b;
  b.__x = v;
  o[2 * 256 + i] = __float_as_uint((float)a);
  o[3 * 256 + i] = __float_as_uint((float)b);
  __nv_fp6_e2m3 c;
  c.__x = (__nv_fp6_storage_t)(i & 63);
  __nv_fp6_e3m2 d;
  d.__x = (__nv_fp6_storage_t)(i & 63);
  __nv_fp4_e2m1 e;
  e.__x = (__nv_fp4_storage_t)(i & 15);
  o[4 * 256 + i] = __float_as_uint((float)c);
  o[5 * 256 + i] = __float_as_uint((float)d);
  o[6 * 256 + i] = __float_as_uint((float)e);
}

int main() {
  unsigned short *d;
  unsigned *b;
  REQUIRE(cudaMalloc(&d, (size_t)NF * NCF * 2));
  REQUIRE(cudaMalloc(&b, 256 * NCB * 4));
  std::vector<unsigned short> h((size_t)NF * NCF);
  fromFloat<<<NF / 256, 256>>>(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(h.data(), d, h.size() * 2, cudaMemcpyDeviceToHost));
  const char *fn[NCF] = {"f->h rn", "f->h rz", "f->h rd", "f->h ru", "f->bf rn", "f->bf rz", "f->bf rd", "f->bf ru",
                         "f->e4m3 sat", "f->e4m3", "f->e5m2 sat", "f->e5m2", "f->e2m3", "f->e3m2", "f->e2m1", "f->e8m0"};
  for (int c = 0; c < NCF; c++) printf("%-14s %016llx\n", fn[c], fnv(&h[(size_t)c * NF], (size_t)NF * 2));
  fromDouble<<<NF / 256, 256>>>(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(h.data(), d, (size_t)NF * NCD * 2, cudaMemcpyDeviceToHost));
  const char *dn[NCD] = {"d->h", "d->bf", "d->e4m3 sat", "d->e5m2", "d->f->h"};
  for (int c = 0; c < NCD; c++) printf("%-14s %016llx\n", dn[c], fnv(&h[(size_t)c * NF], (size_t)NF * 2));
  from16<<<256, 256>>>(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(h.data(), d, 65536 * NCH * 2, cudaMemcpyDeviceToHost));
  const char *hn[NCH] = {"h->e4m3 sat", "h->e5m2", "bf->e4m3 sat", "bf->e5m2"};
  for (int c = 0; c < NCH; c++) printf("%-14s %016llx\n", hn[c], fnv(&h[(size_t)c * 65536], 65536 * 2));
  back<<<1, 256>>>(b);
  OK(cudaGetLastError());
  std::vector<unsigned> bb(256 * NCB);
  OK(cudaMemcpy(bb.data(), b, bb.size() * 4, cudaMemcpyDeviceToHost));
  const char *bn[NCB] = {"e4m3->h", "e5m2->h", "e4m3->f", "e5m2->f", "e2m3->f", "e3m2->f", "e2m1->f"};
  for (int c = 0; c < NCB; c++) printf("%-14s %016llx\n", bn[c], fnv(&bb[c * 256], 256 * 4));
  return finish();
}
