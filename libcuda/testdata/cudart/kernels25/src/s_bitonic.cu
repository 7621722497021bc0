// s_bitonic: bitonic sort of 2^16 floats (duplicates, -0.0 and 0.0,
// denormals) with payloads: 2048-element runs sorted in shared memory by
// 1024-thread blocks, then global compare-exchange steps for strides of
// 2048 and more, shared-memory merges below. Sortedness checked; keys and
// payloads hashed (the order of equal keys is the algorithm's, fixed).
#include "k25.h"

constexpr int N = 1 << 16, CHUNK = 2048;

__device__ __forceinline__ void cmpSwap(float &a, float &b, unsigned &pa, unsigned &pb, bool up) {
  if ((a > b) == up) {
    float t = a;
    a = b, b = t;
    unsigned u = pa;
    pa = pb, pb = u;
  }
}

// sortShared sorts each CHUNK (k < CHUNK stages) or, with k >= CHUNK,
// finishes stage k's merge for the strides below CHUNK.
__global__ void sortShared(float *key, unsigned *val, int kStart) {
  __shared__ float k[CHUNK];
  __shared__ unsigned v[CHUNK];
  int base = blockIdx.x * CHUNK;
  for (int i = threadIdx.x; i < CHUNK; i += blockDim.x) k[i] = key[base + i], v[i] = val[base + i];
  __syncthreads();
  for (int size = kStart ? kStart : 2; size <= (kStart ? kStart : CHUNK); size <<= 1) {
    for (int stride = (kStart ? CHUNK : size) / 2; stride > 0; stride >>= 1) {
      int t = threadIdx.x;
      int i = 2 * t - (t & (stride - 1));
      bool up = ((base + i) & size) == 0;
      cmpSwap(k[i], k[i + stride], v[i], v[i + stride], up);
      __syncthreads();
    }
  }
  for (int i = threadIdx.x; i < CHUNK; i += blockDim.x) key[base + i] = k[i], val[base + i] = v[i];
}

__global__ void mergeGlobal(float *key, unsigned *val, int size, int stride) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 2 * t - (t & (stride - 1));
  bool up = (i & size) == 0;
  float a = key[i], b = key[i + stride];
  unsigned pa = val[i], pb = val[i + stride];
  cmpSwap(a, b, pa, pb, up);
  key[i] = a, key[i + stride] = b, val[i] = pa, val[i + stride] = pb;
}

int main() {
  std::vector<float> k(N), out(N);
  std::vector<unsigned> v(N), vout(N);
  unsigned s = 21;
  for (int i = 0; i < N; i++) {
    unsigned r = lcg(s);
    switch (r % 8) {
      case 0: k[i] = (float)(r % 100); break;
      case 1: k[i] = (r & 256) ? -0.0f : 0.0f; break;
      case 2: { unsigned b = (r >> 3) & 0x807fffff; memcpy(&k[i], &b, 4); break; }
      default: k[i] = randf(s, -1e6f, 1e6f);
    }
    v[i] = i;
  }
  float *dk;
  unsigned *dv;
  REQUIRE(cudaMalloc(&dk, N * 4));
  REQUIRE(cudaMalloc(&dv, N * 4));
  timed([&] {
    cudaMemcpy(dk, k.data(), N * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v.data(), N * 4, cudaMemcpyHostToDevice);
    sortShared<<<N / CHUNK, CHUNK / 2>>>(dk, dv, 0);
    for (int size = 2 * CHUNK; size <= N; size <<= 1) {
      for (int stride = size / 2; stride >= CHUNK; stride >>= 1) mergeGlobal<<<N / 2 / 256, 256>>>(dk, dv, size, stride);
      sortShared<<<N / CHUNK, CHUNK / 2>>>(dk, dv, size);
    }
  });
  OK(cudaMemcpy(out.data(), dk, N * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(vout.data(), dv, N * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 1; i < N; i++) bad += out[i - 1] > out[i];
  for (int i = 0; i < N; i++) bad += bitsOf(out[i]) != bitsOf(k[vout[i]]);
  printf("unsorted or mismatched: %d\n", bad);
  check(bad == 0, "sorted");
  printHash("keys", out);
  printHash("payloads", vout);
  return done();
}
