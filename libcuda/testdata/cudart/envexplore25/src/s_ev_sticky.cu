// s_ev_sticky: a kernel faults in one host thread; what other threads'
// calls answer afterwards (the runtime's last error is per thread, the
// fault is the context's), then cudaDeviceReset in a third thread and
// work in the first again (a new primary context).
#include <thread>
#include "check.h"

__global__ void setVal(int *p, int v) { *p = v; }
__global__ void store(int *p) { p[threadIdx.x] = 7; }

static const char *name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
  int *d = nullptr;
  REQUIRE(cudaMalloc((void **)&d, 64));
  setVal<<<1, 1>>>(d, 1);
  OK(cudaDeviceSynchronize());
  cudaStream_t s;
  OK(cudaStreamCreate(&s));
  cudaError_t e[6];
  std::thread a([&] {
    store<<<1, 32>>>(nullptr);
    e[0] = cudaPeekAtLastError();
    e[1] = cudaDeviceSynchronize();
    e[2] = cudaGetLastError();
    e[3] = cudaGetLastError();
  });
  a.join();
  printf("faulting thread: peek %s sync %s last %s last again %s\n", name(e[0]), name(e[1]), name(e[2]), name(e[3]));
  std::thread b([&] {
    int h = 0;
    e[0] = cudaGetLastError();
    e[1] = cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
    void *p = nullptr;
    e[2] = cudaMalloc(&p, 16);
    e[3] = cudaStreamQuery(s);
    e[4] = cudaGetLastError();
    e[5] = cudaGetLastError();
  });
  b.join();
  printf("another thread: last %s memcpy %s malloc %s stream query %s last %s last again %s\n", name(e[0]), name(e[1]), name(e[2]), name(e[3]),
         name(e[4]), name(e[5]));
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  std::thread c([&] {
    e[0] = cudaDeviceReset();
    e[1] = cudaGetLastError();
  });
  c.join();
  printf("reset in a third thread: %s last %s\n", name(e[0]), name(e[1]));
  std::thread a2([&] {
    int *p = nullptr;
    int h = 0;
    e[0] = cudaMalloc((void **)&p, 4);
    setVal<<<1, 1>>>(p, 5);
    e[1] = cudaGetLastError();
    e[2] = cudaMemcpy(&h, p, 4, cudaMemcpyDeviceToHost);
    e[3] = cudaFree(p);
    e[4] = cudaGetLastError();
    printf("after the reset, a new thread: malloc %s launch %s memcpy %s free %s last %s value %d\n", name(e[0]), name(e[1]), name(e[2]),
           name(e[3]), name(e[4]), h);
  });
  a2.join();
  int *q = nullptr, h = 0;
  SHOW(cudaMalloc((void **)&q, 4));
  setVal<<<1, 1>>>(q, 6);
  SHOW(cudaMemcpy(&h, q, 4, cudaMemcpyDeviceToHost));
  printf("main thread after the reset: value %d\n", h);
  SHOW(cudaFree(q));
  SHOW(cudaGetLastError());
  return finish();
}
