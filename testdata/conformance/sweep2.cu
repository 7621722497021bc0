// More of what CUDA 13 headers emit for sm_90 (see sweep.cu): vector and half atomics, 16-bit
// atomicCAS, the fp8 e8m0 / fp6 / fp4 conversions, the mbarrier primitives of
// cuda_awbarrier_primitives.h, cuda::std::atomic, grid-level (non-sync) cooperative_groups
// queries, cache-hinted stores. Same kernel shape as sweep.cu: 2 blocks of 128 threads, 32 words
// a thread (sweep2/*.case).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/std/atomic>
#include <cuda_awbarrier_primitives.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#if __CUDACC_VER_MAJOR__ >= 13
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#endif
#include <stdint.h>
namespace cg = cooperative_groups;

#define W 32
#define T (blockIdx.x * blockDim.x + threadIdx.x)
#define OUT uint32_t *o = out + (size_t)T * W; int k = 0;
#define PUT(x) o[k++] = (uint32_t)(x)
#define FILL for (; k < W; k++) o[k] = 0xdeadbeef;

__device__ float2 g_f2[8];
__device__ float4 g_f4[8];
__device__ __half2 g_h2[8];
__device__ __nv_bfloat162 g_b2[8];
__device__ double g_d[8];
__device__ unsigned short g_u16[16];
__device__ uint32_t g_u32[16];

#if !defined(ONLY) || ONLY == 1
extern "C" __global__ void sw2_atomics(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t v = in[T];
  float x = (float)(v & 0xff) * 0.25f;
#if __CUDACC_VER_MAJOR__ >= 12
  atomicAdd(&g_f2[v & 7], make_float2(x, 1.0f));
  atomicAdd(&g_f4[v & 7], make_float4(x, 1.0f, 2.0f, -x));
#endif
  atomicAdd(&g_h2[v & 7], __floats2half2_rn(0.5f, 0.25f));
  atomicAdd(&g_b2[v & 7], __floats2bfloat162_rn(0.5f, 0.25f));
  atomicAdd(&g_d[v & 7], (double)x);
  atomicAdd((__half *)&g_u16[v & 15], __float2half(1.0f));
  unsigned short old = atomicCAS(&g_u16[8 + (v & 7)], (unsigned short)0, (unsigned short)(v | 1));
  PUT(old == 0 || old != 0);
  atomicMax(&g_u32[v & 15], v);
  __syncthreads();
  __threadfence();
  PUT(1);
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 2
extern "C" __global__ void sw2_fp_small(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t ra = in[T], rb = in[T + 256];
  float f = __uint_as_float((ra & 0x83ffffff) | 0x3c000000), g = __uint_as_float(rb);
#if __CUDACC_VER_MAJOR__ >= 13
  __nv_fp8_e8m0 e8(f);
  PUT(e8.__x);
  PUT(__float_as_uint((float)e8));
  PUT(__nv_cvt_float_to_e8m0(g, __NV_SATFINITE, cudaRoundPosInf));
  __nv_fp6_e2m3 p6(f);
  __nv_fp6_e3m2 q6(g);
  PUT(p6.__x | q6.__x << 8);
  PUT(__float_as_uint((float)p6));
  __nv_fp4_e2m1 p4(f);
  PUT(p4.__x);
  PUT(__float_as_uint((float)p4));
  __nv_fp4x2_e2m1 p42(make_float2(f, g));
  PUT(p42.__x);
  __nv_fp6x2_e2m3 p62(make_float2(f, -f));
  PUT(p62.__x);
#endif
  __nv_fp8x2_e5m2 e52(make_float2(f, g));
  PUT(e52.__x);
  __half2 h2 = (__half2)e52;
  PUT(*(uint32_t *)&h2);
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 3
extern "C" __global__ void sw2_mbarrier(const uint32_t *in, uint32_t *out) {
  OUT
  __shared__ __mbarrier_t bar;
  __shared__ uint32_t sh[128];
  if (threadIdx.x == 0) __mbarrier_init(&bar, blockDim.x);
  __syncthreads();
  sh[threadIdx.x] = in[T] + 1;
  __mbarrier_token_t tok = __mbarrier_arrive(&bar);
  while (!__mbarrier_test_wait(&bar, tok)) {
  }
  PUT(sh[(threadIdx.x + 5) & 127]);
  PUT(__mbarrier_maximum_count() > 0);
  __syncthreads();
  if (threadIdx.x == 0) __mbarrier_inval(&bar);
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 4
__device__ cuda::std::atomic<int> g_atomic;
extern "C" __global__ void sw2_misc(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t v = in[T];
  g_atomic.fetch_add(1, cuda::std::memory_order_relaxed);
  cg::grid_group grid = cg::this_grid();
  PUT(grid.thread_rank());
  PUT(grid.num_threads());
  PUT(grid.dim_blocks().x | grid.block_index().x << 16);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(cg::this_thread_block());
  PUT(cg::reduce(t16, v, cg::less<uint32_t>()));
  t16.sync();
  PUT(t16.shfl_up(v, 2));
  __stcs(&out[(size_t)T * W + 30], v);
  __stwt(&out[(size_t)T * W + 31], v ^ 1);
  __stcg(&o[k++], v + 2);
  __stwb(&o[k++], v + 3);
  PUT(__ldg(&in[(T + 9) & 1023]));
  while (k < 30) o[k++] = 0xdeadbeef;
}
#endif
