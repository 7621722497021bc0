extern "C" __global__ void st(int *p, unsigned long long off) { *(volatile int *)((char *)p + off) = 7; }
