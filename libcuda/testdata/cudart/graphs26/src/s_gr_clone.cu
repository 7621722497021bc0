// s_gr_clone: cudaGraphClone and cudaGraphNodeFindInClone (nodes of the
// original, of another graph, of a child graph, after the original changed),
// the order of cudaGraphGetNodes, GetRootNodes, GetEdges and a node's
// dependencies and dependents after adds, removals and destroys, in the
// original and the clone; a clone's independence (setting its parameters
// leaves the original's launches alone); cloning a clone.
#include "g26.h"

int main() {
  int *a;
  REQUIRE(cudaMalloc(&a, 256));
  OK(cudaMemset(a, 0, 256));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  cudaGraph_t g, child;
  OK(cudaGraphCreate(&g, 0));
  OK(cudaGraphCreate(&child, 0));
  cudaGraphNode_t n[8], ck;
  // each kernel its own 8 ints: the branches of the graph are unordered
  KArgs k0(addk, a, 1, 8), k1(addk, a + 8, 10, 8), k2(mulk, a + 16, 2, 8);
  OK(cudaGraphAddKernelNode(&n[0], g, nullptr, 0, &k0.kp));
  OK(cudaGraphAddEmptyNode(&n[1], g, nullptr, 0));
  OK(cudaGraphAddKernelNode(&n[2], g, &n[0], 1, &k1.kp));
  cudaGraphNode_t d23[2] = {n[1], n[2]};
  OK(cudaGraphAddEmptyNode(&n[3], g, d23, 2));
  OK(cudaGraphAddKernelNode(&ck, child, nullptr, 0, &k2.kp));
  OK(cudaGraphAddChildGraphNode(&n[4], g, &n[3], 1, child));
  OK(cudaGraphAddEmptyNode(&n[5], g, nullptr, 0));
  cudaGraphNode_t d6[3] = {n[5], n[4], n[0]};
  OK(cudaGraphAddEmptyNode(&n[6], g, d6, 3));
  const char *names[] = {"n0", "n1", "n2", "n3", "n4", "n5", "n6"};
  for (int i = 0; i < 7; i++) nameIt(n[i], names[i]);
  nameIt(ck, "child.k");
  nodes("g", g);
  cudaGraphNode_t list[8];
  size_t cnt = 8;
  OK(cudaGraphNodeGetDependencies(n[6], list, nullptr, &cnt));
  printf("deps of n6:");
  for (size_t i = 0; i < cnt; i++) printf(" %s", nm(list[i]));
  printf("\n");
  cnt = 8;
  OK(cudaGraphNodeGetDependentNodes(n[0], list, nullptr, &cnt));
  printf("\ndependents of n0:");
  for (size_t i = 0; i < cnt; i++) printf(" %s", nm(list[i]));
  printf("\n");

  cudaGraph_t c1;
  OK(cudaGraphClone(&c1, g));
  cudaGraphNode_t cn[8];
  char cnames[8][8];
  for (int i = 0; i < 7; i++) {
    cn[i] = nullptr;
    OK(cudaGraphNodeFindInClone(&cn[i], n[i], c1));
    snprintf(cnames[i], 8, "c%d", i);
    nameIt(cn[i], cnames[i]);
    printf("n%d in clone is %s\n", i, cn[i] == n[i] ? "the same handle" : "another handle");
  }
  nodes("clone", c1);
  cudaGraphNode_t junk = nullptr;
  SHOW(cudaGraphNodeFindInClone(&junk, ck, c1));
  SHOW(cudaGraphNodeFindInClone(&junk, cn[0], c1));
  SHOW(cudaGraphNodeFindInClone(&junk, n[0], g));
  SHOW(cudaGraphNodeFindInClone(&junk, n[0], child));
  SHOW(cudaGraphNodeFindInClone(nullptr, n[0], c1));
  SHOW(cudaGraphNodeFindInClone(&junk, nullptr, c1));
  SHOW(cudaGraphNodeFindInClone(&junk, n[0], nullptr));
  SHOW(cudaGetLastError());
  // child graph node of the clone: its graph is another copy
  cudaGraph_t gc, cc;
  OK(cudaGraphChildGraphNodeGetGraph(n[4], &gc));
  OK(cudaGraphChildGraphNodeGetGraph(cn[4], &cc));
  printf("child of g is %s, child of clone is %s\n", gc == child ? "child" : "a copy", cc == gc ? "g's" : "another");
  cudaGraphNode_t cck;
  size_t one = 1;
  OK(cudaGraphGetNodes(gc, &cck, &one));
  nameIt(cck, "g.child.k");
  SHOW(cudaGraphNodeFindInClone(&junk, cck, cc));
  // a node added to g after the clone
  cudaGraphNode_t late;
  OK(cudaGraphAddEmptyNode(&late, g, nullptr, 0));
  nameIt(late, "late");
  SHOW(cudaGraphNodeFindInClone(&junk, late, c1));
  // destroy n2 in g: clone keeps c2
  OK(cudaGraphDestroyNode(n[2]));
  nodes("g after destroying n2", g);
  nodes("clone after g's destroy", c1);
  SHOW(cudaGraphNodeFindInClone(&junk, n[3], c1));
  printf("n3 in clone: %s\n", nm(junk));
  // remove and re-add edges: order
  OK(cudaGraphRemoveDependencies(c1, &cn[5], &cn[6], nullptr, 1));
  OK(cudaGraphAddDependencies(c1, &cn[5], &cn[6], nullptr, 1));
  OK(cudaGraphRemoveDependencies(c1, &cn[0], &cn[2], nullptr, 1));
  OK(cudaGraphAddDependencies(c1, &cn[1], &cn[0], nullptr, 1));
  nodes("clone after edge changes", c1);
  cnt = 8;
  OK(cudaGraphNodeGetDependencies(cn[6], list, nullptr, &cnt));
  printf("deps of c6:");
  for (size_t i = 0; i < cnt; i++) printf(" %s", nm(list[i]));
  printf("\n");
  // a clone of the clone
  cudaGraph_t c2;
  OK(cudaGraphClone(&c2, c1));
  cudaGraphNode_t cc0;
  SHOW(cudaGraphNodeFindInClone(&cc0, cn[0], c2));
  nameIt(cc0, "cc0");
  SHOW(cudaGraphNodeFindInClone(&junk, n[0], c2));
  nameIt(junk, "c2's n0");
  nodes("clone of clone", c2);
  // independence: change the clone's kernel, launch both
  KArgs k9(addk, a, 1000, 8);
  OK(cudaMemset(a, 0, 256));
  OK(cudaMemset(a + 16, 0, 32));
  OK(cudaGraphKernelNodeSetParams(cn[0], &k9.kp));
  cudaGraphExec_t xg, xc;
  REQUIRE(cudaGraphInstantiate(&xg, g, 0));
  REQUIRE(cudaGraphInstantiate(&xc, c1, 0));
  OK(cudaGraphLaunch(xg, s));
  OK(cudaStreamSynchronize(s));
  ints("after g", a, 24);
  OK(cudaGraphLaunch(xc, s));
  OK(cudaStreamSynchronize(s));
  ints("after clone", a, 24);
  // clone of an empty graph, and of NULL
  cudaGraph_t e, ec;
  OK(cudaGraphCreate(&e, 0));
  OK(cudaGraphClone(&ec, e));
  nodes("clone of empty", ec);
  SHOW(cudaGraphClone(nullptr, g));
  SHOW(cudaGraphClone(&ec, nullptr));
  SHOW(cudaGetLastError());
  // destroying the original leaves the clone usable
  OK(cudaGraphExecDestroy(xg));
  OK(cudaGraphDestroy(g));
  OK(cudaGraphLaunch(xc, s));
  OK(cudaStreamSynchronize(s));
  ints("clone exec after g destroyed", a, 24);
  nodes("clone after g destroyed", c1);
  return finish();
}
