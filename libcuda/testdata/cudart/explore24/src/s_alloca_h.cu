// s_alloca_h: s_alloca with <alloca.h> included (glibc's alloca macro); s_alloca:
// alloca() in device code (PTX alloca/stacksave/stackrestore):
// per-thread sizes, a buffer passed to a callee, allocations in a loop,
// the alignment of what alloca returns (its address modulo 16, not the
// address); checked on the host. Last, an alloca of 8 KiB and one of
// 64 MiB (past the stack): what the launch and the calls after it answer.
#include <alloca.h>
#include <vector>
#include "check.h"

__device__ __noinline__ int fill(int *a, int n, int seed) {
  for (int i = 0; i < n; i++) a[i] = seed * 31 + i * i;
  int s = 0;
  for (int i = n - 1; i >= 0; i -= 2) s += a[i] ^ a[(i * 7) % n];
  return s;
}

__global__ void k_alloca(int *out, int *align) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int n = 1 + (t * 13) % 57;
  int *a = (int *)alloca(n * sizeof(int));
  out[t * 3] = fill(a, n, t);
  int acc = 0;
  for (int r = 1; r <= 6; r++) {
    char *p = (char *)alloca(r + t % 5);
    for (int i = 0; i < r + t % 5; i++) p[i] = (char)(t + i * r);
    for (int i = 0; i < r + t % 5; i++) acc += p[i];
  }
  out[t * 3 + 1] = acc;
  double *d = (double *)alloca(8 * (1 + t % 3));
  d[0] = t * 0.5;
  out[t * 3 + 2] = (int)(d[0] * 4) + a[n - 1];
  align[t] = (int)((unsigned long long)a % 16) | (int)((unsigned long long)d % 16) << 8;
}

// bigalloca: an alloca far larger than the stack, last (its fault is sticky).
__global__ void bigalloca(int *p, int n) {
  volatile char *a = (volatile char *)alloca(n);
  for (int i = 0; i < n; i += 4096) a[i] = (char)i;
  p[threadIdx.x] = a[n - 4096];
}

int main() {
  const int N = 128;
  int *d, *al;
  REQUIRE(cudaMalloc(&d, N * 3 * 4));
  REQUIRE(cudaMalloc(&al, N * 4));
  k_alloca<<<2, 64>>>(d, al);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<int> o(N * 3), a(N);
  OK(cudaMemcpy(o.data(), d, N * 3 * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(a.data(), al, N * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int t = 0; t < N; t++) {
    int n = 1 + (t * 13) % 57;
    std::vector<int> h(n);
    for (int i = 0; i < n; i++) h[i] = t * 31 + i * i;
    int s = 0;
    for (int i = n - 1; i >= 0; i -= 2) s += h[i] ^ h[(i * 7) % n];
    int acc = 0;
    for (int r = 1; r <= 6; r++)
      for (int i = 0; i < r + t % 5; i++) acc += (char)(t + i * r);
    bad += o[t * 3] != s || o[t * 3 + 1] != acc || o[t * 3 + 2] != (int)(t * 0.5 * 4) + h[n - 1];
  }
  printf("alloca results wrong: %d of %d\n", bad, N);
  printf("alloca alignment (int buffer, double buffer) of threads 0..7:");
  for (int t = 0; t < 8; t++) printf(" %d/%d", a[t] & 255, a[t] >> 8);
  printf("\n");
  check(bad == 0, "alloca results");
  bigalloca<<<1, 32>>>(d, 8192);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  bigalloca<<<1, 32>>>(d, 64 << 20);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy(a.data(), d, 4, cudaMemcpyDeviceToHost));
  return finish();
}
