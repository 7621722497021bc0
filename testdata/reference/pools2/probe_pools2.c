// probe_pools2 measures what the real driver answers to sharing a memory
// pool between processes (cuMemPoolCreate with a POSIX file descriptor
// handle type, cuMemPoolExportToShareableHandle/ImportFromShareableHandle,
// cuMemPoolExportPointer/ImportPointer, access and freeing on either side,
// and every misuse), to CUDA 13's managed and host pools and pool entry
// points taking a location and an allocation type (cuMemGetDefaultMemPool,
// cuMemGetMemPool, cuMemSetMemPool), to cuGetProcAddress_v2 asked for
// newer CUDA versions, and to cuGetExportTable asked for a table it does not
// know.
//
// Usage: probe_pools2 IMAGE SECTION [ARGS] (IMAGE: testdata/reference/
// kernels.fatbin). Each section runs in its own process (run.sh loops over
// them). Section `export` forks a child (an exec of this probe, section
// `exportchild`) and hands it the pool's file descriptor over a unix socket
// with SCM_RIGHTS, as real programs do, plus the pointers' export data.
// Output: one line a call, `call -> CODE_NAME`, and facts on indented
// lines; the child's lines start with "[child] ". Addresses, handles and
// descriptors are printed as facts about them, never raw.
//
// It declares the types and calls it needs itself (no cuda.h), calling the
// exported symbols by their exact names, so that the same source runs
// against the real libcuda.so.1 and against cudasim's.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
typedef struct CUevent_st *CUevent;

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUmemPoolHandle_st *CUmemoryPool;
typedef struct { int type; int id; } CUmemLocation;
typedef struct { CUmemLocation location; int flags; } CUmemAccessDesc;
typedef struct {
  int allocType, handleTypes;
  CUmemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
} CUmemPoolProps;
typedef struct { unsigned char reserved[64]; } CUmemPoolPtrExportData;
typedef struct { unsigned char bytes[16]; } CUuuid;

CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDriverGetVersion(int *);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxSynchronize(void);
CUresult cuMemGetInfo_v2(size_t *, size_t *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, CUstream);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t);
CUresult cuStreamCreate(CUstream *, unsigned);
CUresult cuEventCreate(CUevent *, unsigned);
CUresult cuEventRecord(CUevent, CUstream);
CUresult cuEventSynchronize(CUevent);
CUresult cuStreamSynchronize(CUstream);
CUresult cuModuleLoadData(CUmodule *, const void *);
CUresult cuModuleGetFunction(CUfunction *, CUmodule, const char *);
CUresult cuLaunchKernel(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
CUresult cuPointerGetAttribute(void *, int, CUdeviceptr);
CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *, CUdevice);
CUresult cuDeviceGetMemPool(CUmemoryPool *, CUdevice);
CUresult cuDeviceSetMemPool(CUdevice, CUmemoryPool);
CUresult cuMemGetDefaultMemPool(CUmemoryPool *, CUmemLocation *, int);
CUresult cuMemGetMemPool(CUmemoryPool *, CUmemLocation *, int);
CUresult cuMemSetMemPool(CUmemLocation *, int, CUmemoryPool);
CUresult cuMemPoolCreate(CUmemoryPool *, const CUmemPoolProps *);
CUresult cuMemPoolDestroy(CUmemoryPool);
CUresult cuMemPoolGetAttribute(CUmemoryPool, int, void *);
CUresult cuMemPoolSetAttribute(CUmemoryPool, int, void *);
CUresult cuMemPoolTrimTo(CUmemoryPool, size_t);
CUresult cuMemPoolSetAccess(CUmemoryPool, const CUmemAccessDesc *, size_t);
CUresult cuMemPoolGetAccess(int *, CUmemoryPool, CUmemLocation *);
CUresult cuMemPoolExportToShareableHandle(void *, CUmemoryPool, int, unsigned long long);
CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool *, void *, int, unsigned long long);
CUresult cuMemPoolExportPointer(CUmemPoolPtrExportData *, CUdeviceptr);
CUresult cuMemPoolImportPointer(CUdeviceptr *, CUmemoryPool, CUmemPoolPtrExportData *);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, CUstream);
CUresult cuMemAllocFromPoolAsync(CUdeviceptr *, size_t, CUmemoryPool, CUstream);
CUresult cuMemFreeAsync(CUdeviceptr, CUstream);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemAdvise_v2(CUdeviceptr, size_t, int, CUmemLocation);
CUresult cuMemPrefetchAsync_v2(CUdeviceptr, size_t, CUmemLocation, unsigned, CUstream);
CUresult cuMemRangeGetAttribute(void *, size_t, int, CUdeviceptr, size_t);
CUresult cuMemPrefetchBatchAsync(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream);
CUresult cuMemDiscardBatchAsync(CUdeviceptr *, size_t *, size_t, unsigned long long, CUstream);
CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *, size_t *, size_t, CUmemLocation *, size_t *, size_t, unsigned long long, CUstream);
CUresult cuGetProcAddress(const char *, void **, int, unsigned long long);
CUresult cuGetProcAddress_v2(const char *, void **, int, unsigned long long, int *);
CUresult cuGetExportTable(const void **, const CUuuid *);

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}
static const char *who = "";
#define R(call) printf("%s%s -> %s\n", who, #call, name(call))
#define F(...) (printf("%s  ", who), printf(__VA_ARGS__))
#define MiB (1024ull * 1024)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(sz + 1);
  if (fread(b, 1, sz, f) != (size_t)sz) exit(1);
  b[sz] = 0; fclose(f); return b;
}

static const char *attrname[] = {"?", "REUSE_FOLLOW_EVENT_DEPENDENCIES", "REUSE_ALLOW_OPPORTUNISTIC",
  "REUSE_ALLOW_INTERNAL_DEPENDENCIES", "RELEASE_THRESHOLD", "RESERVED_MEM_CURRENT", "RESERVED_MEM_HIGH",
  "USED_MEM_CURRENT", "USED_MEM_HIGH"};
static void attrs(const char *what, CUmemoryPool p) {
  for (int a = 1; a <= 8; a++) {
    unsigned long long v = 0x7777777777777777ull;
    CUresult r = cuMemPoolGetAttribute(p, a, &v);
    if (a <= 3) v &= 0xffffffffull;  // an int
    F("%s %s -> %s %llu\n", what, attrname[a], name(r), v);
  }
  for (int a = 9; a <= 16; a++) {  // beyond CUDA 12's attributes
    unsigned long long v = 0x7777777777777777ull;
    CUresult r = cuMemPoolGetAttribute(p, a, &v);
    F("%s attribute %d -> %s%s\n", what, a, name(r), r == 0 ? (v == 0x7777777777777777ull ? " unwritten" : " written") : "");
    if (r == 0) F("  low 32 bits %u, 64 bits %llu\n", (unsigned)v, v);
  }
}
static unsigned long long attr(CUmemoryPool p, int a) {
  unsigned long long v = 0; cuMemPoolGetAttribute(p, a, &v); return v;
}
static size_t freemem(void) { size_t f = 0, t = 0; cuMemGetInfo_v2(&f, &t); return f; }
static void delta(const char *what, size_t before) {
  size_t now = freemem();
  F("free %s: %lld bytes less (%lld MiB)\n", what, (long long)(before - now), (long long)(before - now) / (long long)MiB);
}
static void rel(const char *what, CUdeviceptr p, CUdeviceptr base) {
  if (p == 0) F("%s = 0\n", what);
  else F("%s = base%+lld\n", what, (long long)(p - base));
}
static void poolaccess(const char *what, CUmemoryPool p, int dev) {
  CUmemLocation l = {1, dev}; int fl = -7;
  CUresult r = cuMemPoolGetAccess(&fl, p, &l);
  F("%s access(dev %d) -> %s %d\n", what, dev, name(r), fl);
}
// ptrattrs prints what cuPointerGetAttribute says of p (pool: the pool it
// should come from, or NULL).
static void ptrattrs(const char *what, CUdeviceptr p, CUmemoryPool pool) {
  static const int as[] = {2, 8, 9, 10, 11, 12, 13, 14, 16, 17};
  static const char *an[] = {"MEMORY_TYPE", "IS_MANAGED", "DEVICE_ORDINAL", "IS_LEGACY_CUDA_IPC_CAPABLE",
    "RANGE_START_ADDR", "RANGE_SIZE", "MAPPED", "ALLOWED_HANDLE_TYPES", "ACCESS_FLAGS", "MEMPOOL_HANDLE"};
  for (int i = 0; i < 10; i++) {
    unsigned long long v = 0x7777777777777777ull;
    CUresult r = cuPointerGetAttribute(&v, as[i], p);
    if (r != 0) { F("%s %s -> %s\n", what, an[i], name(r)); continue; }
    if (as[i] == 11) F("%s %s -> %s start=p%+lld\n", what, an[i], name(r), (long long)(v - p));
    else if (as[i] == 17) F("%s %s -> %s %s\n", what, an[i], name(r), v == (unsigned long long)(uintptr_t)pool ? "the pool" : v == 0 ? "NULL" : "another");
    else if (as[i] == 2 || as[i] == 8 || as[i] == 9 || as[i] == 10 || as[i] == 13 || as[i] == 16) F("%s %s -> %s %d\n", what, an[i], name(r), (int)v);
    else F("%s %s -> %s %llu\n", what, an[i], name(r), v);
  }
}
static void words(const char *what, CUdeviceptr p) {
  unsigned v[16]; memset(v, 0x77, sizeof v);
  CUresult r = cuMemcpyDtoH_v2(v, p, sizeof v);
  F("%s: cuMemcpyDtoH -> %s %u %u %u\n", what, name(r), v[0], v[1], v[15]);
}

// Messages between the exporter and the importer: a step number, the
// export data of three pointers, and (first message) the pool's fd.
struct msg { int step; CUmemPoolPtrExportData e[3]; };
static void sendmsgfd(int sock, struct msg *m, int fd) {
  struct iovec io = {m, sizeof *m};
  char cbuf[CMSG_SPACE(sizeof(int))]; memset(cbuf, 0, sizeof cbuf);
  struct msghdr h; memset(&h, 0, sizeof h);
  h.msg_iov = &io; h.msg_iovlen = 1;
  if (fd >= 0) {
    h.msg_control = cbuf; h.msg_controllen = sizeof cbuf;
    struct cmsghdr *c = CMSG_FIRSTHDR(&h);
    c->cmsg_level = SOL_SOCKET; c->cmsg_type = SCM_RIGHTS; c->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(c), &fd, sizeof fd);
  }
  fflush(stdout);
  if (sendmsg(sock, &h, 0) != (ssize_t)sizeof *m) { perror("sendmsg"); exit(3); }
}
static int recvmsgfd(int sock, struct msg *m) {
  struct iovec io = {m, sizeof *m};
  char cbuf[CMSG_SPACE(sizeof(int))];
  struct msghdr h; memset(&h, 0, sizeof h);
  h.msg_iov = &io; h.msg_iovlen = 1; h.msg_control = cbuf; h.msg_controllen = sizeof cbuf;
  fflush(stdout);
  ssize_t n = recvmsg(sock, &h, MSG_WAITALL);
  if (n != (ssize_t)sizeof *m) { printf("%srecvmsg: %zd bytes\n", who, n); fflush(stdout); exit(3); }
  int fd = -1;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&h); c; c = CMSG_NXTHDR(&h, c))
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) memcpy(&fd, CMSG_DATA(c), sizeof fd);
  return fd;
}
static void say(int sock, int step) { struct msg m; memset(&m, 0, sizeof m); m.step = step; sendmsgfd(sock, &m, -1); }
static void hear(int sock, int step) {
  struct msg m; recvmsgfd(sock, &m);
  if (m.step != step) { printf("%sexpected step %d, got %d\n", who, step, m.step); fflush(stdout); exit(3); }
}

static CUmemPoolProps props(int allocType, int handleTypes, int ltype, int lid) {
  CUmemPoolProps pp; memset(&pp, 0, sizeof pp);
  pp.allocType = allocType; pp.handleTypes = handleTypes; pp.location.type = ltype; pp.location.id = lid;
  return pp;
}

static CUfunction addOne;
static CUresult addone(CUdeviceptr p, int n, CUstream s) {
  void *args[] = {&p, &n};
  return cuLaunchKernel(addOne, 1, 1, 1, 32, 1, 1, 0, s, args, 0);
}

static const char *locname(CUmemLocation l) {
  static char b[64];
  static const char *t[] = {"INVALID", "DEVICE", "HOST", "HOST_NUMA", "HOST_NUMA_CURRENT"};
  snprintf(b, sizeof b, "%s %d", l.type >= 0 && l.type <= 4 ? t[l.type] : "type?", l.id);
  return b;
}

// procaddr: which entry point cuGetProcAddress_v2 hands out, named by the
// exported symbol with the same address.
static void *libcuda;
static const char *whichsym(const char *base, void *fn) {
  static char b[128];
  static const char *vs[] = {"", "_v2", "_v3", "_v4"};
  static const char *ss[] = {"", "_ptds", "_ptsz"};
  if (!fn) return "NULL";
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++) {
      snprintf(b, sizeof b, "%s%s%s", base, vs[i], ss[j]);
      if (dlsym(libcuda, b) == fn) return b;
    }
  return "unnamed";
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: probe_pools2 image section [args]\n"); return 2; }
  const char *sec = argv[2];
  setvbuf(stdout, NULL, _IOLBF, 0);  // a crash loses no line already printed
  if (!strcmp(sec, "exportchild") || !strcmp(sec, "export2child")) who = "[child] ";
  printf("%s# section %s\n", who, sec);
  char *img = slurp(argv[1]);

  if (!strcmp(sec, "exporttable")) {
    // a made-up UUID, before and after cuInit; then any UUIDs named on the
    // command line (the ones cuda.bindings asked cudasim for): only the
    // code and whether a table came back.
    CUuuid madeup; for (int i = 0; i < 16; i++) madeup.bytes[i] = (unsigned char)(0xa5 ^ (i * 37));
    const void *t = (const void *)0x77;
    R(cuGetExportTable(&t, &madeup));
    F("table %s\n", t == (const void *)0x77 ? "unwritten" : t ? "nonzero" : "NULL");
    R(cuInit(0));
    t = (const void *)0x77;
    R(cuGetExportTable(&t, &madeup));
    F("table %s\n", t == (const void *)0x77 ? "unwritten" : t ? "nonzero" : "NULL");
    R(cuGetExportTable(NULL, &madeup));
    t = (const void *)0x77;
    R(cuGetExportTable(&t, NULL));
    F("table %s\n", t == (const void *)0x77 ? "unwritten" : t ? "nonzero" : "NULL");
    for (int a = 3; a < argc; a++) {
      CUuuid u; memset(&u, 0, sizeof u);
      for (int i = 0; i < 16 && argv[a][2 * i] && argv[a][2 * i + 1]; i++) { unsigned v; sscanf(argv[a] + 2 * i, "%2x", &v); u.bytes[i] = v; }
      t = (const void *)0x77;
      CUresult r = cuGetExportTable(&t, &u);
      printf("cuGetExportTable(&t, %s) -> %s\n", argv[a], name(r));
      F("table %s\n", t == (const void *)0x77 ? "unwritten" : t ? "nonzero" : "NULL");
    }
    return 0;
  }

  if (!strcmp(sec, "procaddr")) {
    libcuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    if (!libcuda) { printf("dlopen: %s\n", dlerror()); return 1; }
    int dv = -1; R(cuDriverGetVersion(&dv)); F("driver version %d\n", dv);
    R(cuInit(0));
    static const char *syms[] = {"cuGetProcAddress", "cuMemAlloc", "cuCtxCreate", "cuMemPoolCreate", "cuMemGetDefaultMemPool",
      "cuStreamBeginCapture", "cuGraphInstantiate", "cuLaunchKernel", "cuMemcpy", "cuStreamGetCaptureInfo", "cuGraphAddNode",
      "cuGraphGetEdges", "cuDeviceGetUuid", "cuMemGetInfo", "cuStreamWaitEvent", "cuKernelGetName", "cuMemcpyBatchAsync",
      "cuCtxGetDevice", "cuMemPrefetchAsync", "cuMemAdvise", "cuGraphExecUpdate", "cuEventElapsedTime", "cuDeviceGetAttribute",
      "cuNoSuchThing"};
    static const int vers[] = {11030, 12000, 12080, 12090, 13000, 13010, 13020, 13030, 13050, 13090, 14000, 20000};
    for (size_t i = 0; i < sizeof syms / sizeof *syms; i++)
      for (size_t j = 0; j < sizeof vers / sizeof *vers; j++) {
        void *fn = (void *)0x77; int st = -7;
        CUresult r = cuGetProcAddress_v2(syms[i], &fn, vers[j], 0, &st);
        printf("cuGetProcAddress_v2(%s, %d, 0) -> %s status %d %s\n", syms[i], vers[j], name(r), st,
               fn == (void *)0x77 ? "unwritten" : whichsym(syms[i], fn));
      }
    static const int pvers[] = {13000, 13030};
    static const char *psyms[] = {"cuMemcpy", "cuLaunchKernel", "cuStreamBeginCapture", "cuMemAlloc"};
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 2; j++)
        for (unsigned long long fl = 1; fl <= 4; fl *= 2) {
          void *fn = (void *)0x77; int st = -7;
          CUresult r = cuGetProcAddress_v2(psyms[i], &fn, pvers[j], fl, &st);
          printf("cuGetProcAddress_v2(%s, %d, %llu) -> %s status %d %s\n", psyms[i], pvers[j], fl, name(r), st,
                 fn == (void *)0x77 ? "unwritten" : whichsym(psyms[i], fn));
        }
    for (int j = 0; j < 12; j++) {
      void *fn = (void *)0x77;
      CUresult r = cuGetProcAddress("cuMemAlloc", &fn, vers[j], 0);
      printf("cuGetProcAddress(cuMemAlloc, %d, 0) -> %s %s\n", vers[j], name(r), fn == (void *)0x77 ? "unwritten" : whichsym("cuMemAlloc", fn));
    }
    { void *fn = (void *)0x77; int st = -7; CUresult r = cuGetProcAddress_v2("cuMemAlloc", &fn, 13030, 0, NULL);
      printf("cuGetProcAddress_v2(cuMemAlloc, 13030, 0, NULL status) -> %s %s\n", name(r), fn == (void *)0x77 ? "unwritten" : whichsym("cuMemAlloc", fn)); (void)st; }
    { void *fn = (void *)0x77; int st = -7; CUresult r = cuGetProcAddress_v2("cuMemAlloc", &fn, -1, 0, &st);
      printf("cuGetProcAddress_v2(cuMemAlloc, -1, 0) -> %s status %d %s\n", name(r), st, fn == (void *)0x77 ? "unwritten" : whichsym("cuMemAlloc", fn)); }
    return 0;
  }

  R(cuInit(0));
  CUdevice d0 = -1; R(cuDeviceGet(&d0, 0));
  CUcontext c0 = 0; R(cuDevicePrimaryCtxRetain(&c0, d0));
  R(cuCtxSetCurrent(c0));
  CUstream s = 0; R(cuStreamCreate(&s, 1));
  CUmodule mod = 0;
  if (cuModuleLoadData(&mod, img) != 0 || cuModuleGetFunction(&addOne, mod, "addOne") != 0) { printf("no addOne\n"); return 1; }
  CUmemoryPool pool = 0; R(cuDeviceGetDefaultMemPool(&pool, d0));
  CUmemAccessDesc rw0 = {{1, 0}, 3}, r0 = {{1, 0}, 1}, none0 = {{1, 0}, 0};
  size_t before;

  if (!strcmp(sec, "export")) {
    // pinned host memory when argv[3] is "host" (not run on the H200:
    // TestPools2HostExport checks cudasim against itself)
    int hostpool = argc > 3 && !strcmp(argv[3], "host");
    CUmemPoolProps pp = props(1, 1, hostpool ? 2 : 1, 0);
    CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &pp));
    attrs("exportable", p);
    int fd = -1; R(cuMemPoolExportToShareableHandle(&fd, p, 1, 0));
    F("fd>=0: %d\n", fd >= 0);
    { int fl = fcntl(fd, F_GETFD); F("fd open: %d cloexec: %d\n", fl >= 0, fl >= 0 && (fl & FD_CLOEXEC) != 0); }
    CUdeviceptr a = 0, b = 0, c = 0;
    before = freemem();
    R(cuMemAllocFromPoolAsync(&a, 4096, p, s));
    R(cuMemAllocFromPoolAsync(&b, 1000, p, s));
    rel("b", b, a);
    delta("after a and b", before);
    unsigned host[16]; for (int i = 0; i < 16; i++) host[i] = 1000 + i;
    R(cuStreamSynchronize(s));
    R(cuMemcpyHtoD_v2(a, host, sizeof host));
    for (int i = 0; i < 16; i++) host[i] = 2000 + i;
    R(cuMemcpyHtoD_v2(b, host, sizeof host));
    ptrattrs("a", a, p);
    struct msg m; memset(&m, 0, sizeof m); m.step = 1;
    R(cuMemPoolExportPointer(&m.e[0], a));
    R(cuMemPoolExportPointer(&m.e[1], b));
    { CUmemPoolPtrExportData again; memset(&again, 0, sizeof again);
      R(cuMemPoolExportPointer(&again, a));
      F("exporting a again gives the same data: %d; a's and b's differ: %d\n", !memcmp(&again, &m.e[0], sizeof again), !!memcmp(&m.e[0], &m.e[1], sizeof again)); }
    R(cuMemAllocFromPoolAsync(&c, 4096, p, s));
    R(cuMemPoolExportPointer(&m.e[2], c));
    R(cuMemFreeAsync(c, s));
    R(cuStreamSynchronize(s));
    F("(c exported, then freed before the child imports it)\n");
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) { perror("socketpair"); return 1; }
    char sockarg[16]; snprintf(sockarg, sizeof sockarg, "%d", sv[1]);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) { close(sv[0]); execl("/proc/self/exe", argv[0], argv[1], "exportchild", sockarg, (char *)0); _exit(127); }
    close(sv[1]);
    sendmsgfd(sv[0], &m, fd);
    hear(sv[0], 2);
    printf("# parent, step 2\n");
    words("parent reads a", a);
    words("parent reads b", b);
    R(cuMemFreeAsync(b, s));
    R(cuStreamSynchronize(s));
    F("used=%llu reserved=%llu\n", attr(p, 7), attr(p, 5));
    say(sv[0], 3);
    hear(sv[0], 4);
    printf("# parent, step 4\n");
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    F("used=%llu reserved=%llu\n", attr(p, 7), attr(p, 5));
    say(sv[0], 5);
    hear(sv[0], 6);
    printf("# parent, step 6\n");
    R(cuMemPoolDestroy(p));
    say(sv[0], 7);
    int st = 0; waitpid(pid, &st, 0);
    printf("# back in the parent: child exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st));
    F("fd still open: %d\n", fcntl(fd, F_GETFD) >= 0);
    close(fd);
    return 0;
  }

  if (!strcmp(sec, "export2")) {
    CUmemPoolProps pp = props(1, 1, 1, 0);
    CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &pp));
    int fd = -1; R(cuMemPoolExportToShareableHandle(&fd, p, 1, 0));
    CUdeviceptr a = 0; R(cuMemAllocFromPoolAsync(&a, 4096, p, s)); R(cuStreamSynchronize(s));
    struct msg m; memset(&m, 0, sizeof m); m.step = 1;
    R(cuMemPoolExportPointer(&m.e[0], a));
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) { perror("socketpair"); return 1; }
    char sockarg[16]; snprintf(sockarg, sizeof sockarg, "%d", sv[1]);
    pid_t pid = fork();
    if (pid == 0) { close(sv[0]); execl("/proc/self/exe", argv[0], argv[1], "export2child", sockarg, (char *)0); _exit(127); }
    close(sv[1]);
    sendmsgfd(sv[0], &m, fd);
    hear(sv[0], 2);
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(p));
    int st = 0; waitpid(pid, &st, 0);
    printf("# back in the parent: child exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st));
    return 0;
  }

  if (!strcmp(sec, "export2child")) {
    who = "[child] ";
    int sock = atoi(argv[3]);
    struct msg m; int fd = recvmsgfd(sock, &m);
    CUmemoryPool ip = 0, ip2 = 0; CUdeviceptr ia = 0;
    R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd, 1, 0));
    R(cuMemPoolDestroy(ip));
    R(cuMemPoolImportFromShareableHandle(&ip2, (void *)(uintptr_t)fd, 1, 0));
    F("imported again: same handle %d\n", ip2 == ip);
    R(cuMemPoolImportPointer(&ia, ip2, &m.e[0]));
    R(cuMemPoolDestroy(ip2));
    R(cuMemFreeAsync(ia, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(ip2));
    R(cuMemPoolImportPointer(&ia, ip2, &m.e[0]));
    CUmemoryPool ip3 = 0;
    R(cuMemPoolImportFromShareableHandle(&ip3, (void *)(uintptr_t)fd, 1, 0));
    F("imported after destroy: same handle %d\n", ip3 == ip2);
    R(cuMemPoolImportPointer(&ia, ip3, &m.e[0]));
    R(cuMemFree_v2(ia));
    R(cuMemPoolDestroy(ip3));
    say(sock, 2);
    return 0;
  }

  if (!strcmp(sec, "exportchild")) {
    int sock = atoi(argv[3]);
    struct msg m; int fd = recvmsgfd(sock, &m);
    F("received fd>=0: %d\n", fd >= 0);
    CUmemoryPool ip = 0, ip2 = 0;
    R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd, 1, 0));
    F("imported nonzero=%d differs from default=%d\n", ip != 0, ip != pool);
    attrs("imported", ip);
    poolaccess("imported", ip, 0);
    R(cuMemPoolImportFromShareableHandle(&ip2, (void *)(uintptr_t)fd, 1, 0));
    F("second import: same pool %d\n", ip2 == ip);
    CUdeviceptr ia = 0, ia2 = 0, ib = 0, ic = 0, x = 0;
    R(cuMemPoolImportPointer(&ia, ip, &m.e[0]));
    F("ia nonzero %d\n", ia != 0);
    R(cuMemPoolImportPointer(&ia2, ip, &m.e[0]));
    F("second import of a: %s\n", ia2 == 0 ? "0" : ia2 == ia ? "same address" : "another address");
    R(cuMemPoolImportPointer(&ib, ip, &m.e[1]));
    rel("ib", ib, ia);
    R(cuMemPoolImportPointer(&ic, ip, &m.e[2]));
    F("ic (freed by the exporter) %s\n", ic == 0 ? "0" : "nonzero");
    words("child reads a", ia);
    words("child reads b", ib);
    ptrattrs("ia", ia, ip);
    R(cuMemPoolSetAccess(ip, &rw0, 1));
    poolaccess("imported after set rw", ip, 0);
    R(cuMemPoolSetAccess(ip, &r0, 1));
    poolaccess("imported after set read", ip, 0);
    R(cuMemPoolSetAccess(ip, &none0, 1));
    poolaccess("imported after set none", ip, 0);
    R(cuMemPoolSetAccess(ip, &rw0, 1));
    R(cuMemsetD32_v2(ia, 77, 1));
    if (ia) R(addone(ia, 16, s));  // never a kernel on a NULL pointer: a fault would end the context
    R(cuStreamSynchronize(s));
    words("child reads a after memset and addOne", ia);
    R(cuMemAllocFromPoolAsync(&x, 100, ip, s));
    { unsigned long long v = 1 << 20; R(cuMemPoolSetAttribute(ip, 4, &v)); }
    { int v = 0; R(cuMemPoolSetAttribute(ip, 2, &v)); }
    { unsigned long long v = 0; R(cuMemPoolSetAttribute(ip, 6, &v)); }
    R(cuMemPoolTrimTo(ip, 0));
    R(cuDeviceSetMemPool(d0, ip));
    { int h = -1; R(cuMemPoolExportToShareableHandle(&h, ip, 1, 0)); F("fd>=0: %d\n", h >= 0); }
    { CUmemPoolPtrExportData e; R(cuMemPoolExportPointer(&e, ia)); }
    R(cuMemFree_v2(ib));
    R(cuMemFreeAsync(ib, s));
    R(cuStreamSynchronize(s));
    R(cuMemFreeAsync(ib, s));
    R(cuStreamSynchronize(s));
    say(sock, 2);
    hear(sock, 3);
    printf("[child] # step 3\n");
    words("child reads b after both freed it", ib);
    R(cuMemPoolImportPointer(&ib, ip, &m.e[1]));
    R(cuMemFreeAsync(ia2, s));
    R(cuStreamSynchronize(s));
    words("child reads a after freeing one of two imports", ia);
    R(cuMemFreeAsync(ia, s));
    R(cuStreamSynchronize(s));
    R(cuMemFreeAsync(ia, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolImportPointer(&ia, ip, &m.e[0]));
    F("ia nonzero %d\n", ia != 0);
    say(sock, 4);
    hear(sock, 5);
    printf("[child] # step 5\n");
    words("child reads a after the exporter freed it", ia);
    R(cuMemPoolImportPointer(&ic, ip, &m.e[0]));
    R(cuMemFreeAsync(ia, s));
    R(cuStreamSynchronize(s));
    say(sock, 6);
    hear(sock, 7);
    printf("[child] # step 7\n");
    R(cuMemPoolImportPointer(&ic, ip, &m.e[0]));
    attrs("imported after the exporter destroyed", ip);
    R(cuMemPoolDestroy(ip));
    R(cuMemPoolDestroy(ip));
    CUmemoryPool ip3 = 0;
    R(cuMemPoolImportFromShareableHandle(&ip3, (void *)(uintptr_t)fd, 1, 0));
    if (ip3) R(cuMemPoolDestroy(ip3));
    fflush(stdout);
    return 0;
  }

  if (!strcmp(sec, "misuse")) {
    CUmemPoolProps pp = props(1, 0, 1, 0);
    CUmemoryPool p0 = 0, p1 = 0, p2 = 0, ip = 0;
    int fd = -7;
    R(cuMemPoolExportToShareableHandle(&fd, pool, 1, 0));
    F("fd %s\n", fd == -7 ? "unwritten" : fd >= 0 ? ">=0" : "<0");
    R(cuMemPoolCreate(&p0, &pp));
    fd = -7; R(cuMemPoolExportToShareableHandle(&fd, p0, 1, 0));
    F("fd %s\n", fd == -7 ? "unwritten" : fd >= 0 ? ">=0" : "<0");
    static const int hts[] = {2, 4, 8, 3, 9, 16, 0x20, -1};
    for (int i = 0; i < 8; i++) {
      CUmemPoolProps q = props(1, hts[i], 1, 0); CUmemoryPool t = 0;
      CUresult r = cuMemPoolCreate(&t, &q);
      printf("cuMemPoolCreate(handleTypes %d) -> %s\n", hts[i], name(r));
      if (r == 0) {
        int h = -7; r = cuMemPoolExportToShareableHandle(&h, t, 1, 0);
        F("export as fd -> %s\n", name(r));
        if (r == 0) close(h);
        cuMemPoolDestroy(t);
      }
    }
    pp.handleTypes = 1;
    R(cuMemPoolCreate(&p1, &pp));
    R(cuMemPoolCreate(&p2, &pp));
    static const int ets[] = {0, 2, 4, 8, 3, 16};
    for (int i = 0; i < 6; i++) {
      int h = -7; unsigned long long big[4] = {7, 7, 7, 7};
      CUresult r = cuMemPoolExportToShareableHandle(ets[i] == 8 ? (void *)big : (void *)&h, p1, ets[i], 0);
      printf("cuMemPoolExportToShareableHandle(&h, p1, %d, 0) -> %s\n", ets[i], name(r));
    }
    fd = -7; R(cuMemPoolExportToShareableHandle(&fd, p1, 1, 1));
    F("fd %s\n", fd == -7 ? "unwritten" : fd >= 0 ? ">=0" : "<0");
    if (fd >= 0) close(fd);
    int fd1 = -1, fd1b = -1; R(cuMemPoolExportToShareableHandle(&fd1, p1, 1, 0));
    R(cuMemPoolExportToShareableHandle(&fd1b, p1, 1, 0));
    F("two exports: distinct fds %d\n", fd1 != fd1b);
    // imports in the exporting process itself, and of bad descriptors
    R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd1, 1, 0));
    F("own import: %s\n", ip == 0 ? "0" : ip == p1 ? "the same pool" : "another handle");
    if (ip && ip != p1) { poolaccess("own import", ip, 0); R(cuMemPoolDestroy(ip)); }
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(intptr_t)-1, 1, 0));
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)9999, 1, 0));
    int devnull = open("/dev/null", O_RDWR);
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)devnull, 1, 0));
    int reg = open(argv[1], O_RDONLY);
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)reg, 1, 0));
    int pfd[2]; if (pipe(pfd) != 0) return 1;
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)pfd[0], 1, 0));
    for (int i = 0; i < 6; i++) {
      ip = 0;
      CUresult r = cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd1b, ets[i], 0);
      printf("cuMemPoolImportFromShareableHandle(&ip, fd, %d, 0) -> %s\n", ets[i], name(r));
      if (r == 0 && ip != p1) cuMemPoolDestroy(ip);
    }
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd1b, 1, 1));
    if (ip && ip != p1) cuMemPoolDestroy(ip);
    // pointers
    CUdeviceptr a = 0, b = 0, d = 0, m = 0, z = 0, ia = 0;
    CUmemPoolPtrExportData e, e2; memset(&e, 0, sizeof e); memset(&e2, 0, sizeof e2);
    R(cuMemAllocFromPoolAsync(&a, 4096, p1, s));
    R(cuMemAllocFromPoolAsync(&b, 4096, p2, s));
    R(cuMemAllocFromPoolAsync(&d, 4096, pool, s));
    R(cuMemAllocFromPoolAsync(&z, 4096, p0, s));
    R(cuMemAlloc_v2(&m, 4096));
    R(cuStreamSynchronize(s));
    R(cuMemPoolExportPointer(&e, a));
    R(cuMemPoolExportPointer(&e2, a + 256));
    F("interior pointer's data same as a's: %d\n", !memcmp(&e, &e2, sizeof e));
    R(cuMemPoolExportPointer(&e2, a + 4096));
    R(cuMemPoolExportPointer(&e2, d));
    R(cuMemPoolExportPointer(&e2, z));
    R(cuMemPoolExportPointer(&e2, m));
    R(cuMemPoolExportPointer(&e2, 0));
    R(cuMemPoolExportPointer(&e2, 0x1000));
    R(cuMemPoolImportPointer(&ia, p1, &e));
    F("import into the exporting pool: %s\n", ia == 0 ? "0" : ia == a ? "a itself" : "another address");
    ia = 0; R(cuMemPoolImportPointer(&ia, p2, &e));
    F("import into another pool: %s\n", ia == 0 ? "0" : ia == a ? "a itself" : "another address");
    ia = 0; R(cuMemPoolImportPointer(&ia, pool, &e));
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolExportPointer(&e2, a));
    ia = 0; R(cuMemPoolImportPointer(&ia, p1, &e));
    // destroy with live allocations and exported descriptors
    R(cuMemPoolDestroy(p2));
    R(cuMemFreeAsync(b, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(p1));
    F("fd after destroy open: %d\n", fcntl(fd1, F_GETFD) >= 0);
    ip = 0; R(cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd1, 1, 0));
    F("import after the pool's destruction: %s\n", ip == 0 ? "0" : "nonzero");
    if (ip) { R(cuMemPoolImportPointer(&ia, ip, &e)); R(cuMemPoolDestroy(ip)); }
    // fabric handles
    pp.handleTypes = 8;
    CUmemoryPool pf = 0; R(cuMemPoolCreate(&pf, &pp));
    if (pf) cuMemPoolDestroy(pf);
    R(cuMemFreeAsync(d, s));
    R(cuMemFreeAsync(z, s));
    R(cuMemFree_v2(m));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(p0));
    return 0;
  }

  if (!strcmp(sec, "nulls")) {  // calls that might crash, each last
    int w = argc > 3 ? atoi(argv[3]) : 0;
    CUmemPoolProps pp = props(1, 1, 1, 0);
    CUmemoryPool p = 0; cuMemPoolCreate(&p, &pp);
    int fd = -1; cuMemPoolExportToShareableHandle(&fd, p, 1, 0);
    CUdeviceptr a = 0; cuMemAllocFromPoolAsync(&a, 4096, p, s); cuStreamSynchronize(s);
    CUmemPoolPtrExportData e; cuMemPoolExportPointer(&e, a);
    CUmemLocation l = {1, 0};
    CUdeviceptr ia = 0;
    if (w == 1) R(cuMemPoolExportToShareableHandle(NULL, p, 1, 0));
    if (w == 2) R(cuMemPoolImportFromShareableHandle(NULL, (void *)(uintptr_t)fd, 1, 0));
    if (w == 3) R(cuMemPoolExportPointer(NULL, a));
    if (w == 4) R(cuMemPoolImportPointer(NULL, p, &e));
    if (w == 5) R(cuMemPoolImportPointer(&ia, p, NULL));
    if (w == 6) R(cuMemGetDefaultMemPool(NULL, &l, 1));
    if (w == 7) R(cuMemGetDefaultMemPool(&p, NULL, 1));
    if (w == 8) R(cuMemGetMemPool(&p, NULL, 2));
    if (w == 9) R(cuMemSetMemPool(NULL, 1, pool));
    if (w == 10) R(cuMemGetDefaultMemPool(&p, NULL, 2));
    if (w == 11) R(cuMemPoolExportToShareableHandle(&fd, NULL, 1, 0));
    if (w == 12) R(cuMemPoolImportPointer(&ia, NULL, &e));
    CUmemPoolPtrExportData junk; memset(&junk, w == 13 ? 0 : 0xab, sizeof junk);
    if (w == 13 || w == 14) R(cuMemPoolImportPointer(&ia, p, &junk));
    if (w == 15) R(cuMemPoolDestroy(pool));
    if (w == 16) R(cuMemPoolExportPointer(&e, 0));
    return 0;
  }

  if (!strcmp(sec, "locations")) {
    // cuMemGetDefaultMemPool / cuMemGetMemPool for each location and type
    static const CUmemLocation locs[] = {{1, 0}, {1, 1}, {1, -1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 0}, {0, 0}, {5, 0}};
    static const int types[] = {1, 2, 0, 3};
    CUmemoryPool mdef = 0, hdef = 0;
    for (int t = 0; t < 4; t++)
      for (int i = 0; i < 10; i++) {
        CUmemLocation l = locs[i]; CUmemoryPool p = (CUmemoryPool)0x77;
        CUresult r = cuMemGetDefaultMemPool(&p, &l, types[t]);
        printf("cuMemGetDefaultMemPool(&p, {%s}, %d) -> %s %s\n", locname(locs[i]), types[t], name(r),
               p == (CUmemoryPool)0x77 ? "unwritten" : p == 0 ? "NULL" : p == pool ? "device default" : "another");
        if (r == 0 && types[t] == 2 && i == 0) mdef = p;
        if (r == 0 && types[t] == 1 && i == 3) hdef = p;
        p = (CUmemoryPool)0x77;
        r = cuMemGetMemPool(&p, &l, types[t]);
        printf("cuMemGetMemPool(&p, {%s}, %d) -> %s %s\n", locname(locs[i]), types[t], name(r),
               p == (CUmemoryPool)0x77 ? "unwritten" : p == 0 ? "NULL" : p == pool ? "device default" : p == mdef && mdef ? "managed default" : p == hdef && hdef ? "host default" : "another");
      }
    { // are the host-ish defaults one pool?
      CUmemLocation hs[5] = {{2, 0}, {2, 1}, {3, 0}, {0, 0}, {4, 0}};
      for (int t = 1; t <= 2; t++) {
        CUmemoryPool first = 0;
        for (int i = 0; i < 5; i++) {
          CUmemoryPool p = 0; CUresult r = cuMemGetDefaultMemPool(&p, &hs[i], t);
          if (i == 0) first = p;
          F("type %d default of {%s} -> %s, same as {HOST 0}'s: %d\n", t, locname(hs[i]), name(r), r == 0 && p == first);
        }
      }
    }
    // the managed default for the other locations: the same pool?
    for (int i = 1; i < 9; i++) {
      CUmemLocation l = locs[i]; CUmemoryPool p = 0;
      if (cuMemGetDefaultMemPool(&p, &l, 2) == 0) F("managed default of {%s} is device 0's: %d\n", locname(l), p == mdef);
    }
    if (mdef) {
      attrs("managed default", mdef);
      poolaccess("managed default", mdef, 0);
      CUdeviceptr a = 0, b = 0;
      before = freemem();
      R(cuMemAllocFromPoolAsync(&a, 1000, mdef, s));
      R(cuMemAllocFromPoolAsync(&b, 1000, mdef, s));
      rel("b", b, a);
      R(cuStreamSynchronize(s));
      delta("after two 1000-byte managed", before);
      F("used=%llu reserved=%llu\n", attr(mdef, 7), attr(mdef, 5));
      ptrattrs("managed a", a, mdef);
      R(cuMemsetD32Async(a, 5, 16, s));
      if (a) R(addone(a, 16, s));
      R(cuStreamSynchronize(s));
      words("managed a after memset 5 and addOne", a);
      R(cuMemFreeAsync(a, s));
      R(cuMemFreeAsync(b, s));
      R(cuStreamSynchronize(s));
      F("used=%llu reserved=%llu\n", attr(mdef, 7), attr(mdef, 5));
      R(cuCtxSynchronize());
      F("after ctx sync used=%llu reserved=%llu\n", attr(mdef, 7), attr(mdef, 5));
      R(cuMemPoolDestroy(mdef));
      { int h = -7; R(cuMemPoolExportToShareableHandle(&h, mdef, 1, 0)); }
      R(cuDeviceSetMemPool(d0, mdef));
    }
    if (hdef) {
      attrs("host default", hdef);
      poolaccess("host default", hdef, 0);
      { CUmemLocation hl = {2, 0}; int fl = -7; R(cuMemPoolGetAccess(&fl, hdef, &hl)); F("host access %d\n", fl); }
      CUdeviceptr a = 0;
      before = freemem();
      R(cuMemAllocFromPoolAsync(&a, 1000, hdef, s));
      R(cuStreamSynchronize(s));
      delta("after 1000-byte host", before);
      F("used=%llu reserved=%llu\n", attr(hdef, 7), attr(hdef, 5));
      ptrattrs("host a", a, hdef);
      R(cuMemsetD32Async(a, 5, 16, s));
      if (a) R(addone(a, 16, s));
      R(cuStreamSynchronize(s));
      words("host a after memset 5 and addOne", a);
      R(cuMemFreeAsync(a, s));
      R(cuStreamSynchronize(s));
      R(cuMemPoolDestroy(hdef));
    }
    // setting the current pool of a location and type
    CUmemPoolProps mp = props(2, 0, 1, 0), dp = props(1, 0, 1, 0);
    CUmemoryPool pm = 0, pd = 0, cur = 0;
    R(cuMemPoolCreate(&pm, &mp));
    R(cuMemPoolCreate(&pd, &dp));
    CUmemLocation l0 = {1, 0}, l1 = {1, 1}, lh = {2, 0}, ln = {0, 0};
    R(cuMemSetMemPool(&l0, 2, pm));
    R(cuMemGetMemPool(&cur, &l0, 2)); F("managed current is pm: %d\n", pm && cur == pm);
    R(cuDeviceGetMemPool(&cur, d0)); F("device current is default: %d\n", cur == pool);
    R(cuMemSetMemPool(&l0, 1, pm));
    R(cuMemSetMemPool(&l0, 2, pd));
    R(cuMemSetMemPool(&l0, 1, pd));
    R(cuDeviceGetMemPool(&cur, d0)); F("device current is pd: %d\n", cur == pd);
    R(cuMemSetMemPool(&l1, 1, pd));
    R(cuMemSetMemPool(&lh, 1, pd));
    R(cuMemSetMemPool(&lh, 2, pm));
    R(cuMemSetMemPool(&ln, 2, pm));
    R(cuMemSetMemPool(&l0, 0, pd));
    R(cuMemSetMemPool(&l0, 1, NULL));
    if (mdef) {
      R(cuMemSetMemPool(&l0, 2, mdef));
      R(cuMemGetMemPool(&cur, &l0, 2)); F("managed current is the managed default: %d\n", cur == mdef);
      R(cuMemSetMemPool(&l0, 1, mdef));
    }
    R(cuDeviceSetMemPool(d0, pm));
    CUdeviceptr a = 0;
    R(cuMemAllocAsync(&a, 1000, s));
    { unsigned long long v = 0; cuPointerGetAttribute(&v, 17, a); F("cuMemAllocAsync took from %s\n", v == 0 ? "?" : v == (unsigned long long)(uintptr_t)pd ? "pd" : v == (unsigned long long)(uintptr_t)pm ? "pm" : v == (unsigned long long)(uintptr_t)pool ? "the default" : "?"); }
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(pm));
    R(cuMemGetMemPool(&cur, &l0, 2)); F("managed current after destroying pm: %s\n", pm && cur == pm ? "pm" : cur == mdef ? "managed default" : cur == 0 ? "NULL" : "another");
    R(cuMemSetMemPool(&l0, 1, pool));
    R(cuMemPoolDestroy(pd));
    return 0;
  }

  if (!strcmp(sec, "managed")) {
    // cuMemPoolCreate of managed (2) and pinned (1) pools at each location
    static const CUmemLocation locs[] = {{1, 0}, {1, 1}, {1, -1}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {4, 0}, {0, 0}, {5, 0}};
    for (int t = 1; t <= 3; t++)
      for (int i = 0; i < 10; i++) {
        CUmemPoolProps q = props(t, 0, locs[i].type, locs[i].id); CUmemoryPool p = (CUmemoryPool)0x77;
        CUresult r = cuMemPoolCreate(&p, &q);
        printf("cuMemPoolCreate(type %d, {%s}) -> %s%s\n", t, locname(locs[i]), name(r), p == (CUmemoryPool)0x77 ? " unwritten" : p == 0 ? " NULL" : "");
        if (r == 0) cuMemPoolDestroy(p);
      }
    { CUmemPoolProps q = props(2, 1, 1, 0); CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &q)); if (p) cuMemPoolDestroy(p); }
    { CUmemPoolProps q = props(2, 0, 1, 0); q.maxSize = 4 * MiB; CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &q)); if (p) cuMemPoolDestroy(p); }
    { CUmemPoolProps q = props(2, 0, 2, 0); q.maxSize = 4 * MiB; CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &q)); if (p) cuMemPoolDestroy(p); }
    { CUmemPoolProps q = props(2, 0, 1, 0); q.usage = 1; CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &q)); if (p) cuMemPoolDestroy(p); }
    { CUmemPoolProps q = props(1, 0, 1, 0); q.usage = 1; CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &q)); if (p) cuMemPoolDestroy(p); }
    // a managed pool on device 0
    CUmemPoolProps mp = props(2, 0, 1, 0);
    CUmemoryPool pm = 0;
    R(cuMemPoolCreate(&pm, &mp));
    if (!pm) return 0;
    attrs("managed", pm);
    poolaccess("managed", pm, 0);
    { CUmemLocation hl = {2, 0}; int fl = -7; R(cuMemPoolGetAccess(&fl, pm, &hl)); F("host access %d\n", fl); }
    R(cuMemPoolSetAccess(pm, &rw0, 1));
    R(cuMemPoolSetAccess(pm, &r0, 1));
    { CUmemAccessDesc h = {{2, 0}, 3}; R(cuMemPoolSetAccess(pm, &h, 1)); }
    CUdeviceptr a = 0, b = 0, z = 0x77;
    before = freemem();
    R(cuMemAllocFromPoolAsync(&a, 1000, pm, s));
    R(cuMemAllocFromPoolAsync(&b, 1000, pm, s));
    rel("b", b, a);
    R(cuMemAllocFromPoolAsync(&z, 0, pm, s));
    F("zero-size ptr=%s\n", z == 0 ? "0" : z == 0x77 ? "unwritten" : "nonzero");
    R(cuStreamSynchronize(s));
    delta("after two 1000-byte managed", before);
    F("used=%llu reserved=%llu high=%llu\n", attr(pm, 7), attr(pm, 5), attr(pm, 6));
    ptrattrs("managed a", a, pm);
    R(cuMemsetD32Async(a, 5, 16, s));
    if (a) R(addone(a, 16, s));
    R(cuStreamSynchronize(s));
    words("managed a after memset 5 and addOne", a);
    R(cuMemFreeAsync(a, s));
    CUdeviceptr c = 0;
    R(cuMemAllocFromPoolAsync(&c, 1000, pm, s));
    rel("c after freeing a", c, a);
    R(cuMemFreeAsync(b, s));
    R(cuMemFreeAsync(c, s));
    R(cuStreamSynchronize(s));
    F("used=%llu reserved=%llu\n", attr(pm, 7), attr(pm, 5));
    R(cuMemPoolTrimTo(pm, 0));
    F("after trim used=%llu reserved=%llu\n", attr(pm, 7), attr(pm, 5));
    R(cuMemAllocFromPoolAsync(&a, 40 * MiB, pm, s));
    R(cuStreamSynchronize(s));
    F("40 MiB: used=%llu reserved=%llu\n", attr(pm, 7), attr(pm, 5));
    delta("after 40 MiB managed", before);
    R(cuMemFree_v2(a));
    R(cuDeviceSetMemPool(d0, pm));
    { int h = -7; R(cuMemPoolExportToShareableHandle(&h, pm, 1, 0)); }
    R(cuMemPoolDestroy(pm));
    return 0;
  }

  if (!strcmp(sec, "release")) {
    // when freed memory goes back with RELEASE_THRESHOLD 0: stream or context synchronization, by kind of pool
    CUmemPoolProps pin = props(1, 0, 1, 0), exp = props(1, 1, 1, 0), man = props(2, 0, 1, 0);
    CUmemoryPool ps[5] = {pool, 0, 0, 0, pool};
    const char *pn[5] = {"default (FromPool)", "created", "exportable", "managed", "default (cuMemAllocAsync)"};
    R(cuMemPoolCreate(&ps[1], &pin));
    R(cuMemPoolCreate(&ps[2], &exp));
    R(cuMemPoolCreate(&ps[3], &man));
    for (int i = 0; i < 5; i++) {
      CUdeviceptr a = 0;
      CUresult r = i == 4 ? cuMemAllocAsync(&a, 1000, s) : cuMemAllocFromPoolAsync(&a, 1000, ps[i], s);
      printf("%s: alloc -> %s", pn[i], name(r));
      r = cuMemFreeAsync(a, s); printf(", free -> %s", name(r));
      printf(", reserved before sync %llu", attr(ps[i], 5));
      cuStreamSynchronize(s); printf(", after stream sync %llu", attr(ps[i], 5));
      cuCtxSynchronize(); printf(", after ctx sync %llu\n", attr(ps[i], 5));
    }
    for (int i = 0; i < 5; i++) {  // a live allocation, then its free, with an event synchronize
      CUdeviceptr a = 0; CUevent e = 0; cuEventCreate(&e, 0);
      CUresult r = i == 4 ? cuMemAllocAsync(&a, 1000, s) : cuMemAllocFromPoolAsync(&a, 1000, ps[i], s);
      cuMemFreeAsync(a, s); cuEventRecord(e, s); cuEventSynchronize(e);
      printf("%s: alloc -> %s, after event sync %llu", pn[i], name(r), attr(ps[i], 5));
      cuStreamSynchronize(s); printf(", after stream sync %llu\n", attr(ps[i], 5));
      cuCtxSynchronize();
    }
    for (int i = 1; i < 4; i++) R(cuMemPoolDestroy(ps[i]));
    return 0;
  }

  if (!strcmp(sec, "access")) {
    CUmemPoolProps pin = props(1, 0, 1, 0);
    CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &pin));
    poolaccess("created", p, 0);
    R(cuMemPoolSetAccess(p, &r0, 1));
    poolaccess("created after read", p, 0);
    R(cuMemPoolSetAccess(p, &none0, 1));
    poolaccess("created after none", p, 0);
    R(cuMemPoolSetAccess(p, &rw0, 1));
    { CUmemAccessDesc d1 = {{1, 1}, 3}; R(cuMemPoolSetAccess(p, &d1, 1)); }
    { CUmemAccessDesc h = {{2, 0}, 3}; R(cuMemPoolSetAccess(p, &h, 1)); }
    { CUmemAccessDesc bad = {{1, 0}, 2}; R(cuMemPoolSetAccess(p, &bad, 1)); }
    R(cuMemPoolSetAccess(p, &rw0, 0));
    poolaccess("default", pool, 0);
    R(cuMemPoolSetAccess(pool, &r0, 1));
    R(cuMemPoolSetAccess(pool, &none0, 1));
    poolaccess("default after", pool, 0);
    { CUmemLocation hl = {2, 0}; int fl = -7; R(cuMemPoolGetAccess(&fl, p, &hl)); F("created: host access %d\n", fl); }
    CUmemPoolProps hp = props(1, 0, 2, 0); CUmemoryPool h = 0;
    R(cuMemPoolCreate(&h, &hp));
    poolaccess("host pool", h, 0);
    { CUmemLocation hl = {2, 0}; int fl = -7; R(cuMemPoolGetAccess(&fl, h, &hl)); F("host pool: host access %d\n", fl); }
    R(cuMemPoolSetAccess(h, &rw0, 1));
    poolaccess("host pool after rw", h, 0);
    CUdeviceptr a = 0;
    R(cuMemAllocFromPoolAsync(&a, 4096, h, s));
    R(cuMemsetD32Async(a, 5, 16, s));
    if (a) R(addone(a, 16, s));
    R(cuStreamSynchronize(s));
    words("host pool memory after access rw, memset 5, addOne", a);
    if (a) F("host reads %u\n", *(volatile unsigned *)(uintptr_t)a);
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(h));
    R(cuMemPoolDestroy(p));
    return 0;
  }

  if (!strcmp(sec, "advise")) {
    // cuMemAdvise_v2 / cuMemPrefetchAsync_v2 / cuMemRangeGetAttribute on
    // cuMemAllocManaged memory, managed pool memory and device memory
    CUdeviceptr m = 0, mp = 0, dv = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    CUmemPoolProps q = props(2, 0, 1, 0); CUmemoryPool pm = 0;
    R(cuMemPoolCreate(&pm, &q));
    if (pm) { R(cuMemAllocFromPoolAsync(&mp, 1 << 20, pm, s)); R(cuStreamSynchronize(s)); }
    R(cuMemAlloc_v2(&dv, 1 << 20));
    CUmemLocation ld = {1, 0}, ld1 = {1, 1}, lh = {2, 0}, lhn = {3, 0}, lhc = {4, 0}, linv = {0, 0};
    const char *names[] = {"allocmanaged", "managed pool", "device"};
    CUdeviceptr ps[] = {m, mp, dv};
    for (int k = 0; k < 3; k++) {
      CUdeviceptr p = ps[k];
      printf("## %s memory%s\n", names[k], p ? "" : " (none)");
      if (!p) continue;
      for (int at = 1; at <= 8; at++) {
        int v[4] = {-7, -7, -7, -7};
        CUresult r = cuMemRangeGetAttribute(v, at == 3 ? 16 : 4, at, p, 4096);
        printf("cuMemRangeGetAttribute(attr %d) -> %s %d %d %d %d\n", at, name(r), v[0], v[1], v[2], v[3]);
      }
      R(cuMemAdvise_v2(p, 4096, 1, ld));
      R(cuMemAdvise_v2(p, 4096, 3, ld));
      R(cuMemAdvise_v2(p, 4096, 5, ld));
      R(cuMemAdvise_v2(p, 4096, 5, lh));
      for (int at = 1; at <= 8; at++) {
        int v[4] = {-7, -7, -7, -7};
        CUresult r = cuMemRangeGetAttribute(v, at == 3 ? 16 : 4, at, p, 4096);
        printf("cuMemRangeGetAttribute(attr %d) -> %s %d %d %d %d\n", at, name(r), v[0], v[1], v[2], v[3]);
      }
      { int v = -7; R(cuMemRangeGetAttribute(&v, 4, 1, p, 8192)); F("read mostly over a wider range %d\n", v); }
      { int v = -7; R(cuMemRangeGetAttribute(&v, 4, 1, p + 4096, 4096)); F("read mostly past the advised range %d\n", v); }
      R(cuMemAdvise_v2(p, 4096, 3, lh));
      { int v[2] = {-7, -7}; R(cuMemRangeGetAttribute(&v[0], 4, 5, p, 4096)); R(cuMemRangeGetAttribute(&v[1], 4, 6, p, 4096)); F("preferred host: type %d id %d\n", v[0], v[1]); }
      R(cuMemAdvise_v2(p, 4096, 3, lhn));
      { int v[2] = {-7, -7}; R(cuMemRangeGetAttribute(&v[0], 4, 5, p, 4096)); R(cuMemRangeGetAttribute(&v[1], 4, 6, p, 4096)); F("preferred host numa 0: type %d id %d\n", v[0], v[1]); }
      R(cuMemAdvise_v2(p, 4096, 3, lhc));
      R(cuMemAdvise_v2(p, 4096, 3, ld1));
      R(cuMemAdvise_v2(p, 4096, 3, linv));
      R(cuMemAdvise_v2(p, 4096, 4, ld));
      R(cuMemAdvise_v2(p, 4096, 2, ld));
      R(cuMemAdvise_v2(p, 4096, 6, ld));
      R(cuMemAdvise_v2(p, 4096, 6, lh));
      R(cuMemAdvise_v2(p, 4096, 5, lhn));
      R(cuMemAdvise_v2(p, 4096, 0, ld));
      R(cuMemAdvise_v2(p, 4096, 7, ld));
      R(cuMemAdvise_v2(p, 0, 1, ld));
      R(cuMemAdvise_v2(p + 100, 100, 1, ld));
      { int v = -7; R(cuMemRangeGetAttribute(&v, 4, 1, p, 4096)); F("read mostly after advising an unaligned piece %d\n", v); }
      R(cuMemAdvise_v2(p + 100, 100, 2, ld));
      for (int at = 1; at <= 8; at++) {
        int v[4] = {-7, -7, -7, -7};
        CUresult r = cuMemRangeGetAttribute(v, at == 3 ? 16 : 4, at, p, 4096);
        printf("cuMemRangeGetAttribute(attr %d) -> %s %d %d %d %d\n", at, name(r), v[0], v[1], v[2], v[3]);
      }
      R(cuMemPrefetchAsync_v2(p, 4096, ld, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, lh, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, lhn, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, lhc, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, ld1, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, linv, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, ld, 1, s));
      R(cuMemPrefetchAsync_v2(p, 0, ld, 0, s));
      R(cuMemPrefetchAsync_v2(p, 2 << 20, ld, 0, s));
      R(cuMemPrefetchAsync_v2(p, 4096, ld, 0, (CUstream)0));
      R(cuStreamSynchronize(s));
      { int v[2] = {-7, -7}; R(cuMemRangeGetAttribute(&v[0], 4, 7, p, 4096)); R(cuMemRangeGetAttribute(&v[1], 4, 8, p, 4096)); F("last prefetch: type %d id %d\n", v[0], v[1]); }
      { int v = -7; R(cuMemRangeGetAttribute(&v, 4, 4, p, 4096)); F("last prefetch location (old attribute) %d\n", v); }
      R(cuMemPrefetchAsync_v2(p, 4096, lh, 0, s));
      R(cuStreamSynchronize(s));
      { int v[3] = {-7, -7, -7}; R(cuMemRangeGetAttribute(&v[0], 4, 7, p, 4096)); R(cuMemRangeGetAttribute(&v[1], 4, 8, p, 4096)); R(cuMemRangeGetAttribute(&v[2], 4, 4, p, 4096)); F("last prefetch after host: type %d id %d old %d\n", v[0], v[1], v[2]); }
      { int v = -7; R(cuMemRangeGetAttribute(&v, 8, 1, p, 4096)); R(cuMemRangeGetAttribute(&v, 3, 1, p, 4096)); R(cuMemRangeGetAttribute(&v, 4, 9, p, 4096)); R(cuMemRangeGetAttribute(&v, 4, 0, p, 4096)); R(cuMemRangeGetAttribute(NULL, 4, 1, p, 4096)); R(cuMemRangeGetAttribute(&v, 4, 1, p, 0)); R(cuMemRangeGetAttribute(&v, 12, 3, p, 4096)); R(cuMemRangeGetAttribute(&v, 4, 3, p, 4096)); R(cuMemRangeGetAttribute(&v, 2, 3, p, 4096)); }
    }
    R(cuMemAdvise_v2(0, 4096, 1, ld));
    R(cuMemAdvise_v2(0x1000, 4096, 1, ld));
    R(cuMemPrefetchAsync_v2(0x1000, 4096, ld, 0, s));
    { int v = -7; R(cuMemRangeGetAttribute(&v, 4, 1, 0x1000, 4096)); }
    R(cuStreamSynchronize(s));
    return 0;
  }

  if (!strcmp(sec, "batch")) {  // CUDA 13's batched prefetch/discard (each its own process: may crash)
    int w = argc > 3 ? atoi(argv[3]) : 0;
    CUdeviceptr m = 0, m2 = 0, dv = 0;
    R(cuMemAllocManaged(&m, 1 << 20, 1));
    R(cuMemAllocManaged(&m2, 1 << 20, 1));
    R(cuMemAlloc_v2(&dv, 1 << 20));
    CUmemLocation locs[2] = {{1, 0}, {2, 0}};
    CUdeviceptr ps[2] = {m, m2}; size_t sz[2] = {4096, 8192}; size_t idx[2] = {0, 1};
    if (w == 1) {
      R(cuMemPrefetchBatchAsync(ps, sz, 2, locs, idx, 2, 0, s));
      R(cuMemPrefetchBatchAsync(ps, sz, 2, locs, idx, 1, 0, s));
      R(cuMemPrefetchBatchAsync(ps, sz, 1, locs, idx, 1, 0, s));
      R(cuMemPrefetchBatchAsync(ps, sz, 0, locs, idx, 1, 0, s));
      R(cuMemPrefetchBatchAsync(ps, sz, 2, locs, idx, 0, 0, s));
      R(cuMemPrefetchBatchAsync(ps, sz, 2, locs, idx, 2, 1, s));
      { size_t bad[2] = {1, 0}; R(cuMemPrefetchBatchAsync(ps, sz, 2, locs, bad, 2, 0, s)); }
      { CUdeviceptr q[2] = {m, dv}; R(cuMemPrefetchBatchAsync(q, sz, 2, locs, idx, 2, 0, s)); }
      R(cuStreamSynchronize(s));
      int v[2] = {-7, -7}; R(cuMemRangeGetAttribute(&v[0], 4, 7, m2, 4096)); R(cuMemRangeGetAttribute(&v[1], 4, 8, m2, 4096));
      F("m2 last prefetch: type %d id %d\n", v[0], v[1]);
    }
    if (w == 2) {
      unsigned host = 0x12345678;
      R(cuMemcpyHtoD_v2(m, &host, 4));
      R(cuMemDiscardBatchAsync(ps, sz, 2, 0, s));
      R(cuStreamSynchronize(s));
      words("m after discard", m);
      R(cuMemDiscardBatchAsync(ps, sz, 0, 0, s));
      R(cuMemDiscardBatchAsync(ps, sz, 2, 1, s));
      { size_t odd[2] = {100, 4096}; R(cuMemDiscardBatchAsync(ps, odd, 2, 0, s)); }
      { CUdeviceptr q[2] = {m + 100, m2}; R(cuMemDiscardBatchAsync(q, sz, 2, 0, s)); }
      { CUdeviceptr q[2] = {m, dv}; R(cuMemDiscardBatchAsync(q, sz, 2, 0, s)); }
      R(cuStreamSynchronize(s));
    }
    if (w == 3) {
      R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, locs, idx, 2, 0, s));
      R(cuMemDiscardAndPrefetchBatchAsync(ps, sz, 2, locs, idx, 0, 0, s));
      { CUdeviceptr q[2] = {m, dv}; R(cuMemDiscardAndPrefetchBatchAsync(q, sz, 2, locs, idx, 2, 0, s)); }
      R(cuStreamSynchronize(s));
    }
    return 0;
  }

  if (!strcmp(sec, "touch")) {  // host access to managed and host pool memory (may crash)
    int which = argc > 3 ? atoi(argv[3]) : 0;
    CUmemPoolProps q = which == 1 ? props(2, 0, 1, 0) : which == 2 ? props(1, 0, 2, 0) : props(2, 0, 2, 0);
    CUmemoryPool p = 0; R(cuMemPoolCreate(&p, &q));
    CUdeviceptr a = 0;
    R(cuMemAllocFromPoolAsync(&a, 4096, p, s));
    R(cuMemsetD32Async(a, 5, 16, s));
    R(cuStreamSynchronize(s));
    if (!a) return 0;
    volatile unsigned *h = (volatile unsigned *)(uintptr_t)a;
    F("host reads %u\n", h[0]); fflush(stdout);
    h[1] = 40;
    F("host wrote 40\n"); fflush(stdout);
    if (a) R(addone(a, 16, s));
    R(cuStreamSynchronize(s));
    F("host reads %u %u %u\n", h[0], h[1], h[2]);
    words("device copy", a);
    R(cuMemFreeAsync(a, s));
    R(cuStreamSynchronize(s));
    R(cuMemPoolDestroy(p));
    return 0;
  }

  printf("unknown section %s\n", sec);
  return 2;
}
