// s_ax_copy2d: cudaMemcpy2D/2DAsync/cudaMemcpy with odd pitches and widths,
// every kind (host-to-host, default, mismatched kinds), widths wider than
// a pitch, zero sizes, null pointers, invalid kinds; the data each copy
// left is checksummed.
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
  unsigned char *h1 = (unsigned char *)malloc(N), *h2 = (unsigned char *)malloc(N);
  unsigned char *p1, *p2, *d1, *d2, *m1;
  REQUIRE(cudaMallocHost((void **)&p1, N));
  REQUIRE(cudaMallocHost((void **)&p2, N));
  REQUIRE(cudaMalloc((void **)&d1, N));
  REQUIRE(cudaMalloc((void **)&d2, N));
  REQUIRE(cudaMallocManaged((void **)&m1, N));
  for (size_t i = 0; i < N; i++) h1[i] = (unsigned char)(i * 7 + 3);
  memcpy(p1, h1, N);
  memset(h2, 0, N);
  OK(cudaMemset(d1, 0, N));
  OK(cudaMemset(d2, 0, N));
  // 2D copies with odd pitches of every pair of kinds
  struct K { const char *name; cudaMemcpyKind k; };
  K kinds[] = {{"HtoH", cudaMemcpyHostToHost}, {"HtoD", cudaMemcpyHostToDevice}, {"DtoH", cudaMemcpyDeviceToHost},
               {"DtoD", cudaMemcpyDeviceToDevice}, {"Default", cudaMemcpyDefault}};
  struct B { const char *name; unsigned char *p; };
  B bufs[] = {{"malloc", h2}, {"pinned", p2}, {"device", d2}, {"managed", m1}};
  B srcs[] = {{"malloc", h1}, {"pinned", p1}, {"device", d1}, {"managed", m1}};
  OK(cudaMemcpy(d1, h1, N, cudaMemcpyHostToDevice));
  // argument edges
  SHOW(cudaMemcpy2D(d2, 64, d1, 64, 65, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 64, d1, 63, 64, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 64, d1, 64, 0, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 64, d1, 64, 64, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 0, d1, 0, 64, 1, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 0, d1, 0, 64, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(nullptr, 64, d1, 64, 64, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 64, nullptr, 64, 64, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 64, d1, 64, 64, 2, (cudaMemcpyKind)7));
  SHOW(cudaMemcpy2D(d2, 1 << 20, d1, 64, 64, 2, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 64, d1, 64, 64, 2000, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy2D(d2, 4096, h1, 4096, 4096, 16, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy2D(d2, 4096, h1, 4096, 4096, 17, cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy(d2, d1, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(nullptr, nullptr, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(nullptr, d1, 16, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(d2, d1, 16, (cudaMemcpyKind)5));
  SHOW(cudaMemcpy(d2, d1, 16, (cudaMemcpyKind)-1));
  SHOW(cudaMemcpy(d2, d1, N + 1, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(d2 + 1, d1, N, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(h2, h1, 64, cudaMemcpyHostToHost));
  SHOW(cudaMemcpy(h2, h1, 64, cudaMemcpyDefault));
  SHOW(cudaGetLastError());
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  SHOW(cudaMemcpy2DAsync(p2, 33, d1, 65, 33, 100, cudaMemcpyDeviceToHost, s));
  SHOW(cudaMemcpy2DAsync(h2, 33, d1, 65, 33, 100, cudaMemcpyDeviceToHost, s));
  SHOW(cudaMemcpy2DAsync(d2, 33, h1, 65, 33, 100, cudaMemcpyHostToDevice, s));
  SHOW(cudaMemcpy2DAsync(d2, 32, h1, 65, 33, 100, cudaMemcpyHostToDevice, s));
  SHOW(cudaMemcpyAsync(h2, h1, 100, cudaMemcpyHostToHost, s));
  SHOW(cudaMemcpyAsync(p2, p1, 100, cudaMemcpyDefault, s));
  SHOW(cudaStreamSynchronize(s));
  printf("async sums %08x %08x\n", sum(p2, 33 * 100), sum(h2, 33 * 100));
  // kinds that do not match the pointers last: a crash loses only these
  for (auto &s : srcs) {
    for (auto &d : bufs) {
      if (s.p == d.p) continue;
      for (auto &k : kinds) {
        memset(h2, 0, N);
        memset(p2, 0, N);
        cudaMemset(d2, 0, N);
        if (d.p == m1) memset(m1, 0, N);
        if (s.p == m1) memcpy(m1, h1, N);
        cudaDeviceSynchronize();
        cudaError_t e = cudaMemcpy2D(d.p + 1, 97, s.p + 3, 131, 61, 37, k.k);
        cudaError_t l = cudaGetLastError();
        cudaDeviceSynchronize();
        unsigned char back[97 * 37 + 8];
        cudaMemcpy(back, d.p, sizeof back, cudaMemcpyDefault);
        printf("2D %-7s -> %-7s %-7s: %s last %s sum %08x\n", s.name, d.name, k.name, cudaGetErrorName(e), cudaGetErrorName(l),
               sum(back, sizeof back));
      }
    }
  }
  SHOW(cudaMemcpy(h2, h1, 64, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(h2, h1, 64, cudaMemcpyDefault));
  SHOW(cudaMemcpy(d2, d1, 64, cudaMemcpyHostToHost));
  SHOW(cudaGetLastError());
  OK(cudaStreamDestroy(s));
  OK(cudaFree(d1));
  OK(cudaFree(d2));
  OK(cudaFree(m1));
  OK(cudaFreeHost(p1));
  OK(cudaFreeHost(p2));
  return finish();
}
