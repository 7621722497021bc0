// t_libcu: libcu++'s synchronization in kernels: cuda::barrier (init,
// arrive_and_wait, arrive + wait on a token, arrive_and_drop) across
// phases; cuda::memcpy_async into shared memory completed by a barrier,
// with 16-byte aligned sizes (cp.async, and cp.async.bulk where the toolkit
// uses it on sm_90); cuda::pipeline: a per-thread pipeline, a unified block
// pipeline and a producer/consumer partitioned one with two stages;
// cuda::atomic_ref fetch operations (add, sub, and, or, xor, min, max,
// exchange, compare_exchange) at thread, block, device and system scope on
// global and shared memory, for int, unsigned long long and float; and
// __nanosleep. Each result is checked on the host and hashed into a
// printed checksum.
#pragma nv_diag_suppress static_var_with_dynamic_init
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <utility>
#include <cooperative_groups.h>
#include <vector>
#include "check.h"

namespace cg = cooperative_groups;
constexpr int T = 128, B = 4, N = T * B;
using barrier = cuda::barrier<cuda::thread_scope_block>;

// phases: every thread adds its value into a shared slot per phase; the
// barrier separates the phases. The last 32 threads drop out after phase 1.
__global__ void phases(const int *in, int *out) {
  __shared__ barrier bar;
  __shared__ int acc[4];
  if (threadIdx.x == 0) {
    init(&bar, blockDim.x);
    for (int i = 0; i < 4; i++) acc[i] = 0;
  }
  __syncthreads();
  int v = in[blockIdx.x * T + threadIdx.x];
  atomicAdd(&acc[0], v);
  bar.arrive_and_wait();
  int seen0 = acc[0];
  atomicAdd(&acc[1], v ^ seen0);
  barrier::arrival_token tok = bar.arrive();
  bar.wait(std::move(tok));
  int seen1 = acc[1];
  if (threadIdx.x >= T - 32) {
    bar.arrive_and_drop();
    out[blockIdx.x * T + threadIdx.x] = seen0 + seen1;
    return;
  }
  atomicAdd(&acc[2], v & 0xff);
  bar.arrive_and_wait();
  out[blockIdx.x * T + threadIdx.x] = seen0 + seen1 + acc[2];
}

// bulk: the block copies 2*T ints (two chunks) into shared memory with
// cuda::memcpy_async on a barrier, the sizes declared 16-byte aligned.
__global__ void bulk(const int *in, int *out) {
  __shared__ alignas(16) int buf[2 * T];
  __shared__ barrier bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  const int *src = in + blockIdx.x * T;
  cuda::memcpy_async(block, buf, src, cuda::aligned_size_t<16>(sizeof(int) * T), bar);
  cuda::memcpy_async(block, buf + T, in + ((blockIdx.x + 1) % B) * T, cuda::aligned_size_t<16>(sizeof(int) * T), bar);
  bar.arrive_and_wait();
  int x = buf[threadIdx.x] * 2 + buf[2 * T - 1 - threadIdx.x];
  block.sync();
  // A per-thread copy of 4 bytes (no alignment promise) on the same barrier.
  cuda::memcpy_async(&buf[threadIdx.x], src + (threadIdx.x + 7) % T, sizeof(int), bar);
  bar.arrive_and_wait();
  out[blockIdx.x * T + threadIdx.x] = x - buf[threadIdx.x];
}

// threadPipe: each thread streams 4 chunks of 4 ints through a per-thread
// two-stage pipeline into its own shared slots.
__global__ void threadPipe(const int4 *in, int *out) {
  __shared__ int4 stage[2][T];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const int4 *src = in + blockIdx.x * T * 4;
  int sum = 0;
  for (int c = 0; c < 2; c++) {
    pipe.producer_acquire();
    cuda::memcpy_async(&stage[c][threadIdx.x], src + c * T + threadIdx.x, sizeof(int4), pipe);
    pipe.producer_commit();
  }
  for (int c = 0; c < 4; c++) {
    pipe.consumer_wait();
    int4 v = stage[c % 2][threadIdx.x];
    sum = sum * 3 + v.x + 2 * v.y + 3 * v.z + 4 * v.w;
    pipe.consumer_release();
    if (c + 2 < 4) {
      pipe.producer_acquire();
      cuda::memcpy_async(&stage[c % 2][threadIdx.x], src + (c + 2) * T + threadIdx.x, sizeof(int4), pipe);
      pipe.producer_commit();
    }
  }
  out[blockIdx.x * T + threadIdx.x] = sum;
}

// blockPipe: producers (the first warp) copy tiles of T ints into a
// two-stage shared buffer; consumers (the other warps) sum them. The
// unified form (every thread both) runs the same tiles after.
constexpr int TILES = 6, STAGES = 2;
__global__ void blockPipe(const int *in, int *out) {
  __shared__ alignas(16) int buf[STAGES][T];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  __shared__ int sums[TILES];
  auto block = cg::this_thread_block();
  if (threadIdx.x < TILES) sums[threadIdx.x] = 0;
  block.sync();
  bool producer = threadIdx.x < 32;
  auto role = producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto pipe = cuda::make_pipeline(block, &state, role);
  const int *src = in + blockIdx.x * TILES * T;
  for (int t = 0; t < TILES; t++) {
    if (producer) {
      pipe.producer_acquire();
      for (int i = threadIdx.x; i < T; i += 32)
        cuda::memcpy_async(&buf[t % STAGES][i], src + t * T + i, sizeof(int), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      int i = threadIdx.x - 32;
      int s = buf[t % STAGES][i] + (i < 32 ? buf[t % STAGES][i + 96] : 0);
      atomicAdd(&sums[t], s * (t + 1));
      pipe.consumer_release();
    }
  }
  block.sync();
  if (threadIdx.x < TILES) out[blockIdx.x * TILES * 2 + threadIdx.x] = sums[threadIdx.x];
}

__global__ void unifiedPipe(const int *in, int *out) {
  __shared__ alignas(16) int buf[STAGES][T];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const int *src = in + blockIdx.x * TILES * T;
  int acc = 0;
  for (int t = 0; t < TILES + STAGES - 1; t++) {
    if (t < TILES) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[t % STAGES], src + t * T, cuda::aligned_size_t<16>(sizeof(int) * T), pipe);
      pipe.producer_commit();
    }
    int c = t - (STAGES - 1);
    if (c >= 0) {
      pipe.consumer_wait();
      acc += buf[c % STAGES][(threadIdx.x + c) % T] * (c + 1);
      pipe.consumer_release();
    }
    // A unified pipeline's producer_acquire does not wait for the other
    // threads to be done with the stage it is about to overwrite.
    block.sync();
  }
  out[blockIdx.x * T + threadIdx.x] = acc;
}

// atomics: every thread applies each fetch operation to global and shared
// words through atomic_ref at each scope; the results are the final words
// and a per-thread hash of what each fetch returned is checked for being a
// permutation-independent quantity (a sum of old values for add).
template <cuda::thread_scope S>
__device__ void ops(int *w, unsigned long long *u, float *f, int v, int *oldSum) {
  cuda::atomic_ref<int, S> a0(w[0]), a1(w[1]), a2(w[2]), a3(w[3]), a4(w[4]), a5(w[5]), a6(w[6]), a7(w[7]);
  a0.fetch_add(v);
  a1.fetch_sub(v & 0xffff);
  a2.fetch_and(~(1 << (v & 31)));
  a3.fetch_or(1 << (v & 31));
  a4.fetch_xor(v);
  a5.fetch_min(v);
  a6.fetch_max(v);
  int expected = a7.load();
  while (!a7.compare_exchange_strong(expected, expected + (v & 7))) {
  }
  atomicAdd(oldSum, 1);
  cuda::atomic_ref<unsigned long long, S> au(*u);
  au.fetch_add((unsigned long long)(unsigned)v << 20);
  cuda::atomic_ref<float, S> af(*f);
#if defined(CCCL_MAJOR_VERSION) && CCCL_MAJOR_VERSION >= 2
  af.fetch_add((float)(v & 0xff));  // small integers: the sum is exact
#else
  // libcu++ 1.8 (CUDA 11.8) has no floating-point fetch_add.
  float old = af.load();
  while (!af.compare_exchange_weak(old, old + (float)(v & 0xff))) {
  }
#endif
}

__global__ void atomics(const int *in, int *g, unsigned long long *gu, float *gf) {
  __shared__ int s[8];
  __shared__ unsigned long long su;
  __shared__ float sf;
  __shared__ int count;
  if (threadIdx.x == 0) {
    for (int i = 0; i < 8; i++) s[i] = (i == 2 ? -1 : (i == 5 ? 1 << 30 : (i == 6 ? -(1 << 30) : 0)));
    su = 0, sf = 0, count = 0;
  }
  __syncthreads();
  int v = in[blockIdx.x * T + threadIdx.x];
  // Global words: 4 scopes x 8 ints; shared words at block and thread scope.
  ops<cuda::thread_scope_system>(g + 0, gu + 0, gf + 0, v, &count);
  ops<cuda::thread_scope_device>(g + 8, gu + 1, gf + 1, v, &count);
  ops<cuda::thread_scope_block>(g + 16, gu + 2, gf + 2, v, &count);
  ops<cuda::thread_scope_thread>(g + 24, gu + 3, gf + 3, (int)(threadIdx.x == 0 ? v : 0), &count);
  ops<cuda::thread_scope_block>(s, &su, &sf, v, &count);
  // exchange: each thread swaps its value into one word: the last one left
  // is some thread's value, so only the word's membership is checked; its
  // sum with all old values is the same whatever the order.
  cuda::atomic_ref<int, cuda::thread_scope_device> ex(g[32]);
  int old = ex.exchange(v);
  atomicAdd(&g[33], old);
  __nanosleep(100 + threadIdx.x);
  __syncthreads();
  if (threadIdx.x < 8) atomicAdd(&g[40 + threadIdx.x], s[threadIdx.x]);
  if (threadIdx.x == 0) {
    atomicAdd(&gu[4], su);
    atomicAdd(&gf[4], sf);
    atomicAdd(&g[48], count);
  }
}

static unsigned fnv(const std::vector<int> &v) {
  unsigned h = 2166136261u;
  for (int x : v)
    for (int i = 0; i < 4; i++) h = (h ^ ((unsigned)x >> (8 * i) & 0xff)) * 16777619u;
  return h;
}
static std::vector<int> back(const int *d, int n) {
  std::vector<int> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("copy back -> %s\n", cudaGetErrorName(e));
  return h;
}
// diff prints the first differences between what a kernel gave and the
// host's expectation.
static void diff(const char *what, const std::vector<int> &g, const std::vector<int> &w) {
  for (size_t i = 0, shown = 0; i < g.size() && i < w.size() && shown < 6; i++)
    if (g[i] != w[i]) printf("  %s[%zu] = %d, want %d\n", what, i, g[i], w[i]), shown++;
}
#define REPORT(what, ok, v)                                               \
  do {                                                                    \
    check(ok, what);                                                      \
    printf("%-22s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v));   \
  } while (0)

int main() {
  const int M = B * T * 16;  // enough input for every kernel
  std::vector<int> h(M);
  unsigned seed = 2718;
  for (int i = 0; i < M; i++) h[i] = (int)(lcg(seed) % 20001) - 10000;
  int *in, *out;
  REQUIRE(cudaMalloc(&in, M * sizeof(int)));
  REQUIRE(cudaMalloc(&out, M * sizeof(int)));
  OK(cudaMemcpy(in, h.data(), M * sizeof(int), cudaMemcpyHostToDevice));

  {
    phases<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int b = 0; b < B; b++) {
      int a0 = 0, a1 = 0, a2 = 0;
      for (int t = 0; t < T; t++) a0 += h[b * T + t];
      for (int t = 0; t < T; t++) a1 += h[b * T + t] ^ a0;
      for (int t = 0; t < T - 32; t++) a2 += h[b * T + t] & 0xff;
      for (int t = 0; t < T; t++) w[b * T + t] = a0 + a1 + (t >= T - 32 ? 0 : a2);
    }
    REPORT("barrier phases", g == w, g);
  }
  {
    bulk<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++) {
        int nb = (b + 1) % B;
        int x = h[b * T + t] * 2 + h[nb * T + T - 1 - t];
        w[b * T + t] = x - h[b * T + (t + 7) % T];
      }
    REPORT("barrier memcpy_async", g == w, g);
  }
  {
    threadPipe<<<B, T>>>((const int4 *)in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++) {
        int s = 0;
        for (int c = 0; c < 4; c++) {
          const int *v = &h[(b * T * 4 + c * T + t) * 4];
          s = s * 3 + v[0] + 2 * v[1] + 3 * v[2] + 4 * v[3];
        }
        w[b * T + t] = s;
      }
    REPORT("pipeline thread", g == w, g);
  }
  {
    blockPipe<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    std::vector<int> g(B * TILES), w(B * TILES);
    auto all = back(out, B * TILES * 2);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < TILES; t++) {
        g[b * TILES + t] = all[b * TILES * 2 + t];
        int s = 0;
        for (int i = 0; i < T; i++) s += h[(b * TILES + t) * T + i];
        w[b * TILES + t] = s * (t + 1);
      }
    REPORT("pipeline partitioned", g == w, g);
    unifiedPipe<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    g = back(out, N);
    w.assign(N, 0);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++)
        for (int c = 0; c < TILES; c++) w[b * T + t] += h[(b * TILES + c) * T + (t + c) % T] * (c + 1);
    diff("unified", g, w);
    REPORT("pipeline unified", g == w, g);
  }
  {
    int *g;
    unsigned long long *gu;
    float *gf;
    REQUIRE(cudaMalloc(&g, 64 * sizeof(int)));
    REQUIRE(cudaMalloc(&gu, 8 * sizeof(unsigned long long)));
    REQUIRE(cudaMalloc(&gf, 8 * sizeof(float)));
    std::vector<int> init(64, 0);
    for (int s = 0; s < 4; s++) init[s * 8 + 2] = -1, init[s * 8 + 5] = 1 << 30, init[s * 8 + 6] = -(1 << 30);
    OK(cudaMemcpy(g, init.data(), 64 * sizeof(int), cudaMemcpyHostToDevice));
    OK(cudaMemset(gu, 0, 8 * sizeof(unsigned long long)));
    OK(cudaMemset(gf, 0, 8 * sizeof(float)));
    atomics<<<B, T>>>(in, g, gu, gf);
    OK(cudaDeviceSynchronize());
    auto got = back(g, 64);
    std::vector<unsigned long long> hu(8);
    std::vector<float> hf(8);
    OK(cudaMemcpy(hu.data(), gu, sizeof(unsigned long long) * 8, cudaMemcpyDeviceToHost));
    OK(cudaMemcpy(hf.data(), gf, sizeof(float) * 8, cudaMemcpyDeviceToHost));
    // The expected words: for the first three scopes every thread of every
    // block applied its value; at thread scope only thread 0 of each block
    // applied its value, the others 0; shared words per block, summed.
    std::vector<int> w(init);
    std::vector<unsigned long long> wu(8);
    std::vector<float> wf(8);
    auto apply = [&](int *x, unsigned long long *u, float *f, int v) {
      x[0] += v, x[1] -= v & 0xffff, x[2] &= ~(1 << (v & 31)), x[3] |= 1 << (v & 31), x[4] ^= v;
#if defined(CCCL_MAJOR_VERSION) && CCCL_MAJOR_VERSION >= 2
      x[5] = std::min(x[5], v), x[6] = std::max(x[6], v);
#else
      // libcu++ 1.8 (CUDA 11.8) compiles fetch_min/fetch_max on int to
      // atom.min/max.u32 (its PTX says so): unsigned comparisons.
      x[5] = (int)std::min((unsigned)x[5], (unsigned)v), x[6] = (int)std::max((unsigned)x[6], (unsigned)v);
#endif
      x[7] += v & 7;
      *u += (unsigned long long)(unsigned)v << 20, *f += (float)(v & 0xff);
    };
    int sum = 0;
    for (int b = 0; b < B; b++) {
      int s[8] = {0, 0, -1, 0, 0, 1 << 30, -(1 << 30), 0};
      unsigned long long su = 0;
      float sf = 0;
      for (int t = 0; t < T; t++) {
        int v = h[b * T + t];
        for (int sc = 0; sc < 3; sc++) apply(&w[sc * 8], &wu[sc], &wf[sc], v);
        apply(&w[24], &wu[3], &wf[3], t == 0 ? v : 0);
        apply(s, &su, &sf, v);
        sum += v;
      }
      for (int i = 0; i < 8; i++) w[40 + i] += s[i];
      wu[4] += su, wf[4] += sf;
      w[48] += T * 5;
    }
    // exchange: the last value plus the sum of the old values is the sum
    // of all values plus the initial 0.
    bool exOK = (long long)got[32] + got[33] == sum;
    // The order-dependent words are left out of the comparison and hash.
    got[32] = got[33] = w[32] = w[33] = 0;
    bool ok = got == w && hu == wu && hf == wf && exOK;
    diff("words", got, w);
    for (int i = 0; i < 8; i++)
      if (hu[i] != wu[i] || hf[i] != wf[i])
        printf("  u64[%d] = %llu, want %llu; f32[%d] = %g, want %g\n", i, hu[i], wu[i], i, hf[i], wf[i]);
    if (!exOK) printf("  exchange: the last value and the old values' sum miss %d\n", sum);
    got.push_back((int)(hu[0] >> 20) ^ (int)(hu[4] >> 20));
    got.push_back((int)hf[0] ^ (int)hf[4]);
    REPORT("atomic_ref", ok, got);
    cudaFree(g);
    cudaFree(gu);
    cudaFree(gf);
  }
  cudaFree(in);
  cudaFree(out);
  return finish();
}
