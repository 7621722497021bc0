#include "common.h"
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/barrier>
#include <cuda/std/latch>
#include <cuda/std/semaphore>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;
KERNEL(bar_basic) {
  __shared__ block_barrier bar;
  __shared__ unsigned s[128];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  s[threadIdx.x] = I(0);
  bar.arrive_and_wait();
  O(0) = s[(threadIdx.x + 1) % 128];
  auto tok = bar.arrive();
  bar.wait(std::move(tok));
  s[threadIdx.x] = I(1);
  bar.arrive_and_wait();
  O(1) = s[(threadIdx.x + 5) % 128];
  if (threadIdx.x >= 64) bar.arrive_and_drop();
  else {
    bar.arrive_and_wait();
    O(2) = 1;
  }
}
KERNEL(bar_memcpy) {
  __shared__ block_barrier bar;
  __shared__ __align__(16) unsigned s[1024];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  if (threadIdx.x == 0) cuda::memcpy_async(s, in + blockIdx.x * 1024, cuda::aligned_size_t<16>(4096), bar);
  bar.arrive_and_wait();
  for (int k = 0; k < 8; k++) O(k) = s[(threadIdx.x * 8 + k) & 1023];
  __syncthreads();
  cuda::memcpy_async(cg::this_thread_block(), s, in + (blockIdx.x ^ 1) * 1024, sizeof(unsigned) * 1024, bar);
  bar.arrive_and_wait();
  for (int k = 0; k < 8; k++) O(8 + k) = s[(threadIdx.x * 5 + k) & 1023];
}
KERNEL(bar_tx) {
  __shared__ block_barrier bar;
  __shared__ __align__(16) unsigned s[1024];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  block_barrier::arrival_token tok;
  if (threadIdx.x == 0) {
    cuda::device::memcpy_async_tx(s, in + blockIdx.x * 1024, cuda::aligned_size_t<16>(4096), bar);
    tok = cuda::device::barrier_arrive_tx(bar, 1, 4096);
  } else {
    tok = bar.arrive();
  }
  bar.wait(std::move(tok));
  for (int k = 0; k < 8; k++) O(k) = s[(threadIdx.x * 8 + k) & 1023];
  O(8) = cuda::device::barrier_native_handle(bar) != nullptr;
  __syncthreads();
  if (threadIdx.x == 0) {
    cuda::device::barrier_expect_tx(bar, 2048);
    cuda::device::memcpy_async_tx(s, in + 2048, cuda::aligned_size_t<16>(2048), bar);
  }
  bar.arrive_and_wait();
  O(9) = s[threadIdx.x * 3 % 512];
}
KERNEL(bar_std) {
#define SHARED_OBJ(T, name) __shared__ alignas(T) unsigned char name##_mem[sizeof(T)]; T &name = *reinterpret_cast<T *>(name##_mem)
  SHARED_OBJ(cuda::std::barrier<>, b);
  SHARED_OBJ(cuda::std::latch, l);
  SHARED_OBJ(cuda::std::counting_semaphore<128>, sem);
  SHARED_OBJ(cuda::std::binary_semaphore, bs);
  __shared__ unsigned cnt;
  if (threadIdx.x == 0) { new (&b) cuda::std::barrier<>(blockDim.x); new (&l) cuda::std::latch(blockDim.x); new (&sem) cuda::std::counting_semaphore<128>(4); new (&bs) cuda::std::binary_semaphore(1); cnt = 0; }
  __syncthreads();
  b.arrive_and_wait();
  l.count_down();
  l.wait();
  O(0) = l.try_wait();
  sem.acquire();
  atomicAdd(&cnt, 1);
  sem.release();
  b.arrive_and_wait();
  O(1) = cnt;
  if (threadIdx.x % 32 == 0) { bs.acquire(); cnt += 100; bs.release(); }
  b.arrive_and_wait();
  O(2) = cnt;
}
KERNEL(pipe_thread) {
  __shared__ __align__(16) unsigned s[2][128 * 4];
  cuda::pipeline<cuda::thread_scope_thread> p = cuda::make_pipeline();
  for (int st = 0; st < 2; st++) {
    p.producer_acquire();
    cuda::memcpy_async(&s[st][threadIdx.x * 4], in + (st * 1024 + blockIdx.x * 512 + threadIdx.x * 4), cuda::aligned_size_t<16>(16), p);
    p.producer_commit();
  }
  cuda::pipeline_consumer_wait_prior<1>(p);
  O(0) = s[0][threadIdx.x * 4] ^ s[0][threadIdx.x * 4 + 3];
  p.consumer_release();
  p.consumer_wait();
  O(1) = s[1][threadIdx.x * 4 + 1];
  p.consumer_release();
}
KERNEL(pipe_block) {
  __shared__ __align__(16) unsigned s[2][1024];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto tb = cg::this_thread_block();
  auto p = cuda::make_pipeline(tb, &state);
  for (int st = 0; st < 2; st++) {
    p.producer_acquire();
    cuda::memcpy_async(tb, s[st], in + st * 2048 + blockIdx.x * 1024, sizeof(unsigned) * 1024, p);
    p.producer_commit();
  }
  for (int st = 0; st < 2; st++) {
    p.consumer_wait();
    for (int k = 0; k < 4; k++) O(st * 4 + k) = s[st][(threadIdx.x * 7 + k) & 1023];
    p.consumer_release();
  }
}
KERNEL(pipe_prim) {
  __shared__ __align__(16) unsigned s[128 * 4];
  __pipeline_memcpy_async(&s[threadIdx.x * 4], in + TID * 4, 16);
  __pipeline_commit();
  __pipeline_memcpy_async(&s[threadIdx.x * 4 + 0], in + TID * 4 + 1024, 8, 8);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  for (int k = 0; k < 4; k++) O(k) = s[threadIdx.x * 4 + k];
}
