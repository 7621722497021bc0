// s_gr_dot: cudaGraphDebugDotPrint of graphs a C++ program builds: every
// node type (kernels with C++ names: a template, a namespace, a lambda-free
// functor, a kernel with many parameters), memcpy 1D and 3D, memset, host,
// event record/wait, child graph, empty, mem alloc/free, a conditional IF
// and WHILE, a disabled-in-exec-irrelevant captured graph), under each flag
// alone and together. The files are printed with every 0x... number
// replaced by 0xX (addresses and handles differ by nature).
#include <cctype>
#include <string>
#include <unistd.h>
#include "g26.h"

namespace ns {
template <typename T, int N> __global__ void tmpl(T *p, T v) {
  int i = threadIdx.x;
  if (i < N) p[i] += v;
}
}  // namespace ns
struct Big {
  int a[5];
  double d;
};
__global__ void manyParams(int *p, char c, short s, long long l, float f, double d, Big b, const int *q) {
  if (threadIdx.x == 0) p[0] = c + s + (int)l + (int)f + (int)d + b.a[0] + (q ? 1 : 0);
}
__global__ void setCond(cudaGraphConditionalHandle h, int v) { cudaGraphSetConditional(h, v); }
static void CUDART_CB hostFn(void *) {}

static void printDot(cudaGraph_t g, unsigned flags, const char *tag) {
  char path[128];
  snprintf(path, sizeof path, "/tmp/g26dot-%d-%s-%u.dot", (int)getpid(), tag, flags);
  cudaError_t e = cudaGraphDebugDotPrint(g, path, flags);
  printf("==== %s flags 0x%x: %s\n", tag, flags, cudaGetErrorName(e));
  FILE *f = fopen(path, "r");
  if (!f) return;
  std::string s;
  int c;
  while ((c = fgetc(f)) != EOF) s += (char)c;
  fclose(f);
  remove(path);
  std::string out;
  for (size_t i = 0; i < s.size(); i++) {
    if (s[i] == '0' && i + 1 < s.size() && (s[i + 1] == 'x' || s[i + 1] == 'X') && i + 2 < s.size() && isxdigit((unsigned char)s[i + 2])) {
      out += "0xX";
      i += 2;
      while (i < s.size() && isxdigit((unsigned char)s[i])) i++;
      i--;
      continue;
    }
    out += s[i];
  }
  fputs(out.c_str(), stdout);
  printf("==== end\n");
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  static int hbuf[64];
  cudaEvent_t ev;
  OK(cudaEventCreate(&ev));
  cudaGraph_t g, child;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t n[16];
  // kernels
  float *fp = (float *)(d + 512);
  float fv = 1.5f;
  void *targs[] = {&fp, &fv};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)ns::tmpl<float, 16>;
  kp.gridDim = dim3(2, 1, 1);
  kp.blockDim = dim3(32, 2, 1);
  kp.sharedMemBytes = 64;
  kp.kernelParams = targs;
  OK(cudaGraphAddKernelNode(&n[0], g, nullptr, 0, &kp));
  char c = 1;
  short sh = 2;
  long long l = 3;
  float f = 4;
  double dd = 5;
  Big b = {{1, 2, 3, 4, 5}, 6.0};
  const int *q = nullptr;
  void *margs[] = {&d, &c, &sh, &l, &f, &dd, &b, &q};
  cudaKernelNodeParams mk = {};
  mk.func = (void *)manyParams;
  mk.gridDim = dim3(1);
  mk.blockDim = dim3(1);
  mk.kernelParams = margs;
  OK(cudaGraphAddKernelNode(&n[1], g, &n[0], 1, &mk));
  // memcpy 1D to host and 3D
  OK(cudaGraphAddMemcpyNode1D(&n[2], g, &n[1], 1, hbuf, d, 64, cudaMemcpyDeviceToHost));
  cudaMemcpy3DParms p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(d, 256, 64, 4);
  p3.dstPtr = make_cudaPitchedPtr(d + 256, 256, 64, 4);
  p3.extent = make_cudaExtent(64, 4, 1);
  p3.kind = cudaMemcpyDeviceToDevice;
  OK(cudaGraphAddMemcpyNode(&n[3], g, &n[1], 1, &p3));
  // memset 2D
  cudaMemsetParams mp = {};
  mp.dst = d + 768;
  mp.value = 0x7f;
  mp.elementSize = 2;
  mp.width = 16;
  mp.height = 3;
  mp.pitch = 64;
  OK(cudaGraphAddMemsetNode(&n[4], g, nullptr, 0, &mp));
  cudaHostNodeParams hp = {hostFn, (void *)0x1234};
  OK(cudaGraphAddHostNode(&n[5], g, &n[2], 1, &hp));
  OK(cudaGraphAddEventRecordNode(&n[6], g, &n[3], 1, ev));
  OK(cudaGraphAddEventWaitNode(&n[7], g, &n[6], 1, ev));
  cudaGraphNode_t ck;
  KArgs ka(addk, d, 1, 8);
  OK(cudaGraphAddKernelNode(&ck, child, nullptr, 0, &ka.kp));
  OK(cudaGraphAddChildGraphNode(&n[8], g, &n[4], 1, child));
  cudaGraphNode_t d9[3] = {n[5], n[7], n[8]};
  OK(cudaGraphAddEmptyNode(&n[9], g, d9, 3));
  cudaMemAllocNodeParams ap;
  memset(&ap, 0, sizeof ap);
  ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location.type = cudaMemLocationTypeDevice;
  ap.bytesize = 8192;
  OK(cudaGraphAddMemAllocNode(&n[10], g, &n[9], 1, &ap));
  OK(cudaGraphAddMemFreeNode(&n[11], g, &n[10], 1, ap.dptr));
  // kernel node attributes
  cudaLaunchAttributeValue av = {};
  av.priority = -2;
  OK(cudaGraphKernelNodeSetAttribute(n[1], cudaLaunchAttributePriority, &av));
  av = {};
  av.accessPolicyWindow.base_ptr = d;
  av.accessPolicyWindow.num_bytes = 4096;
  av.accessPolicyWindow.hitRatio = 0.5f;
  av.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  av.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  OK(cudaGraphKernelNodeSetAttribute(n[0], cudaLaunchAttributeAccessPolicyWindow, &av));
  unsigned flags[] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 1u << 14, 1u << 15, 1u << 16, 3, 0xffffffffu};
  for (unsigned fl : flags) printDot(g, fl, "all");
  // more memcpy directions and launch shapes
  {
    cudaGraph_t m;
    OK(cudaGraphCreate(&m, 0));
    int *pinned, *managed;
    REQUIRE(cudaMallocHost(&pinned, 256));
    REQUIRE(cudaMallocManaged(&managed, 256));
    cudaGraphNode_t x;
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, d, pinned, 64, cudaMemcpyHostToDevice));
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, d, hbuf, 64, cudaMemcpyHostToDevice));
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, pinned, d, 64, cudaMemcpyDeviceToHost));
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, pinned + 32, pinned, 64, cudaMemcpyHostToHost));
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, managed, d, 64, cudaMemcpyDefault));
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, d, managed, 64, cudaMemcpyDeviceToDevice));
    OK(cudaGraphAddMemcpyNode1D(&x, m, nullptr, 0, pinned, d, 64, cudaMemcpyDefault));
    cudaChannelFormatDesc cf = cudaCreateChannelDesc<int>();
    cudaArray_t arr;
    REQUIRE(cudaMallocArray(&arr, &cf, 16, 4));
    cudaMemcpy3DParms ap = {};
    ap.srcPtr = make_cudaPitchedPtr(d, 64, 16, 4);
    ap.dstArray = arr;
    ap.extent = make_cudaExtent(16, 4, 1);
    ap.kind = cudaMemcpyDeviceToDevice;
    SHOW(cudaGraphAddMemcpyNode(&x, m, nullptr, 0, &ap));
    KArgs k3(addk, d, 1, 8);
    k3.kp.gridDim = dim3(2, 3, 4);
    k3.kp.blockDim = dim3(4, 2, 2);
    OK(cudaGraphAddKernelNode(&x, m, nullptr, 0, &k3.kp));
    k3.kp.gridDim = dim3(1, 5, 1);
    k3.kp.blockDim = dim3(8, 1, 3);
    OK(cudaGraphAddKernelNode(&x, m, nullptr, 0, &k3.kp));
    cudaLaunchAttributeValue cv = {};
    cv.cooperative = 1;
    OK(cudaGraphKernelNodeSetAttribute(x, cudaLaunchAttributeCooperative, &cv));
    unsigned mflags[] = {0, 1, 2, 8, 10, 4};
    for (unsigned fl : mflags) printDot(m, fl, "copies");
  }
  // conditional nodes
  cudaGraph_t cg;
  OK(cudaGraphCreate(&cg, 0));
  cudaGraphConditionalHandle h1, h2;
  OK(cudaGraphConditionalHandleCreate(&h1, cg, 1, cudaGraphCondAssignDefault));
  OK(cudaGraphConditionalHandleCreate(&h2, cg, 0, 0));
  cudaGraphNode_t sk;
  int zero = 0;
  void *sargs[] = {&h2, &zero};
  cudaKernelNodeParams skp = {};
  skp.func = (void *)setCond;
  skp.gridDim = dim3(1);
  skp.blockDim = dim3(1);
  skp.kernelParams = sargs;
  OK(cudaGraphAddKernelNode(&sk, cg, nullptr, 0, &skp));
  Params ip;
  ip->type = cudaGraphNodeTypeConditional;
  ip->conditional.handle = h1;
  ip->conditional.type = cudaGraphCondTypeIf;
  ip->conditional.size = 2;
  cudaGraphNode_t in, wn;
  OK(cudaGraphAddNode(&in, cg, &sk, nullptr, 1, ip.get()));
  cudaGraph_t body0 = ip->conditional.phGraph_out[0];
  cudaGraphNode_t bk;
  OK(cudaGraphAddKernelNode(&bk, body0, nullptr, 0, &ka.kp));
  Params wp;
  wp->type = cudaGraphNodeTypeConditional;
  wp->conditional.handle = h2;
  wp->conditional.type = cudaGraphCondTypeWhile;
  wp->conditional.size = 1;
  OK(cudaGraphAddNode(&wn, cg, &in, nullptr, 1, wp.get()));
  OK(cudaGraphAddKernelNode(&bk, wp->conditional.phGraph_out[0], nullptr, 0, &skp));
  unsigned cflags[] = {0, 1, 1u << 15, 1u << 14};
  for (unsigned fl : cflags) printDot(cg, fl, "cond");
  // a captured graph
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  ns::tmpl<int, 8><<<1, 8, 0, s>>>(d, 3);
  OK(cudaMemsetAsync(d, 0, 16, s));
  OK(cudaMemcpyAsync(hbuf, d, 16, cudaMemcpyDeviceToHost, s));
  cudaGraph_t captured;
  OK(cudaStreamEndCapture(s, &captured));
  printDot(captured, 0, "captured");
  printDot(captured, 1, "captured");
  // errors
  SHOW(cudaGraphDebugDotPrint(nullptr, "/tmp/x.dot", 0));
  SHOW(cudaGraphDebugDotPrint(g, nullptr, 0));
  SHOW(cudaGraphDebugDotPrint(g, "/nonexistent-dir/x.dot", 0));
  SHOW(cudaGraphDebugDotPrint(g, "", 0));
  SHOW(cudaGetLastError());
  // an executable graph's run, to show the graph is valid
  cudaGraphExec_t x;
  SHOW(cudaGraphInstantiate(&x, g, 0));
  SHOW(cudaGraphLaunch(x, s));
  SHOW(cudaStreamSynchronize(s));
  return finish();
}
