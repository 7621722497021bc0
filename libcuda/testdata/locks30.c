/* locks30: host buffers that are mapped at their start and not past it (a
   second page made PROT_NONE), given where the driver reads or writes the
   program's memory: copies' host sides, images whose headers claim more bytes
   than are mapped, JIT log buffers, kernel parameters, out arrays, registered
   memory. cudasim answers such a call CUDA_ERROR_INVALID_VALUE (a recovered
   fault); the CUDA driver itself crashes. What is checked is what comes
   after: every case is followed by calls that take the driver's locks
   (module loading and its image cache, linking, libraries, graphs, streams,
   events, pools, arrays, copies, registration), each of which must return
   CUDA_SUCCESS. A lock left held by the fault hangs one of them: the alarm
   then prints "hung CASE" and the program exits 3.
   Output: "case NAME CODE" for each case, "probe NAME CALL CODE" for a probe
   call that failed, "registered CODE" for the registration the last cases
   use, "done" at the end. Copies queued behind a host function fault on the
   goroutine that runs them: one the call waits for answers as at once; one
   run after the call returned (registered memory protected since) is the
   context's sticky error, CUDA_ERROR_NOT_SUPPORTED (the GPU reaches pinned
   pages through its own mapping, which cudasim does not model). */
#include <cuda.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* CUDA 12's calls, which an 11.8 cuda.h lacks */
typedef struct CUlib_st *CUlib;
CUresult cuLibraryLoadData(CUlib *, const void *, CUjit_option *, void **, unsigned, int *, void **, unsigned);
CUresult cuLibraryUnload(CUlib);

static const char *ptx = ".version 7.8\n.target sm_80\n.address_size 64\n"
                         ".visible .entry put(.param .u64 p, .param .u32 v) {\n .reg .b32 %r<2>; .reg .b64 %rd<3>;\n"
                         " ld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd2, %rd1; ld.param.u32 %r1, [v];\n"
                         " st.global.u32 [%rd2], %r1; ret; }\n";

static const char *current = "start";
static char *page, *guard; /* guard: the PROT_NONE page right after page */
static CUdeviceptr dev;
static CUstream stream;
static CUfunction fn;

static void hung(int sig) {
  (void)sig;
  char line[128];
  int n = snprintf(line, sizeof line, "hung %s\n", current);
  write(1, line, n);
  _exit(3);
}

#define PROBE(call)                                                                                                    \
  do {                                                                                                                 \
    CUresult r_ = (call);                                                                                              \
    if (r_ != CUDA_SUCCESS)                                                                                            \
      printf("probe %s %s %d\n", name, #call, r_);                                                                     \
  } while (0)

/* hold keeps its stream busy a little while. */
static void hold(void *unused) {
  (void)unused;
  usleep(300000);
}

/* probes takes the driver's locks the cases could leave held. */
static void probes(const char *name) {
  unsigned v = 0;
  CUdeviceptr d;
  PROBE(cuCtxSynchronize());
  PROBE(cuMemAlloc(&d, 256));
  PROBE(cuMemcpyHtoD(d, &v, 4));
  PROBE(cuMemcpyDtoH(&v, d, 4));
  PROBE(cuMemsetD8(d, 1, 256));
  PROBE(cuMemFree(d));
  CUstream s;
  PROBE(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
  PROBE(cuMemcpyHtoDAsync(dev, &v, 4, s));
  PROBE(cuStreamSynchronize(s));
  PROBE(cuStreamDestroy(s));
  CUevent e;
  PROBE(cuEventCreate(&e, 0));
  PROBE(cuEventRecord(e, stream));
  PROBE(cuEventSynchronize(e));
  PROBE(cuEventDestroy(e));
  CUmodule m;
  CUfunction f;
  PROBE(cuModuleLoadData(&m, ptx));
  PROBE(cuModuleGetFunction(&f, m, "put"));
  void *args[] = {&dev, &v};
  PROBE(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, NULL));
  PROBE(cuCtxSynchronize());
  PROBE(cuModuleUnload(m));
  CUlinkState ls;
  void *cubin;
  size_t n;
  PROBE(cuLinkCreate(0, NULL, NULL, &ls));
  PROBE(cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptx, strlen(ptx) + 1, "p.ptx", 0, NULL, NULL));
  PROBE(cuLinkComplete(ls, &cubin, &n));
  PROBE(cuLinkDestroy(ls));
  CUlib lib;
  PROBE(cuLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0));
  PROBE(cuLibraryUnload(lib));
  CUgraph g;
  CUgraphNode nd;
  CUgraphExec x;
  CUDA_MEMSET_NODE_PARAMS mp = {.dst = dev, .elementSize = 4, .width = 1, .height = 1, .value = 7};
  CUcontext c;
  PROBE(cuCtxGetCurrent(&c));
  PROBE(cuGraphCreate(&g, 0));
  PROBE(cuGraphAddMemsetNode(&nd, g, NULL, 0, &mp, c));
  PROBE(cuGraphInstantiateWithFlags(&x, g, 0));
  PROBE(cuGraphLaunch(x, stream));
  PROBE(cuStreamSynchronize(stream));
  PROBE(cuGraphExecDestroy(x));
  PROBE(cuGraphDestroy(g));
  CUDA_ARRAY_DESCRIPTOR ad = {.Width = 64, .Height = 0, .Format = CU_AD_FORMAT_FLOAT, .NumChannels = 1};
  CUarray a;
  PROBE(cuArrayCreate(&a, &ad));
  PROBE(cuMemcpyHtoA(a, 0, &v, 4));
  PROBE(cuArrayDestroy(a));
  PROBE(cuMemAllocAsync(&d, 256, stream));
  PROBE(cuMemFreeAsync(d, stream));
  PROBE(cuStreamSynchronize(stream));
  static char reg[1 << 14] __attribute__((aligned(4096)));
  PROBE(cuMemHostRegister(reg, sizeof reg, 0));
  PROBE(cuMemHostUnregister(reg));
  unsigned mem;
  PROBE(cuPointerGetAttribute(&mem, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, dev));
}

/* run runs one case under the alarm, then the probes. */
#define CASE(label, call)                                                                                              \
  do {                                                                                                                 \
    current = label;                                                                                                   \
    alarm(60);                                                                                                         \
    printf("case %s %d\n", label, (int)(call));                                                                        \
    fflush(stdout);                                                                                                    \
    probes(label);                                                                                                     \
    alarm(0);                                                                                                          \
    fflush(stdout);                                                                                                    \
  } while (0)

/* STEP is a case without the probes (the stream is held, or the context
   has a sticky error). */
#define STEP(label, call)                                                                                              \
  do {                                                                                                                 \
    current = label;                                                                                                   \
    alarm(60);                                                                                                         \
    printf("case %s %d\n", label, (int)(call));                                                                       \
    alarm(0);                                                                                                          \
    fflush(stdout);                                                                                                    \
  } while (0)

int main(void) {
  long ps = sysconf(_SC_PAGESIZE);
  signal(SIGALRM, hung);
  page = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED || mprotect(page + ps, ps, PROT_NONE) != 0) {
    printf("no guard page\n");
    return 1;
  }
  guard = page + ps;
  size_t span = 2 * ps; /* from page's start through the guard page */
  CUdevice d0;
  CUcontext c;
  if (cuInit(0) || cuDeviceGet(&d0, 0) || cuDevicePrimaryCtxRetain(&c, d0) || cuCtxSetCurrent(c) ||
      cuMemAlloc(&dev, span) || cuStreamCreate(&stream, 0)) {
    printf("no context\n");
    return 1;
  }
  CUmodule m;
  if (cuModuleLoadData(&m, ptx) || cuModuleGetFunction(&fn, m, "put")) {
    printf("no module\n");
    return 1;
  }
  probes("baseline");

  /* copies whose host side runs into the guard page */
  CASE("HtoD", cuMemcpyHtoD(dev, page, span));
  CASE("DtoH", cuMemcpyDtoH(page, dev, span));
  CASE("HtoDAsync", cuMemcpyHtoDAsync(dev, page, span, stream));
  CASE("DtoHAsync", cuMemcpyDtoHAsync(page, dev, span, stream));
  CASE("Memcpy-from-pageable", cuMemcpy(dev, (CUdeviceptr)page, span));
  CASE("Memcpy-to-pageable", cuMemcpy((CUdeviceptr)page, dev, span));
  CASE("MemcpyAsync-to-pageable", cuMemcpyAsync((CUdeviceptr)page, dev, span, stream));
  CUDA_MEMCPY2D c2 = {.srcMemoryType = CU_MEMORYTYPE_HOST, .srcHost = page, .srcPitch = ps,
                      .dstMemoryType = CU_MEMORYTYPE_DEVICE, .dstDevice = dev, .dstPitch = ps,
                      .WidthInBytes = ps, .Height = 2};
  CASE("Memcpy2D-from-host", cuMemcpy2D(&c2));
  CASE("Memcpy2DAsync-from-host", cuMemcpy2DAsync(&c2, stream));
  CUDA_MEMCPY3D c3 = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = dev, .srcPitch = ps, .srcHeight = 2,
                      .dstMemoryType = CU_MEMORYTYPE_HOST, .dstHost = page, .dstPitch = ps, .dstHeight = 2,
                      .WidthInBytes = ps, .Height = 2, .Depth = 1};
  CASE("Memcpy3D-to-host", cuMemcpy3D(&c3));
  CASE("Memcpy3DAsync-to-host", cuMemcpy3DAsync(&c3, stream));
  CUDA_ARRAY_DESCRIPTOR ad = {.Width = span / 4, .Height = 0, .Format = CU_AD_FORMAT_FLOAT, .NumChannels = 1};
  CUarray arr;
  if (cuArrayCreate(&arr, &ad) == 0) {
    CASE("HtoA", cuMemcpyHtoA(arr, 0, page, span));
    CASE("AtoH", cuMemcpyAtoH(page, arr, 0, span));
    CASE("HtoAAsync", cuMemcpyHtoAAsync(arr, 0, page, span, stream));
    CASE("AtoHAsync", cuMemcpyAtoHAsync(page, arr, 0, span, stream));
    cuArrayDestroy(arr);
  }
  /* a graph's copy to host memory, run at the launch */
  CUgraph g;
  CUgraphNode nd;
  CUgraphExec x;
  if (cuGraphCreate(&g, 0) == 0 && cuGraphAddMemcpyNode(&nd, g, NULL, 0, &c3, c) == 0 &&
      cuGraphInstantiateWithFlags(&x, g, 0) == 0) {
    CASE("GraphLaunch-copy-to-host", cuGraphLaunch(x, stream));
    CASE("GraphLaunch-sync", cuStreamSynchronize(stream));
  }

  /* images whose headers claim the guard page: a fatbin header (magic,
     version 1, header size 16, then the size after the header) */
  unsigned char fat[16] = {0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0};
  unsigned long long fatSize = span - 16;
  memcpy(fat + 8, &fatSize, 8);
  memset(page, 0, ps);
  memcpy(page, fat, 16);
  CASE("ModuleLoadData-fatbin", cuModuleLoadData(&m, page));
  CASE("ModuleLoadFatBinary", cuModuleLoadFatBinary(&m, page));
  CUlib lib;
  CASE("LibraryLoadData-fatbin", cuLibraryLoadData(&lib, page, NULL, NULL, 0, NULL, NULL, 0));
  memset(page, 'x', ps); /* PTX text with no end before the guard page */
  memcpy(page, ".version", 8);
  CASE("ModuleLoadData-ptx", cuModuleLoadData(&m, page));
  CUlinkState ls;
  if (cuLinkCreate(0, NULL, NULL, &ls) == 0) {
    memset(page, 0, ps);
    memcpy(page, fat, 16);
    CASE("LinkAddData-fatbin", cuLinkAddData(ls, CU_JIT_INPUT_FATBINARY, page, span, "f", 0, NULL, NULL));
    memcpy(page, ptx, strlen(ptx));
    CASE("LinkAddData-ptx", cuLinkAddData(ls, CU_JIT_INPUT_PTX, page, span, "p", 0, NULL, NULL));
    cuLinkDestroy(ls);
  }
  /* JIT log buffers in the guard page, written by the driver */
  CUjit_option o[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
                      CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
  void *ov[] = {guard, (void *)256, guard, (void *)256, (void *)1};
  CASE("ModuleLoadDataEx-log", cuModuleLoadDataEx(&m, ptx, 5, o, ov));
  CASE("ModuleLoadDataEx-error-log", cuModuleLoadDataEx(&m, ".version 7.8\n.target sm_80\nbad", 5, o, ov));
  if (cuLinkCreate(5, o, ov, &ls) == 0) {
    CASE("LinkAddData-log", cuLinkAddData(ls, CU_JIT_INPUT_PTX, (void *)ptx, strlen(ptx) + 1, "p", 0, NULL, NULL));
    void *cubin;
    size_t n;
    CASE("LinkComplete-log", cuLinkComplete(ls, &cubin, &n));
    cuLinkDestroy(ls);
  }
  /* kernel parameters and out arrays in the guard page */
  void *args[] = {guard, guard};
  CASE("LaunchKernel-params", cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, stream, args, NULL));
  CASE("LaunchKernel-sync", cuStreamSynchronize(stream));
  CASE("ParamSetv", cuParamSetv(fn, 0, guard - 4, 8));
  CUpointer_attribute pa[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL};
  unsigned mt;
  void *data[] = {&mt, guard};
  CASE("PointerGetAttributes", cuPointerGetAttributes(2, pa, data, dev));
  /* a copy to pageable memory queued behind a host function: the call waits
     for it, run in the background */
  STEP("HostFunc-hold", cuLaunchHostFunc(stream, hold, NULL));
  CASE("DtoHAsync-queued-to-pageable", cuMemcpyDtoHAsync(page, dev, span, stream));
  /* registered memory whose second page is made PROT_NONE after the
     registration, reached by copies and sets */
  mprotect(guard, ps, PROT_READ | PROT_WRITE);
  CUresult registered = cuMemHostRegister(page, span, 0);
  mprotect(guard, ps, PROT_NONE);
  printf("registered %d\n", registered);
  if (registered == 0) {
    CUdeviceptr hp;
    cuMemHostGetDevicePointer(&hp, page, 0);
    CASE("MemsetD8-registered", cuMemsetD8(hp, 0, span));
    CASE("DtoD-to-registered", cuMemcpyDtoD(hp, dev, span));
    CASE("DtoDAsync-to-registered", cuMemcpyDtoDAsync(hp, dev, span, stream));
    CASE("DtoDAsync-sync", cuStreamSynchronize(stream));
    CASE("HtoDAsync-from-registered", cuMemcpyHtoDAsync(dev, page, span, stream));
    CASE("HtoDAsync-registered-sync", cuStreamSynchronize(stream));
    /* the same copy queued behind a host function, run once the call has
       returned: its fault is the context's sticky error (the last case) */
    STEP("HostFunc-hold", cuLaunchHostFunc(stream, hold, NULL));
    STEP("DtoHAsync-queued-to-registered", cuMemcpyDtoHAsync(page, dev, span, stream));
    STEP("DtoHAsync-queued-sync", cuStreamSynchronize(stream));
  }
  printf("done\n");
  return 0;
}
