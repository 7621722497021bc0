/* misuse: calls that are wrong, some of which crash NVIDIA's driver. cudasim
   must answer each with an error code and go on. */
#include <stdio.h>
#include <stdint.h>
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxCreate_v2(void **, unsigned, int);
CUresult cuCtxDestroy_v2(void *);
CUresult cuCtxSetCurrent(void *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryUnload(void *);
CUresult cuModuleLoadData(void **, const void *);
CUresult cuStreamSynchronize(void *);

int main(void) {
  void *ctx, *dead, *lib, *m;
  CUdeviceptr p;
  static const char junk[] = "not an image";
  printf("%d", cuInit(0));
  printf(" %d", cuDevicePrimaryCtxRetain(&ctx, 0));
  printf(" %d", cuCtxSetCurrent(ctx));
  printf(" %d", cuMemAlloc_v2(&p, 64));
  printf(" %d", cuMemcpyHtoD_v2(p, NULL, 16));                      /* NULL source */
  printf(" %d", cuMemcpyDtoH_v2(NULL, p, 16));                      /* NULL destination */
  printf(" %d", cuMemcpyDtoH_v2((void *)1, p, (size_t)1 << 62));    /* impossible size */
  printf(" %d", cuLaunchKernel(NULL, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
  printf(" %d", cuLaunchKernel((void *)0x12345670, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
  printf(" %d", cuStreamSynchronize((void *)0x7777770));
  printf(" %d", cuModuleLoadData(&m, junk));
  printf(" %d", cuLibraryLoadData(&lib, junk, NULL, NULL, 0, NULL, NULL, 0));
  printf(" %d", cuLibraryUnload(lib));
  printf(" %d", cuLibraryUnload(lib));                              /* crashes NVIDIA's driver */
  printf(" %d", cuCtxCreate_v2(&dead, 0, 0));
  printf(" %d", cuCtxDestroy_v2(dead));
  printf(" %d", cuCtxSetCurrent(dead));                             /* crashes NVIDIA's driver later */
  printf(" %d", cuMemAlloc_v2(&p, 64));
  printf("\n");
  return 0;
}
