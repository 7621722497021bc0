extern "C" __device__ int add_offset(int x) { return x + 1000; }
