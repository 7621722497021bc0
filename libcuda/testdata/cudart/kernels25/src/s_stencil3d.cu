// s_stencil3d: 7-point Jacobi on a 64^3 grid, 4 sweeps: a naive kernel and
// a 2D shared tile (with halo) marching in z with the z neighbours in
// registers. Both hashed; they must agree bit for bit (same expression).
#include "k25.h"

constexpr int NX = 64, NY = 64, NZ = 64, BX = 32, BY = 8;

__device__ __forceinline__ float combine(float c, float xm, float xp, float ym, float yp, float zm, float zp) {
  return 0.4f * c + 0.1f * (xm + xp) + 0.1f * (ym + yp) + 0.1f * (zm + zp);
}

__global__ void naive(const float *in, float *out) {
  int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  for (int z = 0; z < NZ; z++) {
    size_t i = ((size_t)z * NY + y) * NX + x;
    if (x == 0 || y == 0 || z == 0 || x == NX - 1 || y == NY - 1 || z == NZ - 1) {
      out[i] = in[i];
      continue;
    }
    out[i] = combine(in[i], in[i - 1], in[i + 1], in[i - NX], in[i + NX], in[i - NX * NY], in[i + NX * NY]);
  }
}

__global__ void tiled(const float *in, float *out) {
  __shared__ float t[BY + 2][BX + 2];
  int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  float below = 0, cur = in[(size_t)y * NX + x], above = in[(size_t)NX * NY + y * NX + x];
  for (int z = 0; z < NZ; z++) {
    size_t i = ((size_t)z * NY + y) * NX + x;
    __syncthreads();
    t[ty][tx] = cur;
    if (threadIdx.x == 0) t[ty][0] = x > 0 ? in[i - 1] : 0;
    if (threadIdx.x == BX - 1) t[ty][BX + 1] = x < NX - 1 ? in[i + 1] : 0;
    if (threadIdx.y == 0) t[0][tx] = y > 0 ? in[i - NX] : 0;
    if (threadIdx.y == BY - 1) t[BY + 1][tx] = y < NY - 1 ? in[i + NX] : 0;
    __syncthreads();
    if (x == 0 || y == 0 || z == 0 || x == NX - 1 || y == NY - 1 || z == NZ - 1)
      out[i] = cur;
    else
      out[i] = combine(cur, t[ty][tx - 1], t[ty][tx + 1], t[ty - 1][tx], t[ty + 1][tx], below, above);
    below = cur, cur = above;
    above = z + 2 < NZ ? in[i + 2 * NX * NY] : 0;
  }
}

int main() {
  size_t n = (size_t)NX * NY * NZ;
  std::vector<float> g(n), a(n), b(n);
  unsigned s = 41;
  for (size_t i = 0; i < n; i++) g[i] = randf(s, 0, 100);
  float *d0, *d1;
  REQUIRE(cudaMalloc(&d0, n * 4));
  REQUIRE(cudaMalloc(&d1, n * 4));
  dim3 grid(NX / BX, NY / BY), block(BX, BY);
  for (int kind = 0; kind < 2; kind++) {
    timed([&] {
      cudaMemcpy(d0, g.data(), n * 4, cudaMemcpyHostToDevice);
      for (int it = 0; it < 4; it++) {
        if (kind == 0) naive<<<grid, block>>>(it % 2 ? d1 : d0, it % 2 ? d0 : d1);
        else tiled<<<grid, block>>>(it % 2 ? d1 : d0, it % 2 ? d0 : d1);
      }
    });
    OK(cudaMemcpy(kind ? b.data() : a.data(), d0, n * 4, cudaMemcpyDeviceToHost));
  }
  printHash("naive", a);
  printHash("tiled", b);
  check(a == b, "naive == tiled");
  printFloats("  centre", &a[(n + NX * NY + NX) / 2], 4);
  return done();
}
