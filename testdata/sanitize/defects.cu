// Planted defects for the sanitizer tools, one per run: `defects NAME`.
// Each kernel's defect sits on a line of its own, so reports can be checked
// by file:line. The program prints what the runtime answers at the launch
// and at the next synchronisation, then exits 0.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void oob_write(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)
    p[i] = i; // line 12: thread n writes one element past the end
}

__global__ void oob_read(const int *p, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)
    out[i % 32] = p[i]; // line 18: thread n reads one element past the end
}

__global__ void oob_many(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = i; // line 23: threads n..n+7 write past the end
}

__global__ void shared_oob(int *out, int k) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x + k]; // line 30: reads past s for k > 0
}

__global__ void misaligned(const int *p, int *out) {
  const int *q = (const int *)((const char *)p + 2);
  out[0] = *q; // line 35: a 4-byte load at an address 2 mod 4
}

__global__ void store_one(int *p) {
  p[threadIdx.x] = 42; // line 39: the use-after-free and null stores
}

__global__ void clean(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = 2 * i;
}

__global__ void race_rw(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x; // line 50: written
  out[threadIdx.x] = s[(threadIdx.x + 1) % 64]; // line 51: read by the neighbour, no barrier between
}

__global__ void race_ww(int *out) {
  __shared__ int s[1];
  s[0] = threadIdx.x; // line 56: every thread writes the same word
  __syncthreads();
  out[threadIdx.x] = s[0];
}

__global__ void race_clean(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[(threadIdx.x + 1) % 64];
}

__global__ void uninit(const int *p, int *out) {
  out[threadIdx.x] = p[threadIdx.x] + 1; // line 69: p never written (first half memset in uninit_half)
}

__global__ void div_sync(int *out) {
  if (threadIdx.x < 16)
    __syncthreads(); // line 74: only half of the warp
  out[threadIdx.x] = threadIdx.x;
}

__global__ void global_race(int *p) {
  p[0] = blockIdx.x; // line 79: every block writes the same global word
}

__global__ void shfl_half(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16)
    v = __shfl_sync(0xffffffff, v, 0); // line 85: the mask names lanes 16..31, which do not take part
  out[threadIdx.x] = v;
}

__global__ void oob_atomic(int *p, int n) {
  atomicAdd(&p[n], 1); // line 90: one element past the end
}

__global__ void shared_write_oob(int k) {
  __shared__ volatile int s[64];
  s[threadIdx.x + k] = 1; // line 95: writes past s for k > 0
  __syncthreads();
}

static void report(const char *what, cudaError_t e) { printf("%-24s -> %s\n", what, cudaGetErrorName(e)); }

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) return 2;
  const char *d = argv[1];
  int *p = 0, *out = 0;
  const int n = 256;
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(out, 0, 64 * sizeof(int));
  if (!strcmp(d, "oob_write")) {
    cudaMalloc(&p, n * sizeof(int)); // 1 KiB
    oob_write<<<5, 64>>>(p, n);      // thread 256 is thread 0 of block 4
  } else if (!strcmp(d, "oob_read")) {
    cudaMalloc(&p, n * sizeof(int));
    cudaMemset(p, 0, n * sizeof(int));
    oob_read<<<5, 64>>>(p, out, n);
  } else if (!strcmp(d, "oob_many")) {
    cudaMalloc(&p, (n - 8) * sizeof(int));
    oob_many<<<4, 64>>>(p, n - 8);
  } else if (!strcmp(d, "shared_oob")) {
    shared_oob<<<1, 64>>>(out, 1);
  } else if (!strcmp(d, "shared_write_oob")) {
    shared_write_oob<<<1, 64>>>(4);
  } else if (!strcmp(d, "misaligned")) {
    cudaMalloc(&p, n * sizeof(int));
    cudaMemset(p, 0, n * sizeof(int));
    misaligned<<<1, 1>>>(p, out);
  } else if (!strcmp(d, "use_after_free")) {
    int *freed;
    cudaMalloc(&freed, 4096);
    cudaMalloc(&p, 4096);
    cudaFree(freed);
    store_one<<<1, 1>>>(freed);
  } else if (!strcmp(d, "null")) {
    store_one<<<1, 1>>>(0);
  } else if (!strcmp(d, "oob_atomic")) {
    cudaMalloc(&p, n * sizeof(int));
    oob_atomic<<<1, 1>>>(p, n);
  } else if (!strcmp(d, "clean")) {
    cudaMalloc(&p, n * sizeof(int));
    clean<<<4, 64>>>(p, n);
  } else if (!strcmp(d, "leak")) {
    cudaMalloc(&p, 1000);
    clean<<<1, 64>>>(out, 64);
  } else if (!strcmp(d, "race_rw")) {
    race_rw<<<1, 64>>>(out);
  } else if (!strcmp(d, "race_ww")) {
    race_ww<<<1, 64>>>(out);
  } else if (!strcmp(d, "race_clean")) {
    race_clean<<<1, 64>>>(out);
  } else if (!strcmp(d, "uninit")) {
    cudaMalloc(&p, 64 * sizeof(int));
    uninit<<<1, 64>>>(p, out);
  } else if (!strcmp(d, "uninit_half")) {
    cudaMalloc(&p, 64 * sizeof(int));
    cudaMemset(p, 0, 32 * sizeof(int));
    uninit<<<1, 64>>>(p, out);
  } else if (!strcmp(d, "init_clean")) {
    cudaMalloc(&p, 64 * sizeof(int));
    cudaMemset(p, 0, 64 * sizeof(int));
    uninit<<<1, 64>>>(p, out);
  } else if (!strcmp(d, "div_sync")) {
    div_sync<<<1, 64>>>(out);
  } else if (!strcmp(d, "global_race")) {
    global_race<<<8, 1>>>(out);
  } else if (!strcmp(d, "shfl_half")) {
    shfl_half<<<1, 32>>>(out);
  } else {
    printf("unknown defect %s\n", d);
    return 2;
  }
  report("launch", cudaGetLastError());
  report("cudaDeviceSynchronize", cudaDeviceSynchronize());
  report("cudaGetLastError", cudaGetLastError());
  int h[64];
  report("cudaMemcpy", cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  if (!strcmp(d, "shfl_half"))
    for (int i = 0; i < 32; i++) printf("%d%c", h[i], i == 31 ? '\n' : ' ');
  if (strcmp(d, "leak")) cudaFree(p);
  report("cudaFree(out)", cudaFree(out));
  return 0;
}

// Binaries built against glibc 2.38 or newer (CUDA 13's host code calls
// strtoul, which such a g++ renames) must also run on glibc 2.36: answer for
// the __isoc23_ names with the classic functions.
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
