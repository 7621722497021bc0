// s_gr_lifetime: lifetimes around graphs: a node destroyed while its graph
// is instantiated (the exec keeps running it; exec setters on that node),
// the graph destroyed while its exec lives, the exec destroyed right after
// a launch (the launch still completes), an event of an event node
// destroyed, memory a node uses freed before a launch, a stream destroyed
// right after a graph launch into it, relaunch of an exec whose graph was
// changed (no effect until update), cudaGraphGetNodes of a graph after
// its nodes were destroyed, a graph handle used after cudaGraphDestroy is
// not probed (undefined on the driver).
#include "g26.h"

__global__ void slowAdd(int *p, int v, int n) {
  for (int i = 0; i < 1000; i++) __nanosleep(1000);
  if (threadIdx.x < n) p[threadIdx.x] += v;
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t k1, k2;
  KArgs a1(addk, d, 1, 8), a2(addk, d + 8, 2, 8);
  OK(cudaGraphAddKernelNode(&k1, g, nullptr, 0, &a1.kp));
  OK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &a2.kp));
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  SHOW(cudaGraphDestroyNode(k2));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("k2 destroyed in the graph after instantiation", d, 16);
  SHOW(cudaGraphExecKernelNodeSetParams(x, k1, &a2.kp));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("k1 set to k2's params", d, 16);
  // changing the graph does not reach the exec
  a1.v = 50;
  OK(cudaGraphKernelNodeSetParams(k1, &a1.kp));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("graph changed, exec not updated", d, 16);
  // graph destroyed, exec lives
  OK(cudaGraphDestroy(g));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("graph destroyed", d, 16);
  // exec destroyed right after a slow launch
  cudaGraph_t sg;
  OK(cudaGraphCreate(&sg, 0));
  cudaGraphNode_t sk;
  KArgs as(slowAdd, d + 16, 7, 8);
  OK(cudaGraphAddKernelNode(&sk, sg, nullptr, 0, &as.kp));
  cudaGraphExec_t sx;
  REQUIRE(cudaGraphInstantiate(&sx, sg, 0));
  OK(cudaGraphLaunch(sx, s));
  SHOW(cudaGraphExecDestroy(sx));
  SHOW(cudaStreamSynchronize(s));
  ints("exec destroyed after launch", d + 16, 8);
  // stream destroyed right after a launch
  cudaStream_t t;
  REQUIRE(cudaStreamCreate(&t));
  REQUIRE(cudaGraphInstantiate(&sx, sg, 0));
  OK(cudaGraphLaunch(sx, t));
  SHOW(cudaStreamDestroy(t));
  SHOW(cudaDeviceSynchronize());
  ints("stream destroyed after launch", d + 16, 8);
  // graph destroyed right after a launch of its exec
  OK(cudaGraphLaunch(sx, s));
  SHOW(cudaGraphDestroy(sg));
  SHOW(cudaStreamSynchronize(s));
  ints("graph destroyed after launch", d + 16, 8);
  // event of an event node destroyed
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  cudaGraph_t eg;
  OK(cudaGraphCreate(&eg, 0));
  cudaGraphNode_t er;
  OK(cudaGraphAddEventRecordNode(&er, eg, nullptr, 0, ev));
  cudaGraphExec_t ex;
  REQUIRE(cudaGraphInstantiate(&ex, eg, 0));
  SHOW(cudaEventDestroy(ev));
  SHOW(cudaGraphLaunch(ex, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaGetLastError());
  // memory a memset node writes freed before the launch
  int *m;
  REQUIRE(cudaMalloc(&m, 256));
  cudaGraph_t mg;
  OK(cudaGraphCreate(&mg, 0));
  cudaMemsetParams mp = {};
  mp.dst = m;
  mp.value = 1;
  mp.elementSize = 4;
  mp.width = 8;
  mp.height = 1;
  cudaGraphNode_t mn;
  OK(cudaGraphAddMemsetNode(&mn, mg, nullptr, 0, &mp));
  cudaGraphExec_t mx;
  REQUIRE(cudaGraphInstantiate(&mx, mg, 0));
  OK(cudaFree(m));
  SHOW(cudaGraphLaunch(mx, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaGetLastError());
  cudaGraphExec_t mx2;
  SHOW(cudaGraphInstantiate(&mx2, mg, 0));
  SHOW(cudaGraphAddMemsetNode(&mn, mg, nullptr, 0, &mp));
  SHOW(cudaGetLastError());
  // all nodes destroyed
  cudaGraph_t ag;
  OK(cudaGraphCreate(&ag, 0));
  cudaGraphNode_t e1, e2;
  OK(cudaGraphAddEmptyNode(&e1, ag, nullptr, 0));
  OK(cudaGraphAddEmptyNode(&e2, ag, &e1, 1));
  OK(cudaGraphDestroyNode(e1));
  OK(cudaGraphDestroyNode(e2));
  size_t n = 9;
  OK(cudaGraphGetNodes(ag, nullptr, &n));
  printf("nodes left %zu\n", n);
  cudaGraphExec_t ax;
  SHOW(cudaGraphInstantiate(&ax, ag, 0));
  SHOW(cudaGraphLaunch(ax, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaDeviceSynchronize());
  return finish();
}
