// d PTXFILE: the same as a.cu through the driver API, with the kernel's PTX
// from a file (11.8's or 13.0's nvcc), to tell whether the module or the
// runtime decides where the assert's message goes.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
	FILE *f = fopen(argv[1], "rb");
	if (!f) return 2;
	std::vector<char> ptx(1 << 20);
	size_t n = fread(ptx.data(), 1, ptx.size() - 1, f);
	ptx[n] = 0;
	fclose(f);
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn;
	cuInit(0);
	cuDeviceGet(&dev, 0);
	cuDevicePrimaryCtxRetain(&ctx, dev);
	cuCtxSetCurrent(ctx);
	CUresult r = cuModuleLoadData(&mod, ptx.data());
	printf("load %d\n", (int)r);
	r = cuModuleGetFunction(&fn, mod, "_Z1ki");
	printf("get %d\n", (int)r);
	printf("host before launch\n");
	int fail = 0;
	void *args[] = {&fail};
	cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, 0, args, 0);
	r = cuCtxSynchronize();
	printf("sync printf-only kernel %d\n", (int)r);
	fprintf(stderr, "stderr before assert\n");
	fail = 1;
	cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, 0, args, 0);
	r = cuCtxSynchronize();
	printf("sync assert kernel %d\n", (int)r);
	fprintf(stderr, "stderr after assert\n");
	return 0;
}
