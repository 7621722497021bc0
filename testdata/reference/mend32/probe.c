/* mend32 probe: what the CUDA driver answers where session 32 chose
   cudasim's answer for writes into memory a device may only read
   (testdata/reference/mend32/README.md):
   - kernels reading and writing (another value, the value already there,
     an atomic add of 0) host memory registered CU_MEMHOSTREGISTER_READ_ONLY,
     a copy and a memset into it, a stream write into it;
   - stream memory operations writing a VMM mapping given read-only access:
     cuStreamWriteValue32/64, cuStreamBatchMemOp, a batch-mem-op graph node
     made then (or made before the access became read-only, then launched);
   - a kernel's atomic add of 0 to a read-only mapping.
   Each case runs in a child process: a line per call "CASE CALL CODE",
   "CASE value R X" (a word read back: the copy's code and the word),
   "CASE host-bytes B0 B1" (the registered page's first bytes), then the
   parent's "CASE exit N" or "CASE signal S". */
#include "cases.h"

static long ps;
static char *page; /* a page of 0x11 */
static CUdeviceptr dev;
static CUcontext ctx;

static CUresult store(CUdeviceptr p, unsigned v) {
  void *args[] = {&p, &v};
  return cuLaunchKernel(fn("store"), 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static CUresult addzero(CUdeviceptr p) {
  void *args[] = {&p};
  return cuLaunchKernel(fn("addzero"), 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static CUresult load(CUdeviceptr p, CUdeviceptr out) {
  void *args[] = {&p, &out};
  return cuLaunchKernel(fn("load"), 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static void setup(int prot) {
  CUdevice d;
  page = mmap(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  memset(page, 0x11, ps);
  if (prot != (PROT_READ | PROT_WRITE))
    mprotect(page, ps, prot);
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&ctx, d) || cuCtxSetCurrent(ctx) ||
      cuMemAlloc(&dev, ps) || cuMemsetD8(dev, 0x5a, ps)) {
    printf("no context\n");
    exit(2);
  }
}

/* value prints the word at p (device memory). */
static void value(const char *name, CUdeviceptr p) {
  unsigned v = 0;
  CUresult r = cuMemcpyDtoH(&v, p, 4);
  printf("%s value %d %08x\n", name, (int)r, v);
}

static void hostBytes(const char *name) {
  printf("%s host-bytes %02x %02x\n", name, (unsigned char)page[0], (unsigned char)page[127]);
}

/* registered registers the page read-only and returns its device address. */
static CUdeviceptr registered(const char *name) {
  CUdeviceptr hp = 0;
  CALL(name, cuMemHostRegister(page, ps, CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_READ_ONLY));
  CALL(name, cuMemHostGetDevicePointer(&hp, page, 0));
  return hp;
}

static CUmemAllocationProp prop0 = {.type = CU_MEM_ALLOCATION_TYPE_PINNED, .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};
static size_t gran;

/* mapping maps a granule of device 0's memory, read-write, the word 7 written. */
static CUdeviceptr mapping(const char *name) {
  CUmemGenericAllocationHandle h;
  CUdeviceptr a = 0;
  CUmemAccessDesc rw = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
  CALL(name, cuMemGetAllocationGranularity(&gran, &prop0, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CALL(name, cuMemCreate(&h, gran, &prop0, 0));
  CALL(name, cuMemAddressReserve(&a, gran, 0, 0, 0));
  CALL(name, cuMemMap(a, gran, 0, h, 0));
  CALL(name, cuMemSetAccess(a, gran, &rw, 1));
  CALL(name, cuMemsetD32(a, 7, gran / 4));
  return a;
}

static CUresult readonly(CUdeviceptr a) {
  CUmemAccessDesc ro = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READ};
  return cuMemSetAccess(a, gran, &ro, 1);
}

static CUstreamBatchMemOpParams writeOp(CUdeviceptr a, unsigned v) {
  CUstreamBatchMemOpParams op;
  memset(&op, 0, sizeof op);
  op.writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_32;
  op.writeValue.address = a;
  op.writeValue.value = v;
  return op;
}

static void run(const char *name) {
  setup(strcmp(name, "registered-readonly-protread-kernel-read") ? PROT_READ | PROT_WRITE : PROT_READ);
  if (!strcmp(name, "registered-readonly-kernel-read") || !strcmp(name, "registered-readonly-protread-kernel-read")) {
    CUdeviceptr hp = registered(name);
    CALL(name, load(hp, dev));
    CALL(name, cuCtxSynchronize());
    value(name, dev);
  } else if (!strcmp(name, "registered-readonly-kernel-write")) {
    CUdeviceptr hp = registered(name);
    CALL(name, store(hp, 0x77777777));
    CALL(name, cuCtxSynchronize());
    hostBytes(name);
  } else if (!strcmp(name, "registered-readonly-kernel-same-value")) {
    CUdeviceptr hp = registered(name);
    CALL(name, store(hp, 0x11111111));
    CALL(name, cuCtxSynchronize());
    hostBytes(name);
  } else if (!strcmp(name, "registered-readonly-kernel-atomic")) {
    CUdeviceptr hp = registered(name);
    CALL(name, addzero(hp));
    CALL(name, cuCtxSynchronize());
    hostBytes(name);
  } else if (!strcmp(name, "registered-readonly-copy-memset")) {
    CUdeviceptr hp = registered(name);
    CALL(name, cuMemcpyDtoH(page, dev, 16));
    CALL(name, cuCtxSynchronize());
    hostBytes(name);
    CALL(name, cuMemsetD32(hp, 0x22222222, 4));
    CALL(name, cuCtxSynchronize());
    hostBytes(name);
  } else if (!strcmp(name, "registered-readonly-writevalue")) {
    CUdeviceptr hp = registered(name);
    CALL(name, cuStreamWriteValue32_v2(0, hp, 0x33333333, 0));
    CALL(name, cuCtxSynchronize());
    hostBytes(name);
  } else if (!strcmp(name, "vmm-readonly-kernel-atomic")) {
    CUdeviceptr a = mapping(name);
    CALL(name, readonly(a));
    CALL(name, addzero(a));
    CALL(name, cuCtxSynchronize());
  } else if (!strcmp(name, "vmm-readonly-writevalue32") || !strcmp(name, "vmm-readonly-writevalue64")) {
    CUdeviceptr a = mapping(name);
    CALL(name, readonly(a));
    if (!strcmp(name, "vmm-readonly-writevalue32"))
      CALL(name, cuStreamWriteValue32_v2(0, a, 9, 0));
    else
      CALL(name, cuStreamWriteValue64_v2(0, a, 9, 0));
    CALL(name, cuCtxSynchronize());
    value(name, a);
  } else if (!strcmp(name, "vmm-readonly-batchmemop")) {
    CUdeviceptr a = mapping(name);
    CALL(name, readonly(a));
    CUstreamBatchMemOpParams op = writeOp(a, 9);
    CALL(name, cuStreamBatchMemOp_v2(0, 1, &op, 0));
    CALL(name, cuCtxSynchronize());
    value(name, a);
  } else if (!strcmp(name, "vmm-readonly-graph-node")) {
    CUdeviceptr a = mapping(name);
    CUgraph g;
    CALL(name, readonly(a));
    CALL(name, cuGraphCreate(&g, 0));
    CUstreamBatchMemOpParams op = writeOp(a, 9);
    CALL(name, addNode(g, &op));
  } else if (!strcmp(name, "vmm-readonly-graph-node-made-before")) {
    CUdeviceptr a = mapping(name);
    CUgraph g;
    CUgraphExec e;
    CALL(name, cuGraphCreate(&g, 0));
    CUstreamBatchMemOpParams op = writeOp(a, 9);
    CALL(name, addNode(g, &op));
    CALL(name, cuGraphInstantiateWithFlags(&e, g, 0));
    CALL(name, readonly(a));
    CALL(name, cuGraphLaunch(e, 0));
    CALL(name, cuCtxSynchronize());
    value(name, a);
  }
  CUdeviceptr d;
  CALL(name, cuMemAlloc(&d, 256)); /* does the context still work? */
}

int main(void) {
  const char *cases[] = {"registered-readonly-kernel-read",
                         "registered-readonly-protread-kernel-read",
                         "registered-readonly-kernel-write",
                         "registered-readonly-kernel-same-value",
                         "registered-readonly-kernel-atomic",
                         "registered-readonly-copy-memset",
                         "registered-readonly-writevalue",
                         "vmm-readonly-kernel-atomic",
                         "vmm-readonly-writevalue32",
                         "vmm-readonly-writevalue64",
                         "vmm-readonly-batchmemop",
                         "vmm-readonly-graph-node",
                         "vmm-readonly-graph-node-made-before"};
  ps = sysconf(_SC_PAGESIZE);
  runCases(cases, sizeof cases / sizeof cases[0], run);
  return 0;
}
