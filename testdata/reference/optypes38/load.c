// load.c FILE...: cuModuleLoadData of each PTX file in one context; prints "BASENAME CODE".
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
	CUdevice dev;
	CUcontext ctx;
	if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
		fprintf(stderr, "no device\n");
		return 1;
	}
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) { printf("%s open-failed\n", argv[i]); continue; }
		fseek(f, 0, SEEK_END);
		long n = ftell(f);
		fseek(f, 0, SEEK_SET);
		char *buf = calloc(n + 1, 1);
		fread(buf, 1, n, f);
		fclose(f);
		CUmodule m;
		CUresult r = cuModuleLoadData(&m, buf);
		const char *base = strrchr(argv[i], '/');
		printf("%s %d\n", base ? base + 1 : argv[i], (int)r);
		if (r == CUDA_SUCCESS) cuModuleUnload(m);
		free(buf);
	}
	return 0;
}
