// s_ev_env: what a program sees under the environment variables NVIDIA's
// driver and runtime read. The probe runs it under each setting of
// ../cases.txt: CUDA_VISIBLE_DEVICES (indices, UUID prefixes, junk, empty),
// CUDA_LAUNCH_BLOCKING (does a launch report its kernel's fault),
// CUDA_MODULE_LOADING and CUDA_MODULE_DATA_LOADING (where a kernel without
// code for the device fails: the _sm100 build), CUDA_FORCE_PTX_JIT and
// CUDA_DISABLE_PTX_JIT (with the _ptx build, PTX only, and the _sass build,
// SASS only), CUDA_DEVICE_MAX_CONNECTIONS, CUDA_DEVICE_ORDER,
// CUDA_CACHE_DISABLE, CUDA_AUTO_BOOST. It prints error names and values
// only, and faults a kernel last.
// build-variants: _ptx=-arch=compute_90 _sm100=-arch=sm_100 _sass=-gencode=arch=compute_90,code=sm_90
#include <cstdlib>
#include <cstring>
#include "check.h"

__global__ void setVal(int *p, int v) { *p = v; }
__global__ void addOne(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}
__global__ void store(int *p) { p[threadIdx.x] = 7; }

static const char *vars[] = {"CUDA_VISIBLE_DEVICES",  "CUDA_LAUNCH_BLOCKING", "CUDA_MODULE_LOADING", "CUDA_MODULE_DATA_LOADING",
                             "CUDA_FORCE_PTX_JIT",    "CUDA_DISABLE_PTX_JIT", "CUDA_DEVICE_MAX_CONNECTIONS",
                             "CUDA_DEVICE_ORDER",     "CUDA_CACHE_DISABLE",   "CUDA_AUTO_BOOST"};

int main() {
  for (const char *v : vars)
    if (const char *s = getenv(v)) printf("env %s=[%s]\n", v, s[0] && strchr("GgM", s[0]) ? "(a UUID)" : s);
  int n = -1, dev = -1;
  SHOW(cudaGetDeviceCount(&n));
  printf("device count %d\n", n);
  for (int i = -1; i <= 2; i++) printf("cudaSetDevice(%d) -> %s\n", i, cudaGetErrorName(cudaSetDevice(i)));
  SHOW(cudaGetDevice(&dev));
  printf("device %d\n", dev);
  SHOW(cudaGetLastError());
  if (n > 0) {
    cudaDeviceProp p;
    if (SHOW(cudaGetDeviceProperties(&p, 0)) == cudaSuccess)
      printf("device 0: %s cc %d.%d sms %d\n", p.name, p.major, p.minor, p.multiProcessorCount);
    SHOW(cudaSetDevice(0));
  }
  SHOW(cudaFree(0)); // the context: an eager load's errors show here?
  SHOW(cudaGetLastError());
  cudaFuncAttributes fa;
  if (SHOW(cudaFuncGetAttributes(&fa, setVal)) == cudaSuccess) printf("setVal ptx %d binary %d\n", fa.ptxVersion, fa.binaryVersion);
  SHOW(cudaGetLastError());
  int *d = nullptr;
  SHOW(cudaMalloc((void **)&d, 1024 * sizeof(int)));
  SHOW(cudaMemset(d, 0, 1024 * sizeof(int)));
  setVal<<<1, 1>>>(d, 42);
  SHOW(cudaGetLastError());
  int h = -1;
  SHOW(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("setVal wrote %d\n", h);
  setVal<<<1, 2048>>>(d, 1); // too many threads
  SHOW(cudaGetLastError());
  // several streams at once (CUDA_DEVICE_MAX_CONNECTIONS is how many
  // hardware queues they share: the results must not change)
  cudaStream_t s[8];
  for (int i = 0; i < 8; i++) SHOW(cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking));
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < 8; i++) addOne<<<1, 128, 0, s[i]>>>(d + 128 * i, 128);
  SHOW(cudaDeviceSynchronize());
  static int all[1024];
  SHOW(cudaMemcpy(all, d, sizeof all, cudaMemcpyDeviceToHost));
  long sum = 0;
  for (int x : all) sum += x;
  printf("streams sum %ld\n", sum);
  for (int i = 0; i < 8; i++) SHOW(cudaStreamDestroy(s[i]));
  // a fault last: does the launch, or only the synchronization, see it?
  store<<<1, 32>>>(nullptr);
  SHOW(cudaPeekAtLastError());
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  SHOW(cudaMalloc((void **)&d, 16));
  return finish();
}
