// s_wmma: tensor cores through the C++ API (mma.h) with half inputs:
// the three shapes (16x16x16, 32x8x16, 8x32x16), A and B in row and column
// major, accumulators of float and of half, an accumulator loaded from
// memory in both layouts, fill_fragment, element-wise updates of a
// fragment; inputs chosen so that rounding shows, outputs hashed bit for
// bit, the largest difference from a double-precision host product printed.
#include <mma.h>
#include <cuda_fp16.h>
#include <cmath>
#include "check.h"
using namespace nvcuda;

template <int M, int N, int K, typename LA, typename LB, typename Acc>
__global__ void gemm(const half *a, const half *b, const Acc *c, Acc *d, bool loadC, bool colC, int reps) {
  wmma::fragment<wmma::matrix_a, M, N, K, half, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, half, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, Acc> fc;
  const int lda = std::is_same<LA, wmma::row_major>::value ? K : M;
  const int ldb = std::is_same<LB, wmma::row_major>::value ? N : K;
  if (loadC)
    wmma::load_matrix_sync(fc, c, colC ? M : N, colC ? wmma::mem_col_major : wmma::mem_row_major);
  else
    wmma::fill_fragment(fc, (Acc)0.5f);
  for (int r = 0; r < reps; r++) {
    wmma::load_matrix_sync(fa, a + r * M * K, lda);
    wmma::load_matrix_sync(fb, b + r * K * N, ldb);
    wmma::mma_sync(fc, fa, fb, fc);
  }
  for (int i = 0; i < fc.num_elements; i++) fc.x[i] = fc.x[i] * (Acc)2.0f;
  wmma::store_matrix_sync(d, fc, N, wmma::mem_row_major);
}

static half ha[4 * 32 * 16], hb[4 * 16 * 32];
static float fa[4 * 32 * 16], fb[4 * 16 * 32];

template <int M, int N, int K, typename LA, typename LB, typename Acc>
static void run(const char *name, bool loadC, bool colC) {
  const bool rowA = std::is_same<LA, wmma::row_major>::value, rowB = std::is_same<LB, wmma::row_major>::value;
  const int reps = 3;
  half *a, *b;
  Acc *c, *d;
  OK(cudaMalloc(&a, sizeof ha));
  OK(cudaMalloc(&b, sizeof hb));
  OK(cudaMalloc(&c, M * N * sizeof(Acc)));
  OK(cudaMalloc(&d, M * N * sizeof(Acc)));
  OK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  Acc hc[M * N];
  for (int i = 0; i < M * N; i++) hc[i] = (Acc)((i % 7) * 0.375f - 1.0f);
  OK(cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice));
  gemm<M, N, K, LA, LB, Acc><<<1, 32>>>(a, b, c, d, loadC, colC, reps);
  OK(cudaGetLastError());
  Acc hd[M * N];
  OK(cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost));
  double maxErr = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = loadC ? (double)(float)hc[colC ? j * M + i : i * N + j] : 0.5;
      for (int r = 0; r < reps; r++)
        for (int k = 0; k < K; k++) {
          double x = fa[r * M * K + (rowA ? i * K + k : k * M + i)], y = fb[r * K * N + (rowB ? k * N + j : j * K + k)];
          s += x * y;
        }
      maxErr = fmax(maxErr, fabs(2 * s - (double)(float)hd[i * N + j]) / fmax(1.0, fabs(2 * s)));
    }
  const double bound = sizeof(Acc) == 2 ? 2e-2 : 1e-3; // half accumulates in half
  printf("%-34s d[0]=%.9g d[last]=%.9g rel err %s fnv %016llx\n", name, (double)(float)hd[0], (double)(float)hd[M * N - 1], maxErr < bound ? "small" : "LARGE", fnv(hd, sizeof hd));
  check(maxErr < bound, name);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  cudaFree(d);
}

int main() {
  unsigned s = 12345;
  for (int i = 0; i < 4 * 32 * 16; i++) {
    float x = ((int)(lcg(s) % 2001) - 1000) / 997.0f * ((i % 5) ? 1.0f : 16.0f);
    float y = ((int)(lcg(s) % 2001) - 1000) / 1009.0f * ((i % 3) ? 1.0f : 0.0625f);
    ha[i] = __float2half(x), hb[i] = __float2half(y);
    fa[i] = __half2float(ha[i]), fb[i] = __half2float(hb[i]);
  }
  using R = wmma::row_major;
  using C = wmma::col_major;
  run<16, 16, 16, R, R, float>("16x16x16 row row f32", false, false);
  run<16, 16, 16, R, C, float>("16x16x16 row col f32", true, false);
  run<16, 16, 16, C, R, float>("16x16x16 col row f32 (C col)", true, true);
  run<16, 16, 16, C, C, float>("16x16x16 col col f32", false, false);
  run<16, 16, 16, R, R, half>("16x16x16 row row f16", false, false);
  run<16, 16, 16, R, C, half>("16x16x16 row col f16 (C)", true, false);
  run<16, 16, 16, C, C, half>("16x16x16 col col f16 (C col)", true, true);
  run<32, 8, 16, R, R, float>("32x8x16 row row f32", true, false);
  run<32, 8, 16, C, C, float>("32x8x16 col col f32", false, false);
  run<32, 8, 16, R, C, half>("32x8x16 row col f16", true, false);
  run<8, 32, 16, R, R, float>("8x32x16 row row f32", true, true);
  run<8, 32, 16, C, R, half>("8x32x16 col row f16", false, false);
  return finish();
}
