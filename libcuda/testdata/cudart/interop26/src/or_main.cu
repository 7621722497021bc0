// or_main MODE: what a call with a bad argument answers while a kernel that
// will fault is still running (a spin of about 0.3 s, then a store through
// a bad pointer): the argument's error, or the fault's? Each call is made
// during the spin, then the device synchronized, then the same calls again.
//   copy     cudaMemcpy from a pointer never allocated / freed; to NULL
//   free     cudaFree of a pointer never allocated; cudaFreeHost of one
//   launch   a launch with 2048 threads; a valid launch
//   misc     cudaMemset of a bad pointer, cudaStreamQuery, cudaEventQuery,
//            cudaMalloc, cudaPointerGetAttributes, cudaGetLastError
#include <cstring>
#include "check.h"

__global__ void spinThenFault(long long cycles, int *bad) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {}
  *bad = 1;
}
__global__ void ok(int *p) { p[threadIdx.x] = 1; }

static void calls(const char *mode, int *freed, cudaStream_t s, cudaEvent_t ev) {
  int h[4];
  int *never = (int *)0x7f0000001000;
  if (!strcmp(mode, "copy")) {
    SHOW(cudaMemcpy(h, never, sizeof h, cudaMemcpyDeviceToHost));
    SHOW(cudaMemcpy(h, freed, sizeof h, cudaMemcpyDeviceToHost));
    SHOW(cudaMemcpy(nullptr, freed, sizeof h, cudaMemcpyDeviceToHost));
    SHOW(cudaMemcpy(h, never, sizeof h, (cudaMemcpyKind)9));
  } else if (!strcmp(mode, "free")) {
    SHOW(cudaFree(never));
    SHOW(cudaFreeHost(never));
    SHOW(cudaFree(freed));
  } else if (!strcmp(mode, "launch")) {
    ok<<<1, 2048>>>(nullptr);
    SHOW(cudaGetLastError());
    int *d = nullptr;
    SHOW(cudaMalloc(&d, 64));
    ok<<<1, 4>>>(d);
    SHOW(cudaGetLastError());
  } else if (!strcmp(mode, "misc")) {
    SHOW(cudaMemset(never, 0, 16));
    SHOW(cudaStreamQuery(s));
    SHOW(cudaEventQuery(ev));
    cudaPointerAttributes pa;
    SHOW(cudaPointerGetAttributes(&pa, never));
    SHOW(cudaGetLastError());
  }
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "copy";
  int *freed = nullptr;
  REQUIRE(cudaMalloc(&freed, 64));
  OK(cudaFree(freed));
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  OK(cudaEventRecord(ev, s));
  OK(cudaDeviceSynchronize());
  spinThenFault<<<1, 1>>>(600000000LL, (int *)0x10);
  OK(cudaGetLastError());
  printf("-- during the spin\n");
  calls(mode, freed, s, ev);
  printf("-- after synchronizing\n");
  SHOW(cudaDeviceSynchronize());
  calls(mode, freed, s, ev);
  SHOW(cudaDeviceSynchronize());
  return finish();
}
