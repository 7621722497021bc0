// probe_clusters runs clusters.cu's kernels (its PTX, loaded with
// cuModuleLoadData) in ORDINARY launches whose thread block clusters wait for
// each other, and prints what they computed, one line a launch. Each kernel
// is run four ways: NAME_c2 and NAME_c4 (__cluster_dims__ of 2 and 4) with
// cuLaunchKernel, and NAME_x with cuLaunchKernelEx and a cluster-dimension
// attribute of 2 (x2) and 4 (x4). Grids are counted in clusters.
//
//   occupancy: cuOccupancyMaxActiveBlocksPerMultiprocessor and
//     cuOccupancyMaxActiveClusters of each kernel, way and configuration
//     (block size, dynamic shared memory); Rc below is the latter.
//   flag: cluster 0 waits for the last cluster's flag, grids 2, 3, Rc-1, Rc
//     and Rc+1 (the clusters between finish without waiting).
//   barrier: a persistent kernel of exactly Rc clusters with a hand-written
//     barrier over clusters, 5 rounds, checked against the host.
//   chain: cluster c waits for cluster c+1, grids 2, 3, Rc-1, Rc.
//   over: grids of Rc and Rc+1 clusters where every cluster but the last
//     waits for the last (timeout MID), and of one more than the device's
//     resident blocks make clusters, where that is more; the chain of Rc+1
//     clusters (SHORT).
//   forward: cluster c waits for cluster c-1, grids of 4 Rc clusters
//     (timeout 100 x SHORT): finishes if clusters start in order.
//
// Usage: probe_clusters PTX SECTION [LONG SHORT] (timeouts in %clock64
// cycles: LONG for waits that should end, SHORT for those that cannot, MID =
// 10 SHORT). Nothing timing-dependent is printed. It declares the few types
// and calls it needs (no cuda.h), so that it builds against the real driver
// and cudasim's.
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
// CUlaunchAttribute: id, pad, a 64-byte value.
typedef struct {
  int id;
  int pad;
  union {
    char bytes[64];
    struct { unsigned x, y, z; } dim;
  } v;
} launchattr;
// CUlaunchConfig.
typedef struct {
  unsigned gx, gy, gz, bx, by, bz, shmem;
  CUstream stream;
  launchattr *attrs;
  unsigned nattrs;
} launchconfig;

CUresult cuInit(unsigned);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetAttribute(int *, int, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuFuncSetAttribute(CUfunction, int, int);
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *, CUfunction, int, size_t);
CUresult cuOccupancyMaxActiveClusters(int *, CUfunction, const launchconfig *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD8_v2(CUdeviceptr, unsigned char, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuLaunchKernelEx(const launchconfig *, CUfunction, void **, void **);
CUresult cuGetErrorName(CUresult, const char **);

enum { ATTR_SM_COUNT = 16, FUNC_MAX_DYNAMIC_SHARED = 8, LAUNCH_ATTR_CLUSTER_DIM = 4 };

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
// shared memory (not registers) bounds how many blocks fit on a
// multiprocessor: 2, 1 and 10.
static const struct { int block, dyn; } cfgs[] = {{128, 102400}, {64, 153600}, {32, 20480}};
enum { NCFG = sizeof cfgs / sizeof *cfgs };
// The ways: kernel suffix, cluster size, whether the size is an attribute.
static const struct { const char *suffix, *name; int size, attr; } ways[] = {
    {"_c2", "c2", 2, 0}, {"_c4", "c4", 4, 0}, {"_x", "x2", 2, 1}, {"_x", "x4", 4, 1}};
enum { NWAY = sizeof ways / sizeof *ways };

static CUmodule mod;
static int sms;
static long long tlong, tshort;
static int cur; // the configuration
static int way; // the way

static CUfunction fn(const char *base) {
  char name[64];
  snprintf(name, sizeof name, "%s%s", base, ways[way].suffix);
  CUfunction f;
  CHECK(cuModuleGetFunction(&f, mod, name));
  CHECK(cuFuncSetAttribute(f, FUNC_MAX_DYNAMIC_SHARED, 160 * 1024));
  return f;
}

static launchconfig config(unsigned clusters, launchattr *at) {
  memset(at, 0, sizeof *at);
  at->id = LAUNCH_ATTR_CLUSTER_DIM;
  at->v.dim.x = ways[way].size;
  at->v.dim.y = at->v.dim.z = 1;
  launchconfig lc = {clusters * ways[way].size, 1, 1, cfgs[cur].block, 1, 1, cfgs[cur].dyn, 0, at, ways[way].attr};
  return lc;
}

// activeClusters is cuOccupancyMaxActiveClusters for the way and configuration (-1 on an error).
static int activeClusters(CUfunction f, CUresult *r) {
  launchattr at;
  launchconfig lc = config(1, &at);
  int n = -1;
  *r = cuOccupancyMaxActiveClusters(&n, f, &lc);
  return *r ? -1 : n;
}

static int resident(const char *base) {
  CUresult r;
  return activeClusters(fn(base), &r);
}

static CUdeviceptr zalloc(size_t n) {
  CUdeviceptr p;
  CHECK(cuMemAlloc_v2(&p, n));
  CHECK(cuMemsetD8_v2(p, 0, n));
  return p;
}

static const char *launch(CUfunction f, int clusters, void **args) {
  CUresult r;
  if (ways[way].attr) {
    launchattr at;
    launchconfig lc = config(clusters, &at);
    r = cuLaunchKernelEx(&lc, f, args, 0);
  } else {
    r = cuLaunchKernel(f, clusters * ways[way].size, 1, 1, cfgs[cur].block, 1, 1, cfgs[cur].dyn, 0, args, 0);
  }
  if (r == 0) r = cuCtxSynchronize();
  return ename(r);
}

#define HEAD "%s block %d dyn %d %s clusters %d"
#define HARGS(what, n) what, cfgs[cur].block, cfgs[cur].dyn, ways[way].name, n

static void flag(int clusters) {
  CUfunction f = fn("flag");
  int grid = clusters * ways[way].size;
  CUdeviceptr dflag = zalloc(4), dout = zalloc(4 * (size_t)grid);
  void *args[] = {&dflag, &dout, &tlong};
  const char *rc = launch(f, clusters, args);
  int *out = malloc(4 * (size_t)grid);
  CHECK(cuMemcpyDtoH_v2(out, dout, 4 * (size_t)grid));
  int ones = 0;
  for (int i = 1; i < grid; i++) ones += out[i] == 1;
  printf(HEAD ": %s; cluster 0 %s; %d of %d other blocks marked\n", HARGS("flag", clusters), rc,
         out[0] == 2 ? "saw the flag" : out[0] == -1 ? "timed out" : "did not run", ones, grid - 1);
  free(out);
  cuMemFree_v2(dflag);
  cuMemFree_v2(dout);
}

static void chain(int clusters, long long timeout) {
  CUfunction f = fn("chain");
  CUdeviceptr dflags = zalloc(4 * (size_t)clusters);
  void *args[] = {&dflags, &timeout};
  const char *rc = launch(f, clusters, args);
  int *v = malloc(4 * (size_t)clusters);
  CHECK(cuMemcpyDtoH_v2(v, dflags, 4 * (size_t)clusters));
  int right = 0, gaveup = 0;
  for (int i = 0; i < clusters; i++) {
    right += v[i] == clusters - i;
    gaveup += v[i] == -1;
  }
  printf(HEAD ": %s; %d of %d values right; %s\n", HARGS("chain", clusters), rc, right, clusters,
         gaveup ? "some clusters timed out" : "no cluster timed out");
  free(v);
  cuMemFree_v2(dflags);
}

static void forward(int clusters, long long timeout) {
  CUfunction f = fn("forward");
  CUdeviceptr dflags = zalloc(4 * (size_t)clusters);
  void *args[] = {&dflags, &timeout};
  const char *rc = launch(f, clusters, args);
  int *v = malloc(4 * (size_t)clusters);
  CHECK(cuMemcpyDtoH_v2(v, dflags, 4 * (size_t)clusters));
  int right = 0, gaveup = 0;
  for (int i = 0; i < clusters; i++) {
    right += v[i] == i + 1;
    gaveup += v[i] == -1;
  }
  printf(HEAD ": %s; %d of %d values right; %s\n", HARGS("forward", clusters), rc, right, clusters,
         gaveup ? "some clusters timed out" : "no cluster timed out");
  free(v);
  cuMemFree_v2(dflags);
}

static unsigned hostmix(unsigned a, unsigned b, int r) { return (a ^ (b >> 3)) * 2246822519u + (unsigned)r; }

static void barrier(int clusters, int rounds) {
  CUfunction f = fn("persistent");
  int block = cfgs[cur].block;
  unsigned n = (unsigned)(clusters * ways[way].size) * block;
  CUdeviceptr dbuf = zalloc(8 * (size_t)n), dcount = zalloc(4), dgen = zalloc(4), dto = zalloc(4);
  void *args[] = {&dbuf, &dcount, &dgen, &rounds, &tlong, &dto};
  const char *rc = launch(f, clusters, args);
  unsigned *buf = malloc(8 * (size_t)n), *want = malloc(8 * (size_t)n);
  CHECK(cuMemcpyDtoH_v2(buf, dbuf, 8 * (size_t)n));
  for (unsigned i = 0; i < n; i++) want[i] = i * 2654435761u;
  for (int r = 1; r <= rounds; r++) {
    unsigned *src = want + ((r - 1) & 1) * n, *dst = want + (r & 1) * n;
    for (unsigned i = 0; i < n; i++) dst[i] = hostmix(src[(i + block) % n], src[n - 1 - i], r);
  }
  unsigned bad = 0, gen = 0;
  int to = 0;
  for (unsigned i = 0; i < 2 * n; i++) bad += buf[i] != want[i];
  CHECK(cuMemcpyDtoH_v2(&gen, dgen, 4));
  CHECK(cuMemcpyDtoH_v2(&to, dto, 4));
  printf(HEAD " rounds %d: %s; %u of %u words wrong; generation %u; %d timeouts\n", HARGS("barrier", clusters), rounds, rc, bad, 2 * n, gen, to);
  free(buf);
  free(want);
  cuMemFree_v2(dbuf);
  cuMemFree_v2(dcount);
  cuMemFree_v2(dgen);
  cuMemFree_v2(dto);
}

static void over(int clusters, long long timeout) {
  CUfunction f = fn("all_wait_last");
  CUdeviceptr dflag = zalloc(4), dgave = zalloc(4), dseen = zalloc(4);
  void *args[] = {&dflag, &dgave, &dseen, &timeout};
  const char *rc = launch(f, clusters, args);
  int gave = 0, seen = 0;
  CHECK(cuMemcpyDtoH_v2(&gave, dgave, 4));
  CHECK(cuMemcpyDtoH_v2(&seen, dseen, 4));
  printf(HEAD ": %s; %s; the last cluster %s\n", HARGS("over", clusters), rc,
         gave ? "some clusters timed out" : "no cluster timed out",
         seen == 0 ? "never ran" : seen == 1 ? "started before any cluster gave up" : "started after a cluster gave up");
  cuMemFree_v2(dflag);
  cuMemFree_v2(dgave);
  cuMemFree_v2(dseen);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: probe_clusters PTX SECTION [LONG SHORT]\n");
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
  const char *kernels[] = {"flag", "persistent", "chain", "all_wait_last", "forward"};
  if (!strcmp(sec, "occupancy")) {
    printf("multiprocessors %d\n", sms);
  }
  for (cur = 0; cur < NCFG; cur++)
    for (way = 0; way < NWAY; way++) {
      if (!strcmp(sec, "occupancy")) {
        for (int k = 0; k < 5; k++) {
          CUfunction f = fn(kernels[k]);
          int per = -1;
          CUresult r1 = cuOccupancyMaxActiveBlocksPerMultiprocessor(&per, f, cfgs[cur].block, cfgs[cur].dyn), r2;
          int n = activeClusters(f, &r2);
          printf("%s block %d dyn %d %s: %d blocks per multiprocessor (%s), %d clusters (%s)\n", kernels[k], cfgs[cur].block, cfgs[cur].dyn, ways[way].name, per,
                 ename(r1), n, ename(r2));
        }
        continue;
      }
      int R = resident("flag");
      if (R < 2) {
        printf("%s block %d dyn %d %s: %d clusters resident, skipped\n", sec, cfgs[cur].block, cfgs[cur].dyn, ways[way].name, R);
        continue;
      }
      if (!strcmp(sec, "flag")) {
        int grids[] = {2, 3, R - 1, R, R + 1};
        for (int g = 0; g < 5; g++)
          if (grids[g] >= 2) flag(grids[g]);
      } else if (!strcmp(sec, "barrier")) {
        barrier(resident("persistent"), 5);
      } else if (!strcmp(sec, "chain")) {
        int Rc = resident("chain");
        int grids[] = {2, 3, Rc - 1, Rc};
        for (int g = 0; g < 4; g++) chain(grids[g], tlong);
      } else if (!strcmp(sec, "over")) {
        int Rw = resident("all_wait_last");
        over(Rw, 10 * tshort);
        over(Rw + 1, 10 * tshort);
        int per = 0;
        CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per, fn("all_wait_last"), cfgs[cur].block, cfgs[cur].dyn));
        if (per * sms / ways[way].size > Rw + 1) over(per * sms / ways[way].size + 1, 10 * tshort); // blocks that fit, in clusters
        chain(resident("chain") + 1, tshort);
      } else if (!strcmp(sec, "forward")) {
        forward(4 * resident("forward"), 100 * tshort);
      } else {
        printf("no section %s\n", sec);
        return 2;
      }
    }
  return 0;
}
