// s_gr_inst: instantiation flags and launches: each flag alone and in
// pairs (AutoFreeOnLaunch, Upload, DeviceLaunch, UseNodePriority, unknown
// bits) through cudaGraphInstantiate, WithFlags and WithParams (with an
// upload stream, result info), cudaGraphExecGetFlags; what DeviceLaunch
// refuses (host nodes, memcpy to host memory, event nodes, child graphs with
// them, memset nodes, two kernels? multi-device), cudaGraphUpload before and
// after launches and on other streams; one exec launched on several streams
// at once and relaunched before completion (results count every launch);
// launches into a capturing stream (a child graph node) and the legacy and
// per-thread streams.
#include "g26.h"

static int hostCalls;
static void CUDART_CB hostFn(void *) { hostCalls++; }
static const char *instResult(cudaGraphInstantiateResult r) {
  switch (r) {
  case cudaGraphInstantiateSuccess: return "Success";
  case cudaGraphInstantiateError: return "Error";
  case cudaGraphInstantiateInvalidStructure: return "InvalidStructure";
  case cudaGraphInstantiateNodeOperationNotSupported: return "NodeOperationNotSupported";
  case cudaGraphInstantiateMultipleDevicesNotSupported: return "MultipleDevicesNotSupported";
  default: break;
  }
  static char buf[32];
  snprintf(buf, sizeof buf, "result%d", (int)r);
  return buf;
}
static void tryFlags(const char *what, cudaGraph_t g, unsigned long long fl, cudaStream_t up) {
  cudaGraphInstantiateParams ip;
  memset(&ip, 0, sizeof ip);
  ip.flags = fl;
  ip.uploadStream = up;
  cudaGraphExec_t x = nullptr;
  cudaError_t e = cudaGraphInstantiateWithParams(&x, g, &ip);
  unsigned long long got = 12345;
  cudaError_t fe = x ? cudaGraphExecGetFlags(x, &got) : cudaErrorInvalidValue;
  printf("%-16s flags 0x%llx: %s result %s errNode %s exec %s getFlags %s 0x%llx\n", what, fl, cudaGetErrorName(e), instResult(ip.result_out), nm(ip.errNode_out), x ? "yes" : "no", cudaGetErrorName(fe), x ? got : 0ull);
  cudaGetLastError();
  if (x) cudaGraphExecDestroy(x);
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  static int hbuf[64];
  int *pinned;
  REQUIRE(cudaMallocHost(&pinned, 256));
  cudaStream_t s1, s2, s3;
  REQUIRE(cudaStreamCreate(&s1));
  REQUIRE(cudaStreamCreate(&s2));
  REQUIRE(cudaStreamCreateWithFlags(&s3, cudaStreamNonBlocking));
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));

  // one graph per node kind, each alone
  const char *kinds[] = {"kernel", "memset", "memcpyDD", "memcpyDH", "memcpyDPinned", "host", "record", "wait", "child-kernel", "child-host", "empty", "alloc+free", "kernel+kernel"};
  const int nk = 13;
  cudaGraph_t gs[nk];
  for (int i = 0; i < nk; i++) {
    OK(cudaGraphCreate(&gs[i], 0));
    cudaGraph_t g = gs[i];
    cudaGraphNode_t n, n2;
    KArgs k(addk, d, 1, 8);
    cudaMemsetParams mp = {};
    mp.dst = d;
    mp.value = 1;
    mp.elementSize = 4;
    mp.width = 8;
    mp.height = 1;
    cudaHostNodeParams hp = {hostFn, nullptr};
    cudaGraph_t c;
    cudaMemAllocNodeParams ap;
    switch (i) {
    case 0: OK(cudaGraphAddKernelNode(&n, g, nullptr, 0, &k.kp)); break;
    case 1: OK(cudaGraphAddMemsetNode(&n, g, nullptr, 0, &mp)); break;
    case 2: OK(cudaGraphAddMemcpyNode1D(&n, g, nullptr, 0, d + 64, d, 64, cudaMemcpyDeviceToDevice)); break;
    case 3: OK(cudaGraphAddMemcpyNode1D(&n, g, nullptr, 0, hbuf, d, 64, cudaMemcpyDeviceToHost)); break;
    case 4: OK(cudaGraphAddMemcpyNode1D(&n, g, nullptr, 0, pinned, d, 64, cudaMemcpyDeviceToHost)); break;
    case 5: OK(cudaGraphAddHostNode(&n, g, nullptr, 0, &hp)); break;
    case 6: OK(cudaGraphAddEventRecordNode(&n, g, nullptr, 0, ev)); break;
    case 7: OK(cudaGraphAddEventWaitNode(&n, g, nullptr, 0, ev)); break;
    case 8:
    case 9:
      OK(cudaGraphCreate(&c, 0));
      if (i == 8) OK(cudaGraphAddKernelNode(&n2, c, nullptr, 0, &k.kp));
      else OK(cudaGraphAddHostNode(&n2, c, nullptr, 0, &hp));
      OK(cudaGraphAddChildGraphNode(&n, g, nullptr, 0, c));
      break;
    case 10: OK(cudaGraphAddEmptyNode(&n, g, nullptr, 0)); break;
    case 11:
      memset(&ap, 0, sizeof ap);
      ap.poolProps.allocType = cudaMemAllocationTypePinned;
      ap.poolProps.location.type = cudaMemLocationTypeDevice;
      ap.bytesize = 4096;
      OK(cudaGraphAddMemAllocNode(&n, g, nullptr, 0, &ap));
      OK(cudaGraphAddMemFreeNode(&n2, g, &n, 1, ap.dptr));
      break;
    case 12:
      OK(cudaGraphAddKernelNode(&n, g, nullptr, 0, &k.kp));
      OK(cudaGraphAddKernelNode(&n2, g, &n, 1, &k.kp));
      break;
    }
    nameIt(n, kinds[i]);
  }
  unsigned long long fls[] = {0,
                              cudaGraphInstantiateFlagAutoFreeOnLaunch,
                              cudaGraphInstantiateFlagUpload,
                              cudaGraphInstantiateFlagDeviceLaunch,
                              cudaGraphInstantiateFlagUseNodePriority,
                              cudaGraphInstantiateFlagAutoFreeOnLaunch | cudaGraphInstantiateFlagDeviceLaunch,
                              cudaGraphInstantiateFlagUpload | cudaGraphInstantiateFlagDeviceLaunch,
                              cudaGraphInstantiateFlagUseNodePriority | cudaGraphInstantiateFlagDeviceLaunch,
                              cudaGraphInstantiateFlagAutoFreeOnLaunch | cudaGraphInstantiateFlagUpload | cudaGraphInstantiateFlagUseNodePriority,
                              2,
                              16,
                              32,
                              1ull << 40};
  for (int i = 0; i < nk; i++)
    for (unsigned long long fl : fls) tryFlags(kinds[i], gs[i], fl, nullptr);
  tryFlags("kernel upload s3", gs[0], cudaGraphInstantiateFlagUpload, s3);
  tryFlags("kernel upload legacy", gs[0], cudaGraphInstantiateFlagUpload, cudaStreamLegacy);
  tryFlags("kernel upload ptds", gs[0], cudaGraphInstantiateFlagUpload, cudaStreamPerThread);
  tryFlags("kernel s3 no upload", gs[0], 0, s3);
  SHOW(cudaGraphInstantiateWithParams(nullptr, gs[0], nullptr));
  cudaGraphExec_t x;
  SHOW(cudaGraphInstantiateWithParams(&x, gs[0], nullptr));
  SHOW(cudaGetLastError());
  // instantiating with WithFlags vs plain
  SHOW(cudaGraphInstantiateWithFlags(&x, gs[0], cudaGraphInstantiateFlagUpload));
  SHOW(cudaGraphInstantiate(&x, gs[0], cudaGraphInstantiateFlagUpload));
  SHOW(cudaGetLastError());

  // an exec on several streams at once, relaunched before completion
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t k1, k2;
  KArgs ka(addk, d, 1, 32);
  ka.kp.blockDim = dim3(32);
  OK(cudaGraphAddKernelNode(&k1, g, nullptr, 0, &ka.kp));
  KArgs kb(mulk, d + 32, 3, 32);
  OK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kb.kp));
  cudaGraphExec_t gx;
  REQUIRE(cudaGraphInstantiate(&gx, g, 0));
  OK(cudaMemset(d, 0, 4096));
  OK(cudaMemset(d + 32, 1, 4));
  for (int i = 0; i < 4; i++) {
    OK(cudaGraphLaunch(gx, s1));
    OK(cudaGraphLaunch(gx, s2));
    OK(cudaGraphLaunch(gx, s3));
  }
  OK(cudaGraphLaunch(gx, 0));
  OK(cudaGraphLaunch(gx, cudaStreamPerThread));
  OK(cudaGraphLaunch(gx, cudaStreamLegacy));
  OK(cudaDeviceSynchronize());
  ints("after 15 launches", d, 4);
  ints("product", d + 32, 2);
  // uploads
  SHOW(cudaGraphUpload(gx, s1));
  SHOW(cudaGraphUpload(gx, s2));
  SHOW(cudaGraphUpload(gx, cudaStreamLegacy));
  SHOW(cudaGraphLaunch(gx, s1));
  SHOW(cudaStreamSynchronize(s1));
  cudaGraphExec_t dx;
  SHOW(cudaGraphInstantiate(&dx, g, cudaGraphInstantiateFlagDeviceLaunch));
  SHOW(cudaGraphLaunch(dx, s1));
  SHOW(cudaStreamSynchronize(s1));
  SHOW(cudaGraphUpload(dx, s1));
  SHOW(cudaGraphLaunch(dx, s1));
  SHOW(cudaStreamSynchronize(s1));
  SHOW(cudaGetLastError());
  unsigned long long fl = 0;
  SHOW(cudaGraphExecGetFlags(dx, &fl));
  printf("device launch exec flags 0x%llx\n", fl);
  // a device-launch exec and a node set: allowed?
  KArgs kc(addk, d, 100, 32);
  SHOW(cudaGraphExecKernelNodeSetParams(dx, k1, &kc.kp));
  cudaGraphExecUpdateResultInfo ui;
  memset(&ui, 0, sizeof ui);
  SHOW(cudaGraphExecUpdate(dx, g, &ui));
  printf("update %s\n", updateResult(ui.result));
  // two device-launch execs of one graph
  cudaGraphExec_t dx2;
  SHOW(cudaGraphInstantiate(&dx2, g, cudaGraphInstantiateFlagDeviceLaunch));
  SHOW(cudaGraphExecDestroy(dx));
  SHOW(cudaGraphInstantiate(&dx2, g, cudaGraphInstantiateFlagDeviceLaunch));
  SHOW(cudaGetLastError());
  // launching into a capture: the exec becomes a child graph node
  OK(cudaStreamBeginCapture(s3, cudaStreamCaptureModeGlobal));
  SHOW(cudaGraphLaunch(gx, s3));
  cudaGraph_t cap = nullptr;
  SHOW(cudaStreamEndCapture(s3, &cap));
  if (cap) {
    size_t n = 0;
    cudaGraphGetNodes(cap, nullptr, &n);
    cudaGraphNode_t ns[4];
    cudaGraphGetNodes(cap, ns, &n);
    cudaGraphNodeType t;
    cudaGraphNodeGetType(ns[0], &t);
    printf("captured launch: %zu nodes, first %s\n", n, typeName(t));
  }
  SHOW(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  printf("host calls %d\n", hostCalls);
  return finish();
}
