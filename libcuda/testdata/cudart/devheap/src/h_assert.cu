// h_assert: which failing threads print their assert, and in what order,
// before the grid faults (cudaErrorAssert, 710). One case per process:
//
//   h_assert lanes    one warp, lanes 3, 11, 19, 27 fail at one assert
//   h_assert warps    4 warps of one block, lanes 5 and 17 of each fail
//   h_assert blocks   2 blocks of 64, threads 40..43 of each fail
//   h_assert split    one warp diverged: lanes < 16 fail one assert (lane 3,
//                     lane 9), the others another (lane 20, lane 30)
//   h_assert late     lane 7 fails at once, lane 2 after a loop of 1000 steps
#include "dp.h"
#include <cassert>

__global__ void lanes(int *out) {
	int t = threadIdx.x;
	assert(t % 8 != 3);
	out[t] = t;
}
__global__ void warps(int *out) {
	int lane = threadIdx.x % 32;
	assert(lane != 5 && lane != 17);
	out[threadIdx.x] = lane;
}
__global__ void blocks(int *out) {
	int t = threadIdx.x;
	assert(t < 40 || t > 43);
	out[blockIdx.x * blockDim.x + t] = t;
}
__global__ void split(int *out) {
	int t = threadIdx.x;
	if (t < 16) {
		assert(t != 3 && t != 9);
	} else {
		out[t] = t * 2;
		assert(t != 20 && t != 30);
	}
	out[t] += t;
}
__global__ void late(int *out, int n) {
	int t = threadIdx.x;
	if (t == 2) {
		int s = 0;
		for (int i = 0; i < n; i++) s += out[i % 32];
		out[40] = s;
		assert(t != 2);
	}
	assert(t != 7);
	out[t] = t;
}

int main(int argc, char **argv) {
	const char *mode = argc > 1 ? argv[1] : "lanes";
	int *out;
	OK(cudaMalloc(&out, 4096));
	cudaMemset(out, 0, 4096);
	printf("mode %s\n", mode);
	fflush(stdout);
	if (strcmp(mode, "lanes") == 0) lanes<<<1, 32>>>(out);
	else if (strcmp(mode, "warps") == 0) warps<<<1, 128>>>(out);
	else if (strcmp(mode, "blocks") == 0) blocks<<<2, 64>>>(out);
	else if (strcmp(mode, "split") == 0) split<<<1, 32>>>(out);
	else late<<<1, 32>>>(out, 1000);
	cudaError_t e = cudaDeviceSynchronize();
	fflush(stderr);
	printf("sync %s(%d)\n", cudaGetErrorName(e), (int)e);
	e = cudaGetLastError();
	printf("last error %s(%d)\n", cudaGetErrorName(e), (int)e);
	return e == cudaErrorAssert ? 0 : 1;
}
