// t_intrin: the cuda_fp16/cuda_bf16 intrinsics and the warp intrinsics, on
// deterministic inputs that include special values (zeros of both signs,
// infinities, NaNs, subnormals, halfway cases). The program prints, for
// each operation, a hash of the result bits over all inputs: the H200's
// output is the reference (no host model of the hardware's rounding here),
// except for the warp intrinsics, which are checked on the host too.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstring>
#include <vector>
#include "check.h"

constexpr int N = 1024;  // input pairs

// Ops lists the operations; each writes one 32-bit word per input pair.
#define HALF_OPS(X)                                                   \
  X(hadd, __half_as_ushort(__hadd(a, b)))                             \
  X(hsub, __half_as_ushort(__hsub(a, b)))                             \
  X(hmul, __half_as_ushort(__hmul(a, b)))                             \
  X(hdiv, __half_as_ushort(__hdiv(a, b)))                             \
  X(hfma, __half_as_ushort(__hfma(a, b, c)))                          \
  X(hfma_sat, __half_as_ushort(__hfma_sat(a, b, c)))                  \
  X(hadd_sat, __half_as_ushort(__hadd_sat(a, b)))                     \
  X(hmax, __half_as_ushort(__hmax(a, b)))                             \
  X(hmin, __half_as_ushort(__hmin(a, b)))                             \
  X(hmax_nan, __half_as_ushort(__hmax_nan(a, b)))                     \
  X(hmin_nan, __half_as_ushort(__hmin_nan(a, b)))                     \
  X(habs_neg, __half_as_ushort(__habs(a)) << 16 | __half_as_ushort(__hneg(b))) \
  X(hcmp, __hlt(a, b) | __hle(a, b) << 1 | __hgt(a, b) << 2 | __hge(a, b) << 3 | __heq(a, b) << 4 | __hne(a, b) << 5 | \
              __hltu(a, b) << 6 | __hequ(a, b) << 7 | __hneu(a, b) << 8 | __hisnan(a) << 9 | __hisinf(a) << 10) \
  X(hsqrt, __half_as_ushort(hsqrt(a)))                                \
  X(hrsqrt, __half_as_ushort(hrsqrt(a)))                              \
  X(hrcp, __half_as_ushort(hrcp(a)))                                  \
  X(hexp, __half_as_ushort(hexp(a)))                                  \
  X(hexp2, __half_as_ushort(hexp2(a)))                                \
  X(hlog, __half_as_ushort(hlog(a)))                                  \
  X(hlog2, __half_as_ushort(hlog2(a)))                                \
  X(hsin, __half_as_ushort(hsin(a)))                                  \
  X(hcos, __half_as_ushort(hcos(a)))                                  \
  X(htrunc_floor, __half_as_ushort(htrunc(a)) << 16 | __half_as_ushort(hfloor(b))) \
  X(hceil_rint, __half_as_ushort(hceil(a)) << 16 | __half_as_ushort(hrint(b)))     \
  X(h2float, __float_as_uint(__half2float(a)))                        \
  X(h2int, (unsigned)__half2int_rn(a) ^ (unsigned)__half2int_rz(b) * 3u ^ (unsigned)__half2int_rd(c) * 5u ^ (unsigned)__half2int_ru(a) * 7u) \
  X(h2short, (unsigned)(unsigned short)__half2short_rn(a) << 16 | (unsigned short)__half2ushort_rz(b)) \
  X(h2ll, (unsigned)__half2ll_rn(a) ^ (unsigned)(__half2ull_rz(b) >> 3))  \
  X(f2half, __half_as_ushort(__float2half_rn(f)) << 16 | __half_as_ushort(__float2half_rz(f))) \
  X(f2half_du, __half_as_ushort(__float2half_rd(f)) << 16 | __half_as_ushort(__float2half_ru(f))) \
  X(int2half, __half_as_ushort(__int2half_rn(i)) << 16 | __half_as_ushort(__int2half_rz(i))) \
  X(uint2half, __half_as_ushort(__uint2half_rd((unsigned)i)) << 16 | __half_as_ushort(__ll2half_ru((long long)i * 977))) \
  X(hadd2, h2bits(__hadd2(a2, b2)))                          \
  X(hmul2, h2bits(__hmul2(a2, b2)))                          \
  X(hfma2, h2bits(__hfma2(a2, b2, c2)))                      \
  X(hfma2_relu, h2bits(__hfma2_relu(a2, b2, c2)))            \
  X(hmax2, h2bits(__hmax2(a2, b2)))                          \
  X(hmin2_nan, h2bits(__hmin2_nan(a2, b2)))                  \
  X(h2div, h2bits(__h2div(a2, b2)))                          \
  X(h2cmp, h2bits(__hlt2(a2, b2)) ^ h2bits(__hgeu2(a2, b2)) * 3u ^ __hbeq2(a2, b2) * 5u ^ __hbltu2(a2, b2) * 7u) \
  X(h2exp, h2bits(h2exp(a2)))                                \
  X(h2float2, __float_as_uint(__low2float(a2)) ^ __float_as_uint(__high2float(b2)) * 3u) \
  X(f2half2, h2bits(__floats2half2_rn(f, g)))                \
  X(hshfl, __half_as_ushort(__shfl_sync(0xffffffffu, a, 5)) | h2bits(__shfl_xor_sync(0xffffffffu, a2, 3)) << 8)

#define BF16_OPS(X)                                                        \
  X(badd, __bfloat16_as_ushort(__hadd(p, q)))                              \
  X(bsub, __bfloat16_as_ushort(__hsub(p, q)))                              \
  X(bmul, __bfloat16_as_ushort(__hmul(p, q)))                              \
  X(bdiv, __bfloat16_as_ushort(__hdiv(p, q)))                              \
  X(bfma, __bfloat16_as_ushort(__hfma(p, q, r)))                           \
  X(bmax_nan, __bfloat16_as_ushort(__hmax_nan(p, q)) << 16 | __bfloat16_as_ushort(__hmin(p, q))) \
  X(bcmp, __hlt(p, q) | __hle(p, q) << 1 | __hgt(p, q) << 2 | __heq(p, q) << 3 | __hneu(p, q) << 4 | __hisnan(p) << 5) \
  X(bsqrt, __bfloat16_as_ushort(hsqrt(p)))                                 \
  X(brcp, __bfloat16_as_ushort(hrcp(p)))                                   \
  X(bexp, __bfloat16_as_ushort(hexp(p)))                                   \
  X(blog, __bfloat16_as_ushort(hlog(p)))                                   \
  X(b2float, __float_as_uint(__bfloat162float(p)))                         \
  X(f2bf, __bfloat16_as_ushort(__float2bfloat16_rn(f)) << 16 | __bfloat16_as_ushort(__float2bfloat16_rz(f))) \
  X(f2bf_du, __bfloat16_as_ushort(__float2bfloat16_rd(f)) << 16 | __bfloat16_as_ushort(__float2bfloat16_ru(f))) \
  X(b2int, (unsigned)__bfloat162int_rn(p) ^ (unsigned)__bfloat162int_rz(q) * 3u) \
  X(int2bf, __bfloat16_as_ushort(__int2bfloat16_rn(i)) << 16 | __bfloat16_as_ushort(__int2bfloat16_rz(i))) \
  X(badd2, bits2(__hadd2(p2, q2)))                                         \
  X(bmul2, bits2(__hmul2(p2, q2)))                                         \
  X(bfma2, bits2(__hfma2(p2, q2, r2)))                                     \
  X(bfma2_relu, bits2(__hfma2_relu(p2, q2, r2)))                           \
  X(bmax2, bits2(__hmax2(p2, q2)))                                         \
  X(b2cmp, bits2(__hlt2(p2, q2)) ^ __hbgt2(p2, q2) * 5u)                   \
  X(f2bf2, bits2(__floats2bfloat162_rn(f, g)))                             \
  X(bf2half, __half_as_ushort(__float2half_rn(__bfloat162float(p))))

__device__ unsigned h2bits(__half2 v) {
  unsigned u;
  memcpy(&u, &v, 4);
  return u;
}
__device__ unsigned bits2(__nv_bfloat162 v) {
  unsigned u;
  memcpy(&u, &v, 4);
  return u;
}

#define COUNT(name, expr) +1
constexpr int NHALF = 0 HALF_OPS(COUNT), NBF16 = 0 BF16_OPS(COUNT);
#define NAME(name, expr) #name,
static const char *halfNames[] = {HALF_OPS(NAME)};
static const char *bf16Names[] = {BF16_OPS(NAME)};

__global__ void halfOps(const unsigned *in, const float *fin, unsigned *out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  __half a = __ushort_as_half(in[k] & 0xffff), b = __ushort_as_half(in[k] >> 16);
  __half c = __ushort_as_half(in[(k + 1) % N] & 0xffff);
  __half2 a2 = __halves2half2(a, c), b2 = __halves2half2(b, a), c2 = __halves2half2(c, b);
  float f = fin[k], g = fin[(k + 7) % N];
  int i = (int)(in[k] * 2654435761u) >> (k % 20);
  int col = 0;
#define RUN(name, expr) out[(col++) * N + k] = (unsigned)(expr);
  HALF_OPS(RUN)
}

__global__ void bf16Ops(const unsigned *in, const float *fin, unsigned *out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_bfloat16 p = __ushort_as_bfloat16(in[k] & 0xffff), q = __ushort_as_bfloat16(in[k] >> 16);
  __nv_bfloat16 r = __ushort_as_bfloat16(in[(k + 1) % N] & 0xffff);
  __nv_bfloat162 p2 = __halves2bfloat162(p, r), q2 = __halves2bfloat162(q, p), r2 = __halves2bfloat162(r, q);
  float f = fin[k], g = fin[(k + 7) % N];
  int i = (int)(in[k] * 2654435761u) >> (k % 20);
  int col = 0;
  BF16_OPS(RUN)
}

// warpOps: per thread, 12 words from the warp intrinsics, some with partial
// masks (only the threads named take part).
__global__ void warpOps(const int *in, int *out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  int v = in[k];
  int *o = out + k * 12;
  o[0] = __shfl_sync(0xffffffffu, v, (lane * 7) % 32);
  o[1] = __shfl_up_sync(0xffffffffu, v, 3) - __shfl_down_sync(0xffffffffu, v, 5);
  o[2] = __shfl_xor_sync(0xffffffffu, v, 9, 16) + __shfl_sync(0xffffffffu, v, 2, 8);
  o[3] = (int)__match_any_sync(0xffffffffu, v & 7);
  int pred = 0;
  o[4] = (int)__match_all_sync(0xffffffffu, v & 0, &pred) + pred;
  o[5] = (int)__reduce_add_sync(0xffffffffu, (unsigned)v) ^ __reduce_min_sync(0xffffffffu, v);
  o[6] = __reduce_max_sync(0xffffffffu, v) ^ (int)__reduce_max_sync(0xffffffffu, (unsigned)v);
  o[7] = (int)(__reduce_and_sync(0xffffffffu, (unsigned)v) + __reduce_or_sync(0xffffffffu, (unsigned)v) +
               __reduce_xor_sync(0xffffffffu, (unsigned)v));
  o[8] = (int)__reduce_min_sync(0xffffffffu, (unsigned)v);
  o[9] = o[10] = o[11] = -1;
  if (lane % 3 == 0) {  // lanes 0,3,...,30
    unsigned m = 0x49249249u;
    o[9] = __reduce_add_sync(m, v) + (int)__ballot_sync(m, v > 0);
    o[10] = __shfl_sync(m, v, 30) + (int)__match_any_sync(m, v & 1);
    o[11] = (int)__activemask() + __popc(__brev((unsigned)v)) + __funnelshift_l((unsigned)v, (unsigned)lane, lane);
  }
  __nanosleep(50);
}

static unsigned fnv(const unsigned *v, int n) {
  unsigned h = 2166136261u;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < 4; i++) h = (h ^ (v[j] >> (8 * i) & 0xff)) * 16777619u;
  return h;
}

// inputs: half/bf16 bit patterns: special values, then random ones of every
// exponent.
static void inputs(std::vector<unsigned> &in, std::vector<float> &fin) {
  const unsigned short special[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe00, 0x0001, 0x8001,
                                    0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x3555, 0x3800, 0x4000,
                                    0x7f80, 0xff80, 0x7fc0, 0x0080, 0x007f, 0x3f80, 0xbf80, 0x7f7f, 0x4049};
  const int ns = sizeof special / sizeof special[0];
  unsigned seed = 1234;
  for (int k = 0; k < N; k++) {
    unsigned lo = lcg(seed) & 0xffff, hi = lcg(seed) & 0xffff;
    if (k < ns * ns) lo = special[k % ns], hi = special[k / ns];
    in[k] = lo | hi << 16;
  }
  const float fs[] = {0.0f, -0.0f, 1.0f, 65504.0f, 65520.0f, 65519.99f, 1e-8f, 5.9604645e-8f, 2.9802322e-8f,
                      2.98023259e-8f, -7.0e-5f, 1.0009766f, 1.00048828125f, 1.0014648f, 3.0e38f, -1e30f,
                      1.0f / 0.0f, -1.0f / 0.0f, 0.0f / 0.0f, 1e-40f, -1e-45f, 1.00390625f, 1.005859375f};
  const int nf = sizeof fs / sizeof fs[0];
  for (int k = 0; k < N; k++) {
    unsigned u = lcg(seed) << 8 | (lcg(seed) & 0xff);
    float f;
    memcpy(&f, &u, 4);
    if ((u >> 23 & 0xff) > 160 || (u >> 23 & 0xff) < 90) u = (u & 0x807fffffu) | (100u + lcg(seed) % 50) << 23;
    memcpy(&f, &u, 4);
    fin[k] = k < nf ? fs[k] : f;
  }
}

int main() {
  std::vector<unsigned> in(N);
  std::vector<float> fin(N);
  inputs(in, fin);
  unsigned *din, *dout;
  float *dfin;
  const int cols = NHALF > NBF16 ? NHALF : NBF16;
  REQUIRE(cudaMalloc(&din, N * sizeof(unsigned)));
  REQUIRE(cudaMalloc(&dfin, N * sizeof(float)));
  REQUIRE(cudaMalloc(&dout, (size_t)cols * N * sizeof(unsigned) + N * 12 * sizeof(int)));
  OK(cudaMemcpy(din, in.data(), N * sizeof(unsigned), cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dfin, fin.data(), N * sizeof(float), cudaMemcpyHostToDevice));
  std::vector<unsigned> out((size_t)cols * N);

  halfOps<<<N / 128, 128>>>(din, dfin, dout);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(out.data(), dout, (size_t)NHALF * N * 4, cudaMemcpyDeviceToHost));
  for (int c = 0; c < NHALF; c++)
    printf("half %-12s fnv %08x  [0]=%08x [29]=%08x [500]=%08x\n", halfNames[c], fnv(&out[c * N], N), out[c * N],
           out[c * N + 29], out[c * N + 500]);

  bf16Ops<<<N / 128, 128>>>(din, dfin, dout);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(out.data(), dout, (size_t)NBF16 * N * 4, cudaMemcpyDeviceToHost));
  for (int c = 0; c < NBF16; c++)
    printf("bf16 %-12s fnv %08x  [0]=%08x [29]=%08x [500]=%08x\n", bf16Names[c], fnv(&out[c * N], N), out[c * N],
           out[c * N + 29], out[c * N + 500]);

  // Warp intrinsics, checked on the host as well.
  std::vector<int> v(N), w(N * 12);
  unsigned seed = 555;
  for (int k = 0; k < N; k++) v[k] = (int)(lcg(seed) % 2001) - 1000;
  OK(cudaMemcpy(din, v.data(), N * sizeof(int), cudaMemcpyHostToDevice));
  warpOps<<<N / 128, 128>>>((const int *)din, (int *)dout);
  OK(cudaDeviceSynchronize());
  std::vector<int> g(N * 12);
  OK(cudaMemcpy(g.data(), dout, N * 12 * sizeof(int), cudaMemcpyDeviceToHost));
  for (int k = 0; k < N; k++) {
    int lane = k % 32, b = k - lane, *o = &w[k * 12];
    auto at = [&](int l) { return v[b + l]; };
    o[0] = at((lane * 7) % 32);
    o[1] = (lane >= 3 ? at(lane - 3) : at(lane)) - (lane + 5 < 32 ? at(lane + 5) : at(lane));
    int seg16 = lane & ~15, seg8 = lane & ~7;
    o[2] = at(seg16 + ((lane - seg16) ^ 9)) + at(seg8 + 2);
    unsigned any = 0, add = 0, an = ~0u, orr = 0, x = 0, umax = 0, umin = ~0u;
    int mn = 1 << 30, mx = -(1 << 30);
    for (int l = 0; l < 32; l++) {
      if ((at(l) & 7) == (v[k] & 7)) any |= 1u << l;
      unsigned u = (unsigned)at(l);
      add += u, an &= u, orr |= u, x ^= u;
      umax = u > umax ? u : umax, umin = u < umin ? u : umin;
      mn = at(l) < mn ? at(l) : mn, mx = at(l) > mx ? at(l) : mx;
    }
    o[3] = (int)any;
    o[4] = (int)0xffffffffu + 1;
    o[5] = (int)add ^ mn;
    o[6] = mx ^ (int)umax;
    o[7] = (int)(an + orr + x);
    o[8] = (int)umin;
    o[9] = o[10] = o[11] = -1;
    if (lane % 3 == 0) {
      unsigned m = 0x49249249u, ballot = 0, odd = 0;
      int s = 0;
      for (int l = 0; l < 32; l += 3) {
        s += at(l);
        if (at(l) > 0) ballot |= 1u << l;
        if ((at(l) & 1) == (v[k] & 1)) odd |= 1u << l;
      }
      o[9] = s + (int)ballot;
      o[10] = at(30) + (int)odd;
      unsigned u = (unsigned)v[k], r = 0;
      for (int i = 0; i < 32; i++) r |= (u >> i & 1) << (31 - i);
      // __funnelshift_l(lo, hi, s): the high word of (hi:lo) << (s & 31).
      unsigned fs = lane == 0 ? (unsigned)lane : ((unsigned)lane << lane) | (u >> (32 - lane));
      o[11] = (int)m + __builtin_popcount(r) + (int)fs;
    }
  }
  bool ok = g == w;
  if (!ok)
    for (int k = 0, shown = 0; k < N * 12 && shown < 8; k++)
      if (g[k] != w[k]) printf("  warp word %d (thread %d, item %d): %d, want %d\n", k, k / 12, k % 12, g[k], w[k]), shown++;
  check(ok, "warp intrinsics");
  printf("warp intrinsics %s fnv %08x\n", ok ? "ok" : "WRONG", fnv((const unsigned *)g.data(), N * 12));
  cudaFree(din);
  cudaFree(dfin);
  cudaFree(dout);
  return finish();
}
