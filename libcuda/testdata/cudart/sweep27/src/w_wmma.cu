// w_wmma: the warp matrix functions of nvcc 11.8's mma.h on sm_80 with
// integer-valued inputs, so that every product and sum is exact in the
// accumulator and the result is defined whatever the order of the
// additions: half (float and half accumulators), bf16 and tf32 (float),
// double (m8n8k4), s8/u8 (int), the sub-byte s4/u4 (m8n8k32) and b1
// (m8n8k128, XOR and AND with popc), every shape, row- and column-major
// A and B, C loaded and D stored in both memory layouts. The host multiplies
// the same integers.
#include "sw27.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;
namespace wx = nvcuda::wmma::experimental;

// Storage: the element type a fragment of T loads from memory.
template <class T> struct Storage { typedef T type; };
template <> struct Storage<wmma::precision::tf32> { typedef float type; };
template <> struct Storage<wx::precision::s4> { typedef int type; };
template <> struct Storage<wx::precision::u4> { typedef unsigned type; };
template <> struct Storage<wx::precision::b1> { typedef unsigned type; };

template <class T, class Acc, int M, int N, int K, class LA, class LB, int Op>
__global__ void mmaKernel(const typename Storage<T>::type *a, const typename Storage<T>::type *b, const Acc *c, Acc *d,
                          int lda, int ldb, bool colC) {
  wmma::fragment<wmma::matrix_a, M, N, K, T, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, T, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, Acc> fc;
  wmma::load_matrix_sync(fa, a, lda);
  wmma::load_matrix_sync(fb, b, ldb);
  wmma::layout_t lc = colC ? wmma::mem_col_major : wmma::mem_row_major;
  wmma::load_matrix_sync(fc, c, colC ? M : N, lc);
  if constexpr (std::is_same_v<T, wx::precision::b1>)
    wmma::bmma_sync(fc, fa, fb, fc, Op ? wx::bmmaBitOpAND : wx::bmmaBitOpXOR);
  else
    wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(d, fc, colC ? M : N, lc);
}

// Host-side encodings of small integers.
template <class S> S encode(long long v);
template <> __half encode<__half>(long long v) { unsigned short b = (unsigned short)intTo(v, 10, 5); __half h; memcpy(&h, &b, 2); return h; }
template <> __nv_bfloat16 encode<__nv_bfloat16>(long long v) { unsigned short b = (unsigned short)intTo(v, 7, 8); __nv_bfloat16 h; memcpy(&h, &b, 2); return h; }
template <> float encode<float>(long long v) { return (float)v; }
template <> double encode<double>(long long v) { return (double)v; }
template <> int encode<int>(long long v) { return (int)v; }
template <> signed char encode<signed char>(long long v) { return (signed char)v; }
template <> unsigned char encode<unsigned char>(long long v) { return (unsigned char)v; }
template <class S> long long decodeAcc(S v);
template <> long long decodeAcc<float>(float v) { return (long long)v; }
template <> long long decodeAcc<double>(double v) { return (long long)v; }
template <> long long decodeAcc<int>(int v) { return v; }
template <> long long decodeAcc<__half>(__half v) {
  unsigned short b;
  memcpy(&b, &v, 2);
  bool neg;
  unsigned long long mag;
  int e;
  decode(b, 10, 5, neg, mag, e);
  long long x = e >= 0 ? (long long)(mag << e) : (long long)(mag >> -e);
  return neg ? -x : x;
}

// bitsOf is how many bits an element of T takes in memory (sub-byte types).
template <class T> constexpr int bitsOf() {
  if constexpr (std::is_same_v<T, wx::precision::s4> || std::is_same_v<T, wx::precision::u4>) return 4;
  else if constexpr (std::is_same_v<T, wx::precision::b1>) return 1;
  else return 0;
}

template <class T, class Acc, int M, int N, int K, class LA, class LB, int Op = 0>
void run(const char *name, long long lo, long long hi) {
  using S = typename Storage<T>::type;
  constexpr int bits = bitsOf<T>();
  constexpr bool aRow = std::is_same_v<LA, wmma::row_major>, bRow = std::is_same_v<LB, wmma::row_major>;
  unsigned long long s = M * 131 + N * 17 + K + Op + aRow * 3 + bRow * 5 + sizeof(Acc);
  std::vector<long long> A(M * K), B(K * N), C(M * N);
  for (auto &v : A) v = lo + (long long)(rnd64(s) % (unsigned long long)(hi - lo + 1));
  for (auto &v : B) v = lo + (long long)(rnd64(s) % (unsigned long long)(hi - lo + 1));
  for (auto &v : C) v = (long long)(rnd64(s) % 41) - 20;
  if (bits == 1 || std::is_same_v<T, unsigned char>) for (auto &v : C) v = v < 0 ? -v : v;
  int lda = aRow ? K : M, ldb = bRow ? N : K;
  auto aAt = [&](int i, int k) { return aRow ? i * lda + k : k * lda + i; };
  auto bAt = [&](int k, int j) { return bRow ? k * ldb + j : j * ldb + k; };
  std::vector<S> a, b;
  if constexpr (bits != 0) {
    const int per = 32 / bits;
    a.assign(M * K / per, 0), b.assign(K * N / per, 0);
    for (int i = 0; i < M; i++)
      for (int k = 0; k < K; k++) {
        int e = aAt(i, k);
        a[e / per] |= (S)(((unsigned long long)A[i * K + k] & ((1u << bits) - 1)) << (bits * (e % per)));
      }
    for (int k = 0; k < K; k++)
      for (int j = 0; j < N; j++) {
        int e = bAt(k, j);
        b[e / per] |= (S)(((unsigned long long)B[k * N + j] & ((1u << bits) - 1)) << (bits * (e % per)));
      }
  } else {
    a.resize(M * K), b.resize(K * N);
    for (int i = 0; i < M; i++)
      for (int k = 0; k < K; k++) a[aAt(i, k)] = encode<S>(A[i * K + k]);
    for (int k = 0; k < K; k++)
      for (int j = 0; j < N; j++) b[bAt(k, j)] = encode<S>(B[k * N + j]);
  }
  std::vector<long long> want(M * N);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      long long acc = C[i * N + j];
      for (int k = 0; k < K; k++) {
        long long x = A[i * K + k], y = B[k * N + j];
        acc += bits == 1 ? (Op ? (x & y) : (x ^ y)) : x * y;
      }
      want[i * N + j] = acc;
    }
  for (int colC = 0; colC < 2; colC++) {
    std::vector<Acc> c(M * N);
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) c[colC ? j * M + i : i * N + j] = encode<Acc>(C[i * N + j]);
    Dev<S> da(a), db(b);
    Dev<Acc> dc(c), dd(M * N);
    mmaKernel<T, Acc, M, N, K, LA, LB, Op><<<1, 32>>>(da.p, db.p, dc.p, dd.p, lda, ldb, colC);
    cudaError_t e = cudaDeviceSynchronize();
    char what[96];
    snprintf(what, sizeof what, "%s m%dn%dk%d %s.%s C/D %s", name, M, N, K, aRow ? "row" : "col", bRow ? "row" : "col", colC ? "col" : "row");
    if (e != cudaSuccess) {
      printf("%s: %s\n", what, cudaGetErrorName(e));
      failures++;
      cudaGetLastError();
      return;
    }
    std::vector<Acc> d = dd.get();
    std::vector<long long> got(M * N);
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) got[i * N + j] = decodeAcc<Acc>(d[colC ? j * M + i : i * N + j]);
    compare(what, got, want);
  }
}

using R = wmma::row_major;
using C = wmma::col_major;

int main() {
  run<__half, float, 16, 16, 16, R, C>("half/float", -8, 8);
  run<__half, float, 16, 16, 16, C, R>("half/float", -8, 8);
  run<__half, float, 32, 8, 16, R, R>("half/float", -8, 8);
  run<__half, float, 8, 32, 16, C, C>("half/float", -8, 8);
  run<__half, __half, 16, 16, 16, R, C>("half/half", -3, 3);
  run<__half, __half, 32, 8, 16, C, R>("half/half", -3, 3);
  run<__nv_bfloat16, float, 16, 16, 16, R, C>("bf16/float", -16, 16);
  run<__nv_bfloat16, float, 32, 8, 16, C, C>("bf16/float", -16, 16);
  run<__nv_bfloat16, float, 8, 32, 16, R, R>("bf16/float", -16, 16);
  run<wmma::precision::tf32, float, 16, 16, 8, R, C>("tf32/float", -100, 100);
  run<wmma::precision::tf32, float, 16, 16, 8, C, R>("tf32/float", -100, 100);
  run<double, double, 8, 8, 4, R, C>("double", -100000, 100000);
  run<double, double, 8, 8, 4, C, R>("double", -100000, 100000);
  run<signed char, int, 16, 16, 16, R, C>("s8/int", -128, 127);
  run<signed char, int, 32, 8, 16, C, R>("s8/int", -128, 127);
  run<unsigned char, int, 8, 32, 16, R, R>("u8/int", 0, 255);
  run<unsigned char, int, 16, 16, 16, C, C>("u8/int", 0, 255);
  run<wx::precision::s4, int, 8, 8, 32, R, C>("s4/int", -8, 7);
  run<wx::precision::u4, int, 8, 8, 32, R, C>("u4/int", 0, 15);
  run<wx::precision::b1, int, 8, 8, 128, R, C, 0>("b1 xor/int", 0, 1);
  run<wx::precision::b1, int, 8, 8, 128, R, C, 1>("b1 and/int", 0, 1);
  return finish();
}
