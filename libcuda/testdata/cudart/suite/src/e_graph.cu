// e_graph: graph misuse (CUDA 12 and newer): null and destroyed handles,
// kernel nodes with bad configurations (refused when added, instantiated
// or launched), cycles and duplicate edges, nodes of another graph,
// instantiate flags, a second instantiation of a graph that allocates,
// cudaGraphExecUpdate of each kind of change it refuses, exec node setters
// with foreign nodes, and launches on a capturing stream.
#include <cstring>
#include "e_check.h"

__global__ void k1(int *p) { p[threadIdx.x] += 1; }
__global__ void k2(int *p) { p[threadIdx.x] += 2; }
__global__ void kTwo(int *p, int v) { p[threadIdx.x] = v; }

static int *d = nullptr;

// CUDA 13 gives the edge calls edge data (nullptr: plain edges).
#if CUDART_VERSION >= 13000
#define addEdges(g, from, to, n) cudaGraphAddDependencies(g, from, to, nullptr, n)
#define removeEdges(g, from, to, n) cudaGraphRemoveDependencies(g, from, to, nullptr, n)
#else
#define addEdges(g, from, to, n) cudaGraphAddDependencies(g, from, to, n)
#define removeEdges(g, from, to, n) cudaGraphRemoveDependencies(g, from, to, n)
#endif

static cudaKernelNodeParams kernelParams(void *fn, void **args, unsigned threads, unsigned shared = 0) {
  cudaKernelNodeParams p;
  memset(&p, 0, sizeof p);
  p.func = fn;
  p.gridDim = dim3(1);
  p.blockDim = dim3(threads);
  p.sharedMemBytes = shared;
  p.kernelParams = args;
  return p;
}

static cudaGraphNode_t addKernel(cudaGraph_t g, void *fn, unsigned threads, const cudaGraphNode_t *deps = nullptr,
                                 size_t nDeps = 0, unsigned shared = 0) {
  static void *args[] = {&d};
  cudaKernelNodeParams p = kernelParams(fn, args, threads, shared);
  cudaGraphNode_t n = nullptr;
  STEP(cudaGraphAddKernelNode(&n, g, deps, nDeps, &p));
  return n;
}

static void nullHandles() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = nullptr;
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphCreate(nullptr, 0));
  STEP(cudaGraphCreate(&g, 1));
  STEP(cudaGraphInstantiate(&x, nullptr, 0));
  STEP(cudaGraphInstantiate(nullptr, g, 0));
  STEP(cudaGraphLaunch(nullptr, 0));
  STEP(cudaGraphExecDestroy(nullptr));
  STEP(cudaGraphDestroy(nullptr));
  STEP(cudaGraphUpload(nullptr, 0));
  cudaGraph_t c = nullptr;
  STEP(cudaGraphClone(&c, nullptr));
  size_t n = 0;
  STEP(cudaGraphGetNodes(nullptr, nullptr, &n));
  cudaGraphNodeType t;
  STEP(cudaGraphNodeGetType(nullptr, &t));
  STEP(cudaGraphCreate(&g, 0));
  STEP(cudaGraphGetNodes(g, nullptr, &n));
  printf("nodes %zu\n", n);
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaGraphExecDestroy(x));
  STEP(cudaGraphDestroy(g));
}

static void badKernelNodes() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = nullptr;
  STEP(cudaGraphCreate(&g, 0));
  addKernel(g, nullptr, 32);
  addKernel(g, (void *)k1, 0);
  addKernel(g, (void *)k1, 2048);
  addKernel(g, (void *)k1, 32, nullptr, 0, 300 << 10);
  addKernel(g, (void *)k1, 32, nullptr, 0, 100 << 10);
  void *none[] = {nullptr};
  cudaKernelNodeParams p = kernelParams((void *)k1, nullptr, 32);
  cudaGraphNode_t n = nullptr;
  STEP(cudaGraphAddKernelNode(&n, g, nullptr, 0, &p));
  p.kernelParams = none;
  p.extra = none;
  STEP(cudaGraphAddKernelNode(&n, g, nullptr, 0, &p));
  STEP(cudaGraphAddKernelNode(&n, g, nullptr, 0, nullptr));
  STEP(cudaGraphAddKernelNode(nullptr, g, nullptr, 0, &p));
  size_t count = 0;
  STEP(cudaGraphGetNodes(g, nullptr, &count));
  printf("nodes %zu\n", count);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  if (x) {
    STEP(cudaGraphLaunch(x, 0));
    STEP(cudaStreamSynchronize(0));
  }
  STEP(cudaDeviceSynchronize());
}

static void edges() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = nullptr, h = nullptr;
  STEP(cudaGraphCreate(&g, 0));
  STEP(cudaGraphCreate(&h, 0));
  cudaGraphNode_t a = addKernel(g, (void *)k1, 32);
  cudaGraphNode_t b = addKernel(g, (void *)k2, 32, &a, 1);
  cudaGraphNode_t other = addKernel(h, (void *)k1, 32);
  STEP(addEdges(g, &a, &b, 1));
  STEP(addEdges(g, &a, &a, 1));
  STEP(addEdges(g, &a, &other, 1));
  STEP(addEdges(g, &other, &b, 1));
  STEP(removeEdges(g, &b, &a, 1));
  cudaGraphNode_t dup[2] = {a, a};
  cudaGraphNode_t c = addKernel(g, (void *)k1, 32, dup, 2);
  cudaGraphNode_t fromOther = addKernel(g, (void *)k1, 32, &other, 1);
  (void)c;
  (void)fromOther;
  STEP(addEdges(g, &b, &a, 1));
  cudaGraphExec_t x = nullptr;
  cudaGraphInstantiateParams ip;
  memset(&ip, 0, sizeof ip);
  STEP(cudaGraphInstantiateWithParams(&x, g, &ip));
  printf("result %d, error node is a %d b %d\n", (int)ip.result_out, ip.errNode_out == a, ip.errNode_out == b);
  STEP(removeEdges(g, &b, &a, 1));
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaGraphDestroyNode(b));
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaDeviceSynchronize());
}

static void instantiateFlags() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = nullptr;
  STEP(cudaGraphCreate(&g, 0));
  addKernel(g, (void *)k1, 32);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiateWithFlags(&x, g, 1u << 30));
  STEP(cudaGraphInstantiateWithFlags(&x, g, cudaGraphInstantiateFlagUpload));
  STEP(cudaGraphInstantiateWithFlags(&x, g, cudaGraphInstantiateFlagDeviceLaunch));
  STEP(cudaGraphInstantiateWithFlags(&x, g, cudaGraphInstantiateFlagUseNodePriority));
  cudaGraphInstantiateParams ip;
  memset(&ip, 0, sizeof ip);
  ip.flags = cudaGraphInstantiateFlagUpload;
  STEP(cudaGraphInstantiateWithParams(&x, g, &ip));
  printf("result %d\n", (int)ip.result_out);
  ip.flags = 0;
  ip.uploadStream = (cudaStream_t)0x1234;
  STEP(cudaGraphInstantiateWithParams(&x, g, &ip));
  STEP(cudaGraphInstantiateWithParams(&x, g, nullptr));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaGraphUpload(x, 0));
  cudaStream_t s = nullptr;
  STEP(cudaStreamCreate(&s));
  STEP(cudaGraphLaunch(x, s));
  STEP(cudaStreamDestroy(s));
  STEP(cudaDeviceSynchronize());
}

// allocating: a graph with a memory alloc node instantiated twice, launched
// twice without its free, and as a child graph.
static void allocating() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = nullptr;
  STEP(cudaGraphCreate(&g, 0));
  cudaMemAllocNodeParams mp;
  memset(&mp, 0, sizeof mp);
  mp.poolProps.allocType = cudaMemAllocationTypePinned;
  mp.poolProps.location.type = cudaMemLocationTypeDevice;
  mp.poolProps.location.id = 0;
  mp.bytesize = 1 << 20;
  cudaGraphNode_t alloc = nullptr;
  STEP(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &mp));
  cudaGraphExec_t x = nullptr, y = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaGraphInstantiate(&y, g, 0));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaStreamSynchronize(0));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaStreamSynchronize(0));
  cudaGraph_t parent = nullptr;
  STEP(cudaGraphCreate(&parent, 0));
  cudaGraphNode_t child = nullptr;
  STEP(cudaGraphAddChildGraphNode(&child, parent, nullptr, 0, g));
  mp.bytesize = 0;
  STEP(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &mp));
  mp.bytesize = 1 << 20;
  mp.poolProps.location.id = 1;
  STEP(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &mp));
  mp.poolProps.location.id = 0;
  mp.poolProps.allocType = cudaMemAllocationTypeInvalid;
  STEP(cudaGraphAddMemAllocNode(&alloc, g, nullptr, 0, &mp));
  cudaGraphNode_t fr = nullptr;
  STEP(cudaGraphAddMemFreeNode(&fr, g, nullptr, 0, d));
  STEP(cudaGraphAddMemFreeNode(&fr, g, nullptr, 0, nullptr));
  STEP(cudaDeviceSynchronize());
}

// updates: cudaGraphExecUpdate with each kind of change.
static cudaGraph_t chain2(void *first, void *second, unsigned threads) {
  cudaGraph_t g = nullptr;
  STEP(cudaGraphCreate(&g, 0));
  cudaGraphNode_t a = addKernel(g, first, 32);
  if (second) addKernel(g, second, threads, &a, 1);
  return g;
}
static void update(cudaGraphExec_t x, cudaGraph_t g, const char *what) {
  cudaGraphExecUpdateResultInfo info;
  memset(&info, 0, sizeof info);
  printf("update: %s\n", what);
  STEP(cudaGraphExecUpdate(x, g, &info));
  printf("  result %d, error node %s, error from node %s\n", (int)info.result, info.errorNode ? "set" : "null",
         info.errorFromNode ? "set" : "null");
}
static void updates() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = chain2((void *)k1, (void *)k2, 32);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  update(x, chain2((void *)k1, (void *)k2, 64), "other block size");
  update(x, chain2((void *)k2, (void *)k1, 32), "other functions");
  update(x, chain2((void *)k1, nullptr, 32), "one node fewer");
  cudaGraph_t three = chain2((void *)k1, (void *)k2, 32);
  addKernel(three, (void *)k1, 32);
  update(x, three, "one node more");
  cudaGraph_t memsetInstead = nullptr;
  STEP(cudaGraphCreate(&memsetInstead, 0));
  cudaGraphNode_t a = addKernel(memsetInstead, (void *)k1, 32);
  cudaMemsetParams ms;
  memset(&ms, 0, sizeof ms);
  ms.dst = d;
  ms.elementSize = 4;
  ms.width = 16;
  ms.height = 1;
  ms.value = 3;
  cudaGraphNode_t m = nullptr;
  STEP(cudaGraphAddMemsetNode(&m, memsetInstead, &a, 1, &ms));
  update(x, memsetInstead, "a memset node in place of a kernel");
  update(x, g, "the same graph");
  STEP(cudaGraphExecUpdate(x, g, nullptr));
  STEP(cudaGraphExecUpdate(nullptr, g, nullptr));
  cudaGraphExecUpdateResultInfo info;
  STEP(cudaGraphExecUpdate(x, nullptr, &info));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaDeviceSynchronize());
}

// execSetters: cudaGraphExec*NodeSetParams with nodes of another graph or
// of another type, and changes they refuse.
static void execSetters() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = nullptr, h = nullptr;
  STEP(cudaGraphCreate(&g, 0));
  STEP(cudaGraphCreate(&h, 0));
  cudaGraphNode_t a = addKernel(g, (void *)k1, 32);
  cudaGraphNode_t other = addKernel(h, (void *)k1, 32);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  static void *args[] = {&d};
  cudaKernelNodeParams p = kernelParams((void *)k1, args, 64);
  STEP(cudaGraphExecKernelNodeSetParams(x, a, &p));
  STEP(cudaGraphExecKernelNodeSetParams(x, other, &p));
  p = kernelParams((void *)k2, args, 32);
  STEP(cudaGraphExecKernelNodeSetParams(x, a, &p));
  int v = 9;
  void *args2[] = {&d, &v};
  p = kernelParams((void *)kTwo, args2, 32);
  STEP(cudaGraphExecKernelNodeSetParams(x, a, &p));
  p = kernelParams((void *)k1, args, 2048);
  STEP(cudaGraphExecKernelNodeSetParams(x, a, &p));
  STEP(cudaGraphExecKernelNodeSetParams(x, a, nullptr));
  cudaMemsetParams ms;
  memset(&ms, 0, sizeof ms);
  ms.dst = d;
  ms.elementSize = 4;
  ms.width = 16;
  ms.height = 1;
  STEP(cudaGraphExecMemsetNodeSetParams(x, a, &ms));
  STEP(cudaGraphNodeSetEnabled(x, a, 0));
  STEP(cudaGraphNodeSetEnabled(x, other, 0));
  unsigned en = 7;
  STEP(cudaGraphNodeGetEnabled(x, a, &en));
  printf("enabled %u\n", en);
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaDeviceSynchronize());
  int h0 = -1;
  STEP(cudaMemcpy(&h0, d, 4, cudaMemcpyDeviceToHost));
  printf("d[0] %d\n", h0);
}

// capturing: a graph launched into a stream that is capturing, and a
// graph's exec used after its graph is destroyed.
static void capturing() {
  STEP(cudaMalloc(&d, 4096));
  STEP(cudaMemset(d, 0, 4096));
  cudaGraph_t g = chain2((void *)k1, (void *)k2, 32);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaGraphDestroy(g));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaDeviceSynchronize());
  cudaStream_t s = nullptr;
  STEP(cudaStreamCreate(&s));
  STEP(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  STEP(cudaGraphLaunch(x, s));
  STEP(cudaGraphUpload(x, s));
  cudaGraph_t captured = nullptr;
  STEP(cudaStreamEndCapture(s, &captured));
  size_t n = 0;
  if (captured) {
    STEP(cudaGraphGetNodes(captured, nullptr, &n));
    printf("captured nodes %zu\n", n);
  }
  STEP(cudaGraphLaunch(x, s));
  STEP(cudaStreamSynchronize(s));
  int h0 = -1;
  STEP(cudaMemcpy(&h0, d, 4, cudaMemcpyDeviceToHost));
  printf("d[0] %d\n", h0);
}

// capturingLive: the same launch into a capturing stream while the
// executable graph's graph still lives, in each capture mode.
static void capturingLive(cudaStreamCaptureMode mode) {
  STEP(cudaMalloc(&d, 4096));
  STEP(cudaMemset(d, 0, 4096));
  cudaGraph_t g = chain2((void *)k1, (void *)k2, 32);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  cudaStream_t s = nullptr;
  STEP(cudaStreamCreate(&s));
  STEP(cudaStreamBeginCapture(s, mode));
  STEP(cudaGraphLaunch(x, s));
  cudaGraph_t captured = nullptr;
  STEP(cudaStreamEndCapture(s, &captured));
  size_t n = 0;
  if (captured) {
    STEP(cudaGraphGetNodes(captured, nullptr, &n));
    printf("captured nodes %zu\n", n);
    cudaGraphExec_t y = nullptr;
    STEP(cudaGraphInstantiate(&y, captured, 0));
    STEP(cudaGraphLaunch(y, s));
  }
  STEP(cudaStreamSynchronize(s));
  int h0 = -1;
  STEP(cudaMemcpy(&h0, d, 4, cudaMemcpyDeviceToHost));
  printf("d[0] %d\n", h0);
}
static void capturingLiveGlobal() { capturingLive(cudaStreamCaptureModeGlobal); }
static void capturingLiveRelaxed() { capturingLive(cudaStreamCaptureModeRelaxed); }

static void destroyedExec() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = chain2((void *)k1, (void *)k2, 32);
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaGraphExecDestroy(x));
  STEP(cudaGraphLaunch(x, 0));
  STEP(cudaDeviceSynchronize());
}

static void destroyedGraph() {
  STEP(cudaMalloc(&d, 4096));
  cudaGraph_t g = chain2((void *)k1, (void *)k2, 32);
  STEP(cudaGraphDestroy(g));
  cudaGraphExec_t x = nullptr;
  STEP(cudaGraphInstantiate(&x, g, 0));
  STEP(cudaDeviceSynchronize());
}

int main() {
  CASE(nullHandles);
  CASE(badKernelNodes);
  CASE(edges);
  CASE(instantiateFlags);
  CASE(allocating);
  CASE(updates);
  CASE(execSetters);
  CASE(capturing);
  CASE(capturingLiveGlobal);
  CASE(capturingLiveRelaxed);
  CASE(destroyedExec);
  CASE(destroyedGraph);
  return finish();
}
