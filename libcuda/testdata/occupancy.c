/* occupancy: the occupancy and stream priority entry points on the kernels of
   kernels.cubin (argv[1]), printing the lines probe2 printed on the H200
   (testdata/reference/probe2) so that TestOccupancy can compare them.
   argv[2] picks how cuOccupancyMaxActiveBlocksPerMultiprocessor and
   cuOccupancyMaxPotentialBlockSize are called: "plain", "flags0" and
   "flags1" (the ...WithFlags forms), "b2d" (a blockSizeToDynamicSMemSize
   callback giving the same constant); every mode must print the same lines.
   "priority" runs probe2's priority section instead; "badflags" prints the
   codes of undefined occupancy flags. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef size_t (*B2D)(int);
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, int);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuFuncGetAttribute(int *, int, CUfunction);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *, CUfunction, int, size_t);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *, CUfunction, int, size_t, unsigned);
CUresult cuOccupancyMaxPotentialBlockSize(int *, int *, CUfunction, B2D, size_t, int);
CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int *, int *, CUfunction, B2D, size_t, int, unsigned);
CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *, CUfunction, int, int);
CUresult cuCtxGetStreamPriorityRange(int *, int *);
CUresult cuStreamCreateWithPriority(CUstream *, unsigned, int);
CUresult cuStreamGetPriority(CUstream, int *);
CUresult cuStreamDestroy_v2(CUstream);

static const char *mode;
static size_t b2dBytes; /* what the callback answers */
static int b2dCalls;
static size_t perBlock(int blockSize) { b2dCalls++; return blockSize > 0 ? b2dBytes : 0; }

static CUresult active(int *n, CUfunction f, int bs, size_t dyn) {
  if (!strcmp(mode, "flags0")) return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n, f, bs, dyn, 0);
  if (!strcmp(mode, "flags1")) return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n, f, bs, dyn, 1);
  return cuOccupancyMaxActiveBlocksPerMultiprocessor(n, f, bs, dyn);
}

static CUresult potential(int *mg, int *mb, CUfunction f, size_t dyn, int lim) {
  if (!strcmp(mode, "flags0")) return cuOccupancyMaxPotentialBlockSizeWithFlags(mg, mb, f, NULL, dyn, lim, 0);
  if (!strcmp(mode, "flags1")) return cuOccupancyMaxPotentialBlockSizeWithFlags(mg, mb, f, NULL, dyn, lim, 1);
  if (!strcmp(mode, "b2d")) { b2dBytes = dyn; return cuOccupancyMaxPotentialBlockSize(mg, mb, f, perBlock, 12345, lim); }
  return cuOccupancyMaxPotentialBlockSize(mg, mb, f, NULL, dyn, lim);
}

static const char *knames[] = {"addOne", "readGlobals", "bumpGlobals", "faulty", "params", "structParam"};

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: occupancy kernels.cubin MODE\n"); return 2; }
  mode = argv[2];
  FILE *fp = fopen(argv[1], "rb");
  if (!fp) { perror(argv[1]); return 2; }
  static char image[1 << 20];
  size_t len = fread(image, 1, sizeof image, fp);
  fclose(fp);
  if (len == 0) { fprintf(stderr, "%s: empty\n", argv[1]); return 2; }
  int dev; CUcontext ctx; CUmodule mod;
  CUresult r;
  if ((r = cuInit(0)) || (r = cuDeviceGet(&dev, 0)) || (r = cuDevicePrimaryCtxRetain(&ctx, dev)) ||
      (r = cuCtxSetCurrent(ctx)) || (r = cuModuleLoadData(&mod, image))) {
    fprintf(stderr, "setup: %d\n", r); return 1;
  }
  if (!strcmp(mode, "priority")) {
    int lo = 99, hi = 99, p = 99; CUstream s = 0;
    printf("%d", cuCtxGetStreamPriorityRange(&lo, &hi)); printf("  least=%d greatest=%d\n", lo, hi);
    printf("%d\n", cuCtxGetStreamPriorityRange(NULL, NULL));
    printf("%d", cuStreamCreateWithPriority(&s, 0, -100)); cuStreamGetPriority(s, &p); printf("  clamped -100 -> %d\n", p); cuStreamDestroy_v2(s);
    printf("%d", cuStreamCreateWithPriority(&s, 0, 100)); cuStreamGetPriority(s, &p); printf("  clamped 100 -> %d\n", p); cuStreamDestroy_v2(s);
    printf("%d", cuStreamGetPriority(0, &p)); printf("  default stream priority %d\n", p);
    return 0;
  }
  if (!strcmp(mode, "badflags")) {
    CUfunction f; int n = -1, mg = -1, mb = -1;
    if (cuModuleGetFunction(&f, mod, "addOne")) return 1;
    printf("%d %d\n", cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n, f, 128, 0, 2),
           cuOccupancyMaxPotentialBlockSizeWithFlags(&mg, &mb, f, NULL, 0, 0, 0x80));
    return 0;
  }
  for (int i = 0; i < 6; i++) {
    CUfunction f;
    if ((r = cuModuleGetFunction(&f, mod, knames[i]))) { fprintf(stderr, "%s: %d\n", knames[i], r); return 1; }
    int a[6] = {0};
    static const int attrs[] = {4 /* NUM_REGS */, 1 /* SHARED_SIZE_BYTES */, 3 /* LOCAL_SIZE_BYTES */,
                                2 /* CONST_SIZE_BYTES */, 0 /* MAX_THREADS_PER_BLOCK */, 8 /* MAX_DYNAMIC_SHARED_SIZE_BYTES */};
    for (int j = 0; j < 6; j++) cuFuncGetAttribute(&a[j], attrs[j], f);
    printf("  kernel %s regs=%d shared=%d local=%d const=%d maxThreads=%d maxDynShared=%d\n", knames[i], a[0], a[1], a[2], a[3], a[4], a[5]);
    static const int dyn[] = {0, 1024, 8192, 32768, 49152};
    for (int d = 0; d < 5; d++)
      for (int bs = 32; bs <= 1024; bs += 32) {
        int n = -1; r = active(&n, f, bs, dyn[d]);
        printf("  occ %s block=%d dyn=%d -> %d blocks=%d\n", knames[i], bs, dyn[d], r, n);
      }
    static const int odd[][2] = {{1056, 0}, {0, 0}, {33, 0}, {128, 300000}};
    for (int k = 0; k < 4; k++) {
      int n = -1; r = active(&n, f, odd[k][0], odd[k][1]);
      printf("  occ %s block=%d dyn=%d -> %d blocks=%d\n", knames[i], odd[k][0], odd[k][1], r, n);
    }
    static const int dyn2[] = {0, 4096, 49152}, lim[] = {0, 256, 100};
    for (int d = 0; d < 3; d++)
      for (int l = 0; l < 3; l++) {
        int mg = -1, mb = -1; r = potential(&mg, &mb, f, dyn2[d], lim[l]);
        printf("  potential %s dyn=%d limit=%d -> %d minGrid=%d block=%d\n", knames[i], dyn2[d], lim[l], r, mg, mb);
      }
    static const int nbs[] = {1, 2, 3, 4, 8, 16, 32, 33}, bss[] = {32, 128, 256, 1024};
    for (int x = 0; x < 8; x++)
      for (int y = 0; y < 4; y++) {
        size_t av = 0; r = cuOccupancyAvailableDynamicSMemPerBlock(&av, f, nbs[x], bss[y]);
        printf("  availdyn %s numBlocks=%d block=%d -> %d bytes=%zu\n", knames[i], nbs[x], bss[y], r, av);
      }
  }
  if (!strcmp(mode, "b2d") && b2dCalls == 0) { fprintf(stderr, "the callback was never called\n"); return 1; }
  return 0;
}
