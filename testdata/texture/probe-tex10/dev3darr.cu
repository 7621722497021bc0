// dev3darr: the device runtime's cudaMemcpy3DAsync with CUDA arrays on either
// side, one copy per process (a fault ends only its own test). For test T it
// prints the copy's code, the grid's last error, the synchronize result, and
// the nonzero runs of the destination after the grid (first-last:first
// value..last value, byte offsets; arrays read back packed, row after row).
// Sources: linear a, byte i = i % 251 + 1; array S (u8, 16x4x3) byte i =
// i % 97 + 101 (so a value tells which source and where). Destinations start
// zero: linear b (4096 bytes), arrays D (u8 16x4x3), F (float 8x4x3), T (u8
// 2D 16x4), U (u8 1D 64), L (u8 16x4, 2 layers).
#include <cstdio>
#include <cstdlib>
#include <cstring>

struct Arrays { cudaArray_t S, D, F, T, U, L; };

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
__device__ cudaPos pos(size_t x, size_t y, size_t z) {
	cudaPos p;
	p.x = x, p.y = y, p.z = z;
	return p;
}

__global__ void op(int t, Arrays A, unsigned char *a, unsigned char *b, long long *v) {
	if (threadIdx.x != 0) return;
	cudaStream_t s = 0;
	if (t >= 100) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	cudaMemcpy3DParms p = {};
	p.kind = cudaMemcpyDeviceToDevice;
	switch (t % 100) {
	case 0: p.srcPtr = pitched(a, 16, 16, 4), p.dstArray = A.D, p.extent = extent(16, 4, 3); break;
	case 1: p.srcArray = A.S, p.dstPtr = pitched(b, 32, 32, 4), p.extent = extent(16, 4, 3); break;
	case 2: p.srcArray = A.S, p.dstArray = A.D, p.extent = extent(16, 4, 3); break;
	case 3:
		p.srcPtr = pitched(a, 24, 24, 6), p.srcPos = pos(1, 1, 0), p.dstArray = A.D, p.dstPos = pos(2, 1, 1), p.extent = extent(5, 2, 2);
		break;
	case 4:
		p.srcArray = A.S, p.srcPos = pos(3, 1, 1), p.dstPtr = pitched(b, 20, 20, 5), p.dstPos = pos(1, 0, 1), p.extent = extent(6, 2, 2);
		break;
	case 5: p.srcPtr = pitched(a, 40, 40, 4), p.srcPos = pos(4, 0, 0), p.dstArray = A.F, p.dstPos = pos(1, 1, 0), p.extent = extent(3, 2, 2); break;
	case 6: p.srcArray = A.F, p.dstPtr = pitched(b, 32, 32, 4), p.extent = extent(8, 4, 3); break;
	case 7: p.srcPtr = pitched(a, 16, 16, 4), p.dstArray = A.T, p.extent = extent(16, 4, 1); break;
	case 8: p.srcArray = A.S, p.dstArray = A.T, p.srcPos = pos(0, 0, 2), p.extent = extent(16, 4, 1); break;
	case 9: p.srcPtr = pitched(a, 64, 64, 1), p.dstArray = A.U, p.extent = extent(64, 1, 1); break;
	case 10: p.srcPtr = pitched(a, 32, 32, 4), p.dstArray = A.D, p.extent = extent(17, 4, 3); break;
	case 11: p.srcArray = A.S, p.dstArray = A.D, p.kind = cudaMemcpyHostToDevice, p.extent = extent(16, 4, 3); break;
	case 12: p.srcArray = A.S, p.srcPtr = pitched(a, 16, 16, 4), p.dstPtr = pitched(b, 16, 16, 4), p.extent = extent(16, 4, 3); break;
	case 13: p.srcArray = A.S, p.dstArray = A.F, p.extent = extent(8, 4, 3); break;
	case 14: p.srcPtr = pitched(a, 16, 16, 4), p.dstArray = A.L, p.extent = extent(16, 4, 2); break;
	case 15: p.srcPtr = pitched(a, 16, 16, 4), p.dstArray = A.D, p.extent = extent(16, 4, 0); break;
	case 16: p.srcArray = A.S, p.dstPtr = pitched(b, 8, 16, 4), p.extent = extent(16, 4, 3); break;
	case 17: p.srcPtr = pitched(a, 16, 16, 4), p.dstArray = A.D, p.kind = cudaMemcpyDefault, p.extent = extent(16, 4, 3); break;
	case 18: p.srcArray = A.S, p.srcPos = pos(10, 0, 0), p.dstPtr = pitched(b, 32, 32, 4), p.extent = extent(8, 4, 3); break;
	case 19: p.srcArray = A.L, p.dstPtr = pitched(b, 16, 16, 4), p.extent = extent(16, 4, 2); break;
	}
	v[0] = cudaMemcpy3DAsync(&p, s);
	v[2] = cudaGetLastError();
}

static void runs(const char *what, const unsigned char *h, int n) {
	long long sum = 0;
	for (int i = 0; i < n; i++) sum += h[i];
	printf(" %s sum %lld:", what, sum);
	for (int i = 0; i < n;) {
		if (!h[i]) { i++; continue; }
		int j = i;
		while (j < n && h[j]) j++;
		printf(" %d-%d:%d..%d", i, j - 1, h[i], h[j - 1]);
		i = j;
	}
}

static void readArray(cudaArray_t arr, unsigned char *h, int rowBytes, int height, int depth) {
	cudaMemcpy3DParms p = {};
	p.srcArray = arr;
	p.dstPtr = make_cudaPitchedPtr(h, rowBytes, rowBytes, height);
	cudaChannelFormatDesc d;
	cudaExtent e;
	unsigned fl;
	cudaArrayGetInfo(&d, &e, &fl, arr);
	p.extent = make_cudaExtent(e.width, e.height ? e.height : 1, e.depth ? e.depth : 1);
	p.kind = cudaMemcpyDeviceToHost;
	cudaError_t r = cudaMemcpy3D(&p);
	if (r) printf(" [readback %s]", cudaGetErrorName(r));
}

int main(int argc, char **argv) {
	setvbuf(stdout, nullptr, _IOLBF, 0);
	int t = argc > 1 ? atoi(argv[1]) : 0;
	unsigned char *a, *b, h[4096];
	long long *v;
	cudaMalloc(&a, 4096), cudaMalloc(&b, 4096);
	cudaMallocManaged(&v, 8 * sizeof(long long));
	for (int i = 0; i < 4096; i++) h[i] = i % 251 + 1;
	cudaMemcpy(a, h, 4096, cudaMemcpyHostToDevice);
	cudaMemset(b, 0, 4096);
	Arrays A;
	cudaChannelFormatDesc u8 = cudaCreateChannelDesc<unsigned char>(), f32 = cudaCreateChannelDesc<float>();
	cudaMalloc3DArray(&A.S, &u8, make_cudaExtent(16, 4, 3));
	cudaMalloc3DArray(&A.D, &u8, make_cudaExtent(16, 4, 3));
	cudaMalloc3DArray(&A.F, &f32, make_cudaExtent(8, 4, 3));
	cudaMalloc3DArray(&A.T, &u8, make_cudaExtent(16, 4, 0));
	cudaMalloc3DArray(&A.U, &u8, make_cudaExtent(64, 0, 0));
	cudaMalloc3DArray(&A.L, &u8, make_cudaExtent(16, 4, 2), cudaArrayLayered);
	unsigned char z[4096] = {};
	for (int i = 0; i < 192; i++) h[i] = i % 97 + 101;
	cudaMemcpy3DParms p = {};
	p.srcPtr = make_cudaPitchedPtr(h, 16, 16, 4), p.dstArray = A.S, p.extent = make_cudaExtent(16, 4, 3), p.kind = cudaMemcpyHostToDevice;
	cudaError_t se = cudaMemcpy3D(&p);
	// the others zero (fresh arrays need not be)
	struct { cudaArray_t a; int w, hh, d; } zs[] = {{A.D, 16, 4, 3}, {A.F, 32, 4, 3}, {A.T, 16, 4, 1}, {A.U, 64, 1, 1}, {A.L, 16, 4, 2}};
	for (auto &q : zs) {
		cudaMemcpy3DParms zp = {};
		zp.srcPtr = make_cudaPitchedPtr(z, q.w, q.w, q.hh), zp.dstArray = q.a, zp.kind = cudaMemcpyHostToDevice;
		zp.extent = make_cudaExtent(q.a == A.F ? 8 : q.w, q.hh, q.d);
		cudaError_t r = cudaMemcpy3D(&zp);
		if (r) printf("zero fill: %s\n", cudaGetErrorName(r));
	}
	printf("setup %s %s\n", cudaGetErrorName(se), cudaGetErrorName(cudaDeviceSynchronize()));
	memset(v, 0xff, 8 * sizeof(long long));
	op<<<1, 32>>>(t, A, a, b, v);
	cudaError_t e = cudaDeviceSynchronize();
	printf("test %d: code %lld, last error %lld, sync %s;", t, v[0], v[2], cudaGetErrorName(e));
	if (e == cudaSuccess) {
		cudaMemcpy(h, b, 4096, cudaMemcpyDeviceToHost);
		runs("b", h, 4096);
		readArray(A.D, h, 16, 4, 3), runs("D", h, 192);
		readArray(A.F, h, 32, 4, 3), runs("F", h, 384);
		readArray(A.T, h, 16, 4, 1), runs("T", h, 64);
		readArray(A.U, h, 64, 1, 1), runs("U", h, 64);
		readArray(A.L, h, 16, 4, 2), runs("L", h, 128);
	}
	printf("\n");
	return 0;
}
