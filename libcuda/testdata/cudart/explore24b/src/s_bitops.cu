// s_bitops: integer bit intrinsics over 4,096 random and edge inputs:
// __byte_perm with random selectors (every nibble value), __funnelshift_l/r
// and their clamped forms at shifts 0-63, __brev(ll), __clz(ll), __ffs(ll),
// __popc(ll), __fns at offsets -40..40, __mul24/__umul24, __mulhi/__umulhi,
// __mul64hi/__umul64hi, __sad/__usad, __hadd/__rhadd/__uhadd/__urhadd,
// __dp4a/__dp2a_lo/__dp2a_hi (signed and unsigned); one FNV hash each.
#include <vector>
#include "check.h"

constexpr int N = 4096, NOPS = 34;

__global__ void k(const unsigned *a, const unsigned *b, const unsigned *c, unsigned long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i], y = b[i], z = c[i];
  unsigned long long X = (unsigned long long)x << 32 | y, Y = (unsigned long long)z << 32 | x;
  int f = 0;
  o[(f++) * N + i] = __byte_perm(x, y, z);
  o[(f++) * N + i] = __byte_perm(x, y, z & 0x7777);
  o[(f++) * N + i] = __funnelshift_l(x, y, z & 63);
  o[(f++) * N + i] = __funnelshift_r(x, y, z & 63);
  o[(f++) * N + i] = __funnelshift_lc(x, y, z & 63);
  o[(f++) * N + i] = __funnelshift_rc(x, y, z & 63);
  o[(f++) * N + i] = __funnelshift_lc(x, y, z);
  o[(f++) * N + i] = __brev(x) ^ (unsigned long long)__brevll(X) << 1;
  o[(f++) * N + i] = __clz((int)x) | __clzll((long long)X) << 8 | __clz((int)(x & y & z)) << 16;
  o[(f++) * N + i] = __ffs((int)(x & y)) | __ffsll((long long)(X & Y)) << 8;
  o[(f++) * N + i] = __popc(x) | __popcll(X) << 8;
  o[(f++) * N + i] = __fns(x, y & 31, (int)(z % 81) - 40);
  o[(f++) * N + i] = __fns(x & y, z & 63, (int)(y % 7) - 3);
  o[(f++) * N + i] = (unsigned)__mul24((int)x, (int)y);
  o[(f++) * N + i] = __umul24(x, y);
  o[(f++) * N + i] = (unsigned)__mulhi((int)x, (int)y);
  o[(f++) * N + i] = __umulhi(x, y);
  o[(f++) * N + i] = (unsigned long long)__mul64hi((long long)X, (long long)Y);
  o[(f++) * N + i] = __umul64hi(X, Y);
  o[(f++) * N + i] = __sad((int)x, (int)y, z);
  o[(f++) * N + i] = __usad(x, y, z);
  o[(f++) * N + i] = (unsigned)__hadd((int)x, (int)y);
  o[(f++) * N + i] = (unsigned)__rhadd((int)x, (int)y);
  o[(f++) * N + i] = __uhadd(x, y);
  o[(f++) * N + i] = __urhadd(x, y);
  o[(f++) * N + i] = (unsigned)__dp4a((int)x, (int)y, (int)z);
  o[(f++) * N + i] = __dp4a(x, y, z);
  o[(f++) * N + i] = (unsigned)__dp2a_lo((int)x, (int)y, (int)z);
  o[(f++) * N + i] = __dp2a_lo(x, y, z);
  o[(f++) * N + i] = (unsigned)__dp2a_hi((int)x, (int)y, (int)z);
  o[(f++) * N + i] = __dp2a_hi(x, y, z);
  o[(f++) * N + i] = __byte_perm(x, 0, 0x3210 + (z & 0x8888));
  o[(f++) * N + i] = (unsigned long long)__float_as_uint(__int_as_float((int)x)) << 32 | __popc(~x);
  o[(f++) * N + i] = (unsigned)__ffs(0) | __clz(0) << 8 | __popc(0) << 16 | (unsigned long long)__ffsll(0) << 32;
}

int main() {
  std::vector<unsigned> a(N), b(N), c(N);
  unsigned s = 17;
  const unsigned edge[] = {0, 0xffffffffu, 0x80000000u, 0x7fffffffu, 1, 0x00800000u, 0xff00ff00u, 0x01000000u};
  for (int i = 0; i < N; i++) {
    a[i] = i % 3 == 0 ? edge[lcg(s) % 8] : lcg(s) << 8 ^ lcg(s);
    b[i] = i % 5 == 0 ? edge[lcg(s) % 8] : lcg(s) << 8 ^ lcg(s);
    c[i] = i % 7 == 0 ? edge[lcg(s) % 8] : lcg(s) << 8 ^ lcg(s);
  }
  unsigned *da, *db, *dc;
  unsigned long long *o;
  REQUIRE(cudaMalloc(&da, N * 4));
  REQUIRE(cudaMalloc(&db, N * 4));
  REQUIRE(cudaMalloc(&dc, N * 4));
  REQUIRE(cudaMalloc(&o, (size_t)NOPS * N * 8));
  OK(cudaMemcpy(da, a.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(db, b.data(), N * 4, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dc, c.data(), N * 4, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(da, db, dc, o);
  OK(cudaGetLastError());
  std::vector<unsigned long long> h((size_t)NOPS * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 8, cudaMemcpyDeviceToHost));
  const char *names[NOPS] = {"byte_perm", "byte_perm 0-7", "funnel_l", "funnel_r", "funnel_lc", "funnel_rc", "funnel_lc big", "brev", "clz",
                             "ffs", "popc", "fns", "fns small", "mul24", "umul24", "mulhi", "umulhi", "mul64hi", "umul64hi", "sad", "usad",
                             "hadd", "rhadd", "uhadd", "urhadd", "dp4a s", "dp4a u", "dp2a_lo s", "dp2a_lo u", "dp2a_hi s", "dp2a_hi u",
                             "byte_perm sign", "float bits", "zeros"};
  for (int f = 0; f < NOPS; f++)
    printf("%-15s %016llx %llx %llx %llx\n", names[f], fnv(&h[(size_t)f * N], N * 8), h[(size_t)f * N], h[(size_t)f * N + 1], h[(size_t)f * N + 2]);
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[(size_t)16 * N + i] != (unsigned)(((unsigned long long)a[i] * b[i]) >> 32);
  check(bad == 0, "__umulhi");
  return finish();
}
