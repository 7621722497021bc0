// vecadd: the kernel of testdata/reference/vmm/vectoradd_mmap.c.
extern "C" __global__ void vecAdd(const float *a, const float *b, float *c, unsigned long long n) {
  unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}
