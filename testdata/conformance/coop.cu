// Cooperative-launch conformance kernels: grid-wide synchronisation with cooperative_groups'
// grid.sync(), launched with cuLaunchCooperativeKernel (the `cooperative` directive of
// kernrun.c). Every result is order-independent or summed in a fixed order, so the outputs are
// bit-exact. Built to coop/coop.ptx (nvcc 13.0) and coop/coop.118.ptx (nvcc 11.8) by record.sh.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Grid-wide float reduction in three phases separated by grid.sync(): each block sums its part of
// `in` into partial[block] (shared-memory tree, fixed order); block 0 sums the partials in order
// into *total; every thread then scales its elements by the total. A missing or early grid
// barrier reads stale partials or a stale total.
extern "C" __global__ void coop_reduce(const float *in, float *partial, float *total, float *out, int n) {
  cg::grid_group g = cg::this_grid();
  extern __shared__ float sm[];
  float s = 0;
  for (unsigned long long i = g.thread_rank(); i < n; i += g.size()) s += in[i];
  sm[threadIdx.x] = s;
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k /= 2) {
    if (threadIdx.x < k) sm[threadIdx.x] += sm[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = sm[0];
  g.sync();
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    float t = 0;
    for (unsigned b = 0; b < gridDim.x; b++) t += partial[b];
    *total = t;
  }
  g.sync();
  float t = *(volatile float *)total;
  for (unsigned long long i = g.thread_rank(); i < n; i += g.size()) out[i] = in[i] / t;
}

// Numba's test_sync_at_matrix_row in CUDA C: row r is written from row r-1 of the opposite
// column, one grid.sync() a row. M is rows x cols ints, one thread a column.
extern "C" __global__ void coop_rows(int *M, int rows, int cols) {
  cg::grid_group g = cg::this_grid();
  unsigned col = g.thread_rank();
  for (int r = 1; r < rows; r++) {
    if (col < cols) M[r * cols + col] = M[(r - 1) * cols + (cols - col - 1)] + 1;
    g.sync();
  }
}

// What the grid group reports: per thread, its thread_rank, block_rank, size, num_blocks,
// is_valid and the block index and dimension it sees.
extern "C" __global__ void coop_info(unsigned *out) {
  cg::grid_group g = cg::this_grid();
  unsigned long long r = g.thread_rank();
  unsigned *o = out + r * 6;
  o[0] = (unsigned)r;
  o[1] = (unsigned)g.block_rank();
  o[2] = (unsigned)g.size();
  o[3] = (unsigned)g.num_blocks();
  o[4] = g.is_valid();
  o[5] = g.block_index().x + 100 * g.block_index().y + 10000 * g.dim_blocks().x;
}

// Many barriers in a row with a ring exchange between blocks: after each grid.sync() every block
// reads the value its left neighbour wrote before it. 2-D grid, so the block numbering matters.
extern "C" __global__ void coop_ring(unsigned *a, unsigned *b, int rounds) {
  cg::grid_group g = cg::this_grid();
  unsigned nb = gridDim.x * gridDim.y;
  unsigned me = blockIdx.y * gridDim.x + blockIdx.x;
  unsigned left = (me + nb - 1) % nb;
  unsigned idx = me * blockDim.x + threadIdx.x;
  unsigned v = idx * 2654435761u;
  for (int r = 0; r < rounds; r++) {
    unsigned *src = (r & 1) ? b : a, *dst = (r & 1) ? a : b;
    src[idx] = v;
    g.sync();
    v = src[left * blockDim.x + (threadIdx.x + r) % blockDim.x] * 1664525u + 1013904223u + v;
    dst[idx] = v;
  }
}

// One grid barrier and nothing else: the kernel the driver's cooperative-grid size limit is
// measured with (count[0] counts the blocks that passed the barrier).
extern "C" __global__ void coop_count(unsigned *count) {
  cg::grid_group g = cg::this_grid();
  g.sync();
  if (threadIdx.x == 0) atomicAdd(count, 1);
}
