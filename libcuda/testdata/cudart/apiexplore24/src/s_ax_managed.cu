// s_ax_managed: cudaMallocManaged's flags and sizes, cudaMemAdvise and
// cudaMemPrefetchAsync (CUDA 13's cudaMemLocation forms) with every
// location type, on parts of an allocation, on memory that is not managed;
// cudaMemRangeGetAttribute(s) of each attribute, with short data sizes.
#include <cstdlib>
#include <cstring>
#include "check.h"

static cudaMemLocation loc(cudaMemLocationType t, int id) {
  cudaMemLocation l;
  l.type = t;
  l.id = id;
  return l;
}

static void ranges(const char *what, const void *p, size_t n) {
  int rm = -7, pl = -7, last = -7, plt = -7, pli = -7, lpt = -7, lpi = -7;
  int by[4] = {-7, -7, -7, -7};
  cudaError_t e1 = cudaMemRangeGetAttribute(&rm, 4, cudaMemRangeAttributeReadMostly, p, n);
  cudaError_t e2 = cudaMemRangeGetAttribute(&pl, 4, cudaMemRangeAttributePreferredLocation, p, n);
  cudaError_t e3 = cudaMemRangeGetAttribute(by, sizeof by, cudaMemRangeAttributeAccessedBy, p, n);
  cudaError_t e4 = cudaMemRangeGetAttribute(&last, 4, cudaMemRangeAttributeLastPrefetchLocation, p, n);
  cudaError_t e5 = cudaMemRangeGetAttribute(&plt, 4, cudaMemRangeAttributePreferredLocationType, p, n);
  cudaError_t e6 = cudaMemRangeGetAttribute(&pli, 4, cudaMemRangeAttributePreferredLocationId, p, n);
  cudaError_t e7 = cudaMemRangeGetAttribute(&lpt, 4, cudaMemRangeAttributeLastPrefetchLocationType, p, n);
  cudaError_t e8 = cudaMemRangeGetAttribute(&lpi, 4, cudaMemRangeAttributeLastPrefetchLocationId, p, n);
  printf("%-26s readmostly %s %d preferred %s %d by %s %d %d %d %d last %s %d pltype %s %d plid %s %d lptype %s %d lpid %s %d\n", what,
         cudaGetErrorName(e1), rm, cudaGetErrorName(e2), pl, cudaGetErrorName(e3), by[0], by[1], by[2], by[3], cudaGetErrorName(e4),
         last, cudaGetErrorName(e5), plt, cudaGetErrorName(e6), pli, cudaGetErrorName(e7), lpt, cudaGetErrorName(e8), lpi);
  cudaGetLastError();
}

int main() {
  int v = -1;
  cudaDeviceGetAttribute(&v, cudaDevAttrConcurrentManagedAccess, 0);
  printf("concurrent managed access %d\n", v);
  cudaDeviceGetAttribute(&v, cudaDevAttrPageableMemoryAccess, 0);
  printf("pageable memory access %d\n", v);
  cudaDeviceGetAttribute(&v, cudaDevAttrManagedMemory, 0);
  printf("managed memory %d\n", v);
  const size_t N = 1 << 21;
  char *m = nullptr, *z = (char *)1, *d = nullptr;
  SHOW(cudaMallocManaged((void **)&z, 0));
  printf("size 0 null %d\n", z == nullptr);
  SHOW(cudaMallocManaged((void **)&z, 100, 0));
  SHOW(cudaMallocManaged((void **)&z, 100, 3));
  SHOW(cudaMallocManaged((void **)&z, 100, 4));
  SHOW(cudaMallocManaged((void **)&z, 100, cudaMemAttachHost));
  SHOW(cudaFree(z));
  SHOW(cudaGetLastError());
  REQUIRE(cudaMallocManaged((void **)&m, N));
  REQUIRE(cudaMalloc((void **)&d, N));
  ranges("fresh", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  ranges("read mostly", m, N);
  SHOW(cudaMemAdvise(m + 4096, 8192, cudaMemAdviseUnsetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  ranges("part unset, whole", m, N);
  ranges("part unset, the part", m + 4096, 8192);
  ranges("part unset, one byte", m + 5000, 1);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetPreferredLocation, loc(cudaMemLocationTypeHost, 0)));
  ranges("preferred host", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetPreferredLocation, loc(cudaMemLocationTypeDevice, 0)));
  ranges("preferred device", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetPreferredLocation, loc(cudaMemLocationTypeDevice, 1)));
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetPreferredLocation, loc(cudaMemLocationTypeInvalid, 0)));
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetPreferredLocation, loc(cudaMemLocationTypeHostNuma, 0)));
  ranges("preferred numa 0", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetPreferredLocation, loc(cudaMemLocationTypeHostNumaCurrent, 0)));
  ranges("preferred numa current", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseUnsetPreferredLocation, loc(cudaMemLocationTypeDevice, 0)));
  ranges("preferred unset", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetAccessedBy, loc(cudaMemLocationTypeHost, 0)));
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseSetAccessedBy, loc(cudaMemLocationTypeDevice, 0)));
  ranges("accessed by", m, N);
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseUnsetAccessedBy, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaMemAdvise(m, N, cudaMemAdviseUnsetAccessedBy, loc(cudaMemLocationTypeHost, 0)));
  ranges("accessed by unset", m, N);
  SHOW(cudaMemAdvise(m, N, (cudaMemoryAdvise)99, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaMemAdvise(m, 0, cudaMemAdviseSetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaMemAdvise(m, N + 4096, cudaMemAdviseSetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaMemAdvise(m + 1, 100, cudaMemAdviseSetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaMemAdvise(d, N, cudaMemAdviseSetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaMemAdvise(nullptr, N, cudaMemAdviseSetReadMostly, loc(cudaMemLocationTypeDevice, 0)));
  SHOW(cudaGetLastError());
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  SHOW(cudaMemPrefetchAsync(m, N, loc(cudaMemLocationTypeDevice, 0), 0, s));
  SHOW(cudaStreamSynchronize(s));
  ranges("prefetched device", m, N);
  SHOW(cudaMemPrefetchAsync(m, 4096, loc(cudaMemLocationTypeHost, 0), 0, s));
  SHOW(cudaStreamSynchronize(s));
  ranges("prefetched host part, all", m, N);
  ranges("prefetched host part", m, 4096);
  SHOW(cudaMemPrefetchAsync(m, N, loc(cudaMemLocationTypeHostNuma, 0), 0, s));
  SHOW(cudaStreamSynchronize(s));
  ranges("prefetched numa 0", m, N);
  SHOW(cudaMemPrefetchAsync(m, N, loc(cudaMemLocationTypeDevice, 1), 0, s));
  SHOW(cudaMemPrefetchAsync(m, N, loc(cudaMemLocationTypeInvalid, 0), 0, s));
  SHOW(cudaMemPrefetchAsync(m, N, loc(cudaMemLocationTypeDevice, 0), 1, s));
  SHOW(cudaMemPrefetchAsync(m, 0, loc(cudaMemLocationTypeDevice, 0), 0, s));
  SHOW(cudaMemPrefetchAsync(m, N + 1, loc(cudaMemLocationTypeDevice, 0), 0, s));
  SHOW(cudaMemPrefetchAsync(d, N, loc(cudaMemLocationTypeDevice, 0), 0, s));
  SHOW(cudaMemPrefetchAsync(m + 3, 10, loc(cudaMemLocationTypeDevice, 0), 0, s));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamSynchronize(s));
  ranges("device memory", d, N);
  ranges("past the end", m, N + 4096);
  ranges("zero count", m, 0);
  ranges("null", nullptr, 16);
  int small = 0;
  SHOW(cudaMemRangeGetAttribute(&small, 2, cudaMemRangeAttributeReadMostly, m, N));
  SHOW(cudaMemRangeGetAttribute(&small, 8, cudaMemRangeAttributeReadMostly, m, N));
  SHOW(cudaMemRangeGetAttribute(&small, 4, (cudaMemRangeAttribute)99, m, N));
  SHOW(cudaMemRangeGetAttribute(&small, 2, cudaMemRangeAttributeAccessedBy, m, N));
  SHOW(cudaMemRangeGetAttribute(&small, 6, cudaMemRangeAttributeAccessedBy, m, N));
  SHOW(cudaMemRangeGetAttribute(nullptr, 4, cudaMemRangeAttributeReadMostly, m, N));
  int a1 = -7, a2 = -7, a3[2] = {-7, -7};
  void *data[] = {&a1, &a2, a3};
  size_t sizes[] = {4, 4, 8};
  cudaMemRangeAttribute as[] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributeLastPrefetchLocation, cudaMemRangeAttributeAccessedBy};
  SHOW(cudaMemRangeGetAttributes(data, sizes, as, 3, m, N));
  printf("attributes %d %d %d %d\n", a1, a2, a3[0], a3[1]);
  SHOW(cudaMemRangeGetAttributes(data, sizes, as, 0, m, N));
  sizes[0] = 1;
  SHOW(cudaMemRangeGetAttributes(data, sizes, as, 3, m, N));
  SHOW(cudaGetLastError());
  // managed memory attached to a stream
  char *sm = nullptr;
  SHOW(cudaMallocManaged((void **)&sm, 4096, cudaMemAttachHost));
  SHOW(cudaStreamAttachMemAsync(s, sm, 0, cudaMemAttachSingle));
  SHOW(cudaStreamAttachMemAsync(s, sm, 4096, cudaMemAttachGlobal));
  SHOW(cudaStreamAttachMemAsync(s, sm, 100, cudaMemAttachGlobal));
  SHOW(cudaStreamAttachMemAsync(s, sm + 64, 0, cudaMemAttachGlobal));
  SHOW(cudaStreamAttachMemAsync(s, sm, 0, 7));
  SHOW(cudaStreamAttachMemAsync(s, d, 0, cudaMemAttachGlobal));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaFree(sm));
  OK(cudaStreamDestroy(s));
  OK(cudaFree(m));
  OK(cudaFree(d));
  return finish();
}
