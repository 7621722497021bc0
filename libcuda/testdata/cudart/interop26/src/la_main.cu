// la_main: cudaLaunchKernelEx with each cudaLaunchAttribute a C++ program
// can set, valid and invalid values, alone and combined: the launch's
// error name, the synchronization's, and the kernel's output (cluster
// ranks where clusters were asked for). Unknown attribute ids by number.
#include <cstring>
#include <functional>
#include <cooperative_groups.h>
#include "check.h"
namespace cg = cooperative_groups;

__global__ void k(int *p) {
  int r = -1;
  unsigned cl = 0;
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(cl));
  if (cl > 1) r = (int)cg::this_cluster().block_rank();
  if (threadIdx.x == 0) p[blockIdx.x] = 1000 * (int)cl + r;
  __syncthreads();
}
__global__ void __cluster_dims__(2, 1, 1) kc(int *p) {
  if (threadIdx.x == 0) p[blockIdx.x] = 1000 * 2 + (int)cg::this_cluster().block_rank();
}
__global__ void kgrid(int *p) { // cooperative: a grid-wide barrier
  cg::this_grid().sync();
  if (threadIdx.x == 0) p[blockIdx.x] = 7;
}
__global__ void kdep(int *p) { // programmatic dependent launch's secondary
  cudaGridDependencySynchronize();
  if (threadIdx.x == 0) p[blockIdx.x] += 1;
}
__global__ void kprim(int *p) {
  if (threadIdx.x == 0) p[blockIdx.x] = 50;
  cudaTriggerProgrammaticLaunchCompletion();
}

static int *d;
static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }
static int n_;

static void run(const char *what, std::function<void(cudaLaunchConfig_t &, cudaLaunchAttribute *, int &)> set,
                void (*kern)(int *) = k, unsigned grid = 8) {
  cudaMemset(d, 0xff, 131072 * 4);
  cudaDeviceSynchronize();
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(grid);
  cfg.blockDim = dim3(32);
  cudaLaunchAttribute at[4];
  memset(at, 0, sizeof at);
  int n = 0;
  set(cfg, at, n);
  cfg.attrs = cfg.attrs ? cfg.attrs : at;
  if (cfg.numAttrs == 0) cfg.numAttrs = n;
  if (n < 0) { cfg.attrs = nullptr; cfg.numAttrs = 1; }
  cudaError_t l = cudaLaunchKernelEx(&cfg, kern, d);
  cudaError_t g = cudaGetLastError();
  cudaError_t s = cudaDeviceSynchronize();
  int h[8] = {0};
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%-40s launch %-34s last %-22s sync %-22s out %d %d %d %d %d\n", what, nm(l), nm(g), nm(s), h[0], h[1], h[2], h[3], h[7]);
  n_++;
}

#define A(i, ID) (at[i].id = (cudaLaunchAttributeID)(ID), at[i].val)

int main() {
  REQUIRE(cudaMalloc(&d, 131072 * 4));
  cudaEvent_t ev, evt;
  OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  OK(cudaEventCreate(&evt));
  run("no attributes", [](auto &c, auto at, int &n) { n = 0; });
  run("attrs NULL, numAttrs 1", [](auto &c, auto at, int &n) { n = -1; });
  run("ignore", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeIgnore); n = 1; });
  int cl[][3] = {{1, 1, 1}, {2, 1, 1}, {4, 1, 1}, {8, 1, 1}, {3, 1, 1}, {16, 1, 1}, {0, 0, 0}, {0, 1, 1}, {2, 2, 1}, {1, 2, 1}};
  for (auto &c3 : cl) {
    char w[64];
    snprintf(w, sizeof w, "cluster %dx%dx%d", c3[0], c3[1], c3[2]);
    run(w, [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeClusterDimension).clusterDim = {(unsigned)c3[0], (unsigned)c3[1], (unsigned)c3[2]}; n = 1; });
  }
  run("cluster 2 on __cluster_dims__(2) kernel", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeClusterDimension).clusterDim = {2, 1, 1}; n = 1; }, kc);
  run("cluster 4 on __cluster_dims__(2) kernel", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeClusterDimension).clusterDim = {4, 1, 1}; n = 1; }, kc);
  run("no attribute, __cluster_dims__(2) kernel", [](auto &c, auto at, int &n) { n = 0; }, kc);
  run("__cluster_dims__(2) kernel, grid 7", [](auto &c, auto at, int &n) { n = 0; }, kc, 7);
  run("cluster 2, grid 7", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeClusterDimension).clusterDim = {2, 1, 1}; n = 1; }, k, 7);
  run("cluster 2 twice (2 then 4)", [](auto &c, auto at, int &n) {
    A(0, cudaLaunchAttributeClusterDimension).clusterDim = {2, 1, 1};
    A(1, cudaLaunchAttributeClusterDimension).clusterDim = {4, 1, 1};
    n = 2;
  });
  run("preferred cluster 4 alone", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributePreferredClusterDimension).preferredClusterDim = {4, 1, 1}; n = 1; });
  run("cluster 2 + preferred 4", [](auto &c, auto at, int &n) {
    A(0, cudaLaunchAttributeClusterDimension).clusterDim = {2, 1, 1};
    A(1, cudaLaunchAttributePreferredClusterDimension).preferredClusterDim = {4, 1, 1};
    n = 2;
  });
  run("cluster 2 + preferred 3", [](auto &c, auto at, int &n) {
    A(0, cudaLaunchAttributeClusterDimension).clusterDim = {2, 1, 1};
    A(1, cudaLaunchAttributePreferredClusterDimension).preferredClusterDim = {3, 1, 1};
    n = 2;
  });
  run("cluster 4 + preferred 2", [](auto &c, auto at, int &n) {
    A(0, cudaLaunchAttributeClusterDimension).clusterDim = {4, 1, 1};
    A(1, cudaLaunchAttributePreferredClusterDimension).preferredClusterDim = {2, 1, 1};
    n = 2;
  });
  run("cluster sched spread", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeClusterSchedulingPolicyPreference).clusterSchedulingPolicyPreference = cudaClusterSchedulingPolicySpread; n = 1; });
  run("cluster sched 7", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeClusterSchedulingPolicyPreference).clusterSchedulingPolicyPreference = (cudaClusterSchedulingPolicy)7; n = 1; });
  for (int v : {0, 1, 2}) {
    char w[64];
    snprintf(w, sizeof w, "programmatic serialization %d", v);
    run(w, [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeProgrammaticStreamSerialization).programmaticStreamSerializationAllowed = v; n = 1; });
  }
  run("programmatic event (no timing)", [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeProgrammaticEvent); v.programmaticEvent.event = ev; n = 1; });
  run("programmatic event trigger at start", [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeProgrammaticEvent); v.programmaticEvent.event = ev; v.programmaticEvent.triggerAtBlockStart = 1; n = 1; });
  run("programmatic event (timing event)", [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeProgrammaticEvent); v.programmaticEvent.event = evt; n = 1; });
  run("programmatic event NULL", [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeProgrammaticEvent); n = 1; });
  run("programmatic event flags 1", [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeProgrammaticEvent); v.programmaticEvent.event = ev; v.programmaticEvent.flags = 1; n = 1; });
  for (unsigned f : {2u, 3u, 0x100u, 0x80000000u}) {
    char w[64];
    snprintf(w, sizeof w, "programmatic event flags %#x", f);
    run(w, [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeProgrammaticEvent); v.programmaticEvent.event = ev; v.programmaticEvent.flags = f; n = 1; });
    snprintf(w, sizeof w, "launch completion event flags %#x", f);
    run(w, [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeLaunchCompletionEvent); v.launchCompletionEvent.event = ev; v.launchCompletionEvent.flags = f; n = 1; });
  }
  run("programmatic event flags 1, timing event", [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeProgrammaticEvent); v.programmaticEvent.event = evt; v.programmaticEvent.flags = 1; n = 1; });
  run("launch completion event", [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeLaunchCompletionEvent).launchCompletionEvent.event = ev; n = 1; });
  run("launch completion event (timing)", [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeLaunchCompletionEvent).launchCompletionEvent.event = evt; n = 1; });
  run("launch completion event NULL", [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeLaunchCompletionEvent); n = 1; });
  run("launch completion event flags 1", [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeLaunchCompletionEvent); v.launchCompletionEvent.event = ev; v.launchCompletionEvent.flags = 1; n = 1; });
  for (int v : {-5, -100, 0, 5}) {
    char w[64];
    snprintf(w, sizeof w, "priority %d", v);
    run(w, [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributePriority).priority = v; n = 1; });
  }
  for (int v : {0, 1, 2, 7}) {
    char w[64];
    snprintf(w, sizeof w, "mem sync domain %d", v);
    run(w, [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeMemSyncDomain).memSyncDomain = (cudaLaunchMemSyncDomain)v; n = 1; });
  }
  int maps[][2] = {{0, 1}, {1, 0}, {3, 0}, {0, 4}, {255, 255}};
  for (auto &m : maps) {
    char w[64];
    snprintf(w, sizeof w, "mem sync domain map %d %d", m[0], m[1]);
    run(w, [&](auto &c, auto at, int &n) { auto &v = A(0, cudaLaunchAttributeMemSyncDomainMap); v.memSyncDomainMap.default_ = m[0]; v.memSyncDomainMap.remote = m[1]; n = 1; });
  }
  struct W { const char *w; size_t bytes; float hit; int hitProp, missProp; bool base; };
  W ws[] = {{"apw 1 MiB 0.5 persisting", 1 << 20, 0.5f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, true},
            {"apw 0 bytes", 0, 0.5f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, true},
            {"apw hitRatio 1.5", 1 << 20, 1.5f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, true},
            {"apw hitRatio -1", 1 << 20, -1.0f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, true},
            {"apw 1 GiB", 1ull << 30, 0.5f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, true},
            {"apw 128 MiB", 128ull << 20, 0.5f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, true},
            {"apw miss persisting", 1 << 20, 0.5f, cudaAccessPropertyPersisting, cudaAccessPropertyPersisting, true},
            {"apw hitProp 9", 1 << 20, 0.5f, 9, cudaAccessPropertyStreaming, true},
            {"apw NULL base", 1 << 20, 0.5f, cudaAccessPropertyPersisting, cudaAccessPropertyStreaming, false},
            {"apw normal normal", 1 << 20, 1.0f, cudaAccessPropertyNormal, cudaAccessPropertyNormal, true}};
  for (auto &x : ws) {
    run(x.w, [&](auto &c, auto at, int &n) {
      auto &v = A(0, cudaLaunchAttributeAccessPolicyWindow);
      v.accessPolicyWindow.base_ptr = x.base ? (void *)d : nullptr;
      v.accessPolicyWindow.num_bytes = x.bytes;
      v.accessPolicyWindow.hitRatio = x.hit;
      v.accessPolicyWindow.hitProp = (cudaAccessProperty)x.hitProp;
      v.accessPolicyWindow.missProp = (cudaAccessProperty)x.missProp;
      n = 1;
    });
  }
  run("cooperative 1 (grid 8, grid sync)", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeCooperative).cooperative = 1; n = 1; }, kgrid);
  run("cooperative 2 (grid 8, grid sync)", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeCooperative).cooperative = 2; n = 1; }, kgrid);
  run("cooperative 1, grid 100000", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeCooperative).cooperative = 1; n = 1; }, kgrid, 100000);
  run("cooperative 0 on plain kernel", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeCooperative).cooperative = 0; n = 1; });
  run("cooperative + cluster 2", [](auto &c, auto at, int &n) {
    A(0, cudaLaunchAttributeCooperative).cooperative = 1;
    A(1, cudaLaunchAttributeClusterDimension).clusterDim = {2, 1, 1};
    n = 2;
  });
  for (int v : {1, 2, 3, 4, 9}) {
    char w[64];
    snprintf(w, sizeof w, "sync policy %d", v);
    run(w, [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeSynchronizationPolicy).syncPolicy = (cudaSynchronizationPolicy)v; n = 1; });
  }
  run("device updatable 1 (not in a graph)", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeDeviceUpdatableKernelNode).deviceUpdatableKernelNode.deviceUpdatable = 1; n = 1; });
  run("device updatable 0", [](auto &c, auto at, int &n) { A(0, cudaLaunchAttributeDeviceUpdatableKernelNode); n = 1; });
  for (unsigned v : {0u, 50u, 100u, 101u, 0xffffffffu}) {
    char w[64];
    snprintf(w, sizeof w, "shared carveout %u", v);
    run(w, [&](auto &c, auto at, int &n) { A(0, cudaLaunchAttributePreferredSharedMemoryCarveout).sharedMemCarveout = v; n = 1; });
  }
  for (int id : {15, 16, 17, 18, 19, 20, 64, 99}) {
    for (int v : {0, 1}) {
      char w[64];
      snprintf(w, sizeof w, "attribute id %d value %d", id, v);
      run(w, [&](auto &c, auto at, int &n) { memcpy(&A(0, id), &v, sizeof v); n = 1; });
    }
  }
  run("priority + serialization + domain", [](auto &c, auto at, int &n) {
    A(0, cudaLaunchAttributePriority).priority = -3;
    A(1, cudaLaunchAttributeProgrammaticStreamSerialization).programmaticStreamSerializationAllowed = 1;
    A(2, cudaLaunchAttributeMemSyncDomain).memSyncDomain = cudaLaunchMemSyncDomainRemote;
    n = 3;
  });
  run("grid 0", [](auto &c, auto at, int &n) { c.gridDim = dim3(0); n = 0; });
  run("block 0", [](auto &c, auto at, int &n) { c.blockDim = dim3(0); n = 0; });
  run("block 2048", [](auto &c, auto at, int &n) { c.blockDim = dim3(2048); n = 0; });
  run("dynamic shared 300 KiB", [](auto &c, auto at, int &n) { c.dynamicSmemBytes = 300 << 10; n = 0; });
  run("dynamic shared 100 KiB", [](auto &c, auto at, int &n) { c.dynamicSmemBytes = 100 << 10; n = 0; });
  run("grid y 65536", [](auto &c, auto at, int &n) { c.gridDim = dim3(1, 65536); n = 0; });
  run("stream bogus-free (legacy handle)", [](auto &c, auto at, int &n) { c.stream = cudaStreamLegacy; n = 0; });
  run("per-thread stream", [](auto &c, auto at, int &n) { c.stream = cudaStreamPerThread; n = 0; });
  // programmatic dependent launch through cudaLaunchKernelEx: primary then secondary
  {
    cudaStream_t s;
    OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    OK(cudaMemset(d, 0, 64));
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(8);
    cfg.blockDim = dim3(32);
    cfg.stream = s;
    OK(cudaLaunchKernelEx(&cfg, kprim, d));
    cudaLaunchAttribute a;
    a.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    a.val.programmaticStreamSerializationAllowed = 1;
    cfg.attrs = &a;
    cfg.numAttrs = 1;
    OK(cudaLaunchKernelEx(&cfg, kdep, d));
    OK(cudaStreamSynchronize(s));
    int h[8];
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("pdl pair: %d %d\n", h[0], h[7]);
    OK(cudaStreamDestroy(s));
  }
  // event flags inside a stream capture
  for (unsigned f : {0u, 1u, 2u}) {
    for (int which = 0; which < 2; which++) {
      cudaStream_t s;
      OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
      cudaGraph_t g = nullptr;
      OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
      cudaLaunchConfig_t cfg = {};
      cfg.gridDim = dim3(8);
      cfg.blockDim = dim3(32);
      cfg.stream = s;
      cudaLaunchAttribute a;
      memset(&a, 0, sizeof a);
      if (which == 0) {
        a.id = cudaLaunchAttributeProgrammaticEvent;
        a.val.programmaticEvent.event = ev;
        a.val.programmaticEvent.flags = f;
      } else {
        a.id = cudaLaunchAttributeLaunchCompletionEvent;
        a.val.launchCompletionEvent.event = ev;
        a.val.launchCompletionEvent.flags = f;
      }
      cfg.attrs = &a;
      cfg.numAttrs = 1;
      cudaError_t l = cudaLaunchKernelEx(&cfg, k, d);
      cudaError_t e = cudaStreamEndCapture(s, &g);
      size_t nn = 0;
      if (g) cudaGraphGetNodes(g, nullptr, &nn);
      printf("captured %s event flags %u: launch %s end capture %s nodes %zu\n", which ? "launch completion" : "programmatic", f,
             nm(l), nm(e), nn);
      cudaGetLastError();
      if (g) cudaGraphDestroy(g);
      cudaStreamDestroy(s);
    }
  }
  printf("%d launches\n", n_);
  OK(cudaFree(d));
  return finish();
}
