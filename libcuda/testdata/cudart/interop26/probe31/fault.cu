// fault: how long after a launch the host first sees its kernel's fault
// (driver.faultLatency is 100 ms, inside interop29-c's 50 ms - 1 s). A
// kernel faults after spinning CYCLES (0: it reads the clock once; -1: it
// reads no clock); the host polls cudaStreamQuery(s) every 0.2 ms and
// prints, in 1 ms steps, when the answer first changed and to what, then
// what cudaMalloc, cudaGetLastError and cudaDeviceSynchronize answer.
#include <cstdio>
#include <cstdlib>
#include <time.h>

__global__ void spin(long long cycles, int *bad) {
  if (cycles >= 0) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) {
    }
  }
  *bad = 1;
}

static double now() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  long long cycles = argc > 1 ? atoll(argv[1]) : 0;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaFree(0);
  double t0 = now();
  spin<<<1, 1, 0, s>>>(cycles, (int *)0x10);
  cudaError_t q = cudaErrorNotReady;
  double t = 0;
  while ((t = now() - t0) < 5 && (q = cudaStreamQuery(s)) == cudaErrorNotReady) {
    struct timespec d = {0, 200000};
    nanosleep(&d, nullptr);
  }
  printf("spin %lld: stream query %s after %d ms\n", cycles, cudaGetErrorName(q), (int)(t * 1000));
  void *p = nullptr;
  printf("then cudaMalloc %s\n", cudaGetErrorName(cudaMalloc(&p, 64)));
  printf("then cudaGetLastError %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("then cudaDeviceSynchronize %s after %d ms\n", cudaGetErrorName(cudaDeviceSynchronize()), (int)((now() - t0) * 1000));
  return 0;
}
