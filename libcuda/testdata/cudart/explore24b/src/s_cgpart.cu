// s_cgpart: cooperative_groups::labeled_partition and binary_partition of
// tiles (4..32) and coalesced groups by random labels: each thread's group
// size, thread_rank, meta_group_rank/size where defined, a shfl from rank 0,
// ballot/any/all in the group, a reduce and sync; printed as one FNV hash
// per case and the first warp's values.
#include <vector>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include "check.h"
namespace cg = cooperative_groups;

constexpr int T = 2048, NF = 8, NK = 6;

template <class G> __device__ void probe(const G &g, unsigned v, unsigned *r) {
  r[0] = g.size();
  r[1] = g.thread_rank();
  r[2] = g.shfl(v, 0);
  r[3] = g.ballot(v & 1);
  r[4] = g.any(v & 2) | g.all(v & 4) << 1;
  r[5] = cg::reduce(g, v, cg::plus<unsigned>());
  g.sync();
  r[6] = g.shfl(v, g.size() - 1 - g.thread_rank());
  r[7] = g.meta_group_rank() | g.meta_group_size() << 8;
}

__global__ void k(const unsigned *labels, const unsigned *vals, unsigned *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, kind = blockIdx.x % NK;
  unsigned lab = labels[i], v = vals[i], *r = o + i * NF;
  for (int f = 0; f < NF; f++) r[f] = 0xdeadbeef;
  auto block = cg::this_thread_block();
  switch (kind) {
    case 0: probe(cg::labeled_partition(cg::tiled_partition<32>(block), lab % 5), v, r); break;
    case 1: probe(cg::labeled_partition(cg::tiled_partition<8>(block), lab % 3), v, r); break;
    case 2: probe(cg::binary_partition(cg::tiled_partition<32>(block), lab & 1), v, r); break;
    case 3: probe(cg::binary_partition(cg::tiled_partition<16>(block), lab & 2), v, r); break;
    case 4:
      if (lab & 4) probe(cg::labeled_partition(cg::coalesced_threads(), lab % 7), v, r);
      break;
    default:
      if (lab & 8) probe(cg::binary_partition(cg::coalesced_threads(), lab & 16), v, r);
  }
}

int main() {
  std::vector<unsigned> labels(T), vals(T);
  unsigned s = 31;
  for (int i = 0; i < T; i++) labels[i] = lcg(s), vals[i] = lcg(s) % 100000;
  unsigned *dl, *dv, *o;
  REQUIRE(cudaMalloc(&dl, T * 4));
  REQUIRE(cudaMalloc(&dv, T * 4));
  REQUIRE(cudaMalloc(&o, T * NF * 4));
  OK(cudaMemcpy(dl, labels.data(), T * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dv, vals.data(), T * 4, cudaMemcpyHostToDevice));
  k<<<T / 64, 64>>>(dl, dv, o);
  OK(cudaDeviceSynchronize());
  std::vector<unsigned> h(T * NF);
  OK(cudaMemcpy(h.data(), o, h.size() * 4, cudaMemcpyDeviceToHost));
  for (int kind = 0; kind < NK; kind++) {
    std::vector<unsigned> part;
    for (int b = kind; b < T / 64; b += NK) part.insert(part.end(), h.begin() + b * 64 * NF, h.begin() + (b + 1) * 64 * NF);
    printf("kind %d %016llx", kind, fnv(part.data(), part.size() * 4));
    for (int f = 0; f < NF; f++) printf(" %x", part[f]);
    printf("\n");
  }
  // kind 2 (block 2): lane 0's group is the lanes of its warp with the same label bit
  unsigned want = 0, size = 0;
  for (int l = 0; l < 32; l++)
    if ((labels[128 + l] & 1) == (labels[128] & 1)) want += vals[128 + l], size++;
  check(h[128 * NF + 5] == want && h[128 * NF] == size, "binary_partition sum");
  return finish();
}
