// Kernels of probe_cond.c: setters of a conditional handle through the
// device runtime's cudaGraphSetConditional, and counters. Compiled on the
// GPU machine with `nvcc -arch=sm_90 -rdc=true -ptx` (cond.ptx) and linked
// by the probe against libcudadevrt.a with cuLink, as users link it.
#ifdef DECLARE
extern "C" __device__ __cudart_builtin__ void CUDARTAPI cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value);
#endif

// set_cond: thread 0 of block 0 sets the handle's value.
extern "C" __global__ void set_cond(cudaGraphConditionalHandle h, unsigned v) {
  if (threadIdx.x == 0 && blockIdx.x == 0) cudaGraphSetConditional(h, v);
}

// set_cond_every: every thread sets it (to the same value).
extern "C" __global__ void set_cond_every(cudaGraphConditionalHandle h, unsigned v) {
  cudaGraphSetConditional(h, v);
}

// add_to adds v to *p once per block.
extern "C" __global__ void add_to(int *p, int v) {
  if (threadIdx.x == 0) atomicAdd(p, v);
}

// countdown decrements *counter and keeps the handle set while it was above 1.
extern "C" __global__ void countdown(cudaGraphConditionalHandle h, int *counter) {
  int c = atomicSub(counter, 1);
  cudaGraphSetConditional(h, c > 1 ? 1u : 0u);
}

// append writes v at the next slot of log (log[0] counts).
extern "C" __global__ void append(int *log, int v) {
  int i = atomicAdd(log, 1);
  log[1 + i] = v;
}
