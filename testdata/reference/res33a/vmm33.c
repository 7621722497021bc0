/* vmm33 probe (res33a-c, README.md): mend31-c's, mend32-c's and res32b-c's
   VMM cases again, the memset that fills the mapping finished (a
   cuCtxSynchronize) before device 0's access becomes read-only. In those
   runs cuMemsetD32, asynchronous for device memory, may still have been
   queued when cuMemSetAccess made the mapping read-only: a kernel's read
   faulted 700 in one case and not in another, module loads failed after it.
   "-settled" cases: the memset synchronized, then each write (a kernel's
   read, a store of the value there, an atomic add of 0,
   cuStreamWriteValue32/64, cuStreamBatchMemOp, a batch-mem-op graph node).
   "-queued" cases: the memset held behind a 300 ms host function on the
   legacy stream, so it is still queued when the access changes: does
   cuMemSetAccess wait for it, and does the memset fault? Each case runs in a
   child process (fuzz30's cases.h): "CASE CALL CODE" lines, "CASE value R X"
   (a word read back), then "CASE exit N" or "CASE signal S". One GPU. */
#include "cases.h"
#include <time.h>

static const char atomicPtx[] = ".version 7.0\n"
                                ".target sm_80\n"
                                ".address_size 64\n"
                                ".visible .entry addzero(.param .u64 p)\n"
                                "{\n"
                                "  .reg .b32 %r<3>;\n"
                                "  .reg .b64 %rd<4>;\n"
                                "  ld.param.u64 %rd1, [p];\n"
                                "  mov.u32 %r2, %tid.x;\n"
                                "  mul.wide.u32 %rd2, %r2, 4;\n"
                                "  add.s64 %rd3, %rd1, %rd2;\n"
                                "  atom.global.add.u32 %r1, [%rd3], 0;\n"
                                "  ret;\n"
                                "}\n";

static CUdeviceptr dev;
static CUcontext ctx;
static CUmodule module, atomics;
static size_t gran;

static void setup(void) {
  CUdevice d;
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&ctx, d) || cuCtxSetCurrent(ctx) ||
      cuMemAlloc(&dev, 4096) || cuMemsetD8(dev, 0x5a, 4096) || cuCtxSynchronize()) {
    printf("no context\n");
    exit(2);
  }
}

static CUresult launch(const char *name, CUmodule m, const char *kernel, CUdeviceptr p, CUdeviceptr arg) {
  CUfunction f = 0;
  CALL(name, cuModuleGetFunction(&f, m, kernel));
  if (!f)
    return CUDA_ERROR_NOT_FOUND;
  unsigned v = (unsigned)arg;
  void *args[] = {&p, &arg};
  if (!strcmp(kernel, "store"))
    args[1] = &v;
  return cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, 0, args, NULL);
}

static void value(const char *name, CUdeviceptr p) {
  unsigned v = 0;
  CUresult r = cuMemcpyDtoH(&v, p, 4);
  printf("%s value %d %08x\n", name, (int)r, v);
}

static CUdeviceptr reserveAndMap(const char *name) {
  CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED, .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};
  CUmemAccessDesc rw = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
  CUmemGenericAllocationHandle h;
  CUdeviceptr a = 0;
  CALL(name, cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CALL(name, cuMemCreate(&h, gran, &prop, 0));
  CALL(name, cuMemAddressReserve(&a, gran, 0, 0, 0));
  CALL(name, cuMemMap(a, gran, 0, h, 0));
  CALL(name, cuMemSetAccess(a, gran, &rw, 1));
  return a;
}

static CUresult readonly(CUdeviceptr a) {
  CUmemAccessDesc ro = {{CU_MEM_LOCATION_TYPE_DEVICE, 0}, CU_MEM_ACCESS_FLAGS_PROT_READ};
  return cuMemSetAccess(a, gran, &ro, 1);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
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
  setup();
  CALL(name, cuModuleLoadData(&module, ptx));
  CALL(name, cuModuleLoadData(&atomics, atomicPtx));
  CUdeviceptr a = reserveAndMap(name);
  if (strstr(name, "-queued")) {
    /* the memset stays queued behind hold() while the access changes */
    CALL(name, cuLaunchHostFunc(0, hold, NULL));
    CALL(name, cuMemsetD32(a, 7, gran / 4));
    double t = now();
    CALL(name, readonly(a));
    printf("%s readonly waited %s\n", name, now() - t > 0.2 ? "yes" : "no");
    CALL(name, cuCtxSynchronize());
    value(name, a);
    if (strstr(name, "-load")) {
      CUmodule m;
      CALL(name, cuModuleLoadData(&m, ptx));
    }
  } else {
    CALL(name, cuMemsetD32(a, 7, gran / 4));
    CALL(name, cuCtxSynchronize());
    CALL(name, readonly(a));
    if (strstr(name, "-kernel-read")) {
      CALL(name, launch(name, module, "load", a, dev));
      CALL(name, cuCtxSynchronize());
      value(name, dev);
    } else if (strstr(name, "-kernel-same-value")) {
      CALL(name, launch(name, module, "store", a, 7));
      CALL(name, cuCtxSynchronize());
    } else if (strstr(name, "-kernel-atomic")) {
      CALL(name, launch(name, atomics, "addzero", a, 0));
      CALL(name, cuCtxSynchronize());
    } else if (strstr(name, "-writevalue32")) {
      CALL(name, cuStreamWriteValue32_v2(0, a, 9, 0));
      CALL(name, cuCtxSynchronize());
    } else if (strstr(name, "-writevalue64")) {
      CALL(name, cuStreamWriteValue64_v2(0, a, 9, 0));
      CALL(name, cuCtxSynchronize());
    } else if (strstr(name, "-batchmemop")) {
      CUstreamBatchMemOpParams op = writeOp(a, 9);
      CALL(name, cuStreamBatchMemOp_v2(0, 1, &op, 0));
      CALL(name, cuCtxSynchronize());
    } else if (strstr(name, "-graph-node")) {
      CUgraph g;
      CUgraphNode n;
      CUgraphExec e;
      CUstreamBatchMemOpParams op = writeOp(a, 9);
      CUDA_BATCH_MEM_OP_NODE_PARAMS p = {.ctx = ctx, .count = 1, .paramArray = &op, .flags = 0};
      CALL(name, cuGraphCreate(&g, 0));
      CALL(name, cuGraphAddBatchMemOpNode(&n, g, NULL, 0, &p));
      CALL(name, cuGraphInstantiateWithFlags(&e, g, 0));
      CALL(name, cuGraphLaunch(e, 0));
      CALL(name, cuCtxSynchronize());
    }
    if (!strstr(name, "-kernel-read")) /* that case printed what its kernel read */
      value(name, a);
  }
  CUdeviceptr d;
  CALL(name, cuMemAlloc(&d, 256)); /* does the context still work? */
}

int main(void) {
  const char *cases[] = {"vmm-settled-readonly-kernel-read",
                         "vmm-settled-readonly-kernel-same-value",
                         "vmm-settled-readonly-kernel-atomic",
                         "vmm-settled-readonly-writevalue32",
                         "vmm-settled-readonly-writevalue64",
                         "vmm-settled-readonly-batchmemop",
                         "vmm-settled-readonly-graph-node",
                         "vmm-memset-queued",
                         "vmm-memset-queued-load"};
  runCases(cases, sizeof cases / sizeof cases[0], run);
  return 0;
}
