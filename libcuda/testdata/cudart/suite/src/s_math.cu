// s_math: the CUDA math library on special and random inputs, as a
// numerical library's tests compare it: single precision (sinf, cosf, tanf,
// expf, exp2f, logf, log2f, powf, sqrtf, rsqrtf, cbrtf, erff, erfcf, tgammaf,
// lgammaf, atan2f, hypotf, fmodf, remainderf, sincospif), the fast intrinsics
// (__sinf, __expf, __logf, __fdividef, __powf), the rounding-mode intrinsics
// (__fadd_rd, __fmul_ru, __fdiv_rz, __fsqrt_rn, __frcp_rd, __fmaf_rz), and
// double precision (sin, exp, log, pow, erf, sqrt, rsqrt, __dadd_rz, fma).
// Results are printed as a hash per function (the H200 is the reference)
// and the first differing input is easy to find with the per-input lines.
#include <cmath>
#include "check.h"

constexpr int N = 256, FF = 32, DF = 12;

__global__ void fmath(const float *x, const float *y, unsigned *o) {
  int i = threadIdx.x;
  float a = x[i], b = y[i];
  unsigned *r = o + i * FF;
  float v[FF];
  float s, c;
  sincospif(a, &s, &c);
  v[0] = sinf(a), v[1] = cosf(a), v[2] = tanf(a), v[3] = expf(a), v[4] = exp2f(a), v[5] = logf(a), v[6] = log2f(a);
  v[7] = powf(a, b), v[8] = sqrtf(a), v[9] = rsqrtf(a), v[10] = cbrtf(a), v[11] = erff(a), v[12] = erfcf(a);
  v[13] = tgammaf(a), v[14] = lgammaf(a), v[15] = atan2f(a, b), v[16] = hypotf(a, b), v[17] = fmodf(a, b);
  v[18] = remainderf(a, b), v[19] = s + c * 0.0f, v[20] = __sinf(a), v[21] = __expf(a), v[22] = __logf(a);
  v[23] = __fdividef(a, b), v[24] = __powf(a, b), v[25] = __fadd_rd(a, b), v[26] = __fmul_ru(a, b), v[27] = __fdiv_rz(a, b);
  v[28] = __fsqrt_rn(a), v[29] = __frcp_rd(a), v[30] = __fmaf_rz(a, b, 1.0f), v[31] = c;
  for (int k = 0; k < FF; k++) r[k] = __float_as_uint(v[k]);
}
__global__ void dmath(const float *x, const float *y, unsigned long long *o) {
  int i = threadIdx.x;
  double a = x[i] * 1.0000001, b = y[i];
  double v[DF] = {sin(a), exp(a), log(a), pow(a, b), erf(a), sqrt(a), rsqrt(a), __dadd_rz(a, b), fma(a, b, 0.1), tanh(a),
                  atan(a), j0(a)};
  for (int k = 0; k < DF; k++) o[i * DF + k] = __double_as_longlong(v[k]);
}

int main() {
  float x[N], y[N];
  float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, 2.0f, 1e-38f, 1e-45f, 3.4e38f, 3.14159265f, 1e6f,
                -1e6f, 88.7f, -103.0f, 1e-7f, 100.5f, -2.5f};
  unsigned s = 31;
  for (int i = 0; i < N; i++) {
    x[i] = i < 20 ? sp[i] : ((int)(lcg(s) % 200001) - 100000) / (float)(1 << (lcg(s) % 16));
    y[i] = i < 20 ? sp[(i * 7 + 3) % 20] : ((int)(lcg(s) % 2001) - 1000) / 64.0f;
  }
  float *dx, *dy;
  unsigned *o;
  unsigned long long *od;
  cudaMalloc(&dx, sizeof x), cudaMalloc(&dy, sizeof y), cudaMalloc(&o, N * FF * 4), cudaMalloc(&od, N * DF * 8);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  fmath<<<1, N>>>(dx, dy, o);
  dmath<<<1, N>>>(dx, dy, od);
  OK(cudaDeviceSynchronize());
  static unsigned g[N * FF];
  static unsigned long long gd[N * DF];
  cudaMemcpy(g, o, sizeof g, cudaMemcpyDeviceToHost);
  cudaMemcpy(gd, od, sizeof gd, cudaMemcpyDeviceToHost);
  for (int k = 0; k < FF; k++) {
    unsigned long long fnv = 1469598103934665603ULL;
    for (int i = 0; i < N; i++) fnv = (fnv ^ g[i * FF + k]) * 1099511628211ULL;
    printf("float function %2d: fnv %016llx; inputs 0-3: %08x %08x %08x %08x\n", k, fnv, g[k], g[FF + k], g[2 * FF + k], g[3 * FF + k]);
  }
  for (int k = 0; k < DF; k++) {
    unsigned long long fnv = 1469598103934665603ULL;
    for (int i = 0; i < N; i++) fnv = (fnv ^ gd[i * DF + k]) * 1099511628211ULL;
    printf("double function %2d: fnv %016llx\n", k, fnv);
  }
  // Per input, one hash over all functions, to find a differing input.
  for (int i = 0; i < N; i++) {
    unsigned long long fnv = 1469598103934665603ULL;
    for (int k = 0; k < FF; k++) fnv = (fnv ^ g[i * FF + k]) * 1099511628211ULL;
    for (int k = 0; k < DF; k++) fnv = (fnv ^ gd[i * DF + k]) * 1099511628211ULL;
    printf("input %3d (%a, %a): %016llx\n", i, x[i], y[i], fnv);
  }
  check(g[5 * FF + 8] == 0x3f800000 && g[8 * FF + 8] == __builtin_bit_cast(unsigned, sqrtf(2.0f)), "sqrtf of 1 and 2");
  return finish();
}
