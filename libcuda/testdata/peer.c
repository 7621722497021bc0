/*
 * peer: peer access between two emulated H200s (CUDASIM_DEVICES=2), through
 * the C ABI. A kernel in device 1's context adds one to device 0's memory
 * with peer access, and faults (sticky) without it; cuMemcpyPeer needs none.
 * Prints one line per call: the call, its result, its value.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxSynchronize(void);
CUresult cuDeviceCanAccessPeer(int *, int, int);
CUresult cuDeviceGetP2PAttribute(int *, int, int, int);
CUresult cuCtxEnablePeerAccess(void *, unsigned);
CUresult cuCtxDisablePeerAccess(void *);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyPeer(CUdeviceptr, void *, CUdeviceptr, void *, size_t);
CUresult cuMemcpyPeerAsync(CUdeviceptr, void *, CUdeviceptr, void *, size_t, void *);
CUresult cuLibraryLoadData(void **, const void *, void *, void *, unsigned, void *, void *, unsigned);
CUresult cuLibraryGetKernel(void **, void *, const char *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);

#define CK(x) do { CUresult r_ = (x); if (r_) { printf("%s -> %d\n", #x, r_); return 1; } } while (0)
#define SHOW(x) printf("%s -> %d\n", #x, (x))

int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb");
  if (!f) return 2;
  static char img[1 << 20];
  if (fread(img, 1, sizeof img, f) == 0) return 2;
  fclose(f);
  int v = -1;
  CK(cuInit(0));
  SHOW(cuDeviceCanAccessPeer(&v, 1, 0)); printf("  %d\n", v);
  SHOW(cuDeviceCanAccessPeer(&v, 0, 0)); printf("  %d\n", v);
  SHOW(cuDeviceCanAccessPeer(&v, 0, 2));
  SHOW(cuDeviceCanAccessPeer(NULL, 0, 1));
  for (int a = 1; a <= 5; a++) {
    v = -1;
    SHOW(cuDeviceGetP2PAttribute(&v, a, 0, 1)); printf("  %d\n", v);
  }
  SHOW(cuDeviceGetP2PAttribute(&v, 2, 0, 0));
  SHOW(cuDeviceGetP2PAttribute(&v, 6, 0, 1));
  SHOW(cuDeviceGetP2PAttribute(NULL, 2, 0, 1));

  void *c0, *c1, *lib, *add;
  CK(cuDevicePrimaryCtxRetain(&c0, 0));
  CK(cuDevicePrimaryCtxRetain(&c1, 1));
  SHOW(cuCtxEnablePeerAccess(c0, 0)); /* no current context */
  CK(cuCtxSetCurrent(c0));
  CUdeviceptr buf0, buf1;
  CK(cuMemAlloc_v2(&buf0, 256));
  CK(cuMemsetD32_v2(buf0, 5, 64));
  CK(cuCtxSetCurrent(c1));
  CK(cuMemAlloc_v2(&buf1, 256));
  CK(cuLibraryLoadData(&lib, img, NULL, NULL, 0, NULL, NULL, 0));
  CK(cuLibraryGetKernel(&add, lib, "addOne"));
  SHOW(cuCtxEnablePeerAccess(c1, 0));
  SHOW(cuCtxEnablePeerAccess(c0, 1));
  SHOW(cuCtxEnablePeerAccess(c0, 0));
  SHOW(cuCtxEnablePeerAccess(c0, 0));
  int n = 64;
  void *params[] = {&buf0, &n};
  SHOW(cuLaunchKernel(add, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
  SHOW(cuCtxSynchronize());
  int w[2] = {0, 0};
  SHOW(cuMemcpyDtoH_v2(w, buf0, 8)); printf("  %d %d\n", w[0], w[1]);
  SHOW(cuCtxDisablePeerAccess(c0));
  SHOW(cuCtxDisablePeerAccess(c0));
  SHOW(cuMemcpyPeer(buf1, c1, buf0, c0, 256));
  SHOW(cuMemcpyPeerAsync(buf1 + 128, c1, buf0, c0, 8, NULL));
  SHOW(cuMemcpyDtoH_v2(w, buf1 + 128, 8)); printf("  %d %d\n", w[0], w[1]);
  SHOW(cuLaunchKernel(add, 2, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
  SHOW(cuCtxSynchronize());
  SHOW(cuCtxSynchronize());
  CK(cuCtxSetCurrent(c0));
  SHOW(cuMemcpyDtoH_v2(w, buf0, 8)); printf("  %d %d\n", w[0], w[1]);
  return 0;
}
