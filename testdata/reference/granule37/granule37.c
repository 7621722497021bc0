// granule37 measures which host addresses a kernel reaches without a fault
// on this machine, beyond the page-locked allocation it was given: probe6
// saw no fault 2, 4 and 64 MiB past a 1 KiB cuMemAllocHost allocation (the
// next granules), but a fault on a freed 4 MiB one. Is every address the
// process has mapped reachable (pageable memory access, HMM), or a region
// the driver maps for page-locked memory? Each run is one access in a fresh
// process (a fault is sticky):
//   granule37 attrs              device attributes about host memory access
//   granule37 maps               /proc/self/maps relative to a 1 KiB allocation
//   granule37 OP TARGET          OP r4 (load) or w4 (store 0xa5a5a5a5), TARGET:
//     hN    N MiB past a 1 KiB cuMemAllocHost allocation (after a 64-byte one, as probe6)
//     bigN  N MiB past the base of a 4 MiB cuMemAllocHost allocation
//     malloc stack static mmap munmap   pageable memory of each kind
// Output: the target, whether /proc/self/maps holds its address (and the
// mapping's permissions), the launch's and synchronize's codes, the value
// loaded, and for a store whether the host sees it.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *H;
CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDeviceGet(int *, int);
CUresult cuDeviceGetAttribute(int *, int, int);
CUresult cuDevicePrimaryCtxRetain(H *, int);
CUresult cuCtxSetCurrent(H);
CUresult cuCtxSynchronize(void);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuModuleLoadData(H *, const void *);
CUresult cuModuleGetFunction(H *, H, const char *);
CUresult cuLaunchKernel(H, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, H, void **, void **);

static const char *ptx =
    ".version 7.8\n.target sm_90\n.address_size 64\n"
    ".visible .entry w4(.param .u64 a, .param .u64 out)\n{\n .reg .b64 %rd<4>;\n .reg .b32 %r<4>;\n"
    " ld.param.u64 %rd1, [a];\n cvta.to.global.u64 %rd2, %rd1;\n mov.u32 %r1, 0xa5a5a5a5;\n st.global.u32 [%rd2], %r1;\n ret;\n}\n"
    ".visible .entry r4(.param .u64 a, .param .u64 out)\n{\n .reg .b64 %rd<8>;\n .reg .b32 %r<8>;\n"
    " ld.param.u64 %rd1, [a];\n ld.param.u64 %rd4, [out];\n cvta.to.global.u64 %rd2, %rd1;\n"
    " ld.volatile.global.u32 %r1, [%rd2];\n st.u32 [%rd4], %r1;\n ret;\n}\n";

static const char *nm(CUresult r) {
  const char *n = 0;
  cuGetErrorName(r, &n);
  return n ? n : "?";
}

// mapped prints whether addr lies in a mapping of /proc/self/maps, with its
// permissions and its extent relative to base.
static void mapped(unsigned long long addr, unsigned long long base) {
  FILE *f = fopen("/proc/self/maps", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f)) {
    unsigned long long lo, hi;
    char perm[8];
    if (sscanf(line, "%llx-%llx %7s", &lo, &hi, perm) == 3 && addr >= lo && addr < hi) {
      printf(" mapped %s [%+lld, %+lld)", perm, (long long)(lo - base), (long long)(hi - base));
      fclose(f);
      return;
    }
  }
  if (f) fclose(f);
  printf(" unmapped");
}

static char staticBuf[1 << 16];

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  int dev;
  H ctx, mod, fn;
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("init failed\n");
    return 1;
  }
  if (!strcmp(argv[1], "attrs")) {
    int attrs[] = {83, 86, 88, 89, 91, 100, 101, 120};
    const char *names[] = {"MANAGED_MEMORY", "HOST_NATIVE_ATOMIC_SUPPORTED", "PAGEABLE_MEMORY_ACCESS",
                           "CONCURRENT_MANAGED_ACCESS", "CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM",
                           "PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES", "DIRECT_MANAGED_MEM_ACCESS_FROM_HOST",
                           "(120)"};
    for (int i = 0; i < 8; i++) {
      int v = -1;
      CUresult r = cuDeviceGetAttribute(&v, attrs[i], dev);
      printf("attr %d %s -> %d %s %d\n", attrs[i], names[i], r, nm(r), v);
    }
    return 0;
  }
  unsigned char *out = 0, *h = 0;
  if (cuMemAllocHost_v2((void **)&out, 64) || cuMemAllocHost_v2((void **)&h, 1024)) {
    printf("cuMemAllocHost failed\n");
    return 1;
  }
  unsigned long long base = (unsigned long long)h;
  printf("h1024 at g+0x%llx\n", base & ((2 << 20) - 1));
  if (!strcmp(argv[1], "maps")) {
    void *big = 0;
    cuMemAllocHost_v2(&big, 3 << 20);
    printf("3 MiB at %+lld\n", (long long)((unsigned long long)big - base));
    FILE *f = fopen("/proc/self/maps", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f)) {
      unsigned long long lo, hi;
      char perm[8], rest[400] = "";
      if (sscanf(line, "%llx-%llx %7s %*s %*s %*s %399[^\n]", &lo, &hi, perm, rest) >= 3)
        printf("[%+lld, %+lld) size 0x%llx %s %s\n", (long long)(lo - base), (long long)(hi - base), hi - lo, perm, rest);
    }
    return 0;
  }
  if (argc < 3) return 2;
  const char *t = argv[2];
  unsigned char stackBuf[4096];
  unsigned char *p;
  if (t[0] == 'h') p = h + (strtoull(t + 1, 0, 0) << 20);
  else if (!strncmp(t, "big", 3)) {
    void *b = 0;
    cuMemAllocHost_v2(&b, 4 << 20);
    p = (unsigned char *)b + (strtoull(t + 3, 0, 0) << 20);
  } else if (!strcmp(t, "malloc")) p = malloc(1 << 20), memset(p, 0x11, 1 << 20);
  else if (!strcmp(t, "stack")) p = stackBuf, memset(p, 0x11, sizeof stackBuf);
  else if (!strcmp(t, "static")) p = (unsigned char *)staticBuf, memset(p, 0x11, sizeof staticBuf);
  else if (!strcmp(t, "mmap") || !strcmp(t, "munmap")) {
    p = mmap(0, 4 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    memset(p, 0x11, 4 << 20);
    if (t[1] == 'u') munmap(p, 4 << 20);
  } else return 2;
  printf("%s %s:", argv[1], t);
  mapped((unsigned long long)p, base);
  if (cuModuleLoadData(&mod, ptx) || cuModuleGetFunction(&fn, mod, argv[1])) {
    printf(" no kernel\n");
    return 1;
  }
  CUdeviceptr a = (CUdeviceptr)p, o = (CUdeviceptr)out;
  memset(out, 0, 16);
  void *args[] = {&a, &o};
  CUresult rl = cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, 0, args, 0);
  CUresult rs = cuCtxSynchronize();
  printf(" -> %d %s, %d %s", rl, nm(rl), rs, nm(rs));
  if (argv[1][0] == 'r') printf(" value %02x%02x%02x%02x", out[0], out[1], out[2], out[3]);
  else if (rs == 0 && strcmp(t, "munmap")) printf(" host sees %02x%02x%02x%02x", p[0], p[1], p[2], p[3]);
  printf("\n");
  return 0;
}
