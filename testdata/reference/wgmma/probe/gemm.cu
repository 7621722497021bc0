// A wgmma GEMM as a library writes it (probe kernel; see host.cpp "gemm"): D = A * B^T in f32 for
// f16 A (M x K, row-major) and B (N x K, row-major, i.e. K-major), 128x128 tile per block, two
// warpgroups of 64 rows each, K in tiles of 64 staged through shared memory in the 128-byte
// swizzled K-major layout (16-byte chunk c of row r stored at chunk c ^ (r % 8)), four
// wgmma.m64n128k16 per tile with the descriptors advanced by 32 bytes.
#include <stdint.h>
#ifdef K_wg_gemm_f16
extern "C" __global__ void __launch_bounds__(256) wg_gemm_f16(const uint16_t *A, const uint16_t *B, float *D, int M, int N, int K) {
  extern __shared__ __align__(16) uint8_t sm[];
  const int tid = threadIdx.x, wg = tid / 128, t = tid % 128;
  const int m0 = blockIdx.y * 128, n0 = blockIdx.x * 128;
  uint32_t raw = (uint32_t)__cvta_generic_to_shared(sm);
  uint32_t pad = (1024 - (raw & 1023)) & 1023;
  uint8_t *sA = sm + pad, *sB = sm + pad + 16384;
  float d[64];
  for (int i = 0; i < 64; i++) d[i] = 0.f;
  uint64_t sbase = (raw + pad) >> 4;
  // K-major, 128B swizzle: LBO unused (1), SBO = 1024 bytes between 8-row groups
  uint64_t dA0 = (sbase + (uint64_t)(wg * 64 * 128 >> 4)) | (1ull << 16) | (64ull << 32) | (1ull << 62);
  uint64_t dB0 = (sbase + (16384 >> 4)) | (1ull << 16) | (64ull << 32) | (1ull << 62);
  for (int kt = 0; kt < K; kt += 64) {
    for (int c = tid; c < 1024; c += 256) {
      int r = c / 8, ch = c % 8;
      uint4 va = *(const uint4 *)(A + (size_t)(m0 + r) * K + kt + ch * 8);
      uint4 vb = *(const uint4 *)(B + (size_t)(n0 + r) * K + kt + ch * 8);
      *(uint4 *)(sA + r * 128 + ((ch ^ (r % 8)) * 16)) = va;
      *(uint4 *)(sB + r * 128 + ((ch ^ (r % 8)) * 16)) = vb;
    }
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
    for (int s = 0; s < 4; s++) {
      uint64_t da = dA0 + 2 * s, db = dB0 + 2 * s;
      asm volatile(
          "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
          "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
          "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
          "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
          "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, "
          "%64, %65, 1, 1, 1, 0, 0;\n"
          : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
            "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
            "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
            "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
            "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
            "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
            "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
            "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
          : "l"(da), "l"(db)
          : "memory");
    }
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
    __syncthreads();
  }
  // accumulator fragment (PTX ISA, wgmma D for .f32): warp w of the warpgroup holds rows 16w..16w+15;
  // d[4j + e] is row g + 8 * (e / 2), column 8j + 2q + e % 2 (g = lane / 4, q = lane % 4)
  int w = t / 32, lane = t % 32, g = lane / 4, q = lane % 4;
  for (int i = 0; i < 64; i++) {
    int row = m0 + wg * 64 + w * 16 + g + 8 * ((i >> 1) & 1);
    int col = n0 + (i >> 2) * 8 + q * 2 + (i & 1);
    D[(size_t)row * N + col] = d[i];
  }
}
#endif
