// v_cluster: thread block clusters as CUDA 11.8's cooperative groups and
// runtime offer them for sm_90: a kernel with __cluster_dims__ launched by
// <<<>>>, and plain kernels launched by cudaLaunchKernelEx with the cluster
// dimension attribute in 1-D, 2-D and 3-D shapes (1 to 8 blocks). Every
// thread records what cluster_group and grid_group say about it (block rank
// and index, dimensions and counts, thread rank, the cluster's index and rank
// in the grid) and the host computes each from blockIdx, the launch's shape
// and the cluster's (the CUDA programming guide's definitions: clusters tile
// the grid, ranks are x-fastest). Distributed shared memory: every block
// fills its array, the cluster syncs, each thread reads its neighbour
// block's array through map_shared_rank (and query_shared_rank must name the
// neighbour), all blocks add into block 0's counter with atomicAdd on the
// mapped pointer, and a split barrier_arrive/barrier_wait brackets a block's
// own work.
#include "../../sweep27/src/sw27.h"
#include <cooperative_groups.h>
#include <string>

namespace cg = cooperative_groups;
const int SH = 64;  // ints of shared memory a block shows its cluster

struct Rec {
  unsigned blockRank, blockIdx[3], dimBlocks[3], numBlocks, threadRank, numThreads, dimThreads[3];
  unsigned clusterIdx[3], dimClusters[3], numClusters, clusterRank, specified;
  int neighbour, neighbourRank, counter, early;
};

__device__ void record(Rec *out) {
  cg::cluster_group cl = cg::this_cluster();
  cg::grid_group grid = cg::this_grid();
  __shared__ int arr[SH];
  __shared__ int counter, early;
  unsigned n = cl.num_blocks(), me = cl.block_rank();
  unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z), threads = blockDim.x * blockDim.y * blockDim.z;
  for (unsigned i = tid; i < SH; i += threads) arr[i] = (int)(me * 1000 + i);
  if (tid == 0) counter = 0, early = 0;
  cl.sync();
  // the neighbour's array, through distributed shared memory
  unsigned nb = (me + 1) % n;
  int *remote = cl.map_shared_rank(arr, nb);
  int v = remote[(tid * 7) % SH];
  unsigned qr = cl.query_shared_rank(remote);
  // every thread adds its block's rank + 1 into block 0's counter
  atomicAdd(cl.map_shared_rank(&counter, 0), (int)me + 1);
  // split barrier: arrive, own work, wait
  cl.barrier_arrive();
  if (tid == 0) early = arr[SH - 1];
  cl.barrier_wait();
  cl.sync();
  size_t t = ((size_t)(blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x) * threads + tid;
  Rec r;
  r.blockRank = me;
  dim3 bi = cl.block_index(), db = cl.dim_blocks(), dt = cl.dim_threads(), ci = grid.cluster_index(), dc = grid.dim_clusters();
  r.blockIdx[0] = bi.x, r.blockIdx[1] = bi.y, r.blockIdx[2] = bi.z;
  r.dimBlocks[0] = db.x, r.dimBlocks[1] = db.y, r.dimBlocks[2] = db.z;
  r.numBlocks = n, r.threadRank = cl.thread_rank(), r.numThreads = cl.num_threads();
  r.dimThreads[0] = dt.x, r.dimThreads[1] = dt.y, r.dimThreads[2] = dt.z;
  r.clusterIdx[0] = ci.x, r.clusterIdx[1] = ci.y, r.clusterIdx[2] = ci.z;
  r.dimClusters[0] = dc.x, r.dimClusters[1] = dc.y, r.dimClusters[2] = dc.z;
  r.numClusters = (unsigned)grid.num_clusters(), r.clusterRank = (unsigned)grid.cluster_rank();
  r.specified = __clusterDimIsSpecified();
  r.neighbour = v, r.neighbourRank = (int)qr;
  r.counter = counter, r.early = early;
  out[t] = r;
  cl.sync();  // no block may exit while another reads its shared memory
}

__global__ void __cluster_dims__(2, 1, 1) fixedDims(Rec *out) { record(out); }
__global__ void plain(Rec *out) { record(out); }

static Rec expect(dim3 grid, dim3 block, dim3 cdim, dim3 b, unsigned tid) {
  Rec r;
  memset(&r, 0, sizeof r);
  unsigned n = cdim.x * cdim.y * cdim.z;
  dim3 bi(b.x % cdim.x, b.y % cdim.y, b.z % cdim.z);
  r.blockRank = bi.x + cdim.x * (bi.y + cdim.y * bi.z);
  r.blockIdx[0] = bi.x, r.blockIdx[1] = bi.y, r.blockIdx[2] = bi.z;
  r.dimBlocks[0] = cdim.x, r.dimBlocks[1] = cdim.y, r.dimBlocks[2] = cdim.z;
  r.numBlocks = n;
  unsigned threads = block.x * block.y * block.z;
  r.threadRank = r.blockRank * threads + tid, r.numThreads = n * threads;
  r.dimThreads[0] = cdim.x * block.x, r.dimThreads[1] = cdim.y * block.y, r.dimThreads[2] = cdim.z * block.z;
  dim3 dc(grid.x / cdim.x, grid.y / cdim.y, grid.z / cdim.z), ci(b.x / cdim.x, b.y / cdim.y, b.z / cdim.z);
  r.clusterIdx[0] = ci.x, r.clusterIdx[1] = ci.y, r.clusterIdx[2] = ci.z;
  r.dimClusters[0] = dc.x, r.dimClusters[1] = dc.y, r.dimClusters[2] = dc.z;
  r.numClusters = dc.x * dc.y * dc.z, r.clusterRank = ci.x + dc.x * (ci.y + dc.y * ci.z);
  // a launch with a cluster attribute of (1,1,1): not asserted (printed)
  r.specified = n == 1 ? ~0u : 1;
  unsigned nb = (r.blockRank + 1) % n;
  r.neighbour = (int)(nb * 1000 + (tid * 7) % SH), r.neighbourRank = (int)nb;
  int sum = 0;
  for (unsigned k = 0; k < n; k++) sum += (int)(k + 1) * (int)threads;
  r.counter = r.blockRank == 0 ? sum : 0;
  r.early = (int)(r.blockRank * 1000 + SH - 1);
  return r;
}

static void check(const char *what, dim3 grid, dim3 block, dim3 cdim, const std::vector<Rec> &got) {
  std::vector<unsigned> g, w;
  unsigned threads = block.x * block.y * block.z;
  size_t t = 0;
  for (unsigned z = 0; z < grid.z; z++)
    for (unsigned y = 0; y < grid.y; y++)
      for (unsigned x = 0; x < grid.x; x++)
        for (unsigned tid = 0; tid < threads; tid++, t++) {
          Rec e = expect(grid, block, cdim, dim3(x, y, z), tid);
          Rec gr = got[t];
          if (e.specified == ~0u) {
            if (t == 0) printf("probe: %s: __clusterDimIsSpecified() %u\n", what, gr.specified);
            e.specified = gr.specified;
          }
          const unsigned *a = (const unsigned *)&gr, *b = (const unsigned *)&e;
          for (size_t k = 0; k < sizeof(Rec) / 4; k++) g.push_back(a[k]), w.push_back(b[k]);
        }
  compare(what, g, w);
}

int main() {
  // __cluster_dims__(2,1,1) by <<<>>>
  {
    dim3 grid(6, 2), block(64);
    size_t n = (size_t)grid.x * grid.y * block.x;
    Dev<Rec> d(n);
    fixedDims<<<grid, block>>>(d);
    SYNC();
    check("__cluster_dims__(2,1,1) <<<(6,2),64>>>", grid, block, dim3(2, 1, 1), d.get());
  }
  // cudaLaunchKernelEx with a cluster attribute
  struct Shape {
    dim3 grid, block, cdim;
  } shapes[] = {
      {dim3(8), dim3(32), dim3(1)},        {dim3(8), dim3(96), dim3(4)},        {dim3(16), dim3(128), dim3(8)},
      {dim3(4, 6), dim3(16, 4), dim3(1, 2)}, {dim3(6, 4), dim3(8, 8), dim3(3, 2)}, {dim3(4, 4, 4), dim3(4, 4, 2), dim3(2, 2, 2)},
      {dim3(2, 3, 8), dim3(33), dim3(1, 1, 4)},
  };
  for (auto &s : shapes) {
    size_t n = (size_t)s.grid.x * s.grid.y * s.grid.z * s.block.x * s.block.y * s.block.z;
    Dev<Rec> d(n);
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = s.grid, cfg.blockDim = s.block;
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeClusterDimension;
    attr.val.clusterDim.x = s.cdim.x, attr.val.clusterDim.y = s.cdim.y, attr.val.clusterDim.z = s.cdim.z;
    cfg.attrs = &attr, cfg.numAttrs = 1;
    CK(cudaLaunchKernelEx(&cfg, plain, (Rec *)d));
    SYNC();
    char what[120];
    snprintf(what, sizeof what, "cluster (%u,%u,%u) of grid (%u,%u,%u) x (%u,%u,%u)", s.cdim.x, s.cdim.y, s.cdim.z, s.grid.x, s.grid.y, s.grid.z, s.block.x, s.block.y,
             s.block.z);
    check(what, s.grid, s.block, s.cdim, d.get());
  }
  return finish();
}
