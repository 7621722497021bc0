// cx_main MODE: the runtime on contexts the driver API made or changed
// (each mode a fresh process):
//   created   cuCtxCreate's context current, then runtime calls: memory,
//             launches, streams, the device; the context destroyed, then
//             the runtime again
//   pushed    a created context pushed over the runtime's primary one: a
//             runtime kernel launched in it, then popped
//   null      cudaSetDevice, cudaFree(0), cuCtxSetCurrent(NULL), runtime
//             calls, cudaSetDevice again
//   primary   cuDevicePrimaryCtxRetain/Release/Reset around runtime calls,
//             releases beyond the retains, flags set before and after
//   streams   cudaStreamGetId/cudaStreamGetDevice/cuStreamGetCtx of the
//             special streams, created streams, a created context's stream
//   funcs     a cuModuleLoadData kernel launched by the runtime, a runtime
//             kernel by the driver, both on one stream
#include <cstring>
#include <string>
#include <vector>
#include "io.h"

__global__ void setv(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }
static const char *ctxName(CUcontext c, CUcontext primary, CUcontext created) {
  if (!c) return "none";
  if (c == primary) return "primary";
  if (c == created) return "created";
  return "other";
}
static int launchAndRead(const char *what, int v) {
  int *d = nullptr;
  cudaError_t m = cudaMalloc(&d, 64);
  cudaMemset(d, 0, 64); // a failed launch then reads zeros, not what the memory held
  setv<<<1, 4>>>(d, v);
  cudaError_t l = cudaGetLastError();
  int h[4] = {-1, -1, -1, -1};
  cudaError_t c = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaError_t f = cudaFree(d);
  printf("%s: malloc %s launch %s copy %s free %s value %d\n", what, nm(m), nm(l), nm(c), nm(f), h[3]);
  return h[3];
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "created";
  CU(cuInit(0));
  CUdevice dev;
  CU(cuDeviceGet(&dev, 0));
  CUcontext primary = nullptr, created = nullptr, cur = nullptr;
  if (!strcmp(mode, "created")) {
#if CUDA_VERSION >= 13000
    CU(cuCtxCreate(&created, nullptr, 0, dev));
#else
    CU(cuCtxCreate(&created, 0, dev));
#endif
    launchAndRead("runtime in created context", 1);
    CU(cuCtxGetCurrent(&cur));
    CU(cuDevicePrimaryCtxRetain(&primary, dev));
    printf("current %s\n", ctxName(cur, primary, created));
    unsigned flags = 0;
    int active = -1;
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("primary active %d\n", active);
    cudaStream_t s;
    OK(cudaStreamCreate(&s));
    CUcontext sc = nullptr;
    CU(cuStreamGetCtx((CUstream)s, &sc));
    printf("stream's context %s\n", ctxName(sc, primary, created));
    int *d = nullptr;
    OK(cudaMalloc(&d, 64));
    CUcontext pc = nullptr;
    CU(cuPointerGetAttribute(&pc, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)d));
    printf("allocation's context %s\n", ctxName(pc, primary, created));
    int gd = -1;
    OK(cudaGetDevice(&gd));
    printf("device %d\n", gd);
    unsigned df = 0;
    OK(cudaGetDeviceFlags(&df));
    printf("device flags %#x\n", df);
    SHOW(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
    SHOW(cudaDeviceSynchronize());
    CU(cuCtxDestroy(created));
    CU(cuCtxGetCurrent(&cur));
    printf("current after destroy %s\n", ctxName(cur, primary, created));
    SHOW(cudaFree(d));
    SHOW(cudaStreamSynchronize(s));
    SHOW(cudaStreamDestroy(s));
    launchAndRead("runtime after the created context's destruction", 2);
    CU(cuCtxGetCurrent(&cur));
    printf("current now %s\n", ctxName(cur, primary, created));
    SHOW(cudaGetLastError());
    CU(cuDevicePrimaryCtxRelease(dev));
  } else if (!strcmp(mode, "pushed")) {
    launchAndRead("runtime first", 1);
    CU(cuCtxGetCurrent(&primary));
#if CUDA_VERSION >= 13000
    CU(cuCtxCreate(&created, nullptr, 0, dev));
#else
    CU(cuCtxCreate(&created, 0, dev));
#endif
    CU(cuCtxGetCurrent(&cur));
    printf("current after cuCtxCreate %s\n", ctxName(cur, primary, created));
    launchAndRead("runtime in the pushed context", 2);
    cudaFunction_t f = nullptr;
    OK(cudaGetFuncBySymbol(&f, (const void *)setv));
    CUmodule mod = nullptr;
    CU(cuFuncGetModule(&mod, (CUfunction)f));
    CUcontext fc = nullptr;
    CU(cuCtxPopCurrent(&fc));
    printf("popped %s\n", ctxName(fc, primary, created));
    CU(cuCtxGetCurrent(&cur));
    printf("current after pop %s\n", ctxName(cur, primary, created));
    cudaFunction_t f2 = nullptr;
    OK(cudaGetFuncBySymbol(&f2, (const void *)setv));
    printf("function per context distinct %d\n", f != f2);
    launchAndRead("runtime after pop", 3);
    CU(cuCtxPushCurrent(created));
    CU(cuCtxDestroy(created));
    CU(cuCtxGetCurrent(&cur));
    printf("current after destroying the pushed one %s\n", ctxName(cur, primary, created));
    launchAndRead("runtime after", 4);
  } else if (!strcmp(mode, "null")) {
    OK(cudaSetDevice(0));
    CU(cuCtxGetCurrent(&cur));
    printf("after cudaSetDevice: %s\n", cur ? "set" : "none");
    OK(cudaFree(0));
    CU(cuCtxGetCurrent(&primary));
    printf("after cudaFree(0): %s\n", primary ? "set" : "none");
    CU(cuCtxSetCurrent(nullptr));
    launchAndRead("runtime after cuCtxSetCurrent(NULL)", 1);
    CU(cuCtxGetCurrent(&cur));
    printf("current %s\n", ctxName(cur, primary, created));
    CU(cuCtxSetCurrent(nullptr));
    OK(cudaSetDevice(0));
    CU(cuCtxGetCurrent(&cur));
    printf("after cudaSetDevice again %s\n", ctxName(cur, primary, created));
    CU(cuCtxSetCurrent(nullptr));
    int gd = -1;
    OK(cudaGetDevice(&gd));
    CU(cuCtxGetCurrent(&cur));
    printf("after cudaGetDevice %s device %d\n", ctxName(cur, primary, created), gd);
    OK(cudaDeviceSynchronize());
    CU(cuCtxGetCurrent(&cur));
    printf("after cudaDeviceSynchronize %s\n", ctxName(cur, primary, created));
  } else if (!strcmp(mode, "primary")) {
    CU(cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_BLOCKING_SYNC));
    CU(cuDevicePrimaryCtxRetain(&primary, dev));
    unsigned df = 0;
    OK(cudaGetDeviceFlags(&df));
    printf("runtime's device flags %#x\n", df);
    launchAndRead("runtime on a retained primary", 1);
    CU(cuCtxGetCurrent(&cur));
    printf("current %s\n", ctxName(cur, primary, created));
    CU(cuDevicePrimaryCtxRelease(dev));
    unsigned flags = 0;
    int active = -1;
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("after one release: active %d flags %#x\n", active, flags);
    CU(cuDevicePrimaryCtxRelease(dev));
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("after a second release: active %d\n", active);
    CU(cuDevicePrimaryCtxRelease(dev));
    launchAndRead("runtime after the releases", 2);
    int *d = nullptr;
    OK(cudaMalloc(&d, 64));
    CU(cuDevicePrimaryCtxReset(dev));
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("after reset: active %d flags %#x\n", active, flags);
    CU(cuCtxGetCurrent(&cur));
    printf("current after reset %s\n", cur ? "set" : "none");
    SHOW(cudaFree(d));
    SHOW(cudaGetLastError());
    launchAndRead("runtime after cuDevicePrimaryCtxReset", 3);
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("then: active %d flags %#x\n", active, flags);
    CU(cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_SPIN));
    SHOW(cudaGetDeviceFlags(&df));
    printf("runtime's device flags %#x\n", df);
    SHOW(cudaSetDeviceFlags(cudaDeviceScheduleYield));
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("after cudaSetDeviceFlags: flags %#x\n", flags);
    SHOW(cudaDeviceReset());
    CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
    printf("after cudaDeviceReset: active %d flags %#x\n", active, flags);
  } else if (!strcmp(mode, "streams")) {
    OK(cudaFree(0));
    CU(cuCtxGetCurrent(&primary));
    unsigned long long id = 0;
    cudaStream_t specials[] = {0, cudaStreamLegacy, cudaStreamPerThread};
    const char *names[] = {"0", "cudaStreamLegacy", "cudaStreamPerThread"};
    for (int i = 0; i < 3; i++) {
      int sd = -1;
      id = 0;
      SHOW(cudaStreamGetId(specials[i], &id));
      SHOW(cudaStreamGetDevice(specials[i], &sd));
      unsigned long long cid = 0;
      CU(cuStreamGetId((CUstream)specials[i], &cid));
      CUcontext sc = nullptr;
      CU(cuStreamGetCtx((CUstream)specials[i], &sc));
      unsigned fl = 99;
      SHOW(cudaStreamGetFlags(specials[i], &fl));
      int pr = 99;
      SHOW(cudaStreamGetPriority(specials[i], &pr));
      printf("%s: id %llu cuStreamGetId %llu device %d ctx %s flags %u priority %d\n", names[i], id, cid, sd, ctxName(sc, primary, created), fl, pr);
    }
    cudaStream_t a, b, c;
    OK(cudaStreamCreate(&a));
    OK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    OK(cudaStreamCreateWithPriority(&c, cudaStreamDefault, -5));
    unsigned long long ia = 0, ib = 0, ic = 0;
    OK(cudaStreamGetId(a, &ia));
    OK(cudaStreamGetId(b, &ib));
    OK(cudaStreamGetId(c, &ic));
    printf("created ids increase %d %d, differences %llu %llu\n", ib > ia, ic > ib, ib - ia, ic - ib);
    int pr = 0;
    OK(cudaStreamGetPriority(c, &pr));
    printf("priority -5 reads %d\n", pr);
    int lo, hi;
    OK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
    printf("priority range %d %d\n", lo, hi);
    OK(cudaStreamDestroy(b));
    SHOW(cudaStreamGetId(b, &id));
    int sd = -1;
    SHOW(cudaStreamGetDevice(nullptr, nullptr));
    SHOW(cudaStreamGetId(a, nullptr));
#if CUDA_VERSION >= 13000
    CU(cuCtxCreate(&created, nullptr, 0, dev));
#else
    CU(cuCtxCreate(&created, 0, dev));
#endif
    cudaStream_t cs;
    OK(cudaStreamCreate(&cs));
    OK(cudaStreamGetDevice(cs, &sd));
    CUcontext sc = nullptr;
    CU(cuStreamGetCtx((CUstream)cs, &sc));
    printf("stream in created context: device %d ctx %s\n", sd, ctxName(sc, primary, created));
    CU(cuStreamGetCtx((CUstream)a, &sc));
    printf("stream a ctx %s\n", ctxName(sc, primary, created));
    CU(cuStreamGetCtx(nullptr, &sc));
    printf("NULL stream ctx now %s\n", ctxName(sc, primary, created));
    unsigned long long i0 = 0;
    SHOW(cudaStreamGetId(0, &i0));
    printf("stream 0 id in created context %llu (primary's %s)\n", i0, "above");
    CU(cuCtxDestroy(created));
  } else if (!strcmp(mode, "funcs")) {
    std::string dir = argv[0];
    dir = dir.substr(0, dir.rfind('/') + 1) + "lb_mod.ptx";
    FILE *f = fopen(dir.c_str(), "rb");
    std::vector<char> ptx(1 << 20);
    size_t n = f ? fread(ptx.data(), 1, ptx.size() - 1, f) : 0;
    if (f) fclose(f);
    ptx[n] = 0;
    OK(cudaFree(0));
    CUmodule mod = nullptr;
    CU(cuModuleLoadData(&mod, ptx.data()));
    CUfunction add1 = nullptr;
    CU(cuModuleGetFunction(&add1, mod, "add1"));
    int *d = nullptr;
    OK(cudaMalloc(&d, 64 * 4));
    OK(cudaMemset(d, 0, 64 * 4));
    int cnt = 64;
    void *args[] = {&d, &cnt};
    SHOW(cudaLaunchKernel((const void *)add1, dim3(2), dim3(32), args, 0, 0));
    setv<<<1, 4>>>(d, 10);
    cudaFunction_t sf = nullptr;
    OK(cudaGetFuncBySymbol(&sf, (const void *)setv));
    int v = 100;
    void *a2[] = {&d, &v};
    CU(cuLaunchKernel((CUfunction)sf, 1, 1, 1, 2, 1, 1, 0, nullptr, a2, nullptr));
    SHOW(cudaLaunchKernel((const void *)add1, dim3(2), dim3(32), args, 0, 0));
    int h[64];
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("mixed: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[63]);
    cudaFuncAttributes fa;
    SHOW(cudaFuncGetAttributes(&fa, (const void *)add1));
    printf("add1 maxThreads %d\n", fa.maxThreadsPerBlock);
    const char *fn = nullptr;
    SHOW(cudaFuncGetName(&fn, (const void *)add1));
    printf("add1 name %s\n", fn ? fn : "-");
    SHOW(cudaFuncSetAttribute((const void *)add1, cudaFuncAttributeMaxDynamicSharedMemorySize, 50000));
    int ai = 0;
    CU(cuFuncGetAttribute(&ai, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, add1));
    printf("add1 max dynamic shared %d\n", ai);
    cudaFunction_t nf = nullptr;
    SHOW(cudaGetFuncBySymbol(&nf, (const void *)launchAndRead));
    SHOW(cudaGetFuncBySymbol(&nf, nullptr));
    SHOW(cudaGetLastError());
    CUkernel ck = nullptr;
    CU(cuKernelGetFunction(nullptr, ck));
    cudaKernel_t rk = nullptr;
    SHOW(cudaGetKernel(&rk, (const void *)add1));
    CU(cuModuleUnload(mod));
    SHOW(cudaLaunchKernel((const void *)add1, dim3(2), dim3(32), args, 0, 0));
    SHOW(cudaGetLastError());
    SHOW(cudaDeviceSynchronize());
  }
  return finish();
}
