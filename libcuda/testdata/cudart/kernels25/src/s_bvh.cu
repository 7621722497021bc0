// s_bvh: ray tracing's inner loop: 4096 rays against a bounding volume
// hierarchy of 1024 boxes built on the host (a binary tree in an array),
// traversed with a per-thread stack in local memory (dynamic indexing),
// slab tests with __frcp_rn / fminf / fmaxf, nearest hit kept, and
// sphere intersections at the leaves with sqrtf. Hits and distances hashed.
#include <algorithm>
#include "k25.h"

constexpr int LEAVES = 1024, NODES = 2 * LEAVES - 1, RAYS = 4096;

struct Node {
  float lo[3], hi[3];
  int left, right; // children, or -1 - sphere index at a leaf
};

__device__ bool slab(const Node &n, float3 o, float3 inv, float tmax, float &tnear) {
  float t0 = 0, t1 = tmax;
  float os[3] = {o.x, o.y, o.z}, is[3] = {inv.x, inv.y, inv.z};
  for (int a = 0; a < 3; a++) {
    float ta = (n.lo[a] - os[a]) * is[a], tb = (n.hi[a] - os[a]) * is[a];
    t0 = fmaxf(t0, fminf(ta, tb));
    t1 = fminf(t1, fmaxf(ta, tb));
  }
  tnear = t0;
  return t0 <= t1;
}

__global__ void trace(const Node *nodes, const float4 *spheres, const float3 *orig, const float3 *dir, int *hit, float *dist, int *visits) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  float3 o = orig[r], d = dir[r];
  float3 inv = make_float3(__frcp_rn(d.x), __frcp_rn(d.y), __frcp_rn(d.z));
  int stack[64], sp = 0, best = -1, count = 0;
  float tbest = 1e30f, tn;
  stack[sp++] = 0;
  while (sp) {
    int ni = stack[--sp];
    const Node &n = nodes[ni];
    count++;
    if (!slab(n, o, inv, tbest, tn)) continue;
    if (n.left < 0) {
      float4 s = spheres[-1 - n.left];
      float3 oc = make_float3(o.x - s.x, o.y - s.y, o.z - s.z);
      float b = oc.x * d.x + oc.y * d.y + oc.z * d.z, c = oc.x * oc.x + oc.y * oc.y + oc.z * oc.z - s.w * s.w;
      float disc = b * b - c;
      if (disc >= 0) {
        float t = -b - sqrtf(disc);
        if (t > 0 && t < tbest) tbest = t, best = -1 - n.left;
      }
      continue;
    }
    stack[sp++] = n.right;
    stack[sp++] = n.left;
  }
  hit[r] = best, dist[r] = tbest, visits[r] = count;
}

static int build(std::vector<Node> &nodes, std::vector<int> &idx, const std::vector<float4> &sp, int lo, int hi, int axis) {
  int me = nodes.size();
  nodes.push_back(Node{});
  Node n;
  for (int a = 0; a < 3; a++) n.lo[a] = 1e30f, n.hi[a] = -1e30f;
  for (int i = lo; i < hi; i++) {
    const float4 &s = sp[idx[i]];
    float c[3] = {s.x, s.y, s.z};
    for (int a = 0; a < 3; a++) n.lo[a] = std::min(n.lo[a], c[a] - s.w), n.hi[a] = std::max(n.hi[a], c[a] + s.w);
  }
  if (hi - lo == 1) {
    n.left = n.right = -1 - idx[lo];
  } else {
    int mid = (lo + hi) / 2;
    std::nth_element(idx.begin() + lo, idx.begin() + mid, idx.begin() + hi, [&](int a, int b) {
      const float4 &p = sp[a], &q = sp[b];
      return axis == 0 ? p.x < q.x : axis == 1 ? p.y < q.y : p.z < q.z;
    });
    n.left = build(nodes, idx, sp, lo, mid, (axis + 1) % 3);
    n.right = build(nodes, idx, sp, mid, hi, (axis + 1) % 3);
  }
  nodes[me] = n;
  return me;
}

int main() {
  std::vector<float4> sp(LEAVES);
  unsigned s = 12;
  for (auto &v : sp) v = make_float4(randf(s, -10, 10), randf(s, -10, 10), randf(s, 5, 40), randf(s, 0.1f, 0.8f));
  std::vector<int> idx(LEAVES);
  for (int i = 0; i < LEAVES; i++) idx[i] = i;
  std::vector<Node> nodes;
  build(nodes, idx, sp, 0, LEAVES, 0);
  std::vector<float3> o(RAYS), d(RAYS);
  for (int i = 0; i < RAYS; i++) {
    o[i] = make_float3(0, 0, 0);
    float x = (i % 64 - 31.5f) / 64, y = (i / 64 - 31.5f) / 64, n = sqrtf(x * x + y * y + 1);
    d[i] = make_float3(x / n, y / n, 1 / n);
  }
  Node *dn;
  float4 *ds;
  float3 *dorig, *ddir;
  int *dhit, *dvis;
  float *ddist;
  REQUIRE(cudaMalloc(&dn, nodes.size() * sizeof(Node)));
  REQUIRE(cudaMalloc(&ds, LEAVES * 16));
  REQUIRE(cudaMalloc(&dorig, RAYS * 12));
  REQUIRE(cudaMalloc(&ddir, RAYS * 12));
  REQUIRE(cudaMalloc(&dhit, RAYS * 4));
  REQUIRE(cudaMalloc(&dvis, RAYS * 4));
  REQUIRE(cudaMalloc(&ddist, RAYS * 4));
  cudaMemcpy(dn, nodes.data(), nodes.size() * sizeof(Node), cudaMemcpyHostToDevice);
  cudaMemcpy(ds, sp.data(), LEAVES * 16, cudaMemcpyHostToDevice);
  cudaMemcpy(dorig, o.data(), RAYS * 12, cudaMemcpyHostToDevice);
  cudaMemcpy(ddir, d.data(), RAYS * 12, cudaMemcpyHostToDevice);
  timed([&] { trace<<<RAYS / 128, 128>>>(dn, ds, dorig, ddir, dhit, ddist, dvis); });
  std::vector<int> hit(RAYS), vis(RAYS);
  std::vector<float> dist(RAYS);
  OK(cudaMemcpy(hit.data(), dhit, RAYS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(vis.data(), dvis, RAYS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(dist.data(), ddist, RAYS * 4, cudaMemcpyDeviceToHost));
  int hits = 0;
  for (int h : hit) hits += h >= 0;
  printf("nodes %zu, rays hitting %d\n", nodes.size(), hits);
  printHash("hit spheres", hit);
  printHash("distances", dist);
  printHash("nodes visited", vis);
  return done();
}
