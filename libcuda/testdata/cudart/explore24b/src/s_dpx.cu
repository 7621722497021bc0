// s_dpx: sm_90's DPX intrinsics (__vimax3/__vimin3, __vimax/__vimin _relu,
// __viaddmax/__viaddmin, __vibmax/__vibmin with their predicates) on 32-bit
// and 16x2 lanes, signed and unsigned, over 4,096 triples of random and
// edge words; one FNV hash per intrinsic and its first 3 results.
#include <vector>
#include "check.h"

constexpr int N = 4096;
#define OPS3(X)                                                                                          \
  X(__vimax3_s32) X(__vimax3_s32_relu) X(__vimax3_u32) X(__vimax3_s16x2) X(__vimax3_s16x2_relu)          \
  X(__vimax3_u16x2) X(__vimin3_s32) X(__vimin3_s32_relu) X(__vimin3_u32) X(__vimin3_s16x2)               \
  X(__vimin3_s16x2_relu) X(__vimin3_u16x2) X(__viaddmax_s32) X(__viaddmax_s32_relu) X(__viaddmax_u32)    \
  X(__viaddmax_s16x2) X(__viaddmax_s16x2_relu) X(__viaddmax_u16x2) X(__viaddmin_s32)                    \
  X(__viaddmin_s32_relu) X(__viaddmin_u32) X(__viaddmin_s16x2) X(__viaddmin_s16x2_relu) X(__viaddmin_u16x2)
#define OPS2(X) X(__vimax_s32_relu) X(__vimax_s16x2_relu) X(__vimin_s32_relu) X(__vimin_s16x2_relu)
#define COUNT(f) +1
constexpr int NOPS = 0 OPS3(COUNT) OPS2(COUNT) + 8;

template <class T> __device__ unsigned u(T v) { return (unsigned)v; }

__global__ void k(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i], y = b[i], z = c[i];
  int f = 0;
#define DO3(fn) o[(f++) * N + i] = u(fn(x, y, z));
#define DO2(fn) o[(f++) * N + i] = u(fn(x, y));
  OPS3(DO3)
  OPS2(DO2)
  bool p, q;
  o[(f++) * N + i] = u(__vibmax_s32((int)x, (int)y, &p));
  o[(f++) * N + i] = p;
  o[(f++) * N + i] = __vibmax_u32(x, y, &p);
  o[(f++) * N + i] = p;
  o[(f++) * N + i] = __vibmin_s16x2(x, y, &p, &q);
  o[(f++) * N + i] = p | q << 1;
  unsigned m = __vibmin_u16x2(x, y, &p, &q);
  bool p2, q2;
  m ^= __vibmax_s16x2(y, z, &p2, &q2);
  o[(f++) * N + i] = m;
  bool p3;
  unsigned n = u(__vibmin_s32((int)z, (int)x, &p3));
  o[(f++) * N + i] = p | q << 1 | p2 << 2 | q2 << 3 | p3 << 4 | n << 5;
}

int main() {
  std::vector<unsigned> a(N), b(N), c(N);
  unsigned s = 13;
  const unsigned edge[] = {0, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x80008000u, 0x7fff7fffu, 0x0000ffffu, 0xffff0000u, 1, 0x00010001u};
  for (int i = 0; i < N; i++) {
    a[i] = i % 3 == 0 ? edge[lcg(s) % 10] : lcg(s) << 8 ^ lcg(s);
    b[i] = i % 5 == 0 ? edge[lcg(s) % 10] : lcg(s) << 8 ^ lcg(s);
    c[i] = i % 7 == 0 ? edge[lcg(s) % 10] : lcg(s) << 8 ^ lcg(s);
  }
  unsigned *da, *db, *dc, *o;
  REQUIRE(cudaMalloc(&da, N * 4));
  REQUIRE(cudaMalloc(&db, N * 4));
  REQUIRE(cudaMalloc(&dc, N * 4));
  REQUIRE(cudaMalloc(&o, (size_t)NOPS * N * 4));
  OK(cudaMemcpy(da, a.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(db, b.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dc, c.data(), N * 4, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(da, db, dc, o);
  OK(cudaGetLastError());
  std::vector<unsigned> h((size_t)NOPS * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 4, cudaMemcpyDeviceToHost));
#define NAME(fn) #fn,
  const char *names[NOPS] = {OPS3(NAME) OPS2(NAME) "vibmax_s32", "  pred", "vibmax_u32", "  pred", "vibmin_s16x2", "  preds", "vibmin/max 16x2", "  preds+s32"};
  for (int f = 0; f < NOPS; f++)
    printf("%-22s %016llx %08x %08x %08x\n", names[f], fnv(&h[(size_t)f * N], N * 4), h[(size_t)f * N], h[(size_t)f * N + 1], h[(size_t)f * N + 2]);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    unsigned m = a[i] > b[i] ? a[i] : b[i];
    bad += h[(size_t)2 * N + i] != (m > c[i] ? m : c[i]);
  }
  check(bad == 0, "__vimax3_u32");
  return finish();
}
