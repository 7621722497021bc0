// cuda::atomic_ref and cuda::atomic / cuda::std::atomic at every thread scope and memory order:
// fetch_add/sub/and/or/xor/min/max, exchange, compare_exchange_strong/weak, load/store on 32- and
// 64-bit integers, fetch_add/sub on float and double, in shared and global memory; each thread's
// own word (every result is the instruction's) and words all threads update (the final values,
// which no order changes). One kernel a scope.
#include "common.h"
#include <cuda/atomic>
#include <cuda/std/atomic>
using mo = cuda::std::memory_order;
// CUDA 11.8's libcu++ has no floating-point fetch_add/fetch_sub.
#define NEW_LIBCU (__CUDACC_VER_MAJOR__ >= 12)
// Constants, and every loop over them unrolled: each operation is compiled with its order (a
// run-time order would make libcu++ emit every order's instruction at each call).
__device__ constexpr mo rmw_order(int k) {
  return k == 0 ? cuda::std::memory_order_relaxed : k == 1 ? cuda::std::memory_order_consume
       : k == 2 ? cuda::std::memory_order_acquire : k == 3 ? cuda::std::memory_order_release
       : k == 4 ? cuda::std::memory_order_acq_rel : cuda::std::memory_order_seq_cst;
}
__device__ constexpr mo load_order(int k) {
  return k == 0 ? cuda::std::memory_order_relaxed : k == 1 ? cuda::std::memory_order_acquire : cuda::std::memory_order_seq_cst;
}
__device__ constexpr mo store_order(int k) {
  return k == 0 ? cuda::std::memory_order_relaxed : k == 1 ? cuda::std::memory_order_release : cuda::std::memory_order_seq_cst;
}

template <class T> __device__ __forceinline__ unsigned long long bitsof(T v) {
  if constexpr (sizeof(T) == 4) { unsigned u; memcpy(&u, &v, 4); return u; }
  else { unsigned long long u; memcpy(&u, &v, 8); return u; }
}

// Every integer operation on one word only this thread touches, in every order.
template <cuda::thread_scope S, class T> __device__ unsigned own_int(T *p, T a, T b) {
  cuda::atomic_ref<T, S> r(*p);
  unsigned h = 0;
#pragma unroll
  for (int k = 0; k < 6; k++) {
    const mo o = rmw_order(k);
    r.store(a, store_order(k % 3));
    h = mix64(h, r.fetch_add(b, o));
    h = mix64(h, r.fetch_sub(a >> 3, o));
    h = mix64(h, r.fetch_and(b | (T)0x0f0f, o));
    h = mix64(h, r.fetch_or(a & (T)0x3300, o));
    h = mix64(h, r.fetch_xor(b, o));
    h = mix64(h, r.fetch_min(a, o));
    h = mix64(h, r.fetch_max(b, o));
    h = mix64(h, r.exchange(a ^ b, o));
    T want = a ^ b;
    h = mix64(h, r.compare_exchange_strong(want, b, o));
    h = mix64(h, want);
    want = a; // wrong: fails and loads
    h = mix64(h, r.compare_exchange_strong(want, a, o, cuda::std::memory_order_relaxed));
    h = mix64(h, want);
    bool ok;
    do { ok = r.compare_exchange_weak(want, want + a, o); } while (!ok);
    h = mix64(h, r.load(load_order(k % 3)));
    cuda::atomic_thread_fence(o, S);
    a = a * 5 + 1;
    b = b * 3 + 7;
  }
  return h;
}

template <cuda::thread_scope S, class T> __device__ unsigned own_float(T *p, T a, T b) {
  cuda::atomic_ref<T, S> r(*p);
  unsigned h = 0;
#pragma unroll
  for (int k = 0; k < 6; k++) {
    const mo o = rmw_order(k);
    r.store(a, store_order(k % 3));
#if NEW_LIBCU
    h = mix64(h, bitsof(r.fetch_add(b, o)));
    h = mix64(h, bitsof(r.fetch_sub(a, o)));
#endif
    h = mix64(h, bitsof(r.exchange(b, o)));
    T want = b;
    h = mix64(h, r.compare_exchange_strong(want, a, o));
    h = mix64(h, bitsof(r.load(load_order(k % 3))));
    T t = a; a = b; b = t;
  }
  return h;
}

// The words every thread of the block (shared) or grid (global) updates: their final values.
template <cuda::thread_scope S> __device__ void shared_by_all(unsigned *w, unsigned long long *w64, float *f, double *d,
                                                              unsigned v, int k) {
  const mo o = rmw_order(k % 6);
  cuda::atomic_ref<unsigned, S>(w[0]).fetch_add(v, o);
  cuda::atomic_ref<unsigned, S>(w[1]).fetch_and(v | 0x80808080u, o);
  cuda::atomic_ref<unsigned, S>(w[2]).fetch_or(v & 0x01010101u, o);
  cuda::atomic_ref<unsigned, S>(w[3]).fetch_xor(v, o);
  cuda::atomic_ref<unsigned, S>(w[4]).fetch_min(v, o);
  cuda::atomic_ref<unsigned, S>(w[5]).fetch_max(v, o);
  cuda::atomic_ref<int, S>(*(int *)&w[6]).fetch_min((int)v, o);
  cuda::atomic_ref<int, S>(*(int *)&w[7]).fetch_max((int)v, o);
  cuda::atomic_ref<unsigned long long, S>(w64[0]).fetch_add((unsigned long long)v << 20, o);
  cuda::atomic_ref<unsigned long long, S>(w64[1]).fetch_xor((unsigned long long)v * 0x100000001ull, o);
  cuda::atomic_ref<long long, S>(*(long long *)&w64[2]).fetch_min((long long)(int)v * 3, o);
  cuda::atomic_ref<unsigned long long, S>(w64[3]).fetch_max((unsigned long long)v << 31, o);
#if NEW_LIBCU
  // Sums of small integers are exact in any order.
  cuda::atomic_ref<float, S>(f[0]).fetch_add((float)(v & 0xff) * 0.25f, o);
  cuda::atomic_ref<double, S>(d[0]).fetch_add((double)(v & 0xfffff) * 0.125, o);
  cuda::atomic_ref<double, S>(d[1]).fetch_sub((double)(v >> 12), o);
#endif
}

template <cuda::thread_scope S> __device__ void scope_kernel(const unsigned *in, unsigned *out, unsigned *g) {
  __shared__ unsigned long long own64[128], sh64[4];
  __shared__ unsigned own32[128], sh[8];
  __shared__ float ownf[128], shf[1];
  __shared__ double ownd[128], shd[2];
  unsigned t = threadIdx.x;
  if (t < 8) sh[t] = in[t] | 0x40000000u;
  if (t < 4) sh64[t] = ((unsigned long long)in[8 + t] << 32) | in[12 + t];
  if (t == 0) { shf[0] = 1.5f; shd[0] = -3.0; shd[1] = 1e6; }
  __syncthreads();
  unsigned long long a64 = ((unsigned long long)I(0) << 32) | I(1), b64 = ((unsigned long long)I(2) << 32) | I(3);
  O(0) = own_int<S, unsigned>(&own32[t], I(4), I(5));
  O(1) = own_int<S, int>((int *)&own32[t], (int)I(6), (int)I(7));
  O(2) = own_int<S, unsigned long long>(&own64[t], a64, b64);
  O(3) = own_int<S, long long>((long long *)&own64[t], (long long)b64, (long long)a64);
  // global: this thread's words of out (later overwritten by the results)
  unsigned *mine = &out[TID * 32 + 16];
  O(4) = own_int<S, unsigned>(mine, I(8), I(9));
  O(5) = own_int<S, unsigned long long>((unsigned long long *)(mine + 2), a64 ^ b64, a64 + b64);
  O(6) = own_int<S, long long>((long long *)(mine + 4), (long long)(b64 >> 3), -(long long)a64);
  float fa, fb;
  unsigned ua = I(10), ub = I(11);
  memcpy(&fa, &ua, 4);
  memcpy(&fb, &ub, 4);
  O(7) = own_float<S, float>(&ownf[t], fa, fb);
  O(8) = own_float<S, float>((float *)(mine + 6), fa, fb);
  double da, db;
  memcpy(&da, &a64, 8);
  memcpy(&db, &b64, 8);
  O(9) = own_float<S, double>(&ownd[t], da, db);
  O(10) = own_float<S, double>((double *)(mine + 8), da, db);
  // float values from sums of well-behaved numbers too (no NaN/inf noise)
  fa = (float)(int)I(12) * 1e-3f;
  fb = (float)(int)I(13) * 7e-5f;
  O(11) = own_float<S, float>((float *)(mine + 10), fa, fb);
  O(12) = own_float<S, float>(&ownf[t], fb, fa);
  // Words other threads update need a scope that includes them: at least the block for shared
  // memory and the device for global memory (both blocks).
  constexpr cuda::thread_scope SS = S == cuda::thread_scope_thread ? cuda::thread_scope_block : S;
  constexpr cuda::thread_scope GS = S == cuda::thread_scope_system ? S : cuda::thread_scope_device;
#pragma unroll
  for (int k = 0; k < 6; k++) {
    shared_by_all<SS>(sh, sh64, shf, shd, I(14 + k), k);
    // global words: g[0..7] u32, g[8..15] u64, g[16] float, g[18..21] double
    shared_by_all<GS>(g, (unsigned long long *)(g + 8), (float *)(g + 16), (double *)(g + 18), I(20 + k) ^ t, k);
  }
  __syncthreads();
  if (t < 8) O(16 + t) = sh[t];
  if (t < 4) { O(16 + 8 + 2 * t) = (unsigned)sh64[t]; O(16 + 9 + 2 * t) = (unsigned)(sh64[t] >> 32); }
  if (t == 0) { O(16 + 7) = bitsof(shf[0]); }
  if (t == 1) { unsigned long long u = bitsof(shd[0]); O(16) = (unsigned)u; O(17) = (unsigned)(u >> 32); }
  if (t == 2) { unsigned long long u = bitsof(shd[1]); O(16) = (unsigned)u; O(17) = (unsigned)(u >> 32); }
  if (t > 2) for (int k = 16; k < 32; k++) if (t >= 8 || k >= 24) O(k) = 0;
}
// Built once a kernel (-DPART=thread, block, device, system or objects: atomics_PART.ptx), as
// the drivers' JIT of all of them in one module takes long.
#define PART_thread 1
#define PART_block 2
#define PART_device 3
#define PART_system 4
#define PART_objects 5
#define CAT(a, b) a##b
#define PARTNO(p) CAT(PART_, p)
#if PARTNO(PART) == 1
KERNEL(at_thread) { scope_kernel<cuda::thread_scope_thread>(in, out, g); }
#elif PARTNO(PART) == 2
KERNEL(at_block) { scope_kernel<cuda::thread_scope_block>(in, out, g); }
#elif PARTNO(PART) == 3
KERNEL(at_device) { scope_kernel<cuda::thread_scope_device>(in, out, g); }
#elif PARTNO(PART) == 4
KERNEL(at_system) { scope_kernel<cuda::thread_scope_system>(in, out, g); }
#elif PARTNO(PART) == 5

// cuda::atomic and cuda::std::atomic objects (shared, block scope; global, device and system
// scope), their operators, and the fences of every scope.
KERNEL(at_objects) {
  using A32 = cuda::atomic<unsigned, cuda::thread_scope_block>;
  using A64 = cuda::atomic<unsigned long long, cuda::thread_scope_block>;
  SHARED_OBJ(A32, a);
  SHARED_OBJ(A64, b);
  SHARED_OBJ(cuda::std::atomic<int>, c);
  if (threadIdx.x == 0) {
    new (&a) A32(in[0]);
    new (&b) A64(0);
    new (&c) cuda::std::atomic<int>(-5);
  }
  __syncthreads();
  a += I(0) & 0xffff;
  a |= 1u << (threadIdx.x & 31);
  b.fetch_add(I(1), cuda::std::memory_order_relaxed);
  c.fetch_add((int)(I(2) >> 1), cuda::std::memory_order_acq_rel); // cuda::std::atomic has no fetch_max
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_block);
  cuda::atomic_thread_fence(cuda::std::memory_order_acq_rel, cuda::thread_scope_device);
  cuda::atomic_thread_fence(cuda::std::memory_order_acquire, cuda::thread_scope_system);
  cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_thread);
  cuda::std::atomic_thread_fence(cuda::std::memory_order_seq_cst);
  cuda::std::atomic_signal_fence(cuda::std::memory_order_seq_cst);
  auto *ga = reinterpret_cast<cuda::atomic<unsigned, cuda::thread_scope_device> *>(&g[32]);
  auto *gs = reinterpret_cast<cuda::atomic<unsigned long long, cuda::thread_scope_system> *>(&g[34]);
  auto *gstd = reinterpret_cast<cuda::std::atomic<unsigned> *>(&g[36]);
  ga->fetch_add(I(3) & 0xff);
  ++*ga;
  gs->fetch_xor((unsigned long long)I(4) << 16);
  gstd->fetch_and(~(1u << (TID % 32)));
  __syncthreads();
  O(0) = a.load();
  O(1) = (unsigned)b.load();
  O(2) = (unsigned)(b.load() >> 32);
  O(3) = (unsigned)c.load();
  O(4) = a.is_lock_free() + 2 * b.is_lock_free();
}
#endif
