// s_gr_child: child graph nodes: the child is copied at the add (later
// changes to the original do not reach the node), cudaGraphChildGraphNodeGetGraph
// hands out the embedded graph (changes through it do reach the node, and
// adding nodes to it), nesting three deep, a graph embedded twice, a graph
// embedded in itself, exec child setters with same and other topology and
// parameters, host nodes: order with kernels, a host node that calls CUDA
// (cudaMemcpy, cudaStreamQuery, cudaGetLastError: errors), host node
// parameters read back, cudaLaunchHostFunc captured, event record nodes and
// cudaEventQuery/ElapsedTime around a graph.
#include <atomic>
#include "g26.h"

static int order[32];
static std::atomic<int> orderN;
static int *dev;
static cudaError_t inHost[4];
static void CUDART_CB hostRecord(void *arg) { order[orderN++] = (int)(size_t)arg; }
static void CUDART_CB hostCallsCuda(void *) {
  int v = 0;
  inHost[0] = cudaMemcpy(&v, dev, 4, cudaMemcpyDeviceToHost);
  inHost[1] = cudaStreamQuery(0);
  inHost[2] = cudaGetLastError();
  void *p = nullptr;
  inHost[3] = cudaMalloc(&p, 16);
  if (p) cudaFree(p);
}

int main() {
  REQUIRE(cudaMalloc(&dev, 4096));
  OK(cudaMemset(dev, 0, 4096));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t child, parent;
  OK(cudaGraphCreate(&child, 0));
  OK(cudaGraphCreate(&parent, 0));
  cudaGraphNode_t ck, cn, cn2;
  KArgs ka(addk, dev, 1, 8);
  OK(cudaGraphAddKernelNode(&ck, child, nullptr, 0, &ka.kp));
  OK(cudaGraphAddChildGraphNode(&cn, parent, nullptr, 0, child));
  OK(cudaGraphAddChildGraphNode(&cn2, parent, &cn, 1, child));
  // change the original child after the add
  KArgs kb(addk, dev, 100, 8);
  OK(cudaGraphKernelNodeSetParams(ck, &kb.kp));
  cudaGraphNode_t extra;
  OK(cudaGraphAddEmptyNode(&extra, child, &ck, 1));
  cudaGraph_t emb, emb2;
  OK(cudaGraphChildGraphNodeGetGraph(cn, &emb));
  OK(cudaGraphChildGraphNodeGetGraph(cn2, &emb2));
  printf("embedded is the original %d, the two embedded the same %d\n", emb == child, emb == emb2);
  size_t n = 0;
  OK(cudaGraphGetNodes(emb, nullptr, &n));
  printf("embedded nodes %zu\n", n);
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, parent, 0));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after launch (child changed after add)", dev, 2);
  // change through the embedded graph
  cudaGraphNode_t ek;
  n = 1;
  OK(cudaGraphGetNodes(emb, &ek, &n));
  KArgs kc(addk, dev, 10, 8);
  SHOW(cudaGraphKernelNodeSetParams(ek, &kc.kp));
  cudaGraphNode_t ek2;
  SHOW(cudaGraphAddKernelNode(&ek2, emb, &ek, 1, &kc.kp));
  SHOW(cudaGraphDestroyNode(ek2));
  cudaGraphExec_t x2;
  REQUIRE(cudaGraphInstantiate(&x2, parent, 0));
  OK(cudaMemset(dev, 0, 4096));
  OK(cudaGraphLaunch(x2, s));
  OK(cudaStreamSynchronize(s));
  ints("after changing the embedded kernel", dev, 2);
  SHOW(cudaGraphDestroy(emb));
  SHOW(cudaGetLastError());
  // embedding a graph in itself, or its parent
  cudaGraphNode_t junk;
  SHOW(cudaGraphAddChildGraphNode(&junk, parent, nullptr, 0, parent));
  SHOW(cudaGraphAddChildGraphNode(&junk, emb, nullptr, 0, parent));
  SHOW(cudaGetLastError());
  // three deep
  cudaGraph_t g1, g2, g3;
  OK(cudaGraphCreate(&g1, 0));
  OK(cudaGraphCreate(&g2, 0));
  OK(cudaGraphCreate(&g3, 0));
  OK(cudaGraphAddKernelNode(&junk, g3, nullptr, 0, &ka.kp));
  OK(cudaGraphAddChildGraphNode(&junk, g2, nullptr, 0, g3));
  OK(cudaGraphAddChildGraphNode(&junk, g1, nullptr, 0, g2));
  cudaGraphExec_t x3;
  REQUIRE(cudaGraphInstantiate(&x3, g1, 0));
  OK(cudaMemset(dev, 0, 4096));
  OK(cudaGraphLaunch(x3, s));
  OK(cudaStreamSynchronize(s));
  ints("three deep", dev, 1);
  // exec child setters
  cudaGraph_t same, other;
  OK(cudaGraphCreate(&same, 0));
  OK(cudaGraphAddKernelNode(&junk, same, nullptr, 0, &kc.kp));
  OK(cudaGraphAddEmptyNode(&junk, same, &junk, 1));
  OK(cudaGraphCreate(&other, 0));
  OK(cudaGraphAddKernelNode(&junk, other, nullptr, 0, &kc.kp));
  SHOW(cudaGraphExecChildGraphNodeSetParams(x, cn, same));
  SHOW(cudaGraphExecChildGraphNodeSetParams(x, cn, other));
  SHOW(cudaGraphExecChildGraphNodeSetParams(x, cn, nullptr));
  SHOW(cudaGetLastError());
  OK(cudaMemset(dev, 0, 4096));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after exec child set", dev, 2);
  // host node order and host calling CUDA
  cudaGraph_t hg;
  OK(cudaGraphCreate(&hg, 0));
  cudaGraphNode_t h1, h2, h3, hk, hc;
  cudaHostNodeParams hp = {hostRecord, (void *)1};
  OK(cudaGraphAddHostNode(&h1, hg, nullptr, 0, &hp));
  OK(cudaGraphAddKernelNode(&hk, hg, &h1, 1, &ka.kp));
  hp.userData = (void *)2;
  OK(cudaGraphAddHostNode(&h2, hg, &hk, 1, &hp));
  hp.userData = (void *)3;
  OK(cudaGraphAddHostNode(&h3, hg, &h2, 1, &hp));
  cudaHostNodeParams hcp = {hostCallsCuda, nullptr};
  OK(cudaGraphAddHostNode(&hc, hg, &h3, 1, &hcp));
  cudaHostNodeParams back = {};
  OK(cudaGraphHostNodeGetParams(h3, &back));
  printf("host params fn %s data %zu\n", back.fn == hostRecord ? "hostRecord" : "other", (size_t)back.userData);
  cudaGraphExec_t hx;
  REQUIRE(cudaGraphInstantiate(&hx, hg, 0));
  OK(cudaGraphLaunch(hx, s));
  OK(cudaGraphLaunch(hx, s));
  OK(cudaStreamSynchronize(s));
  printf("host order:");
  for (int i = 0; i < orderN; i++) printf(" %d", order[i]);
  printf("\nin host: %s %s %s %s\n", cudaGetErrorName(inHost[0]), cudaGetErrorName(inHost[1]), cudaGetErrorName(inHost[2]), cudaGetErrorName(inHost[3]));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamQuery(s));
  // cudaLaunchHostFunc captured
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  OK(cudaLaunchHostFunc(s, hostRecord, (void *)9));
  SHOW(cudaStreamAddCallback(s, nullptr, nullptr, 0));
  cudaGraph_t cap;
  SHOW(cudaStreamEndCapture(s, &cap));
  // events around a graph
  cudaEvent_t e0, e1;
  OK(cudaEventCreate(&e0));
  OK(cudaEventCreate(&e1));
  cudaGraph_t eg;
  OK(cudaGraphCreate(&eg, 0));
  cudaGraphNode_t r0, kk, r1;
  OK(cudaGraphAddEventRecordNode(&r0, eg, nullptr, 0, e0));
  OK(cudaGraphAddKernelNode(&kk, eg, &r0, 1, &ka.kp));
  OK(cudaGraphAddEventRecordNode(&r1, eg, &kk, 1, e1));
  cudaEvent_t got;
  OK(cudaGraphEventRecordNodeGetEvent(r1, &got));
  printf("record node event %s\n", got == e1 ? "e1" : "other");
  SHOW(cudaEventQuery(e1));
  cudaGraphExec_t ex;
  REQUIRE(cudaGraphInstantiate(&ex, eg, 0));
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  SHOW(cudaEventQuery(e1));
  float ms = -1;
  SHOW(cudaEventElapsedTime(&ms, e0, e1));
  printf("elapsed %s\n", ms >= 0 ? "nonnegative" : "negative");
  cudaEvent_t nt;
  OK(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming));
  SHOW(cudaGraphExecEventRecordNodeSetEvent(ex, r1, nt));
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  SHOW(cudaEventElapsedTime(&ms, e0, nt));
  SHOW(cudaEventQuery(nt));
  SHOW(cudaEventDestroy(e1));
  OK(cudaGraphLaunch(ex, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaGraphEventRecordNodeGetEvent(r1, &got));
  printf("record node event %s\n", got == e1 ? "e1 (destroyed)" : "other");
  cudaGraphExec_t ex2;
  SHOW(cudaGraphInstantiate(&ex2, eg, 0));
  SHOW(cudaGetLastError());
  return finish();
}
