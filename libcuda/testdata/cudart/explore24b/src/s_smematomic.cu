// s_smematomic: atomics on shared memory for every type and operation
// (add on int/unsigned/ull/float/double/half2/bf162/half, min/max on
// int/unsigned/ll/ull, and/or/xor, inc/dec with wrap, exch, CAS on 16/32/64
// bits, the _block variants) with values whose result does not depend on
// the order; warp-aggregated increments (returned values checked to be a
// permutation); each total printed.
#include <vector>
#include <cstring>
#include <algorithm>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "check.h"

constexpr int B = 8, T = 256;

struct Acc {
  int i;
  unsigned u;
  unsigned long long ull;
  float f;
  double d;
  int mn, mx;
  unsigned umn, umx;
  long long llmn, llmx;
  unsigned long long ullmn, ullmx;
  unsigned a, o, x;
  unsigned long long ao, oo, xo;
  unsigned inc, dec;
  int cas;
  unsigned long long cas64;
  unsigned short cas16[2];
  unsigned h2, b2; // __half2, __nv_bfloat162 (raw, so that Acc is trivial)
  unsigned short h; // __half
  unsigned exch;
  unsigned agg;
};

__global__ void k(const unsigned *vals, Acc *out, unsigned *order) {
  __shared__ Acc s;
  if (threadIdx.x == 0) {
    memset(&s, 0, sizeof s);
    s.mn = s.umn = 0x7fffffff; s.llmn = s.ullmn = 0x7fffffffffffffffll;
    s.a = 0xffffffffu; s.ao = ~0ull; s.dec = 1000;
  }
  __syncthreads();
  unsigned v = vals[blockIdx.x * T + threadIdx.x];
  int sv = (int)v;
  atomicAdd(&s.i, sv);
  atomicAdd(&s.u, v);
  atomicAdd(&s.ull, (unsigned long long)v << 20);
  atomicAdd(&s.f, (float)(v & 0xff) * 0.5f);
  atomicAdd(&s.d, (double)(v & 0xffff) * 0.25);
  atomicMin(&s.mn, sv); atomicMax(&s.mx, sv);
  atomicMin(&s.umn, v); atomicMax(&s.umx, v);
  atomicMin(&s.llmn, (long long)sv * 1000); atomicMax(&s.llmx, (long long)sv * 1000);
  atomicMin(&s.ullmn, (unsigned long long)v << 16); atomicMax(&s.ullmx, (unsigned long long)v << 16);
  atomicAnd(&s.a, v | 0x10000); atomicOr(&s.o, v & 0xff00ff); atomicXor(&s.x, v);
  atomicAnd(&s.ao, ~(1ull << (v % 64))); atomicOr(&s.oo, 1ull << (v % 64)); atomicXor(&s.xo, (unsigned long long)v << 7);
  atomicInc(&s.inc, 99u); atomicDec(&s.dec, 1200u);
  atomicAdd_block(&s.cas, 1);
  unsigned long long old = s.cas64, assumed;
  do { assumed = old; old = atomicCAS(&s.cas64, assumed, assumed + v); } while (old != assumed);
  unsigned short o16 = s.cas16[threadIdx.x & 1], a16;
  do { a16 = o16; o16 = atomicCAS(&s.cas16[threadIdx.x & 1], a16, (unsigned short)(a16 + (v & 7))); } while (o16 != a16);
  atomicAdd((__half2 *)&s.h2, __halves2half2(__float2half((float)(v & 3)), __float2half(0.5f)));
  atomicAdd((__nv_bfloat162 *)&s.b2, __floats2bfloat162_rn((float)(v & 1), 1.0f));
  atomicAdd((__half *)&s.h, __float2half(0.25f));
  atomicExch(&s.exch, 7u);
  if (v & 1) { // warp-aggregated by the compiler: the returned values must be distinct
    unsigned r = atomicAdd(&s.agg, 1u);
    order[blockIdx.x * T + threadIdx.x] = r;
  } else {
    order[blockIdx.x * T + threadIdx.x] = 0xffffffffu;
  }
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

int main() {
  std::vector<unsigned> vals(B * T);
  unsigned s = 41;
  for (auto &v : vals) v = lcg(s) << 8 ^ lcg(s);
  unsigned *dv, *dord;
  Acc *dout;
  REQUIRE(cudaMalloc(&dv, vals.size() * 4));
  REQUIRE(cudaMalloc(&dord, vals.size() * 4));
  REQUIRE(cudaMalloc(&dout, B * sizeof(Acc)));
  OK(cudaMemcpy(dv, vals.data(), vals.size() * 4, cudaMemcpyHostToDevice));
  k<<<B, T>>>(dv, dout, dord);
  OK(cudaDeviceSynchronize());
  std::vector<Acc> h(B);
  std::vector<unsigned> ord(B * T);
  OK(cudaMemcpy(h.data(), dout, B * sizeof(Acc), cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(ord.data(), dord, ord.size() * 4, cudaMemcpyDeviceToHost));
  for (int b = 0; b < B; b++) {
    Acc &a = h[b];
    unsigned short h2[2], b2[2], hh;
    memcpy(h2, &a.h2, 4); memcpy(b2, &a.b2, 4); memcpy(&hh, &a.h, 2);
    printf("block %d: add %d %u %llx %a %a min/max %d %d %u %u %lld %lld %llx %llx\n", b, a.i, a.u, a.ull, a.f, a.d, a.mn, a.mx, a.umn, a.umx,
           a.llmn, a.llmx, a.ullmn, a.ullmx);
    printf("  bits %08x %08x %08x %016llx %016llx %016llx inc %u dec %u block %d cas %llx %04x %04x h2 %04x %04x b2 %04x %04x h %04x exch %u agg %u\n",
           a.a, a.o, a.x, a.ao, a.oo, a.xo, a.inc, a.dec, a.cas, a.cas64, a.cas16[0], a.cas16[1], h2[0], h2[1], b2[0], b2[1], hh, a.exch, a.agg);
    std::vector<unsigned> got;
    for (int t = 0; t < T; t++) if (ord[b * T + t] != 0xffffffffu) got.push_back(ord[b * T + t]);
    std::sort(got.begin(), got.end());
    bool perm = got.size() == a.agg;
    for (size_t i = 0; i < got.size(); i++) perm &= got[i] == i;
    check(perm, "aggregated returns are a permutation");
    unsigned sum = 0;
    for (int t = 0; t < T; t++) sum += vals[b * T + t];
    check(a.u == sum, "atomicAdd unsigned");
  }
  return finish();
}
