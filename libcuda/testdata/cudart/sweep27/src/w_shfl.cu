// w_shfl: __shfl_sync, __shfl_up_sync, __shfl_down_sync and __shfl_xor_sync
// on int, unsigned, long long, float, double and __half2 (64-bit values are
// two shuffles), every width from 1 to 32, lane deltas from 0 to 40 and
// source lanes past the segment and negative; partial masks (only the masked
// lanes call, and every source lane is among them). The host applies the PTX
// ISA's shfl.sync pseudo-code to the c operand CUDA's headers pass
// ((32 - width) << 8, or'ed with 0x1f except for up).
#include "sw27.h"
#include <cuda_fp16.h>

enum { IDX, UP, DOWN, XOR };

template <class T> __device__ T shuffle(int mode, unsigned mask, T v, int arg, int width) {
  switch (mode) {
  case IDX: return __shfl_sync(mask, v, arg, width);
  case UP: return __shfl_up_sync(mask, v, (unsigned)arg, width);
  case DOWN: return __shfl_down_sync(mask, v, (unsigned)arg, width);
  default: return __shfl_xor_sync(mask, v, arg, width);
  }
}

struct Case {
  int mode, width, arg;  // arg: source lane, delta or lane mask
  unsigned mask;  // the lanes that call (0: all)
};

// Each warp runs one case on every type; lanes outside the mask write nothing.
__global__ void kernel(const Case *cases, unsigned long long *o) {
  Case c = cases[blockIdx.x];
  int lane = threadIdx.x;
  unsigned mask = c.mask ? c.mask : 0xffffffffu;
  if (!((mask >> lane) & 1)) return;
  unsigned long long *r = o + ((size_t)blockIdx.x * 32 + lane) * 6;
  int iv = (int)(lane * 0x01010101u + 0x70000000u);
  long long lv = (long long)lane << 40 | (0x123456u + lane);
  float fv = lane + 0.25f;
  double dv = -lane - 0.125;
  __half2 hv = __halves2half2(__int2half_rn(lane), __int2half_rn(-lane));
  r[0] = (unsigned)shuffle(c.mode, mask, iv, c.arg, c.width);
  r[1] = shuffle(c.mode, mask, (unsigned)iv ^ 0x80000000u, c.arg, c.width);
  r[2] = (unsigned long long)shuffle(c.mode, mask, lv, c.arg, c.width);
  float f = shuffle(c.mode, mask, fv, c.arg, c.width);
  r[3] = __float_as_uint(f);
  r[4] = (unsigned long long)__double_as_longlong(shuffle(c.mode, mask, dv, c.arg, c.width));
  __half2 h = shuffle(c.mode, mask, hv, c.arg, c.width);
  r[5] = *(unsigned *)&h;
}

// source returns the lane whose value lane receives (the PTX ISA's shfl.sync).
static int source(const Case &c, int lane) {
  unsigned b = (unsigned)c.arg & 31, segmask = (unsigned)(32 - c.width) & 31;
  unsigned cval = c.mode == UP ? 0 : 31;
  unsigned maxLane = ((unsigned)lane & segmask) | (cval & ~segmask & 31), minLane = (unsigned)lane & segmask;
  int j;
  bool p;
  switch (c.mode) {
  case UP: j = lane - (int)b; p = j >= (int)maxLane; break;
  case DOWN: j = lane + (int)b; p = j <= (int)maxLane; break;
  case XOR: j = lane ^ (int)b; p = j <= (int)maxLane; break;
  default: j = (int)(minLane | (b & ~segmask & 31)); p = j <= (int)maxLane; break;
  }
  return p ? j : lane;
}

static unsigned halfBits(int v) {  // small integers to half, exactly
  if (v == 0) return 0;
  unsigned sign = v < 0 ? 0x8000 : 0;
  unsigned m = v < 0 ? -v : v;
  int e = 0;
  while ((m >> e) > 1) e++;
  return sign | (unsigned)(e + 15) << 10 | ((m << (10 - e)) & 0x3ff);
}

int main() {
  std::vector<Case> cases;
  const int widths[] = {1, 2, 4, 8, 16, 32};
  const int args[] = {0, 1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 40, -1, -7};
  for (int mode = 0; mode < 4; mode++)
    for (int w : widths)
      for (int a : args) {
        if (a < 0 && mode != IDX) continue;
        cases.push_back({mode, w, a, 0});
      }
  // partial masks whose lanes take values only from each other: a whole
  // segment of the width, every segment with a given xor partner, ...
  cases.push_back({IDX, 8, 3, 0x0000ff00u});
  cases.push_back({XOR, 32, 16, 0x00ff00ffu});
  cases.push_back({DOWN, 16, 4, 0xffff0000u});
  cases.push_back({UP, 4, 1, 0xf0f0f0f0u});
  cases.push_back({XOR, 4, 1, 0x33333333u});
  cases.push_back({IDX, 1, 9, 0x80000001u});
  cases.push_back({IDX, 32, 31, 0x80000001u});
  int nc = (int)cases.size();
  std::vector<unsigned long long> want((size_t)nc * 32 * 6, 0);
  for (int k = 0; k < nc; k++) {
    unsigned mask = cases[k].mask ? cases[k].mask : 0xffffffffu;
    for (int lane = 0; lane < 32; lane++) {
      if (!((mask >> lane) & 1)) continue;
      int j = source(cases[k], lane);
      if (!((mask >> j) & 1)) printf("case %d: lane %d reads lane %d, outside the mask\n", k, lane, j);
      unsigned long long *w = &want[((size_t)k * 32 + lane) * 6];
      w[0] = j * 0x01010101u + 0x70000000u;
      w[1] = (j * 0x01010101u + 0x70000000u) ^ 0x80000000u;
      w[2] = (unsigned long long)j << 40 | (0x123456u + j);
      w[3] = floatBits(j + 0.25f);
      w[4] = doubleBits(-j - 0.125);
      w[5] = halfBits(j) | halfBits(-j) << 16;
    }
  }
  Dev<Case> dc(cases);
  Dev<unsigned long long> o(want.size());
  kernel<<<nc, 32>>>(dc.p, o.p);
  SYNC();
  std::vector<unsigned long long> got = o.get();
  const char *modes[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"};
  const char *types[] = {"int", "unsigned", "long long", "float", "double", "__half2"};
  for (int m = 0; m < 4; m++)
    for (int t = 0; t < 6; t++) {
      std::vector<unsigned long long> g, w;
      for (int k = 0; k < nc; k++) {
        if (cases[k].mode != m) continue;
        for (int lane = 0; lane < 32; lane++) {
          g.push_back(got[((size_t)k * 32 + lane) * 6 + t]);
          w.push_back(want[((size_t)k * 32 + lane) * 6 + t]);
        }
      }
      char what[64];
      snprintf(what, sizeof what, "%s %s", modes[m], types[t]);
      compare(what, g, w);
    }
  return finish();
}
