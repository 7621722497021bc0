// w_managed: managed memory as applications use it: cudaMallocManaged
// written by the host, cudaMemAdvise (read-mostly, preferred location,
// accessed-by) and what cudaMemRangeGetAttribute(s) answers for each (the
// values the Runtime API's documentation defines), cudaMemPrefetchAsync to
// the device and back to the host (cudaCpuDeviceId) and the last prefetch
// location, kernels and the host taking turns on the same pages, a
// __managed__ array, cudaStreamAttachMemAsync. Results against the host's
// computation.
#include "sw27.h"

__managed__ int table[1024];

__global__ void step(int *a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * 3 + k + table[i % 1024];
}

static int attr(cudaMemRangeAttribute a, const void *p, size_t bytes) {
  int v = -7;
  cudaError_t e = cudaMemRangeGetAttribute(&v, sizeof v, a, p, bytes);
  if (e != cudaSuccess) {
    printf("cudaMemRangeGetAttribute(%d): %s\n", (int)a, cudaGetErrorName(e));
    failures++;
  }
  return v;
}

// CUDA 13 names a location by a cudaMemLocation where 11.8 took a device
// id (cudaCpuDeviceId: the host), and its prefetch takes flags.
#if CUDART_VERSION >= 13000
static cudaMemLocation where(int dev) {
  cudaMemLocation l = {};
  l.type = dev == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  l.id = dev == cudaCpuDeviceId ? 0 : dev;
  return l;
}
static cudaError_t advise(const void *p, size_t n, cudaMemoryAdvise a, int dev) { return cudaMemAdvise(p, n, a, where(dev)); }
static cudaError_t prefetch(const void *p, size_t n, int dev, cudaStream_t s) { return cudaMemPrefetchAsync(p, n, where(dev), 0, s); }
#else
static cudaError_t advise(const void *p, size_t n, cudaMemoryAdvise a, int dev) { return cudaMemAdvise(p, n, a, dev); }
static cudaError_t prefetch(const void *p, size_t n, int dev, cudaStream_t s) { return cudaMemPrefetchAsync(p, n, dev, s); }
#endif

int main() {
  int dev = 0, concurrent = 0;
  CK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, dev));
  printf("concurrent managed access: %d\n", concurrent);
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(int);
  int *a;
  CK(cudaMallocManaged(&a, bytes));
  std::vector<long long> want(n);
  for (int i = 0; i < n; i++) a[i] = i, want[i] = i;
  for (int i = 0; i < 1024; i++) table[i] = i * i;

  // advice and what the range answers
  CK(advise(a, bytes, cudaMemAdviseSetReadMostly, dev));
  check(attr(cudaMemRangeAttributeReadMostly, a, bytes) == 1, "read-mostly set");
  CK(advise(a, bytes, cudaMemAdviseUnsetReadMostly, dev));
  check(attr(cudaMemRangeAttributeReadMostly, a, bytes) == 0, "read-mostly unset");
  CK(advise(a, bytes, cudaMemAdviseSetPreferredLocation, dev));
  check(attr(cudaMemRangeAttributePreferredLocation, a, bytes) == dev, "preferred location: the device");
  CK(advise(a, bytes / 2, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId));
  check(attr(cudaMemRangeAttributePreferredLocation, a, bytes / 2) == cudaCpuDeviceId, "preferred location: the host");
  check(attr(cudaMemRangeAttributePreferredLocation, a, bytes) == cudaInvalidDeviceId, "preferred location of a mixed range: invalid");
  CK(advise(a, bytes, cudaMemAdviseUnsetPreferredLocation, dev));
  check(attr(cudaMemRangeAttributePreferredLocation, a, bytes) == cudaInvalidDeviceId, "preferred location unset");
  CK(advise(a, bytes, cudaMemAdviseSetAccessedBy, dev));
  int accessedBy[4] = {-9, -9, -9, -9};
  CK(cudaMemRangeGetAttribute(accessedBy, sizeof accessedBy, cudaMemRangeAttributeAccessedBy, a, bytes));
  printf("accessed by: %d %d %d %d\n", accessedBy[0], accessedBy[1], accessedBy[2], accessedBy[3]);
  check(accessedBy[0] == dev && accessedBy[1] == cudaInvalidDeviceId, "accessed-by lists the device, then invalid ids");
  CK(advise(a, bytes, cudaMemAdviseUnsetAccessedBy, dev));

  // prefetches, kernels and host updates taking turns
  cudaStream_t s;
  CK(cudaStreamCreate(&s));
  for (int round = 0; round < 4; round++) {
    if (concurrent) {
      CK(prefetch(a, bytes, dev, s));
      CK(cudaStreamSynchronize(s));
      check(attr(cudaMemRangeAttributeLastPrefetchLocation, a, bytes) == dev, "last prefetch: the device");
    }
    step<<<n / 256, 256, 0, s>>>(a, n, round);
    if (concurrent) CK(prefetch(a, bytes, cudaCpuDeviceId, s));
    CK(cudaStreamSynchronize(s));
    if (concurrent) check(attr(cudaMemRangeAttributeLastPrefetchLocation, a, bytes) == cudaCpuDeviceId, "last prefetch: the host");
    for (int i = 0; i < n; i++) want[i] = (int)((unsigned)want[i] * 3u + round + table[i % 1024]);
    for (int i = round; i < n; i += 4096) a[i] ^= 0x5a5a, want[i] = (int)want[i] ^ 0x5a5a;  // the host writes between kernels
  }
  std::vector<long long> got(a, a + n);
  compare("managed array after 4 rounds", got, want);

  // several attributes at once
  int rm = -1, pl = -1;
  void *data[2] = {&rm, &pl};
  size_t sizes[2] = {sizeof rm, sizeof pl};
  cudaMemRangeAttribute which[2] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributePreferredLocation};
  CK(cudaMemRangeGetAttributes(data, sizes, which, 2, a, bytes));
  check(rm == 0 && pl == cudaInvalidDeviceId, "cudaMemRangeGetAttributes");

  // memory attached to a stream
  int *b;
  CK(cudaMallocManaged(&b, 4096 * sizeof(int), cudaMemAttachHost));
  for (int i = 0; i < 4096; i++) b[i] = -i;
  CK(cudaStreamAttachMemAsync(s, b, 0, cudaMemAttachSingle));
  step<<<16, 256, 0, s>>>(b, 4096, 7);
  CK(cudaStreamSynchronize(s));
  std::vector<long long> gb(b, b + 4096), wb(4096);
  for (int i = 0; i < 4096; i++) wb[i] = -i * 3 + 7 + table[i % 1024];
  compare("stream-attached managed array", gb, wb);
  CK(cudaFree(b));
  CK(cudaFree(a));
  CK(cudaStreamDestroy(s));
  return finish();
}
