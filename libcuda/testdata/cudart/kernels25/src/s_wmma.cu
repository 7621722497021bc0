// s_wmma: the WMMA API (nvcuda::wmma) as libraries use it: a 128 x 128 x
// 128 GEMM with 16x16x16 half fragments and fp32 accumulators, the same
// with bf16, tf32 (m16n16k8, __float_to_tf32) and a half accumulator;
// loads from global memory row- and column-major, a store to shared memory
// and a bias epilogue. Outputs hashed.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>
#include <type_traits>
#include "k25.h"

using namespace nvcuda;
constexpr int M = 128, N = 128, K = 128;

// each warp one 16x16 tile of C; A row-major, B column-major
template <class In, class Acc, int KS>
__global__ void gemm(const In *A, const In *B, const float *bias, float *C) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int tm = warp / (N / 16), tn = warp % (N / 16);
  using FragIn = typename std::conditional<std::is_same<In, float>::value, wmma::precision::tf32, In>::type;
  wmma::fragment<wmma::matrix_a, 16, 16, KS, FragIn, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, KS, FragIn, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, KS, Acc> c;
  wmma::fill_fragment(c, Acc(0.0f));
  for (int k = 0; k < K; k += KS) {
    wmma::load_matrix_sync(a, A + (size_t)tm * 16 * K + k, K);
    wmma::load_matrix_sync(b, B + (size_t)tn * 16 * K + k, K);
    if constexpr (std::is_same<In, float>::value) {
      for (int i = 0; i < a.num_elements; i++) a.x[i] = wmma::__float_to_tf32(a.x[i]);
      for (int i = 0; i < b.num_elements; i++) b.x[i] = wmma::__float_to_tf32(b.x[i]);
    }
    wmma::mma_sync(c, a, b, c);
  }
  __shared__ __align__(32) Acc tile[8][16 * 16];
  int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  wmma::store_matrix_sync(tile[w], c, 16, wmma::mem_row_major);
  __syncwarp();
  for (int i = lane; i < 256; i += 32) {
    int r = tm * 16 + i / 16, col = tn * 16 + i % 16;
    C[(size_t)r * N + col] = (float)tile[w][i] + bias[col];
  }
}

template <class In, class Acc, int KS>
static void run(const char *what) {
  std::vector<In> a((size_t)M * K), b((size_t)N * K);
  std::vector<float> bias(N), c((size_t)M * N);
  unsigned s = 3;
  for (auto &x : a) x = (In)randf(s, -1, 1);
  for (auto &x : b) x = (In)randf(s, -1, 1);
  for (auto &x : bias) x = randf(s, -1, 1);
  In *da, *db;
  float *dbias, *dc;
  OK(cudaMalloc(&da, a.size() * sizeof(In)));
  OK(cudaMalloc(&db, b.size() * sizeof(In)));
  OK(cudaMalloc(&dbias, N * 4));
  OK(cudaMalloc(&dc, c.size() * 4));
  cudaMemcpy(da, a.data(), a.size() * sizeof(In), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * sizeof(In), cudaMemcpyHostToDevice);
  cudaMemcpy(dbias, bias.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] { gemm<In, Acc, KS><<<M * N / 256 / 8, 256>>>(da, db, dbias, dc); });
  OK(cudaMemcpy(c.data(), dc, c.size() * 4, cudaMemcpyDeviceToHost));
  printHash(what, c);
  printFloats("  first", c.data(), 4);
  cudaFree(da), cudaFree(db), cudaFree(dbias), cudaFree(dc);
}

int main() {
  run<__half, float, 16>("half -> float");
  run<__half, __half, 16>("half -> half");
  run<__nv_bfloat16, float, 16>("bf16 -> float");
  run<float, float, 8>("tf32 -> float");
  return done();
}
