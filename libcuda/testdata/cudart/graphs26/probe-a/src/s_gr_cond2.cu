// s_gr_cond2: conditional nodes at their edges: the default value applied
// on each launch or only the first, a handle never set (IF not taken),
// SWITCH with values past its bodies, WHILE with a default of 1 whose body
// clears it, nested conditionals, IF/ELSE bodies, a conditional body that
// holds a memset and a memcpy, conditional node parameters read back with
// cudaGraphNodeGetParams, body graph handles and their node count, what
// body graphs refuse (host nodes? event nodes? alloc nodes? a child graph),
// handles of another graph, bad flags and sizes, cudaGraphExecUpdate of a
// graph with conditionals, exec node params of conditional nodes, clone.
#include "g26.h"

__global__ void setCond(cudaGraphConditionalHandle h, int *v) { cudaGraphSetConditional(h, *v); }
__global__ void setConst(cudaGraphConditionalHandle h, unsigned v) { cudaGraphSetConditional(h, v); }
__global__ void bump(int *p, int i) { atomicAdd(p + i, 1); }
__global__ void countDown(cudaGraphConditionalHandle h, int *c) {
  int v = --*c;
  cudaGraphSetConditional(h, v > 0);
}
static void CUDART_CB hostFn(void *) {}

static cudaGraphNode_t kernel(cudaGraph_t g, const cudaGraphNode_t *dep, size_t nd, void *fn, void **args) {
  cudaKernelNodeParams kp = {};
  kp.func = fn;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddKernelNode(&n, g, dep, nd, &kp);
  if (e) printf("kernel node: %s\n", cudaGetErrorName(e));
  return n;
}
static cudaGraphNode_t cond(cudaGraph_t g, const cudaGraphNode_t *dep, size_t nd, cudaGraphConditionalHandle h, cudaGraphConditionalNodeType t, unsigned size, cudaGraph_t *bodies, const char *what) {
  Params p;
  p->type = cudaGraphNodeTypeConditional;
  p->conditional.handle = h;
  p->conditional.type = t;
  p->conditional.size = size;
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddNode(&n, g, dep, nullptr, nd, p.get());
  printf("%-40s -> %s\n", what, cudaGetErrorName(e));
  cudaGetLastError();
  for (unsigned i = 0; e == cudaSuccess && i < size && bodies; i++) bodies[i] = p->conditional.phGraph_out[i];
  return e == cudaSuccess ? n : nullptr;
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 4096));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  // default applied each launch vs not
  for (int flags = 0; flags < 2; flags++) {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 1, flags ? cudaGraphCondAssignDefault : 0));
    cudaGraph_t body[1];
    cudaGraphNode_t c = cond(g, nullptr, 0, h, cudaGraphCondTypeIf, 1, body, "if (default 1)");
    int idx = 0;
    void *bargs[] = {&d, &idx};
    kernel(body[0], nullptr, 0, (void *)bump, bargs);
    unsigned zero = 0;
    void *zargs[] = {&h, &zero};
    kernel(g, &c, 1, (void *)setConst, zargs);  // clears it after
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, g, 0));
    OK(cudaMemset(d, 0, 4096));
    for (int i = 0; i < 3; i++) OK(cudaGraphLaunch(x, s));
    OK(cudaStreamSynchronize(s));
    printf("flags %d: ", flags);
    ints("if runs of 3 launches", d, 1);
  }
  // handle never set, no default
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    cudaGraph_t body[2];
    cond(g, nullptr, 0, h, cudaGraphCondTypeIf, 2, body, "if/else never set");
    int i0 = 0, i1 = 1;
    void *a0[] = {&d, &i0}, *a1[] = {&d, &i1};
    kernel(body[0], nullptr, 0, (void *)bump, a0);
    kernel(body[1], nullptr, 0, (void *)bump, a1);
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, g, 0));
    OK(cudaMemset(d, 0, 4096));
    OK(cudaGraphLaunch(x, s));
    OK(cudaStreamSynchronize(s));
    ints("if/else never set", d, 2);
    Params back;
    size_t n = 1;
    cudaGraphNode_t cn;
    OK(cudaGraphGetNodes(g, &cn, &n));
    SHOW(cudaGraphNodeGetParams(cn, back.get()));
    printf("type %d cond type %d size %u handle %s\n", (int)back->type, (int)back->conditional.type, back->conditional.size, back->conditional.handle == h ? "same" : "other");
    size_t bn = 9;
    OK(cudaGraphGetNodes(body[0], nullptr, &bn));
    printf("body0 nodes %zu\n", bn);
    // a clone
    cudaGraph_t cl;
    SHOW(cudaGraphClone(&cl, g));
    // update from the clone
    cudaGraphExecUpdateResultInfo ui;
    memset(&ui, 0, sizeof ui);
    SHOW(cudaGraphExecUpdate(x, cl, &ui));
    printf("update from clone %s\n", updateResult(ui.result));
    SHOW(cudaGraphExecNodeSetParams(x, cn, back.get()));
    SHOW(cudaGraphNodeSetParams(cn, back.get()));
    SHOW(cudaGetLastError());
    // what bodies take
    cudaGraphNode_t junk;
    cudaHostNodeParams hp = {hostFn, nullptr};
    SHOW(cudaGraphAddHostNode(&junk, body[0], nullptr, 0, &hp));
    cudaEvent_t ev;
    OK(cudaEventCreate(&ev));
    SHOW(cudaGraphAddEventRecordNode(&junk, body[0], nullptr, 0, ev));
    SHOW(cudaGraphAddEventWaitNode(&junk, body[0], nullptr, 0, ev));
    cudaMemAllocNodeParams ap;
    memset(&ap, 0, sizeof ap);
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.bytesize = 4096;
    SHOW(cudaGraphAddMemAllocNode(&junk, body[0], nullptr, 0, &ap));
    cudaGraph_t ch;
    OK(cudaGraphCreate(&ch, 0));
    OK(cudaGraphAddEmptyNode(&junk, ch, nullptr, 0));
    SHOW(cudaGraphAddChildGraphNode(&junk, body[0], nullptr, 0, ch));
    SHOW(cudaGraphAddMemcpyNode1D(&junk, body[0], nullptr, 0, d + 100, d, 16, cudaMemcpyDeviceToDevice));
    static int hb[4];
    SHOW(cudaGraphAddMemcpyNode1D(&junk, body[0], nullptr, 0, hb, d, 16, cudaMemcpyDeviceToHost));
    cudaMemsetParams mp = {};
    mp.dst = d + 200;
    mp.value = 3;
    mp.elementSize = 4;
    mp.width = 4;
    mp.height = 1;
    SHOW(cudaGraphAddMemsetNode(&junk, body[1], nullptr, 0, &mp));
    SHOW(cudaGetLastError());
    cudaGraphExec_t x2;
    SHOW(cudaGraphInstantiate(&x2, g, 0));
    SHOW(cudaGraphDestroy(body[0]));
    SHOW(cudaGetLastError());
  }
  // switch past its bodies
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    int *v = d + 512;
    void *sargs[] = {&h, &v};
    cudaGraphNode_t set = kernel(g, nullptr, 0, (void *)setCond, sargs);
    cudaGraph_t body[3];
    cond(g, &set, 1, h, cudaGraphCondTypeSwitch, 3, body, "switch 3");
    int idx[3] = {0, 1, 2};
    for (int i = 0; i < 3; i++) {
      void *a[] = {&d, &idx[i]};
      kernel(body[i], nullptr, 0, (void *)bump, a);
    }
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, g, 0));
    OK(cudaMemset(d, 0, 64));
    int vals[] = {0, 1, 2, 3, 100, -1};
    for (int val : vals) {
      OK(cudaMemcpy(v, &val, 4, cudaMemcpyHostToDevice));
      OK(cudaGraphLaunch(x, s));
      OK(cudaStreamSynchronize(s));
    }
    ints("switch counts after 0,1,2,3,100,-1", d, 3);
  }
  // while with default 1 and counter; nested if inside while
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaGraphConditionalHandle hw, hi;
    OK(cudaGraphConditionalHandleCreate(&hw, g, 1, cudaGraphCondAssignDefault));
    cudaGraph_t wb[1];
    cond(g, nullptr, 0, hw, cudaGraphCondTypeWhile, 1, wb, "while default 1");
    int *c = d + 600;
    void *cargs[] = {&hw, &c};
    cudaGraphNode_t cd = kernel(wb[0], nullptr, 0, (void *)countDown, cargs);
    SHOW(cudaGraphConditionalHandleCreate(&hi, wb[0], 0, 0));
    SHOW(cudaGraphConditionalHandleCreate(&hi, g, 0, 0));
    int *iv = d + 601;
    void *iargs[] = {&hi, &iv};
    cudaGraphNode_t si = kernel(wb[0], &cd, 1, (void *)setCond, iargs);
    cudaGraph_t ib[1];
    cond(wb[0], &si, 1, hi, cudaGraphCondTypeIf, 1, ib, "nested if in while body");
    int i5 = 5;
    void *ba[] = {&d, &i5};
    kernel(ib[0], nullptr, 0, (void *)bump, ba);
    cudaGraphExec_t x;
    SHOW(cudaGraphInstantiate(&x, g, 0));
    OK(cudaMemset(d, 0, 4096));
    int init[2] = {4, 1};
    OK(cudaMemcpy(c, init, 8, cudaMemcpyHostToDevice));
    SHOW(cudaGraphLaunch(x, s));
    SHOW(cudaStreamSynchronize(s));
    ints("while: counter, if-flag", c, 2);
    ints("nested if runs", d + 5, 1);
    size_t n = 0;
    OK(cudaGraphGetNodes(g, nullptr, &n));
    printf("outer nodes %zu\n", n);
  }
  // errors
  {
    cudaGraph_t g, other;
    OK(cudaGraphCreate(&g, 0));
    OK(cudaGraphCreate(&other, 0));
    cudaGraphConditionalHandle h, ho;
    SHOW(cudaGraphConditionalHandleCreate(&h, g, 0, 2));
    SHOW(cudaGraphConditionalHandleCreate(&h, g, 0, 0xff));
    SHOW(cudaGraphConditionalHandleCreate(nullptr, g, 0, 0));
    SHOW(cudaGraphConditionalHandleCreate(&h, nullptr, 0, 0));
    SHOW(cudaGraphConditionalHandleCreate(&h, g, 5, 0));
    SHOW(cudaGraphConditionalHandleCreate(&h, g, 0xffffffffu, cudaGraphCondAssignDefault));
    OK(cudaGraphConditionalHandleCreate(&h, g, 0, 0));
    OK(cudaGraphConditionalHandleCreate(&ho, other, 0, 0));
    cudaGraph_t b[4];
    cond(g, nullptr, 0, ho, cudaGraphCondTypeIf, 1, b, "if with another graph's handle");
    cond(g, nullptr, 0, h, cudaGraphCondTypeIf, 3, b, "if size 3");
    cond(g, nullptr, 0, h, cudaGraphCondTypeWhile, 2, b, "while size 2");
    cond(g, nullptr, 0, h, cudaGraphCondTypeWhile, 0, b, "while size 0");
    cond(g, nullptr, 0, h, cudaGraphCondTypeSwitch, 0, b, "switch size 0");
    cond(g, nullptr, 0, 0, cudaGraphCondTypeIf, 1, b, "if handle 0");
    cond(g, nullptr, 0, h, (cudaGraphConditionalNodeType)3, 1, b, "type 3");
    cudaGraphNode_t n1 = cond(g, nullptr, 0, h, cudaGraphCondTypeIf, 1, b, "if");
    cond(g, nullptr, 0, h, cudaGraphCondTypeIf, 1, b, "a second node of one handle");
    cudaGraphExec_t x;
    SHOW(cudaGraphInstantiate(&x, g, 0));
    SHOW(cudaGraphDestroyNode(n1));
    SHOW(cudaGetLastError());
    // empty body instantiates?
    cudaGraph_t e;
    OK(cudaGraphCreate(&e, 0));
    cudaGraphConditionalHandle he;
    OK(cudaGraphConditionalHandleCreate(&he, e, 1, cudaGraphCondAssignDefault));
    cond(e, nullptr, 0, he, cudaGraphCondTypeWhile, 1, b, "while with an empty body");
    SHOW(cudaGraphInstantiate(&x, e, 0));
    SHOW(cudaGraphLaunch(x, s));
    SHOW(cudaStreamSynchronize(s));
  }
  // conditional node through stream capture
  {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    OK(cudaStreamBeginCaptureToGraph(s, g, nullptr, nullptr, 0, cudaStreamCaptureModeGlobal));
    cudaStreamCaptureStatus st;
    cudaGraph_t cg;
    const cudaGraphNode_t *deps;
    size_t nd;
    OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &cg, &deps, nullptr, &nd));
    cudaGraphConditionalHandle h;
    OK(cudaGraphConditionalHandleCreate(&h, cg, 1, cudaGraphCondAssignDefault));
    Params p;
    p->type = cudaGraphNodeTypeConditional;
    p->conditional.handle = h;
    p->conditional.type = cudaGraphCondTypeIf;
    p->conditional.size = 1;
    cudaGraphNode_t cn;
    OK(cudaGraphAddNode(&cn, cg, deps, nullptr, nd, p.get()));
    OK(cudaStreamUpdateCaptureDependencies(s, &cn, nullptr, 1, cudaStreamSetCaptureDependencies));
    cudaGraph_t body = p->conditional.phGraph_out[0];
    // capture into the body
    cudaStream_t bs;
    OK(cudaStreamCreate(&bs));
    SHOW(cudaStreamBeginCaptureToGraph(bs, body, nullptr, nullptr, 0, cudaStreamCaptureModeRelaxed));
    bump<<<1, 1, 0, bs>>>(d, 7);
    cudaGraph_t bg;
    SHOW(cudaStreamEndCapture(bs, &bg));
    bump<<<1, 1, 0, s>>>(d, 8);
    cudaGraph_t out;
    OK(cudaStreamEndCapture(s, &out));
    cudaGraphExec_t x;
    SHOW(cudaGraphInstantiate(&x, g, 0));
    OK(cudaMemset(d, 0, 64));
    SHOW(cudaGraphLaunch(x, s));
    SHOW(cudaStreamSynchronize(s));
    ints("captured conditional: body, after", d + 7, 2);
  }
  return finish();
}
