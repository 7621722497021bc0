// s_ax_pools_b: s_ax_pools without the call the H200 crashed in
// (cudaMemPoolSetAttribute with a NULL value), so that the rest is
// recorded. s_ax_pools: stream-ordered allocation edges: cudaMallocAsync of 0 bytes
// and of too much, cudaFreeAsync of null, of an offset, twice; every pool
// attribute read and set (release threshold, reuse flags, reserved/used
// current/high after allocations and trims, resetting the highs to zero
// and to other values); pools created with each location and handle type
// and maximum sizes; cudaMemPoolTrimTo; the device's current and default
// pool; cudaMemPoolGetAccess/SetAccess.
#include <cstring>
#include "check.h"

static void attrs(const char *what, cudaMemPool_t p) {
  unsigned long long th = 0, rc = 0, rh = 0, uc = 0, uh = 0;
  int f1 = -1, f2 = -1, f3 = -1;
  cudaError_t e1 = cudaMemPoolGetAttribute(p, cudaMemPoolAttrReleaseThreshold, &th);
  cudaMemPoolGetAttribute(p, cudaMemPoolReuseFollowEventDependencies, &f1);
  cudaMemPoolGetAttribute(p, cudaMemPoolReuseAllowOpportunistic, &f2);
  cudaMemPoolGetAttribute(p, cudaMemPoolReuseAllowInternalDependencies, &f3);
  cudaMemPoolGetAttribute(p, cudaMemPoolAttrReservedMemCurrent, &rc);
  cudaMemPoolGetAttribute(p, cudaMemPoolAttrReservedMemHigh, &rh);
  cudaMemPoolGetAttribute(p, cudaMemPoolAttrUsedMemCurrent, &uc);
  cudaError_t e2 = cudaMemPoolGetAttribute(p, cudaMemPoolAttrUsedMemHigh, &uh);
  printf("%-30s %s threshold %llu reuse %d %d %d reserved %llu high %llu used %llu high %llu %s\n", what, cudaGetErrorName(e1), th, f1,
         f2, f3, rc, rh, uc, uh, cudaGetErrorName(e2));
}

int main() {
  cudaMemPool_t def = nullptr, cur = nullptr;
  SHOW(cudaDeviceGetDefaultMemPool(&def, 0));
  SHOW(cudaDeviceGetMemPool(&cur, 0));
  printf("current is default %d\n", def == cur);
  SHOW(cudaDeviceGetDefaultMemPool(&cur, 1));
  SHOW(cudaGetLastError());
  attrs("default fresh", def);
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  char *a = nullptr, *b = nullptr, *c = nullptr;
  SHOW(cudaMallocAsync((void **)&a, 0, s));
  printf("0 bytes null %d\n", a == nullptr);
  SHOW(cudaFreeAsync(a, s));
  SHOW(cudaFreeAsync(nullptr, s));
  SHOW(cudaMallocAsync((void **)&a, (size_t)1 << 50, s));
  SHOW(cudaGetLastError());
  SHOW(cudaMallocAsync(nullptr, 16, s));
  SHOW(cudaMallocAsync((void **)&a, 1000, s));
  SHOW(cudaMallocAsync((void **)&b, 3 << 20, s));
  SHOW(cudaMallocAsync((void **)&c, 1, s));
  SHOW(cudaStreamSynchronize(s));
  attrs("default after 3 allocations", def);
  SHOW(cudaFreeAsync(a + 16, s));
  SHOW(cudaGetLastError());
  SHOW(cudaFreeAsync(a, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaFreeAsync(a, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaGetLastError());
  SHOW(cudaFreeAsync(b, s));
  SHOW(cudaFreeAsync(c, s));
  SHOW(cudaStreamSynchronize(s));
  attrs("default after frees", def);
  unsigned long long zero = 0, one = 1, big = 64ull << 20;
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &one));
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &one));
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &zero));
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &zero));
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemCurrent, &zero));
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemCurrent, &zero));
  attrs("default after resets", def);
  SHOW(cudaMemPoolTrimTo(def, 0));
  attrs("default after trim", def);
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &big));
  int zeroi = 0, twoi = 2;
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &zeroi));
  SHOW(cudaMemPoolSetAttribute(def, cudaMemPoolReuseAllowInternalDependencies, &twoi));
  SHOW(cudaMemPoolSetAttribute(def, (cudaMemPoolAttr)99, &zeroi));
  SHOW(cudaMemPoolGetAttribute(def, (cudaMemPoolAttr)99, &zeroi));
  SHOW(cudaGetLastError());
  attrs("default after sets", def);
  SHOW(cudaMallocAsync((void **)&a, 5 << 20, s));
  SHOW(cudaFreeAsync(a, s));
  SHOW(cudaStreamSynchronize(s));
  attrs("default kept under threshold", def);
  SHOW(cudaMemPoolTrimTo(def, 1 << 20));
  attrs("default trimmed to 1 MiB", def);
  SHOW(cudaMemPoolTrimTo(def, 0));
  attrs("default trimmed to 0", def);
  // created pools
  struct P { const char *what; cudaMemLocationType lt; int id; cudaMemAllocationHandleType ht; size_t maxSize; };
  P ps[] = {{"device", cudaMemLocationTypeDevice, 0, cudaMemHandleTypeNone, 0},
            {"device 1", cudaMemLocationTypeDevice, 1, cudaMemHandleTypeNone, 0},
            {"device fd", cudaMemLocationTypeDevice, 0, cudaMemHandleTypePosixFileDescriptor, 0},
            {"device fabric", cudaMemLocationTypeDevice, 0, cudaMemHandleTypeFabric, 0},
            {"device max 4 MiB", cudaMemLocationTypeDevice, 0, cudaMemHandleTypeNone, 4 << 20},
            {"device max 1000", cudaMemLocationTypeDevice, 0, cudaMemHandleTypeNone, 1000},
            {"host", cudaMemLocationTypeHost, 0, cudaMemHandleTypeNone, 0},
            {"host numa 0", cudaMemLocationTypeHostNuma, 0, cudaMemHandleTypeNone, 0},
            {"invalid", cudaMemLocationTypeInvalid, 0, cudaMemHandleTypeNone, 0}};
  for (auto &p : ps) {
    cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = p.lt;
    props.location.id = p.id;
    props.handleTypes = p.ht;
    props.maxSize = p.maxSize;
    cudaMemPool_t pool = nullptr;
    cudaError_t e = cudaMemPoolCreate(&pool, &props);
    cudaGetLastError();
    printf("create %-18s -> %s\n", p.what, cudaGetErrorName(e));
    if (e != cudaSuccess) continue;
    char *x = nullptr, *y = nullptr;
    cudaError_t e1 = cudaMallocFromPoolAsync((void **)&x, 3 << 20, pool, s);
    cudaError_t e2 = cudaMallocFromPoolAsync((void **)&y, 3 << 20, pool, s);
    cudaGetLastError();
    cudaError_t sy = cudaStreamSynchronize(s);
    printf("  allocations %s %s sync %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2), cudaGetErrorName(sy));
    attrs("  after allocations", pool);
    cudaMemAccessDesc desc;
    desc.location.type = cudaMemLocationTypeDevice;
    desc.location.id = 0;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    cudaMemAccessFlags fl = (cudaMemAccessFlags)9;
    cudaMemLocation l = desc.location;
    cudaError_t ga = cudaMemPoolGetAccess(&fl, pool, &l);
    cudaError_t sa = cudaMemPoolSetAccess(pool, &desc, 1);
    printf("  access %s %d set %s\n", cudaGetErrorName(ga), (int)fl, cudaGetErrorName(sa));
    if (x) cudaFreeAsync(x, s);
    if (y) cudaFreeAsync(y, s);
    cudaStreamSynchronize(s);
    cudaGetLastError();
    attrs("  after frees", pool);
    cudaError_t sd = cudaDeviceSetMemPool(0, pool);
    cudaMemPool_t now = nullptr;
    cudaDeviceGetMemPool(&now, 0);
    printf("  set as current %s is current %d\n", cudaGetErrorName(sd), now == pool);
    cudaDeviceSetMemPool(0, def);
    cudaGetLastError();
    printf("  destroy %s\n", cudaGetErrorName(cudaMemPoolDestroy(pool)));
  }
  SHOW(cudaMemPoolCreate(nullptr, nullptr));
  SHOW(cudaMemPoolDestroy(def));
  SHOW(cudaGetLastError());
  cudaMemAccessDesc self;
  self.location.type = cudaMemLocationTypeDevice;
  self.location.id = 0;
  self.flags = cudaMemAccessFlagsProtNone;
  SHOW(cudaMemPoolSetAccess(def, &self, 1));
  self.location.id = 1;
  self.flags = cudaMemAccessFlagsProtReadWrite;
  SHOW(cudaMemPoolSetAccess(def, &self, 1));
  SHOW(cudaGetLastError());
  OK(cudaStreamDestroy(s));
  return finish();
}
