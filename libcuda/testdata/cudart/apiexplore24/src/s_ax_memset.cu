// s_ax_memset: cudaMemset/2D/3D and their Async forms on every kind of
// pointer, odd pitches, widths wider than a pitch, zero sizes, past an
// allocation's end; the data left is checksummed.
#include <cstdlib>
#include <cstring>
#include "check.h"

static unsigned sum(const unsigned char *p, size_t n) {
  unsigned s = 0;
  for (size_t i = 0; i < n; i++) s = s * 31 + p[i];
  return s;
}

int main() {
  const size_t N = 1 << 16;
  unsigned char *h = (unsigned char *)malloc(N), *p, *d, *m, *back = (unsigned char *)malloc(N);
  REQUIRE(cudaMallocHost((void **)&p, N));
  REQUIRE(cudaMalloc((void **)&d, N));
  REQUIRE(cudaMallocManaged((void **)&m, N));
  struct B { const char *name; unsigned char *p; };
  B bufs[] = {{"malloc", h}, {"pinned", p}, {"device", d}, {"managed", m}};
  for (auto &b : bufs) {
    memset(back, 0, N);
    if (b.p != d) memset(b.p, 0, N); else cudaMemset(d, 0, N);
    cudaError_t e1 = cudaMemset(b.p + 5, 0xab, 1000);
    cudaError_t e2 = cudaMemset2D(b.p + 2000, 77, 0xcd, 50, 20);
    cudaPitchedPtr pp = make_cudaPitchedPtr(b.p + 5000, 99, 90, 7);
    cudaError_t e3 = cudaMemset3D(pp, 0x5e, make_cudaExtent(90, 7, 3));
    cudaError_t e4 = cudaMemsetAsync(b.p + 9000, 0x11, 333, 0);
    cudaError_t e5 = cudaMemset2DAsync(b.p + 10000, 300, 0x22, 299, 5, 0);
    cudaError_t l = cudaGetLastError();
    cudaError_t sy = cudaDeviceSynchronize();
    cudaMemcpy(back, b.p, 12000, cudaMemcpyDefault);
    printf("%-8s memset %s 2D %s 3D %s async %s 2Dasync %s last %s sync %s sum %08x\n", b.name, cudaGetErrorName(e1),
           cudaGetErrorName(e2), cudaGetErrorName(e3), cudaGetErrorName(e4), cudaGetErrorName(e5), cudaGetErrorName(l),
           cudaGetErrorName(sy), sum(back, 12000));
  }
  SHOW(cudaMemset2D(d, 64, 1, 65, 2));
  SHOW(cudaMemset2D(d, 64, 1, 0, 2));
  SHOW(cudaMemset2D(d, 64, 1, 64, 0));
  SHOW(cudaMemset2D(d, 0, 1, 64, 1));
  SHOW(cudaMemset2D(d, 0, 1, 64, 2));
  SHOW(cudaMemset2D(nullptr, 64, 1, 64, 2));
  SHOW(cudaMemset2D(d, 4096, 1, 4096, 17));
  SHOW(cudaMemset2D(d, 4096, 1, 4096, 16));
  SHOW(cudaMemset(d, 1, N + 1));
  SHOW(cudaMemset(d + N, 1, 0));
  SHOW(cudaMemset(d + N - 1, 1, 2));
  SHOW(cudaMemset(nullptr, 1, 0));
  SHOW(cudaMemset(nullptr, 1, 4));
  SHOW(cudaMemset(d, 0x1ff, 4));
  SHOW(cudaGetLastError());
  cudaPitchedPtr pp = make_cudaPitchedPtr(d, 64, 64, 4);
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(65, 4, 2)));
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(64, 5, 2)));
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(64, 4, 0)));
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(0, 4, 2)));
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(64, 4, 300)));
  pp.ysize = 0;
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(64, 4, 2)));
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(64, 1, 1)));
  pp.ptr = nullptr;
  pp.ysize = 4;
  SHOW(cudaMemset3D(pp, 1, make_cudaExtent(64, 4, 2)));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  cudaMemcpy(back, d, 4096, cudaMemcpyDeviceToHost);
  printf("device sum after edges %08x\n", sum(back, 4096));
  OK(cudaFree(d));
  OK(cudaFree(m));
  OK(cudaFreeHost(p));
  return finish();
}
