// s_h2cmp: half2 and bf16x2 comparisons and sign operations on pairs of
// random and special patterns (NaNs with payloads, infinities, zeros of
// both signs, subnormals): __heq2/__hne2/__hlt2/__hle2/__hgt2/__hge2 and
// their unordered forms (__hequ2...), the _mask forms returning a 32-bit
// mask, __hbeq2/__hbne2/__hblt2 (both halves), __hisnan2, __habs2,
// __hneg2, __hmax2/__hmin2 and the _nan forms, __hadd2_sat, __hfma2_sat,
// __hfma2_relu, __hmul2_rn; one FNV hash per function, half and bf16.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>
#include "check.h"

constexpr int N = 1 << 16;
#define FN2(X) X(__heq2) X(__hne2) X(__hlt2) X(__hle2) X(__hgt2) X(__hge2) X(__hequ2) X(__hneu2) X(__hltu2) X(__hleu2) X(__hgtu2) X(__hgeu2) X(__hmax2) X(__hmin2) X(__hmax2_nan) X(__hmin2_nan) X(__hadd2_sat) X(__hmul2_rn) X(__hsub2_sat)
#define FM(X) X(__heq2_mask) X(__hne2_mask) X(__hlt2_mask) X(__hle2_mask) X(__hgt2_mask) X(__hge2_mask) X(__hequ2_mask) X(__hneu2_mask) X(__hltu2_mask) X(__hleu2_mask) X(__hgtu2_mask) X(__hgeu2_mask)
#define FB(X) X(__hbeq2) X(__hbne2) X(__hblt2) X(__hble2) X(__hbgt2) X(__hbge2) X(__hbequ2) X(__hbneu2) X(__hbltu2) X(__hbleu2) X(__hbgtu2) X(__hbgeu2)
#define F1(X) X(__hisnan2) X(__habs2) X(__hneg2)
#define CNT(f) +1
constexpr int NFN = 2 * ((0 FN2(CNT)) + (0 FM(CNT)) + (0 FB(CNT)) + (0 F1(CNT)) + 2);
#define NM(f) "half " #f, "bf16 " #f,
const char *names[] = {FN2(NM) FM(NM) FB(NM) F1(NM) "half __hfma2_sat", "bf16 __hfma2_sat", "half __hfma2_relu", "bf16 __hfma2_relu"};

template <typename T>
__device__ unsigned bits(T v) {
  return *(unsigned *)&v;
}

__global__ void k(const unsigned *a, const unsigned *b, unsigned *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ua = a[i], ub = b[i];
  __half2 ha = *(__half2 *)&ua, hb = *(__half2 *)&ub;
  __nv_bfloat162 ba = *(__nv_bfloat162 *)&ua, bb = *(__nv_bfloat162 *)&ub;
  int f = 0;
#define D2(fn)                          \
  o[(f++) * N + i] = bits(fn(ha, hb)); \
  o[(f++) * N + i] = bits(fn(ba, bb));
  FN2(D2)
#define DM(fn)                    \
  o[(f++) * N + i] = fn(ha, hb); \
  o[(f++) * N + i] = fn(ba, bb);
  FM(DM)
#define DB(fn)                              \
  o[(f++) * N + i] = (unsigned)fn(ha, hb); \
  o[(f++) * N + i] = (unsigned)fn(ba, bb);
  FB(DB)
#define D1(fn)                      \
  o[(f++) * N + i] = bits(fn(ha)); \
  o[(f++) * N + i] = bits(fn(ba));
  F1(D1)
  o[(f++) * N + i] = bits(__hfma2_sat(ha, hb, ha));
  o[(f++) * N + i] = bits(__hfma2_sat(ba, bb, ba));
  o[(f++) * N + i] = bits(__hfma2_relu(ha, hb, hb));
  o[(f++) * N + i] = bits(__hfma2_relu(ba, bb, bb));
}

int main() {
  std::vector<unsigned> a(N), b(N);
  unsigned s = 11;
  const unsigned short sp[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe55, 0x0001, 0x83ff, 0x3c00,
                               0xbc00, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0xffc1, 0x0080, 0x3f80};
  for (int i = 0; i < N; i++) {
    auto one = [&](int k) -> unsigned { return k % 3 == 0 ? sp[lcg(s) % 18] : (lcg(s) & 0xffff); };
    a[i] = one(i) | one(i + 1) << 16;
    b[i] = (i % 4 == 0 ? a[i] : one(i + 2)) | one(i + 3) << 16;
  }
  unsigned *da, *db, *o;
  REQUIRE(cudaMalloc(&da, N * 4));
  REQUIRE(cudaMalloc(&db, N * 4));
  REQUIRE(cudaMalloc(&o, (size_t)NFN * N * 4));
  OK(cudaMemcpy(da, a.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(db, b.data(), N * 4, cudaMemcpyHostToDevice));
  k<<<N / 256, 256>>>(da, db, o);
  OK(cudaGetLastError());
  std::vector<unsigned> h((size_t)NFN * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 4, cudaMemcpyDeviceToHost));
  for (int f = 0; f < NFN; f++) printf("%-24s %016llx\n", names[f], fnv(&h[(size_t)f * N], N * 4));
  return finish();
}
