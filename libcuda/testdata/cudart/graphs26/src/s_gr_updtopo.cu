// s_gr_updtopo: which node cudaGraphExecUpdate names for each topology
// change of a chain of five and a diamond: an edge moved (at each place of
// the chain), an edge added (at each place), an edge removed, two edges
// swapped, a dependency replaced by another of the same count, nodes
// reordered by creation, a node of another type at each place, and the
// result info's errorFromNode.
#include "g26.h"

static const char *nn[] = {"n0", "n1", "n2", "n3", "n4", "n5"};
// chain makes n0 -> n1 -> n2 -> n3 -> n4 of empty nodes (kernel at kpos).
static cudaGraph_t chain(cudaGraphNode_t *n, int kpos, int *d) {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  for (int i = 0; i < 5; i++) {
    cudaGraphNode_t *dep = i ? &n[i - 1] : nullptr;
    if (i == kpos) {
      KArgs k(addk, d, 1, 8);
      cudaGraphAddKernelNode(&n[i], g, dep, i ? 1 : 0, &k.kp);
    } else {
      cudaGraphAddEmptyNode(&n[i], g, dep, i ? 1 : 0);
    }
    nameIt(n[i], nn[i]);
  }
  return g;
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256));
  cudaGraphNode_t b[5];
  cudaGraph_t base = chain(b, -1, d);
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, base, 0));
  cudaGraphNode_t n[5];
  for (int i = 1; i < 4; i++) {
    // move edge (i-1 -> i) to (i-1 -> i+1)... keep counts: i+1 gets two deps
    cudaGraph_t g = chain(n, -1, d);
    cudaGraphRemoveDependencies(g, &n[i - 1], &n[i], nullptr, 1);
    cudaGraphAddDependencies(g, &n[i - 1], &n[i + 1], nullptr, 1);
    printf("edge %d->%d moved to %d->%d: ", i - 1, i, i - 1, i + 1);
    UPDATE(x, g);
  }
  for (int i = 0; i < 3; i++) {
    cudaGraph_t g = chain(n, -1, d);
    cudaGraphAddDependencies(g, &n[i], &n[i + 2], nullptr, 1);
    printf("edge %d->%d added: ", i, i + 2);
    UPDATE(x, g);
  }
  for (int i = 1; i < 5; i++) {
    cudaGraph_t g = chain(n, -1, d);
    cudaGraphRemoveDependencies(g, &n[i - 1], &n[i], nullptr, 1);
    printf("edge %d->%d removed: ", i - 1, i);
    UPDATE(x, g);
  }
  for (int i = 2; i < 5; i++) {
    // n[i] depends on n[i-2] instead of n[i-1]
    cudaGraph_t g = chain(n, -1, d);
    cudaGraphRemoveDependencies(g, &n[i - 1], &n[i], nullptr, 1);
    cudaGraphAddDependencies(g, &n[i - 2], &n[i], nullptr, 1);
    printf("n%d depends on n%d instead: ", i, i - 2);
    UPDATE(x, g);
  }
  for (int i = 0; i < 5; i++) {
    cudaGraph_t g = chain(n, i, d);
    printf("kernel at %d: ", i);
    UPDATE(x, g);
  }
  {
    // the same chain made in another creation order: n4 first... (reverse)
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t r[5];
    for (int i = 0; i < 5; i++) {
      cudaGraphAddEmptyNode(&r[i], g, nullptr, 0);
      nameIt(r[i], nn[i]);
    }
    for (int i = 4; i > 0; i--) cudaGraphAddDependencies(g, &r[i - 1], &r[i], nullptr, 1);
    printf("edges added last, backwards: ");
    UPDATE(x, g);
  }
  // diamond: a -> b, a -> c, b -> d, c -> d
  cudaGraph_t dg;
  cudaGraphCreate(&dg, 0);
  cudaGraphNode_t q[4];
  cudaGraphAddEmptyNode(&q[0], dg, nullptr, 0);
  cudaGraphAddEmptyNode(&q[1], dg, &q[0], 1);
  cudaGraphAddEmptyNode(&q[2], dg, &q[0], 1);
  cudaGraphNode_t bc[2] = {q[1], q[2]};
  cudaGraphAddEmptyNode(&q[3], dg, bc, 2);
  cudaGraphExec_t dx;
  REQUIRE(cudaGraphInstantiate(&dx, dg, 0));
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t p[4];
    cudaGraphAddEmptyNode(&p[0], g, nullptr, 0);
    cudaGraphAddEmptyNode(&p[1], g, &p[0], 1);
    cudaGraphAddEmptyNode(&p[2], g, &p[0], 1);
    cudaGraphNode_t cb[2] = {p[2], p[1]};
    cudaGraphAddEmptyNode(&p[3], g, cb, 2);
    for (int i = 0; i < 4; i++) nameIt(p[i], nn[i]);
    printf("diamond, join's deps in the other order: ");
    UPDATE(dx, g);
  }
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t p[4];
    cudaGraphAddEmptyNode(&p[0], g, nullptr, 0);
    cudaGraphAddEmptyNode(&p[1], g, &p[0], 1);
    cudaGraphAddEmptyNode(&p[2], g, &p[1], 1);
    cudaGraphNode_t cb[2] = {p[1], p[2]};
    cudaGraphAddEmptyNode(&p[3], g, cb, 2);
    for (int i = 0; i < 4; i++) nameIt(p[i], nn[i]);
    printf("diamond, c after b: ");
    UPDATE(dx, g);
  }
  {
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t p[4];
    cudaGraphAddEmptyNode(&p[0], g, nullptr, 0);
    cudaGraphAddEmptyNode(&p[2], g, &p[0], 1);
    cudaGraphAddEmptyNode(&p[1], g, &p[0], 1);
    cudaGraphNode_t cb[2] = {p[1], p[2]};
    cudaGraphAddEmptyNode(&p[3], g, cb, 2);
    for (int i = 0; i < 4; i++) nameIt(p[i], nn[i]);
    printf("diamond, b and c made the other way round: ");
    UPDATE(dx, g);
  }
  return finish();
}
