// What the device runtime's cooperative-groups entry points (cuda_device_runtime_api.h:
// cudaCGGetIntrinsicHandle, cudaCGSynchronize, cudaCGSynchronizeGrid, cudaCGGetSize,
// cudaCGGetRank) answer, next to the %envreg registers the driver sets for the launch.
// nvcc -arch=sm_90 -rdc=true cgrt.cu -lcudadevrt -o cgrt;  ./cgrt coop|plain
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define ENV(n) { unsigned v; asm volatile("mov.u32 %0, %%envreg" #n ";" : "=r"(v)); e[n] = v; }

__global__ void probe(unsigned long long *o, unsigned *ranks, unsigned *ws_before, unsigned *ws_after) {
  unsigned e[32];
  ENV(0) ENV(1) ENV(2) ENV(3) ENV(4) ENV(5) ENV(6) ENV(7) ENV(8) ENV(9) ENV(10) ENV(11) ENV(12) ENV(13)
  ENV(14) ENV(15) ENV(16) ENV(17) ENV(18) ENV(19) ENV(20) ENV(21) ENV(22) ENV(23) ENV(24) ENV(25) ENV(26)
  ENV(27) ENV(28) ENV(29) ENV(30) ENV(31)
  unsigned long long ws = ((unsigned long long)e[1] << 32) | e[2];
  bool first = blockIdx.x == 0 && threadIdx.x == 0;
  if (first) {
    for (int i = 0; i < 32; i++) o[i] = e[i];
    if (ws) for (int i = 0; i < 4; i++) ws_before[i] = ((volatile unsigned *)ws)[i];
  }
  unsigned long long h0 = cudaCGGetIntrinsicHandle(cudaCGScopeInvalid);
  unsigned long long h1 = cudaCGGetIntrinsicHandle(cudaCGScopeGrid);
  unsigned long long h2 = cudaCGGetIntrinsicHandle(cudaCGScopeMultiGrid);
  unsigned nt = 0xdead, ng = 0xdead, tr = 0xdead, gr = 0xdead;
  int rs = cudaCGGetSize(&nt, &ng, h1);
  int rr = cudaCGGetRank(&tr, &gr, h1);
  unsigned nt2 = 0xdead, ng2 = 0xdead, tr2 = 0xdead, gr2 = 0xdead;
  int rs2 = cudaCGGetSize(&nt2, &ng2, h2);
  int rr2 = cudaCGGetRank(&tr2, &gr2, h2);
  unsigned idx = blockIdx.x * blockDim.x + threadIdx.x;
  ranks[idx * 4 + 0] = tr;
  ranks[idx * 4 + 1] = gr;
  ranks[idx * 4 + 2] = nt;
  ranks[idx * 4 + 3] = ng;
  int s1 = cudaCGSynchronize(h1, 0);
  int s2 = cudaCGSynchronizeGrid(h1, 0);
  if (first) {
    o[32] = h0; o[33] = h1; o[34] = h2; o[35] = ws;
    o[36] = rs; o[37] = rr; o[38] = rs2; o[39] = rr2;
    o[40] = nt2; o[41] = ng2; o[42] = tr2; o[43] = gr2;
    o[44] = s1; o[45] = s2;
    if (ws) for (int i = 0; i < 4; i++) ws_after[i] = ((volatile unsigned *)ws)[i];
  }
}

// The same handle calls with scope 0 and bad handles: what cudaCGSynchronize answers.
__global__ void badsync(unsigned long long *o) {
  o[0] = cudaCGSynchronize(0, 0);
  o[1] = cudaCGSynchronizeGrid(0, 0);
  unsigned a = 7, b = 7;
  o[2] = cudaCGGetSize(&a, &b, 0); o[3] = a; o[4] = b;
  a = 7; b = 7;
  o[5] = cudaCGGetRank(&a, &b, 0); o[6] = a; o[7] = b;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "coop";
  unsigned long long *o; unsigned *ranks, *wb, *wa;
  int grid = 4, block = 64;
  cudaMalloc(&o, 64 * 8); cudaMemset(o, 0xff, 64 * 8);
  cudaMalloc(&ranks, grid * block * 16); cudaMemset(ranks, 0xff, grid * block * 16);
  cudaMalloc(&wb, 16); cudaMemset(wb, 0xff, 16);
  cudaMalloc(&wa, 16); cudaMemset(wa, 0xff, 16);
  cudaError_t err;
  if (!strcmp(mode, "bad")) {
    badsync<<<1, 1>>>(o);
    err = cudaDeviceSynchronize();
    printf("badsync plain launch: %d %s\n", err, cudaGetErrorName(err));
    unsigned long long h[8];
    cudaMemcpy(h, o, 64, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("bad[%d] = %llu (0x%llx)\n", i, h[i], h[i]);
    return 0;
  }
  if (!strcmp(mode, "coop")) {
    void *args[] = {&o, &ranks, &wb, &wa};
    err = cudaLaunchCooperativeKernel((void *)probe, grid, block, args, 0, 0);
    printf("cudaLaunchCooperativeKernel: %d %s\n", err, cudaGetErrorName(err));
  } else {
    grid = 2;
    probe<<<grid, block>>>(o, ranks, wb, wa);
    printf("plain launch: %d %s\n", cudaGetLastError(), "");
  }
  err = cudaDeviceSynchronize();
  printf("%s: synchronize %d %s\n", mode, err, cudaGetErrorName(err));
  if (err) return 0;
  unsigned long long h[64]; unsigned r[4 * 256], w1[4], w2[4];
  cudaMemcpy(h, o, 64 * 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(r, ranks, grid * block * 16, cudaMemcpyDeviceToHost);
  cudaMemcpy(w1, wb, 16, cudaMemcpyDeviceToHost);
  cudaMemcpy(w2, wa, 16, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; i++) printf("envreg%d = 0x%llx\n", i, h[i]);
  const char *names[] = {"handle(invalid)", "handle(grid)", "handle(multigrid)", "workspace(envreg1:2)",
                         "GetSize(grid) rc", "GetRank(grid) rc", "GetSize(multigrid) rc", "GetRank(multigrid) rc",
                         "multigrid numThreads", "multigrid numGrids", "multigrid threadRank", "multigrid gridRank",
                         "cudaCGSynchronize rc", "cudaCGSynchronizeGrid rc"};
  for (int i = 0; i < 14; i++) printf("%s = %llu (0x%llx)\n", names[i], h[32 + i], h[32 + i]);
  printf("workspace words before: %08x %08x %08x %08x\n", w1[0], w1[1], w1[2], w1[3]);
  printf("workspace words after 2 syncs: %08x %08x %08x %08x\n", w2[0], w2[1], w2[2], w2[3]);
  for (int t = 0; t < grid * block; t += 37)
    printf("thread %d: threadRank %u gridRank %u numThreads %u numGrids %u\n", t, r[4 * t], r[4 * t + 1], r[4 * t + 2], r[4 * t + 3]);
  return 0;
}
