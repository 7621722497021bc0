// s_bfs: level-synchronous breadth-first search on a random graph of
// 2^15 vertices (CSR, 0-24 edges each): the frontier kept as a queue,
// appended to with warp-aggregated atomicAdd (a ballot, one atomic per
// warp), vertices claimed with atomicCAS on their level, then
// connected-component labels by min-label propagation with atomicMin
// until nothing changes. Levels and labels are the same in any order.
#include "k25.h"

constexpr int V = 1 << 15;

__global__ void expand(const int *rowPtr, const int *col, int *level, const int *front, int frontSize, int *next, int *nextSize, int depth) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  bool active = t < frontSize;
  int v = active ? front[t] : 0;
  int begin = active ? rowPtr[v] : 0, end = active ? rowPtr[v + 1] : 0;
  int maxDeg = end - begin;
  for (int o = 16; o; o >>= 1) maxDeg = max(maxDeg, __shfl_xor_sync(0xffffffffu, maxDeg, o));
  for (int e = 0; e < maxDeg; e++) {
    int u = -1;
    if (begin + e < end) {
      int w = col[begin + e];
      if (atomicCAS(&level[w], -1, depth + 1) == -1) u = w;
    }
    unsigned want = __ballot_sync(0xffffffffu, u >= 0);
    int base = 0;
    if (lane == 0 && want) base = atomicAdd(nextSize, __popc(want));
    base = __shfl_sync(0xffffffffu, base, 0);
    if (u >= 0) next[base + __popc(want & ((1u << lane) - 1))] = u;
  }
}

__global__ void propagate(const int *rowPtr, const int *col, int *label, int *changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= V) return;
  int l = label[v];
  for (int j = rowPtr[v]; j < rowPtr[v + 1]; j++) l = min(l, label[col[j]]);
  for (int j = rowPtr[v]; j < rowPtr[v + 1]; j++)
    if (atomicMin(&label[col[j]], l) > l) *changed = 1;
  if (atomicMin(&label[v], l) > l) *changed = 1;
}

int main() {
  std::vector<std::vector<int>> adj(V);
  unsigned s = 10;
  for (int v = 0; v < V; v++) {
    int deg = lcg(s) % 25 < 3 ? 0 : lcg(s) % 6;
    for (int k = 0; k < deg; k++) {
      int u = (v + 1 + lcg(s) % (k < 3 ? 64 : V - 1)) % V;
      adj[v].push_back(u), adj[u].push_back(v);
    }
  }
  std::vector<int> rowPtr(V + 1), col;
  for (int v = 0; v < V; v++) rowPtr[v] = col.size(), col.insert(col.end(), adj[v].begin(), adj[v].end());
  rowPtr[V] = col.size();
  int *dr, *dc, *dlevel, *da, *db, *dn, *dlabel, *dchanged;
  REQUIRE(cudaMalloc(&dr, (V + 1) * 4));
  REQUIRE(cudaMalloc(&dc, col.size() * 4));
  REQUIRE(cudaMalloc(&dlevel, V * 4));
  REQUIRE(cudaMalloc(&da, V * 4));
  REQUIRE(cudaMalloc(&db, V * 4));
  REQUIRE(cudaMalloc(&dn, 4));
  REQUIRE(cudaMalloc(&dlabel, V * 4));
  REQUIRE(cudaMalloc(&dchanged, 4));
  cudaMemcpy(dr, rowPtr.data(), (V + 1) * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, col.data(), col.size() * 4, cudaMemcpyHostToDevice);
  int depth = 0, sweeps = 0;
  std::vector<int> ident(V);
  for (int v = 0; v < V; v++) ident[v] = v;
  timed([&] {
    cudaMemset(dlevel, 0xff, V * 4);
    int zero = 0, size = 1;
    cudaMemcpy(dlevel, &zero, 4, cudaMemcpyHostToDevice);
    cudaMemcpy(da, &zero, 4, cudaMemcpyHostToDevice);
    for (depth = 0; size > 0; depth++) {
      cudaMemset(dn, 0, 4);
      expand<<<(size + 255) / 256, 256>>>(dr, dc, dlevel, da, size, db, dn, depth);
      cudaMemcpy(&size, dn, 4, cudaMemcpyDeviceToHost);
      std::swap(da, db);
    }
    cudaMemcpy(dlabel, ident.data(), V * 4, cudaMemcpyHostToDevice);
    int changed = 1;
    for (sweeps = 0; changed; sweeps++) {
      cudaMemset(dchanged, 0, 4);
      propagate<<<V / 256, 256>>>(dr, dc, dlabel, dchanged);
      cudaMemcpy(&changed, dchanged, 4, cudaMemcpyDeviceToHost);
    }
  });
  std::vector<int> level(V), label(V), want(V, -1);
  OK(cudaMemcpy(level.data(), dlevel, V * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(label.data(), dlabel, V * 4, cudaMemcpyDeviceToHost));
  std::vector<int> q{0};
  want[0] = 0;
  for (size_t i = 0; i < q.size(); i++)
    for (int u : adj[q[i]])
      if (want[u] < 0) want[u] = want[q[i]] + 1, q.push_back(u);
  int reached = 0, roots = 0;
  for (int v = 0; v < V; v++) reached += level[v] >= 0, roots += label[v] == v;
  printf("edges %zu, depth %d, reached %d, components %d\n", col.size() / 2, depth, reached, roots);
  check(level == want, "levels");
  printHash("levels", level);
  printHash("labels", label);
  return done();
}
