// s_curand_quasi: the rest of cuRAND's device API: Sobol32 and Sobol64
// quasirandom states, plain and scrambled, with direction vectors of the
// program's own (the library's tables come from the host API), skipahead
// of a Sobol state; curand_poisson for small and large lambdas from XORWOW
// and Philox (each of its algorithms); MTGP32 set up by the header-only host
// helpers (curand_mtgp32_host.h) and drawn block by block. Hashed.
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include "check.h"

const int T = 128, K = 32;

__global__ void sobol32(curandDirectionVectors32_t *dv, unsigned *scr, unsigned *raw, float *u, double *ud) {
  int i = threadIdx.x;
  int dim = i % 2;
  curandStateSobol32_t s;
  curandStateScrambledSobol32_t ss;
  curandStateSobol32_t sn;
  curand_init(dv[dim], i / 2 * K, &s);
  curand_init(dv[dim], i / 2 * K, &sn);
  curand_init(dv[dim], scr[dim], i / 2 * K, &ss);
  for (int k = 0; k < K; k++) {
    raw[i * K + k] = curand(&s);
    u[i * K + k] = curand_uniform(&ss);
    ud[i * K + k] = curand_normal_double(&sn);
  }
  curandStateSobol32_t a, b;
  curand_init(dv[0], 0, &a);
  curand_init(dv[0], 0, &b);
  for (int k = 0; k < i; k++) curand(&a);
  skipahead((unsigned)i, &b);
  raw[T * K + i] = curand(&a) ^ curand(&b);
}
__global__ void sobol64(curandDirectionVectors64_t *dv, unsigned long long scr, unsigned long long *raw, double *u) {
  int i = threadIdx.x;
  curandStateSobol64_t s;
  curandStateScrambledSobol64_t ss;
  curand_init(dv[0], (unsigned long long)i * K, &s);
  curand_init(dv[0], scr, (unsigned long long)i * K, &ss);
  for (int k = 0; k < K; k++) {
    raw[i * K + k] = curand(&s);
    u[i * K + k] = curand_uniform_double(&ss);
  }
}
template <typename S> __global__ void poisson(double lambda, unsigned *out) {
  int i = threadIdx.x;
  S s;
  curand_init(77, i, 0, &s);
  for (int k = 0; k < K; k++) out[i * K + k] = curand_poisson(&s, lambda);
}
__global__ void mtgp(curandStateMtgp32_t *st, unsigned *out, float *f) {
  int b = blockIdx.x, i = threadIdx.x;
  for (int k = 0; k < 4; k++) {
    out[(b * 4 + k) * blockDim.x + i] = curand(&st[b]);
    f[(b * 4 + k) * blockDim.x + i] = curand_normal(&st[b]);
  }
}

int main() {
  // Direction vectors: dimension 1 is the van der Corput sequence; the
  // second uses the primitive polynomial x + 1 (m_k = 1).
  curandDirectionVectors32_t dv[2];
  for (int k = 0; k < 32; k++) dv[0][k] = 1u << (31 - k);
  dv[1][0] = 1u << 31;
  for (int k = 1; k < 32; k++) dv[1][k] = dv[1][k - 1] ^ (dv[1][k - 1] >> 1);
  unsigned scr[2] = {0x9e3779b9u, 0x7f4a7c15u};
  curandDirectionVectors32_t *ddv;
  unsigned *dscr, *raw;
  float *u;
  double *ud;
  OK(cudaMalloc(&ddv, sizeof dv));
  OK(cudaMalloc(&dscr, sizeof scr));
  OK(cudaMalloc(&raw, (T * K + T) * 4));
  OK(cudaMalloc(&u, T * K * 4));
  OK(cudaMalloc(&ud, T * K * 8));
  OK(cudaMemcpy(ddv, dv, sizeof dv, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dscr, scr, sizeof scr, cudaMemcpyHostToDevice));
  sobol32<<<1, T>>>(ddv, dscr, raw, u, ud);
  OK(cudaGetLastError());
  static unsigned hr[T * K + T];
  static float hu[T * K];
  static double hd[T * K];
  OK(cudaMemcpy(hr, raw, sizeof hr, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hd, ud, sizeof hd, cudaMemcpyDeviceToHost));
  printf("sobol32: %08x %08x %08x %08x fnv %016llx\n", hr[0], hr[1], hr[2], hr[K + 3], fnv(hr, T * K * 4));
  // Dimension 1 at index n is the bit-reversed Gray code of n (or of n+1,
  // if the state's first output is the point after its offset).
  bool vdc[2] = {true, true};
  for (int n = 0; n < 4 * K; n++)
    for (int s = 0; s < 2; s++) {
      unsigned g = (n + s) ^ ((n + s) >> 1), want = 0;
      for (int b = 0; b < 32; b++)
        if (g >> b & 1) want |= 1u << (31 - b);
      vdc[s] &= hr[(n / K) * 2 * K + n % K] == want;
    }
  printf("sobol32 dimension 1: Gray code of n %s, of n+1 %s\n", vdc[0] ? "yes" : "no", vdc[1] ? "yes" : "no");
  check(vdc[0] || vdc[1], "sobol dimension 1 is van der Corput in Gray-code order");
  bool skipOK = true;
  for (int i = 0; i < T; i++) skipOK &= hr[T * K + i] == 0;
  printf("sobol32 skipahead %s\n", skipOK ? "agrees" : "DIFFERS");
  check(skipOK, "sobol skipahead");
  printf("scrambled sobol32 uniform: %.9g %.9g fnv %016llx; normal_double %.17g fnv %016llx\n", hu[0], hu[T * K - 1], fnv(hu, sizeof hu), hd[1], fnv(hd, sizeof hd));

  curandDirectionVectors64_t dv64[1];
  for (int k = 0; k < 64; k++) dv64[0][k] = 1ull << (63 - k);
  curandDirectionVectors64_t *ddv64;
  unsigned long long *raw64;
  double *u64;
  OK(cudaMalloc(&ddv64, sizeof dv64));
  OK(cudaMalloc(&raw64, T * K * 8));
  OK(cudaMalloc(&u64, T * K * 8));
  OK(cudaMemcpy(ddv64, dv64, sizeof dv64, cudaMemcpyHostToDevice));
  sobol64<<<1, T>>>(ddv64, 0x0123456789abcdefull, raw64, u64);
  static unsigned long long h64[T * K];
  OK(cudaMemcpy(h64, raw64, sizeof h64, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hd, u64, sizeof hd, cudaMemcpyDeviceToHost));
  printf("sobol64: %016llx %016llx fnv %016llx; scrambled uniform_double %.17g fnv %016llx\n", h64[1], h64[2], fnv(h64, sizeof h64), hd[5], fnv(hd, sizeof hd));

  const double lambdas[] = {0.5, 4, 63.5, 64, 1000, 1e6};
  for (double l : lambdas) {
    poisson<curandStateXORWOW_t><<<1, T>>>(l, raw);
    OK(cudaMemcpy(hr, raw, T * K * 4, cudaMemcpyDeviceToHost));
    double m = 0;
    for (int j = 0; j < T * K; j++) m += hr[j];
    m /= T * K;
    printf("poisson xorwow lambda %g: %u %u %u mean/lambda %.2f fnv %016llx\n", l, hr[0], hr[1], hr[T * K - 1], m / l, fnv(hr, T * K * 4));
    check(fabs(m / l - 1) < 0.1, "poisson mean");
    poisson<curandStatePhilox4_32_10_t><<<1, T>>>(l, raw);
    OK(cudaMemcpy(hr, raw, T * K * 4, cudaMemcpyDeviceToHost));
    printf("poisson philox lambda %g: %u %u fnv %016llx\n", l, hr[0], hr[T * K - 1], fnv(hr, T * K * 4));
  }

  // MTGP32: 2 states (blocks) of 256 threads.
  curandStateMtgp32_t *st;
  mtgp32_kernel_params *kp;
  OK(cudaMalloc(&st, 2 * sizeof(curandStateMtgp32_t)));
  OK(cudaMalloc(&kp, sizeof(mtgp32_kernel_params)));
  curandStatus_t cs = curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp);
  printf("curandMakeMTGP32Constants -> %d\n", (int)cs);
  cs = curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 2, 1234);
  printf("curandMakeMTGP32KernelState -> %d\n", (int)cs);
  unsigned *mo;
  float *mf;
  OK(cudaMalloc(&mo, 2 * 4 * 256 * 4));
  OK(cudaMalloc(&mf, 2 * 4 * 256 * 4));
  mtgp<<<2, 256>>>(st, mo, mf);
  OK(cudaGetLastError());
  static unsigned hm[2 * 4 * 256];
  static float hmf[2 * 4 * 256];
  OK(cudaMemcpy(hm, mo, sizeof hm, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hmf, mf, sizeof hmf, cudaMemcpyDeviceToHost));
  printf("mtgp32: %08x %08x %08x fnv %016llx; normal %.9g fnv %016llx\n", hm[0], hm[1], hm[2047], fnv(hm, sizeof hm), hmf[0], fnv(hmf, sizeof hmf));
  return finish();
}
