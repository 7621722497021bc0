// Loads each PTX module named on the command line with the driver API, launches its kernel k
// (one block of 32 threads, out = 32 words, zeroed) and prints the words.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#define CK(x) do { CUresult r_ = (x); if (r_) { const char *n_; cuGetErrorName(r_, &n_); printf("%s: %s\n", #x, n_); return 1; } } while (0)
static char *slurp(const char *p) {
	FILE *f = fopen(p, "rb"); if (!f) return 0;
	fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
	char *b = malloc(n + 1); fread(b, 1, n, f); b[n] = 0; fclose(f); return b;
}
int main(int argc, char **argv) {
	CUdevice d; CUcontext c;
	CK(cuInit(0)); CK(cuDeviceGet(&d, 0)); CK(cuDevicePrimaryCtxRetain(&c, d)); CK(cuCtxSetCurrent(c));
	for (int i = 1; i < argc; i++) {
		char *src = slurp(argv[i]);
		CUmodule m; CUfunction f; CUdeviceptr out;
		printf("== %s\n", argv[i]);
		CK(cuModuleLoadData(&m, src));
		CK(cuModuleGetFunction(&f, m, "k"));
		CK(cuMemAlloc(&out, 4 * 32)); CK(cuMemsetD32(out, 0, 32));
		void *args[] = {&out};
		CK(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, 0, args, 0));
		CK(cuCtxSynchronize());
		unsigned h[32]; CK(cuMemcpyDtoH(h, out, sizeof h));
		for (int l = 0; l < 32; l++) printf("lane %d: %u (%#x)\n", l, h[l], h[l]);
		CK(cuMemFree(out)); CK(cuModuleUnload(m));
	}
	return 0;
}
