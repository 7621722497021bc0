// s_ax_graphapi: explicit graph construction edges: 1D memcpy and memset
// nodes with bad element sizes, widths and pitches; kernel node parameters
// read back; exec-graph node setters (kernel, memcpy, memset) between
// launches; cudaGraphClone/NodeFindInClone; edges added twice, removed
// when absent, cycles; destroying a node with dependents; child graphs;
// cudaGraphInstantiateWithParams' result info; cudaGraphUpload; empty
// graphs launched.
#include <cstring>
#include "check.h"

__global__ void addVal(int *p, int v) { p[threadIdx.x] += v; }

static void hostOnly() {}

int main() {
  int *d, h[256];
  REQUIRE(cudaMalloc((void **)&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  for (int i = 0; i < 256; i++) h[i] = i;
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraph_t g1;
  SHOW(cudaGraphCreate(&g1, 1));
  SHOW(cudaGraphCreate(nullptr, 0));
  cudaGraphNode_t cp, ms, k, e1;
  SHOW(cudaGraphAddMemcpyNode1D(&cp, g, nullptr, 0, d, h, 1024, cudaMemcpyHostToDevice));
  cudaMemsetParams mp;
  memset(&mp, 0, sizeof mp);
  mp.dst = d + 256;
  mp.value = 3;
  mp.elementSize = 4;
  mp.width = 16;
  mp.height = 2;
  mp.pitch = 64;
  SHOW(cudaGraphAddMemsetNode(&ms, g, &cp, 1, &mp));
  cudaMemsetParams bad = mp;
  bad.elementSize = 3;
  cudaGraphNode_t junk;
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, &bad));
  bad.elementSize = 8;
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, &bad));
  bad = mp;
  bad.pitch = 32;
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, &bad));
  bad = mp;
  bad.width = 0;
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, &bad));
  bad = mp;
  bad.height = 0;
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, &bad));
  bad = mp;
  bad.elementSize = 2;
  bad.value = 0x12345;
  SHOW(cudaGraphAddMemsetNode(&junk, g, nullptr, 0, &bad));
  SHOW(cudaGraphAddMemcpyNode1D(&junk, g, nullptr, 0, d, h, 0, cudaMemcpyHostToDevice));
  SHOW(cudaGraphAddMemcpyNode1D(&junk, g, nullptr, 0, d, d + 1, 64, cudaMemcpyHostToDevice));
  SHOW(cudaGraphAddMemcpyNode1D(&junk, g, nullptr, 0, d, h, 1 << 20, cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());
  int v = 5;
  int *dp = d;
  void *args[] = {&dp, &v};
  cudaKernelNodeParams kp;
  memset(&kp, 0, sizeof kp);
  kp.func = (void *)addVal;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(256);
  kp.kernelParams = args;
  SHOW(cudaGraphAddKernelNode(&k, g, &ms, 1, &kp));
  cudaKernelNodeParams back;
  memset(&back, 0, sizeof back);
  SHOW(cudaGraphKernelNodeGetParams(k, &back));
  printf("kernel node: func same %d grid %u block %u shared %u arg1 %d\n", back.func == (void *)addVal, back.gridDim.x, back.blockDim.x,
         back.sharedMemBytes, back.kernelParams ? *(int *)back.kernelParams[1] : -1);
  kp.blockDim = dim3(2048);
  SHOW(cudaGraphAddKernelNode(&junk, g, nullptr, 0, &kp));
  kp.blockDim = dim3(256);
  kp.sharedMemBytes = 1 << 20;
  SHOW(cudaGraphAddKernelNode(&junk, g, nullptr, 0, &kp));
  kp.sharedMemBytes = 0;
  SHOW(cudaGetLastError());
  SHOW(cudaGraphAddEmptyNode(&e1, g, &k, 1));
  // edges
  SHOW(cudaGraphAddDependencies(g, &cp, &k, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &cp, &k, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &e1, &cp, nullptr, 1));
  SHOW(cudaGraphAddDependencies(g, &cp, &cp, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &e1, &ms, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &cp, &k, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &cp, &k, nullptr, 1));
  // the cycle and the self edge go (if they were taken)
  SHOW(cudaGraphRemoveDependencies(g, &e1, &cp, nullptr, 1));
  SHOW(cudaGraphRemoveDependencies(g, &cp, &cp, nullptr, 1));
  SHOW(cudaGetLastError());
  size_t n = 0, ne = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &ne);
  printf("nodes %zu edges %zu\n", n, ne);
  // instantiate with params
  cudaGraphExec_t x = nullptr;
  cudaGraphInstantiateParams ip;
  memset(&ip, 0, sizeof ip);
  ip.flags = cudaGraphInstantiateFlagUpload;
  ip.uploadStream = 0;
  SHOW(cudaGraphInstantiateWithParams(&x, g, &ip));
  printf("instantiate result %d error node %d\n", (int)ip.result_out, ip.errNode_out != nullptr);
  SHOW(cudaGraphUpload(x, 0));
  SHOW(cudaGraphLaunch(x, 0));
  SHOW(cudaDeviceSynchronize());
  int out[256];
  OK(cudaMemcpy(out, d, 1024, cudaMemcpyDeviceToHost));
  printf("after launch %d %d %d\n", out[0], out[100], out[255]);
  // exec setters
  int v2 = 100;
  void *args2[] = {&dp, &v2};
  kp.kernelParams = args2;
  SHOW(cudaGraphExecKernelNodeSetParams(x, k, &kp));
  kp.blockDim = dim3(128);
  SHOW(cudaGraphExecKernelNodeSetParams(x, k, &kp));
  kp.blockDim = dim3(256);
  kp.func = (void *)hostOnly;
  SHOW(cudaGraphExecKernelNodeSetParams(x, k, &kp));
  kp.func = (void *)addVal;
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, cp, d, h + 1, 1024, cudaMemcpyHostToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, cp, d, h, 2048, cudaMemcpyHostToDevice));
  mp.value = 7;
  SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
  mp.elementSize = 2;
  SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
  mp.elementSize = 4;
  SHOW(cudaGraphExecKernelNodeSetParams(x, ms, &kp));
  SHOW(cudaGetLastError());
  SHOW(cudaGraphLaunch(x, 0));
  SHOW(cudaDeviceSynchronize());
  OK(cudaMemcpy(out, d, 1024, cudaMemcpyDeviceToHost));
  printf("after setters %d %d %d\n", out[0], out[100], out[255]);
  // clone
  cudaGraph_t c;
  SHOW(cudaGraphClone(&c, g));
  cudaGraphNode_t kc = nullptr;
  SHOW(cudaGraphNodeFindInClone(&kc, k, c));
  SHOW(cudaGraphNodeFindInClone(&kc, k, g));
  SHOW(cudaGetLastError());
  cudaKernelNodeParams cb;
  memset(&cb, 0, sizeof cb);
  SHOW(cudaGraphKernelNodeGetParams(kc, &cb));
  printf("clone kernel arg1 %d\n", cb.kernelParams ? *(int *)cb.kernelParams[1] : -1);
  // destroying a node with dependents, then launching the old exec
  SHOW(cudaGraphDestroyNode(ms));
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &ne);
  printf("after destroy nodes %zu edges %zu\n", n, ne);
  cudaGraphExecUpdateResultInfo info;
  memset(&info, 0, sizeof info);
  SHOW(cudaGraphExecUpdate(x, g, &info));
  printf("update result %d\n", (int)info.result);
  SHOW(cudaGetLastError());
  SHOW(cudaGraphLaunch(x, 0));
  SHOW(cudaDeviceSynchronize());
  // child graph and an empty graph
  cudaGraph_t parent, empty;
  OK(cudaGraphCreate(&parent, 0));
  OK(cudaGraphCreate(&empty, 0));
  cudaGraphNode_t child;
  SHOW(cudaGraphAddChildGraphNode(&child, parent, nullptr, 0, c));
  SHOW(cudaGraphAddChildGraphNode(&junk, parent, nullptr, 0, empty));
  cudaGraph_t inner = nullptr;
  SHOW(cudaGraphChildGraphNodeGetGraph(child, &inner));
  printf("child graph is the clone %d\n", inner == c);
  cudaGraphExec_t px, ex;
  SHOW(cudaGraphInstantiate(&px, parent, 0));
  SHOW(cudaGraphLaunch(px, 0));
  SHOW(cudaGraphInstantiate(&ex, empty, 0));
  SHOW(cudaGraphLaunch(ex, 0));
  SHOW(cudaDeviceSynchronize());
  OK(cudaMemcpy(out, d, 1024, cudaMemcpyDeviceToHost));
  printf("after child %d %d %d\n", out[0], out[100], out[255]);
  SHOW(cudaGraphExecDestroy(px));
  SHOW(cudaGraphExecDestroy(ex));
  SHOW(cudaGraphExecDestroy(x));
  SHOW(cudaGraphDestroy(parent));
  SHOW(cudaGraphDestroy(c));
  SHOW(cudaGraphDestroy(g));
  SHOW(cudaGraphDestroy(empty));
  SHOW(cudaGraphLaunch(nullptr, 0));
  SHOW(cudaGetLastError());
  return finish();
}
