// s_gr_order: the order of roots, dependencies, dependents and edges under
// each change: nodes made with several dependencies, edges removed from the
// front, middle and end of a node's lists and added back, a node destroyed
// whose dependents become roots (several at once), roots gaining and losing
// dependencies, a clone after such changes (does it keep the lists or
// rebuild them?), a clone of the clone, and a captured graph's lists.
#include "g26.h"

static void lists(const char *what, cudaGraph_t g) {
  nodes(what, g);
  size_t n = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphNode_t ns[64];
  cudaGraphGetNodes(g, ns, &n);
  for (size_t i = 0; i < n; i++) {
    cudaGraphNode_t l[64];
    size_t c = 64;
    cudaGraphNodeGetDependencies(ns[i], l, nullptr, &c);
    printf("  %s deps:", nm(ns[i]));
    for (size_t j = 0; j < c; j++) printf(" %s", nm(l[j]));
    c = 64;
    cudaGraphNodeGetDependentNodes(ns[i], l, nullptr, &c);
    printf(" outs:");
    for (size_t j = 0; j < c; j++) printf(" %s", nm(l[j]));
    printf("\n");
  }
}
static char names[160][8];
static int named;
static cudaGraphNode_t add(cudaGraph_t g, std::initializer_list<cudaGraphNode_t> deps, const char *prefix) {
  cudaGraphNode_t d[16];
  size_t k = 0;
  for (auto x : deps) d[k++] = x;
  cudaGraphNode_t n = nullptr;
  cudaError_t e = cudaGraphAddEmptyNode(&n, g, k ? d : nullptr, k);
  if (e) printf("add: %s\n", cudaGetErrorName(e));
  snprintf(names[named], 8, "%s%d", prefix, named);
  nameIt(n, names[named++]);
  return n;
}

int main() {
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t a = add(g, {}, "r"), b = add(g, {}, "r"), c = add(g, {}, "r"), d = add(g, {}, "r");
  cudaGraphNode_t x = add(g, {a, b, c, d}, "x");
  cudaGraphNode_t y = add(g, {d, c, b, a}, "y");
  cudaGraphNode_t z = add(g, {x}, "z");
  cudaGraphNode_t w = add(g, {x}, "w");
  cudaGraphNode_t v = add(g, {x, y}, "v");
  lists("start", g);
  // remove from the front, middle, end of x's deps
  OK(cudaGraphRemoveDependencies(g, &a, &x, nullptr, 1));
  lists("x lost a (front)", g);
  OK(cudaGraphRemoveDependencies(g, &c, &x, nullptr, 1));
  lists("x lost c (middle)", g);
  OK(cudaGraphAddDependencies(g, &a, &x, nullptr, 1));
  OK(cudaGraphAddDependencies(g, &c, &x, nullptr, 1));
  lists("x got a and c back", g);
  // roots losing and regaining: d gets a dependency, then loses it
  OK(cudaGraphAddDependencies(g, &b, &d, nullptr, 1));
  lists("d depends on b", g);
  OK(cudaGraphRemoveDependencies(g, &b, &d, nullptr, 1));
  lists("d a root again", g);
  // x's dependents lose x from the middle
  OK(cudaGraphRemoveDependencies(g, &x, &w, nullptr, 1));
  lists("w lost x", g);
  // clone now: its nodes named after their originals
  cudaGraph_t c1;
  OK(cudaGraphClone(&c1, g));
  cudaGraphNode_t orig[] = {a, b, c, d, x, y, z, w, v};
  cudaGraphNode_t cl[9];
  for (int i = 0; i < 9; i++) {
    cl[i] = nullptr;
    cudaGraphNodeFindInClone(&cl[i], orig[i], c1);
    snprintf(names[named], 8, "c%s", nm(orig[i]));
    nameIt(cl[i], names[named++]);
  }
  lists("clone", c1);
  cudaGraph_t c2;
  OK(cudaGraphClone(&c2, c1));
  for (int i = 0; i < 9; i++) {
    cudaGraphNode_t cc = nullptr;
    cudaGraphNodeFindInClone(&cc, cl[i], c2);
    snprintf(names[named], 8, "cc%s", nm(orig[i]));
    nameIt(cc, names[named++]);
  }
  lists("clone of clone", c2);
  // destroy x: z, v lose it; z and w become roots
  OK(cudaGraphDestroyNode(x));
  lists("x destroyed", g);
  // destroy a root with several dependents
  OK(cudaGraphDestroyNode(d));
  lists("d destroyed", g);
  // destroy the first node
  OK(cudaGraphDestroyNode(a));
  lists("a destroyed", g);
  // a new node and a new root
  cudaGraphNode_t u = add(g, {}, "u");
  cudaGraphNode_t t = add(g, {u, v, b}, "t");
  (void)t;
  lists("u and t added", g);
  // capture: a fork and join
  cudaStream_t s1, s2;
  REQUIRE(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  cudaEvent_t e1, e2;
  OK(cudaEventCreateWithFlags(&e1, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&e2, cudaEventDisableTiming));
  int *dv;
  REQUIRE(cudaMalloc(&dv, 1024));
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  OK(cudaMemsetAsync(dv, 0, 64, s1));
  OK(cudaEventRecord(e1, s1));
  OK(cudaStreamWaitEvent(s2, e1, 0));
  OK(cudaMemsetAsync(dv + 64, 0, 64, s2));
  OK(cudaMemsetAsync(dv + 128, 0, 64, s1));
  OK(cudaMemsetAsync(dv + 192, 0, 64, s2));
  OK(cudaEventRecord(e2, s2));
  OK(cudaStreamWaitEvent(s1, e2, 0));
  OK(cudaMemsetAsync(dv + 256, 0, 64, s1));
  cudaGraph_t cap;
  OK(cudaStreamEndCapture(s1, &cap));
  size_t n = 0;
  OK(cudaGraphGetNodes(cap, nullptr, &n));
  cudaGraphNode_t ns[16];
  OK(cudaGraphGetNodes(cap, ns, &n));
  for (size_t i = 0; i < n; i++) {
    snprintf(names[named], 8, "m%zu", i);
    nameIt(ns[i], names[named++]);
  }
  lists("captured", cap);
  // two independent captured streams with no join: the roots
  OK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  OK(cudaEventRecord(e1, s1));
  OK(cudaStreamWaitEvent(s2, e1, 0));
  OK(cudaMemsetAsync(dv, 0, 64, s1));
  OK(cudaMemsetAsync(dv + 64, 0, 64, s2));
  OK(cudaEventRecord(e2, s2));
  OK(cudaStreamWaitEvent(s1, e2, 0));
  OK(cudaStreamEndCapture(s1, &cap));
  n = 16;
  OK(cudaGraphGetNodes(cap, ns, &n));
  for (size_t i = 0; i < n; i++) {
    snprintf(names[named], 8, "q%zu", i);
    nameIt(ns[i], names[named++]);
  }
  lists("captured, two roots", cap);
  return finish();
}
