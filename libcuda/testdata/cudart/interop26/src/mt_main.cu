// mt_main: host threads that mix the runtime with contexts of the driver:
// each of 6 threads does one thing, in turn (each joined before the next):
//   0 the runtime alone (a new thread starts with no current context)
//   1 cuCtxCreate's context current, then runtime allocations and launches
//   2 the main thread's created context made current, runtime calls in it
//   3 cuCtxSetCurrent(NULL) after runtime work, then the runtime again
//   4 cudaSetDevice, then cuCtxGetCurrent (the primary context?)
//   5 a stream created by thread 1 in its (destroyed by then) context used
#include <thread>
#include "io.h"

__global__ void setv(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }
static const char *cnm(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
static CUcontext primary, mainCreated, t1ctx;
static cudaStream_t t1stream;
static const char *which(CUcontext c) {
  if (!c) return "none";
  if (c == primary) return "primary";
  if (c == mainCreated) return "main's created";
  if (c == t1ctx) return "thread 1's";
  return "other";
}
static void work(const char *who) {
  CUcontext c = nullptr;
  cuCtxGetCurrent(&c);
  const char *before = which(c);
  int *d = nullptr;
  cudaError_t m = cudaMalloc(&d, 64);
  if (!m) cudaMemset(d, 0, 64);
  setv<<<1, 4>>>(d, 5);
  cudaError_t l = cudaGetLastError();
  int h[4] = {-1, -1, -1, -1};
  cudaError_t y = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  CUcontext pc = nullptr;
  CUresult pr = d ? cuPointerGetAttribute(&pc, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)d) : CUDA_ERROR_INVALID_VALUE;
  cudaFree(d);
  cuCtxGetCurrent(&c);
  printf("%s: current before %s, malloc %s launch %s copy %s %d, memory's context %s %s, current after %s\n", who, before, nm(m), nm(l), nm(y), h[3], cnm(pr), which(pc), which(c));
}

int main() {
  CU(cuInit(0));
  CUdevice dev;
  CU(cuDeviceGet(&dev, 0));
  CU(cuDevicePrimaryCtxRetain(&primary, dev));
#if CUDA_VERSION >= 13000
  CU(cuCtxCreate(&mainCreated, nullptr, 0, dev));
#else
  CU(cuCtxCreate(&mainCreated, 0, dev));
#endif
  work("main, created context current");
  std::thread([] { work("thread 0"); }).join();
  std::thread([dev] {
#if CUDA_VERSION >= 13000
    cuCtxCreate(&t1ctx, nullptr, 0, dev);
#else
    cuCtxCreate(&t1ctx, 0, dev);
#endif
    work("thread 1");
    printf("thread 1 stream: %s\n", nm(cudaStreamCreate(&t1stream)));
    CUcontext sc = nullptr;
    cuStreamGetCtx((CUstream)t1stream, &sc);
    printf("thread 1 stream's context %s\n", which(sc));
  }).join();
  std::thread([] {
    cuCtxSetCurrent(mainCreated);
    work("thread 2");
  }).join();
  std::thread([] {
    work("thread 3 first");
    cuCtxSetCurrent(nullptr);
    work("thread 3 after cuCtxSetCurrent(NULL)");
  }).join();
  std::thread([] {
    printf("thread 4 cudaSetDevice: %s\n", nm(cudaSetDevice(0)));
    CUcontext c = nullptr;
    cuCtxGetCurrent(&c);
    printf("thread 4 current %s\n", which(c));
  }).join();
  std::thread([] {
    int *d = nullptr;
    cudaMalloc(&d, 64);
    setv<<<1, 4, 0, t1stream>>>(d, 1);
    printf("thread 5 launch on thread 1's stream: %s\n", nm(cudaGetLastError()));
    printf("thread 5 sync of it: %s\n", nm(cudaStreamSynchronize(t1stream)));
    CU(cuCtxDestroy(t1ctx));
    printf("thread 5 after thread 1's context destroyed, query: %s\n", nm(cudaStreamQuery(t1stream)));
    setv<<<1, 4, 0, t1stream>>>(d, 1);
    printf("thread 5 launch: %s\n", nm(cudaGetLastError()));
  }).join();
  CU(cuCtxDestroy(mainCreated));
  work("main after destroying its context");
  CU(cuDevicePrimaryCtxRelease(dev));
  return finish();
}
