// s_bits: the integer kernels of hashing and crypto libraries: 64-bit
// modular exponentiation with __umul64hi (Montgomery multiplication mod a
// 61-bit and a 64-bit odd modulus), xxHash64-style mixing with rotates,
// MurmurHash3's 128-bit finalizer, __brevll/__clzll/__ffsll/__popcll,
// __byte_perm, __funnelshift_l/_lc, __sad/__usad, division and remainder
// by runtime divisors (32- and 64-bit, signed). 4096 inputs; hashed.
#include "k25.h"

constexpr int N = 4096, OUTS = 10;

__device__ unsigned long long montMul(unsigned long long a, unsigned long long b, unsigned long long m, unsigned long long minv) {
  unsigned long long lo = a * b, hi = __umul64hi(a, b);
  unsigned long long q = lo * minv;
  unsigned long long t = __umul64hi(q, m);
  unsigned long long r = hi - t;
  return hi < t ? r + m : r;
}

__device__ unsigned long long powMod(unsigned long long base, unsigned long long e, unsigned long long m, unsigned long long minv, unsigned long long one) {
  unsigned long long r = one;
  while (e) {
    if (e & 1) r = montMul(r, base, m, minv);
    base = montMul(base, base, m, minv);
    e >>= 1;
  }
  return r;
}

__device__ unsigned long long rotl(unsigned long long x, int r) { return (x << r) | (x >> (64 - r)); }

__global__ void bits(const unsigned long long *in, const unsigned long long *mods, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long x = in[i], y = in[(i * 7 + 1) % N];
  unsigned long long m = mods[i % 4] | 1, minv = m;
  for (int k = 0; k < 5; k++) minv *= 2 - m * minv; // m^-1 mod 2^64
  unsigned long long *o = out + i;
  int f = 0;
  o[N * f++] = powMod(x % m, y, m, minv, (unsigned long long)(0 - m) % m);
  unsigned long long h = x * 0x9E3779B185EBCA87ull;
  h = rotl(h ^ y, 31) * 0xC2B2AE3D27D4EB4Full;
  h ^= h >> 33, h *= 0xff51afd7ed558ccdull, h ^= h >> 33, h *= 0xc4ceb9fe1a85ec53ull, h ^= h >> 33;
  o[N * f++] = h;
  o[N * f++] = __brevll(x) ^ ((unsigned long long)__clzll(y) << 56) ^ ((unsigned long long)__ffsll(x) << 48) ^ __popcll(x ^ y);
  unsigned a = (unsigned)x, b = (unsigned)(x >> 32), c = (unsigned)y;
  o[N * f++] = (unsigned long long)__byte_perm(a, b, c & 0x7777) << 32 | __byte_perm(a, b, (c >> 16) | 0x8888);
  o[N * f++] = (unsigned long long)__funnelshift_l(a, b, c) << 32 | __funnelshift_lc(a, b, c);
  o[N * f++] = (unsigned long long)__sad((int)a, (int)b, c) << 32 | __usad(a, b, c >> 8);
  unsigned d32 = (c >> (c & 15)) | 1;
  o[N * f++] = (unsigned long long)(a / d32) << 32 | (b % d32);
  long long sx = (long long)x, sy = (long long)(y >> (y & 31)) | 1;
  o[N * f++] = (unsigned long long)(sx / sy) ^ (unsigned long long)(sx % sy) << 1;
  o[N * f++] = x / (y >> (y & 63) | 1) + x % ((y >> 7) | 1);
  o[N * f++] = (unsigned long long)__mulhi((int)a, (int)b) << 32 | __umulhi(a, c);
}

int main() {
  std::vector<unsigned long long> in(N), out((size_t)N * OUTS);
  unsigned s = 61;
  for (auto &v : in) v = (unsigned long long)lcg(s) << 40 ^ (unsigned long long)lcg(s) << 20 ^ lcg(s);
  in[0] = 0, in[1] = ~0ull, in[2] = 1ull << 63, in[3] = 1;
  unsigned long long mods[4] = {(1ull << 61) - 1, 0xffffffffffffffc5ull, 1000000007ull, 0x8000000000000001ull};
  unsigned long long *din, *dout, *dm;
  REQUIRE(cudaMalloc(&din, N * 8));
  REQUIRE(cudaMalloc(&dout, out.size() * 8));
  REQUIRE(cudaMalloc(&dm, 32));
  cudaMemcpy(din, in.data(), N * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dm, mods, 32, cudaMemcpyHostToDevice);
  timed([&] { bits<<<N / 128, 128>>>(din, dm, dout); });
  OK(cudaMemcpy(out.data(), dout, out.size() * 8, cudaMemcpyDeviceToHost));
  const char *names[OUTS] = {"montgomery powmod", "xxhash/murmur mix", "brev/clz/ffs/popc", "byte_perm", "funnelshift", "sad/usad", "u32 div/rem", "s64 div/rem", "u64 div/rem", "mulhi/umulhi"};
  for (int k = 0; k < OUTS; k++) {
    std::vector<unsigned long long> one(out.begin() + (size_t)k * N, out.begin() + (size_t)(k + 1) * N);
    printHash(names[k], one);
  }
  printf("powmod of input 5: %016llx\n", out[5]);
  return done();
}
