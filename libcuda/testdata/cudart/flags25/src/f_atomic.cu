// f_atomic: global and shared-memory atomics whose results do not depend
// on the order lanes take them (a histogram, max/min, a CAS-loop add of
// integral floats, wrapping atomicInc, 64-bit adds, a ticket counter).
#include "check.h"

constexpr int N = 1 << 14, BINS = 64;

__global__ void hist(const unsigned *in, unsigned *global_bins, int *mx, int *mn, float *fsum,
                     unsigned *wrap, unsigned long long *big) {
  __shared__ unsigned bins[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) bins[b] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
  atomicAdd(&bins[v % BINS], 1u);
  atomicMax(mx, (int)(v % 100003) - 50000);
  atomicMin(mn, (int)(v % 99991) - 50000);
  // float add by CAS: integral values, so any order sums exactly
  float add = (float)(v % 16);
  int *fp = (int *)fsum;
  int old = *fp, assumed;
  do {
    assumed = old;
    old = atomicCAS(fp, assumed, __float_as_int(__int_as_float(assumed) + add));
  } while (assumed != old);
  atomicInc(wrap, 1000u);
  atomicAdd(big, (unsigned long long)v << 20);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&global_bins[b], bins[b]);
}

int main() {
  static unsigned h[N];
  for (int i = 0; i < N; i++) h[i] = (unsigned)i * 2654435761u;
  unsigned *in, *bins, *wrap;
  int *mx, *mn;
  float *fs;
  unsigned long long *big;
  REQUIRE(cudaMalloc(&in, sizeof h));
  REQUIRE(cudaMalloc(&bins, BINS * 4));
  REQUIRE(cudaMalloc(&mx, 4));
  REQUIRE(cudaMalloc(&mn, 4));
  REQUIRE(cudaMalloc(&fs, 4));
  REQUIRE(cudaMalloc(&wrap, 4));
  REQUIRE(cudaMalloc(&big, 8));
  OK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  OK(cudaMemset(bins, 0, BINS * 4));
  int lo = -1000000, hi = 1000000;
  OK(cudaMemcpy(mx, &lo, 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(mn, &hi, 4, cudaMemcpyHostToDevice));
  OK(cudaMemset(fs, 0, 4));
  OK(cudaMemset(wrap, 0, 4));
  OK(cudaMemset(big, 0, 8));
  hist<<<N / 256, 256>>>(in, bins, mx, mn, fs, wrap, big);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  unsigned hb[BINS], w;
  int a, b;
  float f;
  unsigned long long g;
  OK(cudaMemcpy(hb, bins, sizeof hb, cudaMemcpyDeviceToHost));
  cudaMemcpy(&a, mx, 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(&b, mn, 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(&f, fs, 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(&w, wrap, 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(&g, big, 8, cudaMemcpyDeviceToHost);
  for (int i = 0; i < BINS; i += 8)
    printf("bins %2d: %u %u %u %u %u %u %u %u\n", i, hb[i], hb[i + 1], hb[i + 2], hb[i + 3], hb[i + 4], hb[i + 5], hb[i + 6], hb[i + 7]);
  printf("max %d min %d fsum %.1f wrap %u big %llu\n", a, b, f, w, g);
  return finish();
}
