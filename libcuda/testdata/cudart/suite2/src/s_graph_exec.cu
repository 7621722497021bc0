// s_graph_exec: changing an instantiated graph: the cudaGraphExec*SetParams
// setters of memcpy, memset, host, child-graph, event record and event wait
// nodes, cudaGraphNodeSetEnabled/GetEnabled, kernel node attributes
// (priority, cooperative, cluster dimension) set, read and copied,
// cudaGraphExecUpdate with its result info for each kind of change.
#include "check.h"

__global__ void addk(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
__global__ void subk(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] -= v;
}
static int hostCalls[4];
static void CUDART_CB hostFn(void *arg) { hostCalls[(size_t)arg]++; }

static void dump(const char *what, const int *d, int n) {
  int h[8];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %d", h[i]);
  printf("\n");
}
static const char *updateResult(cudaGraphExecUpdateResult r) {
  switch (r) {
  case cudaGraphExecUpdateSuccess: return "Success";
  case cudaGraphExecUpdateError: return "Error";
  case cudaGraphExecUpdateErrorTopologyChanged: return "TopologyChanged";
  case cudaGraphExecUpdateErrorNodeTypeChanged: return "NodeTypeChanged";
  case cudaGraphExecUpdateErrorFunctionChanged: return "FunctionChanged";
  case cudaGraphExecUpdateErrorParametersChanged: return "ParametersChanged";
  case cudaGraphExecUpdateErrorNotSupported: return "NotSupported";
  case cudaGraphExecUpdateErrorUnsupportedFunctionChange: return "UnsupportedFunctionChange";
  case cudaGraphExecUpdateErrorAttributesChanged: return "AttributesChanged";
  }
  return "?";
}

int main() {
  const int n = 8;
  int *a, *b, *c;
  REQUIRE(cudaMalloc(&a, 64 * sizeof(int)));
  REQUIRE(cudaMalloc(&b, 64 * sizeof(int)));
  REQUIRE(cudaMalloc(&c, 64 * sizeof(int)));
  cudaMemset(a, 0, 64 * sizeof(int));
  cudaMemset(b, 0, 64 * sizeof(int));
  cudaMemset(c, 0, 64 * sizeof(int));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));

  // memset -> kernel -> memcpy -> host, plus a child graph and event nodes
  cudaGraph_t g, child;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t ms, kn, cp, hn, ch, er, ew, ck;
  cudaMemsetParams mp = {};
  mp.dst = a;
  mp.value = 1;
  mp.elementSize = 4;
  mp.width = n;
  mp.height = 1;
  OK(cudaGraphAddMemsetNode(&ms, g, nullptr, 0, &mp));
  int v = 10, nn = n;
  void *args[] = {&a, &v, &nn};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)addk;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(32);
  kp.kernelParams = args;
  OK(cudaGraphAddKernelNode(&kn, g, &ms, 1, &kp));
  OK(cudaGraphAddMemcpyNode1D(&cp, g, &kn, 1, b, a, n * sizeof(int), cudaMemcpyDeviceToDevice));
  cudaHostNodeParams hp = {hostFn, (void *)0};
  OK(cudaGraphAddHostNode(&hn, g, &cp, 1, &hp));
  int cv = 100;
  void *cargs[] = {&c, &cv, &nn};
  cudaKernelNodeParams ckp = kp;
  ckp.kernelParams = cargs;
  OK(cudaGraphAddKernelNode(&ck, child, nullptr, 0, &ckp));
  OK(cudaGraphAddChildGraphNode(&ch, g, &cp, 1, child));
  cudaEvent_t e1, e2;
  OK(cudaEventCreate(&e1));
  OK(cudaEventCreate(&e2));
  OK(cudaGraphAddEventRecordNode(&er, g, &ch, 1, e1));
  OK(cudaGraphAddEventWaitNode(&ew, g, nullptr, 0, e1));
  size_t count = 0;
  OK(cudaGraphGetNodes(g, nullptr, &count));
  printf("nodes %zu\n", count);

  cudaGraphExec_t ge;
  REQUIRE(cudaGraphInstantiate(&ge, g, 0));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("run 1 a", a, n);
  dump("run 1 b", b, n);
  dump("run 1 c", c, n);
  printf("host calls %d %d\n", hostCalls[0], hostCalls[1]);

  // exec setters: memset value 2, kernel +20, copy into c instead of b, host arg 1
  mp.value = 2;
  OK(cudaGraphExecMemsetNodeSetParams(ge, ms, &mp));
  v = 20;
  OK(cudaGraphExecKernelNodeSetParams(ge, kn, &kp));
  OK(cudaGraphExecMemcpyNodeSetParams1D(ge, cp, c + 16, a, n * sizeof(int), cudaMemcpyDeviceToDevice));
  cudaHostNodeParams hp1 = {hostFn, (void *)1};
  OK(cudaGraphExecHostNodeSetParams(ge, hn, &hp1));
  OK(cudaGraphExecEventRecordNodeSetEvent(ge, er, e2));
  OK(cudaGraphExecEventWaitNodeSetEvent(ge, ew, e2));
  // a child graph of the same topology with another value
  cudaGraph_t child2;
  OK(cudaGraphCreate(&child2, 0));
  cudaGraphNode_t ck2;
  int cv2 = 1000;
  void *cargs2[] = {&c, &cv2, &nn};
  cudaKernelNodeParams ckp2 = kp;
  ckp2.kernelParams = cargs2;
  OK(cudaGraphAddKernelNode(&ck2, child2, nullptr, 0, &ckp2));
  OK(cudaGraphExecChildGraphNodeSetParams(ge, ch, child2));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("run 2 a", a, n);
  dump("run 2 b", b, n);
  dump("run 2 c", c, n);
  dump("run 2 c+16", c + 16, n);
  printf("host calls %d %d\n", hostCalls[0], hostCalls[1]);
  // a setter cannot change the memset's element size or the copy's kind into host memory
  cudaMemsetParams mp2 = mp;
  mp2.elementSize = 1;
  mp2.width = n * 4;
  SHOW(cudaGraphExecMemsetNodeSetParams(ge, ms, &mp2));
  SHOW(cudaGetLastError());
  static int hostBuf[8];
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(ge, cp, hostBuf, a, n * sizeof(int), cudaMemcpyDeviceToHost));
  SHOW(cudaGetLastError());
  // a node of another graph
  SHOW(cudaGraphExecKernelNodeSetParams(ge, ck, &kp));
  SHOW(cudaGetLastError());

  // disable and enable
  unsigned int en = 9;
  OK(cudaGraphNodeGetEnabled(ge, kn, &en));
  printf("kernel node enabled %u\n", en);
  OK(cudaGraphNodeSetEnabled(ge, kn, 0));
  OK(cudaGraphNodeSetEnabled(ge, cp, 0));
  OK(cudaGraphNodeGetEnabled(ge, kn, &en));
  printf("kernel node enabled %u\n", en);
  SHOW(cudaGraphNodeSetEnabled(ge, hn, 0));
  SHOW(cudaGetLastError());
  cudaMemset(c, 0, 64 * sizeof(int));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("disabled: a", a, n);
  dump("disabled: c+16", c + 16, n);
  OK(cudaGraphNodeSetEnabled(ge, kn, 1));
  OK(cudaGraphNodeSetEnabled(ge, cp, 1));
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("enabled: a", a, n);
  dump("enabled: c+16", c + 16, n);

  // kernel node attributes
  cudaLaunchAttributeValue av = {};
  OK(cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributePriority, &av));
  printf("priority %d\n", av.priority);
  av.priority = -3;
  OK(cudaGraphKernelNodeSetAttribute(kn, cudaLaunchAttributePriority, &av));
  OK(cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributePriority, &av));
  printf("priority %d\n", av.priority);
  av = {};
  OK(cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributeCooperative, &av));
  printf("cooperative %d\n", av.cooperative);
  av.cooperative = 1;
  OK(cudaGraphKernelNodeSetAttribute(kn, cudaLaunchAttributeCooperative, &av));
  av = {};
  OK(cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributeClusterDimension, &av));
  printf("cluster %u %u %u\n", av.clusterDim.x, av.clusterDim.y, av.clusterDim.z);
  av.clusterDim.x = 2;
  av.clusterDim.y = 1;
  av.clusterDim.z = 1;
  SHOW(cudaGraphKernelNodeSetAttribute(kn, cudaLaunchAttributeClusterDimension, &av));
  SHOW(cudaGetLastError());
  OK(cudaGraphKernelNodeCopyAttributes(ck, kn));
  av = {};
  OK(cudaGraphKernelNodeGetAttribute(ck, cudaLaunchAttributePriority, &av));
  printf("copied priority %d\n", av.priority);
  OK(cudaGraphKernelNodeGetAttribute(ck, cudaLaunchAttributeCooperative, &av));
  printf("copied cooperative %d\n", av.cooperative);
  SHOW(cudaGraphKernelNodeGetAttribute(kn, (cudaLaunchAttributeID)999, &av));
  SHOW(cudaGetLastError());

  // cudaGraphExecUpdate: each kind of change
  cudaGraphExecUpdateResultInfo info;
  cudaGraph_t g2;
  OK(cudaGraphClone(&g2, g));
  cudaGraphNode_t kn2;
  OK(cudaGraphNodeFindInClone(&kn2, kn, g2));
  v = 7;
  OK(cudaGraphKernelNodeSetParams(kn2, &kp));
  OK(cudaGraphExecUpdate(ge, g2, &info));
  printf("update params: %s node %s\n", updateResult(info.result), info.errorNode == kn2 ? "kn2" : info.errorNode ? "other" : "none");
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("updated: a", a, n);
  // another function of the same signature
  cudaGraphKernelNodeGetParams(kn2, &kp);
  kp.func = (void *)subk;
  OK(cudaGraphKernelNodeSetParams(kn2, &kp));
  SHOW(cudaGraphExecUpdate(ge, g2, &info));
  printf("update function: %s node %s\n", updateResult(info.result), info.errorNode == kn2 ? "kn2" : info.errorNode ? "other" : "none");
  SHOW(cudaGetLastError());
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("function updated: a", a, n);
  // one node more
  cudaGraphNode_t extra;
  OK(cudaGraphAddEmptyNode(&extra, g2, nullptr, 0));
  SHOW(cudaGraphExecUpdate(ge, g2, &info));
  printf("update topology: %s node %s\n", updateResult(info.result), info.errorNode ? "set" : "none");
  SHOW(cudaGetLastError());
  OK(cudaGraphDestroyNode(extra));
  // a memset node whose element size changes
  cudaGraphNode_t ms2;
  OK(cudaGraphNodeFindInClone(&ms2, ms, g2));
  mp2 = mp;
  mp2.elementSize = 2;
  mp2.width = n * 2;
  OK(cudaGraphMemsetNodeSetParams(ms2, &mp2));
  SHOW(cudaGraphExecUpdate(ge, g2, &info));
  printf("update memset element size: %s node %s\n", updateResult(info.result), info.errorNode == ms2 ? "ms2" : info.errorNode ? "other" : "none");
  SHOW(cudaGetLastError());
  // the executable graph still runs after refused updates
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  dump("after refused updates: a", a, n);
  cudaGraphDestroy(g2);
  cudaGraphExecDestroy(ge);
  cudaGraphDestroy(g);
  cudaGraphDestroy(child);
  cudaGraphDestroy(child2);
  return finish();
}
