// mapattr.c: CU_POINTER_ATTRIBUTE_MAPPING_SIZE (18), MAPPING_BASE_ADDR (19) and MEMORY_BLOCK_ID (20)
// of memory not made by cuMemMap, for several sizes and kinds; addresses printed relative to the
// allocation (or to the first allocation of the run), block IDs as small indexes of first appearance.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef unsigned long long u64;
typedef int CUresult;
static void *lib;
#define FN(r, n, a) typedef r(*n##_t) a; static n##_t n;
FN(CUresult, cuInit, (unsigned))
FN(CUresult, cuDevicePrimaryCtxRetain, (void **, int))
FN(CUresult, cuCtxSetCurrent, (void *))
FN(CUresult, cuMemAlloc_v2, (u64 *, size_t))
FN(CUresult, cuMemFree_v2, (u64))
FN(CUresult, cuMemAllocHost_v2, (void **, size_t))
FN(CUresult, cuMemHostAlloc, (void **, size_t, unsigned))
FN(CUresult, cuMemAllocManaged, (u64 *, size_t, unsigned))
FN(CUresult, cuMemAllocAsync, (u64 *, size_t, void *))
FN(CUresult, cuStreamSynchronize, (void *))
FN(CUresult, cuMemHostRegister_v2, (void *, size_t, unsigned))
FN(CUresult, cuPointerGetAttribute, (void *, int, u64))
static u64 ids[256];
static int nids;
static int idx(u64 id) {
	for (int i = 0; i < nids; i++)
		if (ids[i] == id) return i;
	ids[nids] = id;
	return nids++;
}
static u64 first;
static void show(const char *label, u64 p, size_t size) {
	u64 ms = 0, mb = 0, id = 0, rs = 0, rb = 0;
	int r1 = cuPointerGetAttribute(&ms, 18, p), r2 = cuPointerGetAttribute(&mb, 19, p), r3 = cuPointerGetAttribute(&id, 20, p);
	cuPointerGetAttribute(&rb, 11, p);
	cuPointerGetAttribute(&rs, 12, p);
	if (!first) first = p;
	printf("%-28s size %#10zx p-first %+lld p%%2M %#llx | rc %d %d %d | mapsize %#llx mapbase p%+lld (base%%2M %#llx) block %d | range p%+lld size %#llx\n",
	       label, size, (long long)(p - first), p % (2 << 20), r1, r2, r3, ms, (long long)(mb - p), mb % (2 << 20), r3 ? -1 : idx(id), (long long)(rb - p), rs);
}
int main(void) {
	lib = dlopen("libcuda.so.1", RTLD_NOW);
	if (!lib) { printf("no libcuda\n"); return 1; }
#define L(n) n = (n##_t)dlsym(lib, #n);
	L(cuInit) L(cuDevicePrimaryCtxRetain) L(cuCtxSetCurrent) L(cuMemAlloc_v2) L(cuMemFree_v2) L(cuMemAllocHost_v2)
	L(cuMemHostAlloc) L(cuMemAllocManaged) L(cuMemAllocAsync) L(cuStreamSynchronize) L(cuMemHostRegister_v2) L(cuPointerGetAttribute)
	void *ctx;
	cuInit(0);
	cuDevicePrimaryCtxRetain(&ctx, 0);
	cuCtxSetCurrent(ctx);
	size_t sizes[] = {512, 4096, 1 << 20, (2 << 20) - 512, 2 << 20, (2 << 20) + 1, 3 << 20, 5 << 20, 40 << 20, 100};
	u64 d[10];
	for (int i = 0; i < 10; i++) {
		char l[64];
		cuMemAlloc_v2(&d[i], sizes[i]);
		snprintf(l, sizeof l, "cuMemAlloc #%d", i);
		show(l, d[i], sizes[i]);
		if (sizes[i] > 4096) show("  +inner 4096", d[i] + 4096, sizes[i]);
	}
	cuMemFree_v2(d[1]);
	u64 again;
	cuMemAlloc_v2(&again, 4096);
	show("cuMemAlloc after free", again, 4096);
	for (int i = 0; i < 5; i++) {
		void *h;
		char l[64];
		cuMemAllocHost_v2(&h, sizes[i * 2]);
		snprintf(l, sizeof l, "cuMemAllocHost %zu", sizes[i * 2]);
		first = 0; nids = nids; // relative to itself
		show(l, (u64)h, sizes[i * 2]);
	}
	for (int i = 0; i < 4; i++) {
		void *h;
		char l[64];
		cuMemHostAlloc(&h, sizes[i * 2 + 1], 2 /*DEVICEMAP*/);
		snprintf(l, sizeof l, "cuMemHostAlloc map %zu", sizes[i * 2 + 1]);
		first = 0;
		show(l, (u64)h, sizes[i * 2 + 1]);
	}
	for (int i = 0; i < 3; i++) {
		size_t s = (size_t[]){4096, 3 << 20, 12345 * 4096}[i];
		void *h = aligned_alloc(4096, s);
		char l[64];
		int r = cuMemHostRegister_v2(h, s, 0);
		snprintf(l, sizeof l, "cuMemHostRegister %zu rc%d", s, r);
		first = 0;
		show(l, (u64)h, s);
		if (s > 4096) show("  +inner 4096", (u64)h + 4096, s);
	}
	for (int i = 0; i < 4; i++) {
		u64 m;
		char l[64];
		size_t s = (size_t[]){512, 1 << 20, 3 << 20, 40 << 20}[i];
		cuMemAllocManaged(&m, s, 1);
		snprintf(l, sizeof l, "cuMemAllocManaged %zu", s);
		first = 0;
		show(l, m, s);
		if (s > 4096) show("  +inner 4096", m + 4096, s);
	}
	first = 0;
	for (int i = 0; i < 5; i++) {
		u64 m;
		char l[64];
		size_t s = (size_t[]){512, 1 << 20, 3 << 20, 40 << 20, 4096}[i];
		int r = cuMemAllocAsync(&m, s, 0);
		cuStreamSynchronize(0);
		snprintf(l, sizeof l, "cuMemAllocAsync %zu rc%d", s, r);
		show(l, m, s);
	}
	printf("done\n");
	return 0;
}
