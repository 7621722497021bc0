// w_simd: the SIMD video intrinsics on 2x16-bit and 4x8-bit lanes (abs,
// absdiff, add/sub wrapping and saturating, unsigned averages, halving adds,
// compares as masks and as 0/1, max/min, negation, sums of absolute
// differences) and __dp4a/__dp2a_lo/__dp2a_hi in their signed and unsigned
// forms; host references computed lane by lane from the CUDA Math API's
// definitions.
#include "sw27.h"

enum Op {
  ABS, ABSDIFFS, ABSDIFFU, ABSSS, ADD, ADDSS, ADDUS, AVGU, CMPEQ, CMPGES, CMPGEU, CMPGTS, CMPGTU, CMPLES, CMPLEU,
  CMPLTS, CMPLTU, CMPNE, HADDU, MAXS, MAXU, MINS, MINU, NEG, NEGSS, SADS, SADU, SETEQ, SETGES, SETGEU, SETGTS, SETGTU,
  SETLES, SETLEU, SETLTS, SETLTU, SETNE, SUB, SUBSS, SUBUS, NOPS
};
static const char *opNames[NOPS] = {"abs", "absdiffs", "absdiffu", "absss", "add", "addss", "addus", "avgu", "cmpeq",
                                    "cmpges", "cmpgeu", "cmpgts", "cmpgtu", "cmples", "cmpleu", "cmplts", "cmpltu",
                                    "cmpne", "haddu", "maxs", "maxu", "mins", "minu", "neg", "negss", "sads", "sadu",
                                    "seteq", "setges", "setgeu", "setgts", "setgtu", "setles", "setleu", "setlts",
                                    "setltu", "setne", "sub", "subss", "subus"};

__global__ void kernel(const unsigned *x, const unsigned *y, unsigned *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = x[i], b = y[i];
  unsigned *o2 = o + (size_t)i * (2 * NOPS + 6), *o4 = o2 + NOPS;
  o2[ABS] = __vabs2(a), o4[ABS] = __vabs4(a);
  o2[ABSDIFFS] = __vabsdiffs2(a, b), o4[ABSDIFFS] = __vabsdiffs4(a, b);
  o2[ABSDIFFU] = __vabsdiffu2(a, b), o4[ABSDIFFU] = __vabsdiffu4(a, b);
  o2[ABSSS] = __vabsss2(a), o4[ABSSS] = __vabsss4(a);
  o2[ADD] = __vadd2(a, b), o4[ADD] = __vadd4(a, b);
  o2[ADDSS] = __vaddss2(a, b), o4[ADDSS] = __vaddss4(a, b);
  o2[ADDUS] = __vaddus2(a, b), o4[ADDUS] = __vaddus4(a, b);
  o2[AVGU] = __vavgu2(a, b), o4[AVGU] = __vavgu4(a, b);
  o2[CMPEQ] = __vcmpeq2(a, b), o4[CMPEQ] = __vcmpeq4(a, b);
  o2[CMPGES] = __vcmpges2(a, b), o4[CMPGES] = __vcmpges4(a, b);
  o2[CMPGEU] = __vcmpgeu2(a, b), o4[CMPGEU] = __vcmpgeu4(a, b);
  o2[CMPGTS] = __vcmpgts2(a, b), o4[CMPGTS] = __vcmpgts4(a, b);
  o2[CMPGTU] = __vcmpgtu2(a, b), o4[CMPGTU] = __vcmpgtu4(a, b);
  o2[CMPLES] = __vcmples2(a, b), o4[CMPLES] = __vcmples4(a, b);
  o2[CMPLEU] = __vcmpleu2(a, b), o4[CMPLEU] = __vcmpleu4(a, b);
  o2[CMPLTS] = __vcmplts2(a, b), o4[CMPLTS] = __vcmplts4(a, b);
  o2[CMPLTU] = __vcmpltu2(a, b), o4[CMPLTU] = __vcmpltu4(a, b);
  o2[CMPNE] = __vcmpne2(a, b), o4[CMPNE] = __vcmpne4(a, b);
  o2[HADDU] = __vhaddu2(a, b), o4[HADDU] = __vhaddu4(a, b);
  o2[MAXS] = __vmaxs2(a, b), o4[MAXS] = __vmaxs4(a, b);
  o2[MAXU] = __vmaxu2(a, b), o4[MAXU] = __vmaxu4(a, b);
  o2[MINS] = __vmins2(a, b), o4[MINS] = __vmins4(a, b);
  o2[MINU] = __vminu2(a, b), o4[MINU] = __vminu4(a, b);
  o2[NEG] = __vneg2(a), o4[NEG] = __vneg4(a);
  o2[NEGSS] = __vnegss2(a), o4[NEGSS] = __vnegss4(a);
  o2[SADS] = __vsads2(a, b), o4[SADS] = __vsads4(a, b);
  o2[SADU] = __vsadu2(a, b), o4[SADU] = __vsadu4(a, b);
  o2[SETEQ] = __vseteq2(a, b), o4[SETEQ] = __vseteq4(a, b);
  o2[SETGES] = __vsetges2(a, b), o4[SETGES] = __vsetges4(a, b);
  o2[SETGEU] = __vsetgeu2(a, b), o4[SETGEU] = __vsetgeu4(a, b);
  o2[SETGTS] = __vsetgts2(a, b), o4[SETGTS] = __vsetgts4(a, b);
  o2[SETGTU] = __vsetgtu2(a, b), o4[SETGTU] = __vsetgtu4(a, b);
  o2[SETLES] = __vsetles2(a, b), o4[SETLES] = __vsetles4(a, b);
  o2[SETLEU] = __vsetleu2(a, b), o4[SETLEU] = __vsetleu4(a, b);
  o2[SETLTS] = __vsetlts2(a, b), o4[SETLTS] = __vsetlts4(a, b);
  o2[SETLTU] = __vsetltu2(a, b), o4[SETLTU] = __vsetltu4(a, b);
  o2[SETNE] = __vsetne2(a, b), o4[SETNE] = __vsetne4(a, b);
  o2[SUB] = __vsub2(a, b), o4[SUB] = __vsub4(a, b);
  o2[SUBSS] = __vsubss2(a, b), o4[SUBSS] = __vsubss4(a, b);
  o2[SUBUS] = __vsubus2(a, b), o4[SUBUS] = __vsubus4(a, b);
  unsigned c = a ^ (b << 7);
  unsigned *d = o4 + NOPS;
  d[0] = (unsigned)__dp4a((int)a, (int)b, (int)c);
  d[1] = __dp4a(a, b, c);
  d[2] = (unsigned)__dp2a_lo((int)a, (int)b, (int)c);
  d[3] = __dp2a_lo(a, b, c);
  d[4] = (unsigned)__dp2a_hi((int)a, (int)b, (int)c);
  d[5] = __dp2a_hi(a, b, c);
}

// lane computes op on one lane of `bits` bits (a and b zero-extended).
static unsigned lane(Op op, unsigned a, unsigned b, int bits) {
  unsigned mask = (1u << bits) - 1;
  int sa = (int)(a << (32 - bits)) >> (32 - bits), sb = (int)(b << (32 - bits)) >> (32 - bits);
  int smax = (1 << (bits - 1)) - 1, smin = -(1 << (bits - 1));
  auto sat = [&](long long v) { return (unsigned)(v > smax ? smax : v < smin ? smin : v) & mask; };
  auto usat = [&](long long v) { return (unsigned)(v > (long long)mask ? mask : v < 0 ? 0 : v); };
  switch (op) {
  case ABS: return (unsigned)(sa < 0 ? -sa : sa) & mask;
  case ABSDIFFS: return (unsigned)(sa > sb ? sa - sb : sb - sa) & mask;
  case ABSDIFFU: return a > b ? a - b : b - a;
  case ABSSS: return sat(sa < 0 ? -(long long)sa : sa);
  case ADD: return (a + b) & mask;
  case ADDSS: return sat((long long)sa + sb);
  case ADDUS: return usat((long long)a + b);
  case AVGU: return (a + b + 1) >> 1;
  case CMPEQ: return a == b ? mask : 0;
  case CMPGES: return sa >= sb ? mask : 0;
  case CMPGEU: return a >= b ? mask : 0;
  case CMPGTS: return sa > sb ? mask : 0;
  case CMPGTU: return a > b ? mask : 0;
  case CMPLES: return sa <= sb ? mask : 0;
  case CMPLEU: return a <= b ? mask : 0;
  case CMPLTS: return sa < sb ? mask : 0;
  case CMPLTU: return a < b ? mask : 0;
  case CMPNE: return a != b ? mask : 0;
  case HADDU: return (a + b) >> 1;
  case MAXS: return (unsigned)(sa > sb ? sa : sb) & mask;
  case MAXU: return a > b ? a : b;
  case MINS: return (unsigned)(sa < sb ? sa : sb) & mask;
  case MINU: return a < b ? a : b;
  case NEG: return (unsigned)(-sa) & mask;
  case NEGSS: return sat(-(long long)sa);
  case SADS: return (unsigned)(sa > sb ? sa - sb : sb - sa);  // summed by the caller
  case SADU: return a > b ? a - b : b - a;
  case SETEQ: return a == b;
  case SETGES: return sa >= sb;
  case SETGEU: return a >= b;
  case SETGTS: return sa > sb;
  case SETGTU: return a > b;
  case SETLES: return sa <= sb;
  case SETLEU: return a <= b;
  case SETLTS: return sa < sb;
  case SETLTU: return a < b;
  case SETNE: return a != b;
  case SUB: return (a - b) & mask;
  case SUBSS: return sat((long long)sa - sb);
  case SUBUS: return usat((long long)a - b);
  default: return 0;
  }
}

static unsigned simd(Op op, unsigned a, unsigned b, int bits) {
  unsigned r = 0, sum = 0, mask = (1u << bits) - 1;
  for (int k = 0; k < 32; k += bits) {
    unsigned v = lane(op, (a >> k) & mask, (b >> k) & mask, bits);
    sum += v;
    r |= (v & mask) << k;
  }
  return op == SADS || op == SADU ? sum : r;
}

static int sbyte(unsigned v, int k) { return (signed char)(v >> (8 * k)); }
static int shalf(unsigned v, int k) { return (short)(v >> (16 * k)); }

int main() {
  const int n = 8192, stride = 2 * NOPS + 6;
  unsigned long long s = 77;
  std::vector<unsigned> a(n), b(n), want((size_t)n * stride);
  for (int i = 0; i < n; i++) {
    a[i] = (unsigned)edgy(s, 32);
    b[i] = (unsigned)edgy(s, 32);
    if (i % 4 == 0) a[i] = (a[i] & 0x80808080u) | 0x7f7f7f7fu * (i % 8 == 0);  // lane extremes
    if (i % 8 == 4) b[i] = 0x80008000u ^ (b[i] & 0x00ff00ffu);
    unsigned *w = &want[(size_t)i * stride];
    for (int op = 0; op < NOPS; op++) {
      w[op] = simd((Op)op, a[i], b[i], 16);
      w[NOPS + op] = simd((Op)op, a[i], b[i], 8);
    }
    unsigned c = a[i] ^ (b[i] << 7);
    int sd = (int)c;
    unsigned ud = c;
    for (int k = 0; k < 4; k++) sd += sbyte(a[i], k) * sbyte(b[i], k), ud += ((a[i] >> 8 * k) & 255) * ((b[i] >> 8 * k) & 255);
    w[2 * NOPS] = (unsigned)sd, w[2 * NOPS + 1] = ud;
    for (int hi = 0; hi < 2; hi++) {
      int sdot = (int)c;
      unsigned udot = c;
      for (int k = 0; k < 2; k++) {
        sdot += shalf(a[i], k) * sbyte(b[i], 2 * hi + k);
        udot += ((a[i] >> 16 * k) & 0xffff) * ((b[i] >> 8 * (2 * hi + k)) & 255);
      }
      w[2 * NOPS + 2 + 2 * hi] = (unsigned)sdot, w[2 * NOPS + 3 + 2 * hi] = udot;
    }
  }
  Dev<unsigned> da(a), db(b), o(want.size());
  kernel<<<n / 128, 128>>>(da.p, db.p, o.p, n);
  SYNC();
  std::vector<unsigned> got = o.get();
  char what[64];
  for (int k = 0; k < stride; k++) {
    std::vector<unsigned> g(n), w(n);
    for (int i = 0; i < n; i++) g[i] = got[(size_t)i * stride + k], w[i] = want[(size_t)i * stride + k];
    static const char *dots[] = {"__dp4a s32", "__dp4a u32", "__dp2a_lo s32", "__dp2a_lo u32", "__dp2a_hi s32", "__dp2a_hi u32"};
    if (k < 2 * NOPS)
      snprintf(what, sizeof what, "__v%s%d", opNames[k % NOPS], k < NOPS ? 2 : 4);
    else
      snprintf(what, sizeof what, "%s", dots[k - 2 * NOPS]);
    compare(what, g, w);
  }
  return finish();
}
