// w_bitintr: the integer intrinsics: __popc(ll), __clz(ll), __ffs(ll),
// __brev(ll), __byte_perm, the four funnel shifts, __mulhi/__umulhi,
// __mul64hi/__umul64hi, __sad/__usad, __hadd/__rhadd/__uhadd/__urhadd,
// __mul24/__umul24; host references written from the CUDA Math API's and the
// PTX ISA's definitions (__byte_perm's selectors are 3 bits, s<2:0>, s<6:4>...;
// nvcc masks them before its prmt, whose fourth bit would replicate a sign).
#include "sw27.h"

const int nOut = 24;

__global__ void kernel(const unsigned long long *x, const unsigned long long *y, unsigned long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long a = x[i], b = y[i];
  unsigned a32 = (unsigned)a, b32 = (unsigned)b, c32 = (unsigned)(a >> 32);
  unsigned long long *r = o + (size_t)i * nOut;
  r[0] = __popc(a32);
  r[1] = __popcll(a);
  r[2] = __clz((int)a32);
  r[3] = __clzll((long long)a);
  r[4] = __ffs((int)a32);
  r[5] = __ffsll((long long)a);
  r[6] = __brev(a32);
  r[7] = __brevll(a);
  r[8] = __byte_perm(a32, c32, b32);
  r[9] = __funnelshift_l(a32, c32, b32);
  r[10] = __funnelshift_lc(a32, c32, b32 & 63);
  r[11] = __funnelshift_r(a32, c32, b32);
  r[12] = __funnelshift_rc(a32, c32, b32 & 63);
  r[13] = (unsigned)__mulhi((int)a32, (int)b32);
  r[14] = __umulhi(a32, b32);
  r[15] = (unsigned long long)__mul64hi((long long)a, (long long)b);
  r[16] = __umul64hi(a, b);
  r[17] = __sad((int)a32, (int)b32, c32);
  r[18] = __usad(a32, b32, c32);
  r[19] = (unsigned)__hadd((int)a32, (int)b32);
  r[20] = (unsigned)__rhadd((int)a32, (int)b32);
  r[21] = __uhadd(a32, b32) ^ ((unsigned long long)__urhadd(a32, b32) << 32);
  r[22] = (unsigned)__mul24((int)a32, (int)b32);
  r[23] = __umul24(a32, b32);
}

static unsigned long long brev(unsigned long long v, int w) {
  unsigned long long r = 0;
  for (int i = 0; i < w; i++) r |= ((v >> i) & 1) << (w - 1 - i);
  return r;
}
static int clz(unsigned long long v, int w) {
  int n = 0;
  for (int i = w - 1; i >= 0 && !((v >> i) & 1); i--) n++;
  return n;
}
static int ffs(unsigned long long v, int w) {
  for (int i = 0; i < w; i++)
    if ((v >> i) & 1) return i + 1;
  return 0;
}
static unsigned prmt(unsigned a, unsigned b, unsigned s) {
  unsigned long long t = (unsigned long long)b << 32 | a;
  unsigned r = 0;
  for (int k = 0; k < 4; k++) {
    unsigned sel = (s >> (4 * k)) & 15;
    unsigned byte = (t >> (8 * (sel & 7))) & 0xff;
    if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
    r |= byte << (8 * k);
  }
  return r;
}

static void reference(unsigned long long a, unsigned long long b, unsigned long long *r) {
  unsigned a32 = (unsigned)a, b32 = (unsigned)b, c32 = (unsigned)(a >> 32);
  unsigned long long hl = a;  // hi = c32, lo = a32
  r[0] = __builtin_popcount(a32);
  r[1] = __builtin_popcountll(a);
  r[2] = clz(a32, 32);
  r[3] = clz(a, 64);
  r[4] = ffs(a32, 32);
  r[5] = ffs(a, 64);
  r[6] = brev(a32, 32);
  r[7] = brev(a, 64);
  r[8] = prmt(a32, c32, b32 & 0x7777);  // the Math API: 3-bit selectors, no sign replication
  r[9] = (unsigned)((hl << (b32 & 31)) >> 32);
  unsigned lc = (b32 & 63) < 32 ? (b32 & 63) : 32;
  r[10] = lc == 32 ? a32 : (unsigned)((hl << lc) >> 32);
  r[11] = (unsigned)(hl >> (b32 & 31));
  unsigned rc = (b32 & 63) < 32 ? (b32 & 63) : 32;
  r[12] = (unsigned)(hl >> rc);
  r[13] = (unsigned)(((long long)(int)a32 * (long long)(int)b32) >> 32);
  r[14] = (unsigned)(((unsigned long long)a32 * b32) >> 32);
  r[15] = (unsigned long long)(((__int128)(long long)a * (long long)b) >> 64);
  r[16] = (unsigned long long)(((unsigned __int128)a * b) >> 64);
  long long d = (long long)(int)a32 - (int)b32;
  r[17] = (unsigned)((d < 0 ? -d : d) + c32);
  r[18] = (unsigned)((a32 > b32 ? a32 - b32 : b32 - a32) + c32);
  r[19] = (unsigned)(int)(((long long)(int)a32 + (int)b32) >> 1);
  r[20] = (unsigned)(int)(((long long)(int)a32 + (int)b32 + 1) >> 1);
  r[21] = (unsigned)(((unsigned long long)a32 + b32) >> 1) ^ ((unsigned long long)(unsigned)(((unsigned long long)a32 + b32 + 1) >> 1) << 32);
  long long s24a = (long long)((int)(a32 << 8) >> 8), s24b = (long long)((int)(b32 << 8) >> 8);
  r[22] = (unsigned)(s24a * s24b);
  r[23] = (unsigned)((unsigned long long)(a32 & 0xffffff) * (b32 & 0xffffff));
}

int main() {
  const int n = 8192;
  unsigned long long s = 5;
  std::vector<unsigned long long> a(n), b(n), want((size_t)n * nOut);
  for (int i = 0; i < n; i++) {
    a[i] = edgy(s, 64);
    b[i] = i % 5 == 0 ? rnd64(s) % 80 : edgy(s, 64);
    reference(a[i], b[i], &want[(size_t)i * nOut]);
  }
  Dev<unsigned long long> da(a), db(b), o(want.size());
  kernel<<<n / 128, 128>>>(da.p, db.p, o.p, n);
  SYNC();
  std::vector<unsigned long long> got = o.get();
  const char *names[nOut] = {"__popc", "__popcll", "__clz", "__clzll", "__ffs", "__ffsll", "__brev", "__brevll",
                             "__byte_perm", "__funnelshift_l", "__funnelshift_lc", "__funnelshift_r", "__funnelshift_rc",
                             "__mulhi", "__umulhi", "__mul64hi", "__umul64hi", "__sad", "__usad", "__hadd", "__rhadd",
                             "__uhadd/__urhadd", "__mul24", "__umul24"};
  for (int k = 0; k < nOut; k++) {
    std::vector<unsigned long long> g(n), w(n);
    for (int i = 0; i < n; i++) g[i] = got[(size_t)i * nOut + k], w[i] = want[(size_t)i * nOut + k];
    compare(names[k], g, w);
  }
  return finish();
}
