// cuda::barrier, cuda::std::barrier, cuda::std::latch, cuda::std::counting_semaphore and
// binary_semaphore, cuda::std::atomic wait/notify and atomic_flag: block scope, in shared memory,
// with lanes of one warp waiting for each other (independent thread scheduling) and for other warps.
#include "common.h"
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda/std/atomic>
#include <cuda/std/barrier>
#include <cuda/std/latch>
#include <cuda/std/semaphore>
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

// Phases with arrive_and_wait and arrive + wait(token), then arrive_and_drop by half the block.
KERNEL(bar_block) {
  __shared__ block_barrier bar;
  __shared__ unsigned s[128];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  unsigned acc = 0;
  for (int ph = 0; ph < 6; ph++) {
    s[threadIdx.x] = I(ph) + ph;
    bar.arrive_and_wait();
    acc = mix(acc, s[(threadIdx.x * 7 + ph) % 128]);
    auto tok = bar.arrive();
    bar.wait(cuda::std::move(tok));
  }
  O(0) = acc;
  if (threadIdx.x >= 64) {
    bar.arrive_and_drop();
    return;
  }
  for (int ph = 0; ph < 3; ph++) {
    s[threadIdx.x] = I(8 + ph) ^ ph;
    bar.arrive_and_wait();
    O(1 + ph) = s[63 - threadIdx.x];
    bar.arrive_and_wait();
  }
  // arrive(update): thread 0 arrives for 32 threads (itself and; lanes 1..31 of warp 0 do not arrive.
  if (threadIdx.x == 0) {
    auto tok = bar.arrive(32);
    bar.wait(cuda::std::move(tok));
  } else if (threadIdx.x >= 32) {
    bar.arrive_and_wait();
  }
  O(4) = 1;
}

// Lanes of one warp arrive at different places: odd lanes first write, even lanes first read a
// value the odd lanes wrote, all through the barrier (the warp's two halves wait for each other).
KERNEL(bar_diverge) {
  __shared__ block_barrier bar;
  __shared__ unsigned s[128];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  unsigned acc = 0;
  for (int r = 0; r < 4; r++) {
    if (threadIdx.x & 1) {
      s[threadIdx.x] = I(r) * 3 + r;
      bar.arrive_and_wait();
      acc = mix(acc, s[threadIdx.x ^ 1]);
    } else {
      s[threadIdx.x] = I(r) ^ 0x5555u;
      auto tok = bar.arrive();
      bar.wait(cuda::std::move(tok));
      acc = mix(acc, s[(threadIdx.x + 1) & 127]);
    }
    bar.arrive_and_wait();
  }
  O(0) = acc;
}

struct Bump {
  unsigned *c;
  __device__ void operator()() noexcept { *c += 1; }
};

// Completion functions (cuda::barrier and cuda::std::barrier with one): run once a phase, before
// any thread leaves it.
KERNEL(bar_completion) {
  using B = cuda::barrier<cuda::thread_scope_block, Bump>;
  using SB = cuda::std::barrier<Bump>;
  SHARED_OBJ(B, bar);
  SHARED_OBJ(SB, sb);
  __shared__ unsigned cnt, cnt2;
  if (threadIdx.x == 0) {
    cnt = 0;
    cnt2 = 100;
    init(&bar, blockDim.x, Bump{&cnt});
    new (&sb) SB(blockDim.x, Bump{&cnt2});
  }
  __syncthreads();
  for (int ph = 0; ph < 5; ph++) {
    bar.arrive_and_wait();
    O(ph) = cnt;
    sb.arrive_and_wait();
    O(5 + ph) = cnt2;
  }
  if (threadIdx.x % 4 == 3) {
    sb.arrive_and_drop();
    return;
  }
  for (int ph = 0; ph < 3; ph++) {
    auto tok = sb.arrive();
    sb.wait(cuda::std::move(tok));
    O(10 + ph) = cnt2;
  }
}

// cuda::std::barrier<> (no completion), with a divergent warp and arrive_and_drop.
KERNEL(std_barrier) {
  SHARED_OBJ(cuda::std::barrier<>, b);
  __shared__ unsigned s[128];
  if (threadIdx.x == 0) new (&b) cuda::std::barrier<>(blockDim.x);
  __syncthreads();
  unsigned acc = 0;
  for (int ph = 0; ph < 5; ph++) {
    s[threadIdx.x] = I(ph) - ph;
    if (threadIdx.x % 3 == 0) {
      auto tok = b.arrive();
      b.wait(cuda::std::move(tok));
    } else {
      b.arrive_and_wait();
    }
    acc = mix(acc, s[(threadIdx.x * 5 + 1) % 128]);
    b.arrive_and_wait();
  }
  O(0) = acc;
  if (threadIdx.x < 32) {
    b.arrive_and_drop();
    return;
  }
  s[threadIdx.x] = I(7);
  b.arrive_and_wait();
  O(1) = s[32 + (threadIdx.x + 9) % 96];
}

// cuda::std::latch: arrive_and_wait, count_down(n) from some lanes, wait, try_wait.
KERNEL(latch) {
  SHARED_OBJ(cuda::std::latch, l);
  SHARED_OBJ(cuda::std::latch, l2);
  SHARED_OBJ(cuda::std::latch, l3);
  __shared__ unsigned s[128];
  if (threadIdx.x == 0) {
    new (&l) cuda::std::latch(blockDim.x);
    new (&l2) cuda::std::latch(blockDim.x / 2 + 3);
    new (&l3) cuda::std::latch(1);
  }
  __syncthreads();
  s[threadIdx.x] = I(0) * 3;
  l.arrive_and_wait();
  O(0) = s[127 - threadIdx.x];
  O(1) = l.try_wait();
  if (threadIdx.x % 2 == 0) l2.count_down();
  if (threadIdx.x == 1) l2.count_down(3);
  l2.wait();
  O(2) = l2.try_wait();
  // One lane of warp 1 releases lanes that wait in warp 1 and elsewhere.
  if (threadIdx.x == 40) {
    s[0] = 0xabcd0000u + blockIdx.x;
    l3.count_down();
  }
  l3.wait();
  O(3) = s[0];
}

// Semaphores: at most 4 threads inside; release(n) and try_acquire on an empty semaphore; lanes
// of two warps wait for lane 0's release.
KERNEL(semaphore) {
  SHARED_OBJ(cuda::std::counting_semaphore<128>, sem);
  SHARED_OBJ(cuda::std::counting_semaphore<128>, sem2);
  __shared__ unsigned inside, most;
  if (threadIdx.x == 0) {
    new (&sem) cuda::std::counting_semaphore<128>(4);
    new (&sem2) cuda::std::counting_semaphore<128>(0);
    inside = most = 0;
  }
  __syncthreads();
  for (int r = 0; r < 3; r++) {
    sem.acquire();
    unsigned now = atomicAdd(&inside, 1) + 1;
    atomicMax(&most, now);
    atomicSub(&inside, 1);
    sem.release();
  }
  __syncthreads();
  O(0) = most <= 4 && most >= 1;
  O(1) = inside;
  O(4) = sem2.try_acquire();
  __syncthreads();
  if (threadIdx.x == 0) sem2.release(5);
  if (threadIdx.x >= 60 && threadIdx.x < 65) sem2.acquire();
  __syncthreads();
  O(5) = sem2.try_acquire();
}

// A binary semaphore as a lock that every thread takes twice: the lanes of a warp contend for it.
KERNEL(sem_lock) {
  SHARED_OBJ(cuda::std::binary_semaphore, lock);
  __shared__ unsigned total, order;
  if (threadIdx.x == 0) {
    new (&lock) cuda::std::binary_semaphore(1);
    total = order = 0;
  }
  __syncthreads();
  for (int r = 0; r < 2; r++) {
    lock.acquire();
    total += I(r) & 0xffff; // a plain read-modify-write: the lock makes it exclusive
    order++;
    lock.release();
  }
  __syncthreads();
  O(0) = total;
  O(1) = order;
}

// atomic wait/notify: ping-pong between two threads of different warps and between two lanes of
// one warp, data passed along with each step; atomic_flag test_and_set/wait/notify.
template <class A>
__device__ unsigned pingpong(A &a, unsigned *data, bool first, int rounds, const unsigned *in) {
  unsigned acc = 0;
  for (int r = 0; r < rounds; r++) {
    int want = first ? 2 * r : 2 * r + 1;
    int v;
    while ((v = a.load(cuda::std::memory_order_acquire)) != want) a.wait(v, cuda::std::memory_order_acquire);
    if (first) data[r] = in[r] ^ 0x1234u;
    else acc = mix(acc, data[r]);
    a.store(want + 1, cuda::std::memory_order_release);
    a.notify_all();
  }
  return acc;
}

KERNEL(wait_notify) {
  SHARED_OBJ(cuda::std::atomic<int>, a1);
  using block_atomic = cuda::atomic<int, cuda::thread_scope_block>;
  SHARED_OBJ(block_atomic, a2);
  SHARED_OBJ(cuda::std::atomic_flag, flag);
  __shared__ unsigned d1[16], d2[16], seen;
  if (threadIdx.x == 0) {
    new (&a1) cuda::std::atomic<int>(0);
    new (&a2) block_atomic(0);
    new (&flag) cuda::std::atomic_flag();
    flag.clear();
    seen = 0;
  }
  __syncthreads();
  const unsigned *src = in + blockIdx.x * 64;
  if (threadIdx.x == 0 || threadIdx.x == 32) O(0) = pingpong(a1, d1, threadIdx.x == 0, 10, src);
  if (threadIdx.x == 64 || threadIdx.x == 65) O(0) = pingpong(a2, d2, threadIdx.x == 65, 10, src + 16);
  __syncthreads();
  O(1) = a1.load() + (a2.load() << 8);
  // atomic_flag: lane 5 of warp 3 sets it and notifies; lanes of warp 3 and warp 0 wait for it.
  if (threadIdx.x == 101) {
    seen = 77;
    flag.test_and_set(cuda::std::memory_order_release);
    flag.notify_all();
  } else if (threadIdx.x >= 96 || threadIdx.x < 4) {
    flag.wait(false, cuda::std::memory_order_acquire);
    O(2) = seen;
  }
  __syncthreads();
  O(3) = flag.test_and_set(cuda::std::memory_order_relaxed);
}
