// s_options: option pricing as the CUDA samples and finance libraries do
// it: Black-Scholes calls and puts in float (the samples' polynomial CND
// with __expf, and normcdff, logf, sqrtf, expf) and in double (normcdf,
// erfc, log, exp), 2^15 options; and a binomial tree (512 steps) in
// shared memory for 64 American puts. Prices hashed, the first printed.
#include "k25.h"

constexpr int N = 1 << 15, STEPS = 512, TREES = 64;

__device__ float cndPoly(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f, a5 = 1.330274429f;
  float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = 0.3989422804f * __expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0f - c : c;
}

__global__ void bsFloat(const float *S, const float *X, const float *T, float r, float v, float *call, float *put, float *call2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float sq = sqrtf(T[i]);
  float d1 = (logf(S[i] / X[i]) + (r + 0.5f * v * v) * T[i]) / (v * sq), d2 = d1 - v * sq;
  float e = expf(-r * T[i]);
  call[i] = S[i] * cndPoly(d1) - X[i] * e * cndPoly(d2);
  put[i] = X[i] * e * cndPoly(-d2) - S[i] * cndPoly(-d1);
  call2[i] = S[i] * normcdff(d1) - X[i] * e * normcdff(d2);
}

__global__ void bsDouble(const float *S, const float *X, const float *T, double r, double v, double *call) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double s = S[i], x = X[i], t = T[i], sq = sqrt(t);
  double d1 = (log(s / x) + (r + 0.5 * v * v) * t) / (v * sq), d2 = d1 - v * sq;
  call[i] = s * normcdf(d1) - x * exp(-r * t) * 0.5 * erfc(d2 / sqrt(2.0));
}

__global__ void binomial(const float *S, const float *X, float T, float r, float v, float *price) {
  __shared__ float val[STEPS + 1];
  float s = S[blockIdx.x], x = X[blockIdx.x], dt = T / STEPS;
  float u = expf(v * sqrtf(dt)), d = 1.0f / u, disc = expf(-r * dt), p = (expf(r * dt) - d) / (u - d);
  for (int i = threadIdx.x; i <= STEPS; i += blockDim.x) val[i] = fmaxf(x - s * powf(u, (float)(2 * i - STEPS)), 0.0f);
  __syncthreads();
  for (int n = STEPS - 1; n >= 0; n--) {
    float next[2];
    int k = 0;
    for (int i = threadIdx.x; i <= n; i += blockDim.x) next[k++] = fmaxf(disc * (p * val[i + 1] + (1 - p) * val[i]), x - s * powf(u, (float)(2 * i - n)));
    __syncthreads();
    k = 0;
    for (int i = threadIdx.x; i <= n; i += blockDim.x) val[i] = next[k++];
    __syncthreads();
  }
  if (threadIdx.x == 0) price[blockIdx.x] = val[0];
}

int main() {
  std::vector<float> S(N), X(N), T(N), c(N), p(N), c2(N), b(TREES);
  std::vector<double> cd(N);
  unsigned s = 20;
  for (int i = 0; i < N; i++) S[i] = randf(s, 5, 30), X[i] = randf(s, 1, 100), T[i] = randf(s, 0.25f, 10);
  float *dS, *dX, *dT, *dc, *dp, *dc2, *db;
  double *dcd;
  REQUIRE(cudaMalloc(&dS, N * 4));
  REQUIRE(cudaMalloc(&dX, N * 4));
  REQUIRE(cudaMalloc(&dT, N * 4));
  REQUIRE(cudaMalloc(&dc, N * 4));
  REQUIRE(cudaMalloc(&dp, N * 4));
  REQUIRE(cudaMalloc(&dc2, N * 4));
  REQUIRE(cudaMalloc(&dcd, N * 8));
  REQUIRE(cudaMalloc(&db, TREES * 4));
  cudaMemcpy(dS, S.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dX, X.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dT, T.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] { bsFloat<<<N / 128, 128>>>(dS, dX, dT, 0.02f, 0.30f, dc, dp, dc2); });
  timed([&] { bsDouble<<<N / 128, 128>>>(dS, dX, dT, 0.02, 0.30, dcd); });
  timed([&] { binomial<<<TREES, 256>>>(dS, dX, 1.0f, 0.05f, 0.25f, db); });
  OK(cudaMemcpy(c.data(), dc, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(p.data(), dp, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(c2.data(), dc2, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(cd.data(), dcd, N * 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), db, TREES * 4, cudaMemcpyDeviceToHost));
  printHash("calls, polynomial CND", c);
  printHash("puts, polynomial CND", p);
  printHash("calls, normcdff", c2);
  printHash("calls, double", cd);
  printHash("american puts, binomial", b);
  printFloats("  first call", c.data(), 2);
  printDoubles("  first call, double", cd.data(), 2);
  printFloats("  first american put", b.data(), 2);
  return done();
}
