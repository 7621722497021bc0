// t_mix: a program linked with relocatable device code (-rdc=true) from one
// object and without it from another (t_mix_plain.cu), as Thrust's
// testing/cuda tests link their -rdc test with the test framework built
// without: the executable's .nv_fatbin then holds the plain object's fatbin
// (its own SASS and PTX) beside nvlink's. Both objects' kernels must run, and
// the rdc object's kernel launches a child (dynamic parallelism).
#include "dp.h"

cudaError_t runPlain(int *out); // t_mix_plain.cu, built without -rdc

__device__ int twice(int x) { return 2 * x; }
__global__ void child(int *out) { out[threadIdx.x] = twice(threadIdx.x) + 1; }
__global__ void parent(int *out) {
	out[threadIdx.x] = twice(threadIdx.x);
	if (threadIdx.x == 0) child<<<1, 8>>>(out + 8);
}

int main() {
	int *out;
	OK(cudaMallocManaged(&out, 24 * sizeof(int)));
	memset(out, 0xff, 24 * sizeof(int));
	OK(runPlain(out + 16));
	OK(cudaDeviceSynchronize());
	parent<<<1, 8>>>(out);
	OK(cudaGetLastError());
	OK(cudaDeviceSynchronize());
	bool right = true;
	for (int i = 0; i < 24; i++) {
		printf("%d%c", out[i], i % 8 == 7 ? '\n' : ' ');
		int want = i < 8 ? 2 * i : i < 16 ? 2 * (i - 8) + 1 : 100 + (i - 16) * (i - 16);
		right = right && out[i] == want;
	}
	EXPECT("parent, child and plain kernel results", right);
	return finish();
}
