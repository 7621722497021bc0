// s_drivermix: the runtime and the driver API in one program, as libraries
// that mix them do: driver entry points from cudaGetDriverEntryPoint and
// cudaGetDriverEntryPointByVersion (no -lcuda), the runtime's context being
// the device's primary context (cuCtxGetCurrent after cudaSetDevice,
// cuDevicePrimaryCtxRetain/GetState), a module loaded by cuModuleLoadData
// launched by the runtime (cudaLaunchKernel of a CUfunction), the runtime's
// kernel launched by the driver (cudaGetFuncBySymbol, cuLaunchKernel), a
// context of the driver's own made current under the runtime, and what
// cuDevicePrimaryCtxReset and cudaDeviceReset leave behind.
#include <cuda.h>
#include "check.h"

typedef CUresult (*CtxGetCurrent)(CUcontext *);
typedef CUresult (*CtxSetCurrent)(CUcontext);
typedef CUresult (*PrimaryRetain)(CUcontext *, CUdevice);
typedef CUresult (*PrimaryRelease)(CUdevice);
typedef CUresult (*PrimaryReset)(CUdevice);
typedef CUresult (*PrimaryGetState)(CUdevice, unsigned *, int *);
typedef CUresult (*ModuleLoadData)(CUmodule *, const void *);
typedef CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
typedef CUresult (*ModuleUnload)(CUmodule);
typedef CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
typedef CUresult (*FuncGetAttribute)(int *, CUfunction_attribute, CUfunction);
typedef CUresult (*CtxCreate)(CUcontext *, unsigned, CUdevice);
typedef CUresult (*CtxDestroy)(CUcontext);
typedef CUresult (*CtxPushCurrent)(CUcontext);
typedef CUresult (*CtxPopCurrent)(CUcontext *);
typedef CUresult (*CtxGetApiVersion)(CUcontext, unsigned *);
typedef CUresult (*GetErrorName)(CUresult, const char **);

// status names a cudaDriverEntryPointQueryResult (0 success, 1 symbol not
// found, 2 version not sufficient).
static const char *status(cudaDriverEntryPointQueryResult r) {
  static const char *names[] = {"Success", "SymbolNotFound", "VersionNotSufficient"};
  return (unsigned)r < 3 ? names[r] : "?";
}

// get resolves a driver function for the ABI of a CUDA version (12.0's
// unless given) and prints how it went.
template <typename F> static F get(const char *name, unsigned version = 12000) {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
  cudaError_t e = cudaGetDriverEntryPointByVersion(name, &fn, version, cudaEnableDefault, &q);
  printf("entry point %-28s %u -> %s %s %s\n", name, version, cudaGetErrorName(e), status(q), fn ? "found" : "null");
  return (F)fn;
}

static GetErrorName errName;
static const char *cuName(CUresult r) {
  const char *s = "?";
  if (errName) errName(r, &s);
  return s;
}
#define CU(call) printf("%-44s -> %s\n", #call, cuName(call))

static const char ptx[] = R"(
.version 8.0
.target sm_90
.address_size 64
.visible .entry fill(.param .u64 p, .param .u32 v)
{
  .reg .b32 %r<4>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [p];
  ld.param.u32 %r1, [v];
  mov.u32 %r2, %tid.x;
  add.u32 %r3, %r1, %r2;
  mul.wide.u32 %rd2, %r2, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r3;
  ret;
}
)";

__global__ void twice(int *p) { p[threadIdx.x] = 2 * threadIdx.x + 1; }

static void readBack(int *d, int n, const char *what, int first, int step) {
  int h[64];
  OK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  bool good = true;
  for (int i = 0; i < n; i++) good &= h[i] == first + step * i;
  printf("%s: h[0]=%d h[%d]=%d %s\n", what, h[0], n - 1, h[n - 1], good ? "right" : "WRONG");
  check(good, what);
}

int main() {
  int rt = 0, drv = 0;
  OK(cudaRuntimeGetVersion(&rt));
  OK(cudaDriverGetVersion(&drv));
  printf("runtime %d, driver >= runtime %d\n", rt, drv >= rt);
  errName = get<GetErrorName>("cuGetErrorName");
  auto getCurrent = get<CtxGetCurrent>("cuCtxGetCurrent");
  auto setCurrent = get<CtxSetCurrent>("cuCtxSetCurrent");
  auto retain = get<PrimaryRetain>("cuDevicePrimaryCtxRetain");
  auto release = get<PrimaryRelease>("cuDevicePrimaryCtxRelease");
  auto reset = get<PrimaryReset>("cuDevicePrimaryCtxReset");
  auto state = get<PrimaryGetState>("cuDevicePrimaryCtxGetState");
  auto loadData = get<ModuleLoadData>("cuModuleLoadData");
  auto getFunction = get<ModuleGetFunction>("cuModuleGetFunction");
  auto unload = get<ModuleUnload>("cuModuleUnload");
  auto launch = get<LaunchKernel>("cuLaunchKernel");
  auto funcAttr = get<FuncGetAttribute>("cuFuncGetAttribute");
  auto create = get<CtxCreate>("cuCtxCreate", 3020); // _v2: 11.4 added _v3, 13.0 _v4 with other parameters
  auto destroy = get<CtxDestroy>("cuCtxDestroy");
  auto push = get<CtxPushCurrent>("cuCtxPushCurrent");
  auto pop = get<CtxPopCurrent>("cuCtxPopCurrent");
  auto apiVersion = get<CtxGetApiVersion>("cuCtxGetApiVersion");
  get<void *>("cuMemAlloc", 3020);
  get<void *>("cuMemAlloc", 11000);
  get<void *>("cuLibraryLoadData", 11000);
  get<void *>("cuNoSuchFunction");
  get<void *>("cuCtxGetCurrent", 99000);
  {
    void *fn = nullptr;
    cudaDriverEntryPointQueryResult q;
    SHOW(cudaGetDriverEntryPoint("cuStreamQuery", &fn, cudaEnablePerThreadDefaultStream, &q));
    printf("  per-thread cuStreamQuery %s %s\n", status(q), fn ? "found" : "null");
    SHOW(cudaGetDriverEntryPoint("cuMemcpy", &fn, cudaEnableLegacyStream, &q));
    printf("  legacy cuMemcpy %s %s\n", status(q), fn ? "found" : "null");
    SHOW(cudaGetDriverEntryPoint("cuMemcpy", &fn, 1234, &q));
  }
  if (!getCurrent || !retain || !loadData || !launch || !create) {
    check(false, "driver entry points");
    return finish();
  }

  CUcontext before = nullptr, cur = nullptr, primary = nullptr;
  CU(getCurrent(&before));
  printf("current before any runtime call on a device: %s\n", before ? "a context" : "none");
  OK(cudaSetDevice(0));
  CU(getCurrent(&cur));
  printf("after cudaSetDevice: %s\n", cur ? "a context" : "none");
  OK(cudaFree(0));
  CU(getCurrent(&cur));
  CU(retain(&primary, 0));
  printf("runtime's context is the primary: %s\n", cur == primary ? "yes" : "no");
  check(cur == primary, "runtime context is primary");
  unsigned flags = 99;
  int active = -1;
  CU(state(0, &flags, &active));
  printf("primary state: flags %u active %d\n", flags, active);
  unsigned api = 0;
  CU(apiVersion(cur, &api));
  printf("api version %u\n", api);

  // A driver module launched by the runtime.
  CUmodule mod;
  CUfunction fill;
  CU(loadData(&mod, ptx));
  CU(getFunction(&fill, mod, "fill"));
  int *d;
  OK(cudaMalloc(&d, 64 * sizeof(int)));
  unsigned v = 1000;
  void *args[] = {&d, &v};
  cudaError_t e = SHOW(cudaLaunchKernel((const void *)fill, dim3(1), dim3(64), args, 0, 0));
  if (e == cudaSuccess) readBack(d, 64, "CUfunction by cudaLaunchKernel", 1000, 1);
  v = 2000;
  CU(launch(fill, 1, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr));
  readBack(d, 64, "CUfunction by cuLaunchKernel", 2000, 1);

  // The runtime's kernel launched by the driver.
  cudaFunction_t tf;
  OK(cudaGetFuncBySymbol(&tf, (const void *)twice));
  int maxThreads = 0;
  CU(funcAttr(&maxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, (CUfunction)tf));
  printf("twice max threads %d\n", maxThreads);
  void *targs[] = {&d};
  CU(launch((CUfunction)tf, 1, 1, 1, 64, 1, 1, 0, nullptr, targs, nullptr));
  readBack(d, 64, "runtime kernel by cuLaunchKernel", 1, 2);
  SHOW(cudaGetFuncBySymbol(&tf, (const void *)main));
  SHOW(cudaGetLastError());

  // A context of the driver's own, current under the runtime.
  CUcontext mine = nullptr;
  CU(create(&mine, 0, 0));
  CU(getCurrent(&cur));
  printf("after cuCtxCreate current is the new one: %s\n", cur == mine ? "yes" : "no");
  int *d2;
  OK(cudaMalloc(&d2, 64 * sizeof(int)));
  twice<<<1, 64>>>(d2);
  OK(cudaGetLastError());
  readBack(d2, 64, "runtime launch in a created context", 1, 2);
  cudaPointerAttributes pa;
  OK(cudaPointerGetAttributes(&pa, d2));
  printf("pointer type %d device %d\n", (int)pa.type, pa.device);
  OK(cudaFree(d2));
  CU(push(primary));
  CU(getCurrent(&cur));
  printf("pushed primary is current: %s\n", cur == primary ? "yes" : "no");
  CUcontext popped;
  CU(pop(&popped));
  printf("popped the primary: %s\n", popped == primary ? "yes" : "no");
  CU(destroy(mine));
  CU(getCurrent(&cur));
  printf("after destroying it: %s\n", cur == nullptr ? "none" : cur == primary ? "primary" : "other");
  CU(setCurrent(primary));
  readBack(d, 64, "primary's memory still there", 1, 2);
  CU(unload(mod));
  CU(release(0));

  // Resets.
  CU(reset(0));
  CU(state(0, &flags, &active));
  printf("after cuDevicePrimaryCtxReset: active %d\n", active);
  e = SHOW(cudaMemcpy(&v, d, 4, cudaMemcpyDeviceToHost));
  SHOW(cudaGetLastError());
  int *d3;
  OK(cudaMalloc(&d3, 64 * sizeof(int)));
  twice<<<1, 64>>>(d3);
  OK(cudaGetLastError());
  readBack(d3, 64, "after the driver's reset", 1, 2);
  CU(state(0, &flags, &active));
  printf("active again %d\n", active);
  OK(cudaDeviceReset());
  CU(state(0, &flags, &active));
  printf("after cudaDeviceReset: active %d\n", active);
  CU(getCurrent(&cur));
  printf("current after cudaDeviceReset: %s\n", cur ? "a context" : "none");
  OK(cudaMalloc(&d3, 64 * sizeof(int)));
  twice<<<1, 64>>>(d3);
  OK(cudaGetLastError());
  readBack(d3, 64, "after cudaDeviceReset", 1, 2);
  OK(cudaFree(d3));
  return finish();
}
