// A TMA-fed kernel (the TMA benchmark, and a conformance case): column sums of a u32 matrix
// (rows x cols, row-major), read as 64-row x 32-column tiles by cp.async.bulk.tensor.2d through a
// two-stage pipeline of mbarriers (the next tile loads while the block sums the current one).
#include "tma.h"

extern "C" __global__ void tma_colsum(const __grid_constant__ TMap tm, int rows, int cols, unsigned *out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  uint64_t *bar = (uint64_t *)smem;
  unsigned *tile0 = (unsigned *)(smem + 1024), *tile1 = (unsigned *)(smem + 1024 + 8192);
  int tilesX = cols / 32, ntiles = tilesX * (rows / 64);
  if (threadIdx.x == 0) {
    bar_init(&bar[0], 1);
    bar_init(&bar[1], 1);
    fence_barrier_init();
  }
  __syncthreads();
  int t0 = blockIdx.x;
  if (threadIdx.x == 0 && t0 < ntiles) {
    arrive_expect_tx(&bar[0], 8192);
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];"
                 ::"r"(sa(tile0)), "l"(&tm), "r"(sa(&bar[0])), "r"(t0 % tilesX * 32), "r"(t0 / tilesX * 64) : "memory");
  }
  int k = 0;
  for (int t = t0; t < ntiles; t += gridDim.x, k++) {
    int s = k & 1;
    unsigned *cur = s ? tile1 : tile0, *nxt = s ? tile0 : tile1;
    int tn = t + gridDim.x;
    if (threadIdx.x == 0 && tn < ntiles) {
      arrive_expect_tx(&bar[s ^ 1], 8192);
      asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];"
                   ::"r"(sa(nxt)), "l"(&tm), "r"(sa(&bar[s ^ 1])), "r"(tn % tilesX * 32), "r"(tn / tilesX * 64) : "memory");
    }
    wait_parity(&bar[s], (k >> 1) & 1);
    unsigned sum = 0;
    int c = threadIdx.x & 31, r0 = (threadIdx.x >> 5) * 16;
    for (int r = 0; r < 16; r++) sum += cur[(r0 + r) * 32 + c];
    atomicAdd(&out[t % tilesX * 32 + c], sum);
    fence_async_shared();
    __syncthreads();
  }
}
