// s_gr_update: cudaGraphExecUpdate for each kind of change, with the result
// info's node and from-node: parameters, function, grid, node type, a node
// added or removed, an edge added, removed or with other data, a memset of
// other shape, a memcpy of other kind, host node functions, child graphs of
// other topology, event nodes with other events, disabled nodes, attributes,
// an update into a destroyed-and-recreated-looking graph (a clone), and
// launches after each (values show which update took effect).
#include "g26.h"

static int hostCalls[4];
static void CUDART_CB hostA(void *arg) { hostCalls[(size_t)arg]++; }
static void CUDART_CB hostB(void *arg) { hostCalls[2 + (size_t)arg]++; }

struct Built {
  cudaGraph_t g;
  cudaGraphNode_t ms, k1, k2, cp, hn;
};

// build makes memset(a) -> k1(a) -> k2(a) -> cp(b<-a) -> host, with the
// given variations.
static Built build(int *a, int *b, int v1, int v2, int setv, bool mul2, dim3 grid2) {
  Built r;
  OK(cudaGraphCreate(&r.g, 0));
  cudaMemsetParams mp = {};
  mp.dst = a;
  mp.value = setv;
  mp.elementSize = 4;
  mp.width = 8;
  mp.height = 1;
  OK(cudaGraphAddMemsetNode(&r.ms, r.g, nullptr, 0, &mp));
  KArgs k1(addk, a, v1, 8);
  OK(cudaGraphAddKernelNode(&r.k1, r.g, &r.ms, 1, &k1.kp));
  KArgs k2(mul2 ? mulk : addk, a, v2, 8);
  k2.kp.gridDim = grid2;
  OK(cudaGraphAddKernelNode(&r.k2, r.g, &r.k1, 1, &k2.kp));
  OK(cudaGraphAddMemcpyNode1D(&r.cp, r.g, &r.k2, 1, b, a, 32, cudaMemcpyDeviceToDevice));
  cudaHostNodeParams hp = {hostA, (void *)0};
  OK(cudaGraphAddHostNode(&r.hn, r.g, &r.cp, 1, &hp));
  return r;
}
static void names(const Built &r, const char *p) {
  static char buf[128][16];
  static int used;
  const char *parts[5] = {"ms", "k1", "k2", "cp", "hn"};
  cudaGraphNode_t ns[5] = {r.ms, r.k1, r.k2, r.cp, r.hn};
  for (int i = 0; i < 5 && used < 128; i++) {
    snprintf(buf[used], 16, "%s.%s", p, parts[i]);
    nameIt(ns[i], buf[used++]);
  }
}

int main() {
  int *a, *b;
  REQUIRE(cudaMalloc(&a, 256));
  REQUIRE(cudaMalloc(&b, 256));
  OK(cudaMemset(b, 0, 256));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  Built base = build(a, b, 1, 2, 0, false, dim3(1));
  names(base, "base");
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, base.g, 0));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("base", b, 8);

  Built p = build(a, b, 10, 20, 1, false, dim3(1));
  names(p, "p");
  UPDATE(x, p.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after params update", b, 8);

  Built f = build(a, b, 10, 3, 1, true, dim3(1));
  names(f, "f");
  UPDATE(x, f.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after function update", b, 8);

  Built gr = build(a, b, 10, 3, 1, true, dim3(2));
  names(gr, "gr");
  UPDATE(x, gr.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after grid update", b, 8);

  // a node added
  Built add = build(a, b, 1, 1, 0, false, dim3(1));
  names(add, "add");
  cudaGraphNode_t extra;
  OK(cudaGraphAddEmptyNode(&extra, add.g, &add.hn, 1));
  nameIt(extra, "add.extra");
  UPDATE(x, add.g);
  // a node removed
  Built rem = build(a, b, 1, 1, 0, false, dim3(1));
  names(rem, "rem");
  OK(cudaGraphDestroyNode(rem.hn));
  UPDATE(x, rem.g);
  // an edge removed and another added (same count)
  Built ed = build(a, b, 1, 1, 0, false, dim3(1));
  names(ed, "ed");
  OK(cudaGraphRemoveDependencies(ed.g, &ed.k2, &ed.cp, nullptr, 1));
  OK(cudaGraphAddDependencies(ed.g, &ed.k1, &ed.cp, nullptr, 1));
  UPDATE(x, ed.g);
  // an extra edge
  Built ed2 = build(a, b, 1, 1, 0, false, dim3(1));
  names(ed2, "ed2");
  OK(cudaGraphAddDependencies(ed2.g, &ed2.ms, &ed2.cp, nullptr, 1));
  UPDATE(x, ed2.g);
  // an edge of other data (programmatic)
  Built ed3 = build(a, b, 1, 1, 0, false, dim3(1));
  names(ed3, "ed3");
  OK(cudaGraphRemoveDependencies(ed3.g, &ed3.k1, &ed3.k2, nullptr, 1));
  cudaGraphEdgeData pd = {};
  pd.type = cudaGraphDependencyTypeProgrammatic;
  pd.from_port = cudaGraphKernelNodePortProgrammatic;
  SHOW(cudaGraphAddDependencies(ed3.g, &ed3.k1, &ed3.k2, &pd, 1));
  UPDATE(x, ed3.g);
  // a node of another type in the same place (host -> empty)
  Built ty = build(a, b, 1, 1, 0, false, dim3(1));
  names(ty, "ty");
  OK(cudaGraphDestroyNode(ty.hn));
  cudaGraphNode_t e2;
  OK(cudaGraphAddEmptyNode(&e2, ty.g, &ty.cp, 1));
  nameIt(e2, "ty.empty");
  UPDATE(x, ty.g);
  // memset of another element size / shape
  Built m2 = build(a, b, 1, 1, 0, false, dim3(1));
  names(m2, "m2");
  cudaMemsetParams mp = {};
  mp.dst = a;
  mp.value = 7;
  mp.elementSize = 1;
  mp.width = 32;
  mp.height = 1;
  OK(cudaGraphMemsetNodeSetParams(m2.ms, &mp));
  UPDATE(x, m2.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after memset elementSize 1 update", b, 8);
  mp.elementSize = 4;
  mp.width = 4;
  mp.height = 2;
  mp.pitch = 16;
  OK(cudaGraphMemsetNodeSetParams(m2.ms, &mp));
  UPDATE(x, m2.g);
  // memset into other memory (another allocation)
  int *c2;
  REQUIRE(cudaMalloc(&c2, 256));
  mp.dst = c2;
  mp.width = 8;
  mp.height = 1;
  mp.pitch = 0;
  OK(cudaGraphMemsetNodeSetParams(m2.ms, &mp));
  UPDATE(x, m2.g);
  // memcpy of another kind: to the host
  Built mc = build(a, b, 1, 1, 0, false, dim3(1));
  names(mc, "mc");
  static int hostBuf[8];
  OK(cudaGraphMemcpyNodeSetParams1D(mc.cp, hostBuf, a, 32, cudaMemcpyDeviceToHost));
  UPDATE(x, mc.g);
  OK(cudaGraphMemcpyNodeSetParams1D(mc.cp, b, a, 16, cudaMemcpyDeviceToDevice));
  UPDATE(x, mc.g);
  OK(cudaGraphMemcpyNodeSetParams1D(mc.cp, b + 4, a, 32, cudaMemcpyDefault));
  UPDATE(x, mc.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after memcpy update", b, 12);
  // host node of another function
  Built hf = build(a, b, 1, 1, 0, false, dim3(1));
  names(hf, "hf");
  cudaHostNodeParams hp = {hostB, (void *)1};
  OK(cudaGraphHostNodeSetParams(hf.hn, &hp));
  UPDATE(x, hf.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  printf("host calls %d %d %d %d\n", hostCalls[0], hostCalls[1], hostCalls[2], hostCalls[3]);
  // disabled node in the source graph: the exec's enable state after update
  unsigned en = 9;
  OK(cudaGraphNodeSetEnabled(x, hf.k2, 0));
  OK(cudaGraphNodeGetEnabled(x, hf.k2, &en));
  printf("k2 enabled %u\n", en);
  UPDATE(x, hf.g);
  en = 9;
  OK(cudaGraphNodeGetEnabled(x, hf.k2, &en));
  printf("k2 enabled after update %u\n", en);
  en = 9;
  SHOW(cudaGraphNodeGetEnabled(x, base.k2, &en));
  printf("base.k2 enabled %u\n", en);
  // attribute changed in the source
  Built at = build(a, b, 1, 1, 0, false, dim3(1));
  names(at, "at");
  cudaLaunchAttributeValue av = {};
  av.priority = -3;
  OK(cudaGraphKernelNodeSetAttribute(at.k1, cudaLaunchAttributePriority, &av));
  UPDATE(x, at.g);
  Built at2 = build(a, b, 1, 1, 0, false, dim3(1));
  names(at2, "at2");
  av = {};
  av.clusterDim.x = 1;
  av.clusterDim.y = 1;
  av.clusterDim.z = 1;
  OK(cudaGraphKernelNodeSetAttribute(at2.k1, cudaLaunchAttributeClusterDimension, &av));
  UPDATE(x, at2.g);
  Built at3 = build(a, b, 1, 1, 0, false, dim3(1));
  names(at3, "at3");
  av = {};
  av.cooperative = 1;
  OK(cudaGraphKernelNodeSetAttribute(at3.k1, cudaLaunchAttributeCooperative, &av));
  UPDATE(x, at3.g);
  // clone of base: succeeds
  cudaGraph_t cl;
  OK(cudaGraphClone(&cl, base.g));
  UPDATE(x, cl);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after update from the clone of base", b, 8);
  // bad arguments
  cudaGraphExecUpdateResultInfo ui;
  SHOW(cudaGraphExecUpdate(x, base.g, nullptr));
  SHOW(cudaGraphExecUpdate(nullptr, base.g, &ui));
  SHOW(cudaGraphExecUpdate(x, nullptr, &ui));
  SHOW(cudaGetLastError());
  // child graphs
  cudaGraph_t outer1, outer2, in1, in2;
  OK(cudaGraphCreate(&outer1, 0));
  OK(cudaGraphCreate(&outer2, 0));
  OK(cudaGraphCreate(&in1, 0));
  OK(cudaGraphCreate(&in2, 0));
  cudaGraphNode_t i1, i2, i3, o1, o2;
  KArgs ka(addk, a, 5, 8);
  OK(cudaGraphAddKernelNode(&i1, in1, nullptr, 0, &ka.kp));
  nameIt(i1, "in1.k");
  OK(cudaGraphAddKernelNode(&i2, in2, nullptr, 0, &ka.kp));
  nameIt(i2, "in2.k");
  OK(cudaGraphAddKernelNode(&i3, in2, &i2, 1, &ka.kp));
  nameIt(i3, "in2.k2");
  OK(cudaGraphAddChildGraphNode(&o1, outer1, nullptr, 0, in1));
  nameIt(o1, "outer1.child");
  OK(cudaGraphAddChildGraphNode(&o2, outer2, nullptr, 0, in2));
  nameIt(o2, "outer2.child");
  cudaGraphExec_t ox;
  REQUIRE(cudaGraphInstantiate(&ox, outer1, 0));
  UPDATE(ox, outer2);
  SHOW(cudaGraphExecChildGraphNodeSetParams(ox, o1, in2));
  SHOW(cudaGraphExecChildGraphNodeSetParams(ox, o1, in1));
  SHOW(cudaGraphExecChildGraphNodeSetParams(ox, o2, in1));
  SHOW(cudaGetLastError());
  // event nodes
  cudaEvent_t e1, e3;
  OK(cudaEventCreate(&e1));
  OK(cudaEventCreate(&e3));
  cudaGraph_t eg1, eg2;
  OK(cudaGraphCreate(&eg1, 0));
  OK(cudaGraphCreate(&eg2, 0));
  cudaGraphNode_t r1, r2, w1, w2;
  OK(cudaGraphAddEventRecordNode(&r1, eg1, nullptr, 0, e1));
  OK(cudaGraphAddEventWaitNode(&w1, eg1, &r1, 1, e1));
  OK(cudaGraphAddEventRecordNode(&r2, eg2, nullptr, 0, e3));
  OK(cudaGraphAddEventWaitNode(&w2, eg2, &r2, 1, e3));
  nameIt(r1, "eg1.rec");
  nameIt(w1, "eg1.wait");
  nameIt(r2, "eg2.rec");
  nameIt(w2, "eg2.wait");
  cudaGraphExec_t ex;
  REQUIRE(cudaGraphInstantiate(&ex, eg1, 0));
  UPDATE(ex, eg2);
  OK(cudaGraphLaunch(ex, s));
  OK(cudaStreamSynchronize(s));
  SHOW(cudaEventQuery(e3));
  // update while launched work is pending is allowed: relaunch
  OK(cudaGraphLaunch(x, s));
  UPDATE(x, p.g);
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  ints("after two launches around an update", b, 8);
  SHOW(cudaGetLastError());
  return finish();
}
