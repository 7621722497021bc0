// h_sm80: relocatable device code built by CUDA 11.8 for sm_80 only (SASS
// and PTX), with a device-side launch but no device-side
// cudaDeviceSynchronize: does the H200 run it (its runtime JIT-linking the
// relocatable PTX) or refuse it as having no code for sm_90? (t_dp_cdp1 of
// libcuda/testdata/cudart/devrt, with the synchronize, is refused with 225.)
#include "dp.h"

__global__ void child(int *p) { atomicAdd(p, 1); }
__global__ void parent(int *p) { if (threadIdx.x == 0) child<<<1, 4>>>(p); }
__global__ void plain(int *p) { atomicAdd(p, 10); }

int main() {
	int *p;
	OK(cudaMallocManaged(&p, sizeof(int)));
	*p = 0;
	plain<<<1, 2>>>(p);
	cudaError_t l = cudaGetLastError();
	cudaError_t e = cudaDeviceSynchronize();
	printf("plain kernel: launch %s, sync %s, value %d\n", ename(l), cudaGetErrorName(e), *p);
	*p = 0;
	parent<<<1, 32>>>(p);
	l = cudaGetLastError();
	e = cudaDeviceSynchronize();
	printf("device launch: launch %s, sync %s, children ran %d\n", ename(l), cudaGetErrorName(e), *p);
	printf("PASS\n");
	return 0;
}
