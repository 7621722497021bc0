// s_ptx90: PTX instructions that library code reaches through inline
// assembly and that the other programs do not use: ldmatrix (x1, x2, x4,
// .trans), stmatrix (x1, x4, .trans), movmatrix, elect.sync, cp.async with
// and without zero fill and cp.async.wait_group, mbarrier try_wait.parity,
// griddepcontrol without a dependent launch, bmsk, szext, bfind.shiftamt,
// fns, prmt's modes, add/sub/mad carry chains, mul24.hi, and cvt to tf32 (rna, rz) and
// e4m3x2/e5m2x2 with satfinite. Each group's results are hashed; the host
// checks what it can compute (the matrix moves, carries).
#include <cstdint>
#include "check.h"

__device__ unsigned fnv(unsigned h, unsigned v) { return (h ^ v) * 16777619u; }
__device__ unsigned rnd(unsigned i) {
  unsigned x = i * 2654435761u + 0x9e3779b9u;
  x ^= x >> 15;
  x *= 0x85ebca6bu;
  x ^= x >> 13;
  return x;
}

// matrices: 4 8x8 tiles of 16-bit values k at shared[k]; each thread's results.
__global__ void matrix(unsigned *out) {
  __shared__ unsigned short tile[4 * 64];
  __shared__ unsigned short back[4 * 64];
  unsigned t = threadIdx.x;
  for (int i = t; i < 256; i += 32) {
    tile[i] = (unsigned short)(i * 7 + 1);
    back[i] = 0;
  }
  __syncwarp();
  unsigned rowAddr = (unsigned)__cvta_generic_to_shared(&tile[(t % 32) * 8]);
  unsigned a, b0, b1, c0, c1, c2, c3, d0, tr, mv;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(a) : "r"(rowAddr));
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(b0), "=r"(b1) : "r"(rowAddr));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(c0), "=r"(c1), "=r"(c2), "=r"(c3) : "r"(rowAddr));
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(tr) : "r"(rowAddr));
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(mv) : "r"(a));
  d0 = a;
  unsigned backAddr = (unsigned)__cvta_generic_to_shared(&back[(t % 32) * 8]);
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};" ::"r"(backAddr), "r"(c0), "r"(c1), "r"(c2), "r"(c3) : "memory");
  __syncwarp();
  unsigned *o = out + t * 12;
  o[0] = a;
  o[1] = b0;
  o[2] = b1;
  o[3] = c0;
  o[4] = c1;
  o[5] = c2;
  o[6] = c3;
  o[7] = tr;
  o[8] = mv;
  unsigned h = 2166136261u;
  for (int i = 0; i < 256; i++) h = fnv(h, back[i]);
  o[9] = h;
  // stmatrix .trans x1 of d0 into a cleared tile
  __syncwarp();
  for (int i = t; i < 64; i += 32) back[i] = 0;
  __syncwarp();
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" ::"r"(backAddr), "r"(d0) : "memory");
  __syncwarp();
  h = 2166136261u;
  for (int i = 0; i < 64; i++) h = fnv(h, back[i]);
  o[10] = h;
  o[11] = back[t] | (back[t + 32] << 16);
}

__global__ void elect(unsigned *out) {
  unsigned lane = threadIdx.x % 32, masks[4] = {0xffffffffu, 0xfffffff0u, 0x00010000u, 0x80000001u};
  for (int m = 0; m < 4; m++) {
    if (!((masks[m] >> lane) & 1)) continue;
    unsigned leader, is;
    asm volatile("{ .reg .pred p; elect.sync %0|p, %2; selp.u32 %1, 1, 0, p; }" : "=r"(leader), "=r"(is) : "r"(masks[m]));
    out[m * 32 + lane] = leader * 10 + is;
  }
}

__global__ void cpasync(const unsigned *src, unsigned *out) {
  __shared__ alignas(16) unsigned buf[4][128];
  unsigned t = threadIdx.x;
  for (int i = 0; i < 4; i++) buf[i][t * 4] = buf[i][t * 4 + 1] = buf[i][t * 4 + 2] = buf[i][t * 4 + 3] = 0xdeadbeef;
  __syncthreads();
  unsigned s0 = (unsigned)__cvta_generic_to_shared(&buf[0][t * 4]);
  unsigned s1 = (unsigned)__cvta_generic_to_shared(&buf[1][t * 4]);
  unsigned s2 = (unsigned)__cvta_generic_to_shared(&buf[2][t * 4]);
  unsigned s3 = (unsigned)__cvta_generic_to_shared(&buf[3][t * 4]);
  unsigned srcSize = (t % 5) * 4; // 0..16 bytes read, the rest zero
  asm volatile("cp.async.ca.shared.global [%0], [%1], 16;" ::"r"(s0), "l"(src + t * 4) : "memory");
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(s1), "l"(src + t * 4 + 128), "r"(srcSize) : "memory");
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" ::"r"(s2), "l"(src + t * 4 + 256) : "memory");
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, 2;" ::"r"(s3), "l"(src + t * 4 + 384) : "memory");
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.wait_group 1;" ::: "memory");
  asm volatile("cp.async.wait_group 0;" ::: "memory");
  asm volatile("cp.async.wait_all;" ::: "memory");
  __syncthreads();
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) out[i * 128 + t * 4 + j] = buf[i][t * 4 + j];
}

__global__ void parity(unsigned *out) {
  __shared__ alignas(8) unsigned long long bar;
  unsigned b = (unsigned)__cvta_generic_to_shared(&bar);
  if (threadIdx.x == 0) asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(b), "r"(blockDim.x) : "memory");
  __syncthreads();
  unsigned r[4];
  for (int phase = 0; phase < 2; phase++) {
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(b) : "memory");
    unsigned done = 0;
    while (!done) asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(done) : "r"(b), "r"((unsigned)phase) : "memory");
    unsigned again;
    asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(again) : "r"(b), "r"((unsigned)phase) : "memory");
    unsigned other;
    asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(other) : "r"(b), "r"((unsigned)(phase ^ 1)) : "memory");
    r[phase * 2] = again;
    r[phase * 2 + 1] = other;
    __syncthreads();
  }
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  asm volatile("griddepcontrol.wait;" ::: "memory");
  if (threadIdx.x == 0)
    for (int i = 0; i < 4; i++) out[i] = r[i];
}

// bits: per input i, one hash per operation group
__global__ void bits(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = rnd(i), b = rnd(i + n), c = rnd(i + 2 * n);
  if (i < 64) {
    b = i % 40; // small positions and counts
    a = (i & 1) ? (unsigned)(-(int)a) : a;
  }
  unsigned r[16];
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(r[0]) : "r"(a & 63), "r"(b & 63));
  asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(r[1]) : "r"(a), "r"(b));
  asm("szext.clamp.s32 %0, %1, %2;" : "=r"(r[2]) : "r"(a), "r"(b & 63));
  asm("szext.wrap.u32 %0, %1, %2;" : "=r"(r[3]) : "r"(a), "r"(b));
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(r[4]) : "r"(a >> (b & 31)));
  asm("bfind.shiftamt.s32 %0, %1;" : "=r"(r[5]) : "r"(a));
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r[6]) : "r"(a), "r"(b & 31), "r"((int)(c % 70) - 35));
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r[7]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(r[8]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(r[9]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r[10]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(r[11]) : "r"(a), "r"(b), "r"(c));
  asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(r[12]) : "r"(a), "r"(b), "r"(c));
  asm("mul24.hi.u32 %0, %1, %2;" : "=r"(r[13]) : "r"(a), "r"(b));
  asm("mul24.hi.s32 %0, %1, %2;" : "=r"(r[14]) : "r"(a), "r"(b));
  // a 96-bit add, subtract and multiply-add through the carry flag
  unsigned s0, s1, s2, d0, d1, d2, m0, m1;
  asm("add.cc.u32 %0, %3, %4; addc.cc.u32 %1, %4, %5; addc.u32 %2, %5, %3;" : "=r"(s0), "=r"(s1), "=r"(s2) : "r"(a), "r"(b), "r"(c));
  asm("sub.cc.u32 %0, %3, %4; subc.cc.u32 %1, %4, %5; subc.u32 %2, %5, %3;" : "=r"(d0), "=r"(d1), "=r"(d2) : "r"(a), "r"(b), "r"(c));
  asm("mad.lo.cc.u32 %0, %2, %3, %4; madc.hi.u32 %1, %2, %3, %4;" : "=r"(m0), "=r"(m1) : "r"(a), "r"(b), "r"(c));
  r[15] = s0 ^ s1 * 3 ^ s2 * 5 ^ d0 * 7 ^ d1 * 11 ^ d2 * 13 ^ m0 * 17 ^ m1 * 19;
  for (int k = 0; k < 16; k++) out[k * n + i] = r[k];
  // conversions
  float f = __uint_as_float(a), g = __uint_as_float(b & 0x8fffffffu | 0x30000000u);
  unsigned tf, tfs, e4, e5;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(tf) : "f"(f));
  asm("cvt.rz.tf32.f32 %0, %1;" : "=r"(tfs) : "f"(g));
  unsigned short e4s, e5s;
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(e4s) : "f"(f), "f"(g));
  asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(e5s) : "f"(g), "f"(f));
  e4 = e4s;
  e5 = e5s;
  out[16 * n + i] = tf;
  out[17 * n + i] = tfs;
  out[18 * n + i] = e4 | (e5 << 16);
}

int main() {
  unsigned *d, *src;
  REQUIRE(cudaMalloc(&d, 1 << 22));
  REQUIRE(cudaMalloc(&src, 4096));
  unsigned hs[1024];
  for (int i = 0; i < 1024; i++) hs[i] = 0x1000 + i;
  cudaMemcpy(src, hs, 4096, cudaMemcpyHostToDevice);
  static unsigned h[1 << 20];

  matrix<<<1, 32>>>(d);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 32 * 12 * 4, cudaMemcpyDeviceToHost);
  // expected fragments: thread t holds row t/4, columns 2(t%4) and +1 of each tile
  int bad = 0;
  for (unsigned t = 0; t < 32; t++) {
    auto el = [](int tileIdx, int row, int col) { return (unsigned)(unsigned short)((tileIdx * 64 + row * 8 + col) * 7 + 1); };
    unsigned row = t / 4, col = 2 * (t % 4);
    for (int k = 0; k < 4; k++) {
      unsigned want = el(k, row, col) | (el(k, row, col + 1) << 16);
      if (h[t * 12 + 3 + k] != want) bad++;
    }
    if (h[t * 12] != h[t * 12 + 3] || h[t * 12 + 1] != h[t * 12 + 3] || h[t * 12 + 2] != h[t * 12 + 4]) bad++;
    unsigned wantT = el(0, col, row) | (el(0, col + 1, row) << 16);
    if (h[t * 12 + 7] != wantT || h[t * 12 + 8] != wantT) bad++;
  }
  printf("ldmatrix/movmatrix fragments: wrong %d\n", bad);
  printf("stmatrix x4 hash %08x (all threads same %d), x1.trans hash %08x\n", h[9], (int)(h[9] == h[31 * 12 + 9]), h[10]);
  printf("stmatrix x1.trans words:");
  for (int t = 0; t < 32; t++) printf(" %08x", h[t * 12 + 11]);
  printf("\n");

  cudaMemset(d, 0xff, 4 * 128);
  elect<<<1, 32>>>(d);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 4 * 128, cudaMemcpyDeviceToHost);
  for (int m = 0; m < 4; m++) {
    printf("elect mask %d:", m);
    for (int l = 0; l < 32; l++) printf(" %d", (int)h[m * 32 + l]);
    printf("\n");
  }

  cpasync<<<1, 32>>>(src, d);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 4 * 512, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < 32; t++)
    for (int j = 0; j < 4; j++) {
      unsigned w0 = hs[t * 4 + j];
      unsigned w1 = (unsigned)j < (unsigned)(t % 5) ? hs[t * 4 + 128 + j] : 0u;
      unsigned w2 = j < 2 ? hs[t * 4 + 256 + j] : 0xdeadbeef;
      unsigned w3 = j == 0 ? (hs[t * 4 + 384] & 0xffff) : 0xdeadbeef;
      if (h[t * 4 + j] != w0 || h[128 + t * 4 + j] != w1 || h[256 + t * 4 + j] != w2 || h[384 + t * 4 + j] != w3) bad++;
    }
  printf("cp.async (16, zero fill, 8, 4 with 2 read): wrong %d; words %08x %08x %08x\n", bad, h[128 + 4 * 4 + 1], h[128 + 4 * 4 + 3], h[384]);

  parity<<<1, 64>>>(d);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
  printf("mbarrier parity waits: %u %u %u %u\n", h[0], h[1], h[2], h[3]);

  const int n = 4096;
  bits<<<n / 128, 128>>>(d, n);
  OK(cudaDeviceSynchronize());
  cudaMemcpy(h, d, 19 * n * 4, cudaMemcpyDeviceToHost);
  const char *names[19] = {"bmsk.clamp", "bmsk.wrap", "szext.clamp.s32", "szext.wrap.u32", "bfind.shiftamt.u32", "bfind.shiftamt.s32", "fns", "prmt.f4e", "prmt.b4e", "prmt.rc8", "prmt.ecl", "prmt.ecr", "prmt.rc16", "mul24.hi.u32", "mul24.hi.s32", "carry chains", "cvt.rna.tf32", "cvt.rz.tf32", "cvt e4m3x2/e5m2x2"};
  for (int k = 0; k < 19; k++) {
    unsigned hh = 2166136261u;
    for (int i = 0; i < n; i++) hh = (hh ^ h[k * n + i]) * 16777619u;
    printf("%-20s %08x first %08x %08x %08x\n", names[k], hh, h[k * n], h[k * n + 1], h[k * n + 63]);
  }
  return finish();
}
