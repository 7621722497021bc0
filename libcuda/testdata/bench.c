/*
 * bench: calls one driver entry point N times, for the library's Go
 * benchmarks (which count N and time the whole run).
 *
 *   bench getcurrent|htod4k|launch N KERNELS_FATBIN
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxGetCurrent(void **);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryGetKernel(void **, void *, const char *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);

#define CK(x) do { CUresult r_ = (x); if (r_) { fprintf(stderr, "%s -> %d\n", #x, r_); return 1; } } while (0)

int main(int argc, char **argv) {
  if (argc < 4) return 2;
  long n = atol(argv[2]);
  void *ctx, *lib, *k;
  CK(cuInit(0));
  CK(cuDevicePrimaryCtxRetain(&ctx, 0));
  CK(cuCtxSetCurrent(ctx));
  CUdeviceptr p;
  CK(cuMemAlloc_v2(&p, 4096));
  static char buf[4096];
  if (!strcmp(argv[1], "getcurrent")) {
    void *c;
    for (long i = 0; i < n; i++) CK(cuCtxGetCurrent(&c));
  } else if (!strcmp(argv[1], "htod4k")) {
    for (long i = 0; i < n; i++) CK(cuMemcpyHtoD_v2(p, buf, sizeof buf));
  } else if (!strcmp(argv[1], "launch")) {
    FILE *f = fopen(argv[3], "rb");
    if (!f) return 2;
    static char img[1 << 20];
    size_t got = fread(img, 1, sizeof img, f);
    fclose(f);
    (void)got;
    CK(cuLibraryLoadData(&lib, img, NULL, NULL, 0, NULL, NULL, 0));
    CK(cuLibraryGetKernel(&k, lib, "addOne"));
    int cnt = 1024;
    void *params[] = {&p, &cnt};
    for (long i = 0; i < n; i++) CK(cuLaunchKernel(k, 4, 1, 1, 256, 1, 1, 0, NULL, params, NULL));
    CK(cuCtxSynchronize());
  } else return 2;
  return 0;
}
