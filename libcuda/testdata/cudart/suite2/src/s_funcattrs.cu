// s_funcattrs: kernel attributes beyond s_occupancy's: the cluster fields of
// cudaFuncAttributes for __cluster_dims__ and plain kernels,
// cudaFuncSetAttribute of the cluster attributes (required width,
// non-portable sizes, scheduling policy), cudaFuncGetParamInfo of kernels
// with mixed parameters, cudaOccupancyMaxActiveClusters over cluster sizes
// and shared memory, cudaOccupancyMaxPotentialClusterSize before and after
// allowing non-portable sizes, cudaOccupancyMaxPotentialBlockSizeVariableSMem,
// a launch with 200 KiB of dynamic shared memory in clusters.
#include <cooperative_groups.h>
#include "check.h"

namespace cg = cooperative_groups;

__global__ void plain(int *p) { p[threadIdx.x] = threadIdx.x; }
__global__ void __cluster_dims__(2, 2, 1) fixed22(int *p) { p[blockIdx.x] = cg::this_cluster().block_rank(); }
__global__ void __launch_bounds__(256, 2) bounded(float *p, float v) { p[threadIdx.x] *= v; }
struct S {
  char c;
  double d;
};
__global__ void params(char a, S s, int *b, short c, double d[2], long long e) {
  if (threadIdx.x == 1000) *b = a + c + (int)s.d + (int)e;
}
__global__ void bigShared(int *out) {
  extern __shared__ int sm[];
  cg::cluster_group cl = cg::this_cluster();
  int n = 200 * 1024 / 4;
  for (int i = threadIdx.x; i < n; i += blockDim.x) sm[i] = i ^ blockIdx.x;
  cl.sync();
  // read the neighbour block's shared memory
  int *peer = cl.map_shared_rank(sm, (cl.block_rank() + 1) % cl.num_blocks());
  int sum = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) sum += peer[i] & 0xff;
  atomicAdd(&out[blockIdx.x], sum);
  cl.sync();
}

static void showAttrs(const char *name, const void *f) {
  cudaFuncAttributes a;
  cudaError_t e = cudaFuncGetAttributes(&a, f);
  if (e != cudaSuccess) {
    printf("%-10s %s\n", name, cudaGetErrorName(e));
    return;
  }
  printf("%-10s maxThreads %d shared %zu maxDyn %d carveout %d clusterMustBeSet %d required %dx%dx%d policy %d nonPortable %d\n", name, a.maxThreadsPerBlock, a.sharedSizeBytes,
         a.maxDynamicSharedSizeBytes, a.preferredShmemCarveout, a.clusterDimMustBeSet, a.requiredClusterWidth, a.requiredClusterHeight, a.requiredClusterDepth,
         a.clusterSchedulingPolicyPreference, a.nonPortableClusterSizeAllowed);
}
static size_t smemFor(int block) { return block >= 512 ? 4096 : 1024 * (size_t)(block / 64); }

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096 * 4));
  showAttrs("plain", (void *)plain);
  showAttrs("fixed22", (void *)fixed22);
  showAttrs("bounded", (void *)bounded);
  showAttrs("params", (void *)params);

  // cluster attributes of a plain kernel
  OK(cudaFuncSetAttribute(plain, cudaFuncAttributeRequiredClusterWidth, 2));
  OK(cudaFuncSetAttribute(plain, cudaFuncAttributeRequiredClusterHeight, 1));
  OK(cudaFuncSetAttribute(plain, cudaFuncAttributeRequiredClusterDepth, 1));
  showAttrs("plain w2", (void *)plain);
  OK(cudaFuncSetAttribute(plain, cudaFuncAttributeClusterSchedulingPolicyPreference, cudaClusterSchedulingPolicySpread));
  SHOW(cudaFuncSetAttribute(plain, cudaFuncAttributeClusterSchedulingPolicyPreference, 7));
  SHOW(cudaGetLastError());
  OK(cudaFuncSetAttribute(plain, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  SHOW(cudaFuncSetAttribute(plain, cudaFuncAttributeNonPortableClusterSizeAllowed, 2));
  SHOW(cudaGetLastError());
  showAttrs("plain np", (void *)plain);
  // a __cluster_dims__ kernel's required size cannot change
  SHOW(cudaFuncSetAttribute(fixed22, cudaFuncAttributeRequiredClusterWidth, 4));
  SHOW(cudaGetLastError());
  SHOW(cudaFuncSetAttribute(fixed22, cudaFuncAttributeRequiredClusterWidth, 2));
  SHOW(cudaGetLastError());
  showAttrs("fixed22", (void *)fixed22);
  // launch plain with its required width: blocks in clusters of 2
  plain<<<4, 32>>>(d);
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  plain<<<3, 32>>>(d);
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  fixed22<<<dim3(4, 2), 1>>>(d);
  SHOW(cudaGetLastError());
  fixed22<<<dim3(3, 2), 1>>>(d);
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());

  // parameter layout
  // (the driver's cuFuncGetParamInfo through the runtime's entry point)
  typedef int (*ParamInfoFn)(cudaFunction_t, size_t, size_t *, size_t *);
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q;
  OK(cudaGetDriverEntryPoint("cuFuncGetParamInfo", &fn, cudaEnableDefault, &q));
  cudaFunction_t fp = nullptr, fplain = nullptr;
  OK(cudaGetFuncBySymbol(&fp, (void *)params));
  OK(cudaGetFuncBySymbol(&fplain, (void *)plain));
  if (fn && fp) {
    ParamInfoFn info = (ParamInfoFn)fn;
    for (int i = 0; i < 7; i++) {
      size_t off = 0, size = 0;
      int r = info(fp, i, &off, &size);
      printf("param %d: CUresult %d offset %zu size %zu\n", i, r, r == 0 ? off : 0, r == 0 ? size : 0);
    }
    size_t off = 0, size = 0;
    int r = info(fplain, 0, &off, &size);
    printf("plain param 0: CUresult %d offset %zu size %zu\n", r, off, size);
  }

  // cluster occupancy
  for (int cs = 1; cs <= 16; cs *= 2) {
    for (int kb = 0; kb <= 200; kb += 100) {
      cudaLaunchConfig_t cfg = {};
      cudaLaunchAttribute at[1];
      at[0].id = cudaLaunchAttributeClusterDimension;
      at[0].val.clusterDim.x = cs;
      at[0].val.clusterDim.y = 1;
      at[0].val.clusterDim.z = 1;
      cfg.gridDim = dim3(cs * 8);
      cfg.blockDim = dim3(128);
      cfg.dynamicSmemBytes = kb * 1024;
      cfg.attrs = at;
      cfg.numAttrs = 1;
      OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024));
      if (cs == 16) OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
      int clusters = -1;
      cudaError_t e = cudaOccupancyMaxActiveClusters(&clusters, bigShared, &cfg);
      printf("cluster %2d dyn %3d KiB: %s max active clusters %d\n", cs, kb, cudaGetErrorName(e), e == cudaSuccess ? clusters : -1);
    }
  }
  cudaGetLastError();
  OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeNonPortableClusterSizeAllowed, 0));
  {
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(64);
    cfg.blockDim = dim3(128);
    int size = 0;
    OK(cudaOccupancyMaxPotentialClusterSize(&size, plain, &cfg));
    printf("potential cluster size of plain (non-portable allowed) %d\n", size);
    OK(cudaOccupancyMaxPotentialClusterSize(&size, bigShared, &cfg));
    printf("potential cluster size of bigShared %d\n", size);
    OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
    OK(cudaOccupancyMaxPotentialClusterSize(&size, bigShared, &cfg));
    printf("potential cluster size of bigShared, non-portable %d\n", size);
    cfg.dynamicSmemBytes = 200 * 1024;
    OK(cudaOccupancyMaxPotentialClusterSize(&size, bigShared, &cfg));
    printf("potential cluster size of bigShared, 200 KiB %d\n", size);
  }

  // block size with shared memory that depends on it
  int minGrid = 0, block = 0;
  OK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, bounded, smemFor));
  printf("variable smem: block %d min grid %d\n", block, minGrid);
  OK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, bounded, smemFor, 128));
  printf("variable smem, limit 128: block %d min grid %d\n", block, minGrid);

  // 200 KiB of dynamic shared memory in clusters of 2, reading the neighbour's
  cudaMemset(d, 0, 4096 * 4);
  {
    cudaLaunchConfig_t cfg = {};
    cudaLaunchAttribute at[1];
    at[0].id = cudaLaunchAttributeClusterDimension;
    at[0].val.clusterDim.x = 2;
    at[0].val.clusterDim.y = 1;
    at[0].val.clusterDim.z = 1;
    cfg.gridDim = dim3(8);
    cfg.blockDim = dim3(256);
    cfg.dynamicSmemBytes = 200 * 1024;
    cfg.attrs = at;
    cfg.numAttrs = 1;
    OK(cudaLaunchKernelEx(&cfg, bigShared, d));
    OK(cudaDeviceSynchronize());
    int h[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < 8; b++) {
      int peerBlock = (b & ~1) | ((b + 1) & 1);
      long long want = 0;
      for (int i = 0; i < 200 * 256; i++) want += (i ^ peerBlock) & 0xff;
      if (h[b] != (int)want) bad++;
    }
    printf("200 KiB clusters of 2: wrong %d, sum0 %d\n", bad, h[0]);
    cfg.dynamicSmemBytes = 228 * 1024;
    SHOW(cudaLaunchKernelEx(&cfg, bigShared, d));
    SHOW(cudaGetLastError());
  }
  return finish();
}
