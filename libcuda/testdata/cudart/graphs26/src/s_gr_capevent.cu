// s_gr_capevent: what a graph does with a launch's programmatic or launch
// completion event attribute (flags 0). interop26's la measured that such a
// launch is captured as one kernel node; this asks what the node holds
// (cudaGraphKernelNodeGetAttribute), whether the graph instantiates, and
// whether its launch records the event: the graph runs behind a kernel
// that spins until the host lets it go (a mapped flag, or 2 s), and the
// host queries the event meanwhile (cudaErrorNotReady: the launch recorded
// it; cudaSuccess: it did not) and after. Also a kernel node given the
// attribute by cudaGraphKernelNodeSetAttribute, and a plain stream launch
// as the reference.
#include <unistd.h>
#include "g26.h"

static volatile int *flag; // mapped host memory
static int *flagDev;

__global__ void spin(int *f) {
  long long t0 = clock64();
  while (!*(volatile int *)f && clock64() - t0 < 4000000000LL) {
  }
}

static const char *evName(cudaEvent_t e, cudaEvent_t ev) { return !e ? "null" : e == ev ? "the event" : "another"; }

// behind runs what go does on stream s behind a spinning kernel, queries ev
// meanwhile and after, and prints what it saw.
template <typename F> static void behind(const char *what, cudaStream_t s, cudaEvent_t ev, F go) {
  *flag = 0;
  spin<<<1, 1, 0, s>>>(flagDev);
  cudaError_t l = go();
  usleep(20000);
  cudaError_t during = cudaEventQuery(ev);
  *flag = 1;
  cudaError_t sync = cudaStreamSynchronize(s);
  cudaError_t after = cudaEventQuery(ev);
  printf("%s: launch %s; event while blocked %s; sync %s; event after %s\n", what, cudaGetErrorName(l), cudaGetErrorName(during), cudaGetErrorName(sync),
         cudaGetErrorName(after));
}

int main() {
  REQUIRE(cudaHostAlloc((void **)&flag, 64, cudaHostAllocMapped));
  REQUIRE(cudaHostGetDevicePointer((void **)&flagDev, (void *)flag, 0));
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  cudaStream_t s, other;
  REQUIRE(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
  cudaLaunchAttributeID ids[2] = {cudaLaunchAttributeProgrammaticEvent, cudaLaunchAttributeLaunchCompletionEvent};
  const char *names[2] = {"programmatic", "launch completion"};
  for (int w = 0; w < 2; w++) {
    cudaEvent_t ev;
    REQUIRE(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    OK(cudaEventRecord(ev, other)); // recorded and done: a query reads cudaSuccess until it is recorded again
    OK(cudaStreamSynchronize(other));
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(1);
    cfg.blockDim = dim3(32);
    cfg.stream = s;
    cudaLaunchAttribute a;
    memset(&a, 0, sizeof a);
    a.id = ids[w];
    if (w == 0)
      a.val.programmaticEvent.event = ev;
    else
      a.val.launchCompletionEvent.event = ev;
    cfg.attrs = &a;
    cfg.numAttrs = 1;
    printf("== %s event\n", names[w]);
    behind("stream launch", s, ev, [&] { return cudaLaunchKernelEx(&cfg, addk, d, 1, 8); });
    OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    SHOW(cudaLaunchKernelEx(&cfg, addk, d, 1, 8));
    cudaGraph_t g = nullptr;
    SHOW(cudaStreamEndCapture(s, &g));
    if (!g) continue;
    cudaGraphNode_t n[4];
    size_t nn = 4;
    SHOW(cudaGraphGetNodes(g, n, &nn));
    printf("nodes %zu\n", nn);
    cudaLaunchAttributeValue v;
    memset(&v, 0, sizeof v);
    SHOW(cudaGraphKernelNodeGetAttribute(n[0], ids[w], &v));
    cudaEvent_t got = w == 0 ? v.programmaticEvent.event : v.launchCompletionEvent.event;
    int flags = w == 0 ? v.programmaticEvent.flags : v.launchCompletionEvent.flags;
    printf("node's attribute: %s, flags %d\n", evName(got, ev), flags);
    cudaGraphExec_t x = nullptr;
    SHOW(cudaGraphInstantiate(&x, g, 0));
    if (x) {
      behind("captured graph", s, ev, [&] { return cudaGraphLaunch(x, s); });
      behind("captured graph again", s, ev, [&] { return cudaGraphLaunch(x, s); });
      SHOW(cudaGraphExecDestroy(x));
    }
    // a kernel node given the attribute
    cudaGraph_t g2;
    OK(cudaGraphCreate(&g2, 0));
    KArgs k(addk, d, 1, 8);
    cudaGraphNode_t kn;
    OK(cudaGraphAddKernelNode(&kn, g2, nullptr, 0, &k.kp));
    SHOW(cudaGraphKernelNodeSetAttribute(kn, ids[w], &a.val));
    memset(&v, 0, sizeof v);
    SHOW(cudaGraphKernelNodeGetAttribute(kn, ids[w], &v));
    got = w == 0 ? v.programmaticEvent.event : v.launchCompletionEvent.event;
    printf("set node's attribute: %s\n", evName(got, ev));
    cudaGraphExec_t x2 = nullptr;
    SHOW(cudaGraphInstantiate(&x2, g2, 0));
    if (x2) {
      behind("node graph", s, ev, [&] { return cudaGraphLaunch(x2, s); });
      SHOW(cudaGraphExecDestroy(x2));
    }
    SHOW(cudaGraphDestroy(g2));
    SHOW(cudaGraphDestroy(g));
    SHOW(cudaEventDestroy(ev));
  }
  ints("values", d, 8);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
