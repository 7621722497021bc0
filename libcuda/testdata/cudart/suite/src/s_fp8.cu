// s_fp8: the narrow floating-point types of cuda_fp8.h, cuda_fp6.h and
// cuda_fp4.h in kernels: e4m3 and e5m2 (fp8), e2m3 and e3m2 (fp6), e2m1
// (fp4) and the e8m0 scale type, converted from float, double, half and
// bf16 with saturation to finite and without, and back; paired (x2) and
// quadruple (x4) conversions; every float bit pattern of a sweep hashed
// per conversion, special values printed.
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "check.h"

const int N = 4096, NC = 20;

__device__ float input(int i) {
  // Specials first, then a sweep over magnitudes from 2^-24 to 2^20 of both signs.
  const float sp[16] = {0.0f, -0.0f, 1.0f, -1.0f, 448.0f, 464.0f, 57344.0f, 61440.0f, 1e30f, -1e30f, __int_as_float(0x7f800000), __int_as_float(0xff800000), __int_as_float(0x7fc00000), 0.5f, 6.0f, 7.5f};
  if (i < 16) return sp[i];
  int e = (i * 7) % 45 - 24;
  float m = 1.0f + (float)((i * 2654435761u) >> 9) / 8388608.0f;
  return ((i & 1) ? -1.0f : 1.0f) * ldexpf(m, e);
}

__global__ void convert(unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float f = input(i);
  double d = f;
  __half h = __float2half(f);
  __nv_bfloat16 b = __float2bfloat16(f);
  unsigned *o = out + i * NC;
  o[0] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3);
  o[1] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E4M3);
  o[2] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E5M2);
  o[3] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2);
  o[4] = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3);
  o[5] = __nv_cvt_halfraw_to_fp8(h, __NV_SATFINITE, __NV_E5M2);
  o[6] = __nv_cvt_bfloat16raw_to_fp8(b, __NV_SATFINITE, __NV_E4M3);
  o[7] = __nv_cvt_float2_to_fp8x2(make_float2(f, -f * 0.75f), __NV_SATFINITE, __NV_E4M3);
  __half_raw back = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)o[0], __NV_E4M3);
  o[8] = back.x;
  __half2_raw back2 = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)o[7], __NV_E4M3);
  o[9] = back2.x | (unsigned)back2.y << 16;
  o[10] = __nv_cvt_float_to_fp6(f, __NV_E2M3, cudaRoundNearest);
  o[11] = __nv_cvt_float_to_fp6(f, __NV_E3M2, cudaRoundNearest);
  o[12] = __nv_cvt_float_to_fp4(f, __NV_E2M1, cudaRoundNearest);
  o[13] = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf);
  o[14] = __nv_cvt_float_to_e8m0(f, __NV_NOSAT, cudaRoundZero);
  __nv_fp8_e4m3 c(f);
  __nv_fp8_e5m2 c2(h);
  o[15] = __float_as_uint((float)c);
  o[16] = __float_as_uint((float)c2);
  __nv_fp6_e2m3 s6(f);
  __nv_fp4_e2m1 s4(f);
  o[17] = __float_as_uint((float)s6);
  o[18] = __float_as_uint((float)s4);
  __nv_fp8x4_e4m3 q(make_float4(f, f * 2, f * 0.5f, -f));
  float4 qf = (float4)q;
  o[19] = q.__x ^ __float_as_uint(qf.y);
}

int main() {
  unsigned *d;
  OK(cudaMalloc(&d, N * NC * 4));
  convert<<<N / 128, 128>>>(d);
  OK(cudaGetLastError());
  static unsigned h[N * NC];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  const char *names[NC] = {"f->e4m3 sat", "f->e4m3", "f->e5m2 sat", "f->e5m2", "d->e4m3 sat", "h->e5m2 sat", "bf->e4m3 sat", "f2->e4m3x2", "e4m3->h", "e4m3x2->h2", "f->e2m3", "f->e3m2", "f->e2m1", "f->e8m0 sat +inf", "f->e8m0 zero", "e4m3 class", "e5m2 class(h)", "e2m3 class", "e2m1 class", "e4m3x4"};
  for (int c = 0; c < NC; c++) {
    unsigned col[N];
    for (int i = 0; i < N; i++) col[i] = h[i * NC + c];
    printf("%-16s", names[c]);
    for (int i = 0; i < 16; i++) printf(" %x", col[i]);
    printf(" fnv %016llx\n", fnv(col, sizeof col));
  }
  // Exact values: 1.0 is 0x38 in e4m3 and 0x3c in e5m2; 448 is e4m3's max (0x7e).
  check(h[2 * NC + 0] == 0x38 && h[2 * NC + 2] == 0x3c && h[4 * NC + 0] == 0x7e, "known encodings");
  return finish();
}
