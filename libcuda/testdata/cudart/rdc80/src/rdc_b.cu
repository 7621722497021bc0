// rdc_b: the other translation unit of rdc80: a device function and a device variable that rdc_a.cu
// uses across the device link.
__device__ int rdc_counter;
__device__ int rdc_twice(int x) { return 2 * x + 1; }
