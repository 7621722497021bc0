// build: -rdc=true -lcudadevrt
// s_dynpar: dynamic parallelism built with -rdc: a parent grid launching
// child grids per block (fire-and-forget and tail launches into the
// device's named streams), a recursive launch three deep, device-side
// cudaGetLastError and cudaPeekAtLastError, a child configuration error seen
// by the parent; results checked on the host.
#include "check.h"

#if CUDART_VERSION < 12000 // the named streams are CUDA 12's (for compiling here)
#define cudaStreamFireAndForget 0
#define cudaStreamTailLaunch 0
#endif

__global__ void child(int *p, int base, int n) {
  int i = threadIdx.x;
  if (i < n) atomicAdd(&p[base + i], base + i);
}
__global__ void tailChild(int *p) { atomicAdd(&p[0], 1000); }

__global__ void parent(int *p, int *err) {
  if (threadIdx.x == 0) {
    child<<<1, 64, 0, cudaStreamFireAndForget>>>(p, blockIdx.x * 64, 64);
    err[blockIdx.x * 3] = cudaGetLastError();
    child<<<1, 2048>>>(p, 0, 1);
    err[blockIdx.x * 3 + 1] = cudaPeekAtLastError();
    err[blockIdx.x * 3 + 2] = cudaGetLastError();
    if (blockIdx.x == 0) tailChild<<<1, 1, 0, cudaStreamTailLaunch>>>(p + 4096);
  }
}

__global__ void recurse(int *p, int depth) {
  atomicAdd(&p[depth], 1);
  if (depth < 3 && threadIdx.x == 0) recurse<<<2, 4>>>(p, depth + 1);
}

int main() {
  const int B = 16;
  int *p, *err;
  cudaMalloc(&p, (4096 + 8) * 4), cudaMalloc(&err, B * 3 * 4);
  cudaMemset(p, 0, (4096 + 8) * 4);
  parent<<<B, 32>>>(p, err);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  int h[4096 + 8], e[B * 3];
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(e, err, sizeof e, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < B * 64; i++) ok &= h[i] == i;
  check(ok, "children wrote their slices");
  printf("tail launch %d\n", h[4096]);
  check(h[4096] == 1000, "tail launch ran");
  printf("device errors block 0: %s %s %s\n", cudaGetErrorName((cudaError_t)e[0]), cudaGetErrorName((cudaError_t)e[1]),
         cudaGetErrorName((cudaError_t)e[2]));
  int same = 1;
  for (int b = 1; b < B; b++) same &= e[b * 3] == e[0] && e[b * 3 + 1] == e[1] && e[b * 3 + 2] == e[2];
  check(same, "every block saw the same errors");
  cudaMemset(p, 0, 64);
  recurse<<<1, 4>>>(p, 0);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, p, 16, cudaMemcpyDeviceToHost);
  printf("recursion: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  check(h[0] == 4 && h[1] == 8 && h[2] == 16 && h[3] == 32, "recursive launches");
  return finish();
}
