// Runs every kernel of zerosign.cu (gen.py) on operands whose products are zeros of chosen signs
// (and, in one case, cancel exactly) with C's elements +0 or -0 at random, and writes
// zerosign.bin in wmmadup.bin's format (../wmmadup/host.cu): for each kernel "name\0" padded to
// 64 bytes, uint32 trials, then per trial 32 lanes x 24 input words (A 8, B 8, C 8) and 32 lanes
// x 8 output words. Trial t is case t % 7, twice with different C signs:
//   0: A +0, B +0   1: A -0, B +0   2: A +0, B -1   3: A -0, B -0   4: A -0, B +1
//   5: A +0 or -0 at random per element, B +1   6: A +1, -1, +1, ... along each register's
//   elements (or by lane parity for 32-bit elements), B +1: the products cancel in pairs.
// Build: nvcc -arch=sm_90 -o host host.cu
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda_runtime.h>
#include "zerosign.cu"

static uint64_t rs = 0x2545f4914f6cdd1dull;
static uint32_t rnd() { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return (uint32_t)(rs >> 16); }

struct etype { const char *name; int bits; uint32_t negzero, one; };
static const etype types[] = {{"f16", 16, 0x8000, 0x3c00}, {"bf16", 16, 0x8000, 0x3f80},
                              {"tf32", 32, 0x80000000u, 0x3f800000}, {"e4m3", 8, 0x80, 0x38}, {"e5m2", 8, 0x80, 0x3c}};

static const etype *typeOf(const char *name, int operand) {
  // wmma_<shape>_<la>_<lb>_<d>_<c> (f16) or wmma_<shape>_<la>_<lb>_<t>; mma_<shape>_<ta>_<tb>
  char buf[64];
  strncpy(buf, name, 63); buf[63] = 0;
  const char *f[8]; int n = 0;
  for (char *p = strtok(buf, "_"); p && n < 8; p = strtok(NULL, "_")) f[n++] = p;
  const char *t = "f16";
  if (!strcmp(f[0], "mma")) t = f[2 + operand];
  else if (n == 5) t = f[4];
  for (const etype &e : types) if (!strcmp(e.name, t)) return &e;
  return &types[0];
}

// element value for case c: sign/zero per the table above; idx is its place in the word (or the lane's parity)
static uint32_t elem(const etype *t, int c, int operand, int idx) {
  uint32_t z = 0, nz = t->negzero, one = t->one, mone = t->one | t->negzero;
  if (operand == 0) {
    switch (c) { case 0: case 2: return z; case 1: case 3: case 4: return nz;
    case 5: return rnd() & 1 ? nz : z; default: return idx & 1 ? mone : one; }
  }
  switch (c) { case 0: case 1: return z; case 2: return mone; case 3: return nz; default: return one; }
}

int main() {
  int nk = sizeof(kernels) / sizeof(kernels[0]);
  const int trials = 14;
  uint32_t *din, *dout;
  cudaMalloc(&din, 32 * 24 * 4);
  cudaMalloc(&dout, 32 * 8 * 4);
  FILE *f = fopen("zerosign.bin", "wb");
  for (int k = 0; k < nk; k++) {
    const char *kn = kernels[k].name;
    char name[64] = {0};
    strncpy(name, kn, 63);
    fwrite(name, 1, 64, f);
    uint32_t t32 = trials;
    fwrite(&t32, 4, 1, f);
    bool c16 = !strncmp(kn, "wmma", 4) && strlen(kn) > 4 && !strcmp(kn + strlen(kn) - 4, "_f16");
    for (int t = 0; t < trials; t++) {
      int c = t % 7;
      uint32_t in[32 * 24], out[32 * 8];
      for (int l = 0; l < 32; l++) {
        for (int op = 0; op < 2; op++) {
          const etype *ty = typeOf(kn, op);
          for (int r = 0; r < 8; r++) {
            uint32_t w = 0;
            for (int j = 0; j < 32 / ty->bits; j++)
              w |= elem(ty, c, op, ty->bits == 32 ? l : j) << (j * ty->bits);
            in[l * 24 + 8 * op + r] = w;
          }
        }
        for (int r = 0; r < 8; r++) {
          uint32_t s = rnd();
          in[l * 24 + 16 + r] = c16 ? (s & 0x80008000u) : (s & 0x80000000u);
        }
      }
      cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
      cudaMemset(dout, 0, sizeof out);
      kernels[k].fn<<<1, 32>>>(din, dout);
      cudaError_t e = cudaDeviceSynchronize();
      if (e != cudaSuccess) { fprintf(stderr, "%s: %s\n", kn, cudaGetErrorString(e)); return 1; }
      cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
      fwrite(in, 4, 32 * 24, f);
      fwrite(out, 4, 32 * 8, f);
    }
    printf("%s done\n", kn);
  }
  fclose(f);
  return 0;
}
