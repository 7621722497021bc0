// s_gr_ids: CUDA 13.0's cudaGraphGetId and cudaGraphExecGetId (ids relative
// to the first one: new graphs, clones, captured graphs, child graph copies,
// conditional bodies, executables, destroyed and recreated), and the
// capture ids of cudaStreamGetCaptureInfo relative to each other.
#include "g26.h"

static unsigned base;
static void gid(const char *what, cudaGraph_t g) {
  unsigned id = 0;
  cudaError_t e = cudaGraphGetId(g, &id);
  if (!base) base = id;
  printf("%-32s graph id %s base%+d\n", what, cudaGetErrorName(e), (int)(id - base));
}
static void xid(const char *what, cudaGraphExec_t x) {
  unsigned id = 0;
  cudaError_t e = cudaGraphExecGetId(x, &id);
  printf("%-32s exec id %s base%+d\n", what, cudaGetErrorName(e), (int)(id - base));
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t g1, g2, c1, child;
  OK(cudaGraphCreate(&g1, 0));
  gid("g1", g1);
  OK(cudaGraphCreate(&g2, 0));
  gid("g2", g2);
  OK(cudaGraphClone(&c1, g1));
  gid("clone of g1", c1);
  OK(cudaGraphCreate(&child, 0));
  gid("child", child);
  cudaGraphNode_t cn;
  KArgs ka(addk, d, 1, 8);
  cudaGraphNode_t k;
  OK(cudaGraphAddKernelNode(&k, child, nullptr, 0, &ka.kp));
  OK(cudaGraphAddChildGraphNode(&cn, g1, nullptr, 0, child));
  cudaGraph_t emb;
  OK(cudaGraphChildGraphNodeGetGraph(cn, &emb));
  gid("embedded child", emb);
  cudaGraph_t c2;
  OK(cudaGraphClone(&c2, g1));
  gid("clone of g1 with child", c2);
  cudaGraphNode_t ccn;
  OK(cudaGraphNodeFindInClone(&ccn, cn, c2));
  cudaGraph_t cemb;
  OK(cudaGraphChildGraphNodeGetGraph(ccn, &cemb));
  gid("clone's embedded child", cemb);
  cudaGraphExec_t x1, x2;
  OK(cudaGraphInstantiate(&x1, g1, 0));
  xid("exec of g1", x1);
  OK(cudaGraphInstantiate(&x2, g1, 0));
  xid("second exec of g1", x2);
  gid("g1 after instantiation", g1);
  cudaGraph_t g3;
  OK(cudaGraphCreate(&g3, 0));
  gid("g3 after two execs", g3);
  OK(cudaGraphDestroy(g3));
  OK(cudaGraphCreate(&g3, 0));
  gid("g3 again", g3);
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  unsigned long long cid1 = 0, cid2 = 0;
  cudaStreamCaptureStatus st;
  cudaGraph_t cg;
  OK(cudaStreamGetCaptureInfo(s, &st, &cid1, &cg));
  gid("capturing graph", cg);
  addk<<<1, 32, 0, s>>>(d, 1, 8);
  cudaGraph_t cap;
  OK(cudaStreamEndCapture(s, &cap));
  gid("captured", cap);
  printf("captured is the capturing graph %d\n", cap == cg);
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  OK(cudaStreamGetCaptureInfo(s, &st, &cid2));
  OK(cudaStreamEndCapture(s, &cap));
  printf("capture ids differ by %lld\n", (long long)(cid2 - cid1));
  gid("second captured", cap);
  cudaGraphConditionalHandle h;
  OK(cudaGraphConditionalHandleCreate(&h, g2, 0, 0));
  Params p;
  p->type = cudaGraphNodeTypeConditional;
  p->conditional.handle = h;
  p->conditional.type = cudaGraphCondTypeSwitch;
  p->conditional.size = 2;
  cudaGraphNode_t c;
  OK(cudaGraphAddNode(&c, g2, nullptr, nullptr, 0, p.get()));
  gid("switch body 0", p->conditional.phGraph_out[0]);
  gid("switch body 1", p->conditional.phGraph_out[1]);
  cudaGraphExec_t x3;
  OK(cudaGraphInstantiate(&x3, g2, 0));
  xid("exec of g2", x3);
  unsigned id;
  SHOW(cudaGraphGetId(nullptr, &id));
  SHOW(cudaGraphGetId(g1, nullptr));
  SHOW(cudaGraphExecGetId(nullptr, &id));
  SHOW(cudaGraphExecGetId(x1, nullptr));
  SHOW(cudaGetLastError());
  return finish();
}
