// w_libcu: libcu++ 1.8 as CUDA 11.8 ships it (<cuda/atomic>, <cuda/barrier>,
// <cuda/latch>, <cuda/semaphore>, <cuda/pipeline>) on sm_80: cuda::atomic and
// cuda::atomic_ref at thread-block and device scope (fetch_add/sub/and/or/xor,
// exchange, compare_exchange loops, fetch_min/max through CAS, load/store
// with each order), cuda::barrier<thread_scope_block> in shared memory
// (arrive_and_wait phases, arrive tokens, arrive_and_drop), cuda::latch,
// cuda::counting_semaphore bounding how many threads are inside at once,
// cuda::memcpy_async with a barrier and with a block pipeline (cp.async on
// sm_80). Results are counts and sums whose value the threads' order cannot
// change, against the host's.
#include "sw27.h"
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/latch>
#include <cuda/pipeline>
#include <cuda/semaphore>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Shared barriers and pipeline states are constructed by init()/make_pipeline,
// as libcu++ documents; nvcc warns about their constructors regardless.
#pragma nv_diag_suppress static_var_with_dynamic_init

struct Counters {
  unsigned long long sum, andv, orv, xorv, exch, cas;
  int minv, maxv, inside, maxInside, phases, latchSeen;
};

__device__ cuda::counting_semaphore<cuda::thread_scope_device, 3> sem(3);

__global__ void atomics(Counters *g, const unsigned *x) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = x[t];
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> sum(g->sum), andv(g->andv), orv(g->orv), xorv(g->xorv),
      exch(g->exch), cas(g->cas);
  cuda::atomic_ref<int, cuda::thread_scope_device> mn(g->minv), mx(g->maxv);
  sum.fetch_add(v, cuda::std::memory_order_relaxed);
  sum.fetch_sub(v / 2, cuda::std::memory_order_acq_rel);
  andv.fetch_and(~(1ull << (v % 64)));
  orv.fetch_or(1ull << (v % 61));
  xorv.fetch_xor((unsigned long long)v << 7);
  exch.exchange(1);  // ends as 1 whoever was last
  unsigned long long old = cas.load(cuda::std::memory_order_acquire);
  while (!cas.compare_exchange_weak(old, old + (v & 0xff), cuda::std::memory_order_acq_rel)) {
  }
  int iv = (int)v;
  int cur = mn.load();
  while (iv < cur && !mn.compare_exchange_strong(cur, iv)) {
  }
  cur = mx.load();
  while (iv > cur && !mx.compare_exchange_strong(cur, iv)) {
  }
}

// Blocks of 64 threads: a shared barrier through 5 phases, each summing a
// shared array another thread wrote the phase before; a latch; the
// semaphore letting at most 3 threads of the grid in at once.
__global__ void sync(Counters *g, unsigned long long *phaseSums) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ unsigned long long vals[64];
  __shared__ cuda::latch<cuda::thread_scope_block> *lp;
  __shared__ alignas(cuda::latch<cuda::thread_scope_block>) char latchMem[sizeof(cuda::latch<cuda::thread_scope_block>)];
  int t = threadIdx.x;
  if (t == 0) {
    init(&bar, blockDim.x);
    lp = new (latchMem) cuda::latch<cuda::thread_scope_block>(blockDim.x);
  }
  __syncthreads();
  for (int phase = 0; phase < 5; phase++) {
    vals[t] = (unsigned long long)(t + 1) * (phase + 1) + blockIdx.x;
    bar.arrive_and_wait();
    unsigned long long s = 0;
    for (int k = 0; k < 64; k++) s += vals[(k + t) % 64];
    auto token = bar.arrive();
    bar.wait(std::move(token));
    if (t == 5) phaseSums[blockIdx.x * 5 + phase] = s;
  }
  lp->count_down();
  lp->wait();
  if (t == 0) atomicAdd(&g->latchSeen, 1);
  sem.acquire();
  int in = atomicAdd(&g->inside, 1) + 1;
  atomicMax(&g->maxInside, in);
  __nanosleep(1000);
  atomicSub(&g->inside, 1);
  sem.release();
  if (t >= 32) bar.arrive_and_drop();  // half the block leaves the barrier
  else {
    bar.arrive_and_wait();
    if (t == 0) atomicAdd(&g->phases, 1);
  }
}

// memcpy_async into shared memory: through a barrier, then through a
// two-stage block pipeline, summing each tile.
__global__ void copies(const int *in, unsigned long long *out, int tiles) {
  __shared__ int buf[2][256];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  cuda::memcpy_async(block, buf[0], in + blockIdx.x * 256, sizeof(int) * 256, bar);
  bar.arrive_and_wait();
  unsigned long long s = buf[0][threadIdx.x] * 3 + buf[0][255 - threadIdx.x];
  __syncthreads();
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto pipe = cuda::make_pipeline(block, &state);
  for (int k = 0; k < tiles + 1; k++) {
    if (k < tiles) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[k % 2], in + (size_t)k * 256, cuda::aligned_size_t<16>(sizeof(int) * 256), pipe);
      pipe.producer_commit();
    }
    if (k >= 1) {
      pipe.consumer_wait();
      s += (unsigned long long)buf[(k - 1) % 2][threadIdx.x] * k;
      pipe.consumer_release();
    }
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

int main() {
  const int n = 64 * 32;
  unsigned long long s = 4;
  std::vector<unsigned> x(n);
  for (auto &v : x) v = (unsigned)edgy(s, 32);
  Counters init;
  memset(&init, 0, sizeof init);
  init.andv = ~0ull, init.minv = 0x7fffffff, init.maxv = (int)0x80000000;
  Dev<Counters> g(std::vector<Counters>{init});
  Dev<unsigned> dx(x);
  atomics<<<n / 64, 64>>>(g.p, dx.p);
  SYNC();
  Counters want = init;
  for (unsigned v : x) {
    want.sum += v, want.sum -= v / 2;
    want.andv &= ~(1ull << (v % 64)), want.orv |= 1ull << (v % 61), want.xorv ^= (unsigned long long)v << 7;
    want.cas += v & 0xff;
    want.minv = std::min(want.minv, (int)v), want.maxv = std::max(want.maxv, (int)v);
  }
  want.exch = 1;
  Counters got = g.get()[0];
  std::vector<long long> gv = {(long long)got.sum, (long long)got.andv, (long long)got.orv, (long long)got.xorv,
                               (long long)got.exch, (long long)got.cas, got.minv, got.maxv};
  std::vector<long long> wv = {(long long)want.sum, (long long)want.andv, (long long)want.orv, (long long)want.xorv,
                               (long long)want.exch, (long long)want.cas, want.minv, want.maxv};
  compare("cuda::atomic_ref operations", gv, wv);

  const int blocks = 6;
  Dev<Counters> g2(std::vector<Counters>{init});
  Dev<unsigned long long> sums(blocks * 5);
  sync<<<blocks, 64>>>(g2.p, sums.p);
  SYNC();
  std::vector<unsigned long long> ws(blocks * 5);
  for (int b = 0; b < blocks; b++)
    for (int ph = 0; ph < 5; ph++) {
      unsigned long long t = 0;
      for (int k = 0; k < 64; k++) t += (unsigned long long)(k + 1) * (ph + 1) + b;
      ws[b * 5 + ph] = t;
    }
  compare("cuda::barrier phases", sums.get(), ws);
  Counters c2 = g2.get()[0];
  printf("latch passed by %d blocks, at most %d threads inside the semaphore, %d blocks after arrive_and_drop\n",
         c2.latchSeen, c2.maxInside, c2.phases);
  check(c2.latchSeen == blocks && c2.maxInside >= 1 && c2.maxInside <= 3 && c2.inside == 0 && c2.phases == blocks,
        "latch, semaphore bound of 3, barrier after arrive_and_drop");

  const int tiles = 8;
  std::vector<int> in(tiles * 256);
  for (auto &v : in) v = (int)(rnd64(s) % 100000);
  Dev<int> din(in);
  Dev<unsigned long long> out(tiles * 256);
  copies<<<tiles, 256>>>(din.p, out.p, tiles);
  SYNC();
  std::vector<unsigned long long> wo(tiles * 256);
  for (int b = 0; b < tiles; b++)
    for (int t = 0; t < 256; t++) {
      unsigned long long v = in[b * 256 + t] * 3ull + in[b * 256 + 255 - t];
      for (int k = 1; k <= tiles; k++) v += (unsigned long long)in[(k - 1) * 256 + t] * k;
      wo[b * 256 + t] = v;
    }
  compare("memcpy_async: barrier and pipeline", out.get(), wo);
  return finish();
}
