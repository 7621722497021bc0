// t_dp_malloc: the device heap from a kernel: cudaMalloc / cudaFree in
// device code and malloc / free share it; memory allocated by a parent is
// usable by its child; the heap's limit (cudaLimitMallocHeapSize) bounds
// both; a device pointer freed on the host is refused.
#include "dp.h"

__global__ void useChild(int *p, int n) {
	for (int i = threadIdx.x; i < n; i += blockDim.x) p[i] += i;
}
__global__ void heap(long long *v, int **keep) {
	if (threadIdx.x != 0) return;
	int *p = nullptr;
	v[0] = cudaMalloc((void **)&p, 1000 * sizeof(int));
	v[1] = p != nullptr;
	v[2] = ((unsigned long long)p) % 16;
	for (int i = 0; i < 1000; i++) p[i] = 1;
	useChild<<<1, 128>>>(p, 1000);
	*keep = p; // freed by the next kernel (after the child)
	int *q = (int *)malloc(64);
	v[3] = q != nullptr;
	v[4] = cudaFree(q); // malloc'd memory freed by cudaFree
	void *big = nullptr;
	v[5] = cudaMalloc(&big, (size_t)1 << 40);
	v[6] = big == nullptr;
	v[7] = malloc((size_t)1 << 40) == nullptr;
	v[8] = cudaFree(nullptr);
	void *z = (void *)1;
	v[9] = cudaMalloc(&z, 0);
	v[10] = z == nullptr;
}
__global__ void sum(int *p, long long *v) {
	if (threadIdx.x != 0) return;
	long long s = 0;
	for (int i = 0; i < 1000; i++) s += p[i];
	v[11] = s;
	v[12] = cudaFree(p);
}
// Heap grown by many small allocations until it runs out.
__global__ void fill(long long *v) {
	if (threadIdx.x != 0) return;
	int n = 0;
	void *ptrs[4096];
	for (; n < 4096; n++) {
		if (cudaMalloc(&ptrs[n], 1 << 20) != cudaSuccess) break;
	}
	v[13] = n;
	v[14] = cudaGetLastError();
	for (int i = 0; i < n; i++) cudaFree(ptrs[i]);
}

int main() {
	long long *v;
	int **keep;
	OK(cudaMallocManaged(&v, 32 * sizeof(long long)));
	OK(cudaMallocManaged(&keep, sizeof(int *)));
	memset(v, 0xff, 32 * sizeof(long long));
	size_t heapSize = 0;
	cudaDeviceGetLimit(&heapSize, cudaLimitMallocHeapSize);
	printf("heap limit %zu\n", heapSize);
	heap<<<1, 32>>>(v, keep);
	OK(cudaDeviceSynchronize());
	sum<<<1, 32>>>(*keep, v);
	OK(cudaDeviceSynchronize());
	printf("cudaMalloc %s, non-null %lld, 16-aligned %s\n", ename(v[0]), v[1], v[2] == 0 ? "yes" : "no");
	printf("malloc non-null %lld, cudaFree of it %s\n", v[3], ename(v[4]));
	printf("cudaMalloc 1 TiB %s, null %lld; malloc 1 TiB null %lld\n", ename(v[5]), v[6], v[7]);
	printf("cudaFree(NULL) %s\n", ename(v[8]));
	printf("cudaMalloc 0 bytes %s, null %lld\n", ename(v[9]), v[10]);
	printf("child used parent's allocation: sum %lld, cudaFree %s\n", v[11], ename(v[12]));
	EXPECT("sum", v[11] == 1000 + 999 * 1000 / 2);
	fill<<<1, 1>>>(v);
	OK(cudaDeviceSynchronize());
	printf("1 MiB allocations until the heap ran out: %lld, last error %s\n", v[13], ename(v[14]));
	OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20));
	fill<<<1, 1>>>(v);
	OK(cudaDeviceSynchronize());
	printf("with a 64 MiB heap: %lld\n", v[13]);
	return finish();
}
