// clusters.cu: kernels whose thread block clusters, in an ordinary launch (not
// cooperative), wait for other clusters of the same grid. They finish on a GPU
// when every cluster they wait for is resident at the same time
// (cuOccupancyMaxActiveClusters). probe_clusters.c runs them.
//
// Each kernel comes three times: NAME_c2 and NAME_c4 with __cluster_dims__ of
// 2 and 4 blocks (launched with cuLaunchKernel), and NAME_x without, launched
// with cuLaunchKernelEx and the cluster-dimension attribute. Grids and
// clusters are one-dimensional: cluster c is blocks [c*size, (c+1)*size).
// In each cluster, rank 0's thread 0 does the waiting; the cluster's other
// blocks wait for it at the cluster's barrier (cluster.sync()).
//
// Every wait has a timeout in %clock64 cycles (a parameter), so that a grid
// the GPU cannot finish ends instead of hanging. Every block may use dynamic
// shared memory (extern shared): the probe sets its size to choose how many
// blocks fit on a multiprocessor.
//
// Built with nvcc 13.0: nvcc -arch=sm_90 -ptx clusters.cu -o clusters.ptx
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern __shared__ char dyn[];

// wait_for spins (volatile loads, nothing else between them) until *p == want,
// or until timeout cycles have passed: then it returns 1.
__device__ int wait_for(volatile int *p, int want, long long timeout) {
  long long t0 = clock64();
  while (*p != want) {
    if (clock64() - t0 > timeout) return 1;
  }
  return 0;
}

// (a) cluster 0 waits for a flag the grid's last cluster sets (after its own
// cluster barrier). out[b]: 1 for a block that did not wait, 2 for cluster
// 0's rank 0 having seen the flag, -1 for it having timed out.
__device__ void flag_body(int *flag, int *out, long long timeout) {
  cg::cluster_group cl = cg::this_cluster();
  unsigned size = cl.num_blocks(), rank = cl.block_rank();
  unsigned c = blockIdx.x / size, n = gridDim.x / size;
  if (threadIdx.x == 0) {
    dyn[0] = (char)c;
    if (c == 0 && rank == 0) {
      out[blockIdx.x] = wait_for(flag, 1, timeout) ? -1 : 2;
    } else {
      out[blockIdx.x] = 1;
    }
  }
  cl.sync();
  if (c == n - 1 && rank == 0 && threadIdx.x == 0) {
    __threadfence();
    *(volatile int *)flag = 1;
  }
}

// cluster_grid_barrier is a hand-written barrier over the grid's clusters:
// the cluster meets at its barrier, its rank 0 counts the cluster's arrival
// (atomicAdd) and the last arrival bumps a generation word the others poll
// with volatile loads; then the cluster meets again. *timedout counts the
// clusters that gave up.
__device__ void cluster_grid_barrier(unsigned *count, volatile unsigned *gen, long long timeout, int *timedout) {
  cg::cluster_group cl = cg::this_cluster();
  cl.sync();
  if (cl.block_rank() == 0 && threadIdx.x == 0) {
    unsigned n = gridDim.x / cl.num_blocks();
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
  cl.sync();
}

// (b) a persistent kernel: rounds rounds over buf (two halves of
// gridDim.x * blockDim.x words, ping-pong), each word of a round computed
// from words other clusters wrote in the round before, a cluster-level grid
// barrier between rounds. Reads bypass L1 (__ldcg).
__device__ void persistent_body(unsigned *buf, unsigned *count, unsigned *gen, int rounds, long long timeout, int *timedout) {
  unsigned n = gridDim.x * blockDim.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[i] = i * 2654435761u;
  for (int r = 1; r <= rounds; r++) {
    cluster_grid_barrier(count, gen, timeout, timedout);
    unsigned *src = buf + ((r - 1) & 1) * n, *dst = buf + (r & 1) * n;
    unsigned a = __ldcg(src + (i + blockDim.x) % n);
    unsigned b = __ldcg(src + (n - 1 - i));
    dst[i] = (a ^ (b >> 3)) * 2246822519u + (unsigned)r;
  }
}

// (c) a reverse chain of clusters: cluster c waits for cluster c+1's value and
// stores it plus one; the last cluster stores 1. flags[c] ends as
// clusters - c; -1 for a cluster that timed out.
__device__ void chain_body(int *flags, long long timeout) {
  cg::cluster_group cl = cg::this_cluster();
  unsigned size = cl.num_blocks(), rank = cl.block_rank();
  unsigned c = blockIdx.x / size, n = gridDim.x / size;
  if (rank == 0 && threadIdx.x == 0) {
    dyn[0] = (char)c;
    if (c == n - 1) {
      *(volatile int *)&flags[c] = 1;
    } else {
      volatile int *next = (volatile int *)&flags[c + 1];
      long long t0 = clock64();
      int v;
      while ((v = *next) == 0) {
        if (clock64() - t0 > timeout) break;
      }
      *(volatile int *)&flags[c] = v == 0 ? -1 : v + 1;
    }
  }
  cl.sync();
}

// (d) every cluster but the last waits for a flag the last cluster sets; a
// cluster that times out counts itself in *gaveup. The last cluster records,
// in *seen, how many had given up when it started (+1: 0 means it never ran).
__device__ void all_wait_last_body(int *flag, int *gaveup, int *seen, long long timeout) {
  cg::cluster_group cl = cg::this_cluster();
  unsigned size = cl.num_blocks(), rank = cl.block_rank();
  unsigned c = blockIdx.x / size, n = gridDim.x / size;
  if (rank == 0 && threadIdx.x == 0) {
    dyn[0] = (char)c;
    if (c == n - 1) {
      *seen = *(volatile int *)gaveup + 1;
      __threadfence();
      *(volatile int *)flag = 1;
    } else if (wait_for(flag, 1, timeout)) {
      atomicAdd(gaveup, 1);
    }
  }
  cl.sync();
}

// (e) a forward chain of clusters over a grid of many times the resident
// count: cluster c waits for cluster c-1's value and stores it plus one. It
// finishes only if clusters start in order; flags[c] ends as c + 1, -1 for a
// cluster that timed out.
__device__ void forward_body(int *flags, long long timeout) {
  cg::cluster_group cl = cg::this_cluster();
  unsigned size = cl.num_blocks(), rank = cl.block_rank();
  unsigned c = blockIdx.x / size;
  if (rank == 0 && threadIdx.x == 0) {
    dyn[0] = (char)c;
    if (c == 0) {
      *(volatile int *)&flags[0] = 1;
    } else {
      volatile int *prev = (volatile int *)&flags[c - 1];
      long long t0 = clock64();
      int v;
      while ((v = *prev) == 0) {
        if (clock64() - t0 > timeout) break;
      }
      *(volatile int *)&flags[c] = v == 0 ? -1 : v + 1;
    }
  }
  cl.sync();
}

#define KERNELS(name, params, args)                                                       \
  extern "C" __global__ void __cluster_dims__(2, 1, 1) name##_c2 params { name##_body args; } \
  extern "C" __global__ void __cluster_dims__(4, 1, 1) name##_c4 params { name##_body args; } \
  extern "C" __global__ void name##_x params { name##_body args; }

KERNELS(flag, (int *flag, int *out, long long timeout), (flag, out, timeout))
KERNELS(persistent, (unsigned *buf, unsigned *count, unsigned *gen, int rounds, long long timeout, int *timedout),
        (buf, count, gen, rounds, timeout, timedout))
KERNELS(chain, (int *flags, long long timeout), (flags, timeout))
KERNELS(all_wait_last, (int *flag, int *gaveup, int *seen, long long timeout), (flag, gaveup, seen, timeout))
KERNELS(forward, (int *flags, long long timeout), (flags, timeout))
