/* exporttables: the private tables NVIDIA's CUDA runtime asks the driver
   for, driven as the H200 probe in testdata/reference/cudart/tables_driver580.txt
   drove the real driver 580, printing lines in the same form so that the
   test can compare them (pointers differ). argv[1]: a fatbin holding addOne. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuGetExportTable(const void **, const unsigned char *);
CUresult cuDevicePrimaryCtxGetState(int, unsigned *, int *);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxGetApiVersion(void *, unsigned *);
CUresult cuCtxGetCurrent(void **);
CUresult cuCtxSetCurrent(void *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuModuleGetFunction(void **, void *, const char *);
CUresult cuModuleUnload(void *);
CUresult cuModuleLoadData(void **, const void *);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryGetKernel(void **, void *, const char *);

static const struct { const char *name; unsigned char id[16]; } tables[] = {
  {"CUDART_INTERFACE", {0x6b,0xd5,0xfb,0x6c,0x5b,0xf4,0xe7,0x4a,0x89,0x87,0xd9,0x39,0x12,0xfd,0x9d,0xf9}},
  {"TOOLS_TLS", {0x42,0xd8,0x5a,0x81,0x23,0xf6,0xcb,0x47,0x82,0x98,0xf6,0xe7,0x8a,0x3a,0xec,0xdc}},
  {"TOOLS_RUNTIME_CALLBACK_HOOKS", {0xa0,0x94,0x79,0x8c,0x2e,0x74,0x2e,0x74,0x93,0xf2,0x08,0x00,0x20,0x0c,0x0a,0x66}},
  {"CONTEXT_LOCAL_STORAGE_V0301", {0xc6,0x93,0x33,0x6e,0x11,0x21,0xdf,0x11,0xa8,0xc3,0x68,0xf3,0x55,0xd8,0x95,0x93}},
  {"INTEGRITY_CHECK", {0xd4,0x08,0x20,0x55,0xbd,0xe6,0x70,0x4b,0x8d,0x34,0xba,0x12,0x3c,0x66,0xe1,0xf2}},
  {"CONTEXT_CHECKS", {0x26,0x3e,0x88,0x60,0x7c,0xd2,0x61,0x43,0x92,0xf6,0xbb,0xd5,0x00,0x6d,0xfa,0x7e}},
  {"ZERO (must fail)", {0}},
};

static void hex(const unsigned char *id) { for (int i = 0; i < 16; i++) printf("%02x", id[i]); }

int main(int argc, char **argv) {
  const void **rt = NULL, **hooks = NULL;
  if (argc < 2) return 2;
  FILE *f = fopen(argv[1], "rb");
  if (!f) return 2;
  static unsigned char fatbin[1 << 20] __attribute__((aligned(8)));
  size_t nfat = fread(fatbin, 1, sizeof fatbin, f);
  fclose(f);
  (void)nfat;

  printf("before cuInit: CUDART_INTERFACE -> %d\n", cuGetExportTable((const void **)&rt, tables[0].id));
  printf("cuInit -> %d\n", cuInit(0));
  for (unsigned i = 0; i < sizeof tables / sizeof tables[0]; i++) {
    const void **t = NULL;
    CUresult r = cuGetExportTable((const void **)&t, tables[i].id);
    printf("table %-30s ", tables[i].name);
    hex(tables[i].id);
    printf(" -> %d", r);
    if (r == 0) {
      /* A first word below 4096 is a size in bytes; the context-local
         storage table has none and ends at a NULL. */
      int sized = (uintptr_t)t[0] < 4096;
      int n = sized ? (int)((uintptr_t)t[0] / sizeof(void *)) : 3;
      printf(" size-word=%#lx slots=%d first=%d:", (unsigned long)(uintptr_t)t[0], n, sized);
      for (int s = sized; s < n; s++) printf(" %d:%s", s, t[s] ? "fn" : "null");
      if (i == 0) rt = t;
      if (i == 2) hooks = t;
    }
    printf("\n");
  }

  unsigned flags; int active; void *ctx = NULL, *cur, *again; unsigned ver = 0;
  CUresult (*slot2)(void **, int) = (CUresult (*)(void **, int))rt[2];
  cuDevicePrimaryCtxGetState(0, &flags, &active);
  printf("state before: 0 flags=%u active=%d\n", flags, active);
  CUresult r = slot2(&ctx, 0);
  printf("slot2(dev0) -> %d ctx=%p\n", r, ctx);
  cuDevicePrimaryCtxGetState(0, &flags, &active);
  printf("state after slot2: 0 flags=%u active=%d\n", flags, active);
  r = cuCtxGetApiVersion(ctx, &ver);
  printf("cuCtxGetApiVersion(slot2 ctx) -> %d ver=%u\n", r, ver);
  r = cuCtxGetCurrent(&cur);
  printf("cuCtxGetCurrent -> %d cur=%p\n", r, cur);
  void *bad = NULL;
  printf("slot2(dev 7) -> %d\n", slot2(&bad, 7));
  printf("cuCtxSetCurrent(unretained primary) -> %d\n", cuCtxSetCurrent(ctx));
  cuDevicePrimaryCtxGetState(0, &flags, &active);
  printf("state after set current: 0 flags=%u active=%d\n", flags, active);
  CUdeviceptr p;
  printf("cuMemAlloc in unretained current primary -> %d\n", cuMemAlloc_v2(&p, 256));
  r = cuDevicePrimaryCtxRetain(&again, 0);
  printf("retain -> %d ctx=%p same=%d\n", r, again, again == ctx);
  cuDevicePrimaryCtxGetState(0, &flags, &active);
  printf("state after retain: 0 flags=%u active=%d\n", flags, active);
  r = cuCtxGetApiVersion(ctx, &ver);
  printf("cuCtxGetApiVersion(ctx) -> %d ver=%u\n", r, ver);
  printf("cuCtxSetCurrent -> %d\n", cuCtxSetCurrent(ctx));

  void *buf; size_t n;
  ((void (*)(void **, size_t *))hooks[2])(&buf, &n);
  printf("hooks[2] -> ptr=%p size=%zu first words %llu %llu\n", buf, n, ((unsigned long long *)buf)[0], ((unsigned long long *)buf)[1]);
  ((void (*)(void **, size_t *))hooks[6])(&buf, &n);
  printf("hooks[6] -> ptr=%p size=%zu\n", buf, n);

  struct { int magic, version; const void *data; void *prelinked; } wrapper = {0x466243b1, 1, fatbin, NULL};
  void *mod = NULL, *fn = NULL, *lib = NULL, *kern = NULL;
  CUresult (*slot1)(void **, const void *) = (CUresult (*)(void **, const void *))rt[1];
  CUresult (*slot8)(const void *, void **) = (CUresult (*)(const void *, void **))rt[8];
  printf("fatbin %u bytes\n", (unsigned)(16 + *(unsigned long long *)(fatbin + 8)));
  r = slot1(&mod, &wrapper);
  printf("slot1(wrapper v1) -> %d mod=%p\n", r, mod);
  printf("cuModuleGetFunction(k) -> %d fn=%p\n", cuModuleGetFunction(&fn, mod, "addOne"), fn);
  printf("cuModuleUnload -> %d\n", cuModuleUnload(mod));
  wrapper.magic = 0x12345678;
  printf("slot1(bad magic) -> %d\n", slot1(&mod, &wrapper));
  wrapper.magic = 0x466243b1;
  r = slot8(fatbin, &mod);
  printf("slot8(fatbin header) -> %d mod=%p\n", r, mod);
  mod = NULL;
  r = cuModuleLoadData(&mod, &wrapper);
  printf("cuModuleLoadData(wrapper) -> %d mod=%p\n", r, mod);
  r = cuLibraryLoadData(&lib, &wrapper, NULL, NULL, 0, NULL, NULL, 0);
  printf("cuLibraryLoadData(wrapper) -> %d lib=%p\n", r, lib);
  printf("cuLibraryGetKernel(k) -> %d\n", cuLibraryGetKernel(&kern, lib, "addOne"));
  printf("cuModuleLoadData(fatbin) -> %d\n", cuModuleLoadData(&mod, fatbin));
  return 0;
}
