// faultmap: where kernel accesses start to fault on the H200.
//   faultmap global SETUP START STEP COUNT  : stores 4 bytes at small+START,
//       +START+STEP, ... (bytes from a 256-byte cudaMalloc buffer) until one
//       faults; SETUP picks what the process did before (see setUp).
//   faultmap shared KIND MODE OFF           : one 4-byte access at byte OFF
//       from a shared array (KIND static: __shared__ int s[32]; dyn: 128
//       bytes of dynamic shared memory; dyn48k: 48 KiB dynamic; both:
//       static s[32] and 128 bytes dynamic, the dynamic array's base), MODE
//       sts/lds (.shared addressing, 32-bit) or stg/ldg (generic).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void st(char *p, long long off) { *(volatile int *)(p + off) = 7; }
__global__ void fine(int *p) { p[threadIdx.x] = 1; }

__device__ void access(int mode, char *base, long long off, int *out) {
  unsigned a = (unsigned)__cvta_generic_to_shared(base) + (unsigned)off;
  char *g = base + off;
  int v = 0;
  switch (mode) {
  case 0: asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(7) : "memory"); break;
  case 1: asm volatile("ld.volatile.shared.u32 %0, [%1];" : "=r"(v) : "r"(a) : "memory"); break;
  case 2: asm volatile("st.u32 [%0], %1;" ::"l"(g), "r"(7) : "memory"); break;
  case 3: asm volatile("ld.volatile.u32 %0, [%1];" : "=r"(v) : "l"(g) : "memory"); break;
  }
  out[0] = v;
  out[1] = (int)a;
}
__global__ void sStatic(int mode, long long off, int *out) {
  __shared__ int s[32];
  ((volatile int *)s)[threadIdx.x] = 1;
  access(mode, (char *)s, off, out);
}
extern __shared__ int dynShared[];
__global__ void sDyn(int mode, long long off, int *out) {
  ((volatile int *)dynShared)[threadIdx.x] = 1;
  access(mode, (char *)dynShared, off, out);
}
__global__ void sBoth(int mode, long long off, int *out) {
  __shared__ int s[32];
  ((volatile int *)s)[threadIdx.x] = 1;
  ((volatile int *)dynShared)[threadIdx.x] = 2;
  out[2] = (int)((char *)dynShared - (char *)s);
  access(mode, (char *)dynShared, off, out);
}

static size_t freeMem() {
  size_t f = 0, t = 0;
  cudaMemGetInfo(&f, &t);
  return f;
}

int main(int argc, char **argv) {
  setvbuf(stdout, nullptr, _IOLBF, 0);
  if (argc == 7 && !strcmp(argv[1], "global")) {
    const char *setup = argv[2];
    long long start = atoll(argv[3]), stepBytes = atoll(argv[4]), count = atoll(argv[5]);
    int dir = atoi(argv[6]);
    if (!strcmp(setup, "ctxcreate")) {
      // a context of the driver's API, current before the runtime's first call: the runtime uses it
      CUdevice dev;
      CUcontext c;
      cuInit(0);
      cuDeviceGet(&dev, 0);
#if CUDA_VERSION >= 13000
      CUresult r = cuCtxCreate(&c, nullptr, 0, dev);
#else
      CUresult r = cuCtxCreate(&c, 0, dev);
#endif
      printf("cuCtxCreate %d\n", (int)r);
    }
    size_t f0 = (cudaFree(0), freeMem());
    if (!strcmp(setup, "heap256m")) printf("setlimit heap %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256 << 20)));
    if (!strcmp(setup, "stack64k")) printf("setlimit stack %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitStackSize, 64 << 10)));
    if (!strcmp(setup, "fifo64m")) printf("setlimit fifo %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 64 << 20)));
    int *pre = nullptr;
    if (!strcmp(setup, "launchfirst")) {
      cudaMalloc(&pre, 512);
      fine<<<1, 32>>>(pre);
      printf("first launch %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    }
    size_t f1 = freeMem();
    char *small = nullptr, *d = nullptr;
    cudaMalloc(&small, 256);
    if (strcmp(setup, "one")) cudaMalloc(&d, 4096);
    size_t f2 = freeMem();
    st<<<1, 1>>>(small, 0);
    cudaError_t e0 = cudaDeviceSynchronize();
    size_t f3 = freeMem();
    printf("setup %s small %p (granule +0x%llx) d %p pre %p | free ctx %zu after-setup -%zu after-alloc -%zu after-launch -%zu | store at 0: %s\n",
           setup, small, (unsigned long long)((size_t)small & ((2 << 20) - 1)), d, pre, f0, f0 - f1, f0 - f2, f0 - f3,
           cudaGetErrorName(e0));
    for (long long i = 0; i < count; i++) {
      long long off = start + dir * i * stepBytes;
      st<<<1, 1>>>(small, off);
      cudaError_t e = cudaDeviceSynchronize();
      if (e != cudaSuccess) {
        printf("first fault at byte offset %lld (%+.3f MiB, address %p): %s; last fine %lld\n", off, off / 1048576.0,
               small + off, cudaGetErrorName(e), off - dir * stepBytes);
        return 0;
      }
    }
    printf("no fault up to byte offset %lld\n", start + dir * (count - 1) * stepBytes);
    return 0;
  }
  if (argc == 5 && !strcmp(argv[1], "shared")) {
    const char *kind = argv[2], *modeName = argv[3];
    long long off = atoll(argv[4]);
    const char *modes[] = {"sts", "lds", "stg", "ldg"};
    int mode = -1;
    for (int i = 0; i < 4; i++)
      if (!strcmp(modeName, modes[i])) mode = i;
    int *out = nullptr;
    cudaMalloc(&out, 64);
    cudaMemset(out, 0xff, 64);
    if (!strcmp(kind, "static")) sStatic<<<1, 1>>>(mode, off, out);
    else if (!strcmp(kind, "dyn")) sDyn<<<1, 1, 128>>>(mode, off, out);
    else if (!strcmp(kind, "dyn48k")) sDyn<<<1, 1, 48 << 10>>>(mode, off, out);
    else if (!strcmp(kind, "both")) sBoth<<<1, 1, 128>>>(mode, off, out);
    cudaError_t le = cudaGetLastError();
    cudaError_t e = cudaDeviceSynchronize();
    int h[3] = {0, 0, 0};
    cudaError_t ce = cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%-6s %s %11lld: launch %s sync %s", kind, modeName, off, cudaGetErrorName(le), cudaGetErrorName(e));
    if (ce == cudaSuccess) printf(" | value %d shared addr 0x%x dyn-static %d", h[0], h[1], h[2]);
    printf("\n");
    return 0;
  }
  fprintf(stderr, "usage\n");
  return 2;
}
