// logs: the sizes the driver writes back into CU_JIT_*_LOG_BUFFER_SIZE_BYTES
// (interop26's lo: 0 for empty logs through cudaLibraryLoadData), for
// non-empty logs too: a bad PTX's error log, a verbose load's info log, a
// buffer smaller than the log, through cuModuleLoadDataEx,
// cuLibraryLoadData and the linker. Each line: the call's result, strlen
// of what the buffer holds, the size read back, and the byte after the text.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda.h>

static const char good[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n  .reg .u64 %rd<2>;\n  ld.param.u64 %rd1, [p];\n  st.global.u32 [%rd1], 1;\n  ret;\n}\n";
static const char bad[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken()\n{\n  bogus.instruction;\n  ret;\n}\n";

static char info[4096], err[4096];
static void report(const char *what, CUresult r, void **v, size_t infoCap, size_t errCap) {
  size_t il = strnlen(info, sizeof info), el = strnlen(err, sizeof err);
  printf("%s: result %d\n  info strlen %zu cap %zu size read back %llu next byte %d\n  error strlen %zu cap %zu size read back %llu next byte %d\n",
         what, (int)r, il, infoCap, (unsigned long long)(uintptr_t)v[1], il + 1 < sizeof info ? info[il + 1] : -1,
         el, errCap, (unsigned long long)(uintptr_t)v[3], el + 1 < sizeof err ? err[el + 1] : -1);
}
static void one(const char *what, const char *img, size_t infoCap, size_t errCap, int verbose, int lib) {
  memset(info, 1, sizeof info);
  memset(err, 1, sizeof err);
  CUjit_option o[5] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
  void *v[5] = {info, (void *)(uintptr_t)infoCap, err, (void *)(uintptr_t)errCap, (void *)(uintptr_t)verbose};
  CUresult r;
#if CUDA_VERSION >= 12000
  if (lib) {
    CUlibrary l = nullptr;
    r = cuLibraryLoadData(&l, img, o, v, 5, nullptr, nullptr, 0);
    if (r == CUDA_SUCCESS) cuLibraryUnload(l);
  } else
#endif
  {
    CUmodule m = nullptr;
    r = cuModuleLoadDataEx(&m, img, 5, o, v);
    if (r == CUDA_SUCCESS) cuModuleUnload(m);
  }
  report(what, r, v, infoCap, errCap);
}
static void link(const char *what, const char *img, size_t infoCap, size_t errCap) {
  memset(info, 1, sizeof info);
  memset(err, 1, sizeof err);
  CUjit_option o[5] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
  void *v[5] = {info, (void *)(uintptr_t)infoCap, err, (void *)(uintptr_t)errCap, (void *)(uintptr_t)1};
  CUlinkState ls;
  CUresult r = cuLinkCreate(5, o, v, &ls);
  if (r == CUDA_SUCCESS) {
    r = cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)img, strlen(img) + 1, "a.ptx", 0, nullptr, nullptr);
    if (r == CUDA_SUCCESS) {
      void *cubin;
      size_t n;
      r = cuLinkComplete(ls, &cubin, &n);
    }
    report(what, r, v, infoCap, errCap);
    cuLinkDestroy(ls);
  } else {
    report(what, r, v, infoCap, errCap);
  }
}

int main() {
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  for (int lib = 0; lib < (CUDA_VERSION >= 12000 ? 2 : 1); lib++) {
    const char *api = lib ? "cuLibraryLoadData" : "cuModuleLoadDataEx";
    char w[128];
    snprintf(w, sizeof w, "%s good, quiet", api);
    one(w, good, sizeof info, sizeof err, 0, lib);
    snprintf(w, sizeof w, "%s good, verbose", api);
    one(w, good, sizeof info, sizeof err, 1, lib);
    snprintf(w, sizeof w, "%s good, verbose, info cap 16", api);
    one(w, good, 16, sizeof err, 1, lib);
    snprintf(w, sizeof w, "%s bad", api);
    one(w, bad, sizeof info, sizeof err, 0, lib);
    snprintf(w, sizeof w, "%s bad, error cap 16", api);
    one(w, bad, sizeof info, 16, 0, lib);
    snprintf(w, sizeof w, "%s bad, error cap 1", api);
    one(w, bad, sizeof info, 1, 0, lib);
  }
  link("link good, verbose", good, sizeof info, sizeof err);
  link("link good, verbose, info cap 16", good, 16, sizeof err);
  link("link bad", bad, sizeof info, sizeof err);
  link("link bad, error cap 16", bad, sizeof info, 16);
  return 0;
}
