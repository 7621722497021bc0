// probe2 measures on a real GPU the driver behaviours cudasim had only guessed.
// Usage: probe2 kernels.cubin SECTION. Each section runs in its own process
// (run.sh loops over them) so that a crash or hang in one loses nothing else.
// Output: one call a line, `tag  call -> code NAME`, values on indented lines,
// the same format as reference/probe.c.
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define R(call) do { CUresult _r = (call); const char *_n = 0; cuGetErrorName(_r, &_n); \
  printf("%-34s %-46.46s -> %d %s\n", tag, #call, (int)_r, _n ? _n : "?"); } while (0)
static const char *tag = "";
static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb"); if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(sz + 1); if (fread(b, 1, sz, f) != (size_t)sz) exit(1); b[sz] = 0; fclose(f); return b;
}
static CUresult newctx(CUcontext *c, unsigned flags, CUdevice d) {
#if CUDA_VERSION >= 13000
  return cuCtxCreate(c, NULL, flags, d);
#else
  return cuCtxCreate(c, flags, d);
#endif
}
static const char *knames[] = {"addOne", "readGlobals", "bumpGlobals", "faulty", "params", "structParam"};
#define NK 6

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 3) { fprintf(stderr, "usage: probe2 image section\n"); return 2; }
  char *data = slurp(argv[1]);
  const char *sec = argv[2];
  CUdevice d0 = 0; CUcontext c0 = 0, c1 = 0, c2 = 0, cur = 0; CUmodule mod = 0;
  CUdeviceptr buf = 0, gp = 0; size_t gsz = 0; unsigned flags = 0; int active = 0;
  tag = sec;
  cuInit(0); cuDeviceGet(&d0, 0);

  if (!strcmp(sec, "primaryflags")) {  // before any retain
    R(cuDevicePrimaryCtxGetState(d0, &flags, &active)); printf("  flags=%u active=%d\n", flags, active);
    unsigned try[] = {0, CU_CTX_SCHED_SPIN, CU_CTX_SCHED_YIELD, CU_CTX_SCHED_BLOCKING_SYNC, CU_CTX_MAP_HOST, CU_CTX_LMEM_RESIZE_TO_MAX, 0x40, 0x80};
    for (int i = 0; i < 8; i++) {
      CUresult r = cuDevicePrimaryCtxSetFlags(d0, try[i]);
      cuDevicePrimaryCtxGetState(d0, &flags, &active);
      printf("  setflags 0x%x -> %d state flags=%u active=%d\n", try[i], (int)r, flags, active);
    }
    R(cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_BLOCKING_SYNC));
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(cuCtxSetCurrent(c0));
    R(cuCtxGetFlags(&flags)); printf("  ctxflags=%u\n", flags);
    R(cuDevicePrimaryCtxGetState(d0, &flags, &active)); printf("  flags=%u active=%d\n", flags, active);
    R(cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_SPIN));
    R(cuCtxGetFlags(&flags)); printf("  ctxflags after setflags while active=%u\n", flags);
    R(cuDevicePrimaryCtxGetState(d0, &flags, &active)); printf("  flags=%u active=%d\n", flags, active);
    unsigned cf[] = {0, CU_CTX_SCHED_SPIN, CU_CTX_MAP_HOST, CU_CTX_LMEM_RESIZE_TO_MAX, CU_CTX_SCHED_BLOCKING_SYNC | CU_CTX_MAP_HOST};
    for (int i = 0; i < 5; i++) {
      CUresult r = newctx(&c1, cf[i], d0); unsigned got = 12345; CUresult r2 = cuCtxGetFlags(&got);
      printf("  ctxcreate flags 0x%x -> %d getflags -> %d flags=%u\n", cf[i], (int)r, (int)r2, got);
      if (r == CUDA_SUCCESS) cuCtxDestroy(c1);
    }
    return 0;
  }

  cuDevicePrimaryCtxRetain(&c0, d0); cuCtxSetCurrent(c0);
  cuModuleLoadData(&mod, data);
  cuMemAlloc(&buf, 4096);

  if (!strcmp(sec, "memfree")) {
    R(cuModuleGetGlobal(&gp, &gsz, mod, "devCounter"));
    R(cuMemFree(gp));
    R(cuMemFree(gp + 4));
    R(cuMemFree(buf + 16));
    R(cuModuleGetGlobal(&gp, &gsz, mod, "cscale"));
    R(cuMemFree(gp));
#if CUDA_VERSION >= 12000
    { CUlibrary lib = 0; CUdeviceptr lg = 0, mp = 0;
      R(cuLibraryLoadData(&lib, data, NULL, NULL, 0, NULL, NULL, 0));
      R(cuLibraryGetGlobal(&lg, &gsz, lib, "devCounter"));
      R(cuMemFree(lg));
      R(cuLibraryGetManaged(&mp, &gsz, lib, "managedVal"));
      R(cuMemFree(mp));
      { unsigned long long mt = 0; R(cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, mp)); printf("  managed memtype=%llu\n", mt); }
      { int ism = -1; R(cuPointerGetAttribute(&ism, CU_POINTER_ATTRIBUTE_IS_MANAGED, mp)); printf("  managed isManaged=%d\n", ism); }
      { unsigned long long mt = 0; R(cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, lg)); printf("  global memtype=%llu\n", mt); }
      R(cuModuleGetGlobal(&gp, &gsz, mod, "devCounter"));
      R(cuMemFree(gp));
      R(cuLibraryUnload(lib));
    }
#endif
    { CUdeviceptr am = 0; R(cuMemAllocManaged(&am, 256, CU_MEM_ATTACH_GLOBAL));
      unsigned long long mt = 0; R(cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, am)); printf("  allocmanaged memtype=%llu\n", mt);
      R(cuMemFree(am)); }
    R(cuMemFree(buf));
    return 0;
  }
  if (!strcmp(sec, "host")) {
    void *h = 0; R(cuMemAllocHost(&h, 4096));
    R(cuMemHostGetFlags(&flags, h)); printf("  allochost flags=%u\n", flags);
    void *h2 = 0; R(cuMemHostAlloc(&h2, 4096, 0));
    R(cuMemHostGetFlags(&flags, h2)); printf("  hostalloc(0) flags=%u\n", flags);
    void *h3 = 0; R(cuMemHostAlloc(&h3, 4096, CU_MEMHOSTALLOC_DEVICEMAP));
    R(cuMemHostGetFlags(&flags, h3)); printf("  hostalloc(DEVICEMAP) flags=%u\n", flags);
    void *h4 = 0; R(cuMemHostAlloc(&h4, 4096, CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_WRITECOMBINED));
    R(cuMemHostGetFlags(&flags, h4)); printf("  hostalloc(PORTABLE|WC) flags=%u\n", flags);
    void *hr = aligned_alloc(4096, 8192); R(cuMemHostRegister(hr, 8192, 0));
    R(cuMemHostGetFlags(&flags, hr)); printf("  register(0) flags=%u\n", flags);
    return 0;
  }
  if (!strcmp(sec, "memset")) {
    R(cuMemsetD16(buf + 1, 7, 4));
    R(cuMemsetD16(buf + 2, 7, 4));
    R(cuMemsetD32(buf + 2, 7, 4));
    R(cuMemsetD32(buf + 1, 7, 4));
    R(cuMemsetD32(buf + 4, 7, 4));
    R(cuMemsetD8(buf + 1, 7, 4));
    R(cuCtxSynchronize());
    return 0;
  }
  if (!strcmp(sec, "pitch")) {
    size_t widths[] = {1, 4, 100, 128, 511, 512, 513, 1000, 1024, 4096, 5000};
    unsigned es[] = {1, 2, 4, 8, 16, 32};
    for (int e = 0; e < 6; e++) for (int w = 0; w < 11; w++) {
      CUdeviceptr p = 0; size_t pitch = 0; CUresult r = cuMemAllocPitch(&p, &pitch, widths[w], 3, es[e]);
      printf("  pitch width=%zu height=3 elem=%u -> %d pitch=%zu align512=%d\n", widths[w], es[e], (int)r, pitch, (int)(p % 512 == 0));
      if (r == CUDA_SUCCESS) cuMemFree(p);
    }
    { CUdeviceptr p = 0; size_t pitch = 0; R(cuMemAllocPitch(&p, &pitch, 0, 3, 4)); printf("  pitch=%zu\n", pitch); }
    { CUdeviceptr p = 0; size_t pitch = 0; R(cuMemAllocPitch(&p, &pitch, 100, 0, 4)); printf("  pitch=%zu\n", pitch); }
    return 0;
  }
  if (!strcmp(sec, "pcibus")) {
    char id[64] = {0}; R(cuDeviceGetPCIBusId(id, sizeof id, d0)); printf("  id=%s\n", id);
    CUdevice d = -1;
    R(cuDeviceGetByPCIBusId(&d, id)); printf("  dev=%d\n", d);
    for (char *q = id; *q; q++) if (*q >= 'A' && *q <= 'F') *q += 32;
    d = -1; R(cuDeviceGetByPCIBusId(&d, id)); printf("  lower dev=%d\n", d);
    d = -1; R(cuDeviceGetByPCIBusId(&d, id + 5)); printf("  short(%s) dev=%d\n", id + 5, d);
    d = -1; R(cuDeviceGetByPCIBusId(&d, "0000:ff:1f.0")); printf("  dev=%d\n", d);
    d = -1; R(cuDeviceGetByPCIBusId(&d, "junk")); printf("  dev=%d\n", d);
    d = -1; R(cuDeviceGetByPCIBusId(&d, "")); printf("  dev=%d\n", d);
    return 0;
  }
  if (!strcmp(sec, "meminfo")) {
    size_t f0 = 0, t0 = 0, f1 = 0, t1 = 0;
    cuMemFree(buf);
    R(cuMemGetInfo(&f0, &t0)); printf("  free=%zu total=%zu used=%zu\n", f0, t0, t0 - f0);
    R(newctx(&c1, 0, d0));
    R(cuMemGetInfo(&f1, &t1)); printf("  2 ctx free=%zu used=%zu delta=%lld\n", f1, t1 - f1, (long long)f0 - (long long)f1);
    R(newctx(&c2, 0, d0));
    R(cuMemGetInfo(&f1, &t1)); printf("  3 ctx free=%zu used=%zu delta=%lld\n", f1, t1 - f1, (long long)f0 - (long long)f1);
    R(cuCtxDestroy(c2));
    R(cuCtxSetCurrent(c1));
    R(cuMemGetInfo(&f1, &t1)); printf("  back to 2 ctx free=%zu used=%zu delta=%lld\n", f1, t1 - f1, (long long)f0 - (long long)f1);
    R(cuCtxDestroy(c1));
    R(cuCtxSetCurrent(c0));
    R(cuMemGetInfo(&f1, &t1)); printf("  back to 1 ctx free=%zu used=%zu delta=%lld\n", f1, t1 - f1, (long long)f0 - (long long)f1);
    CUdeviceptr big = 0; R(cuMemAlloc(&big, 1 << 20));
    R(cuMemGetInfo(&f1, &t1)); printf("  after 1MiB alloc delta=%lld\n", (long long)f0 - (long long)f1);
    CUdeviceptr small = 0; R(cuMemAlloc(&small, 1));
    R(cuMemGetInfo(&f1, &t1)); printf("  after +1B alloc delta=%lld\n", (long long)f0 - (long long)f1);
    return 0;
  }
  if (!strcmp(sec, "limits")) {
    size_t v = 0;
    for (int l = 0; l <= 11; l++) { v = 12345; CUresult r = cuCtxGetLimit(&v, (CUlimit)l); printf("  getlimit %d -> %d value=%zu\n", l, (int)r, v); }
    R(cuCtxGetLimit(&v, (CUlimit)99));
    size_t vals[] = {0, 1, 3, 100, 1000, 1025, 4097, 100001, 1000001};
    for (int l = 0; l <= 9; l++) for (int i = 0; i < 9; i++) {
      size_t before = 0; cuCtxGetLimit(&before, (CUlimit)l);
      CUresult r = cuCtxSetLimit((CUlimit)l, vals[i]); size_t after = 12345; CUresult r2 = cuCtxGetLimit(&after, (CUlimit)l);
      printf("  setlimit %d %zu -> %d get -> %d value=%zu\n", l, vals[i], (int)r, (int)r2, after);
      cuCtxSetLimit((CUlimit)l, before);
    }
    R(cuCtxSetLimit((CUlimit)99, 1));
    return 0;
  }
  if (!strcmp(sec, "limits2")) {  // bounds of cuCtxSetLimit, found by bisection
    int ls[] = {0, 1, 2, 4, 5, 6};
    for (int i = 0; i < 6; i++) {
      size_t before = 0; cuCtxGetLimit(&before, (CUlimit)ls[i]);
      unsigned long long lo = 0, hi = 1ULL << 44;  // lo accepted, hi refused (if at all)
      if (cuCtxSetLimit((CUlimit)ls[i], hi) == CUDA_SUCCESS) { size_t g = 0; cuCtxGetLimit(&g, (CUlimit)ls[i]); printf("  maxaccept %d 2^44 accepted value=%zu\n", ls[i], g); cuCtxSetLimit((CUlimit)ls[i], before); continue; }
      while (hi - lo > 1) { unsigned long long mid = lo + (hi - lo) / 2; if (cuCtxSetLimit((CUlimit)ls[i], mid) == CUDA_SUCCESS) lo = mid; else hi = mid; }
      cuCtxSetLimit((CUlimit)ls[i], lo); size_t g = 0; cuCtxGetLimit(&g, (CUlimit)ls[i]);
      printf("  maxaccept %d largest=%llu value=%zu\n", ls[i], lo, g);
      cuCtxSetLimit((CUlimit)ls[i], before);
    }
    size_t probes[] = {16, 17, 255, 256, 257, 4096, 65536, 524287, 524288, 524289, 600000, 1048576, 4194303, 4194304, 4194305, 5000000, 8388609,
                       3932159, 3932160, 3932161, 4000000, 7864320, 7864321, 11796480, 11796481, 20000000, 599186, 599187, 1048577, 128, 129, 1000};
    for (int l = 0; l <= 6; l++) { if (l == 3) continue;
      for (unsigned i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        size_t before = 0; cuCtxGetLimit(&before, (CUlimit)l);
        CUresult r = cuCtxSetLimit((CUlimit)l, probes[i]); size_t after = 12345; CUresult r2 = cuCtxGetLimit(&after, (CUlimit)l);
        printf("  setlimit2 %d %zu -> %d get -> %d value=%zu\n", l, probes[i], (int)r, (int)r2, after);
        cuCtxSetLimit((CUlimit)l, before);
      } }
    return 0;
  }
  if (!strcmp(sec, "priority")) {
    int lo = 99, hi = 99; R(cuCtxGetStreamPriorityRange(&lo, &hi)); printf("  least=%d greatest=%d\n", lo, hi);
    R(cuCtxGetStreamPriorityRange(NULL, NULL));
    CUstream s = 0; int p = 99;
    R(cuStreamCreateWithPriority(&s, 0, -100)); cuStreamGetPriority(s, &p); printf("  clamped -100 -> %d\n", p); cuStreamDestroy(s);
    R(cuStreamCreateWithPriority(&s, 0, 100)); cuStreamGetPriority(s, &p); printf("  clamped 100 -> %d\n", p); cuStreamDestroy(s);
    R(cuStreamGetPriority(0, &p)); printf("  default stream priority %d\n", p);
    return 0;
  }
  if (!strcmp(sec, "stream")) {
    CUstream s1 = 0, s2 = 0;
    R(cuStreamCreate(&s1, 0)); R(cuStreamCreate(&s2, CU_STREAM_NON_BLOCKING));
#if CUDA_VERSION >= 12000
    unsigned long long id = 0;
    R(cuStreamGetId(0, &id)); printf("  id(0)=%llu\n", id);
    R(cuStreamGetId(CU_STREAM_LEGACY, &id)); printf("  id(legacy)=%llu\n", id);
    R(cuStreamGetId(CU_STREAM_PER_THREAD, &id)); printf("  id(perthread)=%llu\n", id);
    unsigned long long a = 0, b = 0; R(cuStreamGetId(s1, &a)); R(cuStreamGetId(s2, &b)); printf("  id(s1)=%llu id(s2)=%llu\n", a, b);
    R(newctx(&c1, 0, d0));
    R(cuStreamGetId(0, &id)); printf("  ctx2 id(0)=%llu\n", id);
    R(cuStreamGetId(CU_STREAM_PER_THREAD, &id)); printf("  ctx2 id(perthread)=%llu\n", id);
    CUstream s3 = 0; R(cuStreamCreate(&s3, 0)); R(cuStreamGetId(s3, &id)); printf("  ctx2 id(s3)=%llu\n", id);
    cuCtxDestroy(c1); cuCtxSetCurrent(c0);
#endif
    R(cuStreamDestroy(0));
    R(cuStreamDestroy(CU_STREAM_LEGACY));
    R(cuStreamDestroy(CU_STREAM_PER_THREAD));
    R(cuStreamDestroy(s1));
    R(cuStreamSynchronize(0));
    R(cuStreamDestroy(s2));
    return 0;
  }
  if (!strcmp(sec, "unified")) {
#if CUDA_VERSION >= 12000
    CUlibrary lib = 0; void *uf = 0;
    R(cuLibraryLoadData(&lib, data, NULL, NULL, 0, NULL, NULL, 0));
    R(cuLibraryGetUnifiedFunction(&uf, lib, "addOne"));
    R(cuLibraryGetUnifiedFunction(&uf, lib, "noSuchName"));
    R(cuLibraryGetUnifiedFunction(&uf, lib, "devCounter"));
    R(cuLibraryGetUnifiedFunction(&uf, lib, ""));
#endif
    return 0;
  }
  if (!strcmp(sec, "ctxnull")) {
    R(cuCtxDestroy(NULL));
    R(cuCtxGetCurrent(&cur)); printf("  current is primary: %d\n", cur == c0);
    R(cuCtxPushCurrent(NULL));
    R(cuCtxGetCurrent(&cur)); printf("  current after push NULL=%p\n", (void*)cur);
    R(cuMemAlloc(&gp, 16));
    R(cuCtxPopCurrent(&cur)); printf("  popped=%p\n", (void*)cur);
    R(cuCtxGetCurrent(&cur)); printf("  current is primary: %d\n", cur == c0);
    R(cuCtxSetCurrent(NULL));
    R(cuCtxGetCurrent(&cur)); printf("  current after set NULL=%p\n", (void*)cur);
    R(cuCtxPopCurrent(&cur)); printf("  popped=%p is primary: %d\n", (void*)cur, cur == c0);
    return 0;
  }
  if (!strcmp(sec, "ctxprimary")) {
    R(cuCtxDestroy(c0));
    R(cuDevicePrimaryCtxGetState(d0, &flags, &active)); printf("  flags=%u active=%d\n", flags, active);
    R(cuCtxGetCurrent(&cur)); printf("  current is primary: %d\n", cur == c0);
    R(cuMemAlloc(&gp, 16));
    R(cuDevicePrimaryCtxRelease(d0));
    R(cuDevicePrimaryCtxGetState(d0, &flags, &active)); printf("  flags=%u active=%d\n", flags, active);
    return 0;
  }
  if (!strcmp(sec, "crossctx")) {
    CUfunction f = 0; R(cuModuleGetFunction(&f, mod, "addOne"));
    int n = 32; void *kp[] = {&buf, &n};
    R(newctx(&c1, 0, d0));
    CUdeviceptr b1 = 0; R(cuMemAlloc(&b1, 256)); void *kp1[] = {&b1, &n};
    R(cuLaunchKernel(f, 1,1,1, 32,1,1, 0, 0, kp1, NULL));
    R(cuCtxSynchronize());
    R(cuLaunchKernel(f, 1,1,1, 32,1,1, 0, 0, kp, NULL));
    R(cuCtxSynchronize());
    { int nr = 0; R(cuFuncGetAttribute(&nr, CU_FUNC_ATTRIBUTE_NUM_REGS, f)); printf("  numRegs from other ctx=%d\n", nr); }
    { CUmodule m2 = 0; R(cuFuncGetModule(&m2, f)); printf("  module same=%d\n", m2 == mod); }
    R(cuModuleUnload(mod));
    R(cuCtxSetCurrent(c0));
    R(cuModuleUnload(mod));
    return 0;
  }
  if (!strcmp(sec, "kernelasfunc")) {
#if CUDA_VERSION >= 12000
    CUlibrary lib = 0; CUkernel k = 0; int v = -1;
    R(cuLibraryLoadData(&lib, data, NULL, NULL, 0, NULL, NULL, 0));
    R(cuLibraryGetKernel(&k, lib, "addOne"));
    R(cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, (CUfunction)k)); printf("  numRegs=%d\n", v);
    R(cuFuncSetAttribute((CUfunction)k, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1024));
    R(cuFuncSetCacheConfig((CUfunction)k, CU_FUNC_CACHE_PREFER_SHARED));
    { const char *nm = 0; R(cuFuncGetName(&nm, (CUfunction)k)); printf("  name=%s\n", nm ? nm : "(null)"); }
    { CUmodule m2 = 0; R(cuFuncGetModule(&m2, (CUfunction)k)); }
    { int nb = -1; R(cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, (CUfunction)k, 128, 0)); printf("  occ=%d\n", nb); }
#endif
    return 0;
  }
  if (!strcmp(sec, "occupancy")) {
    int nsm = 0; cuDeviceGetAttribute(&nsm, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, d0);
    for (int i = 0; i < NK; i++) {
      CUfunction f = 0; R(cuModuleGetFunction(&f, mod, knames[i]));
      int regs = 0, ssz = 0, lsz = 0, maxt = 0, csz = 0, maxdyn = 0;
      cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f); cuFuncGetAttribute(&ssz, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f);
      cuFuncGetAttribute(&lsz, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, f); cuFuncGetAttribute(&maxt, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
      cuFuncGetAttribute(&csz, CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES, f); cuFuncGetAttribute(&maxdyn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f);
      printf("  kernel %s regs=%d shared=%d local=%d const=%d maxThreads=%d maxDynShared=%d\n", knames[i], regs, ssz, lsz, csz, maxt, maxdyn);
      int dyn[] = {0, 1024, 8192, 32768, 49152};
      for (int di = 0; di < 5; di++) for (int bs = 32; bs <= 1024; bs += 32) {
        int nb = -1; CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, bs, dyn[di]);
        printf("  occ %s block=%d dyn=%d -> %d blocks=%d\n", knames[i], bs, dyn[di], (int)r, nb);
      }
      { int nb = -1; CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, 1056, 0); printf("  occ %s block=1056 dyn=0 -> %d blocks=%d\n", knames[i], (int)r, nb); }
      { int nb = -1; CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, 0, 0); printf("  occ %s block=0 dyn=0 -> %d blocks=%d\n", knames[i], (int)r, nb); }
      { int nb = -1; CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, 33, 0); printf("  occ %s block=33 dyn=0 -> %d blocks=%d\n", knames[i], (int)r, nb); }
      { int nb = -1; CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&nb, f, 128, 300000); printf("  occ %s block=128 dyn=300000 -> %d blocks=%d\n", knames[i], (int)r, nb); }
      int dyn2[] = {0, 4096, 49152};
      int lim[] = {0, 256, 100};
      for (int di = 0; di < 3; di++) for (int li = 0; li < 3; li++) {
        int mg = -1, mb = -1; CUresult r = cuOccupancyMaxPotentialBlockSize(&mg, &mb, f, NULL, dyn2[di], lim[li]);
        printf("  potential %s dyn=%d limit=%d -> %d minGrid=%d block=%d\n", knames[i], dyn2[di], lim[li], (int)r, mg, mb);
      }
      int nbs[] = {1, 2, 3, 4, 8, 16, 32, 33};
      int bss[] = {32, 128, 256, 1024};
      for (int a = 0; a < 8; a++) for (int b = 0; b < 4; b++) {
        size_t av = 0; CUresult r = cuOccupancyAvailableDynamicSMemPerBlock(&av, f, nbs[a], bss[b]);
        printf("  availdyn %s numBlocks=%d block=%d -> %d bytes=%zu\n", knames[i], nbs[a], bss[b], (int)r, av);
      }
    }
    printf("  smCount=%d\n", nsm);
    return 0;
  }
  fprintf(stderr, "unknown section %s\n", sec);
  return 2;
}
