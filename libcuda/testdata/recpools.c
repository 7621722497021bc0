/*
 * recpools: stream-ordered allocation and memory pools, for the recorder
 * and replay. Uses the device's default pool (release threshold, reuse of
 * a freed block, watermarks), a pool of its own (properties, access,
 * trimming) and the current pool; prints what it read. The trace it leaves
 * must replay on cudasim.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef struct { int type, id; } CUmemLocation;
typedef struct { CUmemLocation location; int flags; } CUmemAccessDesc;
typedef struct {
	int allocType, handleTypes;
	CUmemLocation location;
	void *win32SecurityAttributes;
	size_t maxSize;
	unsigned short usage;
	unsigned char reserved[54];
} CUmemPoolProps;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuCtxSetCurrent(void *);
CUresult cuStreamCreate(void **, unsigned);
CUresult cuStreamSynchronize(void *);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemsetD32Async(CUdeviceptr, unsigned, size_t, void *);
CUresult cuDeviceGetDefaultMemPool(void **, int);
CUresult cuDeviceGetMemPool(void **, int);
CUresult cuDeviceSetMemPool(int, void *);
CUresult cuMemGetMemPool(void **, CUmemLocation *, int);
CUresult cuMemAllocAsync(CUdeviceptr *, size_t, void *);
CUresult cuMemFreeAsync(CUdeviceptr, void *);
CUresult cuMemAllocFromPoolAsync(CUdeviceptr *, size_t, void *, void *);
CUresult cuMemPoolCreate(void **, const CUmemPoolProps *);
CUresult cuMemPoolDestroy(void *);
CUresult cuMemPoolGetAttribute(void *, int, void *);
CUresult cuMemPoolSetAttribute(void *, int, void *);
CUresult cuMemPoolTrimTo(void *, size_t);
CUresult cuMemPoolSetAccess(void *, const CUmemAccessDesc *, size_t);
CUresult cuMemPoolGetAccess(int *, void *, CUmemLocation *);

#define CHECK(x) do { CUresult r_ = (x); if (r_) { printf("%s -> %d\n", #x, r_); } } while (0)

int main(void) {
	int dev;
	void *ctx, *s, *def, *cur, *mine, *got;
	CHECK(cuInit(0));
	CHECK(cuDeviceGet(&dev, 0));
	CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
	CHECK(cuCtxSetCurrent(ctx));
	CHECK(cuStreamCreate(&s, 0));

	CHECK(cuDeviceGetDefaultMemPool(&def, dev));
	CHECK(cuDeviceGetMemPool(&cur, dev));
	uint64_t threshold = 64 << 20;
	CHECK(cuMemPoolSetAttribute(def, 4 /* RELEASE_THRESHOLD */, &threshold));
	CUdeviceptr a, b, z;
	CHECK(cuMemAllocAsync(&a, 1000, s));
	CHECK(cuMemsetD32Async(a, 7, 250, s));
	CHECK(cuStreamSynchronize(s));
	unsigned out[2];
	CHECK(cuMemcpyDtoH_v2(out, a + 8, 8));
	CHECK(cuMemFreeAsync(a, s));
	CHECK(cuMemAllocAsync(&b, 1000, s)); /* the freed block again */
	CHECK(cuMemAllocAsync(&z, 0, s));
	uint64_t reserved = 0, used = 0;
	int reuse = -1;
	CHECK(cuMemPoolGetAttribute(def, 5 /* RESERVED_MEM_CURRENT */, &reserved));
	CHECK(cuMemPoolGetAttribute(def, 7 /* USED_MEM_CURRENT */, &used));
	CHECK(cuMemPoolGetAttribute(def, 1 /* REUSE_FOLLOW_EVENT_DEPENDENCIES */, &reuse));
	CHECK(cuMemFreeAsync(b, s));
	CHECK(cuStreamSynchronize(s));

	CUmemPoolProps props;
	memset(&props, 0, sizeof props);
	props.allocType = 1; /* PINNED */
	props.location.type = 1; /* DEVICE */
	props.location.id = dev;
	CHECK(cuMemPoolCreate(&mine, &props));
	CUmemAccessDesc desc = {{1, 0}, 3 /* READWRITE */};
	CHECK(cuMemPoolSetAccess(mine, &desc, 1));
	int flags = -1;
	CUmemLocation loc = {1, 0};
	CHECK(cuMemPoolGetAccess(&flags, mine, &loc));
	CHECK(cuDeviceSetMemPool(dev, mine));
	CHECK(cuMemGetMemPool(&got, &loc, 1));
	CUdeviceptr c, d;
	CHECK(cuMemAllocFromPoolAsync(&c, 4096, mine, s));
	CHECK(cuMemAllocAsync(&d, 64, s)); /* from the current pool: mine */
	CHECK(cuMemFreeAsync(c, s));
	CHECK(cuMemFreeAsync(d, s));
	CHECK(cuStreamSynchronize(s));
	CHECK(cuMemPoolTrimTo(mine, 0));
	CHECK(cuDeviceSetMemPool(dev, def));
	CHECK(cuMemPoolDestroy(mine));
	printf("%u %u reuse %s zero %s reserved %llu used %llu follow %d flags %d current %s\n", out[0], out[1],
	       a == b ? "same" : "different", z == 0 ? "null" : "not null", (unsigned long long)reserved,
	       (unsigned long long)used, reuse, flags, got == mine ? "mine" : "other");
	return 0;
}
