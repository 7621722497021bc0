// r_multidev: two devices (run with two GPUs; cudasim: CUDASIM_DEVICES=2).
// Peer access enable/disable and their documented errors, cudaMemcpyPeer(Async),
// cudaMemcpy with cudaMemcpyDefault between devices, cudaMemcpy3DPeer, a
// kernel on device 1 reading device 0's memory through peer access,
// cudaStreamWaitEvent on an event of the other device, cudaPointerGetAttributes'
// device, per-device current pools and streams, cudaSetDevice switching back.
#include "rt.h"
#include <vector>

__global__ void fill(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
}
__global__ void addFrom(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] += src[i];
}
__global__ void spin(int *flag, long long cycles) {
  long long t = clock64();
  while (clock64() - t < cycles) {
  }
  *flag = 7;
}
__global__ void readFlag(const int *flag, int *out) { *out = *flag; }

int main() {
  if (!twoDevices()) return finish();
  int can01 = -1, can10 = -1, can00 = -1;
  OK(cudaDeviceCanAccessPeer(&can01, 0, 1));
  OK(cudaDeviceCanAccessPeer(&can10, 1, 0));
  OK(cudaDeviceCanAccessPeer(&can00, 0, 0));
  printf("canAccessPeer 0->1 %d 1->0 %d 0->0 %d\n", can01, can10, can00);
  check(can00 == 0, "a device is not its own peer");
  EXPECT(cudaDeviceCanAccessPeer(&can01, 0, 2), cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError(), cudaErrorInvalidDevice); // a failed call is the last error
  int attr = -1;
  OK(cudaDeviceGetP2PAttribute(&attr, cudaDevP2PAttrAccessSupported, 0, 1));
  printf("P2P access supported %d\n", attr);
  check(attr == can01, "P2P attribute agrees with canAccessPeer");
  PROBE(cudaDeviceGetP2PAttribute(&attr, cudaDevP2PAttrPerformanceRank, 0, 1));
  PROBE(cudaDeviceGetP2PAttribute(&attr, cudaDevP2PAttrAccessSupported, 0, 0));
  PROBE(cudaGetLastError());

  const int N = 4096;
  const size_t bytes = N * sizeof(int);
  int *d0 = nullptr, *d1 = nullptr, *d1b = nullptr;
  REQUIRE(cudaSetDevice(0));
  REQUIRE(cudaMalloc(&d0, bytes));
  REQUIRE(cudaSetDevice(1));
  REQUIRE(cudaMalloc(&d1, bytes));
  REQUIRE(cudaMalloc(&d1b, bytes));

  // pointer attributes name the device that owns the memory, whichever is current
  cudaPointerAttributes pa;
  OK(cudaPointerGetAttributes(&pa, d0));
  printf("d0: type %d device %d\n", (int)pa.type, pa.device);
  check(pa.type == cudaMemoryTypeDevice && pa.device == 0, "d0 is device 0's");
  OK(cudaPointerGetAttributes(&pa, d1));
  printf("d1: type %d device %d\n", (int)pa.type, pa.device);
  check(pa.type == cudaMemoryTypeDevice && pa.device == 1, "d1 is device 1's");

  // fill on device 0, copy to device 1 by cudaMemcpyPeer, by cudaMemcpyDefault
  REQUIRE(cudaSetDevice(0));
  fill<<<(N + 255) / 256, 256>>>(d0, N, 1000);
  OK(cudaGetLastError());
  OK(cudaMemcpyPeer(d1, 1, d0, 0, bytes));
  std::vector<int> h(N);
  REQUIRE(cudaSetDevice(1));
  OK(cudaMemcpy(h.data(), d1, bytes, cudaMemcpyDeviceToHost));
  size_t bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 1000 + i;
  data("cudaMemcpyPeer 0->1", N, bad);
  OK(cudaMemset(d1b, 0, bytes));
  OK(cudaMemcpy(d1b + 1, d0, bytes - 2 * sizeof(int), cudaMemcpyDefault)); // current device 1, source on 0
  OK(cudaMemcpy(h.data(), d1b, bytes, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != (i == 0 || i == N - 1 ? 0 : 1000 + i - 1);
  data("cudaMemcpyDefault 0->1 at an offset", N, bad);
  // the device-to-device kind between two devices works like Default
  OK(cudaMemcpy(d1b, d0, bytes, cudaMemcpyDeviceToDevice));
  OK(cudaMemcpy(h.data(), d1b, bytes, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 1000 + i;
  data("cudaMemcpyDeviceToDevice 0->1", N, bad);

  // an async peer copy in a stream of device 1, ordered after a kernel there
  cudaStream_t s1;
  OK(cudaStreamCreate(&s1));
  fill<<<(N + 255) / 256, 256, 0, s1>>>(d1, N, -5);
  OK(cudaMemcpyPeerAsync(d0, 0, d1, 1, bytes, s1));
  OK(cudaStreamSynchronize(s1));
  REQUIRE(cudaSetDevice(0));
  OK(cudaMemcpy(h.data(), d0, bytes, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != -5 + i;
  data("cudaMemcpyPeerAsync 1->0", N, bad);

  // peer access: the documented errors of disabling before enabling, enabling twice
  REQUIRE(cudaSetDevice(1));
  EXPECT(cudaDeviceDisablePeerAccess(0), cudaErrorPeerAccessNotEnabled);
  EXPECT(cudaDeviceEnablePeerAccess(0, 1), cudaErrorInvalidValue); // flags must be 0
  // the H200 with one device: a device is not its own peer (suite golden e_copies)
  EXPECT(cudaDeviceEnablePeerAccess(1, 0), cudaErrorPeerAccessUnsupported);
  if (can10) {
    OK(cudaDeviceEnablePeerAccess(0, 0));
    EXPECT(cudaDeviceEnablePeerAccess(0, 0), cudaErrorPeerAccessAlreadyEnabled);
    EXPECT(cudaGetLastError(), cudaErrorPeerAccessAlreadyEnabled); // not sticky: the last error
    OK(cudaGetLastError());
    // device 1's kernel adds device 0's values
    fill<<<(N + 255) / 256, 256>>>(d1, N, 3);
    addFrom<<<(N + 255) / 256, 256>>>(d1, d0, N);
    OK(cudaGetLastError());
    OK(cudaMemcpy(h.data(), d1, bytes, cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < N; i++) bad += h[i] != (3 + i) + (-5 + i);
    data("device 1 reads device 0 through peer access", N, bad);
    OK(cudaDeviceDisablePeerAccess(0));
    EXPECT(cudaDeviceDisablePeerAccess(0), cudaErrorPeerAccessNotEnabled);
  }

  // cudaStreamWaitEvent: a stream of device 1 waits for an event of device 0
  int *flag0 = nullptr, *out1 = nullptr;
  REQUIRE(cudaSetDevice(0));
  REQUIRE(cudaMalloc(&flag0, sizeof(int)));
  OK(cudaMemset(flag0, 0, sizeof(int)));
  cudaStream_t s0;
  cudaEvent_t e0;
  OK(cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking));
  OK(cudaEventCreateWithFlags(&e0, cudaEventDisableTiming));
  spin<<<1, 1, 0, s0>>>(flag0, 2000000);
  OK(cudaEventRecord(e0, s0));
  REQUIRE(cudaSetDevice(1));
  REQUIRE(cudaMalloc(&out1, sizeof(int)));
  OK(cudaStreamWaitEvent(s1, e0, 0));
  OK(cudaMemcpyPeerAsync(out1, 1, flag0, 0, sizeof(int), s1));
  int got = -1;
  OK(cudaMemcpyAsync(&got, out1, sizeof(int), cudaMemcpyDeviceToHost, s1));
  OK(cudaStreamSynchronize(s1));
  printf("device 1 saw device 0's flag after the wait: %d\n", got);
  check(got == 7, "the wait orders the copy after device 0's kernel");
  // recording device 0's event in device 1's stream
  PROBE(cudaEventRecord(e0, s1));
  PROBE(cudaGetLastError());
  // a stream of device 0 used while device 1 is current
  fill<<<1, 32, 0, s0>>>(flag0, 1, 42);
  PROBE(cudaGetLastError());
  PROBE(cudaStreamSynchronize(s0));
  OK(cudaMemcpy(&got, flag0, sizeof(int), cudaMemcpyDefault));
  printf("flag after a launch into device 0's stream from device 1: %d\n", got);

  // cudaMemcpy3DPeer of a 2-D box between pitched allocations
  cudaPitchedPtr p0, p1;
  cudaExtent ext = make_cudaExtent(40 * sizeof(int), 9, 3);
  REQUIRE(cudaSetDevice(0));
  REQUIRE(cudaMalloc3D(&p0, ext));
  std::vector<int> hb(40 * 9 * 3), hc(40 * 9 * 3, -1);
  for (size_t i = 0; i < hb.size(); i++) hb[i] = (int)(i * 2654435761u);
  cudaMemcpy3DParms up = {};
  up.srcPtr = make_cudaPitchedPtr(hb.data(), 40 * sizeof(int), 40, 9);
  up.dstPtr = p0;
  up.extent = ext;
  up.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&up));
  REQUIRE(cudaSetDevice(1));
  REQUIRE(cudaMalloc3D(&p1, ext));
  cudaMemcpy3DPeerParms pp = {};
  pp.srcPtr = p0;
  pp.srcDevice = 0;
  pp.dstPtr = p1;
  pp.dstDevice = 1;
  pp.extent = ext;
  OK(cudaMemcpy3DPeer(&pp));
  cudaMemcpy3DParms down = {};
  down.srcPtr = p1;
  down.dstPtr = make_cudaPitchedPtr(hc.data(), 40 * sizeof(int), 40, 9);
  down.extent = ext;
  down.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3D(&down));
  bad = 0;
  for (size_t i = 0; i < hb.size(); i++) bad += hb[i] != hc[i];
  data("cudaMemcpy3DPeer 0->1", hb.size(), bad);

  // each device has its own current device, streams, default pool
  cudaMemPool_t pool0, pool1;
  OK(cudaDeviceGetDefaultMemPool(&pool0, 0));
  OK(cudaDeviceGetDefaultMemPool(&pool1, 1));
  check(pool0 != pool1, "each device has its own default pool");
  int *a1 = nullptr;
  OK(cudaMallocAsync(&a1, 1024, s1));
  OK(cudaPointerGetAttributes(&pa, a1));
  printf("cudaMallocAsync on device 1's stream: device %d\n", pa.device);
  check(pa.device == 1, "stream-ordered memory of device 1's stream is on device 1");
  OK(cudaFreeAsync(a1, s1));
  OK(cudaStreamSynchronize(s1));
  int dev = -1;
  OK(cudaGetDevice(&dev));
  check(dev == 1, "the current device is still 1");
  OK(cudaSetDevice(0));
  OK(cudaDeviceSynchronize());
  OK(cudaSetDevice(1));
  OK(cudaDeviceSynchronize());
  OK(cudaFree(d0)); // freeing another device's memory
  OK(cudaFree(d1));
  OK(cudaFree(d1b));
  return finish();
}
