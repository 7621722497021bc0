// e_launch: launch configuration errors and their stickiness: zero and
// oversized blocks and grids in each dimension, dynamic shared memory over
// 48 KiB with and without cudaFuncSetAttribute(MaxDynamicSharedMemorySize),
// static plus dynamic shared memory, a block over a kernel's
// __launch_bounds__, bad function attributes and cache configurations,
// cooperative launches over the co-resident limit, cluster sizes, and
// whether a launch error survives later successful calls and launches.
#include <cstring>
#include "e_check.h"

__global__ void k(int *p) {
  if (p) p[threadIdx.x] = 1;
}
__global__ void __launch_bounds__(256) bounded(int *p) {
  if (p) p[threadIdx.x] = 2;
}
__global__ void __launch_bounds__(64, 8) bounded64(int *p) {
  if (p) p[threadIdx.x] = 3;
}
// heavy keeps 128 floats live through a loop: many registers a thread, so
// a block of 1024 threads (or 512) exceeds the multiprocessor's registers.
__global__ void heavy(float *p, int n) {
  float a[128];
#pragma unroll
  for (int i = 0; i < 128; i++) a[i] = p[i * 1024 + threadIdx.x];
  for (int r = 0; r < n; r++) {
#pragma unroll
    for (int i = 0; i < 128; i++) a[i] = a[i] * a[(i + 7) & 127] + a[(i + 13) & 127];
  }
  float s = 0;
#pragma unroll
  for (int i = 0; i < 128; i++) s += a[i] * (i + 1);
  p[threadIdx.x] = s;
}
__global__ void staticShared(int *p) {
  __shared__ int s[4096]; // 16 KiB
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (p) p[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
__global__ void dynShared(int *p) {
  extern __shared__ int d[];
  d[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (p) p[threadIdx.x] = d[(threadIdx.x + 1) % blockDim.x];
}
__global__ void staticDyn(int *p) {
  __shared__ int s[4096];
  extern __shared__ int d[];
  s[threadIdx.x] = d[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (p) p[threadIdx.x] = s[threadIdx.x] + d[threadIdx.x];
}
__global__ void coop(int *p) {
  if (p && threadIdx.x == 0) atomicAdd(p, 1);
}
void hostFunction() {}

static int attrs(const char *name, const void *f) {
  cudaFuncAttributes a;
  memset(&a, 0, sizeof a);
  cudaError_t e = cudaFuncGetAttributes(&a, f);
  printf("%s attributes %s: maxThreads %d static %zu maxDynamic %d carveout %d\n", name, cudaGetErrorName(e),
         a.maxThreadsPerBlock, a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, a.preferredShmemCarveout);
  return a.numRegs;
}

static void blocksAndGrids() {
  LAUNCH(k<<<1, 0>>>(nullptr));
  LAUNCH(k<<<0, 1>>>(nullptr));
  LAUNCH(k<<<dim3(1, 0, 1), 1>>>(nullptr));
  LAUNCH(k<<<dim3(1, 1, 0), 1>>>(nullptr));
  LAUNCH(k<<<1, dim3(1, 0, 1)>>>(nullptr));
  LAUNCH(k<<<1, 1025>>>(nullptr));
  LAUNCH(k<<<1, 2048>>>(nullptr));
  LAUNCH(k<<<1, dim3(1024, 2)>>>(nullptr));
  LAUNCH(k<<<1, dim3(1, 1025)>>>(nullptr));
  LAUNCH(k<<<1, dim3(1, 1024)>>>(nullptr));
  LAUNCH(k<<<1, dim3(1, 1, 64)>>>(nullptr));
  LAUNCH(k<<<1, dim3(1, 1, 65)>>>(nullptr));
  LAUNCH(k<<<1, dim3(16, 1, 64)>>>(nullptr));
  LAUNCH(k<<<dim3(1, 65535), 1>>>(nullptr));
  LAUNCH(k<<<dim3(1, 65536), 1>>>(nullptr));
  LAUNCH(k<<<dim3(1, 1, 65535), 1>>>(nullptr));
  LAUNCH(k<<<dim3(1, 1, 65536), 1>>>(nullptr));
  LAUNCH(k<<<dim3(0x80000000u), 1>>>(nullptr));
  LAUNCH(k<<<dim3(0xffffffffu), 1>>>(nullptr));
  STEP(cudaDeviceSynchronize());
  void *args[] = {nullptr};
  int *np = nullptr;
  args[0] = &np;
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(0), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(1025), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1, 65536), dim3(1), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 49153, 0));
  STEP(cudaLaunchKernel((const void *)hostFunction, dim3(1), dim3(1), args, 0, 0));
  STEP(cudaDeviceSynchronize());
}

static void sharedMemory() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096 * sizeof(int)));
  attrs("dynShared", (const void *)dynShared);
  attrs("staticShared", (const void *)staticShared);
  attrs("staticDyn", (const void *)staticDyn);
  LAUNCH(dynShared<<<1, 32, 48 * 1024>>>(d));
  LAUNCH(dynShared<<<1, 32, 48 * 1024 + 1>>>(d));
  LAUNCH(dynShared<<<1, 32, 64 * 1024>>>(d));
  LAUNCH(staticShared<<<1, 32>>>(d));
  LAUNCH(staticDyn<<<1, 32, 32 * 1024>>>(d));
  LAUNCH(staticDyn<<<1, 32, 32 * 1024 + 4>>>(d));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));
  attrs("dynShared", (const void *)dynShared);
  LAUNCH(dynShared<<<1, 32, 100 * 1024>>>(d));
  LAUNCH(dynShared<<<1, 32, 100 * 1024 + 1>>>(d));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024));
  LAUNCH(dynShared<<<1, 32, 227 * 1024>>>(d));
  LAUNCH(dynShared<<<1, 32, 227 * 1024 + 1>>>(d));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024 + 1));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 228 * 1024));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, -1));
  attrs("dynShared", (const void *)dynShared);
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 0));
  attrs("dynShared", (const void *)dynShared);
  LAUNCH(dynShared<<<1, 32, 1024>>>(d));
  LAUNCH(dynShared<<<1, 32, 48 * 1024>>>(d));
  STEP(cudaFuncSetAttribute((const void *)staticDyn, cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024 - 16 * 1024));
  STEP(cudaFuncSetAttribute((const void *)staticDyn, cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024 - 16 * 1024 + 1));
  STEP(cudaFuncSetAttribute((const void *)staticDyn, cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024));
  attrs("staticDyn", (const void *)staticDyn);
  LAUNCH(staticDyn<<<1, 32, 211 * 1024>>>(d));
  LAUNCH(staticDyn<<<1, 32, 211 * 1024 + 1>>>(d));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributePreferredSharedMemoryCarveout, 101));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributePreferredSharedMemoryCarveout, -1));
  STEP(cudaFuncSetAttribute((const void *)dynShared, cudaFuncAttributePreferredSharedMemoryCarveout, -2));
  attrs("dynShared", (const void *)dynShared);
  STEP(cudaFuncSetAttribute((const void *)dynShared, (cudaFuncAttribute)99, 1));
  STEP(cudaFuncSetAttribute((const void *)hostFunction, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  STEP(cudaFuncSetAttribute((const void *)nullptr, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  STEP(cudaFuncSetCacheConfig((const void *)dynShared, (cudaFuncCache)7));
  STEP(cudaFuncSetCacheConfig((const void *)dynShared, cudaFuncCachePreferShared));
  attrs("hostFunction", (const void *)hostFunction);
  attrs("nullptr", nullptr);
  STEP(cudaDeviceSynchronize());
}

static void launchBounds() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096 * sizeof(int)));
  attrs("bounded", (const void *)bounded);
  attrs("bounded64", (const void *)bounded64);
  LAUNCH(bounded<<<1, 256>>>(d));
  LAUNCH(bounded<<<1, 257>>>(d));
  LAUNCH(bounded<<<1, dim3(16, 17)>>>(d));
  LAUNCH(bounded<<<1, 1024>>>(d));
  LAUNCH(bounded64<<<1, 64>>>(d));
  LAUNCH(bounded64<<<1, 65>>>(d));
  LAUNCH(bounded64<<<1, 128>>>(d));
  STEP(cudaDeviceSynchronize());
  int h[4] = {0};
  STEP(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("bounded wrote %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  // registers: the block fits only if threads x registers do
  float *f = nullptr;
  STEP(cudaMalloc(&f, 128 * 1024 * sizeof(float)));
  STEP(cudaMemset(f, 0, 128 * 1024 * sizeof(float)));
  int regs = attrs("heavy", (const void *)heavy);
  printf("heavy registers %d\n", regs);
  for (int t : {128, 256, 512, 1024}) {
    printf("heavy with %d threads: ", t);
    LAUNCH(heavy<<<1, t>>>(f, 2));
  }
  STEP(cudaDeviceSynchronize());
}

static void stickiness() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  // A launch error stays the last error through successful calls...
  k<<<1, 1025>>>(d);
  STEP(cudaMemset(d, 0, 4096));
  STEP(cudaDeviceSynchronize());
  // ...and through a successful launch.
  k<<<1, 1025>>>(d);
  LAUNCH(k<<<1, 32>>>(d));
  STEP(cudaGetLastError());
  // A failed call then a failed launch: the later one is the last error.
  STEP(cudaSetDevice(7));
  k<<<0, 1>>>(d);
  STEP(cudaPeekAtLastError());
  // A failed launch then a failed call.
  k<<<0, 1>>>(d);
  void *p = nullptr;
  STEP(cudaMalloc(&p, (size_t)1 << 50));
  STEP(cudaGetLastError());
  STEP(cudaDeviceSynchronize());
  int h = 0;
  LAUNCH(k<<<1, 32>>>(d));
  STEP(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
  printf("the context still works: %d\n", h);
}

static void cooperative() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4));
  STEP(cudaMemset(d, 0, 4));
  int perSM = 0, sms = 0;
  STEP(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, coop, 1024, 0));
  STEP(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  printf("co-resident blocks of 1024 threads: %d per SM, %d SMs\n", perSM, sms);
  void *args[] = {&d};
  STEP(cudaLaunchCooperativeKernel((const void *)coop, dim3(perSM * sms), dim3(1024), args, 0, 0));
  STEP(cudaLaunchCooperativeKernel((const void *)coop, dim3(perSM * sms + 1), dim3(1024), args, 0, 0));
  STEP(cudaLaunchCooperativeKernel((const void *)coop, dim3(1), dim3(1025), args, 0, 0));
  STEP(cudaLaunchCooperativeKernel((const void *)coop, dim3(1), dim3(32), args, 300 * 1024, 0));
  STEP(cudaLaunchCooperativeKernel((const void *)coop, dim3(0), dim3(32), args, 0, 0));
  STEP(cudaDeviceSynchronize());
  int h = 0;
  STEP(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
  printf("cooperative blocks that ran: %d\n", h);
}

static void clusters() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  cudaLaunchConfig_t cfg;
  memset(&cfg, 0, sizeof cfg);
  cudaLaunchAttribute at[1];
  cfg.attrs = at;
  cfg.numAttrs = 1;
  at[0].id = cudaLaunchAttributeClusterDimension;
  struct {
    unsigned grid, cluster;
  } shapes[] = {{8, 2}, {3, 2}, {8, 8}, {16, 16}, {32, 32}, {9, 9}, {4, 0}};
  for (auto s : shapes) {
    cfg.gridDim = dim3(s.grid);
    cfg.blockDim = dim3(32);
    at[0].val.clusterDim.x = s.cluster;
    at[0].val.clusterDim.y = 1;
    at[0].val.clusterDim.z = 1;
    printf("grid %u cluster %u: ", s.grid, s.cluster);
    STEP(cudaLaunchKernelEx(&cfg, k, d));
  }
  STEP(cudaFuncSetAttribute((const void *)k, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  for (unsigned c : {16u, 32u}) {
    cfg.gridDim = dim3(c);
    at[0].val.clusterDim.x = c;
    printf("non-portable grid %u cluster %u: ", c, c);
    STEP(cudaLaunchKernelEx(&cfg, k, d));
  }
  cfg.gridDim = dim3(16);
  cfg.blockDim = dim3(1024);
  at[0].val.clusterDim.x = 16;
  printf("grid 16 cluster 16 of 1024 threads: ");
  STEP(cudaLaunchKernelEx(&cfg, k, d));
  STEP(cudaFuncSetAttribute((const void *)k, cudaFuncAttributeNonPortableClusterSizeAllowed, 2));
  STEP(cudaFuncSetAttribute((const void *)k, cudaFuncAttributeRequiredClusterWidth, 2));
  cfg.numAttrs = 0;
  cfg.gridDim = dim3(1);
  cfg.blockDim = dim3(0);
  printf("no attributes, block 0: ");
  STEP(cudaLaunchKernelEx(&cfg, k, d));
  STEP(cudaDeviceSynchronize());
}

int main() {
  CASE(blocksAndGrids);
  CASE(sharedMemory);
  CASE(launchBounds);
  CASE(stickiness);
  CASE(cooperative);
  CASE(clusters);
  return finish();
}
