// f_lambda: host-defined __device__ lambdas (--extended-lambda) passed to
// templated kernels, a lambda capturing by value inside a kernel, a
// functor with state, and a variadic template kernel (C++17/20).
// build: --extended-lambda
#include "check.h"
#include <utility>

template <typename F>
__global__ void apply(int n, float *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

template <typename... Args>
__device__ float sum(Args... a) { return (0.0f + ... + float(a)); }

template <typename... Args>
__global__ void variadic(float *out, Args... a) { out[threadIdx.x] = sum(a...) * threadIdx.x; }

struct Poly {
  float c[4];
  __device__ float operator()(int i) const {
    float x = i * 0.01f;
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
  }
};

__global__ void inner(int *out) {
  int base = 100 * blockIdx.x;
  auto f = [=](int k) { return base + k * k; };
  auto g = [&](int k) { return f(k) - threadIdx.x; };
  out[blockIdx.x * blockDim.x + threadIdx.x] = g(threadIdx.x);
}

// lambdas runs the cases (an extended lambda's enclosing function must be
// one whose address can be taken: not main).
void lambdas() {
  const int n = 256;
  float *d, h[n];
  int *di, hi[4 * 32];
  OK(cudaMalloc(&d, n * 4));
  OK(cudaMalloc(&di, sizeof hi));
  float scale = 1.5f;
  apply<<<2, 128>>>(n, d, [=] __device__(int i) { return scale * i * i - 3.0f; });
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("lambda hash %016llx h[255] %.9g\n", fnv(h, sizeof h), h[255]);
  apply<<<2, 128>>>(n, d, Poly{{1.0f, -2.0f, 0.5f, 0.25f}});
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("functor hash %016llx h[255] %.9g\n", fnv(h, sizeof h), h[255]);
  variadic<<<1, 32>>>(d, 1, 2.5f, 3.0, (short)4, 'a');
  OK(cudaMemcpy(h, d, 32 * 4, cudaMemcpyDeviceToHost));
  printf("variadic h[31] %.9g\n", h[31]);
  inner<<<4, 32>>>(di);
  OK(cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost));
  printf("inner %d %d %d\n", hi[0], hi[33], hi[127]);
}

int main() {
  lambdas();
  return finish();
}
