// s_ax_errors: launch-configuration errors (too many threads, block
// dimensions, grid dimensions, too much shared memory, a zero grid or
// block) and how they stick: cudaPeekAtLastError against
// cudaGetLastError, what the next calls return, cudaDeviceSynchronize;
// errors of API calls (not launches) in cudaGetLastError; and the driver's
// cuGetErrorName/cuGetErrorString for every code up to 1000 (through
// cudaGetDriverEntryPoint).
#include <cuda.h>
#include <cstring>
#include "check.h"

__global__ void k(int *p) {
  if (p) p[threadIdx.x] = 1;
}

typedef CUresult (*StrFn)(CUresult, const char **);

static void launch(const char *what, dim3 g, dim3 b, size_t sh) {
  k<<<g, b, sh>>>(nullptr);
  cudaError_t p1 = cudaPeekAtLastError();
  cudaError_t p2 = cudaPeekAtLastError();
  cudaError_t g1 = cudaGetLastError();
  cudaError_t g2 = cudaGetLastError();
  cudaError_t s = cudaDeviceSynchronize();
  printf("%-26s peek %s %s get %s %s sync %s\n", what, cudaGetErrorName(p1), cudaGetErrorName(p2), cudaGetErrorName(g1),
         cudaGetErrorName(g2), cudaGetErrorName(s));
}

int main() {
  launch("ok", dim3(1), dim3(32), 0);
  launch("1025 threads", dim3(1), dim3(1025), 0);
  launch("32x33 threads", dim3(1), dim3(32, 33), 0);
  launch("block z 65", dim3(1), dim3(1, 1, 65), 0);
  launch("block z 64", dim3(1), dim3(1, 1, 64), 0);
  launch("block y 1024", dim3(1), dim3(1, 1024), 0);
  launch("block x 0", dim3(1), dim3(0), 0);
  launch("grid 0", dim3(0), dim3(32), 0);
  launch("grid y 65536", dim3(1, 65536), dim3(1), 0);
  launch("grid z 65536", dim3(1, 1, 65536), dim3(1), 0);
  launch("grid x 2^31", dim3(1u << 31), dim3(1), 0);
  launch("shared 48K+1", dim3(1), dim3(32), 48 * 1024 + 1);
  launch("shared 1M", dim3(1), dim3(32), 1 << 20);
  // a launch error, then another call's error, then success
  k<<<1, 2048>>>(nullptr);
  int *d = nullptr;
  SHOW(cudaMalloc((void **)&d, (size_t)1 << 50));
  SHOW(cudaPeekAtLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaMalloc((void **)&d, 64));
  SHOW(cudaSetDevice(5));
  SHOW(cudaPeekAtLastError());
  SHOW(cudaMemcpy(d, d, 64, cudaMemcpyHostToHost));
  SHOW(cudaPeekAtLastError());
  SHOW(cudaGetLastError());
  k<<<1, 2048>>>(nullptr);
  SHOW(cudaMemset(d, 0, 64));
  SHOW(cudaGetLastError());
  k<<<1, 2048>>>(nullptr);
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  k<<<1, 2048>>>(nullptr);
  SHOW(cudaStreamSynchronize(0));
  SHOW(cudaGetLastError());
  k<<<1, 32>>>(d);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  // the driver's names and strings of every code
  StrFn name = nullptr, str = nullptr;
  cudaDriverEntryPointQueryResult q;
  cudaGetDriverEntryPoint("cuGetErrorName", (void **)&name, cudaEnableDefault, &q);
  cudaGetDriverEntryPoint("cuGetErrorString", (void **)&str, cudaEnableDefault, &q);
  if (name && str) {
    for (int c = 0; c <= 1000; c++) {
      const char *n = "untouched", *s = "untouched";
      CUresult rn = name((CUresult)c, &n);
      CUresult rs = str((CUresult)c, &s);
      if (rn == CUDA_ERROR_INVALID_VALUE && rs == CUDA_ERROR_INVALID_VALUE) continue;
      printf("cu %4d %d %s | %d %s\n", c, (int)rn, n ? n : "(null)", (int)rs, s ? s : "(null)");
    }
    printf("cuGetErrorName(null out) %d\n", (int)name(CUDA_SUCCESS, nullptr));
  } else {
    printf("no entry points\n");
  }
  // the runtime's names of unknown codes
  int odd[] = {-1, 5, 1000, 1001, 10000};
  for (int c : odd) printf("cudaGetErrorName(%d) %s | %s\n", c, cudaGetErrorName((cudaError_t)c), cudaGetErrorString((cudaError_t)c));
  return finish();
}
