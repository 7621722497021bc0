// archpick: which code a device runs from an image holding sm_90 SASS
// beside compute_80 PTX (CMake's "80-virtual;90-real"): the kernel writes
// the __CUDA_ARCH__ it was compiled for. The H200 is expected to run the
// SASS (900); cudasim runs the PTX (800). Built by probe.sh only.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void arch(int *out) {
#ifdef __CUDA_ARCH__
  *out = __CUDA_ARCH__;
#endif
}

int main() {
  int *d = nullptr, h = -1;
  cudaMalloc(&d, sizeof(int));
  arch<<<1, 1>>>(d);
  printf("launch %s\n", cudaGetErrorName(cudaGetLastError()));
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFuncAttributes fa;
  cudaFuncGetAttributes(&fa, arch);
  printf("__CUDA_ARCH__ %d, ptxVersion %d, binaryVersion %d\n", h, fa.ptxVersion, fa.binaryVersion);
  return 0;
}
