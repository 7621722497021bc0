// Conformance kernels for instructions that CCCL's headers emit and that the engine lacked
// (libcuda/testdata/cudart/cccl found them): bmsk.clamp/.wrap.b32, which CUB 3's radix sort and
// block histogram compute digit masks with. Cases: breadth/cccl_*.case; images built by
// record-cccl.sh (nvcc 13.0 -arch=sm_90: breadth/cccl.ptx) and with nvcc 11.8
// (breadth/cccl.118.ptx: nvcc -arch=sm_90 -ptx -o breadth/cccl.118.ptx cccl.cu).
#include <stdint.h>

#define IDX (blockIdx.x * blockDim.x + threadIdx.x)

// cccl_bmsk: every position and width in 0..63 (threads 0..4095), then random ones, a byte's
// worth or all 32 bits (threads 4096..8191); out holds clamp and wrap for each, imm the forms
// with an immediate operand.
extern "C" __global__ void cccl_bmsk(const uint32_t *rnd, uint32_t *out, uint32_t *imm) {
  uint32_t i = IDX, a, b;
  if (i < 4096) {
    a = i >> 6, b = i & 63;
  } else {
    a = rnd[2 * i], b = rnd[2 * i + 1];
    if (i & 1) a &= 0xff, b &= 0xff;
  }
  uint32_t c, w;
  asm volatile("bmsk.clamp.b32 %0, %1, %2;" : "=r"(c) : "r"(a), "r"(b));
  asm volatile("bmsk.wrap.b32 %0, %1, %2;" : "=r"(w) : "r"(a), "r"(b));
  out[2 * i] = c;
  out[2 * i + 1] = w;
  if (i < 64) {
    uint32_t x, y;
    asm volatile("bmsk.clamp.b32 %0, %1, 5;" : "=r"(x) : "r"(i));
    asm volatile("bmsk.wrap.b32 %0, 3, %1;" : "=r"(y) : "r"(i));
    imm[2 * i] = x;
    imm[2 * i + 1] = y;
  }
}
