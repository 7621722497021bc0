// Kernels of probe_streamops.c (nvcc -ptx -arch=sm_90 streamops_kernels.cu).
// latch polls a pinned host int (flag[0]), sleeping 1 ms between reads,
// until the host sets it or timeout_cycles of clock64 pass, then sets
// flag[1] = 1 (the done mark) and, when fault is non-zero, stores through a
// NULL pointer (an illegal address): testdata/reference/async's latch
// without libcu++. setlater sleeps ms times 1 ms, then stores v to *p (a
// kernel that writes a value a stream waits for). addOne adds 1 to p[0..n).
extern "C" __global__ void latch(int *flag, unsigned long long timeout_cycles, int fault) {
  volatile int *f = flag;
  unsigned long long start = clock64();
  while (true) {
    if (f[0]) break;
    if (clock64() - start >= timeout_cycles) break;
    __nanosleep(1000000);  // 1 ms
  }
  __threadfence_system();
  f[1] = 1;
  __threadfence_system();
  if (fault) *(volatile int *)0 = 1;
}

extern "C" __global__ void setlater(unsigned *p, unsigned v, unsigned ms) {
  for (unsigned i = 0; i < ms; ++i) __nanosleep(1000000U);
  *(volatile unsigned *)p = v;
  __threadfence_system();
}

extern "C" __global__ void addOne(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}
