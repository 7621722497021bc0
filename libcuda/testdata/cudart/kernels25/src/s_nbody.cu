// s_nbody: all-pairs gravity on 1024 bodies (float4 position and mass),
// 256-body tiles in shared memory, rsqrtf of the softened distance, two
// leapfrog steps. Positions and velocities hashed.
#include "k25.h"

constexpr int N = 1024, TILE = 256;

__global__ void step(const float4 *pos, float4 *newPos, float4 *vel, float dt) {
  __shared__ float4 tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = pos[i];
  float3 acc = make_float3(0, 0, 0);
  for (int t = 0; t < N; t += TILE) {
    tile[threadIdx.x] = pos[t + threadIdx.x];
    __syncthreads();
#pragma unroll 8
    for (int j = 0; j < TILE; j++) {
      float4 q = tile[j];
      float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      float d2 = dx * dx + dy * dy + dz * dz + 1e-3f;
      float inv = rsqrtf(d2);
      float f = q.w * inv * inv * inv;
      acc.x += dx * f, acc.y += dy * f, acc.z += dz * f;
    }
    __syncthreads();
  }
  float4 v = vel[i];
  v.x += acc.x * dt, v.y += acc.y * dt, v.z += acc.z * dt;
  vel[i] = v;
  newPos[i] = make_float4(p.x + v.x * dt, p.y + v.y * dt, p.z + v.z * dt, p.w);
}

int main() {
  std::vector<float4> p(N), v(N);
  unsigned s = 17;
  for (int i = 0; i < N; i++) {
    p[i] = make_float4(randf(s, -10, 10), randf(s, -10, 10), randf(s, -1, 1), randf(s, 0.1f, 2.0f));
    v[i] = make_float4(randf(s, -0.1f, 0.1f), randf(s, -0.1f, 0.1f), 0, 0);
  }
  float4 *dp, *dq, *dv;
  REQUIRE(cudaMalloc(&dp, N * 16));
  REQUIRE(cudaMalloc(&dq, N * 16));
  REQUIRE(cudaMalloc(&dv, N * 16));
  timed([&] {
    cudaMemcpy(dp, p.data(), N * 16, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v.data(), N * 16, cudaMemcpyHostToDevice);
    step<<<N / TILE, TILE>>>(dp, dq, dv, 0.01f);
    step<<<N / TILE, TILE>>>(dq, dp, dv, 0.01f);
  });
  OK(cudaMemcpy(p.data(), dp, N * 16, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(v.data(), dv, N * 16, cudaMemcpyDeviceToHost));
  printHash("positions", p);
  printHash("velocities", v);
  printFloats("  body 0", &p[0].x, 4);
  return done();
}
