// s_bigindex: a 4.25 GiB buffer indexed with size_t: grid-stride loops
// over windows that straddle 2^31 and 2^32 bytes (char, float4 and double
// elements), and the same index truncated to int and unsigned, which
// wraps. Only the windows are touched; what they hold is checked.
#include "k25.h"

constexpr size_t BYTES = (17ull << 28), WINDOW = 1 << 20;

__global__ void fill(unsigned char *p, size_t start, size_t n) {
  for (size_t i = start + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < start + n; i += (size_t)gridDim.x * blockDim.x)
    p[i] = (unsigned char)(i * 2654435761u >> 24);
}

__global__ void sumFloat4(const float4 *p, size_t start, size_t n, unsigned long long *sum) {
  unsigned long long s = 0;
  for (size_t i = start + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < start + n; i += (size_t)gridDim.x * blockDim.x) {
    float4 v = p[i];
    s += __float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w);
  }
  atomicAdd(sum, s);
}

__global__ void wrap(size_t start, int *asInt, unsigned *asUnsigned, size_t *asSize) {
  size_t i = start + (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  asInt[t] = (int)i;
  asUnsigned[t] = (unsigned)i;
  asSize[t] = i * 3 / 2;
}

int main() {
  unsigned char *p;
  REQUIRE(cudaMalloc(&p, BYTES));
  size_t starts[] = {(1ull << 31) - WINDOW / 2, (1ull << 32) - WINDOW / 2, BYTES - WINDOW};
  unsigned long long *dsum, sums[3];
  REQUIRE(cudaMalloc(&dsum, 8));
  timed([&] {
    for (size_t st : starts) fill<<<64, 256>>>(p, st, WINDOW);
  });
  std::vector<unsigned char> w(WINDOW);
  for (int k = 0; k < 3; k++) {
    OK(cudaMemcpy(w.data(), p + starts[k], WINDOW, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (size_t i = 0; i < WINDOW; i++) bad += w[i] != (unsigned char)((starts[k] + i) * 2654435761u >> 24);
    printf("window at %#zx: %d wrong\n", starts[k], bad);
    check(bad == 0, "window");
    cudaMemset(dsum, 0, 8);
    sumFloat4<<<32, 128>>>((const float4 *)p, starts[k] / 16, WINDOW / 16, dsum);
    OK(cudaMemcpy(&sums[k], dsum, 8, cudaMemcpyDeviceToHost));
    unsigned long long want = 0;
    for (size_t i = 0; i < WINDOW; i += 16) {
      unsigned x[4];
      memcpy(x, &w[i], 16);
      want += x[0] ^ x[1] ^ x[2] ^ x[3];
    }
    printf("  float4 sum %llx (host %llx)\n", sums[k], want);
    check(sums[k] == want, "float4 sum");
  }
  int *di;
  unsigned *du;
  size_t *ds;
  REQUIRE(cudaMalloc(&di, 1024 * 4));
  REQUIRE(cudaMalloc(&du, 1024 * 4));
  REQUIRE(cudaMalloc(&ds, 1024 * 8));
  wrap<<<4, 256>>>((1ull << 32) - 512, di, du, ds);
  std::vector<int> hi(1024);
  std::vector<unsigned> hu(1024);
  std::vector<size_t> hs(1024);
  OK(cudaMemcpy(hi.data(), di, 4096, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hu.data(), du, 4096, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hs.data(), ds, 8192, cudaMemcpyDeviceToHost));
  printf("wrap: int %d %d, unsigned %u %u, size_t %zu %zu\n", hi[511], hi[512], hu[511], hu[512], hs[511], hs[1023]);
  printHash("wrap ints", hi);
  OK(cudaFree(p));
  return done();
}
