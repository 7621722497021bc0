// r_multidev2: two devices (cudasim: CUDASIM_DEVICES=2) as multi-GPU library
// tests use them beyond copies: managed memory prefetched to each device and
// read there, cudaMemAdvise with the other device and what
// cudaMemRangeGetAttribute answers; a memory pool of device 0 made accessible
// to device 1 (cudaMemPoolSetAccess/GetAccess) and read by its kernel; a
// capture that forks from a stream of device 0 into one of device 1 through
// events and joins back (a graph with kernels on both devices), launched
// twice; an explicit graph with kernel nodes of both devices; a host
// thread per device; cudaDeviceSynchronize of each; cudaGetDeviceProperties
// and PCI bus ids of both.
#include "rt.h"
#include <thread>
#include <vector>

__global__ void addK(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
__global__ void mulK(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= v;
}
__global__ void copyK(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i];
}

static size_t countBad(const int *h, int n, int want) {
  size_t bad = 0;
  for (int i = 0; i < n; i++) bad += h[i] != want;
  return bad;
}

int main() {
  if (!twoDevices()) return finish();
  cudaDeviceProp p0, p1;
  OK(cudaGetDeviceProperties(&p0, 0));
  OK(cudaGetDeviceProperties(&p1, 1));
  check(p0.pciBusID != p1.pciBusID || p0.pciDeviceID != p1.pciDeviceID || p0.pciDomainID != p1.pciDomainID, "two PCI locations");
  char bus[2][32];
  OK(cudaDeviceGetPCIBusId(bus[0], 32, 0));
  OK(cudaDeviceGetPCIBusId(bus[1], 32, 1));
  int back = -1;
  OK(cudaDeviceGetByPCIBusId(&back, bus[1]));
  check(back == 1, "device 1's bus id names device 1");
  OK(cudaDeviceGetByPCIBusId(&back, bus[0]));
  check(back == 0, "device 0's bus id names device 0");

  const int N = 2048;
  // --- managed memory moving between the devices
  int *m = nullptr;
  REQUIRE(cudaSetDevice(0));
  REQUIRE(cudaMallocManaged(&m, N * sizeof(int)));
  for (int i = 0; i < N; i++) m[i] = 1;
  OK(advise(m, N * sizeof(int), cudaMemAdviseSetPreferredLocation, 1));
  OK(advise(m, N * sizeof(int), cudaMemAdviseSetAccessedBy, 0));
  int loc = -9;
  OK(cudaMemRangeGetAttribute(&loc, sizeof loc, cudaMemRangeAttributePreferredLocation, m, N * sizeof(int)));
  printf("preferred location %d\n", loc);
  check(loc == 1, "preferred location is device 1");
  int acc[3] = {-9, -9, -9};
  OK(cudaMemRangeGetAttribute(acc, sizeof acc, cudaMemRangeAttributeAccessedBy, m, N * sizeof(int)));
  printf("accessed by %d %d %d\n", acc[0], acc[1], acc[2]);
  check(acc[0] == 0 && acc[1] == -2 && acc[2] == -2, "accessed by device 0, the rest cudaInvalidDeviceId");
  cudaStream_t s0, s1;
  OK(cudaStreamCreate(&s0));
  REQUIRE(cudaSetDevice(1));
  OK(cudaStreamCreate(&s1));
  OK(prefetch(m, N * sizeof(int), 1, s1));
  addK<<<N / 256, 256, 0, s1>>>(m, N, 4); // device 1
  OK(cudaStreamSynchronize(s1));
  OK(cudaMemRangeGetAttribute(&loc, sizeof loc, cudaMemRangeAttributeLastPrefetchLocation, m, N * sizeof(int)));
  check(loc == 1, "last prefetch location 1");
  OK(cudaSetDevice(0));
  OK(prefetch(m, N * sizeof(int), 0, s0));
  mulK<<<N / 256, 256, 0, s0>>>(m, N, 3); // device 0
  OK(cudaStreamSynchronize(s0));
  OK(cudaMemRangeGetAttribute(&loc, sizeof loc, cudaMemRangeAttributeLastPrefetchLocation, m, N * sizeof(int)));
  check(loc == 0, "last prefetch location 0");
  data("managed memory used by device 1 then device 0", N, countBad(m, N, 15));
  OK(prefetch(m, N * sizeof(int), cudaCpuDeviceId, s0));
  OK(cudaStreamSynchronize(s0));
  OK(cudaMemRangeGetAttribute(&loc, sizeof loc, cudaMemRangeAttributeLastPrefetchLocation, m, N * sizeof(int)));
  check(loc == cudaCpuDeviceId, "last prefetch location the host");

  // --- a pool of device 0 read by device 1
  cudaMemPool_t pool;
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  OK(cudaMemPoolCreate(&pool, &props));
  cudaMemLocation l1 = {cudaMemLocationTypeDevice, 1};
  cudaMemAccessFlags f = cudaMemAccessFlagsProtNone;
  OK(cudaMemPoolGetAccess(&f, pool, &l1));
  printf("device 1's access before: %d\n", (int)f);
  check(f == cudaMemAccessFlagsProtNone, "no access by default");
  cudaMemAccessDesc ad = {};
  ad.location = l1;
  ad.flags = cudaMemAccessFlagsProtReadWrite;
  OK(cudaMemPoolSetAccess(pool, &ad, 1));
  OK(cudaMemPoolGetAccess(&f, pool, &l1));
  check(f == cudaMemAccessFlagsProtReadWrite, "read-write after SetAccess");
  cudaMemLocation l0 = {cudaMemLocationTypeDevice, 0};
  OK(cudaMemPoolGetAccess(&f, pool, &l0));
  check(f == cudaMemAccessFlagsProtReadWrite, "the owner reads and writes");
  int *pm = nullptr, *d1 = nullptr;
  OK(cudaMallocFromPoolAsync(&pm, N * sizeof(int), pool, s0));
  OK(cudaMemsetAsync(pm, 0, N * sizeof(int), s0));
  addK<<<N / 256, 256, 0, s0>>>(pm, N, 21);
  cudaEvent_t ev0;
  OK(cudaEventCreateWithFlags(&ev0, cudaEventDisableTiming));
  OK(cudaEventRecord(ev0, s0));
  OK(cudaSetDevice(1));
  REQUIRE(cudaMalloc(&d1, N * sizeof(int)));
  OK(cudaStreamWaitEvent(s1, ev0, 0));
  copyK<<<N / 256, 256, 0, s1>>>(d1, pm, N); // device 1 reads device 0's pool memory
  OK(cudaGetLastError());
  std::vector<int> h(N);
  OK(cudaMemcpyAsync(h.data(), d1, N * sizeof(int), cudaMemcpyDeviceToHost, s1));
  OK(cudaStreamSynchronize(s1));
  data("device 1's kernel reads device 0's pool", N, countBad(h.data(), N, 21));
  OK(cudaFreeAsync(pm, s1)); // freed in device 1's stream
  OK(cudaStreamSynchronize(s1));

  // --- capture forking from device 0's stream into device 1's and back
  OK(cudaSetDevice(0));
  int *d0 = nullptr;
  REQUIRE(cudaMalloc(&d0, N * sizeof(int)));
  OK(cudaMemset(d0, 0, N * sizeof(int)));
  OK(cudaSetDevice(1));
  OK(cudaMemset(d1, 0, N * sizeof(int)));
  OK(cudaSetDevice(0));
  cudaEvent_t fork, join;
  OK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  OK(cudaSetDevice(1));
  OK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
  OK(cudaSetDevice(0));
  cudaGraph_t g;
  OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
  addK<<<N / 256, 256, 0, s0>>>(d0, N, 2);
  OK(cudaEventRecord(fork, s0));
  OK(cudaStreamWaitEvent(s1, fork, 0));
  OK(cudaSetDevice(1));
  addK<<<N / 256, 256, 0, s1>>>(d1, N, 5);
  OK(cudaEventRecord(join, s1));
  OK(cudaSetDevice(0));
  OK(cudaStreamWaitEvent(s0, join, 0));
  mulK<<<N / 256, 256, 0, s0>>>(d0, N, 10);
  OK(cudaStreamEndCapture(s0, &g));
  size_t count = 0;
  OK(cudaGraphGetNodes(g, nullptr, &count));
  printf("captured nodes %zu\n", count);
  check(count == 3, "three kernels");
  cudaGraphExec_t ge;
  OK(instantiate(&ge, g));
  OK(cudaGraphLaunch(ge, s0));
  OK(cudaGraphLaunch(ge, s0));
  OK(cudaStreamSynchronize(s0));
  OK(cudaMemcpy(h.data(), d0, N * sizeof(int), cudaMemcpyDeviceToHost));
  data("device 0's chain in a two-device graph, twice", N, countBad(h.data(), N, (2 * 10 + 2) * 10));
  OK(cudaMemcpy(h.data(), d1, N * sizeof(int), cudaMemcpyDefault));
  data("device 1's kernel in it, twice", N, countBad(h.data(), N, 10));

  // --- an explicit graph with a kernel node on each device
  cudaGraph_t g2;
  OK(cudaGraphCreate(&g2, 0));
  int nn = N, seven = 7, three = 3;
  void *a0[] = {&d0, &nn, &seven};
  void *a1[] = {&d1, &nn, &three};
  cudaKernelNodeParams k0 = {};
  k0.func = (void *)addK;
  k0.gridDim = dim3(N / 256);
  k0.blockDim = dim3(256);
  k0.kernelParams = a0;
  cudaGraphNode_t n0, n1;
  OK(cudaGraphAddKernelNode(&n0, g2, nullptr, 0, &k0)); // device 0 current
  OK(cudaSetDevice(1));
  cudaKernelNodeParams k1 = k0;
  k1.kernelParams = a1;
  OK(cudaGraphAddKernelNode(&n1, g2, &n0, 1, &k1)); // device 1 current
  cudaGraphExec_t ge2;
  PROBE(instantiate(&ge2, g2));
  PROBE(cudaGraphLaunch(ge2, s1));
  PROBE(cudaStreamSynchronize(s1));
  OK(cudaMemcpy(h.data(), d1, N * sizeof(int), cudaMemcpyDefault));
  printf("probe: explicit two-device graph: device 1's value %d\n", h[0]);
  OK(cudaMemcpy(h.data(), d0, N * sizeof(int), cudaMemcpyDefault));
  printf("probe: explicit two-device graph: device 0's value %d\n", h[0]);
  PROBE(cudaGetLastError());

  // --- a host thread per device, each with its own current device
  int errs[2] = {0, 0};
  auto work = [&](int dev) {
    int e = 0;
    e += cudaSetDevice(dev) != cudaSuccess;
    int *p = nullptr;
    e += cudaMalloc(&p, N * sizeof(int)) != cudaSuccess;
    e += cudaMemset(p, 0, N * sizeof(int)) != cudaSuccess;
    for (int k = 0; k < 10; k++) addK<<<N / 256, 256>>>(p, N, dev + 1);
    std::vector<int> hh(N);
    e += cudaMemcpy(hh.data(), p, N * sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess;
    e += (int)countBad(hh.data(), N, 10 * (dev + 1));
    cudaPointerAttributes pa;
    e += cudaPointerGetAttributes(&pa, p) != cudaSuccess || pa.device != dev;
    int cur = -1;
    e += cudaGetDevice(&cur) != cudaSuccess || cur != dev;
    e += cudaFree(p) != cudaSuccess;
    errs[dev] = e;
  };
  std::thread t0(work, 0), t1(work, 1);
  t0.join();
  t1.join();
  printf("thread per device: %d %d wrong\n", errs[0], errs[1]);
  check(errs[0] == 0 && errs[1] == 0, "a thread per device");
  int cur = -1;
  OK(cudaGetDevice(&cur));
  check(cur == 1, "main's current device is its own");
  OK(cudaSetDevice(0));
  OK(cudaDeviceSynchronize());
  OK(cudaSetDevice(1));
  OK(cudaDeviceSynchronize());
  OK(cudaFree(m));
  OK(cudaFree(d0));
  OK(cudaFree(d1));
  OK(cudaMemPoolDestroy(pool));

  // last, as it may end device 1's context: peer access does not reach a pool's memory
  // (CUDA Programming Guide, stream-ordered allocator: pool allocations do not follow
  // cudaDeviceEnablePeerAccess); device 1 reads device 0's default pool with peer access only
  cudaMemPool_t def0;
  OK(cudaDeviceGetDefaultMemPool(&def0, 0));
  OK(cudaMemPoolGetAccess(&f, def0, &l1));
  check(f == cudaMemAccessFlagsProtNone, "device 0's default pool gives device 1 no access");
  int *q0 = nullptr, *q1 = nullptr;
  OK(cudaSetDevice(0));
  OK(cudaMallocAsync(&q0, N * sizeof(int), s0));
  OK(cudaMemsetAsync(q0, 0, N * sizeof(int), s0));
  OK(cudaStreamSynchronize(s0));
  OK(cudaSetDevice(1));
  REQUIRE(cudaMalloc(&q1, N * sizeof(int)));
  OK(cudaDeviceEnablePeerAccess(0, 0));
  copyK<<<N / 256, 256, 0, s1>>>(q1, q0, N);
  PROBE(cudaGetLastError());
  PROBE(cudaStreamSynchronize(s1));
  return finish();
}
