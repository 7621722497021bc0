/* samples16 probe: are pages of cuMemAllocHost / cuMemHostAlloc memory
 * resident (mincore) right after the call, and how long does the call take?
 * Also a 64 MiB cuMemcpyHtoD into fresh cuMemAlloc memory, timed. */
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { fprintf(stderr, "%s:%d: %s = %d\n", __FILE__, __LINE__, #x, (int)r_); exit(1); } } while (0)

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }

static long resident(void *p, size_t n) {
  long pg = sysconf(_SC_PAGESIZE);
  uintptr_t a = (uintptr_t)p & ~(uintptr_t)(pg - 1);
  size_t len = (uintptr_t)p + n - a, np = (len + pg - 1) / pg;
  unsigned char *v = malloc(np);
  if (mincore((void *)a, len, v)) { perror("mincore"); return -1; }
  long r = 0;
  for (size_t i = 0; i < np; i++) r += v[i] & 1;
  free(v);
  return r;
}

int main(void) {
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  size_t sizes[] = {4096, 1 << 20, 64 << 20};
  long pg = sysconf(_SC_PAGESIZE);
  for (int s = 0; s < 3; s++) {
    size_t n = sizes[s];
    void *p;
    double t0 = now();
    CK(cuMemAllocHost(&p, n));
    double t1 = now();
    printf("cuMemAllocHost %zu: %.3f ms, resident %ld of %zu pages\n", n, 1e3 * (t1 - t0), resident(p, n), (n + pg - 1) / pg);
    CK(cuMemFreeHost(p));
    unsigned flags[] = {0, CU_MEMHOSTALLOC_PORTABLE, CU_MEMHOSTALLOC_DEVICEMAP, CU_MEMHOSTALLOC_WRITECOMBINED};
    for (int k = 0; k < 4; k++) {
      t0 = now();
      CK(cuMemHostAlloc(&p, n, flags[k]));
      t1 = now();
      printf("cuMemHostAlloc %zu flags %u: %.3f ms, resident %ld of %zu pages\n", n, flags[k], 1e3 * (t1 - t0), resident(p, n), (n + pg - 1) / pg);
      CK(cuMemFreeHost(p));
    }
  }
  size_t n = 64 << 20;
  char *h = malloc(n);
  memset(h, 1, n);
  for (int r = 0; r < 3; r++) {
    CUdeviceptr d;
    CK(cuMemAlloc(&d, n));
    double t0 = now();
    CK(cuMemcpyHtoD(d, h, n));
    double t1 = now();
    CK(cuMemcpyHtoD(d, h, n));
    double t2 = now();
    printf("HtoD 64 MiB pageable: fresh %.3f ms, again %.3f ms\n", 1e3 * (t1 - t0), 1e3 * (t2 - t1));
    CK(cuMemFree(d));
  }
  return 0;
}
