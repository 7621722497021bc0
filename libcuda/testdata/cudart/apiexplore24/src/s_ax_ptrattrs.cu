// s_ax_ptrattrs: cudaPointerGetAttributes and the driver's
// cuPointerGetAttribute(s)/cuMemGetAddressRange (through
// cudaGetDriverEntryPoint) on every kind of pointer: null, stack, malloc'd,
// pinned, mapped, write-combined, registered, managed, device, pool,
// offsets into each, one past the end, and freed ones. Only relations are
// printed (offsets, equalities), never addresses.
#include <cuda.h>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include "check.h"

typedef CUresult (*GetAttrFn)(void *, CUpointer_attribute, CUdeviceptr);
typedef CUresult (*RangeFn)(CUdeviceptr *, size_t *, CUdeviceptr);
typedef CUresult (*NameFn)(CUresult, const char **);
static GetAttrFn getAttr;
static RangeFn getRange;
static NameFn errName;

static const char *kind(cudaMemoryType t) {
  switch (t) {
  case cudaMemoryTypeUnregistered: return "unregistered";
  case cudaMemoryTypeHost: return "host";
  case cudaMemoryTypeDevice: return "device";
  case cudaMemoryTypeManaged: return "managed";
  }
  return "?";
}

static const char *cuName(CUresult r) {
  const char *s = "?";
  errName(r, &s);
  return s;
}

static void attrs(const char *what, const void *p, const void *base) {
  cudaPointerAttributes a;
  memset(&a, 0x7f, sizeof a);
  cudaError_t e = cudaPointerGetAttributes(&a, p);
  cudaError_t l = cudaGetLastError();
  long hoff = a.hostPointer ? (long)((const char *)a.hostPointer - (const char *)base) : -1;
  long doff = a.devicePointer ? (long)((const char *)a.devicePointer - (const char *)base) : -1;
  printf("%-22s %s last %s type %s device %d host-off %ld dev-off %ld\n", what, cudaGetErrorName(e), cudaGetErrorName(l),
         kind(a.type), a.device, hoff, doff);
  CUdeviceptr dp = (CUdeviceptr)(uintptr_t)p;
  unsigned mt = 0, mg = 0, mapped = 0;
  int ord = -9;
  CUresult r1 = getAttr(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, dp);
  CUresult r2 = getAttr(&mg, CU_POINTER_ATTRIBUTE_IS_MANAGED, dp);
  CUresult r3 = getAttr(&ord, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, dp);
  CUresult r4 = getAttr(&mapped, CU_POINTER_ATTRIBUTE_MAPPED, dp);
  size_t rs = 0;
  CUresult r5 = getAttr(&rs, CU_POINTER_ATTRIBUTE_RANGE_SIZE, dp);
  CUdeviceptr rb = 0;
  CUresult r6 = getAttr(&rb, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, dp);
  unsigned long long bid = 0;
  CUresult r7 = getAttr(&bid, CU_POINTER_ATTRIBUTE_BUFFER_ID, dp);
  int sync = -1;
  CUresult r8 = getAttr(&sync, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, dp);
  unsigned long long ht = 99;
  CUresult r9 = getAttr(&ht, CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES, dp);
  int flags = -1;
  CUresult r10 = getAttr(&flags, CU_POINTER_ATTRIBUTE_ACCESS_FLAGS, dp);
  void *hp = nullptr;
  CUresult r11 = getAttr(&hp, CU_POINTER_ATTRIBUTE_HOST_POINTER, dp);
  int legacy = -1;
  CUresult r12 = getAttr(&legacy, CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE, dp);
  printf("  cu: memtype %s %u managed %s %u ordinal %s %d mapped %s %u range %s %zu start %s off %ld buffer-id %s %d sync %s %d "
         "handles %s %llu access %s %d hostptr %s off %ld ipc %s %d\n",
         cuName(r1), mt, cuName(r2), mg, cuName(r3), ord, cuName(r4), mapped, cuName(r5), rs, cuName(r6),
         rb ? (long)(dp - rb) : -1L, cuName(r7), bid != 0, cuName(r8), sync, cuName(r9), ht, cuName(r10), flags, cuName(r11),
         hp ? (long)((char *)hp - (char *)base) : -1L, cuName(r12), legacy);
  CUdeviceptr b = 0;
  size_t sz = 0;
  CUresult r = getRange(&b, &sz, dp);
  printf("  cuMemGetAddressRange %s size %zu off %ld\n", cuName(r), sz, b ? (long)(dp - b) : -1L);
}

int main() {
  cudaDriverEntryPointQueryResult q;
  cudaGetDriverEntryPoint("cuPointerGetAttribute", (void **)&getAttr, cudaEnableDefault, &q);
  cudaGetDriverEntryPoint("cuMemGetAddressRange", (void **)&getRange, cudaEnableDefault, &q);
  cudaGetDriverEntryPoint("cuGetErrorName", (void **)&errName, cudaEnableDefault, &q);
  if (!getAttr || !getRange || !errName) {
    printf("no entry points\n");
    return 1;
  }
  int local = 0;
  attrs("null", nullptr, nullptr);
  attrs("stack", &local, &local);
  char *m = (char *)malloc(1 << 20);
  attrs("malloc", m, m);
  char *pinned, *mapped, *wc, *dev, *man, *pool;
  REQUIRE(cudaMallocHost((void **)&pinned, 100000));
  REQUIRE(cudaHostAlloc((void **)&mapped, 100000, cudaHostAllocMapped));
  REQUIRE(cudaHostAlloc((void **)&wc, 100000, cudaHostAllocWriteCombined));
  REQUIRE(cudaMalloc((void **)&dev, 100000));
  REQUIRE(cudaMallocManaged((void **)&man, 100000));
  REQUIRE(cudaMallocAsync((void **)&pool, 100000, 0));
  REQUIRE(cudaStreamSynchronize(0));
  attrs("pinned", pinned, pinned);
  attrs("pinned+4097", pinned + 4097, pinned);
  attrs("pinned end", pinned + 100000, pinned);
  attrs("mapped", mapped, mapped);
  attrs("write-combined", wc, wc);
  attrs("device", dev, dev);
  attrs("device+99999", dev + 99999, dev);
  attrs("device end", dev + 100000, dev);
  attrs("device+1MiB", dev + (1 << 20), dev);
  attrs("managed", man, man);
  attrs("managed+12345", man + 12345, man);
  attrs("pool", pool, pool);
  attrs("pool+50000", pool + 50000, pool);
  char *al = (char *)(((uintptr_t)m + 4095) & ~(uintptr_t)4095);
  REQUIRE(cudaHostRegister(al, 65536, cudaHostRegisterDefault));
  attrs("registered", al, al);
  attrs("registered+100", al + 100, al);
  attrs("registered end", al + 65536, al);
  attrs("registered-1", al - 1, al);
  OK(cudaHostUnregister(al));
  attrs("unregistered again", al, al);
  OK(cudaFree(dev));
  attrs("freed device", dev, dev);
  OK(cudaFreeHost(pinned));
  attrs("freed pinned", pinned, pinned);
  OK(cudaFreeAsync(pool, 0));
  OK(cudaStreamSynchronize(0));
  attrs("freed pool", pool, pool);
  OK(cudaFree(man));
  attrs("freed managed", man, man);
  SHOW(cudaPointerGetAttributes(nullptr, mapped));
  OK(cudaFreeHost(mapped));
  OK(cudaFreeHost(wc));
  free(m);
  return finish();
}
