// k_barriers: what warp-specialised kernels (CUTLASS's producer/consumer
// style) and defensive code do with CTA barriers, checked against the PTX
// ISA: named barriers with thread counts (bar.arrive by producer warps,
// bar.sync by consumer warps, through several rounds of a shared buffer),
// bar.red.popc/and/or on a named barrier of part of the block, threads that
// exit before a __syncthreads the others still reach (exited threads do not
// count), the special registers of a launch without clusters (a cluster of
// one CTA each: %cluster_nctarank 1, %clusterid = %ctaid), %warpid/%nwarpid
// and %smid/%nsmid ranges, %lanemask_lt against the lane, and address-space
// tests (__isGlobal, __isShared, __isLocal, __isConstant, isspacep) on
// pointers into each space.
#include "../../sweep27/src/sw27.h"

// 2 producer warps fill a 64-entry buffer, 2 consumer warps sum it, 8 rounds:
// barrier 1 (128 threads) says "full", barrier 2 (128) says "empty"
__global__ void producerConsumer(long long *out) {
  __shared__ int buf[64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  long long sum = 0;
  for (int round = 0; round < 8; round++) {
    if (warp < 2) {
      if (round > 0) asm volatile("bar.sync 2, 128;");  // wait until consumed
      buf[warp * 32 + lane] = round * 1000 + warp * 32 + lane;
      asm volatile("bar.arrive 1, 128;");  // full
    } else {
      asm volatile("bar.sync 1, 128;");
      for (int k = 0; k < 64; k += 32) sum += buf[(lane + k + round) % 64];
      if (round < 7) asm volatile("bar.arrive 2, 128;");  // empty
    }
  }
  if (warp >= 2) out[(warp - 2) * 32 + lane] = sum;
}

// bar.red on barrier 3 of the upper 64 threads, while the lower 64 use barrier 4
__global__ void reductions(int *out) {
  int t = threadIdx.x;
  unsigned popc, all, any;
  int pred = (t % 3) == 0;
  if (t >= 64) {
    asm volatile("{.reg .pred p, q; setp.ne.s32 p, %3, 0;\n"
                 "bar.red.popc.u32 %0, 3, 64, p;\n"
                 "bar.red.and.pred q, 3, 64, p; selp.u32 %1, 1, 0, q;\n"
                 "bar.red.or.pred q, 3, 64, p; selp.u32 %2, 1, 0, q;}"
                 : "=r"(popc), "=r"(all), "=r"(any)
                 : "r"(pred));
  } else {
    int p2 = t < 5;
    asm volatile("{.reg .pred p, q; setp.ne.s32 p, %3, 0;\n"
                 "bar.red.popc.u32 %0, 4, 64, p;\n"
                 "bar.red.and.pred q, 4, 64, p; selp.u32 %1, 1, 0, q;\n"
                 "bar.red.or.pred q, 4, 64, p; selp.u32 %2, 1, 0, q;}"
                 : "=r"(popc), "=r"(all), "=r"(any)
                 : "r"(p2));
  }
  out[t] = popc | all << 16 | any << 17;
}

// threads of odd warps leave at once; the rest meet twice at __syncthreads
__global__ void exited(int *out) {
  __shared__ int s[256];
  int t = threadIdx.x;
  if ((t / 32) & 1) return;
  s[t] = t * 3;
  __syncthreads();
  int v = s[(t + 64) % 256 / 64 * 64 + t % 32];  // an even warp's value
  __syncthreads();
  out[t] = v + __syncthreads_count(t % 5 == 0);
}

__constant__ int constTable[4] = {1, 2, 3, 4};
__device__ int globalVar;
__global__ void registers(unsigned *out, int *gp) {
  __shared__ int sh;
  int local[2] = {(int)threadIdx.x, 0};
  volatile int *lp = local;
  unsigned *o = out + 16 * (blockIdx.x * blockDim.x + threadIdx.x);
  unsigned r[12];
  asm("mov.u32 %0, %%cluster_nctarank; mov.u32 %1, %%cluster_ctarank; mov.u32 %2, %%clusterid.x; mov.u32 %3, %%nclusterid.x;"
      "mov.u32 %4, %%cluster_ctaid.x; mov.u32 %5, %%cluster_nctaid.x; {.reg .pred p; mov.pred p, %%is_explicit_cluster; selp.u32 %6, 1, 0, p;}"
      : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]));
  asm("mov.u32 %0, %%warpid; mov.u32 %1, %%nwarpid; mov.u32 %2, %%smid; mov.u32 %3, %%nsmid; mov.u32 %4, %%lanemask_lt;"
      : "=r"(r[7]), "=r"(r[8]), "=r"(r[9]), "=r"(r[10]), "=r"(r[11]));
  for (int k = 0; k < 7; k++) o[k] = r[k];
  o[7] = r[7] < r[8];    // warpid < nwarpid
  o[8] = r[9] < r[10];   // smid < nsmid
  o[9] = r[11] == (1u << (threadIdx.x % 32)) - 1;
  o[10] = __isGlobal(gp) | __isGlobal(&globalVar) << 1 | __isShared(&sh) << 2 | __isLocal((void *)lp) << 3 |
          __isConstant(constTable) << 4;
  o[11] = __isGlobal(&sh) | __isShared(gp) << 1 | __isLocal(gp) << 2 | __isConstant(gp) << 3 | __isShared((void *)lp) << 4;
  unsigned sp;
  asm("{.reg .pred p; isspacep.shared::cta p, %1; selp.u32 %0, 1, 0, p;}" : "=r"(sp) : "l"(&sh));
  o[12] = sp;
  asm("{.reg .pred p; isspacep.shared::cluster p, %1; selp.u32 %0, 1, 0, p;}" : "=r"(sp) : "l"(&sh));
  o[13] = sp;
  asm("{.reg .pred p; isspacep.param p, %1; selp.u32 %0, 1, 0, p;}" : "=r"(sp) : "l"(gp));
  o[14] = sp;
  o[15] = lp[0];
}

// what only the H200 can say, printed (not asserted) as "probe:" lines: whether a __constant__
// variable's generic address is also global, and %total_smem_size of a block with 40 bytes of
// static and 1,000 of dynamic shared memory
__global__ void unknowns(unsigned *out) {
  extern __shared__ int dyn[];
  __shared__ int st[10];
  unsigned total;
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(total));
  const int *volatile cp = constTable;  // volatile: decided at run time, not folded by nvcc
  st[threadIdx.x % 10] = dyn[0] = (int)total;
  out[0] = __isGlobal(cp), out[1] = total, out[2] = st[0];
}

int main() {
  {
    Dev<long long> out(64);
    producerConsumer<<<1, 128>>>(out);
    if (synced("named barriers")) {
      std::vector<long long> w(64);
      for (int t = 0; t < 64; t++)
        for (int round = 0; round < 8; round++)
          for (int k = 0; k < 64; k += 32) {
            int idx = (t % 32 + k + round) % 64;
            w[t] += round * 1000 + idx;
          }
      compare("named barriers, producer/consumer warps", out.get(), w);
    }
  }
  {
    Dev<int> out(128);
    reductions<<<1, 128>>>(out);
    if (synced("bar.red")) {
      std::vector<int> w(128);
      int popHi = 0, popLo = 0;
      bool allHi = true, anyHi = false, allLo = true, anyLo = false;
      for (int t = 64; t < 128; t++) popHi += t % 3 == 0, allHi &= t % 3 == 0, anyHi |= t % 3 == 0;
      for (int t = 0; t < 64; t++) popLo += t < 5, allLo &= t < 5, anyLo |= t < 5;
      for (int t = 0; t < 128; t++) w[t] = t >= 64 ? popHi | allHi << 16 | anyHi << 17 : popLo | allLo << 16 | anyLo << 17;
      compare("bar.red.popc/and/or on named barriers of 64", out.get(), w);
    }
  }
  {
    Dev<int> out(256);
    exited<<<1, 256>>>(out);
    if (synced("exited threads")) {
      std::vector<int> w(256, 0);
      int count = 0;
      for (int t = 0; t < 256; t++)
        if (!((t / 32) & 1)) count += t % 5 == 0;
      for (int t = 0; t < 256; t++)
        if (!((t / 32) & 1)) w[t] = ((t + 64) % 256 / 64 * 64 + t % 32) * 3 + count;
      compare("__syncthreads after other threads exited", out.get(), w);
    }
  }
  {
    const int blocks = 3, threads = 64;
    Dev<unsigned> out(16 * blocks * threads);
    Dev<int> g(4);
    registers<<<blocks, threads>>>(out, g);
    if (synced("special registers")) {
      std::vector<unsigned> w(16 * blocks * threads);
      for (int b = 0; b < blocks; b++)
        for (int t = 0; t < threads; t++) {
          unsigned *o = &w[16 * (b * threads + t)];
          unsigned v[16] = {1, 0, (unsigned)b, blocks, 0, 1, 0, 1, 1, 1, 0x1f, 0, 1, 1, 0, (unsigned)t};
          memcpy(o, v, sizeof v);
        }
      compare("cluster registers without clusters, ids, space tests", out.get(), w);
    }
  }
  {
    Dev<unsigned> out(3);
    unknowns<<<1, 32, 1000>>>(out);
    if (synced("unknowns")) {
      std::vector<unsigned> u = out.get();
      printf("probe: __isGlobal of a __constant__ address %u, %%total_smem_size %u (40 static + 1000 dynamic)\n", u[0], u[1]);
    }
  }
  return finish();
}
