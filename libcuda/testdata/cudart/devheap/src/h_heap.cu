// h_heap: the device heap (malloc/free/new/delete in kernels) as a program
// sees it: where allocations land relative to the first one, reuse after
// free, how many blocks of a size fit, what a full heap answers, memory
// living across launches, host copies of heap memory, cuMemGetInfo around
// the heap's first use, cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE) before and
// after, many threads allocating at once, and (one mode per process) the
// misuses: double free, free of a pointer the heap did not give, the host
// freeing a heap pointer.
//
//   h_heap [main|h4m|h5m|h64m|dfree|badfree|midfree|hostfree]
//
// Lines starting "#addr" hold raw device addresses (they differ between a
// GPU and cudasim, and between runs); every other line is an offset, count,
// code or value.
#include "dp.h"
#include <cuda.h>
#include <algorithm>
#include <vector>

typedef unsigned long long u64;

#define CU(call) do { CUresult r_ = (call); printf("%s: %d\n", #call, (int)r_); } while (0)

// allocs: one thread mallocs sizes[i] for each i, recording the pointers.
__global__ void allocs(u64 *out, const u64 *sizes, int n) {
	for (int i = 0; i < n; i++) out[i] = (u64)malloc(sizes[i]);
}
// frees: one thread frees ptrs[i] for each i.
__global__ void frees(const u64 *ptrs, int n) {
	for (int i = 0; i < n; i++) free((void *)ptrs[i]);
}
// fill: one thread mallocs size bytes until malloc answers NULL (or cap),
// writes a word into each block, then records the count and that it went on
// after the NULL; the pointers stay in keep for a later frees.
__global__ void fill(u64 size, u64 *keep, int cap, long long *res) {
	int n = 0;
	for (; n < cap; n++) {
		void *p = malloc(size);
		if (p == nullptr) break;
		*(int *)p = n;
		keep[n] = (u64)p;
	}
	res[0] = n;
	int bad = 0;
	for (int i = 0; i < n; i++) bad += *(int *)keep[i] != i;
	res[1] = bad;
	res[2] = 12345; // the thread went on after the NULL
}
// many: every thread mallocs size bytes, fills it with its index and records
// the pointer.
__global__ void many(u64 size, u64 *out) {
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	int *p = (int *)malloc(size);
	out[t] = (u64)p;
	if (p)
		for (u64 i = 0; i < size / 4; i++) p[i] = t;
}
// check: every block of many still holds its thread's index.
__global__ void check(u64 size, const u64 *ptrs, int *bad) {
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	int *p = (int *)ptrs[t];
	if (p)
		for (u64 i = 0; i < size / 4; i++)
			if (p[i] != t) atomicAdd(bad, 1);
}
__global__ void freeMany(const u64 *ptrs) {
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	free((void *)ptrs[t]);
}
struct Obj {
	int a, b;
	__device__ Obj() : a(7), b(9) {}
	__device__ ~Obj() { a = -1; }
};
// cxx: new and delete, scalar and array, and free(NULL).
__global__ void cxx(long long *res, u64 *ptrs) {
	int *arr = new int[100];
	for (int i = 0; i < 100; i++) arr[i] = i;
	long long s = 0;
	for (int i = 0; i < 100; i++) s += arr[i];
	res[0] = s;
	Obj *o = new Obj;
	res[1] = o->a * 10 + o->b;
	Obj *os = new Obj[3];
	res[2] = os[2].a + os[1].b;
	ptrs[0] = (u64)arr;
	ptrs[1] = (u64)o;
	ptrs[2] = (u64)os;
	delete[] arr;
	delete o;
	delete[] os;
	free(nullptr);
	res[3] = 1;
	void *z = malloc(0);
	ptrs[3] = (u64)z;
	free(z);
}
__global__ void noHeap(int *x) { *x += 1; }
// pattern writes 4*n bytes of a pattern into a heap block.
__global__ void pattern(u64 p, int n) {
	for (int i = 0; i < n; i++) ((int *)p)[i] = 1000 + i;
}
__global__ void readBack(u64 p, int n, long long *res) {
	long long s = 0;
	for (int i = 0; i < n; i++) s += ((int *)p)[i];
	res[0] = s;
}
// misuse: allocate, free, then free again (or free some pointer).
__global__ void misuse(u64 p, int mode, long long *res) {
	res[0] = 1;
	if (mode == 0) {
		void *q = malloc(256);
		free(q);
		res[1] = 2;
		free(q);
	} else {
		free((void *)p);
	}
	res[2] = 3; // went on after the bad free
	void *r = malloc(256);
	res[3] = r != nullptr;
	free(r);
}

static u64 *dOut, *dSizes;
static long long *res;
static u64 firstAddr;

// seq mallocs sizes one after another in one thread and prints the offsets
// from the process's first heap pointer.
static std::vector<u64> seq(const char *label, const std::vector<u64> &sizes) {
	cudaMemcpy(dSizes, sizes.data(), sizes.size() * 8, cudaMemcpyHostToDevice);
	allocs<<<1, 1>>>(dOut, dSizes, (int)sizes.size());
	cudaError_t e = cudaDeviceSynchronize();
	std::vector<u64> p(sizes.size());
	cudaMemcpy(p.data(), dOut, sizes.size() * 8, cudaMemcpyDeviceToHost);
	if (firstAddr == 0) {
		firstAddr = p[0];
		printf("#addr first heap pointer 0x%llx\n", firstAddr);
	}
	printf("%s (%s):", label, cudaGetErrorName(e));
	for (size_t i = 0; i < sizes.size(); i++) {
		if (p[i] == 0)
			printf(" %llu:NULL", sizes[i]);
		else
			printf(" %llu@%lld", sizes[i], (long long)(p[i] - firstAddr));
	}
	printf("\n");
	return p;
}
static void freeAll(const std::vector<u64> &p) {
	cudaMemcpy(dOut, p.data(), p.size() * 8, cudaMemcpyHostToDevice);
	frees<<<1, 1>>>(dOut, (int)p.size());
	cudaError_t e = cudaDeviceSynchronize();
	if (e != cudaSuccess) printf("frees: %s\n", cudaGetErrorName(e));
}
static void freeSome(const std::vector<u64> &p, const std::vector<int> &idx) {
	std::vector<u64> q;
	for (int i : idx) q.push_back(p[i]);
	freeAll(q);
}

// fillCount prints how many blocks of size fit, the offsets of the first
// few and the span, then frees them.
static void fillCount(u64 size, int cap) {
	u64 *keep = nullptr;
	if (cudaMalloc(&keep, (size_t)cap * 8) != cudaSuccess) {
		printf("fill %llu: allocation failed: %s\n", size, cudaGetErrorName(cudaGetLastError()));
		return;
	}
	fill<<<1, 1>>>(size, keep, cap, res);
	cudaError_t e = cudaDeviceSynchronize();
	long long n = res[0];
	std::vector<u64> p(n > 0 ? n : 0);
	if (n > 0) cudaMemcpy(p.data(), keep, n * 8, cudaMemcpyDeviceToHost);
	printf("fill %llu (%s): %lld blocks, bad %lld, went on %s", size, cudaGetErrorName(e), n, res[1], res[2] == 12345 ? "yes" : "no");
	if (n > 0) {
		u64 lo = *std::min_element(p.begin(), p.end()), hi = *std::max_element(p.begin(), p.end());
		printf(", first@%lld last@%lld min@%lld max@%lld", (long long)(p[0] - firstAddr), (long long)(p[n - 1] - firstAddr), (long long)(lo - firstAddr), (long long)(hi - firstAddr));
		// the distinct gaps between consecutive sorted blocks
		std::vector<u64> s = p;
		std::sort(s.begin(), s.end());
		std::vector<u64> gaps;
		for (size_t i = 1; i < s.size(); i++) gaps.push_back(s[i] - s[i - 1]);
		std::sort(gaps.begin(), gaps.end());
		gaps.erase(std::unique(gaps.begin(), gaps.end()), gaps.end());
		printf(", gaps");
		for (size_t i = 0; i < gaps.size() && i < 8; i++) printf(" %llu", gaps[i]);
		if (gaps.size() > 8) printf(" ...(%zu)", gaps.size());
		printf(", first 8 offsets");
		for (long long i = 0; i < n && i < 8; i++) printf(" %lld", (long long)(p[i] - firstAddr));
	}
	printf("\n");
	if (n > 0) {
		frees<<<1, 1>>>(keep, (int)n);
		e = cudaDeviceSynchronize();
		if (e != cudaSuccess) printf("frees: %s\n", cudaGetErrorName(e));
	}
	cudaFree(keep);
}

// manyThreads: blocks x threads allocate size bytes each at once.
static void manyThreads(int blocks, int threads, u64 size) {
	int n = blocks * threads;
	u64 *ptrs;
	int *bad;
	if (cudaMalloc(&ptrs, (size_t)n * 8) != cudaSuccess || cudaMallocManaged(&bad, 4) != cudaSuccess) {
		printf("many: allocation failed: %s\n", cudaGetErrorName(cudaGetLastError()));
		return;
	}
	*bad = 0;
	many<<<blocks, threads>>>(size, ptrs);
	cudaError_t e = cudaDeviceSynchronize();
	check<<<blocks, threads>>>(size, ptrs, bad);
	cudaError_t e2 = cudaDeviceSynchronize();
	std::vector<u64> p(n);
	cudaMemcpy(p.data(), ptrs, (size_t)n * 8, cudaMemcpyDeviceToHost);
	std::vector<u64> s;
	for (u64 v : p)
		if (v) s.push_back(v);
	std::sort(s.begin(), s.end());
	bool overlap = false;
	for (size_t i = 1; i < s.size(); i++) overlap |= s[i] - s[i - 1] < size;
	printf("many %dx%d x %llu bytes (%s, check %s): %zu non-NULL, overlap %s, bad words %d", blocks, threads, size, cudaGetErrorName(e), cudaGetErrorName(e2), s.size(), overlap ? "YES" : "no", *bad);
	if (!s.empty()) printf(", span %llu", s.back() - s.front() + size);
	printf("\n");
	freeMany<<<blocks, threads>>>(ptrs);
	e = cudaDeviceSynchronize();
	if (e != cudaSuccess) printf("freeMany: %s\n", cudaGetErrorName(e));
	cudaFree(ptrs);
	cudaFree(bad);
}

static void memInfo(const char *label) {
	size_t f = 0, t = 0;
	CUresult r = cuMemGetInfo(&f, &t);
	printf("#addr meminfo %s: %d free %zu total %zu\n", label, (int)r, f, t);
	static size_t last;
	if (last != 0) printf("meminfo %s: free changed by %lld\n", label, (long long)f - (long long)last);
	last = f;
}

static void limitInfo(const char *label) {
	size_t v = 0;
	CUresult r = cuCtxGetLimit(&v, CU_LIMIT_MALLOC_HEAP_SIZE);
	printf("heap limit %s: %d %zu\n", label, (int)r, v);
}

static int misuseMode(const char *mode) {
	int m = strcmp(mode, "dfree") == 0 ? 0 : 1;
	u64 p = 0;
	void *dev = nullptr;
	if (strcmp(mode, "badfree") == 0) {
		cudaMalloc(&dev, 256); // not from the heap
		p = (u64)dev;
	} else if (strcmp(mode, "midfree") == 0) {
		std::vector<u64> a = seq("one block", {256});
		p = a[0] + 16; // inside a heap block
	}
	misuse<<<1, 1>>>(p, m, res);
	cudaError_t e = cudaDeviceSynchronize();
	printf("%s: sync %s(%d)\n", mode, cudaGetErrorName(e), (int)e);
	printf("%s: reached %lld %lld %lld, malloc after %lld\n", mode, res[0], res[1], res[2], res[3]);
	e = cudaGetLastError();
	printf("%s: last error %s(%d)\n", mode, cudaGetErrorName(e), (int)e);
	return 0;
}

int main(int argc, char **argv) {
	const char *mode = argc > 1 ? argv[1] : "main";
	printf("mode %s\n", mode);
	CU(cuInit(0));
	cudaFree(0); // the primary context
	memInfo("start");
	limitInfo("start");
	if (cudaMalloc(&dOut, 1 << 16) != cudaSuccess || cudaMalloc(&dSizes, 1 << 16) != cudaSuccess ||
	    cudaMallocManaged(&res, 64 * sizeof(long long)) != cudaSuccess) {
		printf("allocation failed: %s\n", cudaGetErrorName(cudaGetLastError()));
		return 1;
	}
	memset(res, 0, 64 * sizeof(long long));
	if (strcmp(mode, "h4m") == 0 || strcmp(mode, "h64m") == 0 || strcmp(mode, "h5m") == 0) {
		size_t want = mode[1] == '4' ? (4 << 20) : mode[1] == '5' ? (5 << 20) : (64 << 20);
		CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, want));
		limitInfo("after set");
		seq("first", {16});
		// (one thread freeing 45,000 blocks took over 40 s on the H200: no small sizes here)
		fillCount(1 << 20, 4096);
		fillCount(1 << 16, 1 << 16);
		if (mode[1] != '6') fillCount(4096, 1 << 16);
		if (mode[1] != '6') fillCount(1024, 1 << 16);
		return finish();
	}
	if (strcmp(mode, "hostfree") == 0) {
		std::vector<u64> a = seq("one block", {256});
		cudaError_t e = cudaFree((void *)a[0]);
		printf("host cudaFree of a heap pointer: %s(%d)\n", cudaGetErrorName(e), (int)e);
		printf("then last error %s\n", cudaGetErrorName(cudaGetLastError()));
		seq("after", {256});
		return finish();
	}
	if (strcmp(mode, "main") != 0) return misuseMode(mode);

	// The limit before the heap is used: set, read back, a size that is no
	// multiple of anything, then the default again.
	CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, (3 << 20) + 5));
	limitInfo("after set 3 MiB + 5");
	CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, 0));
	limitInfo("after set 0");
	CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, 8 << 20));
	limitInfo("after set 8 MiB");
	int *x;
	cudaMalloc(&x, 4);
	noHeap<<<1, 1>>>(x);
	printf("kernel without heap: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
	memInfo("after a kernel without heap");
	CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, 8 << 20));

	std::vector<u64> sizes = {1, 2, 4, 8, 12, 16, 17, 24, 32, 48, 64, 100, 128, 200, 256, 512, 1000, 1024, 2048, 4096, 8192, 65536, 1 << 20};
	std::vector<u64> a = seq("sizes", sizes);
	memInfo("after the first malloc");
	CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, 8 << 20));
	CU(cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, 16 << 20));
	limitInfo("after the heap's use");
	// memory lives across launches: read the first blocks back in a later kernel
	pattern<<<1, 1>>>(a[22], 64);
	readBack<<<1, 1>>>(a[22], 64, res);
	printf("across launches: %s sum %lld\n", cudaGetErrorName(cudaDeviceSynchronize()), res[0]);
	// host copies of heap memory
	std::vector<int> h(64, 0);
	cudaError_t e = cudaMemcpy(h.data(), (void *)a[22], 256, cudaMemcpyDeviceToHost);
	long long hs = 0;
	for (int v : h) hs += v;
	printf("host cudaMemcpy from heap: %s(%d) sum %lld\n", cudaGetErrorName(e), (int)e, hs);
	CUresult r = cuMemcpyDtoH(h.data(), (CUdeviceptr)a[21], 256);
	printf("cuMemcpyDtoH from heap: %d\n", (int)r);
	for (int &v : h) v = 5;
	e = cudaMemcpy((void *)a[22], h.data(), 256, cudaMemcpyHostToDevice);
	readBack<<<1, 1>>>(a[22], 64, res);
	cudaDeviceSynchronize();
	printf("host cudaMemcpy to heap: %s(%d), kernel sum %lld\n", cudaGetErrorName(e), (int)e, res[0]);
	e = cudaMemset((void *)a[22], 0, 256);
	readBack<<<1, 1>>>(a[22], 64, res);
	cudaDeviceSynchronize();
	printf("host cudaMemset of heap: %s(%d), kernel sum %lld\n", cudaGetErrorName(e), (int)e, res[0]);
	{
		unsigned int mt = 0;
		r = cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)a[22]);
		printf("cuPointerGetAttribute MEMORY_TYPE of heap: %d type %u\n", (int)r, mt);
		size_t rs = 0;
		r = cuPointerGetAttribute(&rs, CU_POINTER_ATTRIBUTE_RANGE_SIZE, (CUdeviceptr)a[22]);
		printf("cuPointerGetAttribute RANGE_SIZE of heap: %d size %zu\n", (int)r, rs);
		CUdeviceptr base = 0;
		size_t sz = 0;
		r = cuMemGetAddressRange(&base, &sz, (CUdeviceptr)a[22]);
		printf("cuMemGetAddressRange of heap: %d size %zu base@%lld\n", (int)r, sz, base ? (long long)(base - firstAddr) : 0LL);
		cudaPointerAttributes pa;
		memset(&pa, 0, sizeof pa);
		e = cudaPointerGetAttributes(&pa, (void *)a[22]);
		printf("cudaPointerGetAttributes of heap: %s(%d) type %d\n", cudaGetErrorName(e), (int)e, (int)pa.type);
		cudaGetLastError();
	}
	freeAll(a);
	std::vector<u64> b = seq("sizes again after freeing all", sizes);
	freeAll(b);
	// reuse: three blocks, free the middle, ask again
	std::vector<u64> c = seq("three 64", {64, 64, 64});
	freeSome(c, {1});
	seq("64 after freeing the middle", {64});
	seq("32 then", {32});
	seq("16 then", {16});
	freeSome(c, {0, 2});
	seq("64 after freeing the others", {64, 64, 64});
	// fragmentation: 64 blocks of 1 KiB, free the even ones, ask for 2 KiB and 1 KiB
	std::vector<u64> f(64, 1024);
	std::vector<u64> d = seq("64 x 1024", f);
	std::vector<int> even;
	for (int i = 0; i < 64; i += 2) even.push_back(i);
	freeSome(d, even);
	seq("2048 after freeing the even ones", {2048});
	seq("1024 then", {1024});
	seq("512 then", {512});
	// free everything left of d (odd ones), then ask again
	std::vector<int> odd;
	for (int i = 1; i < 64; i += 2) odd.push_back(i);
	freeSome(d, odd);
	seq("1024 after freeing all", {1024});
	// big blocks
	freeAll(seq("4 MiB, 2 MiB, 1 MiB", {4 << 20, 2 << 20, 1 << 20}));
	// counts: how many blocks of a size fit in the default heap
	fillCount(8 << 20, 16);
	fillCount(4 << 20, 4096);
	fillCount(2 << 20, 4096);
	fillCount((1 << 20) + 1, 4096);
	fillCount(1 << 20, 4096);
	fillCount(1 << 16, 1 << 16);
	fillCount(4096, 1 << 20);
	fillCount(1024, 1 << 20);
	seq("malloc 1 TiB, 0", {1ull << 40, 0});
	// C++ new/delete, free(NULL), malloc(0)
	{
		u64 *ptrs = nullptr;
		if (cudaMallocManaged(&ptrs, 64) != cudaSuccess) {
			printf("cudaMallocManaged failed: %s\n", cudaGetErrorName(cudaGetLastError()));
			return finish();
		}
		cxx<<<1, 1>>>(res, ptrs);
		e = cudaDeviceSynchronize();
		printf("new/delete: %s sum %lld obj %lld arr %lld free(NULL) %lld, new int[100]@%lld new Obj@%lld new Obj[3]@%lld malloc(0) %s\n", cudaGetErrorName(e), res[0], res[1], res[2], res[3],
		    (long long)(ptrs[0] - firstAddr), (long long)(ptrs[1] - firstAddr), (long long)(ptrs[2] - firstAddr), ptrs[3] ? "non-NULL" : "NULL");
		if (ptrs[3]) printf("malloc(0)@%lld\n", (long long)(ptrs[3] - firstAddr));
		cudaFree(ptrs);
	}
	// many threads at once
	manyThreads(1, 32, 64);
	manyThreads(4, 256, 64);
	manyThreads(64, 256, 256);
	manyThreads(64, 1024, 1024);
	manyThreads(132, 1024, 16);
	seq("after the threads", {64});
	fillCount(100, 1 << 20);
	fillCount(16, 1 << 20);
	memInfo("at the end");
	limitInfo("at the end");
	return finish();
}
