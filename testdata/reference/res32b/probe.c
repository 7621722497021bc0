/* res32b probe: what session 32's H100 run of mend31-c left open
   (testdata/reference/res32b/README.md):
   - mend31's VMM cases printed "no kernel" natively: cuModuleLoadData or
     cuModuleGetFunction failed once device 0's access to a mapping was made
     read-only. Which call fails, with what code, and does a load after the
     access is made read-write again, or after the mapping is gone, work?
   - the same kernels with the module loaded before the access changes: a
     read of the read-only mapping, a store of the value already there;
   - registered memory whose second page the program protected after
     cuMemHostRegister: synchronous HtoD from it died (signal 11) for 8 KiB,
     DtoH into it answered 0: the same for 1 MiB copies (staged by the CPU
     or reached by the GPU?), and cuMemcpyHtoDAsync queued from it.
   Each case runs in a child process: a line per call "CASE CALL CODE",
   "CASE value R X" for a word read back, "CASE second-page-bytes B0 B1",
   then the parent's "CASE exit N" or "CASE signal S". One GPU. */
#include "cases.h"

static long ps;
static CUdeviceptr dev;
static CUstream stream;
static CUcontext ctx;
static CUmodule module;

static void setup(void) {
  CUdevice d;
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&ctx, d) || cuCtxSetCurrent(ctx) ||
      cuMemAlloc(&dev, 1 << 21) || cuMemsetD8(dev, 0x5a, 1 << 21) || cuStreamCreate(&stream, 0)) {
    printf("no context\n");
    exit(2);
  }
}

static CUresult launch(const char *name, const char *kernel, CUdeviceptr p, unsigned long long arg) {
  CUfunction f = 0;
  CALL(name, cuModuleGetFunction(&f, module, kernel));
  if (!f)
    return CUDA_ERROR_NOT_FOUND;
  void *args[] = {&p, &arg};
  return cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static void value(const char *name, CUdeviceptr p) {
  unsigned v = 0;
  CUresult r = cuMemcpyDtoH(&v, p, 4);
  printf("%s value %d %08x\n", name, (int)r, v);
}

/* mapping maps a granule of device 0's memory read-write, the word 7
   written, and returns it (its size in *size). */
static CUdeviceptr mapping(const char *name, size_t *size, CUmemGenericAllocationHandle *h) {
  CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED, .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};
  CUmemAccessDesc rw = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
  CUdeviceptr a = 0;
  size_t gran = 0;
  CALL(name, cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CALL(name, cuMemCreate(h, gran, &prop, 0));
  CALL(name, cuMemAddressReserve(&a, gran, 0, 0, 0));
  CALL(name, cuMemMap(a, gran, 0, *h, 0));
  CALL(name, cuMemSetAccess(a, gran, &rw, 1));
  CALL(name, cuMemsetD32(a, 7, gran / 4));
  *size = gran;
  return a;
}

static CUresult setAccess(CUdeviceptr a, size_t size, CUmemAccess_flags f) {
  CUmemAccessDesc d = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, f};
  return cuMemSetAccess(a, size, &d, 1);
}

/* registered registers n bytes of 0x11 and makes the page at n/2 (the
   second half's first) PROT_NONE. */
static char *registered(const char *name, size_t n, CUdeviceptr *hp) {
  char *page = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  memset(page, 0x11, n);
  CALL(name, cuMemHostRegister(page, n, 0));
  CALL(name, cuMemHostGetDevicePointer(hp, page, 0));
  mprotect(page + n / 2, ps, PROT_NONE);
  return page;
}

static void seen(const char *name, char *page, size_t n) {
  mprotect(page + n / 2, ps, PROT_READ | PROT_WRITE);
  printf("%s second-page-bytes %02x %02x\n", name, (unsigned char)page[n / 2], (unsigned char)page[n / 2 + 127]);
}

static void run(const char *name) {
  setup();
  size_t size = 0;
  CUmemGenericAllocationHandle h;
  if (!strcmp(name, "load-after-readonly")) {
    CUdeviceptr a = mapping(name, &size, &h);
    CALL(name, setAccess(a, size, CU_MEM_ACCESS_FLAGS_PROT_READ));
    CALL(name, cuCtxSynchronize());
    CALL(name, cuModuleLoadData(&module, ptx));
    CALL(name, launch(name, "load", a, dev));
    CALL(name, cuCtxSynchronize());
    value(name, dev);
  } else if (!strcmp(name, "load-after-readwrite-again")) {
    CUdeviceptr a = mapping(name, &size, &h);
    CALL(name, setAccess(a, size, CU_MEM_ACCESS_FLAGS_PROT_READ));
    CALL(name, setAccess(a, size, CU_MEM_ACCESS_FLAGS_PROT_READWRITE));
    CALL(name, cuModuleLoadData(&module, ptx));
    CALL(name, launch(name, "store", a, 8));
    CALL(name, cuCtxSynchronize());
    value(name, a);
  } else if (!strcmp(name, "load-after-readonly-unmapped")) {
    CUdeviceptr a = mapping(name, &size, &h);
    CALL(name, setAccess(a, size, CU_MEM_ACCESS_FLAGS_PROT_READ));
    CALL(name, cuMemUnmap(a, size));
    CALL(name, cuMemRelease(h));
    CALL(name, cuMemAddressFree(a, size));
    CALL(name, cuModuleLoadData(&module, ptx));
  } else if (!strcmp(name, "load-after-readwrite")) { /* the control: no read-only access */
    mapping(name, &size, &h);
    CALL(name, cuModuleLoadData(&module, ptx));
  } else if (!strcmp(name, "loaded-first-readonly-kernel-read")) {
    CALL(name, cuModuleLoadData(&module, ptx));
    CUdeviceptr a = mapping(name, &size, &h);
    CALL(name, setAccess(a, size, CU_MEM_ACCESS_FLAGS_PROT_READ));
    CALL(name, launch(name, "load", a, dev));
    CALL(name, cuCtxSynchronize());
    value(name, dev);
  } else if (!strcmp(name, "loaded-first-readonly-kernel-same-value")) {
    CALL(name, cuModuleLoadData(&module, ptx));
    CUdeviceptr a = mapping(name, &size, &h);
    CALL(name, setAccess(a, size, CU_MEM_ACCESS_FLAGS_PROT_READ));
    CALL(name, launch(name, "store", a, 7));
    CALL(name, cuCtxSynchronize());
  } else if (!strncmp(name, "registered-protected-", 21)) {
    int big = strstr(name, "-1m") != NULL;
    size_t n = big ? 1 << 20 : 2 * ps;
    CUdeviceptr hp = 0;
    char *page = registered(name, n, &hp);
    if (strstr(name, "-htod-async")) {
      CALL(name, cuLaunchHostFunc(stream, hold, NULL));
      CALL(name, cuMemcpyHtoDAsync(dev, page, n, stream));
      CALL(name, cuStreamSynchronize(stream));
      CALL(name, cuCtxSynchronize());
    } else if (strstr(name, "-htod")) {
      CALL(name, cuMemcpyHtoD(dev, page, n));
      CALL(name, cuCtxSynchronize());
    } else {
      CALL(name, cuMemcpyDtoH(page, dev, n));
      CALL(name, cuCtxSynchronize());
      seen(name, page, n);
    }
    value(name, dev + n / 2);
  }
  CUdeviceptr d;
  CALL(name, cuMemAlloc(&d, 256)); /* does the context still work? */
}

int main(void) {
  const char *cases[] = {"load-after-readonly",
                         "load-after-readwrite-again",
                         "load-after-readonly-unmapped",
                         "load-after-readwrite",
                         "loaded-first-readonly-kernel-read",
                         "loaded-first-readonly-kernel-same-value",
                         "registered-protected-dtoh-1m",
                         "registered-protected-htod-1m",
                         "registered-protected-htod-async",
                         "registered-protected-htod-async-1m"};
  ps = sysconf(_SC_PAGESIZE);
  runCases(cases, sizeof cases / sizeof cases[0], run);
  return 0;
}
