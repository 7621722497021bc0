// s_graph: CUDA graphs as libraries use them: a multi-stream capture with
// event fork/join (memset, kernels, a copy, a host function), instantiate and
// launch repeatedly, cudaGraphExecUpdate from a second capture with other
// kernel arguments, cudaGraphExecKernelNodeSetParams on one node, an explicit
// graph built with cudaGraphAddKernelNode/MemsetNode/MemcpyNode1D/HostNode and
// dependencies, cloning, node counts and types, and what capture refuses.
#include <vector>
#include "check.h"

// CUDA 11's instantiate and update took other arguments (for compiling here).
#if CUDART_VERSION < 12000
#define cudaGraphInstantiate(x, g, f) cudaGraphInstantiate(x, g, nullptr, nullptr, f)
struct cudaGraphExecUpdateResultInfo {
  cudaGraphExecUpdateResult result;
  cudaGraphNode_t errorNode;
};
#define cudaGraphExecUpdate(x, g, info) cudaGraphExecUpdate(x, g, &(info)->errorNode, &(info)->result)
#endif

__global__ void axpb(int *p, int n, int a, int b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * a + b;
}
static int hostRuns = 0;
static void CUDART_CB bump(void *) { hostRuns++; }

static cudaGraph_t capture(cudaStream_t s1, cudaStream_t s2, int *p, int *q, int n, int a) {
  cudaEvent_t fork, join;
  cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&join, cudaEventDisableTiming);
  cudaGraph_t g = nullptr;
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st;
  OK(cudaStreamIsCapturing(s1, &st));
  check(st == cudaStreamCaptureStatusActive, "capturing");
  OK(cudaMemsetAsync(p, 0, n * 4, s1));
  OK(cudaEventRecord(fork, s1));
  OK(cudaStreamWaitEvent(s2, fork, 0));
  axpb<<<(n + 255) / 256, 256, 0, s1>>>(p, n, 1, a);
  OK(cudaMemsetAsync(q, 0, n * 4, s2));
  axpb<<<(n + 255) / 256, 256, 0, s2>>>(q, n, 1, 2 * a);
  OK(cudaEventRecord(join, s2));
  OK(cudaStreamWaitEvent(s1, join, 0));
  axpb<<<(n + 255) / 256, 256, 0, s1>>>(p, n, 3, 0);
  OK(cudaMemcpyAsync(q + n, p, n * 4, cudaMemcpyDeviceToDevice, s1));
  OK(cudaLaunchHostFunc(s1, bump, nullptr));
  OK(cudaStreamEndCapture(s1, &g));
  cudaEventDestroy(fork);
  cudaEventDestroy(join);
  return g;
}

int main() {
  const int n = 1000;
  int *p, *q;
  cudaMalloc(&p, n * 4), cudaMalloc(&q, 2 * n * 4);
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaGraph_t g = capture(s1, s2, p, q, n, 5);
  size_t nodes = 0;
  OK(cudaGraphGetNodes(g, nullptr, &nodes));
  printf("captured nodes %zu\n", nodes);
  std::vector<cudaGraphNode_t> list(nodes);
  OK(cudaGraphGetNodes(g, list.data(), &nodes));
  printf("node types:");
  for (auto nd : list) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(nd, &t);
    printf(" %d", (int)t);
  }
  printf("\n");
  size_t roots = 0;
  OK(cudaGraphGetRootNodes(g, nullptr, &roots));
  printf("root nodes %zu\n", roots);
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  std::vector<int> h(2 * n);
  for (int r = 0; r < 3; r++) OK(cudaGraphLaunch(x, s1));
  OK(cudaStreamSynchronize(s1));
  cudaMemcpy(h.data(), q, 2 * n * 4, cudaMemcpyDeviceToHost);
  check(h[0] == 10 && h[n] == 15 && h[2 * n - 1] == 15 && hostRuns == 3, "three launches");

  // Update from a capture with other arguments.
  cudaGraph_t g2 = capture(s1, s2, p, q, n, 7);
  cudaGraphExecUpdateResultInfo info;
  OK(cudaGraphExecUpdate(x, g2, &info));
  printf("update result %d\n", (int)info.result);
  OK(cudaGraphLaunch(x, s1));
  OK(cudaStreamSynchronize(s1));
  cudaMemcpy(h.data(), q, 2 * n * 4, cudaMemcpyDeviceToHost);
  check(h[0] == 14 && h[n] == 21 && hostRuns == 4, "updated graph");

  // A topology change is refused.
  cudaGraph_t g3;
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  axpb<<<4, 256, 0, s1>>>(p, n, 1, 1);
  OK(cudaStreamEndCapture(s1, &g3));
  cudaError_t e = cudaGraphExecUpdate(x, g3, &info);
  printf("update to another topology -> %s, result %d\n", cudaGetErrorName(e), (int)info.result);
  SHOW(cudaGetLastError());

  // Explicit graph: memset -> kernel -> (copy, host) with a kernel node's parameters changed in the exec.
  cudaGraph_t eg;
  OK(cudaGraphCreate(&eg, 0));
  cudaGraphNode_t ms, k, cp, hn;
  cudaMemsetParams mp = {};
  mp.dst = p, mp.value = 1, mp.elementSize = 4, mp.width = n, mp.height = 1;
  OK(cudaGraphAddMemsetNode(&ms, eg, nullptr, 0, &mp));
  int nn = n, a = 2, b = 3;
  void *args[] = {&p, &nn, &a, &b};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpb, kp.gridDim = dim3((n + 255) / 256), kp.blockDim = dim3(256), kp.kernelParams = args;
  OK(cudaGraphAddKernelNode(&k, eg, &ms, 1, &kp));
  OK(cudaGraphAddMemcpyNode1D(&cp, eg, &k, 1, q, p, n * 4, cudaMemcpyDeviceToDevice));
  cudaHostNodeParams hp = {bump, nullptr};
  OK(cudaGraphAddHostNode(&hn, eg, &k, 1, &hp));
  cudaGraph_t clone;
  OK(cudaGraphClone(&clone, eg));
  size_t cn = 0;
  cudaGraphGetNodes(clone, nullptr, &cn);
  printf("clone nodes %zu\n", cn);
  cudaGraphExec_t ex;
  REQUIRE(cudaGraphInstantiate(&ex, eg, 0));
  OK(cudaGraphLaunch(ex, s2));
  OK(cudaStreamSynchronize(s2));
  cudaMemcpy(h.data(), q, n * 4, cudaMemcpyDeviceToHost);
  check(h[0] == 5 && h[n - 1] == 5 && hostRuns == 5, "explicit graph");
  a = 10, b = -1;
  OK(cudaGraphExecKernelNodeSetParams(ex, k, &kp));
  OK(cudaGraphLaunch(ex, s2));
  OK(cudaStreamSynchronize(s2));
  cudaMemcpy(h.data(), q, n * 4, cudaMemcpyDeviceToHost);
  check(h[0] == 9, "kernel node parameters set in the exec");
  cudaKernelNodeParams got = {};
  OK(cudaGraphKernelNodeGetParams(k, &got));
  printf("kernel node: grid %u block %u\n", got.gridDim.x, got.blockDim.x);

  // What capture refuses: a synchronous call in global mode invalidates it.
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  axpb<<<1, 32, 0, s1>>>(p, 32, 1, 1);
  SHOW(cudaMalloc((void **)&p, 16));
  SHOW(cudaStreamSynchronize(s1));
  cudaGraph_t bad = nullptr;
  SHOW(cudaStreamEndCapture(s1, &bad));
  printf("invalidated capture gives a graph: %d\n", bad != nullptr);
  SHOW(cudaGetLastError());
  SHOW(cudaStreamEndCapture(s1, &bad));
  OK(cudaGraphExecDestroy(x));
  OK(cudaGraphExecDestroy(ex));
  OK(cudaGraphDestroy(g));
  OK(cudaGraphDestroy(eg));
  OK(cudaDeviceSynchronize());
  return finish();
}
