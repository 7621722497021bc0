/* wildptr: host pointers that point at unmapped memory (a kernel parameter,
   copy buffers): reading or writing them faults. cudasim answers
   CUDA_ERROR_INVALID_VALUE and stays usable. */
#include <stdio.h>
#include <stddef.h>
typedef int CUresult; typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned); CUresult cuDevicePrimaryCtxRetain(void **, int); CUresult cuCtxSetCurrent(void *);
CUresult cuModuleLoad(void **, const char *); CUresult cuModuleGetFunction(void **, void *, const char *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
CUresult cuCtxSynchronize(void); CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t); CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpy(CUdeviceptr, CUdeviceptr, size_t);
int main(int argc, char **argv){ void *c,*m,*f; CUdeviceptr p; int one = 64, out[64];
 void *wild = (void *)0xdead0000000;
 printf("%d", cuInit(0)); printf(" %d", cuDevicePrimaryCtxRetain(&c,0)); printf(" %d", cuCtxSetCurrent(c));
 printf(" %d", cuModuleLoad(&m, argv[1])); printf(" %d", cuModuleGetFunction(&f,m,"addOne")); printf(" %d", cuMemAlloc_v2(&p, 256));
 void *bad[] = {&p, wild}; void *good[] = {&p, &one};
 printf(" %d", cuLaunchKernel(f,2,1,1,32,1,1,0,0,bad,NULL));
 printf(" %d", cuMemcpyHtoD_v2(p, wild, 16));
 printf(" %d", cuMemcpyDtoH_v2(wild, p, 16));
 printf(" %d", cuMemcpy((CUdeviceptr)wild, p, 16));
 printf(" %d", cuLaunchKernel(f,2,1,1,32,1,1,0,0,good,NULL));
 printf(" %d", cuCtxSynchronize());
 printf(" %d", cuMemcpyDtoH_v2(out, p, sizeof out));
 printf(" %d\n", out[0]); return 0; }
