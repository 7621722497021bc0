// What %clock, %clock64 and %globaltimer read on the H200: their first values in a kernel, the
// difference of back-to-back reads, across a loop of dependent adds and across nanosleep, per
// warp of several blocks, over three launches and a sleep on the host.
#include <cstdio>
#include <cstdint>
#include <unistd.h>
__device__ __forceinline__ uint64_t clk64() { uint64_t v; asm volatile("mov.u64 %0, %%clock64;" : "=l"(v)); return v; }
__device__ __forceinline__ uint32_t clk32() { uint32_t v; asm volatile("mov.u32 %0, %%clock;" : "=r"(v)); return v; }
__device__ __forceinline__ uint32_t clkhi() { uint32_t v; asm volatile("mov.u32 %0, %%clock_hi;" : "=r"(v)); return v; }
__device__ __forceinline__ uint64_t gtimer() { uint64_t v; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(v)); return v; }
__device__ __forceinline__ uint32_t gtlo() { uint32_t v; asm volatile("mov.u32 %0, %%globaltimer_lo;" : "=r"(v)); return v; }
__device__ __forceinline__ uint32_t smid() { uint32_t v; asm volatile("mov.u32 %0, %%smid;" : "=r"(v)); return v; }
enum { F_C64, F_C32, F_HI, F_GT, F_GTLO, F_C64B2B, F_C32B2B, F_GTB2B, F_LOOPC, F_LOOPGT, F_SLEEPC, F_SLEEPGT, F_SM, F_N };
__global__ void clk(uint64_t *out, int iters, uint32_t seed) {
  uint64_t c0 = clk64();
  uint32_t c32 = clk32();
  uint32_t hi = clkhi();
  uint64_t g0 = gtimer();
  uint32_t glo = gtlo();
  uint64_t c1 = clk64();
  uint32_t c32b = clk32();
  uint64_t g1 = gtimer();
  uint32_t x = seed + threadIdx.x;
  uint64_t a = clk64(), ga = gtimer();
  for (int i = 0; i < iters; i++) x = x * 1664525u + 1013904223u;
  uint64_t b = clk64(), gb = gtimer();
  __nanosleep(10000);
  uint64_t c = clk64(), gc = gtimer();
  if (threadIdx.x % 32 == 0) {
    uint64_t *o = out + ((blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32) * F_N);
    o[F_C64] = c0; o[F_C32] = c32; o[F_HI] = hi; o[F_GT] = g0; o[F_GTLO] = glo;
    o[F_C64B2B] = c1 - c0; o[F_C32B2B] = c32b - c32; o[F_GTB2B] = g1 - g0;
    o[F_LOOPC] = b - a; o[F_LOOPGT] = gb - ga; o[F_SLEEPC] = c - b; o[F_SLEEPGT] = gc - gb; o[F_SM] = smid() | ((uint64_t)(x & 1) << 63);
  }
}
int main() {
  const int blocks = 8, threads = 128, warps = blocks * threads / 32;
  uint64_t *d, h[warps * F_N];
  cudaMalloc(&d, sizeof h);
  const char *names[F_N] = {"clock64", "clock", "clock_hi", "globaltimer", "globaltimer_lo", "clock64_b2b", "clock_b2b",
                            "globaltimer_b2b", "loop_clock64", "loop_globaltimer", "sleep_clock64", "sleep_globaltimer", "smid"};
  for (int launch = 0; launch < 4; launch++) {
    int iters = launch == 3 ? 100000 : 1000;
    if (launch == 2) usleep(200000);
    clk<<<blocks, threads>>>(d, iters, launch);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("launch %d iters %d err %d\n", launch, iters, (int)e);
    for (int w = 0; w < warps; w++) {
      printf("  warp %2d:", w);
      for (int f = 0; f < F_N; f++) printf(" %s=%llu", names[f], (unsigned long long)(f == F_SM ? h[w * F_N + f] & 0xffffffff : h[w * F_N + f]));
      printf("\n");
    }
  }
  return 0;
}
