// levelq (fidelity23): records what suq answers on surface objects over one level of a
// mipmapped array (cuMipmappedArrayGetLevel), what txq answers on texture objects over such a
// level, what cuArray3DGetDescriptor says of it, and what txq answers through a texture
// reference bound to a mipmapped array (cuTexRefSetMipmappedArray), on the real driver.
// Build: nvcc -o levelq levelq.c -lcuda. One module per query, as mipq.c.
#include <cuda.h>
#include <stdio.h>
#include <string.h>

static CUdeviceptr out;

// run launches k of m (params h, out, lod) and prints its answer or the error.
static void run(const char *name, CUmodule m, unsigned long long h, unsigned lod) {
	CUfunction f; CUresult e;
	if ((e = cuModuleGetFunction(&f, m, "k")) != CUDA_SUCCESS) { printf("%s lod %u: getfunction %d\n", name, lod, e); return; }
	unsigned v = 0xdeadbeef;
	cuMemcpyHtoD(out, &v, 4);
	void *args[] = {&h, &out, &lod};
	e = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0);
	if (e == CUDA_SUCCESS) e = cuCtxSynchronize();
	if (e != CUDA_SUCCESS) { printf("%s lod %u: launch %d\n", name, lod, e); return; }
	cuMemcpyDtoH(&v, out, 4);
	printf("%s lod %u: %u\n", name, lod, v);
}

// source is a module running query q (with %r2 = lod) on handle %rd1 or on texture reference tr.
static void source(char *ptx, size_t n, const char *q) {
	snprintf(ptx, n,
		".version 8.0\n.target sm_90\n.address_size 64\n.global .texref tr;\n"
		".visible .entry k(.param .u64 h, .param .u64 o, .param .u32 lod) {\n"
		" .reg .b64 %%rd<4>; .reg .b32 %%r<4>;\n"
		" ld.param.u64 %%rd1, [h]; ld.param.u64 %%rd2, [o]; ld.param.u32 %%r2, [lod];\n"
		" cvta.to.global.u64 %%rd3, %%rd2;\n %s\n st.global.u32 [%%rd3], %%r1;\n ret;\n}\n", q);
}

static void query(const char *name, const char *q, unsigned long long h, unsigned lod) {
	char ptx[2048]; CUmodule m; CUresult e;
	source(ptx, sizeof ptx, q);
	if ((e = cuModuleLoadData(&m, ptx)) != CUDA_SUCCESS) { printf("%s lod %u: load %d\n", name, lod, e); return; }
	run(name, m, h, lod);
	cuModuleUnload(m);
}

// refQuery runs q on the module's texture reference bound to ma (float, one channel).
static void refQuery(const char *name, const char *q, CUmipmappedArray ma, unsigned lod) {
	char ptx[2048]; CUmodule m; CUtexref tr; CUresult e;
	source(ptx, sizeof ptx, q);
	if ((e = cuModuleLoadData(&m, ptx)) != CUDA_SUCCESS) { printf("%s lod %u: load %d\n", name, lod, e); return; }
	if ((e = cuModuleGetTexRef(&tr, m, "tr")) != CUDA_SUCCESS) { printf("%s lod %u: gettexref %d\n", name, lod, e); cuModuleUnload(m); return; }
	if ((e = cuTexRefSetMipmappedArray(tr, ma, CU_TRSA_OVERRIDE_FORMAT)) != CUDA_SUCCESS) { printf("%s lod %u: setmipmappedarray %d\n", name, lod, e); cuModuleUnload(m); return; }
	cuTexRefSetFormat(tr, CU_AD_FORMAT_FLOAT, 1);
	cuTexRefSetMipmapLevelClamp(tr, 0, 16);
	run(name, m, 0, lod);
	cuModuleUnload(m);
}

static const char *dims[] = {"width", "height", "depth"};

// level queries level l of ma: its descriptor, suq through a surface object, txq through a texture object.
static void level(const char *what, CUmipmappedArray ma, unsigned l) {
	char q[256], name[160]; CUarray a; CUresult e;
	if ((e = cuMipmappedArrayGetLevel(&a, ma, l)) != CUDA_SUCCESS) { printf("%s level %u: getlevel %d\n", what, l, e); return; }
	CUDA_ARRAY3D_DESCRIPTOR ad;
	if ((e = cuArray3DGetDescriptor(&ad, a)) != CUDA_SUCCESS) printf("%s level %u: descriptor %d\n", what, l, e);
	else printf("%s level %u: descriptor %zu %zu %zu flags 0x%x\n", what, l, ad.Width, ad.Height, ad.Depth, ad.Flags);
	CUDA_RESOURCE_DESC rd; memset(&rd, 0, sizeof rd);
	rd.resType = CU_RESOURCE_TYPE_ARRAY; rd.res.array.hArray = a;
	CUsurfObject s;
	if ((e = cuSurfObjectCreate(&s, &rd)) != CUDA_SUCCESS) printf("%s level %u: surfobject %d\n", what, l, e);
	else {
		for (int i = 0; i < 3; i++) {
			snprintf(q, sizeof q, "suq.%s.b32 %%r1, [%%rd1];", dims[i]);
			snprintf(name, sizeof name, "%s level %u suq.%s", what, l, dims[i]);
			query(name, q, s, 0);
		}
		cuSurfObjectDestroy(s);
	}
	CUDA_TEXTURE_DESC td; memset(&td, 0, sizeof td);
	CUtexObject t;
	if ((e = cuTexObjectCreate(&t, &rd, &td, 0)) != CUDA_SUCCESS) { printf("%s level %u: texobject %d\n", what, l, e); return; }
	for (int i = 0; i < 3; i++) {
		snprintf(q, sizeof q, "txq.%s.b32 %%r1, [%%rd1];", dims[i]);
		snprintf(name, sizeof name, "%s level %u txq.%s", what, l, dims[i]);
		query(name, q, t, 0);
		snprintf(q, sizeof q, "txq.level.%s.b32 %%r1, [%%rd1], %%r2;", dims[i]);
		snprintf(name, sizeof name, "%s level %u txq.level.%s", what, l, dims[i]);
		query(name, q, t, 1);
	}
	cuTexObjectDestroy(t);
}

// mip makes a float mipmapped array w x h x d (flags fl | surface) with levels levels, queries
// each level and, through a texture reference, the whole array.
static void mip(const char *what, size_t w, size_t h, size_t d, unsigned fl, unsigned levels) {
	CUDA_ARRAY3D_DESCRIPTOR ad; memset(&ad, 0, sizeof ad);
	ad.Width = w; ad.Height = h; ad.Depth = d; ad.Format = CU_AD_FORMAT_FLOAT; ad.NumChannels = 1; ad.Flags = fl | CUDA_ARRAY3D_SURFACE_LDST;
	CUmipmappedArray ma; CUresult e;
	if ((e = cuMipmappedArrayCreate(&ma, &ad, levels)) != CUDA_SUCCESS) { printf("%s: create %d\n", what, e); return; }
	for (unsigned l = 0; l < levels; l++) level(what, ma, l);
	char q[256], name[160];
	for (int i = 0; i < 3; i++) {
		snprintf(q, sizeof q, "txq.%s.b32 %%r1, [tr];", dims[i]);
		snprintf(name, sizeof name, "%s texref txq.%s", what, dims[i]);
		refQuery(name, q, ma, 0);
	}
	for (unsigned lod = 0; lod < levels + 1; lod++)
		for (int i = 0; i < 3; i++) {
			snprintf(q, sizeof q, "txq.level.%s.b32 %%r1, [tr], %%r2;", dims[i]);
			snprintf(name, sizeof name, "%s texref txq.level.%s", what, dims[i]);
			refQuery(name, q, ma, lod);
		}
	cuMipmappedArrayDestroy(ma);
}

int main(void) {
	CUdevice dev; CUcontext ctx;
	if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx) || cuMemAlloc(&out, 4)) { printf("init failed\n"); return 1; }
	mip("mip1d 16 levels 3", 16, 0, 0, 0, 3);
	mip("mip2d 20x6 levels 3", 20, 6, 0, 0, 3);
	mip("mip3d 16x8x4 levels 3", 16, 8, 4, 0, 3);
	mip("mipa1d 16 layers 3 levels 2", 16, 0, 3, CUDA_ARRAY3D_LAYERED, 2);
	mip("mipa2d 16x8 layers 3 levels 2", 16, 8, 3, CUDA_ARRAY3D_LAYERED, 2);
	mip("mipcube 8 levels 2", 8, 8, 6, CUDA_ARRAY3D_CUBEMAP, 2);
	mip("mipacube 8 cubes 2 levels 2", 8, 8, 12, CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED, 2);
	printf("done\n");
	return 0;
}
