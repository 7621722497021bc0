// linkname: what cuLinkAddData answers for a PTX input with a NULL name,
// with and without the PTX's terminating NUL counted in its size
// (cuda-samples ptxjit passes strlen+1 and a NULL name), each on a fresh
// link state, and whether the linked image then yields the kernel.
//   cc -o linkname linkname.c -lcuda && ./linkname legacy_kernel.ptx
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *name(CUresult r) {
	const char *s = 0;
	cuGetErrorName(r, &s);
	return s ? s : "?";
}

static char ptx[65536];

// one adds data of size n named nm to a fresh state, then completes it and
// looks for the kernel "legacy" in the image.
static void one(const char *what, CUjitInputType typ, const void *data, size_t n, const char *nm) {
	char el[4096] = "", il[4096] = "";
	CUjit_option o[5] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
		CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
	void *v[5] = {el, (void *)4096L, il, (void *)4096L, (void *)1L};
	CUlinkState ls;
	CUresult r;
	void *img = 0;
	size_t sz = 0;
	CUmodule m;
	CUfunction f;
	printf("== %s\n", what);
	r = cuLinkCreate(5, o, v, &ls);
	printf("cuLinkCreate -> %d %s\n", (int)r, name(r));
	r = cuLinkAddData(ls, typ, (void *)data, n, nm, 0, 0, 0);
	printf("cuLinkAddData(size %zu, name %s%s%s) -> %d %s; error log [%s]\n", n, nm ? "\"" : "", nm ? nm : "NULL", nm ? "\"" : "", (int)r, name(r), el);
	el[0] = 0;
	r = cuLinkComplete(ls, &img, &sz);
	printf("cuLinkComplete -> %d %s; error log [%s]\n", (int)r, name(r), el);
	if (r == CUDA_SUCCESS) {
		r = cuModuleLoadData(&m, img);
		printf("cuModuleLoadData -> %d %s\n", (int)r, name(r));
		if (r == CUDA_SUCCESS) {
			r = cuModuleGetFunction(&f, m, "legacy");
			printf("cuModuleGetFunction(legacy) -> %d %s\n", (int)r, name(r));
			cuModuleUnload(m);
		}
	}
	r = cuLinkDestroy(ls);
	printf("cuLinkDestroy -> %d %s\n", (int)r, name(r));
	fflush(stdout);
}

int main(int argc, char **argv) {
	CUdevice dev;
	CUcontext ctx;
	FILE *fp = fopen(argc > 1 ? argv[1] : "legacy_kernel.ptx", "rb");
	size_t n;
	if (!fp) { perror("ptx"); return 1; }
	n = fread(ptx, 1, sizeof ptx - 1, fp);
	fclose(fp);
	ptx[n] = 0;
	cuInit(0);
	cuDeviceGet(&dev, 0);
	cuCtxCreate(&ctx, 0, dev);
	one("PTX with its NUL, NULL name", CU_JIT_INPUT_PTX, ptx, n + 1, NULL);
	one("PTX with its NUL, name \"k.ptx\"", CU_JIT_INPUT_PTX, ptx, n + 1, "k.ptx");
	one("PTX with its NUL, empty name", CU_JIT_INPUT_PTX, ptx, n + 1, "");
	one("PTX without its NUL, NULL name", CU_JIT_INPUT_PTX, ptx, n, NULL);
	one("PTX without its NUL, name \"k.ptx\"", CU_JIT_INPUT_PTX, ptx, n, "k.ptx");
	one("PTX without its NUL, empty name", CU_JIT_INPUT_PTX, ptx, n, "");
	one("junk (64 'A' and a NUL), NULL name", CU_JIT_INPUT_PTX, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", 65, NULL);
	one("PTX with its NUL as OBJECT, NULL name", CU_JIT_INPUT_OBJECT, ptx, n + 1, NULL);
	printf("done\n");
	return 0;
}
