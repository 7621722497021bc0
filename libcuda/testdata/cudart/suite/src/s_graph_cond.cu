// s_graph_cond: conditional graph nodes (CUDA 12.4+): a handle made by
// cudaGraphConditionalHandleCreate (with and without a default value), set
// in kernels by cudaGraphSetConditional; an IF node (and IF/ELSE with two
// bodies), a WHILE node whose body counts down, a SWITCH node of four
// bodies, launched several times with the values changed between launches;
// a conditional node inside a captured stream (cudaStreamBeginCaptureToGraph
// is in s_graph_capture), node types and the errors of bad parameters.
#include <cstring>
#include "check.h"

__global__ void setHandle(cudaGraphConditionalHandle h, int *value) { cudaGraphSetConditional(h, *value); }
__global__ void add(int *p, int v) { atomicAdd(p, v); }
__global__ void countDown(cudaGraphConditionalHandle h, int *counter, int *log) {
  int c = --*counter;
  log[c < 0 ? 0 : c] += 1;
  cudaGraphSetConditional(h, c > 0);
}

// addKernel adds a kernel node to g after deps.
template <typename... A> static cudaGraphNode_t addKernel(cudaGraph_t g, const cudaGraphNode_t *deps, size_t n, void (*k)(A...), A... args) {
  void *params[] = {&args...};
  cudaKernelNodeParams p = {};
  p.func = (void *)k;
  p.gridDim = dim3(1);
  p.blockDim = dim3(1);
  p.kernelParams = params;
  cudaGraphNode_t node = nullptr;
  OK(cudaGraphAddKernelNode(&node, g, deps, n, &p));
  return node;
}

// addConditional adds a conditional node of the type with size bodies.
static cudaGraphNode_t addConditional(cudaGraph_t g, const cudaGraphNode_t *deps, size_t n, cudaGraphConditionalHandle h, cudaGraphConditionalNodeType type, unsigned size, cudaGraph_t *bodies, cudaError_t *err = nullptr) {
  // cudaGraphNodeParams has no default constructor (a union member has
  // one): zeroed storage, as the documentation asks.
  alignas(cudaGraphNodeParams) unsigned char raw[sizeof(cudaGraphNodeParams)];
  memset(raw, 0, sizeof raw);
  cudaGraphNodeParams &p = *reinterpret_cast<cudaGraphNodeParams *>(raw);
  p.type = cudaGraphNodeTypeConditional;
  p.conditional.handle = h;
  p.conditional.type = type;
  p.conditional.size = size;
  cudaGraphNode_t node = nullptr;
#if CUDART_VERSION >= 13000
  cudaError_t e = cudaGraphAddNode(&node, g, deps, nullptr, n, &p);
#else
  cudaError_t e = cudaGraphAddNode(&node, g, deps, n, &p);
#endif
  if (err) *err = e;
  else OK(e);
  for (unsigned i = 0; e == cudaSuccess && i < size; i++) bodies[i] = p.conditional.phGraph_out[i];
  return node;
}

static int readInt(int *d) {
  int v = 0;
  OK(cudaMemcpy(&v, d, 4, cudaMemcpyDeviceToHost));
  return v;
}

int main() {
  int *vals, *acc, *log;
  OK(cudaMalloc(&vals, 16));
  OK(cudaMalloc(&acc, 16));
  OK(cudaMalloc(&log, 64 * 4));
  cudaStream_t s;
  OK(cudaStreamCreate(&s));

  // IF: the body adds 100 when the value is non-zero.
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    cudaGraphNode_t set = addKernel(g, nullptr, 0, setHandle, h, vals);
    cudaGraph_t body[2];
    addConditional(g, &set, 1, h, cudaGraphCondTypeIf, 1, body);
    addKernel(body[0], nullptr, 0, add, acc, 100);
    cudaGraphExec_t ge;
    REQUIRE(cudaGraphInstantiate(&ge, g, 0));
    OK(cudaMemset(acc, 0, 4));
    int seq[] = {1, 0, 7, 0, -1};
    for (int v : seq) {
      OK(cudaMemcpyAsync(vals, &v, 4, cudaMemcpyHostToDevice, s));
      OK(cudaGraphLaunch(ge, s));
      OK(cudaStreamSynchronize(s));
    }
    printf("IF: acc %d\n", readInt(acc));
    check(readInt(acc) == 300, "IF ran three times of five");
    size_t n = 0;
    OK(cudaGraphGetNodes(g, nullptr, &n));
    cudaGraphNode_t nodes[4];
    OK(cudaGraphGetNodes(g, nodes, &n));
    for (size_t i = 0; i < n; i++) {
      cudaGraphNodeType t;
      OK(cudaGraphNodeGetType(nodes[i], &t));
      printf("  node %zu type %d\n", i, (int)t);
    }
    OK(cudaGraphExecDestroy(ge));
    OK(cudaGraphDestroy(g));
  }

  // IF/ELSE: two bodies.
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    cudaGraphNode_t set = addKernel(g, nullptr, 0, setHandle, h, vals);
    cudaGraph_t body[2];
    cudaError_t e;
    addConditional(g, &set, 1, h, cudaGraphCondTypeIf, 2, body, &e);
    printf("IF with 2 bodies -> %s\n", cudaGetErrorName(e));
    if (e == cudaSuccess) {
      addKernel(body[0], nullptr, 0, add, acc, 1);
      addKernel(body[1], nullptr, 0, add, acc, 1000);
      cudaGraphExec_t ge;
      OK(cudaGraphInstantiate(&ge, g, 0));
      OK(cudaMemset(acc, 0, 4));
      int seq[] = {1, 0, 0, 5};
      for (int v : seq) {
        OK(cudaMemcpyAsync(vals, &v, 4, cudaMemcpyHostToDevice, s));
        OK(cudaGraphLaunch(ge, s));
      }
      OK(cudaStreamSynchronize(s));
      printf("IF/ELSE: acc %d\n", readInt(acc));
      check(readInt(acc) == 2002, "IF/ELSE");
      OK(cudaGraphExecDestroy(ge));
    }
    OK(cudaGraphDestroy(g));
  }

  // WHILE: default value 1 (set at each launch), the body counts down.
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
    cudaGraph_t body[1];
    cudaGraphNode_t w = addConditional(g, nullptr, 0, h, cudaGraphCondTypeWhile, 1, body);
    addKernel(body[0], nullptr, 0, countDown, h, acc, log);
    addKernel(g, &w, 1, add, log + 63, 1);
    cudaGraphExec_t ge;
    REQUIRE(cudaGraphInstantiate(&ge, g, 0));
    OK(cudaMemset(log, 0, 64 * 4));
    int counts[] = {5, 1, 12};
    for (int c : counts) {
      OK(cudaMemcpyAsync(acc, &c, 4, cudaMemcpyHostToDevice, s));
      OK(cudaGraphLaunch(ge, s));
    }
    OK(cudaStreamSynchronize(s));
    int hl[64];
    OK(cudaMemcpy(hl, log, sizeof hl, cudaMemcpyDeviceToHost));
    printf("WHILE: log");
    for (int i = 0; i < 13; i++) printf(" %d", hl[i]);
    printf(" after %d\n", hl[63]);
    check(hl[0] == 3 && hl[4] == 2 && hl[11] == 1 && hl[63] == 3, "WHILE iterations");
    OK(cudaGraphExecDestroy(ge));
    OK(cudaGraphDestroy(g));
  }

  // SWITCH: four bodies, value 0..3 picks one, 4 and more none.
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    cudaGraphNode_t set = addKernel(g, nullptr, 0, setHandle, h, vals);
    cudaGraph_t body[4];
    cudaError_t e;
    addConditional(g, &set, 1, h, cudaGraphCondTypeSwitch, 4, body, &e);
    printf("SWITCH with 4 bodies -> %s\n", cudaGetErrorName(e));
    if (e == cudaSuccess) {
      for (int i = 0; i < 4; i++) addKernel(body[i], nullptr, 0, add, acc, 1 << (8 * i));
      cudaGraphExec_t ge;
      OK(cudaGraphInstantiate(&ge, g, 0));
      OK(cudaMemset(acc, 0, 4));
      int seq[] = {0, 3, 3, 2, 9, 1, 1, 1};
      for (int v : seq) {
        OK(cudaMemcpyAsync(vals, &v, 4, cudaMemcpyHostToDevice, s));
        OK(cudaGraphLaunch(ge, s));
      }
      OK(cudaStreamSynchronize(s));
      printf("SWITCH: acc %08x\n", readInt(acc));
      check(readInt(acc) == 0x02010301, "SWITCH");
      OK(cudaGraphExecDestroy(ge));
    }
    OK(cudaGraphDestroy(g));
  }

  // Errors: a handle of another graph, a bad type, size 0, a WHILE of 2.
  {
    cudaGraph_t g, other;
    OK(cudaGraphCreate(&g, 0));
    OK(cudaGraphCreate(&other, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, other, 0, 0));
    cudaGraph_t body[4];
    cudaError_t e;
    addConditional(g, nullptr, 0, h, cudaGraphCondTypeIf, 1, body, &e);
    printf("handle of another graph -> %s\n", cudaGetErrorName(e));
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    addConditional(g, nullptr, 0, h, (cudaGraphConditionalNodeType)7, 1, body, &e);
    printf("bad type -> %s\n", cudaGetErrorName(e));
    addConditional(g, nullptr, 0, h, cudaGraphCondTypeIf, 0, body, &e);
    printf("size 0 -> %s\n", cudaGetErrorName(e));
    addConditional(g, nullptr, 0, h, cudaGraphCondTypeWhile, 2, body, &e);
    printf("WHILE with 2 bodies -> %s\n", cudaGetErrorName(e));
    addConditional(g, nullptr, 0, h, cudaGraphCondTypeIf, 3, body, &e);
    printf("IF with 3 bodies -> %s\n", cudaGetErrorName(e));
    SHOW(cudaGraphConditionalHandleCreate(&h, nullptr, 0, 0));
    SHOW(cudaGraphConditionalHandleCreate(&h, g, 0, 77));
    SHOW(cudaGetLastError());
    OK(cudaGraphDestroy(g));
    OK(cudaGraphDestroy(other));
  }
  OK(cudaStreamDestroy(s));
  return finish();
}
