// Extra conformance kernels for the PTX engine (compiled with nvcc 11.8: nvcc -ptx -arch=sm_80 -O3
// extra.cu; goldens recorded on an H200 with kernrun). Each thread writes a fixed table of results.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define IDX (blockIdx.x * blockDim.x + threadIdx.x)

// ptxas contraction of plain mul/add pairs (inline PTX keeps nvcc from fusing them itself).
extern "C" __global__ void contract(const float *a, const float *b, const double *c, float *out, double *dout, int n) {
  int i = IDX; if (i >= n) return;
  float x = a[i], y = b[i], r0, r1, r2, r3, r4, r5, r6, r7;
  asm("{ .reg .f32 t; mul.f32 t, %1, %2; add.f32 %0, t, %1; }" : "=f"(r0) : "f"(x), "f"(y));
  asm("{ .reg .f32 t; mul.f32 t, %1, %2; sub.f32 %0, %1, t; }" : "=f"(r1) : "f"(x), "f"(y));
  asm("{ .reg .f32 t, u; mul.f32 t, %1, %2; neg.f32 u, t; add.f32 %0, u, %2; }" : "=f"(r2) : "f"(x), "f"(y));
  asm("{ .reg .f32 t, u; mul.f32 t, %1, %1; mul.f32 u, %2, %2; add.f32 %0, t, u; }" : "=f"(r3) : "f"(x), "f"(y));
  asm("{ .reg .f32 t; mul.f32 t, %1, %2; add.rn.f32 %0, t, %1; }" : "=f"(r4) : "f"(x), "f"(y));
  asm("{ .reg .f32 t; mul.ftz.f32 t, %1, %2; add.ftz.sat.f32 %0, t, %2; }" : "=f"(r5) : "f"(x), "f"(y));
  asm("{ .reg .f32 t, u; mul.f32 t, %1, %2; add.f32 %0, t, %1; add.f32 u, t, %2; add.f32 %0, %0, u; }" : "=f"(r6) : "f"(x), "f"(y));
  asm("{ .reg .f32 t, u; mul.f32 t, %1, %2; mov.f32 u, t; sub.f32 %0, u, %2; }" : "=f"(r7) : "f"(x), "f"(y));
  float *o = out + i * 8;
  o[0] = r0; o[1] = r1; o[2] = r2; o[3] = r3; o[4] = r4; o[5] = r5; o[6] = r6; o[7] = r7;
  double z = c[i], d0, d1;
  asm("{ .reg .f64 t; mul.f64 t, %1, %1; add.f64 %0, t, %2; }" : "=d"(d0) : "d"(z), "d"((double)x));
  asm("{ .reg .f64 t; mul.rn.f64 t, %1, %1; add.f64 %0, t, %2; }" : "=d"(d1) : "d"(z), "d"((double)x));
  dout[i * 2] = d0; dout[i * 2 + 1] = d1;
}

__device__ __noinline__ int collatz(unsigned v) { int s = 0; while (v != 1 && s < 200) { v = (v & 1) ? 3 * v + 1 : v / 2; s++; } return s; }
typedef int (*op_t)(int, int);
__device__ __noinline__ int op_add(int a, int b) { return a + b; }
__device__ __noinline__ int op_mul(int a, int b) { return a * b; }
__device__ __noinline__ int op_xor(int a, int b) { return a ^ (b << 3); }
__device__ op_t ops[3] = {op_add, op_mul, op_xor};
__device__ __noinline__ int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }

// Divergent loops with returns, nested break/continue, device calls through pointers, recursion.
extern "C" __global__ void control(const unsigned *a, int *out, int n) {
  int i = IDX; if (i >= n) return;
  unsigned v = a[i];
  int *o = out + i * 6;
  o[0] = collatz((v & 1023) + 1);
  o[1] = ops[v % 3]((int)(v >> 4) & 0xffff, (int)(v >> 20));
  o[2] = ack((v & 1) + 1, (v >> 1) & 3);
  int acc = 0;
  for (int x = 0; x < (int)(v & 15); x++) {
    for (int y = 0; y < 8; y++) {
      if (((v >> y) ^ x) & 1) continue;
      acc += x * y;
      if (acc > (int)(v & 255)) break;
    }
    if (acc & 64) { o[3] = acc; o[4] = x; o[5] = -1; return; }
  }
  o[3] = acc; o[4] = -1; o[5] = acc ^ 0x55;
}

// f16 / bf16 arithmetic and conversions.
extern "C" __global__ void halves(const float *a, const float *b, unsigned *out, int n) {
  int i = IDX; if (i >= n) return;
  float x = a[i], y = b[i];
  __half2 h = __floats2half2_rn(x, y), g = __floats2half2_rn(y, x);
  __nv_bfloat16 bx = __float2bfloat16_rn(x), by = __float2bfloat16_rn(y);
  unsigned *o = out + i * 10;
  __half2 s = __hadd2(h, g), p = __hmul2(h, g), f = __hfma2(h, g, h);
  o[0] = *(unsigned *)&s; o[1] = *(unsigned *)&p; o[2] = *(unsigned *)&f;
  __half2 mx = __hmax2(h, g); o[3] = *(unsigned *)&mx;
  __nv_bfloat16 bs = __hadd(bx, by), bm = __hmul(bx, by), bf = __hfma(bx, by, bx);
  o[4] = (unsigned)*(unsigned short *)&bs | ((unsigned)*(unsigned short *)&bm << 16);
  o[5] = *(unsigned short *)&bf;
  o[6] = __float_as_uint(__bfloat162float(bs)) ^ __float_as_uint(__half2float(__low2half(s)));
  __half hd = __double2half((double)x * 1.0000001); o[7] = *(unsigned short *)&hd;
  o[8] = (unsigned)__half2int_rz(__float2half_rn(x)) + ((unsigned)__half2uint_rn(__float2half_rn(y)) << 16);
  o[9] = __hlt(__float2half_rn(x), __float2half_rn(y)) + 2 * __hisnan(__float2half_rn(x * y));
}

// Warp collectives beyond the visible set, cooperative-groups partitions, __syncwarp.
extern "C" __global__ void warps(const unsigned *a, unsigned *out, int n) {
  int i = IDX; if (i >= n) return;
  unsigned v = a[i];
  unsigned *o = out + i * 10;
  int pred;
  o[0] = __match_all_sync(0xffffffff, v & 1, &pred); o[1] = pred;
  o[2] = __reduce_min_sync(0xffffffff, v); o[3] = __reduce_and_sync(0xffffffff, v | 0x0f);
  o[4] = __reduce_or_sync(0xffffffff, v & 0xff00); o[5] = __reduce_xor_sync(0xffffffff, v);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(cg::this_thread_block());
  o[6] = t8.shfl_down(v, 3); o[7] = t8.ballot(v & 4);
  __syncwarp();
  o[8] = __shfl_up_sync(0xffffffff, v, 7, 8);
  o[9] = __reduce_max_sync(0xffffffff, (int)v) ^ (unsigned)__reduce_min_sync(0xffffffff, (int)v);
}

// Order-independent atomics of every integer kind, shared and global.
extern "C" __global__ void atomics2(const unsigned *a, unsigned *g, unsigned long long *g64, int n) {
  __shared__ unsigned s[4];
  __shared__ float sf[1];
  int t = threadIdx.x, i = IDX;
  if (t < 4) s[t] = t == 1 ? 0xffffffffu : 0;
  if (t == 0) sf[0] = 0;
  __syncthreads();
  if (i < n) {
    unsigned v = a[i];
    atomicMax(&s[0], v); atomicMin(&s[1], v); atomicAdd(&s[2], v & 0xff); atomicXor(&s[3], v);
    atomicAdd(&sf[0], 1.0f);
    atomicMax(&g64[0], (unsigned long long)v * v); atomicMin(&g64[1], (unsigned long long)v << 20);
    atomicAdd(&g64[2], (unsigned long long)v); atomicMax((long long *)&g64[3], (long long)(int)v);
    atomicDec(&g[0], 1000u); atomicCAS(&g[1 + (v & 3)], v & 3, (v & 3) + 4);
  }
  __syncthreads();
  if (t == 0) { g[5 + 5 * blockIdx.x] = s[0]; g[6 + 5 * blockIdx.x] = s[1]; g[7 + 5 * blockIdx.x] = s[2]; g[8 + 5 * blockIdx.x] = s[3]; g[9 + 5 * blockIdx.x] = (unsigned)sf[0]; }
}

struct S { char c; double d; int k[3]; };
// By-value struct parameter, 3-D blocks, dynamic shared memory, named barriers, local arrays.
extern "C" __global__ void misc(S s, const int *a, int *out) {
  extern __shared__ int dyn[];
  int t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int nt = blockDim.x * blockDim.y * blockDim.z;
  int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int g = b * nt + t;
  int loc[12];
  for (int k = 0; k < 12; k++) loc[k] = a[(g + k) % 64] * (k + s.c);
  dyn[t] = loc[a[g % 64] % 12];
  __syncthreads();
  if (t >= 32) asm volatile("bar.arrive 1, %0;" :: "r"(nt));
  else asm volatile("bar.sync 1, %0;" :: "r"(nt));
  out[g * 3] = dyn[(t + 7) % nt] + s.k[t % 3];
  out[g * 3 + 1] = (int)(s.d * t) ^ (int)__brev(t) ^ __mul24(t, -b);
  out[g * 3 + 2] = __sad(t, g, b) + __byte_perm(g, t, 0x3210 + b) + __umulhi(g * 77777, 91919);
}

// Integer and bit instructions, mostly through inline PTX.
extern "C" __global__ void bits2(const unsigned *a, const unsigned *b, const float *f, unsigned *out, int n) {
  int i = IDX; if (i >= n) return;
  unsigned x = a[i], y = b[i], r; float g = f[i], h = __uint_as_float(y);
  unsigned *o = out + i * 32;
  o[0] = __dp4a((int)x, (int)y, (int)(x ^ y)); o[1] = __dp2a_lo(x, y, 7u); o[2] = __dp2a_hi((int)x, (int)y, -7);
  asm("mul24.hi.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(y)); o[3] = r;
  asm("mad24.hi.u32 %0, %1, %2, %1;" : "=r"(r) : "r"(x), "r"(y)); o[4] = r;
  asm("add.sat.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(y)); o[5] = r;
  asm("sub.sat.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(y)); o[6] = r;
  asm("slct.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(x ^ y)); o[7] = r;
  asm("slct.u32.f32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "f"(g)); o[8] = r;
  asm("set.lt.u32.f32 %0, %1, %2;" : "=r"(r) : "f"(g), "f"(h)); o[9] = r;
  asm("{ .reg .pred p; testp.subnormal.f32 p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(r) : "f"(h)); o[10] = r;
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 3)); o[11] = r;
  asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 5)); o[12] = r;
  asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 7)); o[13] = r;
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 9)); o[14] = r;
  asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 11)); o[15] = r;
  asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 13)); o[16] = r;
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y & 63), "r"((y >> 8) & 63)); o[17] = r;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(x), "r"(y), "r"((x >> 3) & 63), "r"((y >> 16) & 63)); o[18] = r;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(x), "r"(y), "r"(x * y)); o[19] = r;
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y >> 26)); o[20] = r;
  asm("bfind.s32 %0, %1;" : "=r"(r) : "r"(x >> (y & 31))); o[21] = r;
  asm("cnot.b32 %0, %1;" : "=r"(r) : "r"(x & (y >> 29))); o[22] = r;
  asm("min.NaN.f32 %0, %1, %2;" : "=r"(r) : "f"(g), "f"(h)); o[23] = r;
  asm("max.f32 %0, %1, %2;" : "=r"(r) : "f"(g), "f"(h)); o[24] = r;
  asm("copysign.f32 %0, %1, %2;" : "=r"(r) : "f"(h), "f"(g)); o[25] = r;
  asm("{ .reg .b16 s, t, u; mov.b32 {s, t}, %1; mul.hi.u16 u, s, t; cvt.u32.u16 %0, u; }" : "=r"(r) : "r"(x)); o[26] = r;
  asm("{ .reg .b16 s; cvt.rzi.s8.f32 s, %1; cvt.s32.s8 %0, s; }" : "=r"(r) : "f"(g)); o[27] = r;
  asm("{ .reg .b16 s; cvt.rni.u8.f32 s, %1; cvt.u32.u16 %0, s; }" : "=r"(r) : "f"(g * 3.0f)); o[28] = r;
  asm("popc.b64 %0, %1;" : "=r"(r) : "l"(((unsigned long long)x << 32) | y)); o[29] = r;
  asm("{ .reg .pred p, q; setp.ne.u32 q, %1, 0; vote.sync.uni.pred p, q, -1; selp.u32 %0, 1, 0, p; }" : "=r"(r) : "r"(x & 1));
  o[30] = r;
  unsigned long long w = ((unsigned long long)y << 32) | x;
  asm("{ .reg .u64 t; mul.hi.s64 t, %1, %2; cvt.u32.u64 %0, t; }" : "=r"(r) : "l"(w), "l"(~w)); o[31] = r;
}

// Barrier reductions, generic addressing of shared and local memory.
extern "C" __global__ void barred(const unsigned *a, unsigned *out, int n) {
  __shared__ unsigned sh[128];
  int i = IDX;
  unsigned v = i < n ? a[i] : 0;
  int c = __syncthreads_count(v & 1), all = __syncthreads_and(v & 2), any = __syncthreads_or((v & 0xff) == 7);
  unsigned *gp = &sh[threadIdx.x];
  *gp = v;
  __syncthreads();
  unsigned local[8];
  for (int k = 0; k < 8; k++) local[k] = v * (k + 1);
  unsigned *lp = local + (v & 7);
  if (i >= n) return;
  unsigned *o = out + i * 6;
  o[0] = c; o[1] = all; o[2] = any; o[3] = sh[(threadIdx.x + 5) % 128];
  o[4] = __isShared(gp) | __isLocal(lp) << 1 | __isGlobal(o) << 2 | __isShared(o) << 3;
  o[5] = *lp;
}
