// s_cgscan: cooperative_groups::reduce, inclusive_scan and exclusive_scan
// with cg::plus, less, greater, bit_and, bit_or, bit_xor on int, unsigned,
// long long, float and double, over thread_block_tile<4/8/16/32> and over
// coalesced groups made by a divergent branch (random lane subsets); one
// FNV hash per (group kind, type) and a few values.
#include <vector>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include "check.h"
namespace cg = cooperative_groups;

constexpr int T = 4096, NK = 5, NF = 14;

template <class G, class V> __device__ void ops(const G &g, V x, V *r) {
  r[0] = cg::reduce(g, x, cg::plus<V>());
  r[1] = cg::reduce(g, x, cg::less<V>());
  r[2] = cg::reduce(g, x, cg::greater<V>());
  r[3] = cg::inclusive_scan(g, x, cg::plus<V>());
  r[4] = cg::exclusive_scan(g, x, cg::plus<V>());
  r[5] = cg::inclusive_scan(g, x, cg::less<V>());
  r[6] = cg::exclusive_scan(g, x, cg::greater<V>());
  r[7] = cg::inclusive_scan(g, x);
  r[8] = cg::exclusive_scan(g, x);
  r[9] = (V)g.thread_rank();
  if constexpr (sizeof(V) >= 4 && V(1) / V(2) == V(0)) { // integers
    r[10] = cg::reduce(g, x, cg::bit_and<V>());
    r[11] = cg::reduce(g, x, cg::bit_or<V>());
    r[12] = cg::reduce(g, x, cg::bit_xor<V>());
    r[13] = cg::exclusive_scan(g, x, cg::bit_xor<V>());
  } else {
    r[10] = r[11] = r[12] = r[13] = V(0);
  }
}

template <class V> __device__ void run_kind(const V *in, V *out, const unsigned *keep) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, kind = blockIdx.x % NK;
  auto block = cg::this_thread_block();
  V x = in[i], *r = out + (size_t)i * NF;
  for (int f = 0; f < NF; f++) r[f] = V(-7);
  switch (kind) {
    case 0: ops(cg::tiled_partition<4>(block), x, r); break;
    case 1: ops(cg::tiled_partition<8>(block), x, r); break;
    case 2: ops(cg::tiled_partition<16>(block), x, r); break;
    case 3: ops(cg::tiled_partition<32>(block), x, r); break;
    default:
      if (keep[i / 32] >> (i % 32) & 1) ops(cg::coalesced_threads(), x, r);
  }
}

template <class V> __global__ void k(const V *in, V *out, const unsigned *keep) { run_kind(in, out, keep); }

template <class V> void run(const char *name, V (*gen)(unsigned &), const unsigned *keep) {
  unsigned s = 23;
  std::vector<V> in(T);
  for (auto &v : in) v = gen(s);
  V *din, *dout;
  if (cudaMalloc(&din, T * sizeof(V)) || cudaMalloc(&dout, (size_t)T * NF * sizeof(V))) { failures++; return; }
  cudaMemcpy(din, in.data(), T * sizeof(V), cudaMemcpyHostToDevice);
  k<V><<<T / 128, 128>>>(din, dout, keep);
  OK(cudaDeviceSynchronize());
  std::vector<V> h((size_t)T * NF);
  OK(cudaMemcpy(h.data(), dout, h.size() * sizeof(V), cudaMemcpyDeviceToHost));
  for (int kind = 0; kind < NK; kind++) {
    std::vector<V> part;
    for (int b = kind; b < T / 128; b += NK) part.insert(part.end(), h.begin() + (size_t)b * 128 * NF, h.begin() + (size_t)(b + 1) * 128 * NF);
    printf("%-9s kind %d %016llx\n", name, kind, fnv(part.data(), part.size() * sizeof(V)));
  }
  // tile<4> in block 0: group 0's sum
  V sum = in[0] + in[1] + in[2] + in[3];
  if (V(1) / V(2) == V(0)) check(h[0] == sum && h[3 * NF + 3] == sum, name);
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  std::vector<unsigned> keep(T / 32);
  unsigned s = 29;
  for (auto &k : keep) k = lcg(s) << 8 ^ lcg(s);
  unsigned *dkeep;
  REQUIRE(cudaMalloc(&dkeep, keep.size() * 4));
  OK(cudaMemcpy(dkeep, keep.data(), keep.size() * 4, cudaMemcpyHostToDevice));
  run<int>("int", [](unsigned &s) { return (int)(lcg(s) << 8 ^ lcg(s)); }, dkeep);
  run<unsigned>("unsigned", [](unsigned &s) { return lcg(s) % 1000; }, dkeep);
  run<long long>("long long", [](unsigned &s) { return (long long)lcg(s) << 40 ^ (long long)lcg(s) - 5000000; }, dkeep);
  run<float>("float", [](unsigned &s) { return (float)(int)(lcg(s) - 8000000) * 1.25e-3f; }, dkeep);
  run<double>("double", [](unsigned &s) { return ((double)lcg(s) - 8e6) / 3.0; }, dkeep);
  return finish();
}
