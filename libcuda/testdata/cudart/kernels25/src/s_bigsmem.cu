// s_bigsmem: a GEMM whose block tiles need more than the default 48 KiB of
// shared memory (128 x 32 of A and 32 x 128 of B, double-buffered: 64
// KiB of dynamic shared memory after cudaFuncSetAttribute), filled with
// cp.async (16 bytes, __pipeline primitives) one stage ahead. 256 x 256 x
// 128 in fp32; hashed, and compared with a plain kernel's (same order).
#include <cuda_pipeline.h>
#include "k25.h"

constexpr int M = 256, N = 256, K = 128, BM = 128, BN = 128, BK = 32, THREADS = 256;
constexpr int SMEM = 2 * (BM * BK + BK * BN) * 4;

__global__ void gemm(const float *A, const float *B, float *C) {
  extern __shared__ __align__(16) float sm[];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  auto As = [&](int st) { return sm + st * (BM * BK + BK * BN); };
  auto Bs = [&](int st) { return sm + st * (BM * BK + BK * BN) + BM * BK; };
  auto load = [&](int st, int k0) {
    for (int c = threadIdx.x; c < BM * BK / 4; c += THREADS) {
      int r = c / (BK / 4), k = c % (BK / 4) * 4;
      __pipeline_memcpy_async(As(st) + r * BK + k, A + (size_t)(row0 + r) * K + k0 + k, 16);
    }
    for (int c = threadIdx.x; c < BK * BN / 4; c += THREADS) {
      int k = c / (BN / 4), n = c % (BN / 4) * 4;
      __pipeline_memcpy_async(Bs(st) + k * BN + n, B + (size_t)(k0 + k) * N + col0 + n, 16);
    }
    __pipeline_commit();
  };
  float acc[8][8] = {};
  load(0, 0);
  for (int k0 = 0, st = 0; k0 < K; k0 += BK, st ^= 1) {
    if (k0 + BK < K) load(st ^ 1, k0 + BK);
    else __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    for (int k = 0; k < BK; k++)
      for (int i = 0; i < 8; i++) {
        float a = As(st)[(ty * 8 + i) * BK + k];
        for (int j = 0; j < 8; j++) acc[i][j] = fmaf(a, Bs(st)[k * BN + tx * 8 + j], acc[i][j]);
      }
    __syncthreads();
  }
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) C[(size_t)(row0 + ty * 8 + i) * N + col0 + tx * 8 + j] = acc[i][j];
}

__global__ void plain(const float *A, const float *B, float *C) {
  int r = blockIdx.y * 16 + threadIdx.y, c = blockIdx.x * 16 + threadIdx.x;
  float acc = 0;
  for (int k = 0; k < K; k++) acc = fmaf(A[r * K + k], B[k * N + c], acc);
  C[r * N + c] = acc;
}

int main() {
  std::vector<float> a(M * K), b(K * N), c(M * N), d(M * N);
  unsigned s = 44;
  for (auto &x : a) x = randf(s, -1, 1);
  for (auto &x : b) x = randf(s, -1, 1);
  float *da, *db, *dc;
  REQUIRE(cudaMalloc(&da, a.size() * 4));
  REQUIRE(cudaMalloc(&db, b.size() * 4));
  REQUIRE(cudaMalloc(&dc, c.size() * 4));
  cudaMemcpy(da, a.data(), a.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * 4, cudaMemcpyHostToDevice);
  printf("dynamic shared memory %d bytes\n", SMEM);
  gemm<<<dim3(N / BN, M / BM), THREADS, SMEM>>>(da, db, dc);
  EXPECT(cudaGetLastError(), cudaErrorInvalidValue);
  OK(cudaFuncSetAttribute(gemm, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM));
  timed([&] { gemm<<<dim3(N / BN, M / BM), THREADS, SMEM>>>(da, db, dc); });
  OK(cudaGetLastError());
  OK(cudaMemcpy(c.data(), dc, c.size() * 4, cudaMemcpyDeviceToHost));
  timed([&] { plain<<<dim3(N / 16, M / 16), dim3(16, 16)>>>(da, db, dc); });
  OK(cudaMemcpy(d.data(), dc, d.size() * 4, cudaMemcpyDeviceToHost));
  printHash("cp.async gemm", c);
  printHash("plain gemm", d);
  check(c == d, "cp.async gemm == plain");
  return done();
}
