// Kernels of probe_faith.c (nvcc -ptx -arch=sm_90 faith_kernels.cu).
// setlater sleeps ms times 1 ms, then stores v to *p: it keeps its stream
// busy, so that the launch after it is queued. store3 writes its three
// parameters where its first says: what a queued launch saw. latch polls a
// pinned host int, sleeping 1 ms between reads, until the host sets it (or
// timeout_cycles pass) and then sets flag[1]. fault stores through NULL.
extern "C" __global__ void setlater(unsigned *p, unsigned v, unsigned ms) {
  for (unsigned i = 0; i < ms; ++i) __nanosleep(1000000U);
  *(volatile unsigned *)p = v;
  __threadfence_system();
}

extern "C" __global__ void store3(unsigned *p, unsigned a, unsigned long long b) {
  p[0] = a;
  p[1] = (unsigned)b;
  p[2] = (unsigned)(b >> 32);
}

extern "C" __global__ void latch(int *flag, unsigned long long timeout_cycles) {
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
}

extern "C" __global__ void fault(int *p) { *(volatile int *)0 = *p; }

extern "C" __global__ void addOne(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}
