// t_dp_cdp1: cudaDeviceSynchronize in device code (CDP1, the legacy
// dynamic parallelism): CUDA 12 and newer refuse it at compile time
// (unless CUDA_FORCE_CDP1_IF_SUPPORTED, and sm_90 does not support CDP1);
// this program is built by CUDA 11.8, whose device runtime still offers it,
// and shows what a launch of such a kernel does on an sm_90 device.
#include "dp.h"

__global__ void child(int *p) { atomicAdd(p, 1); }
__global__ void parent(int *p, int *rc) {
	if (threadIdx.x != 0) return;
	child<<<1, 4>>>(p);
	rc[0] = cudaDeviceSynchronize();
	rc[1] = *(volatile int *)p;
	rc[2] = cudaGetLastError();
}
__global__ void noSync(int *p) { if (threadIdx.x == 0) child<<<1, 4>>>(p); }

int main() {
	int *p, *rc;
	OK(cudaMallocManaged(&p, sizeof(int)));
	OK(cudaMallocManaged(&rc, 4 * sizeof(int)));
	*p = 0;
	noSync<<<1, 32>>>(p);
	cudaError_t l0 = cudaGetLastError();
	cudaError_t e = cudaDeviceSynchronize();
	printf("without device sync: launch %s, sync %s, children ran %d\n", ename(l0), cudaGetErrorName(e), *p);
	*p = 0;
	rc[0] = rc[1] = rc[2] = -1;
	parent<<<1, 32>>>(p, rc);
	cudaError_t l = cudaGetLastError();
	e = cudaDeviceSynchronize();
	printf("with device sync: launch %s, sync %s\n", ename(l), cudaGetErrorName(e));
	if (e == cudaSuccess) printf("device sync %s, saw %d, last %s\n", ename(rc[0]), rc[1], ename(rc[2]));
	printf("PASS\n");
	return 0;
}
