// t_symbols: __device__ and __constant__ variables through
// cudaMemcpyToSymbol/FromSymbol (with offsets, async too),
// cudaGetSymbolAddress and cudaGetSymbolSize.
#include "check.h"

__device__ int devScalar = 42;
__device__ int devArr[16];
__device__ double devDouble[3] = {1.5, -2.25, 1e10};
__constant__ int cCoef[8];

__global__ void combine() {
  int i = threadIdx.x;
  devArr[i] = cCoef[i % 8] * (i + 1) + devScalar;
  if (i == 0) devScalar += 1;
}

int main() {
  int h = 0;
  OK(cudaMemcpyFromSymbol(&h, devScalar, sizeof(int)));
  printf("devScalar initially %d\n", h);
  check(h == 42, "devScalar initial value");

  double dd[3] = {};
  OK(cudaMemcpyFromSymbol(dd, devDouble, sizeof dd));
  printf("devDouble %g %g %g\n", dd[0], dd[1], dd[2]);
  check(dd[0] == 1.5 && dd[1] == -2.25 && dd[2] == 1e10, "devDouble initial values");

  size_t sz = 0;
  OK(cudaGetSymbolSize(&sz, devArr));
  printf("size devArr %zu\n", sz);
  check(sz == 64, "size devArr");
  OK(cudaGetSymbolSize(&sz, cCoef));
  printf("size cCoef %zu\n", sz);
  check(sz == 32, "size cCoef");
  OK(cudaGetSymbolSize(&sz, devDouble));
  printf("size devDouble %zu\n", sz);
  check(sz == 24, "size devDouble");

  int coef[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  OK(cudaMemcpyToSymbol(cCoef, coef, sizeof coef));
  int tail[2] = {100, 200}; // cCoef[6], cCoef[7]
  OK(cudaMemcpyToSymbol(cCoef, tail, sizeof tail, 6 * sizeof(int)));
  coef[6] = 100, coef[7] = 200;
  combine<<<1, 16>>>();
  OK(cudaGetLastError());
  int arr[16] = {};
  OK(cudaMemcpyFromSymbol(arr, devArr, sizeof arr));
  bool ok = true;
  for (int i = 0; i < 16; i++) ok = ok && arr[i] == coef[i % 8] * (i + 1) + 42;
  check(ok, "devArr after combine");
  printf("devArr");
  for (int i = 0; i < 16; i++) printf(" %d", arr[i]);
  printf("\n");
  OK(cudaMemcpyFromSymbol(&h, devScalar, sizeof(int)));
  check(h == 43, "devScalar after combine");
  printf("devScalar %d\n", h);

  // From the middle of the array, and through the symbol's address.
  int part[4] = {};
  OK(cudaMemcpyFromSymbol(part, devArr, sizeof part, 12 * sizeof(int)));
  check(part[0] == arr[12] && part[3] == arr[15], "devArr offset read");
  int *p = nullptr;
  OK(cudaGetSymbolAddress((void **)&p, devArr));
  check(p != nullptr, "symbol address");
  OK(cudaMemset(p + 8, 0, 8 * sizeof(int)));
  OK(cudaMemcpy(arr, p, sizeof arr, cudaMemcpyDeviceToHost));
  check(arr[7] != 0 && arr[8] == 0 && arr[15] == 0, "memset through symbol address");
  printf("devArr[7]=%d devArr[8]=%d\n", arr[7], arr[8]);
  cudaPointerAttributes attr;
  OK(cudaPointerGetAttributes(&attr, p));
  printf("devArr memory type %d device %d\n", (int)attr.type, attr.device);

  // Async, on a stream, then device-to-device between symbols.
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  int v = 7;
  OK(cudaMemcpyToSymbolAsync(devScalar, &v, sizeof v, 0, cudaMemcpyHostToDevice, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpyFromSymbolAsync(&h, devScalar, sizeof h, 0, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  check(h == 7, "async symbol copy");
  printf("devScalar after async %d\n", h);
  OK(cudaMemcpyToSymbol(devArr, p, 4 * sizeof(int), 4 * sizeof(int), cudaMemcpyDeviceToDevice));
  OK(cudaMemcpyFromSymbol(arr, devArr, sizeof arr));
  check(arr[4] == arr[0] && arr[7] == arr[3], "device-to-device symbol copy");
  OK(cudaStreamDestroy(s));

  // Copies past the end of a symbol fail; the failure is also the last error.
  EXPECT(cudaMemcpyToSymbol(cCoef, coef, sizeof coef, 4), cudaErrorInvalidValue);
  EXPECT(cudaGetLastError(), cudaErrorInvalidValue);
  OK(cudaGetLastError());
  EXPECT(cudaMemcpyFromSymbol(arr, devArr, 68), cudaErrorInvalidValue);
  OK(cudaDeviceSynchronize());
  return finish();
}
