// w_warpvote: warp votes and warp-level reductions with partial masks, each
// called only by the lanes of its mask (lanes part in a branch on the mask):
// __ballot_sync, __any_sync, __all_sync, __match_any_sync and
// __match_all_sync on 32- and 64-bit values, __reduce_{add,min,max}_sync
// signed and unsigned, __reduce_{and,or,xor}_sync; __activemask inside the
// branch (only what is certain is checked: the own lane is set, no lane
// outside the branch is), __syncwarp(mask) ordering shared-memory writes
// between the masked lanes. Host references from the CUDA C++ Programming
// Guide's definitions.
#include "sw27.h"

const int nOut = 16;

__global__ void kernel(const unsigned *masks, const unsigned long long *vals, unsigned long long *o) {
  __shared__ unsigned long long box[32];
  unsigned mask = masks[blockIdx.x];
  int lane = threadIdx.x;
  unsigned long long v = vals[blockIdx.x * 32 + lane];
  unsigned long long *r = o + ((size_t)blockIdx.x * 32 + lane) * nOut;
  box[lane] = 0;
  __syncwarp();
  if ((mask >> lane) & 1) {
    unsigned v32 = (unsigned)v;
    int pred = (v >> 7) & 1;
    r[0] = __ballot_sync(mask, pred);
    r[1] = __any_sync(mask, pred);
    r[2] = __all_sync(mask, pred);
    r[3] = __match_any_sync(mask, v32 & 3);
    r[4] = __match_any_sync(mask, (v & 0x300000000ull) | (v & 1));
    int p1 = -1, p2 = -1;
    r[5] = __match_all_sync(mask, v32 >> 30, &p1);
    r[6] = (unsigned)p1;
    r[7] = __match_all_sync(mask, (unsigned long long)(v32 & 0) | 0x500000000ull, &p2) | (unsigned long long)p2 << 32;
    r[8] = __reduce_add_sync(mask, v32);
    r[9] = (unsigned)__reduce_min_sync(mask, (int)v32);
    r[10] = (unsigned)__reduce_max_sync(mask, (int)v32);
    r[11] = __reduce_min_sync(mask, v32) | (unsigned long long)__reduce_max_sync(mask, v32) << 32;
    r[12] = __reduce_and_sync(mask, v32) | (unsigned long long)__reduce_or_sync(mask, v32) << 32;
    r[13] = __reduce_xor_sync(mask, v32);
    unsigned active = __activemask();
    r[14] = ((active >> lane) & 1) && !(active & ~mask);
    box[lane] = v * 3;
    __syncwarp(mask);
    // read the next masked lane's value (wrapping): written before the sync
    unsigned rest = mask & ~((2u << lane) - 1);
    int next = rest ? __ffs(rest) - 1 : __ffs(mask) - 1;
    r[15] = box[next];
  }
}

int main() {
  const unsigned maskList[] = {0xffffffffu, 0x1u, 0x80000000u, 0x55555555u, 0xaaaaaaaau, 0x0000ffffu, 0xffff0000u,
                               0x80000001u, 0x12345678u, 0xfffffffeu, 0x7fffffffu, 0x00f000f0u, 0x10000u, 0xf0f0f0f0u};
  const int nMasks = sizeof maskList / sizeof maskList[0];
  const int reps = 12;  // each mask with several value sets
  int nw = nMasks * reps;
  std::vector<unsigned> masks(nw);
  std::vector<unsigned long long> vals((size_t)nw * 32), want((size_t)nw * 32 * nOut, 0);
  unsigned long long s = 11;
  for (int w = 0; w < nw; w++) {
    masks[w] = maskList[w % nMasks];
    for (int l = 0; l < 32; l++) {
      unsigned long long x = edgy(s, 64);
      if (w / nMasks % 3 == 0) x = (x & ~0xffull) | 0x80;  // every predicate true
      if (w / nMasks % 3 == 1) x &= ~0x80ull;  // every predicate false
      if (w / nMasks % 4 == 2) x = (x & 0xffffffff0000ffffull) | 0x40000000ull * (l % 2);
      vals[(size_t)w * 32 + l] = x;
    }
    unsigned m = masks[w];
    for (int l = 0; l < 32; l++) {
      if (!((m >> l) & 1)) continue;
      unsigned long long *r = &want[((size_t)w * 32 + l) * nOut];
      unsigned ballot = 0, m3 = 0, m4 = 0, sum = 0, andv = ~0u, orv = 0, xorv = 0, umin = ~0u, umax = 0;
      int smin = 0x7fffffff, smax = (int)0x80000000;
      bool allSame = true;
      unsigned v0 = 0;
      bool first = true;
      for (int k = 0; k < 32; k++) {
        if (!((m >> k) & 1)) continue;
        unsigned long long vk = vals[(size_t)w * 32 + k], vl = vals[(size_t)w * 32 + l];
        unsigned k32 = (unsigned)vk;
        ballot |= (unsigned)((vk >> 7) & 1) << k;
        if ((k32 & 3) == ((unsigned)vl & 3)) m3 |= 1u << k;
        if (((vk & 0x300000000ull) | (vk & 1)) == ((vl & 0x300000000ull) | (vl & 1))) m4 |= 1u << k;
        if (first) v0 = k32 >> 30, first = false;
        allSame = allSame && (k32 >> 30) == v0;
        sum += k32, andv &= k32, orv |= k32, xorv ^= k32;
        umin = k32 < umin ? k32 : umin, umax = k32 > umax ? k32 : umax;
        smin = (int)k32 < smin ? (int)k32 : smin, smax = (int)k32 > smax ? (int)k32 : smax;
      }
      r[0] = ballot;
      r[1] = ballot != 0;
      r[2] = ballot == m;
      r[3] = m3;
      r[4] = m4;
      r[5] = allSame ? m : 0;
      r[6] = allSame;
      r[7] = m | 1ull << 32;
      r[8] = sum;
      r[9] = (unsigned)smin;
      r[10] = (unsigned)smax;
      r[11] = umin | (unsigned long long)umax << 32;
      r[12] = andv | (unsigned long long)orv << 32;
      r[13] = xorv;
      r[14] = 1;
      unsigned rest = m & ~((2u << l) - 1);
      int next = rest ? __builtin_ctz(rest) : __builtin_ctz(m);
      r[15] = vals[(size_t)w * 32 + next] * 3;
    }
  }
  Dev<unsigned> dm(masks);
  Dev<unsigned long long> dv(vals), o(want.size());
  kernel<<<nw, 32>>>(dm.p, dv.p, o.p);
  SYNC();
  std::vector<unsigned long long> got = o.get();
  const char *names[nOut] = {"__ballot_sync", "__any_sync", "__all_sync", "__match_any_sync u32", "__match_any_sync u64",
                             "__match_all_sync u32", "__match_all_sync pred", "__match_all_sync u64 (uniform)",
                             "__reduce_add_sync", "__reduce_min_sync s32", "__reduce_max_sync s32",
                             "__reduce_min/max_sync u32", "__reduce_and/or_sync", "__reduce_xor_sync",
                             "__activemask within the branch", "__syncwarp(mask) then read"};
  for (int k = 0; k < nOut; k++) {
    std::vector<unsigned long long> g, w;
    for (size_t i = 0; i < (size_t)nw * 32; i++) g.push_back(got[i * nOut + k]), w.push_back(want[i * nOut + k]);
    compare(names[k], g, w);
  }
  return finish();
}
