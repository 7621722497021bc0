// s_wmma_types: the other tensor-core types of mma.h: bf16 (16x16x16,
// 32x8x16), tf32 (16x16x8, inputs rounded by __float_to_tf32 and not),
// signed and unsigned 8-bit integers with int accumulators (16x16x16 and
// 8x32x16, exact: checked against the host) and double (8x8x4), in row and
// column layouts; outputs hashed bit for bit.
#include <mma.h>
#include <cuda_bf16.h>
#include <cmath>
#include "check.h"
using namespace nvcuda;

template <typename Tin, typename Tfrag, int M, int N, int K, typename LA, typename LB, typename Acc>
__global__ void gemm(const Tin *a, const Tin *b, Acc *d, int reps, bool roundTf32) {
  wmma::fragment<wmma::matrix_a, M, N, K, Tfrag, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, Tfrag, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, Acc> fc;
  const int lda = std::is_same<LA, wmma::row_major>::value ? K : M;
  const int ldb = std::is_same<LB, wmma::row_major>::value ? N : K;
  wmma::fill_fragment(fc, (Acc)1);
  for (int r = 0; r < reps; r++) {
    wmma::load_matrix_sync(fa, a + r * M * K, lda);
    wmma::load_matrix_sync(fb, b + r * K * N, ldb);
    if constexpr (std::is_same<Tfrag, wmma::precision::tf32>::value) {
      if (roundTf32) {
        for (int i = 0; i < fa.num_elements; i++) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
        for (int i = 0; i < fb.num_elements; i++) fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
      }
    }
    wmma::mma_sync(fc, fa, fb, fc);
  }
  wmma::store_matrix_sync(d, fc, N, wmma::mem_row_major);
}

template <typename Tin, typename Tfrag, int M, int N, int K, typename LA, typename LB, typename Acc>
static void run(const char *name, const Tin *ha, const Tin *hb, const double *va, const double *vb, bool exact, bool roundTf32 = false) {
  const bool rowA = std::is_same<LA, wmma::row_major>::value, rowB = std::is_same<LB, wmma::row_major>::value;
  const int reps = 2;
  Tin *a, *b;
  Acc *d;
  OK(cudaMalloc(&a, reps * M * K * sizeof(Tin)));
  OK(cudaMalloc(&b, reps * K * N * sizeof(Tin)));
  OK(cudaMalloc(&d, M * N * sizeof(Acc)));
  OK(cudaMemcpy(a, ha, reps * M * K * sizeof(Tin), cudaMemcpyHostToDevice));
  OK(cudaMemcpy(b, hb, reps * K * N * sizeof(Tin), cudaMemcpyHostToDevice));
  gemm<Tin, Tfrag, M, N, K, LA, LB, Acc><<<1, 32>>>(a, b, d, reps, roundTf32);
  OK(cudaGetLastError());
  Acc hd[M * N];
  OK(cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost));
  double maxErr = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = 1;
      for (int r = 0; r < reps; r++)
        for (int k = 0; k < K; k++) s += va[r * M * K + (rowA ? i * K + k : k * M + i)] * vb[r * K * N + (rowB ? k * N + j : j * K + k)];
      maxErr = fmax(maxErr, fabs(s - (double)hd[i * N + j]) / fmax(1.0, fabs(s)));
    }
  printf("%-28s d[0]=%.17g d[last]=%.17g %s fnv %016llx\n", name, (double)hd[0], (double)hd[M * N - 1], maxErr == 0 ? "exact" : maxErr < 1e-2 ? "close" : "FAR", fnv(hd, sizeof hd));
  check(exact ? maxErr == 0 : maxErr < 1e-2, name);
  cudaFree(a);
  cudaFree(b);
  cudaFree(d);
}

const int MAX = 2 * 32 * 16;
static __nv_bfloat16 bfa[MAX], bfb[MAX];
static float ffa[MAX], ffb[MAX];
static signed char s8a[MAX], s8b[MAX];
static unsigned char u8a[MAX], u8b[MAX];
static double da[MAX], db[MAX], va[MAX], vb[MAX], vs8a[MAX], vs8b[MAX], vu8a[MAX], vu8b[MAX], vda[MAX], vdb[MAX];

int main() {
  unsigned s = 777;
  for (int i = 0; i < MAX; i++) {
    float x = ((int)(lcg(s) % 20001) - 10000) / 3333.0f, y = ((int)(lcg(s) % 20001) - 10000) / 7777.0f;
    bfa[i] = __float2bfloat16(x), bfb[i] = __float2bfloat16(y);
    va[i] = __bfloat162float(bfa[i]), vb[i] = __bfloat162float(bfb[i]);
    ffa[i] = x * 1.0001f, ffb[i] = y * 0.9999f;
    s8a[i] = (signed char)(lcg(s) & 255), s8b[i] = (signed char)(lcg(s) & 255);
    u8a[i] = (unsigned char)(lcg(s) & 255), u8b[i] = (unsigned char)(lcg(s) & 255);
    vs8a[i] = s8a[i], vs8b[i] = s8b[i], vu8a[i] = u8a[i], vu8b[i] = u8b[i];
    da[i] = x / 3.0, db[i] = y * 1.1;
    vda[i] = da[i], vdb[i] = db[i];
  }
  static double vfa[MAX], vfb[MAX];
  for (int i = 0; i < MAX; i++) vfa[i] = ffa[i], vfb[i] = ffb[i];
  using R = wmma::row_major;
  using C = wmma::col_major;
  run<__nv_bfloat16, __nv_bfloat16, 16, 16, 16, R, C, float>("bf16 16x16x16 row col", bfa, bfb, va, vb, false);
  run<__nv_bfloat16, __nv_bfloat16, 16, 16, 16, C, R, float>("bf16 16x16x16 col row", bfa, bfb, va, vb, false);
  run<__nv_bfloat16, __nv_bfloat16, 32, 8, 16, R, R, float>("bf16 32x8x16 row row", bfa, bfb, va, vb, false);
  run<float, wmma::precision::tf32, 16, 16, 8, R, R, float>("tf32 16x16x8 row row", ffa, ffb, vfa, vfb, false);
  run<float, wmma::precision::tf32, 16, 16, 8, R, C, float>("tf32 16x16x8 rounded", ffa, ffb, vfa, vfb, false, true);
  run<float, wmma::precision::tf32, 16, 16, 8, C, C, float>("tf32 16x16x8 col col rounded", ffa, ffb, vfa, vfb, false, true);
  run<signed char, signed char, 16, 16, 16, R, C, int>("s8 16x16x16 row col", s8a, s8b, vs8a, vs8b, true);
  run<signed char, signed char, 8, 32, 16, R, R, int>("s8 8x32x16 row row", s8a, s8b, vs8a, vs8b, true);
  run<unsigned char, unsigned char, 16, 16, 16, C, R, int>("u8 16x16x16 col row", u8a, u8b, vu8a, vu8b, true);
  run<unsigned char, unsigned char, 32, 8, 16, R, C, int>("u8 32x8x16 row col", u8a, u8b, vu8a, vu8b, true);
  run<double, double, 8, 8, 4, R, R, double>("f64 8x8x4 row row", da, db, vda, vdb, false);
  run<double, double, 8, 8, 4, C, R, double>("f64 8x8x4 col row", da, db, vda, vdb, false);
  return finish();
}
