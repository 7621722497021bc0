// s_pipeline: libcu++ and cooperative groups asynchronous copies:
// cuda::pipeline at block scope with a shared state of 2-4 stages and
// producer/consumer roles, at thread scope (make_pipeline()), with
// cuda::memcpy_async of cuda::aligned_size_t<4/8/16> and plain sizes,
// pipeline_consumer_wait_prior; cuda::memcpy_async completing on a
// cuda::barrier; cg::memcpy_async with cg::wait and cg::wait_prior; each
// result checked on the host and hashed.
#include <vector>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include "check.h"
namespace cg = cooperative_groups;

constexpr int N = 1 << 16, TILE = 256;

// block-scope pipeline, 3 stages, every thread producer and consumer: out = 2 * in + stage
__global__ void kblock(const int *in, int *out, int tiles) {
  constexpr int STAGES = 3;
  __shared__ alignas(16) int buf[STAGES][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  int fetch = 0;
  for (int t = 0; t < tiles; t++) {
    for (; fetch < tiles && fetch < t + STAGES; fetch++) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetch % STAGES], in + (size_t)(blockIdx.x * tiles + fetch) * TILE, cuda::aligned_size_t<16>(TILE * sizeof(int)), pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    int v = buf[t % STAGES][threadIdx.x];
    out[(size_t)(blockIdx.x * tiles + t) * TILE + threadIdx.x] = 2 * v + t % STAGES;
    block.sync();
    pipe.consumer_release();
  }
}

// producer/consumer roles: warp 0 produces, the others consume (out = in ^ 0x5a5a)
__global__ void kroles(const int *in, int *out, int tiles) {
  constexpr int STAGES = 2;
  __shared__ alignas(16) int buf[STAGES][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  bool producer = threadIdx.x < 32;
  auto pipe = cuda::make_pipeline(block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
  for (int t = 0; t < tiles; t++) {
    if (producer) {
      pipe.producer_acquire();
      for (int j = threadIdx.x; j < TILE; j += 32)
        cuda::memcpy_async(&buf[t % STAGES][j], in + (size_t)(blockIdx.x * tiles + t) * TILE + j, cuda::aligned_size_t<4>(sizeof(int)), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      for (int j = threadIdx.x - 32; j < TILE; j += blockDim.x - 32)
        out[(size_t)(blockIdx.x * tiles + t) * TILE + j] = buf[t % STAGES][j] ^ 0x5a5a;
      pipe.consumer_release();
    }
  }
}

// thread-scope pipeline, each thread copies its own 8-byte pieces, waits for the oldest with wait_prior
__global__ void kthread(const int2 *in, int2 *out) {
  __shared__ int2 buf[4][128];
  auto pipe = cuda::make_pipeline();
  size_t base = (size_t)blockIdx.x * 4 * 128;
  for (int s = 0; s < 4; s++) {
    pipe.producer_acquire();
    cuda::memcpy_async(&buf[s][threadIdx.x], in + base + s * 128 + threadIdx.x, cuda::aligned_size_t<8>(sizeof(int2)), pipe);
    pipe.producer_commit();
  }
  for (int s = 0; s < 4; s++) {
    switch (s) { // all but the 3 - s newest batches
      case 0: cuda::pipeline_consumer_wait_prior<3>(pipe); break;
      case 1: cuda::pipeline_consumer_wait_prior<2>(pipe); break;
      case 2: cuda::pipeline_consumer_wait_prior<1>(pipe); break;
      default: cuda::pipeline_consumer_wait_prior<0>(pipe);
    }
    int2 v = buf[s][threadIdx.x];
    out[base + s * 128 + threadIdx.x] = make_int2(v.y + s, v.x - s);
    pipe.consumer_release();
  }
}

// cuda::memcpy_async completing on a block barrier, unaligned sizes (plain size_t)
__global__ void kbarrier(const char *in, char *out, int len) {
  __shared__ char buf[4096];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, buf, in + (size_t)blockIdx.x * len, (size_t)len, bar);
  bar.arrive_and_wait();
  for (int j = threadIdx.x; j < len; j += blockDim.x) out[(size_t)blockIdx.x * len + j] = buf[len - 1 - j] + 1;
}

// cg::memcpy_async: two batches, wait_prior<1> for the first, wait for all
__global__ void kcg(const float *in, float *out) {
  __shared__ float a[512], b[512];
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  cg::memcpy_async(block, a, in + blockIdx.x * 1024, sizeof(float) * 512);
  cg::memcpy_async(block, b, in + blockIdx.x * 1024 + 512, sizeof(float) * 512);
  cg::wait_prior<1>(block);
  float x = a[threadIdx.x] + a[511 - threadIdx.x];
  cg::wait(block);
  out[blockIdx.x * 512 + threadIdx.x] = x * b[threadIdx.x];
  block.sync();
  // a tile copying its own slice into a (reuse), then reading it
  cg::memcpy_async(tile, a + tile.meta_group_rank() * 32, in + blockIdx.x * 1024 + 7 + tile.meta_group_rank() * 32, sizeof(float) * 32);
  cg::wait(tile);
  out[gridDim.x * 512 + blockIdx.x * 512 + threadIdx.x] = a[threadIdx.x] - 1.0f;
}

int main() {
  std::vector<int> in(N);
  unsigned s = 37;
  for (auto &v : in) v = (int)lcg(s);
  int *din, *dout;
  REQUIRE(cudaMalloc(&din, N * 4));
  REQUIRE(cudaMalloc(&dout, N * 4));
  OK(cudaMemcpy(din, in.data(), N * 4, cudaMemcpyHostToDevice));
  std::vector<int> h(N);
  auto result = [&](const char *name, bool ok) {
    OK(cudaMemcpy(h.data(), dout, N * 4, cudaMemcpyDeviceToHost));
    printf("%-10s %016llx %d %d\n", name, fnv(h.data(), N * 4), h[0], h[N - 1]);
    check(ok, name);
    OK(cudaMemset(dout, 0, N * 4));
  };
  int tiles = N / TILE / 16;
  kblock<<<16, TILE>>>(din, dout, tiles);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 2 * in[i] + (i / TILE % tiles) % 3;
  result("block", bad == 0);
  kroles<<<16, 160>>>(din, dout, tiles);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != (in[i] ^ 0x5a5a);
  result("roles", bad == 0);
  kthread<<<N / 2 / 512, 128>>>((const int2 *)din, (int2 *)dout);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N / 2; i++) {
    int st = i / 128 % 4;
    bad += h[2 * i] != in[2 * i + 1] + st || h[2 * i + 1] != in[2 * i] - st;
  }
  result("thread", bad == 0);
  int len = 4001;
  kbarrier<<<16, 96>>>((const char *)din + 3, (char *)dout, len);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  bad = 0;
  const char *ci = (const char *)in.data() + 3, *co = (const char *)h.data();
  for (int b = 0; b < 16; b++)
    for (int j = 0; j < len; j++) bad += co[b * len + j] != (char)(ci[b * len + len - 1 - j] + 1);
  result("barrier", bad == 0);
  std::vector<float> fin(N);
  for (int i = 0; i < N; i++) fin[i] = (float)(in[i] % 1000) * 0.5f;
  OK(cudaMemcpy(din, fin.data(), N * 4, cudaMemcpyHostToDevice));
  kcg<<<32, 512>>>((const float *)din, (float *)dout);
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h.data(), dout, N * 4, cudaMemcpyDeviceToHost));
  const float *fo = (const float *)h.data();
  bad = 0;
  for (int b = 0; b < 32; b++)
    for (int t = 0; t < 512; t++) {
      const float *src = &fin[b * 1024];
      bad += fo[b * 512 + t] != (src[t] + src[511 - t]) * src[512 + t];
      bad += fo[32 * 512 + b * 512 + t] != src[7 + t] - 1.0f;
    }
  result("cg", bad == 0);
  return finish();
}
