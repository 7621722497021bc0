// e_library: module and library misuse through the runtime (CUDA 12.5 and
// newer: cudaLibrary*, cudaGetDriverEntryPointByVersion): images that do not
// load (null, junk, bad PTX, a newer target) and where the error surfaces,
// names that are not there, globals of the wrong kind, a library unloaded
// and then used, functions that are not kernels given to the runtime's
// launch and attribute calls, attributes out of range, and the driver's
// cuModule calls reached through the runtime's entry points.
#include <cuda.h>
#include <cstring>
#include "e_check.h"

static const char ptx[] = R"(
.version 8.0
.target sm_90
.address_size 64
.visible .global .align 4 .u32 gcount = 7;
.visible .global .attribute(.managed) .align 4 .u32 mval = 3;
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

// badPtx does not parse; newerPtx asks for a target the H200 is not.
static const char badPtx[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k() { bogus; }\n";
static const char newerPtx[] = ".version 8.0\n.target sm_100\n.address_size 64\n.visible .entry k() { ret; }\n";
static const char junk[] = "this is not an image of any kind, only some text";

__global__ void own(int *p) { p[threadIdx.x] = 1; }
static void hostFunction() {}

static cudaLibrary_t load(const char *image) {
  cudaLibrary_t lib = nullptr;
  STEP(cudaLibraryLoadData(&lib, image, nullptr, nullptr, 0, nullptr, nullptr, 0));
  return lib;
}

// tryImage loads an image and asks for a kernel, a count and a global.
static void tryImage(const char *image) {
  cudaLibrary_t lib = load(image);
  if (!lib) return;
  unsigned n = 99;
  STEP(cudaLibraryGetKernelCount(&n, lib));
  printf("count %u\n", n);
  cudaKernel_t k = nullptr;
  STEP(cudaLibraryGetKernel(&k, lib, "k"));
  void *g = nullptr;
  size_t sz = 0;
  STEP(cudaLibraryGetGlobal(&g, &sz, lib, "gcount"));
  STEP(cudaLibraryUnload(lib));
  STEP(cudaDeviceSynchronize());
}

static void nullImage() {
  cudaLibrary_t lib = nullptr;
  STEP(cudaLibraryLoadData(&lib, nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0));
  STEP(cudaLibraryLoadData(nullptr, ptx, nullptr, nullptr, 0, nullptr, nullptr, 0));
  STEP(cudaLibraryLoadData(&lib, "", nullptr, nullptr, 0, nullptr, nullptr, 0));
  STEP(cudaLibraryLoadFromFile(&lib, "/nonexistent/lib.cubin", nullptr, nullptr, 0, nullptr, nullptr, 0));
  STEP(cudaLibraryLoadFromFile(&lib, "/", nullptr, nullptr, 0, nullptr, nullptr, 0));
  STEP(cudaLibraryLoadFromFile(&lib, nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0));
  STEP(cudaDeviceSynchronize());
}
static void junkImage() { tryImage(junk); }
static void badPtxImage() { tryImage(badPtx); }
static void newerTarget() { tryImage(newerPtx); }

static void names() {
  cudaLibrary_t lib = load(ptx);
  cudaKernel_t k = nullptr;
  STEP(cudaLibraryGetKernel(&k, lib, "missing"));
  STEP(cudaLibraryGetKernel(&k, lib, "gcount"));
  STEP(cudaLibraryGetKernel(nullptr, lib, "fill"));
  STEP(cudaLibraryGetKernel(&k, nullptr, "fill"));
  void *g = nullptr;
  size_t sz = 0;
  STEP(cudaLibraryGetGlobal(&g, &sz, lib, "missing"));
  STEP(cudaLibraryGetGlobal(&g, &sz, lib, "fill"));
  STEP(cudaLibraryGetGlobal(&g, &sz, lib, "mval"));
  printf("managed as global: size %zu\n", sz);
  STEP(cudaLibraryGetGlobal(&g, nullptr, lib, "gcount"));
  STEP(cudaLibraryGetManaged(&g, &sz, lib, "gcount"));
  STEP(cudaLibraryGetManaged(&g, &sz, lib, "missing"));
  STEP(cudaLibraryGetManaged(&g, &sz, lib, "mval"));
  printf("managed: size %zu\n", sz);
  unsigned n = 0;
  STEP(cudaLibraryGetKernelCount(&n, lib));
  STEP(cudaLibraryGetKernelCount(nullptr, lib));
  cudaKernel_t ks[4] = {nullptr, nullptr, nullptr, nullptr};
  STEP(cudaLibraryEnumerateKernels(ks, 4, lib));
  printf("enumerated: %d %d %d\n", ks[0] != nullptr, ks[1] != nullptr, ks[2] != nullptr);
  STEP(cudaLibraryEnumerateKernels(ks, 0, lib));
  STEP(cudaLibraryEnumerateKernels(nullptr, 1, lib));
  STEP(cudaLibraryUnload(lib));
}

// launches: a library kernel with bad configurations and attributes.
static void launches() {
  cudaLibrary_t lib = load(ptx);
  cudaKernel_t k = nullptr;
  STEP(cudaLibraryGetKernel(&k, lib, "fill"));
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  unsigned v = 5;
  void *args[] = {&d, &v};
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(2048), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(0), dim3(32), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 300 << 10, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), nullptr, 0, 0));
  STEP(cudaDeviceSynchronize());
  STEP(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 << 10, 0));
  STEP(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 300 << 10, 0));
  STEP(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 << 10, 1));
  STEP(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 << 10, -1));
  STEP(cudaKernelSetAttributeForDevice(k, (cudaFuncAttribute)99, 1, 0));
  STEP(cudaKernelSetAttributeForDevice(k, cudaFuncAttributePreferredSharedMemoryCarveout, 101, 0));
  STEP(cudaKernelSetAttributeForDevice(nullptr, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 0));
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 100 << 10, 0));
  STEP(cudaDeviceSynchronize());
  cudaFuncAttributes fa;
  STEP(cudaFuncGetAttributes(&fa, (const void *)k));
  printf("maxDynamicSharedSizeBytes %d\n", fa.maxDynamicSharedSizeBytes);
  STEP(cudaLibraryUnload(lib));
}

// unloaded: a library's kernel and global used after cudaLibraryUnload,
// each in its own process.
static void unloadedLaunch() {
  cudaLibrary_t lib = load(ptx);
  cudaKernel_t k = nullptr;
  STEP(cudaLibraryGetKernel(&k, lib, "fill"));
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  STEP(cudaLibraryUnload(lib));
  unsigned v = 5;
  void *args[] = {&d, &v};
  STEP(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 0, 0));
  STEP(cudaDeviceSynchronize());
}
static void unloadedGetKernel() {
  cudaLibrary_t lib = load(ptx);
  STEP(cudaLibraryUnload(lib));
  cudaKernel_t k = nullptr;
  STEP(cudaLibraryGetKernel(&k, lib, "fill"));
}
static void unloadTwice() {
  cudaLibrary_t lib = load(ptx);
  STEP(cudaLibraryUnload(lib));
  STEP(cudaLibraryUnload(lib));
}
static void unloadNull() { STEP(cudaLibraryUnload(nullptr)); }

// notKernels: host functions and null given where a kernel is expected.
static void notKernels() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  void *args[] = {&d};
  STEP(cudaLaunchKernel((const void *)hostFunction, dim3(1), dim3(32), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)nullptr, dim3(1), dim3(32), args, 0, 0));
  STEP(cudaLaunchKernel((const void *)(d), dim3(1), dim3(32), args, 0, 0));
  cudaFuncAttributes fa;
  STEP(cudaFuncGetAttributes(&fa, (const void *)hostFunction));
  STEP(cudaFuncGetAttributes(&fa, nullptr));
  STEP(cudaFuncGetAttributes(nullptr, (const void *)own));
  STEP(cudaFuncSetAttribute((const void *)hostFunction, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
  STEP(cudaFuncSetAttribute((const void *)own, (cudaFuncAttribute)99, 1));
  STEP(cudaFuncSetAttribute((const void *)own, cudaFuncAttributeMaxDynamicSharedMemorySize, -1));
  STEP(cudaFuncSetAttribute((const void *)own, cudaFuncAttributePreferredSharedMemoryCarveout, -2));
  STEP(cudaFuncSetAttribute((const void *)own, cudaFuncAttributeRequiredClusterWidth, 2));
  STEP(cudaFuncSetAttribute((const void *)own, cudaFuncAttributeNonPortableClusterSizeAllowed, 2));
  STEP(cudaFuncSetCacheConfig((const void *)hostFunction, cudaFuncCachePreferL1));
  cudaFunction_t f = nullptr;
  STEP(cudaGetFuncBySymbol(&f, (const void *)hostFunction));
  STEP(cudaGetFuncBySymbol(&f, nullptr));
  STEP(cudaGetFuncBySymbol(nullptr, (const void *)own));
  cudaKernel_t k = nullptr;
  STEP(cudaGetKernel(&k, (const void *)hostFunction));
  STEP(cudaGetKernel(&k, (const void *)own));
  STEP(cudaGetKernel(nullptr, (const void *)own));
  const char *name = nullptr;
  STEP(cudaFuncGetName(&name, (const void *)hostFunction));
  STEP(cudaFuncGetName(&name, (const void *)own));
  printf("name %s\n", name ? name : "(null)");
  int blocks = -1;
  STEP(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (const void *)hostFunction, 32, 0));
  STEP(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (const void *)own, 0, 0));
  STEP(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (const void *)own, 2048, 0));
  STEP(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (const void *)own, 32, 1 << 20));
  printf("blocks %d\n", blocks);
  STEP(cudaDeviceSynchronize());
}

// The driver's module calls, reached through the runtime's entry points.
typedef CUresult (*ModuleLoadData)(CUmodule *, const void *);
typedef CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
typedef CUresult (*ModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule, const char *);
typedef CUresult (*ModuleUnload)(CUmodule);
typedef CUresult (*GetErrorName)(CUresult, const char **);
template <typename F> static F get(const char *name) {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
  cudaError_t e = cudaGetDriverEntryPointByVersion(name, &fn, 12000, cudaEnableDefault, &q);
  printf("entry point %s -> %s %d %s\n", name, cudaGetErrorName(e), (int)q, fn ? "found" : "null");
  return (F)fn;
}
static GetErrorName errName;
static const char *cuName(CUresult r) {
  const char *s = "?";
  if (errName) errName(r, &s);
  return s;
}
#define CU(call) printf("%-58s -> %s\n", #call, cuName(call))

static void driverModules() {
  errName = get<GetErrorName>("cuGetErrorName");
  auto load = get<ModuleLoadData>("cuModuleLoadData");
  auto getFunction = get<ModuleGetFunction>("cuModuleGetFunction");
  auto getGlobal = get<ModuleGetGlobal>("cuModuleGetGlobal");
  auto unload = get<ModuleUnload>("cuModuleUnload");
  get<ModuleUnload>("cuNoSuchFunction");
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q;
  STEP(cudaGetDriverEntryPointByVersion("cuModuleLoadData", &fn, 99000, cudaEnableDefault, &q));
  STEP(cudaGetDriverEntryPointByVersion("cuModuleLoadData", &fn, 12000, 99, &q));
  if (!load || !getFunction || !getGlobal || !unload) return;
  CUmodule m = nullptr;
  CU(load(&m, junk));
  CU(load(&m, badPtx));
  CU(load(&m, newerPtx));
  CU(load(&m, nullptr));
  STEP(cudaGetLastError());
  CU(load(&m, ptx));
  CUfunction f = nullptr;
  CU(getFunction(&f, m, "missing"));
  CU(getFunction(&f, m, "gcount"));
  CU(getFunction(&f, nullptr, "fill"));
  CU(getFunction(&f, m, "fill"));
  CUdeviceptr g = 0;
  size_t sz = 0;
  CU(getGlobal(&g, &sz, m, "missing"));
  CU(getGlobal(&g, &sz, m, "fill"));
  CU(getGlobal(&g, &sz, m, "gcount"));
  printf("gcount size %zu\n", sz);
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  unsigned v = 1;
  void *args[] = {&d, &v};
  STEP(cudaLaunchKernel((const void *)f, dim3(1), dim3(32), args, 0, 0));
  STEP(cudaDeviceSynchronize());
  cudaFuncAttributes fa;
  STEP(cudaFuncGetAttributes(&fa, (const void *)f));
  CU(unload(m));
  CU(unload(nullptr));
  STEP(cudaGetLastError());
}

static void nullSymbol() {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult q;
  STEP(cudaGetDriverEntryPointByVersion(nullptr, &fn, 12000, cudaEnableDefault, &q));
}

int main() {
  CASE(nullImage);
  CASE(junkImage);
  CASE(badPtxImage);
  CASE(newerTarget);
  CASE(names);
  CASE(launches);
  CASE(unloadedLaunch);
  CASE(unloadedGetKernel);
  CASE(unloadTwice);
  CASE(unloadNull);
  CASE(notKernels);
  CASE(driverModules);
  CASE(nullSymbol);
  return finish();
}
