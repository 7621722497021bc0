/* What a reset or released primary context answers to the queries the CUDA
   runtime makes after cudaDeviceReset: cuCtxGetApiVersion, context-local
   storage get; and after a kernel fault. Built against the real driver. */
#include <stdio.h>
#include <stdint.h>
#ifndef NO_CUDA_H
#include <cuda.h>
#else /* what cudasim's tests build it with: cuda.h's names for the same symbols */
typedef int CUresult;
typedef struct CUctx_st *CUcontext;
typedef struct { char bytes[16]; } CUuuid;
CUresult cuInit(unsigned);
CUresult cuGetExportTable(const void **, const CUuuid *);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, int);
CUresult cuDevicePrimaryCtxRelease_v2(int);
CUresult cuDevicePrimaryCtxReset_v2(int);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxGetCurrent(CUcontext *);
CUresult cuCtxGetApiVersion(CUcontext, unsigned *);
CUresult cuCtxCreate_v4(CUcontext *, void *, unsigned, int);
CUresult cuCtxDestroy_v2(CUcontext);
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuDevicePrimaryCtxReset cuDevicePrimaryCtxReset_v2
#define cuCtxCreate cuCtxCreate_v4
#define cuCtxDestroy cuCtxDestroy_v2
#endif
static const CUuuid cls_id = {{(char)0xc6,(char)0x93,0x33,0x6e,0x11,0x21,(char)0xdf,0x11,(char)0xa8,(char)0xc3,0x68,(char)0xf3,0x55,(char)0xd8,(char)0x95,(char)0x93}};
int main(void) {
  CUcontext c, cur; unsigned v = 0; void **cls; void *val = 0; int key;
  printf("init %d\n", cuInit(0));
  printf("cls table %d\n", cuGetExportTable((const void **)&cls, &cls_id));
  CUresult (*put)(CUcontext, void *, void *, void *) = (CUresult (*)(CUcontext, void *, void *, void *))cls[0];
  CUresult (*get)(void **, CUcontext, void *) = (CUresult (*)(void **, CUcontext, void *))cls[2];
  CUresult (*del)(CUcontext, void *) = (CUresult (*)(CUcontext, void *))cls[1];
  printf("retain %d\n", cuDevicePrimaryCtxRetain(&c, 0));
  printf("set current %d\n", cuCtxSetCurrent(c));
  printf("put %d\n", put(0, &key, (void *)0x1234, NULL));
  printf("get %d val=%p\n", get(&val, 0, &key), val);
  printf("get absent %d\n", get(&val, 0, &v));
  printf("delete absent %d\n", del(0, &v));
  printf("put again %d\n", put(0, &key, (void *)0x5678, NULL));
  val = 0; printf("get after put again %d val=%p\n", get(&val, 0, &key), val);
  printf("apiversion active %d ver=%u\n", cuCtxGetApiVersion(c, &v), v);
  printf("reset %d\n", cuDevicePrimaryCtxReset(0));
  cuCtxGetCurrent(&cur); printf("current is primary %d\n", cur == c);
  v = 0; printf("apiversion after reset %d ver=%u\n", cuCtxGetApiVersion(c, &v), v);
  v = 0; printf("apiversion current after reset %d ver=%u\n", cuCtxGetApiVersion(0, &v), v);
  printf("get after reset %d\n", get(&val, 0, &key));
  printf("get explicit after reset %d\n", get(&val, c, &key));
  printf("put after reset %d\n", put(0, &key, (void *)0x1, NULL));
  printf("delete after reset %d\n", del(0, &key));
  printf("retain again %d\n", cuDevicePrimaryCtxRetain(&c, 0));
  printf("get after retain %d\n", get(&val, 0, &key));
  printf("release %d\n", cuDevicePrimaryCtxRelease(0));
  v = 0; printf("apiversion after last release %d ver=%u\n", cuCtxGetApiVersion(c, &v), v);
  printf("get after last release %d\n", get(&val, 0, &key));
  CUcontext r; printf("ctx create %d\n", cuCtxCreate(&r, NULL, 0, 0));
  printf("put in created %d\n", put(0, &key, (void *)0x99, NULL));
  printf("destroy %d\n", cuCtxDestroy(r));
  printf("get in destroyed (explicit) %d\n", get(&val, r, &key));
  return 0;
}
/* Run on the H200 (driver 580.159.04) as
     cc -O1 -o rt_probe rt_probe.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda
   giving rt_probe.txt. Only the codes there are facts: the val= and ver=
   values were read before the call that sets them (argument evaluation
   order), so they say nothing. */
