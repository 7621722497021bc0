// q_stack: the call stack on the H200. "q_stack depth FN" launches one
// thread that recurses DEPTH levels through FN (even: w_cxx's isEven/isOdd
// pair, self: a function calling itself with nothing in local memory, arr: a
// self-recursive function with a 64-byte local array) at the default stack
// limit, and prints the synchronisation's error and the limit read after:
// run.sh bisects the deepest chain that runs. "q_stack frames" launches
// kernels whose callee has a local array of 1,100, 2,000 and 4,100 bytes, in
// that order, and prints the stack limit read after each (p_unknowns: 4 KiB
// of callee frame left the limit reading 4096).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__device__ bool isOdd(unsigned n);
__device__ bool isEven(unsigned n) { return n == 0 ? true : isOdd(n - 1); }
__device__ bool isOdd(unsigned n) { return n == 0 ? false : isEven(n - 1); }
__device__ __noinline__ unsigned self(unsigned n, unsigned acc) {
  if (n == 0) return acc;
  return self(n - 1, acc * 3 + n) + 1;
}
__device__ __noinline__ unsigned arr(unsigned n) {
  volatile unsigned a[16];
  for (int k = 0; k < 16; k++) a[k] = n + k;
  if (n == 0) return a[3];
  return arr(n - 1) + a[n % 16];
}
__global__ void kEven(unsigned n, unsigned *o) { o[0] = isEven(n); }
__global__ void kSelf(unsigned n, unsigned *o) { o[0] = self(n, 1); }
__global__ void kArr(unsigned n, unsigned *o) { o[0] = arr(n); }

template <int N> __device__ __noinline__ int frame(int i) {
  volatile int buf[N / 4];
  for (int k = 0; k < N / 4; k++) buf[k] = k ^ i;
  return buf[(i * 7) % (N / 4)];
}
template <int N> __global__ void kFrame(int *o) { o[threadIdx.x] = frame<N>(threadIdx.x); }

static size_t limit() {
  size_t v = 0;
  cudaDeviceGetLimit(&v, cudaLimitStackSize);
  return v;
}

int main(int argc, char **argv) {
  unsigned *o;
  if (argc == 2 && !strcmp(argv[1], "frames")) {
    int *io;
    cudaMalloc(&io, 32 * sizeof(int));
    printf("limit %zu\n", limit());
    kFrame<1100><<<1, 32>>>(io);
    printf("1100-byte callee frame: %s, limit %zu\n", cudaGetErrorName(cudaDeviceSynchronize()), limit());
    kFrame<2000><<<1, 32>>>(io);
    printf("2000-byte callee frame: %s, limit %zu\n", cudaGetErrorName(cudaDeviceSynchronize()), limit());
    kFrame<4100><<<1, 32>>>(io);
    printf("4100-byte callee frame: %s, limit %zu\n", cudaGetErrorName(cudaDeviceSynchronize()), limit());
    kFrame<1100><<<1, 32>>>(io);
    printf("1100 again: %s, limit %zu\n", cudaGetErrorName(cudaDeviceSynchronize()), limit());
    cudaDeviceSetLimit(cudaLimitStackSize, 1024);
    printf("set 1024: limit %zu\n", limit());
    kFrame<2000><<<1, 32>>>(io);
    printf("2000 after: %s, limit %zu\n", cudaGetErrorName(cudaDeviceSynchronize()), limit());
    return 0;
  }
  if (argc != 3) return 2;
  unsigned n = (unsigned)atoi(argv[1]);
  cudaMalloc(&o, 4);
  size_t before = limit();
  if (!strcmp(argv[2], "even")) kEven<<<1, 1>>>(n, o);
  else if (!strcmp(argv[2], "self")) kSelf<<<1, 1>>>(n, o);
  else kArr<<<1, 1>>>(n, o);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s depth %u: %s, limit %zu then %zu\n", argv[2], n, cudaGetErrorName(e), before, limit());
  return e == cudaSuccess ? 0 : 1;
}
