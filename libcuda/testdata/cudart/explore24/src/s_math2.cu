// s_math2: CUDA math functions with two or more arguments, or more than one
// result, on 4,096 pairs of float and double inputs (random magnitudes and
// the special values): jnf/ynf/jn/yn over orders 0-5, 17 and 100, remquo's
// quotient bits, frexp, modf, nextafter, fdim, scalbn, ldexp, ilogb, logb,
// fma, hypot, rhypot, norm3d, rnorm3d, norm4d, rnorm4d, norm/rnorm of 7
// values, pow, fmod, remainder, atan2, copysign, sincos, sincospi,
// __fdividef, __powf; one hash per function.
#include <cmath>
#include <vector>
#include "check.h"

constexpr int N = 4096;
#define F2(X) X(jnf) X(ynf) X(remquof) X(frexpf) X(modff) X(nextafterf) X(fdimf) X(scalbnf) X(ldexpf) X(ilogbf) X(logbf) X(fmaf) X(hypotf) X(rhypotf) X(norm3df) X(rnorm3df) X(norm4df) X(rnorm4df) X(normf) X(rnormf) X(powf) X(fmodf) X(remainderf) X(atan2f) X(copysignf) X(sincosf) X(sincospif) X(__fdividef) X(__powf)
#define D2(X) X(jn) X(yn) X(remquo) X(frexp) X(modf) X(nextafter) X(fdim) X(scalbn) X(ldexp) X(ilogb) X(logb) X(fma) X(hypot) X(rhypot) X(norm3d) X(rnorm3d) X(norm4d) X(rnorm4d) X(norm) X(rnorm) X(pow) X(fmod) X(remainder) X(atan2) X(copysign) X(sincos) X(sincospi)
#define CNT(f) +1
constexpr int NF = 0 F2(CNT), ND = 0 D2(CNT);
#define NAME(f) #f,
const char *fnames[] = {F2(NAME)};
const char *dnames[] = {D2(NAME)};

__device__ const int orders[8] = {0, 1, 2, 3, 5, 17, 100, 4};

__global__ void kf(const float *a, const float *b, unsigned long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = a[i], y = b[i], s, c;
  int q, e, n = orders[i % 8], f = 0;
  unsigned long long *r = o + i;
#define PUT(v) r[(f++) * N] = (unsigned long long)(v)
#define FB(v) PUT(__float_as_uint(v))
  FB(jnf(n, x));
  FB(ynf(n, x));
  float rq = remquof(x, y, &q);
  PUT(__float_as_uint(rq) | (unsigned long long)(unsigned)q << 32);
  float fr = frexpf(x, &e);
  PUT(__float_as_uint(fr) | (unsigned long long)(unsigned)e << 32);
  float ip, fp = modff(x, &ip);
  PUT(__float_as_uint(fp) | (unsigned long long)__float_as_uint(ip) << 32);
  FB(nextafterf(x, y));
  FB(fdimf(x, y));
  FB(scalbnf(x, (int)y % 300));
  FB(ldexpf(y, (int)x % 300));
  PUT((unsigned)ilogbf(x));
  FB(logbf(x));
  FB(fmaf(x, y, x * 0.5f));
  FB(hypotf(x, y));
  FB(rhypotf(x, y));
  FB(norm3df(x, y, 1.5f));
  FB(rnorm3df(x, y, -2.0f));
  FB(norm4df(x, y, x, 3.0f));
  FB(rnorm4df(x, y, y, 0.25f));
  float arr[7] = {x, y, x * y, 1, -2, x - y, 0.5f};
  FB(normf(7, arr));
  FB(rnormf(7, arr));
  FB(powf(x, y));
  FB(fmodf(x, y));
  FB(remainderf(x, y));
  FB(atan2f(x, y));
  FB(copysignf(x, y));
  sincosf(x, &s, &c);
  PUT(__float_as_uint(s) | (unsigned long long)__float_as_uint(c) << 32);
  sincospif(x, &s, &c);
  PUT(__float_as_uint(s) | (unsigned long long)__float_as_uint(c) << 32);
  FB(__fdividef(x, y));
  FB(__powf(x, y));
}

__global__ void kd(const double *a, const double *b, unsigned long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double x = a[i], y = b[i], s, c;
  int q, e, n = orders[i % 8], f = 0;
  unsigned long long *r = o + i;
#define DB(v) PUT(__double_as_longlong(v))
  DB(jn(n, x));
  DB(yn(n, x));
  double rq = remquo(x, y, &q);
  DB(rq + q);
  PUT(q);
  double fr = frexp(x, &e);
  DB(fr + e);
  double ip, fp = modf(x, &ip);
  DB(fp + ip * 3);
  DB(nextafter(x, y));
  DB(fdim(x, y));
  DB(scalbn(x, (int)fmod(y, 3000.0)));
  DB(ldexp(y, (int)fmod(x, 3000.0)));
  PUT((unsigned)ilogb(x));
  DB(logb(x));
  DB(fma(x, y, x * 0.5));
  DB(hypot(x, y));
  DB(rhypot(x, y));
  DB(norm3d(x, y, 1.5));
  DB(rnorm3d(x, y, -2.0));
  DB(norm4d(x, y, x, 3.0));
  DB(rnorm4d(x, y, y, 0.25));
  double arr[7] = {x, y, x * y, 1, -2, x - y, 0.5};
  DB(norm(7, arr));
  DB(rnorm(7, arr));
  DB(pow(x, y));
  DB(fmod(x, y));
  DB(remainder(x, y));
  DB(atan2(x, y));
  DB(copysign(x, y));
  sincos(x, &s, &c);
  DB(s + 2 * c);
  sincospi(x, &s, &c);
  DB(s + 2 * c);
}

int main() {
  std::vector<float> fa(N), fb(N);
  std::vector<double> da(N), db(N);
  unsigned st = 99;
  const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 1e-45f, 3.4e38f, 0.5f, 2.0f, -3.0f};
  for (int i = 0; i < N; i++) {
    auto rnd = [&](int scale) {
      float m = (lcg(st) % 100000) / 1000.0f - 50.0f;
      return m * powf(2.0f, (float)((int)(lcg(st) % (2 * scale + 1)) - scale));
    };
    fa[i] = i % 7 == 0 ? sp[lcg(st) % 12] : rnd(i % 3 ? 4 : 60);
    fb[i] = i % 5 == 0 ? sp[lcg(st) % 12] : rnd(i % 4 ? 4 : 60);
    da[i] = i % 7 == 0 ? (double)sp[lcg(st) % 12] : (double)fa[i] * (1 + 1e-9 * (lcg(st) % 1000));
    db[i] = i % 5 == 0 ? (double)sp[lcg(st) % 12] : (double)fb[i] * (1 - 1e-9 * (lcg(st) % 1000));
    if (i % 11 == 3) da[i] = ldexp(da[i], (int)(lcg(st) % 1200) - 600);
  }
  float *dfa, *dfb;
  double *dda, *ddb;
  unsigned long long *o;
  REQUIRE(cudaMalloc(&dfa, N * 4));
  REQUIRE(cudaMalloc(&dfb, N * 4));
  REQUIRE(cudaMalloc(&dda, N * 8));
  REQUIRE(cudaMalloc(&ddb, N * 8));
  REQUIRE(cudaMalloc(&o, (size_t)40 * N * 8));
  OK(cudaMemcpy(dfa, fa.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dfb, fb.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dda, da.data(), N * 8, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(ddb, db.data(), N * 8, cudaMemcpyHostToDevice));
  std::vector<unsigned long long> h((size_t)40 * N);
  kf<<<N / 128, 128>>>(dfa, dfb, o);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), o, h.size() * 8, cudaMemcpyDeviceToHost));
  for (int f = 0; f < NF; f++) printf("float  %-12s %016llx\n", fnames[f], fnv(&h[(size_t)f * N], N * 8));
  kd<<<N / 128, 128>>>(dda, ddb, o);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), o, h.size() * 8, cudaMemcpyDeviceToHost));
  int f = 0;
  for (int j = 0; j < ND; j++) {
    int k = j == 2 ? 2 : 1;  // remquo wrote two results
    unsigned long long hh = fnv(&h[(size_t)f * N], (size_t)k * N * 8);
    printf("double %-12s %016llx\n", dnames[j], hh);
    f += k;
  }
  return finish();
}
