/*
 * recprog: a few driver calls, for testing cudasim's recorder against
 * fakedriver.c. Built with cuda.h-free declarations.
 */
#include <stdint.h>
#include <stdio.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryGetKernel(void **, void *, const char *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
CUresult cuArrayCreate_v2(uintptr_t *, const uintptr_t *);
CUresult cuModuleLoadData(void **, const void *);
CUresult cuModuleGetFunction(void **, void *, const char *);
CUresult cuModuleUnload(void *);

int main(void) {
  int dev, n = 6, out[8] = {0};
  void *ctx, *lib, *k;
  CUdeviceptr p;
  static const char ptx[] = ".version 8.0\n.target sm_90\n";
  printf("%d", cuInit(1));
  printf(" %d", cuInit(0));
  printf(" %d", cuDeviceGet(&dev, 0));
  printf(" %d", cuDevicePrimaryCtxRetain(&ctx, dev));
  printf(" %d", cuCtxSetCurrent(ctx));
  printf(" %d", cuLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0));
  printf(" %d", cuLibraryGetKernel(&k, lib, "addOne"));
  printf(" %d", cuMemAlloc_v2(&p, 32));
  printf(" %d", cuMemsetD32_v2(p, 5, 8));
  void *params[] = {&p, &n};
  printf(" %d", cuLaunchKernel(k, 2, 1, 1, 32, 1, 1, 16, NULL, params, NULL));
  printf(" %d", cuCtxSynchronize());
  printf(" %d", cuMemcpyDtoH_v2(out, p + 8, 8));
  uintptr_t desc = 14, arr = 0;
  printf(" %d", cuArrayCreate_v2(&arr, &desc));
  printf(" %d", cuMemFree_v2(p));
  void *m, *f;
  for (int i = 0; i < 2; i++) {
    printf(" %d", cuModuleLoadData(&m, ptx));
    printf(" %d", cuModuleGetFunction(&f, m, "addOne"));
    printf(" %d", cuModuleGetFunction(&f, m, "addOne"));
    printf(" %d", cuModuleUnload(m));
  }
  printf("\nout %d %d arr %lu\n", out[0], out[1], (unsigned long)arr);
  return 0;
}
