// s_params: large kernel parameters (CUDA 12.1's 32,764-byte limit): structs
// of 4 KiB, 16 KiB and 32,000 bytes by value, summed per thread; a
// __grid_constant__ parameter whose address is taken (read through a
// generic pointer, __isConstant of it); many scalar parameters of mixed
// sizes and alignments; cudaLaunchKernel with a 16 KiB struct.
#include <vector>
#include "check.h"

template <int BYTES> struct Big {
  unsigned w[BYTES / 4];
};

template <int BYTES> __global__ void sum(const Big<BYTES> p, unsigned *out) {
  unsigned h = 0;
  for (int j = threadIdx.x; j < BYTES / 4; j += blockDim.x) h += p.w[j] * (j + 1);
  out[threadIdx.x] = h;
}

__global__ void gconst(const __grid_constant__ Big<8192> p, unsigned *out) {
  const unsigned *q = &p.w[threadIdx.x * 3 % 2048];
  out[threadIdx.x] = *q ^ (__isConstant(q) ? 0x80000000u : 0) ^ (__isGlobal(q) ? 0x40000000u : 0);
}

__global__ void mixed(char a, short b, int c, long long d, float e, double f, char g, double2 h, char i, int4 j, unsigned long long *out) {
  out[0] = (unsigned long long)(a + b + c + d) ^ __double_as_longlong(f + e) ^ (unsigned long long)g << 56;
  out[1] = __double_as_longlong(h.x - h.y) + i + j.x + j.y + j.z + j.w;
}

template <int BYTES> void run(unsigned *d) {
  Big<BYTES> p;
  unsigned s = BYTES;
  for (auto &w : p.w) w = lcg(s);
  OK(cudaMemset(d, 0, 256 * 4));
  sum<BYTES><<<1, 256>>>(p, d);
  cudaError_t e = cudaGetLastError();
  cudaError_t e2 = cudaDeviceSynchronize();
  unsigned h[256];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  unsigned total = 0, want = 0;
  for (unsigned v : h) total += v;
  for (int j = 0; j < BYTES / 4; j++) want += p.w[j] * (j + 1);
  printf("%6d bytes: %s %s total %08x %s\n", BYTES, cudaGetErrorName(e), cudaGetErrorName(e2), total, total == want ? "right" : "WRONG");
  check(total == want, "big parameter sum");
}

int main() {
  unsigned *d;
  REQUIRE(cudaMalloc(&d, 4096 * 4));
  run<4096>(d);
  run<16384>(d);
  run<32000>(d);
  static Big<8192> g;
  unsigned s = 5;
  for (auto &w : g.w) w = lcg(s) & 0x3fffffff;
  gconst<<<1, 128>>>(g, d);
  OK(cudaDeviceSynchronize());
  unsigned h[128];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int t = 0; t < 128; t++) bad += (h[t] & 0x3fffffff) != g.w[t * 3 % 2048];
  printf("grid_constant: %d wrong, flags of thread 0 %08x\n", bad, h[0] & 0xc0000000u);
  check(bad == 0, "grid_constant values");
  unsigned long long *o = (unsigned long long *)d;
  mixed<<<1, 1>>>(-3, 1000, -70000, 1ll << 40, 1.5f, -2.25, 'z', make_double2(1e10, 3.0), 7, make_int4(1, -2, 3, -4), o);
  OK(cudaDeviceSynchronize());
  unsigned long long m[2];
  OK(cudaMemcpy(m, o, sizeof m, cudaMemcpyDeviceToHost));
  printf("mixed: %016llx %016llx\n", m[0], m[1]);
  // through cudaLaunchKernel, and with 0 threads
  Big<16384> p16 = {};
  void *args[] = {&p16, &d};
  SHOW(cudaLaunchKernel((const void *)sum<16384>, dim3(1), dim3(32), args, 0, 0));
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaLaunchKernel((const void *)sum<16384>, dim3(1), dim3(0), args, 0, 0));
  return finish();
}
