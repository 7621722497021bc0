// s_histogram: 256-bin byte histograms of 2^19 skewed bytes: per-block
// shared-memory atomics then one global atomicAdd per bin; warp-aggregated
// (__match_any_sync, the leader adds the popcount); per-channel RGBA
// histograms from uchar4 loads. Checked against the host's counts.
#include "k25.h"

constexpr int N = 1 << 19, BINS = 256;

__global__ void histShared(const unsigned char *in, int n, unsigned *hist) {
  __shared__ unsigned h[BINS];
  for (int i = threadIdx.x; i < BINS; i += blockDim.x) h[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) atomicAdd(&h[in[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    if (h[i]) atomicAdd(&hist[i], h[i]);
}

__global__ void histWarpAggregated(const unsigned char *in, int n, unsigned *hist) {
  __shared__ unsigned h[BINS];
  for (int i = threadIdx.x; i < BINS; i += blockDim.x) h[i] = 0;
  __syncthreads();
  int lane = threadIdx.x % 32;
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    int i = base + threadIdx.x; // n is a multiple of the block size: whole warps
    unsigned b = in[i];
    unsigned peers = __match_any_sync(0xffffffffu, b);
    if (lane == __ffs(peers) - 1) atomicAdd(&h[b], (unsigned)__popc(peers));
  }
  __syncthreads();
  for (int i = threadIdx.x; i < BINS; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}

__global__ void histRGBA(const uchar4 *in, int n, unsigned *hist) {
  __shared__ unsigned h[4 * BINS];
  for (int i = threadIdx.x; i < 4 * BINS; i += blockDim.x) h[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    uchar4 p = in[i];
    atomicAdd(&h[p.x], 1u);
    atomicAdd(&h[BINS + p.y], 1u);
    atomicAdd(&h[2 * BINS + p.z], 1u);
    atomicAdd(&h[3 * BINS + p.w], 1u);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 4 * BINS; i += blockDim.x) atomicAdd(&hist[i], h[i]);
}

int main() {
  std::vector<unsigned char> in(N);
  unsigned s = 9;
  for (int i = 0; i < N; i++) {
    unsigned r = lcg(s);
    in[i] = (r & 3) ? (unsigned char)((r >> 4) % 17 * 3) : (unsigned char)(r >> 8);
  }
  std::vector<unsigned> want(4 * BINS, 0), want1(BINS, 0), got(4 * BINS);
  for (int i = 0; i < N; i++) want1[in[i]]++, want[(i % 4) * BINS + in[i]]++;
  unsigned char *din;
  unsigned *dh;
  REQUIRE(cudaMalloc(&din, N));
  REQUIRE(cudaMalloc(&dh, 4 * BINS * 4));
  cudaMemcpy(din, in.data(), N, cudaMemcpyHostToDevice);
  auto report = [&](const char *what, int bins, const std::vector<unsigned> &w) {
    OK(cudaMemcpy(got.data(), dh, bins * 4, cudaMemcpyDeviceToHost));
    std::vector<unsigned> g(got.begin(), got.begin() + bins);
    printHash(what, g);
    check(g == w, what);
  };
  timed([&] { cudaMemset(dh, 0, BINS * 4); histShared<<<64, 256>>>(din, N, dh); });
  report("shared then global", BINS, want1);
  timed([&] { cudaMemset(dh, 0, BINS * 4); histWarpAggregated<<<64, 256>>>(din, N, dh); });
  report("warp-aggregated", BINS, want1);
  timed([&] { cudaMemset(dh, 0, 4 * BINS * 4); histRGBA<<<48, 128>>>((const uchar4 *)din, N / 4, dh); });
  report("rgba", 4 * BINS, want);
  return done();
}
