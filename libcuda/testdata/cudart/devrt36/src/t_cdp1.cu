// t_cdp1: a module whose device code calls the device-side synchronize of
// CDP1 (__cudaDeviceSynchronizeDeprecationAvoidance, which CUB 1.17 calls
// after each device-side algorithm: cub::detail::device_synchronize), built
// by CUDA 11.8 for compute_90 (PTX only, JIT-linked by the driver) or for
// sm_90 (SASS nvlink linked): Hopper does not support CDP1. What do a
// launch of a kernel of that module that never synchronizes, and one that
// does, answer?
#include "dp.h"

__global__ void plain(int *p) { p[threadIdx.x] = threadIdx.x + 1; }
__global__ void child(int *p) { atomicAdd(p, 1); }
__global__ void syncing(int *p, int *rc) {
	child<<<1, 4>>>(p);
	rc[0] = __cudaDeviceSynchronizeDeprecationAvoidance();
	rc[1] = *(volatile int *)p;
}

int main() {
	int *p, *rc;
	OK(cudaMallocManaged(&p, 8 * sizeof(int)));
	OK(cudaMallocManaged(&rc, 2 * sizeof(int)));
	memset(p, 0, 8 * sizeof(int));
	rc[0] = rc[1] = -1;
	plain<<<1, 8>>>(p);
	cudaError_t l = cudaGetLastError();
	cudaError_t e = cudaDeviceSynchronize();
	printf("plain kernel: launch %s, sync %s, p[7] %d\n", ename(l), ename(e), p[7]);
	p[0] = 0;
	syncing<<<1, 1>>>(p, rc);
	l = cudaGetLastError();
	e = cudaDeviceSynchronize();
	printf("syncing kernel: launch %s, sync %s, device sync %s, saw %d, children ran %d\n", ename(l), ename(e), ename(rc[0]), rc[1], p[0]);
	printf("PASS\n");
	return 0;
}
