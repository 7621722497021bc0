/* locks30 probe: what the CUDA driver does with host buffers mapped at
   their start and not past it (a second page made PROT_NONE), the cases
   cudasim answers with an error (libcuda/testdata/locks30.c). Each case runs
   in a child process: a line per call "CASE CALL CODE", then the parent's
   "CASE exit N" or "CASE signal S". */
#include "cases.h"

static long ps;
static char *page; /* two pages, the second PROT_NONE unless a case says otherwise */
static CUdeviceptr dev;
static CUstream stream;

static void setup(void) {
  CUdevice d;
  CUcontext c;
  page = mmap(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  memset(page, 0x11, 2 * ps);
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&c, d) || cuCtxSetCurrent(c) ||
      cuMemAlloc(&dev, 2 * ps) || cuMemsetD8(dev, 0x5a, 2 * ps) || cuStreamCreate(&stream, 0)) {
    printf("no context\n");
    exit(2);
  }
}

/* registered makes both pages registered, then the second PROT_NONE. */
static CUdeviceptr registered(const char *name) {
  CUdeviceptr hp = 0;
  CALL(name, cuMemHostRegister(page, 2 * ps, 0));
  CALL(name, cuMemHostGetDevicePointer(&hp, page, 0));
  mprotect(page + ps, ps, PROT_NONE);
  return hp;
}

/* seen reports what the protected page holds once readable again. */
static void seen(const char *name) {
  mprotect(page + ps, ps, PROT_READ | PROT_WRITE);
  printf("%s second-page-bytes %02x %02x\n", name, (unsigned char)page[ps], (unsigned char)page[2 * ps - 1]);
}

static void run(const char *name) {
  size_t span = 2 * ps;
  setup();
  if (!strcmp(name, "htod-half")) {
    mprotect(page + ps, ps, PROT_NONE);
    CALL(name, cuMemcpyHtoD(dev, page, span));
  } else if (!strcmp(name, "dtoh-half")) {
    mprotect(page + ps, ps, PROT_NONE);
    CALL(name, cuMemcpyDtoH(page, dev, span));
  } else if (!strcmp(name, "module-fatbin-half")) {
    unsigned char fat[16] = {0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0};
    unsigned long long n = span - 16;
    CUmodule m;
    memset(page, 0, span);
    memcpy(fat + 8, &n, 8);
    memcpy(page, fat, 16);
    mprotect(page + ps, ps, PROT_NONE);
    CALL(name, cuModuleLoadData(&m, page));
  } else if (!strcmp(name, "dtoh-queued-pageable-half")) {
    mprotect(page + ps, ps, PROT_NONE);
    CALL(name, cuLaunchHostFunc(stream, hold, NULL));
    CALL(name, cuMemcpyDtoHAsync(page, dev, span, stream));
    CALL(name, cuStreamSynchronize(stream));
  } else if (!strcmp(name, "registered-protected-dtoh")) {
    registered(name);
    CALL(name, cuMemcpyDtoH(page, dev, span));
    CALL(name, cuCtxSynchronize());
    seen(name);
  } else if (!strcmp(name, "registered-protected-memset")) {
    CUdeviceptr hp = registered(name);
    CALL(name, cuMemsetD8(hp, 0x77, span));
    CALL(name, cuCtxSynchronize());
    seen(name);
  } else if (!strcmp(name, "registered-protected-queued-dtoh")) {
    registered(name);
    CALL(name, cuLaunchHostFunc(stream, hold, NULL));
    CALL(name, cuMemcpyDtoHAsync(page, dev, span, stream));
    CALL(name, cuStreamSynchronize(stream));
    CALL(name, cuCtxSynchronize());
    seen(name);
  } else if (!strcmp(name, "registered-protected-htod")) {
    registered(name);
    CALL(name, cuMemcpyHtoD(dev, page, span));
    CALL(name, cuCtxSynchronize());
  }
  CUdeviceptr d;
  CALL(name, cuMemAlloc(&d, 256)); /* the context still works */
}

int main(void) {
  const char *cases[] = {"htod-half", "dtoh-half", "module-fatbin-half", "dtoh-queued-pageable-half",
                         "registered-protected-dtoh", "registered-protected-memset",
                         "registered-protected-queued-dtoh", "registered-protected-htod"};
  ps = sysconf(_SC_PAGESIZE);
  runCases(cases, sizeof cases / sizeof cases[0], run);
  return 0;
}
