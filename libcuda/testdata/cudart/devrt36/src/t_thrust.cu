// t_thrust: Thrust algorithms called from device code, as Thrust's
// testing/cuda tests call them, built by CUDA 13.0 (CCCL 3.0's Thrust, CDP2:
// no device-side synchronize, and its THRUST_CDP_DISPATCH runs an algorithm
// called from device code sequentially) with relocatable device code:
// reduce, inclusive_scan and sort with thrust::device and thrust::seq, in a
// kernel of one thread. Results go to managed memory; the host checks them.
#include "dp.h"
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>

template <typename Policy>
__global__ void algorithms(Policy policy, const int *data, int n, int *sum, int *scanned, int *sorted, int *rc) {
	*sum = thrust::reduce(policy, data, data + n, 0);
	rc[0] = cudaGetLastError();
	thrust::inclusive_scan(policy, data, data + n, scanned);
	rc[1] = cudaGetLastError();
	thrust::sort(policy, sorted, sorted + n);
	rc[2] = cudaGetLastError();
}

// managed allocates n ints of managed memory at *p, or says why not.
static bool managed(int **p, int n) {
	cudaError_t e = cudaMallocManaged(p, n * sizeof(int));
	if (e != cudaSuccess) {
		printf("cudaMallocManaged: %s\n", cudaGetErrorName(e));
		failures++;
	}
	return e == cudaSuccess;
}

template <typename Policy>
static void run(const char *name, Policy policy, int n) {
	int *data, *sum, *scanned, *sorted, *rc;
	// After a fault every allocation fails (the context's error is sticky): stop, not write
	// through pointers never set.
	if (!managed(&data, n) || !managed(&scanned, n) || !managed(&sorted, n) || !managed(&sum, 1) || !managed(&rc, 3)) {
		printf("%s, %d items: not run\n", name, n);
		return;
	}
	unsigned x = 12345;
	for (int i = 0; i < n; i++) {
		x = x * 1103515245u + 12345u;
		data[i] = sorted[i] = (int)(x >> 16) % 1000 - 500;
	}
	*sum = -1;
	rc[0] = rc[1] = rc[2] = -1;
	algorithms<<<1, 1>>>(policy, data, n, sum, scanned, sorted, rc);
	cudaError_t l = cudaGetLastError();
	cudaError_t e = cudaDeviceSynchronize();
	int want = 0, scanBad = 0, sortBad = 0;
	for (int i = 0; i < n; i++) {
		want += data[i];
		scanBad += scanned[i] != want;
		sortBad += i > 0 && sorted[i - 1] > sorted[i];
	}
	printf("%s, %d items: launch %s, sync %s, last errors %s %s %s\n", name, n, ename(l), ename(e), ename(rc[0]), ename(rc[1]), ename(rc[2]));
	printf("%s, %d items: sum %d (host %d), scan wrong at %d, sort out of order at %d\n", name, n, *sum, want, scanBad, sortBad);
	EXPECT(name, e == cudaSuccess && *sum == want && scanBad == 0 && sortBad == 0);
	cudaFree(data), cudaFree(scanned), cudaFree(sorted), cudaFree(sum), cudaFree(rc);
}

int main() {
	for (int n : {100, 5000}) {
		run("thrust::seq", thrust::seq, n);
		run("thrust::device", thrust::device, n);
	}
	return finish();
}
