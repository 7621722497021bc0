// What CUDA 13's own headers emit for bulk copies on sm_90: cuda::memcpy_async into shared memory with
// a cuda::barrier (16-byte aligned sizes take cp.async.bulk), and cuda::device::memcpy_async_tx.
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;
using barrier = cuda::barrier<cuda::thread_scope_block>;

extern "C" __global__ void lib_memcpy_async(const float4 *src, float4 *dst, int n) {
  __shared__ alignas(128) float4 buf[256];
  __shared__ barrier bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, buf, src + blockIdx.x * n, cuda::aligned_size_t<16>(sizeof(float4) * n), bar);
  bar.arrive_and_wait();
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    float4 v = buf[i];
    dst[blockIdx.x * n + i] = make_float4(v.w, v.z * 2.f, v.y + 1.f, v.x);
  }
}

extern "C" __global__ void lib_memcpy_async_tx(const float4 *src, float4 *dst, int n) {
  __shared__ alignas(128) float4 buf[256];
  __shared__ barrier bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  barrier::arrival_token t;
  if (threadIdx.x == 0) {
    cuda::device::memcpy_async_tx(buf, src + blockIdx.x * n, cuda::aligned_size_t<16>(sizeof(float4) * n), bar);
    t = cuda::device::barrier_arrive_tx(bar, 1, sizeof(float4) * n);
  } else {
    t = bar.arrive();
  }
  bar.wait(std::move(t));
  for (int i = threadIdx.x; i < n; i += blockDim.x) dst[blockIdx.x * n + i] = buf[n - 1 - i];
}

// cooperative_groups::memcpy_async (its own pipeline) and cg::wait.
extern "C" __global__ void cg_memcpy_async(const int *src, int *dst, int n) {
  __shared__ alignas(16) int buf[1024];
  auto block = cg::this_thread_block();
  cg::memcpy_async(block, buf, src + blockIdx.x * n, sizeof(int) * n);
  cg::wait(block);
  for (int i = threadIdx.x; i < n; i += blockDim.x) dst[blockIdx.x * n + i] = buf[i] * 3 + i;
}
