// s_persistent: a persistent kernel (2 blocks of 128 threads per SM) whose
// warps take work items from a global atomicAdd counter until it runs
// out: each item is a 256-element dot product reduced with shuffles, plus
// a thread-granular queue of Collatz lengths. Which warp took an item
// varies; the results and the counters' final values (items plus one
// failed take per warp or thread) do not.
#include "k25.h"

constexpr int ITEMS = 3000, LEN = 256, COLLATZ = 20000;

__device__ unsigned itemCounter, threadCounter;

__global__ void warpQueue(const float *a, const float *b, float *out) {
  int lane = threadIdx.x % 32;
  for (;;) {
    unsigned item = 0;
    if (lane == 0) item = atomicAdd(&itemCounter, 1u);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item >= ITEMS) return;
    const float *x = a + (size_t)item * LEN, *y = b + (size_t)(item % 97) * LEN;
    float s = 0;
    for (int j = lane; j < LEN; j += 32) s = fmaf(x[j], y[j], s);
    s = warpSum(s);
    if (lane == 0) out[item] = s;
  }
}

__global__ void threadQueue(unsigned *steps) {
  for (;;) {
    unsigned item = atomicAdd(&threadCounter, 1u);
    if (item >= COLLATZ) return;
    unsigned long long v = item + 1;
    unsigned n = 0;
    while (v != 1) v = (v & 1) ? 3 * v + 1 : v / 2, n++;
    steps[item] = n;
  }
}

int main() {
  int sms = 0;
  OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  std::vector<float> a((size_t)ITEMS * LEN), b(97 * LEN), out(ITEMS);
  std::vector<unsigned> steps(COLLATZ);
  unsigned s = 4;
  for (auto &x : a) x = randf(s, -1, 1);
  for (auto &x : b) x = randf(s, -1, 1);
  float *da, *db, *dout;
  unsigned *dsteps;
  REQUIRE(cudaMalloc(&da, a.size() * 4));
  REQUIRE(cudaMalloc(&db, b.size() * 4));
  REQUIRE(cudaMalloc(&dout, ITEMS * 4));
  REQUIRE(cudaMalloc(&dsteps, COLLATZ * 4));
  cudaMemcpy(da, a.data(), a.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * 4, cudaMemcpyHostToDevice);
  unsigned counters[2];
  timed([&] {
    unsigned zero = 0;
    cudaMemcpyToSymbol(itemCounter, &zero, 4);
    cudaMemcpyToSymbol(threadCounter, &zero, 4);
    warpQueue<<<2 * sms, 128>>>(da, db, dout);
    threadQueue<<<2 * sms, 128>>>(dsteps);
  });
  OK(cudaMemcpyFromSymbol(&counters[0], itemCounter, 4));
  OK(cudaMemcpyFromSymbol(&counters[1], threadCounter, 4));
  OK(cudaMemcpy(out.data(), dout, ITEMS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(steps.data(), dsteps, COLLATZ * 4, cudaMemcpyDeviceToHost));
  printf("counters: items + warps %u (warps %d), items + threads %u (threads %d)\n", counters[0], 2 * sms * 4, counters[1], 2 * sms * 128);
  check(counters[0] == ITEMS + 2 * sms * 4 && counters[1] == COLLATZ + 2 * sms * 128, "counters");
  printHash("dot products", out);
  printHash("collatz lengths", steps);
  printf("collatz of 27: %u\n", steps[26]);
  return done();
}
