// s_lu: batched LU factorization with partial pivoting in double, one
// 64-thread block per 48 x 48 matrix in shared memory (pivot search by a
// warp-shuffle argmax, row swaps, division by the pivot, rank-1 update),
// then forward and back substitution for one right-hand side. 64 matrices;
// factors, pivots and solutions hashed; residuals checked on the host.
#include "k25.h"

constexpr int NM = 48, BATCH = 64, THREADS = 64;

__global__ void lu(double *a, int *piv, double *b) {
  __shared__ double m[NM][NM + 1];
  __shared__ double rhs[NM];
  __shared__ int p;
  double *g = a + (size_t)blockIdx.x * NM * NM;
  for (int i = threadIdx.x; i < NM * NM; i += THREADS) m[i / NM][i % NM] = g[i];
  for (int i = threadIdx.x; i < NM; i += THREADS) rhs[i] = b[blockIdx.x * NM + i];
  __syncthreads();
  for (int k = 0; k < NM; k++) {
    if (threadIdx.x < 32) {
      double best = -1;
      int at = k;
      for (int i = k + threadIdx.x; i < NM; i += 32)
        if (fabs(m[i][k]) > best) best = fabs(m[i][k]), at = i;
      for (int o = 16; o; o >>= 1) {
        double ob = __shfl_xor_sync(0xffffffffu, best, o);
        int oa = __shfl_xor_sync(0xffffffffu, at, o);
        if (ob > best || (ob == best && oa < at)) best = ob, at = oa;
      }
      if (threadIdx.x == 0) p = at, piv[blockIdx.x * NM + k] = at;
    }
    __syncthreads();
    if (p != k) {
      for (int j = threadIdx.x; j < NM; j += THREADS) {
        double t = m[k][j];
        m[k][j] = m[p][j], m[p][j] = t;
      }
      if (threadIdx.x == 0) {
        double t = rhs[k];
        rhs[k] = rhs[p], rhs[p] = t;
      }
    }
    __syncthreads();
    for (int i = k + 1 + threadIdx.x; i < NM; i += THREADS) m[i][k] /= m[k][k];
    __syncthreads();
    for (int e = threadIdx.x; e < (NM - k - 1) * (NM - k - 1); e += THREADS) {
      int i = k + 1 + e / (NM - k - 1), j = k + 1 + e % (NM - k - 1);
      m[i][j] = fma(-m[i][k], m[k][j], m[i][j]);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    for (int i = 0; i < NM; i++)
      for (int j = 0; j < i; j++) rhs[i] -= m[i][j] * rhs[j];
    for (int i = NM - 1; i >= 0; i--) {
      for (int j = i + 1; j < NM; j++) rhs[i] -= m[i][j] * rhs[j];
      rhs[i] /= m[i][i];
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < NM * NM; i += THREADS) g[i] = m[i / NM][i % NM];
  for (int i = threadIdx.x; i < NM; i += THREADS) b[blockIdx.x * NM + i] = rhs[i];
}

int main() {
  std::vector<double> a((size_t)BATCH * NM * NM), b(BATCH * NM), a0, b0;
  std::vector<int> piv(BATCH * NM);
  unsigned s = 27;
  for (auto &x : a) x = randf(s, -1, 1);
  for (auto &x : b) x = randf(s, -1, 1);
  a0 = a, b0 = b;
  double *da, *db;
  int *dp;
  REQUIRE(cudaMalloc(&da, a.size() * 8));
  REQUIRE(cudaMalloc(&db, b.size() * 8));
  REQUIRE(cudaMalloc(&dp, piv.size() * 4));
  timed([&] {
    cudaMemcpy(da, a0.data(), a.size() * 8, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b0.data(), b.size() * 8, cudaMemcpyHostToDevice);
    lu<<<BATCH, THREADS>>>(da, dp, db);
  });
  OK(cudaMemcpy(a.data(), da, a.size() * 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), db, b.size() * 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(piv.data(), dp, piv.size() * 4, cudaMemcpyDeviceToHost));
  double worst = 0;
  for (int m = 0; m < BATCH; m++)
    for (int i = 0; i < NM; i++) {
      double r = -b0[m * NM + i];
      for (int j = 0; j < NM; j++) r += a0[(size_t)m * NM * NM + i * NM + j] * b[m * NM + j];
      worst = fmax(worst, fabs(r));
    }
  printf("residuals below 1e-9: %s\n", worst < 1e-9 ? "yes" : "no");
  check(worst < 1e-9, "residual");
  printHash("factors", a);
  printHash("pivots", piv);
  printHash("solutions", b);
  printDoubles("  x[0..1]", b.data(), 2);
  return done();
}
