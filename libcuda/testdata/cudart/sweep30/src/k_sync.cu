// k_sync: synchronisation that library code writes by hand, relying on
// independent thread scheduling (sm_70+) and on blocks that run at the same
// time: a spin lock taken by every lane of every warp (atomicCAS/atomicExch,
// and a ticket lock), lanes of one warp handing a value to each other through
// volatile shared memory in divergent branches, warps of a block waiting on a
// flag a later warp sets (volatile, no barrier), blocks of a grid waiting for
// a later block (a chain of global flags with __threadfence), the
// last-block-reduces pattern (atomicInc on a counter after __threadfence), a
// single-pass scan with decoupled look-back written by hand (flags and
// aggregates in one 64-bit word), a persistent-threads work queue, and a
// ring buffer between a producer block and a consumer block. Every result is
// a count or a sum the schedule cannot change, against the host's.
#include "../../sweep27/src/sw27.h"
#include <numeric>

__device__ void lock(int *m) {
  while (atomicCAS(m, 0, 1) != 0) {
  }
  __threadfence();
}
__device__ void unlock(int *m) {
  __threadfence();
  atomicExch(m, 0);
}

// every thread takes the lock and adds to a plain (non-atomic) counter
__global__ void spinLock(int *m, long long *counter, int *inside, int *maxInside) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < 2; k++) {
    lock(m);
    int now = ++*(volatile int *)inside;
    if (now > *(volatile int *)maxInside) *(volatile int *)maxInside = now;
    *(volatile long long *)counter += t + 1;
    --*(volatile int *)inside;
    unlock(m);
  }
}

// a ticket lock: threads are served in the order of their tickets
__global__ void ticketLock(unsigned *next, unsigned *serving, unsigned *order) {
  unsigned my = atomicAdd(next, 1);
  while (*(volatile unsigned *)serving != my) {
  }
  __threadfence();
  order[my] = blockIdx.x * blockDim.x + threadIdx.x;
  __threadfence();
  atomicAdd(serving, 1);
}

// lanes of one warp: lane i waits for lane i+1 (in another branch of the
// same warp) to publish, then publishes its own value plus that
__global__ void laneChain(int *out) {
  __shared__ volatile int slot[32];
  __shared__ volatile int ready[32];
  int lane = threadIdx.x;
  ready[lane] = 0;
  __syncwarp();
  int v;
  if (lane == 31) {
    v = 1;
  } else if (lane & 1) {
    while (!ready[lane + 1]) {
    }
    v = slot[lane + 1] * 3 + lane;
  } else {
    while (!ready[lane + 1]) {
    }
    v = slot[lane + 1] + lane * lane;
  }
  slot[lane] = v;
  __threadfence_block();
  ready[lane] = 1;
  __syncwarp();
  out[lane] = v;
}

// warps of one block: warp w waits for warp w+1's flag
__global__ void warpChain(int *out) {
  __shared__ volatile int flag[32];
  __shared__ volatile int val[32];
  int w = threadIdx.x / 32, nw = blockDim.x / 32;
  if (threadIdx.x < 32) flag[threadIdx.x] = 0;
  __syncthreads();
  int v = w + 1;
  if (w != nw - 1) {
    while (!flag[w + 1]) {
    }
    v += val[w + 1] * 2;
  }
  __syncwarp();
  if (threadIdx.x % 32 == 0) {
    val[w] = v;
    __threadfence_block();
    flag[w] = 1;
  }
  out[threadIdx.x] = v;
}

// blocks of one grid: block b waits for block b+1 (global flags)
__global__ void blockChain(volatile int *flag, volatile long long *val, long long *out) {
  int b = blockIdx.x, nb = gridDim.x;
  __shared__ long long v;
  if (threadIdx.x == 0) {
    long long x = b + 1;
    if (b != nb - 1) {
      while (!flag[b + 1]) {
      }
      __threadfence();
      x += val[b + 1] * 3;
    }
    v = x;
    val[b] = x;
    __threadfence();
    flag[b] = 1;
  }
  __syncthreads();
  out[b * blockDim.x + threadIdx.x] = v + threadIdx.x;
}

// the last block to finish sums every block's partial result
__device__ unsigned done;
__global__ void lastBlock(const int *in, long long *partial, long long *total) {
  __shared__ long long s;
  __shared__ bool last;
  if (threadIdx.x == 0) s = 0;
  __syncthreads();
  atomicAdd((unsigned long long *)&s, (unsigned long long)(long long)in[blockIdx.x * blockDim.x + threadIdx.x]);
  __syncthreads();
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s;
    __threadfence();
    unsigned ticket = atomicInc(&done, gridDim.x);
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (last && threadIdx.x == 0) {
    long long t = 0;
    for (int b = 0; b < gridDim.x; b++) t += ((volatile long long *)partial)[b];
    *total = t;
  }
}

// single-pass inclusive scan with decoupled look-back: each tile publishes
// its aggregate (flag 1) then its inclusive prefix (flag 2) in one 64-bit
// word; tiles take their index from a counter, so a tile only waits for
// tiles that started before it
__device__ unsigned tileCounter;
__device__ unsigned long long low62(long long v) { return (unsigned long long)v & ((1ULL << 62) - 1); }
__global__ void lookback(const int *in, long long *out, unsigned long long *status) {
  __shared__ unsigned tile;
  __shared__ long long sh[256];
  __shared__ long long exclusive;
  if (threadIdx.x == 0) tile = atomicAdd(&tileCounter, 1);
  __syncthreads();
  int i = tile * blockDim.x + threadIdx.x;
  sh[threadIdx.x] = in[i];
  __syncthreads();
  for (int d = 1; d < blockDim.x; d *= 2) {
    long long x = threadIdx.x >= d ? sh[threadIdx.x - d] : 0;
    __syncthreads();
    sh[threadIdx.x] += x;
    __syncthreads();
  }
  long long agg = sh[blockDim.x - 1];
  if (threadIdx.x == 0) {
    // values fit in 62 bits: flag in the top 2
    if (tile == 0) {
      atomicExch(&status[0], 2ULL << 62 | low62(agg));
      exclusive = 0;
    } else {
      atomicExch(&status[tile], 1ULL << 62 | low62(agg));
      long long ex = 0;
      for (int p = tile - 1; p >= 0; p--) {
        unsigned long long st;
        do st = atomicAdd(&status[p], 0); while ((st >> 62) == 0);
        ex += (long long)(st << 2) >> 2;  // the value, sign-extended from 62 bits
        if ((st >> 62) == 2) break;
      }
      atomicExch(&status[tile], 2ULL << 62 | low62(ex + agg));
      exclusive = ex;
    }
  }
  __syncthreads();
  out[i] = exclusive + sh[threadIdx.x];
}

// persistent threads: warps take items from a queue until it is empty
__global__ void workQueue(unsigned *head, const int *items, int n, long long *sums, unsigned *taken) {
  int lane = threadIdx.x % 32;
  long long mine = 0;
  while (true) {
    unsigned idx;
    if (lane == 0) idx = atomicAdd(head, 32);
    idx = __shfl_sync(0xffffffff, idx, 0);
    if (idx >= (unsigned)n) break;
    if (idx + lane < (unsigned)n) {
      mine += items[idx + lane];
      atomicAdd(&taken[idx + lane], 1);
    }
  }
  atomicAdd((unsigned long long *)sums, (unsigned long long)mine);
}

// a ring buffer of 8 slots between block 1 (producer) and block 0 (consumer)
__global__ void ring(volatile int *slots, volatile unsigned *writeIdx, volatile unsigned *readIdx, int n, unsigned long long *out) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 1) {
    for (int k = 0; k < n; k++) {
      while (k - *readIdx >= 8) {
      }
      slots[k % 8] = k * 7 + 1;
      __threadfence();
      *writeIdx = k + 1;
    }
  } else {
    unsigned long long s = 0;
    for (int k = 0; k < n; k++) {
      while (*writeIdx <= (unsigned)k) {
      }
      __threadfence();
      s = s * 3 + slots[k % 8];
      __threadfence();
      *readIdx = k + 1;
    }
    *out = s;
  }
}

int main() {
  {
    const int blocks = 4, threads = 128, n = blocks * threads;
    Dev<int> m(1), inside(1), maxInside(1);
    Dev<long long> counter(1);
    spinLock<<<blocks, threads>>>(m, counter, inside, maxInside);
    if (synced("spin lock")) {
      compare("spin lock: the counter", counter.get(), std::vector<long long>{2LL * n * (n + 1) / 2});
      compare("spin lock: threads inside at once", maxInside.get(), std::vector<int>{1});
    }
  }
  {
    const int blocks = 4, threads = 64, n = blocks * threads;
    Dev<unsigned> next(1), serving(1), order(n);
    ticketLock<<<blocks, threads>>>(next, serving, order);
    if (synced("ticket lock")) {
      std::vector<unsigned> o = order.get(), w(n);
      std::sort(o.begin(), o.end());
      std::iota(w.begin(), w.end(), 0u);
      compare("ticket lock: every thread served once", o, w);
      compare("ticket lock: tickets", serving.get(), std::vector<unsigned>{(unsigned)n});
    }
  }
  {
    Dev<int> out(32);
    laneChain<<<1, 32>>>(out);
    if (synced("lane chain")) {
      std::vector<int> w(32);
      w[31] = 1;
      for (int l = 30; l >= 0; l--) w[l] = (l & 1) ? w[l + 1] * 3 + l : w[l + 1] + l * l;
      compare("lanes of a warp waiting for a later lane", out.get(), w);
    }
  }
  {
    const int threads = 512;
    Dev<int> out(threads);
    warpChain<<<1, threads>>>(out);
    if (synced("warp chain")) {
      std::vector<int> w(threads), pw(threads / 32);
      for (int k = threads / 32 - 1; k >= 0; k--) pw[k] = k + 1 + (k == threads / 32 - 1 ? 0 : pw[k + 1] * 2);
      for (int t = 0; t < threads; t++) w[t] = pw[t / 32];
      compare("warps of a block waiting for a later warp", out.get(), w);
    }
  }
  {
    const int blocks = 12, threads = 64;
    Dev<int> flag(blocks);
    Dev<long long> val(blocks), out(blocks * threads);
    blockChain<<<blocks, threads>>>(flag, val, out);
    if (synced("block chain")) {
      std::vector<long long> pv(blocks), w(blocks * threads);
      for (int b = blocks - 1; b >= 0; b--) pv[b] = b + 1 + (b == blocks - 1 ? 0 : pv[b + 1] * 3);
      for (int i = 0; i < blocks * threads; i++) w[i] = pv[i / threads] + i % threads;
      compare("blocks waiting for a later block", out.get(), w);
    }
  }
  {
    const int blocks = 40, threads = 128;
    std::vector<int> in(blocks * threads);
    unsigned s = 2;
    for (auto &v : in) v = (int)(lcg(s) % 20001) - 10000;
    Dev<int> din(in);
    Dev<long long> partial(blocks), total(1);
    lastBlock<<<blocks, threads>>>(din, partial, total);
    if (synced("last block")) {
      long long w = 0;
      for (int v : in) w += v;
      compare("last block reduces (atomicInc after __threadfence)", total.get(), std::vector<long long>{w});
    }
  }
  {
    const int tiles = 48, threads = 256, n = tiles * threads;
    std::vector<int> in(n);
    unsigned s = 3;
    for (auto &v : in) v = (int)(lcg(s) % 2001) - 1000;
    Dev<int> din(in);
    Dev<long long> out(n);
    Dev<unsigned long long> status(tiles);
    lookback<<<tiles, threads>>>(din, out, status);
    if (synced("decoupled look-back")) {
      std::vector<long long> w(n);
      long long acc = 0;
      for (int i = 0; i < n; i++) w[i] = acc += in[i];
      compare("single-pass scan, decoupled look-back", out.get(), w);
    }
  }
  {
    const int n = 100000;
    std::vector<int> items(n);
    unsigned s = 5;
    for (auto &v : items) v = (int)(lcg(s) % 1000);
    Dev<int> ditems(items);
    Dev<unsigned> head(1), taken(n);
    Dev<long long> sums(1);
    workQueue<<<6, 128>>>(head, ditems, n, sums, taken);
    if (synced("work queue")) {
      long long w = 0;
      for (int v : items) w += v;
      compare("persistent threads' queue: the sum", sums.get(), std::vector<long long>{w});
      compare("persistent threads' queue: each item once", taken.get(), std::vector<unsigned>(n, 1));
    }
  }
  {
    const int n = 1000;
    Dev<int> slots(8);
    Dev<unsigned> wi(1), ri(1);
    Dev<unsigned long long> out(1);
    ring<<<2, 32>>>(slots, wi, ri, n, out);
    if (synced("ring buffer")) {
      unsigned long long w = 0;
      for (int k = 0; k < n; k++) w = w * 3 + k * 7 + 1;
      compare("ring buffer between two blocks", out.get(), std::vector<unsigned long long>{w});
    }
  }
  return finish();
}
