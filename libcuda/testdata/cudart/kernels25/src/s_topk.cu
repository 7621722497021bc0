// s_topk: top-k selection as samplers and MoE routers do it: per row of
// 2048 logits, each lane keeps its best 8 in registers (insertion), then
// the warp merges candidates by repeated warp-wide argmax (shuffles on
// value and index, ties to the lower index), k = 8; and a radix-select
// threshold by 8-bit digit histograms in shared memory (the k-th largest
// of the float bits, order-preserving key). Values and indices printed.
#include "k25.h"

constexpr int ROWS = 64, COLS = 2048, K = 8;

__device__ __forceinline__ unsigned orderKey(float f) {
  unsigned u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : u | 0x80000000u;
}

__global__ void topk(const float *x, float *vals, int *idx) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  const float *r = x + (size_t)row * COLS;
  float bv[K];
  int bi[K];
  for (int j = 0; j < K; j++) bv[j] = -INFINITY, bi[j] = 0x7fffffff;
  for (int c = lane; c < COLS; c += 32) {
    float v = r[c];
    if (v > bv[K - 1]) {
      int j = K - 1;
      for (; j > 0 && v > bv[j - 1]; j--) bv[j] = bv[j - 1], bi[j] = bi[j - 1];
      bv[j] = v, bi[j] = c;
    }
  }
  int head = 0;
  for (int k = 0; k < K; k++) {
    float v = bv[head];
    int i = bi[head];
    for (int o = 16; o; o >>= 1) {
      float ov = __shfl_xor_sync(0xffffffffu, v, o);
      int oi = __shfl_xor_sync(0xffffffffu, i, o);
      if (ov > v || (ov == v && oi < i)) v = ov, i = oi;
    }
    if (lane == 0) vals[row * K + k] = v, idx[row * K + k] = i;
    if (bi[head] == i) head++;
  }
}

__global__ void radixSelect(const float *x, int k, unsigned *kth) {
  __shared__ unsigned hist[256], prefix, remaining;
  const float *r = x + (size_t)blockIdx.x * COLS;
  if (threadIdx.x == 0) prefix = 0, remaining = k;
  for (int shift = 24; shift >= 0; shift -= 8) {
    hist[threadIdx.x] = 0;
    __syncthreads();
    unsigned mask = shift == 24 ? 0 : ~0u << (shift + 8);
    for (int c = threadIdx.x; c < COLS; c += blockDim.x) {
      unsigned key = orderKey(r[c]);
      if ((key & mask) == prefix) atomicAdd(&hist[(key >> shift) & 255], 1u);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      unsigned left = remaining;
      int d = 255;
      for (; d > 0 && hist[d] < left; d--) left -= hist[d];
      prefix |= (unsigned)d << shift, remaining = left;
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) kth[blockIdx.x] = prefix;
}

int main() {
  std::vector<float> x((size_t)ROWS * COLS), vals(ROWS * K);
  std::vector<int> idx(ROWS * K);
  std::vector<unsigned> kth(ROWS);
  unsigned s = 16;
  for (size_t i = 0; i < x.size(); i++) x[i] = (i % 5 == 0) ? (float)(lcg(s) % 50) : randf(s, -30, 45);
  float *dx, *dv;
  int *di;
  unsigned *dk;
  REQUIRE(cudaMalloc(&dx, x.size() * 4));
  REQUIRE(cudaMalloc(&dv, vals.size() * 4));
  REQUIRE(cudaMalloc(&di, idx.size() * 4));
  REQUIRE(cudaMalloc(&dk, ROWS * 4));
  cudaMemcpy(dx, x.data(), x.size() * 4, cudaMemcpyHostToDevice);
  timed([&] { topk<<<ROWS * 32 / 128, 128>>>(dx, dv, di); });
  timed([&] { radixSelect<<<ROWS, 256>>>(dx, 100, dk); });
  OK(cudaMemcpy(vals.data(), dv, vals.size() * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(idx.data(), di, idx.size() * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(kth.data(), dk, ROWS * 4, cudaMemcpyDeviceToHost));
  printf("row 0:");
  for (int k = 0; k < K; k++) printf(" %d:%08x", idx[k], bitsOf(vals[k]));
  printf("\n");
  printHash("top-8 values", vals);
  printHash("top-8 indices", idx);
  printHash("100th largest keys", kth);
  return done();
}
