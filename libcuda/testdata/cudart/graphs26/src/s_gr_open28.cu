// s_gr_open28: what session 28 left open after window 2 (graphs26/README.md,
// "Still open"), each case in a process of its own (forked before any CUDA
// call), one after another; a case still running after 5 s reads "hang".
// WHILE bodies that hold no kernel (an empty node, a memset) and one whose
// kernel never sets the value; cudaGraphGetEdges with room for none on a
// graph without edges; cudaGraphExecUpdate of a lost dependency with the
// sinks alike, and of a topology change after a node type change; a
// captured cudaFreeAsync of pool memory allocated outside the capture; the
// legacy stream while a non-blocking stream captures; a 1D memset node of
// an executable graph set to 2D; default edges from a kernel node's ports
// to another kernel node.
#include <sys/wait.h>
#include <unistd.h>
#include "g26.h"

static int *d;
static cudaStream_t s;

// whileBody runs a WHILE node (value 1, set at each launch) whose body
// holds what body adds.
static void whileBody(const char *what, void (*body)(cudaGraph_t)) {
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphConditionalHandle h;
  OK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
  Params p;
  p->type = cudaGraphNodeTypeConditional;
  p->conditional.handle = h;
  p->conditional.type = cudaGraphCondTypeWhile;
  p->conditional.size = 1;
  cudaGraphNode_t cn;
  SHOW(cudaGraphAddNode(&cn, g, nullptr, nullptr, 0, p.get()));
  body(p->conditional.phGraph_out[0]);
  cudaGraphExec_t x;
  SHOW(cudaGraphInstantiate(&x, g, 0));
  printf("%s: launch %s", what, cudaGetErrorName(cudaGraphLaunch(x, s)));
  fflush(stdout);
  printf(" sync %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
}
static void emptyBody(cudaGraph_t b) {
  cudaGraphNode_t n;
  SHOW(cudaGraphAddEmptyNode(&n, b, nullptr, 0));
}
static void memsetBody(cudaGraph_t b) {
  cudaMemsetParams mp = {};
  mp.dst = d;
  mp.value = 4;
  mp.elementSize = 4;
  mp.width = 8;
  mp.height = 1;
  cudaGraphNode_t n;
  SHOW(cudaGraphAddMemsetNode(&n, b, nullptr, 0, &mp));
}
static void kernelBody(cudaGraph_t b) {
  KArgs k(addk, d, 1, 8);
  cudaGraphNode_t n;
  SHOW(cudaGraphAddKernelNode(&n, b, nullptr, 0, &k.kp));
}

static int runCase(int c) {
  REQUIRE(cudaMalloc(&d, 4096));
  OK(cudaMemset(d, 0, 4096));
  REQUIRE(cudaStreamCreate(&s));
  switch (c) {
  case 0: whileBody("while, body of an empty node", emptyBody); break;
  case 1: whileBody("while, body of a memset node", memsetBody); break;
  case 2: whileBody("while, body of a kernel that never sets the value", kernelBody); break;
  case 3: {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphNode_t from[2], to[2];
    size_t n = 0;
    SHOW(cudaGraphGetEdges(g, from, to, nullptr, &n));
    printf("empty graph, room 0: %zu\n", n);
    cudaGraphNode_t a, b;
    OK(cudaGraphAddEmptyNode(&a, g, nullptr, 0));
    OK(cudaGraphAddEmptyNode(&b, g, nullptr, 0));
    n = 0;
    SHOW(cudaGraphGetEdges(g, from, to, nullptr, &n));
    printf("two nodes, no edges, room 0: %zu\n", n);
    n = 0;
    cudaGraphNode_t ns[2];
    SHOW(cudaGraphGetNodes(g, ns, &n));
    printf("nodes, room 0: %zu\n", n);
    n = 0;
    OK(cudaGraphAddDependencies(g, &a, &b, nullptr, 1));
    SHOW(cudaGraphNodeGetDependencies(b, ns, nullptr, &n));
    printf("dependencies, room 0: %zu\n", n);
    break;
  }
  case 4: {
    // diamond a -> b, a -> c, b -> d, c -> d; then without a -> c (the sinks alike)
    cudaGraph_t dg, g;
    cudaGraphNode_t q[4], p[4];
    OK(cudaGraphCreate(&dg, 0));
    OK(cudaGraphCreate(&g, 0));
    cudaGraph_t both[2] = {dg, g};
    for (cudaGraph_t gr : both) {
      cudaGraphNode_t *r = gr == dg ? q : p;
      OK(cudaGraphAddEmptyNode(&r[0], gr, nullptr, 0));
      OK(cudaGraphAddEmptyNode(&r[1], gr, &r[0], 1));
      OK(cudaGraphAddEmptyNode(&r[2], gr, gr == dg ? &r[0] : nullptr, gr == dg ? 1 : 0));
      cudaGraphNode_t bc[2] = {r[1], r[2]};
      OK(cudaGraphAddEmptyNode(&r[3], gr, bc, 2));
    }
    const char *nn[] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; i++) nameIt(p[i], nn[i]);
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, dg, 0));
    printf("diamond, c made a root: ");
    UPDATE(x, g);
    break;
  }
  case 5: {
    // a chain of five; the new one has a kernel at 0 and an edge 2 -> 4 added
    cudaGraph_t g0, g1;
    cudaGraphNode_t a[5], b[5];
    OK(cudaGraphCreate(&g0, 0));
    OK(cudaGraphCreate(&g1, 0));
    KArgs k(addk, d, 1, 8);
    for (int i = 0; i < 5; i++) {
      OK(cudaGraphAddEmptyNode(&a[i], g0, i ? &a[i - 1] : nullptr, i ? 1 : 0));
      if (i == 0)
        OK(cudaGraphAddKernelNode(&b[i], g1, nullptr, 0, &k.kp));
      else
        OK(cudaGraphAddEmptyNode(&b[i], g1, &b[i - 1], 1));
    }
    OK(cudaGraphAddDependencies(g1, &b[2], &b[4], nullptr, 1));
    const char *nn[] = {"n0", "n1", "n2", "n3", "n4"};
    for (int i = 0; i < 5; i++) nameIt(b[i], nn[i]);
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, g0, 0));
    printf("kernel at 0 and edge 2->4 added: ");
    UPDATE(x, g1);
    break;
  }
  case 6: {
    void *p = nullptr;
    OK(cudaMallocAsync(&p, 256, s));
    OK(cudaStreamSynchronize(s));
    OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    cudaError_t fe = cudaFreeAsync(p, s);
    cudaGraph_t g = nullptr;
    cudaError_t ee = cudaStreamEndCapture(s, &g);
    size_t n = 0;
    if (g) cudaGraphGetNodes(g, nullptr, &n);
    printf("captured free of pool memory: free %s end %s nodes %zu\n", cudaGetErrorName(fe), cudaGetErrorName(ee), n);
    SHOW(cudaFreeAsync(p, s));
    SHOW(cudaStreamSynchronize(s));
    break;
  }
  case 7: {
    cudaStream_t nb;
    OK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));
    const char *what[] = {"query 0", "sync 0", "memset on 0", "isCapturing 0"};
    for (int i = 0; i < 4; i++) {
      OK(cudaStreamBeginCapture(nb, cudaStreamCaptureModeGlobal));
      cudaStreamCaptureStatus cs = cudaStreamCaptureStatusNone;
      cudaError_t e = i == 0 ? cudaStreamQuery(0) : i == 1 ? cudaStreamSynchronize(0) : i == 2 ? cudaMemsetAsync(d, 0, 64, 0) : cudaStreamIsCapturing(0, &cs);
      cudaGraph_t g = nullptr;
      cudaError_t ee = cudaStreamEndCapture(nb, &g);
      printf("non-blocking capture, %-14s call %s end %s graph %s\n", what[i], cudaGetErrorName(e), cudaGetErrorName(ee), g ? "yes" : "no");
      cudaGetLastError();
      cudaDeviceSynchronize();
    }
    break;
  }
  case 8: {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaMemsetParams mp = {};
    mp.dst = d;
    mp.value = 5;
    mp.elementSize = 4;
    mp.width = 8;
    mp.height = 1;
    cudaGraphNode_t ms;
    OK(cudaGraphAddMemsetNode(&ms, g, nullptr, 0, &mp));
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, g, 0));
    mp.pitch = 256;
    mp.height = 2;
    SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
    mp.height = 1;
    mp.pitch = 0;
    mp.width = 300;
    mp.elementSize = 1;
    SHOW(cudaGraphExecMemsetNodeSetParams(x, ms, &mp));
    OK(cudaGraphLaunch(x, s));
    OK(cudaStreamSynchronize(s));
    ints("after", d, 8);
    break;
  }
  case 9: {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    Params kp;
    int v = 1, cnt = 8;
    void *args[] = {&d, &v, &cnt};
    kp->type = cudaGraphNodeTypeKernel;
    kp->kernel.func = (void *)addk;
    kp->kernel.gridDim = dim3(1);
    kp->kernel.blockDim = dim3(32);
    kp->kernel.kernelParams = args;
    cudaGraphNode_t k1, k2, k3;
    OK(cudaGraphAddNode(&k1, g, nullptr, nullptr, 0, kp.get()));
    nameIt(k1, "k1");
    cudaGraphEdgeData ed = {};
    ed.from_port = cudaGraphKernelNodePortLaunchCompletion;
    SHOW(cudaGraphAddNode(&k2, g, &k1, &ed, 1, kp.get()));
    nameIt(k2, "k2");
    ed.from_port = cudaGraphKernelNodePortProgrammatic;
    SHOW(cudaGraphAddNode(&k3, g, &k2, &ed, 1, kp.get()));
    nameIt(k3, "k3");
    nodes("default edges from ports", g);
    cudaGraphExec_t x;
    SHOW(cudaGraphInstantiate(&x, g, 0));
    SHOW(cudaGraphLaunch(x, s));
    SHOW(cudaStreamSynchronize(s));
    ints("after", d, 8);
    break;
  }
  default: return 2;
  }
  return finish();
}

int main() {
  const int ncases = 10;
  for (int c = 0; c < ncases; c++) {
    fflush(stdout);
    printf("== case %d\n", c);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      setvbuf(stdout, nullptr, _IOLBF, 0); // what a killed case printed stays
      alarm(5);                             // a hang ends the case
      int rc = runCase(c);
      fflush(stdout);
      _exit(rc);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    fflush(stdout);
    if (WIFSIGNALED(st))
      printf("case %d: hang or crash (ended by signal %d)\n", c, WTERMSIG(st));
    else
      printf("case %d: exit %d\n", c, WEXITSTATUS(st));
  }
  return 0;
}
