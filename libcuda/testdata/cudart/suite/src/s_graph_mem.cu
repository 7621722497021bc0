// s_graph_mem: graph nodes beyond kernels and copies: memory allocation and
// free nodes (cudaGraphAddMemAllocNode/FreeNode, the address they return,
// memory used by a kernel between them), an allocation freed outside the
// graph and cudaGraphInstantiateFlagAutoFreeOnLaunch, the graph memory
// attributes and cudaDeviceGraphMemTrim; event record and wait nodes
// ordering two graphs on two streams; a child graph node
// (cudaGraphAddChildGraphNode, cudaGraphChildGraphNodeGetGraph);
// cudaGraphInstantiateWithFlags (upload refused there), cudaGraphUpload,
// cudaGraphInstantiateWithParams; and what is refused.
#include <cstring>
#include "check.h"

__global__ void fill(int *p, int n, int v) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) p[i] = v + i;
}
__global__ void sum(const int *p, int n, int *out) {
  if (threadIdx.x == 0) {
    long long s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    *out += (int)s;
  }
}

template <typename... A> static cudaGraphNode_t kernelNode(cudaGraph_t g, const cudaGraphNode_t *deps, size_t n, void (*k)(A...), A... args) {
  void *params[] = {&args...};
  cudaKernelNodeParams p = {};
  p.func = (void *)k;
  p.gridDim = dim3(1);
  p.blockDim = dim3(128);
  p.kernelParams = params;
  cudaGraphNode_t node = nullptr;
  OK(cudaGraphAddKernelNode(&node, g, deps, n, &p));
  return node;
}

static void memAttrs(const char *when) {
  unsigned long long used = 0, reserved = 0, highUsed = 0, highReserved = 0;
  OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
  OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &reserved));
  OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &highUsed));
  OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &highReserved));
  printf("graph memory %-28s used %llu KiB reserved>=used %d high used %llu KiB\n", when, used >> 10, reserved >= used, highUsed >> 10);
}

int main() {
  const int N = 1 << 12;
  int *out;
  OK(cudaMalloc(&out, 4));
  OK(cudaMemset(out, 0, 4));
  cudaStream_t s1, s2;
  OK(cudaStreamCreate(&s1));
  OK(cudaStreamCreate(&s2));
  memAttrs("at start");

  // alloc -> fill -> sum -> free.
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaMemAllocNodeParams ap = {};
  ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location.type = cudaMemLocationTypeDevice;
  ap.poolProps.location.id = 0;
  ap.bytesize = N * sizeof(int);
  cudaGraphNode_t alloc;
  REQUIRE(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &ap));
  int *buf = (int *)ap.dptr;
  printf("alloc node returned an address: %d\n", buf != nullptr);
  cudaMemAllocNodeParams back;
  OK(cudaGraphMemAllocNodeGetParams(alloc, &back));
  printf("alloc node params: bytes %zu same address %d\n", back.bytesize, back.dptr == ap.dptr);
  cudaGraphNode_t f = kernelNode(g, &alloc, 1, fill, buf, N, 3);
  cudaGraphNode_t sm = kernelNode(g, &f, 1, sum, (const int *)buf, N, out);
  cudaGraphNode_t fr;
  OK(cudaGraphAddMemFreeNode(&fr, g, &sm, 1, buf));
  void *freed = nullptr;
  OK(cudaGraphMemFreeNodeGetParams(fr, &freed));
  printf("free node frees the allocation: %d\n", freed == buf);
  cudaGraphExec_t ge;
  REQUIRE(cudaGraphInstantiate(&ge, g, 0));
  memAttrs("after instantiate");
  for (int i = 0; i < 3; i++) OK(cudaGraphLaunch(ge, s1));
  OK(cudaStreamSynchronize(s1));
  int h = 0;
  OK(cudaMemcpy(&h, out, 4, cudaMemcpyDeviceToHost));
  long long want = 3LL * (3LL * N + (long long)N * (N - 1) / 2);
  printf("alloc/free graph x3: %d\n", h);
  check(h == (int)want, "graph with allocation");
  memAttrs("after launches");
  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  OK(cudaDeviceGraphMemTrim(0));
  memAttrs("after trim");

  // An allocation left to the caller: relaunch refused until freed, unless
  // the graph frees on launch.
  OK(cudaGraphCreate(&g, 0));
  ap.dptr = nullptr;
  OK(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &ap));
  buf = (int *)ap.dptr;
  kernelNode(g, &alloc, 1, fill, buf, N, 5);
  OK(cudaGraphInstantiate(&ge, g, 0));
  OK(cudaGraphLaunch(ge, s1));
  OK(cudaStreamSynchronize(s1));
  SHOW(cudaGraphLaunch(ge, s1));
  int first = 0;
  OK(cudaMemcpy(&first, buf + 10, 4, cudaMemcpyDeviceToHost));
  printf("memory outlives the graph: %d\n", first);
  OK(cudaFreeAsync(buf, s1));
  OK(cudaGraphLaunch(ge, s1));
  OK(cudaFreeAsync(buf, s1));
  OK(cudaStreamSynchronize(s1));
  OK(cudaGraphExecDestroy(ge));
  cudaGraphExec_t autoFree;
  OK(cudaGraphInstantiateWithFlags(&autoFree, g, cudaGraphInstantiateFlagAutoFreeOnLaunch));
  for (int i = 0; i < 3; i++) OK(cudaGraphLaunch(autoFree, s1));
  OK(cudaStreamSynchronize(s1));
  OK(cudaGraphExecDestroy(autoFree));
  OK(cudaDeviceSynchronize());
  memAttrs("after auto-free launches");
  OK(cudaGraphDestroy(g));

  // Event record and wait nodes: graph A on s1 records, graph B on s2 waits.
  cudaEvent_t ev;
  OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  int *a;
  OK(cudaMalloc(&a, N * 4));
  cudaGraph_t ga, gb;
  OK(cudaGraphCreate(&ga, 0));
  OK(cudaGraphCreate(&gb, 0));
  cudaGraphNode_t fa = kernelNode(ga, nullptr, 0, fill, a, N, 7);
  cudaGraphNode_t rec, wait;
  OK(cudaGraphAddEventRecordNode(&rec, ga, &fa, 1, ev));
  OK(cudaGraphAddEventWaitNode(&wait, gb, nullptr, 0, ev));
  OK(cudaMemset(out, 0, 4));
  kernelNode(gb, &wait, 1, sum, (const int *)a, N, out);
  cudaEvent_t evBack;
  OK(cudaGraphEventRecordNodeGetEvent(rec, &evBack));
  printf("record node's event is ours: %d\n", evBack == ev);
  cudaGraphExec_t ea, eb;
  OK(cudaGraphInstantiate(&ea, ga, 0));
  OK(cudaGraphInstantiate(&eb, gb, 0));
  OK(cudaGraphLaunch(ea, s1));
  OK(cudaGraphLaunch(eb, s2));
  OK(cudaStreamSynchronize(s2));
  OK(cudaMemcpy(&h, out, 4, cudaMemcpyDeviceToHost));
  printf("event nodes: %d\n", h);
  check(h == (int)(7LL * N + (long long)N * (N - 1) / 2), "event record/wait nodes");

  // A child graph: ga inside a parent, twice in sequence.
  cudaGraph_t parent;
  OK(cudaGraphCreate(&parent, 0));
  cudaGraphNode_t c1, c2;
  cudaGraph_t gc;
  OK(cudaGraphCreate(&gc, 0));
  kernelNode(gc, nullptr, 0, sum, (const int *)a, N, out);
  OK(cudaGraphAddChildGraphNode(&c1, parent, nullptr, 0, gc));
  OK(cudaGraphAddChildGraphNode(&c2, parent, &c1, 1, gc));
  cudaGraph_t inner;
  OK(cudaGraphChildGraphNodeGetGraph(c1, &inner));
  size_t n = 0;
  OK(cudaGraphGetNodes(inner, nullptr, &n));
  printf("child graph holds %zu node(s), a copy: %d\n", n, inner != gc);
  OK(cudaMemset(out, 0, 4));
  cudaGraphExec_t ep;
  SHOW(cudaGraphInstantiateWithFlags(&ep, parent, cudaGraphInstantiateFlagUpload)); // upload needs a stream: WithParams
  OK(cudaGraphInstantiateWithFlags(&ep, parent, 0));
  OK(cudaGraphUpload(ep, s1));
  OK(cudaGraphLaunch(ep, s1));
  OK(cudaStreamSynchronize(s1));
  OK(cudaMemcpy(&h, out, 4, cudaMemcpyDeviceToHost));
  printf("child graph twice: %d\n", h);
  check(h == (int)(2 * (7LL * N + (long long)N * (N - 1) / 2)), "child graphs");

  // cudaGraphInstantiateWithParams.
  cudaGraphInstantiateParams ip = {};
  ip.flags = cudaGraphInstantiateFlagUpload;
  ip.uploadStream = s2;
  cudaGraphExec_t ew;
  OK(cudaGraphInstantiateWithParams(&ew, parent, &ip));
  printf("instantiate result %d\n", (int)ip.result_out);
  OK(cudaGraphLaunch(ew, s2));
  OK(cudaStreamSynchronize(s2));
  ip.flags = 0x1000;
  SHOW(cudaGraphInstantiateWithParams(&ew, parent, &ip));
  printf("  result %d\n", (int)ip.result_out);
  SHOW(cudaGraphInstantiateWithFlags(&ew, parent, 0x1000));
  SHOW(cudaGraphUpload(nullptr, s1));
  SHOW(cudaGraphAddMemFreeNode(&fr, parent, nullptr, 0, a));
  ap.bytesize = 0;
  SHOW(cudaGraphAddMemAllocNode(&alloc, parent, nullptr, 0, &ap));
  SHOW(cudaGetLastError());
  OK(cudaGraphExecDestroy(ep));
  OK(cudaGraphExecDestroy(ew));
  OK(cudaGraphExecDestroy(ea));
  OK(cudaGraphExecDestroy(eb));
  OK(cudaGraphDestroy(parent));
  OK(cudaGraphDestroy(gc));
  OK(cudaGraphDestroy(ga));
  OK(cudaGraphDestroy(gb));
  OK(cudaEventDestroy(ev));
  OK(cudaFree(a));
  OK(cudaDeviceGraphMemTrim(0));
  memAttrs("at the end");
  return finish();
}
