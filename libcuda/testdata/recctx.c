/*
 * recctx: context life for cudasim's recorder over fakedriver.c, whose
 * handle values repeat after a context ends as the real driver's do. Loads
 * the PTX image argv[1] as a library, then twice creates a context, takes
 * the kernel's CUfunction in it and launches it with its parameters packed
 * in extra (a device pointer among them), synchronizes it and asks its
 * device by name (cuCtxSynchronize_v2, cuCtxGetDevice_v2) and destroys the
 * context; then
 * does the same in the primary context across a last release and a reset.
 * The trace it leaves must replay on cudasim.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuDevicePrimaryCtxRelease_v2(int);
CUresult cuDevicePrimaryCtxReset_v2(int);
CUresult cuCtxCreate_v2(void **, unsigned, int);
CUresult cuCtxDestroy_v2(void *);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxSynchronize(void);
CUresult cuCtxSynchronize_v2(void *);
CUresult cuCtxGetDevice_v2(int *, void *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryGetKernel(void **, void *, const char *);
CUresult cuKernelGetFunction(void **, void *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);

static void *kernel;

/* run takes the kernel's function in the current context and adds one to
   six of eight 5s, the parameters packed as addOne(int *p, int n) lays them
   out: p at 0, n at 8, 4 bytes of padding. */
static void run(void) {
  void *f;
  CUdeviceptr p;
  int out[8] = {0}, n = 6;
  unsigned char buf[16] = {0};
  size_t size = 12; /* the parameters exactly: a padded 16 is 701 on the H200 (devheap) */
  printf(" %d", cuKernelGetFunction(&f, kernel));
  printf(" %d", cuMemAlloc_v2(&p, 32));
  printf(" %d", cuMemsetD32_v2(p, 5, 8));
  memcpy(buf, &p, 8);
  memcpy(buf + 8, &n, 4);
  void *extra[] = {(void *)1, buf, (void *)2, &size, (void *)0};
  printf(" %d", cuLaunchKernel(f, 2, 1, 1, 32, 1, 1, 16, NULL, NULL, extra));
  printf(" %d", cuCtxSynchronize());
  printf(" %d", cuMemcpyDtoH_v2(out, p, 32));
  printf(" [%d %d]", out[0], out[7]);
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  FILE *fp = fopen(argv[1], "rb");
  if (!fp) return 2;
  static char ptx[1 << 16];
  size_t len = fread(ptx, 1, sizeof ptx - 1, fp);
  fclose(fp);
  ptx[len] = 0;
  int dev;
  void *ctx, *lib;
  printf("%d", cuInit(0));
  printf(" %d", cuDeviceGet(&dev, 0));
  printf(" %d", cuLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0));
  printf(" %d", cuLibraryGetKernel(&kernel, lib, "addOne"));
  for (int i = 0; i < 2; i++) {
    printf(" %d", cuCtxCreate_v2(&ctx, 0, dev));
    run();
    printf(" %d", cuCtxSynchronize_v2(ctx)); /* CUDA 13's, naming the context */
    int ctxdev = -1;
    printf(" %d", cuCtxGetDevice_v2(&ctxdev, ctx));
    printf(" %d", ctxdev);
    printf(" %d", cuCtxDestroy_v2(ctx));
  }
  printf(" %d", cuDevicePrimaryCtxRetain(&ctx, dev));
  printf(" %d", cuCtxSetCurrent(ctx));
  run();
  printf(" %d", cuDevicePrimaryCtxRelease_v2(dev)); /* the last: the context ends */
  printf(" %d", cuDevicePrimaryCtxRetain(&ctx, dev));
  printf(" %d", cuCtxSetCurrent(ctx));
  run();
  printf(" %d", cuDevicePrimaryCtxReset_v2(dev));
  printf(" %d", cuDevicePrimaryCtxRetain(&ctx, dev));
  printf(" %d", cuCtxSetCurrent(ctx));
  run();
  printf(" %d\n", cuDevicePrimaryCtxRelease_v2(dev));
  return 0;
}
