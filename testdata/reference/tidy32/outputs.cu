// outputs: what a failing driver call leaves in its output. Each output is
// set to a marker (0xab bytes) before the call; the program prints the code
// and the output afterwards: "unwritten" (the marker), or the value written.
// cudasim writes outputs on failure only for the calls surface.txt marks
// failwrites (cuGraphClone, cuGraphNodeFindInClone, measured indirectly by
// graphs26); whether cuCtxGetApiVersion writes 0 on failure was never
// measured (every recording had zeroed the output first).
#include <cstdio>
#include <cstring>
#include <cuda.h>

static const char *nm(CUresult r) {
  const char *n = nullptr;
  if (cuGetErrorName(r, &n) != CUDA_SUCCESS || !n) return "(unknown)";
  return n;
}
static const unsigned long long M64 = 0xababababababababull;
static const unsigned M32 = 0xababababu;
static void show(const char *what, CUresult r, unsigned long long v, bool wide) {
  bool mark = wide ? v == M64 : (unsigned)v == M32;
  if (mark) printf("%-58s -> %s unwritten\n", what, nm(r));
  else printf("%-58s -> %s written %#llx\n", what, nm(r), wide ? v : (unsigned long long)(unsigned)v);
}
// OUT runs call with var set to the marker and shows what is left in it.
#define OUT(what, call, var)                                          \
  do {                                                                \
    memset(&var, 0xab, sizeof var);                                   \
    CUresult r_ = (call);                                             \
    show(what, r_, (unsigned long long)(var), sizeof var == 8);       \
  } while (0)

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .global .u32 g;\n.visible .entry k() { ret; }\n";

int main() {
  setvbuf(stdout, nullptr, _IOLBF, 0); // session 33's H100 run crashed (signal 11) with its lines unflushed
  unsigned v;
  int iv;
  size_t sz;
  unsigned long long id;
  (void)id;
  CUdevice dev;
  CUcontext ctx, own;
  CUdeviceptr p, base;
  CUstream s;
  CUevent e;
  CUmodule mod;
  CUfunction fn;
  CUgraph g, other, clone;
  CUgraphNode alloc, empty, found;
  printf("cuInit -> %s\n", nm(cuInit(0)));
  cuDeviceGet(&dev, 0);
  OUT("cuDeviceGet(&d, 99)", cuDeviceGet(&iv, 99), iv);
  OUT("cuDeviceGetAttribute(&v, 9999, dev)", cuDeviceGetAttribute(&iv, (CUdevice_attribute)9999, dev), iv);
  OUT("cuDeviceTotalMem(&sz, 99)", cuDeviceTotalMem(&sz, 99), sz);
  // cuCtxGetApiVersion of a bogus handle (0x1234) is left out: the H100 with the H200's driver
  // died of signal 11 there (session 33, h100-s33/outputs_N.out), before the cases below ran.
  OUT("cuCtxGetApiVersion(NULL, &v), nothing current", cuCtxGetApiVersion(nullptr, &v), v);
  OUT("cuCtxGetDevice(&d), nothing current", cuCtxGetDevice(&iv), iv);
  OUT("cuCtxGetFlags(&f), nothing current", cuCtxGetFlags(&v), v);
#if CUDA_VERSION >= 13000 // cuCtxCreate is cuCtxCreate_v4 there, with a parameters argument
  cuCtxCreate(&own, nullptr, 0, dev);
#else
  cuCtxCreate(&own, 0, dev);
#endif
  OUT("cuCtxGetApiVersion(own, &v)", cuCtxGetApiVersion(own, &v), v);
  cuCtxDestroy(own);
  OUT("cuCtxGetApiVersion(destroyed, &v)", cuCtxGetApiVersion(own, &v), v);
#if CUDA_VERSION >= 12000
  OUT("cuCtxGetId(destroyed, &id)", cuCtxGetId(own, &id), id);
#endif
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  cuDevicePrimaryCtxRelease(dev); // the last: the context is released while current
  OUT("cuCtxGetApiVersion(released primary, &v)", cuCtxGetApiVersion(ctx, &v), v);
  OUT("cuCtxGetApiVersion(NULL, &v), released primary current", cuCtxGetApiVersion(nullptr, &v), v);
#if CUDA_VERSION >= 12000
  OUT("cuCtxGetId(released primary, &id)", cuCtxGetId(ctx, &id), id);
#endif
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  OUT("cuCtxGetApiVersion(primary, &v)", cuCtxGetApiVersion(ctx, &v), v);
  OUT("cuMemAlloc(&p, 1<<62)", cuMemAlloc(&p, 1ull << 62), p);
  OUT("cuMemGetAddressRange(&base, NULL, 0x1234)", cuMemGetAddressRange(&base, nullptr, 0x1234), base);
  OUT("cuStreamCreate(&s, 0xff)", cuStreamCreate(&s, 0xff), *(unsigned long long *)&s);
  OUT("cuEventCreate(&e, 0xff)", cuEventCreate(&e, 0xff), *(unsigned long long *)&e);
  OUT("cuModuleLoadData(&m, junk)", cuModuleLoadData(&mod, "junk"), *(unsigned long long *)&mod);
  if (cuModuleLoadData(&mod, ptx) == CUDA_SUCCESS) {
    OUT("cuModuleGetFunction(&f, m, nosuch)", cuModuleGetFunction(&fn, mod, "nosuch"), *(unsigned long long *)&fn);
    OUT("cuModuleGetGlobal(&p, NULL, m, nosuch)", cuModuleGetGlobal(&p, nullptr, mod, "nosuch"), p);
  }
  cuGraphCreate(&g, 0);
  cuGraphCreate(&other, 0);
  CUDA_MEM_ALLOC_NODE_PARAMS ap;
  memset(&ap, 0, sizeof ap);
  ap.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
  ap.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  ap.bytesize = 1 << 16;
  if (cuGraphAddMemAllocNode(&alloc, g, nullptr, 0, &ap) == CUDA_SUCCESS)
    OUT("cuGraphClone(&c, graph with an alloc node)", cuGraphClone(&clone, g), *(unsigned long long *)&clone);
  cuGraphAddEmptyNode(&empty, other, nullptr, 0);
  if (cuGraphClone(&clone, other) == CUDA_SUCCESS)
    OUT("cuGraphNodeFindInClone(&n, another graph's node, c)", cuGraphNodeFindInClone(&found, alloc, clone), *(unsigned long long *)&found);
  printf("done\n");
  return 0;
}
