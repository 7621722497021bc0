// mf_main: a project of three .cu files with relocatable device code:
// extern __device__, __constant__ and __managed__ variables defined in one
// unit and used in others, device functions called across units, a
// template kernel instantiated in every unit, a static __device__ variable
// and an anonymous-namespace kernel of the same name in two units. Built
// four ways (build.sh): nvcc -rdc in one command (mf_rdc), a static device
// library made with nvcc -lib (mf_lib), nvcc -dlink by hand and g++ as the
// linker (mf_dlink), and -dlto (mf_lto); all must print the same.
#include <cstring>
#include "mf.h"
#include "check.h"

static void sum(const char *what, const int *h, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++) s = s * 31 + h[i];
  printf("%s: %d %d %d ... %d hash %lld\n", what, h[0], h[1], h[2], h[n - 1], s);
}

int main() {
  float c[4] = {1, 2, 3, 4};
  OK(cudaMemcpyToSymbol(coeffs, c, sizeof c));
  int zero = 0;
  OK(cudaMemcpyToSymbol(counter, &zero, 4));
  size_t sz = 0;
  OK(cudaGetSymbolSize(&sz, coeffs));
  printf("coeffs size %zu\n", sz);
  OK(cudaGetSymbolSize(&sz, managedTotal));
  printf("managedTotal size %zu\n", sz);
  void *addr = nullptr;
  OK(cudaGetSymbolAddress(&addr, counter));
  printf("counter address %s\n", addr ? "non-null" : "null");
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64 * 4));
  int h[64];
  runA(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  sum("runA", h, 64);
  runB(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  sum("runB", h, 64);
  fill<int><<<2, 32>>>(d, 100, 64); // main's own instantiation
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  sum("fill main", h, 64);
  int cnt = -1;
  OK(cudaMemcpyFromSymbol(&cnt, counter, 4));
  printf("counter %d\n", cnt);
  OK(cudaDeviceSynchronize());
  printf("managedTotal %d\n", managedTotal);
  printf("hiddenA %d hiddenB %d\n", hiddenA(), hiddenB());
  cudaFuncAttributes fa;
  OK(cudaFuncGetAttributes(&fa, kA));
  printf("kA regs>0 %d localSize %zu maxThreads %d\n", fa.numRegs > 0, fa.localSizeBytes, fa.maxThreadsPerBlock);
  OK(cudaFuncGetAttributes(&fa, kB));
  printf("kB maxThreads %d ptx %d binary %d\n", fa.maxThreadsPerBlock, fa.ptxVersion, fa.binaryVersion);
  const char *nm = nullptr;
  OK(cudaFuncGetName(&nm, kA));
  printf("kA name %s\n", nm ? nm : "(null)");
  OK(cudaFuncGetName(&nm, fill<int>));
  printf("fill<int> name %s\n", nm ? nm : "(null)");
  OK(cudaFree(d));
  return finish();
}
