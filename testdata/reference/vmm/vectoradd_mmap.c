// vectoradd_mmap adds two vectors in memory made with the virtual memory
// management API, as NVIDIA's vectorAddMMAP sample does (written here from
// the documented API): each vector is one reserved address range backed by
// several physical allocations mapped side by side (their handles released
// once mapped: the mappings keep the memory), made accessible in one
// cuMemSetAccess over the whole range. The result vector then grows in
// place: more physical memory is mapped right after it in its reservation
// and the kernel runs again over the longer vector. Everything is unmapped
// with one cuMemUnmap a range. Usage: vectoradd_mmap VECADD.PTX. Prints
// what it checked and PASS, or FAIL and why; exits 0 only on PASS.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef unsigned long long CUmemGenericAllocationHandle;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct { int type; int id; } CUmemLocation;
typedef struct { CUmemLocation location; int flags; } CUmemAccessDesc;
typedef struct {
  int type, requestedHandleTypes;
  CUmemLocation location;
  void *win32HandleMetaData;
  struct { unsigned char compressionType, gpuDirectRDMACapable; unsigned short usage; unsigned char reserved[4]; } allocFlags;
} CUmemAllocationProp;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemGetAllocationGranularity(size_t *, const CUmemAllocationProp *, int);
CUresult cuMemCreate(CUmemGenericAllocationHandle *, size_t, const CUmemAllocationProp *, unsigned long long);
CUresult cuMemRelease(CUmemGenericAllocationHandle);
CUresult cuMemAddressReserve(CUdeviceptr *, size_t, size_t, CUdeviceptr, unsigned long long);
CUresult cuMemAddressFree(CUdeviceptr, size_t);
CUresult cuMemMap(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long);
CUresult cuMemUnmap(CUdeviceptr, size_t);
CUresult cuMemSetAccess(CUdeviceptr, size_t, const CUmemAccessDesc *, size_t);

static void check(CUresult r, const char *what) {
  if (r != 0) {
    const char *n = "?";
    cuGetErrorName(r, &n);
    printf("FAIL: %s -> %s\n", what, n);
    exit(1);
  }
}
#define CHECK(call) check(call, #call)

static size_t gran;
static CUmemAllocationProp prop;
static const CUmemAccessDesc rw = {{1, 0}, 3};

// vmmAlloc reserves room bytes and backs the first size bytes (a multiple of
// the granularity) with chunks physical allocations side by side.
static CUdeviceptr vmmAlloc(size_t size, size_t room, int chunks) {
  CUdeviceptr p = 0;
  CHECK(cuMemAddressReserve(&p, room, 0, 0, 0));
  size_t per = (size / gran + chunks - 1) / chunks * gran, off = 0;
  while (off < size) {
    size_t n = per < size - off ? per : size - off;
    CUmemGenericAllocationHandle h = 0;
    CHECK(cuMemCreate(&h, n, &prop, 0));
    CHECK(cuMemMap(p + off, n, 0, h, 0));
    CHECK(cuMemRelease(h));  // the mapping keeps the memory
    off += n;
  }
  CHECK(cuMemSetAccess(p, size, &rw, 1));
  return p;
}

static int verify(const float *a, const float *b, const float *c, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (c[i] != a[i] + b[i]) {
      printf("FAIL: c[%zu] = %g, want %g\n", i, c[i], a[i] + b[i]);
      return 0;
    }
  return 1;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc < 2) { fprintf(stderr, "usage: vectoradd_mmap VECADD.PTX\n"); return 2; }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 2; }
  static char ptx[1 << 16];
  size_t plen = fread(ptx, 1, sizeof ptx - 1, f);
  fclose(f);
  ptx[plen] = 0;

  CHECK(cuInit(0));
  CUdevice dev; CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx; CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CUmodule mod; CHECK(cuModuleLoadData(&mod, ptx));
  CUfunction vecAdd; CHECK(cuModuleGetFunction(&vecAdd, mod, "vecAdd"));

  memset(&prop, 0, sizeof prop);
  prop.type = 1;  // CU_MEM_ALLOCATION_TYPE_PINNED
  prop.location.type = 1;  // CU_MEM_LOCATION_TYPE_DEVICE
  prop.location.id = dev;
  CHECK(cuMemGetAllocationGranularity(&gran, &prop, 0));
  printf("granularity %zu\n", gran);

  // 2.5 granules of floats a vector: not a whole number of granules
  size_t n = (5 * gran / 2) / sizeof(float), bytes = n * sizeof(float);
  size_t size = (bytes + gran - 1) / gran * gran;
  size_t n2 = 2 * n, bytes2 = n2 * sizeof(float), size2 = (bytes2 + gran - 1) / gran * gran;
  float *a = malloc(bytes2), *b = malloc(bytes2), *c = malloc(bytes2);
  for (size_t i = 0; i < n2; i++) { a[i] = (float)(i % 1000); b[i] = (float)(i % 777) * 0.5f; }

  CUdeviceptr da = vmmAlloc(size2, size2, 3), db = vmmAlloc(size2, size2, 2), dc = vmmAlloc(size, size2, 3);
  printf("vectors of %zu floats in %zu bytes of mappings (3, 2 and 3 physical allocations)\n", n, size);
  CHECK(cuMemcpyHtoD_v2(da, a, bytes2));
  CHECK(cuMemcpyHtoD_v2(db, b, bytes2));
  unsigned long long nn = n;
  void *args[] = {&da, &db, &dc, &nn};
  CHECK(cuLaunchKernel(vecAdd, (unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, 0, 0, args, 0));
  CHECK(cuCtxSynchronize());
  memset(c, 0, bytes2);
  CHECK(cuMemcpyDtoH_v2(c, dc, bytes));
  if (!verify(a, b, c, n)) return 1;
  printf("c = a + b: %zu elements checked\n", n);

  // grow c in place: map more physical memory right after it, in its
  // reservation, then add over the longer vector
  CUmemGenericAllocationHandle h = 0;
  CHECK(cuMemCreate(&h, size2 - size, &prop, 0));
  CHECK(cuMemMap(dc + size, size2 - size, 0, h, 0));
  CHECK(cuMemRelease(h));
  CHECK(cuMemSetAccess(dc + size, size2 - size, &rw, 1));
  nn = n2;
  CHECK(cuLaunchKernel(vecAdd, (unsigned)((n2 + 255) / 256), 1, 1, 256, 1, 1, 0, 0, args, 0));
  CHECK(cuCtxSynchronize());
  memset(c, 0, bytes2);
  CHECK(cuMemcpyDtoH_v2(c, dc, bytes2));
  if (!verify(a, b, c, n2)) return 1;
  printf("c grown in place to %zu elements: checked\n", n2);

  CHECK(cuMemUnmap(da, size2));
  CHECK(cuMemUnmap(db, size2));
  CHECK(cuMemUnmap(dc, size2));
  CHECK(cuMemAddressFree(da, size2));
  CHECK(cuMemAddressFree(db, size2));
  CHECK(cuMemAddressFree(dc, size2));
  CHECK(cuDevicePrimaryCtxRelease_v2(dev));
  printf("PASS\n");
  return 0;
}
