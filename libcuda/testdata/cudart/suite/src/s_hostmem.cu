// s_hostmem: page-locked host memory: cudaHostAlloc with each flag,
// cudaHostGetFlags, mapped memory written by a kernel through
// cudaHostGetDevicePointer, cudaHostRegister/Unregister of malloc'd memory
// (mapped, read by a kernel), cudaPointerGetAttributes of every kind of
// pointer, cudaMallocHost/cudaFreeHost, and the errors of registering twice
// and unregistering what was never registered.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include "check.h"

__global__ void addOne(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

static const char *kind(cudaMemoryType t) {
  switch (t) {
  case cudaMemoryTypeUnregistered: return "unregistered";
  case cudaMemoryTypeHost: return "host";
  case cudaMemoryTypeDevice: return "device";
  case cudaMemoryTypeManaged: return "managed";
  }
  return "?";
}

static void attrs(const char *what, const void *p) {
  cudaPointerAttributes a;
  memset(&a, 0x7f, sizeof a);
  cudaError_t e = cudaPointerGetAttributes(&a, p);
  printf("%-22s %s type %s device %d host-ptr-equal %d device-ptr-equal %d\n", what, cudaGetErrorName(e), kind(a.type), a.device,
         a.hostPointer == p, a.devicePointer == p);
}

int main() {
  const int N = 4096;
  unsigned flagsets[] = {cudaHostAllocDefault, cudaHostAllocPortable, cudaHostAllocMapped, cudaHostAllocWriteCombined,
                         cudaHostAllocMapped | cudaHostAllocPortable};
  for (unsigned f : flagsets) {
    int *h = nullptr;
    cudaError_t e = cudaHostAlloc((void **)&h, N * 4, f);
    unsigned got = 0;
    cudaHostGetFlags(&got, h);
    int *d = nullptr;
    cudaError_t em = cudaHostGetDevicePointer((void **)&d, h, 0);
    printf("cudaHostAlloc flags %u -> %s, flags %u, device pointer %s (%s)\n", f, cudaGetErrorName(e), got, cudaGetErrorName(em),
           d == h ? "same address" : "other");
    for (int i = 0; i < N; i++) h[i] = i;
    addOne<<<N / 256, 256>>>(d, N);
    OK(cudaDeviceSynchronize());
    check(h[0] == 1 && h[N - 1] == N, "kernel wrote mapped memory");
    OK(cudaFreeHost(h));
  }
  int *m = (int *)malloc(N * 4 + 4096);
  int *al = (int *)(((uintptr_t)m + 4095) & ~(uintptr_t)4095);
  for (int i = 0; i < N; i++) al[i] = 2 * i;
  attrs("malloc'd", al);
  OK(cudaHostRegister(al, N * 4, cudaHostRegisterMapped));
  attrs("registered", al);
  attrs("registered + 100", al + 25);
  EXPECT(cudaHostRegister(al, N * 4, cudaHostRegisterMapped), cudaErrorHostMemoryAlreadyRegistered);
  int *dal = nullptr;
  OK(cudaHostGetDevicePointer((void **)&dal, al, 0));
  addOne<<<N / 256, 256>>>(dal, N);
  OK(cudaDeviceSynchronize());
  check(al[0] == 1 && al[N - 1] == 2 * N - 1, "kernel wrote registered memory");
  unsigned rf = 0;
  OK(cudaHostGetFlags(&rf, al));
  printf("registered flags %u\n", rf);
  OK(cudaHostUnregister(al));
  EXPECT(cudaHostUnregister(al), cudaErrorHostMemoryNotRegistered);
  SHOW(cudaHostRegister(al, 0, 0));
  SHOW(cudaHostRegister(nullptr, 4096, 0));
  free(m);

  int *ph = nullptr, *dv = nullptr, *mg = nullptr;
  OK(cudaMallocHost((void **)&ph, 1000));
  OK(cudaMalloc((void **)&dv, 1000));
  OK(cudaMallocManaged((void **)&mg, 1000));
  attrs("cudaMallocHost", ph);
  attrs("cudaMalloc", dv);
  attrs("cudaMalloc + 999", (char *)dv + 999);
  attrs("cudaMallocManaged", mg);
  attrs("null", nullptr);
  int stack = 0;
  attrs("stack", &stack);
  SHOW(cudaGetLastError());
  // Pinned memory in async copies, both ways.
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int i = 0; i < 250; i++) ph[i] = i * 3;
  OK(cudaMemcpyAsync(dv, ph, 1000, cudaMemcpyHostToDevice, s));
  addOne<<<1, 250, 0, s>>>(dv, 250);
  OK(cudaMemcpyAsync(ph, dv, 1000, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  check(ph[249] == 748, "pinned async round trip");
  OK(cudaFreeHost(ph));
  SHOW(cudaFreeHost(dv));
  OK(cudaFree(dv));
  OK(cudaFree(mg));
  SHOW(cudaGetLastError());
  return finish();
}
