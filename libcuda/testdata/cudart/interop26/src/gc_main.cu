// gc_main MODE: CUDA calls before main and after it.
//   early   __attribute__((constructor(101))): before this unit's own
//           registration constructor; a launch of its kernel, cudaMalloc,
//           cudaGetDeviceCount
//   ctor    a static object's constructor (after registration, before main):
//           allocation, launch, copy, stream
//   dtor    a static object made before the first CUDA call: its destructor
//           runs after the runtime's teardown: launch, copy, stream, event,
//           cudaGetDevice, sync, last error
//   atexit  an atexit handler registered before the first CUDA call (runs
//           after the runtime's own handler) and one after (runs before)
//   late    __attribute__((destructor(101))) and a plain destructor function
//   exit    exit(0) from main with work queued
#include <cstdlib>
#include <cstring>
#include "check.h"

__global__ void setv(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }
static const char *mode = "";
static int *keep = nullptr;

static void work(const char *who) { // the calls each place tries
  int n = -1, dev = -1;
  cudaError_t c = cudaGetDeviceCount(&n);
  cudaError_t g = cudaGetDevice(&dev);
  int *d = nullptr;
  cudaError_t m = cudaMalloc(&d, 64);
  cudaMemset(d, 0, 64); // a failed launch then reads zeros, not what the memory held
  setv<<<1, 4>>>(d, 10);
  cudaError_t l = cudaGetLastError();
  int h[4] = {-1, -1, -1, -1};
  cudaError_t y = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaStream_t s = nullptr;
  cudaError_t sc = cudaStreamCreate(&s);
  cudaEvent_t ev = nullptr;
  cudaError_t ec = cudaEventCreate(&ev);
  cudaError_t sy = cudaDeviceSynchronize();
  cudaError_t f = cudaFree(d);
  cudaError_t k = keep ? cudaFree(keep) : cudaSuccess;
  keep = nullptr;
  printf("%s: count %s %d, device %s %d, malloc %s, launch %s, copy %s %d %d, stream %s, event %s, sync %s, free %s, free kept %s, last %s\n",
         who, nm(c), n, nm(g), dev, nm(m), nm(l), nm(y), h[0], h[3], nm(sc), nm(ec), nm(sy), nm(f), nm(k), nm(cudaGetLastError()));
}

__attribute__((constructor(101))) static void early() {
  const char *m = getenv("GC_MODE");
  if (m && !strcmp(m, "early")) work("constructor(101)");
}
struct Ctor {
  Ctor() {
    const char *m = getenv("GC_MODE");
    if (m && !strcmp(m, "ctor")) work("static constructor");
  }
} ctorObject;
struct Dtor {
  bool on = false;
  ~Dtor() { if (on) work("static destructor"); }
} dtorObject; // constructed before the runtime initialises
static void handlerBefore() { work("atexit handler registered before the first call"); }
static void handlerAfter() { work("atexit handler registered after the first call"); }
__attribute__((destructor(101))) static void late101() {
  if (!strcmp(mode, "late")) work("destructor(101)");
}
__attribute__((destructor)) static void late() {
  if (!strcmp(mode, "late")) work("destructor");
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "";
  if (!strcmp(mode, "atexit")) atexit(handlerBefore);
  if (!strcmp(mode, "dtor")) dtorObject.on = true;
  work("main");
  OK(cudaMalloc(&keep, 64)); // freed by whichever runs after main
  if (!strcmp(mode, "atexit")) atexit(handlerAfter);
  if (!strcmp(mode, "exit")) {
    setv<<<1, 4>>>(keep, 1);
    printf("exit(0) with a launch queued\n");
    exit(0);
  }
  return finish();
}
