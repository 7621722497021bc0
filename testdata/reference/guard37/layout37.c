/* layout37.c (session 37, guard37): where the driver puts page-locked host memory
 * (cuMemAllocHost, cuMemHostAlloc with each flag), managed memory (cuMemAllocManaged) and
 * registered host memory (cuMemHostRegister), and whether a host access just past the end of
 * each allocation faults. Own declarations of the CUDA 13.0 ABI (no cuda.h needed), linked
 * with -lcuda: the same binary runs on the real driver and through cudasim's drop-in.
 *
 * For each kind, allocations of sizes 1, 100, 4096, 4097, 64 KiB, 2 MiB, 1, 100 are made one
 * after another and all kept alive; each line gives the pointer, its distance from the kind's
 * previous one, its alignment (largest power of two dividing it, capped at 1 GiB), the
 * /proc/self/maps region holding it, cuMemGetAddressRange, cuMemHostGetFlags,
 * cuMemHostGetDevicePointer and the pointer attributes RANGE_START/RANGE_SIZE/MAPPING_BASE/
 * MAPPING_SIZE. Then, for offsets size-1 (inside), size (+0), the size rounded up to a 4 KiB
 * page, the size rounded to 64 KiB, size+64 KiB and the size rounded to 2 MiB: the maps region
 * there and whether a read, then a write of the value read, faults, first in a forked child
 * (its signal) and then in this process (SIGSEGV/SIGBUS caught with sigsetjmp; writing back
 * the byte read changes nothing); the same touches of the first and last byte after the kind
 * is freed (use after free). Last, many 1-byte allocations of each kind: span, regions,
 * the most common distances, time per call, and whether a freed address is reused. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef int CUresult;
typedef void *CUcontext;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, int);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemHostAlloc(void **, size_t, unsigned);
CUresult cuMemFreeHost(void *);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemHostRegister_v2(void *, size_t, unsigned);
CUresult cuMemHostUnregister(void *);
CUresult cuMemGetAddressRange_v2(CUdeviceptr *, size_t *, CUdeviceptr);
CUresult cuMemHostGetFlags(unsigned *, void *);
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *, void *, unsigned);
CUresult cuPointerGetAttribute(void *, int, CUdeviceptr);
CUresult cuDriverGetVersion(int *);

enum { RANGE_START = 11, RANGE_SIZE = 12, MAPPING_SIZE = 18, MAPPING_BASE = 19 };
enum { KB = 1024, MB = 1024 * 1024 };

/* region finds the /proc/self/maps line holding addr; "-" when none. */
static void region(uintptr_t addr, char *out, size_t n) {
  FILE *f = fopen("/proc/self/maps", "r");
  char line[512];
  snprintf(out, n, "[unmapped]");
  if (!f) return;
  while (fgets(line, sizeof line, f)) {
    unsigned long s, e;
    char perms[8] = "", path[256] = "";
    unsigned long off;
    if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %255[^\n]", &s, &e, perms, &off, path) < 4) continue;
    if (addr >= s && addr < e) {
      char *p = path;
      while (*p == ' ') p++;
      snprintf(out, n, "[%#lx-%#lx %s %s size=%#lx addr-start=%#lx end-addr=%#lx]", s, e, perms, *p ? p : "anon",
               e - s, (unsigned long)addr - s, e - (unsigned long)addr);
      break;
    }
  }
  fclose(f);
}

static uintptr_t alignment(uintptr_t p) {
  uintptr_t a = 1;
  while (a < (1ul << 30) && p % (a * 2) == 0) a *= 2;
  return a;
}
static size_t roundup(size_t n, size_t to) { return (n + to - 1) / to * to; }

static sigjmp_buf jb;
static volatile sig_atomic_t gotsig;
static void onfault(int sig) {
  gotsig = sig;
  siglongjmp(jb, 1);
}

/* inproc touches *p (read, then write back the value read) with SIGSEGV/SIGBUS caught only
 * around the access; it returns "ok", "read:SIG" or "write:SIG". */
static const char *inproc(volatile unsigned char *p, char *buf) {
  struct sigaction sa, o1, o2;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = onfault;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_NODEFER | SA_ONSTACK;
  volatile int stage = 0;
  gotsig = 0;
  sigaction(SIGSEGV, &sa, &o1);
  sigaction(SIGBUS, &sa, &o2);
  if (sigsetjmp(jb, 1) == 0) {
    unsigned char v = *p;
    stage = 1;
    *p = v;
    stage = 2;
  }
  sigaction(SIGSEGV, &o1, 0);
  sigaction(SIGBUS, &o2, 0);
  if (stage == 2) return "ok";
  snprintf(buf, 32, "%s:%s", stage == 0 ? "read" : "write", gotsig == SIGSEGV ? "SIGSEGV" : gotsig == SIGBUS ? "SIGBUS" : "?");
  return buf;
}

/* inchild does the same in a forked child and reports how it ended. */
static int childAlarms; /* children killed by their alarm in this kind: after 2, no more children */
static const char *inchild(volatile unsigned char *p, char *buf) {
  int fd[2];
  if (childAlarms >= 2) return "skipped(alarms)";
  if (pipe(fd)) return "pipe-failed";
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    alarm(1);
    unsigned char v = *p;
    if (write(fd[1], "r", 1) < 0) _exit(3);
    *p = v;
    if (write(fd[1], "w", 1) < 0) _exit(3);
    _exit(0);
  }
  close(fd[1]);
  char got[4] = "";
  int n = 0, r;
  while (n < 2 && (r = read(fd[0], got + n, 2 - n)) > 0) n += r;
  close(fd[0]);
  int st = 0;
  waitpid(pid, &st, 0);
  if (WIFSIGNALED(st) && WTERMSIG(st) == SIGALRM) childAlarms++;
  if (WIFSIGNALED(st))
    snprintf(buf, 48, "%s:sig%d", n == 0 ? "read" : n == 1 ? "write" : "after", WTERMSIG(st));
  else
    snprintf(buf, 48, "%s", n == 2 && WEXITSTATUS(st) == 0 ? "ok" : "exit?");
  return buf;
}

static int cmpptr(const void *a, const void *b) {
  uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
  return x < y ? -1 : x > y;
}

/* vm prints VmSize, VmRSS and the number of mappings of this process. */
static void vm(const char *when) {
  char line[256], size[64] = "?", rss[64] = "?";
  int maps = 0;
  FILE *f = fopen("/proc/self/status", "r");
  while (f && fgets(line, sizeof line, f)) {
    if (!strncmp(line, "VmSize:", 7)) sscanf(line + 7, " %63[^\n]", size);
    if (!strncmp(line, "VmRSS:", 6)) sscanf(line + 6, " %63[^\n]", rss);
  }
  if (f) fclose(f);
  f = fopen("/proc/self/maps", "r");
  while (f && fgets(line, sizeof line, f))
    if (strchr(line, '\n')) maps++;
  if (f) fclose(f);
  printf("  vm %s: VmSize %s VmRSS %s maps %d\n", when, size, rss, maps);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

enum { HOST, HOSTALLOC, MANAGED, REG_MALLOC, REG_MMAP, DEVICE };
struct kind {
  const char *name;
  int how;
  unsigned flags;
};
static const struct kind kinds[] = {
    {"cuMemAllocHost", HOST, 0},
    {"cuMemHostAlloc(0)", HOSTALLOC, 0},
    {"cuMemHostAlloc(PORTABLE)", HOSTALLOC, 1},
    {"cuMemHostAlloc(DEVICEMAP)", HOSTALLOC, 2},
    {"cuMemHostAlloc(WRITECOMBINED)", HOSTALLOC, 4},
    {"cuMemHostAlloc(7)", HOSTALLOC, 7},
    {"cuMemAllocManaged(GLOBAL)", MANAGED, 1},
    {"cuMemAllocManaged(HOST)", MANAGED, 2},
    {"cuMemHostRegister(malloc,0)", REG_MALLOC, 0},
    {"cuMemHostRegister(mmap,0)", REG_MMAP, 0},
    {"cuMemAlloc", DEVICE, 0},
};
#define NKINDS (sizeof kinds / sizeof kinds[0])
static const size_t sizes[] = {1, 100, 4096, 4097, 64 * KB, 2 * MB, 1, 100};
#define NSIZES (sizeof sizes / sizeof sizes[0])
static uintptr_t ptrs[NKINDS][NSIZES];

static CUresult alloc(const struct kind *k, size_t n, uintptr_t *p) {
  void *h = 0;
  CUdeviceptr d = 0;
  CUresult r;
  switch (k->how) {
  case HOST: r = cuMemAllocHost_v2(&h, n); *p = (uintptr_t)h; return r;
  case HOSTALLOC: r = cuMemHostAlloc(&h, n, k->flags); *p = (uintptr_t)h; return r;
  case MANAGED: r = cuMemAllocManaged(&d, n, k->flags); *p = (uintptr_t)d; return r;
  case DEVICE: r = cuMemAlloc_v2(&d, n); *p = (uintptr_t)d; return r;
  case REG_MALLOC: h = malloc(n); break;
  case REG_MMAP: h = mmap(0, roundup(n, 4096), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); break;
  }
  *p = (uintptr_t)h;
  return cuMemHostRegister_v2(h, n, k->flags);
}

static void release(const struct kind *k, uintptr_t p, size_t n) {
  switch (k->how) {
  case HOST: case HOSTALLOC: cuMemFreeHost((void *)p); return;
  case MANAGED: case DEVICE: cuMemFree_v2(p); return;
  case REG_MALLOC: cuMemHostUnregister((void *)p); free((void *)p); return;
  case REG_MMAP: cuMemHostUnregister((void *)p); munmap((void *)p, roundup(n, 4096)); return;
  }
}

static void describe(const struct kind *k, size_t n, uintptr_t p) {
  CUdeviceptr base = 0, dp = 0, a0 = 0, a2 = 0;
  size_t sz = 0, a1 = 0, a3 = 0;
  unsigned fl = 0;
  int r0 = cuMemGetAddressRange_v2(&base, &sz, p);
  int r1 = cuMemHostGetFlags(&fl, (void *)p);
  int r2 = cuMemHostGetDevicePointer_v2(&dp, (void *)p, 0);
  int r3 = cuPointerGetAttribute(&a0, RANGE_START, p);
  int r4 = cuPointerGetAttribute(&a1, RANGE_SIZE, p);
  int r5 = cuPointerGetAttribute(&a2, MAPPING_BASE, p);
  int r6 = cuPointerGetAttribute(&a3, MAPPING_SIZE, p);
  printf("  getaddressrange=%d base=%+lld size=%zu hostgetflags=%d flags=%#x devptr=%d %s range_start=%d %+lld "
         "range_size=%d %zu mapping_base=%d %+lld mapping_size=%d %zu\n",
         r0, r0 ? 0 : (long long)(base - p), sz, r1, fl, r2, r2 ? "-" : dp == p ? "same" : "differs", r3,
         r3 ? 0 : (long long)(a0 - p), r4, a1, r5, r5 ? 0 : (long long)(a2 - p), r6, a3);
  (void)k;
  (void)n;
}

static void faults(const struct kind *k, size_t n, uintptr_t p) {
  size_t offs[] = {n - 1, n, roundup(n, 4096), roundup(n, 64 * KB), n + 64 * KB, roundup(n, 2 * MB)};
  const char *names[] = {"size-1", "+0", "page", "64k", "+64k", "2m"};
  for (int i = 0; i < 6; i++) {
    if (i > 0 && offs[i] == offs[i - 1]) continue;
    char reg[256], b1[48], b2[48];
    uintptr_t a = p + offs[i];
    region(a, reg, sizeof reg);
    const char *c = inchild((volatile unsigned char *)a, b1);
    const char *in = k->how == DEVICE ? "skipped" : inproc((volatile unsigned char *)a, b2);
    printf("  touch %-6s off=%#zx child=%s inproc=%s %s\n", names[i], offs[i], c, in, reg);
  }
}

/* many makes up to max 1-byte allocations of kind k within secs seconds and summarises them. */
static void many(const struct kind *k, int max, double secs) {
  uintptr_t *v = calloc(max, sizeof *v);
  vm("before");
  double t0 = now();
  int n = 0;
  CUresult r = 0;
  while (n < max && now() - t0 < secs) {
    if ((r = alloc(k, 1, &v[n])) != 0) break;
    n++;
  }
  double dt = now() - t0;
  uintptr_t lo = UINTPTR_MAX, hi = 0;
  for (int i = 0; i < n; i++) {
    if (v[i] < lo) lo = v[i];
    if (v[i] > hi) hi = v[i];
  }
  /* distinct maps regions holding them (maps read once) */
  uintptr_t *sorted = calloc(n ? n : 1, sizeof *sorted);
  memcpy(sorted, v, n * sizeof *v);
  qsort(sorted, n, sizeof *sorted, cmpptr);
  int regions = 0, nr = 0, cap = 1024;
  unsigned long(*rs)[2] = malloc(cap * sizeof *rs);
  FILE *f = fopen("/proc/self/maps", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f)) {
    if (nr == cap) rs = realloc(rs, (cap *= 2) * sizeof *rs);
    if (sscanf(line, "%lx-%lx", &rs[nr][0], &rs[nr][1]) == 2) nr++;
  }
  if (f) fclose(f);
  long lastr = -2;
  for (int i = 0, j = 0; i < n; i++) {
    while (j < nr && rs[j][1] <= sorted[i]) j++;
    long r = j < nr && rs[j][0] <= sorted[i] ? j : -1;
    if (r != lastr || r < 0) regions++;
    lastr = r;
  }
  free(rs);
  long long dv[8] = {0};
  int dc[8] = {0};
  for (int i = 1; i < n; i++) {
    long long d = (long long)(v[i] - v[i - 1]);
    int j = 0;
    while (j < 8 && dc[j] && dv[j] != d) j++;
    if (j < 8) {
      dv[j] = d;
      dc[j]++;
    }
  }
  printf("many %s: %d allocations (stop code %d) in %.3f s (%.1f us each), span %#lx, %d maps regions, "
         "distances:",
         k->name, n, r, dt, n ? dt / n * 1e6 : 0, n ? (unsigned long)(hi - lo) : 0, regions);
  for (int j = 0; j < 8 && dc[j]; j++) printf(" %+lld x%d", dv[j], dc[j]);
  printf("\n");
  vm("with them");
  /* reuse: free the middle one, allocate 1 byte again */
  if (n > 2) {
    uintptr_t mid = v[n / 2], again = 0;
    release(k, mid, 1);
    CUresult r2 = alloc(k, 1, &again);
    printf("  reuse: freed %#lx, next 1-byte allocation code %d at %+lld from it\n", (unsigned long)mid, r2,
           (long long)(again - mid));
    v[n / 2] = again;
  }
  double t1 = now();
  for (int i = 0; i < n; i++) release(k, v[i], 1);
  printf("  freed all in %.3f s\n", now() - t1);
  vm("after");
  free(v);
  free(sorted);
}

int main(int argc, char **argv) {
  int manyN = argc > 1 ? atoi(argv[1]) : 4000;
  setvbuf(stdout, 0, _IOLBF, 0);
  int ver = 0, dev = -1;
  CUcontext ctx = 0;
  printf("cuDriverGetVersion %d", cuDriverGetVersion(&ver));
  printf(" %d, cuInit %d", ver, cuInit(0));
  printf(" cuDeviceGet %d", cuDeviceGet(&dev, 0));
  printf(" retain %d", cuDevicePrimaryCtxRetain(&ctx, dev));
  printf(" set %d, page size %ld\n", cuCtxSetCurrent(ctx), sysconf(_SC_PAGESIZE));
  for (size_t ki = 0; ki < NKINDS; ki++) {
    const struct kind *k = &kinds[ki];
    uintptr_t prev = 0;
    childAlarms = 0;
    for (size_t si = 0; si < NSIZES; si++) {
      uintptr_t p = 0;
      size_t n = sizes[si];
      CUresult r = alloc(k, n, &p);
      char reg[256];
      region(p, reg, sizeof reg);
      printf("%s size=%zu code=%d ptr=%#lx delta=%+lld align=%#lx %s\n", k->name, n, r, (unsigned long)p,
             prev ? (long long)(p - prev) : 0LL, (unsigned long)alignment(p), reg);
      if (r) {
        ptrs[ki][si] = 0;
        continue;
      }
      ptrs[ki][si] = p;
      prev = p;
      describe(k, n, p);
      faults(k, n, p);
    }
  }
  /* all kinds alive together: the maps regions they share */
  printf("== maps with every allocation alive\n");
  FILE *f = fopen("/proc/self/maps", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f)) fputs(line, stdout);
  if (f) fclose(f);
  printf("== end maps\n");
  /* use after free: free each kind's allocations, then touch the first byte and the last
   * byte of each (child and in-process, as above) */
  printf("== after free\n");
  for (size_t ki = 0; ki < NKINDS; ki++) {
    childAlarms = 0;
    for (size_t si = 0; si < NSIZES; si++)
      if (ptrs[ki][si]) release(&kinds[ki], ptrs[ki][si], sizes[si]);
    for (size_t si = 0; si < NSIZES; si++) {
      uintptr_t p = ptrs[ki][si];
      if (!p || kinds[ki].how == DEVICE || kinds[ki].how == REG_MALLOC) continue;
      char reg[256], b1[48], b2[48], b3[48], b4[48];
      region(p, reg, sizeof reg);
      const char *c0 = inchild((volatile unsigned char *)p, b1), *i0 = inproc((volatile unsigned char *)p, b2);
      const char *c1 = inchild((volatile unsigned char *)p + sizes[si] - 1, b3);
      const char *i1 = inproc((volatile unsigned char *)p + sizes[si] - 1, b4);
      printf("freed %s size=%zu first: child=%s inproc=%s last: child=%s inproc=%s %s\n", kinds[ki].name, sizes[si], c0,
             i0, c1, i1, reg);
    }
  }
  for (size_t ki = 0; ki < NKINDS; ki++)
    if (ki == 0 || ki == 1 || ki == 3 || ki == 6 || ki == 10) many(&kinds[ki], manyN, 4.0);
  printf("done\n");
  return 0;
}
