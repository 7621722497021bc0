// mipq: records what txq (plain, .level, num_mipmap_levels) answers on texture objects over
// mipmapped arrays and what suq answers on cubemap surface objects, on the real driver.
// Build: nvcc -o mipq mipq.c -lcuda (or cc -I$CUDA/include ... -lcuda). One module per query, so
// a form the driver refuses is reported (its CUresult) without losing the others.
#include <cuda.h>
#include <stdio.h>
#include <string.h>

static CUdeviceptr out;

// query runs one txq/suq instruction q (with %r2 = lod) on handle h; prints its answer or the error.
static void query(const char *name, const char *q, unsigned long long h, unsigned lod) {
	char ptx[2048];
	snprintf(ptx, sizeof ptx,
		".version 8.0\n.target sm_90\n.address_size 64\n"
		".visible .entry k(.param .u64 h, .param .u64 o, .param .u32 lod) {\n"
		" .reg .b64 %%rd<4>; .reg .b32 %%r<4>;\n"
		" ld.param.u64 %%rd1, [h]; ld.param.u64 %%rd2, [o]; ld.param.u32 %%r2, [lod];\n"
		" cvta.to.global.u64 %%rd3, %%rd2;\n %s\n st.global.u32 [%%rd3], %%r1;\n ret;\n}\n", q);
	CUmodule m; CUfunction f; CUresult e;
	if ((e = cuModuleLoadData(&m, ptx)) != CUDA_SUCCESS) { printf("%s lod %u: load %d\n", name, lod, e); return; }
	if ((e = cuModuleGetFunction(&f, m, "k")) != CUDA_SUCCESS) { printf("%s lod %u: getfunction %d\n", name, lod, e); cuModuleUnload(m); return; }
	unsigned v = 0xdeadbeef;
	cuMemcpyHtoD(out, &v, 4);
	void *args[] = {&h, &out, &lod};
	e = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0);
	if (e == CUDA_SUCCESS) e = cuCtxSynchronize();
	if (e != CUDA_SUCCESS) { printf("%s lod %u: launch %d\n", name, lod, e); cuModuleUnload(m); return; }
	cuMemcpyDtoH(&v, out, 4);
	printf("%s lod %u: %u\n", name, lod, v);
	cuModuleUnload(m);
}

static void texQueries(const char *what, CUtexObject t) {
	static const char *dims[] = {"width", "height", "depth"};
	char q[256], name[128];
	for (int i = 0; i < 3; i++) {
		snprintf(q, sizeof q, "txq.%s.b32 %%r1, [%%rd1];", dims[i]);
		snprintf(name, sizeof name, "%s txq.%s", what, dims[i]);
		query(name, q, t, 0);
	}
	for (unsigned lod = 0; lod < 5; lod++)
		for (int i = 0; i < 3; i++) {
			snprintf(q, sizeof q, "txq.level.%s.b32 %%r1, [%%rd1], %%r2;", dims[i]);
			snprintf(name, sizeof name, "%s txq.level.%s", what, dims[i]);
			query(name, q, t, lod);
		}
	snprintf(name, sizeof name, "%s txq.num_mipmap_levels", what);
	query(name, "txq.num_mipmap_levels.b32 %r1, [%rd1];", t, 0);
}

static void surfQueries(const char *what, CUsurfObject s) {
	static const char *dims[] = {"width", "height", "depth"};
	char q[256], name[128];
	for (int i = 0; i < 3; i++) {
		snprintf(q, sizeof q, "suq.%s.b32 %%r1, [%%rd1];", dims[i]);
		snprintf(name, sizeof name, "%s suq.%s", what, dims[i]);
		query(name, q, s, 0);
	}
}

// mip makes a float mipmapped array w x h x d (flags fl) with levels levels and queries its texture object.
static void mip(const char *what, size_t w, size_t h, size_t d, unsigned fl, unsigned levels) {
	CUDA_ARRAY3D_DESCRIPTOR ad; memset(&ad, 0, sizeof ad);
	ad.Width = w; ad.Height = h; ad.Depth = d; ad.Format = CU_AD_FORMAT_FLOAT; ad.NumChannels = 1; ad.Flags = fl;
	CUmipmappedArray ma; CUresult e;
	if ((e = cuMipmappedArrayCreate(&ma, &ad, levels)) != CUDA_SUCCESS) { printf("%s: create %d\n", what, e); return; }
	CUDA_RESOURCE_DESC rd; memset(&rd, 0, sizeof rd);
	rd.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY; rd.res.mipmap.hMipmappedArray = ma;
	CUDA_TEXTURE_DESC td; memset(&td, 0, sizeof td);
	td.filterMode = CU_TR_FILTER_MODE_POINT; td.mipmapFilterMode = CU_TR_FILTER_MODE_POINT; td.maxMipmapLevelClamp = levels;
	CUtexObject t;
	if ((e = cuTexObjectCreate(&t, &rd, &td, 0)) != CUDA_SUCCESS) { printf("%s: texobject %d\n", what, e); cuMipmappedArrayDestroy(ma); return; }
	texQueries(what, t);
	cuTexObjectDestroy(t); cuMipmappedArrayDestroy(ma);
}

// cube makes a float cubemap array w x w x d (flags fl | cubemap | surface) and queries its surface object.
static void cube(const char *what, size_t w, size_t d, unsigned fl) {
	CUDA_ARRAY3D_DESCRIPTOR ad; memset(&ad, 0, sizeof ad);
	ad.Width = w; ad.Height = w; ad.Depth = d; ad.Format = CU_AD_FORMAT_FLOAT; ad.NumChannels = 1;
	ad.Flags = fl | CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_SURFACE_LDST;
	CUarray a; CUresult e;
	if ((e = cuArray3DCreate(&a, &ad)) != CUDA_SUCCESS) { printf("%s: create %d\n", what, e); return; }
	CUDA_RESOURCE_DESC rd; memset(&rd, 0, sizeof rd);
	rd.resType = CU_RESOURCE_TYPE_ARRAY; rd.res.array.hArray = a;
	CUsurfObject s;
	if ((e = cuSurfObjectCreate(&s, &rd)) != CUDA_SUCCESS) { printf("%s: surfobject %d\n", what, e); cuArrayDestroy(a); return; }
	surfQueries(what, s);
	cuSurfObjectDestroy(s); cuArrayDestroy(a);
}

int main(void) {
	CUdevice dev; CUcontext ctx;
	if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx) || cuMemAlloc(&out, 4)) { printf("init failed\n"); return 1; }
	mip("mip1d 16 levels 3", 16, 0, 0, 0, 3);
	mip("mip2d 16x8 levels 3", 16, 8, 0, 0, 3);
	mip("mip2d 20x6 levels 5", 20, 6, 0, 0, 5);
	mip("mip3d 16x8x4 levels 3", 16, 8, 4, 0, 3);
	mip("mipa1d 16 layers 3 levels 3", 16, 0, 3, CUDA_ARRAY3D_LAYERED, 3);
	mip("mipa2d 16x8 layers 3 levels 3", 16, 8, 3, CUDA_ARRAY3D_LAYERED, 3);
	mip("mipcube 8 levels 3", 8, 8, 6, CUDA_ARRAY3D_CUBEMAP, 3);
	mip("mipacube 8 cubes 2 levels 3", 8, 8, 12, CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED, 3);
	cube("cube 8", 8, 6, 0);
	cube("acube 8 cubes 2", 8, 12, CUDA_ARRAY3D_LAYERED);
	cube("cube 5", 5, 6, 0);
	printf("done\n");
	return 0;
}
