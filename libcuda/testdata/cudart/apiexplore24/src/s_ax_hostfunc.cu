// s_ax_hostfunc: cudaLaunchHostFunc and cudaStreamAddCallback ordering
// with kernels and copies on one stream and across streams joined by
// events, a host function that enqueues nothing but reads what the kernel
// before it wrote, callbacks' status argument, errors (null function,
// flags), and host functions on the legacy and per-thread streams.
#include <cstring>
#include <vector>
#include "check.h"

static std::vector<int> order;
static int *seen;

__global__ void setVal(int *p, int v) { *p = v; }

static void CUDART_CB record(void *arg) { order.push_back((int)(long)arg); }
static void CUDART_CB readVal(void *arg) { order.push_back(1000 + *(int *)arg); }
static void CUDART_CB cb(cudaStream_t, cudaError_t status, void *arg) {
  order.push_back(2000 + (int)(long)arg);
  order.push_back(3000 + (int)status);
}

static void dump(const char *what) {
  printf("%s:", what);
  for (int v : order) printf(" %d", v);
  printf("\n");
  order.clear();
}

int main() {
  int *d;
  REQUIRE(cudaMallocManaged((void **)&d, 16));
  cudaStream_t a, b;
  OK(cudaStreamCreate(&a));
  OK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
  for (int i = 0; i < 5; i++) {
    setVal<<<1, 1, 0, a>>>(d, 10 * i);
    OK(cudaLaunchHostFunc(a, readVal, d));
    OK(cudaLaunchHostFunc(a, record, (void *)(long)i));
  }
  OK(cudaStreamAddCallback(a, cb, (void *)7, 0));
  OK(cudaStreamSynchronize(a));
  dump("one stream");
  cudaEvent_t e;
  OK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  OK(cudaLaunchHostFunc(a, record, (void *)1));
  setVal<<<1, 1, 0, a>>>(d, 55);
  OK(cudaEventRecord(e, a));
  OK(cudaStreamWaitEvent(b, e, 0));
  OK(cudaLaunchHostFunc(b, readVal, d));
  OK(cudaLaunchHostFunc(b, record, (void *)2));
  OK(cudaStreamSynchronize(b));
  dump("across streams");
  OK(cudaLaunchHostFunc(0, record, (void *)3));
  OK(cudaLaunchHostFunc(cudaStreamLegacy, record, (void *)4));
  OK(cudaLaunchHostFunc(cudaStreamPerThread, record, (void *)5));
  OK(cudaDeviceSynchronize());
  dump("special streams");
  SHOW(cudaLaunchHostFunc(a, nullptr, nullptr));
  SHOW(cudaStreamAddCallback(a, nullptr, nullptr, 0));
  SHOW(cudaStreamAddCallback(a, cb, nullptr, 1));
  SHOW(cudaGetLastError());
  OK(cudaStreamSynchronize(a));
  dump("after errors");
  // a host function queued behind a copy
  static int host[1024];
  int *dev;
  REQUIRE(cudaMalloc((void **)&dev, sizeof host));
  setVal<<<1, 1, 0, a>>>(dev + 1023, 77);
  OK(cudaMemcpyAsync(host, dev, sizeof host, cudaMemcpyDeviceToHost, a));
  OK(cudaLaunchHostFunc(a, readVal, host + 1023));
  OK(cudaStreamSynchronize(a));
  dump("behind a copy");
  SHOW(cudaStreamQuery(a));
  OK(cudaStreamDestroy(a));
  OK(cudaStreamDestroy(b));
  OK(cudaEventDestroy(e));
  return finish();
}
