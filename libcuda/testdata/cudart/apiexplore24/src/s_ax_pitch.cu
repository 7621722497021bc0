// s_ax_pitch: the pitches cudaMallocPitch and cudaMalloc3D choose for
// assorted widths, their errors (zero sizes, huge sizes), cudaMalloc of 0
// and of too much, and cudaMemcpy3D between them with odd extents.
#include <cstring>
#include "check.h"

int main() {
  size_t widths[] = {1, 2, 3, 31, 32, 127, 128, 129, 511, 512, 513, 1000, 4095, 4096, 4097, 65536, 100000};
  for (size_t w : widths) {
    void *p = nullptr;
    size_t pitch = 12345;
    cudaError_t e = cudaMallocPitch((void **)&p, &pitch, w, 3);
    printf("cudaMallocPitch width %6zu -> %s pitch %zu\n", w, cudaGetErrorName(e), pitch);
    if (e == cudaSuccess) cudaFree(p);
  }
  size_t hs[] = {0, 1};
  for (size_t hh : hs) {
    void *p = nullptr;
    size_t pitch = 12345;
    cudaError_t e = cudaMallocPitch((void **)&p, &pitch, 64, hh);
    printf("cudaMallocPitch 64 x %zu -> %s pitch %zu null %d\n", hh, cudaGetErrorName(e), pitch, p == nullptr);
    if (p) cudaFree(p);
    p = nullptr;
    pitch = 12345;
    e = cudaMallocPitch((void **)&p, &pitch, 0, hh + 1);
    printf("cudaMallocPitch 0 x %zu -> %s pitch %zu null %d\n", hh + 1, cudaGetErrorName(e), pitch, p == nullptr);
    if (p) cudaFree(p);
  }
  {
    void *p = nullptr;
    size_t pitch = 0;
    SHOW(cudaMallocPitch((void **)&p, &pitch, (size_t)1 << 40, 1 << 20));
    SHOW(cudaGetLastError());
    SHOW(cudaMallocPitch((void **)&p, nullptr, 64, 4));
    SHOW(cudaMallocPitch(nullptr, &pitch, 64, 4));
  }
  cudaExtent exts[] = {make_cudaExtent(1, 1, 1), make_cudaExtent(100, 3, 2), make_cudaExtent(513, 7, 5), make_cudaExtent(0, 3, 3),
                       make_cudaExtent(64, 0, 3), make_cudaExtent(64, 3, 0), make_cudaExtent(4096, 1, 1)};
  for (auto x : exts) {
    cudaPitchedPtr pp;
    memset(&pp, 0, sizeof pp);
    cudaError_t e = cudaMalloc3D(&pp, x);
    printf("cudaMalloc3D %zu x %zu x %zu -> %s pitch %zu xsize %zu ysize %zu null %d\n", x.width, x.height, x.depth,
           cudaGetErrorName(e), pp.pitch, pp.xsize, pp.ysize, pp.ptr == nullptr);
    if (pp.ptr) cudaFree(pp.ptr);
  }
  void *z = (void *)1;
  SHOW(cudaMalloc((void **)&z, 0));
  printf("cudaMalloc 0 null %d\n", z == nullptr);
  SHOW(cudaFree(z));
  SHOW(cudaMalloc((void **)&z, (size_t)1 << 50));
  SHOW(cudaGetLastError());
  SHOW(cudaMalloc(nullptr, 16));
  SHOW(cudaMalloc((void **)&z, (size_t)-1));
  // 3D copies between pitched allocations
  cudaPitchedPtr a, b;
  REQUIRE(cudaMalloc3D(&a, make_cudaExtent(100, 5, 4)));
  REQUIRE(cudaMalloc3D(&b, make_cudaExtent(200, 6, 3)));
  static unsigned char host[100 * 5 * 4], out[200 * 6 * 3];
  for (unsigned i = 0; i < sizeof host; i++) host[i] = (unsigned char)(i * 13 + 1);
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(host, 100, 100, 5);
  p.dstPtr = a;
  p.extent = make_cudaExtent(100, 5, 4);
  p.kind = cudaMemcpyHostToDevice;
  SHOW(cudaMemcpy3D(&p));
  cudaMemcpy3DParms q = {};
  q.srcPtr = a;
  q.srcPos = make_cudaPos(3, 1, 1);
  q.dstPtr = b;
  q.dstPos = make_cudaPos(7, 2, 0);
  q.extent = make_cudaExtent(90, 3, 2);
  q.kind = cudaMemcpyDefault;
  OK(cudaMemset(b.ptr, 0, b.pitch * 6 * 3));
  SHOW(cudaMemcpy3D(&q));
  cudaMemcpy3DParms r = {};
  r.srcPtr = b;
  r.dstPtr = make_cudaPitchedPtr(out, 200, 200, 6);
  r.extent = make_cudaExtent(200, 6, 3);
  r.kind = cudaMemcpyDeviceToHost;
  SHOW(cudaMemcpy3D(&r));
  unsigned s = 0;
  for (unsigned i = 0; i < sizeof out; i++) s = s * 31 + out[i];
  printf("3D sum %08x\n", s);
  q.extent = make_cudaExtent(98, 3, 2);
  SHOW(cudaMemcpy3D(&q));
  q.extent = make_cudaExtent(90, 5, 2);
  SHOW(cudaMemcpy3D(&q));
  q.extent = make_cudaExtent(90, 3, 4);
  SHOW(cudaMemcpy3D(&q));
  q.extent = make_cudaExtent(0, 3, 2);
  SHOW(cudaMemcpy3D(&q));
  q.extent = make_cudaExtent(90, 3, 2);
  q.kind = (cudaMemcpyKind)9;
  SHOW(cudaMemcpy3D(&q));
  SHOW(cudaMemcpy3D(nullptr));
  SHOW(cudaGetLastError());
  OK(cudaFree(a.ptr));
  OK(cudaFree(b.ptr));
  return finish();
}
