// sr_b.cu: the other unit of libsr.so.
__device__ int factor = 3;
__device__ int scale(int x) { return factor * x; }
