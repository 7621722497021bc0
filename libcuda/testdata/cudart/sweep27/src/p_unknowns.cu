// p_unknowns: a probe, not a test: it prints, without judging, what only a
// real GPU can answer about cases sweep27's programs leave out: device
// printf's %a of subnormal doubles (Go's formatting, which cudasim uses,
// writes 0x1p-1074 where glibc writes 0x0.0000000000001p-1022), fminf/fmaxf
// and fmin/fmax of signaling NaNs, and the integer a NaN converts to through
// each conversion intrinsic, and what cudaDeviceGetLimit(cudaLimitStackSize)
// reads after a launch whose call chain needs more stack than the limit (the
// driver raises the stack "as needed" and does not reset it; by how much is
// ptxas's frame size, which cudasim does not know: it keeps reading 1024).
// probe.sh runs it natively and through cudasim's drop-in and diffs the two.
#include "sw27.h"
#include <cuda_fp16.h>

__global__ void printA() {
  const double d[] = {5e-324, -1e-320, 2.2250738585072009e-308, 2.2250738585072014e-308, 0.0, -0.0, 1.0};
  for (double v : d) printf("%%a %a | %%A %A | %%.3a %.3a | %%20a %20a | %%-20a| %-20a|\n", v, v, v, v, v);
  const float f[] = {1e-45f, 1.1754942e-38f};
  for (float v : f) printf("float %%a %a\n", v);
}

__global__ void nanCases(const unsigned *fb, const unsigned long long *db, unsigned long long *o, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  float f = __uint_as_float(fb[i]), one = 1.5f;
  double d = __longlong_as_double((long long)db[i]), done = 1.5;
  unsigned long long *r = o + 16 * i;
  r[0] = __float_as_uint(fminf(f, one)), r[1] = __float_as_uint(fmaxf(one, f));
  r[2] = (unsigned long long)__double_as_longlong(fmin(d, done)), r[3] = (unsigned long long)__double_as_longlong(fmax(done, d));
  r[4] = (unsigned)__float2int_rn(f), r[5] = __float2uint_rz(f), r[6] = (unsigned long long)__float2ll_rd(f), r[7] = __float2ull_ru(f);
  r[8] = (unsigned)__double2int_rz(d), r[9] = __double2uint_rn(d), r[10] = (unsigned long long)__double2ll_rz(d), r[11] = __double2ull_rz(d);
  r[12] = __half_as_ushort(__float2half_rn(f)), r[13] = (unsigned)__half2int_rz(__ushort_as_half((unsigned short)(0x7c01 + i)));
  r[14] = __float_as_uint((float)d), r[15] = (unsigned long long)__double_as_longlong((double)f);
}

__device__ __noinline__ int deepFrame(int i) {
  volatile int buf[1024];  // 4 KiB of local memory in a callee's frame
  for (int k = 0; k < 1024; k++) buf[k] = k ^ i;
  return buf[(i * 7) % 1024];
}
__global__ void bigStack(int *o) { o[threadIdx.x] = deepFrame(threadIdx.x); }

int main() {
  size_t before = 0, after = 0;
  CK(cudaDeviceGetLimit(&before, cudaLimitStackSize));
  Dev<int> so(32);
  bigStack<<<1, 32>>>(so.p);
  cudaError_t se = cudaDeviceSynchronize();
  CK(cudaDeviceGetLimit(&after, cudaLimitStackSize));
  printf("stack limit %zu, a launch needing 4 KiB in a callee: %s, then the limit reads %zu\n", before, cudaGetErrorName(se), after);
  printA<<<1, 1>>>();
  CK(cudaDeviceSynchronize());
  std::vector<unsigned> fb = {0x7f800001u, 0x7fa00000u, 0xffbfffffu, 0x7fc00000u, 0xffc00001u, 0x7fffffffu};
  std::vector<unsigned long long> db = {0x7ff0000000000001ull, 0x7ff4000000000000ull, 0xfff7ffffffffffffull,
                                        0x7ff8000000000000ull, 0xfff8000000000001ull, 0x7fffffffffffffffull};
  int n = (int)fb.size();
  Dev<unsigned> dfb(fb);
  Dev<unsigned long long> ddb(db), o(16 * n);
  nanCases<<<1, 32>>>(dfb.p, ddb.p, o.p, n);
  SYNC();
  std::vector<unsigned long long> r = o.get();
  const char *names[16] = {"fminf(x,1.5)", "fmaxf(1.5,x)", "fmin(x,1.5)", "fmax(1.5,x)", "__float2int_rn", "__float2uint_rz",
                           "__float2ll_rd", "__float2ull_ru", "__double2int_rz", "__double2uint_rn", "__double2ll_rz",
                           "__double2ull_rz", "__float2half_rn", "__half2int_rz(half NaN)", "(float)double", "(double)float"};
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 16; k++) printf("x=%08x/%016llx %-24s %016llx\n", fb[i], db[i], names[k], r[16 * i + k]);
  return finish();
}
