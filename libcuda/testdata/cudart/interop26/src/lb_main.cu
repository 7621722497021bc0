// lb_main MODE: the runtime's context-independent loading (cudaLibrary*),
// its errors and its edges; the module files (lb_mod.ptx, .cubin, .fatbin)
// sit beside the program.
//   kinds    each kind loaded from file and from memory: kernel count,
//            enumeration with short and long arrays, names, a launch,
//            globals and managed variables (sizes, values), missing names
//   errors   bad images, NULL arguments, a missing file, unload twice,
//            kernels and globals of an unloaded library
//   attrs    cudaKernelSetAttributeForDevice / cudaFuncGetAttributes /
//            cudaFuncSetAttribute of a cudaKernel_t, bad devices and values,
//            launches with and without the dynamic shared memory allowed
//   busy     cudaLibraryUnload while a kernel of it runs, then the stream
//   reset    a library's kernel and globals across cudaDeviceReset
//   twice    the same image loaded twice: separate globals
//   own      the program's own kernels as cudaKernel_t (cudaGetKernel)
//   first    a library loaded before any other runtime call
#include <cstring>
#include <string>
#include <vector>
#include "io.h"

static std::string dir;
static std::vector<char> readFile(const char *name, bool nul) {
  std::string p = dir + name;
  std::vector<char> v;
  FILE *f = fopen(p.c_str(), "rb");
  if (!f) { printf("cannot read %s\n", name); return v; }
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) v.insert(v.end(), buf, buf + n);
  fclose(f);
  if (nul) v.push_back(0);
  return v;
}
static const char *nm(cudaError_t e) { return cudaGetErrorName(e); }
__global__ void ownKernel(int *p) { p[threadIdx.x] = 3 * threadIdx.x; }
template <int N> __global__ void ownTemplate(int *p) { p[threadIdx.x] = N; }
static void hostFunction() {}

static void useLibrary(const char *what, cudaLibrary_t lib, int *d) {
  unsigned int count = 0;
  OK(cudaLibraryGetKernelCount(&count, lib));
  printf("%s: %u kernels\n", what, count);
  cudaKernel_t ks[8] = {};
  OK(cudaLibraryEnumerateKernels(ks, 2, lib));
  printf("  first two enumerated: %d %d third untouched %d\n", ks[0] != nullptr, ks[1] != nullptr, ks[2] == nullptr);
  OK(cudaLibraryEnumerateKernels(ks, 8, lib));
  for (unsigned i = 0; i < 8 && i < count + 1; i++) {
    const char *n = nullptr;
    cudaError_t e = ks[i] ? cudaFuncGetName(&n, (const void *)ks[i]) : cudaErrorInvalidValue;
    printf("  kernel %u: %s %s\n", i, nm(e), n ? n : "-");
  }
  cudaKernel_t k = nullptr;
  OK(cudaLibraryGetKernel(&k, lib, "add1"));
  OK(cudaMemset(d, 0, 64 * 4));
  int n = 64;
  void *args[] = {&d, &n};
  OK(cudaLaunchKernel((const void *)k, dim3(2), dim3(32), args, 0, 0));
  int h[64];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("  add1: %d %d\n", h[0], h[63]);
  void *g = nullptr;
  size_t sz = 0;
  OK(cudaLibraryGetGlobal(&g, &sz, lib, "gval"));
  printf("  gval size %zu\n", sz);
  int gv = -1;
  OK(cudaMemcpy(&gv, g, 4, cudaMemcpyDeviceToHost));
  printf("  gval %d\n", gv);
  OK(cudaLibraryGetGlobal(&g, &sz, lib, "cval"));
  printf("  cval size %zu\n", sz);
  SHOW(cudaLibraryGetGlobal(&g, &sz, lib, "mval"));
  printf("  mval as global size %zu\n", sz);
  void *m = nullptr;
  sz = 0;
  SHOW(cudaLibraryGetManaged(&m, &sz, lib, "mval"));
  printf("  mval managed size %zu\n", sz);
  if (m) printf("  mval host read %d\n", *(int *)m);
  SHOW(cudaLibraryGetManaged(&m, &sz, lib, "gval"));
  SHOW(cudaLibraryGetGlobal(&g, &sz, lib, "nosuch"));
  SHOW(cudaLibraryGetKernel(&k, lib, "nosuch"));
  SHOW(cudaLibraryGetKernel(&k, lib, "gval"));
  void *uf = nullptr;
  SHOW(cudaLibraryGetUnifiedFunction(&uf, lib, "add1"));
  cudaKernel_t rk = nullptr;
  OK(cudaLibraryGetKernel(&rk, lib, "readg"));
  void *a2[] = {&d};
  OK(cudaLaunchKernel((const void *)rk, dim3(1), dim3(1), a2, 0, 0));
  OK(cudaMemcpy(h, d, 12, cudaMemcpyDeviceToHost));
  printf("  readg: %d %d %d\n", h[0], h[1], h[2]);
  OK(cudaDeviceSynchronize());
  if (m) printf("  mval after readg %d\n", *(int *)m);
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "kinds";
  dir = argv[0];
  dir = dir.substr(0, dir.rfind('/') + 1);
  std::vector<char> ptx = readFile("lb_mod.ptx", true), cubin = readFile("lb_mod.cubin", false),
                    fatbin = readFile("lb_mod.fatbin", false);
  cudaLibrary_t lib = nullptr;
  if (!strcmp(mode, "first")) {
    OK(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    cudaKernel_t k = nullptr;
    OK(cudaLibraryGetKernel(&k, lib, "add1"));
    CUcontext c = nullptr;
    CU(cuCtxGetCurrent(&c));
    printf("current context after load %s\n", c ? "set" : "none");
    int *d = nullptr;
    OK(cudaMalloc(&d, 256));
    useLibrary("fatbin before anything", lib, d);
    OK(cudaLibraryUnload(lib));
    return finish();
  }
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64 * 4));
  if (!strcmp(mode, "kinds")) {
    const char *files[] = {"lb_mod.ptx", "lb_mod.cubin", "lb_mod.fatbin"};
    std::vector<char> *data[] = {&ptx, &cubin, &fatbin};
    for (int i = 0; i < 3; i++) {
      std::string p = dir + files[i];
      OK(cudaLibraryLoadFromFile(&lib, p.c_str(), nullptr, nullptr, 0, nullptr, nullptr, 0));
      useLibrary(files[i], lib, d);
      OK(cudaLibraryUnload(lib));
      OK(cudaLibraryLoadData(&lib, data[i]->data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
      useLibrary("from memory", lib, d);
      OK(cudaLibraryUnload(lib));
    }
  } else if (!strcmp(mode, "errors")) {
    const char junk[] = "this is not a module";
    SHOW(cudaLibraryLoadData(&lib, junk, nullptr, nullptr, 0, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadData(&lib, nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadData(nullptr, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    const char badptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken( { ret; }\n";
    SHOW(cudaLibraryLoadData(&lib, badptx, nullptr, nullptr, 0, nullptr, nullptr, 0));
    const char empty[] = "";
    SHOW(cudaLibraryLoadData(&lib, empty, nullptr, nullptr, 0, nullptr, nullptr, 0));
    std::vector<char> cut(cubin.begin(), cubin.begin() + cubin.size() / 2);
    SHOW(cudaLibraryLoadData(&lib, cut.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadFromFile(&lib, "/nonexistent/lb_mod.ptx", nullptr, nullptr, 0, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadFromFile(&lib, nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadFromFile(&lib, "/proc/self/status", nullptr, nullptr, 0, nullptr, nullptr, 0));
    OK(cudaLibraryLoadData(&lib, ptx.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    unsigned int count = 0;
    SHOW(cudaLibraryGetKernelCount(nullptr, lib));
    SHOW(cudaLibraryGetKernelCount(&count, nullptr));
    SHOW(cudaLibraryEnumerateKernels(nullptr, 2, lib));
    cudaKernel_t ks[4];
    SHOW(cudaLibraryEnumerateKernels(ks, 0, lib));
    cudaKernel_t k = nullptr;
    SHOW(cudaLibraryGetKernel(nullptr, lib, "add1"));
    SHOW(cudaLibraryGetKernel(&k, lib, nullptr));
    SHOW(cudaLibraryGetKernel(&k, nullptr, "add1"));
    void *g = nullptr;
    size_t sz = 0;
    SHOW(cudaLibraryGetGlobal(&g, nullptr, lib, "gval"));
    SHOW(cudaLibraryGetGlobal(nullptr, &sz, lib, "gval"));
    SHOW(cudaLibraryGetManaged(nullptr, &sz, lib, "mval"));
    OK(cudaLibraryGetKernel(&k, lib, "add1"));
    OK(cudaLibraryGetGlobal(&g, &sz, lib, "gval"));
    OK(cudaLibraryUnload(lib));
    SHOW(cudaLibraryUnload(lib));
    SHOW(cudaLibraryUnload(nullptr));
    int n = 64;
    void *args[] = {&d, &n};
    SHOW(cudaLaunchKernel((const void *)k, dim3(1), dim3(32), args, 0, 0));
    SHOW(cudaGetLastError());
    SHOW(cudaDeviceSynchronize());
    int gv = -1;
    SHOW(cudaMemcpy(&gv, g, 4, cudaMemcpyDeviceToHost));
    SHOW(cudaLibraryGetKernel(&k, lib, "add1"));
    cudaFuncAttributes fa;
    SHOW(cudaFuncGetAttributes(&fa, (const void *)k));
    SHOW(cudaGetLastError());
    SHOW(cudaDeviceSynchronize());
  } else if (!strcmp(mode, "attrs")) {
    OK(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    cudaKernel_t k = nullptr;
    OK(cudaLibraryGetKernel(&k, lib, "big"));
    OK(cudaMemset(d, 0, 64 * 4));
    cudaFuncAttributes fa;
    OK(cudaFuncGetAttributes(&fa, (const void *)k));
    printf("big: maxDyn %d maxThreads %d shared %zu carveout %d cluster %d\n", fa.maxDynamicSharedSizeBytes, fa.maxThreadsPerBlock, fa.sharedSizeBytes, fa.preferredShmemCarveout, fa.requiredClusterWidth);
    void *args[] = {&d};
    SHOW(cudaLaunchKernel((const void *)k, dim3(1), dim3(64), args, 64 * 1024, 0));
    SHOW(cudaGetLastError());
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024, 1));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024, -1));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 300 * 1024, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributePreferredSharedMemoryCarveout, 50, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributePreferredSharedMemoryCarveout, 101, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeRequiredClusterWidth, 2, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeNonPortableClusterSizeAllowed, 1, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, cudaFuncAttributeClusterSchedulingPolicyPreference, 1, 0));
    SHOW(cudaKernelSetAttributeForDevice(k, (cudaFuncAttribute)99, 1, 0));
    SHOW(cudaKernelSetAttributeForDevice(nullptr, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 0));
    OK(cudaFuncGetAttributes(&fa, (const void *)k));
    printf("big after: maxDyn %d carveout %d cluster %d nonportable %d\n", fa.maxDynamicSharedSizeBytes, fa.preferredShmemCarveout, fa.requiredClusterWidth, fa.nonPortableClusterSizeAllowed);
    SHOW(cudaLaunchKernel((const void *)k, dim3(1), dim3(64), args, 64 * 1024, 0));
    SHOW(cudaDeviceSynchronize());
    int h[64];
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("big: %d %d\n", h[0], h[63]);
    SHOW(cudaFuncSetAttribute((const void *)k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
    OK(cudaFuncGetAttributes(&fa, (const void *)k));
    printf("big after cudaFuncSetAttribute: maxDyn %d\n", fa.maxDynamicSharedSizeBytes);
    SHOW(cudaLaunchKernel((const void *)k, dim3(1), dim3(64), args, 64 * 1024, 0));
    SHOW(cudaGetLastError());
    SHOW(cudaFuncSetCacheConfig((const void *)k, cudaFuncCachePreferShared));
    int nb = -1;
    SHOW(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, (const void *)k, 256, 0));
    printf("occupancy %d\n", nb);
    const char *n = nullptr;
    SHOW(cudaFuncGetName(&n, (const void *)k));
    printf("name %s\n", n ? n : "-");
    size_t off = 0, psz = 0;
    SHOW(cudaFuncGetParamInfo((const void *)k, 0, &off, &psz));
    printf("param 0 offset %zu size %zu\n", off, psz);
    SHOW(cudaFuncGetParamInfo((const void *)k, 1, &off, &psz));
    OK(cudaLibraryUnload(lib));
  } else if (!strcmp(mode, "busy")) {
    OK(cudaLibraryLoadData(&lib, cubin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    cudaKernel_t k = nullptr;
    OK(cudaLibraryGetKernel(&k, lib, "spin"));
    cudaStream_t s;
    OK(cudaStreamCreate(&s));
    long long cycles = 400000000; // about 0.2 s
    void *args[] = {&cycles, &d};
    OK(cudaMemset(d, 0, 4));
    OK(cudaLaunchKernel((const void *)k, dim3(1), dim3(1), args, 0, s));
    SHOW(cudaStreamQuery(s));
    SHOW(cudaLibraryUnload(lib));
    SHOW(cudaStreamQuery(s));
    SHOW(cudaStreamSynchronize(s));
    int h = -1;
    SHOW(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
    printf("done flag %d\n", h);
    SHOW(cudaLaunchKernel((const void *)k, dim3(1), dim3(1), args, 0, s));
    SHOW(cudaStreamSynchronize(s));
    SHOW(cudaGetLastError());
  } else if (!strcmp(mode, "reset")) {
    OK(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    cudaKernel_t k = nullptr;
    OK(cudaLibraryGetKernel(&k, lib, "readg"));
    void *args[] = {&d};
    OK(cudaLaunchKernel((const void *)k, dim3(1), dim3(1), args, 0, 0));
    int h[3];
    OK(cudaMemcpy(h, d, 12, cudaMemcpyDeviceToHost));
    printf("before reset: %d %d %d\n", h[0], h[1], h[2]);
    void *g1 = nullptr, *m1 = nullptr;
    size_t sz;
    OK(cudaLibraryGetGlobal(&g1, &sz, lib, "gval"));
    OK(cudaLibraryGetManaged(&m1, &sz, lib, "mval"));
    OK(cudaDeviceReset());
    int *d2 = nullptr;
    OK(cudaMalloc(&d2, 64));
    OK(cudaMemset(d2, 0, 64));
    void *a2[] = {&d2};
    SHOW(cudaLaunchKernel((const void *)k, dim3(1), dim3(1), a2, 0, 0));
    SHOW(cudaMemcpy(h, d2, 12, cudaMemcpyDeviceToHost));
    printf("after reset: %d %d %d\n", h[0], h[1], h[2]);
    void *g2 = nullptr, *m2 = nullptr;
    SHOW(cudaLibraryGetGlobal(&g2, &sz, lib, "gval"));
    SHOW(cudaLibraryGetManaged(&m2, &sz, lib, "mval"));
    printf("global moved %d managed moved %d\n", g1 != g2, m1 != m2);
    if (m2) printf("mval %d\n", *(int *)m2);
    SHOW(cudaLibraryUnload(lib));
  } else if (!strcmp(mode, "twice")) {
    cudaLibrary_t l2 = nullptr;
    OK(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    OK(cudaLibraryLoadData(&l2, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
    printf("handles distinct %d\n", lib != l2);
    void *g1, *g2, *m1, *m2;
    size_t sz;
    OK(cudaLibraryGetGlobal(&g1, &sz, lib, "gval"));
    OK(cudaLibraryGetGlobal(&g2, &sz, l2, "gval"));
    OK(cudaLibraryGetManaged(&m1, &sz, lib, "mval"));
    OK(cudaLibraryGetManaged(&m2, &sz, l2, "mval"));
    printf("globals distinct %d managed distinct %d\n", g1 != g2, m1 != m2);
    cudaKernel_t k1, k2;
    OK(cudaLibraryGetKernel(&k1, lib, "readg"));
    OK(cudaLibraryGetKernel(&k2, l2, "readg"));
    printf("kernels distinct %d\n", k1 != k2);
    void *args[] = {&d};
    int h[3];
    for (int i = 0; i < 2; i++) OK(cudaLaunchKernel((const void *)k1, dim3(1), dim3(1), args, 0, 0));
    OK(cudaLaunchKernel((const void *)k2, dim3(1), dim3(1), args, 0, 0));
    OK(cudaMemcpy(h, d, 12, cudaMemcpyDeviceToHost));
    printf("l2 readg after l1 twice: %d %d %d\n", h[0], h[1], h[2]);
    OK(cudaLibraryUnload(lib));
    OK(cudaLaunchKernel((const void *)k2, dim3(1), dim3(1), args, 0, 0));
    OK(cudaMemcpy(h, d, 12, cudaMemcpyDeviceToHost));
    printf("l2 readg after l1 unloaded: %d %d %d\n", h[0], h[1], h[2]);
    OK(cudaLibraryUnload(l2));
  } else if (!strcmp(mode, "own")) {
    cudaKernel_t k = nullptr, k2 = nullptr;
    OK(cudaGetKernel(&k, ownKernel));
    OK(cudaGetKernel(&k2, ownKernel));
    printf("same handle twice %d\n", k == k2);
    void *args[] = {&d};
    OK(cudaLaunchKernel((const void *)k, dim3(1), dim3(8), args, 0, 0));
    int h[8];
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("ownKernel via cudaKernel_t: %d %d\n", h[1], h[7]);
    OK(cudaGetKernel(&k2, ownTemplate<5>));
    OK(cudaLaunchKernel((const void *)k2, dim3(1), dim3(8), args, 0, 0));
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("ownTemplate<5>: %d\n", h[3]);
    const char *n = nullptr;
    OK(cudaFuncGetName(&n, (const void *)k2));
    printf("name %s\n", n ? n : "-");
    SHOW(cudaGetKernel(&k2, (const void *)hostFunction));
    SHOW(cudaGetKernel(&k2, nullptr));
    SHOW(cudaGetKernel(nullptr, ownKernel));
    SHOW(cudaGetLastError());
    CUfunction f = nullptr;
    CU(cuKernelGetFunction(&f, (CUkernel)k));
    cudaFunction_t f2 = nullptr;
    OK(cudaGetFuncBySymbol(&f2, (const void *)ownKernel));
    printf("cuKernelGetFunction equals cudaGetFuncBySymbol %d\n", (void *)f == (void *)f2);
    CUkernel ck = nullptr;
    CU(cuKernelGetLibrary(nullptr, ck));
    CUlibrary cl = nullptr;
    CU(cuKernelGetLibrary(&cl, (CUkernel)k));
    printf("own kernel has a library %d\n", cl != nullptr);
    cudaFuncAttributes fa;
    OK(cudaFuncGetAttributes(&fa, (const void *)k));
    printf("numRegs>0 %d maxThreads %d\n", fa.numRegs > 0, fa.maxThreadsPerBlock);
  }
  OK(cudaFree(d));
  return finish();
}
