// What CUDA headers emit: kernels that call the inline-PTX functions of cuda_fp16.hpp,
// cuda_bf16.hpp, cuda_fp8.hpp, cooperative_groups (not grid sync), cuda/barrier, cuda/pipeline,
// cuda::atomic_ref, the cp.async and mbarrier primitives and the sm_80/sm_90 integer intrinsics.
// Every kernel has the same shape: sw_NAME(const uint32_t *in, uint32_t *out), 2 blocks of 128
// threads, up to 32 output words a thread (sweep/*.case, made by gen-sweep-cases.sh).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_pipeline.h>
#include <stdint.h>
namespace cg = cooperative_groups;

#define W 32
#define T (blockIdx.x * blockDim.x + threadIdx.x)
#define OUT uint32_t *o = out + (size_t)T * W; int k = 0;
#define PUT(x) o[k++] = (uint32_t)(x)
#define FILL for (; k < W; k++) o[k] = 0xdeadbeef;
template <class H> __device__ uint32_t bits2(H h) { uint32_t u; memcpy(&u, &h, 4); return u; }
template <class H> __device__ uint32_t bits1(H h) { uint16_t u; memcpy(&u, &h, 2); return u; }

#if !defined(ONLY) || ONLY == 1
extern "C" __global__ void sw_half(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t ra = in[T], rb = in[T + 256], rc = in[T + 512];
  __half2 a = *(__half2 *)&ra, b = *(__half2 *)&rb, c = *(__half2 *)&rc;
  __half x = a.x, y = b.y, z = c.x;
  PUT(bits2(__hadd2(a, b))); PUT(bits2(__hsub2_sat(a, b))); PUT(bits2(__hmul2_rn(a, b)));
  PUT(bits2(__hfma2(a, b, c))); PUT(bits2(__hfma2_relu(a, b, c))); PUT(bits2(__hmax2(a, b)));
  PUT(bits2(__hmin2_nan(a, b))); PUT(bits2(__h2div(a, b))); PUT(bits2(__hneg2(a))); PUT(bits2(__habs2(a)));
  PUT(bits2(h2sqrt(a))); PUT(bits2(h2rcp(a))); PUT(bits2(h2exp(a))); PUT(bits2(h2log2(a))); PUT(bits2(h2sin(a)));
  PUT(bits2(h2cos(a))); PUT(bits2(h2rint(a))); PUT(bits2(h2trunc(a)));
  PUT(bits1(__hdiv(x, y)) | bits1(hexp10(x)) << 16); PUT(bits1(hrsqrt(x)) | bits1(__hfma_relu(x, y, z)) << 16);
  PUT(__half2int_rz(x)); PUT(__half2uint_rd(y)); PUT(bits1(__int2half_rn((int)ra)) | bits1(__ull2half_rz(rb)) << 16);
  PUT(__float_as_uint(__half2float(x))); PUT(bits2(__floats2half2_rn(__uint_as_float(ra), __uint_as_float(rb))));
  PUT(bits2(__hisnan2(a))); PUT(bits2(__hcmadd(a, b, c)));
  PUT(bits1(__shfl_xor_sync(0xffffffff, x, 1)));
  PUT(bits2(__hmax2_nan(a, b))); PUT(bits1(__float2half_rz(__uint_as_float(rc))));
#if __CUDACC_VER_MAJOR__ >= 12
  PUT(bits1(htanh_approx(x)));
#endif
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 2
extern "C" __global__ void sw_bf16(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t ra = in[T], rb = in[T + 256], rc = in[T + 512];
  __nv_bfloat162 a = *(__nv_bfloat162 *)&ra, b = *(__nv_bfloat162 *)&rb, c = *(__nv_bfloat162 *)&rc;
  __nv_bfloat16 x = a.x, y = b.y, z = c.x;
  PUT(bits2(__hadd2(a, b))); PUT(bits2(__hsub2_sat(a, b))); PUT(bits2(__hmul2_rn(a, b)));
  PUT(bits2(__hfma2(a, b, c))); PUT(bits2(__hfma2_relu(a, b, c))); PUT(bits2(__hmax2(a, b)));
  PUT(bits2(__hmin2_nan(a, b))); PUT(bits2(__h2div(a, b))); PUT(bits2(__hneg2(a))); PUT(bits2(__habs2(a)));
  PUT(bits2(h2sqrt(a))); PUT(bits2(h2rcp(a))); PUT(bits2(h2exp(a))); PUT(bits2(h2log2(a))); PUT(bits2(h2sin(a)));
  PUT(bits2(h2cos(a))); PUT(bits2(h2rint(a))); PUT(bits2(h2trunc(a)));
  PUT(bits1(__hdiv(x, y)) | bits1(hexp10(x)) << 16); PUT(bits1(hrsqrt(x)) | bits1(__hfma_relu(x, y, z)) << 16);
  PUT(__bfloat162int_rz(x)); PUT(__bfloat162uint_rd(y)); PUT(bits1(__int2bfloat16_rn((int)ra)) | bits1(__ull2bfloat16_rz(rb)) << 16);
  PUT(__float_as_uint(__bfloat162float(x))); PUT(bits2(__floats2bfloat162_rn(__uint_as_float(ra), __uint_as_float(rb))));
  PUT(bits2(__hcmadd(a, b, c))); PUT(bits1(__shfl_xor_sync(0xffffffff, x, 1)));
  PUT(bits2(__hmax2_nan(a, b))); PUT(bits1(__float2bfloat16_rz(__uint_as_float(rc))));
  PUT(bits2(__hfma2(a, b, c)) ^ bits2(__float22bfloat162_rn(make_float2(__uint_as_float(rb), __uint_as_float(rc)))));
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 3
extern "C" __global__ void sw_fp8(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t ra = in[T], rb = in[T + 256];
  float f = __uint_as_float(ra), g = __uint_as_float((rb & 0x83ffffff) | 0x3c000000);
  __nv_fp8_e4m3 e4(g);
  __nv_fp8_e5m2 e5(g);
  PUT(e4.__x); PUT(e5.__x); PUT(__float_as_uint((float)e4)); PUT(__float_as_uint((float)e5));
  PUT(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3)); PUT(__nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2));
  PUT(__nv_cvt_float2_to_fp8x2(make_float2(f, g), __NV_SATFINITE, __NV_E4M3));
  PUT(__nv_cvt_double_to_fp8((double)g * 3, __NV_SATFINITE, __NV_E5M2));
  __half_raw hr = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)ra, __NV_E4M3); PUT(hr.x);
  __half2_raw h2 = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)rb, __NV_E5M2); PUT(h2.x | (uint32_t)h2.y << 16);
  __half2_raw in2; in2.x = (unsigned short)ra; in2.y = (unsigned short)(ra >> 16);
  PUT(__nv_cvt_halfraw2_to_fp8x2(in2, __NV_SATFINITE, __NV_E4M3));
  __nv_bfloat16_raw br; br.x = (unsigned short)rb; PUT(__nv_cvt_bfloat16raw_to_fp8(br, __NV_SATFINITE, __NV_E5M2));
  __nv_fp8x4_e4m3 q(make_float4(f, g, -g, g * 0.5f)); PUT(q.__x);
  float4 back = (float4)q; PUT(__float_as_uint(back.y));
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 4
extern "C" __global__ void sw_cg(const uint32_t *in, uint32_t *out) {
  OUT
  cg::thread_block tb = cg::this_thread_block();
  uint32_t v = in[T];
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(tb);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(tb);
  PUT(cg::reduce(w, v, cg::plus<uint32_t>()));
  PUT(cg::reduce(t8, v, cg::greater<uint32_t>()));
  PUT(cg::reduce(w, v, cg::bit_xor<uint32_t>()));
#if __CUDACC_VER_MAJOR__ >= 12
  PUT(cg::inclusive_scan(t8, v & 0xff));
  PUT(cg::exclusive_scan(w, v & 0xfff, cg::plus<uint32_t>()));
#endif
  PUT(w.shfl_down(v, 3)); PUT(t8.shfl_xor(v, 5)); PUT(w.ballot(v & 1)); PUT(w.any(v == 7)); PUT(w.match_any(v & 3));
  PUT(t8.meta_group_rank() | t8.meta_group_size() << 8 | t8.thread_rank() << 16);
  if (v & 1) {
    cg::coalesced_group g = cg::coalesced_threads();
    PUT(g.size() | g.thread_rank() << 8); PUT(cg::reduce(g, v, cg::plus<uint32_t>()));
    PUT(g.shfl(v, 0));
  } else {
    PUT(0); PUT(0); PUT(0);
  }
  cg::thread_group lp = cg::labeled_partition(w, (int)(v & 3)); PUT(lp.size());
  cg::coalesced_group bp = cg::binary_partition(w, v & 4); PUT(bp.size() | bp.thread_rank() << 8);
#if __CUDACC_VER_MAJOR__ >= 12
  unsigned r = 0;
  cg::invoke_one(w, [&] { r = 1; });
  PUT(w.ballot(r));
#endif
  __shared__ uint32_t sh[256];
  cg::memcpy_async(tb, sh, in, sizeof(uint32_t) * 256);
  cg::wait(tb);
  PUT(sh[(threadIdx.x * 37) & 255]);
  tb.sync();
  PUT(tb.group_index().x | tb.thread_index().x << 8 | tb.num_threads() << 16);
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 5
extern "C" __global__ void sw_barrier(const uint32_t *in, uint32_t *out) {
  OUT
  using bar_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ bar_t bar;
  __shared__ uint32_t sh[256];
  __shared__ uint32_t sh2[256];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  sh[threadIdx.x] = in[T] * 3;
  bar.arrive_and_wait();
  PUT(sh[(threadIdx.x + 1) % blockDim.x]);
  cuda::memcpy_async(cg::this_thread_block(), sh2, in + blockIdx.x * 128, sizeof(uint32_t) * 128, bar);
  bar.arrive_and_wait();
  PUT(sh2[(threadIdx.x * 5) & 127]);
  auto tok = bar.arrive();
  bar.wait(std::move(tok));
  PUT(1);
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 6
extern "C" __global__ void sw_pipeline(const uint32_t *in, uint32_t *out) {
  OUT
  __shared__ uint32_t sh[2][128];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  uint32_t acc = 0;
  for (int s = 0; s < 4; s++) {
    pipe.producer_acquire();
    cuda::memcpy_async(&sh[s & 1][threadIdx.x], &in[(s * 128 + threadIdx.x + blockIdx.x) & 1023], sizeof(uint32_t), pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    acc = acc * 31 + sh[s & 1][threadIdx.x];
    pipe.consumer_release();
  }
  PUT(acc);
  // The cuda_pipeline.h primitives (cp.async).
  __pipeline_memcpy_async(&sh[0][threadIdx.x], &in[(threadIdx.x * 7) & 1023], 4);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  PUT(sh[0][threadIdx.x]);
  __syncthreads();
  if (threadIdx.x < 32) __pipeline_memcpy_async(&sh[1][threadIdx.x * 4], &in[threadIdx.x * 4], 16);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  PUT(sh[1][threadIdx.x]);
  FILL
}
#endif

__device__ uint32_t g_counters[64];
__device__ unsigned long long g_wide[8];
#if !defined(ONLY) || ONLY == 7
extern "C" __global__ void sw_atomic(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t v = in[T];
  cuda::atomic_ref<uint32_t, cuda::thread_scope_device> a(g_counters[v & 7]);
  a.fetch_add(1, cuda::memory_order_relaxed);
  cuda::atomic_ref<uint32_t, cuda::thread_scope_block> b(g_counters[8 + (v & 3)]);
  b.fetch_max(v, cuda::memory_order_acq_rel);
  cuda::atomic_ref<uint32_t, cuda::thread_scope_system> c(g_counters[12]);
  c.fetch_or(v & 0xff00, cuda::memory_order_seq_cst);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> d(g_wide[v & 3]);
  d.fetch_add(v, cuda::memory_order_release);
  uint32_t expected = 0;
  cuda::atomic_ref<uint32_t, cuda::thread_scope_device> e(g_counters[20 + (v & 1)]);
  e.compare_exchange_strong(expected, T + 1, cuda::memory_order_acq_rel);
  __syncthreads();
  __threadfence();
  PUT(a.load(cuda::memory_order_acquire) > 0);
  cuda::atomic_ref<uint32_t, cuda::thread_scope_device> f(g_counters[30]);
  f.store(5, cuda::memory_order_release);
  PUT(f.load(cuda::memory_order_acquire));
  PUT(f.exchange(6, cuda::memory_order_seq_cst) >= 5);
#if __CUDACC_VER_MAJOR__ >= 12
  cuda::atomic_ref<float, cuda::thread_scope_device> fl(*(float *)&g_counters[40]);
  fl.fetch_add(1.0f);
#endif
  PUT(e.load() != 0);
  FILL
}
#endif

#if !defined(ONLY) || ONLY == 8
extern "C" __global__ void sw_intrin(const uint32_t *in, uint32_t *out) {
  OUT
  uint32_t a = in[T], b = in[T + 256], c = in[T + 512];
  PUT(__reduce_add_sync(0xffffffff, a)); PUT(__reduce_min_sync(0xffffffff, a)); PUT(__reduce_max_sync(0xffffffff, (int)a));
  PUT(__reduce_and_sync(0xffffffff, a)); PUT(__reduce_or_sync(0xffffffff, a)); PUT(__reduce_xor_sync(0xffffffff, a));
  PUT(__match_any_sync(0xffffffff, a & 3)); PUT(__fns(a, b & 31, (int)(c & 15) - 4));
  PUT(__funnelshift_lc(a, b, c)); PUT(__funnelshift_r(a, b, c)); PUT(__dp4a(a, b, c)); PUT(__dp2a_lo(a, b, c));
  PUT(__dp2a_hi((int)a, (int)b, (int)c)); PUT(__byte_perm(a, b, c)); PUT(__sad((int)a, (int)b, c)); PUT(__usad(a, b, c));
  PUT(__mulhi((int)a, (int)b)); PUT(__umul24(a, b)); PUT(__hadd((int)a, (int)b)); PUT(__urhadd(a, b));
  PUT(__ffs((int)a));
  PUT(__ldcg(&in[(T + 1) & 1023])); PUT(__ldcs(&in[(T + 2) & 1023])); PUT(__ldlu(&in[(T + 3) & 1023]));
  PUT(__ldcv(&in[(T + 4) & 1023])); PUT(__ldca(&in[(T + 5) & 1023]));
  __nanosleep(10);
  PUT(__activemask());
  PUT(__isGlobal(in)); PUT(__isShared(in)); PUT(__isConstant(in)); PUT(__isLocal(in));
  FILL
}
#endif
