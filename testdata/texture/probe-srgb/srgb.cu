// srgb reads every 8-bit value through an sRGB texture (point sampling, cudaReadModeNormalizedFloat
// with CU_TRSF_SRGB) and prints value, then the four result words in hex: the H200's sRGB decode
// table. Channel 3 (alpha) is not converted.
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdio.h>
__global__ void k(cudaTextureObject_t t, float4 *o) {
  int i = threadIdx.x;
  o[i] = tex1D<float4>(t, i + 0.5f);
}
int main() {
  cudaArray_t a;
  cudaChannelFormatDesc d = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
  cudaMallocArray(&a, &d, 256, 0);
  unsigned char h[1024];
  for (int i = 0; i < 256; i++) h[4 * i] = h[4 * i + 1] = h[4 * i + 2] = h[4 * i + 3] = i;
  cudaMemcpy2DToArray(a, 0, 0, h, 1024, 1024, 1, cudaMemcpyHostToDevice);
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeNormalizedFloat;
  td.sRGB = 1;
  cudaTextureObject_t t;
  if (cudaCreateTextureObject(&t, &r, &td, NULL)) { printf("create failed\n"); return 1; }
  float4 *o;
  cudaMalloc(&o, 256 * sizeof(float4));
  k<<<1, 256>>>(t, o);
  float4 ho[256];
  cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 256; i++) {
    unsigned *u = (unsigned *)&ho[i];
    printf("%d %08x %08x %08x %08x\n", i, u[0], u[1], u[2], u[3]);
  }
  return 0;
}
