// s_cub_block: CUB's block- and warp-level templates inside a library's own
// kernels: BlockReduce (raking, warp reductions; sum and max), BlockScan
// (inclusive/exclusive with block aggregate), BlockRadixSort (int keys with
// values, float keys descending), BlockLoad/BlockStore (transpose),
// WarpReduce (sum, max, segmented head flags), WarpScan (inclusive/exclusive,
// logical 16-thread warps); each checked on the host.
#include <cub/cub.cuh>
#include <algorithm>
#include <vector>
#include "check.h"

constexpr int T = 128, I = 4, B = 3;

// MaxOp is the maximum (CCCL 3 dropped cub::Max).
struct MaxOp {
  __host__ __device__ int operator()(const int &a, const int &b) const { return a > b ? a : b; }
};

template <cub::BlockReduceAlgorithm A>
__global__ void reduce(const int *in, int *out) {
  using R = cub::BlockReduce<int, T, A>;
  __shared__ typename R::TempStorage tmp;
  int v = in[blockIdx.x * T + threadIdx.x];
  int s = R(tmp).Sum(v);
  __syncthreads();
  int m = R(tmp).Reduce(v, MaxOp());
  if (threadIdx.x == 0) out[blockIdx.x * 2] = s, out[blockIdx.x * 2 + 1] = m;
}

__global__ void scan(const int *in, int *inc, int *exc, int *agg) {
  using L = cub::BlockLoad<int, T, I, cub::BLOCK_LOAD_TRANSPOSE>;
  using S = cub::BlockStore<int, T, I, cub::BLOCK_STORE_TRANSPOSE>;
  using C = cub::BlockScan<int, T>;
  __shared__ union {
    typename L::TempStorage l;
    typename S::TempStorage s;
    typename C::TempStorage c;
  } tmp;
  int v[I], w[I];
  int base = blockIdx.x * T * I;
  L(tmp.l).Load(in + base, v);
  __syncthreads();
  int a;
  C(tmp.c).InclusiveSum(v, w, a);
  __syncthreads();
  S(tmp.s).Store(inc + base, w);
  __syncthreads();
  C(tmp.c).ExclusiveScan(v, w, 0, MaxOp());
  __syncthreads();
  S(tmp.s).Store(exc + base, w);
  if (threadIdx.x == 0) agg[blockIdx.x] = a;
}

__global__ void sortPairs(int *keys, int *vals, float *fk) {
  using S = cub::BlockRadixSort<int, T, I, int>;
  using F = cub::BlockRadixSort<float, T, I>;
  __shared__ union {
    typename S::TempStorage s;
    typename F::TempStorage f;
  } tmp;
  int k[I], v[I];
  float f[I];
  int base = blockIdx.x * T * I + threadIdx.x * I;
  for (int i = 0; i < I; i++) k[i] = keys[base + i], v[i] = vals[base + i], f[i] = fk[base + i];
  S(tmp.s).Sort(k, v);
  __syncthreads();
  F(tmp.f).SortDescending(f);
  for (int i = 0; i < I; i++) keys[base + i] = k[i], vals[base + i] = v[i], fk[base + i] = f[i];
}

__global__ void warps(const int *in, int *out) {
  using W = cub::WarpReduce<int>;
  using W16 = cub::WarpScan<int, 16>;
  using WS = cub::WarpScan<int>;
  __shared__ typename W::TempStorage wr[T / 32];
  __shared__ typename W16::TempStorage ws16[T / 16];
  __shared__ typename WS::TempStorage ws[T / 32];
  int g = blockIdx.x * T + threadIdx.x, w = threadIdx.x / 32;
  int v = in[g];
  int *o = out + g * 6;
  int sum = W(wr[w]).Sum(v);
  __syncwarp();
  int mx = W(wr[w]).Reduce(v, MaxOp());
  __syncwarp();
  int seg = W(wr[w]).HeadSegmentedSum(v, threadIdx.x % 8 == 0);
  o[0] = threadIdx.x % 32 == 0 ? sum : 0;
  o[1] = threadIdx.x % 32 == 0 ? mx : 0;
  o[2] = threadIdx.x % 8 == 0 ? seg : 0;
  int inc, exc;
  WS(ws[w]).InclusiveSum(v, inc);
  __syncwarp();
  WS(ws[w]).ExclusiveSum(v, exc);
  o[3] = inc, o[4] = exc;
  int x;
  W16(ws16[threadIdx.x / 16]).InclusiveScan(v, x, MaxOp());
  o[5] = x;
}

int main() {
  unsigned s = 9;
  const int N = T * I * B;
  std::vector<int> h(N);
  std::vector<float> hf(N);
  for (int i = 0; i < N; i++) h[i] = (int)(lcg(s) % 20001) - 10000, hf[i] = ((int)(lcg(s) % 2001) - 1000) * 0.5f;
  int *d, *o, *o2, *o3, *o4;
  float *df;
  cudaMalloc(&d, N * 4), cudaMalloc(&o, N * 4 * 6), cudaMalloc(&o2, N * 4), cudaMalloc(&o3, N * 4), cudaMalloc(&o4, N * 4), cudaMalloc(&df, N * 4);
  cudaMemcpy(d, h.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf.data(), N * 4, cudaMemcpyHostToDevice);
  std::vector<int> g(N * 6), g2(N), g3(N);
  bool ok;

  // BlockReduce, three algorithms, over the first B*T values.
  for (int a = 0; a < 3; a++) {
    if (a == 0) reduce<cub::BLOCK_REDUCE_RAKING><<<B, T>>>(d, o);
    if (a == 1) reduce<cub::BLOCK_REDUCE_WARP_REDUCTIONS><<<B, T>>>(d, o);
    if (a == 2) reduce<cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY><<<B, T>>>(d, o);
    OK(cudaDeviceSynchronize());
    cudaMemcpy(g.data(), o, B * 8, cudaMemcpyDeviceToHost);
    ok = true;
    for (int b = 0; b < B; b++) {
      int sum = 0, m = -1 << 30;
      for (int i = 0; i < T; i++) sum += h[b * T + i], m = std::max(m, h[b * T + i]);
      ok &= g[b * 2] == sum && g[b * 2 + 1] == m;
    }
    printf("BlockReduce algorithm %d: block 0 sum %d max %d\n", a, g[0], g[1]);
    check(ok, "BlockReduce");
  }

  scan<<<B, T>>>(d, o2, o3, o4);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(g2.data(), o2, N * 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(g3.data(), o3, N * 4, cudaMemcpyDeviceToHost);
  std::vector<int> agg(B);
  cudaMemcpy(agg.data(), o4, B * 4, cudaMemcpyDeviceToHost);
  ok = true;
  for (int b = 0; b < B; b++) {
    int run = 0, m = 0; // the exclusive max scan starts from its initial value 0
    for (int i = 0; i < T * I; i++) {
      int j = b * T * I + i;
      ok &= g3[j] == m;
      m = std::max(m, h[j]);
      run += h[j];
      ok &= g2[j] == run;
    }
    ok &= agg[b] == run;
  }
  printf("BlockScan aggregates %d %d %d\n", agg[0], agg[1], agg[2]);
  check(ok, "BlockScan with BlockLoad/BlockStore");

  std::vector<int> vals(N);
  for (int i = 0; i < N; i++) vals[i] = i;
  cudaMemcpy(o2, vals.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(o3, d, N * 4, cudaMemcpyDeviceToDevice);
  sortPairs<<<B, T>>>(o3, o2, df);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(g2.data(), o3, N * 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(g3.data(), o2, N * 4, cudaMemcpyDeviceToHost);
  std::vector<float> gf(N);
  cudaMemcpy(gf.data(), df, N * 4, cudaMemcpyDeviceToHost);
  ok = true;
  for (int b = 0; b < B; b++) {
    std::vector<int> k(h.begin() + b * T * I, h.begin() + (b + 1) * T * I);
    std::vector<float> f(hf.begin() + b * T * I, hf.begin() + (b + 1) * T * I);
    std::sort(k.begin(), k.end());
    std::sort(f.begin(), f.end(), std::greater<float>());
    for (int i = 0; i < T * I; i++) {
      int j = b * T * I + i;
      ok &= g2[j] == k[i] && h[g3[j]] == g2[j] && gf[j] == f[i];
    }
  }
  check(ok, "BlockRadixSort");

  warps<<<B, T>>>(d, o);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(g.data(), o, N * 4 * 6 / I, cudaMemcpyDeviceToHost);
  ok = true;
  for (int t = 0; t < B * T; t++) {
    int lane = t % 32, w0 = t - lane, s16 = t - t % 16;
    int sum = 0, mx = -1 << 30, seg = 0, inc = 0, m16 = -1 << 30;
    for (int i = 0; i < 32; i++) sum += h[w0 + i], mx = std::max(mx, h[w0 + i]);
    for (int i = 0; i < 8 && lane % 8 == 0; i++) seg += h[t + i];
    for (int i = 0; i <= lane; i++) inc += h[w0 + i];
    for (int i = s16; i <= t; i++) m16 = std::max(m16, h[i]);
    const int *r = &g[t * 6];
    ok &= r[0] == (lane == 0 ? sum : 0) && r[1] == (lane == 0 ? mx : 0) && r[2] == seg && r[3] == inc && r[4] == inc - h[t] && r[5] == m16;
  }
  check(ok, "WarpReduce/WarpScan");
  return finish();
}
