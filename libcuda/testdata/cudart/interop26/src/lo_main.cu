// lo_main: cudaLibraryLoadData's JIT and library options: a PTX image with
// cudaJitMaxRegisters and the info and error log buffers (what each log
// holds: empty or not, its size read back), a bad PTX with the error log,
// cudaLibraryBinaryIsPreserved, an unknown option, and options whose
// values are NULL.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>
#include "check.h"

static std::string dir;
static std::vector<char> readFile(const char *name) {
  std::vector<char> v;
  FILE *f = fopen((dir + name).c_str(), "rb");
  if (!f) { printf("cannot read %s\n", name); return v; }
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) v.insert(v.end(), buf, buf + n);
  fclose(f);
  v.push_back(0);
  return v;
}

int main(int argc, char **argv) {
  dir = argv[0];
  dir = dir.substr(0, dir.rfind('/') + 1);
  std::vector<char> ptx = readFile("lb_mod.ptx"), fatbin = readFile("lb_mod.fatbin");
  cudaLibrary_t lib = nullptr;
  char info[4096], err[4096];
  {
    memset(info, 1, sizeof info);
    memset(err, 1, sizeof err);
    cudaJitOption o[5] = {cudaJitMaxRegisters, cudaJitInfoLogBuffer, cudaJitInfoLogBufferSizeBytes, cudaJitErrorLogBuffer, cudaJitErrorLogBufferSizeBytes};
    void *v[5] = {(void *)(uintptr_t)32, info, (void *)(uintptr_t)sizeof info, err, (void *)(uintptr_t)sizeof err};
    OK(cudaLibraryLoadData(&lib, ptx.data(), o, v, 5, nullptr, nullptr, 0));
    printf("info log first byte %d, size read back %zu; error log first byte %d, size %zu\n", info[0], (size_t)(uintptr_t)v[2], err[0], (size_t)(uintptr_t)v[4]);
    cudaKernel_t k = nullptr;
    OK(cudaLibraryGetKernel(&k, lib, "add1"));
    cudaFuncAttributes fa;
    OK(cudaFuncGetAttributes(&fa, (const void *)k));
    printf("add1 registers <= 32: %d\n", fa.numRegs <= 32);
    OK(cudaLibraryUnload(lib));
  }
  {
    const char bad[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken()\n{\n  bogus.instruction;\n  ret;\n}\n";
    memset(err, 1, sizeof err);
    cudaJitOption o[2] = {cudaJitErrorLogBuffer, cudaJitErrorLogBufferSizeBytes};
    void *v[2] = {err, (void *)(uintptr_t)sizeof err};
    SHOW(cudaLibraryLoadData(&lib, bad, o, v, 2, nullptr, nullptr, 0));
    printf("error log empty %d, mentions line 6 %d\n", err[0] == 0, strstr(err, "line 6") != nullptr);
  }
  {
    cudaLibraryOption lo[1] = {cudaLibraryBinaryIsPreserved};
    void *lv[1] = {(void *)(uintptr_t)1};
    OK(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, lo, lv, 1));
    cudaKernel_t k = nullptr;
    OK(cudaLibraryGetKernel(&k, lib, "add1"));
    int *d = nullptr;
    OK(cudaMalloc(&d, 256));
    OK(cudaMemset(d, 0, 256));
    int n = 64;
    void *args[] = {&d, &n};
    OK(cudaLaunchKernel((const void *)k, dim3(2), dim3(32), args, 0, 0));
    int h[64];
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("preserved binary's add1: %d %d\n", h[0], h[63]);
    OK(cudaLibraryUnload(lib));
  }
  {
    cudaLibraryOption lo[1] = {(cudaLibraryOption)77};
    void *lv[1] = {nullptr};
    SHOW(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, lo, lv, 1));
    cudaJitOption o[1] = {(cudaJitOption)999};
    void *v[1] = {nullptr};
    SHOW(cudaLibraryLoadData(&lib, ptx.data(), o, v, 1, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadData(&lib, ptx.data(), nullptr, nullptr, 1, nullptr, nullptr, 0));
    SHOW(cudaLibraryLoadData(&lib, ptx.data(), nullptr, nullptr, 0, nullptr, nullptr, 1));
    cudaJitOption o2[1] = {cudaJitMaxRegisters};
    void *v2[1] = {(void *)(uintptr_t)0};
    SHOW(cudaLibraryLoadData(&lib, ptx.data(), o2, v2, 1, nullptr, nullptr, 0));
    cudaLibraryOption lo2[1] = {cudaLibraryHostUniversalFunctionAndDataTable};
    void *lv2[1] = {nullptr};
    SHOW(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, lo2, lv2, 1));
    SHOW(cudaGetLastError());
  }
  return finish();
}
