// s_sgemm: the classic shared-memory SGEMM (64 x 64 block tiles, 8 deep,
// 256 threads each computing 4 x 4 outputs in registers, fmaf) on 192 x
// 160 x 136 with alpha and beta, and a DGEMM of the same shape in double.
// Outputs hashed; the float one also compared with a naive kernel's (same
// order of additions, so bit-equal).
#include "k25.h"

constexpr int M = 192, N = 160, K = 136, BM = 64, BN = 64, BK = 8;

__device__ __forceinline__ float fmaT(float a, float b, float c) { return fmaf(a, b, c); }
__device__ __forceinline__ double fmaT(double a, double b, double c) { return fma(a, b, c); }

template <class T>
__global__ void gemm(const T *A, const T *B, T *C, T alpha, T beta) {
  __shared__ T As[BK][BM], Bs[BK][BN];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  T acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int c = threadIdx.x; c < BM * BK; c += 256) {
      int r = c / BK, k = c % BK;
      As[k][r] = row0 + r < M ? A[(size_t)(row0 + r) * K + k0 + k] : 0;
      int kk = c / BN, n = c % BN;
      Bs[kk][n] = col0 + n < N ? B[(size_t)(k0 + kk) * N + col0 + n] : 0;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; k++) {
      T a[4], b[4];
      for (int i = 0; i < 4; i++) a[i] = As[k][ty * 4 + i], b[i] = Bs[k][tx * 4 + i];
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) acc[i][j] = fmaT(a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      int r = row0 + ty * 4 + i, c = col0 + tx * 4 + j;
      if (r < M && c < N) C[(size_t)r * N + c] = alpha * acc[i][j] + beta * C[(size_t)r * N + c];
    }
}

__global__ void naive(const float *A, const float *B, float *C, float alpha, float beta) {
  int r = blockIdx.y * 16 + threadIdx.y, c = blockIdx.x * 16 + threadIdx.x;
  if (r >= M || c >= N) return;
  float acc = 0;
  for (int k = 0; k < K; k++) acc = fmaf(A[r * K + k], B[k * N + c], acc);
  C[r * N + c] = alpha * acc + beta * C[r * N + c];
}

template <class T>
static std::vector<T> run(const char *what, bool useNaive) {
  std::vector<T> a(M * K), b(K * N), c(M * N);
  unsigned s = 29;
  for (auto &v : a) v = randf(s, -1, 1);
  for (auto &v : b) v = randf(s, -1, 1);
  for (auto &v : c) v = randf(s, -1, 1);
  T *da, *db, *dc;
  OK(cudaMalloc(&da, a.size() * sizeof(T)));
  OK(cudaMalloc(&db, b.size() * sizeof(T)));
  OK(cudaMalloc(&dc, c.size() * sizeof(T)));
  cudaMemcpy(da, a.data(), a.size() * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * sizeof(T), cudaMemcpyHostToDevice);
  timed([&] {
    cudaMemcpy(dc, c.data(), c.size() * sizeof(T), cudaMemcpyHostToDevice);
    if (useNaive) naive<<<dim3((N + 15) / 16, (M + 15) / 16), dim3(16, 16)>>>((float *)da, (float *)db, (float *)dc, 1.5f, -0.5f);
    else gemm<T><<<dim3((N + BN - 1) / BN, (M + BM - 1) / BM), 256>>>(da, db, dc, (T)1.5, (T)-0.5);
  });
  OK(cudaMemcpy(c.data(), dc, c.size() * sizeof(T), cudaMemcpyDeviceToHost));
  printHash(what, c);
  cudaFree(da), cudaFree(db), cudaFree(dc);
  return c;
}

int main() {
  auto tiled = run<float>("sgemm tiled", false);
  auto plain = run<float>("sgemm naive", true);
  check(tiled == plain, "tiled == naive");
  run<double>("dgemm tiled", false);
  return done();
}
