// spin CYCLES [MODE]: when does the host see a kernel's fault (interop26's
// or_*: while a faulting kernel still spins, the H200 answered bad pointers
// with cudaErrorInvalidValue and no fault yet)? A kernel spins CYCLES clock
// cycles, then stores through a bad pointer. MODE says what the host does
// right after the launch:
//   quick   cudaMalloc, cudaStreamQuery(0), cudaStreamQuery(s), a
//           non-blocking stream's cudaMemcpyAsync and cudaStreamSynchronize,
//           a second launch, cudaGetLastError: no call waits for the kernel
//   copy    a synchronous cudaMemcpy of a good buffer (waits for the legacy
//           stream), then cudaMalloc
//   sleep   sleeps 50 ms, then cudaMalloc and cudaStreamQuery(0)
// Each then synchronizes and prints what came back. Times are printed in
// coarse buckets so that runs compare.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <cuda_runtime.h>

__global__ void spinThenFault(long long cycles, int *bad) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {}
  *bad = 1;
}
__global__ void ok(int *p) { p[threadIdx.x] = 1; }

static double ms(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
static const char *bucket(double t) { return t < 1 ? "<1ms" : t < 10 ? "1-10ms" : t < 100 ? "10-100ms" : t < 1000 ? "0.1-1s" : ">1s"; }
#define SHOW(call)                                                                      \
  do {                                                                                  \
    cudaError_t e_ = (call);                                                            \
    printf("%-52s -> %-28s at %s\n", #call, cudaGetErrorName(e_), bucket(ms(t0)));       \
  } while (0)

int main(int argc, char **argv) {
  long long cycles = argc > 1 ? atoll(argv[1]) : 0;
  const char *mode = argc > 2 ? argv[2] : "quick";
  int *good = nullptr, h[4] = {0};
  cudaMalloc(&good, 64);
  cudaStream_t s, nb;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking);
  cudaDeviceSynchronize();
  printf("spin %lld cycles, %s\n", cycles, mode);
  auto t0 = std::chrono::steady_clock::now();
  spinThenFault<<<1, 1>>>(cycles, (int *)0x10);
  SHOW(cudaGetLastError());
  if (!strcmp(mode, "quick")) {
    int *d = nullptr;
    SHOW(cudaMalloc(&d, 64));
    SHOW(cudaStreamQuery(0));
    SHOW(cudaStreamQuery(s));
    SHOW(cudaMemcpyAsync(h, good, sizeof h, cudaMemcpyDeviceToHost, nb));
    SHOW(cudaStreamSynchronize(nb));
    ok<<<1, 4>>>(good);
    SHOW(cudaGetLastError());
    SHOW(cudaPeekAtLastError());
  } else if (!strcmp(mode, "copy")) {
    SHOW(cudaMemcpy(h, good, sizeof h, cudaMemcpyDeviceToHost));
    int *d = nullptr;
    SHOW(cudaMalloc(&d, 64));
  } else if (!strcmp(mode, "sleep")) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    int *d = nullptr;
    SHOW(cudaMalloc(&d, 64));
    SHOW(cudaStreamQuery(0));
  }
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  return 0;
}
