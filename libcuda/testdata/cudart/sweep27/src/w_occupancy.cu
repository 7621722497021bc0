// w_occupancy: the occupancy API checked against its own definitions:
// cudaFuncGetAttributes (maxThreadsPerBlock from __launch_bounds__, the
// declared static shared memory, ptxVersion: the PTX's target, which the
// code the GPU runs reports as __CUDA_ARCH__),
// cudaOccupancyMaxActiveBlocksPerMultiprocessor never past the SM's
// threads, blocks and shared memory, cudaOccupancyMaxPotentialBlockSize
// (and the VariableSMem form) choosing the block size of greatest occupancy
// (the runtime header's own search, repeated here), minGridSize as that many
// blocks on every SM, cudaOccupancyAvailableDynamicSMemPerBlock (within a
// block of what was asked: the H200's answer forgets the 1 KiB reserve a
// block); launches past the bound refused
// (cudaErrorInvalidValue, as the H200 answered in explore24's s_bounds), at
// the bound run.
#include "sw27.h"

__global__ void __launch_bounds__(128, 4) bounded(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 1; }
__global__ void __launch_bounds__(256) bounded256(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 2; }
__global__ void plain(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 3; }
__global__ void withShared(int *p) {
  __shared__ int s[3000];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[blockIdx.x * blockDim.x + threadIdx.x] += s[(threadIdx.x + 1) % blockDim.x] + s[2999 - threadIdx.x % 100];
}
__global__ void dynShared(int *p) {
  extern __shared__ int d[];
  d[threadIdx.x] = 1;
  __syncthreads();
  p[blockIdx.x * blockDim.x + threadIdx.x] += d[blockDim.x - 1 - threadIdx.x];
}

// ptxArch: the architecture the running code was compiled for, over 10 (the
// PTX's target when the GPU compiled it: 80 from an sm_80 build on an H200).
__global__ void ptxArch(int *o) {
#ifdef __CUDA_ARCH__  // the device pass only
  *o = __CUDA_ARCH__ / 10;
#endif
}
static int runningArch = 0;

static size_t smemFor(int blockSize) { return (size_t)blockSize * 16; }

template <class K> void checkKernel(const char *name, K k, int bound, size_t staticShared, size_t dyn, const cudaDeviceProp &prop) {
  cudaFuncAttributes a;
  if (cudaFuncGetAttributes(&a, k) != cudaSuccess) {
    printf("%s: cudaFuncGetAttributes failed\n", name);
    failures++;
    return;
  }
  printf("%-10s maxThreadsPerBlock %d sharedSizeBytes %zu ptxVersion %d\n", name, a.maxThreadsPerBlock, a.sharedSizeBytes, a.ptxVersion);
  check(a.maxThreadsPerBlock == bound || (bound == 1024 && a.maxThreadsPerBlock <= 1024 && a.maxThreadsPerBlock >= 256), "maxThreadsPerBlock is the bound");
  check(a.sharedSizeBytes == staticShared, "sharedSizeBytes is the declared static shared memory");
  check(a.ptxVersion == runningArch, "ptxVersion is the PTX's target");
  int best = 0, bestSize = 0;
  for (int bs = 32; bs <= a.maxThreadsPerBlock; bs += 32) {
    int blocks = -1;
    size_t smem = dyn ? smemFor(bs) : 0;
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, bs, smem);
    bool sane = e == cudaSuccess && blocks >= 1 && blocks * bs <= prop.maxThreadsPerMultiProcessor &&
                blocks <= prop.maxBlocksPerMultiProcessor &&
                (size_t)blocks * (smem + staticShared) <= prop.sharedMemPerMultiprocessor;
    if (!sane) printf("  %s: block size %d: %d blocks (%s)\n", name, bs, blocks, cudaGetErrorName(e));
    check(sane, "active blocks within the SM's limits");
    if (blocks * bs > best) best = blocks * bs, bestSize = bs;  // the header's search keeps the first best
  }
  int minGrid = 0, blockSize = 0;
  cudaError_t e = dyn ? cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &blockSize, k, smemFor)
                      : cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, k, 0, 0);
  int blocks = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, blockSize, dyn ? smemFor(blockSize) : 0);
  bool ok = e == cudaSuccess && blocks * blockSize == best && minGrid == blocks * prop.multiProcessorCount;
  printf("%-10s potential block size: %s, occupancy %s the best (%d threads at %d), minGridSize %s\n", name,
         cudaGetErrorName(e), blocks * blockSize == best ? "is" : "is NOT", best, bestSize,
         minGrid == blocks * prop.multiProcessorCount ? "blocks x SMs" : "WRONG");
  check(ok, "cudaOccupancyMaxPotentialBlockSize");
  if (dyn) {
    for (int want : {1, 2, 4, 8}) {
      size_t room = 0;
      e = cudaOccupancyAvailableDynamicSMemPerBlock(&room, k, want, 128);
      int got = 0;
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&got, k, 128, room);
      // Not checked: that `want` blocks with `room` bytes fit. The H200's
      // answer leaves out the 1 KiB each block reserves (measured:
      // testdata/reference/probe2 and fix11; driver/occupancy.go), so for 8
      // blocks of 128 threads only 7 fit: the driver's own inconsistency.
      printf("%-10s room for %d blocks of 128: %s, %d blocks fit\n", name, want, cudaGetErrorName(e), got);
      check(e == cudaSuccess && got >= want - 1 && room <= (size_t)prop.sharedMemPerBlockOptin, "available dynamic shared memory");
    }
  }
}

int main() {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  {
    Dev<int> arch(1);
    ptxArch<<<1, 1>>>(arch.p);
    SYNC();
    runningArch = arch.get()[0];
  }
  checkKernel("bounded", bounded, 128, 0, 0, prop);
  checkKernel("bounded256", bounded256, 256, 0, 0, prop);
  checkKernel("plain", plain, 1024, 0, 0, prop);
  checkKernel("withShared", withShared, 1024, 12000, 0, prop);
  checkKernel("dynShared", dynShared, 1024, 0, 1, prop);
  Dev<int> d(4096);
  bounded<<<2, 129>>>(d.p);
  cudaError_t e = cudaGetLastError();
  printf("bounded<<<2, 129>>>: %s\n", cudaGetErrorName(e));
  check(e == cudaErrorInvalidValue, "a block past __launch_bounds__ refused");
  bounded256<<<1, 257>>>(d.p);
  e = cudaGetLastError();
  printf("bounded256<<<1, 257>>>: %s\n", cudaGetErrorName(e));
  check(e == cudaErrorInvalidValue, "a block past __launch_bounds__ refused");
  bounded<<<4, 128>>>(d.p);
  bounded256<<<2, 256>>>(d.p);
  plain<<<1, 1024>>>(d.p);
  SYNC();
  std::vector<int> got = d.get(), want(4096, 0);
  for (int i = 0; i < 512; i++) want[i] += 3;
  for (int i = 0; i < 1024; i++) want[i] += 3;
  for (int i = 0; i < 512; i++) want[i] -= 3, want[i] += 1 + 2;
  compare("launches at the bound", got, want);
  return finish();
}
