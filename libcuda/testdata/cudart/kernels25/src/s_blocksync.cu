// s_blocksync: libcu++ synchronisation between blocks that all run: a
// device-scope cuda::atomic<int> that block b waits on (wait/notify_all)
// until block b-1 has published its partial sum (a chain through 16
// blocks), and a cuda::counting_semaphore<thread_scope_device, 3> that
// lets at most 3 blocks at a time into a section that counts its
// occupancy. The chain's sums and whether the limit held are printed.
#include <cuda/atomic>
#include <cuda/semaphore>
#include "k25.h"

constexpr int BLOCKS = 16, THREADS = 64;

__global__ void chain(const float *x, cuda::atomic<int, cuda::thread_scope_device> *turn, float *prefix,
                      cuda::counting_semaphore<cuda::thread_scope_device, 3> *sem, int *inside, int *most) {
  __shared__ float red[THREADS];
  red[threadIdx.x] = x[blockIdx.x * THREADS + threadIdx.x];
  __syncthreads();
  for (int o = THREADS / 2; o; o >>= 1) {
    if (threadIdx.x < o) red[threadIdx.x] += red[threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    int b = blockIdx.x;
    int seen;
    while ((seen = turn->load(cuda::memory_order_acquire)) != b) turn->wait(seen, cuda::memory_order_acquire);
    prefix[b] = (b ? prefix[b - 1] : 0.0f) + red[0];
    turn->store(b + 1, cuda::memory_order_release);
    turn->notify_all();

    sem->acquire();
    int now = atomicAdd(inside, 1) + 1;
    atomicMax(most, now);
    __nanosleep(2000);
    atomicSub(inside, 1);
    sem->release();
  }
}

int main() {
  std::vector<float> x(BLOCKS * THREADS), prefix(BLOCKS);
  unsigned s = 5;
  for (auto &v : x) v = randf(s, -1, 1);
  float *dx, *dp;
  cuda::atomic<int, cuda::thread_scope_device> *dturn;
  cuda::counting_semaphore<cuda::thread_scope_device, 3> *dsem;
  int *dinside, *dmost, most;
  REQUIRE(cudaMalloc(&dx, x.size() * 4));
  REQUIRE(cudaMalloc(&dp, BLOCKS * 4));
  REQUIRE(cudaMalloc(&dturn, sizeof *dturn));
  REQUIRE(cudaMalloc(&dsem, sizeof *dsem));
  REQUIRE(cudaMalloc(&dinside, 4));
  REQUIRE(cudaMalloc(&dmost, 4));
  cudaMemcpy(dx, x.data(), x.size() * 4, cudaMemcpyHostToDevice);
  timed([&] {
    int zero = 0;
    cuda::counting_semaphore<cuda::thread_scope_device, 3> sem(3);
    cudaMemcpy(dturn, &zero, 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dsem, &sem, sizeof sem, cudaMemcpyHostToDevice);
    cudaMemset(dinside, 0, 4);
    cudaMemset(dmost, 0, 4);
    chain<<<BLOCKS, THREADS>>>(dx, dturn, dp, dsem, dinside, dmost);
  });
  OK(cudaMemcpy(prefix.data(), dp, BLOCKS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&most, dmost, 4, cudaMemcpyDeviceToHost));
  printHash("chained prefix sums", prefix);
  printFloats("  last", &prefix[BLOCKS - 1], 1);
  printf("at most 3 blocks inside: %s\n", most >= 1 && most <= 3 ? "yes" : "no");
  check(most >= 1 && most <= 3, "semaphore");
  return done();
}
