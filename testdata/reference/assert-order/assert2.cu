// assert2: the order in which an H200 prints the failing threads' asserts when lanes of several
// warps of several blocks fail (one launch per process; run.sh repeats each mode 20 times).
//   grid    4 blocks of 128 (4 warps): lanes 5 and 17 of every warp fail
//   sparse  8 blocks of 256 (8 warps): in warps 1, 3 and 6 the lane (block + warp) % 32 fails
//   many    300 blocks of 64: thread 10 of every block fails (more blocks than SMs)
//   mixed   2 blocks of 96: warp 0 lane 1, warp 2 lanes 30 and 31 fail
//   late    3 blocks of 64: every block's thread 3 fails, block 1 only after a loop
#include <cassert>
#include <cstdio>
#include <cstring>
extern "C" __global__ void a_grid(int *out) {
  int lane = threadIdx.x % 32;
  assert(lane != 5 && lane != 17);
  out[blockIdx.x * blockDim.x + threadIdx.x] = lane;
}
extern "C" __global__ void a_sparse(int *out) {
  int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  bool bad = (w == 1 || w == 3 || w == 6) && lane == (int)(blockIdx.x + w) % 32;
  assert(!bad);
  out[blockIdx.x * blockDim.x + threadIdx.x] = lane;
}
extern "C" __global__ void a_many(int *out) {
  assert(threadIdx.x != 10);
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
extern "C" __global__ void a_mixed(int *out) {
  int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  assert(!(w == 0 && lane == 1) && !(w == 2 && lane >= 30));
  out[blockIdx.x * blockDim.x + threadIdx.x] = lane;
}
extern "C" __global__ void a_late(int *out, int n) {
  if (blockIdx.x == 1) {
    int s = 0;
    for (int i = 0; i < n; i++) s += out[i % 64];
    out[100] = s;
  }
  assert(threadIdx.x != 3);
  out[blockIdx.x * blockDim.x + threadIdx.x] = 2;
}
int main(int argc, char **argv) {
  setvbuf(stdout, nullptr, _IOLBF, 0);
  const char *mode = argc > 1 ? argv[1] : "grid";
  int *out;
  cudaMalloc(&out, 1 << 20);
  cudaMemset(out, 0, 1 << 20);
  printf("mode %s\n", mode);
  if (!strcmp(mode, "grid")) a_grid<<<4, 128>>>(out);
  else if (!strcmp(mode, "sparse")) a_sparse<<<8, 256>>>(out);
  else if (!strcmp(mode, "many")) a_many<<<300, 64>>>(out);
  else if (!strcmp(mode, "mixed")) a_mixed<<<2, 96>>>(out);
  else a_late<<<3, 64>>>(out, 100000);
  cudaError_t e = cudaDeviceSynchronize();
  fflush(stderr);
  printf("sync %s(%d)\n", cudaGetErrorName(e), (int)e);
  return e == cudaErrorAssert ? 0 : 1;
}
