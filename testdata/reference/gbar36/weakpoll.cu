// gbar36-c: does block 0 of an ordinary launch of the resident count see the flag the last block
// sets, when it polls with a weak ld.global (no volatile, no cache operator) kept in the loop by a
// fence, on the real driver? Variants (block 0's thread 0 polls, the last block's thread 0 sets):
//   fence_gl   while (*flag == 0) __threadfence();         ld.global + membar.gl in the loop
//   fence_cta  while (*flag == 0) __threadfence_block();   ld.global + membar.cta in the loop
//   plain      while (*flag == 0 && clock64() < end) ;      no fence (nvcc 11.8 keeps the load in the loop)
//   ldcg       while (__ldcg(flag) == 0) ;                  CUB 1.x's ThreadLoad<LOAD_CG>
//   vol        while (*(volatile int *)flag == 0) ;         the control
// Every poll gives up after LIMIT cycles (clock64), so nothing hangs. Prints one line a variant:
// "NAME grid G seen S cycles C" (S 1: the flag was seen; 0: gave up), and the block count.
#include <cstdio>
#include <cuda_runtime.h>
#ifndef LIMIT
#define LIMIT (4ll << 30)
#endif
__device__ int report(int *out, long long t0, int seen) {
	out[0] = seen; out[1] = (int)((clock64() - t0) >> 10); return 0;
}
#define KERNEL(NAME, COND, BODY) \
__global__ void NAME(int *flag, int *out) { \
	if (threadIdx.x != 0) return; \
	if (blockIdx.x == gridDim.x - 1) { __threadfence(); *(volatile int *)flag = 1; return; } \
	if (blockIdx.x != 0) return; \
	long long t0 = clock64(); int seen = 1; \
	while (COND) { BODY; if (clock64() - t0 > LIMIT) { seen = 0; break; } } \
	report(out, t0, seen); }
KERNEL(fence_gl, *flag == 0, __threadfence())
KERNEL(fence_cta, *flag == 0, __threadfence_block())
KERNEL(ldcg, __ldcg(flag) == 0, )
KERNEL(vol, *(volatile int *)flag == 0, )
__global__ void plain(int *flag, int *out) {
	if (threadIdx.x != 0) return;
	if (blockIdx.x == gridDim.x - 1) { __threadfence(); *(volatile int *)flag = 1; return; }
	if (blockIdx.x != 0) return;
	long long t0 = clock64(), end = t0 + LIMIT;
	while (*flag == 0 && clock64() < end) ;
	report(out, t0, *flag != 0);
}
typedef void (*kern)(int *, int *);
int main() {
	struct { const char *name; kern k; } ks[] = {{"fence_gl", fence_gl}, {"fence_cta", fence_cta}, {"plain", plain}, {"ldcg", ldcg}, {"vol", vol}};
	int *flag, *out, sms, per;
	cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
	cudaMalloc(&flag, 4); cudaMalloc(&out, 8);
	for (auto &k : ks) {
		cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, k.k, 128, 0);
		int grids[] = {2, sms * per};
		for (int g : grids) {
			int h[2] = {-1, -1};
			cudaMemset(flag, 0, 4); cudaMemset(out, 0xff, 8);
			k.k<<<g, 128>>>(flag, out);
			cudaError_t e = cudaDeviceSynchronize();
			cudaMemcpy(h, out, 8, cudaMemcpyDeviceToHost);
			printf("%s grid %d seen %d kcycles %d err %d\n", k.name, g, h[0], h[1], (int)e);
		}
	}
	return 0;
}
