// cuda::memcpy_async with cuda::pipeline (thread scope, multi-stage; block scope with producer and
// consumer warps) and with cuda::barrier (aligned, and odd sizes and addresses), and
// cooperative_groups::memcpy_async with wait and wait_prior, for a block and for warp tiles.
#include "common.h"
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
namespace cg = cooperative_groups;

// Each thread its own three-stage pipeline over eight batches of 16 bytes.
KERNEL(pipe_stages) {
  constexpr int STAGES = 3, BATCHES = 8;
  __shared__ __align__(16) unsigned s[STAGES][128 * 4];
  cuda::pipeline<cuda::thread_scope_thread> p = cuda::make_pipeline();
  int fetch = 0;
  for (int b = 0; b < BATCHES; b++) {
    for (; fetch < BATCHES && fetch < b + STAGES; fetch++) {
      p.producer_acquire();
      cuda::memcpy_async(&s[fetch % STAGES][threadIdx.x * 4], in + (blockIdx.x * BATCHES + fetch) * 512 + threadIdx.x * 4,
                         cuda::aligned_size_t<16>(16), p);
      p.producer_commit();
    }
    p.consumer_wait();
    O(b) = s[b % STAGES][threadIdx.x * 4 + (b & 3)] ^ s[b % STAGES][threadIdx.x * 4 + 3 - (b & 3)] * 3;
    p.consumer_release();
  }
  // 4- and 8-byte copies (cp.async.ca), waited for with pipeline_consumer_wait_prior
  __shared__ __align__(8) unsigned t[128 * 3];
  cuda::memcpy_async(&t[threadIdx.x * 3], in + 4096 + TID * 3, cuda::aligned_size_t<4>(12), p);
  p.producer_commit();
  cuda::pipeline_consumer_wait_prior<0>(p);
  O(8) = t[threadIdx.x * 3] + t[threadIdx.x * 3 + 1] * 7 + t[threadIdx.x * 3 + 2] * 13;
}

// Warp 0 produces, warps 1-3 consume, through a four-stage block-scope pipeline over 12 batches.
KERNEL(pipe_roles) {
  constexpr int STAGES = 4, BATCHES = 12;
  __shared__ __align__(16) unsigned buf[STAGES][128];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  const auto role = threadIdx.x < 32 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto pipe = cuda::make_pipeline(block, &state, role);
  if (role == cuda::pipeline_role::producer) {
    for (int b = 0; b < BATCHES; b++) {
      pipe.producer_acquire();
      cuda::memcpy_async(&buf[b % STAGES][threadIdx.x * 4], in + (blockIdx.x * BATCHES + b) * 128 + threadIdx.x * 4,
                         cuda::aligned_size_t<16>(16), pipe);
      pipe.producer_commit();
    }
  } else {
    unsigned acc = 0;
    for (int b = 0; b < BATCHES; b++) {
      pipe.consumer_wait();
      unsigned v = buf[b % STAGES][(threadIdx.x * 3 + b) & 127];
      O(b) = v;
      acc = mix(acc, v);
      pipe.consumer_release();
    }
    O(12) = acc;
  }
}

// A block-scope pipeline that the whole block produces and consumes, two stages, whole-block
// copies of 4 KiB.
KERNEL(pipe_block) {
  __shared__ __align__(16) unsigned s[2][1024];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto tb = cg::this_thread_block();
  auto p = cuda::make_pipeline(tb, &state);
  for (int b = 0; b < 6; b++) {
    p.producer_acquire();
    cuda::memcpy_async(tb, s[b % 2], in + ((b * 1024 + blockIdx.x * 512) & 8191), sizeof(unsigned) * 1024, p);
    p.producer_commit();
    if (b >= 1) {
      p.consumer_wait();
      O(b - 1) = s[(b - 1) % 2][(threadIdx.x * 9 + b) & 1023];
      p.consumer_release();
    }
  }
  p.consumer_wait();
  O(5) = s[1][threadIdx.x * 8];
  p.consumer_release();
}

// cuda::memcpy_async completing on a cuda::barrier: one thread copies an odd size from an odd
// address, every thread copies its own aligned 32 bytes.
KERNEL(bar_copy) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ __align__(16) unsigned char sb[1024];
  __shared__ __align__(16) unsigned s32[128 * 8];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  if (threadIdx.x == 0) cuda::memcpy_async(sb, (const char *)in + blockIdx.x * 999 + 1, 999, bar);
  cuda::memcpy_async(&s32[threadIdx.x * 8], in + 2048 + TID * 8, cuda::aligned_size_t<16>(32), bar);
  bar.arrive_and_wait();
  for (int k = 0; k < 7; k++) O(k) = sb[(threadIdx.x * 7 + k) % 999];
  for (int k = 0; k < 8; k++) O(8 + k) = s32[((threadIdx.x + 5) & 127) * 8 + k];
}

// cooperative_groups::memcpy_async: the block copies two regions (the second from an address that
// is not 16-byte aligned), waits for the first with wait_prior<1> and then for both; each warp
// copies its own region with its tile.
KERNEL(cg_copy) {
  __shared__ __align__(16) unsigned s[2][1024];
  __shared__ __align__(16) unsigned t[4][256];
  __shared__ unsigned char c[4][37];
  auto tb = cg::this_thread_block();
  cg::memcpy_async(tb, s[0], in + blockIdx.x * 1024, sizeof(unsigned) * 1024);
  cg::memcpy_async(tb, s[1], in + 4096 + blockIdx.x * 1000 + 3, sizeof(unsigned) * 1000);
  cg::wait_prior<1>(tb);
  for (int k = 0; k < 4; k++) O(k) = s[0][(threadIdx.x * 8 + k * 3) & 1023];
  cg::wait(tb);
  for (int k = 0; k < 4; k++) O(4 + k) = s[1][(threadIdx.x * 7 + k) % 1000];
  auto tile = cg::tiled_partition<32>(tb);
  unsigned w = tile.meta_group_rank();
  cg::memcpy_async(tile, t[w], in + 2048 + w * 256 + blockIdx.x * 7, sizeof(unsigned) * 256);
  cg::memcpy_async(tile, c[w], (const unsigned char *)in + 6000 + w * 41 + blockIdx.x, 37);
  cg::wait(tile);
  for (int k = 0; k < 4; k++) O(8 + k) = t[w][(tile.thread_rank() * 8 + k * 5) & 255];
  O(12) = c[w][tile.thread_rank() % 37];
}
