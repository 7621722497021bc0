/* link: probe3's cuLink* section (testdata/reference/probe3/probe3.c), run
   against cudasim's libcuda.so.1 with the declarations it needs; TestLink
   compares its lines with the H200's transcript. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int CUresult;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUlinkState;
typedef unsigned long long CUdeviceptr;
typedef int CUdevice;
typedef enum { CU_JIT_WALL_TIME = 2, CU_JIT_INFO_LOG_BUFFER = 3, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4, CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6, CU_JIT_LOG_VERBOSE = 12 } CUjit_option;
typedef enum { CU_JIT_INPUT_PTX = 1, CU_JIT_INPUT_LIBRARY = 4 } CUjitInputType;
#define CU_FUNC_ATTRIBUTE_NUM_REGS 4
CUresult cuInit(unsigned);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuFuncGetAttribute(int *, int, CUfunction);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
CUresult cuLinkCreate_v2(unsigned, CUjit_option *, void **, CUlinkState *);
CUresult cuLinkAddData_v2(CUlinkState, CUjitInputType, void *, size_t, const char *, unsigned, CUjit_option *, void **);
CUresult cuLinkAddFile_v2(CUlinkState, CUjitInputType, const char *, unsigned, CUjit_option *, void **);
CUresult cuLinkComplete(CUlinkState, void **, size_t *);
CUresult cuLinkDestroy(CUlinkState);
#define cuLinkCreate cuLinkCreate_v2
#define cuLinkAddData cuLinkAddData_v2
#define cuLinkAddFile cuLinkAddFile_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
static const char *nm(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
#define P(call) do { CUresult r_ = (call); printf("%-64s %s\n", #call, nm(r_)); } while (0)
static const char *ptxA =
  ".version 7.8\n.target sm_80\n.address_size 64\n"
  ".extern .func (.param .b32 r) twice(.param .b32 x);\n"
  ".visible .entry useTwice(.param .u64 p) {\n .reg .b32 %r<4>; .reg .b64 %rd<3>;\n"
  " ld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd2, %rd1; ld.global.u32 %r1, [%rd2];\n"
  " { .param .b32 a; .param .b32 b; st.param.b32 [a], %r1; call.uni (b), twice, (a); ld.param.b32 %r2, [b]; }\n"
  " st.global.u32 [%rd2], %r2; ret; }\n";
static const char *ptxB =
  ".version 7.8\n.target sm_80\n.address_size 64\n"
  ".visible .func (.param .b32 r) twice(.param .b32 x) {\n .reg .b32 %r<3>; ld.param.b32 %r1, [x]; shl.b32 %r2, %r1, 1; st.param.b32 [r], %r2; ret; }\n";
int main(void) {
  CUdevice d; CUcontext p;
  cuInit(0); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&p, d); cuCtxSetCurrent(p);
  printf("## link\n");
  CUlinkState ls; char info[4096] = "", err[4096] = "";
  CUjit_option o[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
  void *ov[] = {info, (void *)4096, err, (void *)4096, (void *)1};
  P(cuLinkCreate(5, o, ov, &ls));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptxA, strlen(ptxA) + 1, "a.ptx", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptxB, strlen(ptxB) + 1, "b.ptx", 0, 0, 0));
  void *img; size_t isz; P(cuLinkComplete(ls, &img, &isz));
  printf("image size %zu magic %02x%02x%02x%02x\ninfo log: %s\nerror log: %s\n", isz, ((unsigned char *)img)[0], ((unsigned char *)img)[1], ((unsigned char *)img)[2], ((unsigned char *)img)[3], info, err);
  CUmodule mod; CUfunction f; P(cuModuleLoadData(&mod, img)); P(cuModuleGetFunction(&f, mod, "useTwice"));
  int nregs = -1; cuFuncGetAttribute(&nregs, CU_FUNC_ATTRIBUTE_NUM_REGS, f); printf("numRegs %d\n", nregs);
  CUdeviceptr v; int hv = 21; cuMemAlloc(&v, 4); cuMemcpyHtoD(v, &hv, 4); void *args[] = {&v};
  P(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0)); P(cuCtxSynchronize()); cuMemcpyDtoH(&hv, v, 4); printf("twice(21) = %d\n", hv);
  P(cuLinkDestroy(ls));
  printf("## link errors\n");
  info[0] = err[0] = 0; P(cuLinkCreate(5, o, ov, &ls));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptxA, strlen(ptxA) + 1, "a.ptx", 0, 0, 0));
  P(cuLinkComplete(ls, &img, &isz)); printf("error log: %s\n", err); P(cuLinkDestroy(ls));
  err[0] = 0; P(cuLinkCreate(5, o, ov, &ls));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)"junk", 5, "junk.ptx", 0, 0, 0)); printf("error log: %s\n", err);
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptxB, strlen(ptxB) + 1, "b.ptx", 0, 0, 0));
  P(cuLinkComplete(ls, &img, &isz)); P(cuLinkDestroy(ls));
  P(cuLinkAddFile(ls, CU_JIT_INPUT_LIBRARY, "/nonexistent.a", 0, 0, 0));
  return 0;
}
