// Kernels of probe_async.c (nvcc -ptx -arch=sm_90 async_kernels.cu).
// latch is cuda.core's tests/helpers/latch.py kernel plus a done mark:
// it polls a pinned host int through cuda::atomic_ref, sleeping 1 ms
// between reads, until the host sets it or timeout_cycles of clock64 pass,
// then sets flag[1] = 1 (so the host can see the kernel ended) and, when
// fault is non-zero, stores through a NULL pointer (an illegal address).
#include <cuda/atomic>

extern "C" __global__ void latch(int *flag, unsigned long long timeout_cycles, int fault) {
  cuda::atomic_ref<int, cuda::thread_scope_system> signal{flag[0]};
  cuda::atomic_ref<int, cuda::thread_scope_system> done{flag[1]};
  unsigned long long start = clock64();
  while (true) {
    if (signal.load(cuda::memory_order_relaxed)) break;
    if (clock64() - start >= timeout_cycles) break;
    __nanosleep(1000000);  // 1 ms
  }
  done.store(1, cuda::memory_order_relaxed);
  if (fault) *(volatile int *)0 = 1;
}

// sleeper is cuda.core's tests/helpers/nanosleep_kernel.py: ms times 1 ms.
extern "C" __global__ void sleeper(unsigned ms) {
  for (unsigned i = 0; i < ms; ++i) __nanosleep(1000000U);
}
