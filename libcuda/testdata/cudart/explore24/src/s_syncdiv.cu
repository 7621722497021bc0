// s_syncdiv: block barriers reached from different places: warps taking
// different branches that each call __syncthreads() (one barrier on the
// H200: a warp's arrival counts wherever it is), __syncthreads_count/and/or
// in such branches, warps that returned before the barrier (exited warps
// count as arrived), and a named barrier (bar.sync 1, 64) shared by two of
// four warps while the others use barrier 2.
#include <vector>
#include "check.h"

__global__ void branches(int *out) {
  __shared__ int box[128];
  int w = threadIdx.x / 32;
  box[threadIdx.x] = threadIdx.x * 3;
  int a, c;
  if (w % 2 == 0) {
    box[threadIdx.x] += 1;
    __syncthreads();
    a = box[(threadIdx.x + 32) % 128];
    c = __syncthreads_count(threadIdx.x % 3 == 0);
    c += __syncthreads_and(threadIdx.x < 200) * 1000;
  } else {
    __syncthreads();
    a = -box[(threadIdx.x + 32) % 128];
    c = __syncthreads_count(threadIdx.x == 100);
    c += __syncthreads_and(threadIdx.x != 101) * 1000;
  }
  c += __syncthreads_or(threadIdx.x == 77) * 100000;
  out[threadIdx.x] = a;
  out[128 + threadIdx.x] = c;
}

__global__ void early(int *out) {
  __shared__ int box[128];
  int w = threadIdx.x / 32;
  box[threadIdx.x] = threadIdx.x;
  if (w == 1) return;  // a whole warp leaves
  __syncthreads();
  out[threadIdx.x] = box[(threadIdx.x + 64) % 128] + __syncthreads_count(1) * 1000;
}

__global__ void named(int *out) {
  __shared__ int box[128];
  int w = threadIdx.x / 32;
  box[threadIdx.x] = threadIdx.x * 5;
  if (w < 2) {
    asm volatile("bar.sync 1, 64;");
    out[threadIdx.x] = box[63 - threadIdx.x];
  } else {
    asm volatile("bar.sync 2, 64;");
    out[threadIdx.x] = box[64 + 127 - threadIdx.x];
  }
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256 * 4));
  std::vector<int> o(256);
  OK(cudaMemset(d, 0xff, 256 * 4));
  branches<<<1, 128>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(o.data(), d, 256 * 4, cudaMemcpyDeviceToHost));
  printf("branches: a[0] %d a[32] %d a[100] %d c[0] %d c[32] %d c[127] %d hash %016llx\n", o[0], o[32], o[100], o[128],
         o[160], o[255], fnv(o.data(), 256 * 4));
  OK(cudaMemset(d, 0xff, 256 * 4));
  early<<<1, 128>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(o.data(), d, 256 * 4, cudaMemcpyDeviceToHost));
  printf("early: %d %d %d %d hash %016llx\n", o[0], o[40], o[64], o[127], fnv(o.data(), 128 * 4));
  OK(cudaMemset(d, 0xff, 256 * 4));
  named<<<1, 128>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(o.data(), d, 256 * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int t = 0; t < 128; t++) bad += o[t] != (t < 64 ? (63 - t) * 5 : (191 - t) * 5);
  printf("named: wrong %d\n", bad);
  check(bad == 0, "named barriers");
  return finish();
}
