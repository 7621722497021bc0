// x_param_over: compiled only (build.sh records nvcc's answer): a kernel
// whose parameter block totals TOTAL bytes (an 8-byte pointer and a struct).
struct S {
	char c[TOTAL - 8];
};
__global__ void k(int *o, S s) { o[0] = s.c[0] + s.c[TOTAL - 9]; }
