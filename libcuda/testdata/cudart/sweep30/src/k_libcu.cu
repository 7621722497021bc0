// k_libcu: libcu++ as CUDA 11.8 ships it, built for sm_90: cuda::atomic_ref
// of every width (8 to 64 bits, float, double) at every scope (thread, block,
// device, system) on global and shared memory (8 and 16 bits with CUDA 12+); cuda::std::atomic wait and
// notify, within a block and between blocks that wait for each other;
// cuda::barrier with a completion function (no mbarrier) and with arrive(n);
// cuda::memcpy_async of aligned (cp.async) and unaligned sizes (the copy
// without hardware acceleration) on a barrier and on a multi-stage pipeline
// with producer and consumer threads; cuda::std::complex arithmetic on exact
// values; cuda::std::numeric_limits of every arithmetic type. Every result
// is a count, a sum or a value the threads' order cannot change, against the
// host's.
#include "../../sweep27/src/sw27.h"
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/complex>
#include <cuda/std/limits>
#include <cooperative_groups.h>
#include <algorithm>
#include <limits>
namespace cg = cooperative_groups;
#pragma nv_diag_suppress static_var_with_dynamic_init

// ---- atomic_ref of every width and scope ----
// Each of the grid's threads adds its rank's low bits, flips bits, swaps and
// compare-exchanges; the final values and the sum of what exchange returned
// do not depend on the order.
template <class T, cuda::thread_scope S> struct AtomicCase {
  __device__ static void run(T *g, int t) {
    cuda::atomic_ref<T, S> add(g[0]), cas(g[1]), exch(g[2]);
#if CUDART_VERSION < 12000  // libcu++ 1.8 has no floating-point fetch_add
    if constexpr (!std::is_integral<T>::value) {
      T o = add.load(cuda::std::memory_order_relaxed);
      while (!add.compare_exchange_strong(o, (T)(o + (T)(t % 5)), cuda::std::memory_order_relaxed)) {
      }
    } else
#endif
    {
      add.fetch_add((T)(t % 5 + 1), cuda::std::memory_order_relaxed);
      add.fetch_sub((T)1, cuda::std::memory_order_release);
    }
    T old = cas.load(cuda::std::memory_order_acquire);
    while (!cas.compare_exchange_weak(old, (T)(old + (T)2), cuda::std::memory_order_acq_rel)) {
    }
    exch.exchange((T)7);
    if constexpr (std::is_integral<T>::value) {
      cuda::atomic_ref<T, S> bits(g[3]);
      bits.fetch_xor((T)(1 << (t % (8 * sizeof(T) < 32 ? 8 * sizeof(T) : 31))));
      bits.fetch_or((T)0);
    }
  }
};

template <class T, cuda::thread_scope S> __global__ void atomicsGlobal(T *g) {
  AtomicCase<T, S>::run(g, blockIdx.x * blockDim.x + threadIdx.x);
}
template <class T, cuda::thread_scope S> __global__ void atomicsShared(T *g) {
  __shared__ T s[4];
  if (threadIdx.x < 4) s[threadIdx.x] = g[threadIdx.x];
  __syncthreads();
  AtomicCase<T, S>::run(s, threadIdx.x);
  __syncthreads();
  if (threadIdx.x < 4) g[4 + 4 * blockIdx.x + threadIdx.x] = s[threadIdx.x];
}

template <class T, cuda::thread_scope S> void testAtomic(const char *tname, const char *sname) {
  const int blocks = 4, threads = 96, n = blocks * threads;
  std::vector<T> init = {(T)3, (T)0, (T)1, (T)0x5a};
  init.resize(4 + 4 * blocks);
  auto expect = [&](int count, T *w) {
    T add = init[0], cas = init[1], bits = init[3];
    for (int t = 0; t < count; t++) {
      add = (T)(add + (T)(t % 5 + 1));
      add = (T)(add - (T)1);
      cas = (T)(cas + (T)2);
      if constexpr (std::is_integral<T>::value) bits = (T)(bits ^ (T)(1 << (t % (8 * sizeof(T) < 32 ? 8 * sizeof(T) : 31))));
    }
    w[0] = add, w[1] = cas, w[2] = (T)7, w[3] = bits;
  };
  char what[100];
  // a thread-scope atomic is only defined for one thread: the global case
  // runs one thread then
  bool one = S == cuda::thread_scope_thread;
  {
    Dev<T> g(init);
    atomicsGlobal<T, S><<<one ? 1 : blocks, one ? 1 : threads>>>(g);
    snprintf(what, sizeof what, "atomic_ref<%s, %s> global", tname, sname);
    if (synced(what)) {
      std::vector<T> w(4), got = g.get();
      expect(one ? 1 : n, w.data());
      got.resize(4);
      compare(what, got, w);
    }
  }
  if (S == cuda::thread_scope_thread) return;
  {
    Dev<T> g(init);
    atomicsShared<T, S><<<blocks, threads>>>(g);
    snprintf(what, sizeof what, "atomic_ref<%s, %s> shared", tname, sname);
    if (synced(what)) {
      std::vector<T> w(4 + 4 * blocks), got = g.get();
      for (int b = 0; b < 4; b++) w[b] = init[b];
      for (int b = 0; b < blocks; b++) expect(threads, &w[4 + 4 * b]);
      compare(what, got, w);
    }
  }
}

template <class T> void testAtomicScopes(const char *tname) {
  testAtomic<T, cuda::thread_scope_thread>(tname, "thread");
  testAtomic<T, cuda::thread_scope_block>(tname, "block");
  testAtomic<T, cuda::thread_scope_device>(tname, "device");
  testAtomic<T, cuda::thread_scope_system>(tname, "system");
}

// ---- wait/notify ----
// Block b waits for block (b+1) % n's flag and then sets its own: block
// n-1 starts the chain, so every block but the last waits for a later one.
__global__ void chain(cuda::std::atomic<int> *flags, int *order, int n) {
  int b = blockIdx.x;
  if (threadIdx.x == 0) {
    if (b != n - 1) flags[b + 1].wait(0);
    int pos = b == n - 1 ? 0 : flags[b + 1].load() ;
    order[b] = pos;
    flags[b].store(pos + 1);
    flags[b].notify_all();
  }
}
// Within a block: warp 0 waits for a value warp 3 stores last.
__global__ void inBlock(int *out) {
  __shared__ cuda::atomic<int, cuda::thread_scope_block> a;
  if (threadIdx.x == 0) a.store(0);
  __syncthreads();
  int w = threadIdx.x / 32;
  if (w == 0) {
    a.wait(0);
    int v = a.load();
    if (threadIdx.x == 0) out[0] = v;
  } else if (w == 3 && threadIdx.x == 96) {
    for (volatile int i = 0; i < 1000; i++) {
    }
    a.store(42);
    a.notify_all();
  }
}

void testWait() {
  const int n = 6;
  Dev<cuda::std::atomic<int>> flags(n);
  Dev<int> order(n), one(1);
  chain<<<n, 32>>>(flags, order, n);
  if (synced("atomic wait/notify between blocks")) {
    std::vector<int> w(n);
    for (int b = 0; b < n; b++) w[b] = n - 1 - b;
    compare("atomic wait/notify between blocks", order.get(), w);
  }
  inBlock<<<1, 128>>>(one);
  if (synced("atomic wait/notify in a block")) compare("atomic wait/notify in a block", one.get(), std::vector<int>{42});
}

// ---- barriers ----
struct Completion {
  int *count;
  __device__ void operator()() noexcept { ++*count; }
};
__global__ void barriers(int *out) {
  __shared__ int completions;
  __shared__ int vals[128];
  __shared__ cuda::barrier<cuda::thread_scope_block, Completion> bar;
  __shared__ cuda::barrier<cuda::thread_scope_block> plain;
  int t = threadIdx.x;
  if (t == 0) {
    completions = 0;
    init(&bar, blockDim.x, Completion{&completions});
    init(&plain, blockDim.x / 2 + 1);  // half the threads, and thread 0 arriving for all the rest
  }
  __syncthreads();
  int s = 0;
  for (int phase = 0; phase < 4; phase++) {
    vals[t] = t * (phase + 1);
    bar.arrive_and_wait();
    s += vals[(t + 17) % blockDim.x];
    bar.arrive_and_wait();
  }
  // plain: odd threads arrive one each, thread 0 for the even ones at once
  if (t & 1) {
    plain.wait(plain.arrive());
  } else if (t == 0) {
    plain.wait(plain.arrive(1));
  }
  out[t] = s;
  if (t == 0) out[blockDim.x] = completions;
}

void testBarriers() {
  const int n = 128;
  Dev<int> out(n + 1);
  barriers<<<1, n>>>(out);
  if (!synced("barriers")) return;
  std::vector<int> w(n + 1);
  for (int t = 0; t < n; t++)
    for (int p = 0; p < 4; p++) w[t] += (t + 17) % n * (p + 1);
  w[n] = 8;
  compare("barrier with completion, arrive(n)", out.get(), w);
}

// ---- memcpy_async on barriers and pipelines ----
// Each block copies its chunk of `in` (bytes at an offset, so the unaligned
// case starts off a 16-byte boundary) into shared memory and back out.
template <bool Aligned> __global__ void copyBarrier(const char *in, char *out, int chunk, int offset) {
  extern __shared__ __align__(16) char sm[];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  const char *src = in + blockIdx.x * chunk + offset;
  if (Aligned)
    cuda::memcpy_async(block, sm, src, cuda::aligned_size_t<16>(chunk), bar);
  else
    cuda::memcpy_async(block, sm, src, chunk - offset, bar);
  bar.arrive_and_wait();
  int len = Aligned ? chunk : chunk - offset;
  for (int i = block.thread_rank(); i < len; i += block.size()) out[blockIdx.x * chunk + i] = sm[i] ^ 0x5a;
}

// A pipeline of 3 stages: warp 0 produces (copies tiles of ints in), warps
// 1-2 consume (sum each tile's values with a weight).
__global__ void pipelined(const int *in, long long *out, int tiles, int tile) {
  constexpr int stages = 3;
  extern __shared__ __align__(16) int buf[];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, stages> state;
  auto block = cg::this_thread_block();
  bool producer = block.thread_rank() < 32;
  auto pipe = cuda::make_pipeline(block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
  long long s = 0;
  for (int k = 0; k < tiles; k++) {
    int *stage = buf + (k % stages) * tile;
    if (producer) {
      pipe.producer_acquire();
      for (int i = block.thread_rank(); i < tile; i += 32)
        cuda::memcpy_async(&stage[i], &in[k * tile + i], sizeof(int), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      for (int i = block.thread_rank() - 32; i < tile; i += block.size() - 32) s += (long long)stage[i] * (k + 1);
      pipe.consumer_release();
    }
  }
  if (!producer) atomicAdd((unsigned long long *)out, (unsigned long long)s);
}

// per thread: a thread-scope pipeline of 2 stages, its own copies
__global__ void threadPipe(const int4 *in, int4 *out, int per) {
  __shared__ int4 sm[2][128];
  auto pipe = cuda::make_pipeline();
  int t = threadIdx.x;
  int4 acc = make_int4(0, 0, 0, 0);
  for (int k = 0; k < per; k++) {
    pipe.producer_acquire();
    cuda::memcpy_async(&sm[k % 2][t], &in[k * blockDim.x + t], cuda::aligned_size_t<16>(sizeof(int4)), pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    int4 v = sm[k % 2][t];
    acc.x += v.x, acc.y ^= v.y, acc.z -= v.z, acc.w = max(acc.w, v.w);
    pipe.consumer_release();
  }
  out[t] = acc;
}

void testCopies() {
  const int blocks = 5, chunk = 1024;
  std::vector<char> in(blocks * chunk + 64);
  unsigned s = 1;
  for (auto &c : in) c = (char)lcg(s);
  for (int aligned = 0; aligned < 2; aligned++) {
    int offset = aligned ? 0 : 3;
    Dev<char> din(in), dout(blocks * chunk);
    if (aligned)
      copyBarrier<true><<<blocks, 96, chunk>>>(din, dout, chunk, offset);
    else
      copyBarrier<false><<<blocks, 96, chunk>>>(din, dout, chunk, offset);
    const char *what = aligned ? "memcpy_async aligned_size_t<16> on a barrier" : "memcpy_async unaligned on a barrier";
    if (!synced(what)) continue;
    std::vector<char> w(blocks * chunk, 0);
    int len = aligned ? chunk : chunk - offset;
    for (int b = 0; b < blocks; b++)
      for (int i = 0; i < len; i++) w[b * chunk + i] = in[b * chunk + offset + i] ^ 0x5a;
    compare(what, dout.get(), w);
  }
  const int tiles = 10, tile = 256;
  std::vector<int> pin(tiles * tile);
  for (auto &v : pin) v = (int)(lcg(s) % 100000) - 50000;
  Dev<int> dpin(pin);
  Dev<long long> dsum(1);
  pipelined<<<1, 96, 3 * tile * sizeof(int)>>>(dpin, dsum, tiles, tile);
  if (synced("pipeline producer/consumer")) {
    long long w = 0;
    for (int k = 0; k < tiles; k++)
      for (int i = 0; i < tile; i++) w += (long long)pin[k * tile + i] * (k + 1);
    compare("pipeline producer/consumer, 3 stages", dsum.get(), std::vector<long long>{w});
  }
  const int per = 6, th = 128;
  std::vector<int4> tin(per * th);
  for (auto &v : tin) v = make_int4((int)lcg(s), (int)lcg(s), (int)lcg(s), (int)lcg(s) % 1000);
  Dev<int4> dtin(tin), dtout(th);
  threadPipe<<<1, th>>>(dtin, dtout, per);
  if (synced("thread pipeline")) {
    std::vector<int> w(4 * th), g(4 * th);
    for (int t = 0; t < th; t++) {
      int4 a = make_int4(0, 0, 0, 0);
      for (int k = 0; k < per; k++) {
        int4 v = tin[k * th + t];
        a.x += v.x, a.y ^= v.y, a.z -= v.z, a.w = std::max(a.w, v.w);
      }
      w[4 * t] = a.x, w[4 * t + 1] = a.y, w[4 * t + 2] = a.z, w[4 * t + 3] = a.w;
    }
    std::vector<int4> got = dtout.get();
    memcpy(g.data(), got.data(), g.size() * 4);
    compare("thread pipeline, 2 stages, wait_prior<0>", g, w);
  }
}

// ---- complex ----
template <class F> __global__ void complexOps(const F *in, F *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  using C = cuda::std::complex<F>;
  C a(in[4 * t], in[4 * t + 1]), b(in[4 * t + 2], in[4 * t + 3]);
  C r[6] = {a + b, a - b, a * b, cuda::std::conj(a) * F(2), C(cuda::std::norm(a), cuda::std::real(b) * cuda::std::imag(a)), -a + F(1)};
  for (int k = 0; k < 6; k++) out[12 * t + 2 * k] = r[k].real(), out[12 * t + 2 * k + 1] = r[k].imag();
}
template <class F> void testComplex(const char *fname) {
  const int n = 4096;
  std::vector<F> in(4 * n);
  unsigned s = 9;
  for (auto &v : in) v = (F)((int)(lcg(s) % 2001) - 1000) / 8;  // products and sums of these are exact
  Dev<F> din(in), dout(12 * n);
  complexOps<F><<<n / 128, 128>>>(din, dout, n);
  char what[60];
  snprintf(what, sizeof what, "complex<%s> + - * conj norm", fname);
  if (!synced(what)) return;
  std::vector<F> w(12 * n);
  for (int t = 0; t < n; t++) {
    F ar = in[4 * t], ai = in[4 * t + 1], br = in[4 * t + 2], bi = in[4 * t + 3];
    F r[12] = {ar + br, ai + bi, ar - br, ai - bi, ar * br - ai * bi, ar * bi + ai * br, ar * 2, -ai * 2, ar * ar + ai * ai, br * ai, -ar + 1, -ai};
    for (int k = 0; k < 12; k++) w[12 * t + k] = r[k];
  }
  compare(what, dout.get(), w);
}

// ---- numeric_limits ----
// limitsOf writes what L<T> (cuda::std::numeric_limits on the device, std::numeric_limits on
// the host) says of T: five values' bits, then its properties packed.
template <template <class> class L, class T> __host__ __device__ void limitsOf(unsigned long long *o) {
  T v[7] = {L<T>::min(), L<T>::max(), L<T>::lowest(), L<T>::epsilon(), L<T>::round_error(), L<T>::infinity(), L<T>::denorm_min()};
  for (int k = 0; k < 7; k++) {
    o[k] = 0;
    memcpy(&o[k], &v[k], sizeof(T));
  }
  o[7] = L<T>::digits | L<T>::digits10 << 8 | L<T>::is_signed << 16 | L<T>::is_integer << 17 | L<T>::is_exact << 18 |
         L<T>::has_infinity << 19 | L<T>::has_quiet_NaN << 20 | L<T>::radix << 24;
  o[8] = (unsigned)(L<T>::min_exponent + 2000) | (unsigned long long)(L<T>::max_exponent + 2000) << 16 |
         (unsigned long long)(L<T>::max_digits10) << 32;
}
#define LIMIT_TYPES(X) X(bool) X(char) X(signed char) X(unsigned char) X(short) X(unsigned short) X(int) X(unsigned) X(long) \
  X(unsigned long) X(long long) X(unsigned long long) X(float) X(double) X(char16_t) X(char32_t) X(wchar_t)
__global__ void limits(unsigned long long *o) {
  int k = 0;
#define DEV(T) limitsOf<cuda::std::numeric_limits, T>(o + 9 * k++);
  LIMIT_TYPES(DEV)
#undef DEV
}
void testLimits() {
  const int types = 17;
  Dev<unsigned long long> d(9 * types);
  limits<<<1, 1>>>(d);
  if (!synced("numeric_limits")) return;
  std::vector<unsigned long long> w(9 * types);
  int k = 0;
#define HOST(T) limitsOf<std::numeric_limits, T>(&w[9 * k++]);
  LIMIT_TYPES(HOST)
#undef HOST
  compare("cuda::std::numeric_limits (17 types)", d.get(), w);
}

int main() {
#if CUDART_VERSION >= 12000  // libcu++ 1.8 (CUDA 11.8): "atomic_ref does not support 1 or 2 byte types"
  testAtomicScopes<char>("char");
  testAtomicScopes<unsigned short>("unsigned short");
#endif
  testAtomicScopes<int>("int");
  testAtomicScopes<unsigned>("unsigned");
  testAtomicScopes<long long>("long long");
  testAtomicScopes<unsigned long long>("unsigned long long");
  testAtomicScopes<float>("float");
  testAtomicScopes<double>("double");
  testWait();
  testBarriers();
  testCopies();
  testComplex<float>("float");
  testComplex<double>("double");
  testLimits();
  return finish();
}
