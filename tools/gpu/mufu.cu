// mufu.cu: measures MUFU.SIN/COS exhaustively over their 25-bit turn fraction,
// MUFU.LG2 over every mantissa for a set of exponents, and the input
// resolution of MUFU.TANH, for sim/fp. Writes raw little-endian arrays into
// argv[1]; tools/gpu/mufutab analyses and compresses them.
//
//   nvcc -O3 -arch=sm_90 -o mufu mufu.cu && ./mufu /tmp/raw
//
// sweep: every positive finite x (bits 0 .. 0x7f7fffff) goes through
// sin/cos.approx(.ftz).f32 of x and -x. The key of x is the fraction of
// t = x * 0x3e22f983 (rounded toward zero, as ptxas compiles it) truncated to
// 25 bits. tab_{sin,cos,sinneg,cosneg}.u32 hold, per key, the result of
// the first x seen with that key (0xffffffff: no x has it); every later x
// with the same key and a different result counts as a conflict, per binade
// of t (conflicts.txt). A key with no conflict anywhere means the result is
// a function of the key alone.
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <string>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

#define NKEY (1u << 25)
#define SENT 0xffffffffu

// Counters: [table][binade of t or x (0..255)] conflicts, plus the checks below.
enum { T_SIN, T_COS, T_SINNEG, T_COSNEG, T_TANH, NT };
enum { C_SIN_NF, C_COS_NF, C_SIN_ODD, C_COS_EVEN, C_TANH_ODD, NCHK };
struct Counters {
  unsigned long long conflict[NT][256];
  unsigned long long check[NCHK];
  unsigned int nex[NT + NCHK];
  uint32_t ex[NT + NCHK][16][3]; // x, value seen first / expected, value now
};

__device__ void note(Counters *c, int kind, uint32_t x, uint32_t a, uint32_t b) {
  unsigned int i = atomicAdd(&c->nex[kind], 1);
  if (i < 16) { c->ex[kind][i][0] = x; c->ex[kind][i][1] = a; c->ex[kind][i][2] = b; }
}

__device__ void put(uint32_t *T, uint32_t key, uint32_t v, Counters *c, int t, int binade, uint32_t x) {
  uint32_t old = T[key];
  if (old == v) return;
  if (old == SENT) {
    old = atomicCAS(&T[key], SENT, v);
    if (old == SENT || old == v) return;
  }
  atomicAdd(&c->conflict[t][binade], 1ull);
  note(c, t, x, old, v);
}

__device__ __forceinline__ float sinf_(float x) { float r; asm("sin.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ __forceinline__ float cosf_(float x) { float r; asm("cos.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ __forceinline__ float sinnf(float x) { float r; asm("sin.approx.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ __forceinline__ float cosnf(float x) { float r; asm("cos.approx.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ __forceinline__ float tanh_(float x) { float r; asm("tanh.approx.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }
__device__ __forceinline__ float mulrz(float a, float b) { float r; asm("mul.rz.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); return r; }

__global__ void sweep(uint32_t *S, uint32_t *C, uint32_t *SN, uint32_t *CN, Counters *cnt) {
  const float c2pi = __uint_as_float(0x3e22f983u);
  size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t u = (size_t)blockIdx.x * blockDim.x + threadIdx.x; u < 0x7f800000u; u += stride) {
    uint32_t ux = (uint32_t)u;
    float x = __uint_as_float(ux);
    float t = mulrz(x, c2pi);
    double td = (double)t;
    double fr = td - floor(td);
    uint32_t key = (uint32_t)(fr * 33554432.0);
    int binade = (int)(__float_as_uint(t) >> 23);
    uint32_t s = __float_as_uint(sinf_(x)), co = __float_as_uint(cosf_(x));
    uint32_t sn = __float_as_uint(sinf_(-x)), cn = __float_as_uint(cosf_(-x));
    uint32_t s2 = __float_as_uint(sinnf(x)), c2 = __float_as_uint(cosnf(x));
    uint32_t s3 = __float_as_uint(sinnf(-x)), c3 = __float_as_uint(cosnf(-x));
    if (s2 != s || s3 != sn) { atomicAdd(&cnt->check[C_SIN_NF], 1ull); note(cnt, NT + C_SIN_NF, ux, s, s2); }
    if (c2 != co || c3 != cn) { atomicAdd(&cnt->check[C_COS_NF], 1ull); note(cnt, NT + C_COS_NF, ux, co, c2); }
    if (sn != (s ^ 0x80000000u)) { atomicAdd(&cnt->check[C_SIN_ODD], 1ull); note(cnt, NT + C_SIN_ODD, ux, s, sn); }
    if (cn != co) { atomicAdd(&cnt->check[C_COS_EVEN], 1ull); note(cnt, NT + C_COS_EVEN, ux, co, cn); }
    put(S, key, s, cnt, T_SIN, binade, ux);
    put(C, key, co, cnt, T_COS, binade, ux);
    put(SN, key, sn, cnt, T_SINNEG, binade, ux);
    put(CN, key, cn, cnt, T_COSNEG, binade, ux);
  }
}

// tanhSweep: is tanh.approx a function of x with its 4 low bits dropped, in
// every binade? And odd?
__global__ void tanhSweep(uint32_t *T, Counters *cnt) {
  size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t u = (size_t)blockIdx.x * blockDim.x + threadIdx.x; u < 0x7f800000u; u += stride) {
    uint32_t ux = (uint32_t)u;
    float x = __uint_as_float(ux);
    uint32_t r = __float_as_uint(tanh_(x)), rn = __float_as_uint(tanh_(-x));
    if (rn != (r ^ 0x80000000u)) { atomicAdd(&cnt->check[C_TANH_ODD], 1ull); note(cnt, NT + C_TANH_ODD, ux, r, rn); }
    put(T, ux >> 4, r, cnt, T_TANH, (int)(ux >> 23), ux);
  }
}

enum { LG2_FTZ, LG2, SIN_FTZ, SIN, COS_FTZ, COS, NOPS };
static const char *names[NOPS] = {"lg2.ftz", "lg2", "sin.ftz", "sin", "cos.ftz", "cos"};

__global__ void k32(int op, const uint32_t *in, uint32_t *out, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = __uint_as_float(in[i]), r = 0;
  switch (op) {
    case LG2_FTZ: asm("lg2.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case LG2: asm("lg2.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case SIN_FTZ: r = sinf_(a); break;
    case SIN: r = sinnf(a); break;
    case COS_FTZ: r = cosf_(a); break;
    case COS: r = cosnf(a); break;
  }
  out[i] = __float_as_uint(r);
}

static std::string dir;
static void save(const std::string &name, const void *p, size_t bytes) {
  std::string path = dir + "/" + name;
  FILE *f = fopen(path.c_str(), "wb");
  if (!f || fwrite(p, 1, bytes, f) != bytes) { perror(path.c_str()); exit(1); }
  fclose(f);
}

static std::vector<uint32_t> run32(int op, const std::vector<uint32_t> &x) {
  size_t n = x.size();
  uint32_t *dx, *dout;
  CK(cudaMalloc(&dx, n * 4)); CK(cudaMalloc(&dout, n * 4));
  CK(cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice));
  k32<<<(unsigned)((n + 255) / 256), 256>>>(op, dx, dout, n);
  CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  std::vector<uint32_t> o(n);
  CK(cudaMemcpy(o.data(), dout, n * 4, cudaMemcpyDeviceToHost));
  cudaFree(dx); cudaFree(dout);
  return o;
}

static uint64_t rs = 0x2545F4914F6CDD1Dull;
static uint64_t rnd() { rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27; return rs * 2685821657736338717ull; }
static double unit() { return (rnd() >> 11) * (1.0 / 9007199254740992.0); }
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static const uint32_t special[] = {0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc12345, 0x7f800001,
  1, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, 0x00400000, 0x7f7fffff, 0xff7fffff, 0x3f800000,
  0xbf800000, 0x3f800001, 0x3f7fffff, 0x7e800000, 0x7e800001, 0x7f000000, 0x7f000001, 0x00000123};

// A quarter each: any bit pattern, specials, log-uniform magnitudes over the
// whole range, uniform in [lo, hi].
static uint32_t gen32(double lo, double hi) {
  uint64_t r = rnd();
  switch (r & 3) {
    case 0: return (uint32_t)(r >> 32);
    case 1: return special[(r >> 8) % (sizeof special / 4)];
    case 2: { float v = (float)exp2(-150 + 280 * unit()); return fbits(v) | (uint32_t)(r >> 63) << 31; }
  }
  return fbits((float)(lo + (hi - lo) * unit()));
}

static void dumpCounters(const Counters &c) {
  static const char *tn[NT] = {"sin", "cos", "sinneg", "cosneg", "tanh>>4"};
  static const char *cn[NCHK] = {"sin.ftz!=sin", "cos.ftz!=cos", "sin(-x)!=-sin(x)", "cos(-x)!=cos(x)", "tanh(-x)!=-tanh(x)"};
  std::string p = dir + "/conflicts.txt";
  FILE *f = fopen(p.c_str(), "w");
  for (int t = 0; t < NT; t++) {
    unsigned long long tot = 0;
    for (int b = 0; b < 256; b++) tot += c.conflict[t][b];
    fprintf(f, "conflicts %s: %llu;", tn[t], tot);
    for (int b = 0; b < 256; b++) if (c.conflict[t][b]) fprintf(f, " b%d:%llu", b, c.conflict[t][b]);
    fprintf(f, "\n");
    for (unsigned i = 0; i < c.nex[t] && i < 16; i++) fprintf(f, "  x %08x first %08x now %08x\n", c.ex[t][i][0], c.ex[t][i][1], c.ex[t][i][2]);
  }
  for (int k = 0; k < NCHK; k++) {
    fprintf(f, "check %s: %llu\n", cn[k], c.check[k]);
    for (unsigned i = 0; i < c.nex[NT + k] && i < 16; i++) fprintf(f, "  x %08x %08x %08x\n", c.ex[NT + k][i][0], c.ex[NT + k][i][1], c.ex[NT + k][i][2]);
  }
  fclose(f);
  fputs(("wrote " + p + "\n").c_str(), stdout);
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: mufu DIR [NVERIFY]\n"); return 2; }
  dir = argv[1];
  size_t NV = argc > 2 ? strtoull(argv[2], 0, 0) : (1u << 22);
  Counters *dc; CK(cudaMalloc(&dc, sizeof(Counters))); CK(cudaMemset(dc, 0, sizeof(Counters)));
  { uint32_t *d[4];
    for (auto &p : d) { CK(cudaMalloc(&p, NKEY * 4)); CK(cudaMemset(p, 0xff, NKEY * 4)); }
    sweep<<<65536, 256>>>(d[0], d[1], d[2], d[3], dc);
    CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    std::vector<uint32_t> h(NKEY);
    const char *fn[4] = {"tab_sin.u32", "tab_cos.u32", "tab_sinneg.u32", "tab_cosneg.u32"};
    for (int i = 0; i < 4; i++) { CK(cudaMemcpy(h.data(), d[i], NKEY * 4, cudaMemcpyDeviceToHost)); save(fn[i], h.data(), NKEY * 4); cudaFree(d[i]); }
    printf("sin/cos sweep done\n"); fflush(stdout);
  }
  { uint32_t *d; size_t n = (size_t)1 << 27;
    CK(cudaMalloc(&d, n * 4)); CK(cudaMemset(d, 0xff, n * 4));
    tanhSweep<<<65536, 256>>>(d, dc);
    CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    cudaFree(d);
    printf("tanh sweep done\n"); fflush(stdout);
  }
  { Counters h; CK(cudaMemcpy(&h, dc, sizeof h, cudaMemcpyDeviceToHost)); dumpCounters(h); }
  // lg2.approx.ftz of m*2^k for every m in [1,2).
  { std::vector<uint32_t> x(1 << 23);
    for (int k : {0, -1, 1, -2, 2, -3, 4, -5, 8, -9, 16, -17, 23, -23, 32, -33, 64, -65, 100, -100, 127, -126}) {
      for (uint32_t i = 0; i < x.size(); i++) x[i] = 0x3f800000u + i + (uint32_t)(k * (1 << 23));
      auto o = run32(LG2_FTZ, x); save("tab_lg2_" + std::to_string(k) + ".u32", o.data(), o.size() * 4);
    }
  }
  // Random samples over the whole range.
  struct R { int op; double lo, hi; };
  for (R r : {R{SIN_FTZ, -7, 7}, R{SIN, -100, 100}, R{COS_FTZ, -7, 7}, R{COS, -100, 100}, R{LG2_FTZ, 0, 4}, R{LG2, 0, 100}}) {
    std::vector<uint32_t> x(NV);
    for (auto &v : x) v = gen32(r.lo, r.hi);
    auto o = run32(r.op, x);
    save(std::string("ver_") + names[r.op] + ".in", x.data(), NV * 4);
    save(std::string("ver_") + names[r.op] + ".out", o.data(), NV * 4);
  }
  printf("mufu: done\n");
  return 0;
}
