// lb_mod.cu: the module that lb_main loads with the runtime's library API,
// built by build.sh into lb_mod.ptx, lb_mod.cubin and lb_mod.fatbin.
extern "C" __global__ void add1(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}
extern "C" __global__ void spin(long long cycles, int *done) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {}
  *done = 1;
}
__device__ int gval = 42;
__managed__ int mval = 7;
__constant__ int cval[8] = {1, 2, 3, 4, 5, 6, 7, 8};
extern "C" __global__ void readg(int *out) {
  out[0] = gval;
  out[1] = mval;
  out[2] = cval[1];
  gval += 1;
  mval += 1;
}
extern "C" __global__ void big(int *p) {
  extern __shared__ int s[];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}
