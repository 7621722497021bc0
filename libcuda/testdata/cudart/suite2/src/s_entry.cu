// s_entry: the driver's entry points through the runtime:
// cudaGetDriverEntryPoint and cudaGetDriverEntryPointByVersion for names
// every library asks for (each found or not, and the query result), the
// per-thread-stream and legacy variants, versions older and newer than a
// name's introduction, names that never existed, and a few of the functions
// called through their pointers (cuDriverGetVersion, cuDeviceGetName,
// cuMemAlloc/cuMemFree, cuCtxGetCurrent against the runtime's context,
// cuGetErrorName).
#include <cstring>
#include <initializer_list>
#include "check.h"

// qr names a cudaDriverEntryPointQueryResult (0 success, 1 symbol not
// found, 2 version not sufficient).
static const char *qr(cudaDriverEntryPointQueryResult r) {
  static const char *names[] = {"Success", "SymbolNotFound", "VersionNotSufficient"};
  return (unsigned)r < 3 ? names[r] : "?";
}

int main() {
  const char *names[] = {"cuInit", "cuDriverGetVersion", "cuDeviceGet", "cuDeviceGetCount", "cuDeviceGetName", "cuDeviceGetUuid", "cuDeviceTotalMem", "cuDeviceGetAttribute",
                         "cuCtxCreate", "cuCtxDestroy", "cuCtxGetCurrent", "cuCtxSetCurrent", "cuCtxPushCurrent", "cuCtxPopCurrent", "cuCtxSynchronize", "cuCtxGetDevice",
                         "cuDevicePrimaryCtxRetain", "cuDevicePrimaryCtxRelease", "cuModuleLoadData", "cuModuleGetFunction", "cuModuleGetGlobal", "cuLibraryLoadData",
                         "cuLibraryGetKernel", "cuKernelGetFunction", "cuMemAlloc", "cuMemFree", "cuMemAllocHost", "cuMemHostAlloc", "cuMemcpy", "cuMemcpyHtoD", "cuMemcpyDtoH",
                         "cuMemcpyAsync", "cuMemsetD8", "cuMemsetD32Async", "cuMemGetInfo", "cuMemGetAddressRange", "cuMemAllocAsync", "cuMemFreeAsync", "cuMemCreate",
                         "cuMemMap", "cuMemAddressReserve", "cuMemSetAccess", "cuMemRelease", "cuMemUnmap", "cuMemGetAllocationGranularity", "cuPointerGetAttribute",
                         "cuPointerGetAttributes", "cuStreamCreate", "cuStreamSynchronize", "cuStreamQuery", "cuStreamWaitEvent", "cuStreamBeginCapture", "cuStreamEndCapture",
                         "cuStreamGetCaptureInfo", "cuStreamIsCapturing", "cuStreamGetCtx", "cuEventCreate", "cuEventRecord", "cuEventSynchronize", "cuEventElapsedTime",
                         "cuLaunchKernel", "cuLaunchKernelEx", "cuLaunchCooperativeKernel", "cuLaunchHostFunc", "cuFuncGetAttribute", "cuFuncSetAttribute", "cuFuncGetName",
                         "cuOccupancyMaxActiveBlocksPerMultiprocessor", "cuGraphCreate", "cuGraphInstantiate", "cuGraphLaunch", "cuGraphAddKernelNode", "cuGraphAddNode",
                         "cuGraphExecUpdate", "cuTensorMapEncodeTiled", "cuTensorMapEncodeIm2col", "cuTensorMapReplaceAddress", "cuGetErrorName", "cuGetErrorString",
                         "cuGetProcAddress", "cuGetExportTable", "cuCtxGetId", "cuStreamGetId", "cuMulticastCreate", "cuCoredumpGetAttribute", "cuGreenCtxCreate",
                         "cuDeviceGetDevResource", "cuMemcpyBatchAsync", "cuCheckpointProcessLock", "cuLogsRegisterCallback", "cuNoSuchFunction", "cudaMalloc", "", "cuMemAlloc_v2"};
  int found = 0, missing = 0;
  for (const char *n : names) {
    void *fn = nullptr;
    cudaDriverEntryPointQueryResult r = (cudaDriverEntryPointQueryResult)-1;
    cudaError_t e = cudaGetDriverEntryPoint(n, &fn, cudaEnableDefault, &r);
    printf("%-44s %s %s %s\n", n[0] ? n : "(empty)", cudaGetErrorName(e), qr(r), fn ? "found" : "null");
    if (fn) found++;
    else missing++;
  }
  cudaGetLastError();
  printf("found %d missing %d\n", found, missing);

  // the same names at given versions
  const char *vnames[] = {"cuMemAlloc", "cuCtxCreate", "cuStreamGetCaptureInfo", "cuGraphAddNode", "cuGraphInstantiate", "cuTensorMapEncodeTiled", "cuLaunchKernelEx",
                          "cuMemcpyBatchAsync", "cuGreenCtxCreate", "cuDeviceGetUuid", "cuGraphGetEdges", "cuStreamBeginCaptureToGraph", "cuCtxGetDevice"};
  int versions[] = {2000, 3020, 10000, 11000, 11030, 12000, 12030, 12050, 12080, 13000, 13010, 14000};
  for (const char *n : vnames) {
    printf("%-28s", n);
    for (int v : versions) {
      void *fn = nullptr;
      cudaDriverEntryPointQueryResult r = (cudaDriverEntryPointQueryResult)-1;
      cudaError_t e = cudaGetDriverEntryPointByVersion(n, &fn, v, cudaEnableDefault, &r);
      printf(" %d:%s", v, e != cudaSuccess ? cudaGetErrorName(e) : r == cudaDriverEntryPointSuccess ? (fn ? "ok" : "ok-null") : qr(r));
    }
    printf("\n");
  }
  cudaGetLastError();
  // flags: legacy and per-thread default stream variants of a stream call
  const char *snames[] = {"cuMemcpyAsync", "cuLaunchKernel", "cuStreamQuery", "cuMemcpyHtoD", "cuGraphLaunch"};
  unsigned long long fl[] = {cudaEnableDefault, cudaEnableLegacyStream, cudaEnablePerThreadDefaultStream, 8};
  for (const char *n : snames) {
    void *p[4] = {};
    printf("%-16s", n);
    for (int i = 0; i < 4; i++) {
      cudaDriverEntryPointQueryResult r = (cudaDriverEntryPointQueryResult)-1;
      cudaError_t e = cudaGetDriverEntryPoint(n, &p[i], fl[i], &r);
      printf(" flags %llu: %s %s", fl[i], cudaGetErrorName(e), qr(r));
    }
    printf(" | default==legacy %d legacy==ptds %d\n", (int)(p[0] == p[1]), (int)(p[1] == p[2]));
  }
  cudaGetLastError();
  // (a null function pointer crashes the H200's runtime: probe suite20-a)
  void *fn = nullptr;
  SHOW(cudaGetDriverEntryPoint("cuInit", &fn, cudaEnableDefault, nullptr));
  printf("without a result pointer: %s\n", fn ? "found" : "null");
  SHOW(cudaGetDriverEntryPoint("cuNoSuchFunction", &fn, cudaEnableDefault, nullptr));
  SHOW(cudaGetLastError());
  SHOW(cudaGetDriverEntryPointByVersion("cuInit", &fn, 0, cudaEnableDefault, nullptr));
  SHOW(cudaGetLastError());

  // calls through the pointers
  typedef int (*DriverGetVersion)(int *);
  typedef int (*DeviceGetName)(char *, int, int);
  typedef int (*MemAlloc)(unsigned long long *, size_t);
  typedef int (*MemFree)(unsigned long long);
  typedef int (*CtxGetCurrent)(void **);
  typedef int (*GetErrorName)(int, const char **);
  cudaDriverEntryPointQueryResult r;
  void *p1, *p2, *p3, *p4, *p5, *p6;
  REQUIRE(cudaGetDriverEntryPoint("cuDriverGetVersion", &p1, cudaEnableDefault, &r));
  REQUIRE(cudaGetDriverEntryPoint("cuDeviceGetName", &p2, cudaEnableDefault, &r));
  REQUIRE(cudaGetDriverEntryPointByVersion("cuMemAlloc", &p3, 12000, cudaEnableDefault, &r));
  REQUIRE(cudaGetDriverEntryPointByVersion("cuMemFree", &p4, 12000, cudaEnableDefault, &r));
  REQUIRE(cudaGetDriverEntryPoint("cuCtxGetCurrent", &p5, cudaEnableDefault, &r));
  REQUIRE(cudaGetDriverEntryPoint("cuGetErrorName", &p6, cudaEnableDefault, &r));
  int dv = 0, rv = 0;
  printf("cuDriverGetVersion %d\n", ((DriverGetVersion)p1)(&dv));
  cudaDriverGetVersion(&rv);
  printf("driver version agrees with cudaDriverGetVersion %d, >= 13000 %d\n", (int)(dv == rv), (int)(dv >= 13000));
  char name[256];
  printf("cuDeviceGetName %d\n", ((DeviceGetName)p2)(name, sizeof name, 0));
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("name agrees %d\n", (int)(strcmp(name, prop.name) == 0));
  void *ctx = nullptr;
  printf("cuCtxGetCurrent before runtime use %d current %s\n", ((CtxGetCurrent)p5)(&ctx), ctx ? "set" : "null");
  cudaFree(0);
  printf("cuCtxGetCurrent after cudaFree(0) %d current %s\n", ((CtxGetCurrent)p5)(&ctx), ctx ? "set" : "null");
  unsigned long long dp = 0;
  printf("cuMemAlloc %d\n", ((MemAlloc)p3)(&dp, 1 << 20));
  cudaPointerAttributes pa;
  OK(cudaPointerGetAttributes(&pa, (void *)dp));
  printf("runtime sees it as %d\n", (int)pa.type);
  OK(cudaMemset((void *)dp, 1, 1 << 20));
  printf("cuMemFree %d, again %d\n", ((MemFree)p4)(dp), ((MemFree)p4)(dp));
  const char *en = nullptr;
  for (int code : {0, 1, 2, 100, 200, 400, 700, 719, 999, 12345}) {
    en = nullptr;
    int rc = ((GetErrorName)p6)(code, &en);
    printf("cuGetErrorName(%d) %d %s\n", code, rc, en ? en : "(null)");
  }
  return finish();
}
