// s_gr_errors: error paths of graph construction: NULL outputs and graphs,
// dependencies from another graph, NULL dependency lists with a count,
// duplicate and self edges, cycles (found at instantiation), wrong node
// types to each type's getters and setters, removing edges that are not
// there, destroying nodes with edges, bad instantiate flags, launching a
// NULL executable.
#include "g26.h"

static void CUDART_CB hostFn(void *) {}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 1024));
  OK(cudaMemset(d, 0, 1024));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t g, other;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphCreate(&other, 0));
  SHOW(cudaGraphCreate(&other, 2));
  SHOW(cudaGraphCreate(nullptr, 0));
  SHOW(cudaGetLastError());

  cudaGraphNode_t a, b, c, x, junk = nullptr;
  OK(cudaGraphAddEmptyNode(&a, g, nullptr, 0));
  nameIt(a, "a");
  OK(cudaGraphAddEmptyNode(&b, g, &a, 1));
  nameIt(b, "b");
  OK(cudaGraphAddEmptyNode(&x, other, nullptr, 0));
  nameIt(x, "x");
  SHOW(cudaGraphAddEmptyNode(nullptr, g, nullptr, 0));
  SHOW(cudaGraphAddEmptyNode(&junk, nullptr, nullptr, 0));
  SHOW(cudaGraphAddEmptyNode(&junk, g, nullptr, 1));
  SHOW(cudaGraphAddEmptyNode(&junk, g, &x, 1));
  cudaGraphNode_t twice[2] = {a, a};
  SHOW(cudaGraphAddEmptyNode(&junk, g, twice, 2));
  cudaGraphNode_t nulls[2] = {a, nullptr};
  SHOW(cudaGraphAddEmptyNode(&junk, g, nulls, 2));
  SHOW(cudaGetLastError());
  nodes("g after bad adds", g);

  // edges
  SHOW(cudaGraphAddDependencies(g, &a, &b, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &a, &a, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &b, &a, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &a, &x, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, nullptr, &b, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &a, &b, nullptr, 0));
  SHOW(cudaGraphAddDependencies(nullptr, &a, &b, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &b, &a, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &a, &x, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &a, &b, nullptr, 0));
  cudaGraphEdgeData bad = {};
  bad.type = 7;
  SHOW(cudaGraphAddDependencies(g, &b, &a, &bad, 1));
  bad.type = 0;
  bad.from_port = 1;
  SHOW(cudaGraphAddDependencies(g, &b, &a, &bad, 1));
  nodes("g after edges", g);
  SHOW(cudaGraphAddEmptyNode(&c, g, &b, 1));
  nameIt(c, "c");
  SHOW(cudaGraphAddDependencies(g, &c, &a, nullptr, 1));
  nodes("g with a cycle", g);
  cudaGraphExec_t ge = nullptr;
  SHOW(cudaGraphInstantiate(&ge, g, 0));
  SHOW(cudaGetLastError());
  printf("exec after cycle %s\n", ge ? "set" : "null");
  SHOW(cudaGraphRemoveDependencies(g, &c, &a, nullptr, 1));
  SHOW(cudaGraphInstantiate(&ge, g, 0));
  SHOW(cudaGraphInstantiate(&ge, g, 1u << 7));
  SHOW(cudaGraphInstantiate(&ge, g, 0x100));
  SHOW(cudaGraphInstantiate(nullptr, g, 0));
  SHOW(cudaGraphInstantiate(&ge, nullptr, 0));
  SHOW(cudaGraphInstantiateWithFlags(&ge, g, 0x40));
  SHOW(cudaGetLastError());

  // wrong types to type-specific calls
  cudaKernelNodeParams kp;
  cudaMemsetParams mp;
  cudaMemcpy3DParms cp;
  cudaHostNodeParams hp;
  cudaGraph_t cg;
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  SHOW(cudaGraphKernelNodeGetParams(a, &kp));
  SHOW(cudaGraphMemsetNodeGetParams(a, &mp));
  SHOW(cudaGraphMemcpyNodeGetParams(a, &cp));
  SHOW(cudaGraphHostNodeGetParams(a, &hp));
  SHOW(cudaGraphChildGraphNodeGetGraph(a, &cg));
  SHOW(cudaGraphEventRecordNodeGetEvent(a, &ev));
  SHOW(cudaGraphEventWaitNodeGetEvent(a, &ev));
  SHOW(cudaGraphEventRecordNodeSetEvent(a, ev));
  SHOW(cudaGraphEventWaitNodeSetEvent(a, ev));
  cudaMemAllocNodeParams ap;
  SHOW(cudaGraphMemAllocNodeGetParams(a, &ap));
  void *fp;
  SHOW(cudaGraphMemFreeNodeGetParams(a, &fp));
  cudaLaunchAttributeValue av;
  SHOW(cudaGraphKernelNodeGetAttribute(a, cudaLaunchAttributePriority, &av));
  SHOW(cudaGetLastError());
  hp.fn = hostFn;
  hp.userData = nullptr;
  cudaGraphNode_t h;
  OK(cudaGraphAddHostNode(&h, g, nullptr, 0, &hp));
  nameIt(h, "h");
  SHOW(cudaGraphKernelNodeGetParams(h, &kp));
  SHOW(cudaGraphHostNodeGetParams(h, nullptr));
  SHOW(cudaGraphHostNodeSetParams(h, nullptr));
  hp.fn = nullptr;
  SHOW(cudaGraphHostNodeSetParams(h, &hp));
  SHOW(cudaGraphAddHostNode(&junk, g, nullptr, 0, &hp));
  SHOW(cudaGraphAddHostNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGraphAddKernelNode(&junk, g, nullptr, 0, nullptr));
  memset(&kp, 0, sizeof kp);
  SHOW(cudaGraphAddKernelNode(&junk, g, nullptr, 0, &kp));
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGraphAddChildGraphNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGraphAddEventRecordNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGraphAddEventWaitNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGetLastError());
  SHOW(cudaGraphNodeGetType(nullptr, nullptr));
  cudaGraphNodeType t;
  SHOW(cudaGraphNodeGetType(nullptr, &t));
  SHOW(cudaGraphNodeGetType(a, nullptr));
  size_t n = 99;
  SHOW(cudaGraphGetNodes(g, nullptr, nullptr));
  SHOW(cudaGraphGetNodes(nullptr, nullptr, &n));
  SHOW(cudaGraphGetEdges(g, nullptr, nullptr, nullptr, nullptr));
  cudaGraphNode_t from[4], to[4];
  n = 4;
  SHOW(cudaGraphGetEdges(g, from, nullptr, nullptr, &n));
  n = 0;
  SHOW(cudaGraphGetEdges(g, from, to, nullptr, &n));
  printf("edges with room 0: %zu\n", n);
  n = 1;
  SHOW(cudaGraphGetEdges(g, from, to, nullptr, &n));
  printf("edges with room 1: %zu first %s->%s\n", n, nm(from[0]), nm(to[0]));
  n = 1;
  cudaGraphNode_t ns[4] = {};
  SHOW(cudaGraphGetNodes(g, ns, &n));
  printf("nodes with room 1: %zu first %s\n", n, nm(ns[0]));
  n = 0;
  SHOW(cudaGraphNodeGetDependencies(b, nullptr, nullptr, &n));
  printf("deps of b %zu\n", n);
  SHOW(cudaGraphNodeGetDependencies(b, nullptr, nullptr, nullptr));
  SHOW(cudaGraphNodeGetDependentNodes(nullptr, nullptr, nullptr, &n));
  SHOW(cudaGetLastError());

  // destroy a node in the middle: its edges go
  SHOW(cudaGraphDestroyNode(b));
  nodes("g after destroying b", g);
  SHOW(cudaGraphDestroyNode(nullptr));
  SHOW(cudaGraphDestroy(nullptr));
  SHOW(cudaGraphExecDestroy(nullptr));
  SHOW(cudaGraphLaunch(nullptr, s));
  SHOW(cudaGraphUpload(nullptr, s));
  SHOW(cudaGetLastError());
  OK(cudaGraphInstantiate(&ge, g, 0));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  unsigned long long fl = 99;
  OK(cudaGraphExecGetFlags(ge, &fl));
  printf("exec flags %llu\n", fl);
  SHOW(cudaGraphExecGetFlags(ge, nullptr));
  SHOW(cudaGraphExecGetFlags(nullptr, &fl));
  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  OK(cudaGraphDestroy(other));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
