#include "common.h"
#include <cuda/atomic>
#include <cuda/std/atomic>
template <cuda::thread_scope S>
__device__ void ops(unsigned *o, unsigned a, unsigned b) {
  cuda::atomic_ref<unsigned, S> r(o[0]);
  r.store(a, cuda::std::memory_order_relaxed);
  o[1] = r.fetch_add(b, cuda::std::memory_order_acq_rel);
  o[2] = r.fetch_sub(3, cuda::std::memory_order_release);
  o[3] = r.fetch_and(b | 1, cuda::std::memory_order_acquire);
  o[4] = r.fetch_or(b, cuda::std::memory_order_seq_cst);
  o[5] = r.fetch_xor(a, cuda::std::memory_order_relaxed);
  o[6] = r.fetch_min(b);
  o[7] = r.fetch_max(a);
  o[8] = r.exchange(b ^ a);
  unsigned e = b ^ a;
  o[9] = r.compare_exchange_strong(e, a + 1) | (e != 0) << 1;
  e = 5;
  o[10] = r.compare_exchange_weak(e, 9, cuda::std::memory_order_acquire) | e << 1;
  o[11] = r.load(cuda::std::memory_order_acquire) ^ r.load(cuda::std::memory_order_seq_cst);
}
KERNEL(at_u32_block) { __shared__ unsigned s[128 * 16]; ops<cuda::thread_scope_block>(&s[threadIdx.x * 16], I(0), I(1)); for (int k = 0; k < 12; k++) O(k) = s[threadIdx.x * 16 + k]; }
KERNEL(at_u32_device) { ops<cuda::thread_scope_device>(&O(0), I(0), I(1)); }
KERNEL(at_u32_system) { ops<cuda::thread_scope_system>(&O(0), I(0), I(1)); }
KERNEL(at_u32_thread) { ops<cuda::thread_scope_thread>(&O(0), I(0), I(1)); }
KERNEL(at_i64) {
  long long *p = (long long *)&O(0);
  cuda::atomic_ref<long long, cuda::thread_scope_device> r(p[0]);
  r.store((long long)I(0) << 32 | I(1));
  long long x = r.fetch_add((long long)(int)I(2) * 12345);
  x ^= r.fetch_min(-(long long)I(3));
  x ^= r.fetch_max((long long)I(4) << 20);
  x ^= r.exchange(x);
  long long e = 7;
  r.compare_exchange_strong(e, 99);
  p[1] = x; p[2] = e;
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_block> u(*(unsigned long long *)&p[3]);
  u.store(I(5)); u.fetch_or((unsigned long long)I(6) << 33); u.fetch_xor(I(7)); u.fetch_and(~(unsigned long long)I(8));
}
KERNEL(at_float) {
  float *f = (float *)&O(0);
  cuda::atomic_ref<float, cuda::thread_scope_device> r(f[0]);
  r.store(fbits(I(0) & 0xbfffffff));
  f[1] = r.fetch_add(fbits(I(1) & 0xbfffffff));
  f[2] = r.fetch_sub(1.5f);
  f[3] = r.exchange(2.25f);
  float e = 2.25f;
  f[4] = r.compare_exchange_strong(e, fbits(I(2)));
#ifndef SAFE
  f[5] = r.fetch_min(fbits(I(3) & 0xbfffffff));
  f[6] = r.fetch_max(fbits(I(4) & 0xbfffffff));
#endif
  double *d = (double *)&O(8);
  cuda::atomic_ref<double, cuda::thread_scope_block> q(d[0]);
  q.store((double)fbits(I(5) & 0xbfffffff));
  d[1] = q.fetch_add(fbits(I(6) & 0xbfffffff));
#ifndef SAFE
  d[2] = q.fetch_min(-1.0);
  d[3] = q.fetch_max(3.0);
#endif
}
KERNEL(at_objects) {
  __shared__ cuda::atomic<unsigned, cuda::thread_scope_block> counter;
  __shared__ cuda::std::atomic_flag flag;
  __shared__ unsigned firsts;
  if (threadIdx.x == 0) { counter.store(0); flag.clear(); firsts = 0; }
  __syncthreads();
  counter.fetch_add(I(0) & 15);
  if (!flag.test_and_set()) atomicAdd(&firsts, 1);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_block);
  cuda::atomic_thread_fence(cuda::std::memory_order_acq_rel, cuda::thread_scope_device);
  cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_system);
  cuda::std::atomic_signal_fence(cuda::std::memory_order_seq_cst);
  __syncthreads();
  unsigned total = counter.load();
  O(0) = total;
  O(1) = firsts;
  if (threadIdx.x == 0) { counter.store(1); counter.notify_all(); }
  counter.wait(0);
  O(2) = counter.load(cuda::std::memory_order_relaxed) + 10;
  cuda::std::atomic_ref<unsigned> sr(O(3));
  sr.store(I(1)); sr.fetch_add(2);
}
