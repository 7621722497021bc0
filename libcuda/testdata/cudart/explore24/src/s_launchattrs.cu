// s_launchattrs: cudaLaunchKernelEx with each launch attribute id of CUDA
// 13.0 (0 to 16, and 17, 99 that it does not name) alone, its value's first
// word 0, 1 and 2 and the rest zero (but the event attributes 7 and 12: a
// junk event handle crashed the H200's runtime); then well-formed values of the newer
// ones (preferred cluster dimension with and without a cluster dimension,
// each cluster scheduling policy, carveouts, NVLink-centric scheduling,
// memory sync domains, device-updatable kernel node outside a graph); the
// launch's answer, the synchronization's, and how many threads ran.
#include <cstring>
#include "check.h"

__global__ void inc(int *p) { atomicAdd(p, 1); }

static int *counter;

static void launch(const char *what, cudaLaunchAttribute *attrs, int n, unsigned grid = 4) {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(grid);
  cfg.blockDim = dim3(32);
  cfg.attrs = attrs;
  cfg.numAttrs = n;
  cudaMemset(counter, 0, 4);
  cudaError_t e = cudaLaunchKernelEx(&cfg, inc, counter);
  cudaError_t last = cudaGetLastError();
  cudaError_t s = cudaDeviceSynchronize();
  int ran = -1;
  cudaMemcpy(&ran, counter, 4, cudaMemcpyDeviceToHost);
  printf("%-44s -> %s | last %s | sync %s | ran %d\n", what, cudaGetErrorName(e), cudaGetErrorName(last),
         cudaGetErrorName(s), ran);
  cudaGetLastError();
}

int main() {
  REQUIRE(cudaMalloc(&counter, 4));
  char buf[96];
  for (int id : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 99}) {
    for (int raw = 0; raw <= 2; raw++) {
      if ((id == 7 || id == 12) && raw > 0) continue;  // an event handle of 1 or 2: the H200's runtime crashed
      cudaLaunchAttribute a;
      memset(&a, 0, sizeof a);
      a.id = (cudaLaunchAttributeID)id;
      memcpy(&a.val, &raw, 4);
      snprintf(buf, sizeof buf, "id %d, first word %d", id, raw);
      launch(buf, &a, 1);
    }
  }
  cudaLaunchAttribute a[3];
  memset(a, 0, sizeof a);
  a[0].id = cudaLaunchAttributeClusterDimension;
  a[0].val.clusterDim.x = 2, a[0].val.clusterDim.y = 1, a[0].val.clusterDim.z = 1;
  launch("cluster 2", a, 1);
  a[1].id = cudaLaunchAttributePreferredClusterDimension;
  a[1].val.preferredClusterDim.x = 4, a[1].val.preferredClusterDim.y = 1, a[1].val.preferredClusterDim.z = 1;
  launch("cluster 2, preferred 4", a, 2, 8);
  launch("cluster 2, preferred 4, grid 6", a, 2, 6);
  a[1].val.preferredClusterDim.x = 3;
  launch("cluster 2, preferred 3", a, 2, 12);
  a[1].val.preferredClusterDim.x = 2;
  launch("cluster 2, preferred 2", a, 2);
  launch("preferred 2 alone", a + 1, 1);
  for (int p = 0; p <= 3; p++) {
    a[1].id = cudaLaunchAttributeClusterSchedulingPolicyPreference;
    a[1].val.clusterSchedulingPolicyPreference = (cudaClusterSchedulingPolicy)p;
    snprintf(buf, sizeof buf, "cluster 2, scheduling policy %d", p);
    launch(buf, a, 2);
  }
  for (int c : {-1, 0, 25, 50, 100, 101, 1000}) {
    a[0].id = cudaLaunchAttributePreferredSharedMemoryCarveout;
    a[0].val.sharedMemCarveout = (unsigned)c;
    snprintf(buf, sizeof buf, "carveout %d", c);
    launch(buf, a, 1);
  }
  for (int d = 0; d <= 3; d++) {
    a[0].id = cudaLaunchAttributeMemSyncDomain;
    a[0].val.memSyncDomain = (cudaLaunchMemSyncDomain)d;
    snprintf(buf, sizeof buf, "mem sync domain %d", d);
    launch(buf, a, 1);
  }
  a[0].id = cudaLaunchAttributeMemSyncDomainMap;
  a[0].val.memSyncDomainMap.default_ = 0, a[0].val.memSyncDomainMap.remote = 1;
  launch("mem sync domain map 0/1", a, 1);
  a[0].val.memSyncDomainMap.default_ = 5, a[0].val.memSyncDomainMap.remote = 1;
  launch("mem sync domain map 5/1", a, 1);
  // ids 13 and 16 by number, their value's first word set by hand
  // (cudaLaunchAttributeDeviceUpdatableKernelNode, NvlinkUtilCentricScheduling)
  int one = 1, seven = 7;
  memset(a, 0, sizeof a);
  a[0].id = (cudaLaunchAttributeID)13;
  memcpy(&a[0].val, &one, 4);
  launch("device updatable outside a graph", a, 1);
  a[0].id = (cudaLaunchAttributeID)16;
  launch("nvlink util centric 1", a, 1);
  memcpy(&a[0].val, &seven, 4);
  launch("nvlink util centric 7", a, 1);
  a[0].id = cudaLaunchAttributePriority;
  a[0].val.priority = -100;
  a[1].id = cudaLaunchAttributePriority;
  a[1].val.priority = 100;
  launch("priority -100 then 100", a, 2);
  a[0].id = cudaLaunchAttributeCooperative;
  a[0].val.cooperative = 1;
  launch("cooperative, 10000 blocks", a, 1, 10000);
  a[0].id = cudaLaunchAttributeIgnore;
  launch("ignore, 2 attrs", a, 2);
  return finish();
}
