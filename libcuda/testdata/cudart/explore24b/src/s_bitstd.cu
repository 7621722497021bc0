// s_bitstd: <cuda/std/bit> on uint8/16/32/64 over 4,096 random and edge
// values: popcount, countl/r_zero, countl/r_one, bit_width, bit_floor,
// bit_ceil (inputs it is defined for), has_single_bit, rotl/rotr by -70..70;
// one FNV hash per function and width.
#include <vector>
#include <cuda/std/bit>
#include <cuda/std/cstdint>
#include "check.h"

constexpr int N = 4096, NF = 10;

template <class U> __device__ void f(U x, int r, unsigned long long *o) {
  namespace s = cuda::std;
  int f = 0;
  o[(f++) * N] = s::popcount(x);
  o[(f++) * N] = s::countl_zero(x);
  o[(f++) * N] = s::countr_zero(x);
  o[(f++) * N] = s::countl_one(x) | s::countr_one(x) << 8;
  o[(f++) * N] = s::bit_width(x);
  o[(f++) * N] = s::bit_floor(x);
  U half = x >> 2; // bit_ceil is defined below 2^(w-1)
  o[(f++) * N] = s::bit_ceil(half);
  o[(f++) * N] = s::has_single_bit(x) | s::has_single_bit(U(x & (x - 1) ? x : x + 1)) << 1;
  o[(f++) * N] = s::rotl(x, r);
  o[(f++) * N] = s::rotr(x, r);
}

__global__ void k(const unsigned long long *in, unsigned long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long x = in[i];
  int r = (int)(x % 141) - 70;
  f<cuda::std::uint8_t>((cuda::std::uint8_t)x, r, o + i);
  f<cuda::std::uint16_t>((cuda::std::uint16_t)(x >> 8), r, o + NF * N + i);
  f<cuda::std::uint32_t>((cuda::std::uint32_t)(x >> 16), r, o + 2 * NF * N + i);
  f<cuda::std::uint64_t>(x, r, o + 3 * NF * N + i);
}

int main() {
  std::vector<unsigned long long> in(N);
  unsigned s = 47;
  for (int i = 0; i < N; i++) {
    unsigned long long r = (unsigned long long)lcg(s) << 40 ^ (unsigned long long)lcg(s) << 16 ^ lcg(s);
    switch (i % 4) {
      case 0: in[i] = r >> (lcg(s) % 64); break;
      case 1: in[i] = 1ull << (lcg(s) % 64) | (i & 8 ? 0 : 1ull << (lcg(s) % 64)); break;
      case 2: in[i] = ~(r >> (lcg(s) % 64)); break;
      default: in[i] = r;
    }
  }
  in[0] = 0, in[1] = ~0ull;
  unsigned long long *din, *o;
  REQUIRE(cudaMalloc(&din, N * 8));
  REQUIRE(cudaMalloc(&o, (size_t)4 * NF * N * 8));
  OK(cudaMemcpy(din, in.data(), N * 8, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(din, o);
  OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> h((size_t)4 * NF * N);
  OK(cudaMemcpy(h.data(), o, h.size() * 8, cudaMemcpyDeviceToHost));
  const char *names[NF] = {"popcount", "countl_zero", "countr_zero", "count_one", "bit_width", "bit_floor", "bit_ceil", "single_bit", "rotl", "rotr"};
  const int widths[4] = {8, 16, 32, 64};
  for (int w = 0; w < 4; w++)
    for (int f = 0; f < NF; f++) {
      const unsigned long long *p = &h[((size_t)w * NF + f) * N];
      printf("u%-2d %-12s %016llx %llx %llx %llx\n", widths[w], names[f], fnv(p, N * 8), p[0], p[1], p[2]);
    }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[((size_t)3 * NF) * N + i] != (unsigned long long)__builtin_popcountll(in[i]);
  check(bad == 0, "popcount u64");
  return finish();
}
