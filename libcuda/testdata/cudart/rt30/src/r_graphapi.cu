// r_graphapi: the graph node API a test suite walks: empty nodes, edges added
// and removed, node queries (type, dependencies, dependents, roots, edges),
// destroying a node, a disabled kernel node, memcpy nodes to and from symbols
// and 3-D, memset nodes of 1, 2 and 4 bytes, the executable graph's setters
// (kernel, memcpy 1-D, memset, host, child graph, enable), a graph changed
// after instantiation (the executable one keeps what it had), cudaGraphClone
// and cudaGraphNodeFindInClone, cudaStreamGetCaptureInfo_v2 and
// cudaStreamUpdateCaptureDependencies.
#include "rt.h"
#include <vector>

// settle waits, unprinted, for a legacy-stream copy or memset before work on s uses
// its memory: s is non-blocking, and device memsets and pageable copies return before
// they are done (on an H100 three graphs ran before them: README, session 32).
static void settle() { cudaDeviceSynchronize(); }

__device__ int symArr[64];

__global__ void addK(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
__global__ void mulK(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= v;
}

static std::vector<int> order;
static void CUDART_CB note(void *arg) { order.push_back((int)(size_t)arg); }

static bool hasNode(const std::vector<cudaGraphNode_t> &v, cudaGraphNode_t n) {
  for (auto x : v)
    if (x == n) return true;
  return false;
}

static cudaKernelNodeParams kparams(void *fn, void **args, int n) {
  cudaKernelNodeParams p = {};
  p.func = fn;
  p.gridDim = dim3((n + 127) / 128);
  p.blockDim = dim3(128);
  p.kernelParams = args;
  return p;
}

int main() {
  const int N = 1000;
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, N * sizeof(int)));
  std::vector<int> h(N), want(N);
  cudaStream_t s;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

  // 1. a diamond of kernels through an empty join node, then edges changed
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t ms, ka, kb, join, kc;
  cudaMemsetParams mp = {};
  mp.dst = d;
  mp.value = 3;
  mp.elementSize = 4;
  mp.width = N;
  mp.height = 1;
  OK(cudaGraphAddMemsetNode(&ms, g, nullptr, 0, &mp));
  int n = N, two = 2, ten = 10, five = 5;
  void *argsAdd[] = {&d, &n, &ten};
  void *argsMul[] = {&d, &n, &two};
  cudaKernelNodeParams pa = kparams((void *)addK, argsAdd, N), pm = kparams((void *)mulK, argsMul, N);
  OK(cudaGraphAddKernelNode(&ka, g, &ms, 1, &pm)); // *2
  OK(cudaGraphAddKernelNode(&kb, g, &ka, 1, &pa)); // +10
  cudaGraphNode_t deps2[] = {ka, kb};
  OK(cudaGraphAddEmptyNode(&join, g, deps2, 2));
  void *argsAdd5[] = {&d, &n, &five};
  cudaKernelNodeParams p5 = kparams((void *)addK, argsAdd5, N);
  OK(cudaGraphAddKernelNode(&kc, g, &join, 1, &p5)); // +5
  size_t count = 0;
  OK(cudaGraphGetNodes(g, nullptr, &count));
  printf("nodes %zu\n", count);
  check(count == 5, "five nodes");
  OK(cudaGraphGetRootNodes(g, nullptr, &count));
  check(count == 1, "one root");
  OK(cudaGraphGetEdges(g, nullptr, nullptr, NOEDGEDATA &count));
  printf("edges %zu\n", count);
  check(count == 5, "five edges");
  cudaGraphNodeType t;
  OK(cudaGraphNodeGetType(join, &t));
  check(t == cudaGraphNodeTypeEmpty, "join is empty");
  OK(cudaGraphNodeGetType(ms, &t));
  check(t == cudaGraphNodeTypeMemset, "ms is a memset");
  OK(cudaGraphNodeGetDependencies(join, nullptr, NOEDGEDATA &count));
  check(count == 2, "join has two dependencies");
  std::vector<cudaGraphNode_t> nodes(2);
  OK(cudaGraphNodeGetDependentNodes(ka, nodes.data(), NOEDGEDATA &count));
  printf("ka dependents %zu\n", count);
  check(count == 2 && hasNode(nodes, kb) && hasNode(nodes, join), "ka's dependents are kb and join");
  // a small array: the count says how many there are, the array gets what fits
  cudaGraphNode_t one[1] = {nullptr};
  count = 1;
  PROBE(cudaGraphNodeGetDependentNodes(ka, one, NOEDGEDATA &count));
  printf("probe: dependents into an array of 1: count %zu\n", count);
  FAILS(cudaGraphAddDependencies(g, &ka, &kb, NOEDGEDATA 1), cudaErrorInvalidValue); // the edge exists
  cudaGraphExec_t ex;
  OK(instantiate(&ex, g));
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  size_t bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * 2 + 10 + 5;
  data("memset, *2, +10, join, +5", N, bad);

  // remove kb's edge from ka and make it depend on kc instead: +5 then +10 at the end
  OK(cudaGraphRemoveDependencies(g, &ka, &kb, NOEDGEDATA 1));
  FAILS(cudaGraphRemoveDependencies(g, &ka, &kb, NOEDGEDATA 1), cudaErrorInvalidValue);
  OK(cudaGraphRemoveDependencies(g, &kb, &join, NOEDGEDATA 1));
  OK(cudaGraphAddDependencies(g, &kc, &kb, NOEDGEDATA 1));
  OK(cudaGraphGetRootNodes(g, nullptr, &count));
  check(count == 1, "still one root");
  // the executable graph is what was instantiated: launching it again repeats the old order
  OK(cudaMemset(d, 0, N * sizeof(int)));
  settle(); // s, non-blocking, does not wait for the legacy stream
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * 2 + 10 + 5;
  data("the executable graph ignores later edits", N, bad);
  // cudaGraphExecUpdate cannot take a topology change
  cudaGraphExecUpdateResult res = cudaGraphExecUpdateSuccess;
  EXPECT(execUpdate(ex, g, &res), cudaErrorGraphExecUpdateFailure);
  printf("update result %d\n", (int)res);
  check(res == cudaGraphExecUpdateErrorTopologyChanged, "topology changed");
  EXPECT(cudaGetLastError(), cudaErrorGraphExecUpdateFailure);
  OK(cudaGraphExecDestroy(ex));
  OK(instantiate(&ex, g));
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * 2 + 5 + 10;
  data("after the edit: memset, *2, +5, +10", N, bad);

  // 2. a disabled node does nothing; enabled again it runs
  OK(cudaGraphNodeSetEnabled(ex, ka, 0));
  unsigned en = 9;
  OK(cudaGraphNodeGetEnabled(ex, ka, &en));
  check(en == 0, "ka disabled");
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 + 5 + 10;
  data("the *2 node disabled", N, bad);
  OK(cudaGraphNodeSetEnabled(ex, ka, 1));
  // exec setters: the memset's value and the +10's argument
  mp.value = 1;
  OK(cudaGraphExecMemsetNodeSetParams(ex, ms, &mp));
  int seven = 7;
  void *argsAdd7[] = {&d, &n, &seven};
  cudaKernelNodeParams p7 = kparams((void *)addK, argsAdd7, N);
  OK(cudaGraphExecKernelNodeSetParams(ex, kb, &p7));
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 1 * 2 + 5 + 7;
  data("exec memset and kernel params set", N, bad);
  // the graph's own node keeps its parameters
  cudaKernelNodeParams back = {};
  OK(cudaGraphKernelNodeGetParams(kb, &back));
  check(*(int *)back.kernelParams[2] == 10, "the graph's node still adds 10");
  // a kernel node's function cannot change to one of another signature's node type
  FAILS(cudaGraphExecKernelNodeSetParams(ex, ms, &p7), cudaErrorInvalidValue);

  // 3. clone: the clone's node found from the original's, its parameters changed alone
  cudaGraph_t cl;
  OK(cudaGraphClone(&cl, g));
  cudaGraphNode_t kbc = nullptr;
  OK(cudaGraphNodeFindInClone(&kbc, kb, cl));
  check(kbc != nullptr && kbc != kb, "the clone has its own node");
  OK(cudaGraphKernelNodeSetParams(kbc, &p7));
  OK(cudaGraphKernelNodeGetParams(kb, &back));
  check(*(int *)back.kernelParams[2] == 10, "the original's node is unchanged");
  FAILS(cudaGraphNodeFindInClone(&kbc, kb, g), cudaErrorInvalidValue); // g is not a clone
  // destroying a node removes its edges
  cudaGraphNode_t kcc = nullptr;
  OK(cudaGraphNodeFindInClone(&kcc, kc, cl));
  OK(cudaGraphDestroyNode(kcc));
  OK(cudaGraphGetNodes(cl, nullptr, &count));
  check(count == 4, "four nodes left in the clone");
  OK(cudaGraphGetEdges(cl, nullptr, nullptr, NOEDGEDATA &count));
  printf("clone edges after destroying kc: %zu\n", count);
  check(count == 2, "ms->ka, ka->join");
  OK(cudaGraphGetRootNodes(cl, nullptr, &count));
  printf("clone roots: %zu\n", count);
  check(count == 2, "ms and the orphaned kb");
  cudaGraphExec_t exc;
  OK(instantiate(&exc, cl));
  OK(cudaMemset(d, 0, N * sizeof(int)));
  settle(); // s, non-blocking, does not wait for the legacy stream
  OK(cudaGraphLaunch(exc, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  // kb (+7) has no dependency and may run before or after the memset/*2 chain
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * 2 && h[i] != 3 * 2 + 7 && h[i] != (3 + 7) * 2;
  data("the clone without kc", N, bad);
  OK(cudaGraphExecDestroy(exc));
  OK(cudaGraphDestroy(cl));

  // 4. memcpy nodes: to a symbol at an offset, from it, 1-D, 3-D; host nodes in order; a child graph
  cudaGraph_t g2;
  OK(cudaGraphCreate(&g2, 0));
  std::vector<int> src(64), dst(64, -1);
  for (int i = 0; i < 64; i++) src[i] = i * i - 7;
  cudaGraphNode_t toSym, fromSym, h1, h2, cpy1;
  OK(cudaGraphAddMemcpyNodeToSymbol(&toSym, g2, nullptr, 0, symArr, src.data(), 32 * sizeof(int), 16 * sizeof(int), cudaMemcpyHostToDevice));
  cudaHostNodeParams hp = {note, (void *)1};
  OK(cudaGraphAddHostNode(&h1, g2, &toSym, 1, &hp));
  OK(cudaGraphAddMemcpyNodeFromSymbol(&fromSym, g2, &h1, 1, dst.data(), symArr, 64 * sizeof(int), 0, cudaMemcpyDeviceToHost));
  hp.userData = (void *)2;
  OK(cudaGraphAddHostNode(&h2, g2, &fromSym, 1, &hp));
  OK(cudaGraphAddMemcpyNode1D(&cpy1, g2, &h2, 1, d, src.data(), 64 * sizeof(int), cudaMemcpyHostToDevice));
  int zeros[64] = {};
  OK(cudaMemcpyToSymbol(symArr, zeros, sizeof zeros));
  settle(); // s, non-blocking, does not wait for the legacy stream
  cudaGraphExec_t ex2;
  OK(instantiate(&ex2, g2));
  OK(cudaGraphLaunch(ex2, s));
  OK(cudaStreamSynchronize(s));
  bad = 0;
  for (int i = 0; i < 64; i++) bad += dst[i] != (i >= 16 && i < 48 ? src[i - 16] : 0);
  data("memcpy nodes to a symbol at 64 bytes and back", 64, bad);
  check(order.size() == 2 && order[0] == 1 && order[1] == 2, "host nodes in order");
  // exec setters of a 1-D copy (another source) and of a host node (another argument)
  std::vector<int> src2(64);
  for (int i = 0; i < 64; i++) src2[i] = 3 * i;
  OK(cudaGraphExecMemcpyNodeSetParams1D(ex2, cpy1, d, src2.data(), 64 * sizeof(int), cudaMemcpyHostToDevice));
  hp.userData = (void *)9;
  OK(cudaGraphExecHostNodeSetParams(ex2, h2, &hp));
  OK(cudaGraphExecMemcpyNodeSetParamsFromSymbol(ex2, fromSym, dst.data(), symArr, 8 * sizeof(int), 4 * sizeof(int), cudaMemcpyDeviceToHost));
  order.clear();
  OK(cudaGraphLaunch(ex2, s));
  OK(cudaStreamSynchronize(s));
  check(order.size() == 2 && order[1] == 9, "the host node's new argument");
  OK(cudaMemcpy(h.data(), d, 64 * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < 64; i++) bad += h[i] != 3 * i;
  data("exec 1-D copy with a new source", 64, bad);
  bad = 0;
  for (int i = 0; i < 8; i++) bad += dst[i] != src[i + 4 - 16 + 16] * 0 + (i + 4 >= 16 ? src[i + 4 - 16] : 0);
  data("exec copy from the symbol at an offset", 8, bad);
  // a kind that does not match the pointers
  PROBE(cudaGraphExecMemcpyNodeSetParams1D(ex2, cpy1, d, src2.data(), 64 * sizeof(int), cudaMemcpyDeviceToHost));
  PROBE(cudaGetLastError());

  // 5. a child graph node and its exec setter
  cudaGraph_t parent;
  OK(cudaGraphCreate(&parent, 0));
  cudaGraphNode_t child;
  OK(cudaGraphAddChildGraphNode(&child, parent, nullptr, 0, g));
  cudaGraph_t inner = nullptr;
  OK(cudaGraphChildGraphNodeGetGraph(child, &inner));
  OK(cudaGraphGetNodes(inner, nullptr, &count));
  check(count == 5, "the child holds a copy of g's five nodes");
  cudaGraphExec_t exp;
  OK(instantiate(&exp, parent));
  OK(cudaGraphLaunch(exp, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * 2 + 5 + 10;
  data("a child graph node", N, bad);
  // the same topology with another memset value
  cudaGraph_t g3;
  OK(cudaGraphClone(&g3, g));
  cudaGraphNode_t ms3;
  OK(cudaGraphNodeFindInClone(&ms3, ms, g3));
  mp.value = 2;
  OK(cudaGraphMemsetNodeSetParams(ms3, &mp));
  OK(cudaGraphExecChildGraphNodeSetParams(exp, child, g3));
  OK(cudaGraphLaunch(exp, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 2 * 2 + 5 + 10;
  data("exec child graph set to a clone with memset 2", N, bad);
  if (bad) printf("  got %08x\n", h[0]);
  PROBE(cudaGraphExecChildGraphNodeSetParams(exp, child, g2)); // another topology
  PROBE(cudaGetLastError());

  // 6. memset nodes of 1 and 2 bytes over a 2-D pitched area
  size_t pitch = 0;
  unsigned char *pm2 = nullptr;
  REQUIRE(cudaMallocPitch((void **)&pm2, &pitch, 100, 8));
  OK(cudaMemset2D(pm2, pitch, 0xee, 100, 8));
  settle(); // s, non-blocking, does not wait for the legacy stream
  cudaGraph_t g4;
  OK(cudaGraphCreate(&g4, 0));
  cudaMemsetParams m1 = {};
  m1.dst = pm2;
  m1.pitch = pitch;
  m1.value = 0x5a;
  m1.elementSize = 1;
  m1.width = 37;
  m1.height = 5;
  cudaGraphNode_t mn1, mn2;
  OK(cudaGraphAddMemsetNode(&mn1, g4, nullptr, 0, &m1));
  cudaMemsetParams m2 = m1;
  m2.dst = pm2 + 50;
  m2.value = 0xbeef;
  m2.elementSize = 2;
  m2.width = 20;
  m2.height = 6;
  OK(cudaGraphAddMemsetNode(&mn2, g4, &mn1, 1, &m2));
  cudaMemsetParams m3 = m1;
  m3.elementSize = 3;
  cudaGraphNode_t bad3;
  FAILS(cudaGraphAddMemsetNode(&bad3, g4, nullptr, 0, &m3), cudaErrorInvalidValue);
  cudaGraphExec_t ex4;
  OK(instantiate(&ex4, g4));
  OK(cudaGraphLaunch(ex4, s));
  OK(cudaStreamSynchronize(s));
  std::vector<unsigned char> hb(100 * 8);
  OK(cudaMemcpy2D(hb.data(), 100, pm2, pitch, 100, 8, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 100; x++) {
      unsigned char w = 0xee;
      if (y < 5 && x < 37) w = 0x5a;
      if (y < 6 && x >= 50 && x < 90) w = (x - 50) % 2 ? 0xbe : 0xef;
      bad += hb[y * 100 + x] != w;
    }
  data("memset nodes of 1 and 2 bytes, pitched", 800, bad);

  OK(cudaGraphExecDestroy(ex));
  OK(cudaGraphExecDestroy(ex2));
  OK(cudaGraphExecDestroy(exp));
  OK(cudaGraphExecDestroy(ex4));
  OK(cudaGraphDestroy(g));
  OK(cudaGraphDestroy(g2));
  OK(cudaGraphDestroy(g3));
  OK(cudaGraphDestroy(g4));
  OK(cudaGraphDestroy(parent));

  // 7. capture: cudaStreamGetCaptureInfo_v2's dependencies, and replacing them
  cudaGraph_t cg;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  addK<<<(N + 127) / 128, 128, 0, s>>>(d, N, 1);
  cudaStreamCaptureStatus st;
  unsigned long long id = 0;
  cudaGraph_t capg = nullptr;
  const cudaGraphNode_t *deps = nullptr;
  size_t ndeps = 0;
  OK(captureInfo(s, &st, &id, &capg, &deps, &ndeps));
  check(st == cudaStreamCaptureStatusActive && ndeps == 1 && capg != nullptr, "one dependency while capturing");
  cudaGraphNode_t first = ndeps ? deps[0] : nullptr;
  // add a node by hand to the capturing graph and make it the stream's dependency
  cudaGraphNode_t manual;
  void *argsMul3[] = {&d, &n, &two};
  cudaKernelNodeParams pm3 = kparams((void *)mulK, argsMul3, N);
  OK(cudaGraphAddKernelNode(&manual, capg, &first, 1, &pm3));
  OK(setCaptureDeps(s, &manual, 1));
  addK<<<(N + 127) / 128, 128, 0, s>>>(d, N, 100);
  OK(captureInfo(s, &st, &id, &capg, &deps, &ndeps));
  check(ndeps == 1, "one dependency after the launch");
  OK(cudaStreamEndCapture(s, &cg));
  OK(cudaGraphGetNodes(cg, nullptr, &count));
  check(count == 3, "three nodes captured");
  OK(cudaGraphGetEdges(cg, nullptr, nullptr, NOEDGEDATA &count));
  check(count == 2, "a chain of three");
  cudaGraphExec_t exg;
  OK(instantiate(&exg, cg));
  OK(cudaMemset(d, 0, N * sizeof(int)));
  settle(); // s, non-blocking, does not wait for the legacy stream
  OK(cudaGraphLaunch(exg, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(h.data(), d, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != (0 + 1) * 2 + 100;
  data("+1, a node added by hand *2, +100", N, bad);
  OK(cudaGraphExecDestroy(exg));
  OK(cudaGraphDestroy(cg));
  OK(cudaFree(d));
  OK(cudaFree(pm2));
  OK(cudaStreamDestroy(s));
  return finish();
}
