// s_errors: the error paths a test suite checks without breaking the
// context: invalid launch configurations (zero and oversized blocks and grids,
// too much shared memory), the stickiness of cudaGetLastError versus
// cudaPeekAtLastError, errors of allocation and free, invalid handles, and
// cudaGetErrorName/cudaGetErrorString of every code from 0 to 1000 that has a
// name.
#include <cstring>
#include "check.h"

__global__ void k(int *p) {
  if (p) p[threadIdx.x] = 1;
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  struct Cfg {
    dim3 g, b;
    size_t sh;
    const char *what;
  } cfgs[] = {
      {dim3(1), dim3(0), 0, "block 0"},
      {dim3(0), dim3(32), 0, "grid 0"},
      {dim3(1), dim3(1025), 0, "block 1025"},
      {dim3(1), dim3(32, 33), 0, "block 32x33"},
      {dim3(1), dim3(1, 1, 65), 0, "block z 65"},
      {dim3(1), dim3(1024, 1, 1), 0, "block 1024"},
      {dim3(1, 65536), dim3(1), 0, "grid y 65536"},
      {dim3(1, 1, 65536), dim3(1), 0, "grid z 65536"},
      {dim3(0x80000000u), dim3(1), 0, "grid x 2^31"},
      {dim3(1), dim3(32), 49 * 1024, "49 KiB shared"},
      {dim3(1), dim3(32), 300 * 1024, "300 KiB shared"},
  };
  for (auto &c : cfgs) {
    k<<<c.g, c.b, c.sh>>>(d);
    cudaError_t peek = cudaPeekAtLastError();
    cudaError_t peek2 = cudaPeekAtLastError();
    cudaError_t last = cudaGetLastError();
    cudaError_t after = cudaGetLastError();
    printf("%-16s peek %s peek again %s last %s then %s\n", c.what, cudaGetErrorName(peek), cudaGetErrorName(peek2),
           cudaGetErrorName(last), cudaGetErrorName(after));
  }
  OK(cudaDeviceSynchronize());
  // An error from a failed call is the last error too.
  void *big = nullptr;
  SHOW(cudaMalloc(&big, (size_t)1 << 50));
  SHOW(cudaPeekAtLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaFree(d + 1));
  SHOW(cudaGetLastError());
  SHOW(cudaFree(nullptr));
  SHOW(cudaMalloc(&big, 0));
  printf("zero-byte allocation is null: %d\n", big == nullptr);
  SHOW(cudaMemset(nullptr, 0, 4));
  SHOW(cudaMemcpy(d, nullptr, 4, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy(d, d, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaStreamSynchronize((cudaStream_t)0));
  SHOW(cudaSetDevice(-1));
  SHOW(cudaSetDevice(64));
  SHOW(cudaGetLastError());
  SHOW(cudaLaunchKernel((void *)nullptr, dim3(1), dim3(1), nullptr, 0, 0));
  SHOW(cudaLaunchKernel((void *)main, dim3(1), dim3(1), nullptr, 0, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaFuncSetCacheConfig((void *)main, cudaFuncCachePreferL1));
  SHOW(cudaGetLastError());
  // The context still works.
  k<<<1, 32>>>(d);
  OK(cudaDeviceSynchronize());
  int one = 0;
  OK(cudaMemcpy(&one, d + 31, 4, cudaMemcpyDeviceToHost));
  check(one == 1, "context still works");
  OK(cudaFree(d));
  SHOW(cudaFree(d));
  SHOW(cudaGetLastError());

  int named = 0;
  for (int e = 0; e <= 1000; e++) {
    const char *n = cudaGetErrorName((cudaError_t)e);
    if (strcmp(n, "cudaErrorUnknown") == 0 && e != 999) continue;
    if (strncmp(n, "unrecognized", 12) == 0) continue;
    named++;
    printf("%4d %s: %s\n", e, n, cudaGetErrorString((cudaError_t)e));
  }
  printf("%d named codes; 1001 -> %s\n", named, cudaGetErrorName((cudaError_t)1001));
  return finish();
}
