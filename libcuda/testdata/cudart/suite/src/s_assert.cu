// s_assert: a device-side assert that fails in some threads: the message the
// device prints (file, line, function, block and thread), then
// cudaErrorAssert at the synchronization, sticky; a passing assert before it
// changes nothing.
#include <cassert>
#include "check.h"

__global__ void checks(const int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < 1 << 20);
  if (i < n) assert(p[i] >= 0);
}

int main() {
  const int n = 256;
  int h[n];
  for (int i = 0; i < n; i++) h[i] = i;
  int *d;
  REQUIRE(cudaMalloc(&d, sizeof h));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  checks<<<2, 128>>>(d, n);
  OK(cudaDeviceSynchronize());
  h[200] = -1;
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  checks<<<2, 128>>>(d, n);
  EXPECT(cudaDeviceSynchronize(), cudaErrorAssert);
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
  return finish();
}
