// a: where a device assert's message goes (stdout's buffer, stdout's file
// descriptor or stderr) next to device printf and the host's buffered
// stdout. Run as ./a >out 2>err and ./a >both 2>&1.
#include <cassert>
#include <cstdio>

__global__ void k(int fail) {
	printf("device printf\n");
	assert(threadIdx.x != 0 || !fail);
}

int main() {
	printf("host before launch\n");
	k<<<1, 1>>>(0);
	cudaError_t e = cudaDeviceSynchronize();
	printf("sync printf-only kernel %d\n", (int)e);
	fprintf(stderr, "stderr before assert\n");
	k<<<1, 1>>>(1);
	e = cudaDeviceSynchronize();
	printf("sync assert kernel %d\n", (int)e);
	fprintf(stderr, "stderr after assert\n");
	return 0;
}
