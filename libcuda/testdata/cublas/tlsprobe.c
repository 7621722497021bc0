// tlsprobe.c: what the export-table slots cuBLAS calls answer on the real
// driver, with controlled inputs (docs/cublas.md): TOOLS_TLS[2],
// 21318c60[4], [51] and [39], before and after cuInit, with and without a
// current context, on several streams; output slots are prefilled with a
// pattern so that what the driver writes, and how wide, shows. Pointers are
// printed as names (ctxP, ctxC, s1...) where they equal a known handle.
//
// Calls that may crash a driver run only when asked, one group per run:
//   cc -o tlsprobe tlsprobe.c -ldl && ./tlsprobe 0    (then 1, 2, 4)
// 1: TOOLS_TLS[2] and [4] before cuInit; 2: a NULL context given to [4],
// [51] and [39]; 4: a stream of one context named with another.
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef void *CUcontext;
typedef void *CUstream;
static void *lib;
#define SYM(name) ((void *(*)())dlsym(lib, name))
static CUresult (*getExportTable)(const void **, const unsigned char *);
static const unsigned char TLS[16] = {0x42, 0xd8, 0x5a, 0x81, 0x23, 0xf6, 0xcb, 0x47, 0x82, 0x98, 0xf6, 0xe7, 0x8a, 0x3a, 0xec, 0xdc};
static const unsigned char X213[16] = {0x21, 0x31, 0x8c, 0x60, 0x97, 0x14, 0x32, 0x48, 0x8c, 0xa6, 0x41, 0xff, 0x73, 0x24, 0xc8, 0xf2};
static const unsigned char X173[16] = {0x17, 0x34, 0xdc, 0x26, 0x80, 0x0d, 0x47, 0x45, 0x87, 0x26, 0xc0, 0xf1, 0xe7, 0xdd, 0x8b, 0xca};
static void **tls, **x213, **x173;
static const uint64_t PAT = 0xa5a5a5a5a5a5a5a5ull;

struct named { const char *name; uint64_t v; } known[32];
static int nknown;
static void name(const char *n, uint64_t v) { known[nknown].name = n, known[nknown++].v = v; }
static const char *show(uint64_t v) {
  static char b[8][64];
  static int i;
  char *p = b[i++ % 8];
  for (int k = 0; k < nknown; k++)
    if (known[k].v == v) return known[k].name;
  if (v == PAT) return "(untouched)";
  snprintf(p, 64, "%#llx", (unsigned long long)v);
  return p;
}

static void tls2(const char *when) {
  uint64_t out = PAT;
  CUresult r = ((CUresult(*)(uint64_t *))tls[2])(&out);
  printf("TOOLS_TLS[2](&out) %s -> %d out=%s\n", when, r, show(out));
}
static void x4(const char *when, uint64_t ctx) {
  uint64_t out = PAT;
  CUresult r = ((CUresult(*)(uint64_t, uint64_t *))x213[4])(ctx, &out);
  printf("21318c60[4](%s, &out) %s -> %d out=%s\n", show(ctx), when, r, show(out));
}
static uint64_t x51(uint64_t ctx, uint64_t s) {
  uint64_t out = PAT;
  CUresult r = ((CUresult(*)(uint64_t, uint64_t, uint64_t *))x213[51])(ctx, s, &out);
  printf("21318c60[51](%s, %s, &out) -> %d out=%s", show(ctx), show(s), r, show(out));
  printf("\n");
  return out;
}
static void x39(uint64_t ctx, uint64_t o) {
  uint64_t out = PAT;
  CUresult r = ((CUresult(*)(uint64_t, uint64_t, uint64_t *))x213[39])(ctx, o, &out);
  printf("21318c60[39](%s, %s, &out) -> %d out=%s\n", show(ctx), show(o), r, show(out));
}

static void stream(const char *n, uint64_t ctx, uint64_t s) {
  unsigned long long id = 0;
  unsigned flags = 0;
  int prio = 0;
  CUresult a = ((CUresult(*)(uint64_t, unsigned long long *))SYM("cuStreamGetId"))(s, &id);
  CUresult b = ((CUresult(*)(uint64_t, unsigned *))SYM("cuStreamGetFlags"))(s, &flags);
  CUresult c = ((CUresult(*)(uint64_t, int *))SYM("cuStreamGetPriority"))(s, &prio);
  printf("stream %s: cuStreamGetId -> %d %llu, flags -> %d %u, priority -> %d %d\n", n, a, id, b, flags, c, prio);
  uint64_t o = x51(ctx, s);
  if (o != PAT) x39(ctx, o);
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  int risky = argc > 1 ? atoi(argv[1]) : 0;
  printf("groups %d\n", risky);
  lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib) { printf("dlopen: %s\n", dlerror()); return 1; }
  getExportTable = (CUresult(*)(const void **, const unsigned char *))SYM("cuGetExportTable");
  CUresult r = getExportTable((const void **)&tls, TLS);
  printf("TOOLS_TLS before cuInit -> %d\n", r);
  r = getExportTable((const void **)&x213, X213);
  printf("21318c60 before cuInit -> %d size-word=%#llx\n", r, x213 ? (unsigned long long)(uintptr_t)x213[0] : 0ull);
  r = getExportTable((const void **)&x173, X173);
  printf("1734dc26 before cuInit -> %d size-word=%#llx\n", r, x173 ? (unsigned long long)(uintptr_t)x173[0] : 0ull);
  if (!tls || !x213) return 1;
  name("NULL", 0);
  if (risky & 1) {
    tls2("before cuInit");
    x4("before cuInit", 0);
  }
  r = ((CUresult(*)(unsigned))SYM("cuInit"))(0);
  printf("cuInit -> %d\n", r);
  tls2("no current context");
  if (risky & 2) x4("no current context", 0);
  uint64_t ctxP = 0, ctxC = 0, cur = 0;
  r = ((CUresult(*)(uint64_t *, int))SYM("cuDevicePrimaryCtxRetain"))(&ctxP, 0);
  name("ctxP", ctxP);
  printf("cuDevicePrimaryCtxRetain -> %d\n", r);
  x4("primary retained, not current", ctxP);
  ((CUresult(*)(uint64_t))SYM("cuCtxSetCurrent"))(ctxP);
  tls2("primary current");
  x4("primary current", ctxP);
  if (risky & 2) x4("primary current", 0);
  uint64_t s1 = 0, s2 = 0, s3 = 0;
  ((CUresult(*)(uint64_t *, unsigned))SYM("cuStreamCreate"))(&s1, 0);
  ((CUresult(*)(uint64_t *, unsigned))SYM("cuStreamCreate"))(&s2, 1);
  ((CUresult(*)(uint64_t *, unsigned, int))SYM("cuStreamCreateWithPriority"))(&s3, 1, -5);
  name("s1", s1), name("s2", s2), name("s3", s3), name("LEGACY", 1), name("PER_THREAD", 2);
  stream("NULL", ctxP, 0);
  stream("LEGACY", ctxP, 1);
  stream("PER_THREAD", ctxP, 2);
  stream("s1 (flags 0)", ctxP, s1);
  stream("s2 (non-blocking)", ctxP, s2);
  stream("s3 (non-blocking, priority -5)", ctxP, s3);
  stream("s1 again", ctxP, s1);
  if (risky & 2) stream("s2 with ctx NULL", 0, s2);
  r = ((CUresult(*)(uint64_t *, unsigned, int))SYM("cuCtxCreate_v2"))(&ctxC, 0, 0);
  name("ctxC", ctxC);
  printf("cuCtxCreate -> %d\n", r);
  tls2("created context current");
  x4("created context current", ctxC);
  if (risky & 4) x4("created context current", ctxP);
  uint64_t s4 = 0;
  ((CUresult(*)(uint64_t *, unsigned))SYM("cuStreamCreate"))(&s4, 0);
  name("s4", s4);
  stream("s4 (in ctxC)", ctxC, s4);
  stream("NULL in ctxC", ctxC, 0);
  if (risky & 4) stream("s1 (ctxP's) named with ctxC", ctxC, s1);
  ((CUresult(*)(uint64_t *))SYM("cuCtxPopCurrent_v2"))(&cur);
  tls2("after popping ctxC");
  ((CUresult(*)(uint64_t))SYM("cuCtxSetCurrent"))(0);
  tls2("after cuCtxSetCurrent(NULL)");
  if (x173) {
    printf("1734dc26 layout:");
    for (unsigned i = 1; i < (uintptr_t)x173[0] / 8; i++) printf(" %u:%s", i, x173[i] ? "fn" : "null");
    printf("\n");
  }
  printf("done\n");
  return 0;
}
