// s_gr_capblock: capture of a *blocking* stream (created with default
// flags) and of the per-thread default stream, and the legacy stream's
// interplay: in each mode, work on the legacy stream (kernel, memset,
// event record, cudaStreamQuery(0), cudaStreamSynchronize(0)) while a
// blocking stream captures, from the capturing thread and another; the
// capture's status and cudaStreamEndCapture's code; capture of
// cudaStreamPerThread itself (and the legacy stream, refused), a stream
// created with a priority, cudaStreamIsCapturing of stream 0 meanwhile.
#include <thread>
#include "g26.h"

static const char *st(cudaStreamCaptureStatus s) {
  return s == cudaStreamCaptureStatusNone ? "None" : s == cudaStreamCaptureStatusActive ? "Active" : s == cudaStreamCaptureStatusInvalidated ? "Invalidated" : "?";
}
static int *d;
static cudaEvent_t ev;
static cudaError_t legacy(int which) {
  cudaStreamCaptureStatus s;
  switch (which) {
  case 0: addk<<<1, 32>>>(d, 1, 8); return cudaGetLastError();
  case 1: return cudaMemsetAsync(d, 0, 64, 0);
  case 2: return cudaEventRecord(ev, 0);
  case 3: return cudaStreamQuery(0);
  case 4: return cudaStreamSynchronize(0);
  case 5: return cudaStreamIsCapturing(0, &s);
  case 6: return cudaStreamWaitEvent(0, ev, 0);
  case 7: addk<<<1, 32, 0, cudaStreamPerThread>>>(d, 1, 8); return cudaGetLastError();
  case 8: return cudaStreamIsCapturing(cudaStreamLegacy, &s);
  }
  return cudaErrorUnknown;
}
static const char *names[] = {"kernel on 0", "memset on 0", "record on 0", "query 0", "sync 0", "isCapturing 0", "wait on 0", "kernel on per-thread", "isCapturing legacy"};

int main() {
  REQUIRE(cudaMalloc(&d, 1024));
  OK(cudaEventCreate(&ev));
  OK(cudaEventRecord(ev, 0));
  OK(cudaDeviceSynchronize());
  cudaStream_t b;
  REQUIRE(cudaStreamCreate(&b));
  cudaStreamCaptureMode modes[3] = {cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed};
  const char *mn[3] = {"global", "threadlocal", "relaxed"};
  for (int m = 0; m < 3; m++)
    for (int th = 0; th < 2; th++)
      for (int c = 0; c < 9; c++) {
        cudaError_t be = cudaStreamBeginCapture(b, modes[m]);
        addk<<<1, 32, 0, b>>>(d, 1, 8);
        cudaError_t e;
        if (th) {
          std::thread t([&] { e = legacy(c); });
          t.join();
        } else {
          e = legacy(c);
        }
        cudaStreamCaptureStatus cs;
        cudaError_t qe = cudaStreamIsCapturing(b, &cs);
        cudaGraph_t g = nullptr;
        cudaError_t ee = cudaStreamEndCapture(b, &g);
        cudaError_t last = cudaGetLastError();
        printf("%-11s %-6s %-22s begin %s call %s status %s/%s end %s graph %s last %s\n", mn[m], th ? "thread" : "same", names[c], cudaGetErrorName(be), cudaGetErrorName(e), cudaGetErrorName(qe), st(cs), cudaGetErrorName(ee),
               g ? "yes" : "no", cudaGetErrorName(last));
        if (g) cudaGraphDestroy(g);
        cudaDeviceSynchronize();
        cudaGetLastError();
      }
  // capture of the per-thread default stream
  SHOW(cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeGlobal));
  addk<<<1, 32, 0, cudaStreamPerThread>>>(d, 1, 8);
  cudaStreamCaptureStatus cs;
  SHOW(cudaStreamIsCapturing(cudaStreamPerThread, &cs));
  printf("per-thread status %s\n", st(cs));
  SHOW(cudaStreamIsCapturing(0, &cs));
  printf("stream 0 status %s\n", st(cs));
  SHOW(cudaMemsetAsync(d, 0, 64, 0));
  cudaGraph_t g = nullptr;
  SHOW(cudaStreamEndCapture(cudaStreamPerThread, &g));
  if (g) nodes("per-thread capture", g);
  SHOW(cudaGetLastError());
  SHOW(cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeRelaxed));
  addk<<<1, 32, 0, cudaStreamPerThread>>>(d, 1, 8);
  g = nullptr;
  SHOW(cudaStreamEndCapture(cudaStreamPerThread, &g));
  if (g) {
    cudaGraphExec_t x;
    SHOW(cudaGraphInstantiate(&x, g, 0));
    OK(cudaMemset(d, 0, 1024));
    SHOW(cudaGraphLaunch(x, cudaStreamPerThread));
    SHOW(cudaStreamSynchronize(cudaStreamPerThread));
    ints("per-thread captured run", d, 2);
  }
  SHOW(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(0, cudaStreamCaptureModeRelaxed));
  SHOW(cudaGetLastError());
  // a stream with a priority: captured kernel's priority attribute
  int lo, hi;
  OK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  cudaStream_t ps;
  REQUIRE(cudaStreamCreateWithPriority(&ps, cudaStreamNonBlocking, hi));
  OK(cudaStreamBeginCapture(ps, cudaStreamCaptureModeGlobal));
  addk<<<1, 32, 0, ps>>>(d, 1, 8);
  OK(cudaStreamEndCapture(ps, &g));
  size_t n = 1;
  cudaGraphNode_t k;
  OK(cudaGraphGetNodes(g, &k, &n));
  cudaLaunchAttributeValue v;
  memset(&v, 0, sizeof v);
  SHOW(cudaGraphKernelNodeGetAttribute(k, cudaLaunchAttributePriority, &v));
  printf("captured priority %d (range %d..%d)\n", v.priority, lo, hi);
  // thread B captures b in global mode; thread A (this) calls cudaMalloc
  OK(cudaStreamBeginCapture(b, cudaStreamCaptureModeGlobal));
  void *p = nullptr;
  cudaError_t me;
  std::thread t([&] { me = cudaMalloc(&p, 64); });
  t.join();
  printf("cudaMalloc on another thread during a global capture -> %s\n", cudaGetErrorName(me));
  g = nullptr;
  SHOW(cudaStreamEndCapture(b, &g));
  // a capture begun on one thread, ended on another
  OK(cudaStreamBeginCapture(b, cudaStreamCaptureModeGlobal));
  cudaError_t ee;
  std::thread t2([&] { ee = cudaStreamEndCapture(b, &g); });
  t2.join();
  printf("end on another thread (global) -> %s\n", cudaGetErrorName(ee));
  SHOW(cudaStreamEndCapture(b, &g));
  OK(cudaStreamBeginCapture(b, cudaStreamCaptureModeRelaxed));
  std::thread t3([&] { ee = cudaStreamEndCapture(b, &g); });
  t3.join();
  printf("end on another thread (relaxed) -> %s\n", cudaGetErrorName(ee));
  SHOW(cudaStreamEndCapture(b, &g));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
