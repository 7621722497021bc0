// Second round of planted defects (racecheck, initcheck, synccheck details): `defects2 NAME`.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void race_war(int *out) {
  __shared__ int s[64];
  int v = s[(threadIdx.x + 1) % 64]; // line 8: read, then the neighbour writes
  s[threadIdx.x] = threadIdx.x;      // line 9
  out[threadIdx.x] = v;
}

__global__ void race_rw(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;                 // line 15
  out[threadIdx.x] = s[(threadIdx.x + 1) % 64]; // line 16
}

__global__ void race_atomic(int *out) {
  __shared__ int s[1];
  if (threadIdx.x == 0) s[0] = 0;
  __syncthreads();
  atomicAdd(&s[0], 1); // line 23: atomics do not race
  __syncthreads();
  out[threadIdx.x] = s[0];
}

__global__ void race_warp(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;          // line 30
  __syncwarp();
  out[threadIdx.x] = s[(threadIdx.x + 1) % 32]; // line 32: within one warp, after __syncwarp
}

__global__ void race_byte(int *out) {
  __shared__ char s[64];
  s[threadIdx.x] = threadIdx.x;          // line 37: bytes
  out[threadIdx.x] = s[(threadIdx.x + 1) % 64]; // line 38
}

__global__ void uninit_kernel_written(int *p, int *out) {
  p[threadIdx.x] = threadIdx.x;  // line 42: written by the kernel
  __syncthreads();
  out[threadIdx.x] = p[(threadIdx.x + 1) % 64]; // line 44: read after the write
}

__global__ void uninit_atomic(int *p) {
  atomicAdd(&p[threadIdx.x], 1); // line 48: an atomic on never-written memory
}

__global__ void uninit_byte(const char *p, int *out) {
  out[threadIdx.x] = p[threadIdx.x]; // line 52: bytes, half written
}

__global__ void div_sync_else(int *out) {
  if (threadIdx.x < 16) {
    __syncthreads(); // line 57
  } else {
    __syncthreads(); // line 59
  }
  out[threadIdx.x] = threadIdx.x;
}

__global__ void exit_then_sync(int *out) {
  if (threadIdx.x >= 16) return;
  __syncthreads(); // line 66: lanes 16..31 exited
  out[threadIdx.x] = threadIdx.x;
}

__global__ void shfl_mask(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16) v = __shfl_sync(0x0000ffff, v, 0); // line 72: a correct mask
  out[threadIdx.x] = v;
}

__global__ void vote_half(int *out) {
  int v = 0;
  if (threadIdx.x < 16) v = __ballot_sync(0xffffffff, threadIdx.x & 1); // line 78
  out[threadIdx.x] = v;
}

static void report(const char *what, cudaError_t e) { printf("%-24s -> %s\n", what, cudaGetErrorName(e)); }

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) return 2;
  const char *d = argv[1];
  int *p = 0, *out = 0;
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(out, 0, 64 * sizeof(int));
  if (!strcmp(d, "race_war")) race_war<<<1, 64>>>(out);
  else if (!strcmp(d, "race_rw2")) race_rw<<<2, 64>>>(out);
  else if (!strcmp(d, "race_atomic")) race_atomic<<<1, 64>>>(out);
  else if (!strcmp(d, "race_warp")) race_warp<<<1, 32>>>(out);
  else if (!strcmp(d, "race_byte")) race_byte<<<1, 64>>>(out);
  else if (!strcmp(d, "uninit_kernel_written")) { cudaMalloc(&p, 256); uninit_kernel_written<<<1, 64>>>(p, out); }
  else if (!strcmp(d, "uninit_atomic")) { cudaMalloc(&p, 256); uninit_atomic<<<1, 4>>>(p); }
  else if (!strcmp(d, "uninit_byte")) { cudaMalloc(&p, 64); cudaMemset(p, 1, 30); uninit_byte<<<1, 32>>>((const char *)p, out); }
  else if (!strcmp(d, "div_sync_else")) div_sync_else<<<1, 32>>>(out);
  else if (!strcmp(d, "exit_then_sync")) exit_then_sync<<<1, 32>>>(out);
  else if (!strcmp(d, "shfl_mask")) shfl_mask<<<1, 32>>>(out);
  else if (!strcmp(d, "vote_half")) vote_half<<<1, 32>>>(out);
  else { printf("unknown %s\n", d); return 2; }
  report("launch", cudaGetLastError());
  report("cudaDeviceSynchronize", cudaDeviceSynchronize());
  int h[64];
  report("cudaMemcpy", cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  if (!strcmp(d, "vote_half") || !strcmp(d, "shfl_mask"))
    for (int i = 0; i < 32; i++) printf("%d%c", h[i], i == 31 ? '\n' : ' ');
  return 0;
}
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 38))
extern "C" {
unsigned long classic_strtoul(const char *, char **, int) __asm__("strtoul");
long classic_strtol(const char *, char **, int) __asm__("strtol");
unsigned long long classic_strtoull(const char *, char **, int) __asm__("strtoull");
long long classic_strtoll(const char *, char **, int) __asm__("strtoll");
unsigned long __isoc23_strtoul(const char *s, char **end, int base) { return classic_strtoul(s, end, base); }
long __isoc23_strtol(const char *s, char **end, int base) { return classic_strtol(s, end, base); }
unsigned long long __isoc23_strtoull(const char *s, char **end, int base) { return classic_strtoull(s, end, base); }
long long __isoc23_strtoll(const char *s, char **end, int base) { return classic_strtoll(s, end, base); }
}
#endif
