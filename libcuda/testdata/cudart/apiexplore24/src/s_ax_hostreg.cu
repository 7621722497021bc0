// s_ax_hostreg: cudaHostRegister of unaligned and overlapping ranges, of
// size 0, of null, with every flag and invalid ones, unregistering from the
// middle; cudaHostAlloc/cudaMallocHost/cudaHostGetDevicePointer/
// cudaHostGetFlags edges; cudaFree/cudaFreeHost of the wrong kind of
// pointer, of an offset, of null, twice.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include "check.h"

__global__ void addOne(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

int main() {
  char *m = (char *)malloc(1 << 22);
  char *al = (char *)(((uintptr_t)m + 65535) & ~(uintptr_t)65535);
  // unaligned start and size
  SHOW(cudaHostRegister(al + 100, 1000, cudaHostRegisterMapped));
  int *dp = nullptr;
  SHOW(cudaHostGetDevicePointer((void **)&dp, al + 100, 0));
  printf("device pointer offset %ld\n", dp ? (long)((char *)dp - (al + 100)) : -1L);
  unsigned fl = 99;
  SHOW(cudaHostGetFlags(&fl, al + 100));
  printf("flags %u\n", fl);
  SHOW(cudaHostGetFlags(&fl, al + 50));
  SHOW(cudaHostGetFlags(&fl, al + 2000));
  SHOW(cudaHostGetFlags(&fl, al + 5000));
  for (int i = 0; i < 250; i++) ((int *)(al + 100))[i] = i;
  addOne<<<1, 250>>>(dp, 250);
  SHOW(cudaDeviceSynchronize());
  printf("kernel wrote %d %d\n", ((int *)(al + 100))[0], ((int *)(al + 100))[249]);
  // overlapping: same page, other page, containing
  SHOW(cudaHostRegister(al + 2000, 100, 0));
  SHOW(cudaHostRegister(al + 50, 100, 0));
  SHOW(cudaHostRegister(al, 65536, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaHostUnregister(al + 200));
  SHOW(cudaHostUnregister(al));
  SHOW(cudaHostUnregister(al + 100));
  SHOW(cudaHostUnregister(al + 100));
  SHOW(cudaGetLastError());
  // sizes and flags
  SHOW(cudaHostRegister(al, 0, 0));
  SHOW(cudaHostRegister(nullptr, 4096, 0));
  SHOW(cudaHostRegister(al, 4096, 0x80));
  SHOW(cudaHostRegister(al, 4096, cudaHostRegisterIoMemory));
  SHOW(cudaHostRegister(al, 4096, cudaHostRegisterReadOnly));
  SHOW(cudaHostGetFlags(&fl, al));
  printf("flags %u\n", fl);
  SHOW(cudaHostUnregister(al));
  SHOW(cudaHostRegister(al, 4096, cudaHostRegisterPortable | cudaHostRegisterMapped));
  SHOW(cudaHostGetFlags(&fl, al));
  printf("flags %u\n", fl);
  SHOW(cudaHostGetDevicePointer((void **)&dp, al, 1));
  SHOW(cudaHostGetDevicePointer((void **)&dp, al + 4096, 0));
  SHOW(cudaHostGetDevicePointer(nullptr, al, 0));
  SHOW(cudaHostUnregister(al));
  SHOW(cudaHostUnregister(nullptr));
  SHOW(cudaGetLastError());
  // register a range that spans two registered ones' gap
  SHOW(cudaHostRegister(al, 4096, 0));
  SHOW(cudaHostRegister(al + 8192, 4096, 0));
  SHOW(cudaHostRegister(al + 4096, 4096, 0));
  SHOW(cudaHostRegister(al + 4096, 8192, 0));
  SHOW(cudaHostUnregister(al));
  SHOW(cudaHostUnregister(al + 4096));
  SHOW(cudaHostUnregister(al + 8192));
  // pinned allocations
  void *h = nullptr;
  SHOW(cudaHostAlloc((void **)&h, 0, 0));
  printf("size 0 null %d\n", h == nullptr);
  SHOW(cudaFreeHost(h));
  SHOW(cudaHostAlloc((void **)&h, 100, 0x10));
  SHOW(cudaHostAlloc((void **)&h, 100, 0xff));
  SHOW(cudaHostAlloc(nullptr, 100, 0));
  SHOW(cudaMallocHost((void **)&h, 0));
  SHOW(cudaFreeHost(h));
  SHOW(cudaHostAlloc((void **)&h, (size_t)1 << 50, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaHostAlloc((void **)&h, 100, cudaHostAllocDefault));
  SHOW(cudaHostGetDevicePointer((void **)&dp, h, 0));
  printf("default-flag device pointer same %d\n", (void *)dp == h);
  SHOW(cudaHostGetFlags(&fl, (char *)h + 50));
  printf("flags %u\n", fl);
  SHOW(cudaHostGetFlags(&fl, m));
  SHOW(cudaFree(h));
  SHOW(cudaGetLastError());
  SHOW(cudaFreeHost((char *)h + 16));
  SHOW(cudaFreeHost(h));
  SHOW(cudaFreeHost(nullptr));
  SHOW(cudaGetLastError());
  void *d = nullptr;
  SHOW(cudaMalloc((void **)&d, 4096));
  SHOW(cudaFreeHost(d));
  SHOW(cudaGetLastError());
  SHOW(cudaFree((char *)d + 256));
  SHOW(cudaGetLastError());
  SHOW(cudaFree(d));
  SHOW(cudaFree(d));
  SHOW(cudaGetLastError());
  SHOW(cudaFree(nullptr));
  SHOW(cudaFree(m));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  free(m);
  return finish();
}
