// s_scan: single-pass inclusive prefix sum with decoupled look-back (tiles
// taken in order through an atomic counter; each tile publishes its
// aggregate, then its inclusive prefix, in a 64-bit flag|value word that
// later tiles poll). Three ways to order the flags: cuda::atomic_ref
// acquire/release, volatile with __threadfence, and inline PTX
// ld.acquire.gpu / st.release.gpu. 2^18 integers, checked on the host.
#include <cuda/atomic>
#include "k25.h"

constexpr int THREADS = 256, ITEMS = 4, TILE = THREADS * ITEMS, N = 1 << 18, TILES = N / TILE;
constexpr unsigned long long AGG = 1ull << 32, PREFIX = 2ull << 32;

__device__ unsigned tileCounter;

template <int MODE>
__device__ void publish(unsigned long long *p, unsigned long long v) {
  if (MODE == 0) {
    cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(*p).store(v, cuda::memory_order_release);
  } else if (MODE == 1) {
    __threadfence();
    *(volatile unsigned long long *)p = v;
  } else {
    asm volatile("st.release.gpu.global.b64 [%0], %1;" ::"l"(p), "l"(v) : "memory");
  }
}

template <int MODE>
__device__ unsigned long long poll(unsigned long long *p) {
  unsigned long long v;
  if (MODE == 0) {
    v = cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(*p).load(cuda::memory_order_acquire);
  } else if (MODE == 1) {
    v = *(volatile unsigned long long *)p;
    __threadfence();
  } else {
    asm volatile("ld.acquire.gpu.global.b64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  }
  return v;
}

template <int MODE>
__global__ void scan(const unsigned *in, unsigned *out, unsigned long long *status) {
  __shared__ unsigned tile, warpTotals[THREADS / 32], exclusive;
  if (threadIdx.x == 0) tile = atomicAdd(&tileCounter, 1);
  __syncthreads();
  const unsigned *src = in + (size_t)tile * TILE + threadIdx.x * ITEMS;
  unsigned v[ITEMS], sum = 0;
  for (int i = 0; i < ITEMS; i++) v[i] = sum += src[i];
  // warp inclusive scan of the thread sums, then of the warp totals
  int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  unsigned x = sum;
  for (int o = 1; o < 32; o <<= 1) {
    unsigned y = __shfl_up_sync(0xffffffffu, x, o);
    if (lane >= o) x += y;
  }
  if (lane == 31) warpTotals[w] = x;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned t = 0;
    for (int i = 0; i < THREADS / 32; i++) t += warpTotals[i], warpTotals[i] = t - warpTotals[i];
    unsigned long long *st = status + tile;
    unsigned excl = 0;
    if (tile == 0) {
      publish<MODE>(st, PREFIX | t);
    } else {
      publish<MODE>(st, AGG | t);
      for (int j = tile - 1;; j--) {
        unsigned long long s;
        while (((s = poll<MODE>(status + j)) >> 32) == 0) {
        }
        excl += (unsigned)s;
        if ((s >> 32) == 2) break;
      }
      publish<MODE>(st, PREFIX | (unsigned)(excl + t));
    }
    exclusive = excl;
  }
  __syncthreads();
  unsigned base = exclusive + warpTotals[w] + x - sum;
  unsigned *dst = out + (size_t)tile * TILE + threadIdx.x * ITEMS;
  for (int i = 0; i < ITEMS; i++) dst[i] = base + v[i];
}

int main() {
  std::vector<unsigned> in(N), out(N), want(N);
  unsigned s = 3, t = 0;
  for (int i = 0; i < N; i++) in[i] = lcg(s) % 1000, want[i] = t += in[i];
  unsigned *din, *dout;
  unsigned long long *status;
  REQUIRE(cudaMalloc(&din, N * 4));
  REQUIRE(cudaMalloc(&dout, N * 4));
  REQUIRE(cudaMalloc(&status, TILES * 8));
  cudaMemcpy(din, in.data(), N * 4, cudaMemcpyHostToDevice);
  const char *names[] = {"atomic_ref acquire/release", "volatile + __threadfence", "ld.acquire / st.release"};
  for (int mode = 0; mode < 3; mode++) {
    timed([&] {
      unsigned zero = 0;
      cudaMemcpyToSymbol(tileCounter, &zero, 4);
      cudaMemset(status, 0, TILES * 8);
      cudaMemset(dout, 0, N * 4);
      if (mode == 0) scan<0><<<TILES, THREADS>>>(din, dout, status);
      if (mode == 1) scan<1><<<TILES, THREADS>>>(din, dout, status);
      if (mode == 2) scan<2><<<TILES, THREADS>>>(din, dout, status);
    });
    OK(cudaMemcpy(out.data(), dout, N * 4, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < N; i++) bad += out[i] != want[i];
    printf("%-30s last %u, %d wrong\n", names[mode], out[N - 1], bad);
    check(bad == 0, names[mode]);
  }
  return done();
}
