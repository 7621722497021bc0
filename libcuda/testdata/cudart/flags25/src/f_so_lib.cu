// f_so_lib: the kernels of f_so, in a shared library built with
// -Xcompiler -fPIC -shared that f_so loads with dlopen (a plugin, or a
// Python extension): its fatbin is registered when the library loads.
#include "check.h" // its glibc shims (this library is built apart from f_so)

__device__ int calls;

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
  if (i == 0) atomicAdd(&calls, 1);
}

extern "C" int so_saxpy(int n, float a, const float *x, float *y) {
  saxpy<<<(n + 127) / 128, 128>>>(n, a, x, y);
  return (int)cudaGetLastError();
}

extern "C" int so_calls() {
  int c = -1;
  cudaMemcpyFromSymbol(&c, calls, sizeof c);
  return c;
}
