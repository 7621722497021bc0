/*
 * recruntime: what the CUDA runtime does first, for cudasim's recorder over
 * fakedriver.c: it asks the private CUDART_INTERFACE table for the primary
 * context, makes it current before retaining it, and loads the program's
 * fatbin (argv[1]) through its host wrapper. The recorder must trace both
 * private calls.
 */
#include <stdio.h>
#include <stdlib.h>
typedef int CUresult;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuGetExportTable(const void **, const unsigned char *);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuModuleGetFunction(void **, void *, const char *);

int main(int argc, char **argv) {
  static const unsigned char rt_id[16] = {0x6b,0xd5,0xfb,0x6c,0x5b,0xf4,0xe7,0x4a,0x89,0x87,0xd9,0x39,0x12,0xfd,0x9d,0xf9};
  static unsigned char fatbin[1 << 16] __attribute__((aligned(8)));
  FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
  if (!f || fread(fatbin, 1, sizeof fatbin, f) == 0) return 2;
  fclose(f);
  struct { int magic, version; const void *data; void *prelinked; } wrapper = {0x466243b1, 1, fatbin, NULL};
  void **rt, *ctx, *again, *mod, *fn;
  int dev;
  printf("%d", cuInit(0));
  printf(" %d", cuDeviceGet(&dev, 0));
  printf(" %d", cuGetExportTable((const void **)&rt, rt_id));
  printf(" %d", ((CUresult (*)(void **, int))rt[2])(&ctx, 0));
  printf(" %d", cuCtxSetCurrent(ctx));
  printf(" %d", cuDevicePrimaryCtxRetain(&again, 0));
  printf(" %d", ((CUresult (*)(void **, const void *, void *, void *, int))rt[6])(&mod, &wrapper, NULL, NULL, 0));
  printf(" %d same %d\n", cuModuleGetFunction(&fn, mod, "addOne"), ctx == again);
  return 0;
}
