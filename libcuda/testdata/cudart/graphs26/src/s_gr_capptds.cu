// build: --default-stream per-thread
// s_gr_capptds: capture of stream 0 in a program built with
// --default-stream per-thread (the runtime's _ptsz entry points: stream 0
// is the calling thread's per-thread default stream), in each mode: what
// is captured, cudaStreamIsCapturing of 0, cudaStreamPerThread and
// cudaStreamLegacy meanwhile, work on the legacy stream (a blocking stream
// waits for it), from this thread and another, another thread's stream 0
// (its own per-thread stream) and its capture at the same time, a fork and
// join through events with a created stream, and the captured graph's run.
// cudasim captures it as a blocking stream (docs/streams.md, "Capture of
// the per-thread default stream").
#include <thread>
#include "g26.h"

static const char *st(cudaStreamCaptureStatus s) {
  return s == cudaStreamCaptureStatusNone ? "None" : s == cudaStreamCaptureStatusActive ? "Active" : s == cudaStreamCaptureStatusInvalidated ? "Invalidated" : "?";
}
static int *d;

// during does one thing while stream 0 captures.
static cudaError_t during(int which) {
  cudaStreamCaptureStatus s;
  switch (which) {
  case 0: return cudaMemsetAsync(d + 64, 0, 4, cudaStreamLegacy);
  case 1: addk<<<1, 32, 0, cudaStreamLegacy>>>(d + 64, 1, 8); return cudaGetLastError();
  case 2: return cudaStreamSynchronize(cudaStreamLegacy);
  case 3: return cudaStreamQuery(cudaStreamLegacy);
  case 4: return cudaStreamIsCapturing(cudaStreamLegacy, &s);
  case 5: return cudaMemsetAsync(d + 64, 0, 4, 0); // this thread's stream 0, or another's
  case 6: return cudaDeviceSynchronize();
  case 7: return cudaMemset(d + 64, 0, 4);
  }
  return cudaErrorUnknown;
}
static const char *names[] = {"memset on legacy", "kernel on legacy", "sync legacy", "query legacy", "isCapturing legacy", "memset on 0", "device sync", "cudaMemset"};

int main() {
  REQUIRE(cudaMalloc(&d, 1024));
  OK(cudaMemset(d, 0, 1024));
  OK(cudaDeviceSynchronize());
  cudaStreamCaptureMode modes[3] = {cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed};
  const char *mn[3] = {"global", "threadlocal", "relaxed"};
  for (int m = 0; m < 3; m++)
    for (int th = 0; th < 2; th++)
      for (int c = 0; c < 8; c++) {
        cudaError_t be = cudaStreamBeginCapture(0, modes[m]);
        addk<<<1, 32>>>(d, 1, 8);
        cudaError_t e;
        if (th) {
          std::thread t([&] { e = during(c); });
          t.join();
        } else {
          e = during(c);
        }
        cudaStreamCaptureStatus cs;
        cudaError_t qe = cudaStreamIsCapturing(0, &cs);
        cudaGraph_t g = nullptr;
        cudaError_t ee = cudaStreamEndCapture(0, &g);
        size_t n = 0;
        if (g) cudaGraphGetNodes(g, nullptr, &n);
        cudaError_t last = cudaGetLastError();
        printf("%-11s %-6s %-18s begin %s call %s status %s/%s end %s nodes %zu last %s\n", mn[m], th ? "thread" : "same", names[c], cudaGetErrorName(be), cudaGetErrorName(e),
               cudaGetErrorName(qe), st(cs), cudaGetErrorName(ee), n, cudaGetErrorName(last));
        if (g) cudaGraphDestroy(g);
        cudaDeviceSynchronize();
        cudaGetLastError();
      }
  // what each handle reports while stream 0 captures
  OK(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus cs;
  SHOW(cudaStreamIsCapturing(0, &cs));
  printf("stream 0 %s\n", st(cs));
  SHOW(cudaStreamIsCapturing(cudaStreamPerThread, &cs));
  printf("cudaStreamPerThread %s\n", st(cs));
  SHOW(cudaStreamIsCapturing(cudaStreamLegacy, &cs));
  printf("cudaStreamLegacy %s\n", st(cs));
  unsigned long long id0 = 0, idPt = 0;
  SHOW(cudaStreamGetCaptureInfo(0, &cs, &id0));
  SHOW(cudaStreamGetCaptureInfo(cudaStreamPerThread, &cs, &idPt));
  printf("same capture id %d\n", id0 == idPt);
  // another thread captures its own stream 0 meanwhile (relaxed: it may)
  cudaError_t tb = cudaErrorUnknown, tk = cudaErrorUnknown, te = cudaErrorUnknown;
  size_t tn = 0;
  std::thread t([&] {
    cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    cudaThreadExchangeStreamCaptureMode(&mode);
    tb = cudaStreamBeginCapture(0, cudaStreamCaptureModeRelaxed);
    addk<<<1, 32>>>(d + 32, 5, 8);
    tk = cudaGetLastError();
    cudaGraph_t tg = nullptr;
    te = cudaStreamEndCapture(0, &tg);
    if (tg) cudaGraphGetNodes(tg, nullptr, &tn);
  });
  t.join();
  printf("other thread's capture: begin %s kernel %s end %s nodes %zu\n", cudaGetErrorName(tb), cudaGetErrorName(tk), cudaGetErrorName(te), tn);
  // fork and join with a created stream
  cudaStream_t side;
  REQUIRE(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
  cudaEvent_t fork, join;
  OK(cudaEventCreate(&fork));
  OK(cudaEventCreate(&join));
  addk<<<1, 32>>>(d, 1, 8);
  SHOW(cudaEventRecord(fork, 0));
  SHOW(cudaStreamWaitEvent(side, fork, 0));
  addk<<<1, 32, 0, side>>>(d + 8, 2, 8);
  SHOW(cudaEventRecord(join, side));
  SHOW(cudaStreamWaitEvent(0, join, 0));
  addk<<<1, 32>>>(d, 10, 8);
  cudaGraph_t g = nullptr;
  SHOW(cudaStreamEndCapture(0, &g));
  if (g) {
    nodes("stream 0 capture", g);
    cudaGraphExec_t x;
    SHOW(cudaGraphInstantiateWithFlags(&x, g, 0));
    OK(cudaMemset(d, 0, 1024));
    SHOW(cudaGraphLaunch(x, 0));
    SHOW(cudaStreamSynchronize(0));
    ints("captured run", d, 16);
  }
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
