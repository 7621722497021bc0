// s_managed: managed memory as tests use it: cudaMallocManaged read and
// written by host and kernels, cudaMemPrefetchAsync to the device and back to
// the host, cudaMemAdvise (read mostly, preferred location, accessed by),
// cudaMemRangeGetAttribute of what was advised, the device's managed-memory
// attributes, cudaStreamAttachMemAsync, and __managed__ variables.
#include <cstdint>
#include "check.h"

__managed__ int counter = 5;

__global__ void scale(float *p, int n, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= k;
  if (i == 0) counter += 1;
}

static cudaMemLocation loc(cudaMemLocationType t, int id) {
  cudaMemLocation l = {};
  l.type = t;
  l.id = id;
  return l;
}

// CUDA 13 takes a cudaMemLocation where CUDA 11 took a device number
// (cudaCpuDeviceId for the host).
#if CUDART_VERSION >= 13000
#define HOST cudaMemLocationTypeHost
#define PREFETCH(p, n, type, id, s) cudaMemPrefetchAsync(p, n, loc(type, id), 0, s)
#define ADVISE(p, n, a, type, id) cudaMemAdvise(p, n, a, loc(type, id))
#else
#define HOST cudaMemLocationTypeInvalid
#define PREFETCH(p, n, type, id, s) cudaMemPrefetchAsync(p, n, (type) == HOST ? cudaCpuDeviceId : (id), s)
#define ADVISE(p, n, a, type, id) cudaMemAdvise(p, n, a, (type) == HOST ? cudaCpuDeviceId : (id))
#endif

int main() {
  int dev = 0;
  int attrs[] = {cudaDevAttrManagedMemory, cudaDevAttrConcurrentManagedAccess, cudaDevAttrPageableMemoryAccess,
                 cudaDevAttrDirectManagedMemAccessFromHost, cudaDevAttrPageableMemoryAccessUsesHostPageTables};
  for (int a : attrs) {
    int v = -1;
    cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, dev);
    printf("device attribute %d = %d\n", a, v);
  }
  printf("counter %d\n", counter);
  const int N = 1 << 18;
  float *p;
  REQUIRE(cudaMallocManaged((void **)&p, N * sizeof(float)));
  for (int i = 0; i < N; i++) p[i] = (float)i;
  cudaStream_t s;
  cudaStreamCreate(&s);
  OK(PREFETCH(p, N * sizeof(float), cudaMemLocationTypeDevice, dev, s));
  scale<<<N / 256, 256, 0, s>>>(p, N, 2.0f);
  OK(PREFETCH(p, N * sizeof(float), HOST, 0, s));
  OK(cudaStreamSynchronize(s));
  check(p[N - 1] == 2.0f * (N - 1) && counter == 6, "prefetched round trip");

  OK(ADVISE(p, N * sizeof(float), cudaMemAdviseSetReadMostly, cudaMemLocationTypeDevice, dev));
  int rm = -1;
  OK(cudaMemRangeGetAttribute(&rm, sizeof rm, cudaMemRangeAttributeReadMostly, p, N * sizeof(float)));
  printf("read mostly %d\n", rm);
  OK(ADVISE(p, N * sizeof(float), cudaMemAdviseUnsetReadMostly, cudaMemLocationTypeDevice, dev));
  OK(cudaMemRangeGetAttribute(&rm, sizeof rm, cudaMemRangeAttributeReadMostly, p, N * sizeof(float)));
  printf("read mostly after unset %d\n", rm);
  OK(ADVISE(p, N * sizeof(float), cudaMemAdviseSetPreferredLocation, cudaMemLocationTypeDevice, dev));
  int pl = -9;
  OK(cudaMemRangeGetAttribute(&pl, sizeof pl, cudaMemRangeAttributePreferredLocation, p, N * sizeof(float)));
  printf("preferred location %d\n", pl);
  OK(ADVISE(p, N * sizeof(float), cudaMemAdviseSetAccessedBy, cudaMemLocationTypeDevice, dev));
  int by[4] = {-9, -9, -9, -9};
  OK(cudaMemRangeGetAttribute(by, sizeof by, cudaMemRangeAttributeAccessedBy, p, N * sizeof(float)));
  printf("accessed by %d %d %d %d\n", by[0], by[1], by[2], by[3]);
  OK(PREFETCH(p, N * sizeof(float), cudaMemLocationTypeDevice, dev, s));
  OK(cudaStreamSynchronize(s));
  int last = -9;
  OK(cudaMemRangeGetAttribute(&last, sizeof last, cudaMemRangeAttributeLastPrefetchLocation, p, N * sizeof(float)));
  printf("last prefetch location %d\n", last);
  scale<<<N / 256, 256>>>(p, N, 0.5f);
  OK(cudaDeviceSynchronize());
  check(p[12345] == 12345.0f && counter == 7, "after advice");
  SHOW(ADVISE(p, N * sizeof(float), (cudaMemoryAdvise)77, cudaMemLocationTypeDevice, dev));
  SHOW(PREFETCH(p, N * sizeof(float), cudaMemLocationTypeDevice, 9, s));
  int *d;
  cudaMalloc(&d, 4096);
  SHOW(PREFETCH(d, 4096, cudaMemLocationTypeDevice, dev, s));
  SHOW(cudaGetLastError());

  // A host-attached allocation, attached to a stream, used there.
  float *q;
  OK(cudaMallocManaged((void **)&q, 1024 * sizeof(float), cudaMemAttachHost));
  for (int i = 0; i < 1024; i++) q[i] = 1.0f;
  OK(cudaStreamAttachMemAsync(s, q, 0, cudaMemAttachSingle));
  scale<<<4, 256, 0, s>>>(q, 1024, 3.0f);
  OK(cudaStreamSynchronize(s));
  check(q[1023] == 3.0f, "stream-attached managed memory");
  SHOW(cudaMallocManaged((void **)&q, 1024, 7));
  OK(cudaFree(p));
  printf("counter %d\n", counter);
  return finish();
}
