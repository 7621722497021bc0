// s_ax_arrays: CUDA arrays from the host side: cudaMallocArray/
// cudaMalloc3DArray with assorted formats, extents and flags (and their
// errors), cudaArrayGetInfo, cudaArrayGetMemoryRequirements,
// cudaMemcpy2DToArray/FromArray/ArrayToArray with offsets and out-of-range
// regions, cudaMemcpy3D between an array and linear memory.
#include <cstring>
#include "check.h"

static unsigned sum(const unsigned char *p, size_t n) {
  unsigned s = 0;
  for (size_t i = 0; i < n; i++) s = s * 31 + p[i];
  return s;
}

static void info(const char *what, cudaArray_t a) {
  cudaChannelFormatDesc d;
  memset(&d, 0, sizeof d);
  cudaExtent e = make_cudaExtent(9, 9, 9);
  unsigned f = 99;
  cudaError_t r = cudaArrayGetInfo(&d, &e, &f, a);
  cudaArrayMemoryRequirements m;
  memset(&m, 0, sizeof m);
  cudaError_t r2 = cudaArrayGetMemoryRequirements(&m, a, 0);
  printf("%-24s info %s desc %d %d %d %d kind %d extent %zu %zu %zu flags %u | reqs %s size %zu align %zu\n", what, cudaGetErrorName(r), d.x,
         d.y, d.z, d.w, (int)d.f, e.width, e.height, e.depth, f, cudaGetErrorName(r2), m.size, m.alignment);
  cudaGetLastError();
}

int main() {
  struct A { const char *what; cudaChannelFormatDesc d; cudaExtent e; unsigned flags; };
  A as[] = {{"uchar 1D 100", cudaCreateChannelDesc<unsigned char>(), make_cudaExtent(100, 0, 0), 0},
            {"float4 2D 33x17", cudaCreateChannelDesc<float4>(), make_cudaExtent(33, 17, 0), 0},
            {"half2 3D 5x6x7", cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat), make_cudaExtent(5, 6, 7), 0},
            {"int 2D surface", cudaCreateChannelDesc<int>(), make_cudaExtent(64, 64, 0), cudaArraySurfaceLoadStore},
            {"int layered 8x8x3", cudaCreateChannelDesc<int>(), make_cudaExtent(8, 8, 3), cudaArrayLayered},
            {"float cubemap 16", cudaCreateChannelDesc<float>(), make_cudaExtent(16, 16, 6), cudaArrayCubemap},
            {"float cubemap 16x8", cudaCreateChannelDesc<float>(), make_cudaExtent(16, 8, 6), cudaArrayCubemap},
            {"float deferred", cudaCreateChannelDesc<float>(), make_cudaExtent(64, 64, 0), cudaArrayDeferredMapping},
            {"float sparse", cudaCreateChannelDesc<float>(), make_cudaExtent(64, 64, 0), cudaArraySparse},
            {"char3 2D", cudaCreateChannelDesc(8, 8, 8, 0, cudaChannelFormatKindSigned), make_cudaExtent(8, 8, 0), 0},
            {"zero width", cudaCreateChannelDesc<float>(), make_cudaExtent(0, 8, 0), 0},
            {"1D 65537", cudaCreateChannelDesc<float>(), make_cudaExtent(65537, 0, 0), 0},
            {"1D 2^27", cudaCreateChannelDesc<unsigned char>(), make_cudaExtent(1 << 27, 0, 0), 0},
            {"2D 131073 wide", cudaCreateChannelDesc<float>(), make_cudaExtent(131073, 2, 0), 0},
            {"bad flags", cudaCreateChannelDesc<float>(), make_cudaExtent(8, 8, 0), 0x100},
            {"none format", cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone), make_cudaExtent(8, 8, 0), 0},
            {"24-bit", cudaCreateChannelDesc(24, 0, 0, 0, cudaChannelFormatKindUnsigned), make_cudaExtent(8, 8, 0), 0}};
  for (auto &a : as) {
    cudaArray_t arr = nullptr;
    cudaError_t e = cudaMalloc3DArray(&arr, &a.d, a.e, a.flags);
    cudaGetLastError();
    printf("cudaMalloc3DArray %-20s -> %s\n", a.what, cudaGetErrorName(e));
    if (e == cudaSuccess) {
      info(a.what, arr);
      cudaFreeArray(arr);
    }
  }
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaArray_t x = nullptr, y = nullptr;
  SHOW(cudaMallocArray(&x, &fd, 64, 0));
  info("1D via MallocArray", x);
  SHOW(cudaFreeArray(x));
  SHOW(cudaMallocArray(&x, &fd, 0, 4));
  SHOW(cudaMallocArray(&x, nullptr, 4, 4));
  SHOW(cudaGetLastError());
  SHOW(cudaMallocArray(&x, &fd, 50, 20));
  SHOW(cudaMallocArray(&y, &fd, 40, 30));
  static unsigned char host[200 * 30], back[200 * 30];
  for (unsigned i = 0; i < sizeof host; i++) host[i] = (unsigned char)(i * 11 + 5);
  SHOW(cudaMemcpy2DToArray(x, 0, 0, host, 200, 200, 20, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(x, 4, 1, host, 200, 196, 19, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(x, 8, 1, host, 200, 196, 19, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(x, 0, 1, host, 200, 200, 20, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(x, 2, 0, host, 200, 8, 1, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(x, 0, 0, host, 100, 200, 2, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2DToArray(x, 0, 0, host, 200, 200, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2DToArray(x, 0, 0, host, 200, 200, 2, cudaMemcpyDefault));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy2DArrayToArray(y, 8, 2, x, 4, 3, 120, 10, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2DArrayToArray(y, 100, 2, x, 4, 3, 120, 10, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2DArrayToArray(y, 0, 0, x, 0, 0, 160, 21, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2DArrayToArray(y, 0, 0, x, 0, 0, 160, 20, cudaMemcpyDefault));
  SHOW(cudaMemcpy2DArrayToArray(y, 0, 0, x, 0, 0, 160, 20, cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());
  memset(back, 0, sizeof back);
  SHOW(cudaMemcpy2DFromArray(back, 160, y, 0, 0, 160, 30, cudaMemcpyDeviceToHost));
  printf("y sum %08x\n", sum(back, 160 * 30));
  SHOW(cudaMemcpy2DFromArray(back, 160, y, 4, 0, 160, 30, cudaMemcpyDeviceToHost));
  SHOW(cudaMemcpy2DFromArray(back, 100, y, 0, 0, 160, 30, cudaMemcpyDeviceToHost));
  SHOW(cudaMemcpy2DFromArray(back, 160, y, 0, 0, 0, 30, cudaMemcpyDeviceToHost));
  SHOW(cudaGetLastError());
  // 3D copies between an array and linear memory
  cudaArray_t z = nullptr;
  cudaChannelFormatDesc sd = cudaCreateChannelDesc<short>();
  SHOW(cudaMalloc3DArray(&z, &sd, make_cudaExtent(10, 4, 3), 0));
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr(host, 40, 10, 4);
  p.dstArray = z;
  p.extent = make_cudaExtent(10, 4, 3);
  p.kind = cudaMemcpyHostToDevice;
  SHOW(cudaMemcpy3D(&p));
  memset(&p, 0, sizeof p);
  p.srcArray = z;
  p.srcPos = make_cudaPos(2, 1, 1);
  p.dstPtr = make_cudaPitchedPtr(back, 64, 8, 4);
  p.extent = make_cudaExtent(8, 3, 2);
  p.kind = cudaMemcpyDeviceToHost;
  memset(back, 0, sizeof back);
  SHOW(cudaMemcpy3D(&p));
  printf("3D from array sum %08x\n", sum(back, 64 * 4 * 2));
  p.extent = make_cudaExtent(9, 3, 2);
  SHOW(cudaMemcpy3D(&p));
  p.extent = make_cudaExtent(8, 3, 3);
  SHOW(cudaMemcpy3D(&p));
  p.dstArray = z;
  p.extent = make_cudaExtent(8, 3, 2);
  SHOW(cudaMemcpy3D(&p));
  SHOW(cudaGetLastError());
  SHOW(cudaFreeArray(x));
  SHOW(cudaFreeArray(y));
  SHOW(cudaFreeArray(z));
  SHOW(cudaFreeArray(nullptr));
  SHOW(cudaGetLastError());
  return finish();
}
