// cxp: what the driver answers about a primary context that was released for
// the last time, and one that was reset, while it is still the thread's
// current context: the answers the CUDA runtime acts on when it finds its
// context gone (interop26's cx_primary: the H200's runtime retains the
// primary context again and goes on). Also the context-local storage slots
// the runtime uses (CONTEXT_LOCAL_STORAGE_V0301: [0] put(ctx, key, value,
// dtor), [1] delete(ctx, key), [2] get(&value, ctx, key); docs/cudart.md)
// and when a put value's destructor runs.
#include <cstdio>
#include <cstring>
#include <cuda.h>

typedef CUresult (*putFn)(CUcontext, void *, void *, void (*)(CUcontext, void *, void *));
typedef CUresult (*getFn)(void **, CUcontext, void *);
static putFn clsPut;
static getFn clsGet;
static int key;
static CUcontext primary;

static const char *nm(CUresult r) {
  const char *n = nullptr;
  if (cuGetErrorName(r, &n) != CUDA_SUCCESS || !n) return "(unknown)";
  return n;
}
static void show(const char *what, CUresult r) { printf("%-50s -> %s (%d)\n", what, nm(r), (int)r); }
#define SHOW(call) show(#call, (call))
static void dtor(CUcontext c, void *k, void *v) {
  printf("  destructor ran: ctx %s key %s value %d\n", c == primary ? "primary" : c ? "other" : "NULL", k == &key ? "ours" : "other", (int)(size_t)v);
}

// state prints every answer about the current context that a runtime could
// ask before using it.
static void state(const char *when, CUdevice dev) {
  printf("-- %s\n", when);
  CUcontext cur = nullptr;
  SHOW(cuCtxGetCurrent(&cur));
  printf("current %s\n", !cur ? "none" : cur == primary ? "primary" : "other");
  unsigned flags = 0;
  int active = -1;
  SHOW(cuDevicePrimaryCtxGetState(dev, &flags, &active));
  printf("state active %d flags %#x\n", active, flags);
  unsigned v = 0;
  CUresult r = cuCtxGetApiVersion(primary, &v);
  printf("%-50s -> %s (%d) version %u\n", "cuCtxGetApiVersion(primary, &v)", nm(r), (int)r, v);
  r = cuCtxGetApiVersion(nullptr, &v);
  printf("%-50s -> %s (%d) version %u\n", "cuCtxGetApiVersion(NULL, &v)", nm(r), (int)r, v);
  CUdevice d = -1;
  SHOW(cuCtxGetDevice(&d));
  SHOW(cuCtxGetFlags(&flags));
#if CUDA_VERSION >= 12000
  unsigned long long id = 0;
  SHOW(cuCtxGetId(primary, &id));
#endif
  void *val = (void *)(size_t)77;
  r = clsGet(&val, primary, &key);
  printf("%-50s -> %s (%d) value %d\n", "CLS get(primary, key)", nm(r), (int)r, (int)(size_t)val);
  val = (void *)(size_t)77;
  r = clsGet(&val, nullptr, &key);
  printf("%-50s -> %s (%d) value %d\n", "CLS get(NULL, key)", nm(r), (int)r, (int)(size_t)val);
  size_t fr = 0, tot = 0;
  SHOW(cuMemGetInfo(&fr, &tot));
  SHOW(cuCtxSynchronize());
  CUstream s = nullptr;
  r = cuStreamCreate(&s, 0);
  show("cuStreamCreate(&s, 0)", r);
  if (r == CUDA_SUCCESS) SHOW(cuStreamDestroy(s));
}

int main() {
  SHOW(cuInit(0));
  CUdevice dev;
  SHOW(cuDeviceGet(&dev, 0));
  const void *tab = nullptr;
  const CUuuid clsId = {{(char)0xc6, (char)0x93, 0x33, 0x6e, 0x11, 0x21, (char)0xdf, 0x11, (char)0xa8, (char)0xc3, 0x68, (char)0xf3, 0x55, (char)0xd8, (char)0x95, (char)0x93}};
  SHOW(cuGetExportTable(&tab, &clsId));
  if (!tab) return 1;
  clsPut = (putFn)((void *const *)tab)[0];
  clsGet = (getFn)((void *const *)tab)[2];
  SHOW(cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_BLOCKING_SYNC));
  SHOW(cuDevicePrimaryCtxRetain(&primary, dev));
  SHOW(cuCtxSetCurrent(primary));
  printf("%-50s -> %s\n", "CLS put(primary, key, 5, dtor)", nm(clsPut(primary, &key, (void *)(size_t)5, dtor)));
  CUdeviceptr d = 0;
  SHOW(cuMemAlloc(&d, 64));
  state("retained once, current", dev);
  SHOW(cuDevicePrimaryCtxRelease(dev));
  state("released for the last time, still current", dev);
  SHOW(cuMemAlloc(&d, 64));
  SHOW(cuMemFree(d));
  printf("%-50s -> %s\n", "CLS put(NULL, key, 6, dtor)", nm(clsPut(nullptr, &key, (void *)(size_t)6, dtor)));
  printf("%-50s -> %s\n", "CLS put(primary, key, 6, dtor)", nm(clsPut(primary, &key, (void *)(size_t)6, dtor)));
  SHOW(cuDevicePrimaryCtxRelease(dev));
  CUcontext again = nullptr;
  SHOW(cuDevicePrimaryCtxRetain(&again, dev));
  printf("retained again: same handle %d\n", again == primary);
  state("retained again", dev);
  SHOW(cuMemAlloc(&d, 64));
  printf("%-50s -> %s\n", "CLS put(primary, key, 7, dtor)", nm(clsPut(primary, &key, (void *)(size_t)7, dtor)));
  SHOW(cuDevicePrimaryCtxReset(dev));
  state("reset, still current", dev);
  SHOW(cuMemFree(d));
  SHOW(cuMemAlloc(&d, 64));
  SHOW(cuDevicePrimaryCtxRelease(dev));
  SHOW(cuCtxSetCurrent(primary));
  state("reset, set current again", dev);
  SHOW(cuDevicePrimaryCtxRetain(&again, dev));
  state("reset, retained again", dev);
  SHOW(cuDevicePrimaryCtxRelease(dev));
  printf("done\n");
  return 0;
}
