/*
 * host: the benchmark harness's C program (see docs/performance.md). It runs
 * each kernel of sim/testdata/bench/bench.ptx on the CUDA driver it finds as
 * libcuda.so.1 (cudasim's drop-in, through dlopen, as the CUDA runtime does)
 * and the same algorithm in plain C, checks that both computed the same
 * bits, and prints one line per row:
 *
 *   row <name> <driver seconds> <native seconds or -> <note>
 *
 * Seconds are the best of REPS timed runs; a kernel's, after launches that
 * warm the process up (timeLaunch). After each kernel row the lines
 *
 *   launchcpu <name> <wall median> <CPU of the fastest run> <CPU median>
 *   early <name> <seconds>
 *
 * the second the best of the REPS launches right after the first, before the
 * warm-up's end: what a process's first launches take.
 *
 * gives the process's CPU time (all threads) per launch: with several
 * workers, CPU time close to one worker's means the work itself did not grow
 * (a wall time that did not shrink is then the machine's: other processes,
 * shared cores), CPU time that grew means each worker ran slower. Usage:
 *
 *   host rows BENCH_PTX REPS SCALE   every row but start-up (SCALE 1: full size, 0: tiny)
 *   host launch REPS                 the launch rows alone
 *   host reload BENCH_PTX REPS       the reload row alone
 *   host blocks BLOCKS_PTX REPS SCALE  1M one-thread blocks (SCALE 0: 4096):
 *                                    the per-block cost
 *   host options SFU_PTX REPS SCALE  Black-Scholes prices of 256K options
 *                                    (SCALE 0: 1024) with the SFU intrinsics
 *   host first BENCH_PTX             start-up: load, first kernel, exit; prints the
 *                                    CLOCK_REALTIME at each step's end
 *   host none                        exits at once (the process floor)
 *   host native-first                the first kernel's work in C, then exits (same stamps)
 *   host threads N REPS              hash and vecadd in C on N threads (the
 *                                    machine's own scaling, for the workers')
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext, *CUmodule, *CUfunction;

static CUresult (*cuInit)(unsigned);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, int);
static CUresult (*cuCtxSetCurrent)(CUcontext);
static CUresult (*cuCtxSynchronize)(void);
static CUresult (*cuModuleLoadData)(CUmodule *, const void *);
static CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
static CUresult (*cuModuleUnload)(CUmodule);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemFree)(CUdeviceptr);
static CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
static CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
static CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                  void *, void **, void **);

#define CK(x)                                                                   \
  do {                                                                          \
    CUresult r_ = (x);                                                          \
    if (r_) {                                                                   \
      fprintf(stderr, "host: %s -> %d (line %d)\n", #x, r_, __LINE__);          \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double cpu(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void *sym(void *h, const char *name) {
  void *p = dlsym(h, name);
  if (!p) {
    fprintf(stderr, "host: libcuda.so.1 has no %s\n", name);
    exit(1);
  }
  return p;
}

static void bind(void) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) {
    fprintf(stderr, "host: %s\n", dlerror());
    exit(1);
  }
  cuInit = sym(h, "cuInit");
  cuDevicePrimaryCtxRetain = sym(h, "cuDevicePrimaryCtxRetain");
  cuCtxSetCurrent = sym(h, "cuCtxSetCurrent");
  cuCtxSynchronize = sym(h, "cuCtxSynchronize");
  cuModuleLoadData = sym(h, "cuModuleLoadData");
  cuModuleGetFunction = sym(h, "cuModuleGetFunction");
  cuModuleUnload = sym(h, "cuModuleUnload");
  cuMemAlloc = sym(h, "cuMemAlloc_v2");
  cuMemFree = sym(h, "cuMemFree_v2");
  cuMemcpyHtoD = sym(h, "cuMemcpyHtoD_v2");
  cuMemcpyDtoH = sym(h, "cuMemcpyDtoH_v2");
  cuLaunchKernel = sym(h, "cuLaunchKernel");
}

static void setup(void) {
  CUcontext c;
  CK(cuInit(0));
  CK(cuDevicePrimaryCtxRetain(&c, 0));
  CK(cuCtxSetCurrent(c));
}

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(1);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) {
    perror(path);
    exit(1);
  }
  b[n] = 0;
  fclose(f);
  return b;
}

static CUdeviceptr upload(const void *h, size_t n) {
  CUdeviceptr d;
  CK(cuMemAlloc(&d, n));
  if (h) CK(cuMemcpyHtoD(d, h, n));
  return d;
}

/* Empty kernels, written by hand: what a launch costs with no work, without
 * parameters and with a pointer and an int. */
static const char emptyPTX[] =
    ".version 7.8\n.target sm_80\n.address_size 64\n"
    ".visible .entry empty()\n{\n\tret;\n}\n"
    ".visible .entry emptyArgs(.param .u64 p, .param .u32 n)\n{\n\tret;\n}\n";

static int reps;

/* best times f(arg) reps times and returns the fastest, in seconds. */
#define BEST(out, stmt)                         \
  do {                                          \
    double best_ = 1e30;                        \
    for (int r_ = 0; r_ < reps; r_++) {         \
      double t0_ = now();                       \
      stmt;                                     \
      double t_ = now() - t0_;                  \
      if (t_ < best_) best_ = t_;               \
    }                                           \
    out = best_;                                \
  } while (0)

static void launch(CUfunction f, unsigned gx, unsigned gy, unsigned bx, unsigned by, void **params) {
  CK(cuLaunchKernel(f, gx, gy, 1, bx, by, 1, 0, NULL, params, NULL));
  CK(cuCtxSynchronize());
}

/* timeLaunch is the best of reps launches after a warm-up: one untimed
 * launch, which pays what only a module's first launch pays (the start-up and
 * reload rows measure that), then launches until warmSeconds have passed since
 * it began. A new process's first milliseconds are not its steady state: Go's
 * runtime in the drop-in polls (sysmon) every 20 us plus the timer slack for
 * at least 50 rounds after it starts and after each garbage collection's
 * pause, before it backs off to 10 ms, and on a machine whose every CPU runs a
 * worker each poll takes one from its work (docs/engine-performance.md,
 * "sysmon44": two workers' first launches of the blocks row 10-40 % slower
 * than their twentieth on the 2-vCPU dev machine, one worker's not). The best
 * of the reps launches right after the first is kept too (early). */
static int cmpDouble(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* warmSeconds is timeLaunch's warm-up: HOST_WARM_MS milliseconds, 40 if unset
 * (0: the one untimed launch alone). */
static double warmSeconds(void) {
  const char *s = getenv("HOST_WARM_MS");
  return (s && *s ? atof(s) : 40) * 1e-3;
}

/* The last timeLaunch's wall median, CPU of its fastest run, CPU median, and
 * early best. */
static double lastWallMed, lastCPUBest, lastCPUMed, lastEarly;

/* bestLaunches is the best of reps timed launches, setting the medians and
 * the CPU time of the fastest. */
static double bestLaunches(CUfunction f, unsigned gx, unsigned gy, unsigned bx, unsigned by, void **params) {
  double *wall = malloc(sizeof(double) * reps), *cp = malloc(sizeof(double) * reps), best = 1e30;
  for (int r = 0; r < reps; r++) {
    double t0 = now(), c0 = cpu();
    launch(f, gx, gy, bx, by, params);
    cp[r] = cpu() - c0;
    wall[r] = now() - t0;
    if (wall[r] < best) best = wall[r], lastCPUBest = cp[r];
  }
  qsort(wall, reps, sizeof(double), cmpDouble);
  qsort(cp, reps, sizeof(double), cmpDouble);
  lastWallMed = wall[reps / 2];
  lastCPUMed = cp[reps / 2];
  free(wall);
  free(cp);
  return best;
}

static double timeLaunch(CUfunction f, unsigned gx, unsigned gy, unsigned bx, unsigned by, void **params) {
  double t0 = now();
  launch(f, gx, gy, bx, by, params);
  lastEarly = bestLaunches(f, gx, gy, bx, by, params);
  for (double warm = warmSeconds(); now() - t0 < warm;)
    launch(f, gx, gy, bx, by, params);
  return bestLaunches(f, gx, gy, bx, by, params);
}

static void launchCPU(const char *name) {
  printf("launchcpu %s %.9f %.9f %.9f\n", name, lastWallMed, lastCPUBest, lastCPUMed);
  printf("early %s %.9f\n", name, lastEarly);
  fflush(stdout);
}

static void mismatch(const char *row, long i, double got, double want) {
  fprintf(stderr, "host: %s: element %ld is %.9g on the driver, %.9g in C\n", row, i, got, want);
  exit(1);
}

/* ---- the native versions, one per kernel of bench.cu ---- */

static inline uint32_t rotr(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static void hashC(const uint32_t *in, uint32_t *out, int n, int rounds) {
  for (int i = 0; i < n; i++) {
    uint32_t a = in[i], b = a ^ 0x6a09e667u, c = a + 0xbb67ae85u, d = a * 3u, e = a ^ 0x510e527fu, f = ~a,
             g = a + 0x1f83d9abu, h = a ^ 0x5be0cd19u, w = a;
    for (int r = 0; r < rounds; r++) {
      uint32_t s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      uint32_t ch = (e & f) ^ (~e & g);
      w = w * 0x9e3779b9u + (uint32_t)r;
      uint32_t t1 = h + s1 + ch + 0x428a2f98u + w;
      uint32_t s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
      uint32_t t2 = s0 + maj;
      h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    out[i] = a ^ b ^ c ^ d ^ e ^ f ^ g ^ h;
  }
}

/* C = A B with each element's products summed in k order by fused
 * multiply-adds, as the kernel does (tiling does not change that order). */
static void sgemmC(const float *A, const float *B, float *C, int n) {
  memset(C, 0, sizeof(float) * n * n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++) {
      float a = A[i * n + k];
      for (int j = 0; j < n; j++) C[i * n + j] = fmaf(a, B[k * n + j], C[i * n + j]);
    }
}

static void vecaddC(const float *a, const float *b, float *c, int n) {
  for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
}

/* Each block of 256's sum in the kernel's order: the shared-memory tree down
 * to 32, then the shuffle tree. */
static void reduceC(const float *in, float *out, int n) {
  float s[256];
  for (int blk = 0; blk < n / 256; blk++) {
    memcpy(s, in + blk * 256, sizeof s);
    for (int st = 128; st >= 32; st >>= 1)
      for (int t = 0; t < st; t++) s[t] += s[t + st];
    for (int off = 16; off > 0; off >>= 1)
      for (int t = 0; t < 32 - off; t++) s[t] += s[t + off];
    out[blk] = s[0];
  }
}

static float *randF(int n, uint32_t seed) {
  float *x = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    seed = seed * 1664525u + 1013904223u;
    x[i] = (float)(seed >> 8) / (float)(1 << 24) - 0.5f;
  }
  return x;
}

static void row(const char *name, double drv, double native, const char *note) {
  if (native > 0)
    printf("row %s %.9f %.9f %s\n", name, drv, native, note);
  else
    printf("row %s %.9f - %s\n", name, drv, note);
  fflush(stdout);
}

/* launchRow: launch + synchronise of an empty kernel, per launch, without
 * parameters (launch) and with two (launch2). */
static void launchRow(int full) {
  char note[128];
  double tDrv;
  CUmodule em;
  CUfunction fe, fa;
  CK(cuModuleLoadData(&em, emptyPTX));
  CK(cuModuleGetFunction(&fe, em, "empty"));
  CK(cuModuleGetFunction(&fa, em, "emptyArgs"));
  int n = full ? 20000 : 10, cnt = 1;
  CUdeviceptr d = upload(NULL, 256);
  void *p[] = {&d, &cnt};
  launch(fe, 1, 1, 1, 1, NULL);
  BEST(tDrv, for (int i = 0; i < n; i++) launch(fe, 1, 1, 1, 1, NULL));
  snprintf(note, sizeof note, "1 thread, cuLaunchKernel + cuCtxSynchronize, %d times", n);
  row("launch", tDrv / n, 0, note);
  launch(fa, 1, 1, 1, 1, p);
  BEST(tDrv, for (int i = 0; i < n; i++) launch(fa, 1, 1, 1, 1, p));
  snprintf(note, sizeof note, "the same with a pointer and an int parameter (kernelParams)");
  row("launch2", tDrv / n, 0, note);
  CK(cuMemFree(d));
  CK(cuModuleUnload(em));
}

/* reloadRow: what each test of a suite that loads one image pays again: load
 * bench.ptx, launch a small kernel, unload. */
static void reloadRow(const char *ptx, int full) {
  char note[128];
  double tDrv;
  int n = full ? 200 : 2, m256 = 256;
  CUdeviceptr d = upload(NULL, 4 * 256);
  void *p[] = {&d, &d, &d, &m256};
  BEST(tDrv, for (int i = 0; i < n; i++) {
    CUmodule m;
    CUfunction f;
    CK(cuModuleLoadData(&m, ptx));
    CK(cuModuleGetFunction(&f, m, "vecadd"));
    launch(f, 1, 1, 256, 1, p);
    CK(cuModuleUnload(m));
  });
  CK(cuMemFree(d));
  snprintf(note, sizeof note, "cuModuleLoadData of bench.ptx + one vecadd of 256 + cuModuleUnload, %d times", n);
  row("reload", tDrv / n, 0, note);
}

static void rows(const char *ptxPath, int full) {
  char *ptx = readFile(ptxPath);
  CUmodule mod;
  CK(cuModuleLoadData(&mod, ptx));
  CUfunction fHash, fSgemm, fVecadd, fReduce;
  CK(cuModuleGetFunction(&fHash, mod, "hash"));
  CK(cuModuleGetFunction(&fSgemm, mod, "sgemm"));
  CK(cuModuleGetFunction(&fVecadd, mod, "vecadd"));
  CK(cuModuleGetFunction(&fReduce, mod, "reduce"));
  char note[128];
  double tDrv, tC;

  { /* hash: 16K threads x 64 rounds */
    int n = full ? 16384 : 256, rounds = 64;
    uint32_t *in = malloc(4 * n), *out = malloc(4 * n), *want = malloc(4 * n);
    for (int i = 0; i < n; i++) in[i] = (uint32_t)i * 2654435761u + 12345u;
    CUdeviceptr din = upload(in, 4 * n), dout = upload(NULL, 4 * n);
    void *p[] = {&din, &dout, &rounds};
    tDrv = timeLaunch(fHash, n / 256, 1, 256, 1, p);
    BEST(tC, hashC(in, want, n, rounds));
    CK(cuMemcpyDtoH(out, dout, 4 * n));
    for (int i = 0; i < n; i++)
      if (out[i] != want[i]) mismatch("hash", i, out[i], want[i]);
    snprintf(note, sizeof note, "%d threads x %d rounds", n, rounds);
    row("hash", tDrv, tC, note);
    launchCPU("hash");
    CK(cuMemFree(din));
    CK(cuMemFree(dout));
    free(in), free(out), free(want);
  }
  { /* tiled SGEMM */
    int n = full ? 256 : 32;
    float *A = randF(n * n, 1), *B = randF(n * n, 2), *C = malloc(4 * n * n), *want = malloc(4 * n * n);
    CUdeviceptr dA = upload(A, 4 * n * n), dB = upload(B, 4 * n * n), dC = upload(NULL, 4 * n * n);
    void *p[] = {&dA, &dB, &dC, &n};
    tDrv = timeLaunch(fSgemm, n / 16, n / 16, 16, 16, p);
    BEST(tC, sgemmC(A, B, want, n));
    CK(cuMemcpyDtoH(C, dC, 4 * n * n));
    for (int i = 0; i < n * n; i++)
      if (memcmp(&C[i], &want[i], 4)) mismatch("sgemm", i, C[i], want[i]);
    snprintf(note, sizeof note, "%dx%d, 16x16 tiles", n, n);
    row("sgemm", tDrv, tC, note);
    launchCPU("sgemm");
    CK(cuMemFree(dA));
    CK(cuMemFree(dB));
    CK(cuMemFree(dC));
    free(A), free(B), free(C), free(want);
  }
  { /* vector add: memory-bound */
    int n = full ? 1 << 22 : 4096;
    float *a = randF(n, 3), *b = randF(n, 4), *c = malloc(4 * (size_t)n), *want = malloc(4 * (size_t)n);
    CUdeviceptr da = upload(a, 4 * (size_t)n), db = upload(b, 4 * (size_t)n), dc = upload(NULL, 4 * (size_t)n);
    void *p[] = {&da, &db, &dc, &n};
    tDrv = timeLaunch(fVecadd, n / 256, 1, 256, 1, p);
    BEST(tC, vecaddC(a, b, want, n));
    CK(cuMemcpyDtoH(c, dc, 4 * (size_t)n));
    for (int i = 0; i < n; i++)
      if (memcmp(&c[i], &want[i], 4)) mismatch("vecadd", i, c[i], want[i]);
    snprintf(note, sizeof note, "%d floats", n);
    row("vecadd", tDrv, tC, note);
    launchCPU("vecadd");
    CK(cuMemFree(da));
    CK(cuMemFree(db));
    CK(cuMemFree(dc));
    free(a), free(b), free(c), free(want);
  }
  { /* reduction: block sums */
    int n = full ? 1 << 20 : 4096, nb = n / 256;
    float *x = randF(n, 5), *out = malloc(4 * nb), *want = malloc(4 * nb);
    CUdeviceptr dx = upload(x, 4 * (size_t)n), dout = upload(NULL, 4 * nb);
    void *p[] = {&dx, &dout, &n};
    tDrv = timeLaunch(fReduce, nb, 1, 256, 1, p);
    BEST(tC, reduceC(x, want, n));
    CK(cuMemcpyDtoH(out, dout, 4 * nb));
    for (int i = 0; i < nb; i++)
      if (memcmp(&out[i], &want[i], 4)) mismatch("reduce", i, out[i], want[i]);
    snprintf(note, sizeof note, "%d floats, blocks of 256", n);
    row("reduce", tDrv, tC, note);
    launchCPU("reduce");
    CK(cuMemFree(dx));
    CK(cuMemFree(dout));
    free(x), free(out), free(want);
  }
  launchRow(full);
  reloadRow(ptx, full);
  CK(cuModuleUnload(mod));
  free(ptx);
}

/* blocksRow: a launch of many one-thread blocks, each writing one word
 * (sim/testdata/bench/blocks.cu): what a block costs when it does almost
 * nothing. */
static void blocksRow(const char *ptxPath, int full) {
  char *ptx = readFile(ptxPath);
  CUmodule mod;
  CUfunction f;
  CK(cuModuleLoadData(&mod, ptx));
  CK(cuModuleGetFunction(&f, mod, "blocks"));
  int n = full ? 1 << 20 : 4096;
  uint32_t *out = malloc(4 * (size_t)n), *want = malloc(4 * (size_t)n);
  CUdeviceptr d = upload(NULL, 4 * (size_t)n);
  void *p[] = {&d};
  double tDrv = timeLaunch(f, n, 1, 1, 1, p), tC;
  BEST(tC, for (int i = 0; i < n; i++) want[i] = (uint32_t)i * 2654435761u + 12345u);
  CK(cuMemcpyDtoH(out, d, 4 * (size_t)n));
  for (int i = 0; i < n; i++)
    if (out[i] != want[i]) mismatch("blocks", i, out[i], want[i]);
  char note[128];
  snprintf(note, sizeof note, "%d blocks of 1 thread, one store each", n);
  row("blocks", tDrv, tC, note);
  launchCPU("blocks");
  CK(cuMemFree(d));
  CK(cuModuleUnload(mod));
  free(ptx), free(out), free(want);
}

/* The options kernel (sim/testdata/bench/sfu.cu) in C: the same formula in
 * float with the C library's expf, logf and sqrtf where the kernel has the
 * H200's MUFU approximations (__expf, __logf, rsqrtf, __fdividef), so the two
 * agree to the intrinsics' accuracy, not bit for bit. */
static inline float normcdf5C(float d) {
  float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float p = k * (0.319381530f + k * (-0.356563782f + k * (1.781477937f + k * (-1.821255978f + k * 1.330274429f))));
  float c = 0.3989422804f * expf(-0.5f * d * d) * p;
  return d > 0 ? 1.0f - c : c;
}

static void optionsC(const float *spot, const float *strike, const float *years, float *call, float *put, float rate,
                     float vol, int n) {
  for (int i = 0; i < n; i++) {
    float s = spot[i], x = strike[i], t = years[i], sq = sqrtf(t);
    float d1 = (logf(s / x) + (rate + 0.5f * vol * vol) * t) / (vol * sq), d2 = d1 - vol * sq;
    float n1 = normcdf5C(d1), n2 = normcdf5C(d2), e = expf(-rate * t);
    call[i] = s * n1 - x * e * n2;
    put[i] = x * e * (1.0f - n2) - s * (1.0f - n1);
  }
}

/* optionsRow: a kernel whose time goes to the SFU approximations (sim/fp's
 * measured tables: per option one rsqrt, one lg2, three ex2, four rcp), as
 * the BlackScholes sample spends it. Inputs as sim's BenchmarkOptions. */
static void optionsRow(const char *ptxPath, int full) {
  char *ptx = readFile(ptxPath);
  CUmodule mod;
  CUfunction f;
  CK(cuModuleLoadData(&mod, ptx));
  CK(cuModuleGetFunction(&f, mod, "options"));
  int n = full ? 256 << 10 : 1024;
  size_t b = 4 * (size_t)n;
  float *spot = randF(n, 1), *strike = randF(n, 2), *years = randF(n, 3);
  for (int i = 0; i < n; i++) {
    spot[i] = 17.5f + 12.5f * spot[i];
    strike[i] = 50.5f + 49.5f * strike[i];
    years[i] = 5.125f + 4.875f * years[i];
  }
  float *call = malloc(b), *put = malloc(b), *wantC = malloc(b), *wantP = malloc(b), rate = 0.02f, vol = 0.30f;
  CUdeviceptr dS = upload(spot, b), dX = upload(strike, b), dT = upload(years, b), dC = upload(NULL, b),
              dP = upload(NULL, b);
  void *p[] = {&dS, &dX, &dT, &dC, &dP, &rate, &vol, &n};
  double tDrv = timeLaunch(f, n / 128, 1, 128, 1, p), tC;
  BEST(tC, optionsC(spot, strike, years, wantC, wantP, rate, vol, n));
  CK(cuMemcpyDtoH(call, dC, b));
  CK(cuMemcpyDtoH(put, dP, b));
  for (int i = 0; i < n; i++) {
    if (fabsf(call[i] - wantC[i]) > 1e-3f * fmaxf(1.0f, fabsf(wantC[i]))) mismatch("options call", i, call[i], wantC[i]);
    if (fabsf(put[i] - wantP[i]) > 1e-3f * fmaxf(1.0f, fabsf(wantP[i]))) mismatch("options put", i, put[i], wantP[i]);
  }
  char note[128];
  snprintf(note, sizeof note, "%d Black-Scholes options, __expf/__logf/rsqrtf/__fdividef (sfu90.ptx)", n);
  row("options", tDrv, tC, note);
  launchCPU("options");
  CK(cuMemFree(dS));
  CK(cuMemFree(dX));
  CK(cuMemFree(dT));
  CK(cuMemFree(dC));
  CK(cuMemFree(dP));
  CK(cuModuleUnload(mod));
  free(ptx), free(spot), free(strike), free(years), free(call), free(put), free(wantC), free(wantP);
}

/* threads: hash and vecadd in C split over nthreads threads, best of reps:
 * how the machine's cores scale the same work, to read the workers' scaling
 * against. */
struct part {
  int kernel, lo, hi;
  uint32_t *hin, *hout;
  float *a, *b, *c;
};

static void *runPart(void *arg) {
  struct part *p = arg;
  if (p->kernel == 0)
    hashC(p->hin + p->lo, p->hout + p->lo, p->hi - p->lo, 64);
  else
    vecaddC(p->a + p->lo, p->b + p->lo, p->c + p->lo, p->hi - p->lo);
  return NULL;
}

static void runThreads(struct part *proto, int n, int nthreads) {
  pthread_t th[64];
  struct part parts[64];
  for (int i = 0; i < nthreads; i++) {
    parts[i] = *proto;
    parts[i].lo = (int)((long)n * i / nthreads);
    parts[i].hi = (int)((long)n * (i + 1) / nthreads);
    pthread_create(&th[i], NULL, runPart, &parts[i]);
  }
  for (int i = 0; i < nthreads; i++) pthread_join(th[i], NULL);
}

static void threadsRow(int nthreads) {
  static const char *names[] = {"hash", "vecadd"};
  int sizes[] = {16384, 1 << 22};
  struct part p = {0};
  p.hin = malloc(4 * 16384), p.hout = malloc(4 * 16384);
  for (int i = 0; i < 16384; i++) p.hin[i] = (uint32_t)i * 2654435761u + 12345u;
  p.a = randF(1 << 22, 3), p.b = randF(1 << 22, 4), p.c = malloc(4 << 22);
  memset(p.c, 0, 4 << 22);
  for (int k = 0; k < 2; k++) {
    double t;
    p.kernel = k;
    BEST(t, runThreads(&p, sizes[k], nthreads));
    printf("threads %s %d %.9f\n", names[k], nthreads, t);
    fflush(stdout);
  }
}

/* wallNs is CLOCK_REALTIME in nanoseconds: the clock the harness (Go's
 * time.Now) reads too, so it can place these stamps between its spawn and
 * the moment it sees the process exit. */
static long long wallNs(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* first: start-up as a program meets it. It prints the CLOCK_REALTIME stamp
 * (ns) at main's start and at the end of each step: dlopen, init (cuInit and
 * the primary context), load (cuModuleLoadData, cuModuleGetFunction), kernel
 * (two cuMemAlloc, one HtoD, cuLaunchKernel, until cuCtxSynchronize returns:
 * the first kernel is done), then after the result was copied back and
 * checked, just before main returns; then the process's CPU time in each. */
static void first(const char *ptxPath) {
  long long w0 = wallNs();
  double c0 = cpu();
  bind();
  long long wBind = wallNs();
  double cBind = cpu();
  setup();
  long long wInit = wallNs();
  double cInit = cpu();
  char *ptx = readFile(ptxPath);
  CUmodule mod;
  CUfunction f;
  CK(cuModuleLoadData(&mod, ptx));
  CK(cuModuleGetFunction(&f, mod, "vecadd"));
  long long wLoad = wallNs();
  double cLoad = cpu();
  int n = 256;
  float *a = randF(n, 3), *c = malloc(4 * n), *want = malloc(4 * n);
  CUdeviceptr da = upload(a, 4 * n), dc = upload(NULL, 4 * n);
  void *p[] = {&da, &da, &dc, &n};
  launch(f, 1, 1, 256, 1, p);
  long long wRun = wallNs();
  double cRun = cpu();
  CK(cuMemcpyDtoH(c, dc, 4 * n));
  vecaddC(a, a, want, n);
  for (int i = 0; i < n; i++)
    if (memcmp(&c[i], &want[i], 4)) mismatch("first", i, c[i], want[i]);
  long long wEnd = wallNs();
  printf("stamps main %lld dlopen %lld init %lld load %lld kernel %lld end %lld\n", w0, wBind, wInit, wLoad, wRun, wEnd);
  printf("cpu before-main %.9f dlopen %.9f init %.9f load %.9f kernel %.9f\n", c0, cBind - c0, cInit - cBind, cLoad - cInit,
         cRun - cLoad);
}

/* nativeFirst: the first kernel's work in C, with first's stamps. */
static void nativeFirst(void) {
  long long w0 = wallNs();
  int n = 256;
  float *a = randF(n, 3), *c = malloc(4 * n);
  vecaddC(a, a, c, n);
  long long wRun = wallNs();
  printf("%g\n", c[n - 1]);
  printf("stamps main %lld kernel %lld end %lld\n", w0, wRun, wallNs());
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], "none")) return 0;
  if (argc >= 2 && !strcmp(argv[1], "native-first")) {
    nativeFirst();
    return 0;
  }
  if (argc >= 4 && !strcmp(argv[1], "threads")) {
    int n = atoi(argv[2]);
    reps = atoi(argv[3]);
    if (reps < 1) reps = 1;
    if (n < 1 || n > 64) n = 1;
    threadsRow(n);
    return 0;
  }
  if (argc >= 3 && !strcmp(argv[1], "first")) {
    first(argv[2]);
    return 0;
  }
  if (argc >= 3 && !strcmp(argv[1], "launch")) {
    reps = atoi(argv[2]);
    if (reps < 1) reps = 1;
    bind();
    setup();
    launchRow(1);
    return 0;
  }
  if (argc >= 4 && !strcmp(argv[1], "reload")) {
    reps = atoi(argv[3]);
    if (reps < 1) reps = 1;
    bind();
    setup();
    reloadRow(readFile(argv[2]), 1);
    return 0;
  }
  if (argc >= 5 && !strcmp(argv[1], "blocks")) {
    reps = atoi(argv[3]);
    if (reps < 1) reps = 1;
    bind();
    setup();
    blocksRow(argv[2], atoi(argv[4]) != 0);
    return 0;
  }
  if (argc >= 5 && !strcmp(argv[1], "options")) {
    reps = atoi(argv[3]);
    if (reps < 1) reps = 1;
    bind();
    setup();
    optionsRow(argv[2], atoi(argv[4]) != 0);
    return 0;
  }
  if (argc >= 5 && !strcmp(argv[1], "rows")) {
    reps = atoi(argv[3]);
    if (reps < 1) reps = 1;
    bind();
    setup();
    rows(argv[2], atoi(argv[4]) != 0);
    return 0;
  }
  fprintf(stderr, "usage: host rows BENCH_PTX REPS SCALE | blocks BLOCKS_PTX REPS SCALE | launch REPS | reload BENCH_PTX REPS | first BENCH_PTX | none | native-first | threads N REPS\n");
  return 2;
}
