// logs3: how far a JIT error log that fits is followed by zeros (logs2 read 8
// zero bytes after the NUL in a 4096-byte buffer): for buffers of 4096, the
// log's length + 40 and + 200, the count of zero bytes from the NUL to the
// buffer's end and the first nonzero offset; and the same for a load that
// compiles (its empty log: the H200 left the byte after the NUL as it was).
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <cuda.h>

static const char bad[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken()\n{\n  bogus.instruction;\n  ret;\n}\n";
static const char good[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry fine()\n{\n  ret;\n}\n";
static char buf[8192];

static void load(const char *what, const char *ptx, size_t cap) {
  memset(buf, 1, sizeof buf);
  CUjit_option o[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *v[2] = {buf, (void *)(uintptr_t)cap};
  CUmodule m = nullptr;
  CUresult r = cuModuleLoadDataEx(&m, ptx, 2, o, v);
  size_t n = strnlen(buf, cap);
  size_t zeros = 0, i = n;
  while (i < cap && buf[i] == 0) zeros++, i++;
  size_t rest = 0;
  for (size_t j = i; j < cap; j++) rest += buf[j] == 1;
  printf("%s: result %d cap %zu strlen %zu size %llu zeros from the NUL %zu, then %zu of %zu bytes untouched, past the buffer %d\n", what,
         (int)r, cap, n, (unsigned long long)(uintptr_t)v[1], zeros, rest, cap - i, buf[cap]);
  if (m) cuModuleUnload(m);
}

int main() {
  CUdevice dev;
  CUcontext ctx;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("setup failed\n");
    return 1;
  }
  load("bad 4096", bad, 4096);
  size_t len = strnlen(buf, 4096);
  load("bad len+40", bad, len + 40);
  load("bad len+200", bad, len + 200);
  load("good 4096", good, 4096);
  return 0;
}
