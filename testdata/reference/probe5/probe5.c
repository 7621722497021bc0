// probe5 measures the codes cudasim answered differently from the H200 in
// the reliability issue. Each section runs in its own process (run.sh) so a
// crash or hang loses nothing else. Output: `section  call -> code NAME`.
// It declares what it calls (no cuda.h), so the same source builds against
// cudasim's libcuda.so.1 in its tests.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *H;
CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(H *, int);
CUresult cuCtxSetCurrent(H);
CUresult cuCtxCreate_v4(H *, void *, unsigned, int);
CUresult cuCtxDestroy_v2(H);
CUresult cuCtxSynchronize(void);
CUresult cuStreamCreate(H *, unsigned);
CUresult cuStreamSynchronize(H);
CUresult cuStreamQuery(H);
CUresult cuStreamDestroy_v2(H);
CUresult cuMemAllocPitch_v2(CUdeviceptr *, size_t *, size_t, size_t, unsigned);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemHostRegister_v2(void *, size_t, unsigned);
CUresult cuModuleLoadData(H *, const void *);
CUresult cuModuleGetFunction(H *, H, const char *);
CUresult cuLaunchKernel(H, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, H, void **, void **);
CUresult cuLibraryLoadData(H *, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryUnload(H);
CUresult cuLibraryGetKernel(H *, H, const char *);

static const char *sec = "";
static void show(const char *call, CUresult r) {
  const char *n = 0;
  cuGetErrorName(r, &n);
  printf("%-12s %-52s -> %d %s\n", sec, call, (int)r, n ? n : "?");
}
#define R(call) show(#call, (call))

static const char ptx[] =
    ".version 7.8\n.target sm_90\n.address_size 64\n"
    ".visible .entry store(.param .u64 p)\n{\n .reg .b64 %rd<3>;\n .reg .b32 %r<2>;\n"
    " ld.param.u64 %rd1, [p];\n cvta.to.global.u64 %rd2, %rd1;\n mov.u32 %r1, 7;\n st.global.u32 [%rd2], %r1;\n ret;\n}\n"
    ".visible .entry three(.param .u32 a, .param .u32 b, .param .u32 c)\n{\n ret;\n}\n"
    ".func (.reg .b32 %rv) rec(.reg .b32 %n)\n{\n .local .align 4 .b8 buf[256];\n .reg .b32 %t<3>;\n"
    " st.local.u32 [buf], %n;\n add.u32 %t1, %n, 1;\n call (%t2), rec, (%t1);\n ld.local.u32 %t1, [buf];\n"
    " add.u32 %rv, %t2, %t1;\n ret;\n}\n"
    ".visible .entry recurse(.param .u64 p)\n{\n .reg .b32 %v<2>;\n .reg .b64 %rd<3>;\n mov.u32 %v1, 0;\n"
    " call (%v1), rec, (%v1);\n ld.param.u64 %rd1, [p];\n cvta.to.global.u64 %rd2, %rd1;\n st.global.u32 [%rd2], %v1;\n ret;\n}\n";

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) return 2;
  sec = argv[1];
  int d0;
  H c0, c1, s, mod, lib, k, f;
  CUdeviceptr p, q;
  size_t pitch;
  cuInit(0);
  cuDeviceGet(&d0, 0);
  cuDevicePrimaryCtxRetain(&c0, d0);
  cuCtxSetCurrent(c0);
  if (!strcmp(sec, "unloaded")) {
    R(cuLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0));
    R(cuLibraryGetKernel(&k, lib, "store"));
    R(cuLibraryUnload(lib));
    R(cuLibraryGetKernel(&k, lib, "store"));
  } else if (!strcmp(sec, "streamdead")) {
    R(cuCtxCreate_v4(&c1, NULL, 0, d0));
    R(cuStreamCreate(&s, 0));
    R(cuCtxDestroy_v2(c1));
    R(cuCtxSetCurrent(c0));
    R(cuStreamSynchronize(s));
    R(cuStreamQuery(s));
    R(cuStreamDestroy_v2(s));
  } else if (!strcmp(sec, "pitch")) {
    R(cuMemAllocPitch_v2(&p, &pitch, (size_t)1 << 40, (size_t)1 << 40, 4));
    R(cuMemAllocPitch_v2(&p, &pitch, (size_t)1 << 62, 4, 4));
    R(cuMemAllocPitch_v2(&p, &pitch, 64, (size_t)1 << 62, 4));
    R(cuMemAllocPitch_v2(&p, &pitch, 64, 64, 4));
  } else if (!strcmp(sec, "hostreg")) {
    void *h = malloc(1 << 16);
    R(cuMemHostRegister_v2(h, (size_t)1 << 62, 0));
    R(cuMemHostRegister_v2(h, (size_t)1 << 40, 0));
  } else if (!strcmp(sec, "recursion")) {
    R(cuModuleLoadData(&mod, ptx));
    R(cuModuleGetFunction(&f, mod, "recurse"));
    R(cuMemAlloc_v2(&p, 64));
    void *args[] = {&p};
    R(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
    R(cuCtxSynchronize());
  } else if (!strcmp(sec, "extrashort")) {
    R(cuModuleLoadData(&mod, ptx));
    R(cuModuleGetFunction(&f, mod, "three"));
    uint32_t buf[3] = {1, 2, 3};
    size_t n = 4;
    void *extra[] = {(void *)1, buf, (void *)2, &n, (void *)0};
    R(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, extra));
    R(cuCtxSynchronize());
    n = 12;
    R(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, extra));
    n = 16;
    R(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, NULL, NULL, extra));
    R(cuCtxSynchronize());
  } else if (!strcmp(sec, "freed")) {
    R(cuModuleLoadData(&mod, ptx));
    R(cuModuleGetFunction(&f, mod, "store"));
    R(cuMemAlloc_v2(&p, 4096));
    R(cuMemAlloc_v2(&q, 4096));
    R(cuMemFree_v2(p));
    void *args[] = {&p};
    R(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
    R(cuCtxSynchronize());
  } else {
    fprintf(stderr, "unknown section %s\n", sec);
    return 2;
  }
  return 0;
}
