// t_cub: CUB's device-wide algorithms called from device code (CUB's
// dispatch is host-and-device code when built with relocatable device code;
// the children are launched through cudaGetParameterBuffer and
// cudaLaunchDevice, into the stream given): cub::DeviceReduce::Sum and
// cub::DeviceRadixSort::SortKeys from a kernel of one thread, the temporary
// storage given by the host. The parent does not wait for its children: the
// host reads the results after the parent grid, which completes after them.
// Built by CUDA 11.8 (CUB 1.17, whose module also holds CDP1's device-side
// synchronize: the dispatch calls it only when debug_synchronous) and, by
// the probe, CUDA 13.0 (CCCL 3.0, CDP2).
#include "dp.h"
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>

__global__ void sum(const int *data, int n, int *out, void *temp, size_t tempBytes, unsigned long long *need, int *rc) {
	size_t bytes = 0;
	rc[0] = cub::DeviceReduce::Sum(nullptr, bytes, data, out, n);
	*need = bytes;
	rc[1] = bytes <= tempBytes ? (int)cub::DeviceReduce::Sum(temp, bytes, data, out, n) : -2;
	rc[2] = cudaGetLastError();
}

__global__ void sortKeys(const int *in, int *out, int n, void *temp, size_t tempBytes, unsigned long long *need, int *rc) {
	size_t bytes = 0;
	rc[0] = cub::DeviceRadixSort::SortKeys(nullptr, bytes, in, out, n);
	*need = bytes;
	rc[1] = bytes <= tempBytes ? (int)cub::DeviceRadixSort::SortKeys(temp, bytes, in, out, n) : -2;
	rc[2] = cudaGetLastError();
}

int main() {
	const size_t tempBytes = 16 << 20;
	void *temp;
	int *data, *sorted, *out, *rc;
	unsigned long long *need;
	OK(cudaMalloc(&temp, tempBytes));
	OK(cudaMallocManaged(&out, sizeof(int)));
	OK(cudaMallocManaged(&rc, 3 * sizeof(int)));
	OK(cudaMallocManaged(&need, sizeof(*need)));
	for (int n : {100, 5000, 100000}) {
		cudaError_t a = cudaMallocManaged(&data, n * sizeof(int));
		if (a == cudaSuccess) a = cudaMallocManaged(&sorted, n * sizeof(int));
		if (a != cudaSuccess) { // after a fault (the error is sticky): stop, not write through pointers never set
			printf("cudaMallocManaged: %s\n", cudaGetErrorName(a));
			failures++;
			break;
		}
		unsigned x = 777;
		long long want = 0;
		for (int i = 0; i < n; i++) {
			x = x * 1103515245u + 12345u;
			data[i] = (int)(x >> 8) % 100000 - 50000;
			want += data[i];
		}
		*out = -1;
		rc[0] = rc[1] = rc[2] = -1;
		sum<<<1, 1>>>(data, n, out, temp, tempBytes, need, rc);
		cudaError_t l = cudaGetLastError(), e = cudaDeviceSynchronize();
		printf("DeviceReduce::Sum, %d items: launch %s, sync %s, calls %s %s, last %s, temporary bytes %llu\n", n, ename(l), ename(e), ename(rc[0]), ename(rc[1]), ename(rc[2]), *need);
		EXPECT("sum", e == cudaSuccess && *out == (int)want);
		rc[0] = rc[1] = rc[2] = -1;
		sortKeys<<<1, 1>>>(data, sorted, n, temp, tempBytes, need, rc);
		l = cudaGetLastError(), e = cudaDeviceSynchronize();
		int outOfOrder = 0;
		long long total = 0;
		for (int i = 0; i < n; i++) {
			outOfOrder += i > 0 && sorted[i - 1] > sorted[i];
			total += sorted[i];
		}
		printf("DeviceRadixSort::SortKeys, %d items: launch %s, sync %s, calls %s %s, last %s, temporary bytes %llu, out of order %d\n", n, ename(l), ename(e), ename(rc[0]), ename(rc[1]), ename(rc[2]), *need, outOfOrder);
		EXPECT("sorted", e == cudaSuccess && outOfOrder == 0 && total == want);
		cudaFree(data), cudaFree(sorted);
	}
	return finish();
}
