// s_misaligned: a kernel loading an int from an odd address: on the device
// that is cudaErrorMisalignedAddress at the next synchronization, sticky like
// every launch failure.
#include "check.h"

__global__ void odd(const char *p, int *out) { *out = *(const int *)(p + 1); }

int main() {
  char *d;
  int *o;
  REQUIRE(cudaMalloc(&d, 64));
  REQUIRE(cudaMalloc(&o, 4));
  odd<<<1, 1>>>(d, o);
  SHOW(cudaGetLastError());
  EXPECT(cudaDeviceSynchronize(), cudaErrorMisalignedAddress);
  SHOW(cudaGetLastError());
  SHOW(cudaMemset(o, 0, 4));
  return finish();
}
