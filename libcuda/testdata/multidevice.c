/*
 * multidevice: one library, loaded once, serves every device: its CUkernel
 * launches in each device's primary context, and its __managed__ variable is
 * one allocation all of them (and the host) see. Run with CUDASIM_DEVICES=2.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGetCount(int *);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxSynchronize(void);
CUresult cuCtxGetDevice(int *);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryGetKernel(void **, void *, const char *);
CUresult cuLibraryGetManaged(CUdeviceptr *, size_t *, void *, const char *);
CUresult cuLibraryGetGlobal(CUdeviceptr *, size_t *, void *, const char *);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);

#define CK(x) do { CUresult r_ = (x); if (r_) { printf("%s -> %d\n", #x, r_); return 1; } } while (0)

int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb");
  if (!f) return 2;
  static char img[1 << 20];
  if (fread(img, 1, sizeof img, f) == 0) return 2;
  fclose(f);
  int n;
  void *lib, *bump;
  CK(cuInit(0));
  CK(cuDeviceGetCount(&n));
  printf("devices %d\n", n);
  CK(cuLibraryLoadData(&lib, img, NULL, NULL, 0, NULL, NULL, 0));
  CK(cuLibraryGetKernel(&bump, lib, "bumpGlobals"));
  CUdeviceptr managed;
  CK(cuLibraryGetManaged(&managed, NULL, lib, "managedVal"));
  for (int d = 0; d < n; d++) {
    void *ctx;
    int dev;
    CK(cuDevicePrimaryCtxRetain(&ctx, d));
    CK(cuCtxSetCurrent(ctx));
    CK(cuCtxGetDevice(&dev));
    void *none[] = {NULL};
    for (int i = 0; i <= d; i++) CK(cuLaunchKernel(bump, 1, 1, 1, 1, 1, 1, 0, NULL, none, NULL));
    CK(cuCtxSynchronize());
    CUdeviceptr g;
    int v;
    CK(cuLibraryGetGlobal(&g, NULL, lib, "devCounter"));
    CK(cuMemcpyDtoH_v2(&v, g, 4));
    printf("device %d: devCounter %d, managedVal %d\n", dev, v, *(int *)(uintptr_t)managed);
  }
  return 0;
}
