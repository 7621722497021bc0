// granule41 extends granule37 (which host and device addresses a kernel reaches past an
// allocation without a fault) to the orders and kinds of memory granule37 left unmeasured:
// is the 72 MiB reserve after page-locked memory's first granule there when device memory
// came first, for managed and write-combined memory, and does a kernel's store there stay
// for the next kernel? Each run is one access in a fresh process (a fault is sticky):
//   granule41 SETUP layout        offsets of further allocations from the first granule
//   granule41 SETUP OP TARGET     OP r4 (load), w4 (store 0xa5a5a5a5), rw (store 0x5a5a5a5a
//                                 in one launch, load it in a second); TARGET hN (N MiB past
//                                 the 1 KiB allocation x) or dN (N MiB past the 1 KiB device
//                                 allocation d)
// SETUP: hostfirst  cuMemAllocHost 64 B (out), 1 KiB (x)         (granule37's order)
//        devfirst   cuMemAlloc 1 KiB (d), then as hostfirst
//        hostdev    as hostfirst, then cuMemAlloc 1 KiB (d)
//        managed    cuMemAllocManaged 64 B (out), 1 KiB (x)
//        devmanaged cuMemAlloc 1 KiB (d), then as managed
//        hostmanaged cuMemAllocHost 64 B, then as managed
//        modmanaged the access's module loaded first, then as managed
//        managedbig cuMemAllocManaged 64 B (out), 40 MiB (x)  (granule42-c)
//        managedtwo cuMemAllocManaged 64 B (out), 4 MiB, 1 KiB (x)  (granule42-c)
//        wc         cuMemHostAlloc WRITECOMBINED 64 B (out), 1 KiB (x)
// Output: the target, whether /proc/self/maps holds it (permissions, extent relative to x),
// the launches' and synchronize's codes, the value loaded.
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
CUresult cuCtxSynchronize(void);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemHostAlloc(void **, size_t, unsigned);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuModuleLoadData(H *, const void *);
CUresult cuModuleGetFunction(H *, H, const char *);
CUresult cuLaunchKernel(H, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, H, void **, void **);

static const char *ptx =
    ".version 7.8\n.target sm_90\n.address_size 64\n"
    ".visible .entry w4(.param .u64 a, .param .u64 out, .param .u32 v)\n{\n .reg .b64 %rd<4>;\n .reg .b32 %r<4>;\n"
    " ld.param.u64 %rd1, [a];\n ld.param.u32 %r1, [v];\n cvta.to.global.u64 %rd2, %rd1;\n st.global.u32 [%rd2], %r1;\n ret;\n}\n"
    ".visible .entry r4(.param .u64 a, .param .u64 out, .param .u32 v)\n{\n .reg .b64 %rd<8>;\n .reg .b32 %r<8>;\n"
    " ld.param.u64 %rd1, [a];\n ld.param.u64 %rd4, [out];\n cvta.to.global.u64 %rd2, %rd1;\n"
    " ld.volatile.global.u32 %r1, [%rd2];\n st.u32 [%rd4], %r1;\n ret;\n}\n";

static const char *nm(CUresult r) {
  const char *n = 0;
  cuGetErrorName(r, &n);
  return n ? n : "?";
}

// mapped prints whether addr lies in a mapping of /proc/self/maps (permissions, extent
// relative to base); it returns whether the host may read it.
static int mapped(unsigned long long addr, unsigned long long base) {
  FILE *f = fopen("/proc/self/maps", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f)) {
    unsigned long long lo, hi;
    char perm[8];
    if (sscanf(line, "%llx-%llx %7s", &lo, &hi, perm) == 3 && addr >= lo && addr < hi) {
      printf(" mapped %s [%+lld, %+lld)", perm, (long long)(lo - base), (long long)(hi - base));
      fclose(f);
      return perm[0] == 'r';
    }
  }
  if (f) fclose(f);
  printf(" unmapped");
  return 0;
}

static CUresult launch(H fn, unsigned long long a, unsigned char *out, unsigned v) {
  CUdeviceptr pa = a, po = (CUdeviceptr)out;
  void *args[] = {&pa, &po, &v};
  return cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, 0, args, 0);
}

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  int dev;
  H ctx, mod, fr, fw;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("init failed\n");
    return 1;
  }
  const char *setup = argv[1];
  unsigned char *out = 0, *x = 0;
  CUdeviceptr d = 0, m = 0;
  CUresult r = 0;
  if (!strcmp(setup, "modmanaged")) r = cuModuleLoadData(&mod, ptx);
  if (r == 0 && (!strcmp(setup, "devfirst") || !strcmp(setup, "devmanaged"))) r = cuMemAlloc_v2(&d, 1024);
  if (r == 0 && !strcmp(setup, "hostmanaged")) {
    void *first = 0;
    r = cuMemAllocHost_v2(&first, 64);
  }
  if (r == 0 && (!strcmp(setup, "hostfirst") || !strcmp(setup, "devfirst") || !strcmp(setup, "hostdev"))) {
    r = cuMemAllocHost_v2((void **)&out, 64);
    if (r == 0) r = cuMemAllocHost_v2((void **)&x, 1024);
  } else if (r == 0 && (!strcmp(setup, "managed") || !strcmp(setup, "devmanaged") || !strcmp(setup, "hostmanaged") ||
                     !strcmp(setup, "modmanaged"))) {
    r = cuMemAllocManaged(&m, 64, 1);
    out = (unsigned char *)m;
    if (r == 0) r = cuMemAllocManaged(&m, 1024, 1);
    x = (unsigned char *)m;
  } else if (r == 0 && !strcmp(setup, "managedbig")) { /* x: 40 MiB (granule42) */
    r = cuMemAllocManaged(&m, 64, 1);
    out = (unsigned char *)m;
    if (r == 0) r = cuMemAllocManaged(&m, 40 << 20, 1);
    x = (unsigned char *)m;
  } else if (r == 0 && !strcmp(setup, "managedtwo")) { /* x: a second 1 KiB after a 4 MiB one (granule42) */
    r = cuMemAllocManaged(&m, 64, 1);
    out = (unsigned char *)m;
    if (r == 0) r = cuMemAllocManaged(&m, 4 << 20, 1);
    if (r == 0) r = cuMemAllocManaged(&m, 1024, 1);
    x = (unsigned char *)m;
  } else if (r == 0 && !strcmp(setup, "wc")) {
    r = cuMemHostAlloc((void **)&out, 64, 4);
    if (r == 0) r = cuMemHostAlloc((void **)&x, 1024, 4);
  } else if (r == 0 && !x) return 2;
  if (r == 0 && !strcmp(setup, "hostdev")) r = cuMemAlloc_v2(&d, 1024);
  if (r) {
    printf("setup %s -> %d %s\n", setup, r, nm(r));
    return 1;
  }
  unsigned long long base = (unsigned long long)x, g = base & ~((2ull << 20) - 1);
  printf("%s: x at g+0x%llx", setup, base - g);
  if (d) printf(", d at x%+lld", (long long)(d - base));
  printf("\n");
  if (!strcmp(argv[2], "layout")) {
    for (int i = 0; i < 3; i++) {
      void *p = 0;
      r = cuMemAllocHost_v2(&p, 3 << 19);
      printf("1.5 MiB #%d -> %d at g%+lld\n", i, r, (long long)((unsigned long long)p - g));
    }
    void *big = 0;
    r = cuMemAllocHost_v2(&big, 3 << 20);
    printf("3 MiB -> %d at g%+lld\n", r, (long long)((unsigned long long)big - g));
    FILE *f = fopen("/proc/self/maps", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f)) {
      unsigned long long lo, hi;
      char perm[8], rest[400] = "";
      if (sscanf(line, "%llx-%llx %7s %*s %*s %*s %399[^\n]", &lo, &hi, perm, rest) >= 3 && hi > g - (512ull << 20) && lo < g + (512ull << 20))
        printf("[g%+lld, g%+lld) size 0x%llx %s %s\n", (long long)(lo - g), (long long)(hi - g), hi - lo, perm, rest);
    }
    return 0;
  }
  if (argc < 4) return 2;
  const char *op = argv[2], *t = argv[3];
  unsigned long long p;
  if (t[0] == 'h') p = base + (strtoull(t + 1, 0, 0) << 20);
  else if (t[0] == 'd' && d) p = d + (strtoull(t + 1, 0, 0) << 20);
  else return 2;
  printf("%s %s %s:", setup, op, t);
  int readable = mapped(p, base);
  if ((strcmp(setup, "modmanaged") && cuModuleLoadData(&mod, ptx)) || cuModuleGetFunction(&fr, mod, "r4") ||
      cuModuleGetFunction(&fw, mod, "w4")) {
    printf(" no kernel\n");
    return 1;
  }
  memset(out, 0, 16);
  CUresult rl, rl2 = 0, rs;
  if (!strcmp(op, "r4")) rl = launch(fr, p, out, 0);
  else if (!strcmp(op, "w4")) rl = launch(fw, p, out, 0xa5a5a5a5);
  else {
    rl = launch(fw, p, out, 0x5a5a5a5a);
    rl2 = launch(fr, p, out, 0);
  }
  rs = cuCtxSynchronize();
  printf(" -> %d %s, ", rl, nm(rl));
  if (!strcmp(op, "rw")) printf("%d %s, ", rl2, nm(rl2));
  printf("%d %s", rs, nm(rs));
  if (strcmp(op, "w4")) printf(" value %02x%02x%02x%02x", out[0], out[1], out[2], out[3]);
  else if (rs == 0 && readable && t[0] == 'h') {
    unsigned char *q = (unsigned char *)p;
    printf(" host sees %02x%02x%02x%02x", q[0], q[1], q[2], q[3]);
  }
  printf("\n");
  return 0;
}
