// cuda::barrier (mbarrier objects in shared memory) and a cp.async pipeline completing on one.
// nvcc -ptx -arch=sm_80 -O3 -std=c++17 mbar.cu
#include <cuda/barrier>
#include <cuda_pipeline.h>

extern "C" __global__ void mbar(const int *in, int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ int s[128];
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  s[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x] * 3;
  bar.arrive_and_wait();
  int v = s[127 - threadIdx.x];
  bar.arrive_and_wait();
  s[threadIdx.x] = v + 1;
  auto tok = bar.arrive();
  bar.wait(std::move(tok));
  int w = s[(threadIdx.x + 1) % 128];
  // Threads leave the barrier one by one: the expected count drops each time.
  if (threadIdx.x >= 64) { bar.arrive_and_drop(); out[blockIdx.x * 128 + threadIdx.x] = v + w; return; }
  bar.arrive_and_wait();
  out[blockIdx.x * 128 + threadIdx.x] = v * 2 + w;
}
