// s_libcu_async: libcu++'s asynchronous copies and the sm_90 PTX wrappers:
// cuda::memcpy_async of a block into shared memory completed by a
// cuda::barrier (block scope, arrive_and_wait and arrive/wait with a
// token), a two-stage cuda::pipeline of a block (producer_acquire/commit,
// consumer_wait/release) and a per-thread pipeline with
// pipeline_consumer_wait_prior, cuda::annotated_ptr with the persisting,
// streaming and normal access properties and apply_access_property, and
// cuda::ptx's mbarrier_init/arrive/try_wait, arrive_expect_tx and a 1-D
// cp_async_bulk completed on that barrier; results checked on the host.
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/annotated_ptr>
#include <cuda/ptx>
#include "check.h"
namespace cg = cooperative_groups;

const int TILE = 256, TILES = 8;

#pragma nv_diag_suppress static_var_with_dynamic_init
__global__ void viaBarrier(const int *in, int *out) {
  auto block = cg::this_thread_block();
  __shared__ int tile[TILE];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  long long acc = 0;
  for (int t = 0; t < TILES; t++) {
    cuda::memcpy_async(block, tile, in + t * TILE, sizeof(tile), bar);
    if (t % 2) {
      bar.arrive_and_wait();
    } else {
      auto token = bar.arrive();
      bar.wait(cuda::std::move(token));
    }
    acc += tile[(threadIdx.x * 7) % TILE];
    block.sync();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = (int)acc;
}

__global__ void viaPipeline(const int *in, int *out) {
  auto block = cg::this_thread_block();
  const int stages = 2;
  __shared__ alignas(16) int buf[stages][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, stages> state;
  auto pipe = cuda::make_pipeline(block, &state);
  long long acc = 0;
  int fetch = 0;
  for (int t = 0; t < TILES; t++) {
    for (; fetch < TILES && fetch < t + stages; fetch++) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetch % stages], in + fetch * TILE, cuda::aligned_size_t<16>(sizeof(int) * TILE), pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    acc += buf[t % stages][(threadIdx.x * 5 + t) % TILE] * (t + 1);
    pipe.consumer_release();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = (int)acc;
}

__global__ void perThread(const int4 *in, int *out) {
  __shared__ int4 s[2][128];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  int i = threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&s[0][i], &in[i], sizeof(int4), pipe);
  pipe.producer_commit();
  pipe.producer_acquire();
  cuda::memcpy_async(&s[1][i], &in[128 + i], sizeof(int4), pipe);
  pipe.producer_commit();
  cuda::pipeline_consumer_wait_prior<1>(pipe);
  int a = s[0][i].x + s[0][i].w;
  pipe.consumer_release();
  cuda::pipeline_consumer_wait_prior<0>(pipe);
  int b = s[1][i].y - s[1][i].z;
  pipe.consumer_release();
  out[i] = a * 1000 + b;
}

__global__ void annotated(int *data, int *out, int n) {
  cuda::annotated_ptr<int, cuda::access_property::persisting> p(data);
  cuda::annotated_ptr<const int, cuda::access_property::streaming> q(data);
  cuda::annotated_ptr<int, cuda::access_property::normal> r(out);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    r[i] = q[i] * 2 + p[(i + 1) % n];
    cuda::apply_access_property(data + i, sizeof(int), cuda::access_property::persisting{});
  }
}

__global__ void ptxBarrier(const int *in, int *out, int *flags) {
  __shared__ alignas(16) int tile[TILE];
  __shared__ alignas(8) cuda::std::uint64_t bar;
  if (threadIdx.x == 0) {
    cuda::ptx::mbarrier_init(&bar, blockDim.x);
    cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
  }
  __syncthreads();
  cuda::std::uint64_t state;
  if (threadIdx.x == 0) {
    cuda::ptx::cp_async_bulk(cuda::ptx::space_cluster, cuda::ptx::space_global, tile, in + blockIdx.x * TILE, sizeof(tile), &bar);
    state = cuda::ptx::mbarrier_arrive_expect_tx(cuda::ptx::sem_release, cuda::ptx::scope_cta, cuda::ptx::space_shared, &bar, sizeof(tile));
  } else {
    state = cuda::ptx::mbarrier_arrive(&bar);
  }
  int spins = 0;
  while (!cuda::ptx::mbarrier_try_wait(&bar, state)) spins++;
  out[blockIdx.x * blockDim.x + threadIdx.x] = tile[TILE - 1 - threadIdx.x] + 1;
  if (threadIdx.x == 0) flags[blockIdx.x] = cuda::ptx::get_sreg_laneid() + 100 * (cuda::ptx::get_sreg_nctaid_x() == gridDim.x);
}

int main() {
  static int h[TILE * TILES];
  for (int i = 0; i < TILE * TILES; i++) h[i] = (i * 131) % 1009 - 500;
  int *in, *out, *flags;
  OK(cudaMalloc(&in, sizeof h));
  OK(cudaMalloc(&out, sizeof h));
  OK(cudaMalloc(&flags, 64));
  OK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  static int o[TILE * TILES];

  viaBarrier<<<2, TILE>>>(in, out);
  OK(cudaGetLastError());
  OK(cudaMemcpy(o, out, 2 * TILE * 4, cudaMemcpyDeviceToHost));
  bool good = true;
  for (int b = 0; b < 2; b++)
    for (int x = 0; x < TILE; x++) {
      long long acc = 0;
      for (int t = 0; t < TILES; t++) acc += h[t * TILE + (x * 7) % TILE];
      good &= o[b * TILE + x] == (int)acc;
    }
  printf("memcpy_async + barrier: %d %d %s\n", o[0], o[TILE - 1], good ? "right" : "WRONG");
  check(good, "barrier");

  viaPipeline<<<2, TILE>>>(in, out);
  OK(cudaGetLastError());
  OK(cudaMemcpy(o, out, 2 * TILE * 4, cudaMemcpyDeviceToHost));
  good = true;
  for (int b = 0; b < 2; b++)
    for (int x = 0; x < TILE; x++) {
      long long acc = 0;
      for (int t = 0; t < TILES; t++) acc += h[t * TILE + (x * 5 + t) % TILE] * (t + 1);
      good &= o[b * TILE + x] == (int)acc;
    }
  printf("block pipeline: %d %d %s\n", o[0], o[TILE - 1], good ? "right" : "WRONG");
  check(good, "block pipeline");

  perThread<<<1, 128>>>((const int4 *)in, out);
  OK(cudaGetLastError());
  OK(cudaMemcpy(o, out, 128 * 4, cudaMemcpyDeviceToHost));
  good = true;
  for (int i = 0; i < 128; i++) good &= o[i] == (h[4 * i] + h[4 * i + 3]) * 1000 + h[512 + 4 * i + 1] - h[512 + 4 * i + 2];
  printf("thread pipeline: %d %d %s\n", o[0], o[127], good ? "right" : "WRONG");
  check(good, "thread pipeline");

  annotated<<<8, 256>>>(in, out, TILE * TILES);
  OK(cudaGetLastError());
  OK(cudaMemcpy(o, out, sizeof o, cudaMemcpyDeviceToHost));
  good = true;
  for (int i = 0; i < TILE * TILES; i++) good &= o[i] == h[i] * 2 + h[(i + 1) % (TILE * TILES)];
  printf("annotated_ptr: %d %d %s\n", o[0], o[TILE * TILES - 1], good ? "right" : "WRONG");
  check(good, "annotated_ptr");

  ptxBarrier<<<4, TILE>>>(in, out, flags);
  OK(cudaGetLastError());
  OK(cudaMemcpy(o, out, 4 * TILE * 4, cudaMemcpyDeviceToHost));
  int f[4];
  OK(cudaMemcpy(f, flags, sizeof f, cudaMemcpyDeviceToHost));
  good = true;
  for (int b = 0; b < 4; b++)
    for (int x = 0; x < TILE; x++) good &= o[b * TILE + x] == h[b * TILE + TILE - 1 - x] + 1;
  printf("cuda::ptx mbarrier + cp_async_bulk: %d %d %s; flags %d %d\n", o[0], o[4 * TILE - 1], good ? "right" : "WRONG", f[0], f[3]);
  check(good, "ptx bulk copy");
  return finish();
}
