// s_sha256: SHA-256 of 1024 messages of 0-200 bytes, a thread each (the
// rotates as __funnelshift_r, big-endian words through __byte_perm, the
// round constants in __constant__ memory), and CRC-32 of the same
// messages with a shared-memory table, a warp per message (lane 0 runs
// the table, the lanes count set bits with __popc and shuffles). Digests
// hashed; "", "abc" checked against their published digests.
#include "k25.h"

constexpr int MSGS = 1024, MAXLEN = 200;

__constant__ unsigned K256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
    0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
    0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
    0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
    0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

__device__ __forceinline__ unsigned rotr(unsigned x, int n) { return __funnelshift_r(x, x, n); }

__device__ void block(unsigned *h, const unsigned *w16) {
  unsigned w[64];
  for (int i = 0; i < 16; i++) w[i] = w16[i];
  for (int i = 16; i < 64; i++) {
    unsigned s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    unsigned s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  unsigned a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
  for (int i = 0; i < 64; i++) {
    unsigned t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] + w[i];
    unsigned t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    k = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
  }
  h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
}

__global__ void sha256(const unsigned char *msgs, const int *lens, unsigned *digests) {
  int m = blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= MSGS) return;
  const unsigned char *p = msgs + (size_t)m * MAXLEN;
  int len = lens[m];
  unsigned h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  int total = (len + 9 + 63) / 64 * 64;
  for (int off = 0; off < total; off += 64) {
    unsigned w[16];
    for (int i = 0; i < 16; i++) {
      unsigned bytes = 0;
      for (int j = 0; j < 4; j++) {
        int at = off + 4 * i + j;
        unsigned v = at < len ? p[at] : at == len ? 0x80 : 0;
        if (at >= total - 8) v = at >= total - 4 ? (unsigned)((unsigned long long)len * 8 >> (8 * (total - 1 - at))) & 0xff : 0;
        bytes |= v << (8 * j);
      }
      w[i] = __byte_perm(bytes, 0, 0x0123); // little-endian bytes to a big-endian word
    }
    block(h, w);
  }
  for (int i = 0; i < 8; i++) digests[m * 8 + i] = h[i];
}

__global__ void crc32(const unsigned char *msgs, const int *lens, unsigned *crcs, unsigned *bits) {
  __shared__ unsigned table[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    unsigned c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  __syncthreads();
  int m = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  const unsigned char *p = msgs + (size_t)m * MAXLEN;
  int len = lens[m];
  unsigned ones = 0;
  for (int i = lane; i < MAXLEN; i += 32) ones += i < len ? __popc(p[i]) : 0;
  for (int o = 16; o; o >>= 1) ones += __shfl_xor_sync(0xffffffffu, ones, o);
  if (lane == 0) {
    unsigned c = 0xffffffffu;
    for (int i = 0; i < len; i++) c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    crcs[m] = ~c;
    bits[m] = ones;
  }
}

int main() {
  std::vector<unsigned char> msgs((size_t)MSGS * MAXLEN);
  std::vector<int> lens(MSGS);
  unsigned s = 5;
  for (int m = 0; m < MSGS; m++) {
    const int firstLens[3] = {0, 3, 56};
    lens[m] = m < 3 ? firstLens[m] : (int)(lcg(s) % (MAXLEN + 1));
    for (int i = 0; i < MAXLEN; i++) msgs[(size_t)m * MAXLEN + i] = m == 1 ? "abc"[i % 3] : (unsigned char)lcg(s);
  }
  unsigned char *dm;
  int *dl;
  unsigned *dd, *dc, *db;
  REQUIRE(cudaMalloc(&dm, msgs.size()));
  REQUIRE(cudaMalloc(&dl, MSGS * 4));
  REQUIRE(cudaMalloc(&dd, MSGS * 32));
  REQUIRE(cudaMalloc(&dc, MSGS * 4));
  REQUIRE(cudaMalloc(&db, MSGS * 4));
  cudaMemcpy(dm, msgs.data(), msgs.size(), cudaMemcpyHostToDevice);
  cudaMemcpy(dl, lens.data(), MSGS * 4, cudaMemcpyHostToDevice);
  timed([&] { sha256<<<MSGS / 128, 128>>>(dm, dl, dd); });
  timed([&] { crc32<<<MSGS * 32 / 256, 256>>>(dm, dl, dc, db); });
  std::vector<unsigned> d(MSGS * 8), c(MSGS), b(MSGS);
  OK(cudaMemcpy(d.data(), dd, MSGS * 32, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(c.data(), dc, MSGS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), db, MSGS * 4, cudaMemcpyDeviceToHost));
  printf("sha256(\"\")    %08x%08x...\n", d[0], d[1]);
  printf("sha256(\"abc\") %08x%08x...\n", d[8], d[9]);
  check(d[0] == 0xe3b0c442 && d[1] == 0x98fc1c14, "sha256 of the empty message");
  check(d[8] == 0xba7816bf && d[9] == 0x8f01cfea, "sha256 of abc");
  printf("crc32(\"abc\") %08x\n", c[1]);
  check(c[1] == 0x352441c2, "crc32 of abc");
  printHash("sha256 digests", d);
  printHash("crc32", c);
  printHash("popcounts", b);
  return done();
}
