// s_gr_kattr: kernel node attributes from C++: each cudaLaunchAttribute id
// read on a new node, set and read back (values within and out of range),
// on a non-kernel node, copied between nodes (and between graphs), through
// cudaGraphKernelNodeGetParams after a set, kept in clones and in captured
// launches with cudaLaunchKernelEx attributes, and launched (with
// UseNodePriority).
#include "g26.h"

static void show(const char *what, cudaGraphNode_t n, cudaLaunchAttributeID id) {
  cudaLaunchAttributeValue v;
  memset(&v, 0xab, sizeof v);
  cudaError_t e = cudaGraphKernelNodeGetAttribute(n, id, &v);
  unsigned w[16];
  memcpy(w, &v, sizeof w);
  if (id == cudaLaunchAttributeAccessPolicyWindow && e == cudaSuccess) { // the base pointer: set or not
    w[0] = (w[0] | w[1]) != 0;
    w[1] = 0;
  }
  printf("%-28s attr %2d: %s words %08x %08x %08x %08x %08x %08x %08x %08x\n", what, (int)id, cudaGetErrorName(e), w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
  cudaGetLastError();
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t k1, k2, e1;
  KArgs ka(addk, d, 1, 8);
  ka.kp.gridDim = dim3(4);
  OK(cudaGraphAddKernelNode(&k1, g, nullptr, 0, &ka.kp));
  OK(cudaGraphAddKernelNode(&k2, g, nullptr, 0, &ka.kp));
  OK(cudaGraphAddEmptyNode(&e1, g, nullptr, 0));
  for (int id = 0; id <= 20; id++) show("new node", k1, (cudaLaunchAttributeID)id);
  show("empty node", e1, cudaLaunchAttributePriority);
  struct Case {
    cudaLaunchAttributeID id;
    unsigned w0, w1, w2;
  } cases[] = {
      {cudaLaunchAttributePriority, 1, 0, 0},
      {cudaLaunchAttributePriority, (unsigned)-4, 0, 0},
      {cudaLaunchAttributePriority, (unsigned)-100, 0, 0},
      {cudaLaunchAttributeCooperative, 1, 0, 0},
      {cudaLaunchAttributeCooperative, 2, 0, 0},
      {cudaLaunchAttributeClusterDimension, 2, 1, 1},
      {cudaLaunchAttributeClusterDimension, 3, 1, 1},
      {cudaLaunchAttributeClusterDimension, 0, 0, 0},
      {cudaLaunchAttributeClusterDimension, 4, 1, 1},
      {cudaLaunchAttributeClusterSchedulingPolicyPreference, 1, 0, 0},
      {cudaLaunchAttributeClusterSchedulingPolicyPreference, 2, 0, 0},
      {cudaLaunchAttributeClusterSchedulingPolicyPreference, 9, 0, 0},
      {cudaLaunchAttributeMemSyncDomain, 1, 0, 0},
      {cudaLaunchAttributeMemSyncDomain, 2, 0, 0},
      {cudaLaunchAttributeMemSyncDomainMap, 0x0301, 0, 0},
      {cudaLaunchAttributeSynchronizationPolicy, 1, 0, 0},
      {cudaLaunchAttributeSynchronizationPolicy, 4, 0, 0},
      {cudaLaunchAttributeProgrammaticStreamSerialization, 1, 0, 0},
      {cudaLaunchAttributeProgrammaticEvent, 0, 0, 0},
      {cudaLaunchAttributePreferredSharedMemoryCarveout, 50, 0, 0},
      {cudaLaunchAttributePreferredSharedMemoryCarveout, 101, 0, 0},
      {cudaLaunchAttributeLaunchCompletionEvent, 0, 0, 0},
      {cudaLaunchAttributeDeviceUpdatableKernelNode, 0, 0, 0},
      {cudaLaunchAttributeIgnore, 0, 0, 0},
      {(cudaLaunchAttributeID)99, 0, 0, 0},
  };
  for (auto &c : cases) {
    cudaLaunchAttributeValue v;
    memset(&v, 0, sizeof v);
    unsigned *w = (unsigned *)&v;
    w[0] = c.w0;
    w[1] = c.w1;
    w[2] = c.w2;
    cudaError_t e = cudaGraphKernelNodeSetAttribute(k2, c.id, &v);
    char what[64];
    snprintf(what, sizeof what, "set %u,%u,%u -> %s", c.w0, c.w1, c.w2, cudaGetErrorName(e));
    cudaGetLastError();
    show(what, k2, c.id);
  }
  cudaLaunchAttributeValue av = {};
  av.priority = -3;
  SHOW(cudaGraphKernelNodeSetAttribute(e1, cudaLaunchAttributePriority, &av));
  SHOW(cudaGraphKernelNodeSetAttribute(nullptr, cudaLaunchAttributePriority, &av));
  av.accessPolicyWindow.base_ptr = d;
  av.accessPolicyWindow.num_bytes = 4096;
  av.accessPolicyWindow.hitRatio = 1.0f;
  av.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  av.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  SHOW(cudaGraphKernelNodeSetAttribute(k2, cudaLaunchAttributeAccessPolicyWindow, &av));
  show("after window", k2, cudaLaunchAttributeAccessPolicyWindow);
  av.accessPolicyWindow.hitRatio = 2.0f;
  SHOW(cudaGraphKernelNodeSetAttribute(k2, cudaLaunchAttributeAccessPolicyWindow, &av));
  av.accessPolicyWindow.hitRatio = 0.5f;
  av.accessPolicyWindow.num_bytes = (size_t)1 << 40;
  SHOW(cudaGraphKernelNodeSetAttribute(k2, cudaLaunchAttributeAccessPolicyWindow, &av));
  av.accessPolicyWindow.num_bytes = 4096;
  av.accessPolicyWindow.hitProp = cudaAccessPropertyStreaming;
  av.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
  SHOW(cudaGraphKernelNodeSetAttribute(k2, cudaLaunchAttributeAccessPolicyWindow, &av));
  show("after bad windows", k2, cudaLaunchAttributeAccessPolicyWindow);
  // copy
  SHOW(cudaGraphKernelNodeCopyAttributes(k1, k2));
  for (int id = 1; id <= 20; id++) show("copied to k1", k1, (cudaLaunchAttributeID)id);
  SHOW(cudaGraphKernelNodeCopyAttributes(e1, k2));
  SHOW(cudaGraphKernelNodeCopyAttributes(k2, e1));
  cudaGraph_t g2;
  OK(cudaGraphCreate(&g2, 0));
  cudaGraphNode_t o1;
  OK(cudaGraphAddKernelNode(&o1, g2, nullptr, 0, &ka.kp));
  SHOW(cudaGraphKernelNodeCopyAttributes(o1, k2));
  show("copied across graphs", o1, cudaLaunchAttributePriority);
  // params after attributes
  cudaKernelNodeParams kp;
  memset(&kp, 0, sizeof kp);
  OK(cudaGraphKernelNodeGetParams(k2, &kp));
  printf("k2 grid %u %u %u block %u %u %u shmem %u func %s\n", kp.gridDim.x, kp.gridDim.y, kp.gridDim.z, kp.blockDim.x, kp.blockDim.y, kp.blockDim.z, kp.sharedMemBytes, kp.func == (void *)addk ? "addk" : "other");
  // clone keeps attributes
  cudaGraph_t c;
  OK(cudaGraphClone(&c, g));
  cudaGraphNode_t ck2;
  OK(cudaGraphNodeFindInClone(&ck2, k2, c));
  for (int id = 1; id <= 20; id++) show("clone", ck2, (cudaLaunchAttributeID)id);
  // captured cudaLaunchKernelEx attributes
  cudaLaunchConfig_t cfg = {};
  cudaLaunchAttribute la[2];
  la[0].id = cudaLaunchAttributePriority;
  la[0].val.priority = -1;
  la[1].id = cudaLaunchAttributeClusterDimension;
  la[1].val.clusterDim.x = 2;
  la[1].val.clusterDim.y = 1;
  la[1].val.clusterDim.z = 1;
  cfg.gridDim = dim3(4);
  cfg.blockDim = dim3(32);
  cfg.stream = s;
  cfg.attrs = la;
  cfg.numAttrs = 2;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  SHOW(cudaLaunchKernelEx(&cfg, addk, d, 1, 8));
  cudaGraph_t cap;
  OK(cudaStreamEndCapture(s, &cap));
  size_t n = 1;
  cudaGraphNode_t cn;
  OK(cudaGraphGetNodes(cap, &cn, &n));
  for (int id = 1; id <= 20; id++) show("captured Ex", cn, (cudaLaunchAttributeID)id);
  // stream attributes captured
  cudaStreamAttrValue sv = {};
  sv.priority = -2;
  SHOW(cudaStreamSetAttribute(s, cudaStreamAttributePriority, &sv));
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  addk<<<1, 32, 0, s>>>(d, 1, 8);
  OK(cudaStreamEndCapture(s, &cap));
  n = 1;
  OK(cudaGraphGetNodes(cap, &cn, &n));
  show("captured with stream priority", cn, cudaLaunchAttributePriority);
  // launch with UseNodePriority
  cudaGraphExec_t x;
  OK(cudaMemset(d, 0, 4096));
  SHOW(cudaGraphDestroyNode(k2));
  SHOW(cudaGraphInstantiate(&x, g, cudaGraphInstantiateFlagUseNodePriority));
  SHOW(cudaGraphLaunch(x, s));
  SHOW(cudaStreamSynchronize(s));
  ints("after launch", d, 8);
  return finish();
}
