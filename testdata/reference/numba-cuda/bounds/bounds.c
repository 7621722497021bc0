// Launch-bounds probe: what cuLaunchKernel and cuLaunchKernelEx answer for a
// block larger than the kernel's .maxntid (numba-cuda's TestLaunchBounds
// expects CUDA_ERROR_INVALID_VALUE from cuLaunchKernelEx), or other than
// its .reqntid; and the kernels' MAX_THREADS_PER_BLOCK.
#include <cuda.h>
#include <stdio.h>

static const char *ptx =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry maxntid128(.param .u64 p) .maxntid 128, 1, 1 { ret; }\n"
    ".visible .entry maxntid64x2(.param .u64 p) .maxntid 64, 2, 1 { ret; }\n"
    ".visible .entry reqntid128(.param .u64 p) .reqntid 128, 1, 1 { ret; }\n"
    ".visible .entry minnctapersm(.param .u64 p) .maxntid 128, 1, 1 .minnctapersm 4 { ret; }\n";

static const char *name(CUresult r) {
  const char *s = "?";
  cuGetErrorName(r, &s);
  return s;
}

static void try(CUfunction f, const char *k, unsigned bx, unsigned by, unsigned bz) {
  unsigned long long v = 0;
  void *args[] = {&v};
  CUresult r1 = cuLaunchKernel(f, 1, 1, 1, bx, by, bz, 0, 0, args, 0);
  CUresult s1 = cuCtxSynchronize();
  CUlaunchConfig cfg = {0};
  cfg.gridDimX = cfg.gridDimY = cfg.gridDimZ = 1;
  cfg.blockDimX = bx; cfg.blockDimY = by; cfg.blockDimZ = bz;
  CUresult r2 = cuLaunchKernelEx(&cfg, f, args, 0);
  CUresult s2 = cuCtxSynchronize();
  printf("%s block (%u,%u,%u): cuLaunchKernel %d %s (sync %d), cuLaunchKernelEx %d %s (sync %d)\n", k, bx, by, bz,
         r1, name(r1), s1, r2, name(r2), s2);
}

int main(void) {
  CUdevice d; CUcontext c; CUmodule m;
  cuInit(0); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
  CUresult r = cuModuleLoadData(&m, ptx);
  printf("load %d %s\n", r, name(r));
  const char *ks[] = {"maxntid128", "maxntid64x2", "reqntid128", "minnctapersm"};
  for (int i = 0; i < 4; i++) {
    CUfunction f;
    cuModuleGetFunction(&f, m, ks[i]);
    int mt = 0, regs = 0;
    cuFuncGetAttribute(&mt, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
    cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
    printf("%s MAX_THREADS_PER_BLOCK %d NUM_REGS %d\n", ks[i], mt, regs);
    try(f, ks[i], 128, 1, 1);
    try(f, ks[i], 256, 1, 1);
    try(f, ks[i], 64, 2, 1);
    try(f, ks[i], 64, 4, 1);
    try(f, ks[i], 32, 1, 1);
  }
  return 0;
}
