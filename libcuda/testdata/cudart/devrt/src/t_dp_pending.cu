// t_dp_pending: how many launches one thread may leave pending
// (cudaLimitDevRuntimePendingLaunchCount, 2048 by default) and what the
// launches past it answer.
#include "dp.h"

__global__ void inc(int *p) { atomicAdd(p, 1); }
__global__ void many(int n, int *p, int *rc) {
	if (threadIdx.x != 0) return;
	int fails = 0, first = 0, firstAt = -1;
	for (int i = 0; i < n; i++) {
		inc<<<1, 1>>>(p);
		int e = cudaGetLastError();
		if (e != 0) {
			if (fails == 0) { first = e; firstAt = i; }
			fails++;
		}
	}
	rc[0] = fails;
	rc[1] = first;
	rc[2] = firstAt;
}

int main() {
	int *p, *rc;
	OK(cudaMallocManaged(&p, sizeof(int)));
	OK(cudaMallocManaged(&rc, 4 * sizeof(int)));
	size_t lim = 0;
	OK(cudaDeviceGetLimit(&lim, cudaLimitDevRuntimePendingLaunchCount));
	printf("pending launch limit %zu\n", lim);
	const int ns[] = {100, 2048, 2049, 3000};
	for (int n : ns) {
		*p = 0;
		many<<<1, 1>>>(n, p, rc);
		cudaError_t e = cudaDeviceSynchronize();
		printf("%d launches: sync %s, ran %d, failed %d, first failure %s at %d\n", n, cudaGetErrorName(e), *p, rc[0], ename(rc[1]), rc[2]);
	}
	OK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 100));
	OK(cudaDeviceGetLimit(&lim, cudaLimitDevRuntimePendingLaunchCount));
	printf("pending launch limit set to %zu\n", lim);
	*p = 0;
	many<<<1, 1>>>(300, p, rc);
	cudaError_t e = cudaDeviceSynchronize();
	printf("300 launches: sync %s, ran %d, failed %d, first failure %s at %d\n", cudaGetErrorName(e), *p, rc[0], ename(rc[1]), rc[2]);
	return finish();
}
