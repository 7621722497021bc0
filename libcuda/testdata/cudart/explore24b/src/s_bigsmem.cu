// s_bigsmem: dynamic shared memory past 48 KiB: the launch refused without
// cudaFuncAttributeMaxDynamicSharedMemorySize, accepted after it up to the
// opt-in maximum (less the static size), refused past it; a kernel with
// static and dynamic shared memory filling all of it and reading it back
// across threads; the function's attributes before and after.
#include <vector>
#include "check.h"

__global__ void big(unsigned *out, int words) {
  extern __shared__ unsigned dyn[];
  for (int j = threadIdx.x; j < words; j += blockDim.x) dyn[j] = j * 2654435761u ^ blockIdx.x;
  __syncthreads();
  unsigned h = 0;
  for (int j = threadIdx.x; j < words; j += blockDim.x) h = h * 31 + dyn[words - 1 - j];
  out[blockIdx.x * blockDim.x + threadIdx.x] = h;
}

__global__ void mixed(unsigned *out, int words) {
  __shared__ unsigned stat[2048];
  extern __shared__ unsigned dyn[];
  for (int j = threadIdx.x; j < 2048; j += blockDim.x) stat[j] = j + 1;
  for (int j = threadIdx.x; j < words; j += blockDim.x) dyn[j] = j * 3;
  __syncthreads();
  unsigned h = 0;
  for (int j = threadIdx.x; j < words; j += blockDim.x) h += dyn[(j * 7) % words] ^ stat[j % 2048];
  out[blockIdx.x * blockDim.x + threadIdx.x] = h;
  if (threadIdx.x == 0) {
    unsigned sz;
    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(sz));
    out[gridDim.x * blockDim.x + blockIdx.x] = sz;
  }
}

int main() {
  int optin = 0, perblock = 0;
  OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  OK(cudaDeviceGetAttribute(&perblock, cudaDevAttrMaxSharedMemoryPerBlock, 0));
  printf("optin %d per block %d\n", optin, perblock);
  unsigned *o;
  REQUIRE(cudaMalloc(&o, 1 << 20));
  std::vector<unsigned> h(8 * 256 + 8);
  cudaFuncAttributes fa;
  OK(cudaFuncGetAttributes(&fa, big));
  printf("big: static %zu maxDynamic %d\n", fa.sharedSizeBytes, fa.maxDynamicSharedSizeBytes);
  const int sizes[] = {48 * 1024, 48 * 1024 + 4, 64 * 1024, 100 * 1024, 200 * 1024};
  for (int sz : sizes) {
    big<<<8, 256, sz>>>(o, sz / 4);
    printf("without attribute %6d: %s\n", sz, cudaGetErrorName(cudaGetLastError()));
  }
  OK(cudaDeviceSynchronize());
  OK(cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, optin));
  OK(cudaFuncGetAttributes(&fa, big));
  printf("big: maxDynamic %d\n", fa.maxDynamicSharedSizeBytes);
  const int sizes2[] = {48 * 1024 + 4, 100 * 1024, 200 * 1024, optin - 4, optin, optin + 4, optin + 1024};
  for (int sz : sizes2) {
    big<<<8, 256, sz>>>(o, sz / 4);
    cudaError_t e = cudaGetLastError();
    cudaError_t e2 = cudaDeviceSynchronize();
    printf("with attribute %6d: %s %s", sz, cudaGetErrorName(e), cudaGetErrorName(e2));
    if (e == cudaSuccess) {
      OK(cudaMemcpy(h.data(), o, 8 * 256 * 4, cudaMemcpyDeviceToHost));
      printf(" %016llx\n", fnv(h.data(), 8 * 256 * 4));
    } else {
      printf("\n");
    }
  }
  EXPECT(cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, optin + 4), cudaErrorInvalidValue);
  OK(cudaFuncSetAttribute(mixed, cudaFuncAttributeMaxDynamicSharedMemorySize, optin - 8192));
  OK(cudaFuncGetAttributes(&fa, mixed));
  printf("mixed: static %zu maxDynamic %d\n", fa.sharedSizeBytes, fa.maxDynamicSharedSizeBytes);
  SHOW(cudaFuncSetAttribute(mixed, cudaFuncAttributeMaxDynamicSharedMemorySize, optin - 4096));
  const int sizes3[] = {optin - 8192, optin - 8192 + 4, 160 * 1024};
  for (int sz : sizes3) {
    mixed<<<8, 256, sz>>>(o, sz / 4);
    cudaError_t e = cudaGetLastError();
    cudaError_t e2 = cudaDeviceSynchronize();
    printf("mixed %6d: %s %s", sz, cudaGetErrorName(e), cudaGetErrorName(e2));
    if (e == cudaSuccess) {
      OK(cudaMemcpy(h.data(), o, (8 * 256 + 8) * 4, cudaMemcpyDeviceToHost));
      printf(" %016llx %u\n", fnv(h.data(), 8 * 256 * 4), h[8 * 256]);
    } else {
      printf("\n");
    }
  }
  int blocks = 0;
  OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, big, 256, 100 * 1024));
  printf("occupancy at 100 KiB: %d\n", blocks);
  size_t avail = 0;
  OK(cudaOccupancyAvailableDynamicSMemPerBlock(&avail, mixed, 2, 256));
  printf("available dynamic for 2 blocks of mixed: %zu\n", avail);
  return finish();
}
