// w_bitfield: bit-field extraction and insertion: PTX bfe.{u32,s32,u64,s64}
// and bfi.{b32,b64} (inline) with positions and lengths 0 to 255 (the ISA's
// pseudo-code: fields past the msb, length 0, the sign bit of a field cut
// short), bfind/bfind.shiftamt, and C++ bit-field structs of every width and
// signedness read and written by the device (nvcc's own extraction code),
// the host running the same struct code.
#include "sw27.h"

struct Fields {
  unsigned a : 3;
  int b : 5;
  unsigned c : 1;
  int d : 13;
  unsigned e : 10;
  unsigned long long f : 37;
  long long g : 27;
  unsigned short h : 7;
  signed char i : 4;
};

__host__ __device__ void fieldOps(unsigned long long x, unsigned long long y, Fields &s, long long *o) {
  s.a = (unsigned)x;
  s.b = (int)(x >> 3);
  s.c = (unsigned)(y >> 5);
  s.d = (int)(y >> 9);
  s.e = (unsigned)(x >> 20) + s.a;
  s.f = y * 3;
  s.g = (long long)(x ^ y);
  s.h = (unsigned short)(y >> 40);
  s.i = (signed char)(x >> 50);
  s.b += s.i;  // wraps within 5 bits
  s.d = s.d * 3 - s.b;
  o[0] = s.a + s.b + s.c + s.d + s.e;
  o[1] = (long long)s.f - s.g;
  o[2] = s.h * s.i;
  o[3] = s.g >> 3;
}

__global__ void fieldKernel(const unsigned long long *x, const unsigned long long *y, Fields *s, long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) fieldOps(x[i], y[i], s[i], o + 4 * i);
}

__global__ void ptxKernel(const unsigned long long *x, const unsigned long long *y, unsigned long long *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long a = x[i], b = y[i];
  // The ISA ignores the bits above the low 8 of a position or length; the
  // H200 does so for the 32-bit forms, but its 64-bit forms take a register's
  // whole value (testdata/conformance/random, version 3; sim's
  // fieldOperandMask), so those get the low 8 bits alone here.
  unsigned pos = (unsigned)b & 0xffff, len = (unsigned)(b >> 16) & 0xffff;
  unsigned pos8 = pos & 0xff, len8 = len & 0xff;
  unsigned a32 = (unsigned)a, b32 = (unsigned)(a >> 32), r32;
  unsigned long long r64, *r = o + (size_t)i * 8;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r32) : "r"(a32), "r"(pos), "r"(len));
  r[0] = r32;
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r32) : "r"(a32), "r"(pos), "r"(len));
  r[1] = r32;
  asm("bfe.u64 %0, %1, %2, %3;" : "=l"(r64) : "l"(a), "r"(pos8), "r"(len8));
  r[2] = r64;
  asm("bfe.s64 %0, %1, %2, %3;" : "=l"(r64) : "l"(a), "r"(pos8), "r"(len8));
  r[3] = r64;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r32) : "r"(a32), "r"(b32), "r"(pos), "r"(len));
  r[4] = r32;
  asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(r64) : "l"(a), "l"(~b), "r"(pos8), "r"(len8));
  r[5] = r64;
  unsigned f1, f2;
  asm("bfind.s32 %0, %1;" : "=r"(f1) : "r"(a32));
  asm("bfind.shiftamt.u64 %0, %1;" : "=r"(f2) : "l"(b));
  r[6] = f1;
  r[7] = f2;
}

// The PTX ISA's pseudo-code for bfe and bfi.
static unsigned long long bfe(unsigned long long a, unsigned pos, unsigned len, int msb, bool sgn) {
  pos &= 0xff, len &= 0xff;
  int sbit = 0;
  if (sgn && len != 0) sbit = (a >> (pos + len - 1 < (unsigned)msb ? pos + len - 1 : msb)) & 1;
  unsigned long long d = 0;
  for (int i = 0; i <= msb; i++) {
    int bit = ((unsigned)i < len && pos + i <= (unsigned)msb) ? (a >> (pos + i)) & 1 : sbit;
    d |= (unsigned long long)bit << i;
  }
  return d;
}
static unsigned long long bfi(unsigned long long a, unsigned long long b, unsigned pos, unsigned len, int msb) {
  pos &= 0xff, len &= 0xff;
  unsigned long long f = b;
  for (unsigned i = 0; i < len && pos + i <= (unsigned)msb; i++) f = (f & ~(1ULL << (pos + i))) | (((a >> i) & 1) << (pos + i));
  return f;
}
// bfind: the bit position of the most significant non-sign bit (0xffffffff
// for none); .shiftamt: the left shift that would move it to the msb.
static unsigned bfind(unsigned long long a, int msb, bool sgn, bool shiftamt) {
  if (sgn && ((a >> msb) & 1)) a = ~a & (msb == 63 ? ~0ULL : (1ULL << (msb + 1)) - 1);
  for (int i = msb; i >= 0; i--)
    if ((a >> i) & 1) return shiftamt ? msb - i : i;
  return 0xffffffffu;
}

int main() {
  const int n = 8192;
  unsigned long long s = 3;
  std::vector<unsigned long long> x(n), y(n), want((size_t)n * 8);
  for (int i = 0; i < n; i++) {
    x[i] = edgy(s, 64);
    unsigned long long r = rnd64(s);
    unsigned pos = i % 3 ? r % 72 : r % 256, len = i % 5 ? (r >> 8) % 70 : (r >> 8) % 256;
    y[i] = pos | (unsigned long long)len << 16 | (r & 0xff00ff00ull) << 32 | (i % 7 == 0 ? 0x1200ull | 0x340000ull : 0);
    if (i % 11 == 0) y[i] = (y[i] & ~0xffffffffull) | (r & 0xffffffff);
    unsigned p = (unsigned)y[i] & 0xffff, l = (unsigned)(y[i] >> 16) & 0xffff;
    unsigned long long *w = &want[(size_t)i * 8];
    w[0] = bfe((unsigned)x[i], p, l, 31, false);
    w[1] = (unsigned)bfe((unsigned)x[i], p, l, 31, true);
    w[2] = bfe(x[i], p, l, 63, false);
    w[3] = bfe(x[i], p, l, 63, true);
    w[4] = bfi((unsigned)x[i], (unsigned)(x[i] >> 32), p, l, 31);
    w[5] = bfi(x[i], ~y[i], p, l, 63);
    w[6] = bfind((unsigned)x[i], 31, true, false);
    w[7] = bfind(y[i], 63, false, true);
  }
  Dev<unsigned long long> dx(x), dy(y), o(want.size());
  ptxKernel<<<n / 128, 128>>>(dx.p, dy.p, o.p, n);
  SYNC();
  std::vector<unsigned long long> got = o.get();
  const char *names[8] = {"bfe.u32", "bfe.s32", "bfe.u64", "bfe.s64", "bfi.b32", "bfi.b64", "bfind.s32", "bfind.shiftamt.u64"};
  for (int k = 0; k < 8; k++) {
    std::vector<unsigned long long> g(n), w(n);
    for (int i = 0; i < n; i++) g[i] = got[(size_t)i * 8 + k], w[i] = want[(size_t)i * 8 + k];
    compare(names[k], g, w);
  }
  std::vector<Fields> fwant(n);
  std::vector<long long> owant(4 * n);
  memset(fwant.data(), 0, n * sizeof(Fields));
  for (int i = 0; i < n; i++) fieldOps(x[i], y[i], fwant[i], &owant[4 * i]);
  Dev<Fields> fs(n);
  Dev<long long> fo(4 * n);
  fieldKernel<<<n / 128, 128>>>(dx.p, dy.p, fs.p, fo.p, n);
  SYNC();
  compare("bit-field arithmetic", fo.get(), owant);
  std::vector<Fields> fgot = fs.get();
  std::vector<unsigned long long> g(n * sizeof(Fields) / 8), w(g.size());
  memcpy(g.data(), fgot.data(), g.size() * 8);
  memcpy(w.data(), fwant.data(), w.size() * 8);
  compare("bit-field struct words", g, w);
  return finish();
}
