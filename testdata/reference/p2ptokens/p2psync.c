/* p2psync: does a successful CU_POINTER_ATTRIBUTE_P2P_TOKENS query (5) turn on
   CU_POINTER_ATTRIBUTE_SYNC_MEMOPS (6) of the allocation? Reads 6 before and after 5,
   for cuMemAlloc, a second allocation never queried for 5, cuMemAllocManaged and a
   pool allocation; then P2P_TOKENS' value layout once more. */
#include <stdio.h>
#include <string.h>
#include <dlfcn.h>
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext;
static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(int *, int);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, int);
static CUresult (*cuCtxSetCurrent)(CUcontext);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemAllocManaged)(CUdeviceptr *, size_t, unsigned);
static CUresult (*cuMemAllocAsync)(CUdeviceptr *, size_t, void *);
static CUresult (*cuStreamSynchronize)(void *);
static CUresult (*cuPointerGetAttribute)(void *, int, CUdeviceptr);
static CUresult (*cuPointerSetAttribute)(const void *, int, CUdeviceptr);
static void get(const char *what, int attr, CUdeviceptr p) {
	unsigned char buf[16];
	memset(buf, 0xAB, sizeof buf);
	CUresult r = cuPointerGetAttribute(buf, attr, p);
	unsigned v;
	memcpy(&v, buf, 4);
	printf("%-28s get %d -> %d value %#x\n", what, attr, r, r ? 0 : v);
}
int main(void) {
	void *h = dlopen("libcuda.so.1", RTLD_NOW);
	if (!h) { printf("no libcuda\n"); return 1; }
#define L(f, s) *(void **)&f = dlsym(h, s)
	L(cuInit, "cuInit"); L(cuDeviceGet, "cuDeviceGet"); L(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
	L(cuCtxSetCurrent, "cuCtxSetCurrent"); L(cuMemAlloc, "cuMemAlloc_v2"); L(cuMemAllocManaged, "cuMemAllocManaged");
	L(cuMemAllocAsync, "cuMemAllocAsync"); L(cuStreamSynchronize, "cuStreamSynchronize");
	L(cuPointerGetAttribute, "cuPointerGetAttribute"); L(cuPointerSetAttribute, "cuPointerSetAttribute");
	int dev; CUcontext ctx;
	cuInit(0); cuDeviceGet(&dev, 0); cuDevicePrimaryCtxRetain(&ctx, dev); cuCtxSetCurrent(ctx);
	CUdeviceptr a = 0, b = 0, m = 0, pl = 0, c = 0;
	cuMemAlloc(&a, 1 << 20); cuMemAlloc(&b, 1 << 20); cuMemAlloc(&c, 1 << 20);
	cuMemAllocManaged(&m, 1 << 20, 1);
	cuMemAllocAsync(&pl, 1 << 20, NULL); cuStreamSynchronize(NULL);
	get("a", 6, a); get("b", 6, b); get("managed", 6, m); get("pool", 6, pl);
	get("a", 5, a + 16);
	get("a after 5", 6, a); get("a+100 after 5", 6, a + 100); get("b (5 not asked)", 6, b);
	get("pool", 5, pl); get("pool after 5", 6, pl);
	get("managed", 5, m); get("managed after 5", 6, m);
	int zero = 0, one = 1;
	printf("set c 6 to 0 -> %d\n", cuPointerSetAttribute(&zero, 6, c)); get("c after set 0", 6, c);
	printf("set c 6 to 1 -> %d\n", cuPointerSetAttribute(&one, 6, c)); get("c after set 1", 6, c);
	printf("set c 6 to 0 -> %d\n", cuPointerSetAttribute(&zero, 6, c)); get("c after set 0 again", 6, c);
	get("c", 5, c); get("c after 5", 6, c);
	return 0;
}
