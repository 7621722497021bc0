// t_launch: <<<>>> launches, cudaMalloc/Memcpy/Memset, launch configuration
// errors and cudaGetLastError/cudaPeekAtLastError, 3-D grids, a struct
// parameter passed by value, and dynamic shared memory.
#include "check.h"

__global__ void axpy(int a, const int *x, int *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void index3d(int *out) {
  int block = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int thread = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int nthreads = blockDim.x * blockDim.y * blockDim.z;
  out[block * nthreads + thread] = block * 1000 + thread;
}

struct Params {
  char c;
  double scale;
  int offs[5];
  short s;
};

__global__ void structParam(Params p, long long *out) {
  out[threadIdx.x] = (long long)(p.scale * threadIdx.x) + p.offs[threadIdx.x % 5] + p.c + p.s;
}

// reverse reverses each block's slice through dynamic shared memory.
__global__ void reverse(int *d) {
  extern __shared__ int s[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  s[t] = d[base + t];
  __syncthreads();
  d[base + t] = s[blockDim.x - 1 - t];
}

int main() {
  const int n = 10000;
  static int hx[n], hy[n], out[n];
  unsigned seed = 1;
  for (int i = 0; i < n; i++) hx[i] = lcg(seed) % 1000, hy[i] = lcg(seed) % 1000;
  int *x, *y;
  REQUIRE(cudaMalloc(&x, n * sizeof(int)));
  REQUIRE(cudaMalloc(&y, n * sizeof(int)));
  OK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  axpy<<<(n + 255) / 256, 256>>>(3, x, y, n);
  OK(cudaGetLastError());
  OK(cudaMemcpy(out, y, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) ok = ok && out[i] == 3 * hx[i] + hy[i];
  check(ok, "axpy");
  printf("axpy out[0]=%d out[9999]=%d\n", out[0], out[n - 1]);

  OK(cudaMemset(y, 0xab, n * sizeof(int)));
  OK(cudaMemcpy(out, y, sizeof out, cudaMemcpyDeviceToHost));
  check(out[0] == (int)0xabababab && out[n - 1] == (int)0xabababab, "memset");
  printf("memset word %08x\n", (unsigned)out[n - 1]);

  // A block of 2048 threads is more than the 1024 a block may have. As
  // measured on an H200: CUDA 11.8's runtime says so itself, 13.0's passes
  // on the driver's CUDA_ERROR_INVALID_VALUE.
  const cudaError_t badConfig = CUDART_VERSION >= 13000 ? cudaErrorInvalidValue : cudaErrorInvalidConfiguration;
  axpy<<<1, 2048>>>(1, x, y, n);
  EXPECT(cudaPeekAtLastError(), badConfig);
  EXPECT(cudaPeekAtLastError(), badConfig);
  EXPECT(cudaGetLastError(), badConfig);
  OK(cudaGetLastError());
  axpy<<<dim3(1, 1, 1 << 17), 32>>>(1, x, y, n); // grid z at most 65535
  EXPECT(cudaGetLastError(), badConfig);
  OK(cudaDeviceSynchronize());

  // A 2x3x4 grid of 4x2x2 blocks.
  int *idx;
  const int total = 24 * 16;
  REQUIRE(cudaMalloc(&idx, total * sizeof(int)));
  index3d<<<dim3(2, 3, 4), dim3(4, 2, 2)>>>(idx);
  OK(cudaGetLastError());
  OK(cudaMemcpy(out, idx, total * sizeof(int), cudaMemcpyDeviceToHost));
  ok = true;
  for (int i = 0; i < total; i++) ok = ok && out[i] == (i / 16) * 1000 + i % 16;
  check(ok, "index3d");
  printf("index3d out[383]=%d\n", out[total - 1]);

  Params p = {7, 2.5, {10, 20, 30, 40, 50}, -3};
  long long *ll, hll[64] = {};
  REQUIRE(cudaMalloc(&ll, sizeof hll));
  structParam<<<1, 64>>>(p, ll);
  OK(cudaMemcpy(hll, ll, sizeof hll, cudaMemcpyDeviceToHost));
  ok = true;
  for (int i = 0; i < 64; i++) ok = ok && hll[i] == (long long)(2.5 * i) + p.offs[i % 5] + 7 - 3;
  check(ok, "structParam");
  printf("structParam out[63]=%lld\n", hll[63]);

  // Dynamic shared memory: 256 ints per block.
  for (int i = 0; i < 1024; i++) hx[i] = i;
  OK(cudaMemcpy(x, hx, 1024 * sizeof(int), cudaMemcpyHostToDevice));
  reverse<<<4, 256, 256 * sizeof(int)>>>(x);
  OK(cudaGetLastError());
  OK(cudaMemcpy(out, x, 1024 * sizeof(int), cudaMemcpyDeviceToHost));
  ok = true;
  for (int i = 0; i < 1024; i++) ok = ok && out[i] == (i / 256) * 256 + 255 - i % 256;
  check(ok, "reverse");
  printf("reverse out[0]=%d out[1023]=%d\n", out[0], out[1023]);
  // More than 48 KiB of dynamic shared memory needs the function's opt-in.
  reverse<<<1, 256, 64 * 1024>>>(x);
  SHOW(cudaGetLastError());
  OK(cudaFuncSetAttribute(reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
  reverse<<<1, 256, 64 * 1024>>>(x);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());

  OK(cudaFree(x));
  OK(cudaFree(y));
  OK(cudaFree(idx));
  OK(cudaFree(ll));
  return finish();
}
