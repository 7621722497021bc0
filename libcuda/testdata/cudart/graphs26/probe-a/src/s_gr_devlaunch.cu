// build: -rdc=true -lcudadevrt
// s_gr_devlaunch: device graph launch at its edges: the codes a kernel node
// gets from cudaGraphLaunch into each named stream (fire-and-forget, tail,
// sibling, a plain stream 0), of a graph not uploaded, of a host-only exec,
// of a NULL exec; several fire-and-forget and tail launches from one node
// (the order their work ran), a tail launch of itself counted down,
// cudaGetCurrentGraphExec in launched graphs (same as the handle?), and
// the same device graph launched from the host between device launches.
#include "g26.h"

__device__ int order[256];
__device__ int pos;
__device__ int errs[32];

__global__ void mark(int v) { order[atomicAdd(&pos, 1)] = v; }
__global__ void launchInto(cudaGraphExec_t ge, int stream, int slot, int times) {
  cudaStream_t s = stream == 0 ? cudaStreamGraphFireAndForget : stream == 1 ? cudaStreamGraphTailLaunch : stream == 2 ? cudaStreamGraphFireAndForgetAsSibling : (cudaStream_t)0;
  for (int i = 0; i < times; i++) {
    cudaError_t e = cudaGraphLaunch(ge, s);
    if (i == 0 || e != cudaSuccess) errs[slot] = (int)e;
  }
  order[atomicAdd(&pos, 1)] = 1000 + slot;
}
__global__ void selfTail(int *counter) {
  order[atomicAdd(&pos, 1)] = 500 + *counter;
  if (--*counter > 0) errs[20] = (int)cudaGraphLaunch(cudaGetCurrentGraphExec(), cudaStreamGraphTailLaunch);
}
__global__ void whoAmI(cudaGraphExec_t expected, int slot) { errs[slot] = cudaGetCurrentGraphExec() == expected ? 1 : cudaGetCurrentGraphExec() == 0 ? 2 : 3; }

static cudaGraphExec_t markGraph(int v, unsigned long long flags, bool upload, cudaStream_t s) {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  void *args[] = {&v};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)mark;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaGraphNode_t n;
  OK(cudaGraphAddKernelNode(&n, g, nullptr, 0, &kp));
  cudaGraphExec_t x = nullptr;
  OK(cudaGraphInstantiate(&x, g, flags));
  if (upload) OK(cudaGraphUpload(x, s));
  OK(cudaStreamSynchronize(s));
  return x;
}
static void runLauncher(const char *what, cudaStream_t s, cudaGraphExec_t target, int stream, int slot, int times) {
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  void *args[] = {&target, &stream, &slot, &times};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)launchInto;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaGraphNode_t n;
  OK(cudaGraphAddKernelNode(&n, g, nullptr, 0, &kp));
  cudaGraphExec_t x;
  OK(cudaGraphInstantiate(&x, g, 0));
  int zero[256] = {};
  OK(cudaMemcpyToSymbol(order, zero, sizeof zero));
  OK(cudaMemcpyToSymbol(pos, zero, 4));
  cudaError_t le = cudaGraphLaunch(x, s);
  cudaError_t se = cudaStreamSynchronize(s);
  int o[256], p = 0, er[32];
  cudaMemcpyFromSymbol(&p, pos, 4);
  cudaMemcpyFromSymbol(o, order, sizeof o);
  cudaMemcpyFromSymbol(er, errs, sizeof er);
  printf("%-34s launch %s sync %s err %d order:", what, cudaGetErrorName(le), cudaGetErrorName(se), er[slot]);
  for (int i = 0; i < p && i < 256; i++) printf(" %d", o[i]);
  printf("\n");
  cudaGetLastError();
  cudaGraphExecDestroy(x);
  cudaGraphDestroy(g);
}

int main() {
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  int minus[32];
  for (int i = 0; i < 32; i++) minus[i] = -1;
  OK(cudaMemcpyToSymbol(errs, minus, sizeof minus));
  cudaGraphExec_t up = markGraph(1, cudaGraphInstantiateFlagDeviceLaunch, true, s);
  cudaGraphExec_t notUp = markGraph(2, cudaGraphInstantiateFlagDeviceLaunch, false, s);
  cudaGraphExec_t hostOnly = markGraph(3, 0, true, s);
  cudaGraphExec_t upFlag = markGraph(4, cudaGraphInstantiateFlagDeviceLaunch | cudaGraphInstantiateFlagUpload, false, s);
  runLauncher("fire-and-forget", s, up, 0, 0, 1);
  runLauncher("tail", s, up, 1, 1, 1);
  runLauncher("sibling", s, up, 2, 2, 1);
  runLauncher("stream 0", s, up, 3, 3, 1);
  runLauncher("not uploaded, fire-and-forget", s, notUp, 0, 4, 1);
  runLauncher("host-only exec, fire-and-forget", s, hostOnly, 0, 5, 1);
  runLauncher("upload flag, tail", s, upFlag, 1, 6, 1);
  runLauncher("null exec, tail", s, nullptr, 1, 7, 1);
  runLauncher("fire-and-forget x3", s, up, 0, 8, 3);
  runLauncher("tail x3", s, up, 1, 9, 3);
  runLauncher("sibling x3", s, up, 2, 10, 3);
  runLauncher("fire-and-forget x130", s, up, 0, 11, 130);
  runLauncher("tail x300", s, up, 1, 12, 300);
  // host launch of a device graph between device launches
  SHOW(cudaGraphLaunch(up, s));
  SHOW(cudaStreamSynchronize(s));
  runLauncher("tail after host launch", s, up, 1, 13, 1);
  // self tail
  int *counter;
  REQUIRE(cudaMalloc(&counter, 4));
  int five = 5;
  OK(cudaMemcpy(counter, &five, 4, cudaMemcpyHostToDevice));
  cudaGraph_t sg;
  OK(cudaGraphCreate(&sg, 0));
  void *sargs[] = {&counter};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)selfTail;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = sargs;
  cudaGraphNode_t n;
  OK(cudaGraphAddKernelNode(&n, sg, nullptr, 0, &kp));
  cudaGraphExec_t sx;
  OK(cudaGraphInstantiate(&sx, sg, cudaGraphInstantiateFlagDeviceLaunch | cudaGraphInstantiateFlagUpload));
  int zero[256] = {};
  OK(cudaMemcpyToSymbol(order, zero, sizeof zero));
  OK(cudaMemcpyToSymbol(pos, zero, 4));
  SHOW(cudaGraphLaunch(sx, s));
  SHOW(cudaStreamSynchronize(s));
  int o[256], p = 0, er[32];
  cudaMemcpyFromSymbol(&p, pos, 4);
  cudaMemcpyFromSymbol(o, order, sizeof o);
  cudaMemcpyFromSymbol(er, errs, sizeof er);
  printf("self tail err %d order:", er[20]);
  for (int i = 0; i < p && i < 256; i++) printf(" %d", o[i]);
  printf("\n");
  // cudaGetCurrentGraphExec
  for (int dl = 0; dl < 2; dl++) {
    cudaGraph_t wg;
    OK(cudaGraphCreate(&wg, 0));
    cudaGraphExec_t wx = nullptr;
    int slot = 21 + dl;
    void *wargs[] = {&wx, &slot};
    kp.func = (void *)whoAmI;
    kp.kernelParams = wargs;
    OK(cudaGraphAddKernelNode(&n, wg, nullptr, 0, &kp));
    OK(cudaGraphInstantiate(&wx, wg, dl ? cudaGraphInstantiateFlagDeviceLaunch : 0));
    OK(cudaGraphExecKernelNodeSetParams(wx, n, &kp));
    SHOW(cudaGraphLaunch(wx, s));
    SHOW(cudaStreamSynchronize(s));
  }
  whoAmI<<<1, 1, 0, s>>>(nullptr, 23);
  OK(cudaStreamSynchronize(s));
  cudaMemcpyFromSymbol(er, errs, sizeof er);
  printf("current exec: host-only %d device %d plain kernel %d\n", er[21], er[22], er[23]);
  SHOW(cudaGetLastError());
  return finish();
}
