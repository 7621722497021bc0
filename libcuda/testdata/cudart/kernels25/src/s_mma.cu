// s_mma: a 128 x 128 x 256 GEMM on tensor cores written as flash-attention
// style code writes it: 64 x 64 block tiles staged through padded shared
// memory 32 deep, four warps of 32 x 32, ldmatrix.x4 for A and ldmatrix.x2
// .trans for row-major B, mma.sync m16n8k16 with fp32 accumulators, in
// fp16 and in bf16 (inline PTX). Outputs hashed, checked loosely against
// the host's double product.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "k25.h"

constexpr int M = 128, N = 128, K = 256, BM = 64, BN = 64, BK = 32, PAD = 8;

template <bool BF16>
__device__ __forceinline__ void mma(float *d, const unsigned *a, const unsigned *b) {
  if (BF16)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  else
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

template <bool BF16>
__global__ void gemm(const unsigned short *A, const unsigned short *B, float *C) {
  __shared__ __align__(16) unsigned short As[BM][BK + PAD], Bs[BK][BN + PAD];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int wr = warp / 2 * 32, wc = warp % 2 * 32;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[2][4][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    // 128 threads copy 64x32 of A and 32x64 of B, 8 halves (16 bytes) each
    for (int c = threadIdx.x; c < BM * BK / 8; c += blockDim.x) {
      int r = c / (BK / 8), k = c % (BK / 8) * 8;
      *(uint4 *)&As[r][k] = *(const uint4 *)&A[(size_t)(row0 + r) * K + k0 + k];
    }
    for (int c = threadIdx.x; c < BK * BN / 8; c += blockDim.x) {
      int k = c / (BN / 8), n = c % (BN / 8) * 8;
      *(uint4 *)&Bs[k][n] = *(const uint4 *)&B[(size_t)(k0 + k) * N + col0 + n];
    }
    __syncthreads();
    for (int kk = 0; kk < BK; kk += 16) {
      unsigned a[2][4], b[4][2];
      for (int mi = 0; mi < 2; mi++) {
        unsigned addr = (unsigned)__cvta_generic_to_shared(&As[wr + mi * 16 + lane % 16][kk + lane / 16 * 8]);
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                     : "=r"(a[mi][0]), "=r"(a[mi][1]), "=r"(a[mi][2]), "=r"(a[mi][3])
                     : "r"(addr));
      }
      for (int ni = 0; ni < 4; ni++) {
        unsigned addr = (unsigned)__cvta_generic_to_shared(&Bs[kk + lane % 16][wc + ni * 8]);
        asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];" : "=r"(b[ni][0]), "=r"(b[ni][1]) : "r"(addr));
      }
      for (int mi = 0; mi < 2; mi++)
        for (int ni = 0; ni < 4; ni++) mma<BF16>(acc[mi][ni], a[mi], b[ni]);
    }
    __syncthreads();
  }
  int g = lane / 4, t = lane % 4;
  for (int mi = 0; mi < 2; mi++)
    for (int ni = 0; ni < 4; ni++) {
      int r = row0 + wr + mi * 16 + g, c = col0 + wc + ni * 8 + 2 * t;
      C[(size_t)r * N + c] = acc[mi][ni][0];
      C[(size_t)r * N + c + 1] = acc[mi][ni][1];
      C[(size_t)(r + 8) * N + c] = acc[mi][ni][2];
      C[(size_t)(r + 8) * N + c + 1] = acc[mi][ni][3];
    }
}

template <bool BF16>
static void run(const char *what) {
  std::vector<unsigned short> a((size_t)M * K), b((size_t)K * N);
  std::vector<float> af(a.size()), bf(b.size()), c((size_t)M * N);
  unsigned s = BF16 ? 2 : 1;
  auto conv = [&](float x, float &back) -> unsigned short {
    unsigned short h;
    if (BF16) {
      __nv_bfloat16 v = __float2bfloat16_rn(x);
      back = __bfloat162float(v);
      memcpy(&h, &v, 2);
    } else {
      __half v = __float2half_rn(x);
      back = __half2float(v);
      memcpy(&h, &v, 2);
    }
    return h;
  };
  for (size_t i = 0; i < a.size(); i++) a[i] = conv(randf(s, -2, 2), af[i]);
  for (size_t i = 0; i < b.size(); i++) b[i] = conv(randf(s, -2, 2), bf[i]);
  unsigned short *da, *db;
  float *dc;
  OK(cudaMalloc(&da, a.size() * 2));
  OK(cudaMalloc(&db, b.size() * 2));
  OK(cudaMalloc(&dc, c.size() * 4));
  cudaMemcpy(da, a.data(), a.size() * 2, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * 2, cudaMemcpyHostToDevice);
  timed([&] { gemm<BF16><<<dim3(N / BN, M / BM), 128>>>(da, db, dc); });
  OK(cudaMemcpy(c.data(), dc, c.size() * 4, cudaMemcpyDeviceToHost));
  double worst = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double w = 0;
      for (int k = 0; k < K; k++) w += (double)af[i * K + k] * bf[k * N + j];
      worst = fmax(worst, fabs(w - c[i * N + j]));
    }
  printHash(what, c);
  printFloats("  first", c.data(), 4);
  printf("  off the double product by < 1e-3: %s\n", worst < 1e-3 ? "yes" : "no");
  check(worst < 1e-3, what);
  cudaFree(da), cudaFree(db), cudaFree(dc);
}

int main() {
  run<false>("fp16 mma.sync");
  run<true>("bf16 mma.sync");
  return done();
}
