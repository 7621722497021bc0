// s_sreg: special registers whose values a program can rely on, read by
// inline PTX in kernels with 0, 1, 48 KiB and 100 KiB of dynamic shared
// memory, with and without static shared memory, and in a cluster launch:
// %nsmid, %nwarpid, %total_smem_size, %dynamic_smem_size, %aggr_smem_size,
// %reserved_smem_offset_begin/end/cap/0/1, %current_graph_exec outside a
// graph, %envreg0-31 (printed as they are), and %smid < %nsmid, %warpid <
// %nwarpid checked.
#include "check.h"

#define SREG(dst, name) asm volatile("mov.u32 %0, %%" name ";" : "=r"(dst))

struct Regs {
  unsigned nsmid, nwarpid, total, dyn, aggr, rbegin, rend, rcap, r0, r1, smidok, warpidok;
  unsigned long long graph;
  unsigned env[32];
};

__device__ void read(Regs *r) {
  unsigned smid, warpid, v;
  SREG(smid, "smid");
  SREG(warpid, "warpid");
  SREG(v, "nsmid");
  r->nsmid = v;
  SREG(v, "nwarpid");
  r->nwarpid = v;
  SREG(v, "total_smem_size");
  r->total = v;
  SREG(v, "dynamic_smem_size");
  r->dyn = v;
  SREG(v, "aggr_smem_size");
  r->aggr = v;
  SREG(v, "reserved_smem_offset_begin");
  r->rbegin = v;
  SREG(v, "reserved_smem_offset_end");
  r->rend = v;
  SREG(v, "reserved_smem_offset_cap");
  r->rcap = v;
  SREG(v, "reserved_smem_offset_0");
  r->r0 = v;
  SREG(v, "reserved_smem_offset_1");
  r->r1 = v;
  r->smidok = smid < r->nsmid;
  r->warpidok = warpid < r->nwarpid;
  unsigned long long g;
  asm volatile("mov.u64 %0, %%current_graph_exec;" : "=l"(g));
  r->graph = g;
#define E(i)             \
  SREG(v, "envreg" #i); \
  r->env[i] = v;
  E(0) E(1) E(2) E(3) E(4) E(5) E(6) E(7) E(8) E(9) E(10) E(11) E(12) E(13) E(14) E(15)
  E(16) E(17) E(18) E(19) E(20) E(21) E(22) E(23) E(24) E(25) E(26) E(27) E(28) E(29) E(30) E(31)
}

__global__ void plain(Regs *r) {
  if (threadIdx.x == 0) read(r);
}

__global__ void withStatic(Regs *r) {
  __shared__ volatile char st[3000];
  st[threadIdx.x] = 1;
  if (threadIdx.x == 0) read(r), r->env[0] ^= st[5] & 0;
}

__global__ void __cluster_dims__(2, 1, 1) clustered(Regs *r) {
  __shared__ volatile char st[512];
  st[threadIdx.x] = 1;
  if (threadIdx.x == 0 && blockIdx.x == 1) read(r);
}

static void show(const char *what, Regs *d) {
  Regs h;
  if (cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) {
    printf("%s: copy failed\n", what);
    failures++;
    return;
  }
  printf("%-28s nsmid %u nwarpid %u total %u dyn %u aggr %u reserved %u..%u cap %u r0 %u r1 %u graph %llu\n", what,
         h.nsmid, h.nwarpid, h.total, h.dyn, h.aggr, h.rbegin, h.rend, h.rcap, h.r0, h.r1, h.graph);
  printf("%-28s envreg", "");
  for (int i = 0; i < 32; i++) printf(" %x", h.env[i]);
  printf("\n");
  check(h.smidok && h.warpidok, "smid < nsmid and warpid < nwarpid");
}

int main() {
  Regs *d;
  REQUIRE(cudaMalloc(&d, sizeof(Regs)));
  OK(cudaFuncSetAttribute(plain, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));
  OK(cudaFuncSetAttribute(withStatic, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));
  char name[64];
  for (int dyn : {0, 1, 48 * 1024, 100 * 1024}) {
    plain<<<1, 64, dyn>>>(d);
    OK(cudaDeviceSynchronize());
    snprintf(name, sizeof name, "plain, dynamic %d", dyn);
    show(name, d);
    withStatic<<<1, 64, dyn>>>(d);
    OK(cudaDeviceSynchronize());
    snprintf(name, sizeof name, "static 3000, dynamic %d", dyn);
    show(name, d);
  }
  plain<<<1, 1024, 200>>>(d);
  OK(cudaDeviceSynchronize());
  show("plain, 1024 threads", d);
  clustered<<<4, 128>>>(d);
  OK(cudaDeviceSynchronize());
  show("cluster of 2", d);
  return finish();
}
