// legacyprobe: what the driver answers for the legacy (deprecated, still in
// driver 580) launch API: cuFuncSetBlockShape, cuFuncSetSharedSize,
// cuParamSetSize/Seti/Setf/Setv/SetTexRef, cuLaunch, cuLaunchGrid,
// cuLaunchGridAsync; what a kernel launched that way receives; and
// cuDeviceGetTexture1DLinearMaxWidth for every format and channel count.
// The kernels are legacy_kernel.cu, loaded as PTX (legacy_kernel.ptx).
//   cc -Wno-deprecated-declarations -o legacyprobe legacyprobe.c -lcuda
//   for s in $(./legacyprobe -list); do ./legacyprobe legacy_kernel.ptx $s; done
// Each section runs in a process of its own: a launch that faults (or a call
// that crashes) spoils only its own section.

#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *name(CUresult r) {
	const char *s = 0;
	cuGetErrorName(r, &s);
	return s ? s : "?";
}
#define SHOW(call) do { CUresult r_ = (call); printf("%-78s -> %d %s\n", #call, (int)r_, name(r_)); fflush(stdout); } while (0)

static CUdeviceptr out;
static const char *section;
static const char *sections = "tex noctx null fresh paramsonly shapes good psize0 psize8 psize24 "
	"offsets sharedattr nullptr texref double afterkernel modules nocurrent fault";
// is reports whether s is the section (argv[2]) this process runs.
static int is(const char *s) { return strcmp(section, s) == 0; }
enum { OUTN = 16 };

static void clear(void) {
	int z[OUTN];
	memset(z, 0, sizeof z);
	cuMemcpyHtoD(out, z, sizeof z);
}

// report prints what the kernel recorded (after a synchronize).
static void report(const char *what) {
	int v[OUTN];
	float b;
	CUresult r = cuCtxSynchronize();
	printf("  %s: sync %d %s", what, (int)r, name(r));
	if (r != CUDA_SUCCESS) { printf("\n"); fflush(stdout); return; }
	cuMemcpyDtoH(v, out, sizeof v);
	memcpy(&b, &v[10], sizeof b);
	printf("; threads %d blocks %d grid %d,%d,%d block %d,%d,%d dynsmem %d a %d b %g\n",
		v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], b);
	fflush(stdout);
}

// setparams gives f the parameters (out, a, b) at offsets 0, 8, 12 (size 16).
static void setparams(CUfunction f, int a, float b) {
	void *p = (void *)(size_t)out;
	SHOW(cuParamSetSize(f, 16));
	SHOW(cuParamSetv(f, 0, &p, 8));
	SHOW(cuParamSeti(f, 8, (unsigned)a));
	SHOW(cuParamSetf(f, 12, b));
}

int main(int argc, char **argv) {
	const char *ptxfile = argc > 1 ? argv[1] : "legacy_kernel.ptx";
	if (argc > 1 && strcmp(argv[1], "-list") == 0) {
		printf("%s\n", sections);
		return 0;
	}
	section = argc > 2 ? argv[2] : "tex";
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod, mod2;
	CUfunction f, f2, g, h;
	CUstream s;
	void *p;
	int i, c;
	size_t w;

	SHOW(cuInit(0));
	SHOW(cuDeviceGet(&dev, 0));

	if (is("tex")) {
	printf("== cuDeviceGetTexture1DLinearMaxWidth\n");
		static const struct { CUarray_format f; const char *n; } fmts[] = {
			{CU_AD_FORMAT_UNSIGNED_INT8, "UNSIGNED_INT8"}, {CU_AD_FORMAT_UNSIGNED_INT16, "UNSIGNED_INT16"},
			{CU_AD_FORMAT_UNSIGNED_INT32, "UNSIGNED_INT32"}, {CU_AD_FORMAT_SIGNED_INT8, "SIGNED_INT8"},
			{CU_AD_FORMAT_SIGNED_INT16, "SIGNED_INT16"}, {CU_AD_FORMAT_SIGNED_INT32, "SIGNED_INT32"},
			{CU_AD_FORMAT_HALF, "HALF"}, {CU_AD_FORMAT_FLOAT, "FLOAT"},
			{(CUarray_format)0x50, "NV12(0x50)"}, {(CUarray_format)0x91, "BC1_UNORM(0x91)"},
			{(CUarray_format)0, "0"}, {(CUarray_format)0x77, "0x77"},
		};
		for (i = 0; i < (int)(sizeof fmts / sizeof fmts[0]); i++) {
			for (c = 0; c <= 5; c++) {
				CUresult r;
				w = 12345;
				r = cuDeviceGetTexture1DLinearMaxWidth(&w, fmts[i].f, (unsigned)c, dev);
				printf("format %-16s channels %d -> %d %s width %zu\n", fmts[i].n, c, (int)r, name(r), w);
			}
		}
		SHOW(cuDeviceGetTexture1DLinearMaxWidth(NULL, CU_AD_FORMAT_FLOAT, 1, dev));
		w = 12345;
		SHOW(cuDeviceGetTexture1DLinearMaxWidth(&w, CU_AD_FORMAT_FLOAT, 1, 99));
		SHOW(cuDeviceGetTexture1DLinearMaxWidth(&w, CU_AD_FORMAT_FLOAT, 1, -1));
		int attr = 0;
		SHOW(cuDeviceGetAttribute(&attr, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH, dev));
		printf("attribute MAXIMUM_TEXTURE1D_LINEAR_WIDTH %d\n", attr);
		fflush(stdout);
	return 0;
	}

	if (is("noctx")) {
	printf("== without a context\n");
	SHOW(cuFuncSetBlockShape(NULL, 1, 1, 1));
	SHOW(cuFuncSetSharedSize(NULL, 0));
	SHOW(cuParamSetSize(NULL, 4));
	SHOW(cuParamSeti(NULL, 0, 1));
	SHOW(cuParamSetf(NULL, 0, 1.0f));
	SHOW(cuParamSetv(NULL, 0, &i, 4));
	SHOW(cuLaunch(NULL));
	SHOW(cuLaunchGrid(NULL, 1, 1));
	SHOW(cuLaunchGridAsync(NULL, 1, 1, NULL));
	return 0;
	}

	SHOW(cuCtxCreate(&ctx, 0, dev));
	SHOW(cuModuleLoad(&mod, ptxfile));
	SHOW(cuModuleGetFunction(&f, mod, "legacy"));
	SHOW(cuModuleGetFunction(&f2, mod, "legacy2"));
	SHOW(cuMemAlloc(&out, OUTN * 4));
	SHOW(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
	p = (void *)(size_t)out;

	if (is("null")) {
	printf("== null function in a context\n");
	SHOW(cuFuncSetBlockShape(NULL, 1, 1, 1));
	SHOW(cuFuncSetSharedSize(NULL, 0));
	SHOW(cuParamSetSize(NULL, 4));
	SHOW(cuParamSeti(NULL, 0, 1));
	SHOW(cuParamSetf(NULL, 0, 1.0f));
	SHOW(cuParamSetv(NULL, 0, &i, 4));
	SHOW(cuLaunch(NULL));
	SHOW(cuLaunchGrid(NULL, 1, 1));
	SHOW(cuLaunchGridAsync(NULL, 1, 1, NULL));

	}

	if (is("fresh")) {
	printf("== a fresh function: launch with nothing set\n");
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, nothing set");
	clear();
	SHOW(cuLaunchGrid(f, 2, 1));
	report("cuLaunchGrid 2x1, nothing set");

	}

	if (is("paramsonly")) {
	printf("== params only (no block shape)\n");
	clear();
	setparams(f, 7, 1.5f);
	SHOW(cuLaunch(f));
	report("cuLaunch, params only");

	}

	if (is("shapes")) {
	printf("== block shapes (params (out, 7, 1.5))\n");
	setparams(f, 7, 1.5f);
	SHOW(cuFuncSetBlockShape(f, 0, 1, 1));
	SHOW(cuFuncSetBlockShape(f, 1, 0, 1));
	SHOW(cuFuncSetBlockShape(f, 1, 1, 0));
	SHOW(cuFuncSetBlockShape(f, -1, 1, 1));
	SHOW(cuFuncSetBlockShape(f, 1025, 1, 1));
	SHOW(cuFuncSetBlockShape(f, 1, 1025, 1));
	SHOW(cuFuncSetBlockShape(f, 1, 1, 65));
	SHOW(cuFuncSetBlockShape(f, 32, 32, 2));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch after shape 32x32x2");
	SHOW(cuFuncSetBlockShape(f, 1, 1, 64));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch after shape 1x1x64");

	}

	if (is("good")) {
	printf("== a good launch: shape 4x2x3, shared 24, params (out, 7, 1.5)\n");
	SHOW(cuFuncSetBlockShape(f, 4, 2, 3));
	SHOW(cuFuncSetSharedSize(f, 24));
	setparams(f, 7, 1.5f);
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch");
	clear();
	SHOW(cuLaunchGrid(f, 3, 2));
	report("cuLaunchGrid 3x2");
	clear();
	SHOW(cuLaunchGridAsync(f, 2, 5, s));
	SHOW(cuStreamSynchronize(s));
	report("cuLaunchGridAsync 2x5 on a stream");
	clear();
	SHOW(cuLaunchGridAsync(f, 1, 3, NULL));
	report("cuLaunchGridAsync 1x3 on the null stream");

	printf("== the state stays: change only a (Seti 8, 9)\n");
	SHOW(cuParamSeti(f, 8, 9));
	clear();
	SHOW(cuLaunchGrid(f, 1, 1));
	report("cuLaunchGrid 1x1 after Seti");

	printf("== grid sizes\n");
	clear();
	SHOW(cuLaunchGrid(f, 0, 1));
	SHOW(cuLaunchGrid(f, 1, 0));
	SHOW(cuLaunchGrid(f, -1, 1));
	SHOW(cuLaunchGrid(f, 1, -1));
	SHOW(cuLaunchGrid(f, 1, 65536));
	SHOW(cuLaunchGrid(f, 1, 65535));
	report("after the bad grids and 1x65535");
	SHOW(cuLaunchGridAsync(f, 0, 1, s));
	SHOW(cuLaunchGridAsync(f, 1, 65536, s));

	printf("== shared sizes\n");
	SHOW(cuFuncSetSharedSize(f, 48 * 1024));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, shared 48K");
	SHOW(cuFuncSetSharedSize(f, 48 * 1024 + 4));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, shared 48K+4");
	SHOW(cuFuncSetSharedSize(f, 1 << 30));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, shared 1G");
	SHOW(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 64 * 1024));
	SHOW(cuFuncSetSharedSize(f, 64 * 1024));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, shared 64K after MAX_DYNAMIC_SHARED_SIZE_BYTES 64K");
	SHOW(cuFuncSetSharedSize(f, 0));

	}

	if (is("psize0")) {
	printf("== parameter size 0 (shape 2x1x1, params (out, 7, 1.5) first)\n");
	SHOW(cuFuncSetBlockShape(f, 2, 1, 1));
	setparams(f, 7, 1.5f);
	SHOW(cuParamSetSize(f, 0));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, param size 0");
	}

	if (is("psize8")) {
	printf("== parameter size 8 (shape 2x1x1, params (out, 7, 1.5) first)\n");
	SHOW(cuFuncSetBlockShape(f, 2, 1, 1));
	setparams(f, 7, 1.5f);
	SHOW(cuParamSetSize(f, 8));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, param size 8 (kernel takes 16)");
	}

	if (is("psize24")) {
	printf("== parameter size 24 (shape 2x1x1, params (out, 7, 1.5) first)\n");
	SHOW(cuFuncSetBlockShape(f, 2, 1, 1));
	setparams(f, 7, 1.5f);
	SHOW(cuParamSetSize(f, 24));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, param size 24 (kernel takes 16)");
	}

	if (is("offsets")) {
	printf("== parameter sizes and offsets (shape 2x1x1)\n");
	SHOW(cuFuncSetBlockShape(f, 2, 1, 1));
	SHOW(cuParamSetSize(f, 4096));
	SHOW(cuParamSetSize(f, 4097));
	SHOW(cuParamSetSize(f, 32764));
	SHOW(cuParamSetSize(f, 32765));
	SHOW(cuParamSetSize(f, 1u << 30));
	SHOW(cuParamSetSize(f, 16));
	SHOW(cuParamSeti(f, 16, 1));
	SHOW(cuParamSeti(f, 14, 1));
	SHOW(cuParamSeti(f, 13, 1));
	// cuParamSeti(f, -4, 1) crashes driver 580 (SIGSEGV, window 1).
	SHOW(cuParamSeti(f, 4095, 1));
	SHOW(cuParamSeti(f, 4096, 1));
	SHOW(cuParamSetf(f, 16, 1.0f));
	SHOW(cuParamSetf(f, 13, 1.0f));
	SHOW(cuParamSetv(f, 12, &i, 8));
	SHOW(cuParamSetv(f, 9, &i, 4));
	SHOW(cuParamSetv(f, 0, &p, 0));
	SHOW(cuParamSetv(f, 4090, &p, 8));
	SHOW(cuParamSeti(f, 32760, 1));
	SHOW(cuParamSeti(f, 32761, 1));
	SHOW(cuParamSeti(f, 32764, 1));
	SHOW(cuParamSeti(f, 1 << 20, 1));
	SHOW(cuParamSetv(f, 32756, &p, 8));
	SHOW(cuParamSetv(f, 32760, &p, 8));
	SHOW(cuParamSetf(f, 32764, 1.0f));
	clear();
	setparams(f, 11, -2.25f);
	SHOW(cuLaunch(f));
	report("cuLaunch after the offset tests, params (out, 11, -2.25)");
	printf("== size set smaller after values (16 -> 8 -> 16)\n");
	SHOW(cuParamSetSize(f, 8));
	SHOW(cuParamSetSize(f, 16));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch after size 8 then 16");

	}

	if (is("sharedattr")) {
	printf("== the shared size checked again at the launch? (attribute lowered after)\n");
	SHOW(cuFuncSetBlockShape(f, 2, 1, 1));
	setparams(f, 7, 1.5f);
	SHOW(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 64 * 1024));
	SHOW(cuFuncSetSharedSize(f, 64 * 1024));
	SHOW(cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 48 * 1024));
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch, shared 64K, attribute back to 48K");
	}

	if (is("nullptr")) {
	printf("== null data pointers\n");
	SHOW(cuParamSetSize(f, 16));
	SHOW(cuParamSetv(f, 0, NULL, 0));
	SHOW(cuParamSetv(f, 0, NULL, 8));
	}

	if (is("texref")) {
	printf("== cuParamSetTexRef\n");
	SHOW(cuParamSetTexRef(f, CU_PARAM_TR_DEFAULT, NULL));
	SHOW(cuParamSetTexRef(NULL, CU_PARAM_TR_DEFAULT, NULL));
	}

	if (is("double")) {
	printf("== a double at offset 8 (legacy2)\n");
	{
		double d = 2.5;
		int v[OUTN];
		SHOW(cuFuncSetBlockShape(f2, 1, 1, 1));
		SHOW(cuParamSetSize(f2, 24));
		SHOW(cuParamSetv(f2, 0, &p, 8));
		SHOW(cuParamSeti(f2, 8, 42));
		SHOW(cuParamSetv(f2, 16, &d, 8));
		clear();
		SHOW(cuLaunch(f2));
		SHOW(cuCtxSynchronize());
		cuMemcpyDtoH(v, out, sizeof v);
		printf("  legacy2: a %d d*1000 %d\n", v[0], v[1]);
	}

	}

	if (is("afterkernel")) {
	printf("== cuLaunchKernel, then the legacy state\n");
	{
		int a = 5;
		float b = 0.5f;
		void *args[] = {&p, &a, &b};
		clear();
		SHOW(cuLaunchKernel(f, 1, 1, 1, 2, 1, 1, 0, NULL, args, NULL));
		report("cuLaunchKernel 1 block of 2");
		clear();
		SHOW(cuLaunch(f));
		report("cuLaunch after cuLaunchKernel");
		clear();
		SHOW(cuLaunchGrid(f, 2, 1));
		report("cuLaunchGrid 2x1 after cuLaunchKernel");
	}

	}

	if (is("modules")) {
	printf("== the same function got twice\n");
	SHOW(cuModuleGetFunction(&h, mod, "legacy"));
	printf("same handle again from cuModuleGetFunction: %d\n", h == f);
	SHOW(cuFuncSetBlockShape(h, 2, 1, 1));
	setparams(h, 3, 3.0f);
	clear();
	SHOW(cuLaunch(f));
	report("cuLaunch(f) after setting through h");

	printf("== a second load of the module: its function's state\n");
	SHOW(cuModuleLoad(&mod2, ptxfile));
	SHOW(cuModuleGetFunction(&g, mod2, "legacy"));
	printf("same handle as the first load's: %d\n", g == f);
	SHOW(cuFuncSetBlockShape(g, 3, 1, 1));
	clear();
	SHOW(cuLaunch(g));
	report("cuLaunch on the other module's function, shape set, no params");
	printf("== after the module is unloaded\n");
	SHOW(cuModuleUnload(mod2));
	SHOW(cuFuncSetBlockShape(g, 1, 1, 1));
	SHOW(cuLaunch(g));

	}

	if (is("nocurrent")) {
	printf("== with no context current\n");
	SHOW(cuCtxSetCurrent(NULL));
	SHOW(cuFuncSetBlockShape(f, 1, 1, 1));
	SHOW(cuParamSetSize(f, 16));
	SHOW(cuLaunch(f));
	SHOW(cuLaunchGrid(f, 1, 1));
	SHOW(cuCtxSetCurrent(ctx));

	}

	if (is("fault")) {
	printf("== a faulting launch (out = 8)\n");
	{
		void *bad = (void *)8;
		SHOW(cuFuncSetBlockShape(f, 1, 1, 1));
		SHOW(cuParamSetSize(f, 16));
		SHOW(cuParamSetv(f, 0, &bad, 8));
		SHOW(cuLaunch(f));
		SHOW(cuCtxSynchronize());
		SHOW(cuLaunch(f));
	}
	}
	SHOW(cuCtxDestroy(ctx));
	printf("done\n");
	return 0;
}
