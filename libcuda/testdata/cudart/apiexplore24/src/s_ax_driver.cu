// s_ax_driver: driver-API queries that runtime programs and their test
// suites reach through cudaGetDriverEntryPointByVersion: the primary
// context's flags, id, API version, stream priority range, limits and
// cache config; cuCtxSetFlags; cuDevicePrimaryCtxSetFlags while active;
// device name, total memory, LUID, texture 1D linear width, exec affinity;
// cuCtxGetExecAffinity; cuFlushGPUDirectRDMAWrites; cuMemGetInfo; cuInit
// with flags; cuDriverGetVersion.
#include <cuda.h>
#include <cstring>
#include "check.h"

template <typename F> static F get(const char *name, unsigned version = 12000) {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
  cudaError_t e = cudaGetDriverEntryPointByVersion(name, &fn, version, cudaEnableDefault, &q);
  if (e != cudaSuccess || !fn) printf("entry point %s: %s %d\n", name, cudaGetErrorName(e), (int)q);
  return (F)fn;
}

typedef CUresult (*NameFn)(CUresult, const char **);
static NameFn errName;
static const char *cn(CUresult r) {
  const char *s = "?";
  if (errName) errName(r, &s);
  return s;
}
#define CU(call) printf("%-60s -> %s\n", #call, cn(call))

int main() {
  OK(cudaFree(0));
  errName = get<NameFn>("cuGetErrorName");
  auto ctxGetCurrent = get<CUresult (*)(CUcontext *)>("cuCtxGetCurrent");
  auto ctxGetFlags = get<CUresult (*)(unsigned *)>("cuCtxGetFlags");
  auto ctxSetFlags = get<CUresult (*)(unsigned)>("cuCtxSetFlags");
  auto ctxGetId = get<CUresult (*)(CUcontext, unsigned long long *)>("cuCtxGetId");
  auto ctxGetApiVersion = get<CUresult (*)(CUcontext, unsigned *)>("cuCtxGetApiVersion");
  auto ctxGetPrio = get<CUresult (*)(int *, int *)>("cuCtxGetStreamPriorityRange");
  auto ctxGetLimit = get<CUresult (*)(size_t *, CUlimit)>("cuCtxGetLimit");
  auto ctxGetCache = get<CUresult (*)(CUfunc_cache *)>("cuCtxGetCacheConfig");
  auto ctxGetDevice = get<CUresult (*)(CUdevice *)>("cuCtxGetDevice");
  auto ctxGetAffinity = get<CUresult (*)(CUexecAffinityParam *, CUexecAffinityType)>("cuCtxGetExecAffinity");
  auto pSetFlags = get<CUresult (*)(CUdevice, unsigned)>("cuDevicePrimaryCtxSetFlags");
  auto pGetState = get<CUresult (*)(CUdevice, unsigned *, int *)>("cuDevicePrimaryCtxGetState");
  auto devName = get<CUresult (*)(char *, int, CUdevice)>("cuDeviceGetName");
  auto devTotal = get<CUresult (*)(size_t *, CUdevice)>("cuDeviceTotalMem");
  auto devLuid = get<CUresult (*)(char *, unsigned *, CUdevice)>("cuDeviceGetLuid");
  auto devTex1D = get<CUresult (*)(size_t *, CUarray_format, unsigned, CUdevice)>("cuDeviceGetTexture1DLinearMaxWidth");
  auto devAffinity = get<CUresult (*)(int *, CUexecAffinityType, CUdevice)>("cuDeviceGetExecAffinitySupport");
  auto flushRDMA = get<CUresult (*)(CUflushGPUDirectRDMAWritesTarget, CUflushGPUDirectRDMAWritesScope)>("cuFlushGPUDirectRDMAWrites");
  auto memGetInfo = get<CUresult (*)(size_t *, size_t *)>("cuMemGetInfo");
  auto init = get<CUresult (*)(unsigned)>("cuInit");
  auto drvVersion = get<CUresult (*)(int *)>("cuDriverGetVersion");
  auto devGet = get<CUresult (*)(CUdevice *, int)>("cuDeviceGet");
  auto devCount = get<CUresult (*)(int *)>("cuDeviceGetCount");
  auto devAttr = get<CUresult (*)(int *, CUdevice_attribute, CUdevice)>("cuDeviceGetAttribute");
  auto devDefPool = get<CUresult (*)(CUmemoryPool *, CUdevice)>("cuDeviceGetDefaultMemPool");
  auto devNvSci = get<CUresult (*)(void *, CUdevice, int)>("cuDeviceGetNvSciSyncAttributes");
  if (!ctxGetCurrent || !ctxGetFlags || !ctxSetFlags || !ctxGetId || !ctxGetApiVersion || !ctxGetPrio || !ctxGetLimit || !ctxGetCache ||
      !ctxGetDevice || !ctxGetAffinity || !pSetFlags || !pGetState || !devName || !devTotal || !devLuid || !devTex1D || !devAffinity ||
      !flushRDMA || !memGetInfo || !init || !drvVersion || !devGet || !devCount || !devAttr || !devDefPool) {
    printf("missing entry points\n");
    return 1;
  }
  CUcontext ctx = nullptr;
  CU(ctxGetCurrent(&ctx));
  unsigned flags = 99;
  CU(ctxGetFlags(&flags));
  printf("ctx flags %u\n", flags);
  CU(ctxSetFlags(CU_CTX_SYNC_MEMOPS));
  CU(ctxGetFlags(&flags));
  printf("ctx flags after SYNC_MEMOPS %u\n", flags);
  CU(ctxSetFlags(CU_CTX_SCHED_BLOCKING_SYNC));
  CU(ctxGetFlags(&flags));
  printf("ctx flags after BLOCKING_SYNC %u\n", flags);
  CU(ctxSetFlags(CU_CTX_MAP_HOST));
  CU(ctxSetFlags(0x10000));
  CU(ctxSetFlags(0));
  CU(ctxGetFlags(&flags));
  printf("ctx flags after 0 %u\n", flags);
  unsigned long long id1 = 0, id2 = 0;
  CU(ctxGetId(ctx, &id1));
  CU(ctxGetId(nullptr, &id2));
  printf("ids equal %d nonzero %d\n", id1 == id2, id1 != 0);
  unsigned api = 0;
  CU(ctxGetApiVersion(ctx, &api));
  printf("api version %u\n", api);
  CU(ctxGetApiVersion(nullptr, &api));
  printf("api version (current) %u\n", api);
  int lo = 9, hi = 9;
  CU(ctxGetPrio(&lo, &hi));
  printf("priorities %d %d\n", lo, hi);
  CU(ctxGetPrio(nullptr, nullptr));
  size_t lim = 0;
  for (int l = 0; l <= 8; l++) {
    lim = 12345;
    CUresult r = ctxGetLimit(&lim, (CUlimit)l);
    printf("cuCtxGetLimit %d -> %s %zu\n", l, cn(r), lim);
  }
  CUfunc_cache cc = (CUfunc_cache)9;
  CU(ctxGetCache(&cc));
  printf("cache %d\n", (int)cc);
  CUdevice dev = -1;
  CU(ctxGetDevice(&dev));
  printf("device %d\n", (int)dev);
  CUexecAffinityParam ap;
  memset(&ap, 0, sizeof ap);
  CU(ctxGetAffinity(&ap, CU_EXEC_AFFINITY_TYPE_SM_COUNT));
  printf("affinity sm count %u\n", ap.param.smCount.val);
  CU(ctxGetAffinity(&ap, (CUexecAffinityType)5));
  int supported = -1;
  CU(devAffinity(&supported, CU_EXEC_AFFINITY_TYPE_SM_COUNT, 0));
  printf("affinity supported %d\n", supported);
  unsigned pf = 99;
  int active = -1;
  CU(pGetState(0, &pf, &active));
  printf("primary flags %u active %d\n", pf, active);
  CU(pSetFlags(0, CU_CTX_SCHED_SPIN));
  CU(pGetState(0, &pf, &active));
  printf("primary flags after set %u active %d\n", pf, active);
  CU(pSetFlags(0, 0x1000));
  CU(pSetFlags(1, 0));
  char name[256];
  memset(name, 'x', sizeof name);
  CU(devName(name, 256, 0));
  printf("name %s\n", name);
  memset(name, 'x', sizeof name);
  CU(devName(name, 4, 0));
  printf("name in 4 bytes: strnlen %zu\n", strnlen(name, 256));
  CU(devName(name, 0, 0));
  CU(devName(name, 256, 1));
  size_t total = 0;
  CU(devTotal(&total, 0));
  printf("total MiB %zu\n", total >> 20);
  char luid[8];
  unsigned mask = 99;
  CU(devLuid(luid, &mask, 0));
  size_t w = 0;
  CU(devTex1D(&w, CU_AD_FORMAT_FLOAT, 1, 0));
  printf("tex1D linear float1 %zu\n", w);
  CU(devTex1D(&w, CU_AD_FORMAT_UNSIGNED_INT8, 4, 0));
  printf("tex1D linear uchar4 %zu\n", w);
  CU(devTex1D(&w, CU_AD_FORMAT_FLOAT, 3, 0));
  CU(devTex1D(&w, (CUarray_format)0x77, 1, 0));
  CU(flushRDMA(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX, CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER));
  CU(flushRDMA(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX, CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES));
  CU(flushRDMA((CUflushGPUDirectRDMAWritesTarget)3, CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER));
  SHOW(cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToOwner));
  size_t fr = 0, tt = 0;
  CU(memGetInfo(&fr, &tt));
  printf("cuMemGetInfo total MiB %zu\n", tt >> 20);
  CU(memGetInfo(nullptr, &tt));
  CU(init(0));
  CU(init(1));
  CU(init(0x80000000u));
  int v = 0;
  CU(drvVersion(&v));
  printf("driver version >= 13000 %d\n", v >= 13000);
  CU(drvVersion(nullptr));
  CUdevice d1 = -1;
  CU(devGet(&d1, 1));
  CU(devGet(&d1, -1));
  CU(devGet(nullptr, 0));
  int n = 0;
  CU(devCount(&n));
  CU(devCount(nullptr));
  int a = -1;
  CU(devAttr(&a, (CUdevice_attribute)0, 0));
  CU(devAttr(&a, CU_DEVICE_ATTRIBUTE_MAX, 0));
  CU(devAttr(&a, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 5));
  CUmemoryPool pool = nullptr;
  CU(devDefPool(&pool, 1));
  if (devNvSci) {
    char buf[256];
    CU(devNvSci(buf, 0, 1));
    CU(devNvSci(buf, 0, 0));
  }
  return finish();
}
