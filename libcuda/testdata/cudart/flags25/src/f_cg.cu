// f_cg: cooperative groups: tiled partitions with cg::reduce and
// cg::inclusive_scan, coalesced groups after divergence, and a grid-wide
// sync in a cooperative launch.
#include "check.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void tiles(const int *in, int *sums, int *scans, int *coal) {
  cg::thread_block b = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(b);
  int i = b.group_index().x * b.size() + b.thread_rank();
  int v = in[i];
  int s = cg::reduce(t16, v, cg::plus<int>());
  if (t16.thread_rank() == 0) sums[i / 16] = s;
  scans[i] = cg::inclusive_scan(t16, v);
  if (v % 3 == 0) {
    cg::coalesced_group c = cg::coalesced_threads();
    coal[i] = c.size() * 100 + c.thread_rank();
  } else {
    coal[i] = -1;
  }
}

__global__ void gridsum(int *data, int n, int *total) {
  cg::grid_group g = cg::this_grid();
  for (int i = g.thread_rank(); i < n; i += g.size()) atomicAdd(total, data[i]);
  g.sync();
  for (int i = g.thread_rank(); i < n; i += g.size()) data[i] = *total - data[i];
}

int main() {
  const int n = 1024;
  int h[n], *in, *sums, *scans, *coal, *total;
  for (int i = 0; i < n; i++) h[i] = (i * 7919) % 97;
  REQUIRE(cudaMalloc(&in, sizeof h));
  REQUIRE(cudaMalloc(&sums, sizeof h));
  REQUIRE(cudaMalloc(&scans, sizeof h));
  REQUIRE(cudaMalloc(&coal, sizeof h));
  REQUIRE(cudaMalloc(&total, 4));
  OK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  tiles<<<n / 128, 128>>>(in, sums, scans, coal);
  OK(cudaGetLastError());
  int hs[n / 16], hc[n], hx[n];
  OK(cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hx, scans, sizeof hx, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hc, coal, sizeof hc, cudaMemcpyDeviceToHost));
  printf("reduce hash %016llx s[0] %d s[63] %d\n", fnv(hs, sizeof hs), hs[0], hs[63]);
  printf("scan hash %016llx x[15] %d x[1023] %d\n", fnv(hx, sizeof hx), hx[15], hx[1023]);
  printf("coalesced hash %016llx c[0] %d c[30] %d\n", fnv(hc, sizeof hc), hc[0], hc[30]);
  OK(cudaMemset(total, 0, 4));
  int nn = n;
  void *args[] = {&in, &nn, &total};
  OK(cudaLaunchCooperativeKernel((void *)gridsum, dim3(4), dim3(64), args, 0, 0));
  OK(cudaMemcpy(hx, in, sizeof hx, cudaMemcpyDeviceToHost));
  int t;
  OK(cudaMemcpy(&t, total, 4, cudaMemcpyDeviceToHost));
  printf("grid total %d hash %016llx\n", t, fnv(hx, sizeof hx));
  return finish();
}
