// Runs every kernel of alias3.cu (gen3.py) on two trials (../wmmadup/host.cu distributions
// 2 tame with special values at 1/8, 3 random words; D and C words are tame both as f32 and as
// f16 pairs in the tame trials) and writes alias3.bin: for each kernel, "name\0" padded to 64 bytes, uint32 trials, then per trial
// 32 lanes x 24 input words (A 8, B 8, C 8; an f16 C uses its first 4) and 32 lanes x 8 output
// words (D; an f16 D its first 4), little-endian. Build: nvcc -arch=sm_90 -o host host.cu
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
#include "alias3.cu"

static uint64_t rs = 0x9e3779b97f4a7c15ull;
static uint32_t rnd() { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return (uint32_t)(rs >> 16); }

// a tame f16: random sign, exponent in [2^-3, 2), random significand
static uint32_t tame16() { return ((rnd() & 1) << 15) | ((12 + rnd() % 4) << 10) | (rnd() & 0x3ff); }
static uint32_t tame32() { return ((rnd() & 1) << 31) | ((124u + rnd() % 4) << 23) | (rnd() & 0x7fffff); }
static const uint16_t specials16[] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe01, 0x7d00, 0x0001, 0x83ff, 0x0400, 0x7bff, 0xfbff};
static const uint32_t specials32[] = {0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7fa00000, 1, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff};
static uint32_t half(int dist) {
  switch (dist) {
  case 2: if (rnd() % 8 == 0) return specials16[rnd() % 12]; return tame16();
  case 3: return rnd() & 0xffff;
  default: return tame16();
  }
}

int main() {
  int nk = sizeof(kernels) / sizeof(kernels[0]);
  const int trials = 2;
  uint32_t *din, *dout;
  cudaMalloc(&din, 32 * 24 * 4);
  cudaMalloc(&dout, 32 * 8 * 4);
  FILE *f = fopen("alias3.bin", "wb");
  for (int k = 0; k < nk; k++) {
    char name[64] = {0};
    strncpy(name, kernels[k].name, 63);
    fwrite(name, 1, 64, f);
    uint32_t t32 = trials;
    fwrite(&t32, 4, 1, f);
    for (int t = 0; t < trials; t++) {
      // 0 tame, 1 tame with copies equal (as wmma.load leaves them), 2 tame with special values
      // at 1/8, 3 random words
      int dist = t + 2;
      uint32_t in[32 * 24], out[32 * 8];
      for (int l = 0; l < 32; l++) {
        for (int r = 0; r < 16; r++) in[l * 24 + r] = half(dist) | half(dist) << 16;
        for (int r = 0; r < 8; r++) {
          if (dist == 3) in[l * 24 + 16 + r] = rnd();
          else if (dist == 2 && rnd() % 8 == 0) in[l * 24 + 16 + r] = rnd() % 2 ? specials32[rnd() % 12] : specials16[rnd() % 12] | half(0) << 16;
          else in[l * 24 + 16 + r] = (tame32() & 0xffff0000u) | half(0); // tame as f32 and as f16 pairs
        }
      }
      if (dist == 1) { // every repeated copy equal to the first (per the shape's repetition)
        for (int l = 0; l < 32; l++) {
          for (int r = 4; r < 8; r++) in[l * 24 + r] = in[l * 24 + r % 4], in[l * 24 + 8 + r] = in[l * 24 + 8 + r % 4];
        }
      }
      cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
      cudaMemset(dout, 0, sizeof out);
      kernels[k].fn<<<1, 32>>>(din, dout);
      cudaError_t e = cudaDeviceSynchronize();
      if (e != cudaSuccess) { fprintf(stderr, "%s: %s\n", kernels[k].name, cudaGetErrorString(e)); return 1; }
      cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
      fwrite(in, 4, 32 * 24, f);
      fwrite(out, 4, 32 * 8, f);
    }
    printf("%s done\n", kernels[k].name);
  }
  fclose(f);
  return 0;
}
