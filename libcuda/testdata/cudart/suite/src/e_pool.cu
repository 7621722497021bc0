// e_pool: stream-ordered allocation and memory-pool misuse: frees of the
// wrong kind (cudaFree of pool memory, cudaFreeAsync of cudaMalloc memory,
// twice, an offset, host memory), sizes of zero and beyond the device,
// pools created with bad properties, attributes that are read-only or out
// of range, access descriptors for the pool's own and a missing device,
// exports of a pool made without handle types, a destroyed pool used
// again, the default pool destroyed, a pool destroyed with memory in use.
#include <cstring>
#include "e_check.h"

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

static cudaMemPoolProps deviceProps() {
  cudaMemPoolProps p;
  memset(&p, 0, sizeof p);
  p.allocType = cudaMemAllocationTypePinned;
  p.location.type = cudaMemLocationTypeDevice;
  p.location.id = 0;
  return p;
}

static void frees() {
  int *a = nullptr, *b = nullptr, *m = nullptr;
  STEP(cudaMallocAsync(&a, 4096, 0));
  STEP(cudaMallocAsync(&b, 4096, 0));
  STEP(cudaMalloc(&m, 4096));
  STEP(cudaFree(a));
  STEP(cudaFreeAsync(m, 0));
  STEP(cudaFreeAsync(b + 1, 0));
  STEP(cudaFreeAsync(b, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaFreeAsync(b, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaFreeAsync(nullptr, 0));
  int host = 0;
  STEP(cudaFreeAsync(&host, 0));
  void *pinned = nullptr;
  STEP(cudaMallocHost(&pinned, 4096));
  STEP(cudaFreeAsync(pinned, 0));
  STEP(cudaDeviceSynchronize());
  STEP(cudaMalloc(&m, 16));
}

static void sizes() {
  void *p = nullptr;
  STEP(cudaMallocAsync(&p, 0, 0));
  printf("zero bytes: %s\n", p ? "a pointer" : "null");
  STEP(cudaMallocAsync(nullptr, 16, 0));
  STEP(cudaMallocAsync(&p, (size_t)1 << 50, 0));
  STEP(cudaMallocAsync(&p, (size_t)200 << 30, 0));
  STEP(cudaMallocAsync(&p, 16, (cudaStream_t)0x1234));
  STEP(cudaStreamSynchronize(0));
  cudaMemPool_t pool = nullptr;
  STEP(cudaDeviceGetDefaultMemPool(&pool, 0));
  STEP(cudaMallocFromPoolAsync(&p, 16, nullptr, 0));
  STEP(cudaMallocFromPoolAsync(&p, 0, pool, 0));
  STEP(cudaMallocFromPoolAsync(&p, (size_t)1 << 50, pool, 0));
  STEP(cudaDeviceSynchronize());
}

static void createBad() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, nullptr));
  STEP(cudaMemPoolCreate(nullptr, &p));
  p.location.id = 1;
  STEP(cudaMemPoolCreate(&pool, &p));
  p.location.id = -1;
  STEP(cudaMemPoolCreate(&pool, &p));
  p = deviceProps();
  p.location.type = cudaMemLocationTypeInvalid;
  STEP(cudaMemPoolCreate(&pool, &p));
  p = deviceProps();
  p.allocType = cudaMemAllocationTypeInvalid;
  STEP(cudaMemPoolCreate(&pool, &p));
  p = deviceProps();
  p.handleTypes = (cudaMemAllocationHandleType)0x40;
  STEP(cudaMemPoolCreate(&pool, &p));
  p = deviceProps();
  p.location.type = cudaMemLocationTypeHost;
  STEP(cudaMemPoolCreate(&pool, &p));
  if (pool) STEP(cudaMemPoolDestroy(pool));
  pool = nullptr;
  p = deviceProps();
  p.maxSize = 1;
  STEP(cudaMemPoolCreate(&pool, &p));
  void *q = nullptr;
  if (pool) {
    STEP(cudaMallocFromPoolAsync(&q, 4096, pool, 0));
    STEP(cudaMallocFromPoolAsync(&q, 64 << 20, pool, 0));
    STEP(cudaStreamSynchronize(0));
  }
  STEP(cudaDeviceSynchronize());
}

static void attributes() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  unsigned long long v = 0;
  int i = 0;
  STEP(cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)99, &v));
  STEP(cudaMemPoolSetAttribute(pool, (cudaMemPoolAttr)99, &v));
  STEP(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, nullptr));
  v = 1 << 20;
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &v));
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &v));
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &v));
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v));
  v = 0;
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &v));
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v));
  i = 2;
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseFollowEventDependencies, &i));
  STEP(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseFollowEventDependencies, &i));
  printf("reuse follow event dependencies %d\n", i);
  v = ~0ull;
  STEP(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &v));
  STEP(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &v));
  printf("release threshold %llx\n", v);
  STEP(cudaMemPoolTrimTo(pool, ~(size_t)0));
  STEP(cudaMemPoolTrimTo(nullptr, 0));
  STEP(cudaMemPoolGetAttribute(nullptr, cudaMemPoolAttrReleaseThreshold, &v));
  STEP(cudaMemPoolDestroy(pool));
}

static void accessDescs() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  cudaMemAccessDesc desc;
  memset(&desc, 0, sizeof desc);
  desc.location.type = cudaMemLocationTypeDevice;
  desc.location.id = 0;
  desc.flags = cudaMemAccessFlagsProtRead;
  STEP(cudaMemPoolSetAccess(pool, &desc, 1));
  desc.flags = cudaMemAccessFlagsProtNone;
  STEP(cudaMemPoolSetAccess(pool, &desc, 1));
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  STEP(cudaMemPoolSetAccess(pool, &desc, 1));
  desc.location.id = 1;
  STEP(cudaMemPoolSetAccess(pool, &desc, 1));
  desc.location.id = 0;
  desc.flags = (cudaMemAccessFlags)7;
  STEP(cudaMemPoolSetAccess(pool, &desc, 1));
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  desc.location.type = cudaMemLocationTypeHost;
  STEP(cudaMemPoolSetAccess(pool, &desc, 1));
  STEP(cudaMemPoolSetAccess(pool, nullptr, 1));
  STEP(cudaMemPoolSetAccess(pool, &desc, 0));
  cudaMemAccessFlags f = (cudaMemAccessFlags)9;
  cudaMemLocation loc;
  memset(&loc, 0, sizeof loc);
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  STEP(cudaMemPoolGetAccess(&f, pool, &loc));
  printf("own device access %d\n", (int)f);
  loc.id = 1;
  STEP(cudaMemPoolGetAccess(&f, pool, &loc));
  loc.type = cudaMemLocationTypeHost;
  loc.id = 0;
  STEP(cudaMemPoolGetAccess(&f, pool, &loc));
  STEP(cudaMemPoolGetAccess(nullptr, pool, &loc));
  STEP(cudaMemPoolDestroy(pool));
}

static void exports() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  int fd = -1;
  STEP(cudaMemPoolExportToShareableHandle(&fd, pool, cudaMemHandleTypePosixFileDescriptor, 0));
  STEP(cudaMemPoolExportToShareableHandle(&fd, pool, cudaMemHandleTypeNone, 0));
  void *q = nullptr;
  STEP(cudaMallocFromPoolAsync(&q, 4096, pool, 0));
  STEP(cudaStreamSynchronize(0));
  cudaMemPoolPtrExportData data;
  STEP(cudaMemPoolExportPointer(&data, q));
  int *m = nullptr;
  STEP(cudaMalloc(&m, 4096));
  STEP(cudaMemPoolExportPointer(&data, m));
  cudaMemPool_t imported = nullptr;
  STEP(cudaMemPoolImportFromShareableHandle(&imported, (void *)(long)-1, cudaMemHandleTypePosixFileDescriptor, 0));
  cudaMemPool_t def = nullptr;
  STEP(cudaDeviceGetDefaultMemPool(&def, 0));
  STEP(cudaMemPoolExportToShareableHandle(&fd, def, cudaMemHandleTypePosixFileDescriptor, 0));
  STEP(cudaFreeAsync(q, 0));
  STEP(cudaMemPoolDestroy(pool));
  STEP(cudaDeviceSynchronize());
}

static void destroyDefault() {
  cudaMemPool_t def = nullptr, cur = nullptr;
  STEP(cudaDeviceGetDefaultMemPool(&def, 0));
  STEP(cudaMemPoolDestroy(def));
  STEP(cudaDeviceGetMemPool(&cur, 0));
  printf("current is the default %d\n", cur == def);
  void *q = nullptr;
  STEP(cudaMallocAsync(&q, 4096, 0));
  STEP(cudaFreeAsync(q, 0));
  STEP(cudaDeviceSynchronize());
}

static void destroyCurrent() {
  cudaMemPool_t pool = nullptr, def = nullptr, cur = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  STEP(cudaDeviceGetDefaultMemPool(&def, 0));
  STEP(cudaDeviceSetMemPool(0, pool));
  STEP(cudaDeviceSetMemPool(1, pool));
  STEP(cudaDeviceSetMemPool(0, nullptr));
  STEP(cudaMemPoolDestroy(pool));
  STEP(cudaDeviceGetMemPool(&cur, 0));
  printf("current is the default %d, the destroyed %d\n", cur == def, cur == pool);
  void *q = nullptr;
  STEP(cudaMallocAsync(&q, 4096, 0));
  STEP(cudaFreeAsync(q, 0));
  STEP(cudaDeviceSynchronize());
}

// inUse: a pool destroyed while memory from it is allocated; the memory is
// used and freed afterwards.
static void inUse() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  int *q = nullptr;
  STEP(cudaMallocFromPoolAsync(&q, 4096, pool, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaMemPoolDestroy(pool));
  LAUNCH(fill<<<1, 32>>>(q));
  STEP(cudaDeviceSynchronize());
  int h[32] = {0};
  STEP(cudaMemcpy(h, q, sizeof h, cudaMemcpyDeviceToHost));
  printf("h[31] %d\n", h[31]);
  STEP(cudaFreeAsync(q, 0));
  STEP(cudaDeviceSynchronize());
}

static void destroyedPool() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  STEP(cudaMemPoolDestroy(pool));
  void *q = nullptr;
  STEP(cudaMallocFromPoolAsync(&q, 4096, pool, 0));
  STEP(cudaDeviceSynchronize());
}

static void destroyTwice() {
  cudaMemPool_t pool = nullptr;
  cudaMemPoolProps p = deviceProps();
  STEP(cudaMemPoolCreate(&pool, &p));
  STEP(cudaMemPoolDestroy(pool));
  STEP(cudaMemPoolDestroy(pool));
  STEP(cudaMemPoolDestroy(nullptr));
}

// otherStream: memory freed in one stream, used in another without an
// event (reuse across streams is what the pool's attributes govern).
static void otherStream() {
  cudaStream_t s1 = nullptr, s2 = nullptr;
  STEP(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  STEP(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  int *a = nullptr, *b = nullptr;
  STEP(cudaMallocAsync(&a, 4096, s1));
  STEP(cudaFreeAsync(a, s1));
  STEP(cudaMallocAsync(&b, 4096, s2));
  printf("reused in another stream before a sync %d\n", a == b);
  STEP(cudaStreamSynchronize(s1));
  int *c = nullptr;
  STEP(cudaMallocAsync(&c, 4096, s1));
  STEP(cudaFreeAsync(c, s2));
  STEP(cudaStreamDestroy(s1));
  STEP(cudaFreeAsync(b, s1));
  STEP(cudaDeviceSynchronize());
}

// busyStream: the same reuse question while the freeing stream is busy
// with a kernel that spins for about 20 ms before the free.
__global__ void spin(long long cycles) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
}
static void busyStream() {
  cudaStream_t s1 = nullptr, s2 = nullptr;
  STEP(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  STEP(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  int *a = nullptr, *b = nullptr, *c = nullptr;
  STEP(cudaMallocAsync(&a, 4096, s1));
  LAUNCH(spin<<<1, 1, 0, s1>>>(40000000LL));
  STEP(cudaFreeAsync(a, s1));
  STEP(cudaMallocAsync(&b, 4096, s2));
  printf("reused in another stream while the freeing stream is busy %d\n", a == b);
  STEP(cudaStreamSynchronize(s1));
  STEP(cudaMallocAsync(&c, 4096, s2));
  printf("after synchronizing the freeing stream: the first block %d, the second %d\n", a == c, b == c);
  STEP(cudaDeviceSynchronize());
}

int main() {
  CASE(frees);
  CASE(sizes);
  CASE(createBad);
  CASE(attributes);
  CASE(accessDescs);
  CASE(exports);
  CASE(destroyDefault);
  CASE(destroyCurrent);
  CASE(inUse);
  CASE(destroyedPool);
  CASE(destroyTwice);
  CASE(otherStream);
  CASE(busyStream);
  return finish();
}
