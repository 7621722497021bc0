// e_devfaults: device-side errors not in ../suite's e_faults, each in its
// own process: __brkpt(), a call through a null function pointer and
// through a pointer to a host function, unbounded recursion past the stack
// limit, a deep recursion that fits after cudaDeviceSetLimit, and grid.sync() in a
// launch that is not cooperative; what the launch, the synchronization and
// the calls after them answer.
#include <cooperative_groups.h>
#include "../../suite/src/e_check.h"

namespace cg = cooperative_groups;

__global__ void brk(int *p) {
  if (threadIdx.x == 3) __brkpt();
  p[threadIdx.x] = 1;
}

typedef int (*fn_t)(int);
__device__ int twice(int x) { return 2 * x; }
__device__ fn_t tbl[2] = {twice, nullptr};

__global__ void callp(int *p, int which) {
  fn_t f = tbl[which];
  p[threadIdx.x] = f(threadIdx.x);
}

__global__ void callhost(int *p, fn_t f) { p[threadIdx.x] = f(threadIdx.x); }
int hostfn(int x) { return x; }

__device__ __noinline__ int deep(volatile int *buf, int n) {
  volatile int local[64];
  for (int i = 0; i < 64; i++) local[i] = n + i;
  if (n == 0) return local[3];
  return deep(buf, n - 1) + local[n % 64];
}

__global__ void recurse(int *p, int n) { p[threadIdx.x] = deep(p, n + threadIdx.x % 2); }

__global__ void gridsync(int *p) {
  cg::grid_group g = cg::this_grid();
  p[blockIdx.x] = g.is_valid();
  g.sync();
  p[blockIdx.x + 8] = 1;
}

static int *buf() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 1 << 20));
  return d;
}

static void after() {
  STEP(cudaDeviceSynchronize());
  int *d2 = nullptr;
  STEP(cudaMalloc(&d2, 64));
  STEP(cudaGetLastError());
}

static void c_brkpt() {
  int *d = buf();
  LAUNCH(brk<<<1, 32>>>(d));
  after();
}
static void c_nullcall() {
  int *d = buf();
  LAUNCH(callp<<<1, 32>>>(d, 0));
  STEP(cudaDeviceSynchronize());
  LAUNCH(callp<<<1, 32>>>(d, 1));
  after();
}
static void c_hostcall() {
  int *d = buf();
  LAUNCH(callhost<<<1, 32>>>(d, hostfn));
  after();
}
static void c_recursion_overflow() {
  int *d = buf();
  size_t lim = 0;
  STEP(cudaDeviceGetLimit(&lim, cudaLimitStackSize));
  printf("stack limit %zu\n", lim);
  LAUNCH(recurse<<<1, 32>>>(d, 100000));
  after();
}
static void c_recursion_fits() {
  int *d = buf();
  STEP(cudaDeviceSetLimit(cudaLimitStackSize, 256 * 1024));
  size_t lim = 0;
  STEP(cudaDeviceGetLimit(&lim, cudaLimitStackSize));
  printf("stack limit %zu\n", lim);
  LAUNCH(recurse<<<1, 32>>>(d, 500));
  STEP(cudaDeviceSynchronize());
  int h[2] = {};
  STEP(cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost));
  printf("results %d %d\n", h[0], h[1]);
}
static void c_gridsync_plain() {
  int *d = buf();
  LAUNCH(gridsync<<<4, 32>>>(d));
  after();
  int h[16] = {};
  STEP(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("valid %d %d, after sync %d %d\n", h[0], h[3], h[8], h[11]);
}

int main() {
  CASE(c_brkpt);
  CASE(c_nullcall);
  CASE(c_hostcall);
  CASE(c_recursion_overflow);
  CASE(c_recursion_fits);
  CASE(c_gridsync_plain);
  return 0;
}
