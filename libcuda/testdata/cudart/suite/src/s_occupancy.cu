// s_occupancy: the occupancy calculator and function attributes:
// cudaOccupancyMaxActiveBlocksPerMultiprocessor over block sizes and dynamic
// shared memory, cudaOccupancyMaxPotentialBlockSize,
// cudaOccupancyAvailableDynamicSMemPerBlock, cudaFuncGetAttributes of kernels
// with static shared and local memory, and more than 48 KiB of dynamic
// shared memory through cudaFuncSetAttribute(MaxDynamicSharedMemorySize),
// with the launches it allows and refuses.
#include "check.h"

__global__ void light(int *p) { p[threadIdx.x] = threadIdx.x; }
__global__ void __launch_bounds__(256) bounded(float *p) { p[threadIdx.x] *= 2; }
__global__ void staticShared(int *p) {
  __shared__ int s[4096];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
__global__ void localMem(int *p, int k) {
  int a[64];
  for (int i = 0; i < 64; i++) a[i] = p[i] * k;
  p[threadIdx.x] = a[(threadIdx.x * k) % 64];
}
extern __shared__ int dyn[];
__global__ void bigShared(int *p, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) dyn[i] = i * 3;
  __syncthreads();
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += dyn[n - 1 - i];
  atomicAdd(p, s);
}

static void attrs(const char *name, const void *f) {
  cudaFuncAttributes a;
  cudaError_t e = cudaFuncGetAttributes(&a, f);
  printf("%-12s %s shared %zu const %zu local %zu maxThreads %d ptx %d binary %d maxDynShared %d carveout %d\n", name,
         cudaGetErrorName(e), a.sharedSizeBytes, a.constSizeBytes, a.localSizeBytes, a.maxThreadsPerBlock, a.ptxVersion,
         a.binaryVersion, a.maxDynamicSharedSizeBytes, a.preferredShmemCarveout);
  printf("%-12s registers > 0: %d\n", name, a.numRegs > 0);
}

int main() {
  attrs("light", (void *)light);
  attrs("bounded", (void *)bounded);
  attrs("staticShared", (void *)staticShared);
  attrs("localMem", (void *)localMem);
  attrs("bigShared", (void *)bigShared);
  int sizes[] = {32, 64, 128, 256, 512, 1024};
  for (int b : sizes) {
    int n1 = -1, n2 = -1, n3 = -1;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n1, light, b, 0);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n2, staticShared, b, 0);
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n3, light, b, 40000);
    printf("block %4d: light %d staticShared %d light+40000B %d (%s)\n", b, n1, n2, n3, cudaGetErrorName(e));
  }
  int n = -1;
  SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, bounded, 512, 0));
  printf("bounded at 512 threads: %d\n", n);
  SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, light, 0, 0));
  printf("light at 0 threads: %d\n", n);
  SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, light, 2048, 0));
  int minGrid = 0, block = 0;
  OK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, light));
  printf("potential block size: light %d (min grid %d)\n", block, minGrid);
  OK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, bounded));
  printf("potential block size: bounded %d (min grid %d)\n", block, minGrid);
  OK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, staticShared, 8192));
  printf("potential block size: staticShared+8192 %d (min grid %d)\n", block, minGrid);
  size_t avail = 0;
  OK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, light, 2, 256));
  printf("dynamic shared available, 2 blocks of 256: %zu\n", avail);
  OK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, staticShared, 1, 1024));
  printf("dynamic shared available, staticShared 1 block of 1024: %zu\n", avail);

  int optin = 0;
  OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  printf("opt-in shared per block %d\n", optin);
  int *d;
  cudaMalloc(&d, 4);
  int ints = 100 * 1024 / 4;
  cudaMemset(d, 0, 4);
  bigShared<<<1, 256, ints * 4>>>(d, ints);
  EXPECT(cudaGetLastError(), cudaErrorInvalidValue);
  OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, optin));
  attrs("bigShared", (void *)bigShared);
  for (int bytes : {100 * 1024, optin}) {
    int k = bytes / 4;
    cudaMemset(d, 0, 4);
    bigShared<<<2, 256, bytes>>>(d, k);
    OK(cudaGetLastError());
    OK(cudaDeviceSynchronize());
    int got = 0;
    cudaMemcpy(&got, d, 4, cudaMemcpyDeviceToHost);
    long long want = 2LL * 3 * (long long)k * (k - 1) / 2;
    printf("%d bytes of dynamic shared memory: sum %d\n", bytes, got);
    check(got == (int)want, "big dynamic shared memory");
  }
  bigShared<<<1, 256, optin + 4>>>(d, 1);
  EXPECT(cudaGetLastError(), cudaErrorInvalidValue);
  SHOW(cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, optin + 1));
  OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributePreferredSharedMemoryCarveout, 50));
  attrs("bigShared", (void *)bigShared);
  n = -1;
  OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, bigShared, 256, 100 * 1024));
  printf("bigShared with 100 KiB: %d per SM\n", n);
  OK(cudaFuncSetCacheConfig(light, cudaFuncCachePreferShared));
  SHOW(cudaFuncSetAttribute(light, (cudaFuncAttribute)99, 1));
  SHOW(cudaFuncGetAttributes(nullptr, (void *)light));
  cudaFuncAttributes fa;
  SHOW(cudaFuncGetAttributes(&fa, (void *)main));
  SHOW(cudaGetLastError());
  return finish();
}
