/* reload IMAGE KERNEL REPS: what each test of a suite that loads one image
 * pays, through libcuda.so.1 (dlopen): cuModuleLoadData(IMAGE),
 * cuModuleGetFunction(KERNEL), one launch of one block of 256 threads
 * taking (const int *in, long long *out) (t_cub's blockSums<256>: out[0] =
 * the sum of in[0..255]), cuCtxSynchronize, the result checked,
 * cuModuleUnload; REPS times in one process. Prints the process's wall and
 * CPU time to the context, then the first iteration's (the image parsed,
 * the kernel lowered) and the median and minimum of the others. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext, *CUmodule, *CUfunction;
static CUresult (*cuInit)(unsigned);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, int);
static CUresult (*cuCtxSetCurrent)(CUcontext);
static CUresult (*cuCtxSynchronize)(void);
static CUresult (*cuModuleLoadData)(CUmodule *, const void *);
static CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
static CUresult (*cuModuleUnload)(CUmodule);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
static CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
static CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                  void *, void **, void **);
#define CK(x)                                                                                                      \
  do {                                                                                                             \
    CUresult r_ = (x);                                                                                             \
    if (r_) {                                                                                                      \
      fprintf(stderr, "reload: %s -> %d\n", #x, r_);                                                               \
      exit(1);                                                                                                     \
    }                                                                                                              \
  } while (0)
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static double cpu(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static void *sym(void *h, const char *n) {
  void *p = dlsym(h, n);
  if (!p) {
    fprintf(stderr, "reload: no %s\n", n);
    exit(1);
  }
  return p;
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: reload IMAGE KERNEL REPS\n");
    return 2;
  }
  double t0 = now(), c0 = cpu();
  int reps = atoi(argv[3]);
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *img = malloc(n + 1);
  if (fread(img, 1, n, f) != (size_t)n) return 1;
  img[n] = 0;
  fclose(f);
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) {
    fprintf(stderr, "reload: %s\n", dlerror());
    return 1;
  }
  cuInit = sym(h, "cuInit");
  cuDevicePrimaryCtxRetain = sym(h, "cuDevicePrimaryCtxRetain");
  cuCtxSetCurrent = sym(h, "cuCtxSetCurrent");
  cuCtxSynchronize = sym(h, "cuCtxSynchronize");
  cuModuleLoadData = sym(h, "cuModuleLoadData");
  cuModuleGetFunction = sym(h, "cuModuleGetFunction");
  cuModuleUnload = sym(h, "cuModuleUnload");
  cuMemAlloc = sym(h, "cuMemAlloc_v2");
  cuMemcpyHtoD = sym(h, "cuMemcpyHtoD_v2");
  cuMemcpyDtoH = sym(h, "cuMemcpyDtoH_v2");
  cuLaunchKernel = sym(h, "cuLaunchKernel");
  CUcontext c;
  CK(cuInit(0));
  CK(cuDevicePrimaryCtxRetain(&c, 0));
  CK(cuCtxSetCurrent(c));
  int in[256];
  long long want = 0, got = 0;
  for (int i = 0; i < 256; i++) in[i] = i * 7919 - 1000, want += in[i];
  CUdeviceptr din, dout;
  CK(cuMemAlloc(&din, sizeof in));
  CK(cuMemAlloc(&dout, 8));
  CK(cuMemcpyHtoD(din, in, sizeof in));
  double tCtx = now() - t0, cCtx = cpu() - c0;
  double *w = malloc(sizeof(double) * reps), *u = malloc(sizeof(double) * reps);
  for (int r = 0; r < reps; r++) {
    double a = now(), b = cpu();
    CUmodule m;
    CUfunction fn;
    CK(cuModuleLoadData(&m, img));
    CK(cuModuleGetFunction(&fn, m, argv[2]));
    void *p[] = {&din, &dout};
    CK(cuLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, NULL, p, NULL));
    CK(cuCtxSynchronize());
    CK(cuMemcpyDtoH(&got, dout, 8));
    if (got != want) {
      fprintf(stderr, "reload: iteration %d: sum %lld, want %lld\n", r, got, want);
      return 1;
    }
    CK(cuModuleUnload(m));
    w[r] = now() - a, u[r] = cpu() - b;
  }
  printf("context wall %.3f ms cpu %.3f ms; first wall %.3f ms cpu %.3f ms", tCtx * 1e3, cCtx * 1e3, w[0] * 1e3, u[0] * 1e3);
  if (reps > 1) {
    qsort(w + 1, reps - 1, sizeof(double), cmp);
    qsort(u + 1, reps - 1, sizeof(double), cmp);
    printf("; others (%d) wall median %.1f us min %.1f us, cpu median %.1f us", reps - 1, w[1 + (reps - 1) / 2] * 1e6,
           w[1] * 1e6, u[1 + (reps - 1) / 2] * 1e6);
  }
  printf("\n");
  return 0;
}
