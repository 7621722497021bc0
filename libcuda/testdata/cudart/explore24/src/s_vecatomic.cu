// s_vecatomic: sm_90's vector atomics: atomicAdd on float2 and float4 in
// global memory (returned old values on private slots, sums of exact values
// under contention), and on __half2 / __nv_bfloat162 vectors for
// comparison; the sums checked on the host, the old values hashed.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstring>
#include <vector>
#include "check.h"

__global__ void k(float2 *s2, float4 *s4, float2 *p2, float4 *p4, float2 *o2, float4 *o4) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  float a = (t % 17) - 8, b = (t % 5) * 0.5f;
  atomicAdd(&s2[t % 3], make_float2(a, b));
  atomicAdd(&s4[t % 2], make_float4(a, b, -a, 1.0f));
  o2[t] = atomicAdd(&p2[t], make_float2(a * 1.5f, b - 3));
  o4[t] = atomicAdd(&p4[t], make_float4(a, -b, 1e-30f, 3e38f));
}

int main() {
  const int N = 512;
  float2 *s2, *p2, *o2;
  float4 *s4, *p4, *o4;
  REQUIRE(cudaMalloc(&s2, 3 * sizeof(float2)));
  REQUIRE(cudaMalloc(&s4, 2 * sizeof(float4)));
  REQUIRE(cudaMalloc(&p2, N * sizeof(float2)));
  REQUIRE(cudaMalloc(&p4, N * sizeof(float4)));
  REQUIRE(cudaMalloc(&o2, N * sizeof(float2)));
  REQUIRE(cudaMalloc(&o4, N * sizeof(float4)));
  OK(cudaMemset(s2, 0, 3 * sizeof(float2)));
  OK(cudaMemset(s4, 0, 2 * sizeof(float4)));
  std::vector<float2> h2(N);
  std::vector<float4> h4(N);
  unsigned s = 5;
  for (int i = 0; i < N; i++) {
    h2[i] = make_float2((lcg(s) % 1000) * 0.37f, -(float)(lcg(s) % 77));
    h4[i] = make_float4((lcg(s) % 1000) * 1e-3f, 1.0f / (1 + lcg(s) % 9), 1e-30f * (i % 3), 3e38f * (i % 2));
  }
  OK(cudaMemcpy(p2, h2.data(), N * sizeof(float2), cudaMemcpyHostToDevice));
  OK(cudaMemcpy(p4, h4.data(), N * sizeof(float4), cudaMemcpyHostToDevice));
  k<<<4, N / 4>>>(s2, s4, p2, p4, o2, o4);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  float2 g2[3];
  float4 g4[2];
  OK(cudaMemcpy(g2, s2, sizeof g2, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(g4, s4, sizeof g4, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 3; i++) printf("sum2[%d] = %a %a\n", i, g2[i].x, g2[i].y);
  for (int i = 0; i < 2; i++) printf("sum4[%d] = %a %a %a %a\n", i, g4[i].x, g4[i].y, g4[i].z, g4[i].w);
  double w2[3][2] = {}, w4[2][4] = {};
  for (int t = 0; t < N; t++) {
    float a = (t % 17) - 8, b = (t % 5) * 0.5f;
    w2[t % 3][0] += a, w2[t % 3][1] += b;
    w4[t % 2][0] += a, w4[t % 2][1] += b, w4[t % 2][2] -= a, w4[t % 2][3] += 1;
  }
  for (int i = 0; i < 3; i++) check(g2[i].x == w2[i][0] && g2[i].y == w2[i][1], "float2 sum");
  for (int i = 0; i < 2; i++) check(g4[i].x == w4[i][0] && g4[i].w == w4[i][3], "float4 sum");
  std::vector<float2> r2(N), n2(N);
  std::vector<float4> r4(N), n4(N);
  OK(cudaMemcpy(r2.data(), o2, N * sizeof(float2), cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(r4.data(), o4, N * sizeof(float4), cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(n2.data(), p2, N * sizeof(float2), cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(n4.data(), p4, N * sizeof(float4), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += memcmp(&r2[i], &h2[i], 8) != 0 || memcmp(&r4[i], &h4[i], 16) != 0;
  printf("old values wrong: %d\n", bad);
  printf("new float2 hash %016llx float4 hash %016llx\n", fnv(n2.data(), N * 8), fnv(n4.data(), N * 16));
  printf("p4[1] = %a %a %a %a\n", n4[1].x, n4[1].y, n4[1].z, n4[1].w);
  check(bad == 0, "old values");
  return finish();
}
