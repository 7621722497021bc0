// s_curand: cuRAND's device API (header-only curand_kernel.h) as tests use
// it: XORWOW, Philox4_32_10 and MRG32k3a states initialized per thread
// (seed, subsequence, offset), raw 32-bit output, curand_uniform, _normal,
// _normal2, _log_normal, their double forms, uniform4/normal4 of Philox,
// skipahead and skipahead_sequence (MRG32k3a's skipahead_subsequence)
// against drawing the same numbers; every
// stream hashed (bit-exact), a few values printed, and the moments checked.
#include <curand_kernel.h>
#include <cmath>
#include "check.h"

const int T = 256, K = 16; // threads, draws per thread and kind

template <typename S> __global__ void draw(unsigned long long seed, unsigned *raw, float *f, double *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  S s;
  curand_init(seed, i, i % 3, &s);
  for (int k = 0; k < K; k++) {
    raw[i * K + k] = curand(&s);
    f[(0 * T + i) * K + k] = curand_uniform(&s);
    f[(1 * T + i) * K + k] = curand_normal(&s);
    f[(2 * T + i) * K + k] = curand_log_normal(&s, 0.5f, 0.25f);
    d[(0 * T + i) * K + k] = curand_uniform_double(&s);
    d[(1 * T + i) * K + k] = curand_normal_double(&s);
    d[(2 * T + i) * K + k] = curand_log_normal_double(&s, -1.0, 2.0);
  }
  float2 n2 = curand_normal2(&s);
  double2 d2 = curand_normal2_double(&s);
  f[3 * T * K + 2 * i] = n2.x;
  f[3 * T * K + 2 * i + 1] = n2.y;
  d[3 * T * K + 2 * i] = d2.x;
  d[3 * T * K + 2 * i + 1] = d2.y;
}

__global__ void philox4(unsigned long long seed, float4 *u, float4 *n, uint4 *r, double2 *ud) {
  int i = threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(seed, i, 0, &s);
  u[i] = curand_uniform4(&s);
  n[i] = curand_normal4(&s);
  r[i] = curand4(&s);
  ud[i] = curand_uniform2_double(&s);
}

// skipSequence skips n of the subsequences curand_init's second argument
// selects: for MRG32k3a those are skipahead_subsequence's (2^76 draws), for
// the others skipahead_sequence's.
template <typename S> __device__ void skipSequence(unsigned long long n, S *s) { skipahead_sequence(n, s); }
template <> __device__ void skipSequence(unsigned long long n, curandStateMRG32k3a_t *s) { skipahead_subsequence(n, s); }

// skip: thread i draws n numbers one by one; thread i+T skips ahead by n
// (and by a subsequence) and draws one: the results must agree.
template <typename S> __global__ void skip(unsigned long long seed, unsigned *out) {
  int i = threadIdx.x;
  S a, b;
  curand_init(seed, 0, 0, &a);
  curand_init(seed, 0, 0, &b);
  unsigned long long n = 100ull * i + 7;
  for (unsigned long long k = 0; k < n; k++) curand(&a);
  skipahead(n, &b);
  out[3 * i] = curand(&a);
  out[3 * i + 1] = curand(&b);
  S c, e;
  curand_init(seed, i + 1, 5, &c);
  curand_init(seed, 0, 0, &e);
  skipSequence(i + 1, &e);
  skipahead(5, &e);
  out[3 * i + 2] = curand(&c) ^ curand(&e); // zero when they agree
}

template <typename S> static void run(const char *name, unsigned long long seed) {
  unsigned *raw;
  float *f;
  double *d;
  const size_t nf = 3 * T * K + 2 * T;
  if (cudaMalloc(&raw, T * K * 4) || cudaMalloc(&f, nf * 4) || cudaMalloc(&d, nf * 8)) {
    check(false, "allocation");
    return;
  }
  draw<S><<<T / 64, 64>>>(seed, raw, f, d);
  OK(cudaGetLastError());
  static unsigned hr[T * K];
  static float hf[3 * T * K + 2 * T];
  static double hd[3 * T * K + 2 * T];
  OK(cudaMemcpy(hr, raw, sizeof hr, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost));
  printf("%s raw: %08x %08x %08x fnv %016llx\n", name, hr[0], hr[1], hr[T * K - 1], fnv(hr, sizeof hr));
  const char *kinds[] = {"uniform", "normal", "log_normal"};
  for (int k = 0; k < 3; k++) {
    float *v = hf + k * T * K;
    double *w = hd + k * T * K;
    double m = 0, m2 = 0;
    bool inRange = true;
    for (int j = 0; j < T * K; j++) {
      m += v[j], m2 += v[j] * (double)v[j];
      if (k == 0) inRange &= v[j] > 0 && v[j] <= 1 && w[j] > 0 && w[j] <= 1;
      if (k == 2) inRange &= v[j] > 0 && w[j] > 0;
    }
    m /= T * K;
    m2 = m2 / (T * K) - m * m;
    printf("%s %-10s %.9g %.9g fnv %016llx; double %.17g fnv %016llx\n", name, kinds[k], v[0], v[T * K - 1], fnv(v, T * K * 4), w[0], fnv(w, T * K * 8));
    check(inRange, kinds[k]);
    if (k == 0) check(fabs(m - 0.5) < 0.02 && fabs(m2 - 1.0 / 12) < 0.01, "uniform moments");
    if (k == 1) check(fabs(m) < 0.05 && fabs(m2 - 1) < 0.08, "normal moments");
  }
  printf("%s normal2 %.9g %.9g fnv %016llx; double fnv %016llx\n", name, hf[3 * T * K], hf[3 * T * K + 1], fnv(hf + 3 * T * K, 2 * T * 4), fnv(hd + 3 * T * K, 2 * T * 8));
  unsigned *so;
  OK(cudaMalloc(&so, 3 * 32 * 4));
  skip<S><<<1, 32>>>(seed, so);
  unsigned hs[96];
  OK(cudaMemcpy(hs, so, sizeof hs, cudaMemcpyDeviceToHost));
  bool same = true, seq = true;
  for (int i = 0; i < 32; i++) same &= hs[3 * i] == hs[3 * i + 1], seq &= hs[3 * i + 2] == 0;
  printf("%s skipahead %s, skipahead_sequence %s, fnv %016llx\n", name, same ? "agrees" : "DIFFERS", seq ? "agrees" : "DIFFERS", fnv(hs, sizeof hs));
  check(same && seq, "skipahead");
  cudaFree(raw);
  cudaFree(f);
  cudaFree(d);
  cudaFree(so);
}

int main() {
  run<curandStateXORWOW_t>("xorwow", 1234);
  run<curandStatePhilox4_32_10_t>("philox", 1234);
  run<curandStateMRG32k3a_t>("mrg32k3a", 1234);
  run<curandStateXORWOW_t>("xorwow-big-seed", 0xfedcba9876543210ull);
  float4 *u, *n;
  uint4 *r;
  double2 *ud;
  OK(cudaMalloc(&u, 64 * sizeof(float4)));
  OK(cudaMalloc(&n, 64 * sizeof(float4)));
  OK(cudaMalloc(&r, 64 * sizeof(uint4)));
  OK(cudaMalloc(&ud, 64 * sizeof(double2)));
  philox4<<<1, 64>>>(42, u, n, r, ud);
  float4 hu[64], hn[64];
  uint4 hr[64];
  double2 hud[64];
  OK(cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hn, n, sizeof hn, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hr, r, sizeof hr, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hud, ud, sizeof hud, cudaMemcpyDeviceToHost));
  printf("philox4: uniform4 %.9g %.9g fnv %016llx normal4 %.9g fnv %016llx curand4 %08x fnv %016llx uniform2_double %.17g fnv %016llx\n", hu[0].x, hu[63].w, fnv(hu, sizeof hu), hn[0].x, fnv(hn, sizeof hn), hr[0].x, fnv(hr, sizeof hr), hud[0].x, fnv(hud, sizeof hud));
  return finish();
}
