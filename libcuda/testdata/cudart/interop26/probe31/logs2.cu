// logs2: what interop29-c's logs.cu left open about the JIT logs: the 8
// bytes after a log's NUL (is the byte after it 0 because of a second NUL,
// or more?), the size read back for buffers of 2, 3, 15, 16, 17 bytes and
// around the log's length, a verbose load of a cubin (no ptxas), and what
// cuLibraryGetKernel answers after cuLibraryLoadData of PTX that does not
// compile succeeded.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda.h>

static const char bad[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken()\n{\n  bogus.instruction;\n  ret;\n}\n";
static char err[4096];

static void show(const char *what, CUresult r, size_t cap, void *size) {
  size_t n = strnlen(err, sizeof err);
  printf("%s: result %d cap %zu strlen %zu size %llu after:", what, (int)r, cap, n, (unsigned long long)(uintptr_t)size);
  for (size_t i = n + 1; i < n + 9 && i < sizeof err; i++) printf(" %d", err[i]);
  printf("\n");
}

static CUresult load(size_t cap, void **size) {
  memset(err, 1, sizeof err);
  CUjit_option o[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *v[2] = {err, (void *)(uintptr_t)cap};
  CUmodule m = nullptr;
  CUresult r = cuModuleLoadDataEx(&m, bad, 2, o, v);
  *size = v[1];
  return r;
}

int main() {
  CUdevice dev;
  CUcontext ctx;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("setup failed\n");
    return 1;
  }
  void *size;
  CUresult r = load(sizeof err, &size);
  show("full", r, sizeof err, size);
  size_t full = (size_t)(uintptr_t)size;
  size_t caps[] = {2, 3, 15, 16, 17, full - 1, full, full + 1, full + 2, full + 3};
  for (size_t c : caps) {
    r = load(c, &size);
    show("cut", r, c, size);
  }
#if CUDA_VERSION >= 12000
  memset(err, 1, sizeof err);
  CUjit_option o[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *v[2] = {err, (void *)(uintptr_t)sizeof err};
  CUlibrary l = nullptr;
  r = cuLibraryLoadData(&l, bad, o, v, 2, nullptr, nullptr, 0);
  show("library", r, sizeof err, v[1]);
  if (r == CUDA_SUCCESS) {
    CUkernel k;
    printf("cuLibraryGetKernel(broken) %d\n", (int)cuLibraryGetKernel(&k, l, "broken"));
    printf("cuLibraryGetKernel(absent) %d\n", (int)cuLibraryGetKernel(&k, l, "absent"));
    unsigned int n = 0;
    printf("cuLibraryGetKernelCount %d n %u\n", (int)cuLibraryGetKernelCount(&n, l), n);
    printf("cuLibraryUnload %d\n", (int)cuLibraryUnload(l));
  }
#endif
  return 0;
}
