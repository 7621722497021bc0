/*
 * reclaunch: launches beyond cuLaunchKernel, for the recorder and replay.
 * addOne (from the PTX image argv[1]) over 256 words, through
 * cuLaunchKernelEx with a cluster dimension and a priority, with the
 * cooperative attribute, and through cuLaunchCooperativeKernel; prints the
 * sum read back (3 x 256). The trace it leaves must replay on cudasim.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef struct {
  unsigned id, pad;
  union { char bytes[64]; struct { unsigned x, y, z; } dim; int value; } v;
} CUlaunchAttribute;
typedef struct {
  unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes;
  void *hStream;
  CUlaunchAttribute *attrs;
  unsigned numAttrs;
} CUlaunchConfig;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuModuleLoadData(void **, const void *);
CUresult cuModuleGetFunction(void **, void *, const char *);
CUresult cuLaunchKernelEx(const CUlaunchConfig *, void *, void **, void **);
CUresult cuLaunchCooperativeKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,
                                   void **);

#define CHECK(x)                                                  \
  do {                                                            \
    CUresult r_ = (x);                                            \
    if (r_) {                                                     \
      printf("%s failed: %d\n", #x, r_);                          \
      exit(1);                                                    \
    }                                                             \
  } while (0)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) exit(2);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = calloc(n + 1, 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(2);
  fclose(f);
  return b;
}

int main(int argc, char **argv) {
  int dev, n = 256;
  void *ctx, *mod, *fn;
  CUdeviceptr p;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CHECK(cuModuleLoadData(&mod, slurp(argv[1])));
  CHECK(cuModuleGetFunction(&fn, mod, "addOne"));
  CHECK(cuMemAlloc_v2(&p, n * 4));
  CHECK(cuMemsetD32_v2(p, 0, n));
  void *params[] = {&p, &n};
  CUlaunchAttribute attrs[2];
  memset(attrs, 0, sizeof attrs);
  attrs[0].id = 4; /* CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION */
  attrs[0].v.dim.x = 2, attrs[0].v.dim.y = 1, attrs[0].v.dim.z = 1;
  attrs[1].id = 8; /* CU_LAUNCH_ATTRIBUTE_PRIORITY */
  attrs[1].v.value = 0;
  CUlaunchConfig cfg = {4, 1, 1, 64, 1, 1, 0, NULL, attrs, 2};
  CHECK(cuLaunchKernelEx(&cfg, fn, params, NULL));
  CUlaunchAttribute coop;
  memset(&coop, 0, sizeof coop);
  coop.id = 2; /* CU_LAUNCH_ATTRIBUTE_COOPERATIVE */
  coop.v.value = 1;
  cfg.attrs = &coop, cfg.numAttrs = 1;
  CHECK(cuLaunchKernelEx(&cfg, fn, params, NULL));
  CHECK(cuLaunchCooperativeKernel(fn, 4, 1, 1, 64, 1, 1, 0, NULL, params));
  CHECK(cuCtxSynchronize());
  unsigned h[256], sum = 0;
  CHECK(cuMemcpyDtoH_v2(h, p, sizeof h));
  for (int i = 0; i < n; i++) sum += h[i];
  printf("sum %u\n", sum);
  return 0;
}
