// th_lib.cu: a library unit built WITHOUT --default-stream per-thread (the
// legacy default stream), linked into th_main built with it.
#include <cuda_runtime.h>
__global__ void addLegacy(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
// legacyWork adds v to p[0..n) on the default stream (here the legacy one)
// and copies back with cudaMemcpy; it returns the sum.
long long legacyWork(int *p, int *h, int v, int n, unsigned long long *streamId) {
  addLegacy<<<(n + 255) / 256, 256>>>(p, v, n);
  cudaStreamGetId(0, streamId);
  cudaMemcpy(h, p, n * sizeof(int), cudaMemcpyDeviceToHost);
  long long s = 0;
  for (int i = 0; i < n; i++) s += h[i];
  return s;
}
