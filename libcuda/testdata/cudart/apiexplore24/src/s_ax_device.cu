// s_ax_device: device selection on a one-GPU machine: cudaSetDevice of
// absent and negative ordinals, cudaGetDevice after them, queries of
// device 1, cudaInitDevice, cudaSetDeviceFlags/GetDeviceFlags with every
// flag (before and after the context exists), cudaChooseDevice, PCI bus id
// round trips with short buffers, peer calls with the device itself
// (cudaMemcpyPeer(Async), cudaMemcpy3DPeer, access enabling), versions,
// and cudaDeviceReset followed by more work.
#include <cstring>
#include "check.h"

__global__ void addOne(int *p) { p[threadIdx.x] += 1; }

int main() {
  int n = -1, dev = -1;
  SHOW(cudaGetDeviceCount(&n));
  printf("count %d\n", n);
  int dv = 0, rv = 0;
  SHOW(cudaDriverGetVersion(&dv));
  SHOW(cudaRuntimeGetVersion(&rv));
  printf("driver version >= 13000 %d runtime version %d\n", dv >= 13000, rv);
  SHOW(cudaDriverGetVersion(nullptr));
  unsigned f = 99;
  SHOW(cudaGetDeviceFlags(&f));
  printf("flags before context %u\n", f);
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost));
  SHOW(cudaGetDeviceFlags(&f));
  printf("flags %u\n", f);
  SHOW(cudaSetDeviceFlags(0x400));
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleSpin | cudaDeviceScheduleYield));
  SHOW(cudaGetLastError());
  SHOW(cudaSetDevice(1));
  SHOW(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  SHOW(cudaSetDevice(-1));
  SHOW(cudaInitDevice(1, 0, 0));
  SHOW(cudaInitDevice(0, 0, 0));
  SHOW(cudaInitDevice(0, 0, 1));
  SHOW(cudaInitDevice(0, cudaDeviceScheduleAuto, 0));
  SHOW(cudaGetLastError());
  int v = -1;
  SHOW(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 1));
  SHOW(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, -1));
  cudaDeviceProp prop;
  SHOW(cudaGetDeviceProperties(&prop, 1));
  SHOW(cudaGetDeviceProperties(nullptr, 0));
  SHOW(cudaGetLastError());
  int *d;
  REQUIRE(cudaMalloc((void **)&d, 1024));
  SHOW(cudaGetDeviceFlags(&f));
  printf("flags after context %u\n", f);
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleSpin));
  SHOW(cudaGetDeviceFlags(&f));
  printf("flags after set with context %u\n", f);
  SHOW(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost));
  SHOW(cudaGetLastError());
  // choose device
  cudaDeviceProp want;
  memset(&want, 0, sizeof want);
  want.major = 9;
  SHOW(cudaChooseDevice(&dev, &want));
  printf("chosen %d\n", dev);
  want.major = 99;
  SHOW(cudaChooseDevice(&dev, &want));
  printf("chosen %d\n", dev);
  SHOW(cudaChooseDevice(&dev, nullptr));
  // PCI bus id
  char bus[64];
  int lens[] = {0, 1, 5, 12, 13, 64};
  for (int l : lens) {
    memset(bus, 'x', sizeof bus);
    bus[63] = 0;
    cudaError_t e = cudaDeviceGetPCIBusId(bus, l, 0);
    printf("pci bus id len %2d -> %s strlen %zu\n", l, cudaGetErrorName(e), strnlen(bus, 64));
  }
  cudaDeviceGetPCIBusId(bus, 64, 0);
  int back = -1;
  SHOW(cudaDeviceGetByPCIBusId(&back, bus));
  printf("round trip %d\n", back);
  SHOW(cudaDeviceGetByPCIBusId(&back, "garbage"));
  SHOW(cudaDeviceGetByPCIBusId(&back, "0000:ff:00.0"));
  SHOW(cudaDeviceGetPCIBusId(bus, 64, 1));
  SHOW(cudaGetLastError());
  // peer calls with itself
  int can = -1;
  SHOW(cudaDeviceCanAccessPeer(&can, 0, 0));
  printf("can access itself %d\n", can);
  SHOW(cudaDeviceCanAccessPeer(&can, 0, 1));
  SHOW(cudaDeviceEnablePeerAccess(0, 0));
  SHOW(cudaDeviceEnablePeerAccess(1, 0));
  SHOW(cudaDeviceDisablePeerAccess(0));
  SHOW(cudaGetLastError());
  int p2p = -1;
  SHOW(cudaDeviceGetP2PAttribute(&p2p, cudaDevP2PAttrAccessSupported, 0, 0));
  int h[256], out[256];
  for (int i = 0; i < 256; i++) h[i] = i;
  int *d2;
  REQUIRE(cudaMalloc((void **)&d2, 1024));
  OK(cudaMemcpy(d, h, 1024, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpyPeer(d2, 0, d, 0, 1024));
  SHOW(cudaMemcpyPeer(d2, 1, d, 0, 1024));
  SHOW(cudaMemcpyPeer(d2, 0, d, 0, 0));
  SHOW(cudaMemcpyPeer(h, 0, d, 0, 64));
  SHOW(cudaMemcpyPeerAsync(d2 + 128, 0, d, 0, 512, 0));
  SHOW(cudaGetLastError());
  cudaMemcpy3DPeerParms pp;
  memset(&pp, 0, sizeof pp);
  pp.srcPtr = make_cudaPitchedPtr(d, 64, 64, 4);
  pp.dstPtr = make_cudaPitchedPtr(d2, 64, 64, 4);
  pp.srcDevice = 0;
  pp.dstDevice = 0;
  pp.extent = make_cudaExtent(32, 4, 1);
  SHOW(cudaMemcpy3DPeer(&pp));
  pp.dstDevice = 1;
  SHOW(cudaMemcpy3DPeer(&pp));
  SHOW(cudaGetLastError());
  OK(cudaMemcpy(out, d2, 1024, cudaMemcpyDeviceToHost));
  unsigned s = 0;
  for (int i = 0; i < 256; i++) s = s * 31 + out[i];
  printf("peer copies sum %08x\n", s);
  // reset and reuse
  SHOW(cudaDeviceReset());
  SHOW(cudaGetDeviceFlags(&f));
  printf("flags after reset %u\n", f);
  SHOW(cudaMemcpy(out, d2, 16, cudaMemcpyDeviceToHost));
  SHOW(cudaGetLastError());
  SHOW(cudaFree(d));
  SHOW(cudaGetLastError());
  REQUIRE(cudaMalloc((void **)&d, 1024));
  OK(cudaMemcpy(d, h, 1024, cudaMemcpyHostToDevice));
  addOne<<<1, 256>>>(d);
  SHOW(cudaGetLastError());
  OK(cudaMemcpy(out, d, 1024, cudaMemcpyDeviceToHost));
  printf("after reset kernel %d %d\n", out[0], out[255]);
  SHOW(cudaDeviceReset());
  SHOW(cudaDeviceReset());
  SHOW(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  return finish();
}
