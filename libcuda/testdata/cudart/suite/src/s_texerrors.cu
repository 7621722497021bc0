// s_texerrors: what the runtime answers for bad array, texture and surface
// descriptors: channel formats arrays cannot hold, zero and too large
// extents, flags that do not fit the extent, a surface on an array without
// cudaArraySurfaceLoadStore, linear filtering of integer element reads,
// linear resources not aligned or too large, pitched resources with a bad
// pitch, a null descriptor, a destroyed object, copies past an array's end.
#include "check.h"

int main() {
  cudaArray_t a = nullptr;
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc f3 = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
  cudaChannelFormatDesc odd = cudaCreateChannelDesc(12, 0, 0, 0, cudaChannelFormatKindSigned);
  cudaChannelFormatDesc mixed = cudaCreateChannelDesc(8, 16, 0, 0, cudaChannelFormatKindUnsigned);
  cudaChannelFormatDesc none = cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
  SHOW(cudaMallocArray(&a, &f3, 8, 8));
  SHOW(cudaMallocArray(&a, &odd, 8, 8));
  SHOW(cudaMallocArray(&a, &mixed, 8, 8));
  SHOW(cudaMallocArray(&a, &none, 8, 8));
  SHOW(cudaMallocArray(&a, &f, 0, 8));
  SHOW(cudaMallocArray(&a, &f, 1 << 20, 1));
  SHOW(cudaMallocArray(&a, &f, 1 << 17, 1));
  SHOW(cudaMallocArray(&a, &f, 8, 1 << 17));
  SHOW(cudaMallocArray(&a, nullptr, 8, 8));
  SHOW(cudaMallocArray(&a, &f, 8, 8, 0x100));
  SHOW(cudaMalloc3DArray(&a, &f, make_cudaExtent(8, 8, 5), cudaArrayCubemap));
  SHOW(cudaMalloc3DArray(&a, &f, make_cudaExtent(8, 4, 6), cudaArrayCubemap));
  SHOW(cudaMalloc3DArray(&a, &f, make_cudaExtent(8, 8, 0), cudaArrayLayered));
  SHOW(cudaMalloc3DArray(&a, &f, make_cudaExtent(8, 0, 4), 0));
  SHOW(cudaMalloc3DArray(&a, &f, make_cudaExtent(1 << 15, 8, 8), 0));
  SHOW(cudaMalloc3DArray(&a, &f, make_cudaExtent(8, 8, 3000), cudaArrayLayered));
  cudaMipmappedArray_t mm;
  SHOW(cudaMallocMipmappedArray(&mm, &f, make_cudaExtent(16, 16, 0), 6));
  SHOW(cudaMallocMipmappedArray(&mm, &f, make_cudaExtent(16, 16, 0), 0));
  SHOW(cudaGetLastError());

  cudaArray_t good;
  REQUIRE(cudaMallocArray(&good, &f, 8, 8));
  float buf[100] = {};
  SHOW(cudaMemcpy2DToArray(good, 0, 0, buf, 40, 40, 8, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(good, 4, 0, buf, 32, 32, 8, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(good, 0, 1, buf, 32, 32, 8, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(good, 0, 0, buf, 16, 32, 2, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DFromArray(buf, 32, good, 0, 0, 32, 9, cudaMemcpyDeviceToHost));
  SHOW(cudaMemcpy2DToArray(good, 0, 0, buf, 32, 32, 8, cudaMemcpyDeviceToHost));

  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = good;
  cudaTextureDesc td = {};
  cudaTextureObject_t t = 0;
  cudaSurfaceObject_t s = 0;
  SHOW(cudaCreateSurfaceObject(&s, &r));
  SHOW(cudaCreateTextureObject(&t, nullptr, &td, nullptr));
  SHOW(cudaCreateTextureObject(&t, &r, nullptr, nullptr));
  SHOW(cudaCreateTextureObject(nullptr, &r, &td, nullptr));
  td.addressMode[0] = (cudaTextureAddressMode)9;
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));
  td = {};
  td.filterMode = (cudaTextureFilterMode)5;
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));
  td = {};
  td.readMode = (cudaTextureReadMode)3;
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));
  td = {};
  td.addressMode[0] = cudaAddressModeWrap; // wrap without normalized coordinates
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));
  if (t) SHOW(cudaDestroyTextureObject(t));

  // Integer texels: linear filtering needs normalized-float reads.
  cudaChannelFormatDesc ci = cudaCreateChannelDesc<int>();
  cudaArray_t ia;
  OK(cudaMallocArray(&ia, &ci, 8, 8));
  r.res.array.array = ia;
  td = {};
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));
  td.readMode = cudaReadModeNormalizedFloat;
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));
  cudaChannelFormatDesc cu8 = cudaCreateChannelDesc<unsigned char>();
  cudaArray_t ua;
  OK(cudaMallocArray(&ua, &cu8, 8, 8));
  r.res.array.array = ua;
  SHOW(cudaCreateTextureObject(&t, &r, &td, nullptr));

  // Linear and pitched resources.
  char *dev;
  OK(cudaMalloc(&dev, 1 << 20));
  cudaResourceDesc rl = {};
  rl.resType = cudaResourceTypeLinear;
  rl.res.linear.devPtr = dev + 4;
  rl.res.linear.desc = f;
  rl.res.linear.sizeInBytes = 1024;
  td = {};
  SHOW(cudaCreateTextureObject(&t, &rl, &td, nullptr));
  rl.res.linear.devPtr = dev + 256;
  SHOW(cudaCreateTextureObject(&t, &rl, &td, nullptr));
  rl.res.linear.devPtr = dev;
  rl.res.linear.sizeInBytes = (size_t)1 << 40;
  SHOW(cudaCreateTextureObject(&t, &rl, &td, nullptr));
  rl.res.linear.sizeInBytes = 0;
  SHOW(cudaCreateTextureObject(&t, &rl, &td, nullptr));
  rl.res.linear.sizeInBytes = 1024;
  rl.res.linear.devPtr = nullptr;
  SHOW(cudaCreateTextureObject(&t, &rl, &td, nullptr));
  rl.res.linear.devPtr = buf;
  SHOW(cudaCreateTextureObject(&t, &rl, &td, nullptr));
  cudaResourceDesc rp = {};
  rp.resType = cudaResourceTypePitch2D;
  rp.res.pitch2D.devPtr = dev;
  rp.res.pitch2D.desc = f;
  rp.res.pitch2D.width = 64;
  rp.res.pitch2D.height = 64;
  rp.res.pitch2D.pitchInBytes = 100;
  SHOW(cudaCreateTextureObject(&t, &rp, &td, nullptr));
  rp.res.pitch2D.pitchInBytes = 128;
  SHOW(cudaCreateTextureObject(&t, &rp, &td, nullptr));
  rp.res.pitch2D.pitchInBytes = 256;
  SHOW(cudaCreateTextureObject(&t, &rp, &td, nullptr));
  rp.res.pitch2D.width = 1 << 20;
  SHOW(cudaCreateTextureObject(&t, &rp, &td, nullptr));
  cudaResourceDesc rbad = {};
  rbad.resType = (cudaResourceType)7;
  SHOW(cudaCreateTextureObject(&t, &rbad, &td, nullptr));
  SHOW(cudaCreateSurfaceObject(&s, &rl));

  // Views.
  cudaResourceViewDesc v = {};
  v.format = cudaResViewFormatFloat1;
  v.width = 8;
  v.height = 8;
  r.res.array.array = good;
  td = {};
  SHOW(cudaCreateTextureObject(&t, &r, &td, &v));
  v.format = cudaResViewFormatUnsignedChar4;
  SHOW(cudaCreateTextureObject(&t, &r, &td, &v));
  SHOW(cudaGetLastError());

  cudaChannelFormatDesc got;
  SHOW(cudaGetChannelDesc(&got, nullptr));
  OK(cudaFreeArray(ia));
  OK(cudaFreeArray(ua));
  OK(cudaFreeArray(good));
  SHOW(cudaFreeArray(nullptr));
  OK(cudaFree(dev));
  return finish();
}
