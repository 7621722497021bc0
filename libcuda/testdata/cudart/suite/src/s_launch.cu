// s_launch: the ways a kernel is launched besides <<<>>>: cudaLaunchKernel
// with an argument array, cudaLaunchKernelEx with attributes (cluster
// dimensions, programmatic stream serialization, priority), a
// __cluster_dims__ kernel, cudaOccupancyMaxActiveClusters and
// cudaOccupancyMaxPotentialClusterSize, cudaFuncGetName, kernels taking
// structs, arrays and 4 KiB of parameters, and templates.
#include <cooperative_groups.h>
#include "check.h"

namespace cg = cooperative_groups;

struct Big {
  int v[1000];
};
__global__ void bigParam(Big b, int *out) { out[threadIdx.x] = b.v[threadIdx.x * 3]; }
struct Mixed {
  char c;
  double d;
  short s;
  float f[3];
};
__global__ void mixed(Mixed m, char c2, long long l, int *out) {
  out[0] = m.c + (int)m.d + m.s + (int)(m.f[0] + m.f[1] + m.f[2]) + c2 + (int)(l >> 32);
}
template <typename T, int K>
__global__ void tmpl(T *p) { p[threadIdx.x] = (T)(threadIdx.x * K); }

__global__ void clustered(int *out) {
  cg::cluster_group c = cg::this_cluster();
  out[blockIdx.x * 4 + 0] = c.block_rank();
  out[blockIdx.x * 4 + 1] = c.num_blocks();
  out[blockIdx.x * 4 + 2] = c.dim_blocks().x;
  out[blockIdx.x * 4 + 3] = gridDim.x;
}
__global__ void __cluster_dims__(4, 1, 1) fixedCluster(int *out) {
  cg::cluster_group c = cg::this_cluster();
  __shared__ int s;
  s = blockIdx.x;
  c.sync();
  int *peer = c.map_shared_rank(&s, (c.block_rank() + 1) % c.num_blocks());
  out[blockIdx.x] = *peer;
  c.sync();
}

int main() {
  int *d;
  cudaMalloc(&d, 4096 * 4);
  Big b;
  for (int i = 0; i < 1000; i++) b.v[i] = i * i;
  bigParam<<<1, 300>>>(b, d);
  OK(cudaDeviceSynchronize());
  int h[300];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  check(h[299] == 897 * 897, "4000-byte parameter");
  Mixed m = {3, 1e10, -7, {0.5f, 1.25f, 2.25f}};
  char c2 = 9;
  long long l = 5LL << 32;
  void *args[] = {&m, &c2, &l, &d};
  OK(cudaLaunchKernel((void *)mixed, dim3(1), dim3(1), args, 0, 0));
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost);
  printf("mixed %d\n", h[0]);
  tmpl<short, 3><<<1, 64>>>((short *)d);
  short hs[64];
  cudaMemcpy(hs, d, sizeof hs, cudaMemcpyDeviceToHost);
  check(hs[63] == 189, "template kernel");

  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(8), cfg.blockDim = dim3(64);
  cudaLaunchAttribute at[2];
  at[0].id = cudaLaunchAttributeClusterDimension;
  at[0].val.clusterDim.x = 2, at[0].val.clusterDim.y = 1, at[0].val.clusterDim.z = 1;
  at[1].id = cudaLaunchAttributePriority;
  at[1].val.priority = 0;
  cfg.attrs = at, cfg.numAttrs = 2;
  OK(cudaLaunchKernelEx(&cfg, clustered, d));
  OK(cudaDeviceSynchronize());
  int hc[32];
  cudaMemcpy(hc, d, sizeof hc, cudaMemcpyDeviceToHost);
  printf("clusters:");
  for (int i = 0; i < 8; i++) printf(" [%d %d %d %d]", hc[i * 4], hc[i * 4 + 1], hc[i * 4 + 2], hc[i * 4 + 3]);
  printf("\n");
  int nc = -1;
  OK(cudaOccupancyMaxActiveClusters(&nc, clustered, &cfg));
  printf("max active clusters of 2: %d\n", nc);
  int cs = -1;
  cfg.numAttrs = 0;
  OK(cudaOccupancyMaxPotentialClusterSize(&cs, clustered, &cfg));
  printf("max potential cluster size: %d\n", cs);
  at[0].val.clusterDim.x = 3;
  cfg.numAttrs = 1;
  SHOW(cudaLaunchKernelEx(&cfg, clustered, d));
  SHOW(cudaGetLastError());
  at[0].val.clusterDim.x = 16;
  cfg.gridDim = dim3(16);
  SHOW(cudaLaunchKernelEx(&cfg, clustered, d));
  SHOW(cudaGetLastError());
  OK(cudaFuncSetAttribute(clustered, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  SHOW(cudaLaunchKernelEx(&cfg, clustered, d));
  SHOW(cudaDeviceSynchronize());
  at[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  at[0].val.programmaticStreamSerializationAllowed = 1;
  cfg.gridDim = dim3(4);
  OK(cudaLaunchKernelEx(&cfg, clustered, d));
  OK(cudaDeviceSynchronize());

  fixedCluster<<<8, 32>>>(d);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(hc, d, 32, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 8; i++) ok &= hc[i] == (i / 4) * 4 + (i % 4 + 1) % 4;
  check(ok, "distributed shared memory in a cluster");
  fixedCluster<<<6, 32>>>(d);
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());
#if CUDART_VERSION >= 12030
  const char *name = nullptr;
  OK(cudaFuncGetName(&name, (void *)mixed));
  printf("name %s\n", name ? name : "(null)");
  OK(cudaFuncGetName(&name, (void *)tmpl<short, 3>));
  printf("name %s\n", name ? name : "(null)");
#endif
  return finish();
}
