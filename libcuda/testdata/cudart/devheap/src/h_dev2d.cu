// h_dev2d: the device runtime's 2-D and 3-D copies and sets from a kernel
// (cudaMemcpy2DAsync, cudaMemset2DAsync, cudaMemcpy3DAsync,
// cudaMemset3DAsync): their codes, and what the memory holds for a kernel
// launched after them in the same stream and for the host afterwards.
#include "dp.h"

__global__ void sum(const unsigned char *p, int n, long long *r) {
	long long s = 0;
	for (int i = 0; i < n; i++) s += p[i];
	*r = s;
}
__device__ cudaPitchedPtr pitched(void *d, size_t p, size_t x, size_t y) {
	cudaPitchedPtr r;
	r.ptr = d;
	r.pitch = p;
	r.xsize = x;
	r.ysize = y;
	return r;
}
__device__ cudaExtent extent(size_t w, size_t h, size_t d) {
	cudaExtent e;
	e.width = w;
	e.height = h;
	e.depth = d;
	return e;
}
__global__ void copies(unsigned char *a, unsigned char *b, long long *v) {
	if (threadIdx.x != 0) return;
	// a: 16 rows of pitch 64 holding 1; b: zero
	v[0] = cudaMemcpy2DAsync(b, 64, a, 64, 32, 16, cudaMemcpyDeviceToDevice, 0);
	sum<<<1, 1>>>(b, 1024, &v[1]);
	v[2] = cudaMemset2DAsync(b, 64, 7, 16, 4, 0);
	sum<<<1, 1>>>(b, 1024, &v[3]);
	cudaMemcpy3DParms p = {};
	p.srcPtr = pitched(a, 64, 64, 4);
	p.dstPtr = pitched(b, 64, 64, 4);
	p.extent = extent(8, 2, 2);
	p.kind = cudaMemcpyDeviceToDevice;
	v[4] = cudaMemcpy3DAsync(&p, 0);
	sum<<<1, 1>>>(b, 1024, &v[5]);
	v[6] = cudaMemset3DAsync(pitched(b, 64, 64, 4), 9, extent(4, 2, 2), 0);
	sum<<<1, 1>>>(b, 1024, &v[7]);
	v[8] = cudaMemcpy2DAsync(b, 64, a, 64, 32, 16, cudaMemcpyHostToDevice, 0);
	v[9] = cudaMemcpy2DAsync(b, 16, a, 64, 32, 16, cudaMemcpyDeviceToDevice, 0);
	v[10] = cudaGetLastError();
}

int main() {
	unsigned char *a, *b;
	long long *v;
	OK(cudaMalloc(&a, 1024));
	OK(cudaMalloc(&b, 1024));
	OK(cudaMallocManaged(&v, 32 * sizeof(long long)));
	memset(v, 0xff, 32 * sizeof(long long));
	OK(cudaMemset(a, 1, 1024));
	OK(cudaMemset(b, 0, 1024));
	copies<<<1, 32>>>(a, b, v);
	OK(cudaDeviceSynchronize());
	printf("cudaMemcpy2DAsync %s, sum after %lld\n", ename(v[0]), v[1]);
	printf("cudaMemset2DAsync %s, sum after %lld\n", ename(v[2]), v[3]);
	printf("cudaMemcpy3DAsync %s, sum after %lld\n", ename(v[4]), v[5]);
	printf("cudaMemset3DAsync %s, sum after %lld\n", ename(v[6]), v[7]);
	printf("cudaMemcpy2DAsync HostToDevice %s; dpitch 16 < width 32 %s; last error %s\n", ename(v[8]), ename(v[9]), ename(v[10]));
	unsigned char h[1024];
	OK(cudaMemcpy(h, b, 1024, cudaMemcpyDeviceToHost));
	long long s = 0;
	for (int i = 0; i < 1024; i++) s += h[i];
	printf("host sum of b %lld\n", s);
	return finish();
}
