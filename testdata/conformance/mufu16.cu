// The 16-bit MUFU approximations over every input: tanh.approx and ex2.approx on f16 and bf16,
// scalar and packed (breadth/mufu16.case; its golden outputs are the H200's tables).
#include <stdint.h>
extern "C" __global__ void mufu16(uint16_t *out) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 65536) return;
  uint16_t h = (uint16_t)i, r;
  uint32_t p = i | (i ^ 0x8000u) << 16, q;
  asm("tanh.approx.f16 %0, %1;" : "=h"(r) : "h"(h)); out[i] = r;
  asm("tanh.approx.bf16 %0, %1;" : "=h"(r) : "h"(h)); out[65536 + i] = r;
  asm("ex2.approx.f16 %0, %1;" : "=h"(r) : "h"(h)); out[2 * 65536 + i] = r;
  asm("ex2.approx.ftz.bf16 %0, %1;" : "=h"(r) : "h"(h)); out[3 * 65536 + i] = r;
  asm("tanh.approx.f16x2 %0, %1;" : "=r"(q) : "r"(p)); out[4 * 65536 + i] = (uint16_t)q ^ (uint16_t)(q >> 16);
  asm("ex2.approx.f16x2 %0, %1;" : "=r"(q) : "r"(p)); out[5 * 65536 + i] = (uint16_t)q ^ (uint16_t)(q >> 16);
}
