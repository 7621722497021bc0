// s_rounding: the directed-rounding intrinsics on 4,096 random and edge
// float and double pairs: __f{add,sub,mul,div}_r{n,z,u,d}, __fmaf_r*,
// __fmaf_ieee_r*, __frcp_r*, __fsqrt_r*, __frsqrt_rn, __d{add,sub,mul,div}_r*,
// __fma_r*, __drcp_r*, __dsqrt_r*; the rounding conversions between
// float, double and 32/64-bit integers (__float2int_r* ... __ull2double_r*,
// __double2float_r*); one FNV hash per intrinsic group.
#include <vector>
#include <cmath>
#include "check.h"

constexpr int N = 4096;
#define R4(X, f) X(f##_rn) X(f##_rz) X(f##_ru) X(f##_rd)
#define FOPS2(X) R4(X, __fadd) R4(X, __fsub) R4(X, __fmul) R4(X, __fdiv)
#define FOPS3(X) R4(X, __fmaf) R4(X, __fmaf_ieee)
#define FOPS1(X) R4(X, __frcp) R4(X, __fsqrt) X(__frsqrt_rn)
#define DOPS2(X) R4(X, __dadd) R4(X, __dsub) R4(X, __dmul) R4(X, __ddiv)
#define DOPS3(X) R4(X, __fma)
#define DOPS1(X) R4(X, __drcp) R4(X, __dsqrt)
#define FCVT(X) R4(X, __float2int) R4(X, __float2uint) R4(X, __float2ll) R4(X, __float2ull)
#define DCVT(X) R4(X, __double2int) R4(X, __double2uint) R4(X, __double2ll) R4(X, __double2ull) R4(X, __double2float)
#define ICVT(X) R4(X, __int2float) R4(X, __uint2float)
#define LCVT(X) R4(X, __ll2float) R4(X, __ull2float) R4(X, __ll2double) R4(X, __ull2double)
#define COUNT(f) +1
constexpr int NOPS = 0 FOPS2(COUNT) FOPS3(COUNT) FOPS1(COUNT) DOPS2(COUNT) DOPS3(COUNT) DOPS1(COUNT) FCVT(COUNT) DCVT(COUNT) ICVT(COUNT) LCVT(COUNT);

template <class T> __device__ unsigned long long bits(T v) {
  unsigned long long b = 0;
  memcpy(&b, &v, sizeof v);
  return b;
}

__global__ void k(const float *fa, const float *fb, const double *da, const double *db, unsigned long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, f = 0;
  float x = fa[i], y = fb[i], z = fa[(i * 5 + 1) % N];
  double X = da[i], Y = db[i], Z = da[(i * 5 + 1) % N];
  long long L = (long long)bits(X);
  unsigned u = (unsigned)bits(y);
#define F2(fn) o[(f++) * N + i] = bits(fn(x, y));
#define F3(fn) o[(f++) * N + i] = bits(fn(x, y, z));
#define F1(fn) o[(f++) * N + i] = bits(fn(x));
#define D2(fn) o[(f++) * N + i] = bits(fn(X, Y));
#define D3(fn) o[(f++) * N + i] = bits(fn(X, Y, Z));
#define D1(fn) o[(f++) * N + i] = bits(fn(X));
#define I1(fn) o[(f++) * N + i] = bits(fn((int)u)) ^ bits(fn(u >> (i % 32))) << 32;
#define L1(fn) o[(f++) * N + i] = bits(fn(L >> (i % 64)));
  FOPS2(F2) FOPS3(F3) FOPS1(F1) DOPS2(D2) DOPS3(D3) DOPS1(D1) FCVT(F1) DCVT(D1) ICVT(I1) LCVT(L1)
}

int main() {
  std::vector<float> fa(N), fb(N);
  std::vector<double> da(N), db(N);
  unsigned s = 61;
  const double edge[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -3.5, 1e-40, 1e-310, 3e38, 1.7e308, INFINITY, -INFINITY, NAN, 4294967295.5, -2147483648.5,
                         9.3e18, 1.8446744073709552e19, 16777217.0, 0.1};
  for (int i = 0; i < N; i++) {
    auto one = [&](int k) -> double {
      if (k % 4 == 0) return edge[lcg(s) % 20];
      double m = (double)(int)(lcg(s) << 8 ^ lcg(s)) / 2147483648.0;
      return ldexp(m, (int)(lcg(s) % 140) - 70);
    };
    da[i] = one(i), db[i] = one(i / 3 + i);
    fa[i] = i % 8 == 1 ? (float)ldexp((double)(int)lcg(s), -(int)(lcg(s) % 150)) : (float)da[i];
    fb[i] = (float)db[i];
    if (i % 16 == 5) db[i] = da[i] * (1 + ldexp(1.0, -30)); // near ties
  }
  float *dfa, *dfb;
  double *dda, *ddb;
  unsigned long long *o;
  REQUIRE(cudaMalloc(&dfa, N * 4));
  REQUIRE(cudaMalloc(&dfb, N * 4));
  REQUIRE(cudaMalloc(&dda, N * 8));
  REQUIRE(cudaMalloc(&ddb, N * 8));
  REQUIRE(cudaMalloc(&o, (size_t)NOPS * N * 8));
  OK(cudaMemcpy(dfa, fa.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dfb, fb.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dda, da.data(), N * 8, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(ddb, db.data(), N * 8, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(dfa, dfb, dda, ddb, o);
  OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> h((size_t)NOPS * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 8, cudaMemcpyDeviceToHost));
#define NAME(fn) #fn,
  const char *names[NOPS] = {FOPS2(NAME) FOPS3(NAME) FOPS1(NAME) DOPS2(NAME) DOPS3(NAME) DOPS1(NAME) FCVT(NAME) DCVT(NAME) ICVT(NAME) LCVT(NAME)};
  for (int f = 0; f < NOPS; f++)
    printf("%-18s %016llx %llx %llx\n", names[f], fnv(&h[(size_t)f * N], N * 8), h[(size_t)f * N + 1], h[(size_t)f * N + 6]);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    float r = fa[i] + fb[i];
    unsigned long long b = 0;
    memcpy(&b, &r, 4);
    bad += !std::isnan(r) && h[i] != b;
  }
  check(bad == 0, "__fadd_rn");
  return finish();
}
