// probe6 measures how the driver lays device allocations out and which
// kernel accesses fault: the allocation granules the hardware maps, reuse
// after free, and accesses past an allocation's end, into freed memory,
// past the CTA's shared memory, and misaligned. It declares what it calls
// (no cuda.h), so the same source builds against the real driver (run.sh)
// and against cudasim's libcuda.so.1 (its tests).
//
// Usage: probe6 layout            allocation addresses and pitches
//        probe6 case NAME STEP... one scenario in this process (a fault is
//                                 sticky, so run.sh gives each its own)
// Steps (allocations are numbered in order from 0, whatever their kind):
//   aN  cuMemAlloc N bytes          mN  cuMemAllocManaged N bytes (global)
//   hN  cuMemAllocHost N bytes      pN  cuMemAllocAsync N bytes on the null stream, then synchronize
//   fI  free allocation I (cuMemFree, cuMemFreeHost, or cuMemFreeAsync + synchronize)
//   cN  create context N (cuCtxCreate; context 0 is the primary), it becomes current
//   uN  make context N current      dN  destroy context N
//   KS:ADDR   a kernel of one thread doing op K (w store 0xa5 bytes, r load,
//             t atomic add 1) of S bytes (1 2 4 8 16) at ADDR, then synchronize:
//             ADDR is I+X or I-X (allocation I's base), IeX (its end, +X or -X),
//             IgX (the next 2 MiB boundary above its base, +X or -X), @X (absolute)
//   sKS:OFF   the same on shared memory: a kernel with 1 KiB of static shared
//             memory accessing OFF bytes into it
//   DKS:OFF:N the same with N bytes of dynamic shared memory (no static)
//   xI:OFF:N  cuMemcpyDtoH N bytes at allocation I's base + OFF, printed in hex
// Output: one line per step, `step -> code NAME` and what it observed.
// Device addresses are printed relative to allocation 0 ("+0x...") and as
// their offset in their 2 MiB granule ("g+0x..."), never absolute.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *H;
CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(H *, int);
CUresult cuCtxSetCurrent(H);
CUresult cuCtxCreate_v2(H *, unsigned, int);
CUresult cuCtxDestroy_v2(H);
CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemAllocPitch_v2(CUdeviceptr *, size_t *, size_t, size_t, unsigned);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemFreeHost(void *);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, H);
CUresult cuMemFreeAsync(CUdeviceptr, H);
CUresult cuStreamSynchronize(H);
CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemGetInfo_v2(size_t *, size_t *);
CUresult cuMemGetAddressRange_v2(CUdeviceptr *, size_t *, CUdeviceptr);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuModuleLoadData(H *, const void *);
CUresult cuModuleGetFunction(H *, H, const char *);
CUresult cuLaunchKernel(H, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, H, void **, void **);

#define G2 ((CUdeviceptr)2 << 20)
static const char *nm(CUresult r) {
  const char *n = 0;
  cuGetErrorName(r, &n);
  return n ? n : "?";
}
static CUdeviceptr origin;
static int haveOrigin;
static void where(char *buf, CUdeviceptr p) {
  if (!haveOrigin) { origin = p; haveOrigin = 1; }
  long long rel = (long long)(p - origin);
  sprintf(buf, "%s0x%llx g+0x%llx", rel < 0 ? "-" : "+", (unsigned long long)(rel < 0 ? -rel : rel), (unsigned long long)(p & (G2 - 1)));
}

// The kernels: one per (op, size) on global memory, and on shared memory.
static char ptx[64 << 10];
static const char *types[] = {"", "u8", "u16", "", "u32", "", "", "", "u64"};
static void buildPTX(void) {
  char *p = ptx;
  p += sprintf(p, ".version 7.8\n.target sm_90\n.address_size 64\n.extern .shared .align 16 .b8 dyn[];\n");
  int sizes[] = {1, 2, 4, 8, 16};
  for (int i = 0; i < 5; i++) {
    int s = sizes[i];
    const char *t = s == 16 ? "v4.u32" : types[s];
    const char *rt = s == 16 || s == 8 ? "b64" : "b32";
    // stores of the byte 0xa5 repeated
    const char *v = s == 8 ? "0xa5a5a5a5a5a5a5a5" : "0xa5a5a5a5";
    for (int sh = 0; sh < 3; sh++) {
      const char *pre = sh == 0 ? "" : sh == 1 ? "s" : "D";
      const char *space = sh == 0 ? "global" : "shared";
      // store
      p += sprintf(p, ".visible .entry %sw%d(.param .u64 a, .param .u64 out)\n{\n .reg .b64 %%rd<4>;\n .reg .b32 %%r<4>;\n", pre, s);
      if (sh == 1) p += sprintf(p, " .shared .align 16 .b8 buf[1024];\n");
      p += sprintf(p, " ld.param.u64 %%rd1, [a];\n");
      if (sh == 0) p += sprintf(p, " cvta.to.global.u64 %%rd2, %%rd1;\n");
      else p += sprintf(p, " mov.u64 %%rd3, %s;\n add.u64 %%rd2, %%rd3, %%rd1;\n", sh == 1 ? "buf" : "dyn");
      if (s == 16) p += sprintf(p, " mov.u32 %%r1, 0xa5a5a5a5;\n st.%s.v4.u32 [%%rd2], {%%r1, %%r1, %%r1, %%r1};\n", space);
      else if (s == 8) p += sprintf(p, " mov.u64 %%rd3, %s;\n st.%s.u64 [%%rd2], %%rd3;\n", v, space);
      else p += sprintf(p, " mov.u32 %%r1, %s;\n st.%s.%s [%%rd2], %%r1;\n", v, space, t);
      p += sprintf(p, " ret;\n}\n");
      // load, stored to out
      p += sprintf(p, ".visible .entry %sr%d(.param .u64 a, .param .u64 out)\n{\n .reg .b64 %%rd<8>;\n .reg .b32 %%r<8>;\n", pre, s);
      if (sh == 1) p += sprintf(p, " .shared .align 16 .b8 buf[1024];\n");
      p += sprintf(p, " ld.param.u64 %%rd1, [a];\n ld.param.u64 %%rd4, [out];\n");
      if (sh == 0) p += sprintf(p, " cvta.to.global.u64 %%rd2, %%rd1;\n");
      else p += sprintf(p, " mov.u64 %%rd3, %s;\n add.u64 %%rd2, %%rd3, %%rd1;\n", sh == 1 ? "buf" : "dyn");
      if (s == 16) p += sprintf(p, " ld.volatile.%s.v4.u32 {%%r1, %%r2, %%r3, %%r4}, [%%rd2];\n st.v4.u32 [%%rd4], {%%r1, %%r2, %%r3, %%r4};\n", space);
      else if (s == 8) p += sprintf(p, " ld.volatile.%s.u64 %%rd3, [%%rd2];\n st.u64 [%%rd4], %%rd3;\n", space);
      else p += sprintf(p, " ld.volatile.%s.%s %%r1, [%%rd2];\n st.u32 [%%rd4], %%r1;\n", space, t);
      p += sprintf(p, " ret;\n}\n");
      (void)rt;
      // atomic add of 1 (32 and 64 bits)
      if (s == 4 || s == 8) {
        p += sprintf(p, ".visible .entry %st%d(.param .u64 a, .param .u64 out)\n{\n .reg .b64 %%rd<8>;\n .reg .b32 %%r<8>;\n", pre, s);
        if (sh == 1) p += sprintf(p, " .shared .align 16 .b8 buf[1024];\n");
          p += sprintf(p, " ld.param.u64 %%rd1, [a];\n");
        if (sh == 0) p += sprintf(p, " cvta.to.global.u64 %%rd2, %%rd1;\n");
        else p += sprintf(p, " mov.u64 %%rd3, %s;\n add.u64 %%rd2, %%rd3, %%rd1;\n", sh == 1 ? "buf" : "dyn");
        if (s == 4) p += sprintf(p, " atom.%s.add.u32 %%r1, [%%rd2], 1;\n", space);
        else p += sprintf(p, " atom.%s.add.u64 %%rd3, [%%rd2], 1;\n", space);
        p += sprintf(p, " ret;\n}\n");
      }
    }
  }
}

#define MAXA 64
static CUdeviceptr addr[MAXA];
static size_t size[MAXA];
static char kind[MAXA];
static int nalloc;
static H ctx[8];
static H mods[8];
static int cur;
static unsigned char *out; // pinned host memory the load kernels store to

static CUdeviceptr resolve(const char *e) {
  if (e[0] == '@') return strtoull(e + 1, 0, 0);
  char *rest;
  long i = strtol(e, &rest, 10);
  CUdeviceptr b = addr[i];
  char c = *rest;
  if (c == 'e') { b += size[i]; rest++; }
  else if (c == 'g') { b = (b | (G2 - 1)) + 1; rest++; }
  if (*rest == 0) return b;
  long long x = strtoll(rest, 0, 0); // "+N" or "-N"
  return b + x;
}

static void step(const char *s) {
  char buf[256];
  CUresult r;
  switch (s[0]) {
  case 'a': case 'm': case 'h': case 'p': {
    size_t n = strtoull(s + 1, 0, 0);
    CUdeviceptr d = 0;
    if (s[0] == 'a') r = cuMemAlloc_v2(&d, n);
    else if (s[0] == 'm') r = cuMemAllocManaged(&d, n, 1);
    else if (s[0] == 'p') { r = cuMemAllocAsync(&d, n, 0); if (r == 0) r = cuStreamSynchronize(0); }
    else { void *hp = 0; r = cuMemAllocHost_v2(&hp, n); d = (CUdeviceptr)hp; }
    int i = nalloc++;
    addr[i] = d; size[i] = n; kind[i] = s[0];
    if (r != 0) { printf("%s -> %d %s\n", s, r, nm(r)); return; }
    if (s[0] == 'h') sprintf(buf, "g+0x%llx", d & (G2 - 1));
    else where(buf, d);
    printf("%s -> %d %s #%d %s\n", s, r, nm(r), i, buf);
    return;
  }
  case 'f': {
    int i = atoi(s + 1);
    if (kind[i] == 'h') r = cuMemFreeHost((void *)addr[i]);
    else if (kind[i] == 'p') { r = cuMemFreeAsync(addr[i], 0); if (r == 0) r = cuStreamSynchronize(0); }
    else r = cuMemFree_v2(addr[i]);
    printf("%s -> %d %s\n", s, r, nm(r));
    return;
  }
  case 'c': {
    int n = atoi(s + 1);
    int dev;
    cuDeviceGet(&dev, 0);
    r = cuCtxCreate_v2(&ctx[n], 0, dev);
    cur = n;
    printf("%s -> %d %s\n", s, r, nm(r));
    return;
  }
  case 'u':
    cur = atoi(s + 1);
    r = cuCtxSetCurrent(ctx[cur]);
    printf("%s -> %d %s\n", s, r, nm(r));
    return;
  case 'd': {
    int n = atoi(s + 1);
    r = cuCtxDestroy_v2(ctx[n]);
    mods[n] = 0;
    printf("%s -> %d %s\n", s, r, nm(r));
    return;
  }
  case 'x': {
    int i; long long off; int n;
    sscanf(s + 1, "%d:%lli:%d", &i, &off, &n);
    unsigned char b[256] = {0};
    r = cuMemcpyDtoH_v2(b, addr[i] + off, n);
    printf("%s -> %d %s", s, r, nm(r));
    for (int k = 0; k < n; k++) printf("%s%02x", k ? "" : " ", b[k]);
    printf("\n");
    return;
  }
  }
  // a kernel
  char name[16];
  CUdeviceptr a;
  unsigned dyn = 0;
  const char *colon = strchr(s, ':');
  if (!colon) { printf("%s -> bad step\n", s); return; }
  if (s[0] == 's' || s[0] == 'D') {
    snprintf(name, sizeof name, "%.*s", (int)(colon - s), s);
    a = strtoull(colon + 1, 0, 0);
    const char *c2 = strchr(colon + 1, ':');
    if (c2) dyn = strtoul(c2 + 1, 0, 0);
  } else {
    snprintf(name, sizeof name, "%.*s", (int)(colon - s), s);
    a = resolve(colon + 1);
  }
  if (!mods[cur]) {
    r = cuModuleLoadData(&mods[cur], ptx);
    if (r) { printf("%s -> module %d %s\n", s, r, nm(r)); return; }
  }
  H f;
  r = cuModuleGetFunction(&f, mods[cur], name);
  if (r) { printf("%s -> function %d %s\n", s, r, nm(r)); return; }
  CUdeviceptr o = (CUdeviceptr)out;
  memset(out, 0, 16);
  void *args[] = {&a, &o};
  CUresult rl = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, dyn, 0, args, 0);
  CUresult rs = cuCtxSynchronize();
  printf("%s -> %d %s, %d %s", s, rl, nm(rl), rs, nm(rs));
  if (s[0] == 'r' || s[1] == 'r' || (s[0] == 'D' && s[1] == 'r')) {
    printf(" value");
    int n = atoi(name + (s[0] == 'r' ? 1 : 2));
    for (int k = 0; k < n; k++) printf("%s%02x", k ? "" : " ", out[k]);
  }
  printf("\n");
}

static void rel(const char *tag, size_t n, CUresult r, CUdeviceptr x, CUdeviceptr x0) {
  long long d = (long long)(x - x0);
  printf("%s%zu -> %d %s %s0x%llx g+0x%llx\n", tag, n, r, nm(r), d < 0 ? "-" : "+", (unsigned long long)(d < 0 ? -d : d), x & (G2 - 1));
}

static void layout(void) {
  CUdeviceptr d[64];
  size_t sizes[] = {1, 8, 100, 256, 511, 512, 513, 1000, 1024, 1025, 2048, 4096, 4097, 65536, 65537,
                    (1 << 20) - 1, 1 << 20, (1 << 20) + 1, 3 << 19, (2 << 20) - 512, (2 << 20) - 1, 2 << 20,
                    (2 << 20) + 1, 3 << 20, 4 << 20, 1, 1, 512, 1};
  int n = sizeof sizes / sizeof sizes[0];
  char buf[64];
  printf("## sizes in order\n");
  for (int i = 0; i < n; i++) {
    CUresult r = cuMemAlloc_v2(&d[i], sizes[i]);
    CUdeviceptr b = 0; size_t s = 0;
    cuMemGetAddressRange_v2(&b, &s, d[i] + (sizes[i] - 1));
    where(buf, d[i]);
    if (i == 0) printf("first allocation at 0x%llx\n", d[0]);
    printf("a%zu -> %d %s %s range %zu%s\n", sizes[i], r, nm(r), buf, s, b == d[i] ? "" : " (other base)");
  }
  printf("## free 100, 1024, 4096; allocate 1000, 100, 64, 4096, 3000\n");
  cuMemFree_v2(d[2]); cuMemFree_v2(d[8]); cuMemFree_v2(d[11]);
  size_t again[] = {1000, 100, 64, 4096, 3000};
  for (int i = 0; i < 5; i++) {
    CUdeviceptr x; CUresult r = cuMemAlloc_v2(&x, again[i]); where(buf, x);
    printf("a%zu -> %d %s %s\n", again[i], r, nm(r), buf);
  }
  printf("## free everything, allocate the first sizes again\n");
  for (int i = 0; i < n; i++) if (i != 2 && i != 8 && i != 11) cuMemFree_v2(d[i]);
  for (int i = 0; i < 12; i++) {
    CUresult r = cuMemAlloc_v2(&d[i], sizes[i]); where(buf, d[i]);
    printf("a%zu -> %d %s %s\n", sizes[i], r, nm(r), buf);
  }
  for (int i = 0; i < 12; i++) cuMemFree_v2(d[i]);
  // Fill: where does the next small region start? Print only jumps.
  size_t fills[] = {1024, 65536, 1 << 20, 2 << 20, 3 << 20};
  for (int f = 0; f < 5; f++) {
    printf("## %zu-byte allocations until 24 MiB, jumps only\n", fills[f]);
    static CUdeviceptr all[30000];
    int m = (int)((24 << 20) / fills[f]);
    CUdeviceptr prev = 0;
    for (int i = 0; i < m; i++) {
      CUresult r = cuMemAlloc_v2(&all[i], fills[f]);
      if (r) { printf("#%d -> %d %s\n", i, r, nm(r)); m = i; break; }
      if (i == 0 || all[i] != prev + ((fills[f] + 511) & ~511ull)) {
        where(buf, all[i]);
        printf("#%d %s (prev end %s0x%llx)\n", i, buf, i ? "+" : "", i ? (unsigned long long)(prev + fills[f] - origin) : 0ull);
      }
      prev = all[i];
    }
    size_t fr, tot; cuMemGetInfo_v2(&fr, &tot);
    printf("free %zu\n", fr);
    for (int i = 0; i < m; i++) cuMemFree_v2(all[i]);
    cuMemGetInfo_v2(&fr, &tot);
    printf("free after freeing %zu\n", fr);
  }
  printf("## cuMemGetInfo deltas (free before - after each allocation)\n");
  size_t msizes[] = {1, 512, 4096, 65536, 1 << 20, (1 << 20) + 1, 2 << 20, (2 << 20) + 1, 3 << 20, 1, 1};
  for (int i = 0; i < 11; i++) {
    size_t f0, f1, t; cuMemGetInfo_v2(&f0, &t);
    CUdeviceptr x; cuMemAlloc_v2(&x, msizes[i]);
    cuMemGetInfo_v2(&f1, &t); where(buf, x);
    printf("a%zu %s free drops %lld\n", msizes[i], buf, (long long)(f0 - f1));
  }
  printf("## cuMemAllocPitch: width height elem -> pitch, address\n");
  size_t widths[] = {1, 4, 100, 511, 512, 513, 1000, 1024, 4097, 65537};
  unsigned elems[] = {4, 8, 16};
  for (int w = 0; w < 10; w++)
    for (int e = 0; e < 3; e++) {
      CUdeviceptr x; size_t pitch = 0;
      CUresult r = cuMemAllocPitch_v2(&x, &pitch, widths[w], 3, elems[e]);
      CUdeviceptr b = 0; size_t s = 0;
      cuMemGetAddressRange_v2(&b, &s, x);
      where(buf, x);
      printf("pitch %zu 3 %u -> %d %s pitch %zu %s range %zu\n", widths[w], elems[e], r, nm(r), pitch, buf, s);
    }
  printf("## managed and host (offset in 2 MiB; managed relative to the first managed)\n");
  size_t hs[] = {1, 1024, 4096, 65536, 1 << 20, 3 << 20, 1, 1};
  CUdeviceptr m0 = 0;
  for (int i = 0; i < 8; i++) {
    CUdeviceptr x; CUresult r = cuMemAllocManaged(&x, hs[i], 1);
    if (!m0) m0 = x;
    rel("m", hs[i], r, x, m0);
  }
  char *h0 = 0;
  for (int i = 0; i < 8; i++) {
    void *x; CUresult r = cuMemAllocHost_v2(&x, hs[i]);
    if (!h0) h0 = x;
    rel("h", hs[i], r, (CUdeviceptr)x, (CUdeviceptr)h0);
  }
  printf("## cuMemAllocAsync on the null stream (relative to the first)\n");
  CUdeviceptr p0 = 0;
  for (int i = 0; i < 8; i++) {
    CUdeviceptr x; CUresult r = cuMemAllocAsync(&x, hs[i], 0);
    cuStreamSynchronize(0);
    if (!p0) p0 = x;
    rel("p", hs[i], r, x, p0);
  }
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) return 2;
  buildPTX();
  if (argc == 3 && !strcmp(argv[1], "ptx")) { fputs(ptx, stdout); return 0; }
  CUresult r = cuInit(0);
  int dev;
  if (r == 0) r = cuDeviceGet(&dev, 0);
  if (r == 0) r = cuDevicePrimaryCtxRetain(&ctx[0], dev);
  if (r == 0) r = cuCtxSetCurrent(ctx[0]);
  if (r == 0) r = cuMemAllocHost_v2((void **)&out, 64);
  if (r == 0) r = cuModuleLoadData(&mods[0], ptx);
  if (r) { printf("setup -> %d %s\n", r, nm(r)); return 1; }
  if (!strcmp(argv[1], "layout")) { layout(); return 0; }
  if (strcmp(argv[1], "case") || argc < 3) return 2;
  printf("# %s\n", argv[2]);
  for (int i = 3; i < argc; i++) step(argv[i]);
  return 0;
}
