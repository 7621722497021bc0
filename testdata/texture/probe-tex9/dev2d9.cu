// dev2d9: the device runtime's 2-D and 3-D copies and sets from a kernel, one
// operation per parent grid on fresh buffers, so that what each leaves in
// memory can be told apart (h_dev2d ran them all in one grid). For each test
// it prints the codes, the sum a child kernel launched after the operation in
// the same stream read, and what the host finds after the parent grid ended:
// the sum and the nonzero runs of b (first-last:first value..last value;
// a's byte i is i % 251 + 1, so a value tells where it came from).
#include <cstdio>
#include <cstring>

__global__ void sum(const unsigned char *p, int n, long long *r) {
	long long s = 0;
	for (int i = 0; i < n; i++) s += p[i];
	*r = s;
}
__device__ cudaPitchedPtr pitched(void *d, size_t p, size_t x, size_t y) {
	cudaPitchedPtr r;
	r.ptr = d, r.pitch = p, r.xsize = x, r.ysize = y;
	return r;
}
__device__ cudaExtent extent(size_t w, size_t h, size_t d) {
	cudaExtent e;
	e.width = w, e.height = h, e.depth = d;
	return e;
}
// a: 1024 bytes, byte i = i % 251 + 1; b: zero.
__global__ void op(int t, unsigned char *a, unsigned char *b, long long *v) {
	if (threadIdx.x != 0) return;
	cudaStream_t s = 0;
	if (t >= 100) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	cudaMemcpy3DParms p = {};
	switch (t % 100) {
	case 0: v[0] = cudaMemcpy2DAsync(b, 64, a, 64, 32, 16, cudaMemcpyDeviceToDevice, s); break;
	case 1: v[0] = cudaMemset2DAsync(b, 64, 7, 16, 4, s); break;
	case 2:
		p.srcPtr = pitched(a, 64, 64, 4), p.dstPtr = pitched(b, 64, 64, 4), p.extent = extent(8, 2, 2), p.kind = cudaMemcpyDeviceToDevice;
		v[0] = cudaMemcpy3DAsync(&p, s);
		break;
	case 3: v[0] = cudaMemset3DAsync(pitched(b, 64, 64, 4), 9, extent(4, 2, 2), s); break;
	case 4: v[0] = cudaMemcpyAsync(b, a, 100, cudaMemcpyDeviceToDevice, s); break;
	case 5: v[0] = cudaMemsetAsync(b, 5, 100, s); break;
	case 6: v[0] = cudaMemcpy2DAsync(b + 3, 40, a + 5, 48, 33, 7, cudaMemcpyDefault, s); break;
	case 7: v[0] = cudaMemset2DAsync(b + 1, 100, 0x41, 99, 9, s); break;
	case 8:
		p.srcPtr = pitched(a, 32, 32, 8), p.dstPtr = pitched(b, 48, 48, 5), p.extent = extent(20, 3, 3), p.kind = cudaMemcpyDefault;
		p.srcPos.x = 1, p.srcPos.y = 2, p.srcPos.z = 1, p.dstPos.x = 2, p.dstPos.y = 1, p.dstPos.z = 0;
		v[0] = cudaMemcpy3DAsync(&p, s);
		break;
	case 9: v[0] = cudaMemset3DAsync(pitched(b + 2, 48, 48, 5), 0x33, extent(20, 3, 3), s); break;
	case 10: v[0] = cudaMemcpy2DAsync(b, 64, a, 64, 0, 16, cudaMemcpyDeviceToDevice, s); break;
	case 11: v[0] = cudaMemcpy2DAsync(b, 64, a, 16, 32, 16, cudaMemcpyDeviceToDevice, s); break;
	case 12: v[0] = cudaMemset2DAsync(b, 8, 7, 16, 4, s); break;
	case 13: v[0] = cudaMemcpy2DAsync(b, 64, a, 64, 32, 16, cudaMemcpyDeviceToHost, s); break;
	case 14:
		p.srcPtr = pitched(a, 64, 64, 4), p.dstPtr = pitched(b, 64, 64, 4), p.extent = extent(8, 2, 2), p.kind = cudaMemcpyHostToDevice;
		v[0] = cudaMemcpy3DAsync(&p, s);
		break;
	case 15: v[0] = cudaMemset3DAsync(pitched(b, 8, 8, 4), 9, extent(16, 2, 2), s); break;
	}
	sum<<<1, 1, 0, s>>>(b, 1024, &v[1]);
	v[2] = cudaGetLastError();
}

int main() {
	setvbuf(stdout, nullptr, _IOLBF, 0);
	unsigned char *a, *b, h[1024], ha[1024];
	long long *v;
	cudaMalloc(&a, 1024), cudaMalloc(&b, 1024);
	cudaMallocManaged(&v, 8 * sizeof(long long));
	for (int i = 0; i < 1024; i++) ha[i] = i % 251 + 1;
	cudaMemcpy(a, ha, 1024, cudaMemcpyHostToDevice);
	const int tests[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 100, 101, 102, 103, 106, 107, 108, 109};
	for (int t : tests) {
		cudaMemset(b, 0, 1024);
		memset(v, 0xff, 8 * sizeof(long long));
		op<<<1, 32>>>(t, a, b, v);
		cudaError_t e = cudaDeviceSynchronize();
		cudaMemcpy(h, b, 1024, cudaMemcpyDeviceToHost);
		long long s = 0;
		for (int i = 0; i < 1024; i++) s += h[i];
		printf("test %d: code %lld, child sum %lld, last error %lld, sync %s, host sum %lld, bytes:", t, v[0], v[1], v[2], cudaGetErrorName(e), s);
		for (int i = 0; i < 1024;) {
			if (!h[i]) { i++; continue; }
			int j = i;
			while (j < 1024 && h[j]) j++;
			printf(" %d-%d:%d..%d", i, j - 1, h[i], h[j - 1]);
			i = j;
		}
		printf("\n");
	}
	return 0;
}
