// s_cluster: cooperative_groups cluster groups in depth: 1-, 2- and 3-D
// clusters from cudaLaunchKernelEx and __cluster_dims__, every
// cluster_group query (block_rank, block_index, dim_blocks, num_threads,
// thread_rank), a split barrier.cluster arrive/wait, distributed shared
// memory reductions through map_shared_rank (a ring and an all-to-all),
// atomics on another block's shared memory, the cluster's special registers
// read by inline PTX (%cluster_ctarank, %clusterid, %nclusterid,
// %cluster_nctaid, %is_explicit_cluster), and a cluster of one.
#include <cooperative_groups.h>
#include "check.h"

namespace cg = cooperative_groups;

__device__ unsigned sreg(int which) {
  unsigned v = 0;
  switch (which) {
  case 0: asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(v)); break;
  case 1: asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(v)); break;
  case 2: asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(v)); break;
  case 3: asm volatile("mov.u32 %0, %%clusterid.y;" : "=r"(v)); break;
  case 4: asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(v)); break;
  case 5: asm volatile("mov.u32 %0, %%nclusterid.y;" : "=r"(v)); break;
  case 6: asm volatile("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(v)); break;
  case 7: asm volatile("mov.u32 %0, %%cluster_ctaid.y;" : "=r"(v)); break;
  case 8: asm volatile("mov.u32 %0, %%cluster_ctaid.z;" : "=r"(v)); break;
  case 9: asm volatile("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(v)); break;
  case 10: asm volatile("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(v)); break;
  case 11: asm volatile("mov.u32 %0, %%cluster_nctaid.z;" : "=r"(v)); break;
  case 12: {
    unsigned p;
    asm volatile("{ .reg .pred p; mov.pred p, %%is_explicit_cluster; selp.u32 %0, 1, 0, p; }" : "=r"(p));
    v = p;
    break;
  }
  }
  return v;
}

// info writes, per block, 13 special registers and 8 cluster_group queries.
__global__ void info(unsigned *out) {
  cg::cluster_group c = cg::this_cluster();
  unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned *o = out + b * 21;
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    for (int i = 0; i < 13; i++) o[i] = sreg(i);
    o[13] = c.block_rank();
    o[14] = c.block_index().x + 10 * c.block_index().y + 100 * c.block_index().z;
    o[15] = c.dim_blocks().x + 10 * c.dim_blocks().y + 100 * c.dim_blocks().z;
    o[16] = c.num_blocks();
    o[17] = c.num_threads();
    o[18] = cg::this_thread_block().num_threads();
  }
  if (threadIdx.x == 1 && threadIdx.y == 1) o[19] = c.thread_rank();
  if (threadIdx.x == blockDim.x - 1 && threadIdx.y == blockDim.y - 1) o[20] = c.dim_threads().x * 1000 + c.dim_threads().y;
  c.sync();
}
__global__ void __cluster_dims__(2, 3, 1) infoFixed(unsigned *out) {
  cg::cluster_group c = cg::this_cluster();
  unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  if (threadIdx.x == 0) {
    out[b * 4 + 0] = c.block_rank();
    out[b * 4 + 1] = c.num_blocks();
    out[b * 4 + 2] = sreg(12);
    out[b * 4 + 3] = sreg(2) + 100 * sreg(3);
  }
}

// ring: each block adds its rank into every block's shared counter with
// atomics on distributed shared memory, then a split barrier, then reads.
__global__ void ring(int *out) {
  __shared__ int counter;
  __shared__ int vals[64];
  cg::cluster_group c = cg::this_cluster();
  unsigned r = c.block_rank(), n = c.num_blocks();
  if (threadIdx.x == 0) counter = 0;
  vals[threadIdx.x] = r * 64 + threadIdx.x;
  c.sync();
  for (unsigned k = 0; k < n; k++) {
    int *pc = c.map_shared_rank(&counter, k);
    if (threadIdx.x == 0) atomicAdd(pc, (int)(r + 1));
  }
  // a split cluster barrier: work between arrive and wait touches only this block
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
  int local = vals[threadIdx.x] * 2;
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
  int *peer = c.map_shared_rank(vals, (r + 1) % n);
  int sum = 0;
  for (unsigned k = 0; k < n; k++) sum += c.map_shared_rank(vals, k)[threadIdx.x];
  out[blockIdx.x * 64 + threadIdx.x] = peer[threadIdx.x] + local + sum * 1000 + (threadIdx.x == 0 ? counter * 1000000 : 0);
  c.sync();
}

__global__ void one(unsigned *out) {
  cg::cluster_group c = cg::this_cluster();
  out[blockIdx.x] = c.num_blocks() * 100 + c.block_rank() * 10 + sreg(12);
}

static cudaError_t launch(void (*k)(unsigned *), dim3 grid, dim3 block, dim3 cluster, unsigned *p) {
  cudaLaunchConfig_t cfg = {};
  cudaLaunchAttribute at[1];
  at[0].id = cudaLaunchAttributeClusterDimension;
  at[0].val.clusterDim.x = cluster.x;
  at[0].val.clusterDim.y = cluster.y;
  at[0].val.clusterDim.z = cluster.z;
  cfg.gridDim = grid;
  cfg.blockDim = block;
  cfg.attrs = at;
  cfg.numAttrs = 1;
  return cudaLaunchKernelEx(&cfg, k, p);
}

int main() {
  unsigned *d;
  REQUIRE(cudaMalloc(&d, 1 << 20));
  unsigned h[64 * 21];
  struct Case {
    dim3 grid, block, cluster;
  } cases[] = {
      {dim3(4), dim3(32), dim3(2)},
      {dim3(4, 4), dim3(8, 4), dim3(2, 2)},
      {dim3(2, 2, 4), dim3(4, 4), dim3(1, 2, 2)},
      {dim3(8), dim3(64), dim3(8)},
  };
  for (auto &c : cases) {
    cudaMemset(d, 0xff, 1 << 20);
    OK(launch(info, c.grid, c.block, c.cluster, d));
    OK(cudaDeviceSynchronize());
    unsigned nb = c.grid.x * c.grid.y * c.grid.z;
    cudaMemcpy(h, d, nb * 21 * 4, cudaMemcpyDeviceToHost);
    printf("grid %ux%ux%u block %ux%u cluster %ux%ux%u\n", c.grid.x, c.grid.y, c.grid.z, c.block.x, c.block.y, c.cluster.x, c.cluster.y, c.cluster.z);
    for (unsigned b = 0; b < nb; b++) {
      printf("  block %2u:", b);
      for (int i = 0; i < 21; i++) printf(" %u", h[b * 21 + i]);
      printf("\n");
    }
  }
  cudaMemset(d, 0xff, 1 << 20);
  infoFixed<<<dim3(4, 3), 32>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 12 * 16, cudaMemcpyDeviceToHost);
  printf("fixed 2x3:");
  for (int i = 0; i < 48; i++) printf(" %u", h[i]);
  printf("\n");
  // a plain launch of a cluster kernel: a cluster of one
  OK(cudaFuncSetAttribute(one, cudaFuncAttributeNonPortableClusterSizeAllowed, 0));
  one<<<3, 32>>>(d);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 12, cudaMemcpyDeviceToHost);
  printf("no cluster attribute: %u %u %u\n", h[0], h[1], h[2]);
  OK(launch(one, dim3(4), dim3(32), dim3(1), d));
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
  printf("cluster of 1: %u %u %u %u\n", h[0], h[1], h[2], h[3]);

  int *r = (int *)d;
  for (unsigned cs = 2; cs <= 8; cs *= 2) {
    cudaLaunchConfig_t cfg = {};
    cudaLaunchAttribute at[1];
    at[0].id = cudaLaunchAttributeClusterDimension;
    at[0].val.clusterDim.x = cs;
    at[0].val.clusterDim.y = 1;
    at[0].val.clusterDim.z = 1;
    cfg.gridDim = dim3(cs * 2);
    cfg.blockDim = dim3(64);
    cfg.attrs = at;
    cfg.numAttrs = 1;
    OK(cudaLaunchKernelEx(&cfg, ring, r));
    OK(cudaDeviceSynchronize());
    int hr[16 * 64];
    cudaMemcpy(hr, r, cs * 2 * 64 * 4, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (unsigned b = 0; b < cs * 2; b++) {
      unsigned rank = b % cs;
      for (int t = 0; t < 64; t++) {
        int peer = ((rank + 1) % cs) * 64 + t, local = (rank * 64 + t) * 2, sum = 0;
        for (unsigned k = 0; k < cs; k++) sum += k * 64 + t;
        int want = peer + local + sum * 1000 + (t == 0 ? (int)(cs * (cs + 1) / 2) * 1000000 : 0);
        if (hr[b * 64 + t] != want) bad++;
      }
    }
    printf("ring cluster %u: wrong %d first %d\n", cs, bad, hr[0]);
  }
  return finish();
}
