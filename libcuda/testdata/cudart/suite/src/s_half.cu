// s_half: __half and __nv_bfloat16 arithmetic as mixed-precision libraries
// use it: conversions from float in each rounding mode and back, + - * / fma,
// comparisons (ordered and unordered, NaN), hmax/hmin (NaN handling),
// h2sqrt/hexp/hlog/hrcp, __half2 and __nv_bfloat162 packed operations,
// __float2half2_rn, __hfma2 with saturation, integer conversions; over inputs
// with special values. Results are printed as hex bit patterns and a hash:
// the H200 is the reference.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cmath>
#include "check.h"

constexpr int N = 64, OUTS = 40;

__global__ void halves(const float *in, unsigned short *o) {
  int i = threadIdx.x;
  float a = in[i], b = in[(i * 7 + 3) % N];
  __half ha = __float2half(a), hb = __float2half_rz(b);
  unsigned short *r = o + i * OUTS;
  auto H = [](__half h) { return __half_as_ushort(h); };
  auto B = [](__nv_bfloat16 h) { return __bfloat16_as_ushort(h); };
  r[0] = H(__float2half_rn(a)), r[1] = H(__float2half_rz(a)), r[2] = H(__float2half_rd(a)), r[3] = H(__float2half_ru(a));
  r[4] = H(__hadd(ha, hb)), r[5] = H(__hsub(ha, hb)), r[6] = H(__hmul(ha, hb)), r[7] = H(__hdiv(ha, hb));
  r[8] = H(__hfma(ha, hb, __float2half(0.5f))), r[9] = H(__hfma_sat(ha, hb, __float2half(0.25f)));
  r[10] = __heq(ha, hb) | __hlt(ha, hb) << 1 | __hgtu(ha, hb) << 2 | __hneu(ha, hb) << 3 | __hisnan(ha) << 4 | __hisinf(ha) << 5;
  r[11] = H(__hmax(ha, hb)), r[12] = H(__hmin(ha, hb)), r[13] = H(__hmax_nan(ha, hb));
  r[14] = H(hsqrt(__habs(ha))), r[15] = H(hexp(hb)), r[16] = H(hlog(__habs(ha))), r[17] = H(hrcp(ha));
  r[18] = (unsigned short)__half2int_rn(ha), r[19] = (unsigned short)__half2int_rz(ha), r[20] = H(__int2half_rn(i * 1000 - 30000));
  float back = __half2float(ha);
  r[21] = (unsigned short)(__float_as_uint(back) >> 16);
  __half2 p = __floats2half2_rn(a, b), q = __halves2half2(hb, ha);
  __half2 s = __hfma2(p, q, __float2half2_rn(1.0f));
  r[22] = H(__low2half(s)), r[23] = H(__high2half(s));
  __half2 m = __hmul2(p, q);
  r[24] = H(__low2half(m)), r[25] = H(__high2half(m));
  r[26] = (unsigned short)__hbgt2(p, q) | (unsigned short)__hbeq2(p, p) << 1;
  __nv_bfloat16 ba = __float2bfloat16(a), bb = __float2bfloat16_rz(b);
  r[27] = B(ba), r[28] = B(__float2bfloat16_rd(a)), r[29] = B(__float2bfloat16_ru(a));
  r[30] = B(__hadd(ba, bb)), r[31] = B(__hmul(ba, bb)), r[32] = B(__hdiv(ba, bb)), r[33] = B(__hfma(ba, bb, bb));
  r[34] = B(__hmax(ba, bb)), r[35] = B(hsqrt(__habs(ba))), r[36] = B(hexp(bb));
  __nv_bfloat162 bp = __floats2bfloat162_rn(a, b);
  __nv_bfloat162 bs = __hfma2(bp, bp, bp);
  r[37] = B(__low2bfloat16(bs)), r[38] = B(__high2bfloat16(bs));
  r[39] = B(__float2bfloat16(__bfloat162float(ba) * 3.0f));
}

int main() {
  float h[N];
  float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 65504.0f, 65520.0f, 70000.0f, 6.0e-8f, 5.96e-8f, 1e-10f,
                      1.0f, -1.0f, 0.1f, 1.0f / 3, 2049.0f, 2050.0f, 2051.0f, 3.4e38f, 1.17549435e-38f};
  unsigned s = 21;
  for (int i = 0; i < N; i++)
    h[i] = i < 20 ? specials[i] : ((int)(lcg(s) % 2000001) - 1000000) / (float)(1 << (lcg(s) % 20));
  float *d;
  unsigned short *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, N * OUTS * 2);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  halves<<<1, N>>>(d, o);
  OK(cudaDeviceSynchronize());
  unsigned short g[N * OUTS];
  cudaMemcpy(g, o, sizeof g, cudaMemcpyDeviceToHost);
  unsigned long long fnv = 1469598103934665603ULL;
  for (int i = 0; i < N; i++) {
    printf("%2d", i);
    for (int j = 0; j < OUTS; j++) printf(" %04x", g[i * OUTS + j]), fnv = (fnv ^ g[i * OUTS + j]) * 1099511628211ULL;
    printf("\n");
  }
  printf("fnv %016llx\n", fnv);
  // Host checks of what the host knows exactly.
  check(g[1 * OUTS + 0] == 0x8000 && g[2 * OUTS + 0] == 0x7c00 && g[5 * OUTS + 0] == 0x7bff && g[6 * OUTS + 0] == 0x7c00,
        "float2half of -0, inf, 65504, 65520");
  check(g[6 * OUTS + 1] == 0x7bff, "float2half_rz of 65520");
  check(g[11 * OUTS + 27] == 0x3f80 && g[12 * OUTS + 27] == 0xbf80, "bf16 of 1 and -1");
  return finish();
}
