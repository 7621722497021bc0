// s_h16exh: every one of the 65,536 half and bf16 bit patterns through the
// cuda_fp16.h / cuda_bf16.h math functions (hsin, hcos, hexp, hexp2, hexp10,
// hlog, hlog2, hlog10, hsqrt, hrsqrt, hrcp, hceil,
// hfloor, htrunc, hrint), their packed h2 forms on neighbouring pairs, and
// the conversions to every integer type in each rounding mode; one FNV hash
// of the 65,536 results per function (a difference shows which function).
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>
#include "check.h"

#define H1(X) X(hsin) X(hcos) X(hexp) X(hexp2) X(hexp10) X(hlog) X(hlog2) X(hlog10) X(hsqrt) X(hrsqrt) X(hrcp) X(hceil) X(hfloor) X(htrunc) X(hrint)
#define H2(X) X(h2sin) X(h2cos) X(h2exp) X(h2exp2) X(h2exp10) X(h2log) X(h2log2) X(h2log10) X(h2sqrt) X(h2rsqrt) X(h2rcp) X(h2ceil) X(h2floor) X(h2trunc) X(h2rint)
#define CV(X) X(2int_rn, int) X(2int_rz, int) X(2int_rd, int) X(2int_ru, int) X(2uint_rn, unsigned) X(2uint_rz, unsigned) X(2uint_rd, unsigned) X(2uint_ru, unsigned) X(2short_rn, short) X(2short_rz, short) X(2short_rd, short) X(2short_ru, short) X(2ushort_rn, unsigned short) X(2ushort_rz, unsigned short) X(2ushort_rd, unsigned short) X(2ushort_ru, unsigned short) X(2ll_rn, long long) X(2ll_rz, long long) X(2ll_rd, long long) X(2ll_ru, long long) X(2ull_rn, unsigned long long) X(2ull_rz, unsigned long long) X(2ull_rd, unsigned long long) X(2ull_ru, unsigned long long)

#define COUNT1(f) +1
#define COUNT2(f, t) +1
constexpr int NF = 2 * (0 H1(COUNT1)) + 2 * (0 H2(COUNT1)) + 2 * (0 CV(COUNT2));
const char *names[] = {
#define N1(f) "half " #f, "bf16 " #f,
#define N2(f, t) "half " #f, "bf16 " #f,
    H1(N1) H2(N1) CV(N2)};

// out[f * 65536 + i]: function f on pattern i (pairs: patterns i and i ^ 0x5555).
__global__ void k(unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __half h = __ushort_as_half((unsigned short)i);
  __nv_bfloat16 b = __ushort_as_bfloat16((unsigned short)i);
  __half2 h2 = __halves2half2(h, __ushort_as_half((unsigned short)(i ^ 0x5555)));
  __nv_bfloat162 b2 = __halves2bfloat162(b, __ushort_as_bfloat16((unsigned short)(i ^ 0x5555)));
  int f = 0;
#define D1(fn)                                                            \
  out[(f++) * 65536 + i] = __half_as_ushort(fn(h));                       \
  out[(f++) * 65536 + i] = __bfloat16_as_ushort(fn(b));
  H1(D1)
#define D2(fn)                                                                                   \
  {                                                                                              \
    __half2 r = fn(h2);                                                                          \
    __nv_bfloat162 s = fn(b2);                                                                   \
    out[(f++) * 65536 + i] = *(unsigned *)&r;                                                    \
    out[(f++) * 65536 + i] = *(unsigned *)&s;                                                    \
  }
  H2(D2)
#define DC(fn, t)                                                                      \
  out[(f++) * 65536 + i] = (unsigned long long)(t)__half##fn(h);                       \
  out[(f++) * 65536 + i] = (unsigned long long)(t)__bfloat16##fn(b);
  CV(DC)
}

int main() {
  unsigned long long *d;
  size_t n = (size_t)NF * 65536;
  REQUIRE(cudaMalloc(&d, n * 8));
  k<<<256, 256>>>(d);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  std::vector<unsigned long long> h(n);
  OK(cudaMemcpy(h.data(), d, n * 8, cudaMemcpyDeviceToHost));
  for (int f = 0; f < NF; f++) printf("%-24s %016llx\n", names[f], fnv(&h[(size_t)f * 65536], 65536 * 8));
  printf("half hsin(1.0) = %04llx, bf16 hexp(1.0) = %04llx\n", h[0 * 65536 + 0x3c00], h[(2 * 2 + 1) * 65536 + 0x3f80]);
  return finish();
}
