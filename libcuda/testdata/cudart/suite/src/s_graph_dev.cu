// build: -rdc=true -lcudadevrt
// s_graph_dev: device graph launch (CUDA 12.0+): a graph instantiated with
// cudaGraphInstantiateFlagDeviceLaunch, uploaded, then launched from a
// kernel node of another graph as fire-and-forget and as a tail launch; a
// device graph that relaunches itself by tail launch
// (cudaGetCurrentGraphExec) until a counter runs out; the same graph
// launched from the host; what a device-side launch from a plain kernel
// returns, and which graphs cannot be instantiated for device launch.
#include <algorithm>
#include "check.h"

__device__ int order[64];
__device__ int pos;

__global__ void mark(int v) { order[atomicAdd(&pos, 1)] = v; }
__global__ void launcher(cudaGraphExec_t ge, int mode, cudaError_t *err) {
  mark<<<1, 1>>>(100);
  *err = cudaGraphLaunch(ge, mode ? cudaStreamGraphTailLaunch : cudaStreamGraphFireAndForget);
  order[atomicAdd(&pos, 1)] = 200;
}
__global__ void again(int *left) {
  order[atomicAdd(&pos, 1)] = 300 + *left;
  if (--*left > 0) cudaGraphLaunch(cudaGetCurrentGraphExec(), cudaStreamGraphTailLaunch);
}

template <typename... A> static cudaGraphNode_t kernelNode(cudaGraph_t g, const cudaGraphNode_t *deps, size_t n, void (*k)(A...), A... args) {
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

static void showMarks(const char *what) {
  int h[64], n = 0;
  OK(cudaMemcpyFromSymbol(&n, pos, 4));
  OK(cudaMemcpyFromSymbol(h, order, sizeof h));
  // Work launched fire-and-forget runs concurrently with its launcher: the
  // set of marks is printed, sorted, not the order they came in.
  if (n > 64) n = 64;
  std::sort(h, h + n);
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %d", h[i]);
  printf("\n");
  int zero = 0;
  OK(cudaMemcpyToSymbol(pos, &zero, 4));
}

int main() {
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  cudaError_t *err;
  OK(cudaMallocManaged(&err, sizeof(cudaError_t)));

  // The device graph: two kernels in sequence.
  cudaGraph_t dg;
  OK(cudaGraphCreate(&dg, 0));
  cudaGraphNode_t a = kernelNode(dg, nullptr, 0, mark, 1);
  kernelNode(dg, &a, 1, mark, 2);
  cudaGraphExec_t dge;
  REQUIRE(cudaGraphInstantiate(&dge, dg, cudaGraphInstantiateFlagDeviceLaunch));
  unsigned long long flags = 0;
  OK(cudaGraphExecGetFlags(dge, &flags));
  printf("exec flags %llu\n", flags);
  OK(cudaGraphUpload(dge, s));

  for (int mode = 0; mode < 2; mode++) {
    cudaGraph_t hg;
    OK(cudaGraphCreate(&hg, 0));
    cudaGraphNode_t l = kernelNode(hg, nullptr, 0, launcher, dge, mode, err);
    kernelNode(hg, &l, 1, mark, 3);
    cudaGraphExec_t hge;
    OK(cudaGraphInstantiate(&hge, hg, 0));
    *err = cudaErrorUnknown;
    OK(cudaGraphLaunch(hge, s));
    OK(cudaStreamSynchronize(s));
    printf("device launch (%s) returned %s\n", mode ? "tail" : "fire-and-forget", cudaGetErrorName(*err));
    showMarks(mode ? "marks with tail launch" : "marks with fire-and-forget");
    OK(cudaGraphExecDestroy(hge));
    OK(cudaGraphDestroy(hg));
  }

  // Launched from the host too.
  OK(cudaGraphLaunch(dge, s));
  OK(cudaStreamSynchronize(s));
  showMarks("device graph launched by the host");

  // From a plain kernel (not part of a graph).
  *err = cudaErrorUnknown;
  launcher<<<1, 1, 0, s>>>(dge, 0, err);
  SHOW(cudaStreamSynchronize(s));
  printf("device launch from a plain kernel returned %s\n", cudaGetErrorName(*err));
  showMarks("marks");
  SHOW(cudaGetLastError());

  // A graph that relaunches itself four times.
  int *left;
  OK(cudaMallocManaged(&left, 4));
  *left = 4;
  cudaGraph_t rg;
  OK(cudaGraphCreate(&rg, 0));
  kernelNode(rg, nullptr, 0, again, left);
  cudaGraphExec_t rge;
  OK(cudaGraphInstantiate(&rge, rg, cudaGraphInstantiateFlagDeviceLaunch));
  OK(cudaGraphUpload(rge, s));
  cudaGraph_t hg;
  OK(cudaGraphCreate(&hg, 0));
  kernelNode(hg, nullptr, 0, launcher, rge, 1, err);
  cudaGraphExec_t hge;
  OK(cudaGraphInstantiate(&hge, hg, 0));
  OK(cudaGraphLaunch(hge, s));
  OK(cudaStreamSynchronize(s));
  printf("self-relaunch: left %d\n", *left);
  showMarks("marks");
  check(*left == 0, "relaunched until zero");

  // What device launch refuses.
  cudaGraph_t bad;
  OK(cudaGraphCreate(&bad, 0));
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  cudaGraphNode_t en;
  OK(cudaGraphAddEventRecordNode(&en, bad, nullptr, 0, ev));
  cudaGraphExec_t be;
  SHOW(cudaGraphInstantiate(&be, bad, cudaGraphInstantiateFlagDeviceLaunch));
  cudaGraph_t bad2;
  OK(cudaGraphCreate(&bad2, 0));
  cudaGraphNode_t hn;
  cudaHostNodeParams hp = {};
  hp.fn = [](void *) {};
  OK(cudaGraphAddHostNode(&hn, bad2, nullptr, 0, &hp));
  SHOW(cudaGraphInstantiate(&be, bad2, cudaGraphInstantiateFlagDeviceLaunch));
  SHOW(cudaGraphInstantiate(&be, dg, cudaGraphInstantiateFlagDeviceLaunch | cudaGraphInstantiateFlagAutoFreeOnLaunch));
  SHOW(cudaGetLastError());
  OK(cudaGraphExecDestroy(dge));
  OK(cudaGraphExecDestroy(rge));
  OK(cudaGraphExecDestroy(hge));
  return finish();
}
