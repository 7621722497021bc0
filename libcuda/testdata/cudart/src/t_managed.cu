// t_managed: __managed__ variables and cudaMallocManaged memory, written by
// the host, changed by kernels and read by the host after synchronizing.
#include "check.h"

__managed__ int mval = 5;
__managed__ int marr[256];

__global__ void bump() {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  marr[i] = i * i + mval;
  __syncthreads();
  if (i == 0) atomicAdd(&mval, 1);
}

__global__ void scale(float *p, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * a + 1.0f;
}

int main() {
  printf("mval initially %d\n", mval);
  check(mval == 5, "mval initial value");
  mval = 100;
  bump<<<1, 256>>>();
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  printf("mval %d marr[0]=%d marr[255]=%d\n", mval, marr[0], marr[255]);
  bool ok = mval == 101;
  for (int i = 0; i < 256; i++) ok = ok && marr[i] == i * i + 100;
  check(ok, "bump");

  // Through the runtime as symbols, too.
  int h = 0;
  OK(cudaMemcpyFromSymbol(&h, mval, sizeof h));
  check(h == 101, "mval through cudaMemcpyFromSymbol");
  int *pm = nullptr;
  OK(cudaGetSymbolAddress((void **)&pm, mval));
  check(pm == &mval, "managed symbol address is the host address");
  printf("symbol address is &mval: %d\n", pm == &mval);

  const int n = 100000;
  float *p = nullptr;
  REQUIRE(cudaMallocManaged(&p, n * sizeof(float)));
  for (int i = 0; i < n; i++) p[i] = (float)(i % 1000);
  scale<<<(n + 255) / 256, 256>>>(p, 0.5f, n);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  ok = true;
  double sum = 0;
  for (int i = 0; i < n; i++) {
    ok = ok && p[i] == (float)(i % 1000) * 0.5f + 1.0f;
    sum += p[i];
  }
  check(ok, "scale");
  printf("managed sum %.1f p[999]=%.1f\n", sum, p[999]);

  cudaPointerAttributes attr;
  OK(cudaPointerGetAttributes(&attr, p));
  printf("cudaMallocManaged memory type %d\n", (int)attr.type);
  check(attr.type == cudaMemoryTypeManaged, "memory type managed");
  OK(cudaPointerGetAttributes(&attr, &mval));
  printf("__managed__ memory type %d\n", (int)attr.type);

  // Host-attached managed memory, used by a kernel after the host writes it.
  int *q = nullptr;
  REQUIRE(cudaMallocManaged(&q, 256 * sizeof(int), cudaMemAttachHost));
  for (int i = 0; i < 256; i++) q[i] = 3 * i;
  scale<<<1, 64>>>(p, 2.0f, 64);
  OK(cudaDeviceSynchronize());
  check(q[255] == 765 && p[1] == 4.0f, "host-attached memory and rescale");
  printf("q[255]=%d p[1]=%.1f\n", q[255], p[1]);

  int v = 0;
  OK(cudaDeviceGetAttribute(&v, cudaDevAttrManagedMemory, 0));
  printf("managed memory supported %d\n", v);
  OK(cudaFree(q));
  OK(cudaFree(p));
  return finish();
}
