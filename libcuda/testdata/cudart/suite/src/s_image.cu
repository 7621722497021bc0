// build-variants: _sass=-gencode=arch=compute_90,code=sm_90 _sm80=-arch=sm_80 _ptx100=-gencode=arch=compute_100,code=compute_100
// s_image: which code a binary carries decides whether a device can run it.
// Built four ways: nvcc's default for sm_90 (SASS and PTX), SASS only
// (_sass), sm_80 SASS with compute_80 PTX (_sm80: the H200 compiles the PTX),
// and compute_100 PTX only (_ptx100: newer than the device). It prints what
// cudaFuncGetAttributes, the launch and the synchronization answer.
#include "check.h"

__global__ void square(int *p) { p[threadIdx.x] = threadIdx.x * threadIdx.x; }

int main() {
  cudaFuncAttributes a;
  cudaError_t e = cudaFuncGetAttributes(&a, (void *)square);
  printf("cudaFuncGetAttributes -> %s", cudaGetErrorName(e));
  if (e == cudaSuccess) printf(" ptx %d binary %d", a.ptxVersion, a.binaryVersion);
  printf("\n");
  cudaGetLastError();
  int *d;
  REQUIRE(cudaMalloc(&d, 64 * 4));
  square<<<1, 64>>>(d);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  int h[64] = {};
  SHOW(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("h[63] = %d\n", h[63]);
  printf("%s\n", h[63] == 63 * 63 ? "kernel ran" : "kernel did not run");
  return finish();
}
