// Common device code for the tensor-core probe (see gen.py). Every kernel has the same
// signature: one warp (one block) per trial; P[blockIdx.x] gives byte offsets of the trial's
// operands inside A, B, C and D, leading dimensions and flags.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>
using namespace nvcuda;

struct Params {
  unsigned offA, offB, offC, offD, lda, ldb, ldc, ldd, clay, satf, r0, r1, r2, r3, r4, r5;
};

#define KARGS const Params *P, const uint8_t *A, const uint8_t *B, const uint8_t *C, uint8_t *D

template <int M, int N, int K, class TA, class TB, class TC, class TD, class LA, class LB, class EA, class EB,
          class EC, class ED>
__device__ __forceinline__ void wmma_body(KARGS) {
  const Params p = P[blockIdx.x];
  wmma::fragment<wmma::matrix_a, M, N, K, TA, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, TB, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, TC> c;
  wmma::fragment<wmma::accumulator, M, N, K, TD> d;
  wmma::load_matrix_sync(a, (const EA *)(A + p.offA), p.lda);
  wmma::load_matrix_sync(b, (const EB *)(B + p.offB), p.ldb);
  wmma::layout_t cl = p.clay ? wmma::mem_col_major : wmma::mem_row_major;
  wmma::load_matrix_sync(c, (const EC *)(C + p.offC), p.ldc, cl);
  wmma::mma_sync(d, a, b, c);
  wmma::store_matrix_sync((ED *)(D + p.offD), d, p.ldd, cl);
}

template <int M, int N, int K, class TA, class LA, class LB, class EA>
__device__ __forceinline__ void wmma_int_body(KARGS) {
  const Params p = P[blockIdx.x];
  wmma::fragment<wmma::matrix_a, M, N, K, TA, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, TA, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, int> c, d;
  wmma::load_matrix_sync(a, (const EA *)(A + p.offA), p.lda);
  wmma::load_matrix_sync(b, (const EA *)(B + p.offB), p.ldb);
  wmma::layout_t cl = p.clay ? wmma::mem_col_major : wmma::mem_row_major;
  wmma::load_matrix_sync(c, (const int *)(C + p.offC), p.ldc, cl);
  wmma::mma_sync(d, a, b, c, p.satf != 0);
  wmma::store_matrix_sync((int *)(D + p.offD), d, p.ldd, cl);
}

template <class TA>
__device__ __forceinline__ void wmma_sub_body(KARGS) {
  const Params p = P[blockIdx.x];
  wmma::fragment<wmma::matrix_a, 8, 8, 32, TA, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, TA, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> c, d;
  wmma::load_matrix_sync(a, (const void *)(A + p.offA), p.lda);
  wmma::load_matrix_sync(b, (const void *)(B + p.offB), p.ldb);
  wmma::layout_t cl = p.clay ? wmma::mem_col_major : wmma::mem_row_major;
  wmma::load_matrix_sync(c, (const int *)(C + p.offC), p.ldc, cl);
  wmma::mma_sync(d, a, b, c, p.satf != 0);
  wmma::store_matrix_sync((int *)(D + p.offD), d, p.ldd, cl);
}

template <int OP>
__device__ __forceinline__ void wmma_b1_body(KARGS) {
  const Params p = P[blockIdx.x];
  wmma::fragment<wmma::matrix_a, 8, 8, 128, wmma::experimental::precision::b1, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, wmma::experimental::precision::b1, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> c, d;
  wmma::load_matrix_sync(a, (const void *)(A + p.offA), p.lda);
  wmma::load_matrix_sync(b, (const void *)(B + p.offB), p.ldb);
  wmma::layout_t cl = p.clay ? wmma::mem_col_major : wmma::mem_row_major;
  wmma::load_matrix_sync(c, (const int *)(C + p.offC), p.ldc, cl);
  wmma::bmma_sync(d, a, b, c, OP ? wmma::experimental::bmmaBitOpAND : wmma::experimental::bmmaBitOpXOR,
                  wmma::experimental::bmmaAccumulateOpPOPC);
  wmma::store_matrix_sync((int *)(D + p.offD), d, p.ldd, cl);
}
