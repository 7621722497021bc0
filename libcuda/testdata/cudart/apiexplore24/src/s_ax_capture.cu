// s_ax_capture: stream capture of memcpy/memset/kernels/host functions into
// a graph: node counts and types, replaying it, cudaGraphExecUpdate with a
// changed kernel argument, a changed copy size, and one more node; what
// calls are refused during capture in each mode (cudaMalloc, cudaMemcpy,
// cudaStreamQuery, cudaEventQuery, cudaStreamSynchronize, the legacy
// stream) and whether the capture survives them; capture status queries;
// ending a capture on the wrong stream.
#include <cstring>
#include "check.h"

__global__ void addVal(int *p, int v) { p[threadIdx.x] += v; }

static const char *status(cudaStreamCaptureStatus s) {
  switch (s) {
  case cudaStreamCaptureStatusNone: return "none";
  case cudaStreamCaptureStatusActive: return "active";
  case cudaStreamCaptureStatusInvalidated: return "invalidated";
  }
  return "?";
}

static void CUDART_CB hostFn(void *p) { (*(int *)p)++; }

static void describe(const char *what, cudaGraph_t g) {
  size_t n = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphNode_t nodes[32];
  size_t m = n < 32 ? n : 32;
  cudaGraphGetNodes(g, nodes, &m);
  size_t e = 0;
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &e);
  printf("%s: %zu nodes %zu edges:", what, n, e);
  for (size_t i = 0; i < m; i++) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(nodes[i], &t);
    printf(" %d", (int)t);
  }
  printf("\n");
}

static cudaGraph_t build(cudaStream_t s, int *d, int *h, int v, size_t bytes, bool extra, int *counter) {
  cudaGraph_t g = nullptr;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaMemsetAsync(d, 0, 256 * 4, s);
  cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s);
  addVal<<<1, 256, 0, s>>>(d, v);
  if (extra) addVal<<<1, 256, 0, s>>>(d, 1);
  cudaLaunchHostFunc(s, hostFn, counter);
  cudaMemcpyAsync(h + 256, d, 256 * 4, cudaMemcpyDeviceToHost, s);
  cudaError_t e = cudaStreamEndCapture(s, &g);
  printf("capture v %d bytes %zu extra %d -> %s\n", v, bytes, extra, cudaGetErrorName(e));
  return g;
}

int main() {
  int *d, *h, counter = 0;
  REQUIRE(cudaMalloc((void **)&d, 1024 * 4));
  REQUIRE(cudaMallocHost((void **)&h, 512 * 4));
  for (int i = 0; i < 256; i++) h[i] = i;
  cudaStream_t s, t;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  OK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
  cudaGraph_t g = build(s, d, h, 10, 1024, false, &counter);
  describe("graph", g);
  cudaGraphExec_t x;
  SHOW(cudaGraphInstantiate(&x, g, 0));
  SHOW(cudaGraphLaunch(x, s));
  SHOW(cudaStreamSynchronize(s));
  printf("replay 1: %d %d counter %d\n", h[256], h[511], counter);
  cudaGraphExecUpdateResultInfo info;
  struct U { int v; size_t bytes; bool extra; };
  U ups[] = {{20, 1024, false}, {30, 512, false}, {40, 1024, true}};
  for (auto &u : ups) {
    cudaGraph_t g2 = build(s, d, h, u.v, u.bytes, u.extra, &counter);
    memset(&info, 0, sizeof info);
    cudaError_t e = cudaGraphExecUpdate(x, g2, &info);
    cudaGetLastError();
    printf("update v %d bytes %zu extra %d -> %s result %d error node %d from node %d\n", u.v, u.bytes, u.extra, cudaGetErrorName(e),
           (int)info.result, info.errorNode != nullptr, info.errorFromNode != nullptr);
    SHOW(cudaGraphLaunch(x, s));
    SHOW(cudaStreamSynchronize(s));
    printf("replay: %d %d counter %d\n", h[256], h[511], counter);
    cudaGraphDestroy(g2);
  }
  // calls during capture, each mode
  cudaStreamCaptureMode modes[] = {cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed};
  const char *mnames[] = {"global", "thread-local", "relaxed"};
  for (int mi = 0; mi < 3; mi++) {
    printf("== mode %s\n", mnames[mi]);
    struct C { const char *what; int which; };
    C calls[] = {{"cudaMalloc", 0}, {"cudaMemcpy", 1}, {"cudaStreamQuery(s)", 2}, {"cudaEventQuery(captured)", 3},
                 {"cudaStreamSynchronize(s)", 4}, {"kernel on legacy stream", 5}, {"cudaMemset(sync)", 6},
                 {"cudaStreamQuery(other)", 7}, {"cudaDeviceSynchronize", 8}, {"cudaMallocHost", 9}, {"cudaEventSynchronize(other)", 10},
                 {"cudaMemcpyAsync(legacy)", 11}};
    for (auto &c : calls) {
      cudaEvent_t ev, other;
      cudaEventCreate(&ev);
      cudaEventCreate(&other);
      cudaEventRecord(other, t);
      cudaStreamSynchronize(t);
      cudaError_t b = cudaStreamBeginCapture(s, modes[mi]);
      addVal<<<1, 32, 0, s>>>(d, 1);
      cudaEventRecord(ev, s);
      cudaError_t e = cudaSuccess;
      void *p = nullptr;
      switch (c.which) {
      case 0: e = cudaMalloc((void **)&p, 64); break;
      case 1: e = cudaMemcpy(d, h, 64, cudaMemcpyHostToDevice); break;
      case 2: e = cudaStreamQuery(s); break;
      case 3: e = cudaEventQuery(ev); break;
      case 4: e = cudaStreamSynchronize(s); break;
      case 5: addVal<<<1, 32>>>(d, 1); e = cudaGetLastError(); break;
      case 6: e = cudaMemset(d, 0, 64); break;
      case 7: e = cudaStreamQuery(t); break;
      case 8: e = cudaDeviceSynchronize(); break;
      case 9: e = cudaMallocHost((void **)&p, 64); break;
      case 10: e = cudaEventSynchronize(other); break;
      case 11: e = cudaMemcpyAsync(d, h, 64, cudaMemcpyHostToDevice, 0); break;
      }
      cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
      cudaError_t ie = cudaStreamIsCapturing(s, &st);
      cudaError_t k = cudaSuccess;
      addVal<<<1, 32, 0, s>>>(d, 1);
      k = cudaGetLastError();
      cudaGraph_t cg = nullptr;
      cudaError_t end = cudaStreamEndCapture(s, &cg);
      cudaError_t last = cudaGetLastError();
      printf("%-28s begin %s call %s status %s %s next launch %s end %s graph %d last %s\n", c.what, cudaGetErrorName(b), cudaGetErrorName(e),
             cudaGetErrorName(ie), status(st), cudaGetErrorName(k), cudaGetErrorName(end), cg != nullptr, cudaGetErrorName(last));
      if (cg) cudaGraphDestroy(cg);
      if (p) {
        if (c.which == 9) cudaFreeHost(p); else cudaFree(p);
      }
      cudaDeviceSynchronize();
      cudaGetLastError();
      cudaEventDestroy(ev);
      cudaEventDestroy(other);
    }
  }
  // capture bookkeeping errors
  cudaGraph_t cg = nullptr;
  SHOW(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamEndCapture(t, &cg));
  SHOW(cudaStreamEndCapture(s, &cg));
  printf("empty capture graph %d\n", cg != nullptr);
  if (cg) describe("empty", cg);
  SHOW(cudaStreamEndCapture(s, &cg));
  SHOW(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCapture(s, (cudaStreamCaptureMode)7));
  SHOW(cudaGetLastError());
  cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
  SHOW(cudaThreadExchangeStreamCaptureMode(&mode));
  printf("previous mode %d\n", (int)mode);
  SHOW(cudaThreadExchangeStreamCaptureMode(&mode));
  printf("previous mode %d\n", (int)mode);
  // cross-stream capture joined by events
  cudaEvent_t fork, join;
  cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&join, cudaEventDisableTiming);
  SHOW(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  SHOW(cudaEventRecord(fork, s));
  SHOW(cudaStreamWaitEvent(t, fork, 0));
  addVal<<<1, 256, 0, t>>>(d, 3);
  addVal<<<1, 256, 0, s>>>(d + 256, 4);
  SHOW(cudaEventRecord(join, t));
  SHOW(cudaStreamWaitEvent(s, join, 0));
  SHOW(cudaStreamEndCapture(s, &cg));
  if (cg) describe("fork-join", cg);
  SHOW(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  SHOW(cudaEventRecord(fork, s));
  SHOW(cudaStreamWaitEvent(t, fork, 0));
  addVal<<<1, 256, 0, t>>>(d, 3);
  SHOW(cudaStreamEndCapture(s, &cg));
  SHOW(cudaStreamEndCapture(t, &cg));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
