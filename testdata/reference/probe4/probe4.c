/* probe4: cuLink* behaviours probe3 left open, measured on the real driver.
 * cc -O1 -o probe4 probe4.c -I/usr/local/cuda/include -lcuda */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static const char *nm(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
#define P(call) do { CUresult r_ = (call); printf("%-72s %s\n", #call, nm(r_)); } while (0)
#define HDR ".version 7.8\n.target sm_80\n.address_size 64\n"
static const char *ptxA = HDR
  ".extern .func (.param .b32 r) twice(.param .b32 x);\n"
  ".visible .entry useTwice(.param .u64 p) {\n .reg .b32 %r<4>; .reg .b64 %rd<3>;\n"
  " ld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd2, %rd1; ld.global.u32 %r1, [%rd2];\n"
  " { .param .b32 a; .param .b32 b; st.param.b32 [a], %r1; call.uni (b), twice, (a); ld.param.b32 %r2, [b]; }\n"
  " st.global.u32 [%rd2], %r2; ret; }\n";
static const char *ptxB = HDR
  ".visible .func (.param .b32 r) twice(.param .b32 x) {\n .reg .b32 %r<3>; ld.param.b32 %r1, [x]; shl.b32 %r2, %r1, 1; st.param.b32 [r], %r2; ret; }\n";
/* internal helper and internal global, both named alike in two inputs */
static const char *ptxC = HDR
  ".global .align 4 .u32 k = 3;\n"
  ".func (.param .b32 r) helper(.param .b32 x) { .reg .b32 %r<4>; ld.param.b32 %r1, [x]; ld.global.u32 %r3, [k]; mul.lo.u32 %r2, %r1, %r3; st.param.b32 [r], %r2; ret; }\n"
  ".visible .entry useC(.param .u64 p) {\n .reg .b32 %r<4>; .reg .b64 %rd<3>;\n"
  " ld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd2, %rd1; ld.global.u32 %r1, [%rd2];\n"
  " { .param .b32 a; .param .b32 b; st.param.b32 [a], %r1; call.uni (b), helper, (a); ld.param.b32 %r2, [b]; }\n"
  " st.global.u32 [%rd2], %r2; ret; }\n";
static const char *ptxD = HDR
  ".global .align 4 .u32 k = 5;\n"
  ".func (.param .b32 r) helper(.param .b32 x) { .reg .b32 %r<4>; ld.param.b32 %r1, [x]; ld.global.u32 %r3, [k]; add.u32 %r2, %r1, %r3; st.param.b32 [r], %r2; ret; }\n"
  ".visible .entry useD(.param .u64 p) {\n .reg .b32 %r<4>; .reg .b64 %rd<3>;\n"
  " ld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd2, %rd1; ld.global.u32 %r1, [%rd2];\n"
  " { .param .b32 a; .param .b32 b; st.param.b32 [a], %r1; call.uni (b), helper, (a); ld.param.b32 %r2, [b]; }\n"
  " st.global.u32 [%rd2], %r2; ret; }\n";
static const char *ptxBad = HDR ".visible .entry bad() { frobnicate.u32 %r1; ret; }\n";
static const char *ptxNew = ".version 8.7\n.target sm_100\n.address_size 64\n.visible .entry nw() { ret; }\n";
static const char *ptxUnref = HDR ".extern .func (.param .b32 r) nowhere(.param .b32 x);\n.visible .entry lone() { ret; }\n";
static const char *ptxExtVar = HDR ".extern .global .align 4 .u32 gv;\n.visible .entry useGv(.param .u64 p) { .reg .b32 %r<2>; .reg .b64 %rd<2>; ld.param.u64 %rd1, [p]; ld.global.u32 %r1, [gv]; st.global.u32 [%rd1], %r1; ret; }\n";
static const char *ptxDefVar = HDR ".visible .global .align 4 .u32 gv = 77;\n";
CUjit_option o[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_WALL_TIME};
char info[8192], err[8192];
void *ov[5];
static void reset(void) { info[0] = err[0] = 0; ov[0] = info; ov[1] = (void *)8192; ov[2] = err; ov[3] = (void *)8192; ov[4] = 0; }
static void logs(void) {
  float wt; memcpy(&wt, &ov[4], 4);
  printf("  info[%zu]: %s\n  error[%zu]: %s\n  wall>0: %d\n", (size_t)ov[1], info, (size_t)ov[3], err, wt > 0);
}
static int run1(void *img, const char *k, int in) {
  CUmodule mod; CUfunction f; CUdeviceptr v; int hv = in;
  if (cuModuleLoadData(&mod, img) || cuModuleGetFunction(&f, mod, k)) return -1;
  cuMemAlloc(&v, 4); cuMemcpyHtoD(v, &hv, 4); void *args[] = {&v};
  cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0); cuCtxSynchronize(); cuMemcpyDtoH(&hv, v, 4);
  cuMemFree(v); cuModuleUnload(mod); return hv;
}
#define ADD(ls, s, n) cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)s, strlen(s) + 1, n, 0, 0, 0)
int main(void) {
  CUdevice d; CUcontext p; CUlinkState ls; void *img; size_t isz;
  P(cuInit(0)); P(cuDeviceGet(&d, 0));
  printf("## no current context\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); printf("  ls %s\n", ls ? "set" : "NULL");
  if (ls) { P(ADD(ls, ptxB, "b.ptx")); P(cuLinkComplete(ls, &img, &isz)); P(cuLinkDestroy(ls)); }
  P(cuDevicePrimaryCtxRetain(&p, d)); P(cuCtxSetCurrent(p));
  printf("## default logs (no verbose), sizes, wall time\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxA, "a.ptx")); logs(); P(ADD(ls, ptxB, "b.ptx"));
  P(cuLinkComplete(ls, &img, &isz)); printf("  size %zu\n", isz); logs();
  P(cuLinkComplete(ls, &img, &isz)); printf("  second complete size %zu\n", isz);
  P(cuLinkDestroy(ls));
  printf("## syntax error in PTX\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxBad, "bad.ptx")); logs(); P(ADD(ls, ptxB, "b.ptx")); P(cuLinkComplete(ls, &img, &isz)); P(cuLinkDestroy(ls));
  printf("## PTX for sm_100\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxNew, "new.ptx")); logs(); P(cuLinkDestroy(ls));
  printf("## duplicate visible function\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxA, "a.ptx")); P(ADD(ls, ptxB, "b.ptx")); P(ADD(ls, ptxB, "b2.ptx")); P(cuLinkComplete(ls, &img, &isz)); logs(); P(cuLinkDestroy(ls));
  printf("## same internal names in two inputs\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxC, "c.ptx")); P(ADD(ls, ptxD, "d.ptx")); P(cuLinkComplete(ls, &img, &isz)); logs();
  printf("  useC(7) = %d, useD(7) = %d\n", run1(img, "useC", 7), run1(img, "useD", 7)); P(cuLinkDestroy(ls));
  printf("## unreferenced unresolved extern\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxUnref, "u.ptx")); P(cuLinkComplete(ls, &img, &isz)); logs(); P(cuLinkDestroy(ls));
  printf("## extern variable\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxExtVar, "ev.ptx")); P(ADD(ls, ptxDefVar, "dv.ptx")); P(cuLinkComplete(ls, &img, &isz));
  printf("  useGv = %d\n", run1(img, "useGv", 0)); P(cuLinkDestroy(ls));
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(ADD(ls, ptxExtVar, "ev.ptx")); P(cuLinkComplete(ls, &img, &isz)); logs(); P(cuLinkDestroy(ls));
  printf("## no inputs\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls)); P(cuLinkComplete(ls, &img, &isz)); logs(); P(cuLinkDestroy(ls));
  printf("## input types and arguments\n");
  reset(); P(cuLinkCreate(5, o, ov, &ls));
  P(cuLinkAddData(ls, CU_JIT_INPUT_CUBIN, (void *)ptxB, strlen(ptxB) + 1, "b.cubin", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_FATBINARY, (void *)ptxB, strlen(ptxB) + 1, "b.fatbin", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_OBJECT, (void *)ptxB, strlen(ptxB) + 1, "b.o", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_LIBRARY, (void *)ptxB, strlen(ptxB) + 1, "b.a", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_NVVM, (void *)ptxB, strlen(ptxB) + 1, "b.ltoir", 0, 0, 0));
  P(cuLinkAddData(ls, (CUjitInputType)99, (void *)ptxB, strlen(ptxB) + 1, "b.x", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptxB, 0, "b.ptx", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, NULL, 10, "b.ptx", 0, 0, 0));
  P(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptxB, strlen(ptxB), NULL, 0, 0, 0));
  P(cuLinkAddFile(ls, CU_JIT_INPUT_PTX, "/nonexistent.ptx", 0, 0, 0));
  P(cuLinkAddFile(ls, CU_JIT_INPUT_LIBRARY, "/nonexistent.a", 0, 0, 0));
  P(cuLinkAddFile(ls, CU_JIT_INPUT_PTX, NULL, 0, 0, 0));
  P(cuLinkComplete(ls, NULL, &isz)); P(cuLinkComplete(ls, &img, NULL));
  P(cuLinkComplete(ls, &img, &isz)); P(cuLinkDestroy(ls));
  P(cuLinkCreate(0, NULL, NULL, NULL));
  P(cuLinkCreate(0, NULL, NULL, &ls)); P(ADD(ls, ptxA, "a.ptx")); P(ADD(ls, ptxB, "b.ptx")); P(cuLinkComplete(ls, &img, &isz));
  printf("  no-options twice(21) = %d\n", run1(img, "useTwice", 21)); P(cuLinkDestroy(ls));
  P(cuLinkDestroy(NULL)); P(cuLinkComplete(NULL, &img, &isz)); P(ADD(NULL, ptxB, "b.ptx"));
  return 0;
}
