/*
 * probe3: the H200 probe's calls (testdata/reference/probe3/probe3.c) that
 * cudasim answers through the C ABI, printed as the probe prints them so
 * that whole sections compare with its transcript: freeing with no current
 * context and from another context, the profiler, managed memory
 * over-subscription (75 GiB and 300 GiB), and a child forked after cuInit.
 * Sections the probe does not have ("managed bytes", "parent after fork")
 * check that over-subscribed managed memory is usable from the host pointer
 * and through copies, and that the parent still works after the fork.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext;
#define CU_MEM_ATTACH_GLOBAL 1
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuInit(unsigned);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxGetCurrent(CUcontext *);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemFreeHost(void *);
CUresult cuMemHostRegister_v2(void *, size_t, unsigned);
CUresult cuMemHostUnregister(void *);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuProfilerStart(void);
CUresult cuProfilerStop(void);
#define cuCtxCreate(c, p, f, d) cuCtxCreate_v2(c, f, d)
#define cuCtxDestroy cuCtxDestroy_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemFree cuMemFree_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemHostRegister cuMemHostRegister_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2

static const char *nm(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
#define P(call) do { CUresult r_ = (call); printf("%-64s %s\n", #call, nm(r_)); } while (0)

/* managedBytes writes the first and last bytes of n bytes of managed memory
 * through the host pointer and through cuMemcpyHtoD, reads each back the
 * other way, and frees it. */
static void managedBytes(CUdeviceptr m, size_t n) {
  unsigned char *h = (unsigned char *)(size_t)m, got[2] = {0, 0}, put[2] = {0x11, 0x22};
  h[0] = 0x5a; h[n - 1] = 0xa5;
  CUresult r1 = cuMemcpyDtoH(&got[0], m, 1), r2 = cuMemcpyDtoH(&got[1], m + n - 1, 1);
  printf("%zu GiB: host writes read by cuMemcpyDtoH: %s %s %02x %02x\n", n >> 30, nm(r1), nm(r2), got[0], got[1]);
  r1 = cuMemcpyHtoD(m + 1, &put[0], 1); r2 = cuMemcpyHtoD(m + n - 2, &put[1], 1);
  printf("%zu GiB: cuMemcpyHtoD read by the host: %s %s %02x %02x\n", n >> 30, nm(r1), nm(r2), h[1], h[n - 2]);
}

int main(void) {
  CUdevice d; CUcontext p, c2; CUdeviceptr a, b; void *h;
  setvbuf(stdout, NULL, _IOLBF, 0);
  P(cuInit(0)); P(cuDeviceGet(&d, 0)); P(cuDevicePrimaryCtxRetain(&p, d)); P(cuCtxSetCurrent(p));
  printf("## free with no current context\n");
  P(cuMemAlloc(&a, 4096)); P(cuMemAllocHost(&h, 4096));
  void *reg = malloc(1 << 16); P(cuMemHostRegister(reg, 1 << 16, 0));
  P(cuCtxSetCurrent(NULL));
  P(cuMemFree(a)); P(cuMemFreeHost(h)); P(cuMemHostUnregister(reg));
  P(cuMemAlloc(&b, 16));
  P(cuCtxSetCurrent(p));
  printf("## free from another context\n");
  P(cuMemAlloc(&a, 4096)); P(cuCtxCreate(&c2, NULL, 0, d)); P(cuMemFree(a)); P(cuCtxDestroy(c2)); P(cuCtxSetCurrent(p));
  printf("## profiler and managed\n");
  P(cuProfilerStart()); P(cuProfilerStop());
  CUdeviceptr m, m300; P(cuMemAllocManaged(&m, (size_t)75 << 30, CU_MEM_ATTACH_GLOBAL)); P(cuMemFree(m));
  P(cuMemAllocManaged(&m, (size_t)300 << 30, CU_MEM_ATTACH_GLOBAL));
  m300 = m;
  printf("## managed bytes\n");
  P(cuMemAllocManaged(&m, (size_t)75 << 30, CU_MEM_ATTACH_GLOBAL));
  managedBytes(m, (size_t)75 << 30);
  P(cuMemFree(m));
  managedBytes(m300, (size_t)300 << 30);
  P(cuMemFree(m300));
  printf("## fork\n");
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    // A child that hangs (it could, before cudasim's children answered without entering Go)
    // ends itself with status 14, which the test reports.
    alarm(10);
    CUdeviceptr z; CUcontext cc;
    P(cuCtxGetCurrent(&cc)); P(cuMemAlloc(&z, 16)); P(cuInit(0)); P(cuDeviceGet(&d, 0)); P(cuDevicePrimaryCtxRetain(&cc, d));
    fflush(stdout); _exit(0);
  }
  int st; waitpid(pid, &st, 0); printf("child status %d\n", st);
  printf("## parent after fork\n");
  P(cuMemAlloc(&a, 16)); P(cuMemFree(a));
  return 0;
}
