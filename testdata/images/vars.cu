// Variables of every kind, by-value structs, launch bounds, static shared
// memory and a local-memory frame: the things a loader must describe.
#include <cstdint>
__device__ int dev_init = 42;
__device__ float dev_arr[16];
__device__ double dev_tab[4] = {1.0, 2.0, 3.0, 4.0};
__managed__ int man_init = 7;
__managed__ int man_zero;
__constant__ float cst[8] = {1, 2, 3};
__constant__ uint64_t cmask = 0x0123456789abcdefULL;
__device__ double *dev_ptr = dev_tab + 2;  // an address initializer

struct S { int a; double b; char c; };

__device__ __noinline__ int helper(int x) { return x * 3 + dev_init; }

__global__ void kern(int *out, const float *in, S s, char c, double d, int n) {
  __shared__ float sm[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sm[threadIdx.x & 63] = in[i];
  __syncthreads();
  if (i < n) out[i] = (int)(sm[(threadIdx.x + 1) & 63] * cst[i & 7] + dev_init + man_init + s.a + c + d + dev_arr[i & 15] + dev_tab[i & 3] + (int)(cmask >> (i & 7)) + (int)*dev_ptr);
  man_zero = i;
}

__global__ void __launch_bounds__(256) bounded(int *p) {
  extern __shared__ int dyn[];
  dyn[threadIdx.x] = helper(threadIdx.x);
  __syncthreads();
  p[threadIdx.x] = dyn[threadIdx.x ^ 1];
}

extern "C" __global__ void framed(int *p, int k) {
  int local[64];  // indexed by data: lives in local memory
  for (int j = 0; j < 64; j++) local[(p[j] + k) & 63] = j;
  p[threadIdx.x] = local[(k + threadIdx.x) & 63];
}

extern "C" __global__ void __launch_bounds__(128, 4) tiny(float4 v, short s, float *out) {
  out[threadIdx.x] = v.x + v.y + v.z + v.w + s;
}
