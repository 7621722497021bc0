// r_multidev3: two devices (cudasim: CUDASIM_DEVICES=2), what is each
// device's own: __device__ and __constant__ variables (a copy per device:
// cudaMemcpyToSymbol on one leaves the other's), cudaGetSymbolAddress,
// limits set on one device, cudaFuncSetAttribute seen from the other;
// pinned memory (portable, mapped) used by kernels on both; 2-D copies
// between devices with cudaMemcpyDefault; cudaDeviceReset of device 1 only
// (device 0's memory, streams and globals survive it).
#include "rt.h"
#include <vector>

__device__ int counter;
__constant__ int table[16];
__device__ int scratch[256];

__global__ void useTable(int *out) {
  int i = threadIdx.x;
  out[i] = table[i % 16] * 100 + atomicAdd(&counter, 1) * 0;
}
__global__ void bump(int v) { atomicAdd(&counter, v); }
__global__ void readCounter(int *out) { *out = counter; }
__global__ void writeMapped(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
__global__ void bigShared(int *out) {
  extern __shared__ int sm[];
  sm[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = sm[blockDim.x - 1 - threadIdx.x];
}

static int counterOn(int dev) {
  int *d = nullptr, h = -1;
  cudaSetDevice(dev);
  cudaMalloc(&d, sizeof(int));
  readCounter<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h;
}

int main() {
  if (!twoDevices()) return finish();
  // --- globals: one copy per device
  int zero = 0, five = 5, tab0[16], tab1[16];
  for (int i = 0; i < 16; i++) tab0[i] = i, tab1[i] = -i;
  OK(cudaSetDevice(0));
  OK(cudaMemcpyToSymbol(counter, &zero, sizeof zero));
  OK(cudaMemcpyToSymbol(table, tab0, sizeof tab0));
  OK(cudaSetDevice(1));
  OK(cudaMemcpyToSymbol(counter, &five, sizeof five));
  OK(cudaMemcpyToSymbol(table, tab1, sizeof tab1));
  bump<<<4, 32>>>(1); // device 1: 5 + 128
  OK(cudaSetDevice(0));
  bump<<<2, 32>>>(2); // device 0: 0 + 128
  OK(cudaDeviceSynchronize());
  int c0 = counterOn(0), c1 = counterOn(1);
  printf("counter: device 0 %d, device 1 %d\n", c0, c1);
  check(c0 == 128 && c1 == 133, "each device has its own __device__ variable");
  int *out0 = nullptr, *out1 = nullptr;
  std::vector<int> h(32);
  OK(cudaSetDevice(0));
  REQUIRE(cudaMalloc(&out0, 32 * sizeof(int)));
  useTable<<<1, 32>>>(out0);
  OK(cudaMemcpy(h.data(), out0, 32 * sizeof(int), cudaMemcpyDeviceToHost));
  size_t bad = 0;
  for (int i = 0; i < 32; i++) bad += h[i] != (i % 16) * 100;
  data("device 0's __constant__ table", 32, bad);
  OK(cudaSetDevice(1));
  REQUIRE(cudaMalloc(&out1, 32 * sizeof(int)));
  useTable<<<1, 32>>>(out1);
  OK(cudaMemcpy(h.data(), out1, 32 * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < 32; i++) bad += h[i] != -(i % 16) * 100;
  data("device 1's __constant__ table", 32, bad);
  void *a0 = nullptr, *a1 = nullptr;
  OK(cudaSetDevice(0));
  OK(cudaGetSymbolAddress(&a0, scratch));
  OK(cudaSetDevice(1));
  OK(cudaGetSymbolAddress(&a1, scratch));
  check(a0 != a1, "a __device__ array has an address on each device");
  cudaPointerAttributes pa;
  OK(cudaPointerGetAttributes(&pa, a0));
  check(pa.device == 0 && pa.type == cudaMemoryTypeDevice, "device 0's copy is device 0's memory");
  // a copy from device 0's symbol to device 1's by address
  std::vector<int> s(256);
  for (int i = 0; i < 256; i++) s[i] = i * 7;
  OK(cudaSetDevice(0));
  OK(cudaMemcpyToSymbol(scratch, s.data(), 256 * sizeof(int)));
  OK(cudaSetDevice(1));
  OK(cudaMemcpy(a1, a0, 256 * sizeof(int), cudaMemcpyDefault));
  std::vector<int> back(256);
  OK(cudaMemcpyFromSymbol(back.data(), scratch, 256 * sizeof(int)));
  bad = 0;
  for (int i = 0; i < 256; i++) bad += back[i] != i * 7;
  data("device 0's __device__ array copied to device 1's", 256, bad);

  // --- limits are per device
  size_t st0 = 0, st1 = 0;
  OK(cudaSetDevice(1));
  OK(cudaDeviceSetLimit(cudaLimitStackSize, 8192));
  OK(cudaDeviceGetLimit(&st1, cudaLimitStackSize));
  OK(cudaSetDevice(0));
  OK(cudaDeviceGetLimit(&st0, cudaLimitStackSize));
  printf("stack limits: device 0 %zu, device 1 %zu\n", st0, st1);
  check(st0 != st1 && st1 >= 8192, "a limit set on device 1 is device 1's");
  // a function attribute set with device 0 current, then launched on device 1
  OK(cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
  cudaFuncAttributes fa0, fa1;
  OK(cudaFuncGetAttributes(&fa0, bigShared));
  OK(cudaSetDevice(1));
  OK(cudaFuncGetAttributes(&fa1, bigShared));
  printf("probe: max dynamic shared memory: device 0 %d, device 1 %d\n", fa0.maxDynamicSharedSizeBytes, fa1.maxDynamicSharedSizeBytes);
  check(fa0.maxDynamicSharedSizeBytes == 64 * 1024, "device 0 took the attribute");
  bigShared<<<1, 32, 64 * 1024>>>(out1);
  PROBE(cudaGetLastError());
  PROBE(cudaDeviceSynchronize());

  // --- portable mapped pinned memory written by kernels on both devices
  int *pinned = nullptr;
  OK(cudaSetDevice(0));
  REQUIRE(cudaHostAlloc(&pinned, 64 * sizeof(int), cudaHostAllocPortable | cudaHostAllocMapped));
  int *dp0 = nullptr, *dp1 = nullptr;
  OK(cudaHostGetDevicePointer(&dp0, pinned, 0));
  OK(cudaSetDevice(1));
  OK(cudaHostGetDevicePointer(&dp1, pinned, 0));
  check(dp0 == pinned && dp1 == pinned, "with unified addressing the device pointer is the host pointer");
  writeMapped<<<1, 32>>>(dp1 + 32, 1000); // device 1: the upper half
  OK(cudaDeviceSynchronize());
  OK(cudaSetDevice(0));
  writeMapped<<<1, 32>>>(dp0, 0); // device 0: the lower half
  OK(cudaDeviceSynchronize());
  bad = 0;
  for (int i = 0; i < 64; i++) bad += pinned[i] != (i < 32 ? i : 1000 + i - 32);
  data("portable mapped memory written by both devices", 64, bad);
  OK(cudaPointerGetAttributes(&pa, pinned));
  printf("probe: pinned memory's attributes: type %d, device %d\n", (int)pa.type, pa.device);
  check(pa.type == cudaMemoryTypeHost, "pinned memory is host memory");

  // --- a 2-D copy between pitched allocations of the two devices
  size_t p0 = 0, p1 = 0;
  unsigned char *b0 = nullptr, *b1 = nullptr;
  REQUIRE(cudaMallocPitch((void **)&b0, &p0, 300, 20));
  std::vector<unsigned char> img(300 * 20), got(300 * 20);
  for (size_t i = 0; i < img.size(); i++) img[i] = (unsigned char)(i * 37 + 11);
  OK(cudaMemcpy2D(b0, p0, img.data(), 300, 300, 20, cudaMemcpyHostToDevice));
  OK(cudaSetDevice(1));
  REQUIRE(cudaMallocPitch((void **)&b1, &p1, 600, 20));
  OK(cudaMemset2D(b1, p1, 0, 600, 20));
  OK(cudaMemcpy2D(b1 + 150, p1, b0, p0, 300, 20, cudaMemcpyDefault));
  OK(cudaMemcpy2D(got.data(), 300, b1 + 150, p1, 300, 20, cudaMemcpyDeviceToHost));
  bad = 0;
  for (size_t i = 0; i < img.size(); i++) bad += got[i] != img[i];
  data("2-D copy from device 0 to device 1", img.size(), bad);
  cudaStream_t s1;
  OK(cudaStreamCreate(&s1));
  OK(cudaMemcpy2DAsync(b0, p0, b1 + 150, p1, 100, 20, cudaMemcpyDeviceToDevice, s1)); // device 1's stream
  OK(cudaStreamSynchronize(s1));
  OK(cudaMemcpy2D(got.data(), 300, b0, p0, 300, 20, cudaMemcpyDefault));
  bad = 0;
  for (size_t i = 0; i < img.size(); i++) bad += got[i] != img[i];
  data("2-D async copy back in device 1's stream", img.size(), bad);

  // --- cudaDeviceReset of device 1 only
  cudaStream_t s0;
  OK(cudaSetDevice(0));
  OK(cudaStreamCreate(&s0));
  OK(cudaSetDevice(1));
  OK(cudaDeviceReset());
  // device 1's memory is gone: an address the runtime does not know is unregistered memory
  OK(cudaPointerGetAttributes(&pa, b1));
  check(pa.type == cudaMemoryTypeUnregistered, "device 1's memory is gone");
  OK(cudaSetDevice(0));
  OK(cudaPointerGetAttributes(&pa, b0));
  check(pa.device == 0, "device 0's memory survives device 1's reset");
  bump<<<1, 1, 0, s0>>>(1);
  OK(cudaStreamSynchronize(s0));
  int after0 = counterOn(0);
  printf("device 0's counter after device 1's reset: %d\n", after0);
  check(after0 == 128 + 32 + 1, "device 0's globals survive"); // useTable added 32
  int after1 = counterOn(1);
  printf("device 1's counter after its reset: %d\n", after1);
  check(after1 == 0, "device 1's globals start again from their initial value");
  OK(cudaSetDevice(0));
  OK(cudaFree(b0));
  OK(cudaFree(out0));
  OK(cudaFreeHost(pinned));
  OK(cudaStreamDestroy(s0));
  return finish();
}
