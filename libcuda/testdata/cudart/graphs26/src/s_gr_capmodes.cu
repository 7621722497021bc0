// s_gr_capmodes: which calls each capture mode forbids, from the capturing
// thread and from another thread: for each of global, thread-local and
// relaxed, a fresh capture, one "unsafe" call, then the call's code, the
// capture's status and cudaStreamEndCapture's code (and whether a graph came
// back). Calls: cudaMalloc, cudaFree, cudaMallocHost, cudaFreeHost,
// cudaMemcpy (sync), cudaMemset (legacy stream), cudaStreamSynchronize of
// the capturing stream and of another, cudaDeviceSynchronize, cudaStreamQuery,
// cudaEventQuery, cudaEventSynchronize, cudaMemGetInfo, cudaMallocManaged,
// cudaStreamCreate, cudaEventRecord into the legacy stream, a kernel on the
// legacy stream, cudaMemcpyAsync on another stream, cudaMallocAsync on
// another stream, cudaThreadExchangeStreamCaptureMode.
#include <thread>
#include "g26.h"

static const char *statusName(cudaStreamCaptureStatus s) {
  switch (s) {
  case cudaStreamCaptureStatusNone: return "None";
  case cudaStreamCaptureStatusActive: return "Active";
  case cudaStreamCaptureStatusInvalidated: return "Invalidated";
  }
  return "?";
}
static const char *modeName(cudaStreamCaptureMode m) {
  switch (m) {
  case cudaStreamCaptureModeGlobal: return "global";
  case cudaStreamCaptureModeThreadLocal: return "threadlocal";
  case cudaStreamCaptureModeRelaxed: return "relaxed";
  }
  return "?";
}

static cudaStream_t cs, other;
static int *dev;
static int hostBuf[64];
static cudaEvent_t ev;
static void *poolMem;

static cudaError_t call(int which) {
  void *p = nullptr;
  size_t f, t;
  cudaStream_t ns;
  switch (which) {
  case 0: {
    cudaError_t e = cudaMalloc(&p, 64);
    if (e == cudaSuccess) cudaFree(p);
    return e;
  }
  case 1: return cudaFree(nullptr);
  case 2: {
    cudaError_t e = cudaMallocHost(&p, 64);
    if (e == cudaSuccess) cudaFreeHost(p);
    return e;
  }
  case 3: return cudaMemcpy(hostBuf, dev, 64, cudaMemcpyDeviceToHost);
  case 4: return cudaMemset(dev, 0, 64);
  case 5: return cudaStreamSynchronize(cs);
  case 6: return cudaStreamSynchronize(other);
  case 7: return cudaDeviceSynchronize();
  case 8: return cudaStreamQuery(cs);
  case 9: return cudaEventQuery(ev);
  case 10: return cudaEventSynchronize(ev);
  case 11: return cudaMemGetInfo(&f, &t);
  case 12: {
    cudaError_t e = cudaMallocManaged(&p, 64);
    if (e == cudaSuccess) cudaFree(p);
    return e;
  }
  case 13: {
    cudaError_t e = cudaStreamCreate(&ns);
    if (e == cudaSuccess) cudaStreamDestroy(ns);
    return e;
  }
  case 14: return cudaEventRecord(ev, 0);
  case 15: addk<<<1, 32>>>(dev, 1, 8); return cudaGetLastError();
  case 16: return cudaMemcpyAsync(hostBuf, dev, 64, cudaMemcpyDeviceToHost, other);
  case 17: {
    cudaError_t e = cudaMallocAsync(&p, 64, other);
    if (e == cudaSuccess) cudaFreeAsync(p, other);
    return e;
  }
  case 18: return cudaMemcpy(dev, dev + 16, 64, cudaMemcpyDeviceToDevice);
  case 19: return cudaMemcpyToSymbol(hostBuf, dev, 0);
  case 20: return cudaStreamQuery(other);
  case 21: {
    cudaEvent_t e2;
    cudaError_t e = cudaEventCreate(&e2);
    if (e == cudaSuccess) cudaEventDestroy(e2);
    return e;
  }
  case 22: return cudaEventRecord(ev, other);
  case 23: return cudaStreamWaitEvent(0, ev, 0);
  case 24: {
    cudaMemPool_t pool;
    cudaDeviceGetDefaultMemPool(&pool, 0);
    cudaError_t e = cudaMallocFromPoolAsync(&p, 64, pool, other);
    if (e == cudaSuccess) cudaFreeAsync(p, other);
    return e;
  }
  case 25: return cudaFreeAsync(poolMem, other);
  case 26: {
    cudaMemPool_t pool;
    cudaDeviceGetDefaultMemPool(&pool, 0);
    return cudaMemPoolTrimTo(pool, 0);
  }
  case 27: return cudaEventRecord(ev, cs);
  }
  return cudaErrorUnknown;
}
static const char *callNames[] = {
    "cudaMalloc", "cudaFree(NULL)", "cudaMallocHost", "cudaMemcpy DtoH", "cudaMemset legacy",
    "cudaStreamSynchronize(capturing)", "cudaStreamSynchronize(other)", "cudaDeviceSynchronize",
    "cudaStreamQuery(capturing)", "cudaEventQuery", "cudaEventSynchronize", "cudaMemGetInfo",
    "cudaMallocManaged", "cudaStreamCreate", "cudaEventRecord legacy", "kernel on legacy",
    "cudaMemcpyAsync other", "cudaMallocAsync other", "cudaMemcpy DtoD", "cudaMemcpyToSymbol bad",
    "cudaStreamQuery(other)", "cudaEventCreate", "cudaEventRecord other", "cudaStreamWaitEvent legacy",
    "cudaMallocFromPoolAsync other", "cudaFreeAsync other", "cudaMemPoolTrimTo", "cudaEventRecord capturing"};
const int ncalls = 28;

int main() {
  REQUIRE(cudaMalloc(&dev, 1024));
  OK(cudaMemset(dev, 0, 1024));
  REQUIRE(cudaStreamCreateWithFlags(&cs, cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
  OK(cudaEventCreate(&ev));
  OK(cudaEventRecord(ev, other));
  OK(cudaDeviceSynchronize());
  cudaStreamCaptureMode modes[3] = {cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed};
  for (int m = 0; m < 3; m++) {
    for (int th = 0; th < 2; th++) {
      for (int c = 0; c < ncalls; c++) {
        if (c == 25) {
          cudaMallocAsync(&poolMem, 64, other);
          cudaStreamSynchronize(other);
        }
        cudaError_t b = cudaStreamBeginCapture(cs, modes[m]);
        addk<<<1, 32, 0, cs>>>(dev, 1, 8);
        cudaError_t e;
        if (th == 0) {
          e = call(c);
        } else {
          std::thread t([&] { e = call(c); });
          t.join();
        }
        cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
        cudaError_t qe = cudaStreamIsCapturing(cs, &st);
        cudaGraph_t g = nullptr;
        cudaError_t ee = cudaStreamEndCapture(cs, &g);
        cudaError_t last = cudaGetLastError();
        printf("%-11s %-6s %-34s begin %s call %s status %s/%s end %s graph %s last %s\n", modeName(modes[m]), th ? "thread" : "same", callNames[c], cudaGetErrorName(b),
               cudaGetErrorName(e), cudaGetErrorName(qe), statusName(st), cudaGetErrorName(ee), g ? "yes" : "no", cudaGetErrorName(last));
        if (g) cudaGraphDestroy(g);
        cudaDeviceSynchronize();
        cudaGetLastError();
      }
    }
  }
  // cudaThreadExchangeStreamCaptureMode
  cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
  OK(cudaThreadExchangeStreamCaptureMode(&mode));
  printf("previous mode %s\n", modeName(mode));
  mode = (cudaStreamCaptureMode)7;
  SHOW(cudaThreadExchangeStreamCaptureMode(&mode));
  printf("mode after bad exchange %d\n", (int)mode);
  mode = cudaStreamCaptureModeGlobal;
  OK(cudaThreadExchangeStreamCaptureMode(&mode));
  printf("previous mode %s\n", modeName(mode));
  // a relaxed thread mode while another stream captures in global mode
  OK(cudaStreamBeginCapture(cs, cudaStreamCaptureModeGlobal));
  mode = cudaStreamCaptureModeRelaxed;
  OK(cudaThreadExchangeStreamCaptureMode(&mode));
  void *p = nullptr;
  SHOW(cudaMalloc(&p, 64));
  if (p) cudaFree(p);
  mode = cudaStreamCaptureModeGlobal;
  OK(cudaThreadExchangeStreamCaptureMode(&mode));
  SHOW(cudaMalloc(&p, 64));
  cudaGraph_t g;
  SHOW(cudaStreamEndCapture(cs, &g));
  SHOW(cudaGetLastError());
  // bad modes and streams
  SHOW(cudaStreamBeginCapture(cs, (cudaStreamCaptureMode)9));
  SHOW(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamEndCapture(cudaStreamPerThread, &g));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamEndCapture(cs, &g));
  SHOW(cudaStreamEndCapture(cs, nullptr));
  OK(cudaStreamBeginCapture(cs, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(cs, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamEndCapture(cs, nullptr));
  cudaStreamCaptureStatus st;
  SHOW(cudaStreamIsCapturing(cs, &st));
  printf("status %s\n", statusName(st));
  g = nullptr;
  SHOW(cudaStreamEndCapture(cs, &g));
  printf("empty capture graph %s\n", g ? "yes" : "no");
  if (g) nodes("empty capture", g);
  SHOW(cudaGetLastError());
  return finish();
}
