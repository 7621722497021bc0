// s_gr_xstream: capture across streams: fork and join through events, the
// joined stream's capture info (same id, graph, its dependencies), work left
// unjoined (cudaErrorStreamCaptureUnjoined and what the other stream
// answers afterwards), ending on the forked stream, waiting on an event
// recorded outside the capture, an event recorded in the capture queried or
// waited from outside, cudaStreamUpdateCaptureDependencies (set, add, bad
// flags, nodes of another graph), cudaStreamBeginCaptureToGraph (into a
// graph with nodes, with dependencies and edge data), capture of
// cudaMallocAsync/cudaFreeAsync and the node types it makes.
#include "g26.h"

static const char *st(cudaStreamCaptureStatus s) {
  return s == cudaStreamCaptureStatusNone ? "None" : s == cudaStreamCaptureStatusActive ? "Active" : s == cudaStreamCaptureStatusInvalidated ? "Invalidated" : "?";
}
static unsigned long long firstId;
static void capinfo(const char *what, cudaStream_t s) {
  cudaStreamCaptureStatus cs = cudaStreamCaptureStatusNone;
  unsigned long long id = 0;
  cudaGraph_t g = nullptr;
  const cudaGraphNode_t *deps = nullptr;
  const cudaGraphEdgeData *ed = nullptr;
  size_t n = 99;
  cudaError_t e = cudaStreamGetCaptureInfo(s, &cs, &id, &g, &deps, &ed, &n);
  printf("%s: %s %s id %s graph %s deps %zu:", what, cudaGetErrorName(e), st(cs), id == 0 ? "0" : firstId == 0 ? "first" : id > firstId ? "later" : id == firstId ? "same" : "earlier", g ? "yes" : "no", n);
  if (firstId == 0 && id) firstId = id;
  for (size_t i = 0; i < n && deps; i++) printf(" %s(%d,%d,%d)", nm(deps[i]), ed ? ed[i].from_port : -1, ed ? ed[i].to_port : -1, ed ? ed[i].type : -1);
  printf("\n");
}
static void nameAll(cudaGraph_t g, const char *prefix) {
  static char buf[128][24];
  static int used;
  size_t n = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphNode_t ns[64];
  if (n > 64) n = 64;
  cudaGraphGetNodes(g, ns, &n);
  for (size_t i = 0; i < n && used < 128; i++) {
    if (strcmp(nm(ns[i]), "unnamed") != 0) continue;
    snprintf(buf[used], 24, "%s%zu", prefix, i);
    nameIt(ns[i], buf[used++]);
  }
}

int main() {
  int *a;
  REQUIRE(cudaMalloc(&a, 1024));
  OK(cudaMemset(a, 0, 1024));
  cudaStream_t s1, s2, s3;
  REQUIRE(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&s3, cudaStreamNonBlocking));
  cudaEvent_t fork, join, outside;
  OK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
  OK(cudaEventCreate(&outside));
  OK(cudaEventRecord(outside, s3));
  OK(cudaDeviceSynchronize());

  // fork/join
  capinfo("s1 before", s1);
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  capinfo("s1 begun", s1);
  addk<<<1, 32, 0, s1>>>(a, 1, 8);
  capinfo("s1 after k", s1);
  OK(cudaEventRecord(fork, s1));
  OK(cudaStreamWaitEvent(s2, fork, 0));
  capinfo("s2 joined", s2);
  addk<<<1, 32, 0, s2>>>(a + 8, 2, 8);
  addk<<<1, 32, 0, s1>>>(a + 16, 3, 8);
  capinfo("s1 two", s1);
  capinfo("s2 two", s2);
  OK(cudaEventRecord(join, s2));
  OK(cudaStreamWaitEvent(s1, join, 0));
  capinfo("s1 joined back", s1);
  capinfo("s2 after join", s2);
  cudaGraph_t g = nullptr;
  OK(cudaStreamEndCapture(s1, &g));
  capinfo("s2 after end", s2);
  nameAll(g, "fj");
  nodes("fork-join", g);
  SHOW(cudaEventQuery(fork));
  SHOW(cudaStreamQuery(s2));

  // unjoined
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  OK(cudaEventRecord(fork, s1));
  OK(cudaStreamWaitEvent(s2, fork, 0));
  addk<<<1, 32, 0, s2>>>(a, 1, 8);
  cudaGraph_t ug = nullptr;
  SHOW(cudaStreamEndCapture(s1, &ug));
  printf("unjoined graph %s\n", ug ? "yes" : "no");
  capinfo("s2 after unjoined end", s2);
  SHOW(cudaStreamQuery(s2));
  addk<<<1, 32, 0, s2>>>(a, 1, 8);
  SHOW(cudaGetLastError());
  SHOW(cudaStreamSynchronize(s2));
  SHOW(cudaGetLastError());

  // ending on the forked stream
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  OK(cudaEventRecord(fork, s1));
  OK(cudaStreamWaitEvent(s2, fork, 0));
  addk<<<1, 32, 0, s2>>>(a, 1, 8);
  SHOW(cudaStreamEndCapture(s2, &ug));
  capinfo("s1 after ending s2", s1);
  capinfo("s2 after ending s2", s2);
  OK(cudaEventRecord(join, s2));
  OK(cudaStreamWaitEvent(s1, join, 0));
  ug = nullptr;
  SHOW(cudaStreamEndCapture(s1, &ug));
  printf("graph %s\n", ug ? "yes" : "no");
  if (ug) {
    nameAll(ug, "es");
    nodes("ended on forked", ug);
  }
  SHOW(cudaGetLastError());

  // waiting on an event recorded outside
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamWaitEvent(s1, outside, 0));
  capinfo("s1 after outside wait", s1);
  addk<<<1, 32, 0, s1>>>(a, 1, 8);
  ug = nullptr;
  SHOW(cudaStreamEndCapture(s1, &ug));
  printf("graph %s\n", ug ? "yes" : "no");
  SHOW(cudaStreamWaitEvent(s1, outside, cudaEventWaitExternal));
  SHOW(cudaGetLastError());
  // an external wait and record inside a capture become nodes
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamWaitEvent(s1, outside, cudaEventWaitExternal));
  SHOW(cudaEventRecordWithFlags(outside, s1, cudaEventRecordExternal));
  SHOW(cudaEventRecordWithFlags(outside, s1, 4));
  ug = nullptr;
  SHOW(cudaStreamEndCapture(s1, &ug));
  if (ug) {
    nameAll(ug, "ext");
    nodes("external event nodes", ug);
  }
  // an event recorded in the capture, used outside it
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  OK(cudaEventRecord(fork, s1));
  SHOW(cudaEventQuery(fork));
  SHOW(cudaStreamWaitEvent(s3, fork, 0));
  SHOW(cudaEventSynchronize(fork));
  capinfo("s3 after waiting on a captured event", s3);
  ug = nullptr;
  SHOW(cudaStreamEndCapture(s1, &ug));
  SHOW(cudaStreamEndCapture(s3, &ug));
  SHOW(cudaGetLastError());

  // cudaStreamUpdateCaptureDependencies
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  addk<<<1, 32, 0, s1>>>(a, 1, 8);
  capinfo("upd 1", s1);
  cudaGraph_t cg = nullptr;
  cudaStreamCaptureStatus cst;
  const cudaGraphNode_t *deps;
  size_t nd = 0;
  OK(cudaStreamGetCaptureInfo(s1, &cst, nullptr, &cg, &deps, nullptr, &nd));
  cudaGraphNode_t k1 = nd ? deps[0] : nullptr;
  nameIt(k1, "upd.k1");
  cudaGraphNode_t e1;
  OK(cudaGraphAddEmptyNode(&e1, cg, nullptr, 0));
  nameIt(e1, "upd.e1");
  OK(cudaStreamUpdateCaptureDependencies(s1, &e1, nullptr, 1, cudaStreamAddCaptureDependencies));
  capinfo("upd add", s1);
  OK(cudaStreamUpdateCaptureDependencies(s1, &e1, nullptr, 1, cudaStreamSetCaptureDependencies));
  capinfo("upd set", s1);
  SHOW(cudaStreamUpdateCaptureDependencies(s1, &e1, nullptr, 1, 7));
  SHOW(cudaStreamUpdateCaptureDependencies(s1, nullptr, nullptr, 1, 0));
  OK(cudaStreamUpdateCaptureDependencies(s1, nullptr, nullptr, 0, cudaStreamSetCaptureDependencies));
  capinfo("upd set none", s1);
  cudaGraph_t og;
  OK(cudaGraphCreate(&og, 0));
  cudaGraphNode_t ox;
  OK(cudaGraphAddEmptyNode(&ox, og, nullptr, 0));
  nameIt(ox, "other.x");
  SHOW(cudaStreamUpdateCaptureDependencies(s1, &ox, nullptr, 1, 0));
  capinfo("upd after foreign node", s1);
  cudaGraphEdgeData ped = {};
  ped.type = cudaGraphDependencyTypeProgrammatic;
  ped.from_port = cudaGraphKernelNodePortProgrammatic;
  SHOW(cudaStreamUpdateCaptureDependencies(s1, &k1, &ped, 1, cudaStreamSetCaptureDependencies));
  capinfo("upd with edge data", s1);
  addk<<<1, 32, 0, s1>>>(a, 2, 8);
  ug = nullptr;
  SHOW(cudaStreamEndCapture(s1, &ug));
  if (ug) {
    nameAll(ug, "upd");
    nodes("updated capture", ug);
  }
  SHOW(cudaStreamUpdateCaptureDependencies(s1, &e1, nullptr, 1, 0));
  SHOW(cudaGetLastError());

  // capture into an existing graph
  cudaGraph_t into;
  OK(cudaGraphCreate(&into, 0));
  cudaGraphNode_t r1, r2;
  KArgs kr(addk, a, 100, 8);
  OK(cudaGraphAddKernelNode(&r1, into, nullptr, 0, &kr.kp));
  OK(cudaGraphAddEmptyNode(&r2, into, nullptr, 0));
  nameIt(r1, "into.r1");
  nameIt(r2, "into.r2");
  cudaGraphNode_t both[2] = {r1, r2};
  cudaGraphEdgeData eds[2] = {};
  OK(cudaStreamBeginCaptureToGraph(s1, into, both, eds, 2, cudaStreamCaptureModeGlobal));
  capinfo("to graph begun", s1);
  addk<<<1, 32, 0, s1>>>(a, 1, 8);
  cudaGraph_t back = nullptr;
  OK(cudaStreamEndCapture(s1, &back));
  printf("end gives %s\n", back == into ? "the same graph" : back ? "another graph" : "null");
  nameAll(into, "into");
  nodes("captured into", into);
  SHOW(cudaStreamBeginCaptureToGraph(s1, into, both, nullptr, 2, cudaStreamCaptureModeRelaxed));
  OK(cudaStreamEndCapture(s1, &back));
  SHOW(cudaStreamBeginCaptureToGraph(s1, into, nullptr, nullptr, 1, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCaptureToGraph(s1, nullptr, nullptr, nullptr, 0, cudaStreamCaptureModeGlobal));
  SHOW(cudaStreamBeginCaptureToGraph(s1, into, &ox, nullptr, 1, cudaStreamCaptureModeGlobal));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamEndCapture(s1, &back));
  SHOW(cudaGetLastError());
  nodes("into after all", into);
  cudaGraphExec_t ix;
  REQUIRE(cudaGraphInstantiate(&ix, into, 0));
  OK(cudaMemset(a, 0, 1024));
  OK(cudaGraphLaunch(ix, s1));
  OK(cudaStreamSynchronize(s1));
  ints("into run", a, 8);

  // capture of cudaMallocAsync/cudaFreeAsync
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  int *p = nullptr;
  OK(cudaMallocAsync(&p, 4096, s1));
  OK(cudaMemsetAsync(p, 1, 4096, s1));
  OK(cudaMemcpyAsync(a, p, 32, cudaMemcpyDeviceToDevice, s1));
  OK(cudaFreeAsync(p, s1));
  cudaGraph_t mg = nullptr;
  OK(cudaStreamEndCapture(s1, &mg));
  nameAll(mg, "mem");
  nodes("malloc async capture", mg);
  size_t mn = 0;
  cudaGraphGetNodes(mg, nullptr, &mn);
  cudaGraphNode_t mns[8];
  cudaGraphGetNodes(mg, mns, &mn);
  cudaMemAllocNodeParams ap;
  memset(&ap, 0, sizeof ap);
  SHOW(cudaGraphMemAllocNodeGetParams(mns[0], &ap));
  printf("alloc bytes %zu type %d handle %d loc %d/%d accessDescCount %zu ptr %s\n", ap.bytesize, (int)ap.poolProps.allocType, (int)ap.poolProps.handleTypes, (int)ap.poolProps.location.type,
         ap.poolProps.location.id, ap.accessDescCount, ap.dptr == p ? "the captured one" : "another");
  void *fptr = nullptr;
  SHOW(cudaGraphMemFreeNodeGetParams(mns[mn - 1], &fptr));
  printf("free ptr %s\n", fptr == p ? "the captured one" : "another");
  cudaGraphExec_t mx;
  REQUIRE(cudaGraphInstantiate(&mx, mg, 0));
  OK(cudaMemset(a, 0, 1024));
  OK(cudaGraphLaunch(mx, s1));
  OK(cudaStreamSynchronize(s1));
  ints("malloc capture run", a, 8);
  // freeing capture memory outside a capture, allocated in the capture
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  OK(cudaMallocAsync(&p, 256, s1));
  cudaGraph_t lg = nullptr;
  OK(cudaStreamEndCapture(s1, &lg));
  cudaGraphExec_t lx;
  SHOW(cudaGraphInstantiate(&lx, lg, 0));
  SHOW(cudaGraphLaunch(lx, s1));
  SHOW(cudaStreamSynchronize(s1));
  SHOW(cudaGraphLaunch(lx, s1));
  SHOW(cudaStreamSynchronize(s1));
  SHOW(cudaFreeAsync(p, s1));
  SHOW(cudaStreamSynchronize(s1));
  SHOW(cudaGraphLaunch(lx, s1));
  SHOW(cudaStreamSynchronize(s1));
  SHOW(cudaFree(p));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
