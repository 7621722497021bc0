// wmma fragments of every type and shape (mma.hpp): each warp (8 in all) fills A, B and C in shared
// memory from its 512 input words (values kept finite: moderate exponents), runs load/mma/store and
// writes D to out[warp*512 ...] (row- or column-major as the kernel says).
#include "common.h"
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;
namespace ex = nvcuda::wmma::experimental;

template <typename T> __device__ __forceinline__ T mk(unsigned u);
template <> __device__ __forceinline__ __half mk<__half>(unsigned u) { return __ushort_as_half((unsigned short)((u & 0x83ff) | (((u >> 10) & 7) + 12) << 10)); }
template <> __device__ __forceinline__ __nv_bfloat16 mk<__nv_bfloat16>(unsigned u) { return __ushort_as_bfloat16((unsigned short)((u & 0x807f) | (((u >> 7) & 7) + 124) << 7)); }
template <> __device__ __forceinline__ float mk<float>(unsigned u) { return __uint_as_float((u & 0x807fffff) | (((u >> 23) & 7) + 124) << 23); }
template <> __device__ __forceinline__ double mk<double>(unsigned u) { return (double)mk<float>(u) * (1.0 + (u & 0xfff) * 0x1p-30); }
template <> __device__ __forceinline__ signed char mk<signed char>(unsigned u) { return (signed char)u; }
template <> __device__ __forceinline__ unsigned char mk<unsigned char>(unsigned u) { return (unsigned char)(u >> 8); }
template <> __device__ __forceinline__ int mk<int>(unsigned u) { return (int)(u % 200001) - 100000; }

// storage type of a wmma element type in memory
template <typename T> struct St { typedef T t; };
template <> struct St<wmma::precision::tf32> { typedef float t; };

template <int M, int N, int K, typename TA, typename TC, typename LA, typename LB, bool COLOUT>
__device__ void run(const unsigned *in, unsigned *out) {
  typedef typename St<TA>::t SA;
  __shared__ __align__(256) unsigned char sm[4][6144];
  int w = threadIdx.x / 32, lane = threadIdx.x % 32, gw = blockIdx.x * 4 + w;
  const unsigned *src = in + gw * 512;
  SA *A = (SA *)sm[w]; SA *B = (SA *)(sm[w] + 2048); TC *C = (TC *)(sm[w] + 4096);
  for (int i = lane; i < M * K; i += 32) A[i] = mk<SA>(src[i % 512]);
  for (int i = lane; i < K * N; i += 32) B[i] = mk<SA>(src[(i + 200) % 512]);
  for (int i = lane; i < M * N; i += 32) C[i] = mk<TC>(src[(i + 400) % 512]);
  __syncwarp();
  wmma::fragment<wmma::matrix_a, M, N, K, TA, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, TA, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, TC> c;
  wmma::load_matrix_sync(a, A, std::is_same<LA, wmma::row_major>::value ? K : M);
  wmma::load_matrix_sync(b, B, std::is_same<LB, wmma::row_major>::value ? N : K);
  wmma::load_matrix_sync(c, C, N, wmma::mem_row_major);
  if (std::is_same<SA, float>::value)
    for (int i = 0; i < a.num_elements; i++) a.x[i] = wmma::__float_to_tf32(a.x[i]);
  wmma::mma_sync(c, a, b, c);
  __syncwarp();
  wmma::store_matrix_sync(C, c, COLOUT ? M : N, COLOUT ? wmma::mem_col_major : wmma::mem_row_major);
  __syncwarp();
  const unsigned *cw = (const unsigned *)C;
  for (int i = lane; i < M * N * (int)sizeof(TC) / 4; i += 32) out[gw * 512 + i] = cw[i];
}
#define R wmma::row_major
#define CM wmma::col_major
#define WK(name, M, N, K, TA, TC, LA, LB, CO) KERNEL(name) { run<M, N, K, TA, TC, LA, LB, CO>(in, out); }
WK(w_f16_f32_rr, 16, 16, 16, __half, float, R, R, false)
WK(w_f16_f32_cc, 16, 16, 16, __half, float, CM, CM, true)
WK(w_f16_f16_rc, 16, 16, 16, __half, __half, R, CM, false)
WK(w_f16_f32_32x8, 32, 8, 16, __half, float, R, CM, false)
WK(w_f16_f16_8x32, 8, 32, 16, __half, __half, CM, R, true)
WK(w_bf16_rr, 16, 16, 16, __nv_bfloat16, float, R, R, false)
WK(w_bf16_32x8, 32, 8, 16, __nv_bfloat16, float, CM, R, false)
WK(w_bf16_8x32, 8, 32, 16, __nv_bfloat16, float, R, CM, true)
WK(w_tf32_rr, 16, 16, 8, wmma::precision::tf32, float, R, R, false)
WK(w_tf32_cc, 16, 16, 8, wmma::precision::tf32, float, CM, CM, true)
WK(w_s8_rr, 16, 16, 16, signed char, int, R, R, false)
WK(w_u8_rc, 16, 16, 16, unsigned char, int, R, CM, true)
WK(w_s8_32x8, 32, 8, 16, signed char, int, R, R, false)
WK(w_u8_8x32, 8, 32, 16, unsigned char, int, CM, R, false)
WK(w_f64_rr, 8, 8, 4, double, double, R, R, false)
WK(w_f64_cc, 8, 8, 4, double, double, CM, CM, true)

// sub-byte: s4/u4 m8n8k32 and b1 m8n8k128, A row-major, B column-major, packed bits straight from in
template <typename T, int K, bool AND>
__device__ void runsub(const unsigned *in, unsigned *out) {
  __shared__ __align__(256) int C[4][64];
  int w = threadIdx.x / 32, lane = threadIdx.x % 32, gw = blockIdx.x * 4 + w;
  const unsigned *src = in + gw * 512;
  wmma::fragment<wmma::matrix_a, 8, 8, K, T, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, K, T, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, K, int> c;
  wmma::load_matrix_sync(a, src, K);
  wmma::load_matrix_sync(b, src + 64, K);
  wmma::load_matrix_sync(c, (const int *)src + 128, 8, wmma::mem_row_major);
  if constexpr (K == 128) {
#ifndef SAFE
    if (!AND) wmma::bmma_sync(c, a, b, c, ex::bmmaBitOpXOR);
#endif
    if (AND) wmma::bmma_sync(c, a, b, c, ex::bmmaBitOpAND);
  } else {
    wmma::mma_sync(c, a, b, c);
  }
  wmma::store_matrix_sync(C[w], c, 8, wmma::mem_row_major);
  __syncwarp();
  for (int i = lane; i < 64; i += 32) out[gw * 512 + i] = C[w][i];
}
KERNEL(w_s4) { runsub<ex::precision::s4, 32, false>(in, out); }
KERNEL(w_u4) { runsub<ex::precision::u4, 32, false>(in, out); }
KERNEL(w_b1_and) { runsub<ex::precision::b1, 128, true>(in, out); }
KERNEL(w_b1_xor) { runsub<ex::precision::b1, 128, false>(in, out); }
