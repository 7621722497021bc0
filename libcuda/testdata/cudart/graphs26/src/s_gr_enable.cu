// s_gr_enable: cudaGraphNodeSetEnabled/GetEnabled for each node type
// (kernel, memset, memcpy: supported; host, empty, event, child graph,
// alloc/free, conditional: which refuse), a node of the graph vs the exec,
// disabled nodes' effect on launches (and their dependents still running),
// re-enabling, setting parameters of a disabled node, and the exec node
// setters' errors for nodes of the wrong type or not in the exec.
#include "g26.h"

static int hostCalls;
static void CUDART_CB hostFn(void *) { hostCalls++; }

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  cudaGraph_t g, child;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t ms, k1, cp, hn, en, er, ew, ch, k2, al, fr, ck;
  cudaMemsetParams mp = {};
  mp.dst = d;
  mp.value = 5;
  mp.elementSize = 4;
  mp.width = 8;
  mp.height = 1;
  OK(cudaGraphAddMemsetNode(&ms, g, nullptr, 0, &mp));
  KArgs ka(addk, d, 10, 8);
  OK(cudaGraphAddKernelNode(&k1, g, &ms, 1, &ka.kp));
  OK(cudaGraphAddMemcpyNode1D(&cp, g, &k1, 1, d + 8, d, 32, cudaMemcpyDeviceToDevice));
  cudaHostNodeParams hp = {hostFn, nullptr};
  OK(cudaGraphAddHostNode(&hn, g, &cp, 1, &hp));
  OK(cudaGraphAddEmptyNode(&en, g, &hn, 1));
  OK(cudaGraphAddEventRecordNode(&er, g, &en, 1, ev));
  OK(cudaGraphAddEventWaitNode(&ew, g, &er, 1, ev));
  KArgs kc(addk, d + 16, 7, 8);
  OK(cudaGraphAddKernelNode(&ck, child, nullptr, 0, &kc.kp));
  OK(cudaGraphAddChildGraphNode(&ch, g, &ew, 1, child));
  KArgs kb(mulk, d + 8, 2, 8);
  OK(cudaGraphAddKernelNode(&k2, g, &ch, 1, &kb.kp));
  cudaMemAllocNodeParams ap;
  memset(&ap, 0, sizeof ap);
  ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location.type = cudaMemLocationTypeDevice;
  ap.bytesize = 1024;
  OK(cudaGraphAddMemAllocNode(&al, g, &k2, 1, &ap));
  OK(cudaGraphAddMemFreeNode(&fr, g, &al, 1, ap.dptr));
  const char *names[] = {"ms", "k1", "cp", "hn", "en", "er", "ew", "ch", "k2", "al", "fr"};
  cudaGraphNode_t all[] = {ms, k1, cp, hn, en, er, ew, ch, k2, al, fr};
  for (int i = 0; i < 11; i++) nameIt(all[i], names[i]);
  nameIt(ck, "child.k");
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("all enabled", d, 24);
  printf("host calls %d\n", hostCalls);
  for (int i = 0; i < 11; i++) {
    unsigned e = 7;
    cudaError_t ge = cudaGraphNodeGetEnabled(x, all[i], &e);
    cudaError_t se = cudaGraphNodeSetEnabled(x, all[i], 0);
    unsigned e2 = 7;
    cudaError_t ge2 = cudaGraphNodeGetEnabled(x, all[i], &e2);
    printf("%-3s get %s %u set0 %s get %s %u\n", names[i], cudaGetErrorName(ge), e, cudaGetErrorName(se), cudaGetErrorName(ge2), e2);
    cudaGetLastError();
  }
  OK(cudaMemset(d, 0, 4096));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("disabled what could be", d, 24);
  printf("host calls %d\n", hostCalls);
  // set params of a disabled node, then enable
  ka.v = 20;
  SHOW(cudaGraphExecKernelNodeSetParams(x, k1, &ka.kp));
  mp.value = 1;
  SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
  SHOW(cudaGraphNodeSetEnabled(x, k1, 1));
  SHOW(cudaGraphNodeSetEnabled(x, ms, 2));
  unsigned e = 9;
  SHOW(cudaGraphNodeGetEnabled(x, ms, &e));
  printf("ms enabled %u\n", e);
  OK(cudaMemset(d, 0, 4096));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("k1 and ms enabled again", d, 24);
  // errors
  SHOW(cudaGraphNodeSetEnabled(x, ck, 0));
  SHOW(cudaGraphNodeSetEnabled(nullptr, k1, 0));
  SHOW(cudaGraphNodeSetEnabled(x, nullptr, 0));
  SHOW(cudaGraphNodeGetEnabled(x, k1, nullptr));
  cudaGraphNode_t late;
  OK(cudaGraphAddEmptyNode(&late, g, nullptr, 0));
  SHOW(cudaGraphNodeSetEnabled(x, late, 0));
  SHOW(cudaGraphNodeGetEnabled(x, late, &e));
  SHOW(cudaGetLastError());
  // wrong-type exec setters
  SHOW(cudaGraphExecKernelNodeSetParams(x, ms, &ka.kp));
  SHOW(cudaGraphExecMemsetNodeSetParams(x, k1, &mp));
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, k1, d, d + 8, 32, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphExecHostNodeSetParams(x, k1, &hp));
  SHOW(cudaGraphExecChildGraphNodeSetParams(x, k1, child));
  SHOW(cudaGraphExecEventRecordNodeSetEvent(x, ew, ev));
  SHOW(cudaGraphExecEventWaitNodeSetEvent(x, er, ev));
  SHOW(cudaGraphExecKernelNodeSetParams(x, late, &ka.kp));
  SHOW(cudaGraphExecKernelNodeSetParams(x, ck, &ka.kp));
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, cp, d, d + 8, 32, cudaMemcpyHostToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, cp, d, d + 8, 64, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, cp, d, d + 8, 0, cudaMemcpyDeviceToDevice));
  mp.elementSize = 2;
  SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
  mp.elementSize = 4;
  mp.width = 16;
  SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
  mp.width = 8;
  int *other;
  REQUIRE(cudaMalloc(&other, 256));
  mp.dst = other;
  SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
  cudaEvent_t ev2;
  OK(cudaEventCreate(&ev2));
  SHOW(cudaGraphExecEventRecordNodeSetEvent(x, er, ev2));
  SHOW(cudaGraphExecEventWaitNodeSetEvent(x, ew, ev2));
  SHOW(cudaGraphExecEventRecordNodeSetEvent(x, er, nullptr));
  hp.fn = nullptr;
  SHOW(cudaGraphExecHostNodeSetParams(x, hn, &hp));
  SHOW(cudaGetLastError());
  OK(cudaMemset(d, 0, 4096));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after setters", d, 24);
  ints("other", other, 8);
  printf("host calls %d\n", hostCalls);
  return finish();
}
