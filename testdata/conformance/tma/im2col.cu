// cp.async.bulk.tensor im2col-mode loads, ranks 3-5 (offsets are 16-bit, one fewer than the spatial dims).
#include "tma.h"

template <int N>
__device__ void i2c_body(const void *tm, const int *c, const uint16_t *o, uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) {
  SMEM_SETUP
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) data[i] = 0xEE;
  if (threadIdx.x == 0) { bar_init(bar, 1); fence_barrier_init(); }
  fence_async_shared();
  __syncthreads();
  if (threadIdx.x == 0) {
    arrive_expect_tx(bar, bytes);
    if (N == 3)
      asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5}], [%2], {%6};"
                   ::"r"(sa(data)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "h"(o[0]) : "memory");
    if (N == 4)
      asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5, %6}], [%2], {%7, %8};"
                   ::"r"(sa(data)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "h"(o[0]), "h"(o[1]) : "memory");
    if (N == 5)
      asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5, %6, %7}], [%2], {%8, %9, %10};"
                   ::"r"(sa(data)), "l"(tm), "r"(sa(bar)), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "h"(o[0]), "h"(o[1]), "h"(o[2]) : "memory");
  }
  wait_parity(bar, 0);
  for (uint32_t i = threadIdx.x; i < win; i += blockDim.x) out[i] = data[i];
}
#define I2CK(N)                                                                                           \
  extern "C" __global__ void i2c##N##d(const __grid_constant__ TMap tm, int c0, int c1, int c2, int c3, int c4, int o0, int o1, \
                                       int o2, uint32_t bytes, uint32_t soff, uint32_t win, unsigned char *out) { \
    int c[5] = {c0, c1, c2, c3, c4};                                                                      \
    uint16_t o[3] = {(uint16_t)o0, (uint16_t)o1, (uint16_t)o2};                                           \
    i2c_body<N>(&tm, c, o, bytes, soff, win, out);                                                        \
  }
I2CK(3)
I2CK(4)
I2CK(5)
