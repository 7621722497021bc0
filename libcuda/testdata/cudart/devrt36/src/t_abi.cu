// t_abi: device-side launches through cudaGetParameterBuffer(alignment, size)
// and cudaLaunchDevice(func, buffer, grid, block, shared, stream), the launch
// ABI that Thrust's device-side algorithms use (triple_chevron's doit_device:
// a buffer of 64-byte alignment and the arguments' size, filled by the
// thread, then cudaLaunchDevice with the configuration; Thrust 1.17 and
// CCCL 2/3 alike), where <<<>>> in device code uses cudaGetParameterBufferV2
// and cudaLaunchDeviceV2. Codes are printed with their numbers; results are
// written to managed memory and printed by the host.
#include "dp.h"
#include <cstdint>

// child records, in out[0..7]: the threads that ran, a + 10 b, the grid and
// block shapes (x*100 + y*10 + z), the dynamic shared memory size, and
// whether each thread read back what it wrote in it.
__global__ void child(int a, double b, int *out) {
	extern __shared__ int dyn[];
	unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
	unsigned dynSize;
	asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dynSize));
	atomicAdd(&out[0], 1);
	if (t == 0 && blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0) {
		out[1] = a + (int)(10 * b);
		out[2] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
		out[3] = blockDim.x * 100 + blockDim.y * 10 + blockDim.z;
		out[4] = dynSize;
	}
	if (dynSize >= 4 * blockDim.x * blockDim.y * blockDim.z) {
		dyn[t] = t * 3 + 1;
		__syncthreads();
		if (dyn[t] != (int)(t * 3 + 1)) atomicAdd(&out[5], 1);
	}
}

// launch fills a parameter buffer as Thrust's copy_arg does (each argument
// at its own alignment) and launches child with it.
__device__ int launch(int a, double b, int *out, dim3 grid, dim3 block, unsigned shared, cudaStream_t s, int *aligned) {
	void *buf = cudaGetParameterBuffer(64, 24);
	if (aligned) *aligned = buf == nullptr ? -1 : (int)((uintptr_t)buf % 64 == 0);
	if (buf == nullptr) return -2;
	*(int *)buf = a;
	*(double *)((char *)buf + 8) = b;
	*(int **)((char *)buf + 16) = out;
	return cudaLaunchDevice((void *)child, buf, grid, block, shared, s);
}

__global__ void launcher(int *out, int *rc) {
	// 0: one block of 32 threads in the NULL stream.
	rc[0] = launch(7, 2.5, out, dim3(2), dim3(32), 0, 0, &rc[1]);
	// 1: a 3-D grid and block with dynamic shared memory, in a device stream.
	cudaStream_t s;
	rc[2] = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	rc[3] = launch(1, 0.5, out + 8, dim3(2, 3, 1), dim3(4, 2, 2), 256, s, nullptr);
	// 2..4: configurations a host launch refuses, and the thread's last error after each.
	rc[4] = launch(0, 0, out + 16, dim3(1), dim3(2048), 0, 0, nullptr);
	rc[5] = cudaGetLastError();
	rc[6] = launch(0, 0, out + 16, dim3(1), dim3(32), 1 << 20, 0, nullptr);
	rc[7] = cudaGetLastError();
	rc[8] = launch(0, 0, out + 16, dim3(0), dim3(32), 0, 0, nullptr);
	rc[9] = cudaGetLastError();
	// 5: 100 launches of one thread each.
	int bad = 0;
	for (int i = 0; i < 100; i++) bad += launch(i, 0, out + 24, dim3(1), dim3(1), 0, 0, nullptr) != 0;
	rc[10] = bad;
	// 6: a buffer of 0 bytes.
	rc[11] = cudaGetParameterBuffer(64, 0) != nullptr;
	rc[12] = cudaGetLastError();
	rc[13] = cudaStreamDestroy(s);
	// 7: the host's special streams, which Thrust's device-side algorithms launch into
	// (cuda_cub::default_stream(): cudaStreamLegacy, or cudaStreamPerThread).
	rc[14] = launch(5, 0, out + 28, dim3(1), dim3(2), 0, cudaStreamLegacy, nullptr);
	rc[15] = launch(6, 0, out + 32, dim3(1), dim3(3), 0, cudaStreamPerThread, nullptr);
	// 8: the same stream through <<<>>> (cudaGetParameterBufferV2, cudaLaunchDeviceV2).
	child<<<1, 4, 0, cudaStreamLegacy>>>(9, 0, out + 36);
	rc[16] = cudaGetLastError();
}

int main() {
	int *out, *rc;
	// 48: the last child writes out[36..41] (the H100's run, golden/b118, had 40: its
	// managed memory took the overrun; cudasim faults on it).
	OK(cudaMallocManaged(&out, 48 * sizeof(int)));
	OK(cudaMallocManaged(&rc, 20 * sizeof(int)));
	memset(out, 0, 48 * sizeof(int));
	for (int i = 0; i < 20; i++) rc[i] = -1;
	launcher<<<1, 1>>>(out, rc);
	cudaError_t l = cudaGetLastError();
	cudaError_t e = cudaDeviceSynchronize();
	printf("launcher: launch %s, sync %s\n", ename(l), ename(e));
	printf("plain launch: %s, buffer 64-aligned %d\n", ename(rc[0]), rc[1]);
	printf("child: threads %d, a+10b %d, grid %d, block %d, dynamic shared %d, shared misreads %d\n", out[0], out[1], out[2], out[3], out[4], out[5]);
	printf("stream create %s, 3-D launch with 256 B shared: %s\n", ename(rc[2]), ename(rc[3]));
	printf("child: threads %d, a+10b %d, grid %d, block %d, dynamic shared %d, shared misreads %d\n", out[8], out[9], out[10], out[11], out[12], out[13]);
	printf("block of 2048: %s, last error %s\n", ename(rc[4]), ename(rc[5]));
	printf("1 MiB of shared memory: %s, last error %s\n", ename(rc[6]), ename(rc[7]));
	printf("grid of 0: %s, last error %s\n", ename(rc[8]), ename(rc[9]));
	printf("refused launches ran %d threads\n", out[16]);
	printf("100 launches: %d failed, %d threads ran, a+10b of the first %d\n", rc[10], out[24], out[25]);
	printf("buffer of 0 bytes: not NULL %d, last error %s\n", rc[11], ename(rc[12]));
	printf("stream destroy: %s\n", ename(rc[13]));
	printf("into cudaStreamLegacy: %s, threads %d, a+10b %d\n", ename(rc[14]), out[28], out[29]);
	printf("into cudaStreamPerThread: %s, threads %d, a+10b %d\n", ename(rc[15]), out[32], out[33]);
	printf("<<<>>> into cudaStreamLegacy: %s, threads %d, a+10b %d\n", ename(rc[16]), out[36], out[37]);
	EXPECT("plain launch ran", rc[0] == 0 && out[0] == 64 && out[1] == 32 && out[2] == 211 && out[3] == 3211);
	EXPECT("3-D launch ran", rc[3] == 0 && out[8] == 96 && out[9] == 6 && out[10] == 231 && out[11] == 422 && out[12] == 256 && out[13] == 0);
	EXPECT("100 launches ran", rc[10] == 0 && out[24] == 100);
	return finish();
}
