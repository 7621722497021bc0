// s_bounds: kernels with __launch_bounds__ (one, two and three arguments)
// and __maxnreg__ (ptxas refuses a three-argument bound with __cluster_dims__): what cudaFuncGetAttributes reports (maxThreadsPerBlock,
// numRegs, sizes), the occupancy calculator's blocks per SM, and launches at
// and one past the bound.
#include "check.h"

__global__ void __launch_bounds__(64) b64(float *p) { p[threadIdx.x] = threadIdx.x * 2.0f; }
__global__ void __launch_bounds__(128, 4) b128x4(float *p) { p[threadIdx.x] = sqrtf(threadIdx.x); }
__global__ void __launch_bounds__(256, 2, 2) b256c(float *p) { p[threadIdx.x] = 1; }
__global__ void __maxnreg__(40) r40(float *p) {
  float a[24];
  for (int i = 0; i < 24; i++) a[i] = p[i * 32 + threadIdx.x % 32];
  float s = 0;
  for (int i = 0; i < 24; i++) s += a[i] * a[(i * 5) % 24];
  p[threadIdx.x] = s;
}
__global__ void __maxnreg__(128) r128(float *p) { p[threadIdx.x] += 1; }
__global__ void plain(float *p) { p[threadIdx.x] += 1; }

template <typename K>
static void report(const char *name, K k, int bound) {
  cudaFuncAttributes a = {};
  OK(cudaFuncGetAttributes(&a, k));
  int blocks = -1;
  SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, bound > 0 ? bound : 128, 0));
  printf("%-8s maxThreads %d numRegs %d local %zu const %zu shared %zu ptx %d binary %d blocks/SM %d\n", name,
         a.maxThreadsPerBlock, a.numRegs, a.localSizeBytes, a.constSizeBytes, a.sharedSizeBytes, a.ptxVersion,
         a.binaryVersion, blocks);
}

int main() {
  float *d;
  REQUIRE(cudaMalloc(&d, 4096 * 4));
  OK(cudaMemset(d, 0, 4096 * 4));
  report("b64", b64, 64);
  report("b128x4", b128x4, 128);
  report("b256c", b256c, 256);
  report("r40", r40, 0);
  report("r128", r128, 0);
  report("plain", plain, 0);
  b64<<<1, 64>>>(d);
  SHOW(cudaGetLastError());
  b64<<<1, 65>>>(d);
  SHOW(cudaGetLastError());
  b128x4<<<2, 129>>>(d);
  SHOW(cudaGetLastError());
  b256c<<<2, 256>>>(d);
  SHOW(cudaGetLastError());
  b256c<<<4, 257>>>(d);
  SHOW(cudaGetLastError());
  r40<<<1, 1024>>>(d);
  SHOW(cudaGetLastError());
  r128<<<1, 1024>>>(d);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
