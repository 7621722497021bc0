/* samples16 probe: run the options kernel (sfu.cu) of a PTX file on the device
 * over deterministic inputs and write the call and put prices (raw f32, little
 * endian) to a file. Inputs: the LCG of tools/bench/host/host.c's randF, scaled
 * as sim/sfu_bench_test.go's optionInputs scales them. */
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *s_ = 0; cuGetErrorString(r_, &s_); \
  fprintf(stderr, "%s:%d: %s = %d (%s)\n", __FILE__, __LINE__, #x, (int)r_, s_ ? s_ : "?"); exit(1); } } while (0)

static float *randF(int n, uint32_t seed) {
  float *x = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    seed = seed * 1664525u + 1013904223u;
    x[i] = (float)(seed >> 8) / (float)(1 << 24) - 0.5f;
  }
  return x;
}

static char *readFile(const char *p) {
  FILE *f = fopen(p, "rb");
  if (!f) { perror(p); exit(1); }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(1);
  b[n] = 0;
  fclose(f);
  return b;
}

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: optprobe PTX N OUT\n"); return 2; }
  int n = atoi(argv[2]);
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  CUmodule mod;
  CUfunction f;
  CK(cuModuleLoadData(&mod, readFile(argv[1])));
  CK(cuModuleGetFunction(&f, mod, "options"));
  float *spot = randF(n, 1), *strike = randF(n, 2), *years = randF(n, 3);
  for (int i = 0; i < n; i++) {
    spot[i] = 17.5f + 12.5f * spot[i];
    strike[i] = 50.5f + 49.5f * strike[i];
    years[i] = 5.125f + 4.875f * years[i];
  }
  size_t b = 4 * (size_t)n;
  CUdeviceptr dS, dX, dT, dC, dP;
  CK(cuMemAlloc(&dS, b)); CK(cuMemAlloc(&dX, b)); CK(cuMemAlloc(&dT, b));
  CK(cuMemAlloc(&dC, b)); CK(cuMemAlloc(&dP, b));
  CK(cuMemcpyHtoD(dS, spot, b)); CK(cuMemcpyHtoD(dX, strike, b)); CK(cuMemcpyHtoD(dT, years, b));
  float rate = 0.02f, vol = 0.30f;
  void *p[] = {&dS, &dX, &dT, &dC, &dP, &rate, &vol, &n};
  CK(cuLaunchKernel(f, (n + 127) / 128, 1, 1, 128, 1, 1, 0, 0, p, 0));
  CK(cuCtxSynchronize());
  float *out = malloc(2 * b);
  CK(cuMemcpyDtoH(out, dC, b));
  CK(cuMemcpyDtoH(out + n, dP, b));
  FILE *o = fopen(argv[3], "wb");
  fwrite(out, 1, 2 * b, o);
  fclose(o);
  printf("n %d call[0] %.9g put[0] %.9g call[n-1] %.9g\n", n, out[0], out[n], out[n - 1]);
  return 0;
}
