// s_its: independent thread scheduling (Volta and later): a spin lock taken
// by every lane of a warp in turn (atomicCAS), a lane waiting on a volatile
// flag another lane of its warp sets later, __syncwarp with partial masks in
// divergent branches with shuffles among the subset, and a warp waiting for
// another warp of its block through shared memory without __syncthreads.
#include <vector>
#include "check.h"

__device__ int lock;
__device__ volatile int flag;

__global__ void k(int *out) {
  int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  __shared__ volatile int ready;
  __shared__ int box[64];
  if (threadIdx.x == 0) ready = 0;
  __syncthreads();
  // 1. a lock every lane of every warp takes in turn
  for (int i = 0; i < 3; i++) {
    while (atomicCAS(&lock, 0, 1) != 0) {
    }
    __threadfence();
    out[0] += 1;  // protected
    __threadfence();
    atomicExch(&lock, 0);
  }
  // 2. lane 0 of warp 0 waits for lane 31's flag
  if (w == 0) {
    if (lane == 0) {
      while (flag == 0) {
      }
      out[1] = flag;
    } else if (lane == 31) {
      int s = 0;
      for (int i = 0; i < 1000; i++) s += i * i % 7;
      flag = s;
    }
  }
  // 3. divergent halves, each with its own __syncwarp and shuffles
  int v = threadIdx.x * 3 + 1, r;
  if (lane < 16) {
    r = __shfl_sync(0x0000ffffu, v, 15 - lane);
    __syncwarp(0x0000ffffu);
    r += __shfl_xor_sync(0x0000ffffu, r, 1);
  } else {
    r = __shfl_down_sync(0xffff0000u, v * 2, 1, 16);
    __syncwarp(0xffff0000u);
    r -= __reduce_add_sync(0xffff0000u, (unsigned)v);
  }
  out[64 + threadIdx.x] = r;
  // 4. warp 1 produces, warp 0 waits on the shared flag
  if (w == 1) {
    box[lane] = lane * lane + 5;
    __threadfence_block();
    if (lane == 0) ready = 1;
  } else if (w == 0) {
    while (ready == 0) {
    }
    __threadfence_block();
    out[128 + lane] = box[31 - lane];
  }
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256 * 4));
  OK(cudaMemset(d, 0, 256 * 4));
  k<<<1, 64>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<int> o(256);
  OK(cudaMemcpy(o.data(), d, 256 * 4, cudaMemcpyDeviceToHost));
  int s = 0;
  for (int i = 0; i < 1000; i++) s += i * i % 7;
  printf("lock count %d (want %d), flag %d (want %d)\n", o[0], 64 * 3, o[1], s);
  check(o[0] == 192 && o[1] == s, "lock and flag");
  int bad = 0;
  for (int t = 0; t < 64; t++) {
    int lane = t % 32, wb = t - lane, want;
    if (lane < 16) {
      int a = (wb + 15 - lane) * 3 + 1, b = (wb + 15 - (lane ^ 1)) * 3 + 1;
      want = a + b;
    } else {
      int src = (lane % 16) + 1 < 16 ? t + 1 : t;
      int sum = 0;
      for (int i = 16; i < 32; i++) sum += (wb + i) * 3 + 1;
      want = (src * 3 + 1) * 2 - sum;
    }
    bad += o[64 + t] != want;
    if (lane < 32 && t < 32) bad += o[128 + t] != (31 - t) * (31 - t) + 5;
  }
  printf("divergent and producer results wrong: %d\n", bad);
  check(bad == 0, "divergent results");
  return finish();
}
