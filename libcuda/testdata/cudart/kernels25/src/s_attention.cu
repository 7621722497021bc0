// s_attention: flash-attention style forward pass in fp32: 4 heads, 128
// queries and keys, head size 64; a warp per query row (two dimensions per
// lane), keys and values staged 32 at a time in shared memory, the online
// softmax (running max, rescaling by __expf) and a causal variant.
// Outputs hashed, checked loosely against the host's double softmax.
#include "k25.h"

constexpr int HEADS = 4, S = 128, D = 64, KT = 32, WARPS = 4;

template <bool CAUSAL>
__global__ void attention(const float *q, const float *k, const float *v, float *o, float scale) {
  __shared__ float ks[KT][D], vs[KT][D];
  int head = blockIdx.y, lane = threadIdx.x % 32, w = threadIdx.x / 32;
  int row = blockIdx.x * WARPS + w;
  const float *qh = q + (size_t)head * S * D, *kh = k + (size_t)head * S * D, *vh = v + (size_t)head * S * D;
  float q0 = qh[row * D + lane] * scale, q1 = qh[row * D + lane + 32] * scale;
  float m = -INFINITY, l = 0, a0 = 0, a1 = 0;
  for (int t = 0; t < S; t += KT) {
    __syncthreads();
    for (int i = threadIdx.x; i < KT * D; i += blockDim.x) ks[i / D][i % D] = kh[t * D + i], vs[i / D][i % D] = vh[t * D + i];
    __syncthreads();
    for (int j = 0; j < KT; j++) {
      if (CAUSAL && t + j > row) break;
      float sc = warpSum(q0 * ks[j][lane] + q1 * ks[j][lane + 32]);
      float mNew = fmaxf(m, sc);
      float corr = __expf(m - mNew), p = __expf(sc - mNew);
      l = l * corr + p;
      a0 = a0 * corr + p * vs[j][lane];
      a1 = a1 * corr + p * vs[j][lane + 32];
      m = mNew;
    }
  }
  float *oh = o + (size_t)head * S * D + row * D;
  oh[lane] = a0 / l;
  oh[lane + 32] = a1 / l;
}

int main() {
  size_t n = (size_t)HEADS * S * D;
  std::vector<float> q(n), k(n), v(n), o(n);
  unsigned s = 37;
  for (auto &x : q) x = randf(s, -2, 2);
  for (auto &x : k) x = randf(s, -2, 2);
  for (auto &x : v) x = randf(s, -1, 1);
  float *dq, *dk, *dv, *dout;
  REQUIRE(cudaMalloc(&dq, n * 4));
  REQUIRE(cudaMalloc(&dk, n * 4));
  REQUIRE(cudaMalloc(&dv, n * 4));
  REQUIRE(cudaMalloc(&dout, n * 4));
  cudaMemcpy(dq, q.data(), n * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dk, k.data(), n * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, v.data(), n * 4, cudaMemcpyHostToDevice);
  float scale = 1.0f / sqrtf((float)D);
  for (int causal = 0; causal < 2; causal++) {
    timed([&] {
      if (causal) attention<true><<<dim3(S / WARPS, HEADS), WARPS * 32>>>(dq, dk, dv, dout, scale);
      else attention<false><<<dim3(S / WARPS, HEADS), WARPS * 32>>>(dq, dk, dv, dout, scale);
    });
    OK(cudaMemcpy(o.data(), dout, n * 4, cudaMemcpyDeviceToHost));
    double worst = 0;
    for (int h = 0; h < HEADS; h++)
      for (int r = 0; r < S; r++) {
        std::vector<double> p(S);
        double mx = -1e300, sum = 0;
        int last = causal ? r : S - 1;
        for (int j = 0; j <= last; j++) {
          double d = 0;
          for (int c = 0; c < D; c++) d += (double)q[(h * S + r) * D + c] * k[(h * S + j) * D + c];
          p[j] = d * scale;
          mx = fmax(mx, p[j]);
        }
        for (int j = 0; j <= last; j++) sum += p[j] = exp(p[j] - mx);
        for (int c = 0; c < D; c++) {
          double want = 0;
          for (int j = 0; j <= last; j++) want += p[j] / sum * v[(h * S + j) * D + c];
          worst = fmax(worst, fabs(want - o[(h * S + r) * D + c]));
        }
      }
    printHash(causal ? "causal" : "full", o);
    printf("  within 1e-3 of the double softmax: %s\n", worst < 1e-3 ? "yes" : "no");
    check(worst < 1e-3, "attention");
  }
  return done();
}
