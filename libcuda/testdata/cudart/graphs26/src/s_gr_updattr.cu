// s_gr_updattr: cudaGraphExecUpdate when only a kernel node's attributes
// differ: each attribute set to a value in the new graph (and, the other
// way round, set in the executable's graph and back to the default in the
// new one), the result and node; cudaGraphExecKernelNodeSetParams after
// attributes; the exec's launches still run.
#include "g26.h"

struct Attr {
  const char *name;
  cudaLaunchAttributeID id;
  unsigned w0, w1, w2;
};

static cudaGraph_t one(int *d, cudaGraphNode_t *k, const Attr *a) {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  KArgs ka(addk, d, 1, 8);
  ka.kp.gridDim = dim3(4);
  cudaGraphAddKernelNode(k, g, nullptr, 0, &ka.kp);
  nameIt(*k, "k");
  if (a) {
    cudaLaunchAttributeValue v;
    memset(&v, 0, sizeof v);
    unsigned *w = (unsigned *)&v;
    w[0] = a->w0;
    w[1] = a->w1;
    w[2] = a->w2;
    if (a->id == cudaLaunchAttributeAccessPolicyWindow) {
      v.accessPolicyWindow.base_ptr = d;
      v.accessPolicyWindow.num_bytes = 256;
      v.accessPolicyWindow.hitRatio = 0.5f;
      v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
      v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    }
    cudaError_t e = cudaGraphKernelNodeSetAttribute(*k, a->id, &v);
    if (e) printf("set %s: %s\n", a->name, cudaGetErrorName(e));
    cudaGetLastError();
  }
  return g;
}

int main() {
  int *d;
  REQUIRE(cudaMalloc(&d, 256));
  OK(cudaMemset(d, 0, 256));
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  Attr attrs[] = {
      {"window", cudaLaunchAttributeAccessPolicyWindow, 0, 0, 0},
      {"cooperative", cudaLaunchAttributeCooperative, 1, 0, 0},
      {"cluster 2", cudaLaunchAttributeClusterDimension, 2, 1, 1},
      {"cluster 1", cudaLaunchAttributeClusterDimension, 1, 1, 1},
      {"policy spread", cudaLaunchAttributeClusterSchedulingPolicyPreference, 1, 0, 0},
      {"priority -3", cudaLaunchAttributePriority, (unsigned)-3, 0, 0},
      {"domain map", cudaLaunchAttributeMemSyncDomainMap, 0x0101, 0, 0},
      {"domain 1", cudaLaunchAttributeMemSyncDomain, 1, 0, 0},
      {"carveout 50", cudaLaunchAttributePreferredSharedMemoryCarveout, 50, 0, 0},
  };
  for (const Attr &a : attrs) {
    cudaGraphNode_t k0, k1;
    cudaGraph_t g0 = one(d, &k0, nullptr);
    cudaGraphExec_t x;
    REQUIRE(cudaGraphInstantiate(&x, g0, 0));
    cudaGraph_t g1 = one(d, &k1, &a);
    printf("%-14s default -> set: ", a.name);
    UPDATE(x, g1);
    cudaError_t le = cudaGraphLaunch(x, s);
    cudaError_t se = cudaStreamSynchronize(s);
    printf("  launch %s sync %s\n", cudaGetErrorName(le), cudaGetErrorName(se));
    cudaGraph_t g2 = one(d, &k0, nullptr);
    printf("%-14s set -> default: ", a.name);
    UPDATE(x, g2);
    cudaGraphExec_t y;
    REQUIRE(cudaGraphInstantiate(&y, g1, 0));
    printf("%-14s exec of set -> default: ", a.name);
    UPDATE(y, g2);
    printf("%-14s exec of set -> set: ", a.name);
    UPDATE(y, g1);
    KArgs kb(addk, d, 2, 8);
    kb.kp.gridDim = dim3(4);
    SHOW(cudaGraphExecKernelNodeSetParams(y, k1, &kb.kp));
    le = cudaGraphLaunch(y, s);
    se = cudaStreamSynchronize(s);
    printf("  launch %s sync %s\n", cudaGetErrorName(le), cudaGetErrorName(se));
    cudaGetLastError();
    cudaGraphExecDestroy(x);
    cudaGraphExecDestroy(y);
  }
  ints("d", d, 8);
  return finish();
}
