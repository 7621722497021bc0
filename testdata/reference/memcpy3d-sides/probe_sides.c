// probe_sides: cuMemcpy3D's and cuMemcpy2D's checks of a pointer side (host
// or device memory): the x offset plus the width against the pitch, for one
// row and more, and the height against the rows (with a y offset, for one
// slice and two, height 0). Prints each call's CUresult.
//   cc -O2 -I/usr/local/cuda/include -o probe_sides probe_sides.c -lcuda
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static CUdeviceptr dev;
static char *host;

static void c3(const char *what, size_t sx, size_t sy, size_t pitch, size_t height, size_t dpitch, size_t dx, size_t w, size_t h, size_t d) {
  CUDA_MEMCPY3D p;
  memset(&p, 0, sizeof p);
  p.srcMemoryType = CU_MEMORYTYPE_HOST;
  p.srcHost = host;
  p.srcXInBytes = sx;
  p.srcY = sy;
  p.srcPitch = pitch;
  p.srcHeight = height;
  p.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  p.dstDevice = dev;
  p.dstXInBytes = dx;
  p.dstPitch = dpitch;
  p.dstHeight = 64;
  p.WidthInBytes = w;
  p.Height = h;
  p.Depth = d;
  printf("3D %-34s src x %2zu y %zu pitch %2zu height %zu dst x %2zu pitch %3zu extent %zu x %zu x %zu -> %d\n", what, sx, sy, pitch, height, dx, dpitch, w, h, d, (int)cuMemcpy3D(&p));
}

static void c2(const char *what, size_t sx, size_t pitch, size_t dpitch, size_t w, size_t h) {
  CUDA_MEMCPY2D p;
  memset(&p, 0, sizeof p);
  p.srcMemoryType = CU_MEMORYTYPE_HOST;
  p.srcHost = host;
  p.srcXInBytes = sx;
  p.srcPitch = pitch;
  p.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  p.dstDevice = dev;
  p.dstPitch = dpitch;
  p.WidthInBytes = w;
  p.Height = h;
  printf("2D %-34s src x %2zu pitch %2zu dst pitch %3zu extent %zu x %zu -> %d\n", what, sx, pitch, dpitch, w, h, (int)cuMemcpy2D(&p));
}

int main(void) {
  CUdevice d;
  CUcontext ctx;
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&ctx, d) || cuCtxSetCurrent(ctx)) {
    printf("no context\n");
    return 1;
  }
  host = calloc(1, 1 << 16);
  if (cuMemAlloc(&dev, 1 << 16)) {
    printf("no memory\n");
    return 1;
  }
  c3("fits", 8, 0, 64, 8, 256, 0, 56, 1, 1);
  c3("x + width > pitch, 1 row", 12, 0, 64, 8, 256, 0, 56, 1, 1);
  c3("x + width > pitch, 4 rows", 12, 0, 64, 8, 256, 0, 56, 4, 1);
  c3("x + width > pitch, 2 slices", 12, 0, 64, 8, 256, 0, 56, 1, 2);
  c3("pitch < width, 1 row", 0, 0, 32, 8, 256, 0, 40, 1, 1);
  c3("pitch 0, 1 row", 0, 0, 0, 8, 256, 0, 40, 1, 1);
  c3("dst x + width > pitch, 1 row", 0, 0, 64, 8, 64, 12, 56, 1, 1);
  c3("height = rows", 0, 0, 64, 4, 256, 0, 56, 4, 1);
  c3("height < rows, 1 slice", 0, 0, 64, 3, 256, 0, 56, 4, 1);
  c3("height 0, 1 slice", 0, 0, 64, 0, 256, 0, 56, 4, 1);
  c3("height 0, 2 slices", 0, 0, 64, 0, 256, 0, 56, 4, 2);
  c3("height < rows, 2 slices", 0, 0, 64, 3, 256, 0, 56, 4, 2);
  c3("y + rows > height, 1 slice", 0, 1, 64, 4, 256, 0, 56, 4, 1);
  c3("y + rows > height, 2 slices", 0, 1, 64, 4, 256, 0, 56, 4, 2);
  c3("y >= height, 1 row", 0, 4, 64, 4, 256, 0, 56, 1, 1);
  c2("fits", 8, 64, 256, 56, 1);
  c2("x + width > pitch, 1 row", 12, 64, 256, 56, 1);
  c2("x + width > pitch, 2 rows", 12, 64, 256, 56, 2);
  c2("pitch < width, 1 row", 0, 32, 256, 40, 1);
  c2("pitch < width, 2 rows", 0, 32, 256, 40, 2);
  c2("pitch 0, 1 row", 0, 0, 256, 40, 1);
  return 0;
}
