// w_bigindex: indexing past 2^31 and 2^32 and grid sizes at the limits: a
// 2^31 + 2 MiB byte buffer written by a grid-stride loop with size_t indices
// and read back around 2^31 (signed 32-bit index overflow would land
// elsewhere); blockIdx.x * blockDim.x past 2^32 computed in 64 bits; grids
// of 2^20 and 2^21 blocks, 65,535 blocks in y and z, and 2^31 blocks in x
// refused (as the H200 answered, by the runtime's version: below); unsigned
// and int wrap-around in index arithmetic. The host knows every value
// written.
#include "sw27.h"

__global__ void fill(unsigned char *p, size_t from, size_t n) {
  size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t i = from + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < from + n; i += stride)
    p[i] = (unsigned char)(i * 0x9e3779b97f4a7c15ull >> 56);
}

// Every block of a huge grid writes one flag at (its index >> 20): the
// launch reaches the last block of each 2^20.
__global__ void huge(unsigned *hits, unsigned long long *last) {
  unsigned long long b = blockIdx.x;
  if ((b & 0xfffff) == 0xfffff || b + 1 == gridDim.x) {
    atomicAdd(&hits[b >> 20], 1);
    atomicMax(last, b * blockDim.x + threadIdx.x);
  }
}

__global__ void yz(unsigned long long *sum) {
  unsigned long long v = blockIdx.x + (unsigned long long)blockIdx.y * 3 + (unsigned long long)blockIdx.z * 5;
  if (threadIdx.x == 0) atomicAdd(sum, v);
}

__global__ void wrap(const unsigned *in, unsigned *out) {
  unsigned i = threadIdx.x;
  unsigned a = in[i];
  int s = (int)a;
  out[4 * i] = a * 4096u + 0x80000000u;                   // unsigned wrap
  out[4 * i + 1] = (unsigned)((long long)s * 65537 >> 7);  // widened first
  out[4 * i + 2] = (unsigned)(((size_t)a << 3) >> 32);     // 64-bit index bits
  out[4 * i + 3] = (unsigned)(-(long long)s % 1000);
}

int main() {
  const size_t two31 = 1ull << 31, bytes = two31 + (2u << 20);
  unsigned char *p;
  cudaError_t e = cudaMalloc(&p, bytes);
  printf("cudaMalloc(2^31 + 2 MiB): %s\n", cudaGetErrorName(e));
  if (e != cudaSuccess) {
    failures++;
    return finish();
  }
  // write 4 MiB straddling 2^31 with a grid-stride loop, and the first and last pages
  const size_t from = two31 - (2u << 20), n = 4u << 20;
  CK(cudaMemset(p + from - 4096, 0x11, 4096));
  fill<<<64, 256>>>(p, from, n);
  fill<<<1, 256>>>(p, 0, 4096);
  fill<<<1, 256>>>(p, bytes - 4096, 4096);
  SYNC();
  std::vector<unsigned char> got(n), want(n);
  CK(cudaMemcpy(got.data(), p + from, n, cudaMemcpyDeviceToHost));
  for (size_t i = 0; i < n; i++) want[i] = (unsigned char)((from + i) * 0x9e3779b97f4a7c15ull >> 56);
  compare("4 MiB around 2^31", got, want);
  for (size_t base : {(size_t)0, bytes - 4096}) {
    std::vector<unsigned char> g(4096), w(4096);
    CK(cudaMemcpy(g.data(), p + base, 4096, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < 4096; i++) w[i] = (unsigned char)((base + i) * 0x9e3779b97f4a7c15ull >> 56);
    compare(base ? "the last page" : "the first page", g, w);
  }
  std::vector<unsigned char> g(4096), w(4096, 0x11);
  CK(cudaMemcpy(g.data(), p + from - 4096, 4096, cudaMemcpyDeviceToHost));
  compare("the page before, untouched", g, w);
  CK(cudaFree(p));

  // huge grids
  Dev<unsigned> hits(2048);
  Dev<unsigned long long> last(1), sum(1);
  huge<<<1u << 20, 32>>>(hits.p, last.p);
  SYNC();
  std::vector<unsigned> h = hits.get();
  check(h[0] == 32 && h[1] == 0, "2^20 blocks: the last block ran");
  check(last.get()[0] == (1ull << 25) - 1, "2^20 blocks: the last thread's global index");
  Dev<unsigned> hits2(32);
  Dev<unsigned long long> last2(1);
  huge<<<1u << 21, 1>>>(hits2.p, last2.p);
  SYNC();
  std::vector<unsigned> h2 = hits2.get();
  bool all = true;
  for (int k = 0; k < 2; k++) all = all && h2[k] == 1;
  check(all && h2[2] == 0 && last2.get()[0] == (1ull << 21) - 1, "2^21 blocks: the last block of every 2^20");
  huge<<<0x80000000u, 1>>>(hits2.p, last2.p);
  cudaError_t big = cudaGetLastError();
  printf("2^31 blocks: %s\n", cudaGetErrorName(big));
  // CUDA 11.8's runtime answered cudaErrorInvalidConfiguration (the suite's
  // e_launch), 13.0's cudaErrorInvalidValue (the H200, session 28's probe28).
  check(big == (CUDART_VERSION >= 13000 ? cudaErrorInvalidValue : cudaErrorInvalidConfiguration), "2^31 blocks in x refused");
  yz<<<dim3(2, 65535, 1), 32>>>(sum.p);
  yz<<<dim3(1, 1, 65535), 32>>>(sum.p);
  SYNC();
  unsigned long long ws = 0;
  for (unsigned long long y = 0; y < 65535; y++) ws += 2 * y * 3 + 1;
  for (unsigned long long z = 0; z < 65535; z++) ws += z * 5;
  std::vector<unsigned long long> gs = sum.get(), wv = {ws};
  compare("65,535 blocks in y and in z", gs, wv);

  std::vector<unsigned> in(256), out(1024), wo(1024);
  unsigned long long s = 5;
  for (auto &v : in) v = (unsigned)edgy(s, 32);
  for (int i = 0; i < 256; i++) {
    unsigned a = in[i];
    int sa = (int)a;
    wo[4 * i] = a * 4096u + 0x80000000u;
    wo[4 * i + 1] = (unsigned)((long long)sa * 65537 >> 7);
    wo[4 * i + 2] = (unsigned)(((size_t)a << 3) >> 32);
    wo[4 * i + 3] = (unsigned)(-(long long)sa % 1000);
  }
  Dev<unsigned> din(in), dout(1024);
  wrap<<<1, 256>>>(din.p, dout.p);
  SYNC();
  compare("index arithmetic wrap-around", dout.get(), wo);
  return finish();
}
