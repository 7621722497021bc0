// f_reduce: a templated block reduction (warp shuffles, then shared
// memory) in two passes over a grid, for int sums, float max and a
// double sum whose order is fixed by the tree.
#include "check.h"
#include <cfloat>

template <typename T> struct Sum {
  __device__ T operator()(T a, T b) const { return a + b; }
  static __device__ T id() { return T(0); }
};
template <typename T> struct Max {
  __device__ T operator()(T a, T b) const { return a > b ? a : b; }
  static __device__ T id() { return -FLT_MAX; }
};

template <typename T, typename Op>
__device__ T warpReduce(T v, Op op) {
  for (int o = 16; o > 0; o >>= 1) v = op(v, __shfl_down_sync(0xffffffffu, v, o));
  return v;
}

template <typename T, typename Op, int BLOCK>
__global__ void reduce(const T *in, T *out, int n) {
  __shared__ T part[BLOCK / 32];
  Op op;
  T v = Op::id();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) v = op(v, in[i]);
  v = warpReduce(v, op);
  if (threadIdx.x % 32 == 0) part[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < BLOCK / 32 ? part[threadIdx.x] : Op::id();
    v = warpReduce(v, op);
    if (threadIdx.x == 0) out[blockIdx.x] = v;
  }
}

template <typename T, typename Op>
static T run(const T *h, int n) {
  T *in, *mid, *out, r;
  cudaMalloc(&in, n * sizeof(T));
  cudaMalloc(&mid, 64 * sizeof(T));
  cudaMalloc(&out, sizeof(T));
  cudaMemcpy(in, h, n * sizeof(T), cudaMemcpyHostToDevice);
  reduce<T, Op, 256><<<64, 256>>>(in, mid, n);
  reduce<T, Op, 64><<<1, 64>>>(mid, out, 64);
  OK(cudaGetLastError());
  OK(cudaMemcpy(&r, out, sizeof(T), cudaMemcpyDeviceToHost));
  cudaFree(in);
  cudaFree(mid);
  cudaFree(out);
  return r;
}

int main() {
  const int n = 100003;
  static int hi[n];
  static float hf[n];
  static double hd[n];
  unsigned s = 1;
  long long want = 0;
  for (int i = 0; i < n; i++) {
    hi[i] = (int)(lcg(s) % 2001) - 1000;
    want += hi[i];
    hf[i] = (lcg(s) % 100000) * 0.37f - 100.0f;
    hd[i] = 1.0 / (1 + i % 977) + 1e-3 * (i % 13);
  }
  int si = run<int, Sum<int>>(hi, n);
  float mf = run<float, Max<float>>(hf, n);
  double sd = run<double, Sum<double>>(hd, n);
  printf("int sum %d (host %lld)\nfloat max %.9g\ndouble sum %.17g\n", si, want, mf, sd);
  if (si != want) failures++;
  return finish();
}
