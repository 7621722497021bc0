// s_graph_nodes: CUDA 12's generic node API: cudaGraphAddNode with
// cudaGraphNodeParams of each plain type (kernel, memset, memcpy, host,
// child graph, event record/wait, empty), cudaGraphNodeSetParams and
// cudaGraphExecNodeSetParams, edges with edge data (default and
// programmatic), dependencies and dependents with their data, edge removal,
// cudaStreamUpdateCaptureDependencies and the capture's dependencies seen by
// cudaStreamGetCaptureInfo.
#include <cstring>
#include "check.h"

__global__ void setk(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * 10 + v;
}
static int hostHits;
static void CUDART_CB hostFn(void *arg) { hostHits += (int)(size_t)arg; }

struct Params {
  alignas(cudaGraphNodeParams) unsigned char raw[sizeof(cudaGraphNodeParams)];
  Params() { memset(raw, 0, sizeof raw); }
  cudaGraphNodeParams *operator->() { return reinterpret_cast<cudaGraphNodeParams *>(raw); }
  cudaGraphNodeParams *get() { return reinterpret_cast<cudaGraphNodeParams *>(raw); }
};

static cudaError_t addNode(cudaGraphNode_t *node, cudaGraph_t g, const cudaGraphNode_t *deps, size_t n, Params &p) {
  return cudaGraphAddNode(node, g, deps, nullptr, n, p.get());
}
static void dump(const char *what, const int *d, int n) {
  int h[16];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %d", h[i]);
  printf("\n");
}
static const char *typeName(cudaGraphNodeType t) {
  switch (t) {
  case cudaGraphNodeTypeKernel: return "kernel";
  case cudaGraphNodeTypeMemcpy: return "memcpy";
  case cudaGraphNodeTypeMemset: return "memset";
  case cudaGraphNodeTypeHost: return "host";
  case cudaGraphNodeTypeGraph: return "graph";
  case cudaGraphNodeTypeEmpty: return "empty";
  case cudaGraphNodeTypeWaitEvent: return "waitevent";
  case cudaGraphNodeTypeEventRecord: return "eventrecord";
  default: return "other";
  }
}

int main() {
  const int n = 8;
  int *a, *b;
  REQUIRE(cudaMalloc(&a, 64 * sizeof(int)));
  REQUIRE(cudaMalloc(&b, 64 * sizeof(int)));
  cudaMemset(b, 0, 64 * sizeof(int));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));

  cudaGraph_t g, child;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t nMemset, nKernel, nCopy, nHost, nChild, nRec, nWait, nEmpty, nChildK;

  Params ms;
  ms->type = cudaGraphNodeTypeMemset;
  ms->memset.dst = a;
  ms->memset.value = 3;
  ms->memset.elementSize = 4;
  ms->memset.width = n;
  ms->memset.height = 1;
  OK(addNode(&nMemset, g, nullptr, 0, ms));

  int v = 4, nn = n;
  void *args[] = {&a, &v, &nn};
  Params kp;
  kp->type = cudaGraphNodeTypeKernel;
  kp->kernel.func = (void *)setk;
  kp->kernel.gridDim = dim3(1);
  kp->kernel.blockDim = dim3(32);
  kp->kernel.kernelParams = args;
  OK(addNode(&nKernel, g, &nMemset, 1, kp));

  Params cp;
  cp->type = cudaGraphNodeTypeMemcpy;
  cp->memcpy.copyParams.srcPtr = make_cudaPitchedPtr(a, n * sizeof(int), n, 1);
  cp->memcpy.copyParams.dstPtr = make_cudaPitchedPtr(b, n * sizeof(int), n, 1);
  cp->memcpy.copyParams.extent = make_cudaExtent(n * sizeof(int), 1, 1);
  cp->memcpy.copyParams.kind = cudaMemcpyDeviceToDevice;
  OK(addNode(&nCopy, g, &nKernel, 1, cp));

  Params hp;
  hp->type = cudaGraphNodeTypeHost;
  hp->host.fn = hostFn;
  hp->host.userData = (void *)1;
  OK(addNode(&nHost, g, &nCopy, 1, hp));

  int cv = 7;
  void *cargs[] = {&b, &cv, &nn};
  Params ckp;
  ckp->type = cudaGraphNodeTypeKernel;
  ckp->kernel.func = (void *)setk;
  ckp->kernel.gridDim = dim3(1);
  ckp->kernel.blockDim = dim3(32);
  ckp->kernel.kernelParams = cargs;
  OK(addNode(&nChildK, child, nullptr, 0, ckp));
  Params chp;
  chp->type = cudaGraphNodeTypeGraph;
  chp->graph.graph = child;
  OK(addNode(&nChild, g, &nCopy, 1, chp));

  Params rp;
  rp->type = cudaGraphNodeTypeEventRecord;
  rp->eventRecord.event = ev;
  OK(addNode(&nRec, g, &nChild, 1, rp));
  Params wp;
  wp->type = cudaGraphNodeTypeWaitEvent;
  wp->eventWait.event = ev;
  OK(addNode(&nWait, g, nullptr, 0, wp));
  Params ep;
  ep->type = cudaGraphNodeTypeEmpty;
  cudaGraphNode_t both[2] = {nHost, nRec};
  OK(addNode(&nEmpty, g, both, 2, ep));
  // a bad type and a bad kernel node
  Params bad;
  bad->type = (cudaGraphNodeType)77;
  cudaGraphNode_t nBad = nullptr;
  SHOW(addNode(&nBad, g, nullptr, 0, bad));
  SHOW(cudaGetLastError());
  Params badk;
  badk->type = cudaGraphNodeTypeKernel;
  badk->kernel.func = (void *)setk;
  badk->kernel.gridDim = dim3(1);
  badk->kernel.blockDim = dim3(2048);
  badk->kernel.kernelParams = args;
  SHOW(addNode(&nBad, g, nullptr, 0, badk));
  SHOW(cudaGetLastError());

  size_t count = 0;
  OK(cudaGraphGetNodes(g, nullptr, &count));
  printf("nodes %zu\n", count);
  cudaGraphNode_t nodes[16];
  OK(cudaGraphGetNodes(g, nodes, &count));
  for (size_t i = 0; i < count; i++) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(nodes[i], &t);
    size_t deps = 0, outs = 0;
    cudaGraphNodeGetDependencies(nodes[i], nullptr, nullptr, &deps);
    cudaGraphNodeGetDependentNodes(nodes[i], nullptr, nullptr, &outs);
    printf("node %zu %s deps %zu dependents %zu\n", i, typeName(t), deps, outs);
  }
  size_t ne = 0;
  OK(cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &ne));
  printf("edges %zu\n", ne);

  cudaGraphExec_t ge;
  REQUIRE(cudaGraphInstantiate(&ge, g, 0));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("run 1 a", a, n);
  dump("run 1 b", b, n);
  printf("host hits %d\n", hostHits);

  // cudaGraphExecNodeSetParams: memset 5, kernel v 6, host arg 100
  ms->memset.value = 5;
  OK(cudaGraphExecNodeSetParams(ge, nMemset, ms.get()));
  v = 6;
  OK(cudaGraphExecNodeSetParams(ge, nKernel, kp.get()));
  hp->host.userData = (void *)100;
  OK(cudaGraphExecNodeSetParams(ge, nHost, hp.get()));
  // the type must match the node's
  SHOW(cudaGraphExecNodeSetParams(ge, nHost, ms.get()));
  SHOW(cudaGetLastError());
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("run 2 a", a, n);
  dump("run 2 b", b, n);
  printf("host hits %d\n", hostHits);

  // cudaGraphNodeSetParams on the graph, then a new instantiation
  ms->memset.value = 9;
  OK(cudaGraphNodeSetParams(nMemset, ms.get()));
  SHOW(cudaGraphNodeSetParams(nMemset, kp.get()));
  SHOW(cudaGetLastError());
  cudaGraphExec_t ge2;
  REQUIRE(cudaGraphInstantiate(&ge2, g, 0));
  OK(cudaGraphLaunch(ge2, s));
  OK(cudaStreamSynchronize(s));
  dump("run 3 a", a, n);

  // edges with data
  cudaGraph_t h;
  OK(cudaGraphCreate(&h, 0));
  cudaGraphNode_t x, y, z;
  Params kx;
  memcpy(kx.raw, kp.raw, sizeof kx.raw);
  OK(addNode(&x, h, nullptr, 0, kx));
  OK(addNode(&y, h, nullptr, 0, kx));
  OK(addNode(&z, h, nullptr, 0, ep));
  cudaGraphEdgeData ed = {};
  ed.type = cudaGraphDependencyTypeProgrammatic;
  ed.from_port = cudaGraphKernelNodePortProgrammatic;
  OK(cudaGraphAddDependencies(h, &x, &y, &ed, 1));
  OK(cudaGraphAddDependencies(h, &y, &z, nullptr, 1));
  // programmatic edges only join kernel nodes
  SHOW(cudaGraphAddDependencies(h, &x, &z, &ed, 1));
  SHOW(cudaGetLastError());
  cudaGraphNode_t dn[4];
  cudaGraphEdgeData dd[4];
  size_t nd = 4;
  OK(cudaGraphNodeGetDependencies(y, dn, dd, &nd));
  printf("y deps %zu: %s type %d from_port %d\n", nd, nd && dn[0] == x ? "x" : "?", nd ? (int)dd[0].type : -1, nd ? (int)dd[0].from_port : -1);
  nd = 4;
  OK(cudaGraphNodeGetDependentNodes(x, dn, dd, &nd));
  printf("x dependents %zu: %s type %d\n", nd, nd && dn[0] == y ? "y" : "?", nd ? (int)dd[0].type : -1);
  // asking for dependencies without data where some have data
  nd = 4;
  SHOW(cudaGraphNodeGetDependencies(y, dn, nullptr, &nd));
  SHOW(cudaGetLastError());
  // removal must name the edge's data
  SHOW(cudaGraphRemoveDependencies(h, &x, &y, nullptr, 1));
  SHOW(cudaGetLastError());
  OK(cudaGraphRemoveDependencies(h, &x, &y, &ed, 1));
  ne = 0;
  OK(cudaGraphGetEdges(h, nullptr, nullptr, nullptr, &ne));
  printf("edges after removal %zu\n", ne);
  cudaGraphDestroy(h);

  // capture: the stream's dependencies, updated by hand
  cudaStream_t c;
  REQUIRE(cudaStreamCreateWithFlags(&c, cudaStreamNonBlocking));
  OK(cudaStreamBeginCapture(c, cudaStreamCaptureModeThreadLocal));
  setk<<<1, 32, 0, c>>>(a, 1, n);
  setk<<<1, 32, 0, c>>>(a, 2, n);
  cudaStreamCaptureStatus st;
  unsigned long long id;
  cudaGraph_t cg;
  const cudaGraphNode_t *deps = nullptr;
  const cudaGraphEdgeData *edata = nullptr;
  size_t ndeps = 0;
  OK(cudaStreamGetCaptureInfo(c, &st, &id, &cg, &deps, &edata, &ndeps));
  printf("capturing %d deps %zu edge data %s\n", (int)st, ndeps, edata ? "given" : "null");
  cudaGraphNode_t last = ndeps ? deps[0] : nullptr;
  size_t cn = 0;
  cudaGraphGetNodes(cg, nullptr, &cn);
  cudaGraphNode_t cnodes[8];
  cudaGraphGetNodes(cg, cnodes, &cn);
  // make the next node depend on the first kernel only (set), then on both (add)
  OK(cudaStreamUpdateCaptureDependencies(c, cnodes, nullptr, 1, cudaStreamSetCaptureDependencies));
  setk<<<1, 32, 0, c>>>(a, 3, n);
  OK(cudaStreamGetCaptureInfo(c, &st, &id, &cg, &deps, &edata, &ndeps));
  printf("after set: deps %zu\n", ndeps);
  OK(cudaStreamUpdateCaptureDependencies(c, &last, nullptr, 1, cudaStreamAddCaptureDependencies));
  OK(cudaStreamGetCaptureInfo(c, &st, &id, &cg, &deps, &edata, &ndeps));
  printf("after add: deps %zu\n", ndeps);
  SHOW(cudaStreamUpdateCaptureDependencies(c, &last, nullptr, 1, 7));
  SHOW(cudaGetLastError());
  cudaGraph_t captured;
  OK(cudaStreamEndCapture(c, &captured));
  cn = 0;
  OK(cudaGraphGetNodes(captured, nullptr, &cn));
  ne = 0;
  OK(cudaGraphGetEdges(captured, nullptr, nullptr, nullptr, &ne));
  size_t roots = 0;
  OK(cudaGraphGetRootNodes(captured, nullptr, &roots));
  printf("captured nodes %zu edges %zu roots %zu\n", cn, ne, roots);
  // not capturing
  OK(cudaStreamGetCaptureInfo(c, &st, &id, &cg, &deps, &edata, &ndeps));
  printf("after capture: status %d\n", (int)st);
  SHOW(cudaStreamUpdateCaptureDependencies(c, &last, nullptr, 1, cudaStreamAddCaptureDependencies));
  SHOW(cudaGetLastError());

  cudaGraphDestroy(captured);
  cudaGraphExecDestroy(ge);
  cudaGraphExecDestroy(ge2);
  cudaGraphDestroy(g);
  cudaGraphDestroy(child);
  return finish();
}
