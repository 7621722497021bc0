/*
 * ci_example: the context-independent loading example, as a C program using
 * the driver API through libcuda.so.1, plus probes of corners cudasim must
 * match (cuGetProcAddress resolution, pointer attributes, per-thread context
 * stacks, device printf, a sticky error). It prints only values that do not
 * change from run to run, so its output on a real GPU is a golden file.
 *
 *   cc -o ci_example ci_example.c -lcuda -ldl -lpthread
 *   ./ci_example kernels.fatbin visible.fatbin
 *
 * It uses cuda.h when the compiler finds one (CUDA 11.8's lacks cuLibrary*,
 * declared below) and declares what it needs itself otherwise.
 */
#define _GNU_SOURCE
#pragma GCC diagnostic ignored "-Wdeprecated-declarations" /* cuDeviceGetProperties */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__has_include)
#if __has_include(<cuda.h>) && !defined(NO_CUDA_H)
#include <cuda.h>
#define HAVE_CUDA_H 1
#endif
#endif

#ifndef HAVE_CUDA_H
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef unsigned long long cuuint64_t;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
#define CUDA_SUCCESS 0
#define CU_MEM_ATTACH_GLOBAL 1
#define CU_POINTER_ATTRIBUTE_MEMORY_TYPE 2
#define CU_POINTER_ATTRIBUTE_IS_MANAGED 8
#define CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL 9
#define cuDeviceTotalMem cuDeviceTotalMem_v2
#define cuCtxCreate cuCtxCreate_v2
#define cuCtxDestroy cuCtxDestroy_v2
#define cuCtxPopCurrent cuCtxPopCurrent_v2
#define cuCtxPushCurrent cuCtxPushCurrent_v2
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuModuleGetGlobal cuModuleGetGlobal_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemFree cuMemFree_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemHostGetDevicePointer cuMemHostGetDevicePointer_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#define cuMemsetD32 cuMemsetD32_v2
#define cuStreamDestroy cuStreamDestroy_v2
#define cuEventDestroy cuEventDestroy_v2
CUresult cuInit(unsigned);
CUresult cuDriverGetVersion(int *);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetCount(int *);
CUresult cuDeviceGetName(char *, int, CUdevice);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuDevicePrimaryCtxRelease(CUdevice);
CUresult cuCtxCreate(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxGetCurrent(CUcontext *);
CUresult cuCtxPushCurrent(CUcontext);
CUresult cuCtxPopCurrent(CUcontext *);
CUresult cuCtxGetDevice(CUdevice *);
CUresult cuCtxGetApiVersion(CUcontext, unsigned *);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleUnload(CUmodule);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuModuleGetGlobal(CUdeviceptr *, size_t *, CUmodule, const char *);
CUresult cuMemAlloc(CUdeviceptr *, size_t);
CUresult cuMemFree(CUdeviceptr);
CUresult cuMemAllocHost(void **, size_t);
CUresult cuMemFreeHost(void *);
CUresult cuMemHostGetDevicePointer(CUdeviceptr *, void *, unsigned);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemcpy(CUdeviceptr, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD(CUdeviceptr, const void *, size_t);
CUresult cuMemcpyDtoH(void *, CUdeviceptr, size_t);
CUresult cuMemsetD32(CUdeviceptr, unsigned, size_t);
CUresult cuPointerGetAttribute(void *, int, CUdeviceptr);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,
                        void **, void **);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamDestroy(CUstream);
CUresult cuStreamSynchronize(CUstream);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventSynchronize(CUevent);
CUresult cuEventDestroy(CUevent);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuGetErrorString(CUresult, const char **);
CUresult cuGetProcAddress(const char *, void **, int, cuuint64_t);
typedef void (*CUhostFn)(void *);
typedef void (*CUstreamCallback)(CUstream, CUresult, void *);
typedef enum { CU_MEMORYTYPE_HOST = 1, CU_MEMORYTYPE_DEVICE = 2, CU_MEMORYTYPE_ARRAY = 3, CU_MEMORYTYPE_UNIFIED = 4 } CUmemorytype;
typedef struct {
  size_t srcXInBytes, srcY; CUmemorytype srcMemoryType; const void *srcHost; CUdeviceptr srcDevice; void *srcArray; size_t srcPitch;
  size_t dstXInBytes, dstY; CUmemorytype dstMemoryType; void *dstHost; CUdeviceptr dstDevice; void *dstArray; size_t dstPitch;
  size_t WidthInBytes, Height;
} CUDA_MEMCPY2D;
#define cuMemAllocPitch cuMemAllocPitch_v2
#define cuMemcpy2D cuMemcpy2D_v2
#define cuMemsetD2D32 cuMemsetD2D32_v2
#define cuMemHostRegister cuMemHostRegister_v2
CUresult cuMemAllocPitch(CUdeviceptr *, size_t *, size_t, size_t, unsigned);
CUresult cuMemcpy2D(const CUDA_MEMCPY2D *);
CUresult cuMemsetD2D32(CUdeviceptr, size_t, unsigned, size_t, size_t);
CUresult cuMemHostRegister(void *, size_t, unsigned);
CUresult cuMemHostUnregister(void *);
CUresult cuLaunchHostFunc(CUstream, CUhostFn, void *);
CUresult cuStreamAddCallback(CUstream, CUstreamCallback, void *, unsigned);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);
CUresult cuPointerGetAttributes(unsigned, int *, void **, CUdeviceptr);
CUresult cuCtxGetCacheConfig(int *);
typedef struct { int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], sharedMemPerBlock, totalConstantMemory,
                 SIMDWidth, memPitch, regsPerBlock, clockRate, textureAlign; } CUdevprop;
CUresult cuDeviceGetProperties(CUdevprop *, CUdevice);
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemcpyDtoHAsync(void *, CUdeviceptr, size_t, CUstream);
#endif

/* Context-independent loading (CUDA 12.0+; not in CUDA 11.8's cuda.h). */
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
CUresult cuLibraryLoadData(CUlibrary *, const void *, void *, void **, unsigned, void *, void **, unsigned);
CUresult cuLibraryUnload(CUlibrary);
CUresult cuLibraryGetKernel(CUkernel *, CUlibrary, const char *);
CUresult cuLibraryGetKernelCount(unsigned *, CUlibrary);
CUresult cuLibraryGetManaged(CUdeviceptr *, size_t *, CUlibrary, const char *);
CUresult cuLibraryGetGlobal(CUdeviceptr *, size_t *, CUlibrary, const char *);
CUresult cuKernelGetFunction(CUfunction *, CUkernel);
CUresult cuKernelGetName(const char **, CUkernel);
/* CUDA 12.0's cuGetProcAddress, with the query status. */
CUresult cuGetProcAddress_v2(const char *, void **, int, cuuint64_t, int *);

static const char *ename(CUresult r) {
  const char *s = NULL;
  if (cuGetErrorName(r, &s) != CUDA_SUCCESS || !s) return "?";
  return s;
}

static int failures;
#define CALL(call) call_(#call, (call))
static CUresult call_(const char *what, CUresult r) {
  printf("%-60s -> %s\n", what, ename(r));
  return r;
}
#define MUST(call) do { if (call_(#call, (call)) != CUDA_SUCCESS) { failures++; return; } } while (0)

static void *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) { perror(path); exit(2); }
  b[n] = 0; fclose(f);
  return b;
}

/* procaddress: which exported symbol cuGetProcAddress_v2 resolves a base name
   to, among the candidates, for a CUDA version and flags. */
static void procaddress(const char *name, int version, unsigned long long flags, const char *const *cands) {
  void *fn = (void *)1;
  int status = -1;
  CUresult r = cuGetProcAddress_v2(name, &fn, version, flags, &status);
  const char *which = fn == NULL ? "NULL" : fn == (void *)1 ? "unset" : "other";
  for (int i = 0; cands && cands[i]; i++)
    if (fn && fn == dlsym(RTLD_DEFAULT, cands[i])) which = cands[i];
  printf("cuGetProcAddress_v2(%s, %d, %llu) -> %s status %d pfn %s\n", name, version, flags, ename(r), status, which);
}

static void probe_procaddress(void) {
  static const char *const ctxCreate[] = {"cuCtxCreate", "cuCtxCreate_v2", "cuCtxCreate_v3", "cuCtxCreate_v4", NULL};
  static const char *const htod[] = {"cuMemcpyHtoD", "cuMemcpyHtoD_v2", "cuMemcpyHtoD_v2_ptds", NULL};
  static const char *const launch[] = {"cuLaunchKernel", "cuLaunchKernel_ptsz", NULL};
  static const char *const init[] = {"cuInit", NULL};
  static const char *const lib[] = {"cuLibraryLoadData", NULL};
  static const char *const getdev[] = {"cuCtxGetDevice", "cuCtxGetDevice_v2", NULL};
  procaddress("cuInit", 2000, 0, init); /* before cuInit, as cudart does */
  procaddress("cuCtxCreate", 3000, 0, ctxCreate);
  procaddress("cuCtxCreate", 3020, 0, ctxCreate);
  procaddress("cuCtxCreate", 11040, 0, ctxCreate);
  procaddress("cuCtxCreate", 12050, 0, ctxCreate);
  procaddress("cuCtxCreate", 13000, 1, ctxCreate);
  procaddress("cuMemcpyHtoD", 12000, 0, htod);
  procaddress("cuMemcpyHtoD", 12000, 1, htod);
  procaddress("cuMemcpyHtoD", 12000, 2, htod);
  procaddress("cuLaunchKernel", 12000, 2, launch);
  procaddress("cuCtxGetDevice", 12080, 0, getdev);
  procaddress("cuCtxGetDevice", 13000, 0, getdev);
  procaddress("cuLibraryLoadData", 11080, 0, lib);
  procaddress("cuLibraryLoadData", 12000, 0, lib);
  procaddress("cuNoSuchFunction", 12000, 0, NULL);
  procaddress("cuMemcpyHtoD_v2", 12000, 0, htod);
  procaddress("cuInit", 13010, 0, init);
  procaddress("cuInit", 99999, 0, init);
  procaddress("cuInit", 12000, 4, init);
  void *fn = (void *)1;
  CUresult r = cuGetProcAddress_v2("cuInit", &fn, 12000, 0, NULL);
  printf("cuGetProcAddress_v2(cuInit, 12000, 0, NULL status) -> %s pfn %s\n", ename(r), fn == dlsym(RTLD_DEFAULT, "cuInit") ? "cuInit" : "other");
  fn = (void *)1;
  r = cuGetProcAddress("cuNoSuchFunction", &fn, 12000, 0);
  printf("cuGetProcAddress(cuNoSuchFunction, 12000, 0) -> %s pfn %s\n", ename(r), fn == NULL ? "NULL" : "set");
}

/* pointer_attr prints which bytes of an 8-byte buffer filled with 0xAA the
   driver overwrote, and the value. */
static void pointer_attr(const char *what, int attr, CUdeviceptr p) {
  unsigned char b[8];
  memset(b, 0xAA, sizeof b);
  CUresult r = cuPointerGetAttribute(b, attr, p);
  int n = 8;
  while (n > 0 && b[n - 1] == 0xAA) n--;
  unsigned long long v = 0;
  memcpy(&v, b, n > 0 ? n : 0);
  printf("cuPointerGetAttribute(%d, %s) -> %s wrote %d bytes value %llu\n", attr, what, ename(r), n, v);
}

struct ctxs { CUcontext primary, other; CUkernel addOne; };

/* Host functions and stream callbacks run on a driver thread: they only
   note what they saw, for the main thread to print after synchronising. */
static int host_calls, cb_data = -1, cb_host_calls = -1;
static CUresult cb_status = -1;
static void host_fn(void *data) { host_calls += *(int *)data; }
static void stream_cb(CUstream s, CUresult status, void *data) {
  (void)s;
  cb_status = status; cb_data = *(int *)data; cb_host_calls = host_calls;
}

/* Pitched and 2D memory, registered host memory, host functions and stream
   callbacks, stream-ordered allocation, several pointer attributes at once. */
static void more(CUkernel addOne) {
  CUdeviceptr img;
  size_t pitch = 0;
  MUST(cuMemAllocPitch(&img, &pitch, 100, 8, 4));
  printf("pitch for 100 bytes x 8 rows: %zu\n", pitch);
  MUST(cuMemsetD2D32(img, pitch, 7, 25, 8));
  int rows[8][25];
  CUDA_MEMCPY2D c;
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_DEVICE; c.srcDevice = img; c.srcPitch = pitch; c.srcXInBytes = 4; c.srcY = 1;
  c.dstMemoryType = CU_MEMORYTYPE_HOST; c.dstHost = rows; c.dstPitch = sizeof rows[0];
  c.WidthInBytes = 96; c.Height = 7;
  memset(rows, 0, sizeof rows);
  MUST(cuMemcpy2D(&c));
  printf("2D copy: rows[0][0]=%d rows[6][23]=%d rows[6][24]=%d rows[7][0]=%d\n", rows[0][0], rows[6][23], rows[6][24], rows[7][0]);
  MUST(cuMemFree(img));

  int *reg = aligned_alloc(4096, 4096);
  for (int i = 0; i < 1024; i++) reg[i] = 1000 + i;
  MUST(cuMemHostRegister(reg, 4096, 0));
  CUdeviceptr regDev;
  MUST(cuMemHostGetDevicePointer(&regDev, reg, 0));
  int n = 64;
  void *params[] = {&regDev, &n};
  MUST(cuLaunchKernel((CUfunction)addOne, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
  MUST(cuCtxSynchronize());
  printf("registered host memory: same address %d, kernel wrote %d %d, left %d\n", regDev == (CUdeviceptr)(uintptr_t)reg, reg[0], reg[63], reg[64]);
  MUST(cuMemHostUnregister(reg));
  free(reg);

  CUstream s;
  MUST(cuStreamCreate(&s, 0));
  int one = 1, seven = 7;
  MUST(cuLaunchHostFunc(s, host_fn, &one));
  MUST(cuLaunchHostFunc(s, host_fn, &one));
  MUST(cuStreamAddCallback(s, stream_cb, &seven, 0));
  MUST(cuStreamSynchronize(s));
  printf("host functions ran: %d; stream callback: status %s, data %d, after %d host functions\n", host_calls, ename(cb_status), cb_data, cb_host_calls);
  CUdeviceptr a;
  MUST(cuMemAllocAsync(&a, 1024, s));
  MUST(cuMemsetD32Async(a, 9, 256, s));
  int back[256];
  MUST(cuMemcpyDtoHAsync(back, a, sizeof back, s));
  MUST(cuMemFreeAsync(a, s));
  MUST(cuStreamSynchronize(s));
  printf("stream-ordered allocation: %d %d\n", back[0], back[255]);
  MUST(cuStreamDestroy(s));

  int attrs[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
  unsigned mt = 99, managed = 99;
  int ord = 99;
  void *data[] = {&mt, &managed, &ord};
  int local = 0;
  CALL(cuPointerGetAttributes(3, (void *)attrs, data, (CUdeviceptr)(uintptr_t)&local));
  printf("pointer attributes of a stack address: memory type %u, managed %u, device %d\n", mt, managed, ord);
  int cfg = -1;
  CALL(cuCtxGetCacheConfig((void *)&cfg));
  printf("cache config %d\n", cfg);
}

static void *thread_main(void *arg) {
  struct ctxs *c = arg;
  CUcontext cur = (CUcontext)1;
  CALL(cuCtxGetCurrent(&cur));
  printf("second thread starts with no current context: %d\n", cur == NULL);
  if (CALL(cuCtxSetCurrent(c->primary)) != CUDA_SUCCESS) return NULL;
  CUdeviceptr d;
  int host[4] = {10, 20, 30, 40};
  int n = 4;
  if (CALL(cuMemAlloc(&d, sizeof host))) return NULL;
  CALL(cuMemcpyHtoD(d, host, sizeof host));
  void *params[] = {&d, &n};
  CALL(cuLaunchKernel((CUfunction)c->addOne, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
  CALL(cuCtxSynchronize());
  CALL(cuMemcpyDtoH(host, d, sizeof host));
  printf("second thread, primary context: %d %d %d %d\n", host[0], host[1], host[2], host[3]);
  CALL(cuMemFree(d));
  return NULL;
}

static void example(const char *fatbin, const char *visible) {
  void *image = slurp(fatbin);
  CUlibrary lib;
  CUkernel addOne, bump, readGlobals;
  /* Load once, with no context at all. */
  MUST(cuLibraryLoadData(&lib, image, NULL, NULL, 0, NULL, NULL, 0));
  MUST(cuLibraryGetKernel(&addOne, lib, "addOne"));
  MUST(cuLibraryGetKernel(&bump, lib, "bumpGlobals"));
  MUST(cuLibraryGetKernel(&readGlobals, lib, "readGlobals"));
  const char *kname = NULL;
  CALL(cuKernelGetName(&kname, addOne));
  printf("kernel name: %s\n", kname ? kname : "(null)");
  unsigned count = 0;
  CALL(cuLibraryGetKernelCount(&count, lib));
  printf("kernels in the library: %u\n", count);
  CUdeviceptr managed;
  size_t msize = 0;
  MUST(cuLibraryGetManaged(&managed, &msize, lib, "managedVal"));
  printf("managedVal: %zu bytes, host reads %d before any context\n", msize, *(int *)(uintptr_t)managed);

  CUdevice dev;
  MUST(cuDeviceGet(&dev, 0));
  struct ctxs c = {0};
  c.addOne = addOne;
  MUST(cuDevicePrimaryCtxRetain(&c.primary, dev));
  MUST(cuCtxSetCurrent(c.primary));

  /* Launch the CUkernel in the primary context. */
  CUdeviceptr buf;
  int n = 64, out[64];
  MUST(cuMemAlloc(&buf, sizeof out));
  MUST(cuMemsetD32(buf, 5, 64));
  void *params[] = {&buf, &n};
  MUST(cuLaunchKernel((CUfunction)addOne, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
  MUST(cuCtxSynchronize());
  MUST(cuMemcpyDtoH(out, buf, sizeof out));
  printf("primary context: out[0]=%d out[63]=%d\n", out[0], out[63]);

  /* The same CUkernel in a second context: no per-context loading. */
  MUST(cuCtxCreate(&c.other, 0, dev));
  CUdeviceptr buf2;
  MUST(cuMemAlloc(&buf2, sizeof out));
  MUST(cuMemsetD32(buf2, 100, 64));
  void *params2[] = {&buf2, &n};
  MUST(cuLaunchKernel((CUfunction)addOne, 2, 1, 1, 32, 1, 1, 0, NULL, params2, NULL));
  MUST(cuCtxSynchronize());
  MUST(cuMemcpyDtoH(out, buf2, sizeof out));
  printf("second context: out[0]=%d out[63]=%d\n", out[0], out[63]);
  CUfunction f1, f2, f2again;
  MUST(cuKernelGetFunction(&f2, addOne));
  MUST(cuKernelGetFunction(&f2again, addOne));
  MUST(cuCtxPushCurrent(c.primary));
  MUST(cuKernelGetFunction(&f1, addOne));
  CUcontext popped;
  MUST(cuCtxPopCurrent(&popped));
  printf("CUfunction per context: same within one %d, differs across %d, popped the primary %d\n", f2 == f2again, f1 != f2, popped == c.primary);

  /* __device__ variables live once per context, __managed__ ones once. */
  void *none[] = {NULL};
  MUST(cuLaunchKernel((CUfunction)bump, 1, 1, 1, 1, 1, 1, 0, NULL, none, NULL));
  MUST(cuCtxSynchronize());
  MUST(cuCtxSetCurrent(c.primary));
  MUST(cuLaunchKernel((CUfunction)bump, 1, 1, 1, 1, 1, 1, 0, NULL, none, NULL));
  MUST(cuLaunchKernel((CUfunction)bump, 1, 1, 1, 1, 1, 1, 0, NULL, none, NULL));
  MUST(cuCtxSynchronize());
  CUdeviceptr g1, g2;
  size_t gsize;
  int v1, v2;
  MUST(cuLibraryGetGlobal(&g1, &gsize, lib, "devCounter"));
  MUST(cuMemcpyDtoH(&v1, g1, 4));
  MUST(cuCtxSetCurrent(c.other));
  MUST(cuLibraryGetGlobal(&g2, &gsize, lib, "devCounter"));
  MUST(cuMemcpyDtoH(&v2, g2, 4));
  printf("devCounter: primary %d, second %d, separate copies %d; managedVal from the host %d\n", v1, v2, g1 != g2, *(int *)(uintptr_t)managed);
  void *rparams[] = {&buf2};
  MUST(cuLaunchKernel((CUfunction)readGlobals, 1, 1, 1, 1, 1, 1, 0, NULL, rparams, NULL));
  MUST(cuCtxSynchronize());
  MUST(cuMemcpyDtoH(out, buf2, 3 * sizeof(int)));
  printf("readGlobals in the second context: %d %d %d\n", out[0], out[1], out[2]);

  /* Each OS thread has its own context stack. */
  pthread_t th;
  pthread_create(&th, NULL, thread_main, &c);
  pthread_join(th, NULL);
  CUcontext cur;
  MUST(cuCtxGetCurrent(&cur));
  printf("main thread still has the second context current: %d\n", cur == c.other);

  /* Pointer attributes and unified addressing. */
  CUdeviceptr man;
  MUST(cuMemAllocManaged(&man, 256, CU_MEM_ATTACH_GLOBAL));
  pointer_attr("managed", CU_POINTER_ATTRIBUTE_IS_MANAGED, man);
  pointer_attr("managed", CU_POINTER_ATTRIBUTE_MEMORY_TYPE, man);
  pointer_attr("device", CU_POINTER_ATTRIBUTE_IS_MANAGED, buf2);
  pointer_attr("device", CU_POINTER_ATTRIBUTE_MEMORY_TYPE, buf2);
  pointer_attr("device", CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, buf2);
  int *mh = (int *)(uintptr_t)man;
  for (int i = 0; i < 64; i++) mh[i] = i;
  void *mparams[] = {&man, &n};
  MUST(cuLaunchKernel((CUfunction)addOne, 2, 1, 1, 32, 1, 1, 0, NULL, mparams, NULL));
  MUST(cuCtxSynchronize());
  printf("managed memory written by the host, incremented by a kernel: %d %d\n", mh[0], mh[63]);
  int pageable[4] = {0};
  MUST(cuMemcpy((CUdeviceptr)(uintptr_t)pageable, buf2, sizeof pageable));
  printf("cuMemcpy to pageable host memory: %d %d %d\n", pageable[0], pageable[1], pageable[2]);
  void *pinned;
  MUST(cuMemAllocHost(&pinned, 64 * sizeof(int)));
  memset(pinned, 0, 64 * sizeof(int));
  CUdeviceptr pinnedDev;
  MUST(cuMemHostGetDevicePointer(&pinnedDev, pinned, 0));
  void *pparams[] = {&pinnedDev, &n};
  MUST(cuLaunchKernel((CUfunction)addOne, 2, 1, 1, 32, 1, 1, 0, NULL, pparams, NULL));
  MUST(cuCtxSynchronize());
  printf("pinned host memory: same address %d, kernel wrote %d %d\n", pinnedDev == (CUdeviceptr)(uintptr_t)pinned, ((int *)pinned)[0], ((int *)pinned)[63]);
  MUST(cuMemFreeHost(pinned));
  MUST(cuMemFree(man));

  /* Streams and events. */
  CUstream s;
  CUevent e;
  MUST(cuStreamCreate(&s, 0));
  MUST(cuEventCreate(&e, 0));
  MUST(cuLaunchKernel((CUfunction)addOne, 2, 1, 1, 32, 1, 1, 0, s, params2, NULL));
  MUST(cuEventRecord(e, s));
  MUST(cuEventSynchronize(e));
  MUST(cuStreamSynchronize(s));
  MUST(cuMemcpyDtoH(out, buf2, sizeof out));
  printf("after a launch on a stream: out[0]=%d\n", out[0]);
  MUST(cuEventDestroy(e));
  MUST(cuStreamDestroy(s));
  more(addOne);

  /* Device printf goes to the process's stdout. */
  void *vis = slurp(visible);
  CUmodule vm;
  CUfunction hello;
  MUST(cuModuleLoadData(&vm, vis));
  MUST(cuModuleGetFunction(&hello, vm, "hello"));
  int three = 3;
  void *hparams[] = {&three};
  fflush(stdout);
  MUST(cuLaunchKernel(hello, 1, 1, 1, 32, 1, 1, 0, NULL, hparams, NULL));
  MUST(cuCtxSynchronize());
  fflush(stdout);
  MUST(cuModuleUnload(vm));

  MUST(cuMemFree(buf2));
  MUST(cuCtxSetCurrent(c.primary));
  MUST(cuMemFree(buf));
  MUST(cuLibraryUnload(lib));
  CALL(cuLibraryUnload(NULL));
  MUST(cuCtxDestroy(c.other));
  MUST(cuDevicePrimaryCtxRelease(dev));
  free(image);
  free(vis);
}

/* A kernel that faults poisons its context: the launch succeeds, the next
   synchronisation and every later call in that context fail with 700. */
static void sticky(const char *fatbin) {
  void *image = slurp(fatbin);
  CUdevice dev;
  CUcontext c;
  CUmodule m;
  CUfunction faulty;
  CUdeviceptr p;
  MUST(cuDeviceGet(&dev, 0));
  MUST(cuCtxCreate(&c, 0, dev));
  MUST(cuModuleLoadData(&m, image));
  MUST(cuModuleGetFunction(&faulty, m, "faulty"));
  MUST(cuMemAlloc(&p, 256));
  void *params[] = {&p};
  CALL(cuLaunchKernel(faulty, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
  CALL(cuCtxSynchronize());
  CALL(cuMemAlloc(&p, 256));
  CALL(cuCtxSynchronize());
  free(image);
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: ci_example kernels.fatbin visible.fatbin\n"); return 2; }
  setvbuf(stdout, NULL, _IOLBF, 0);
  probe_procaddress();
  int version = 0, count = 0;
  CUdevice dev;
  CALL(cuDeviceGet(&dev, 0));
  CALL(cuInit(0));
  CALL(cuDriverGetVersion(&version));
  printf("driver version %d\n", version);
  CALL(cuDeviceGetCount(&count));
  printf("devices %d\n", count);
  CALL(cuDeviceGet(&dev, 0));
  char name[256] = ""; // printed even when cuDeviceGetName fails (a driver without a GPU)
  CALL(cuDeviceGetName(name, sizeof name, dev));
  int major = 0, minor = 0;
  CALL(cuDeviceGetAttribute(&major, 75, dev));
  CALL(cuDeviceGetAttribute(&minor, 76, dev));
  printf("device 0: %s, sm_%d%d\n", name, major, minor);
  CUdevprop prop;
  memset(&prop, 0, sizeof prop);
  CALL(cuDeviceGetProperties(&prop, dev));
  printf("CUdevprop: %d [%d %d %d] [%d %d %d] %d %d %d %d %d %d %d\n", prop.maxThreadsPerBlock, prop.maxThreadsDim[0],
         prop.maxThreadsDim[1], prop.maxThreadsDim[2], prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2],
         prop.sharedMemPerBlock, prop.totalConstantMemory, prop.SIMDWidth, prop.memPitch, prop.regsPerBlock, prop.clockRate,
         prop.textureAlign);
  const char *s = NULL;
  CALL(cuGetErrorString(700, &s));
  printf("700 is %s: %s\n", ename(700), s ? s : "(null)");
  CALL(cuGetErrorName(12345, &s));
  example(argv[1], argv[2]);
  sticky(argv[1]);
  printf("failures %d\n", failures);
  return failures != 0;
}
