/*
 * Cluster occupancy on the real driver: cuOccupancyMaxActiveClusters and
 * cuOccupancyMaxPotentialClusterSize over cluster sizes 1-16, block sizes and dynamic shared
 * memory (which sets how many blocks fit on one SM), next to cuOccupancyMaxActiveBlocksPerMultiprocessor.
 * Build: gcc -O2 -o occupancy occupancy.c -I/usr/local/cuda/include -lcuda
 * Run:   ./occupancy breadth.sm_90.cubin
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(1);
  fclose(f);
  return b;
}

static int clusters(CUfunction f, unsigned block, unsigned shm, unsigned cx, unsigned cy, unsigned cz, CUresult *r) {
  CUlaunchAttribute at;
  memset(&at, 0, sizeof at);
  at.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  at.value.clusterDim.x = cx; at.value.clusterDim.y = cy; at.value.clusterDim.z = cz;
  CUlaunchConfig lc = {cx * 64, cy, cz, block, 1, 1, shm, NULL, &at, 1};
  int n = -7;
  *r = cuOccupancyMaxActiveClusters(&n, f, &lc);
  return n;
}

int main(int argc, char **argv) {
  CUdevice dev; CUcontext ctx; CUmodule m; CUfunction plain, regs;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) return 1;
  if (cuModuleLoadData(&m, slurp(argv[1])) || cuModuleGetFunction(&plain, m, "plain") || cuModuleGetFunction(&regs, m, "cl_regs")) return 1;
  int optin = 0;
  cuDeviceGetAttribute(&optin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev);
  printf("optin %d\n", optin);
  CUfunction fs[2] = {plain, regs};
  const char *fn[2] = {"plain", "cl_regs"};
  for (int i = 0; i < 2; i++) {
    printf("setattr %s maxdyn %d nonportable %d\n", fn[i],
           cuFuncSetAttribute(fs[i], CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, optin),
           cuFuncSetAttribute(fs[i], CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1));
  }
  unsigned shms[] = {0, 8192, 16384, 24576, 32768, 40960, 49152, 57344, 65536, 81920, 98304, 114688, 131072, 163840, 200000, 232448};
  unsigned blocks[] = {32, 64, 128, 256, 384, 512, 768, 1024};
  for (int i = 0; i < 2; i++)
    for (unsigned b = 0; b < sizeof blocks / sizeof blocks[0]; b++)
      for (unsigned s = 0; s < sizeof shms / sizeof shms[0]; s++) {
        int per = -7;
        CUresult r0 = cuOccupancyMaxActiveBlocksPerMultiprocessor(&per, fs[i], blocks[b], shms[s]);
        printf("%s block %u shm %u perSM %d(%d) clusters", fn[i], blocks[b], shms[s], per, r0);
        for (unsigned c = 1; c <= 16; c++) {
          CUresult r;
          int n = clusters(fs[i], blocks[b], shms[s], c, 1, 1, &r);
          if (r) printf(" e%d", r); else printf(" %d", n);
        }
        CUlaunchConfig lc = {64, 1, 1, blocks[b], 1, 1, shms[s], NULL, NULL, 0};
        int p = -7;
        CUresult r = cuOccupancyMaxPotentialClusterSize(&p, fs[i], &lc);
        printf(" | potential %d(%d)\n", p, r);
        fflush(stdout);
      }
  /* Do only the block count matter, or the shape too? */
  unsigned shapes[][3] = {{4, 1, 1}, {2, 2, 1}, {1, 4, 1}, {1, 1, 4}, {8, 1, 1}, {2, 2, 2}, {4, 2, 1}, {16, 1, 1}, {4, 4, 1}, {2, 8, 1}, {6, 1, 1}, {3, 2, 1}, {12, 1, 1}, {3, 4, 1}};
  for (unsigned i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
    CUresult r;
    int n = clusters(plain, 128, 0, shapes[i][0], shapes[i][1], shapes[i][2], &r);
    int n2 = clusters(plain, 256, 100000, shapes[i][0], shapes[i][1], shapes[i][2], &r);
    printf("shape %u,%u,%u: block128 %d  block256/shm100000 %d (%d)\n", shapes[i][0], shapes[i][1], shapes[i][2], n, n2, r);
  }
  printf("done\n");
  return 0;
}
