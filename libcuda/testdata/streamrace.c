/*
 * streamrace: kernels on several streams through the driver API, for
 * cudasim's streamrace check (CUDASIM_SANITIZE=streamrace). Each case
 * increments the same 64 words twice; "nonblocking" does it from two
 * non-blocking streams with nothing between (a race), the others order the
 * two launches (an event, a stream synchronisation, the legacy default
 * stream between blocking streams, a successful query) and must report
 * nothing. It prints the words' final value (2 in every case).
 *
 *   cc -o streamrace streamrace.c -lcuda && ./streamrace CASE
 */
#include <stdio.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

CUresult cuInit(unsigned);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);

static const char ptx[] =
    ".version 7.8\n.target sm_90\n.address_size 64\n"
    ".visible .entry inc(.param .u64 p)\n{\n"
    ".reg .b32 %r<8>;\n.reg .b64 %rd<8>;\n"
    "ld.param.u64 %rd1, [p];\nmov.u32 %r2, %tid.x;\nmul.wide.u32 %rd3, %r2, 4;\nadd.s64 %rd4, %rd1, %rd3;\n"
    "ld.global.u32 %r3, [%rd4];\nadd.u32 %r3, %r3, 1;\nst.global.u32 [%rd4], %r3;\nret;\n}\n";

#define R(x)                                                        \
  do {                                                              \
    CUresult r_ = (x);                                              \
    if (r_) {                                                       \
      fprintf(stderr, "%s: %d\n", #x, r_);                          \
      return 1;                                                     \
    }                                                               \
  } while (0)

static CUfunction f;

static int launch(CUstream s, CUdeviceptr p) {
  void *args[] = {&p};
  R(cuLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, s, args, 0));
  return 0;
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "";
  CUdevice dev;
  CUcontext ctx;
  CUmodule m;
  CUdeviceptr p;
  CUstream s1, s2;
  CUevent e;
  unsigned out[64];
  unsigned flags = strcmp(c, "legacy") == 0 ? 0 : 1; /* CU_STREAM_NON_BLOCKING */
  R(cuInit(0));
  R(cuDeviceGet(&dev, 0));
  R(cuCtxCreate_v2(&ctx, 0, dev));
  R(cuModuleLoadData(&m, ptx));
  R(cuModuleGetFunction(&f, m, "inc"));
  R(cuMemAlloc_v2(&p, sizeof out));
  R(cuMemsetD32_v2(p, 0, 64));
  R(cuStreamSynchronize(0));
  R(cuStreamCreate(&s1, flags));
  R(cuStreamCreate(&s2, flags));
  R(cuEventCreate(&e, 2)); /* CU_EVENT_DISABLE_TIMING */
  if (launch(s1, p)) return 1;
  if (strcmp(c, "event") == 0) {
    R(cuEventRecord(e, s1));
    R(cuStreamWaitEvent(s2, e, 0));
  } else if (strcmp(c, "sync") == 0) {
    R(cuStreamSynchronize(s1));
  } else if (strcmp(c, "query") == 0) {
    R(cuStreamQuery(s1));
  } else if (strcmp(c, "legacy") == 0) {
    if (launch(0, p)) return 1; /* a third increment, between the two */
  } else if (strcmp(c, "nonblocking") != 0) {
    fprintf(stderr, "unknown case %s\n", c);
    return 2;
  }
  if (launch(s2, p)) return 1;
  R(cuMemcpyDtoH_v2(out, p, sizeof out));
  printf("%s: %u\n", c, out[63]);
  R(cuMemFree_v2(p));
  R(cuCtxDestroy_v2(ctx));
  return 0;
}
