// drvmap: with the driver's API alone, what a context has mapped above its
// first allocation. argv: steps, in order, then the sweep:
//   mod       cuModuleLoadData of the PTX below (JIT)
//   cubin     cuModuleLoad of drvmap.cubin (sm_90 SASS, as nvcc builds for the runtime)
//   hostalloc cuMemAllocHost(4096)      hostreg  cuMemHostRegister(64 KiB)
//   launch    the store kernel once, on a scratch allocation (needs mod or cubin)
//   local     a kernel with 4 KiB of local memory once (needs mod)
//   stack     cuCtxSetLimit(STACK_SIZE, 1024)
//   ctxcreate a context of its own (cuCtxCreate) instead of the primary one
//   alloc     cuMemAlloc(256): the base of the sweep (first alloc step only)
//   big       cuMemAlloc(2 MiB), printed relative to the base
// The sweep stores 4 bytes at base + k*2 MiB, k = 1, 2, ... 128, until one
// faults (needs mod or cubin).
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char ptx[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry st(.param .u64 p, .param .u64 off)\n{\n .reg .b32 %r<2>;\n .reg .b64 %rd<4>;\n"
    " ld.param.u64 %rd1, [p];\n ld.param.u64 %rd2, [off];\n add.s64 %rd3, %rd1, %rd2;\n mov.u32 %r1, 7;\n"
    " st.volatile.global.u32 [%rd3], %r1;\n ret;\n}\n"
    ".visible .entry loc(.param .u64 p)\n{\n .local .align 4 .b8 buf[4096];\n .reg .b32 %r<3>;\n .reg .b64 %rd<4>;\n"
    " mov.u32 %r1, %tid.x;\n mul.wide.u32 %rd1, %r1, 4;\n mov.u64 %rd2, buf;\n add.s64 %rd2, %rd2, %rd1;\n"
    " st.local.u32 [%rd2], %r1;\n ld.local.u32 %r2, [buf+8];\n ld.param.u64 %rd3, [p];\n st.global.u32 [%rd3], %r2;\n ret;\n}\n";

static size_t freeMem(void) {
  size_t f = 0, t = 0;
  cuMemGetInfo(&f, &t);
  return f;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod = NULL;
  CUfunction st = NULL, loc = NULL;
  CUdeviceptr base = 0, scratch = 0;
  cuInit(0);
  cuDeviceGet(&dev, 0);
  int own = 0;
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "ctxcreate")) own = 1;
  if (own) {
#if CUDA_VERSION >= 13000
    printf("cuCtxCreate %d\n", (int)cuCtxCreate(&ctx, NULL, 0, dev));
#else
    printf("cuCtxCreate %d\n", (int)cuCtxCreate(&ctx, 0, dev));
#endif
  } else {
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
  }
  size_t f0 = freeMem(), prev = f0;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    CUresult r = CUDA_SUCCESS;
    if (!strcmp(s, "mod") || !strcmp(s, "cubin")) {
      r = !strcmp(s, "mod") ? cuModuleLoadData(&mod, ptx) : cuModuleLoad(&mod, "drvmap.cubin");
      if (!r) r = cuModuleGetFunction(&st, mod, "st");
      if (!r && !strcmp(s, "mod")) r = cuModuleGetFunction(&loc, mod, "loc");
    } else if (!strcmp(s, "hostalloc")) {
      void *h;
      r = cuMemAllocHost(&h, 4096);
    } else if (!strcmp(s, "hostreg")) {
      void *h = aligned_alloc(4096, 1 << 16);
      r = cuMemHostRegister(h, 1 << 16, 0);
    } else if (!strcmp(s, "launch") || !strcmp(s, "local")) {
      if (!scratch) cuMemAlloc(&scratch, 512);
      unsigned long long z = 0;
      void *args[] = {&scratch, &z};
      r = cuLaunchKernel(!strcmp(s, "launch") ? st : loc, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
      if (!r) r = cuCtxSynchronize();
    } else if (!strcmp(s, "stack")) {
      r = cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 1024);
    } else if (!strcmp(s, "alloc")) {
      r = cuMemAlloc(&base, 256);
      printf("base granule +0x%llx\n", (unsigned long long)(base & ((2 << 20) - 1)));
    } else if (!strcmp(s, "big")) {
      CUdeviceptr b = 0;
      r = cuMemAlloc(&b, 2 << 20);
      printf("big at base%+lld MiB\n", ((long long)b - (long long)base) / 1048576);
    } else if (!strcmp(s, "ctxcreate")) {
      continue;
    }
    size_t f = freeMem();
    printf("%-10s -> %d, free drops %lld KiB (total %lld KiB)\n", s, (int)r, ((long long)prev - (long long)f) / 1024,
           ((long long)f0 - (long long)f) / 1024);
    prev = f;
  }
  if (!base || !st) {
    printf("no sweep\n");
    return 0;
  }
  for (long long k = 1; k <= 128; k++) {
    unsigned long long off = (unsigned long long)k << 21;
    void *args[] = {&base, &off};
    CUresult r = cuLaunchKernel(st, 1, 1, 1, 1, 1, 1, 0, 0, args, NULL);
    if (!r) r = cuCtxSynchronize();
    if (r) {
      printf("first fault at base+%lld MiB: %d\n", k * 2, (int)r);
      return 0;
    }
  }
  printf("no fault up to base+256 MiB\n");
  return 0;
}
