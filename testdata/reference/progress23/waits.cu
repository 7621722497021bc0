// waits.cu: kernels whose blocks, in an ordinary launch (cuLaunchKernel, not
// cooperative), wait for other blocks of the same grid. They finish on a GPU
// when every block they wait for is resident (started) at the same time:
// occupancy per multiprocessor x multiprocessors. probe_waits.c runs them.
//
// Every wait has a timeout in %clock64 cycles (a parameter), so that a grid
// the GPU cannot finish (more blocks than fit, all waiting for one not yet
// started) ends instead of hanging: a block that gives up records it.
// Every block may use dynamic shared memory (extern shared): the probe sets
// its size to choose how many blocks fit on a multiprocessor.
//
// Built with nvcc 13.0: nvcc -arch=sm_90 -ptx waits.cu -o waits.ptx

extern __shared__ char dyn[];

// wait_for spins (volatile loads, nothing else between them) until *p == want,
// or until timeout cycles have passed: then it returns 1.
__device__ int wait_for(volatile int *p, int want, long long timeout, int backoff) {
  long long t0 = clock64();
  while (*p != want) {
    if (backoff) __nanosleep(backoff);
    if (clock64() - t0 > timeout) return 1;
  }
  return 0;
}

// (a) block 0 waits for a flag the grid's last block sets; every other block
// only writes its mark. out[b]: 1 for a block that did not wait, 2 for block 0
// having seen the flag, -1 for block 0 having timed out.
extern "C" __global__ void flag_last(int *flag, int *out, long long timeout, int backoff) {
  if (threadIdx.x == 0) {
    int b = blockIdx.x, n = gridDim.x;
    dyn[0] = (char)b;
    if (b == n - 1) {
      out[b] = 1;
      __threadfence();
      *(volatile int *)flag = 1;
    } else if (b == 0) {
      out[0] = wait_for(flag, 1, timeout, backoff) ? -1 : 2;
    } else {
      out[b] = 1;
    }
  }
  __syncthreads();
}

// wait_atomic is wait_for with the flag read by an atomic that leaves it as it
// is (session 23): how 1 atomicAdd(p, 0), 2 atomicOr(p, 0), 3 atomicCAS(p, -1, -1)
// (the flag is never -1).
__device__ int wait_atomic(int *p, int want, long long timeout, int how) {
  long long t0 = clock64();
  for (;;) {
    int v = how == 1 ? atomicAdd(p, 0) : how == 2 ? atomicOr(p, 0) : atomicCAS(p, -1, -1);
    if (v == want) return 0;
    if (clock64() - t0 > timeout) return 1;
  }
}

// flag_last_atomic is flag_last with block 0 polling by wait_atomic.
extern "C" __global__ void flag_last_atomic(int *flag, int *out, long long timeout, int how) {
  if (threadIdx.x == 0) {
    int b = blockIdx.x, n = gridDim.x;
    dyn[0] = (char)b;
    if (b == n - 1) {
      out[b] = 1;
      __threadfence();
      *(volatile int *)flag = 1;
    } else if (b == 0) {
      out[0] = wait_atomic(flag, 1, timeout, how) ? -1 : 2;
    } else {
      out[b] = 1;
    }
  }
  __syncthreads();
}

// grid_barrier is a hand-written grid-wide barrier: a counter of arrivals
// (atomicAdd) and a generation word the last arrival bumps, which the others
// poll with volatile loads. *timedout is set by a block that gave up.
__device__ void grid_barrier(unsigned *count, volatile unsigned *gen, long long timeout, int *timedout) {
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned n = gridDim.x * gridDim.y * gridDim.z;
    unsigned g = *gen;
    __threadfence();
    if (atomicAdd(count, 1) == n - 1) {
      atomicExch(count, 0);
      __threadfence();
      *gen = g + 1;
    } else {
      long long t0 = clock64();
      while (*gen == g) {
        if (clock64() - t0 > timeout) {
          atomicAdd(timedout, 1);
          break;
        }
      }
    }
    __threadfence();
  }
  __syncthreads();
}

// (b) a persistent kernel: rounds rounds over buf (two halves of
// gridDim.x * blockDim.x words, ping-pong), each word of a round computed
// from a word another block wrote in the round before, a grid barrier
// between rounds. Reads bypass L1 (__ldcg): another SM wrote them.
extern "C" __global__ void persistent(unsigned *buf, unsigned *count, unsigned *gen, int rounds, long long timeout, int *timedout) {
  unsigned n = gridDim.x * blockDim.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[i] = i * 2654435761u;
  for (int r = 1; r <= rounds; r++) {
    grid_barrier(count, gen, timeout, timedout);
    unsigned *src = buf + ((r - 1) & 1) * n, *dst = buf + (r & 1) * n;
    unsigned a = __ldcg(src + (i + blockDim.x) % n);
    unsigned b = __ldcg(src + (n - 1 - i));
    dst[i] = (a ^ (b >> 3)) * 2246822519u + (unsigned)r;
  }
}

// (c) a reverse chain: block i waits for block i+1's value and stores it plus
// one; the last block stores 1. flags[i] ends as gridDim.x - i; -1 for a
// block that timed out.
extern "C" __global__ void chain(int *flags, long long timeout, int backoff) {
  if (threadIdx.x == 0) {
    int b = blockIdx.x, n = gridDim.x;
    dyn[0] = (char)b;
    if (b == n - 1) {
      *(volatile int *)&flags[b] = 1;
    } else {
      volatile int *next = (volatile int *)&flags[b + 1];
      long long t0 = clock64();
      int v;
      while ((v = *next) == 0) {
        if (backoff) __nanosleep(backoff);
        if (clock64() - t0 > timeout) break;
      }
      *(volatile int *)&flags[b] = v == 0 ? -1 : v + 1;
    }
  }
  __syncthreads();
}

// (d) every block but the last waits for a flag the last block sets; a block
// that times out counts itself in *gaveup. The last block records, in *seen,
// how many had given up when it started (+1, so that 0 means it never ran).
extern "C" __global__ void all_wait_last(int *flag, int *gaveup, int *seen, long long timeout) {
  if (threadIdx.x == 0) {
    int b = blockIdx.x, n = gridDim.x;
    dyn[0] = (char)b;
    if (b == n - 1) {
      *seen = *(volatile int *)gaveup + 1;
      __threadfence();
      *(volatile int *)flag = 1;
    } else if (wait_for(flag, 1, timeout, 0)) {
      atomicAdd(gaveup, 1);
    }
  }
  __syncthreads();
}

// (f) a forward chain over a grid of many times the resident count: block i
// waits for block i-1's value and stores it plus one (block 0 stores 1). It
// finishes only if blocks start in order, so that the block waited for is
// resident or done; flags[i] ends as i + 1, -1 for a block that timed out.
extern "C" __global__ void forward(int *flags, long long timeout) {
  if (threadIdx.x == 0) {
    int b = blockIdx.x;
    dyn[0] = (char)b;
    if (b == 0) {
      *(volatile int *)&flags[0] = 1;
    } else {
      volatile int *prev = (volatile int *)&flags[b - 1];
      long long t0 = clock64();
      int v;
      while ((v = *prev) == 0) {
        if (clock64() - t0 > timeout) break;
      }
      *(volatile int *)&flags[b] = v == 0 ? -1 : v + 1;
    }
  }
  __syncthreads();
}
