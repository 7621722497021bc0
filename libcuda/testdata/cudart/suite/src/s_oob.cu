// s_oob: a kernel that writes far beyond its allocation: the launch succeeds,
// cudaDeviceSynchronize returns cudaErrorIllegalAddress, and the error is
// sticky: cudaGetLastError, cudaPeekAtLastError, later allocations, copies,
// launches and event queries all answer it; cudaGetLastError does not clear it.
#include "check.h"

__global__ void wild(int *p, long long off) { p[off + threadIdx.x] = 7; }
__global__ void fine(int *p) { p[threadIdx.x] = 1; }

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256));
  fine<<<1, 64>>>(d);
  OK(cudaDeviceSynchronize());
  wild<<<1, 32>>>(d, 1LL << 36);
  OK(cudaGetLastError());
  EXPECT(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  SHOW(cudaPeekAtLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  int *e = nullptr;
  SHOW(cudaMalloc(&e, 16));
  int h = 0;
  SHOW(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
  fine<<<1, 1>>>(d);
  SHOW(cudaGetLastError());
  cudaEvent_t ev;
  SHOW(cudaEventCreate(&ev));
  SHOW(cudaStreamQuery(0));
  SHOW(cudaFree(d));
  int v = 0;
  SHOW(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0));
  printf("warp size still readable: %d\n", v);
  SHOW(cudaDeviceReset());
  SHOW(cudaMalloc(&e, 16));
  SHOW(cudaGetLastError());
  return finish();
}
