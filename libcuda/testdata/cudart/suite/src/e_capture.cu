// e_capture: stream capture misused: capturing the legacy stream, beginning
// twice, ending a stream that is not capturing or that another stream
// began, an unjoined fork, calls a capture forbids in each mode
// (synchronizations, queries, cudaMalloc, synchronous copies, the legacy
// stream), what they do to the capture (invalidated, then every later
// capture call), and null graph handles.
#include <cstring>
#include "e_check.h"

__global__ void k(int *p) {
  if (p) p[threadIdx.x] += 1;
}

static int *d = nullptr;
static cudaStream_t s1, s2;

static void setUp() {
  STEP(cudaMalloc(&d, 4096));
  STEP(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  STEP(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
}

static void status(cudaStream_t s) {
  cudaStreamCaptureStatus st = (cudaStreamCaptureStatus)77;
  cudaError_t e = cudaStreamIsCapturing(s, &st);
  printf("  capturing: %s status %d\n", cudaGetErrorName(e), (int)st);
}

static void endAndLaunch(cudaStream_t s) {
  cudaGraph_t g = nullptr;
  STEP(cudaStreamEndCapture(s, &g));
  printf("  graph null: %d\n", g == nullptr);
  status(s);
  if (g) {
    cudaGraphExec_t x = nullptr;
    STEP(cudaGraphInstantiateWithFlags(&x, g, 0));
    if (x) STEP(cudaGraphLaunch(x, s));
  }
  STEP(cudaStreamSynchronize(s));
}

static void beginErrors() {
  setUp();
  STEP(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
  STEP(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
  STEP(cudaStreamBeginCapture(s1, (cudaStreamCaptureMode)7));
  cudaGraph_t g = nullptr;
  STEP(cudaStreamEndCapture(s1, &g));
  STEP(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  STEP(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  status(s1);
  STEP(cudaStreamEndCapture(s2, &g));
  STEP(cudaStreamEndCapture(s1, nullptr));
  status(s1);
  LAUNCH(k<<<1, 32, 0, s1>>>(d));
  endAndLaunch(s1);
  STEP(cudaStreamEndCapture(s1, &g));
  STEP(cudaStreamIsCapturing(s1, nullptr));
}

static void unjoined() {
  setUp();
  cudaEvent_t fork;
  STEP(cudaEventCreate(&fork));
  STEP(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  LAUNCH(k<<<1, 32, 0, s1>>>(d));
  STEP(cudaEventRecord(fork, s1));
  STEP(cudaStreamWaitEvent(s2, fork, 0));
  status(s2);
  LAUNCH(k<<<1, 32, 0, s2>>>(d));
  STEP(cudaStreamEndCapture(s2, nullptr));
  cudaGraph_t g = nullptr;
  STEP(cudaStreamEndCapture(s2, &g));
  endAndLaunch(s1);
  status(s2);
  STEP(cudaDeviceSynchronize());
}

// forbidden runs one call that a global-mode capture of s1 forbids, then
// what follows in the capture.
static void forbidden(int what, cudaStreamCaptureMode mode) {
  setUp();
  cudaEvent_t ev;
  STEP(cudaEventCreate(&ev));
  STEP(cudaEventRecord(ev, s1));
  STEP(cudaStreamBeginCapture(s1, mode));
  LAUNCH(k<<<1, 32, 0, s1>>>(d));
  int h = 0;
  void *p = nullptr;
  switch (what) {
  case 0: STEP(cudaStreamSynchronize(s1)); break;
  case 1: STEP(cudaStreamQuery(s1)); break;
  case 2: STEP(cudaDeviceSynchronize()); break;
  case 3: STEP(cudaMalloc(&p, 16)); break;
  case 4: STEP(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost)); break;
  case 5: LAUNCH(k<<<1, 32>>>(d)); break;
  case 6: STEP(cudaEventSynchronize(ev)); break;
  case 7: STEP(cudaEventQuery(ev)); break;
  case 8: STEP(cudaFree(d)); break;
  case 9: STEP(cudaMemset(d, 0, 16)); break;
  case 10: STEP(cudaMallocHost(&p, 16)); break;
  case 11: STEP(cudaStreamSynchronize(s2)); break;
  }
  status(s1);
  LAUNCH(k<<<1, 32, 0, s1>>>(d));
  STEP(cudaMemsetAsync(d, 0, 16, s1));
  endAndLaunch(s1);
  STEP(cudaDeviceSynchronize());
}
static void globalStreamSynchronize() { forbidden(0, cudaStreamCaptureModeGlobal); }
static void globalStreamQuery() { forbidden(1, cudaStreamCaptureModeGlobal); }
static void globalDeviceSynchronize() { forbidden(2, cudaStreamCaptureModeGlobal); }
static void globalMalloc() { forbidden(3, cudaStreamCaptureModeGlobal); }
static void globalMemcpy() { forbidden(4, cudaStreamCaptureModeGlobal); }
static void globalLegacyLaunch() { forbidden(5, cudaStreamCaptureModeGlobal); }
static void globalEventSynchronize() { forbidden(6, cudaStreamCaptureModeGlobal); }
static void globalEventQuery() { forbidden(7, cudaStreamCaptureModeGlobal); }
static void globalFree() { forbidden(8, cudaStreamCaptureModeGlobal); }
static void globalMemset() { forbidden(9, cudaStreamCaptureModeGlobal); }
static void globalMallocHost() { forbidden(10, cudaStreamCaptureModeGlobal); }
static void globalOtherStreamSynchronize() { forbidden(11, cudaStreamCaptureModeGlobal); }
static void relaxedMalloc() { forbidden(3, cudaStreamCaptureModeRelaxed); }
static void relaxedMemcpy() { forbidden(4, cudaStreamCaptureModeRelaxed); }
static void relaxedStreamQuery() { forbidden(1, cudaStreamCaptureModeRelaxed); }
static void threadLocalMalloc() { forbidden(3, cudaStreamCaptureModeThreadLocal); }
static void threadLocalLegacyLaunch() { forbidden(5, cudaStreamCaptureModeThreadLocal); }

static void nullGraphs() {
  setUp();
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiateWithFlags(&x, nullptr, 0));
  STEP(cudaGraphInstantiateWithFlags(nullptr, nullptr, 0));
  STEP(cudaGraphLaunch(nullptr, s1));
  STEP(cudaGraphExecDestroy(nullptr));
  STEP(cudaGraphDestroy(nullptr));
  cudaGraph_t g = nullptr;
  STEP(cudaGraphCreate(&g, 1));
  STEP(cudaGraphCreate(nullptr, 0));
  STEP(cudaGraphCreate(&g, 0));
  STEP(cudaGraphInstantiateWithFlags(&x, g, 0));
  STEP(cudaGraphLaunch(x, s1));
  STEP(cudaGraphInstantiateWithFlags(&x, g, 0x100));
  size_t n = 99;
  STEP(cudaGraphGetNodes(g, nullptr, &n));
  printf("  nodes %zu\n", n);
  STEP(cudaGraphUpload(x, s1));
  STEP(cudaStreamSynchronize(s1));
  STEP(cudaGraphExecDestroy(x));
  STEP(cudaGraphDestroy(g));
}

int main() {
  CASE(beginErrors);
  CASE(unjoined);
  CASE(globalStreamSynchronize);
  CASE(globalStreamQuery);
  CASE(globalDeviceSynchronize);
  CASE(globalMalloc);
  CASE(globalMemcpy);
  CASE(globalLegacyLaunch);
  CASE(globalEventSynchronize);
  CASE(globalEventQuery);
  CASE(globalFree);
  CASE(globalMemset);
  CASE(globalMallocHost);
  CASE(globalOtherStreamSynchronize);
  CASE(relaxedMalloc);
  CASE(relaxedMemcpy);
  CASE(relaxedStreamQuery);
  CASE(threadLocalMalloc);
  CASE(threadLocalLegacyLaunch);
  CASE(nullGraphs);
  return finish();
}
