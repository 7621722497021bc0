/*
 * boxlimit: the largest box cuTensorMapEncodeTiled accepts, in bytes: rank-3 maps of u8, f32 and f64
 * with boxes [b0, b1, b2] swept so that their byte counts step by 16 bytes to 4 KiB around 128-256 KiB,
 * with element strides and interleave too; one line per call: data type, box, estr, il -> CUresult.
 *   cc -O2 -o boxlimit boxlimit.c -ldl && ./boxlimit
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* for each value v of type T in the list */
#define EACH(T, v, ...) for (T a_##v[] = {__VA_ARGS__}, *p_##v = a_##v; p_##v < a_##v + sizeof(a_##v) / sizeof(T); p_##v++) for (T v = *p_##v, o_##v = 1; o_##v; o_##v = 0)
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef uint64_t u64;
typedef uint32_t u32;
static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(int *, int);
static CUresult (*cuDevicePrimaryCtxRetain)(void **, int);
static CUresult (*cuCtxSetCurrent)(void *);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*tiled)(void *, int, u32, void *, const u64 *, const u64 *, const u32 *, const u32 *, int, int, int, int);

static char *base;
static unsigned char *mapmem;
static void one(int dt, u32 esz, u32 b0, u32 b1, u32 b2, u32 e2, int il) {
  u64 dims[3] = {256, 256, 256}, str[2] = {256 * esz, 65536 * esz};
  u32 box[3] = {b0, b1, b2}, estr[3] = {1, 1, e2};
  CUresult r = tiled(mapmem, dt, 3, base, dims, str, box, estr, il, 0, 0, 0);
  printf("box dt=%d box=%u,%u,%u estr=1,1,%u il=%d bytes=%llu -> %d\n", dt, b0, b1, b2, e2, il,
         (unsigned long long)b0 * b1 * ((b2 + e2 - 1) / e2) * esz, r);
}
int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  void *h = dlopen(getenv("BOXLIMIT_DRIVER") ? getenv("BOXLIMIT_DRIVER") : "libcuda.so.1", RTLD_NOW);
  if (!h) { fprintf(stderr, "%s\n", dlerror()); return 2; }
  cuInit = dlsym(h, "cuInit"); cuDeviceGet = dlsym(h, "cuDeviceGet"); cuDevicePrimaryCtxRetain = dlsym(h, "cuDevicePrimaryCtxRetain");
  cuCtxSetCurrent = dlsym(h, "cuCtxSetCurrent"); cuMemAlloc = dlsym(h, "cuMemAlloc_v2");
  tiled = dlsym(h, "cuTensorMapEncodeTiled");
  mapmem = aligned_alloc(64, 512);
  int dev; void *ctx; CUdeviceptr d;
  printf("cuInit -> %d\n", cuInit(0));
  CUresult r1 = cuDeviceGet(&dev, 0);
  CUresult r2 = r1 ? r1 : cuDevicePrimaryCtxRetain(&ctx, dev);
  CUresult r3 = r2 ? r2 : cuCtxSetCurrent(ctx);
  CUresult r4 = r3 ? r3 : cuMemAlloc(&d, 1 << 26);
  printf("setup -> %d %d %d %d\n", r1, r2, r3, r4);
  if (r4) return 1;
  base = (char *)(uintptr_t)d;
  /* u8: [16..256 by 16, 256, 1..8]: 4 KiB steps to 512 KiB; then [16, 1..256, k] finer around it */
  for (u32 b2 = 1; b2 <= 8; b2++) for (u32 b0 = 16; b0 <= 256; b0 += 16) one(0, 1, b0, 256, b2, 1, 0);
  for (u32 b2 = 30; b2 <= 66; b2++) for (u32 b1 = 192; b1 <= 256; b1++) one(0, 1, 16, b1, b2, 1, 0);
  for (u32 b2 = 1; b2 <= 8; b2++) for (u32 b0 = 4; b0 <= 256; b0 += 4) one(7, 4, b0, 64, b2, 1, 0);
  for (u32 b2 = 1; b2 <= 16; b2++) for (u32 b0 = 2; b0 <= 256; b0 += 2) one(8, 8, b0, 16, b2, 1, 0);
  for (u32 e2 = 1; e2 <= 8; e2++) for (u32 b2 = 1; b2 <= 256; b2 += 1) one(0, 1, 256, 256, b2, e2, 0);
  for (int il = 1; il <= 2; il++) for (u32 b2 = 1; b2 <= 8; b2++) for (u32 b0 = 32; b0 <= 256; b0 += 32) one(0, 1, b0, 256, b2, 1, il);
  printf("done\n");
  return 0;
}
