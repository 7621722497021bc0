// s_gr_addnode: the generic node API for every type: cudaGraphAddNode of
// mem alloc, mem free and the plain types, their parameters read back
// (through each type's getter), cudaGraphNodeSetParams and
// cudaGraphExecNodeSetParams of each (which types refuse), a params type
// that does not match the node's; edge data through cudaGraphAddNode
// (programmatic and launch-completion ports, to_port, types between
// non-kernel nodes), read back with cudaGraphGetEdges and
// cudaGraphNodeGetDependencies, removed with the wrong data; launches of
// programmatic edges.
#include "g26.h"

static int hostHits;
static void CUDART_CB hostFn(void *a) { hostHits += (int)(size_t)a; }

// getParams reads a node's parameters back through its type's own getter
// (CUDA 13.0 has no cudaGraphNodeGetParams).
static void getParams(const char *what, cudaGraphNode_t n) {
  cudaGraphNodeType t = (cudaGraphNodeType)-1;
  cudaGraphNodeGetType(n, &t);
  printf("get %-10s type %s:", what, typeName(t));
  cudaError_t e = cudaSuccess;
  switch (t) {
  case cudaGraphNodeTypeKernel: {
    cudaKernelNodeParams p;
    memset(&p, 0, sizeof p);
    e = cudaGraphKernelNodeGetParams(n, &p);
    printf(" grid %u block %u shmem %u func %d params %d extra %d", p.gridDim.x, p.blockDim.x, p.sharedMemBytes, p.func == (void *)addk, p.kernelParams != nullptr, p.extra != nullptr);
    break;
  }
  case cudaGraphNodeTypeMemset: {
    cudaMemsetParams p;
    memset(&p, 0, sizeof p);
    e = cudaGraphMemsetNodeGetParams(n, &p);
    printf(" value %u elem %u width %zu height %zu pitch %zu", p.value, p.elementSize, p.width, p.height, p.pitch);
    break;
  }
  case cudaGraphNodeTypeMemcpy: {
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    e = cudaGraphMemcpyNodeGetParams(n, &p);
    printf(" extent %zu %zu %zu kind %d", p.extent.width, p.extent.height, p.extent.depth, (int)p.kind);
    break;
  }
  case cudaGraphNodeTypeHost: {
    cudaHostNodeParams p = {};
    e = cudaGraphHostNodeGetParams(n, &p);
    printf(" fn %d data %zu", p.fn == hostFn, (size_t)p.userData);
    break;
  }
  case cudaGraphNodeTypeMemAlloc: {
    cudaMemAllocNodeParams p;
    memset(&p, 0, sizeof p);
    e = cudaGraphMemAllocNodeGetParams(n, &p);
    printf(" bytes %zu type %d loc %d/%d access %zu", p.bytesize, (int)p.poolProps.allocType, (int)p.poolProps.location.type, p.poolProps.location.id, p.accessDescCount);
    break;
  }
  case cudaGraphNodeTypeMemFree: {
    void *dp = nullptr;
    e = cudaGraphMemFreeNodeGetParams(n, &dp);
    printf(" dptr %s", dp ? "set" : "null");
    break;
  }
  case cudaGraphNodeTypeGraph: {
    cudaGraph_t c = nullptr;
    e = cudaGraphChildGraphNodeGetGraph(n, &c);
    printf(" graph %s", c ? "set" : "null");
    break;
  }
  case cudaGraphNodeTypeEventRecord:
  case cudaGraphNodeTypeWaitEvent: {
    cudaEvent_t ev = nullptr;
    e = t == cudaGraphNodeTypeEventRecord ? cudaGraphEventRecordNodeGetEvent(n, &ev) : cudaGraphEventWaitNodeGetEvent(n, &ev);
    printf(" event %s", ev ? "set" : "null");
    break;
  }
  default: break;
  }
  printf(" -> %s\n", cudaGetErrorName(e));
  cudaGetLastError();
}

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
  cudaGraphNode_t ck;
  OK(cudaGraphAddEmptyNode(&ck, child, nullptr, 0));
  const char *names[] = {"kernel", "memset", "memcpy", "host", "child", "record", "wait", "empty", "alloc", "free"};
  cudaGraphNode_t n[10] = {};
  Params ps[10];
  int v = 2, cnt = 8;
  void *args[] = {&d, &v, &cnt};
  ps[0]->type = cudaGraphNodeTypeKernel;
  ps[0]->kernel.func = (void *)addk;
  ps[0]->kernel.gridDim = dim3(1);
  ps[0]->kernel.blockDim = dim3(32);
  ps[0]->kernel.kernelParams = args;
  ps[1]->type = cudaGraphNodeTypeMemset;
  ps[1]->memset.dst = d + 64;
  ps[1]->memset.value = 9;
  ps[1]->memset.elementSize = 4;
  ps[1]->memset.width = 8;
  ps[1]->memset.height = 1;
  ps[2]->type = cudaGraphNodeTypeMemcpy;
  ps[2]->memcpy.copyParams.srcPtr = make_cudaPitchedPtr(d, 32, 8, 1);
  ps[2]->memcpy.copyParams.dstPtr = make_cudaPitchedPtr(d + 128, 32, 8, 1);
  ps[2]->memcpy.copyParams.extent = make_cudaExtent(32, 1, 1);
  ps[2]->memcpy.copyParams.kind = cudaMemcpyDeviceToDevice;
  ps[3]->type = cudaGraphNodeTypeHost;
  ps[3]->host.fn = hostFn;
  ps[3]->host.userData = (void *)1;
  ps[4]->type = cudaGraphNodeTypeGraph;
  ps[4]->graph.graph = child;
  ps[5]->type = cudaGraphNodeTypeEventRecord;
  ps[5]->eventRecord.event = ev;
  ps[6]->type = cudaGraphNodeTypeWaitEvent;
  ps[6]->eventWait.event = ev;
  ps[7]->type = cudaGraphNodeTypeEmpty;
  ps[8]->type = cudaGraphNodeTypeMemAlloc;
  ps[8]->alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  ps[8]->alloc.poolProps.location.type = cudaMemLocationTypeDevice;
  ps[8]->alloc.bytesize = 2048;
  for (int i = 0; i < 9; i++) {
    cudaError_t e = cudaGraphAddNode(&n[i], g, i ? &n[i - 1] : nullptr, nullptr, i ? 1 : 0, ps[i].get());
    printf("add %-8s -> %s\n", names[i], cudaGetErrorName(e));
    nameIt(n[i], names[i]);
  }
  printf("alloc dptr %s\n", ps[8]->alloc.dptr ? "set" : "null");
  ps[9]->type = cudaGraphNodeTypeMemFree;
  ps[9]->free.dptr = ps[8]->alloc.dptr;
  SHOW(cudaGraphAddNode(&n[9], g, &n[8], nullptr, 1, ps[9].get()));
  nameIt(n[9], "free");
  for (int i = 0; i < 10; i++) getParams(names[i], n[i]);
  // setters on the graph
  for (int i = 0; i < 10; i++) {
    cudaError_t e = cudaGraphNodeSetParams(n[i], ps[i].get());
    printf("set %-8s -> %s\n", names[i], cudaGetErrorName(e));
    cudaGetLastError();
  }
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  for (int i = 0; i < 10; i++) {
    cudaError_t e = cudaGraphExecNodeSetParams(x, n[i], ps[i].get());
    printf("exec set %-8s -> %s\n", names[i], cudaGetErrorName(e));
    cudaGetLastError();
  }
  // mismatched types
  SHOW(cudaGraphNodeSetParams(n[0], ps[1].get()));
  SHOW(cudaGraphNodeSetParams(n[7], ps[3].get()));
  SHOW(cudaGraphExecNodeSetParams(x, n[1], ps[0].get()));
  SHOW(cudaGraphNodeSetParams(n[0], nullptr));
  SHOW(cudaGraphAddNode(&n[0], g, nullptr, nullptr, 0, nullptr));
  SHOW(cudaGetLastError());
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after launch", d, 8);
  ints("memset", d + 64, 8);
  ints("memcpy", d + 128, 8);
  printf("host hits %d\n", hostHits);
  // edge data
  cudaGraph_t h;
  OK(cudaGraphCreate(&h, 0));
  cudaGraphNode_t k1, k2, k3, e1, e2;
  OK(cudaGraphAddNode(&k1, h, nullptr, nullptr, 0, ps[0].get()));
  nameIt(k1, "k1");
  cudaGraphEdgeData ed = {};
  ed.type = cudaGraphDependencyTypeProgrammatic;
  ed.from_port = cudaGraphKernelNodePortProgrammatic;
  SHOW(cudaGraphAddNode(&k2, h, &k1, &ed, 1, ps[0].get()));
  nameIt(k2, "k2");
  ed.from_port = cudaGraphKernelNodePortLaunchCompletion;
  SHOW(cudaGraphAddNode(&k3, h, &k2, &ed, 1, ps[0].get()));
  nameIt(k3, "k3");
  ed.type = cudaGraphDependencyTypeDefault;
  ed.from_port = cudaGraphKernelNodePortLaunchCompletion;
  SHOW(cudaGraphAddNode(&e1, h, &k3, &ed, 1, ps[7].get()));
  nameIt(e1, "e1");
  ed = {};
  ed.to_port = 1;
  SHOW(cudaGraphAddNode(&e2, h, &k1, &ed, 1, ps[7].get()));
  ed = {};
  ed.type = cudaGraphDependencyTypeProgrammatic;
  ed.from_port = cudaGraphKernelNodePortProgrammatic;
  SHOW(cudaGraphAddNode(&e2, h, &k1, &ed, 1, ps[7].get()));
  ed.from_port = cudaGraphKernelNodePortDefault;
  SHOW(cudaGraphAddNode(&e2, h, &k1, &ed, 1, ps[0].get()));
  ed = {};
  ed.from_port = 3;
  SHOW(cudaGraphAddNode(&e2, h, &k1, &ed, 1, ps[7].get()));
  ed = {};
  for (size_t i = 0; i < sizeof ed.reserved; i++) ed.reserved[i] = 1;
  SHOW(cudaGraphAddNode(&e2, h, &k1, &ed, 1, ps[7].get()));
  SHOW(cudaGetLastError());
  nodes("edge data graph", h);
  cudaGraphNode_t deps[4];
  cudaGraphEdgeData dd[4];
  size_t nd = 4;
  OK(cudaGraphNodeGetDependencies(k3, deps, dd, &nd));
  for (size_t i = 0; i < nd; i++) printf("dep of k3: %s (%d,%d,%d)\n", nm(deps[i]), dd[i].from_port, dd[i].to_port, dd[i].type);
  nd = 4;
  OK(cudaGraphNodeGetDependentNodes(k1, deps, dd, &nd));
  for (size_t i = 0; i < nd; i++) printf("dependent of k1: %s (%d,%d,%d)\n", nm(deps[i]), dd[i].from_port, dd[i].to_port, dd[i].type);
  nd = 4;
  SHOW(cudaGraphNodeGetDependencies(k3, deps, nullptr, &nd));
  // remove with the wrong data, then the right one
  ed = {};
  SHOW(cudaGraphRemoveDependencies(h, &k1, &k2, &ed, 1));
  SHOW(cudaGraphRemoveDependencies(h, &k1, &k2, nullptr, 1));
  ed.type = cudaGraphDependencyTypeProgrammatic;
  ed.from_port = cudaGraphKernelNodePortProgrammatic;
  SHOW(cudaGraphRemoveDependencies(h, &k1, &k2, &ed, 1));
  nodes("after removal", h);
  SHOW(cudaGraphAddDependencies(h, &k1, &k2, &ed, 1));
  SHOW(cudaGraphAddDependencies(h, &k1, &k2, nullptr, 1));
  nodes("both edges", h);
  cudaGraphExec_t hx;
  SHOW(cudaGraphInstantiate(&hx, h, 0));
  OK(cudaMemset(d, 0, 4096));
  SHOW(cudaGraphLaunch(hx, s));
  SHOW(cudaStreamSynchronize(s));
  ints("edge data graph run", d, 8);
  return finish();
}
