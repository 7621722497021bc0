// fibdepth: launches fib.ptx's kernel (gen.py: Numba's recursive fib) once, with x[0] = N, at the
// default stack size (or STACK bytes, set with cuCtxSetLimit), and prints what it computed or which
// error the launch ended with. Run once per N (a fault is sticky): run.sh finds the deepest N that
// runs.
//   fibdepth fib.ptx N [STACK]
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *name(CUresult r) {
	const char *s = "?";
	cuGetErrorName(r, &s);
	return s;
}

#define CHECK(call)                                                        \
	do {                                                               \
		CUresult r_ = (call);                                      \
		if (r_ != CUDA_SUCCESS) {                                  \
			printf("N=%lld: %s: %s\n", n, #call, name(r_));  \
			return 1;                                          \
		}                                                          \
	} while (0)

int main(int argc, char **argv) {
	if (argc != 3 && argc != 4) {
		fprintf(stderr, "usage: fibdepth fib.ptx N [STACK]\n");
		return 2;
	}
	long long n = atoll(argv[2]);
	FILE *f = fopen(argv[1], "rb");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	static char ptx[1 << 20];
	size_t len = fread(ptx, 1, sizeof ptx - 1, f);
	fclose(f);
	ptx[len] = 0;
	// The kernel's name: the word after ".entry".
	char entry[1024] = {0};
	const char *e = strstr(ptx, ".entry");
	if (!e || sscanf(e + 6, " %1000[A-Za-z0-9_$]", entry) != 1) {
		fprintf(stderr, "no .entry in %s\n", argv[1]);
		return 2;
	}
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn;
	CHECK(cuInit(0));
	CHECK(cuDeviceGet(&dev, 0));
	CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
	CHECK(cuCtxSetCurrent(ctx));
	if (argc == 4)
		CHECK(cuCtxSetLimit(CU_LIMIT_STACK_SIZE, (size_t)atoll(argv[3])));
	size_t stack = 0;
	CHECK(cuCtxGetLimit(&stack, CU_LIMIT_STACK_SIZE));
	CHECK(cuModuleLoadData(&mod, ptx));
	CHECK(cuModuleGetFunction(&fn, mod, entry));
	CUdeviceptr r, x;
	CHECK(cuMemAlloc(&r, 8));
	CHECK(cuMemAlloc(&x, 8));
	long long zero = 0, got = -1;
	CHECK(cuMemcpyHtoD(r, &zero, 8));
	CHECK(cuMemcpyHtoD(x, &n, 8));
	// Numba's array arguments: meminfo, parent, nitems, itemsize, data, shape[0], strides[0].
	unsigned long long a[14] = {0, 0, 1, 8, r, 1, 8, 0, 0, 1, 8, x, 1, 8};
	void *params[14];
	for (int i = 0; i < 14; i++)
		params[i] = &a[i];
	CHECK(cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, 0, params, 0));
	CHECK(cuCtxSynchronize());
	CHECK(cuMemcpyDtoH(&got, r, 8));
	printf("N=%lld: fib %lld, stack limit %zu\n", n, got, stack);
	return 0;
}
