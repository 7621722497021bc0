/* mend33 probe: what the CUDA driver and compute-sanitizer answer where
   session 33 chose cudasim's answer (testdata/reference/mend33/README.md):
   - stream memory operations (cuStreamWriteValue32/64, cuStreamBatchMemOp,
     cuStreamWaitValue32, a batch-mem-op graph node) on a VMM mapping the
     stream's device has no access to: never given, revoked (PROT_NONE), or,
     with two devices, given to device 1 only;
   - kernels writing memory their device may only read (a read-only VMM
     mapping, memory registered CU_MEMHOSTREGISTER_READ_ONLY) or may not
     reach (a revoked mapping), run natively and, one case a process
     ("probe one CASE"), under compute-sanitizer's memcheck: how memcheck
     words such a write.
   The module is loaded before any access changes (res32b: a load after a
   mapping became read-only failed on the H100). Each case of "probe" runs
   in a child process: a line per call "CASE CALL CODE", "CASE value R X" (a
   word read back through a read-write access given afterwards: the copy's
   code and the word), then the parent's "CASE exit N" or "CASE signal S".
   Cases that need two devices print "CASE skip" on one. "probe san" lists
   the cases run under compute-sanitizer. */
#include "cases.h"

static long ps;
static CUcontext ctx[2];
static int ndev;
static CUdeviceptr dev; /* 4 KiB of device 0's memory, for load's output */
static CUfunction fStore, fAddZero, fLoad;
static size_t gran;

static void setup(void) {
  contexts(ctx, &ndev);
  if (cuMemAlloc(&dev, 4096) || cuMemsetD8(dev, 0x5a, 4096)) {
    printf("no context\n");
    exit(2);
  }
  fStore = fn("store");
  fAddZero = fn("addzero");
  fLoad = fn("load");
}

static CUresult store(CUdeviceptr p, unsigned v) {
  void *args[] = {&p, &v};
  return cuLaunchKernel(fStore, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static CUresult addzero(CUdeviceptr p) {
  void *args[] = {&p};
  return cuLaunchKernel(fAddZero, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static CUresult load(CUdeviceptr p, CUdeviceptr out) {
  void *args[] = {&p, &out};
  return cuLaunchKernel(fLoad, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

/* setAccess gives device id access f to the granule at a. */
static CUresult setAccess(CUdeviceptr a, int id, CUmemAccess_flags f) {
  CUmemAccessDesc d = {{CU_MEM_LOCATION_TYPE_DEVICE, id}, f};
  return cuMemSetAccess(a, gran, &d, 1);
}

/* mapping maps a granule of device owner's memory; unless never, device 0
   is given read-write access and the words are set to 7. */
static CUdeviceptr mapping(const char *name, int owner, int never) {
  CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED, .location = {CU_MEM_LOCATION_TYPE_DEVICE, owner}};
  CUmemGenericAllocationHandle h;
  CUdeviceptr a = 0;
  CALL(name, cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CALL(name, cuMemCreate(&h, gran, &prop, 0));
  CALL(name, cuMemAddressReserve(&a, gran, 0, 0, 0));
  CALL(name, cuMemMap(a, gran, 0, h, 0));
  if (!never) {
    CALL(name, setAccess(a, 0, CU_MEM_ACCESS_FLAGS_PROT_READWRITE));
    CALL(name, cuMemsetD32(a, 7, gran / 4));
    CALL(name, cuCtxSynchronize());
  }
  return a;
}

/* value gives device 0 read-write access to the mapping at a and prints
   its word at a + off. */
static void value(const char *name, CUdeviceptr a, size_t off) {
  unsigned v = 0;
  CALL(name, setAccess(a, 0, CU_MEM_ACCESS_FLAGS_PROT_READWRITE));
  CUresult r = cuMemcpyDtoH(&v, a + off, 4);
  printf("%s value %d %08x\n", name, (int)r, v);
}

static CUstreamBatchMemOpParams memOp(CUstreamBatchMemOpType t, CUdeviceptr a, unsigned v) {
  CUstreamBatchMemOpParams op;
  memset(&op, 0, sizeof op);
  op.operation = t;
  if (t == CU_STREAM_MEM_OP_WAIT_VALUE_32) {
    op.waitValue.address = a;
    op.waitValue.value = v;
    op.waitValue.flags = CU_STREAM_WAIT_VALUE_GEQ;
  } else {
    op.writeValue.address = a;
    op.writeValue.value = v;
  }
  return op;
}

static int is(const char *name, const char *prefix) { return !strncmp(name, prefix, strlen(prefix)); }

/* streamOps runs the operation the case's name ends in on device 0's null
   stream, writing (waiting for) the mapping at a. */
static void streamOps(const char *name, CUdeviceptr a) {
  const char *op = strrchr(name, '-') + 1;
  if (!strcmp(op, "writevalue32")) {
    CALL(name, cuStreamWriteValue32_v2(0, a, 9, 0));
  } else if (!strcmp(op, "writevalue64")) {
    CALL(name, cuStreamWriteValue64_v2(0, a, 9, 0));
  } else if (!strcmp(op, "batchmemop")) {
    CUstreamBatchMemOpParams o = memOp(CU_STREAM_MEM_OP_WRITE_VALUE_32, a, 9);
    CALL(name, cuStreamBatchMemOp_v2(0, 1, &o, 0));
  } else if (!strcmp(op, "waitvalue32")) {
    CALL(name, cuStreamWaitValue32_v2(0, a, 0, CU_STREAM_WAIT_VALUE_GEQ)); /* holds for any word */
  } else if (!strcmp(op, "node")) {
    CUgraph g;
    CUgraphExec e;
    CUstreamBatchMemOpParams o = memOp(CU_STREAM_MEM_OP_WRITE_VALUE_32, a, 9);
    CALL(name, cuGraphCreate(&g, 0));
    CALL(name, addNode(g, &o));
    CALL(name, cuGraphInstantiateWithFlags(&e, g, 0));
    CALL(name, cuGraphLaunch(e, 0));
  }
  CALL(name, cuCtxSynchronize());
}

static void run(const char *name) {
  setup();
  if (is(name, "never-")) { /* mapped, no device ever given access */
    CUdeviceptr a = mapping(name, 0, 1);
    streamOps(name, a);
    value(name, a, 0);
  } else if (is(name, "revoked-")) { /* device 0's access revoked */
    CUdeviceptr a = mapping(name, 0, 0);
    CALL(name, setAccess(a, 0, CU_MEM_ACCESS_FLAGS_PROT_NONE));
    streamOps(name, a);
    value(name, a, 0);
  } else if (is(name, "device1only-") || is(name, "device1mem-")) {
    /* device 0's (device 1's) memory, read-write for device 1 only */
    if (ndev < 2) {
      printf("%s skip\n", name);
      return;
    }
    CUdeviceptr a = mapping(name, is(name, "device1mem-") ? 1 : 0, 0);
    CALL(name, setAccess(a, 1, CU_MEM_ACCESS_FLAGS_PROT_READWRITE));
    CALL(name, setAccess(a, 0, CU_MEM_ACCESS_FLAGS_PROT_NONE));
    streamOps(name, a);
    value(name, a, 0);
  } else if (is(name, "san-readonly-") || is(name, "san-revoked-")) {
    CUdeviceptr a = mapping(name, 0, 0);
    CALL(name, setAccess(a, 0, is(name, "san-readonly-") ? CU_MEM_ACCESS_FLAGS_PROT_READ : CU_MEM_ACCESS_FLAGS_PROT_NONE));
    if (!strcmp(strrchr(name, '-'), "-store"))
      CALL(name, store(a + 64, 9));
    else if (!strcmp(strrchr(name, '-'), "-atomic"))
      CALL(name, addzero(a + 64));
    else
      CALL(name, load(a + 64, dev));
    CALL(name, cuCtxSynchronize());
    value(name, a, 64);
  } else if (!strcmp(name, "san-registered-readonly-store")) {
    char *page = mmap(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    CUdeviceptr hp = 0;
    memset(page, 0x11, ps);
    CALL(name, cuMemHostRegister(page, ps, CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_READ_ONLY));
    CALL(name, cuMemHostGetDevicePointer(&hp, page, 0));
    CALL(name, store(hp + 64, 0x77777777));
    CALL(name, cuCtxSynchronize());
    printf("%s host-bytes %02x %02x\n", name, (unsigned char)page[64], (unsigned char)page[127]);
  } else if (!strcmp(name, "texwidth")) { /* the packed formats' 1D linear widths */
    static const unsigned formats[] = {0x50, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a,
                                       0x9b, 0x9c, 0x9d, 0x9e, 0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6,
                                       0xc7, 0xc8, 0xc9, 0xca, 0xcb};
    for (unsigned i = 0; i < sizeof formats / sizeof formats[0]; i++)
      for (unsigned ch = 1; ch <= 4; ch++) {
        size_t w = 12345;
        CUresult r = cuDeviceGetTexture1DLinearMaxWidth(&w, (CUarray_format)formats[i], ch, 0);
        printf("%s format %#x channels %u -> %d width %zu\n", name, formats[i], ch, (int)r, w);
      }
  } else if (!strcmp(name, "execaffinity")) { /* support of each affinity type */
    for (int typ = -1; typ <= 2; typ++) {
      int v = 12345;
      CUresult r = cuDeviceGetExecAffinitySupport(&v, (CUexecAffinityType)typ, 0);
      printf("%s type %d -> %d support %d\n", name, typ, (int)r, v);
    }
  } else if (!strcmp(name, "san-oob-store")) { /* control: 32 words into 64 bytes */
    CUdeviceptr d;
    CALL(name, cuMemAlloc(&d, 64));
    CALL(name, store(d, 9));
    CALL(name, cuCtxSynchronize());
  }
  CUdeviceptr d;
  CALL(name, cuMemAlloc(&d, 256)); /* does the context still work? */
}

static const char *const sanCases[] = {"san-readonly-store",  "san-readonly-atomic",           "san-readonly-load",
                                       "san-revoked-store",   "san-revoked-load",              "san-registered-readonly-store",
                                       "san-oob-store"};

int main(int argc, char **argv) {
  const char *cases[] = {"never-writevalue32",
                         "never-batchmemop",
                         "never-waitvalue32",
                         "revoked-writevalue32",
                         "revoked-writevalue64",
                         "revoked-batchmemop",
                         "revoked-waitvalue32",
                         "revoked-node",
                         "device1only-writevalue32",
                         "device1only-writevalue64",
                         "device1only-batchmemop",
                         "device1only-waitvalue32",
                         "device1only-node",
                         "device1mem-writevalue32",
                         "device1mem-waitvalue32",
                         "san-readonly-store",
                         "san-readonly-atomic",
                         "san-readonly-load",
                         "san-revoked-store",
                         "san-revoked-load",
                         "san-registered-readonly-store",
                         "san-oob-store",
                         "texwidth",
                         "execaffinity"};
  ps = sysconf(_SC_PAGESIZE);
  if (argc == 2 && !strcmp(argv[1], "san")) {
    for (unsigned i = 0; i < sizeof sanCases / sizeof sanCases[0]; i++)
      printf("%s\n", sanCases[i]);
    return 0;
  }
  if (argc == 3 && !strcmp(argv[1], "one")) { /* one case in this process (under compute-sanitizer) */
    alarm(30);
    run(argv[2]);
    return 0;
  }
  runCases(cases, sizeof cases / sizeof cases[0], run);
  return 0;
}
