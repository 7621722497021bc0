// f_tile: shared-memory tiled matrix multiply (float and double, static
// tiles) and a padded transpose in dynamic shared memory (flags25).
#include "check.h"
#include <cstdint>
#include <cstring>

constexpr int M = 96, T = 16;

template <typename R>
__global__ void matmul(const R *a, const R *b, R *c) {
  __shared__ R as[T][T], bs[T][T];
  int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  R acc = 0;
  for (int k0 = 0; k0 < M; k0 += T) {
    as[threadIdx.y][threadIdx.x] = a[row * M + k0 + threadIdx.x];
    bs[threadIdx.y][threadIdx.x] = b[(k0 + threadIdx.y) * M + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; k++) acc += as[threadIdx.y][k] * bs[k][threadIdx.x];
    __syncthreads();
  }
  c[row * M + col] = acc;
}

__global__ void transpose(const float *in, float *out) {
  extern __shared__ float tile[];  // T x (T+1)
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  tile[threadIdx.y * (T + 1) + threadIdx.x] = in[y * M + x];
  __syncthreads();
  x = blockIdx.y * T + threadIdx.x;
  y = blockIdx.x * T + threadIdx.y;
  out[y * M + x] = tile[threadIdx.x * (T + 1) + threadIdx.y];
}

template <typename R>
static void run(const char *name) {
  static R ha[M * M], hb[M * M], hc[M * M];
  for (int i = 0; i < M * M; i++) {
    ha[i] = R((i * 37 % 101) - 50) / R(7);
    hb[i] = R((i * 53 % 97) - 48) / R(9);
  }
  R *a, *b, *c;
  OK(cudaMalloc(&a, sizeof ha));
  OK(cudaMalloc(&b, sizeof hb));
  OK(cudaMalloc(&c, sizeof hc));
  OK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  matmul<R><<<dim3(M / T, M / T), dim3(T, T)>>>(a, b, c);
  OK(cudaGetLastError());
  OK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  printf("matmul %s hash %016llx c[0] %.17g c[last] %.17g\n", name, (unsigned long long)fnv(hc, sizeof hc), (double)hc[0], (double)hc[M * M - 1]);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
}

int main() {
  run<float>("float");
  run<double>("double");
  static float hi[M * M], ho[M * M];
  for (int i = 0; i < M * M; i++) hi[i] = i;
  float *in, *out;
  OK(cudaMalloc(&in, sizeof hi));
  OK(cudaMalloc(&out, sizeof ho));
  OK(cudaMemcpy(in, hi, sizeof hi, cudaMemcpyHostToDevice));
  transpose<<<dim3(M / T, M / T), dim3(T, T), T * (T + 1) * sizeof(float)>>>(in, out);
  OK(cudaGetLastError());
  OK(cudaMemcpy(ho, out, sizeof ho, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < M; y++)
    for (int x = 0; x < M; x++) bad += ho[y * M + x] != hi[x * M + y];
  printf("transpose wrong %d\n", bad);
  if (bad) failures++;
  return finish();
}
