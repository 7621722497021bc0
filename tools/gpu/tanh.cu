// tanh.cu: measures tanh.approx.f32 (MUFU.TANH) on every non-negative finite
// f32 and its negation, for sim/fp. Writes into argv[1]:
//   tanh.u32     the result for every bit pattern 0 .. 0x7f7fffff (little endian)
//   odd.txt      how many negated inputs did not give the negated result
//   samples.u32  argv[2] random bit patterns (any sign, NaN and Inf included)
//                and their results, as (x, y) pairs, then the special inputs
// tools/gpu/tanhtab analyses them.
//
//   nvcc -O3 -arch=sm_90 -o tanh tanh.cu && ./tanh /tmp/raw 4194304
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

#define NPOS 0x7f800000u

__device__ __forceinline__ float tanh_(float x) { float r; asm("tanh.approx.f32 %0,%1;" : "=f"(r) : "f"(x)); return r; }

__global__ void sweep(uint32_t *out, unsigned long long *odd, uint32_t *oddex) {
  size_t stride = (size_t)gridDim.x * blockDim.x;
  for (size_t u = (size_t)blockIdx.x * blockDim.x + threadIdx.x; u < NPOS; u += stride) {
    uint32_t ux = (uint32_t)u;
    uint32_t p = __float_as_uint(tanh_(__uint_as_float(ux)));
    uint32_t n = __float_as_uint(tanh_(__uint_as_float(ux | 0x80000000u)));
    out[u] = p;
    if (n != (p ^ 0x80000000u)) {
      unsigned long long i = atomicAdd(odd, 1ull);
      if (i < 16) { oddex[3 * i] = ux; oddex[3 * i + 1] = p; oddex[3 * i + 2] = n; }
    }
  }
}

__global__ void samples(uint32_t *xy, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) xy[2 * i + 1] = __float_as_uint(tanh_(__uint_as_float(xy[2 * i])));
}

static void writeFile(const std::string &path, const void *p, size_t n) {
  FILE *f = fopen(path.c_str(), "wb");
  if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) { fprintf(stderr, "write %s failed\n", path.c_str()); exit(1); }
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: tanh DIR NSAMPLES\n"); return 2; }
  std::string dir = argv[1];
  size_t ns = strtoull(argv[2], 0, 10);
  uint32_t *dout; unsigned long long *dodd; uint32_t *dex;
  CK(cudaMalloc(&dout, (size_t)NPOS * 4));
  CK(cudaMalloc(&dodd, 8)); CK(cudaMemset(dodd, 0, 8));
  CK(cudaMalloc(&dex, 16 * 3 * 4)); CK(cudaMemset(dex, 0, 16 * 3 * 4));
  sweep<<<132 * 16, 256>>>(dout, dodd, dex);
  CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  std::vector<uint32_t> out(NPOS);
  CK(cudaMemcpy(out.data(), dout, (size_t)NPOS * 4, cudaMemcpyDeviceToHost));
  unsigned long long odd; uint32_t ex[48];
  CK(cudaMemcpy(&odd, dodd, 8, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(ex, dex, sizeof ex, cudaMemcpyDeviceToHost));
  writeFile(dir + "/tanh.u32", out.data(), (size_t)NPOS * 4);
  FILE *f = fopen((dir + "/odd.txt").c_str(), "w");
  fprintf(f, "odd-violations %llu\n", odd);
  for (unsigned i = 0; i < odd && i < 16; i++) fprintf(f, "x %08x tanh(x) %08x tanh(-x) %08x\n", ex[3 * i], ex[3 * i + 1], ex[3 * i + 2]);
  fclose(f);
  // Random bit patterns (xorshift64*, fixed seed), then special inputs.
  const uint32_t special[] = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u,
                              0x7f800001u, 0xff800001u, 0x7fffffffu, 0x00000001u, 0x80000001u, 0x007fffffu,
                              0x807fffffu, 0x00800000u, 0x80800000u, 0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0xff7fffffu};
  size_t nsp = sizeof special / 4, n = ns + nsp;
  std::vector<uint32_t> xy(2 * n);
  uint64_t s = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < ns; i++) {
    s ^= s >> 12; s ^= s << 25; s ^= s >> 27;
    xy[2 * i] = (uint32_t)((s * 0x2545f4914f6cdd1dull) >> 32);
  }
  for (size_t i = 0; i < nsp; i++) xy[2 * (ns + i)] = special[i];
  uint32_t *dxy;
  CK(cudaMalloc(&dxy, xy.size() * 4));
  CK(cudaMemcpy(dxy, xy.data(), xy.size() * 4, cudaMemcpyHostToDevice));
  samples<<<(n + 255) / 256, 256>>>(dxy, n);
  CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(xy.data(), dxy, xy.size() * 4, cudaMemcpyDeviceToHost));
  writeFile(dir + "/samples.u32", xy.data(), xy.size() * 4);
  printf("tanh: %u inputs, %llu odd violations, %zu samples\n", NPOS, odd, n);
  return 0;
}
