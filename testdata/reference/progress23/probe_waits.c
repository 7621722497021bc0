// probe_waits runs waits.cu's kernels (its PTX, loaded with
// cuModuleLoadData) in ORDINARY launches (cuLaunchKernel) whose blocks wait
// for each other, and prints what they computed, one line a launch:
//
//   occupancy: cuOccupancyMaxActiveBlocksPerMultiprocessor of each kernel in
//     each configuration (block size, dynamic shared memory), and the
//     resident count R = that x the multiprocessors.
//   flag: block 0 waits for the last block's flag, grids 2..R.
//   barrier: a persistent kernel of exactly R blocks with a hand-written grid
//     barrier, 5 rounds, checked against the host's computation.
//   chain: block i waits for block i+1, grids 2..R.
//   over: grids of R and R+1 blocks where every block but the last waits for
//     the last: with R+1 the last cannot start until a block gives up (a
//     short timeout); and the chain with R+1 blocks.
//   forward: block i waits for block i-1, grids of 4R blocks: finishes if
//     blocks start in order (timeout 100 x SHORT).
//
// Usage: probe_waits PTX SECTION [LONG SHORT] (timeouts in %clock64 cycles:
// LONG for waits that should end, SHORT for those that cannot; run.sh's 4e9
// and 2e5 by default). Nothing timing-dependent is printed. It declares the
// few types and calls it needs (no cuda.h), so that it builds against the
// real driver and cudasim's.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;

CUresult cuInit(unsigned);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuFuncSetAttribute(CUfunction, int, int);
CUresult cuFuncGetAttribute(int *, int, CUfunction);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *, CUfunction, int, size_t);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD8_v2(CUdeviceptr, unsigned char, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuGetErrorName(CUresult, const char **);

enum { ATTR_SM_COUNT = 16, FUNC_NUM_REGS = 4, FUNC_MAX_DYNAMIC_SHARED = 8 };

static const char *ename(CUresult r) {
  const char *s = 0;
  if (cuGetErrorName(r, &s) != 0 || !s) return "?";
  return s;
}

#define CHECK(call) do { CUresult r_ = (call); if (r_) { printf("%s -> %s\n", #call, ename(r_)); exit(1); } } while (0)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(2);
  b[n] = 0;
  fclose(f);
  return b;
}

// The configurations: block size and dynamic shared memory, chosen so that
// shared memory (not registers, which ptxas and cudasim count differently)
// bounds how many blocks fit on a multiprocessor.
static const struct { int block, dyn; } cfgs[] = {{128, 102400}, {64, 153600}, {32, 20480}};
enum { NCFG = sizeof cfgs / sizeof *cfgs };

static CUmodule mod;
static int sms;
static long long tlong, tshort;

static CUfunction fn(const char *name) {
  CUfunction f;
  CHECK(cuModuleGetFunction(&f, mod, name));
  CHECK(cuFuncSetAttribute(f, FUNC_MAX_DYNAMIC_SHARED, 160 * 1024));
  return f;
}

static int resident(CUfunction f, int c) {
  int n = -1;
  CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&n, f, cfgs[c].block, cfgs[c].dyn));
  return n * sms;
}

static CUdeviceptr zalloc(size_t n) {
  CUdeviceptr p;
  CHECK(cuMemAlloc_v2(&p, n));
  CHECK(cuMemsetD8_v2(p, 0, n));
  return p;
}

static const char *launch(CUfunction f, int grid, int c, void **args) {
  CUresult r = cuLaunchKernel(f, grid, 1, 1, cfgs[c].block, 1, 1, cfgs[c].dyn, 0, args, 0);
  if (r == 0) r = cuCtxSynchronize();
  return ename(r);
}

// flag launches flag_last (kernel 0; backoff: __nanosleep between polls) or
// flag_last_atomic (kernel 1; backoff: wait_atomic's how).
static void flag(int c, int grid, int backoff, int kernel) {
  CUfunction f = fn(kernel ? "flag_last_atomic" : "flag_last");
  CUdeviceptr dflag = zalloc(4), dout = zalloc(4 * (size_t)grid);
  void *args[] = {&dflag, &dout, &tlong, &backoff};
  const char *rc = launch(f, grid, c, args);
  int *out = malloc(4 * (size_t)grid);
  CHECK(cuMemcpyDtoH_v2(out, dout, 4 * (size_t)grid));
  int ones = 0;
  for (int i = 1; i < grid; i++) ones += out[i] == 1;
  printf("%s block %d dyn %d grid %d %s %d: %s; block 0 %s; %d of %d other blocks marked\n", kernel ? "flag atomic" : "flag", cfgs[c].block, cfgs[c].dyn, grid, kernel ? "how" : "backoff", backoff, rc,
         out[0] == 2 ? "saw the flag" : out[0] == -1 ? "timed out" : "did not run", ones, grid - 1);
  free(out);
  cuMemFree_v2(dflag);
  cuMemFree_v2(dout);
}

static void chain(int c, int grid, long long timeout, int backoff) {
  CUfunction f = fn("chain");
  CUdeviceptr dflags = zalloc(4 * (size_t)grid);
  void *args[] = {&dflags, &timeout, &backoff};
  const char *rc = launch(f, grid, c, args);
  int *v = malloc(4 * (size_t)grid);
  CHECK(cuMemcpyDtoH_v2(v, dflags, 4 * (size_t)grid));
  int right = 0, gaveup = 0;
  for (int i = 0; i < grid; i++) {
    right += v[i] == grid - i;
    gaveup += v[i] == -1;
  }
  printf("chain block %d dyn %d grid %d backoff %d: %s; %d of %d values right; %s\n", cfgs[c].block, cfgs[c].dyn, grid, backoff, rc, right, grid,
         gaveup ? "some blocks timed out" : "no block timed out");
  free(v);
  cuMemFree_v2(dflags);
}

static void forward(int c, int grid, long long timeout) {
  CUfunction f = fn("forward");
  CUdeviceptr dflags = zalloc(4 * (size_t)grid);
  void *args[] = {&dflags, &timeout};
  const char *rc = launch(f, grid, c, args);
  int *v = malloc(4 * (size_t)grid);
  CHECK(cuMemcpyDtoH_v2(v, dflags, 4 * (size_t)grid));
  int right = 0, gaveup = 0;
  for (int i = 0; i < grid; i++) {
    right += v[i] == i + 1;
    gaveup += v[i] == -1;
  }
  printf("forward block %d dyn %d grid %d: %s; %d of %d values right; %s\n", cfgs[c].block, cfgs[c].dyn, grid, rc, right, grid,
         gaveup ? "some blocks timed out" : "no block timed out");
  free(v);
  cuMemFree_v2(dflags);
}

static unsigned hostmix(unsigned a, unsigned b, int r) { return (a ^ (b >> 3)) * 2246822519u + (unsigned)r; }

static void barrier(int c, int grid, int rounds) {
  CUfunction f = fn("persistent");
  unsigned n = (unsigned)grid * cfgs[c].block;
  CUdeviceptr dbuf = zalloc(8 * (size_t)n), dcount = zalloc(4), dgen = zalloc(4), dto = zalloc(4);
  void *args[] = {&dbuf, &dcount, &dgen, &rounds, &tlong, &dto};
  const char *rc = launch(f, grid, c, args);
  unsigned *buf = malloc(8 * (size_t)n), *want = malloc(8 * (size_t)n);
  CHECK(cuMemcpyDtoH_v2(buf, dbuf, 8 * (size_t)n));
  for (unsigned i = 0; i < n; i++) want[i] = i * 2654435761u;
  for (int r = 1; r <= rounds; r++) {
    unsigned *src = want + ((r - 1) & 1) * n, *dst = want + (r & 1) * n;
    for (unsigned i = 0; i < n; i++) dst[i] = hostmix(src[(i + cfgs[c].block) % n], src[n - 1 - i], r);
  }
  unsigned bad = 0, gen = 0;
  int to = 0;
  for (unsigned i = 0; i < 2 * n; i++) bad += buf[i] != want[i];
  CHECK(cuMemcpyDtoH_v2(&gen, dgen, 4));
  CHECK(cuMemcpyDtoH_v2(&to, dto, 4));
  printf("barrier block %d dyn %d grid %d rounds %d: %s; %u of %u words wrong; generation %u; %d timeouts\n", cfgs[c].block, cfgs[c].dyn, grid, rounds, rc, bad,
         2 * n, gen, to);
  free(buf);
  free(want);
  cuMemFree_v2(dbuf);
  cuMemFree_v2(dcount);
  cuMemFree_v2(dgen);
  cuMemFree_v2(dto);
}

static void over(int c, int grid) {
  CUfunction f = fn("all_wait_last");
  CUdeviceptr dflag = zalloc(4), dgave = zalloc(4), dseen = zalloc(4);
  void *args[] = {&dflag, &dgave, &dseen, &tshort};
  const char *rc = launch(f, grid, c, args);
  int gave = 0, seen = 0;
  CHECK(cuMemcpyDtoH_v2(&gave, dgave, 4));
  CHECK(cuMemcpyDtoH_v2(&seen, dseen, 4));
  printf("over block %d dyn %d grid %d: %s; %s; the last block %s\n", cfgs[c].block, cfgs[c].dyn, grid, rc,
         gave ? "some blocks timed out" : "no block timed out",
         seen == 0 ? "never ran" : seen == 1 ? "started before any block gave up" : "started after a block gave up");
  cuMemFree_v2(dflag);
  cuMemFree_v2(dgave);
  cuMemFree_v2(dseen);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: probe_waits PTX SECTION [LONG SHORT]\n");
    return 2;
  }
  const char *sec = argv[2];
  tlong = argc > 3 ? atoll(argv[3]) : 4000000000LL; // run.sh's
  tshort = argc > 4 ? atoll(argv[4]) : 200000;
  setvbuf(stdout, 0, _IOLBF, 0);
  printf("# section %s\n", sec);
  CUdevice dev;
  CUcontext ctx;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CHECK(cuDeviceGetAttribute(&sms, ATTR_SM_COUNT, dev));
  CHECK(cuModuleLoadData(&mod, slurp(argv[1])));
  const char *kernels[] = {"flag_last", "persistent", "chain", "all_wait_last", "forward"};
  if (!strcmp(sec, "occupancy")) {
    printf("multiprocessors %d\n", sms);
    for (int k = 0; k < 5; k++)
      for (int c = 0; c < NCFG; c++) {
        CUfunction f = fn(kernels[k]);
        int per = -1;
        CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per, f, cfgs[c].block, cfgs[c].dyn));
        printf("%s block %d dyn %d: %d blocks per multiprocessor, %d resident\n", kernels[k], cfgs[c].block, cfgs[c].dyn, per, per * sms);
      }
    return 0;
  }
  if (!strcmp(sec, "regs")) { // ptxas's registers (cudasim estimates its own): not compared
    for (int k = 0; k < 5; k++) {
      CUfunction f = fn(kernels[k]);
      int regs = -1, o1024 = -1, o256 = -1;
      cuFuncGetAttribute(&regs, FUNC_NUM_REGS, f);
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&o1024, f, 1024, 0);
      cuOccupancyMaxActiveBlocksPerMultiprocessor(&o256, f, 256, 0);
      printf("%s: %d registers; blocks per multiprocessor: %d of 1024 threads, %d of 256\n", kernels[k], regs, o1024, o256);
    }
    return 0;
  }
  for (int c = 0; c < NCFG; c++) {
    int R = resident(fn("flag_last"), c);
    if (!strcmp(sec, "flag")) {
      int grids[] = {2, 3, 17, 132, R - 1, R};
      for (int g = 0; g < 6; g++) flag(c, grids[g], 0, 0);
      flag(c, R, 200, 0); // with __nanosleep(200) between polls
    } else if (!strcmp(sec, "atomic")) { // session 23: polls by atomics that leave the flag as it is
      int Ra = resident(fn("flag_last_atomic"), c);
      for (int how = 1; how <= 3; how++) {
        flag(c, 2, how, 1);
        flag(c, Ra, how, 1);
      }
    } else if (!strcmp(sec, "barrier")) {
      barrier(c, resident(fn("persistent"), c), 5);
    } else if (!strcmp(sec, "chain")) {
      int grids[] = {2, 3, 17, R - 1, R};
      for (int g = 0; g < 5; g++) chain(c, grids[g], tlong, 0);
      chain(c, R, tlong, 200);
    } else if (!strcmp(sec, "over")) {
      int Rw = resident(fn("all_wait_last"), c);
      over(c, Rw);
      over(c, Rw + 1);
      chain(c, resident(fn("chain"), c) + 1, tshort, 0);
    } else if (!strcmp(sec, "forward")) {
      forward(c, 4 * resident(fn("forward"), c), 100 * tshort);
    } else {
      printf("no section %s\n", sec);
      return 2;
    }
  }
  return 0;
}
