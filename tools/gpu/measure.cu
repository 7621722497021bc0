// measure.cu: measures the H200's MUFU approximation tables and random samples of
// the approximate instructions, for sim/fp. Writes raw little-endian arrays into
// the directory given as argv[1]; tools/gpu/fptables encodes and verifies them.
//
//   nvcc -O3 -arch=sm_90 -o measure measure.cu && ./measure /tmp/raw
//
// tab_*.u32     exhaustive tables (see sim/fp/tables.go for the index of each)
// ver_OP.in     random inputs (u32, or u64 for f64 ops; pairs for div), ver_OP.out results
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <string>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

enum {
  EX2_FTZ, EX2, RCP_FTZ, RCP, SQRT_FTZ, SQRT, RSQRT_FTZ, RSQRT, LG2_FTZ, LG2, SIN_FTZ, COS_FTZ, TANH,
  EXPF, DIVA_FTZ, DIVA, DIVF_FTZ, DIVF, RCP64, RSQRT64, RSQRT64_FTZ, NOPS
};
static const char *names[NOPS] = {"ex2.ftz", "ex2", "rcp.ftz", "rcp", "sqrt.ftz", "sqrt", "rsqrt.ftz", "rsqrt",
  "lg2.ftz", "lg2", "sin.ftz", "cos.ftz", "tanh", "expf", "div.approx.ftz", "div.approx", "div.full.ftz", "div.full",
  "rcp64", "rsqrt64", "rsqrt64.ftz"};

__global__ void k32(int op, const uint32_t *in, const uint32_t *in2, uint32_t *out, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = __uint_as_float(in[i]), b = in2 ? __uint_as_float(in2[i]) : 0.0f, r = 0;
  switch (op) {
    case EX2_FTZ: asm("ex2.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case EX2: asm("ex2.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case RCP_FTZ: asm("rcp.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case RCP: asm("rcp.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case SQRT_FTZ: asm("sqrt.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case SQRT: asm("sqrt.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case RSQRT_FTZ: asm("rsqrt.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case RSQRT: asm("rsqrt.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case LG2_FTZ: asm("lg2.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case LG2: asm("lg2.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case SIN_FTZ: asm("sin.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case COS_FTZ: asm("cos.approx.ftz.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case TANH: asm("tanh.approx.f32 %0,%1;" : "=f"(r) : "f"(a)); break;
    case EXPF: r = expf(a); break;
    case DIVA_FTZ: asm("div.approx.ftz.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); break;
    case DIVA: asm("div.approx.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); break;
    case DIVF_FTZ: asm("div.full.ftz.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); break;
    case DIVF: asm("div.full.f32 %0,%1,%2;" : "=f"(r) : "f"(a), "f"(b)); break;
  }
  out[i] = __float_as_uint(r);
}

__global__ void k64(int op, const uint64_t *in, uint64_t *out, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a = __longlong_as_double((long long)in[i]), r = 0;
  switch (op) {
    case RCP64: asm("rcp.approx.ftz.f64 %0,%1;" : "=d"(r) : "d"(a)); break;
    case RSQRT64: asm("rsqrt.approx.f64 %0,%1;" : "=d"(r) : "d"(a)); break;
    case RSQRT64_FTZ: asm("rsqrt.approx.ftz.f64 %0,%1;" : "=d"(r) : "d"(a)); break;
  }
  out[i] = (uint64_t)__double_as_longlong(r);
}

static std::string dir;
static void save(const std::string &name, const void *p, size_t bytes) {
  std::string path = dir + "/" + name;
  FILE *f = fopen(path.c_str(), "wb");
  if (!f || fwrite(p, 1, bytes, f) != bytes) { perror(path.c_str()); exit(1); }
  fclose(f);
}

static std::vector<uint32_t> run32(int op, const std::vector<uint32_t> &x, const std::vector<uint32_t> *y = nullptr) {
  size_t n = x.size();
  uint32_t *dx, *dy = nullptr, *dout;
  CK(cudaMalloc(&dx, n * 4)); CK(cudaMalloc(&dout, n * 4));
  CK(cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice));
  if (y) { CK(cudaMalloc(&dy, n * 4)); CK(cudaMemcpy(dy, y->data(), n * 4, cudaMemcpyHostToDevice)); }
  k32<<<(unsigned)((n + 255) / 256), 256>>>(op, dx, dy, dout, n);
  CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  std::vector<uint32_t> o(n);
  CK(cudaMemcpy(o.data(), dout, n * 4, cudaMemcpyDeviceToHost));
  cudaFree(dx); cudaFree(dout); if (dy) cudaFree(dy);
  return o;
}

static std::vector<uint64_t> run64(int op, const std::vector<uint64_t> &x) {
  size_t n = x.size();
  uint64_t *dx, *dout;
  CK(cudaMalloc(&dx, n * 8)); CK(cudaMalloc(&dout, n * 8));
  CK(cudaMemcpy(dx, x.data(), n * 8, cudaMemcpyHostToDevice));
  k64<<<(unsigned)((n + 255) / 256), 256>>>(op, dx, dout, n);
  CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  std::vector<uint64_t> o(n);
  CK(cudaMemcpy(o.data(), dout, n * 8, cudaMemcpyDeviceToHost));
  cudaFree(dx); cudaFree(dout);
  return o;
}

static uint64_t rs = 0x9E3779B97F4A7C15ull;
static uint64_t rnd() { rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27; return rs * 2685821657736338717ull; }
static double unit() { return (rnd() >> 11) * (1.0 / 9007199254740992.0); }
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t dbits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

static const uint32_t special[] = {0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc12345, 0x7f800001,
  1, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000, 0x00400000, 0x7f7fffff, 0xff7fffff, 0x3f800000,
  0xbf800000, 0x3f800001, 0x3f7fffff, 0x7e800000, 0x7e800001, 0x7f000000, 0x7f000001, 0x00000123};

// One f32 operand: a quarter each of any bit pattern, specials, log-uniform
// magnitudes over the whole range, and uniform values in [lo, hi].
static uint32_t gen32(double lo, double hi) {
  uint64_t r = rnd();
  switch (r & 3) {
    case 0: return (uint32_t)(r >> 32);
    case 1: return special[(r >> 8) % (sizeof special / 4)];
    case 2: { float v = (float)exp2(-150 + 280 * unit()); return fbits(v) | (uint32_t)(r >> 63) << 31; }
  }
  return fbits((float)(lo + (hi - lo) * unit()));
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: measure DIR [NVERIFY]\n"); return 2; }
  dir = argv[1];
  size_t NV = argc > 2 ? strtoull(argv[2], 0, 0) : (1u << 22);
  // Exhaustive tables.
  { std::vector<uint32_t> x(1 << 23);
    for (uint32_t i = 0; i < x.size(); i++) x[i] = fbits((float)i * 0x1p-23f);
    auto o = run32(EX2_FTZ, x); save("tab_ex2pos.u32", o.data(), o.size() * 4);
    for (uint32_t i = 0; i < x.size(); i++) x[i] = fbits(-(float)i * 0x1p-23f);
    o = run32(EX2_FTZ, x); save("tab_ex2neg.u32", o.data(), o.size() * 4);
    for (uint32_t i = 0; i < x.size(); i++) x[i] = 0x3f800000u + i;
    o = run32(RCP_FTZ, x); save("tab_rcp.u32", o.data(), o.size() * 4);
    o = run32(RCP, x); save("tab_rcpnf.u32", o.data(), o.size() * 4);
    // lg2 on [1,2) scaled by 2^k: lg2(m*2^k)
    for (int k : {0, -1, 1, 10, -10, 64, -64, -126}) {
      std::vector<uint32_t> xk(x.size());
      for (uint32_t i = 0; i < x.size(); i++) xk[i] = x[i] + (uint32_t)(k * (1 << 23));
      o = run32(LG2_FTZ, xk); save("tab_lg2_" + std::to_string(k) + ".u32", o.data(), o.size() * 4);
    }
  }
  { std::vector<uint32_t> x(1 << 24);
    for (uint32_t i = 0; i < x.size(); i++) x[i] = 0x3f800000u + i;
    auto o = run32(SQRT_FTZ, x); save("tab_sqrt.u32", o.data(), o.size() * 4);
    o = run32(SQRT, x); save("tab_sqrtnf.u32", o.data(), o.size() * 4);
    o = run32(RSQRT_FTZ, x); save("tab_rsqrt.u32", o.data(), o.size() * 4);
    o = run32(RSQRT, x); save("tab_rsqrtnf.u32", o.data(), o.size() * 4);
  }
  { std::vector<uint64_t> x(1 << 20);
    for (uint64_t i = 0; i < x.size(); i++) x[i] = 0x3ff0000000000000ull + (i << 32);
    auto o = run64(RCP64, x); std::vector<uint32_t> hi(x.size());
    for (size_t i = 0; i < x.size(); i++) hi[i] = (uint32_t)(o[i] >> 32);
    save("tab_rcp64.u32", hi.data(), hi.size() * 4);
    size_t lowset = 0; for (auto v : o) if ((uint32_t)v) lowset++;
    printf("rcp64 table: %zu results with a non-zero low word\n", lowset);
  }
  { std::vector<uint64_t> x(1 << 21); // rsqrt.approx.ftz.f64 of (1+j/2^20)*2^p, i = p<<20|j
    for (uint64_t i = 0; i < x.size(); i++) x[i] = (0x3ff00000ull + (i >> 20 << 20) + (i & 0xfffff)) << 32;
    auto o = run64(RSQRT64_FTZ, x); std::vector<uint32_t> hi(x.size());
    for (size_t i = 0; i < x.size(); i++) hi[i] = (uint32_t)(o[i] >> 32);
    save("tab_rsqrt64.u32", hi.data(), hi.size() * 4);
    size_t lowset = 0; for (auto v : o) if ((uint32_t)v) lowset++;
    printf("rsqrt64 table: %zu results with a non-zero low word\n", lowset);
  }
  // Dense runs of consecutive inputs, to find the input resolution of MUFU.SIN/COS/TANH/LG2.
  { std::vector<uint32_t> x(1 << 20);
    for (uint32_t i = 0; i < x.size(); i++) x[i] = 0x3f800000u + i;
    auto o = run32(SIN_FTZ, x); save("dense_sin.u32", o.data(), o.size() * 4);
    o = run32(COS_FTZ, x); save("dense_cos.u32", o.data(), o.size() * 4);
    o = run32(LG2_FTZ, x); save("dense_lg2.u32", o.data(), o.size() * 4);
    for (uint32_t i = 0; i < x.size(); i++) x[i] = 0x3f000000u + i;
    o = run32(TANH, x); save("dense_tanh.u32", o.data(), o.size() * 4);
  }
  // Random verification samples.
  struct R { int op; double lo, hi; };
  for (R r : {R{EX2_FTZ, -130, 130}, R{EX2, -152, 130}, R{RCP_FTZ, -4, 4}, R{RCP, -4, 4}, R{SQRT_FTZ, 0, 100},
              R{SQRT, 0, 100}, R{RSQRT_FTZ, 0, 100}, R{RSQRT, 0, 100}, R{LG2_FTZ, 0, 4}, R{LG2, 0, 4},
              R{SIN_FTZ, -7, 7}, R{COS_FTZ, -7, 7}, R{TANH, -10, 10}, R{EXPF, -104, 90}}) {
    std::vector<uint32_t> x(NV);
    for (auto &v : x) v = gen32(r.lo, r.hi);
    if (r.op == EX2) for (size_t i = 0; i < NV; i += 2) x[i] = fbits((float)(-152 + 27 * unit())); // subnormal results
    auto o = run32(r.op, x);
    save(std::string("ver_") + names[r.op] + ".in", x.data(), NV * 4);
    save(std::string("ver_") + names[r.op] + ".out", o.data(), NV * 4);
  }
  for (int op : {DIVA_FTZ, DIVA, DIVF_FTZ, DIVF}) {
    std::vector<uint32_t> x(NV), y(NV);
    for (size_t i = 0; i < NV; i++) { x[i] = gen32(-100, 100); y[i] = gen32(-100, 100); }
    auto o = run32(op, x, &y);
    std::vector<uint32_t> xy(2 * NV);
    for (size_t i = 0; i < NV; i++) { xy[2 * i] = x[i]; xy[2 * i + 1] = y[i]; }
    save(std::string("ver_") + names[op] + ".in", xy.data(), 2 * NV * 4);
    save(std::string("ver_") + names[op] + ".out", o.data(), NV * 4);
  }
  for (int op : {RCP64, RSQRT64, RSQRT64_FTZ}) {
    std::vector<uint64_t> x(NV);
    for (auto &v : x) {
      uint64_t r = rnd();
      switch (r & 3) {
        case 0: v = rnd(); break;
        case 1: v = dbits(exp2(-1080 + 2160 * unit())) | (r >> 63) << 63; break;
        case 2: v = dbits(0.25 + 8 * unit()); break;
        default: v = dbits(exp2(-60 + 120 * unit())); break;
      }
    }
    auto o = run64(op, x);
    save(std::string("ver_") + names[op] + ".in", x.data(), NV * 8);
    save(std::string("ver_") + names[op] + ".out", o.data(), NV * 8);
  }
  printf("measure: done\n");
  return 0;
}
