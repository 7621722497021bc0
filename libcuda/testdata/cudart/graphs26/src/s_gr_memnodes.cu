// s_gr_memnodes: graph memory nodes: cudaGraphAddMemAllocNode/FreeNode
// parameters and their errors, the address handed out (the same on every
// launch? the same across two executables?), the graph memory attributes
// (used/reserved, current/high) after instantiation, launches, frees and
// cudaDeviceGraphMemTrim, resetting the high marks, relaunching a graph
// whose allocation was not freed (with and without AutoFreeOnLaunch),
// freeing graph memory with cudaFree and cudaFreeAsync outside a graph,
// a free node for memory not from a graph, a mem alloc node in a child
// graph, two exec of one graph with alloc nodes.
#include "g26.h"

static void attrs(const char *what) {
  unsigned long long v[4] = {};
  cudaGraphMemAttributeType t[4] = {cudaGraphMemAttrUsedMemCurrent, cudaGraphMemAttrUsedMemHigh, cudaGraphMemAttrReservedMemCurrent, cudaGraphMemAttrReservedMemHigh};
  printf("%s:", what);
  for (int i = 0; i < 4; i++) {
    cudaError_t e = cudaDeviceGetGraphMemAttribute(0, t[i], &v[i]);
    if (e) printf(" %s", cudaGetErrorName(e));
    else printf(" %llu", v[i]);
  }
  printf("\n");
}

int main() {
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  int *a;
  REQUIRE(cudaMalloc(&a, 1024));
  OK(cudaMemset(a, 0, 1024));
  attrs("start");
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaMemAllocNodeParams ap;
  memset(&ap, 0, sizeof ap);
  ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location.type = cudaMemLocationTypeDevice;
  ap.poolProps.location.id = 0;
  ap.bytesize = 1000;
  cudaGraphNode_t an, kn, fn, junk;
  OK(cudaGraphAddMemAllocNode(&an, g, nullptr, 0, &ap));
  nameIt(an, "alloc");
  int *p = (int *)ap.dptr;
  printf("dptr %s\n", p ? "set" : "null");
  cudaMemAllocNodeParams back;
  memset(&back, 0, sizeof back);
  OK(cudaGraphMemAllocNodeGetParams(an, &back));
  printf("read back bytes %zu type %d loc %d/%d same ptr %d\n", back.bytesize, (int)back.poolProps.allocType, (int)back.poolProps.location.type, back.poolProps.location.id, back.dptr == p);
  KArgs k(addk, p, 3, 8);
  OK(cudaGraphAddKernelNode(&kn, g, &an, 1, &k.kp));
  nameIt(kn, "k");
  cudaGraphNode_t cp;
  OK(cudaGraphAddMemcpyNode1D(&cp, g, &kn, 1, a, p, 32, cudaMemcpyDeviceToDevice));
  nameIt(cp, "cp");
  OK(cudaGraphAddMemFreeNode(&fn, g, &cp, 1, p));
  nameIt(fn, "free");
  nodes("g", g);
  // errors
  cudaMemAllocNodeParams bad = ap;
  bad.bytesize = 0;
  SHOW(cudaGraphAddMemAllocNode(&junk, g, nullptr, 0, &bad));
  bad = ap;
  bad.poolProps.location.id = 5;
  SHOW(cudaGraphAddMemAllocNode(&junk, g, nullptr, 0, &bad));
  bad = ap;
  bad.poolProps.allocType = cudaMemAllocationTypeInvalid;
  SHOW(cudaGraphAddMemAllocNode(&junk, g, nullptr, 0, &bad));
  bad = ap;
  bad.poolProps.location.type = cudaMemLocationTypeHost;
  SHOW(cudaGraphAddMemAllocNode(&junk, g, nullptr, 0, &bad));
  bad = ap;
  bad.poolProps.handleTypes = cudaMemHandleTypePosixFileDescriptor;
  SHOW(cudaGraphAddMemAllocNode(&junk, g, nullptr, 0, &bad));
  SHOW(cudaGraphAddMemAllocNode(&junk, g, nullptr, 0, nullptr));
  SHOW(cudaGraphAddMemFreeNode(&junk, g, nullptr, 0, p));
  SHOW(cudaGraphAddMemFreeNode(&junk, g, &fn, 1, p));
  SHOW(cudaGraphAddMemFreeNode(&junk, g, &cp, 1, a));
  SHOW(cudaGraphAddMemFreeNode(&junk, g, &cp, 1, nullptr));
  SHOW(cudaGraphAddMemFreeNode(&junk, g, &cp, 1, p + 4));
  SHOW(cudaGetLastError());
  nodes("g after errors", g);
  attrs("before instantiate");
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  attrs("after instantiate");
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("run 1", a, 8);
  attrs("after launch 1");
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  attrs("after launch 2");
  OK(cudaDeviceGraphMemTrim(0));
  attrs("after trim");
  unsigned long long zero = 0, one = 1;
  OK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
  OK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero));
  attrs("after resetting highs");
  SHOW(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &one));
  SHOW(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero));
  SHOW(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &zero));
  SHOW(cudaDeviceSetGraphMemAttribute(1, cudaGraphMemAttrUsedMemHigh, &zero));
  SHOW(cudaDeviceGetGraphMemAttribute(0, (cudaGraphMemAttributeType)99, &one));
  SHOW(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, nullptr));
  SHOW(cudaDeviceGraphMemTrim(3));
  SHOW(cudaGetLastError());

  // no free node: relaunch
  cudaGraph_t g2;
  OK(cudaGraphCreate(&g2, 0));
  ap.bytesize = 3 << 20;
  OK(cudaGraphAddMemAllocNode(&an, g2, nullptr, 0, &ap));
  int *q = (int *)ap.dptr;
  cudaMemsetParams mp = {};
  mp.dst = q;
  mp.value = 0x11;
  mp.elementSize = 1;
  mp.width = 64;
  mp.height = 1;
  OK(cudaGraphAddMemsetNode(&junk, g2, &an, 1, &mp));
  cudaGraphExec_t x2, x3 = nullptr;
  REQUIRE(cudaGraphInstantiate(&x2, g2, 0));
  attrs("g2 instantiated");
  OK(cudaGraphLaunch(x2, s));
  SHOW(cudaStreamSynchronize(s));
  attrs("g2 launched");
  SHOW(cudaGraphLaunch(x2, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaGetLastError());
  SHOW(cudaGraphInstantiate(&x3, g2, 0));
  if (x3) SHOW(cudaGraphExecDestroy(x3));
  cudaPointerAttributes pa;
  SHOW(cudaPointerGetAttributes(&pa, q));
  printf("type %d device %d\n", (int)pa.type, pa.device);
  OK(cudaMemset(q, 0, 64));
  SHOW(cudaFreeAsync(q, s));
  SHOW(cudaStreamSynchronize(s));
  attrs("g2 freed async");
  OK(cudaGraphLaunch(x2, s));
  SHOW(cudaStreamSynchronize(s));
  SHOW(cudaFree(q));
  attrs("g2 freed sync");
  OK(cudaDeviceGraphMemTrim(0));
  attrs("g2 trimmed");
  // auto free on launch
  SHOW(cudaGraphExecDestroy(x2));
  attrs("x2 destroyed");
  cudaGraphExec_t x4 = nullptr;
  SHOW(cudaGraphInstantiate(&x4, g2, cudaGraphInstantiateFlagAutoFreeOnLaunch));
  if (x4) {
    SHOW(cudaGraphLaunch(x4, s));
    SHOW(cudaStreamSynchronize(s));
    attrs("auto free launched once");
    SHOW(cudaGraphLaunch(x4, s));
    SHOW(cudaStreamSynchronize(s));
    attrs("auto free launched twice");
    unsigned long long fl = 0;
    OK(cudaGraphExecGetFlags(x4, &fl));
    printf("flags %llu\n", fl);
    OK(cudaDeviceGraphMemTrim(0));
    attrs("trim with an allocation live");
    SHOW(cudaGraphExecDestroy(x4));
  }
  attrs("execs destroyed");
  SHOW(cudaFree(q));
  OK(cudaDeviceSynchronize());
  attrs("freed");
  OK(cudaDeviceGraphMemTrim(0));
  attrs("trimmed");
  // a free node for cudaMalloc memory
  cudaGraph_t g3;
  OK(cudaGraphCreate(&g3, 0));
  int *m;
  REQUIRE(cudaMalloc(&m, 256));
  SHOW(cudaGraphAddMemFreeNode(&junk, g3, nullptr, 0, m));
  cudaGraphExec_t x5 = nullptr;
  SHOW(cudaGraphInstantiate(&x5, g3, 0));
  // a graph that frees another graph's allocation
  cudaGraph_t ga, gf;
  OK(cudaGraphCreate(&ga, 0));
  OK(cudaGraphCreate(&gf, 0));
  ap.bytesize = 4096;
  cudaGraphNode_t aan;
  OK(cudaGraphAddMemAllocNode(&aan, ga, nullptr, 0, &ap));
  void *other = ap.dptr;
  SHOW(cudaGraphAddMemFreeNode(&junk, gf, nullptr, 0, other));
  cudaGraphExec_t xa = nullptr, xf = nullptr;
  SHOW(cudaGraphInstantiate(&xa, ga, 0));
  SHOW(cudaGraphInstantiate(&xf, gf, 0));
  if (xa && xf) {
    SHOW(cudaGraphLaunch(xf, s));
    SHOW(cudaStreamSynchronize(s));
    SHOW(cudaGraphLaunch(xa, s));
    SHOW(cudaGraphLaunch(xf, s));
    SHOW(cudaStreamSynchronize(s));
    attrs("alloc in one graph, freed by another");
    SHOW(cudaGraphLaunch(xa, s));
    SHOW(cudaStreamSynchronize(s));
    SHOW(cudaGetLastError());
  }
  // a free node on a parallel branch of the alloc
  cudaGraph_t gp;
  OK(cudaGraphCreate(&gp, 0));
  OK(cudaGraphAddMemAllocNode(&aan, gp, nullptr, 0, &ap));
  cudaGraphNode_t e1, f1;
  OK(cudaGraphAddEmptyNode(&e1, gp, nullptr, 0));
  SHOW(cudaGraphAddMemFreeNode(&f1, gp, &e1, 1, ap.dptr));
  cudaGraphNode_t both[2] = {aan, e1};
  SHOW(cudaGraphAddMemFreeNode(&f1, gp, both, 2, ap.dptr));
  SHOW(cudaGraphAddMemFreeNode(&junk, gp, &f1, 1, ap.dptr));
  SHOW(cudaGraphAddMemFreeNode(&junk, gp, &aan, 1, ap.dptr));
  SHOW(cudaGetLastError());
  // a mem alloc node in a child graph
  cudaGraph_t parent, child;
  OK(cudaGraphCreate(&parent, 0));
  OK(cudaGraphCreate(&child, 0));
  ap.bytesize = 4096;
  OK(cudaGraphAddMemAllocNode(&an, child, nullptr, 0, &ap));
  SHOW(cudaGraphAddChildGraphNode(&junk, parent, nullptr, 0, child));
  SHOW(cudaGetLastError());
  // two executables of one graph with alloc+free: different addresses?
  cudaGraph_t g4;
  OK(cudaGraphCreate(&g4, 0));
  ap.bytesize = 1 << 20;
  OK(cudaGraphAddMemAllocNode(&an, g4, nullptr, 0, &ap));
  void *r = ap.dptr;
  OK(cudaGraphAddMemFreeNode(&junk, g4, &an, 1, r));
  cudaGraphExec_t y1, y2 = nullptr;
  OK(cudaGraphInstantiate(&y1, g4, 0));
  SHOW(cudaGraphInstantiate(&y2, g4, 0));
  OK(cudaGraphLaunch(y1, s));
  if (y2) SHOW(cudaGraphLaunch(y2, s));
  OK(cudaStreamSynchronize(s));
  attrs("two execs");
  cudaGraph_t cl;
  OK(cudaGraphClone(&cl, g4));
  cudaGraphNode_t can;
  OK(cudaGraphNodeFindInClone(&can, an, cl));
  memset(&back, 0, sizeof back);
  OK(cudaGraphMemAllocNodeGetParams(can, &back));
  printf("clone's alloc same address %d bytes %zu\n", back.dptr == r, back.bytesize);
  // graph with alloc nodes cannot be updated?
  cudaGraphExecUpdateResultInfo ui;
  memset(&ui, 0, sizeof ui);
  SHOW(cudaGraphExecUpdate(y1, cl, &ui));
  printf("update result %s\n", updateResult(ui.result));
  SHOW(cudaGetLastError());
  OK(cudaGraphExecDestroy(y1));
  if (y2) OK(cudaGraphExecDestroy(y2));
  OK(cudaDeviceSynchronize());
  OK(cudaDeviceGraphMemTrim(0));
  attrs("end");
  return finish();
}
