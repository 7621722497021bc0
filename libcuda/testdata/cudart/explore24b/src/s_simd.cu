// s_simd: every __v* SIMD video intrinsic (2 x 16-bit and 4 x 8-bit lanes:
// abs, absdiff, add/sub with and without saturation, avg, hadd, compare,
// set, max/min, neg, sad) on 4,096 pairs of random and edge words; one FNV
// hash per intrinsic and its first 3 results.
#include <vector>
#include "check.h"

constexpr int N = 4096;
#define OPS2(X)                                                                                            \
  X(__vabsdiffs2) X(__vabsdiffs4) X(__vabsdiffu2) X(__vabsdiffu4) X(__vadd2) X(__vadd4) X(__vaddss2)       \
  X(__vaddss4) X(__vaddus2) X(__vaddus4) X(__vavgs2) X(__vavgs4) X(__vavgu2) X(__vavgu4) X(__vcmpeq2)      \
  X(__vcmpeq4) X(__vcmpges2) X(__vcmpges4) X(__vcmpgeu2) X(__vcmpgeu4) X(__vcmpgts2) X(__vcmpgts4)         \
  X(__vcmpgtu2) X(__vcmpgtu4) X(__vcmples2) X(__vcmples4) X(__vcmpleu2) X(__vcmpleu4) X(__vcmplts2)        \
  X(__vcmplts4) X(__vcmpltu2) X(__vcmpltu4) X(__vcmpne2) X(__vcmpne4) X(__vhaddu2) X(__vhaddu4) X(__vmaxs2) \
  X(__vmaxs4) X(__vmaxu2) X(__vmaxu4) X(__vmins2) X(__vmins4) X(__vminu2) X(__vminu4) X(__vsads2)          \
  X(__vsads4) X(__vsadu2) X(__vsadu4) X(__vseteq2) X(__vseteq4) X(__vsetges2) X(__vsetges4) X(__vsetgeu2)  \
  X(__vsetgeu4) X(__vsetgts2) X(__vsetgts4) X(__vsetgtu2) X(__vsetgtu4) X(__vsetles2) X(__vsetles4)        \
  X(__vsetleu2) X(__vsetleu4) X(__vsetlts2) X(__vsetlts4) X(__vsetltu2) X(__vsetltu4) X(__vsetne2)         \
  X(__vsetne4) X(__vsub2) X(__vsub4) X(__vsubss2) X(__vsubss4) X(__vsubus2) X(__vsubus4)
#define OPS1(X) X(__vabs2) X(__vabs4) X(__vabsss2) X(__vabsss4) X(__vneg2) X(__vneg4) X(__vnegss2) X(__vnegss4)
#define COUNT(f) +1
constexpr int NOPS = 0 OPS2(COUNT) OPS1(COUNT);

__global__ void k(const unsigned *a, const unsigned *b, unsigned *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i], y = b[i];
  int f = 0;
#define DO2(fn) o[(f++) * N + i] = fn(x, y);
#define DO1(fn) o[(f++) * N + i] = fn(x);
  OPS2(DO2)
  OPS1(DO1)
}

int main() {
  std::vector<unsigned> a(N), b(N);
  unsigned s = 11;
  const unsigned edge[] = {0, 0xffffffffu, 0x80008000u, 0x7fff7fffu, 0x80808080u, 0x7f7f7f7fu, 0x00ff00ffu, 0x01010101u, 0xff00ff00u, 0x80017fffu};
  for (int i = 0; i < N; i++) {
    a[i] = i % 3 == 0 ? edge[lcg(s) % 10] : lcg(s) << 8 ^ lcg(s);
    b[i] = i % 5 == 0 ? edge[lcg(s) % 10] : lcg(s) << 8 ^ lcg(s);
  }
  unsigned *da, *db, *o;
  REQUIRE(cudaMalloc(&da, N * 4));
  REQUIRE(cudaMalloc(&db, N * 4));
  REQUIRE(cudaMalloc(&o, (size_t)NOPS * N * 4));
  OK(cudaMemcpy(da, a.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(db, b.data(), N * 4, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(da, db, o);
  OK(cudaGetLastError());
  std::vector<unsigned> h((size_t)NOPS * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 4, cudaMemcpyDeviceToHost));
#define NAME(fn) #fn,
  const char *names[NOPS] = {OPS2(NAME) OPS1(NAME)};
  for (int f = 0; f < NOPS; f++)
    printf("%-12s %016llx %08x %08x %08x\n", names[f], fnv(&h[(size_t)f * N], N * 4), h[(size_t)f * N], h[(size_t)f * N + 1], h[(size_t)f * N + 2]);
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[(size_t)4 * N + i] != ((a[i] + b[i]) & 0xffff) + ((a[i] >> 16) + (b[i] >> 16) << 16);
  check(bad == 0, "__vadd2");
  return finish();
}
