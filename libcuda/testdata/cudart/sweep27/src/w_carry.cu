// w_carry: multi-word arithmetic as big-number libraries write it in inline
// PTX: 256-bit add and subtract through add.cc/addc.cc/addc and
// sub.cc/subc.cc/subc on 32-bit and 64-bit limbs, a 128 x 128 -> 256-bit
// schoolbook product through mad.lo.cc/madc.hi.cc chains, and mul.wide /
// mad.wide / mul.hi / mad.hi; the carry flag carried across instructions of
// different kinds. The host computes the same numbers with unsigned __int128.
#include "sw27.h"

typedef unsigned long long u64;
typedef unsigned __int128 u128;

__device__ void add256(const unsigned *a, const unsigned *b, unsigned *r) {
  asm("add.cc.u32 %0, %8, %16;\n\t"
      "addc.cc.u32 %1, %9, %17;\n\t"
      "addc.cc.u32 %2, %10, %18;\n\t"
      "addc.cc.u32 %3, %11, %19;\n\t"
      "addc.cc.u32 %4, %12, %20;\n\t"
      "addc.cc.u32 %5, %13, %21;\n\t"
      "addc.cc.u32 %6, %14, %22;\n\t"
      "addc.u32 %7, %15, %23;"
      : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(a[4]), "r"(a[5]), "r"(a[6]), "r"(a[7]),
        "r"(b[0]), "r"(b[1]), "r"(b[2]), "r"(b[3]), "r"(b[4]), "r"(b[5]), "r"(b[6]), "r"(b[7]));
}

__device__ void sub256x64(const u64 *a, const u64 *b, u64 *r, unsigned *borrow) {
  asm("sub.cc.u64 %0, %5, %9;\n\t"
      "subc.cc.u64 %1, %6, %10;\n\t"
      "subc.cc.u64 %2, %7, %11;\n\t"
      "subc.cc.u64 %3, %8, %12;\n\t"
      "subc.u32 %4, 0, 0;"
      : "=l"(r[0]), "=l"(r[1]), "=l"(r[2]), "=l"(r[3]), "=r"(*borrow)
      : "l"(a[0]), "l"(a[1]), "l"(a[2]), "l"(a[3]), "l"(b[0]), "l"(b[1]), "l"(b[2]), "l"(b[3]));
}

// mul128: r (8 limbs) = a (4 limbs) * b (4 limbs), row by row with
// mad.lo.cc / madc.hi.cc accumulating into r.
__device__ void mul128(const unsigned *a, const unsigned *b, unsigned *r) {
  for (int k = 0; k < 8; k++) r[k] = 0;
  for (int i = 0; i < 4; i++) {
    unsigned c = 0;
    for (int j = 0; j < 4; j++) {
      unsigned lo, hi;
      // lo:hi = a[i] * b[j] + r[i+j] + c, through the carry flag
      asm("mad.lo.cc.u32 %0, %2, %3, %4;\n\t"
          "madc.hi.u32 %1, %2, %3, 0;\n\t"
          : "=r"(lo), "=r"(hi)
          : "r"(a[i]), "r"(b[j]), "r"(r[i + j]));
      asm("add.cc.u32 %0, %0, %2;\n\t"
          "addc.u32 %1, %1, 0;"
          : "+r"(lo), "+r"(hi)
          : "r"(c));
      r[i + j] = lo;
      c = hi;
    }
    r[i + 4] = c;
  }
}

__global__ void kernel(const unsigned *x, const unsigned *y, unsigned *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned *a = x + 8 * i, *b = y + 8 * i;
  unsigned *r = o + 40 * i;
  add256(a, b, r);
  sub256x64((const u64 *)a, (const u64 *)b, (u64 *)(r + 8), r + 16);
  mul128(a, b, r + 17);
  u64 w1, w2, h1;
  unsigned h2, h3, c3;
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(w1) : "r"(a[0]), "r"(b[0]));
  asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(w2) : "r"(a[1]), "r"(b[1]), "l"(w1));
  asm("mul.hi.u64 %0, %1, %2;" : "=l"(h1) : "l"(((const u64 *)a)[1]), "l"(((const u64 *)b)[1]));
  asm("mad.hi.s32 %0, %1, %2, %3;" : "=r"(h2) : "r"(a[2]), "r"(b[2]), "r"(a[3]));
  asm("mad.hi.cc.u32 %0, %2, %2, %3;\n\taddc.u32 %1, 0, 0;" : "=r"(h3), "=r"(c3) : "r"(b[3]), "r"(a[4]));
  r[25] = 0;
  ((u64 *)(r + 26))[0] = w1;
  ((u64 *)(r + 26))[1] = w2;
  ((u64 *)(r + 26))[2] = h1;
  r[32] = h2;
  r[33] = h3;
  r[34] = c3;
  for (int k = 35; k < 40; k++) r[k] = 0;
}

static void reference(const unsigned *a, const unsigned *b, unsigned *r) {
  // 256-bit add on 32-bit limbs
  u64 c = 0;
  for (int k = 0; k < 8; k++) {
    u64 s = (u64)a[k] + b[k] + c;
    r[k] = (unsigned)s, c = s >> 32;
  }
  // 256-bit subtract on 64-bit limbs, the final borrow as 0 or 0xffffffff
  u64 A[4], B[4], R[4];
  memcpy(A, a, 32), memcpy(B, b, 32);
  unsigned borrow = 0;
  for (int k = 0; k < 4; k++) {
    u128 d = (u128)A[k] - B[k] - borrow;
    R[k] = (u64)d, borrow = (unsigned)(d >> 64) ? 1 : 0;
  }
  memcpy(r + 8, R, 32);
  r[16] = borrow ? 0xffffffffu : 0;
  // 128 x 128 -> 256
  u128 x, y;
  memcpy(&x, a, 16), memcpy(&y, b, 16);
  u128 lo = (u128)(u64)x * (u64)y, m1 = (u128)(u64)(x >> 64) * (u64)y, m2 = (u128)(u64)x * (u64)(y >> 64),
       hi = (u128)(u64)(x >> 64) * (u64)(y >> 64);
  u128 mid = (lo >> 64) + (u64)m1 + (u64)m2;
  u128 low = (lo & ~(u64)0) | (mid << 64);
  u128 high = hi + (m1 >> 64) + (m2 >> 64) + (mid >> 64);
  memcpy(r + 17, &low, 16), memcpy(r + 21, &high, 16);
  u64 w1 = (u64)a[0] * b[0];
  u64 w2 = (u64)((long long)(int)a[1] * (int)b[1]) + w1;
  u64 h1 = (u64)(((u128)((const u64 *)a)[1] * ((const u64 *)b)[1]) >> 64);
  unsigned h2 = (unsigned)(((long long)(int)a[2] * (int)b[2]) >> 32) + a[3];
  u64 h3 = (((u64)b[3] * b[3]) >> 32) + a[4];  // mad.hi.cc's sum, its carry above
  r[25] = 0;
  memcpy(r + 26, &w1, 8), memcpy(r + 28, &w2, 8), memcpy(r + 30, &h1, 8);
  r[32] = h2, r[33] = (unsigned)h3, r[34] = (unsigned)(h3 >> 32);
  for (int k = 35; k < 40; k++) r[k] = 0;
}

int main() {
  const int n = 8192;
  unsigned long long s = 256;
  std::vector<unsigned> x(8 * n), y(8 * n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 8; k++) {
      x[8 * i + k] = (unsigned)edgy(s, 32), y[8 * i + k] = (unsigned)edgy(s, 32);
      if (i % 4 == 0) x[8 * i + k] = 0xffffffffu, y[8 * i + k] = k == 0;  // a carry through every limb
      if (i % 4 == 1) y[8 * i + k] = x[8 * i + k] + (k == 7);            // a borrow through every limb
    }
  std::vector<unsigned> want(40 * n);
  for (int i = 0; i < n; i++) {
    reference(&x[8 * i], &y[8 * i], &want[40 * i]);
  }
  Dev<unsigned> dx(x), dy(y), o(want.size());
  kernel<<<n / 128, 128>>>(dx.p, dy.p, o.p, n);
  SYNC();
  std::vector<unsigned> got = o.get();
  struct {
    const char *name;
    int from, to;
  } parts[] = {{"add.cc/addc.cc chain, 256 bits", 0, 8}, {"sub.cc/subc.cc chain, 4 x 64 bits", 8, 16},
               {"subc.u32 of the final borrow", 16, 17}, {"mad.lo.cc/madc.hi product, 256 bits", 17, 25},
               {"mul.wide.u32, mad.wide.s32", 25, 30}, {"mul.hi.u64", 30, 32}, {"mad.hi.s32", 32, 33},
               {"mad.hi.cc.u32 and its carry", 33, 40}};
  for (auto &p : parts) {
    std::vector<unsigned> g, w;
    for (int i = 0; i < n; i++)
      for (int k = p.from; k < p.to; k++) g.push_back(got[40 * i + k]), w.push_back(want[40 * i + k]);
    compare(p.name, g, w);
  }
  return finish();
}
