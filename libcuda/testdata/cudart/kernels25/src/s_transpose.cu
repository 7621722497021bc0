// s_transpose: out-of-place transposes of a 500 x 333 matrix (edges not a
// multiple of the tile): naive, 32x33 padded shared tile with 32x8 blocks,
// and the tiled one on double and on 16-bit elements. Checked exactly.
#include "k25.h"

constexpr int R = 500, C = 333, T = 32, BR = 8;

template <class E>
__global__ void naive(const E *in, E *out) {
  int c = blockIdx.x * T + threadIdx.x;
  for (int r = blockIdx.y * T + threadIdx.y; r < blockIdx.y * T + T; r += BR)
    if (r < R && c < C) out[(size_t)c * R + r] = in[(size_t)r * C + c];
}

template <class E>
__global__ void tiled(const E *in, E *out) {
  __shared__ E t[T][T + 1];
  int c = blockIdx.x * T + threadIdx.x;
  for (int j = threadIdx.y; j < T; j += BR) {
    int r = blockIdx.y * T + j;
    if (r < R && c < C) t[j][threadIdx.x] = in[(size_t)r * C + c];
  }
  __syncthreads();
  int r = blockIdx.y * T + threadIdx.x;
  for (int j = threadIdx.y; j < T; j += BR) {
    int cc = blockIdx.x * T + j;
    if (r < R && cc < C) out[(size_t)cc * R + r] = t[threadIdx.x][j];
  }
}

template <class E>
static void run(const char *what, bool useNaive) {
  std::vector<E> a((size_t)R * C), b((size_t)R * C);
  unsigned s = 8;
  for (auto &x : a) {
    unsigned long long r = (unsigned long long)lcg(s) << 40 ^ (unsigned long long)lcg(s) << 20 ^ lcg(s);
    memcpy(&x, &r, sizeof(E));
  }
  E *da, *db;
  OK(cudaMalloc(&da, a.size() * sizeof(E)));
  OK(cudaMalloc(&db, a.size() * sizeof(E)));
  cudaMemcpy(da, a.data(), a.size() * sizeof(E), cudaMemcpyHostToDevice);
  dim3 grid((C + T - 1) / T, (R + T - 1) / T), block(T, BR);
  timed([&] {
    if (useNaive) naive<E><<<grid, block>>>(da, db);
    else tiled<E><<<grid, block>>>(da, db);
  });
  OK(cudaMemcpy(b.data(), db, b.size() * sizeof(E), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) bad += memcmp(&b[(size_t)c * R + r], &a[(size_t)r * C + c], sizeof(E)) != 0;
  printf("%-30s %d wrong\n", what, bad);
  check(bad == 0, what);
  cudaFree(da), cudaFree(db);
}

int main() {
  run<float>("float naive", true);
  run<float>("float tiled", false);
  run<double>("double tiled", false);
  run<unsigned short>("16-bit tiled", false);
  return done();
}
