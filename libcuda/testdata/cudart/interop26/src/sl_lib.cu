// sl_lib.cu: a shared library with CUDA inside, built twice (LIBID 1 and
// 2) into libsl1.so and libsl2.so, each with the same extern "C" kernel
// name and the same global names, by default with its own statically
// linked cudart (build.sh; the _sh variants link the shared one).
#include "check.h" // the glibc 2.38 shims (and its helpers, unused here)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define FN(x) CAT(CAT(sl, LIBID), _##x)

__device__ int libGlobal = LIBID * 1000;
extern "C" __global__ void kern(int *p, int v) { p[threadIdx.x] = libGlobal + v + threadIdx.x; }
__global__ void bump() { libGlobal += 1; }

static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }

extern "C" int FN(run)(int *d, int v) { // launches kern on d, returns d[1]
  kern<<<1, 4>>>(d, v);
  cudaError_t l = cudaGetLastError();
  int h[4] = {-1, -1, -1, -1};
  cudaError_t c = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("  lib%d run: launch %s copy %s values %d %d\n", LIBID, nm(l), nm(c), h[0], h[3]);
  return h[1];
}
extern "C" int FN(bump)() {
  bump<<<1, 1>>>();
  int v = -1;
  cudaError_t c = cudaMemcpyFromSymbol(&v, libGlobal, 4);
  printf("  lib%d bump: %s libGlobal %d\n", LIBID, nm(c), v);
  return v;
}
extern "C" void *FN(alloc)(size_t n) {
  void *p = nullptr;
  cudaError_t e = cudaMalloc(&p, n);
  if (!e) cudaMemset(p, 0, n);
  printf("  lib%d alloc: %s\n", LIBID, nm(e));
  return p;
}
extern "C" cudaStream_t FN(stream)() {
  cudaStream_t s = nullptr;
  cudaError_t e = cudaStreamCreate(&s);
  printf("  lib%d stream: %s\n", LIBID, nm(e));
  return s;
}
extern "C" void FN(onstream)(cudaStream_t s, int *d, int v) {
  kern<<<1, 4, 0, s>>>(d, v);
  cudaError_t l = cudaGetLastError();
  cudaError_t y = cudaStreamSynchronize(s);
  printf("  lib%d onstream: launch %s sync %s\n", LIBID, nm(l), nm(y));
}
extern "C" void FN(badlaunch)() { // a launch error left in this runtime's last error
  kern<<<1, 4096>>>(nullptr, 0);
  printf("  lib%d badlaunch: peek %s\n", LIBID, nm(cudaPeekAtLastError()));
}
extern "C" void FN(lasterror)() {
  printf("  lib%d last error: %s\n", LIBID, nm(cudaGetLastError()));
}
extern "C" void FN(copy)(int *d) { // a copy from d, which may be stale
  int h[4] = {-1, -1, -1, -1};
  cudaError_t c = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("  lib%d copy: %s values %d %d\n", LIBID, nm(c), h[0], h[3]);
}
extern "C" void FN(reset)() { printf("  lib%d cudaDeviceReset: %s\n", LIBID, nm(cudaDeviceReset())); }
extern "C" void FN(limits)(size_t set) {
  size_t v = 0;
  cudaError_t e = set ? cudaDeviceSetLimit(cudaLimitPrintfFifoSize, set) : cudaSuccess;
  cudaError_t g = cudaDeviceGetLimit(&v, cudaLimitPrintfFifoSize);
  printf("  lib%d limits: set %s get %s printf fifo %zu\n", LIBID, nm(e), nm(g), v);
}
extern "C" void *FN(func)() { // the kernel as a driver function (cudaGetFuncBySymbol)
  cudaFunction_t f = nullptr;
  cudaError_t e = cudaGetFuncBySymbol(&f, (const void *)kern);
  printf("  lib%d cudaGetFuncBySymbol: %s\n", LIBID, nm(e));
  return (void *)f;
}
extern "C" int FN(devcount)() {
  int n = -1;
  cudaError_t e = cudaGetDeviceCount(&n);
  printf("  lib%d device count: %s %d\n", LIBID, nm(e), n);
  return n;
}
