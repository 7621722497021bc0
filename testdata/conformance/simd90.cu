// The packed 16-bit integer PTX instructions of PTX ISA 8.0 (nvcc 12+), one group per image so
// that a form the JIT refuses fails its own module only: PART 1 add/min/max .s16x2/.u16x2,
// PART 2 min/max .relu (.s16x2, .s32). (sub on .s16x2/.u16x2 and add/sub .sat.s16x2 are not PTX:
// ptxas 13.0 refuses them.) Built by record-breadth.sh.
#include <stdint.h>
#define IDX (blockIdx.x * blockDim.x + threadIdx.x)
__device__ uint32_t simd_input(uint32_t r, uint32_t s) {
  const uint8_t bs[8] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40};
  uint32_t v = r;
  for (int j = 0; j < 4; j++)
    if ((s >> (2 * j) & 3) == 0) v = (v & ~(0xffu << (8 * j))) | (uint32_t)bs[(s >> (8 + 3 * j)) & 7] << (8 * j);
  return v;
}
#define OP2(S) asm(S " %0, %1, %2;" : "=r"(o[k++]) : "r"(a), "r"(b));
extern "C" __global__ void vsimd_raw(const uint32_t *ra, const uint32_t *rb, const uint32_t *rc, uint32_t *out, int n) {
  int i = IDX;
  if (i >= n) return;
  uint32_t s = rc[i];
  uint32_t a = simd_input(ra[i], s), b = simd_input(rb[i], s >> 20);
  if ((s & 0x70000000) == 0) b = a;
  if ((s & 0x70000000) == 0x10000000) b = (a & 0xffff) | (b & 0xffff0000);
  uint32_t *o = out + (size_t)i * 8;
  int k = 0;
#if PART == 1
  OP2("add.s16x2") OP2("add.u16x2") OP2("min.s16x2") OP2("min.u16x2") OP2("max.s16x2") OP2("max.u16x2")
#elif PART == 2
  OP2("min.relu.s16x2") OP2("max.relu.s16x2") OP2("min.relu.s32") OP2("max.relu.s32")
#endif
  for (; k < 8; k++) o[k] = 0xdeadbeef;
}
