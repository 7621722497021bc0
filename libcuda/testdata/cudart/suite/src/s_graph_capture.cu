// s_graph_capture: stream capture in more depth: cudaStreamGetCaptureInfo
// (status, id, graph) during and after capture, cudaStreamIsCapturing of
// other streams, cudaStreamBeginCaptureToGraph appending to a graph that
// already has nodes, capture modes with cudaThreadExchangeStreamCaptureMode
// (a cudaMalloc refused in global mode, allowed in relaxed), invalidated
// captures, user objects (cudaUserObjectCreate, cudaGraphRetainUserObject,
// the destructor run when the last reference goes), and
// cudaGraphDebugDotPrint (the structure of the file: nodes and edges).
#include <atomic>
#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <unistd.h>
#include "check.h"

__global__ void add(int *p, int v) { atomicAdd(p, v); }

static const char *status(cudaStreamCaptureStatus s) {
  return s == cudaStreamCaptureStatusNone ? "None" : s == cudaStreamCaptureStatusActive ? "Active" : s == cudaStreamCaptureStatusInvalidated ? "Invalidated" : "?";
}

static std::atomic<int> destroyed{0};
static void destroy(void *p) { destroyed += *(int *)p; }

static size_t nodes(cudaGraph_t g) {
  size_t n = 0;
  OK(cudaGraphGetNodes(g, nullptr, &n));
  return n;
}

int main() {
  int *p;
  OK(cudaMalloc(&p, 4));
  OK(cudaMemset(p, 0, 4));
  cudaStream_t s, t;
  OK(cudaStreamCreate(&s));
  OK(cudaStreamCreate(&t));
  cudaStreamCaptureStatus st;
  unsigned long long id = 0, id2 = 0;
  cudaGraph_t cg = nullptr;

  OK(cudaStreamGetCaptureInfo(s, &st, &id));
  printf("before capture: %s\n", status(st));
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  add<<<1, 1, 0, s>>>(p, 1);
  OK(cudaStreamGetCaptureInfo(s, &st, &id, &cg));
  printf("capturing: %s, graph %s, nodes so far %zu\n", status(st), cg ? "given" : "none", cg ? nodes(cg) : 0);
  OK(cudaStreamIsCapturing(t, &st));
  printf("other stream: %s\n", status(st));
  // A fork into t and a join back.
  cudaEvent_t e1, e2;
  OK(cudaEventCreate(&e1));
  OK(cudaEventCreate(&e2));
  OK(cudaEventRecord(e1, s));
  OK(cudaStreamWaitEvent(t, e1));
  OK(cudaStreamGetCaptureInfo(t, &st, &id2));
  printf("forked stream: %s, same capture %d\n", status(st), id2 == id);
  add<<<1, 1, 0, t>>>(p, 10);
  OK(cudaEventRecord(e2, t));
  OK(cudaStreamWaitEvent(s, e2));
  add<<<1, 1, 0, s>>>(p, 100);
  // Global mode: cudaMalloc is refused while capturing... unless relaxed.
  void *m = nullptr;
  cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
  OK(cudaThreadExchangeStreamCaptureMode(&mode));
  printf("previous mode %d\n", (int)mode);
  SHOW(cudaMalloc(&m, 256));
  OK(cudaThreadExchangeStreamCaptureMode(&mode));
  cudaGraph_t g;
  REQUIRE(cudaStreamEndCapture(s, &g));
  if (m) OK(cudaFree(m)); // a cudaFree while capturing in global mode would invalidate the capture
  OK(cudaStreamGetCaptureInfo(s, &st, &id));
  printf("after capture: %s, %zu nodes\n", status(st), nodes(g));
  cudaGraphExec_t ge;
  OK(cudaGraphInstantiate(&ge, g, 0));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  int h = 0;
  OK(cudaMemcpy(&h, p, 4, cudaMemcpyDeviceToHost));
  printf("captured graph: %d\n", h);
  check(h == 111, "captured fork/join");

  // An illegal call invalidates the capture.
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  add<<<1, 1, 0, s>>>(p, 1);
  SHOW(cudaMalloc(&m, 256));
  SHOW(cudaStreamSynchronize(s));
  OK(cudaStreamIsCapturing(s, &st));
  printf("after an illegal call: %s\n", status(st));
  cudaGraph_t dead = nullptr;
  SHOW(cudaStreamEndCapture(s, &dead));
  printf("graph returned: %s\n", dead ? "yes" : "no");
  SHOW(cudaGetLastError());
  SHOW(cudaStreamEndCapture(s, &dead));

  // Capture into an existing graph, after its node.
  cudaGraph_t into;
  OK(cudaGraphCreate(&into, 0));
  cudaGraphNode_t first;
  cudaMemsetParams mp = {};
  mp.dst = p;
  mp.value = 0;
  mp.elementSize = 4;
  mp.width = 1;
  mp.height = 1;
  OK(cudaGraphAddMemsetNode(&first, into, nullptr, 0, &mp));
  cudaError_t e = SHOW(cudaStreamBeginCaptureToGraph(t, into, &first, nullptr, 1, cudaStreamCaptureModeGlobal));
  if (e == cudaSuccess) {
    add<<<1, 1, 0, t>>>(p, 5);
    add<<<1, 1, 0, t>>>(p, 7);
    cudaGraph_t same = nullptr;
    OK(cudaStreamEndCapture(t, &same));
    printf("capture to graph returned the same graph %d, %zu nodes\n", same == into, nodes(into));
    cudaGraphExec_t ie;
    OK(cudaGraphInstantiate(&ie, into, 0));
    OK(cudaGraphLaunch(ie, t));
    OK(cudaStreamSynchronize(t));
    OK(cudaMemcpy(&h, p, 4, cudaMemcpyDeviceToHost));
    printf("memset then captured kernels: %d\n", h);
    check(h == 12, "capture to graph");
    OK(cudaGraphExecDestroy(ie));
  }

  // User objects.
  static int weight = 1;
  cudaUserObject_t uo;
  OK(cudaUserObjectCreate(&uo, &weight, destroy, 1, cudaUserObjectNoDestructorSync));
  cudaGraph_t ug;
  OK(cudaGraphClone(&ug, g));
  OK(cudaGraphRetainUserObject(ug, uo, 1, cudaGraphUserObjectMove));
  cudaGraphExec_t ue;
  OK(cudaGraphInstantiate(&ue, ug, 0));
  OK(cudaGraphDestroy(ug));
  printf("destructor ran after graph destroy: %d\n", destroyed.load());
  OK(cudaGraphLaunch(ue, s));
  OK(cudaGraphExecDestroy(ue));
  OK(cudaStreamSynchronize(s));
  for (int i = 0; i < 100 && destroyed.load() == 0; i++) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  printf("destructor ran after exec destroy: %d\n", destroyed.load());
  check(destroyed.load() == 1, "user object destroyed once");
  cudaUserObject_t uo2;
  OK(cudaUserObjectCreate(&uo2, &weight, destroy, 2, cudaUserObjectNoDestructorSync));
  OK(cudaUserObjectRetain(uo2, 1));
  OK(cudaUserObjectRelease(uo2, 2));
  printf("after releasing 2 of 3: %d\n", destroyed.load());
  OK(cudaUserObjectRelease(uo2, 1));
  for (int i = 0; i < 100 && destroyed.load() == 1; i++) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  printf("after the last: %d\n", destroyed.load());
  SHOW(cudaUserObjectCreate(&uo2, &weight, nullptr, 1, cudaUserObjectNoDestructorSync));
  SHOW(cudaUserObjectCreate(&uo2, &weight, destroy, 1, 0));
  SHOW(cudaGetLastError());

  // DOT: count node and edge lines of the file.
  char path[] = "/tmp/s_graph_capture_XXXXXX";
  int fd = mkstemp(path);
  close(fd);
  OK(cudaGraphDebugDotPrint(g, path, 0));
  FILE *f = fopen(path, "r");
  int edges = 0, nodesLines = 0, lines = 0, kernels = 0;
  char line[4096];
  while (f && fgets(line, sizeof line, f)) {
    lines++;
    if (strstr(line, "->")) edges++;
    else if (strstr(line, "[") && strstr(line, "label")) nodesLines++;
    if (strstr(line, "add(int")) kernels++;
  }
  if (f) fclose(f);
  unlink(path);
  printf("dot: %d edges, %d labelled lines, lines naming the kernel %d, first line starts %s\n", edges, nodesLines, kernels, lines ? "written" : "none");
  SHOW(cudaGraphDebugDotPrint(g, "/nonexistent/dir/x.dot", 0));
  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  OK(cudaGraphDestroy(into));
  return finish();
}
