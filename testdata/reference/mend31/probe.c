/* mend31 probe: what the CUDA driver answers where session 31 changed or
   chose cudasim's answer (testdata/reference/mend31/README.md):
   - kernels reading or writing registered host memory that the program
     protected (PROT_NONE) or unmapped after cuMemHostRegister, at once and
     queued behind a host function;
   - a kernel's write to a read-only VMM mapping of the value already there,
     and a kernel's read of a read-only mapping;
   - with two devices: cuMemSetAccess per device (device 1 given none,
     read-only, read-write to device 0's memory) and a pool giving device 1
     read-only access, each with a kernel on device 1 writing.
   Each case runs in a child process: a line per call "CASE CALL CODE",
   "CASE value X" for words read back, then the parent's "CASE exit N" or
   "CASE signal S". Cases that need two devices print "CASE skip" on one. */
#include "cases.h"

static long ps;
static char *page; /* two pages of 0x11 */
static CUdeviceptr dev;
static CUstream stream;
static CUcontext ctx[2];
static int ndev;

static CUresult store(CUdeviceptr p, unsigned v, CUstream s) {
  void *args[] = {&p, &v};
  return cuLaunchKernel(fn("store"), 1, 1, 1, 32, 1, 1, 0, s, args, NULL);
}

static CUresult load(CUdeviceptr p, CUdeviceptr out, CUstream s) {
  void *args[] = {&p, &out};
  return cuLaunchKernel(fn("load"), 1, 1, 1, 32, 1, 1, 0, s, args, NULL);
}

static void setup(void) {
  page = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  memset(page, 0x11, 2 * ps);
  contexts(ctx, &ndev);
  if (cuMemAlloc(&dev, 2 * ps) || cuMemsetD8(dev, 0x5a, 2 * ps) ||
      cuStreamCreate(&stream, 0)) {
    printf("no context\n");
    exit(2);
  }
}

/* value prints the word at p (device memory), read in context c. */
static void value(const char *name, CUcontext c, CUdeviceptr p) {
  unsigned v = 0;
  cuCtxSetCurrent(c);
  CUresult r = cuMemcpyDtoH(&v, p, 4);
  printf("%s value %d %08x\n", name, (int)r, v);
}

/* registered registers both pages, then makes the second PROT_NONE (gone:
   unmaps it). */
static CUdeviceptr registered(const char *name, int gone) {
  CUdeviceptr hp = 0;
  CALL(name, cuMemHostRegister(page, 2 * ps, 0));
  CALL(name, cuMemHostGetDevicePointer(&hp, page, 0));
  if (gone)
    munmap(page + ps, ps);
  else
    mprotect(page + ps, ps, PROT_NONE);
  return hp;
}

/* seen reports what the protected page holds once readable again. */
static void seen(const char *name) {
  mprotect(page + ps, ps, PROT_READ | PROT_WRITE);
  printf("%s second-page-bytes %02x %02x\n", name, (unsigned char)page[ps], (unsigned char)page[ps + 127]);
}

static CUmemAllocationProp prop0 = {.type = CU_MEM_ALLOCATION_TYPE_PINNED, .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};

/* mapping maps a granule of device 0's memory, device 0 given read-write
   access and device 1 (when there is one) access1, the word 7 written. */
static CUdeviceptr mapping(const char *name, CUmemAccess_flags access1) {
  size_t gran = 0;
  CUmemGenericAllocationHandle h;
  CUdeviceptr a = 0;
  CUmemAccessDesc acc[2] = {{{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READWRITE},
                            {{CU_MEM_LOCATION_TYPE_DEVICE, 1}, access1}};
  CALL(name, cuMemGetAllocationGranularity(&gran, &prop0, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CALL(name, cuMemCreate(&h, gran, &prop0, 0));
  CALL(name, cuMemAddressReserve(&a, gran, 0, 0, 0));
  CALL(name, cuMemMap(a, gran, 0, h, 0));
  CALL(name, cuMemSetAccess(a, gran, acc, ndev > 1 ? 2 : 1));
  CALL(name, cuMemsetD32(a, 7, gran / 4));
  return a;
}

static void readonly(CUdeviceptr a) {
  size_t gran = 2 << 20;
  CUmemAccessDesc ro = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READ};
  cuMemSetAccess(a, gran, &ro, 1);
}

static void access1(const char *name, CUdeviceptr a) {
  unsigned long long f = 99;
  CUmemLocation l1 = {CU_MEM_LOCATION_TYPE_DEVICE, 1};
  CUresult r = cuMemGetAccess(&f, &l1, a);
  printf("%s cuMemGetAccess(device 1) %d %llu\n", name, (int)r, f);
  cuCtxSetCurrent(ctx[1]);
  f = 99;
  r = cuPointerGetAttribute(&f, CU_POINTER_ATTRIBUTE_ACCESS_FLAGS, a);
  printf("%s ACCESS_FLAGS in device 1's context %d %llu\n", name, (int)r, f);
}

static int twoDevices(const char *name) {
  if (ndev >= 2)
    return 1;
  printf("%s skip\n", name);
  return 0;
}

static void run(const char *name) {
  setup();
  if (!strcmp(name, "registered-protected-kernel-read")) {
    CUdeviceptr hp = registered(name, 0);
    CALL(name, load(hp + ps, dev, 0));
    CALL(name, cuCtxSynchronize());
    value(name, ctx[0], dev);
  } else if (!strcmp(name, "registered-protected-kernel-write")) {
    CUdeviceptr hp = registered(name, 0);
    CALL(name, store(hp + ps, 0x77777777, 0));
    CALL(name, cuCtxSynchronize());
    seen(name);
  } else if (!strcmp(name, "registered-unmapped-kernel-read")) {
    CUdeviceptr hp = registered(name, 1);
    CALL(name, load(hp + ps, dev, 0));
    CALL(name, cuCtxSynchronize());
    value(name, ctx[0], dev);
  } else if (!strcmp(name, "registered-protected-queued-kernel-read")) {
    CUdeviceptr hp = registered(name, 0);
    CALL(name, cuLaunchHostFunc(stream, hold, NULL));
    CALL(name, load(hp + ps, dev, stream));
    CALL(name, cuStreamSynchronize(stream));
    CALL(name, cuCtxSynchronize());
    value(name, ctx[0], dev);
  } else if (!strcmp(name, "vmm-readonly-kernel-read")) {
    CUdeviceptr a = mapping(name, CU_MEM_ACCESS_FLAGS_PROT_NONE);
    readonly(a);
    CALL(name, load(a, dev, 0));
    CALL(name, cuCtxSynchronize());
    value(name, ctx[0], dev);
  } else if (!strcmp(name, "vmm-readonly-kernel-same-value")) {
    CUdeviceptr a = mapping(name, CU_MEM_ACCESS_FLAGS_PROT_NONE);
    readonly(a);
    CALL(name, store(a, 7, 0));
    CALL(name, cuCtxSynchronize());
  } else if (!strncmp(name, "vmm-device1-", 12)) {
    if (!twoDevices(name))
      return;
    CUmemAccess_flags f = !strcmp(name, "vmm-device1-none")       ? CU_MEM_ACCESS_FLAGS_PROT_NONE
                          : !strcmp(name, "vmm-device1-readonly") ? CU_MEM_ACCESS_FLAGS_PROT_READ
                                                                  : CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CUdeviceptr a = mapping(name, f);
    access1(name, a);
    CALL(name, cuCtxSetCurrent(ctx[1]));
    CALL(name, store(a, 8, 0));
    CALL(name, cuCtxSynchronize());
    value(name, ctx[0], a);
  } else if (!strcmp(name, "pool-device1-readonly")) {
    if (!twoDevices(name))
      return;
    CUmemoryPool pool;
    CUdeviceptr p = 0;
    CUmemAccessDesc ro = {{CU_MEM_LOCATION_TYPE_DEVICE, 1}, CU_MEM_ACCESS_FLAGS_PROT_READ};
    CALL(name, cuDeviceGetDefaultMemPool(&pool, 0));
    CALL(name, cuMemPoolSetAccess(pool, &ro, 1));
    CALL(name, cuMemAllocFromPoolAsync(&p, 256, pool, 0));
    CALL(name, cuMemsetD32(p, 7, 64));
    CALL(name, cuCtxSetCurrent(ctx[1]));
    CALL(name, load(p, p + 128, 0)); /* a read, then a write, through read-only access */
    CALL(name, cuCtxSynchronize());
    CALL(name, store(p, 8, 0));
    CALL(name, cuCtxSynchronize());
    value(name, ctx[0], p);
  }
  CUdeviceptr d;
  cuCtxSetCurrent(ctx[0]);
  CALL(name, cuMemAlloc(&d, 256)); /* does the context still work? */
}

int main(void) {
  const char *cases[] = {"registered-protected-kernel-read",
                         "registered-protected-kernel-write",
                         "registered-unmapped-kernel-read",
                         "registered-protected-queued-kernel-read",
                         "vmm-readonly-kernel-read",
                         "vmm-readonly-kernel-same-value",
                         "vmm-device1-none",
                         "vmm-device1-readonly",
                         "vmm-device1-readwrite",
                         "pool-device1-readonly"};
  ps = sysconf(_SC_PAGESIZE);
  runCases(cases, sizeof cases / sizeof cases[0], run);
  return 0;
}
