// s_pdl: programmatic dependent launch: a secondary kernel launched with
// cudaLaunchAttributeProgrammaticStreamSerialization waits in
// cudaGridDependencySynchronize for the primary's memory (with and without
// cudaTriggerProgrammaticLaunchCompletion), the programmatic event
// attribute, the launch completion event, the same in stream capture (the
// edges' types), and the attribute values read back.
#include "check.h"

__global__ void primary(int *buf, int n, int early) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (early) cudaTriggerProgrammaticLaunchCompletion();
  if (i < n) buf[i] = i * 3 + 1;
}
__global__ void secondary(const int *buf, int *out, int n) {
  cudaGridDependencySynchronize();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = buf[i] * 2;
}
__global__ void plain(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cudaGridDependencySynchronize(); // without the attribute: returns at once
  if (i < n) out[i] += 5;
}

static int verify(const int *d, int n, int add) {
  int *h = new int[n];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (h[i] != (i * 3 + 1) * 2 + add) bad++;
  delete[] h;
  return bad;
}

static cudaError_t launchSecondary(cudaStream_t s, const int *buf, int *out, int n, cudaLaunchAttribute *attrs, int na) {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3((n + 127) / 128);
  cfg.blockDim = dim3(128);
  cfg.stream = s;
  cfg.attrs = attrs;
  cfg.numAttrs = na;
  return cudaLaunchKernelEx(&cfg, secondary, buf, out, n);
}

int main() {
  const int n = 1 << 16;
  int *buf, *out;
  REQUIRE(cudaMalloc(&buf, n * sizeof(int)));
  REQUIRE(cudaMalloc(&out, n * sizeof(int)));
  cudaStream_t s;
  REQUIRE(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

  cudaLaunchAttribute pss[1];
  pss[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  pss[0].val.programmaticStreamSerializationAllowed = 1;
  for (int early = 0; early < 2; early++) {
    cudaMemsetAsync(out, 0, n * sizeof(int), s);
    primary<<<n / 256, 256, 0, s>>>(buf, n, early);
    OK(launchSecondary(s, buf, out, n, pss, 1));
    OK(cudaStreamSynchronize(s));
    printf("early trigger %d: wrong %d\n", early, verify(out, n, 0));
  }
  // allowed = 0 is an ordinary launch
  pss[0].val.programmaticStreamSerializationAllowed = 0;
  primary<<<n / 256, 256, 0, s>>>(buf, n, 1);
  OK(launchSecondary(s, buf, out, n, pss, 1));
  plain<<<n / 256, 256, 0, s>>>(out, n);
  OK(cudaStreamSynchronize(s));
  printf("allowed=0 then plain: wrong %d\n", verify(out, n, 5));

  // programmatic event: recorded when every block triggered (or ended)
  cudaEvent_t ev, done;
  OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));
  cudaLaunchAttribute pe[1];
  pe[0].id = cudaLaunchAttributeProgrammaticEvent;
  pe[0].val.programmaticEvent.event = ev;
  pe[0].val.programmaticEvent.flags = 0;
  pe[0].val.programmaticEvent.triggerAtBlockStart = 0;
  {
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(n / 256);
    cfg.blockDim = dim3(256);
    cfg.stream = s;
    cfg.attrs = pe;
    cfg.numAttrs = 1;
    OK(cudaLaunchKernelEx(&cfg, primary, buf, n, 1));
  }
  cudaStream_t t;
  REQUIRE(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
  OK(cudaStreamWaitEvent(t, ev, 0));
  OK(launchSecondary(t, buf, out, n, nullptr, 0));
  OK(cudaStreamSynchronize(t));
  OK(cudaStreamSynchronize(s));
  printf("programmatic event: wrong %d\n", verify(out, n, 0));
  // the event must have been created with timing disabled
  cudaEvent_t timed;
  OK(cudaEventCreate(&timed));
  pe[0].val.programmaticEvent.event = timed;
  {
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(1);
    cfg.blockDim = dim3(32);
    cfg.stream = s;
    cfg.attrs = pe;
    cfg.numAttrs = 1;
    SHOW(cudaLaunchKernelEx(&cfg, primary, buf, 32, 0));
    SHOW(cudaGetLastError());
  }
  OK(cudaStreamSynchronize(s));

  // launch completion event
  cudaLaunchAttribute lc[1];
  lc[0].id = cudaLaunchAttributeLaunchCompletionEvent;
  lc[0].val.launchCompletionEvent.event = done;
  lc[0].val.launchCompletionEvent.flags = 0;
  {
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(n / 256);
    cfg.blockDim = dim3(256);
    cfg.stream = s;
    cfg.attrs = lc;
    cfg.numAttrs = 1;
    OK(cudaLaunchKernelEx(&cfg, primary, buf, n, 0));
  }
  OK(cudaStreamWaitEvent(t, done, 0));
  OK(launchSecondary(t, buf, out, n, nullptr, 0));
  OK(cudaDeviceSynchronize());
  printf("launch completion event: wrong %d\n", verify(out, n, 0));

  // in a captured graph: the edge between the kernels is programmatic
  pss[0].val.programmaticStreamSerializationAllowed = 1;
  cudaGraph_t g;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  primary<<<n / 256, 256, 0, s>>>(buf, n, 1);
  OK(launchSecondary(s, buf, out, n, pss, 1));
  OK(cudaStreamEndCapture(s, &g));
  size_t ne = 0;
  OK(cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &ne));
  printf("captured edges %zu\n", ne);
  if (ne == 1) {
    cudaGraphNode_t from, to;
    cudaGraphEdgeData ed;
    OK(cudaGraphGetEdges(g, &from, &to, &ed, &ne));
    printf("edge type %d from_port %d to_port %d\n", (int)ed.type, (int)ed.from_port, (int)ed.to_port);
    cudaKernelNodeParams kp;
    OK(cudaGraphKernelNodeGetParams(to, &kp));
    printf("secondary node grid %u block %u func %s\n", kp.gridDim.x, kp.blockDim.x, kp.func == (void *)secondary ? "secondary" : "other");
  }
  cudaGraphExec_t ge;
  OK(cudaGraphInstantiate(&ge, g, 0));
  cudaMemsetAsync(out, 0, n * sizeof(int), s);
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  printf("graph with programmatic edge: wrong %d\n", verify(out, n, 0));
  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));

  // an explicit programmatic edge between kernel nodes
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t k1, k2;
  cudaKernelNodeParams p1 = {}, p2 = {};
  int early = 1, nn = n;
  void *a1[] = {&buf, &nn, &early};
  p1.func = (void *)primary;
  p1.gridDim = dim3(n / 256);
  p1.blockDim = dim3(256);
  p1.kernelParams = a1;
  void *a2[] = {&buf, &out, &nn};
  p2.func = (void *)secondary;
  p2.gridDim = dim3(n / 128);
  p2.blockDim = dim3(128);
  p2.kernelParams = a2;
  OK(cudaGraphAddKernelNode(&k1, g, nullptr, 0, &p1));
  OK(cudaGraphAddKernelNode(&k2, g, nullptr, 0, &p2));
  cudaGraphEdgeData e = {};
  e.type = cudaGraphDependencyTypeProgrammatic;
  e.from_port = cudaGraphKernelNodePortProgrammatic;
  OK(cudaGraphAddDependencies(g, &k1, &k2, &e, 1));
  cudaGraphEdgeData bad = {};
  bad.type = cudaGraphDependencyTypeProgrammatic;
  bad.from_port = cudaGraphKernelNodePortLaunchCompletion;
  cudaGraphNode_t k3;
  OK(cudaGraphAddKernelNode(&k3, g, nullptr, 0, &p2));
  SHOW(cudaGraphAddDependencies(g, &k1, &k3, &bad, 1));
  SHOW(cudaGetLastError());
  OK(cudaGraphDestroyNode(k3));
  OK(cudaGraphInstantiate(&ge, g, 0));
  cudaMemsetAsync(out, 0, n * sizeof(int), s);
  OK(cudaGraphLaunch(ge, s));
  OK(cudaStreamSynchronize(s));
  printf("explicit programmatic edge: wrong %d\n", verify(out, n, 0));
  cudaGraphExecDestroy(ge);
  cudaGraphDestroy(g);
  cudaStreamDestroy(t);
  cudaStreamDestroy(s);
  return finish();
}
