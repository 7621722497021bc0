// s_warpred: __reduce_{add,min,max}_sync (signed and unsigned) and
// __reduce_{and,or,xor}_sync, __match_any_sync / __match_all_sync on 32- and
// 64-bit values, under 64 warp masks (full, halves, random subsets; each
// lane in the mask takes part) over random values with few distinct ones;
// one FNV hash per operation, the first warp's results printed.
#include <vector>
#include "check.h"

constexpr int W = 64, NOPS = 10;

__global__ void k(const unsigned *v, const unsigned *masks, unsigned *o) {
  int w = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned m = masks[w], x = v[w * 32 + lane];
  unsigned *r = o + (w * 32 + lane) * NOPS;
  for (int f = 0; f < NOPS; f++) r[f] = 0xdeadbeef;
  if (!(m >> lane & 1)) return;
  r[0] = __reduce_add_sync(m, x);
  r[1] = (unsigned)__reduce_add_sync(m, (int)x);
  r[2] = __reduce_min_sync(m, x);
  r[3] = (unsigned)__reduce_min_sync(m, (int)x);
  r[4] = __reduce_max_sync(m, x);
  r[5] = (unsigned)__reduce_max_sync(m, (int)x);
  r[6] = __reduce_and_sync(m, x) ^ __reduce_or_sync(m, x) << 1 ^ __reduce_xor_sync(m, x) << 2;
  r[7] = __match_any_sync(m, x & 0x80000003u);
  int pred;
  r[8] = __match_all_sync(m, x >> 30, &pred) ^ (unsigned)pred << 31;
  unsigned long long y = (unsigned long long)(x & 3) << 40 | (x >> 31);
  unsigned all = __match_all_sync(m, y & 1ull << 40, &pred);
  r[9] = __match_any_sync(m, y) ^ all << 1 ^ (unsigned)pred;
}

int main() {
  std::vector<unsigned> v(W * 32), masks(W);
  unsigned s = 19;
  for (int w = 0; w < W; w++) {
    switch (w % 8) {
      case 0: masks[w] = 0xffffffffu; break;
      case 1: masks[w] = 0x0000ffffu; break;
      case 2: masks[w] = 0xffff0000u; break;
      case 3: masks[w] = 1u << (w % 32); break;
      default: masks[w] = lcg(s) << 8 ^ lcg(s); if (!masks[w]) masks[w] = 1;
    }
    for (int l = 0; l < 32; l++) {
      unsigned r = lcg(s);
      v[w * 32 + l] = w % 4 == 0 ? (r & 0x80000003u) : w % 4 == 1 ? (r << 8 ^ lcg(s)) : (r % 5) * 0x40000001u;
    }
  }
  unsigned *dv, *dm, *o;
  REQUIRE(cudaMalloc(&dv, v.size() * 4));
  REQUIRE(cudaMalloc(&dm, W * 4));
  REQUIRE(cudaMalloc(&o, W * 32 * NOPS * 4));
  OK(cudaMemcpy(dv, v.data(), v.size() * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dm, masks.data(), W * 4, cudaMemcpyHostToDevice));
  k<<<W / 4, 128>>>(dv, dm, o);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned> h(W * 32 * NOPS);
  OK(cudaMemcpy(h.data(), o, h.size() * 4, cudaMemcpyDeviceToHost));
  const char *names[NOPS] = {"add u", "add s", "min u", "min s", "max u", "max s", "and/or/xor", "match_any", "match_all", "match 64"};
  for (int f = 0; f < NOPS; f++) {
    std::vector<unsigned> col(W * 32);
    for (int i = 0; i < W * 32; i++) col[i] = h[i * NOPS + f];
    printf("%-11s %016llx %08x %08x %08x\n", names[f], fnv(col.data(), col.size() * 4), col[0], col[32 + 16], col[96 + 31]);
  }
  int bad = 0;
  for (int w = 0; w < W; w++) {
    unsigned sum = 0;
    for (int l = 0; l < 32; l++) if (masks[w] >> l & 1) sum += v[w * 32 + l];
    for (int l = 0; l < 32; l++) if (masks[w] >> l & 1) bad += h[(w * 32 + l) * NOPS] != sum;
  }
  check(bad == 0, "__reduce_add_sync");
  return finish();
}
