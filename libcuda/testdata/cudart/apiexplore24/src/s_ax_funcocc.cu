// s_ax_funcocc: cudaFuncSetAttribute's limits (max dynamic shared memory,
// carveout, cluster attributes) and what they change in
// cudaFuncGetAttributes, launches with dynamic shared memory above and at
// the limits, cudaFuncSetCacheConfig, and the occupancy calculator
// (cudaOccupancyMaxActiveBlocksPerMultiprocessor(WithFlags),
// cudaOccupancyMaxPotentialBlockSize(VariableSMem),
// cudaOccupancyAvailableDynamicSMemPerBlock) over block sizes and shared
// memory, for kernels whose register use is pinned by __launch_bounds__.
#include <cstring>
#include "check.h"

__global__ void __launch_bounds__(1024, 1) plain(int *p) {
  extern __shared__ int dyn[];
  dyn[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (p) p[threadIdx.x] = dyn[blockDim.x - 1 - threadIdx.x];
}

__global__ void __launch_bounds__(256, 4) staticShared(int *p) {
  __shared__ int s[4096];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (p) p[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}

static size_t smemFor(int block) { return block * 8; }

static void fattrs(const char *what, const void *f) {
  cudaFuncAttributes a;
  memset(&a, 0, sizeof a);
  cudaError_t e = cudaFuncGetAttributes(&a, f);
  printf("%-28s %s static %zu maxdyn %d carveout %d maxthreads %d const %zu clusterdims %d nonportable %d cachemode %d ptx %d binary %d\n",
         what, cudaGetErrorName(e), a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, a.preferredShmemCarveout, a.maxThreadsPerBlock,
         a.constSizeBytes, a.requiredClusterWidth, a.nonPortableClusterSizeAllowed, a.cacheModeCA, a.ptxVersion, a.binaryVersion);
}

int main() {
  int optin = 0, perBlock = 0, perSM = 0, reserved = 0;
  cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
  cudaDeviceGetAttribute(&perBlock, cudaDevAttrMaxSharedMemoryPerBlock, 0);
  cudaDeviceGetAttribute(&perSM, cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0);
  cudaDeviceGetAttribute(&reserved, cudaDevAttrReservedSharedMemoryPerBlock, 0);
  printf("shared optin %d per block %d per SM %d reserved %d\n", optin, perBlock, perSM, reserved);
  int *d;
  REQUIRE(cudaMalloc((void **)&d, 4096 * 4));
  fattrs("plain", (const void *)plain);
  fattrs("staticShared", (const void *)staticShared);
  int dyns[] = {-1, 0, 1000, 48 * 1024, 48 * 1024 + 1, optin, optin + 1, optin - 16384, perSM};
  for (int v : dyns) {
    cudaError_t e = cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeMaxDynamicSharedMemorySize, v);
    cudaGetLastError();
    printf("set maxdyn %6d -> %s\n", v, cudaGetErrorName(e));
  }
  fattrs("plain after", (const void *)plain);
  int sdyns[] = {optin - 16384, optin - 16384 + 1, 48 * 1024};
  for (int v : sdyns) {
    cudaError_t e = cudaFuncSetAttribute((const void *)staticShared, cudaFuncAttributeMaxDynamicSharedMemorySize, v);
    cudaGetLastError();
    printf("staticShared set maxdyn %6d -> %s\n", v, cudaGetErrorName(e));
  }
  fattrs("staticShared after", (const void *)staticShared);
  // launches around the limits
  size_t shs[] = {48 * 1024, 48 * 1024 + 4, (size_t)optin - 16384, (size_t)optin - 16384 + 4, (size_t)optin, (size_t)optin + 4};
  OK(cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeMaxDynamicSharedMemorySize, optin - 16384));
  for (size_t sh : shs) {
    plain<<<1, 256, sh>>>(d);
    cudaError_t l = cudaGetLastError();
    cudaError_t s = cudaDeviceSynchronize();
    printf("launch dyn %6zu (limit %d) -> %s sync %s\n", sh, optin - 16384, cudaGetErrorName(l), cudaGetErrorName(s));
  }
  int carve[] = {-2, -1, 0, 1, 25, 50, 99, 100, 101};
  for (int c : carve) {
    cudaError_t e = cudaFuncSetAttribute((const void *)plain, cudaFuncAttributePreferredSharedMemoryCarveout, c);
    cudaGetLastError();
    cudaFuncAttributes a;
    cudaFuncGetAttributes(&a, (const void *)plain);
    printf("carveout %4d -> %s reads %d\n", c, cudaGetErrorName(e), a.preferredShmemCarveout);
  }
  SHOW(cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  SHOW(cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeNonPortableClusterSizeAllowed, 2));
  SHOW(cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeRequiredClusterWidth, 2));
  SHOW(cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeClusterSchedulingPolicyPreference, 1));
  SHOW(cudaFuncSetAttribute((const void *)plain, cudaFuncAttributeClusterSchedulingPolicyPreference, 7));
  SHOW(cudaFuncSetAttribute((const void *)plain, (cudaFuncAttribute)99, 1));
  SHOW(cudaFuncSetAttribute(nullptr, cudaFuncAttributeMaxDynamicSharedMemorySize, 0));
  SHOW(cudaFuncSetAttribute((const void *)&optin, cudaFuncAttributeMaxDynamicSharedMemorySize, 0));
  SHOW(cudaGetLastError());
  fattrs("plain final", (const void *)plain);
  cudaFuncAttributes junk;
  SHOW(cudaFuncGetAttributes(&junk, (const void *)&optin));
  SHOW(cudaFuncGetAttributes(nullptr, (const void *)plain));
  SHOW(cudaGetLastError());
  cudaFuncCache cc[] = {cudaFuncCachePreferNone, cudaFuncCachePreferShared, cudaFuncCachePreferL1, cudaFuncCachePreferEqual, (cudaFuncCache)4};
  for (auto c : cc) printf("cudaFuncSetCacheConfig %d -> %s\n", (int)c, cudaGetErrorName(cudaFuncSetCacheConfig((const void *)plain, c)));
  cudaGetLastError();
  // occupancy
  int blocks[] = {1, 32, 33, 64, 96, 128, 192, 256, 384, 512, 640, 768, 1024, 1025};
  size_t dyn[] = {0, 1024, 16384, 50000, 100000};
  for (int b : blocks) {
    printf("occ plain block %4d:", b);
    for (size_t s : dyn) {
      int n = -1;
      cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, plain, b, s);
      cudaGetLastError();
      printf(" %s", e == cudaSuccess ? "" : cudaGetErrorName(e));
      printf("%d", n);
    }
    int n = -1;
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n, staticShared, b, 0, cudaOccupancyDisableCachingOverride);
    cudaGetLastError();
    printf(" | static %s %d\n", cudaGetErrorName(e), n);
  }
  SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&optin, plain, 128, 0, 7));
  SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&optin, plain, 0, 0));
  SHOW(cudaGetLastError());
  int limits[] = {0, 100, 256, 1000};
  for (int lim : limits) {
    int g = -1, bs = -1;
    cudaError_t e = cudaOccupancyMaxPotentialBlockSize(&g, &bs, plain, 4096, lim);
    int g2 = -1, bs2 = -1;
    cudaError_t e2 = cudaOccupancyMaxPotentialBlockSizeVariableSMem(&g2, &bs2, plain, smemFor, lim);
    int g3 = -1, bs3 = -1;
    cudaError_t e3 = cudaOccupancyMaxPotentialBlockSize(&g3, &bs3, staticShared, 0, lim);
    printf("potential limit %4d: %s grid %d block %d | varsmem %s grid %d block %d | static %s grid %d block %d\n", lim,
           cudaGetErrorName(e), g, bs, cudaGetErrorName(e2), g2, bs2, cudaGetErrorName(e3), g3, bs3);
  }
  int nbs[] = {1, 2, 3, 4, 8, 16, 32, 33};
  int bss[] = {32, 256, 1024};
  for (int nb : nbs) {
    printf("available dyn smem blocks %2d:", nb);
    for (int bs : bss) {
      size_t av = 0;
      cudaError_t e = cudaOccupancyAvailableDynamicSMemPerBlock(&av, plain, nb, bs);
      cudaGetLastError();
      printf(" %s %zu", cudaGetErrorName(e), av);
    }
    size_t av = 0;
    cudaError_t e = cudaOccupancyAvailableDynamicSMemPerBlock(&av, staticShared, nb, 256);
    cudaGetLastError();
    printf(" | static %s %zu\n", cudaGetErrorName(e), av);
  }
  return finish();
}
