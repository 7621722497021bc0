// s_ax_launch: launches through the runtime's C entry points with bad
// arguments: cudaLaunchKernel of null and of a host function, zero and
// huge dimensions, null args for a kernel that takes some;
// cudaLaunchKernelExC with each launch attribute and invalid values
// (cluster dimensions that do not divide the grid, priorities out of
// range, unknown attribute ids); cudaLaunchCooperativeKernel beyond the
// co-resident limit; cudaFuncGetName and cudaGetFuncBySymbol of things
// that are not kernels.
#include <cstring>
#include "check.h"

__global__ void store(int *p, int v) {
  if (p) p[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

static void hostOnly() {}

int main() {
  int *d;
  REQUIRE(cudaMalloc((void **)&d, 1 << 20));
  int v = 5;
  void *args[] = {&d, &v};
  SHOW(cudaLaunchKernel((const void *)store, dim3(2), dim3(32), args, 0, 0));
  SHOW(cudaLaunchKernel((const void *)nullptr, dim3(1), dim3(1), args, 0, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaLaunchKernel((const void *)hostOnly, dim3(1), dim3(1), args, 0, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaLaunchKernel((const void *)store, dim3(0), dim3(1), args, 0, 0));
  SHOW(cudaLaunchKernel((const void *)store, dim3(1), dim3(0), args, 0, 0));
  SHOW(cudaLaunchKernel((const void *)store, dim3(1), dim3(2048), args, 0, 0));
  SHOW(cudaLaunchKernel((const void *)store, dim3(1), dim3(1), args, 1 << 30, 0));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  int h[64];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("stored %d %d\n", h[0], h[63]);
  // cudaLaunchKernelExC with attributes
  struct A { const char *what; cudaLaunchAttributeID id; int x, y, z; unsigned grid, block; };
  A as[] = {{"cluster 2", cudaLaunchAttributeClusterDimension, 2, 1, 1, 4, 32},
            {"cluster 3 of grid 4", cudaLaunchAttributeClusterDimension, 3, 1, 1, 4, 32},
            {"cluster 16", cudaLaunchAttributeClusterDimension, 16, 1, 1, 16, 32},
            {"cluster 8", cudaLaunchAttributeClusterDimension, 8, 1, 1, 16, 32},
            {"cluster 0", cudaLaunchAttributeClusterDimension, 0, 1, 1, 4, 32},
            {"cluster 1x2 of 4x1", cudaLaunchAttributeClusterDimension, 1, 2, 1, 4, 32},
            {"priority -100", cudaLaunchAttributePriority, -100, 0, 0, 1, 32},
            {"priority 0", cudaLaunchAttributePriority, 0, 0, 0, 1, 32},
            {"priority 100", cudaLaunchAttributePriority, 100, 0, 0, 1, 32},
            {"cooperative 1", cudaLaunchAttributeCooperative, 1, 0, 0, 4, 32},
            {"cooperative 10000 blocks", cudaLaunchAttributeCooperative, 1, 0, 0, 10000, 1024},
            {"programmatic 1", cudaLaunchAttributeProgrammaticStreamSerialization, 1, 0, 0, 4, 32},
            {"sched policy 1", cudaLaunchAttributeClusterSchedulingPolicyPreference, 1, 0, 0, 4, 32},
            {"sched policy 9", cudaLaunchAttributeClusterSchedulingPolicyPreference, 9, 0, 0, 4, 32},
            {"mem sync domain 1", cudaLaunchAttributeMemSyncDomain, 1, 0, 0, 4, 32},
            {"mem sync domain 5", cudaLaunchAttributeMemSyncDomain, 5, 0, 0, 4, 32},
            {"unknown id 99", (cudaLaunchAttributeID)99, 1, 0, 0, 4, 32},
            {"ignore 0", cudaLaunchAttributeIgnore, 0, 0, 0, 4, 32}};
  for (auto &a : as) {
    cudaLaunchAttribute attr;
    memset(&attr, 0, sizeof attr);
    attr.id = a.id;
    if (a.id == cudaLaunchAttributeClusterDimension) {
      attr.val.clusterDim.x = a.x;
      attr.val.clusterDim.y = a.y;
      attr.val.clusterDim.z = a.z;
    } else if (a.id == cudaLaunchAttributePriority) {
      attr.val.priority = a.x;
    } else if (a.id == cudaLaunchAttributeCooperative) {
      attr.val.cooperative = a.x;
    } else if (a.id == cudaLaunchAttributeProgrammaticStreamSerialization) {
      attr.val.programmaticStreamSerializationAllowed = a.x;
    } else if (a.id == cudaLaunchAttributeClusterSchedulingPolicyPreference) {
      attr.val.clusterSchedulingPolicyPreference = (cudaClusterSchedulingPolicy)a.x;
    } else if (a.id == cudaLaunchAttributeMemSyncDomain) {
      attr.val.memSyncDomain = (cudaLaunchMemSyncDomain)a.x;
    }
    cudaLaunchConfig_t cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gridDim = dim3(a.grid);
    cfg.blockDim = dim3(a.block);
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    int vv = 7;
    int *dd = a.grid * a.block * 4 <= (1u << 20) ? d : nullptr;
    void *xa[] = {&dd, &vv};
    cudaError_t e = cudaLaunchKernelExC(&cfg, (const void *)store, xa);
    cudaError_t l = cudaGetLastError();
    cudaError_t s = cudaDeviceSynchronize();
    printf("ExC %-28s -> %s last %s sync %s\n", a.what, cudaGetErrorName(e), cudaGetErrorName(l), cudaGetErrorName(s));
  }
  cudaLaunchConfig_t cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.gridDim = dim3(1);
  cfg.blockDim = dim3(32);
  cfg.numAttrs = 2;
  SHOW(cudaLaunchKernelExC(&cfg, (const void *)store, args));
  SHOW(cudaLaunchKernelExC(nullptr, (const void *)store, args));
  SHOW(cudaGetLastError());
  // cooperative launches
  int perSM = 0, sms = 0;
  OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, store, 1024, 0));
  OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  int grids[] = {1, perSM * sms, perSM * sms + 1};
  for (int g : grids) {
    cudaError_t e = cudaLaunchCooperativeKernel((const void *)store, dim3(g), dim3(1024), args, 0, 0);
    cudaError_t l = cudaGetLastError();
    printf("cooperative grid max%+d -> %s last %s sync %s\n", g - perSM * sms, cudaGetErrorName(e), cudaGetErrorName(l),
           cudaGetErrorName(cudaDeviceSynchronize()));
  }
  SHOW(cudaLaunchCooperativeKernel((const void *)store, dim3(1), dim3(1), args, 1 << 20, 0));
  SHOW(cudaGetLastError());
  // names and function handles
  const char *name = nullptr;
  SHOW(cudaFuncGetName(&name, (const void *)store));
  printf("name %s\n", name ? name : "(null)");
  SHOW(cudaFuncGetName(&name, (const void *)hostOnly));
  SHOW(cudaFuncGetName(nullptr, (const void *)store));
  SHOW(cudaGetLastError());
  cudaFunction_t f = nullptr;
  SHOW(cudaGetFuncBySymbol(&f, (const void *)store));
  SHOW(cudaGetFuncBySymbol(&f, (const void *)hostOnly));
  SHOW(cudaGetFuncBySymbol(&f, nullptr));
  SHOW(cudaGetLastError());
  size_t nparams = 0;
  size_t off = 0, sz = 0;
  SHOW(cudaFuncGetParamInfo((const void *)store, 0, &off, &sz));
  printf("param 0 offset %zu size %zu\n", off, sz);
  SHOW(cudaFuncGetParamInfo((const void *)store, 1, &off, &sz));
  printf("param 1 offset %zu size %zu\n", off, sz);
  SHOW(cudaFuncGetParamInfo((const void *)store, 2, &off, &sz));
  SHOW(cudaGetLastError());
  (void)nparams;
  return finish();
}
