// s_h16tanh: every half and bf16 bit pattern through htanh, htanh_approx and
// the packed h2tanh / h2tanh_approx (cuda_fp16.h / cuda_bf16.h of CUDA 12.8
// and later); one FNV hash of the 65,536 results per function.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>
#include "check.h"

__global__ void k(unsigned *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __half h = __ushort_as_half((unsigned short)i);
  __nv_bfloat16 b = __ushort_as_bfloat16((unsigned short)i);
  __half2 h2 = __halves2half2(h, __ushort_as_half((unsigned short)(i ^ 0x5555)));
  __nv_bfloat162 b2 = __halves2bfloat162(b, __ushort_as_bfloat16((unsigned short)(i ^ 0x5555)));
  out[0 * 65536 + i] = __half_as_ushort(htanh(h));
  out[1 * 65536 + i] = __half_as_ushort(htanh_approx(h));
  __half2 r = h2tanh(h2), r2 = h2tanh_approx(h2);
  out[2 * 65536 + i] = *(unsigned *)&r;
  out[3 * 65536 + i] = *(unsigned *)&r2;
  out[4 * 65536 + i] = __bfloat16_as_ushort(htanh(b));
  out[5 * 65536 + i] = __bfloat16_as_ushort(htanh_approx(b));
  __nv_bfloat162 s = h2tanh(b2), s2 = h2tanh_approx(b2);
  out[6 * 65536 + i] = *(unsigned *)&s;
  out[7 * 65536 + i] = *(unsigned *)&s2;
}

int main() {
  const char *names[] = {"half htanh", "half htanh_approx", "half h2tanh", "half h2tanh_approx",
                         "bf16 htanh", "bf16 htanh_approx", "bf16 h2tanh", "bf16 h2tanh_approx"};
  unsigned *d;
  REQUIRE(cudaMalloc(&d, 8 * 65536 * 4));
  k<<<256, 256>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned> h(8 * 65536);
  OK(cudaMemcpy(h.data(), d, h.size() * 4, cudaMemcpyDeviceToHost));
  for (int f = 0; f < 8; f++) printf("%-20s %016llx\n", names[f], fnv(&h[f * 65536], 65536 * 4));
  printf("htanh(0.5) %04x approx %04x\n", h[0x3800], h[65536 + 0x3800]);
  return finish();
}
