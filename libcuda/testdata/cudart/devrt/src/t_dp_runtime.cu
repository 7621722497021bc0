// t_dp_runtime: the device runtime's other calls, made by a kernel:
// device queries (cudaGetDevice, cudaGetDeviceCount, cudaDeviceGetAttribute,
// cudaDeviceGetLimit, cudaRuntimeGetVersion, cudaFuncGetAttributes,
// cudaOccupancyMaxActiveBlocksPerMultiprocessor), cudaMemcpyAsync and
// cudaMemsetAsync ordered with launches in the NULL stream, events with
// cudaStreamWaitEvent across named streams, and the names and strings of
// error codes (cudaGetErrorName / cudaGetErrorString, printed by the
// device).
#include "dp.h"

__global__ void small(int *p) { __shared__ int s[32]; s[threadIdx.x % 32] = threadIdx.x; __syncthreads(); if (p) p[threadIdx.x] = s[0]; }

__global__ void queries(long long *v) {
	if (threadIdx.x != 0) return;
	int dev = -1, n = -1, a = -1;
	v[0] = cudaGetDevice(&dev);
	v[1] = dev;
	v[2] = cudaGetDeviceCount(&n);
	v[3] = n;
	v[4] = cudaDeviceGetAttribute(&a, cudaDevAttrMultiProcessorCount, 0);
	v[5] = a;
	v[6] = cudaDeviceGetAttribute(&a, cudaDevAttrMaxThreadsPerBlock, 0);
	v[7] = a;
	v[8] = cudaDeviceGetAttribute(&a, cudaDevAttrComputeCapabilityMajor, 0);
	v[9] = a;
	v[10] = cudaDeviceGetAttribute(&a, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0);
	v[11] = a;
	size_t lim = 0;
	v[12] = cudaDeviceGetLimit(&lim, cudaLimitStackSize);
	v[13] = (long long)lim;
	v[14] = cudaDeviceGetLimit(&lim, cudaLimitMallocHeapSize);
	v[15] = (long long)lim;
	v[16] = cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize);
	v[17] = (long long)lim;
	v[18] = cudaDeviceGetLimit(&lim, cudaLimitDevRuntimePendingLaunchCount);
	v[19] = (long long)lim;
	int rt = -1;
	v[20] = cudaRuntimeGetVersion(&rt);
	v[21] = rt;
	cudaFuncAttributes fa;
	memset(&fa, 0, sizeof fa);
	v[22] = cudaFuncGetAttributes(&fa, small);
	v[23] = fa.sharedSizeBytes;
	v[24] = fa.maxThreadsPerBlock;
	v[25] = fa.ptxVersion;
	v[26] = fa.binaryVersion;
	v[27] = fa.constSizeBytes;
	int blocks = -1;
	v[28] = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, small, 1024, 0);
	v[29] = blocks;
	v[30] = cudaGetDevice(nullptr);
	v[31] = cudaDeviceGetAttribute(&a, (cudaDeviceAttr)100000, 0);
	v[32] = cudaDeviceGetAttribute(&a, cudaDevAttrMultiProcessorCount, 5);
}

// Copies and memsets are ordered with the launches of the same stream.
__global__ void check(const int *p, int n, int want, int *res) {
	int ok = 1;
	for (int i = 0; i < n; i++) ok &= p[i] == want;
	*res = ok;
}
__global__ void copies(int *a, int *b, int *res, int *rc) {
	if (threadIdx.x != 0) return;
	rc[0] = cudaMemsetAsync(a, 0x11, 64 * sizeof(int), 0);
	check<<<1, 1>>>(a, 64, 0x11111111, &res[0]);
	rc[1] = cudaMemcpyAsync(b, a, 64 * sizeof(int), cudaMemcpyDeviceToDevice, 0);
	check<<<1, 1>>>(b, 64, 0x11111111, &res[1]);
	rc[2] = cudaMemsetAsync(b, 0, 32 * sizeof(int), 0);
	check<<<1, 1>>>(b, 32, 0, &res[2]);
	rc[3] = cudaMemcpyAsync(b, a, 4, cudaMemcpyDefault, 0);
	rc[4] = cudaMemcpyAsync(b, a, 4, cudaMemcpyHostToDevice, 0);
}

// Events: s2's kernel waits for s1's through an event.
__global__ void slowWrite(int *p, int v) {
	if (threadIdx.x != 0) return;
	for (int i = 0; i < 20000; i++) atomicAdd(&p[1], 1);
	p[0] = v;
}
__global__ void readInto(const int *p, int *q) { if (threadIdx.x == 0) *q = p[0]; }
__global__ void events(int *p, int *rc) {
	if (threadIdx.x != 0) return;
	cudaStream_t s1, s2;
	cudaEvent_t e;
	rc[0] = cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
	rc[1] = cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
	rc[2] = cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
	slowWrite<<<1, 1, 0, s1>>>(p, 42);
	rc[3] = cudaEventRecord(e, s1);
	rc[4] = cudaStreamWaitEvent(s2, e, 0);
	readInto<<<1, 1, 0, s2>>>(p, &p[2]);
	rc[5] = cudaEventDestroy(e);
	rc[6] = cudaStreamDestroy(s1);
	rc[7] = cudaStreamDestroy(s2);
	cudaEvent_t e2;
	rc[8] = cudaEventCreateWithFlags(&e2, 0);
	if (rc[8] == 0) cudaEventDestroy(e2);
	rc[9] = cudaGetLastError();
}

__global__ void names() {
	const int codes[] = {0, 1, 2, 9, 69, 98, 200, 400, 700, 801, 999, 12345};
	for (int i = 0; i < (int)(sizeof codes / sizeof codes[0]); i++)
		printf("device: %d %s \"%s\"\n", codes[i], cudaGetErrorName((cudaError_t)codes[i]), cudaGetErrorString((cudaError_t)codes[i]));
}

int main() {
	long long *v;
	OK(cudaMallocManaged(&v, 64 * sizeof(long long)));
	memset(v, 0xff, 64 * sizeof(long long));
	queries<<<1, 32>>>(v);
	OK(cudaDeviceSynchronize());
	printf("cudaGetDevice %s -> %lld\n", ename(v[0]), v[1]);
	printf("cudaGetDeviceCount %s -> %lld\n", ename(v[2]), v[3]);
	int sms = 0;
	cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
	printf("attribute SMs %s -> %lld (host %d)\n", ename(v[4]), v[5], sms);
	printf("attribute max threads %s -> %lld\n", ename(v[6]), v[7]);
	printf("attribute CC major %s -> %lld\n", ename(v[8]), v[9]);
	printf("attribute smem optin %s -> %lld\n", ename(v[10]), v[11]);
	printf("limit stack %s -> %lld\n", ename(v[12]), v[13]);
	printf("limit heap %s -> %lld\n", ename(v[14]), v[15]);
	printf("limit printf fifo %s -> %lld\n", ename(v[16]), v[17]);
	printf("limit pending launches %s -> %lld\n", ename(v[18]), v[19]);
	printf("runtime version %s -> %lld\n", ename(v[20]), v[21]);
	printf("func attributes %s -> shared %lld maxThreads %lld ptx %lld binary %lld const %lld\n", ename(v[22]), v[23], v[24], v[25], v[26], v[27]);
	printf("occupancy %s -> %lld\n", ename(v[28]), v[29]);
	printf("cudaGetDevice(NULL) %s\n", ename(v[30]));
	printf("attribute 100000 %s\n", ename(v[31]));
	printf("attribute of device 5 %s\n", ename(v[32]));
	size_t hl = 0;
	cudaDeviceGetLimit(&hl, cudaLimitDevRuntimePendingLaunchCount);
	printf("host: limit pending launches %zu\n", hl);

	int *a, *b, *res, *rc;
	OK(cudaMalloc(&a, 256));
	OK(cudaMalloc(&b, 256));
	OK(cudaMallocManaged(&res, 16 * sizeof(int)));
	OK(cudaMallocManaged(&rc, 16 * sizeof(int)));
	memset(res, 0xff, 16 * sizeof(int));
	memset(rc, 0xff, 16 * sizeof(int));
	copies<<<1, 32>>>(a, b, res, rc);
	OK(cudaDeviceSynchronize());
	printf("copies: memset %s, copy %s, memset %s, copy default %s, copy host-to-device %s; checks %d %d %d\n",
		ename(rc[0]), ename(rc[1]), ename(rc[2]), ename(rc[3]), ename(rc[4]), res[0], res[1], res[2]);
	int ha[64], hb[64];
	OK(cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost));
	OK(cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost));
	printf("copies: afterwards a[0] %#x a[63] %#x, b[0] %#x b[31] %#x b[32] %#x b[63] %#x\n", ha[0], ha[63], hb[0], hb[31], hb[32], hb[63]);

	int *p;
	OK(cudaMallocManaged(&p, 16 * sizeof(int)));
	memset(p, 0, 16 * sizeof(int));
	memset(rc, 0xff, 16 * sizeof(int));
	events<<<1, 32>>>(p, rc);
	OK(cudaDeviceSynchronize());
	printf("events: streams %s %s, event %s, record %s, wait %s, destroy %s %s %s, timing event %s, last %s; read %d\n",
		ename(rc[0]), ename(rc[1]), ename(rc[2]), ename(rc[3]), ename(rc[4]), ename(rc[5]), ename(rc[6]), ename(rc[7]), ename(rc[8]), ename(rc[9]), p[2]);
	EXPECT("event ordered the read", p[2] == 42 && p[1] == 20000);

	names<<<1, 1>>>();
	OK(cudaDeviceSynchronize());
	return finish();
}
