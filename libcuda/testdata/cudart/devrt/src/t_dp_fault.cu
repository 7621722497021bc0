// t_dp_fault: a child grid that faults: the host's synchronize reports the
// fault (sticky), the parent's launch itself succeeded, and work launched
// after the faulting child does not run.
#include "dp.h"

__global__ void bad(int *p) { if (threadIdx.x == 0) *(volatile int *)nullptr = 1; }
__global__ void after(int *p) { atomicAdd(&p[1], 1); }
__global__ void parent(int *p) {
	if (threadIdx.x != 0) return;
	bad<<<1, 32>>>(p);
	p[0] = cudaGetLastError() + 1000;
	after<<<1, 1>>>(p);
}

int main() {
	int *p;
	OK(cudaMallocManaged(&p, 4 * sizeof(int)));
	memset(p, 0, 4 * sizeof(int));
	parent<<<1, 32>>>(p);
	printf("launch %s\n", cudaGetErrorName(cudaGetLastError()));
	cudaError_t e = cudaDeviceSynchronize();
	printf("sync %s\n", cudaGetErrorName(e));
	printf("sync again %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
	printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
	int h[4] = {-1, -1, -1, -1};
	printf("copy %s\n", cudaGetErrorName(cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost)));
	EXPECT("the fault is sticky", e == cudaErrorIllegalAddress);
	printf(failures == 0 ? "PASS\n" : "FAIL\n");
	return failures == 0 ? 0 : 1;
}
