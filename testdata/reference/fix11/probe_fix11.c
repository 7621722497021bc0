// probe_fix11 measures, on the real driver, what session 11's fixes of
// known differences need (docs/suite.md, "left open"):
//
//   nan TRACE.ptx NANOPS.ptx  the f64 NaN each instruction gives: s_math's
//                             dmath kernel with every f64 result stored
//                             (gen_trace.py), for NaN inputs; and nanops
//                             (gen_nanops.py) over NaN/1.0 operands
//   trim                      when cuMemPoolTrimTo sees a stream-ordered free
//                             as complete: a free on stream s2 followed by
//                             each kind of synchronization
//   occ REGS.ptx              the occupancy calculator: the preferred shared
//                             memory carveout x dynamic shared memory x block
//                             size; the register limit (REGS.ptx's kernel
//                             under CU_JIT_MAX_REGISTERS 16..255)
//   regs FILE.ptx...          NUM_REGS of every kernel of each PTX file
//   race IMAGE IN WANT        pipe.cu's k_pipe_block against its intended output
//
// Output: `call -> CODE` for calls whose code matters, facts on lines of
// their own. It declares what it calls itself (no cuda.h), so the same
// source runs on the real libcuda.so.1 and on cudasim's.
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUmemPoolHandle_st *CUmemoryPool;
typedef struct { int type; int id; } CUmemLocation;
typedef struct {
  int allocType, handleTypes;
  CUmemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
} CUmemPoolProps;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuMemsetD8_v2(CUdeviceptr, unsigned char, size_t);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuStreamSynchronize(CUstream);
CUresult cuStreamQuery(CUstream);
CUresult cuStreamWaitEvent(CUstream, CUevent, unsigned);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventSynchronize(CUevent);
CUresult cuEventQuery(CUevent);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleLoadDataEx(CUmodule *, const void *, unsigned, int *, void **);
CUresult cuModuleUnload(CUmodule);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuFuncGetAttribute(int *, int, CUfunction);
CUresult cuFuncSetAttribute(CUfunction, int, int);
CUresult cuFuncSetCacheConfig(CUfunction, int);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *, CUfunction, int, size_t);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *, CUfunction, int, size_t, unsigned);
CUresult cuOccupancyMaxPotentialBlockSize(int *, int *, CUfunction, size_t (*)(int), size_t, int);
CUresult cuOccupancyAvailableDynamicSMemPerBlock(size_t *, CUfunction, int, int);
CUresult cuMemPoolCreate(CUmemoryPool *, const CUmemPoolProps *);
CUresult cuMemPoolDestroy(CUmemoryPool);
CUresult cuMemPoolGetAttribute(CUmemoryPool, int, void *);
CUresult cuMemPoolSetAttribute(CUmemoryPool, int, void *);
CUresult cuMemPoolTrimTo(CUmemoryPool, size_t);
CUresult cuMemAllocFromPoolAsync(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
#define R(call) printf("%s -> %s\n", #call, name(call))
#define MUST(call) do { CUresult r_ = (call); if (r_) { printf("%s -> %s\n", #call, name(r_)); exit(2); } } while (0)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(sz + 1);
  if (fread(b, 1, sz, f) != (size_t)sz) exit(1);
  b[sz] = 0; fclose(f); return b;
}

// ---- nan ----

// The inputs: the default NaN, the NaN rcp.approx.ftz.f64 gives, its
// negative, a signaling NaN with a payload, a quiet one with a low
// payload, all ones, 1.0 and the least signaling NaN.
static const unsigned long long nans[8] = {0x7ff8000000000000ull, 0x7fffffff00000000ull, 0xfff8000000000000ull,
  0x7ff4000000000001ull, 0x7ff8000000000123ull, 0xffffffffffffffffull, 0x3ff0000000000000ull, 0x7ff0000000000001ull};

static void nan_section(const char *trace, const char *ops) {
  CUmodule m; CUfunction f;
  MUST(cuModuleLoadData(&m, slurp(trace)));
  MUST(cuModuleGetFunction(&f, m, "_Z5dmathPKfS0_Py"));
  // s_math's j0 input 4 is NAN (0x7fc00000); the others are more NaNs.
  const unsigned xs[] = {0x7fc00000u, 0x7fffffffu, 0xffc00000u, 0x7f800001u, 0x7fc00123u};
  enum { SLOTS = 12 + 600 };
  static unsigned long long o[SLOTS];
  CUdeviceptr dx, dy, dout;
  MUST(cuMemAlloc_v2(&dx, 4)); MUST(cuMemAlloc_v2(&dy, 4)); MUST(cuMemAlloc_v2(&dout, sizeof o));
  float y = 2.0f;
  MUST(cuMemcpyHtoD_v2(dy, &y, 4));
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    MUST(cuMemcpyHtoD_v2(dx, &xs[i], 4));
    MUST(cuMemsetD8_v2(dout, 0x5a, sizeof o));
    void *args[] = {&dx, &dy, &dout};
    MUST(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0));
    MUST(cuCtxSynchronize());
    MUST(cuMemcpyDtoH_v2(o, dout, sizeof o));
    printf("dmath x=%08x:", xs[i]);
    for (int k = 0; k < 12; k++) printf(" %016llx", o[k]);
    printf("\n");
    for (int k = 12; k < SLOTS; k++)
      if (o[k] != 0x5a5a5a5a5a5a5a5aull) printf("  slot %d %016llx\n", k - 12, o[k]);
  }
  MUST(cuModuleLoadData(&m, slurp(ops)));
  MUST(cuModuleGetFunction(&f, m, "nanops"));
  enum { RES = 1000 };
  static unsigned long long r[RES];
  CUdeviceptr din, dres;
  MUST(cuMemAlloc_v2(&din, sizeof nans));
  MUST(cuMemAlloc_v2(&dres, sizeof r));
  MUST(cuMemcpyHtoD_v2(din, nans, sizeof nans));
  MUST(cuMemsetD8_v2(dres, 0x5a, sizeof r));
  void *args[] = {&din, &dres};
  MUST(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0));
  MUST(cuCtxSynchronize());
  MUST(cuMemcpyDtoH_v2(r, dres, sizeof r));
  printf("nanops:");
  for (int k = 0; k < RES && r[k] != 0x5a5a5a5a5a5a5a5aull; k++) printf("%s%016llx", k % 8 ? " " : "\n  ", r[k]);
  printf("\n");
}

// ---- trim ----

static const char *spinPTX =
  ".version 8.0\n.target sm_90\n.address_size 64\n"
  ".visible .entry spin(.param .u32 n)\n{\n.reg .u32 %r<2>;\n.reg .pred %p;\n"
  "ld.param.u32 %r0, [n];\nL: setp.eq.u32 %p, %r0, 0;\n@%p bra D;\nnanosleep.u32 1000000;\n"
  "sub.u32 %r0, %r0, 1;\nbra L;\nD: ret;\n}\n"
  ".visible .entry nop()\n{\nret;\n}\n";

static CUfunction spinf, nopf;
static CUstream s1, s2, s3, s4;
static CUevent e, e2, e3;

static unsigned long long reserved(CUmemoryPool p) {
  unsigned long long v = 0; cuMemPoolGetAttribute(p, 5 /*RESERVED_MEM_CURRENT*/, &v); return v >> 20;
}
static void spin(CUstream s, unsigned ms) {
  void *args[] = {&ms};
  MUST(cuLaunchKernel(spinf, 1, 1, 1, 1, 1, 1, 0, s, args, 0));
}
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }

// scenario frees a 4 MiB block of a new pool on stream s2 (s4 for the
// legacy ones), after a 100 ms kernel there when busy, then does what its
// name says, and prints the pool's reserved MiB after that, after
// cuMemPoolTrimTo(0), and after another trim 200 ms later.
static void scenario(const char *what, unsigned long long threshold, int busy) {
  CUmemPoolProps props; memset(&props, 0, sizeof props);
  props.allocType = 1; props.location.type = 1; props.location.id = 0;
  CUmemoryPool p; CUmemoryPool q;
  MUST(cuMemPoolCreate(&p, &props)); MUST(cuMemPoolCreate(&q, &props));
  MUST(cuMemPoolSetAttribute(p, 4 /*RELEASE_THRESHOLD*/, &threshold));
  MUST(cuMemPoolSetAttribute(q, 4, &threshold));
  int legacy = strncmp(what, "legacy", 6) == 0;
  CUstream fs = legacy ? s4 : s2;
  CUdeviceptr x, y;
  MUST(cuMemAllocFromPoolAsync(&x, 4 << 20, p, fs));
  MUST(cuStreamSynchronize(fs));
  if (busy) spin(fs, 100);
  MUST(cuMemFreeAsync(x, fs));
  CUresult r = 0;
  if (!strcmp(what, "none")) {
  } else if (!strcmp(what, "sync2")) {
    r = cuStreamSynchronize(s2);
  } else if (!strcmp(what, "query2")) {
    r = cuStreamQuery(s2);
  } else if (!strcmp(what, "query2-loop")) {
    while ((r = cuStreamQuery(s2)) == 600) usleep(1000);
  } else if (!strcmp(what, "evsync")) {
    MUST(cuEventRecord(e, s2)); r = cuEventSynchronize(e);
  } else if (!strcmp(what, "evquery-loop")) {
    MUST(cuEventRecord(e, s2));
    while ((r = cuEventQuery(e)) == 600) usleep(1000);
  } else if (!strcmp(what, "wait-sync1")) {
    MUST(cuEventRecord(e, s2)); MUST(cuStreamWaitEvent(s1, e, 0)); r = cuStreamSynchronize(s1);
  } else if (!strcmp(what, "wait-query1-loop")) {
    MUST(cuEventRecord(e, s2)); MUST(cuStreamWaitEvent(s1, e, 0));
    while ((r = cuStreamQuery(s1)) == 600) usleep(1000);
  } else if (!strcmp(what, "wait-evsync1")) {
    MUST(cuEventRecord(e, s2)); MUST(cuStreamWaitEvent(s1, e, 0)); MUST(cuEventRecord(e2, s1));
    r = cuEventSynchronize(e2);
  } else if (!strcmp(what, "wait-nosync")) {
    MUST(cuEventRecord(e, s2)); r = cuStreamWaitEvent(s1, e, 0);
  } else if (!strcmp(what, "twohop-sync1")) {
    MUST(cuEventRecord(e, s2)); MUST(cuStreamWaitEvent(s3, e, 0)); MUST(cuEventRecord(e3, s3));
    MUST(cuStreamWaitEvent(s1, e3, 0)); r = cuStreamSynchronize(s1);
  } else if (!strcmp(what, "sync1")) {
    r = cuStreamSynchronize(s1);
  } else if (!strcmp(what, "ctxsync")) {
    r = cuCtxSynchronize();
  } else if (!strcmp(what, "alloc2")) {
    r = cuMemAllocFromPoolAsync(&y, 1 << 20, q, s2);
  } else if (!strcmp(what, "launch2")) {
    r = cuLaunchKernel(nopf, 1, 1, 1, 1, 1, 1, 0, s2, 0, 0);
  } else if (!strcmp(what, "sleep")) {
    usleep(300000);
  } else if (!strcmp(what, "legacy-sync0")) {
    r = cuStreamSynchronize(0);
  } else if (!strcmp(what, "sync0-nonblocking")) {
    r = cuStreamSynchronize(0);
  } else if (!strcmp(what, "legacy-sync4")) {
    r = cuStreamSynchronize(s4);
  }
  unsigned long long a = reserved(p);
  CUresult t1 = cuMemPoolTrimTo(p, 0);
  unsigned long long b = reserved(p);
  usleep(200000);
  CUresult t2 = cuMemPoolTrimTo(p, 0);
  unsigned long long c = reserved(p);
  printf("trim %-18s threshold %-4s%s: op %s; reserved MiB: after op %llu, trim %llu (%s), trim 200 ms later %llu (%s)\n",
    what, threshold ? "max" : "0", busy ? " busy" : "", name(r), a, b, name(t1), c, name(t2));
  MUST(cuCtxSynchronize());
  if (!strcmp(what, "alloc2")) MUST(cuMemFreeAsync(y, s2));
  MUST(cuCtxSynchronize());
  MUST(cuMemPoolDestroy(p)); MUST(cuMemPoolDestroy(q));
}

static void trim_section(void) {
  CUmodule m;
  MUST(cuModuleLoadData(&m, spinPTX));
  MUST(cuModuleGetFunction(&spinf, m, "spin"));
  MUST(cuModuleGetFunction(&nopf, m, "nop"));
  MUST(cuStreamCreate(&s1, 1)); MUST(cuStreamCreate(&s2, 1)); MUST(cuStreamCreate(&s3, 1));
  MUST(cuStreamCreate(&s4, 0));  // blocking: ordered with the legacy NULL stream
  MUST(cuEventCreate(&e, 2)); MUST(cuEventCreate(&e2, 2)); MUST(cuEventCreate(&e3, 2));
  double t0 = now(); spin(s1, 100); MUST(cuStreamSynchronize(s1));
  printf("spin 100: %.0f ms\n", (now() - t0) * 1000);
  static const char *ops[] = {"none", "sync2", "query2", "query2-loop", "evsync", "evquery-loop", "wait-sync1",
    "wait-query1-loop", "wait-evsync1", "wait-nosync", "twohop-sync1", "sync1", "ctxsync", "alloc2", "launch2",
    "sleep", "legacy-sync0", "sync0-nonblocking", "legacy-sync4"};
  for (int busy = 0; busy < 2; busy++)
    for (int th = 0; th < 2; th++)
      for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++) scenario(ops[i], th ? ~0ull : 0, busy);
}

// ---- occ ----

static const char *dynPTX =
  ".version 8.0\n.target sm_90\n.address_size 64\n"
  ".extern .shared .align 16 .b8 dyn[];\n"
  ".visible .entry dynk(.param .u64 p)\n{\n.reg .u32 %r<2>;\n.reg .u64 %rd<2>;\n"
  "mov.u32 %r0, %tid.x;\nst.shared.u32 [dyn], %r0;\nld.shared.u32 %r1, [dyn+4];\n"
  "ld.param.u64 %rd0, [p];\nst.global.u32 [%rd0], %r1;\nret;\n}\n"
  ".shared .align 16 .b8 stat[16384];\n"
  ".visible .entry statk(.param .u64 p)\n{\n.reg .u32 %r<2>;\n.reg .u64 %rd<2>;\n"
  "mov.u32 %r0, %tid.x;\nst.shared.u32 [stat], %r0;\nst.shared.u32 [dyn], %r0;\nld.shared.u32 %r1, [stat+4];\n"
  "ld.param.u64 %rd0, [p];\nst.global.u32 [%rd0], %r1;\nret;\n}\n";

static void occ_line(CUfunction f, const char *what, int block, const int *dyn, int ndyn) {
  printf("%s block %4d:", what, block);
  for (int i = 0; i < ndyn; i++) {
    int n = -1;
    CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, f, block, (size_t)dyn[i] << 10);
    if (r) printf(" %s", name(r)); else printf(" %d", n);
  }
  printf("\n");
}

static void occ_section(const char *regsPTX) {
  CUmodule m; CUfunction dk, sk;
  MUST(cuModuleLoadData(&m, dynPTX));
  MUST(cuModuleGetFunction(&dk, m, "dynk"));
  MUST(cuModuleGetFunction(&sk, m, "statk"));
  int v = -1;
  R(cuFuncGetAttribute(&v, 9 /*PREFERRED_SHARED_MEMORY_CARVEOUT*/, dk)); printf("  carveout default %d\n", v);
  R(cuFuncGetAttribute(&v, 4 /*NUM_REGS*/, dk)); printf("  dynk NUM_REGS %d\n", v);
  R(cuFuncGetAttribute(&v, 4, sk)); printf("  statk NUM_REGS %d\n", v);
  R(cuFuncSetAttribute(dk, 8 /*MAX_DYNAMIC_SHARED_SIZE_BYTES*/, 232448));
  R(cuFuncSetAttribute(sk, 8, 232448 - 16384));
  static const int dyn[] = {0, 1, 2, 3, 4, 6, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 40, 48, 50, 63, 64, 65, 80, 99, 100, 101,
    110, 120, 131, 132, 133, 150, 163, 164, 165, 180, 195, 196, 197, 210, 220, 226, 227};
  int ndyn = sizeof dyn / sizeof dyn[0];
  printf("dynamic KiB:");
  for (int i = 0; i < ndyn; i++) printf(" %d", dyn[i]);
  printf("\n");
  static const int blocks[] = {32, 128, 256, 1024};
  for (int c = -1; c <= 100; c++) {
    CUresult r = cuFuncSetAttribute(dk, 9, c);
    if (r) { printf("carveout %d -> %s\n", c, name(r)); continue; }
    cuFuncGetAttribute(&v, 9, dk);
    char what[64];
    snprintf(what, sizeof what, "dynk carveout %3d (reads %d)", c, v);
    for (int b = 0; b < 4; b++) occ_line(dk, what, blocks[b], dyn, ndyn);
    size_t avail[4];
    for (int nb = 1; nb <= 4; nb++) { avail[nb - 1] = 0; cuOccupancyAvailableDynamicSMemPerBlock(&avail[nb - 1], dk, nb, 128); }
    if (c == 50 || c == 0) {
      printf("%s WithFlags(DISABLE_CACHING_OVERRIDE) block 128:", what);
      for (int i = 0; i < ndyn; i++) {
        int n = -1;
        CUresult r = cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n, dk, 128, (size_t)dyn[i] << 10, 1);
        if (r) printf(" %s", name(r)); else printf(" %d", n);
      }
      printf("\n");
    }
    printf("%s available dynamic bytes for 1..4 blocks of 128: %zu %zu %zu %zu\n", what, avail[0], avail[1], avail[2], avail[3]);
  }
  static const int bad[] = {-2, -100, 101, 1000};
  for (int i = 0; i < 4; i++) {
    CUresult r = cuFuncSetAttribute(dk, 9, bad[i]);
    cuFuncGetAttribute(&v, 9, dk);
    printf("carveout %d -> %s (reads %d)\n", bad[i], name(r), v);
  }
  static const int sc[] = {-1, 0, 10, 25, 50, 75, 100};
  for (int i = 0; i < 7; i++) {
    R(cuFuncSetAttribute(sk, 9, sc[i]));
    char what[64];
    snprintf(what, sizeof what, "statk carveout %3d", sc[i]);
    for (int b = 0; b < 4; b++) occ_line(sk, what, blocks[b], dyn, ndyn);
  }
  // The cache preference, with the carveout back at its default.
  R(cuFuncSetAttribute(dk, 9, -1));
  for (int cc = 0; cc <= 3; cc++) {
    CUresult r = cuFuncSetCacheConfig(dk, cc);
    char what[64];
    snprintf(what, sizeof what, "dynk cache config %d (%s)", cc, name(r));
    occ_line(dk, what, 128, dyn, ndyn);
  }
  R(cuFuncSetCacheConfig(dk, 0));
  // Registers: the kernel of regsPTX limited to mx registers a thread.
  char *src = slurp(regsPTX);
  const char *e = strstr(src, ".entry ");
  char kname[512]; sscanf(e + 7, "%511[A-Za-z0-9_$]", kname);
  for (int mx = 16; mx <= 255; mx++) {
    int opts[] = {0 /*CU_JIT_MAX_REGISTERS*/};
    void *vals[] = {(void *)(uintptr_t)mx};
    CUmodule rm; CUfunction rf;
    CUresult r = cuModuleLoadDataEx(&rm, src, 1, opts, vals);
    if (r) { printf("regs max %d -> %s\n", mx, name(r)); continue; }
    MUST(cuModuleGetFunction(&rf, rm, kname));
    int nr = -1; cuFuncGetAttribute(&nr, 4, rf);
    int minGrid = -1, bs = -1;
    CUresult rp = cuOccupancyMaxPotentialBlockSize(&minGrid, &bs, rf, 0, 0, 0);
    printf("regs max %3d NUM_REGS %3d potential %s %d %d; blocks/SM at 32..1024:", mx, nr, name(rp), minGrid, bs);
    for (int b = 32; b <= 1024; b += 32) {
      int n = -1;
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, rf, b, 0);
      printf(" %d", n);
    }
    printf("\n");
    cuModuleUnload(rm);
  }
}

// ---- race ----

// race runs k_pipe_block of IMAGE (pipe.cu's block-scope pipeline: 2 blocks of 128 threads over
// the conformance case's input) three times and compares its output with the intended one (the
// case's golden): how many words differ and, for each, how many batches ahead of the intended
// one the batch it read was (its value's place in the input, 1024 words a batch).
static void race_section(const char *image, const char *inPath, const char *wantPath) {
  CUmodule m; CUfunction f;
  MUST(cuModuleLoadData(&m, slurp(image)));
  MUST(cuModuleGetFunction(&f, m, "k_pipe_block"));
  enum { N = 8192 };
  static unsigned in[N], want[N], got[N];
  FILE *fi = fopen(inPath, "rb"), *fw = fopen(wantPath, "rb");
  if (!fi || !fw || fread(in, 4, N, fi) != N || fread(want, 4, N, fw) != N) { printf("race: cannot read inputs\n"); exit(1); }
  CUdeviceptr din, dout, dg;
  MUST(cuMemAlloc_v2(&din, sizeof in)); MUST(cuMemAlloc_v2(&dout, sizeof got)); MUST(cuMemAlloc_v2(&dg, 4096));
  MUST(cuMemcpyHtoD_v2(din, in, sizeof in));
  for (int run = 0; run < 3; run++) {
    MUST(cuMemsetD8_v2(dout, 0, sizeof got));
    void *args[] = {&din, &dout, &dg};
    MUST(cuLaunchKernel(f, 2, 1, 1, 128, 1, 1, 0, 0, args, 0));
    CUresult r = cuCtxSynchronize();
    MUST(cuMemcpyDtoH_v2(got, dout, sizeof got));
    int diff = 0, ahead[8] = {0}, unknown = 0;
    for (int i = 0; i < N; i++) {
      if (got[i] == want[i]) continue;
      diff++;
      int blk = i / 32 / 128, gi = -1, wi = -1;
      for (int j = 0; j < N; j++) { if (in[j] == got[i] && gi < 0) gi = j; if (in[j] == want[i] && wi < 0) wi = j; }
      if (gi < 0 || wi < 0) { unknown++; continue; }
      int gb = ((gi - blk * 512) & 8191) / 1024, wb = ((wi - blk * 512) & 8191) / 1024;
      ahead[(gb - wb + 8) % 8]++;
    }
    printf("race %s run %d: sync %s, %d of %d words differ from the intended output", image, run, name(r), diff, N);
    for (int k = 0; k < 8; k++) if (ahead[k]) printf("; %d read the batch %d ahead", ahead[k], k);
    if (unknown) printf("; %d not from the input", unknown);
    printf("\n");
  }
}

// ---- regs ----

static void regs_section(int n, char **files) {
  for (int i = 0; i < n; i++) {
    char *src = slurp(files[i]);
    CUmodule m;
    CUresult r = cuModuleLoadData(&m, src);
    if (r) { printf("regs %s: load -> %s\n", files[i], name(r)); continue; }
    for (const char *p = src; (p = strstr(p, ".entry ")); p += 7) {
      char k[1024];
      if (sscanf(p + 7, "%1023[A-Za-z0-9_$]", k) != 1) continue;
      CUfunction f;
      if (cuModuleGetFunction(&f, m, k)) continue;
      int nr = -1, loc = -1;
      cuFuncGetAttribute(&nr, 4, f);
      cuFuncGetAttribute(&loc, 3 /*LOCAL_SIZE_BYTES*/, f);
      int minGrid = -1, bs = -1;
      cuOccupancyMaxPotentialBlockSize(&minGrid, &bs, f, 0, 0, 0);
      printf("regs\t%s\t%s\t%d\tlocal %d\tpotential %d %d\n", files[i], k, nr, loc, minGrid, bs);
    }
    cuModuleUnload(m);
    free(src);
  }
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: probe_fix11 nan|trim|occ|regs ...\n"); return 1; }
  setvbuf(stdout, 0, _IOLBF, 0);
  CUdevice d; CUcontext c;
  MUST(cuInit(0)); MUST(cuDeviceGet(&d, 0)); MUST(cuDevicePrimaryCtxRetain(&c, d)); MUST(cuCtxSetCurrent(c));
  printf("# section %s\n", argv[1]);
  if (!strcmp(argv[1], "nan") && argc == 4) nan_section(argv[2], argv[3]);
  else if (!strcmp(argv[1], "trim")) trim_section();
  else if (!strcmp(argv[1], "occ") && argc == 3) occ_section(argv[2]);
  else if (!strcmp(argv[1], "regs")) regs_section(argc - 2, argv + 2);
  else if (!strcmp(argv[1], "race") && argc == 5) race_section(argv[2], argv[3], argv[4]);
  else { fprintf(stderr, "bad arguments\n"); return 1; }
  return 0;
}
