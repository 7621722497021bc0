/* htod.c (start17, session 17): a pageable host-to-device copy into a fresh
 * cuMemAlloc allocation against memcpy into fresh host memory, in the same
 * process. For each size (MiB, argv) and round: memcpy into a fresh mmap,
 * memcpy again into it, cuMemcpyHtoD into a fresh cuMemAlloc, again into it;
 * then cuMemcpyDtoH into a fresh mapping and again into it (both compared
 * with the source); each with its wall time and the process's minor faults.
 * The last round also reads the copy back into malloc'd memory and compares
 * it. Prints one line a measurement. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
static long minflt(void) {
  struct rusage r;
  getrusage(RUSAGE_SELF, &r);
  return r.ru_minflt;
}
#define CK(x)                                                              \
  do {                                                                     \
    CUresult e_ = (x);                                                     \
    if (e_) {                                                              \
      printf("error %d at %s\n", (int)e_, #x);                             \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 3;
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  /* the primary context: CUDA 13's cuda.h maps cuCtxCreate to cuCtxCreate_v4 */
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  for (int a = 2; a < argc; a++) {
    size_t n = (size_t)atoi(argv[a]) << 20;
    unsigned char *src = malloc(n);
    for (size_t i = 0; i < n; i++) src[i] = (unsigned char)(i * 2654435761u >> 13);
    for (int r = 0; r < rounds; r++) {
      double t;
      long f;
      unsigned char *dst = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      f = minflt(), t = now();
      memcpy(dst, src, n);
      t = now() - t, f = minflt() - f;
      printf("size %zu MiB round %d memcpy-fresh %.6f ms faults %ld\n", n >> 20, r, t * 1e3, f);
      f = minflt(), t = now();
      memcpy(dst, src, n);
      t = now() - t, f = minflt() - f;
      printf("size %zu MiB round %d memcpy-again %.6f ms faults %ld\n", n >> 20, r, t * 1e3, f);
      munmap(dst, n);
      /* the same into fresh memory the kernel backs with 2 MiB pages
       * (transparent huge pages on request), and into fresh memory
       * populated by one madvise call before the copy (timed with it) */
      for (int v = 0; v < 2; v++) {
        unsigned char *raw = mmap(NULL, n + (2 << 20), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        unsigned char *al = (unsigned char *)(((size_t)raw + (2 << 20) - 1) & ~(size_t)((2 << 20) - 1));
        f = minflt(), t = now();
        int rc = v == 0 ? madvise(al, n, 14 /* MADV_HUGEPAGE */) : madvise(al, n, 23 /* MADV_POPULATE_WRITE */);
        memcpy(al, src, n);
        t = now() - t, f = minflt() - f;
        printf("size %zu MiB round %d memcpy-%s %.6f ms faults %ld rc %d\n", n >> 20, r, v ? "populate" : "thp", t * 1e3, f, rc);
        munmap(raw, n + (2 << 20));
      }
      CUdeviceptr d;
      CK(cuMemAlloc(&d, n));
      f = minflt(), t = now();
      CK(cuMemcpyHtoD(d, src, n));
      t = now() - t, f = minflt() - f;
      printf("size %zu MiB round %d htod-fresh %.6f ms faults %ld\n", n >> 20, r, t * 1e3, f);
      f = minflt(), t = now();
      CK(cuMemcpyHtoD(d, src, n));
      t = now() - t, f = minflt() - f;
      printf("size %zu MiB round %d htod-again %.6f ms faults %ld\n", n >> 20, r, t * 1e3, f);
      /* device to host into a fresh mapping, and again into it */
      unsigned char *hb = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      f = minflt(), t = now();
      CK(cuMemcpyDtoH(hb, d, n));
      t = now() - t, f = minflt() - f;
      printf("size %zu MiB round %d dtoh-fresh %.6f ms faults %ld\n", n >> 20, r, t * 1e3, f);
      f = minflt(), t = now();
      CK(cuMemcpyDtoH(hb, d, n));
      t = now() - t, f = minflt() - f;
      printf("size %zu MiB round %d dtoh-again %.6f ms faults %ld\n", n >> 20, r, t * 1e3, f);
      if (memcmp(hb, src, n)) printf("size %zu MiB round %d dtoh MISMATCH\n", n >> 20, r);
      munmap(hb, n);
      if (r == rounds - 1) {
        unsigned char *back = malloc(n);
        CK(cuMemcpyDtoH(back, d, n));
        printf("size %zu MiB check %s\n", n >> 20, memcmp(back, src, n) ? "MISMATCH" : "ok");
        free(back);
      }
      CK(cuMemFree(d));
      fflush(stdout);
    }
    free(src);
  }
  return 0;
}
