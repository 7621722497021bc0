/*
 * Cooperative launch on the real driver: codes, the grid-size limit, the device attributes,
 * cuLaunchKernelEx's COOPERATIVE attribute, cuLaunchCooperativeKernelMultiDevice, NUM_REGS of PTX
 * kernels, and linking Numba's PTX with libcudadevrt.a.
 *   limits MODE [args]    (each mode in its own process: a kernel fault is sticky)
 */
#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *en(CUresult r) { const char *s = "?"; cuGetErrorName(r, &s); return s; }
#define R(call) do { CUresult _r = (call); printf("%-70s -> %d %s\n", #call, _r, en(_r)); } while (0)
static char *slurp(const char *p, size_t *n) {
  FILE *f = fopen(p, "rb"); if (!f) { perror(p); exit(1); }
  fseek(f, 0, SEEK_END); long s = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(s + 1); fread(b, 1, s, f); b[s] = 0; fclose(f); if (n) *n = s; return b;
}
static CUcontext ctx; static CUdevice dev; static int nsm;
static void init(void) {
  cuInit(0); cuDeviceGet(&dev, 0); cuDevicePrimaryCtxRetain(&ctx, dev); cuCtxSetCurrent(ctx);
  cuDeviceGetAttribute(&nsm, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
}
static CUmodule load(const char *p) { CUmodule m; CUresult r = cuModuleLoadData(&m, slurp(p, 0)); if (r) { printf("load %s: %d %s\n", p, r, en(r)); exit(1); } return m; }

/* the first .entry of the PTX text p, looked up in m */
static CUfunction first_function(CUmodule m, const char *p) {
  const char *e = strstr(p, ".entry ");
  char name[1024] = ""; if (e) sscanf(e + 7, "%1023[^( \n]", name);
  CUfunction f = NULL; CUresult r = cuModuleGetFunction(&f, m, name);
  printf("function %s -> %d\n", name, r);
  return f;
}
typedef struct { CUfunction function; unsigned gx, gy, gz, bx, by, bz, shared; CUstream stream; void **params; } LaunchParams;

int main(int argc, char **argv) {
  const char *mode = argv[1];
  init();
  if (!strcmp(mode, "attrs")) {
    int v;
    int as[] = {CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH,
                CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR,
                CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
                CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK};
    for (unsigned i = 0; i < sizeof as / sizeof as[0]; i++) { CUresult r = cuDeviceGetAttribute(&v, as[i], dev); printf("attr %d = %d (rc %d)\n", as[i], v, r); }
    return 0;
  }
  if (!strcmp(mode, "limits")) {
    CUmodule m = load(argv[2]);
    const char *ks[] = {"coop_count", "coop_reduce", "coop_rows"};
    CUdeviceptr cnt; cuMemAlloc(&cnt, 4);
    for (int ki = 0; ki < 3; ki++) {
      CUfunction f; cuModuleGetFunction(&f, m, ks[ki]);
      int regs, ssz, maxt; cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
      cuFuncGetAttribute(&ssz, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f); cuFuncGetAttribute(&maxt, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
      printf("kernel %s regs %d static shared %d max threads %d\n", ks[ki], regs, ssz, maxt);
      R(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 232448 - ssz));
      if (ki != 0) continue;
      int bss[] = {1, 32, 33, 64, 96, 128, 192, 256, 320, 384, 512, 640, 768, 1024};
      unsigned shs[] = {0, 1000, 8192, 20000, 49152, 60000, 100000, 116736, 200000, 232448};
      for (unsigned bi = 0; bi < sizeof bss / sizeof bss[0]; bi++)
        for (unsigned si = 0; si < sizeof shs / sizeof shs[0]; si++) {
          int bs = bss[bi]; unsigned sh = shs[si]; int occ = -1;
          CUresult ro = cuOccupancyMaxActiveBlocksPerMultiprocessor(&occ, f, bs, sh);
          unsigned lim = occ > 0 ? (unsigned)occ * nsm : 0;
          void *args[] = {&cnt};
          unsigned got = 0;
          cuMemsetD32(cnt, 0, 1);
          CUresult r1 = lim ? cuLaunchCooperativeKernel(f, lim, 1, 1, bs, 1, 1, sh, 0, args) : (CUresult)-1;
          CUresult s1 = cuCtxSynchronize();
          cuMemcpyDtoH(&got, cnt, 4);
          CUresult r2 = cuLaunchCooperativeKernel(f, lim + 1, 1, 1, bs, 1, 1, sh, 0, args);
          cuCtxSynchronize();
          CUresult r3 = lim ? cuLaunchCooperativeKernel(f, occ, nsm, 1, bs, 1, 1, sh, 0, args) : (CUresult)-1;
          cuCtxSynchronize();
          CUresult r4 = cuLaunchCooperativeKernel(f, occ > 0 ? occ : 1, nsm + 1, 1, bs, 1, 1, sh, 0, args);
          cuCtxSynchronize();
          /* the same through cuLaunchKernelEx with CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 1 */
          CUlaunchAttribute at = {0}; at.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE; at.value.cooperative = 1;
          CUlaunchConfig cfg = {0}; cfg.gridDimX = lim; cfg.gridDimY = 1; cfg.gridDimZ = 1; cfg.blockDimX = bs; cfg.blockDimY = 1; cfg.blockDimZ = 1;
          cfg.sharedMemBytes = sh; cfg.attrs = &at; cfg.numAttrs = 1;
          CUresult r5 = lim ? cuLaunchKernelEx(&cfg, f, args, 0) : (CUresult)-1;
          cuCtxSynchronize();
          cfg.gridDimX = lim + 1;
          CUresult r6 = cuLaunchKernelEx(&cfg, f, args, 0);
          cuCtxSynchronize();
          printf("limit block %4d dyn %6u: occ %2d (rc %d) grid %5u: %d %s (sync %d, %u blocks passed) | +1: %d %s | %dx%d: %d | %dx%d: %d %s | Ex: %d, +1: %d %s\n",
                 bs, sh, occ, ro, lim, r1, r1 == (CUresult)-1 ? "-" : en(r1), s1, got, r2, en(r2), occ, nsm, r3, occ > 0 ? occ : 1, nsm + 1, r4, en(r4), r5, r6, en(r6));
        }
    }
    /* 2-D and 3-D blocks with the same thread count, and the limit at 1024 threads and big shared memory */
    CUfunction f; cuModuleGetFunction(&f, m, "coop_count"); void *args[] = {&cnt};
    R(cuLaunchCooperativeKernel(f, 8 * nsm, 1, 1, 16, 16, 1, 0, 0, args)); cuCtxSynchronize();
    R(cuLaunchCooperativeKernel(f, 8 * nsm + 1, 1, 1, 16, 16, 1, 0, 0, args)); cuCtxSynchronize();
    R(cuLaunchCooperativeKernel(f, 8 * nsm, 1, 1, 16, 4, 4, 0, 0, args)); cuCtxSynchronize();
    R(cuLaunchCooperativeKernel(f, 8 * nsm + 1, 1, 1, 16, 4, 4, 0, 0, args)); cuCtxSynchronize();
    R(cuLaunchCooperativeKernel(f, 2, 2, 2, 16, 4, 4, 0, 0, args)); cuCtxSynchronize();
    return 0;
  }
  if (!strcmp(mode, "errors")) {
    CUmodule m = load(argv[2]);
    CUfunction f; cuModuleGetFunction(&f, m, "coop_count");
    CUdeviceptr cnt; cuMemAlloc(&cnt, 4); void *args[] = {&cnt};
    R(cuLaunchCooperativeKernel(NULL, 1, 1, 1, 32, 1, 1, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 0, 1, 1, 32, 1, 1, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 0, 1, 32, 1, 1, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 0, 1, 1, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 1025, 1, 1, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 32, 1, 65, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 32, 1, 1, 300000, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 32, 1, 1, 232449, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 32, 1, 1, 0, CU_STREAM_PER_THREAD, args));
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 32, 1, 1, 0, CU_STREAM_LEGACY, args));
    R(cuLaunchCooperativeKernel(f, 0x7fffffff, 1, 1, 32, 1, 1, 0, 0, args));
    R(cuLaunchCooperativeKernel(f, 1, 65536, 1, 32, 1, 1, 0, 0, args));
    R(cuCtxSynchronize());
    /* CU_LAUNCH_ATTRIBUTE_COOPERATIVE values other than 0 and 1 */
    for (int v = 0; v <= 3; v++) {
      CUlaunchAttribute at = {0}; at.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE; at.value.cooperative = v;
      CUlaunchConfig cfg = {0}; cfg.gridDimX = 2; cfg.gridDimY = 1; cfg.gridDimZ = 1; cfg.blockDimX = 32; cfg.blockDimY = 1; cfg.blockDimZ = 1;
      cfg.attrs = &at; cfg.numAttrs = 1;
      if (v == 0) continue; /* a plain launch of a grid.sync kernel: mode exnoncoop */
      CUresult r = cuLaunchKernelEx(&cfg, f, args, 0);
      printf("cuLaunchKernelEx cooperative=%d grid 2 -> %d %s (sync %d)\n", v, r, en(r), cuCtxSynchronize());
    }
    /* no current context */
    cuCtxSetCurrent(NULL);
    R(cuLaunchCooperativeKernel(f, 1, 1, 1, 32, 1, 1, 0, 0, args));
    return 0;
  }
  if (!strcmp(mode, "multidev")) {
    CUmodule m = load(argv[2]);
    CUfunction f; cuModuleGetFunction(&f, m, "coop_count");
    CUdeviceptr cnt; cuMemAlloc(&cnt, 4); cuMemsetD32(cnt, 0, 1); void *args[] = {&cnt};
    CUresult (*md)(LaunchParams *, unsigned, unsigned) = dlsym(RTLD_DEFAULT, "cuLaunchCooperativeKernelMultiDevice");
    printf("cuLaunchCooperativeKernelMultiDevice symbol: %p\n", (void *)md);
#if CUDA_VERSION >= 12000
    void *gp = NULL; CUdriverProcAddressQueryResult q;
    CUresult rg = cuGetProcAddress("cuLaunchCooperativeKernelMultiDevice", &gp, 13000, 0, &q);
    printf("cuGetProcAddress(cuLaunchCooperativeKernelMultiDevice, 13000) -> %d %s ptr %p query %d\n", rg, en(rg), gp, q);
    rg = cuGetProcAddress("cuLaunchCooperativeKernelMultiDevice", &gp, 12000, 0, &q);
    printf("cuGetProcAddress(cuLaunchCooperativeKernelMultiDevice, 12000) -> %d %s ptr %p query %d\n", rg, en(rg), gp, q);
#endif
    if (!md) return 0;
    CUstream s; cuStreamCreate(&s, 0);
    LaunchParams p = {f, 4, 1, 1, 64, 1, 1, 0, s, args};
    CUresult r;
    r = md(&p, 1, 0); printf("multidev 1 device flags 0 -> %d %s sync %d\n", r, en(r), cuCtxSynchronize());
    unsigned got = 0; cuMemcpyDtoH(&got, cnt, 4); printf("blocks counted: %u\n", got);
    r = md(&p, 1, 3); printf("multidev flags 3 -> %d %s\n", r, en(r));
    r = md(&p, 1, 4); printf("multidev flags 4 -> %d %s\n", r, en(r));
    r = md(&p, 0, 0); printf("multidev 0 devices -> %d %s\n", r, en(r));
    r = md(NULL, 1, 0); printf("multidev NULL params -> %d %s\n", r, en(r));
    p.stream = 0; r = md(&p, 1, 0); printf("multidev NULL stream -> %d %s\n", r, en(r));
    p.stream = s; p.gx = 100000; r = md(&p, 1, 0); printf("multidev grid too large -> %d %s\n", r, en(r));
    cuCtxSynchronize();
    return 0;
  }
  if (!strcmp(mode, "noncoop") || !strcmp(mode, "exnoncoop")) {
    CUmodule m = load(argv[2]);
    CUfunction f; cuModuleGetFunction(&f, m, "coop_count");
    CUdeviceptr cnt; cuMemAlloc(&cnt, 4); cuMemsetD32(cnt, 0, 1); void *args[] = {&cnt};
    CUresult r;
    if (!strcmp(mode, "noncoop")) r = cuLaunchKernel(f, 2, 1, 1, 32, 1, 1, 0, 0, args, 0);
    else {
      CUlaunchAttribute at = {0}; at.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE; at.value.cooperative = 0;
      CUlaunchConfig cfg = {0}; cfg.gridDimX = 2; cfg.gridDimY = 1; cfg.gridDimZ = 1; cfg.blockDimX = 32; cfg.blockDimY = 1; cfg.blockDimZ = 1;
      cfg.attrs = &at; cfg.numAttrs = 1;
      r = cuLaunchKernelEx(&cfg, f, args, 0);
    }
    CUresult s = cuCtxSynchronize();
    unsigned got = 99; CUresult c = cuMemcpyDtoH(&got, cnt, 4);
    printf("%s: launch %d %s, synchronize %d %s, copy %d, count %u\n", mode, r, en(r), s, en(s), c, got);
    return 0;
  }
  if (!strcmp(mode, "regs")) { /* regs FILE [MAXREG] NAME... */
    size_t n; char *img = slurp(argv[2], &n);
    int maxr = atoi(argv[3]);
    CUmodule m; CUresult r;
    if (maxr > 0) {
      CUjit_option o[] = {CU_JIT_MAX_REGISTERS}; void *v[] = {(void *)(size_t)maxr};
      r = cuModuleLoadDataEx(&m, img, 1, o, v);
    } else r = cuModuleLoadData(&m, img);
    if (r) { printf("regs %s: load %d %s\n", argv[2], r, en(r)); return 0; }
    for (int i = 4; i < argc; i++) {
      CUfunction f; r = cuModuleGetFunction(&f, m, argv[i]);
      if (r) { printf("regs %s %s: %d %s\n", argv[2], argv[i], r, en(r)); continue; }
      int regs = -1, lsz = -1, ssz = -1, occ = -1, o128 = -1, o512 = -1, o1024 = -1;
      r = cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
      cuFuncGetAttribute(&lsz, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, f);
      cuFuncGetAttribute(&ssz, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f);
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&occ, f, 256, 0);
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&o128, f, 128, 0);
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&o512, f, 512, 0);
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&o1024, f, 1024, 0);
      printf("regs\t%s\t%d\t%s\t%d\tlocal %d\tshared %d\tocc128/256/512/1024 %d %d %d %d\n", argv[2], maxr, argv[i], regs, lsz, ssz, o128, occ, o512, o1024);
    }
    return 0;
  }
  if (!strcmp(mode, "numba")) { /* numba SEQROWS.ptx THISGRID.ptx LIBCUDADEVRT */
    char info[8192], elog[8192];
    for (int withlib = 0; withlib < 2; withlib++) {
      info[0] = elog[0] = 0;
      CUjit_option o[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
      void *v[] = {info, (void *)8192, elog, (void *)8192, (void *)1};
      CUlinkState ls; R(cuLinkCreate(5, o, v, &ls));
      size_t n; char *p = slurp(argv[2], &n);
      R(cuLinkAddData(ls, CU_JIT_INPUT_PTX, p, n + 1, "sequential_rows.ptx", 0, 0, 0));
      if (withlib) R(cuLinkAddFile(ls, CU_JIT_INPUT_LIBRARY, argv[4], 0, 0, 0));
      void *cub = NULL; size_t csz = 0;
      CUresult r = cuLinkComplete(ls, &cub, &csz);
      printf("cuLinkComplete with%s libcudadevrt -> %d %s (%zu bytes)\ninfo log: %s\nerror log: %s\n", withlib ? "" : "out", r, en(r), csz, info, elog);
      if (!r) {
        CUmodule m; R(cuModuleLoadData(&m, cub));
        CUfunction f = first_function(m, p);
        int regs; cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f); printf("linked numba kernel NUM_REGS %d\n", regs);
        int rows = 64, cols = 1024; CUdeviceptr M; cuMemAlloc(&M, rows * cols * 4); cuMemsetD32(M, 0, rows * cols);
        long long zero = 0, nitems = rows * cols, isz = 4, sh0 = rows, sh1 = cols, st0 = cols * 4, st1 = 4;
        void *args[] = {&zero, &zero, &nitems, &isz, &M, &sh0, &sh1, &st0, &st1};
        R(cuLaunchCooperativeKernel(f, 32, 1, 1, 32, 1, 1, 0, 0, args));
        R(cuCtxSynchronize());
        int *h = malloc(rows * cols * 4); cuMemcpyDtoH(h, M, rows * cols * 4);
        int bad = 0; for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) if (h[i * cols + j] != i) bad++;
        printf("numba sequential_rows 64x1024 cooperative: %d wrong elements (M[63][5] = %d)\n", bad, h[63 * cols + 5]);
        int occ; cuOccupancyMaxActiveBlocksPerMultiprocessor(&occ, f, 32, 0); printf("occupancy at 32 threads: %d\n", occ);
      }
      cuLinkDestroy(ls);
    }
    /* the PTX loaded without linking */
    CUmodule m; size_t n; char *p = slurp(argv[2], &n);
    char elog2[4096] = ""; CUjit_option o[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES}; void *v[] = {elog2, (void *)4096};
    CUresult r = cuModuleLoadDataEx(&m, p, 2, o, v);
    printf("cuModuleLoadDataEx(numba PTX calling cudaCG*, unlinked) -> %d %s; error log: %s\n", r, en(r), elog2);
    return 0;
  }
  if (!strcmp(mode, "numbaplain")) { /* this_grid/sequential_rows linked, launched with cuLaunchKernel */
    CUlinkState ls; cuLinkCreate(0, 0, 0, &ls);
    size_t n; char *p = slurp(argv[2], &n);
    R(cuLinkAddData(ls, CU_JIT_INPUT_PTX, p, n + 1, "k.ptx", 0, 0, 0));
    R(cuLinkAddFile(ls, CU_JIT_INPUT_LIBRARY, argv[3], 0, 0, 0));
    void *cub; size_t csz; R(cuLinkComplete(ls, &cub, &csz));
    CUmodule m; R(cuModuleLoadData(&m, cub));
    CUfunction fs[1] = {first_function(m, p)};
    int rows = 4, cols = 64; CUdeviceptr M; cuMemAlloc(&M, rows * cols * 4); cuMemsetD32(M, 0, rows * cols);
    long long zero = 0, nitems = rows * cols, isz = 4, sh0 = rows, sh1 = cols, st0 = cols * 4, st1 = 4;
    void *args[] = {&zero, &zero, &nitems, &isz, &M, &sh0, &sh1, &st0, &st1};
    R(cuLaunchKernel(fs[0], 2, 1, 1, 32, 1, 1, 0, 0, args, 0));
    CUresult s = cuCtxSynchronize();
    int h[256]; CUresult c = cuMemcpyDtoH(h, M, sizeof h);
    printf("numba kernel plain launch: synchronize %d %s, copy %d, M[1][0]=%d M[3][7]=%d\n", s, en(s), c, h[64], h[3 * 64 + 7]);
    return 0;
  }
  printf("unknown mode %s\n", mode);
  return 2;
}
