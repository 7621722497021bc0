// surface.c: what the driver answers for the entry points cudasim listed at
// support level "none" (session 25, helper surface25), with valid and invalid
// arguments. Self-contained: it declares the few ABI types it needs (CUDA
// 13.0's cuda.h, checked by the header excerpt run.sh saves) and takes every
// entry point from libcuda.so.1 with dlsym, so the same binary runs on the
// H200's driver and on cudasim's drop-in (LD_LIBRARY_PATH).
//
//   surface SECTION   SECTION: logs atomic coredump notif handle arrays misc ptr
//
// Each line: a label, "->", the CUresult's name, then the values the call
// wrote. Addresses and handles are printed relative to what they should be
// (p, p+N, ctx, pool) or as "nonzero", so two runs compare line by line.
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext;
typedef void *CUstream;
typedef void *CUarray;
typedef void *CUmipmappedArray;
typedef void *CUmemoryPool;
typedef unsigned long long CUmemGenericAllocationHandle;

static void *lib;
// missing stands in for an entry point the library lacks: its calls print "code 99999".
static CUresult missing(void) { return 99999; }
static void *sym(const char *name) {
	void *p = dlsym(lib, name);
	if (!p) {
		printf("## no symbol %s\n", name);
		fflush(stdout);
		return (void *)missing;
	}
	return p;
}
#define FN(ret, name, args) \
	typedef ret(*name##_t) args; \
	static name##_t name;
#define LOAD(name, symname) name = (name##_t)sym(symname)

FN(CUresult, cuInit, (unsigned))
FN(CUresult, cuGetErrorName, (CUresult, const char **))
FN(CUresult, cuDeviceGet, (CUdevice *, int))
FN(CUresult, cuDeviceGetAttribute, (int *, int, CUdevice))
FN(CUresult, cuDevicePrimaryCtxRetain, (CUcontext *, CUdevice))
FN(CUresult, cuCtxSetCurrent, (CUcontext))
FN(CUresult, cuCtxGetCurrent, (CUcontext *))
FN(CUresult, cuCtxSynchronize, (void))
FN(CUresult, cuCtxCreate, (CUcontext *, unsigned, CUdevice))
FN(CUresult, cuCtxDestroy, (CUcontext))
FN(CUresult, cuCtxGetApiVersion, (CUcontext, unsigned *))
FN(CUresult, cuMemAlloc, (CUdeviceptr *, size_t))
FN(CUresult, cuMemFree, (CUdeviceptr))
FN(CUresult, cuMemAllocHost, (void **, size_t))
FN(CUresult, cuMemHostAlloc, (void **, size_t, unsigned))
FN(CUresult, cuMemHostRegister, (void *, size_t, unsigned))
FN(CUresult, cuMemAllocManaged, (CUdeviceptr *, size_t, unsigned))
FN(CUresult, cuMemcpyHtoD, (CUdeviceptr, const void *, size_t))
FN(CUresult, cuMemsetD8, (CUdeviceptr, unsigned char, size_t))
FN(CUresult, cuModuleLoadData, (void **, const void *))
FN(CUresult, cuLaunchKernel, (void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **))
FN(CUresult, cuStreamSynchronize, (CUstream))
FN(CUresult, cuDeviceGetDefaultMemPool, (CUmemoryPool *, CUdevice))
FN(CUresult, cuMemAllocFromPoolAsync, (CUdeviceptr *, size_t, CUmemoryPool, CUstream))
FN(CUresult, cuMemCreate, (CUmemGenericAllocationHandle *, size_t, const void *, unsigned long long))
FN(CUresult, cuMemAddressReserve, (CUdeviceptr *, size_t, size_t, CUdeviceptr, unsigned long long))
FN(CUresult, cuMemMap, (CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long))
FN(CUresult, cuMemSetAccess, (CUdeviceptr, size_t, const void *, size_t))
FN(CUresult, cuPointerGetAttribute, (void *, int, CUdeviceptr))
FN(CUresult, cuPointerGetAttributes, (unsigned, int *, void **, CUdeviceptr))
FN(CUresult, cuArray3DCreate, (CUarray *, const void *))
FN(CUresult, cuArrayDestroy, (CUarray))
FN(CUresult, cuMipmappedArrayCreate, (CUmipmappedArray *, const void *, unsigned))
FN(CUresult, cuArrayGetMemoryRequirements, (void *, CUarray, CUdevice))
FN(CUresult, cuStreamCreate, (CUstream *, unsigned))
FN(CUresult, cuEventCreate, (void **, unsigned))
FN(CUresult, cuCtxSetLimit, (int, size_t))
FN(CUresult, cuModuleGetFunction, (void **, void *, const char *))
// the entry points under test
FN(CUresult, cuLogsRegisterCallback, (void *, void *, void **))
FN(CUresult, cuLogsUnregisterCallback, (void *))
FN(CUresult, cuLogsCurrent, (unsigned *, unsigned))
FN(CUresult, cuLogsDumpToFile, (unsigned *, const char *, unsigned))
FN(CUresult, cuLogsDumpToMemory, (unsigned *, char *, size_t *, unsigned))
FN(CUresult, cuDeviceGetHostAtomicCapabilities, (unsigned *, const int *, unsigned, CUdevice))
FN(CUresult, cuDeviceGetP2PAtomicCapabilities, (unsigned *, const int *, unsigned, CUdevice, CUdevice))
FN(CUresult, cuCoredumpGetAttribute, (int, void *, size_t *))
FN(CUresult, cuCoredumpGetAttributeGlobal, (int, void *, size_t *))
FN(CUresult, cuCoredumpSetAttribute, (int, void *, size_t *))
FN(CUresult, cuCoredumpSetAttributeGlobal, (int, void *, size_t *))
FN(CUresult, cuDeviceRegisterAsyncNotification, (CUdevice, void *, void *, void **))
FN(CUresult, cuDeviceUnregisterAsyncNotification, (CUdevice, void *))
FN(CUresult, cuMemGetHandleForAddressRange, (void *, CUdeviceptr, size_t, int, unsigned long long))
FN(CUresult, cuArrayGetPlane, (CUarray *, CUarray, unsigned))
FN(CUresult, cuArrayGetSparseProperties, (void *, CUarray))
FN(CUresult, cuMipmappedArrayGetSparseProperties, (void *, CUmipmappedArray))
FN(CUresult, cuMipmappedArrayGetMemoryRequirements, (void *, CUmipmappedArray, CUdevice))
FN(CUresult, cuMemMapArrayAsync, (void *, unsigned, CUstream))
FN(CUresult, cuCtxAttach, (CUcontext *, unsigned))
FN(CUresult, cuCtxDetach, (CUcontext))
FN(CUresult, cuDeviceGetLuid, (char *, unsigned *, CUdevice))
FN(CUresult, cuProfilerInitialize, (const char *, const char *, int))
FN(CUresult, cuFlushGPUDirectRDMAWrites, (int, int))
FN(CUresult, cuMemBatchDecompressAsync, (void *, size_t, unsigned, size_t *, CUstream))
FN(CUresult, cuMulticastGetGranularity, (size_t *, const void *, int))
FN(CUresult, cuMulticastCreate, (CUmemGenericAllocationHandle *, const void *))

static void load(void) {
	lib = dlopen("libcuda.so.1", RTLD_NOW);
	if (!lib) {
		printf("dlopen: %s\n", dlerror());
		exit(2);
	}
	LOAD(cuInit, "cuInit");
	LOAD(cuGetErrorName, "cuGetErrorName");
	LOAD(cuDeviceGet, "cuDeviceGet");
	LOAD(cuDeviceGetAttribute, "cuDeviceGetAttribute");
	LOAD(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
	LOAD(cuCtxSetCurrent, "cuCtxSetCurrent");
	LOAD(cuCtxGetCurrent, "cuCtxGetCurrent");
	LOAD(cuCtxSynchronize, "cuCtxSynchronize");
	LOAD(cuCtxCreate, "cuCtxCreate_v2");
	LOAD(cuCtxDestroy, "cuCtxDestroy_v2");
	LOAD(cuCtxGetApiVersion, "cuCtxGetApiVersion");
	LOAD(cuMemAlloc, "cuMemAlloc_v2");
	LOAD(cuMemFree, "cuMemFree_v2");
	LOAD(cuMemAllocHost, "cuMemAllocHost_v2");
	LOAD(cuMemHostAlloc, "cuMemHostAlloc");
	LOAD(cuMemHostRegister, "cuMemHostRegister_v2");
	LOAD(cuMemAllocManaged, "cuMemAllocManaged");
	LOAD(cuMemcpyHtoD, "cuMemcpyHtoD_v2");
	LOAD(cuMemsetD8, "cuMemsetD8_v2");
	LOAD(cuModuleLoadData, "cuModuleLoadData");
	LOAD(cuLaunchKernel, "cuLaunchKernel");
	LOAD(cuStreamSynchronize, "cuStreamSynchronize");
	LOAD(cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool");
	LOAD(cuMemAllocFromPoolAsync, "cuMemAllocFromPoolAsync");
	LOAD(cuMemCreate, "cuMemCreate");
	LOAD(cuMemAddressReserve, "cuMemAddressReserve");
	LOAD(cuMemMap, "cuMemMap");
	LOAD(cuMemSetAccess, "cuMemSetAccess");
	LOAD(cuPointerGetAttribute, "cuPointerGetAttribute");
	LOAD(cuPointerGetAttributes, "cuPointerGetAttributes");
	LOAD(cuArray3DCreate, "cuArray3DCreate_v2");
	LOAD(cuArrayDestroy, "cuArrayDestroy");
	LOAD(cuMipmappedArrayCreate, "cuMipmappedArrayCreate");
	LOAD(cuArrayGetMemoryRequirements, "cuArrayGetMemoryRequirements");
	LOAD(cuStreamCreate, "cuStreamCreate");
	LOAD(cuEventCreate, "cuEventCreate");
	LOAD(cuCtxSetLimit, "cuCtxSetLimit");
	LOAD(cuModuleGetFunction, "cuModuleGetFunction");
	LOAD(cuLogsRegisterCallback, "cuLogsRegisterCallback");
	LOAD(cuLogsUnregisterCallback, "cuLogsUnregisterCallback");
	LOAD(cuLogsCurrent, "cuLogsCurrent");
	LOAD(cuLogsDumpToFile, "cuLogsDumpToFile");
	LOAD(cuLogsDumpToMemory, "cuLogsDumpToMemory");
	LOAD(cuDeviceGetHostAtomicCapabilities, "cuDeviceGetHostAtomicCapabilities");
	LOAD(cuDeviceGetP2PAtomicCapabilities, "cuDeviceGetP2PAtomicCapabilities");
	LOAD(cuCoredumpGetAttribute, "cuCoredumpGetAttribute");
	LOAD(cuCoredumpGetAttributeGlobal, "cuCoredumpGetAttributeGlobal");
	LOAD(cuCoredumpSetAttribute, "cuCoredumpSetAttribute");
	LOAD(cuCoredumpSetAttributeGlobal, "cuCoredumpSetAttributeGlobal");
	LOAD(cuDeviceRegisterAsyncNotification, "cuDeviceRegisterAsyncNotification");
	LOAD(cuDeviceUnregisterAsyncNotification, "cuDeviceUnregisterAsyncNotification");
	LOAD(cuMemGetHandleForAddressRange, "cuMemGetHandleForAddressRange");
	LOAD(cuArrayGetPlane, "cuArrayGetPlane");
	LOAD(cuArrayGetSparseProperties, "cuArrayGetSparseProperties");
	LOAD(cuMipmappedArrayGetSparseProperties, "cuMipmappedArrayGetSparseProperties");
	LOAD(cuMipmappedArrayGetMemoryRequirements, "cuMipmappedArrayGetMemoryRequirements");
	LOAD(cuMemMapArrayAsync, "cuMemMapArrayAsync");
	LOAD(cuCtxAttach, "cuCtxAttach");
	LOAD(cuCtxDetach, "cuCtxDetach");
	LOAD(cuDeviceGetLuid, "cuDeviceGetLuid");
	LOAD(cuProfilerInitialize, "cuProfilerInitialize");
	LOAD(cuFlushGPUDirectRDMAWrites, "cuFlushGPUDirectRDMAWrites");
	LOAD(cuMemBatchDecompressAsync, "cuMemBatchDecompressAsync");
	LOAD(cuMulticastGetGranularity, "cuMulticastGetGranularity");
	LOAD(cuMulticastCreate, "cuMulticastCreate");
}

static const char *name(CUresult r) {
	const char *s = 0;
	if (cuGetErrorName(r, &s) != 0 || !s) {
		static char buf[32];
		snprintf(buf, sizeof buf, "code %d", r);
		return buf;
	}
	return s;
}

// T prints the label and the call's result; what the call wrote follows on
// the same line through the printf after it (no newline yet).
static int T(const char *label, CUresult r) {
	printf("%s -> %s", label, name(r));
	fflush(stdout);
	return r;
}
static void end(void) {
	printf("\n");
	fflush(stdout);
}
#define CALL(label, expr) \
	do { \
		T(label, expr); \
		end(); \
	} while (0)

static CUcontext ctx;
static CUdevice dev;

static void init(void) {
	CALL("cuInit(0)", cuInit(0));
	cuDeviceGet(&dev, 0);
	cuDevicePrimaryCtxRetain(&ctx, dev);
	cuCtxSetCurrent(ctx);
}

// ---------------------------------------------------------------- logs

static pthread_t mainThread;
static int callbacks;

static void logCallback(void *data, int level, char *message, size_t length) {
	callbacks++;
	printf("\n  [callback %s data=%s] level %d length %zu same-thread %d: \"%s\" (strlen %zu)",
	       (char *)data, data ? "set" : "null", level, length, pthread_equal(pthread_self(), mainThread),
	       message ? message : "(null)", message ? strlen(message) : 0);
	fflush(stdout);
}

static void dumpMemory(const char *label, unsigned *it, size_t bufSize, unsigned flags) {
	char *buf = malloc(bufSize + 64);
	memset(buf, 'Z', bufSize + 64);
	size_t size = bufSize;
	T(label, cuLogsDumpToMemory(it, buf, &size, flags));
	printf(" size %zu->%zu", bufSize, size);
	if (it)
		printf(" iterator %u", *it);
	size_t n = strnlen(buf, bufSize + 64);
	printf(" strlen %zu byte-after-size %#x", n, (unsigned char)buf[bufSize]);
	if (n < bufSize + 64) { // the driver wrote a terminated text
		printf(" text<<");
		for (size_t i = 0; i < n; i++)
			putchar(buf[i] == '\n' ? '|' : buf[i]);
		printf(">>");
	}
	end();
	free(buf);
}

static void failingCalls(const char *phase) {
	CUdevice d;
	CUdeviceptr p;
	int v;
	char *b = malloc(64);
	printf("-- failing calls (%s)\n", phase);
	CALL("cuDeviceGet(99)", cuDeviceGet(&d, 99));
	CALL("cuMemAlloc(0 bytes)", cuMemAlloc(&p, 0));
	CALL("cuMemAlloc(1<<50)", cuMemAlloc(&p, 1ULL << 50));
	CALL("cuMemFree(0x1234)", cuMemFree(0x1234));
	CALL("cuDeviceGetAttribute(9999)", cuDeviceGetAttribute(&v, 9999, 0));
	CALL("cuMemcpyHtoD(0x10)", cuMemcpyHtoD(0x10, b, 4));
	CALL("cuMemsetD8(0)", cuMemsetD8(0, 0, 4));
	CALL("cuModuleLoadData(garbage)", cuModuleLoadData((void **)&p, "garbage text"));
	CALL("cuLaunchKernel(NULL)", cuLaunchKernel(NULL, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
	CALL("cuPointerGetAttribute(ctx, 0x1234)", cuPointerGetAttribute(&p, 1, 0x1234));
	CALL("cuStreamCreate(flags 99)", cuStreamCreate((CUstream *)&p, 99));
	CALL("cuEventCreate(flags 0xff)", cuEventCreate((void **)&p, 0xff));
	CALL("cuCtxSetLimit(99)", cuCtxSetLimit(99, 1));
	CALL("cuModuleGetFunction(NULL module)", cuModuleGetFunction((void **)&p, NULL, "k"));
	CALL("cuArrayGetPlane(NULL array)", cuArrayGetPlane((CUarray *)&p, NULL, 0));
	free(b);
}

static void sectionLogs(void) {
	unsigned it = 77;
	void *h1 = (void *)1, *h2 = (void *)1;
	mainThread = pthread_self();
	printf("== logs\n");
	// before cuInit
	T("cuLogsCurrent before cuInit", cuLogsCurrent(&it, 0));
	printf(" iterator %u", it);
	end();
	T("cuLogsRegisterCallback before cuInit", cuLogsRegisterCallback((void *)logCallback, "first", &h1));
	printf(" handle %s", h1 == (void *)1 ? "unchanged" : h1 ? "nonzero" : "null");
	end();
	CALL("cuCtxSynchronize before cuInit", cuCtxSynchronize());
	dumpMemory("cuLogsDumpToMemory before cuInit", NULL, 4096, 0);
	CALL("cuInit(0)", cuInit(0));
	CALL("cuCtxSynchronize no context", cuCtxSynchronize());
	cuDeviceGet(&dev, 0);
	cuDevicePrimaryCtxRetain(&ctx, dev);
	cuCtxSetCurrent(ctx);
	it = 77;
	T("cuLogsCurrent after init", cuLogsCurrent(&it, 0));
	printf(" iterator %u", it);
	end();
	unsigned itStart = it;
	failingCalls("one callback");
	T("cuLogsRegisterCallback second", cuLogsRegisterCallback((void *)logCallback, "second", &h2));
	printf(" handle %s same %d", h2 ? "nonzero" : "null", h1 == h2);
	end();
	CALL("cuDeviceGet(99) two callbacks", cuDeviceGet((CUdevice *)&it, 99));
	CALL("cuLogsRegisterCallback NULL func", cuLogsRegisterCallback(NULL, NULL, &h2));
	CALL("cuLogsRegisterCallback NULL handle", cuLogsRegisterCallback((void *)logCallback, "third", NULL));
	CALL("cuDeviceGet(98) after NULL-handle register", cuDeviceGet((CUdevice *)&it, 98));
	unsigned it2 = 0;
	T("cuLogsCurrent", cuLogsCurrent(&it2, 0));
	printf(" iterator %u (start %u)", it2, itStart);
	end();
	CALL("cuLogsCurrent flags 1", cuLogsCurrent(&it2, 1));
	CALL("cuLogsCurrent NULL", cuLogsCurrent(NULL, 0));
	dumpMemory("cuLogsDumpToMemory NULL iterator 8192", NULL, 8192, 0);
	unsigned it3 = itStart;
	dumpMemory("cuLogsDumpToMemory from start 8192", &it3, 8192, 0);
	it3 = itStart;
	dumpMemory("cuLogsDumpToMemory from start 100", &it3, 100, 0);
	it3 = itStart;
	dumpMemory("cuLogsDumpToMemory from start 1", &it3, 1, 0);
	it3 = itStart;
	dumpMemory("cuLogsDumpToMemory from start 0", &it3, 0, 0);
	// where some lines fit: the notice is 92 bytes, the first line about 84
	static const size_t sizes[] = {91, 92, 93, 150, 176, 177, 178, 200, 300, 500, 1000, 2000};
	for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		char l[64];
		snprintf(l, sizeof l, "cuLogsDumpToMemory from start %zu", sizes[k]);
		it3 = itStart;
		dumpMemory(l, &it3, sizes[k], 0);
	}
	it3 = it2;
	dumpMemory("cuLogsDumpToMemory from current", &it3, 4096, 0);
	it3 = itStart;
	dumpMemory("cuLogsDumpToMemory flags 1", &it3, 4096, 1);
	it3 = 1000000;
	dumpMemory("cuLogsDumpToMemory iterator 1000000", &it3, 4096, 0);
	size_t sz = 100;
	CALL("cuLogsDumpToMemory NULL buffer", cuLogsDumpToMemory(NULL, NULL, &sz, 0));
	char small[8];
	CALL("cuLogsDumpToMemory NULL size", cuLogsDumpToMemory(NULL, small, NULL, 0));
	const char *dir = getenv("PROBE_OUT");
	char path[4096];
	snprintf(path, sizeof path, "%s/logs-dump.txt", dir ? dir : "/tmp");
	it3 = itStart;
	T("cuLogsDumpToFile from start", cuLogsDumpToFile(&it3, path, 0));
	printf(" iterator %u", it3);
	end();
	FILE *f = fopen(path, "r");
	if (f) {
		char line[2048];
		while (fgets(line, sizeof line, f))
			printf("  file: %s", line);
		fclose(f);
		printf("  file end\n");
	}
	snprintf(path, sizeof path, "%s/logs-dump-all.txt", dir ? dir : "/tmp");
	CALL("cuLogsDumpToFile NULL iterator", cuLogsDumpToFile(NULL, path, 0));
	CALL("cuLogsDumpToFile NULL path", cuLogsDumpToFile(NULL, NULL, 0));
	CALL("cuLogsDumpToFile bad dir", cuLogsDumpToFile(NULL, "/nonexistent/dir/x.txt", 0));
	CALL("cuLogsDumpToFile flags 1", cuLogsDumpToFile(NULL, path, 1));
	CALL("cuLogsUnregisterCallback first", cuLogsUnregisterCallback(h1));
	CALL("cuDeviceGet(97) after one unregister", cuDeviceGet((CUdevice *)&it, 97));
	// (unregistering h1 again crashed driver 580: section logsunreg)
	CALL("cuLogsUnregisterCallback second", cuLogsUnregisterCallback(h2));
	failingCalls("no callback");
	dumpMemory("cuLogsDumpToMemory NULL iterator at end", NULL, 16384, 0);
	printf("callbacks %d\n", callbacks);
}

// logsunreg: the unregistrations that may crash, one per process (argv[2]:
// twice, null, bogus).
static void sectionLogsUnreg(const char *how) {
	void *h = NULL;
	printf("== logsunreg %s\n", how);
	init();
	CALL("cuLogsRegisterCallback", cuLogsRegisterCallback((void *)logCallback, "first", &h));
	if (!strcmp(how, "twice")) {
		CALL("cuLogsUnregisterCallback", cuLogsUnregisterCallback(h));
		CALL("cuLogsUnregisterCallback again", cuLogsUnregisterCallback(h));
	} else if (!strcmp(how, "null")) {
		CALL("cuLogsUnregisterCallback NULL", cuLogsUnregisterCallback(NULL));
	} else {
		CALL("cuLogsUnregisterCallback 0x1234", cuLogsUnregisterCallback((void *)0x1234));
	}
	CALL("cuDeviceGet(99)", cuDeviceGet(&dev, 99));
}

// logscap: how many lines the log keeps.
static void sectionLogsCap(void) {
	printf("== logscap\n");
	init();
	CUdevice d;
	for (int i = 0; i < 20000; i++)
		cuDeviceGet(&d, 99);
	unsigned it = 0;
	T("cuLogsCurrent after 20000 failures", cuLogsCurrent(&it, 0));
	printf(" iterator %u", it);
	end();
	size_t size = 64 << 20;
	char *buf = malloc(size);
	T("cuLogsDumpToMemory NULL iterator", cuLogsDumpToMemory(NULL, buf, &size, 0));
	size_t lines = 0;
	for (size_t i = 0; i < size; i++)
		lines += buf[i] == '\n';
	printf(" size %zu lines %zu", size, lines);
	end();
	char *nl = memchr(buf, '\n', size);
	if (nl)
		printf("first line: %.*s\n", (int)(nl - buf), buf);
	for (unsigned start = 0; start <= it; start += it / 4 + 1) {
		unsigned i2 = start;
		size = 64 << 20;
		char l[64];
		snprintf(l, sizeof l, "cuLogsDumpToMemory from %u", start);
		T(l, cuLogsDumpToMemory(&i2, buf, &size, 0));
		lines = 0;
		for (size_t i = 0; i < size; i++)
			lines += buf[i] == '\n';
		printf(" size %zu lines %zu iterator %u", size, lines, i2);
		end();
	}
	free(buf);
}

// ---------------------------------------------------------------- atomic

static void sectionAtomic(void) {
	printf("== atomic\n");
	unsigned caps[32];
	int ops[32];
	for (int i = 0; i < 32; i++)
		ops[i] = i;
	memset(caps, 0xAB, sizeof caps);
	CALL("host before cuInit", cuDeviceGetHostAtomicCapabilities(caps, ops, 1, 0));
	init();
	for (int op = 0; op < 16; op++) {
		char label[64];
		caps[0] = 0xABABABAB;
		snprintf(label, sizeof label, "host op %d", op);
		T(label, cuDeviceGetHostAtomicCapabilities(caps, &ops[op], 1, 0));
		printf(" caps %#x", caps[0]);
		end();
		caps[0] = 0xABABABAB;
		snprintf(label, sizeof label, "p2p 0->0 op %d", op);
		T(label, cuDeviceGetP2PAtomicCapabilities(caps, &ops[op], 1, 0, 0));
		printf(" caps %#x", caps[0]);
		end();
	}
	memset(caps, 0xAB, sizeof caps);
	T("host ops 0..13 at once", cuDeviceGetHostAtomicCapabilities(caps, ops, 14, 0));
	for (int i = 0; i < 15; i++)
		printf(" %#x", caps[i]);
	end();
	memset(caps, 0xAB, sizeof caps);
	T("host ops 0..14 at once", cuDeviceGetHostAtomicCapabilities(caps, ops, 15, 0));
	for (int i = 0; i < 16; i++)
		printf(" %#x", caps[i]);
	end();
	int neg = -1, big = 1000;
	CALL("host op -1", cuDeviceGetHostAtomicCapabilities(caps, &neg, 1, 0));
	CALL("host op 1000", cuDeviceGetHostAtomicCapabilities(caps, &big, 1, 0));
	caps[0] = 0xABABABAB;
	T("host count 0", cuDeviceGetHostAtomicCapabilities(caps, ops, 0, 0));
	printf(" caps %#x", caps[0]);
	end();
	CALL("host count 0 NULLs", cuDeviceGetHostAtomicCapabilities(NULL, NULL, 0, 0));
	CALL("host NULL caps", cuDeviceGetHostAtomicCapabilities(NULL, ops, 1, 0));
	CALL("host NULL ops", cuDeviceGetHostAtomicCapabilities(caps, NULL, 1, 0));
	CALL("host dev -1", cuDeviceGetHostAtomicCapabilities(caps, ops, 1, -1));
	CALL("host dev 1", cuDeviceGetHostAtomicCapabilities(caps, ops, 1, 1));
	CALL("host dev 99", cuDeviceGetHostAtomicCapabilities(caps, ops, 1, 99));
	memset(caps, 0xAB, sizeof caps);
	T("p2p 0->0 ops 0..13", cuDeviceGetP2PAtomicCapabilities(caps, ops, 14, 0, 0));
	for (int i = 0; i < 15; i++)
		printf(" %#x", caps[i]);
	end();
	CALL("p2p 0->1", cuDeviceGetP2PAtomicCapabilities(caps, ops, 1, 0, 1));
	CALL("p2p 1->0", cuDeviceGetP2PAtomicCapabilities(caps, ops, 1, 1, 0));
	CALL("p2p -1->0", cuDeviceGetP2PAtomicCapabilities(caps, ops, 1, -1, 0));
	CALL("p2p count 0", cuDeviceGetP2PAtomicCapabilities(caps, ops, 0, 0, 0));
	CALL("p2p NULL caps", cuDeviceGetP2PAtomicCapabilities(NULL, ops, 1, 0, 0));
	CALL("p2p NULL ops", cuDeviceGetP2PAtomicCapabilities(caps, NULL, 1, 0, 0));
	CALL("p2p op 1000", cuDeviceGetP2PAtomicCapabilities(caps, &big, 1, 0, 0));
	int v = -7;
	for (int a = 86; a <= 92; a++) { // host native atomics and related attributes
		char label[64];
		snprintf(label, sizeof label, "cuDeviceGetAttribute(%d)", a);
		T(label, cuDeviceGetAttribute(&v, a, 0));
		printf(" %d", v);
		end();
	}
}

// ---------------------------------------------------------------- coredump

static void coreGet(const char *label, int global, int attr, size_t bufSize) {
	unsigned char buf[1100];
	memset(buf, 0xAB, sizeof buf);
	size_t size = bufSize;
	CUresult r = global ? cuCoredumpGetAttributeGlobal(attr, buf, &size) : cuCoredumpGetAttribute(attr, buf, &size);
	char l[160];
	snprintf(l, sizeof l, "%s %s attr %d size %zu", global ? "global" : "ctx", label, attr, bufSize);
	T(l, r);
	printf(" size->%zu", size);
	size_t n = size < 16 ? size : 16;
	if (r == 0 && size > 16)
		printf(" str \"%.*s\"", (int)strnlen((char *)buf, size), buf);
	printf(" bytes");
	for (size_t i = 0; i < (n ? n : 4) + 1 && i < sizeof buf; i++)
		printf(" %02x", buf[i]);
	end();
}

static void coreSet(const char *label, int global, int attr, void *value, size_t size) {
	size_t s = size;
	CUresult r = global ? cuCoredumpSetAttributeGlobal(attr, value, &s) : cuCoredumpSetAttribute(attr, value, &s);
	char l[160];
	snprintf(l, sizeof l, "set %s %s attr %d size %zu", global ? "global" : "ctx", label, attr, size);
	T(l, r);
	printf(" size->%zu", s);
	end();
}

static void coreGetAll(const char *label) {
	for (int g = 0; g < 2; g++)
		for (int a = 0; a <= 9; a++)
			coreGet(label, g, a, (a == 5 || a == 6) ? 1024 : a == 7 ? 4 : 1);
}

static void sectionCoredump(void) {
	printf("== coredump\n");
	size_t s = 8;
	unsigned char buf[64];
	CALL("get before cuInit", cuCoredumpGetAttribute(1, buf, &s));
	CALL("get global before cuInit", cuCoredumpGetAttributeGlobal(1, buf, &s));
	CALL("cuInit(0)", cuInit(0));
	cuDeviceGet(&dev, 0);
	coreGetAll("no context");
	cuDevicePrimaryCtxRetain(&ctx, dev);
	cuCtxSetCurrent(ctx);
	coreGetAll("context");
	// sizes
	for (int g = 0; g < 2; g++) {
		coreGet("small", g, 1, 0);
		coreGet("small", g, 1, 1);
		coreGet("small", g, 1, 4);
		coreGet("small", g, 7, 4);
		coreGet("small", g, 7, 16);
		coreGet("small", g, 5, 4);
		coreGet("small", g, 5, 0);
		s = 8;
		CALL(g ? "global NULL value" : "ctx NULL value", g ? cuCoredumpGetAttributeGlobal(1, NULL, &s) : cuCoredumpGetAttribute(1, NULL, &s));
		CALL(g ? "global NULL size" : "ctx NULL size", g ? cuCoredumpGetAttributeGlobal(1, buf, NULL) : cuCoredumpGetAttribute(1, buf, NULL));
	}
	// sets (the context's, then the global)
	unsigned char one = 1, zero = 0;
	unsigned int flags = 0x1f;
	char file[] = "/tmp/surface25core.%p", pipe[] = "/tmp/surface25pipe.%p";
	coreSet("bool", 0, 3, &one, 1);
	coreSet("bool size 4", 0, 3, &one, 4);
	coreSet("bool size 0", 0, 3, &one, 0);
	coreSet("trigger host", 0, 2, &zero, 1);
	coreSet("enable", 0, 1, &zero, 1);
	coreSet("user trigger", 0, 4, &zero, 1);
	coreSet("file", 0, 5, file, sizeof file);
	coreSet("pipe", 0, 6, pipe, sizeof pipe);
	coreSet("flags", 0, 7, &flags, 4);
	coreSet("attr 0", 0, 0, &one, 1);
	coreSet("attr 8", 0, 8, &one, 1);
	coreSet("attr 9", 0, 9, &one, 1);
	coreSet("NULL value", 0, 3, NULL, 1);
	coreSet("lightweight", 0, 3, &one, 1);
	coreGetAll("after ctx sets");
	char longer[] = "/tmp/a-rather-long-core-file-name-%p-%h-%t.nvcudmp";
	coreSet("file short size", 0, 5, longer, 5);
	coreGet("after short size", 0, 5, 1024);
	coreSet("file size 0", 0, 5, longer, 0);
	coreGet("after size 0", 0, 5, 1024);
	coreSet("file long", 0, 5, longer, sizeof longer);
	coreGet("string small size", 0, 5, 8);
	coreSet("file tokens", 1, 5, longer, sizeof longer);
	coreGet("after file tokens", 1, 5, 1024);
	coreGet("string small size", 1, 5, 8);
	coreGet("string size 4", 1, 5, 4);
	unsigned bad = 0x20;
	coreSet("flags 0x20", 0, 7, &bad, 4);
	bad = 0xffffffff;
	coreSet("flags all", 0, 7, &bad, 4);
	coreGet("after flags", 0, 7, 4);
	unsigned char two = 2;
	coreSet("bool 2", 0, 1, &two, 1);
	coreGet("after bool 2", 0, 1, 1);
	coreSet("user trigger", 1, 4, &zero, 1);
	coreSet("pipe", 1, 6, pipe, sizeof pipe);
	coreSet("lightweight", 1, 3, &zero, 1);
	coreSet("bool", 1, 3, &zero, 1);
	coreSet("file", 1, 5, file, sizeof file);
	coreSet("flags", 1, 7, &flags, 4);
	coreSet("flags size 8", 1, 7, &flags, 8);
	coreGetAll("after global sets");
	CUcontext c2 = 0;
	CUresult r = cuCtxCreate(&c2, 0, dev);
	printf("new context -> %s\n", name(r));
	coreGetAll("new context");
	if (c2)
		cuCtxDestroy(c2);
	cuCtxSetCurrent(ctx);
}

// ---------------------------------------------------------------- notif

static void notifCallback(void *info, void *data, void *handle) {
	printf("\n  [async notification]");
}

static void sectionNotif(void) {
	printf("== notif\n");
	void *h = (void *)1, *h2 = (void *)1;
	CALL("register before cuInit", cuDeviceRegisterAsyncNotification(0, (void *)notifCallback, NULL, &h));
	init();
	h = (void *)1;
	T("register", cuDeviceRegisterAsyncNotification(0, (void *)notifCallback, NULL, &h));
	printf(" handle %s", h == (void *)1 ? "unchanged" : h ? "nonzero" : "null");
	end();
	T("register again", cuDeviceRegisterAsyncNotification(0, (void *)notifCallback, "x", &h2));
	printf(" handle %s same %d", h2 == (void *)1 ? "unchanged" : h2 ? "nonzero" : "null", h == h2);
	end();
	CALL("register NULL callback", cuDeviceRegisterAsyncNotification(0, NULL, NULL, &h2));
	CALL("register dev 1", cuDeviceRegisterAsyncNotification(1, (void *)notifCallback, NULL, &h2));
	CALL("register dev -1", cuDeviceRegisterAsyncNotification(-1, (void *)notifCallback, NULL, &h2));
	CALL("unregister dev 1", cuDeviceUnregisterAsyncNotification(1, h));
	CALL("unregister dev -1", cuDeviceUnregisterAsyncNotification(-1, h));
	CALL("unregister", cuDeviceUnregisterAsyncNotification(0, h));
	CALL("unregister second", cuDeviceUnregisterAsyncNotification(0, h2));
	// NULL handle out crashed driver 580; again/NULL/bogus: section notifrisky
}

static void sectionNotifRisky(const char *how) {
	void *h = NULL;
	printf("== notifrisky %s\n", how);
	init();
	CALL("register", cuDeviceRegisterAsyncNotification(0, (void *)notifCallback, NULL, &h));
	if (!strcmp(how, "again")) {
		CALL("unregister", cuDeviceUnregisterAsyncNotification(0, h));
		CALL("unregister again", cuDeviceUnregisterAsyncNotification(0, h));
	} else if (!strcmp(how, "null")) {
		CALL("unregister NULL", cuDeviceUnregisterAsyncNotification(0, NULL));
	} else {
		CALL("unregister 0x1234", cuDeviceUnregisterAsyncNotification(0, (void *)0x1234));
	}
}

// ---------------------------------------------------------------- handle

static void sectionHandle(void) {
	printf("== handle\n");
	init();
	CUdeviceptr p = 0;
	cuMemAlloc(&p, 4 << 20);
	int v = -7;
	T("attr 116 GPU_DIRECT_RDMA_SUPPORTED", cuDeviceGetAttribute(&v, 116, 0));
	printf(" %d", v);
	end();
	T("attr 124 DMA_BUF_SUPPORTED", cuDeviceGetAttribute(&v, 124, 0));
	printf(" %d", v);
	end();
	struct {
		const char *label;
		CUdeviceptr p;
		size_t size;
		int type;
		unsigned long long flags;
	} cases[] = {
		{"2 MiB type 1", p, 2 << 20, 1, 0},
		{"4 MiB type 1", p, 4 << 20, 1, 0},
		{"4 MiB type 1 flags 1 (PCIE)", p, 4 << 20, 1, 1},
		{"64 KiB type 1", p, 64 << 10, 1, 0},
		{"4 KiB type 1", p, 4096, 1, 0},
		{"p+4096 4 KiB type 1", p + 4096, 4096, 1, 0},
		{"p+1 4 KiB type 1", p + 1, 4096, 1, 0},
		{"size 0", p, 0, 1, 0},
		{"past the end", p, 8 << 20, 1, 0},
		{"type 0", p, 2 << 20, 0, 0},
		{"type 2", p, 2 << 20, 2, 0},
		{"flags 2", p, 2 << 20, 1, 2},
		{"address 0", 0, 2 << 20, 1, 0},
		{"address 0x1000", 0x1000, 4096, 1, 0},
	};
	for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int fd = -7;
		char l[128];
		snprintf(l, sizeof l, "cuMemGetHandleForAddressRange %s", cases[i].label);
		CUresult r = cuMemGetHandleForAddressRange(&fd, cases[i].p, cases[i].size, cases[i].type, cases[i].flags);
		T(l, r);
		if (r == 0) {
			char link[256] = "", fdpath[64];
			snprintf(fdpath, sizeof fdpath, "/proc/self/fd/%d", fd);
			ssize_t n = readlink(fdpath, link, sizeof link - 1);
			if (n > 0)
				link[n] = 0;
			off_t end_ = lseek(fd, 0, SEEK_END);
			printf(" fd %s link %s lseek-end %lld", fd >= 0 ? "valid" : "negative", link, (long long)end_);
			close(fd);
		} else
			printf(" fd %d", fd);
		end();
	}
	CALL("NULL handle", cuMemGetHandleForAddressRange(NULL, p, 2 << 20, 1, 0));
	void *host = 0;
	cuMemAllocHost(&host, 2 << 20);
	int fd = -7;
	CALL("pinned host memory", cuMemGetHandleForAddressRange(&fd, (CUdeviceptr)host, 2 << 20, 1, 0));
	CUdeviceptr m = 0;
	cuMemAllocManaged(&m, 2 << 20, 1);
	CALL("managed memory", cuMemGetHandleForAddressRange(&fd, m, 2 << 20, 1, 0));
}

// ---------------------------------------------------------------- arrays

typedef struct {
	size_t Width, Height, Depth;
	int Format;
	unsigned NumChannels;
	unsigned Flags;
} Desc3D;

static void printWords(const void *p, int n) {
	const unsigned *w = p;
	for (int i = 0; i < n; i++)
		printf(" %#x", w[i]);
}

static void sectionArrays(void) {
	printf("== arrays\n");
	init();
	unsigned char props[64], req[64];
	struct {
		const char *label;
		Desc3D d;
		int mip;
	} cases[] = {
		{"2D float4 256x256", {256, 256, 0, 0x20, 4, 0}, 0},
		{"2D u8 256x256", {256, 256, 0, 0x01, 1, 0}, 0},
		{"3D float 64^3", {64, 64, 64, 0x20, 1, 0}, 0},
		{"1D float 1024", {1024, 0, 0, 0x20, 1, 0}, 0},
		{"layered 2D float 64x64x4", {64, 64, 4, 0x20, 1, 1}, 0},
		{"surface 2D u32 64x64", {64, 64, 0, 0x03, 1, 2}, 0},
		{"NV12 64x64 3 channels", {64, 64, 0, 0xb0, 3, 0}, 0},
		{"NV12 64x64 1 channel", {64, 64, 0, 0xb0, 1, 0}, 0},
		{"NV12 64x64 2 channels", {64, 64, 0, 0xb0, 2, 0}, 0},
		{"sparse 2D float4 1024x1024", {1024, 1024, 0, 0x20, 4, 0x40}, 0},
		{"sparse 2D u8 1024x1024", {1024, 1024, 0, 0x01, 1, 0x40}, 0},
		{"sparse 3D float 128^3", {128, 128, 128, 0x20, 1, 0x40}, 0},
		{"deferred 2D float4 256x256", {256, 256, 0, 0x20, 4, 0x80}, 0},
		{"mip 2D float 256x256 levels 9", {256, 256, 0, 0x20, 1, 0}, 9},
		{"mip sparse 2D float 1024x1024 levels 11", {1024, 1024, 0, 0x20, 1, 0x40}, 11},
		{"mip deferred 2D float 256x256 levels 9", {256, 256, 0, 0x20, 1, 0x80}, 9},
	};
	for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char l[160];
		if (!cases[i].mip) {
			CUarray a = 0, plane = (CUarray)1;
			snprintf(l, sizeof l, "cuArray3DCreate %s", cases[i].label);
			if (T(l, cuArray3DCreate(&a, &cases[i].d)) != 0) {
				end();
				continue;
			}
			end();
			for (unsigned pl = 0; pl < 3; pl++) {
				plane = (CUarray)1;
				snprintf(l, sizeof l, "  cuArrayGetPlane %u", pl);
				T(l, cuArrayGetPlane(&plane, a, pl));
				printf(" plane %s", plane == (CUarray)1 ? "unchanged" : plane == a ? "same" : plane ? "other" : "null");
				end();
			}
			memset(props, 0xAB, sizeof props);
			T("  cuArrayGetSparseProperties", cuArrayGetSparseProperties(props, a));
			printWords(props, 12);
			end();
			memset(req, 0xAB, sizeof req);
			T("  cuArrayGetMemoryRequirements", cuArrayGetMemoryRequirements(req, a, 0));
			printWords(req, 8);
			end();
			CALL("  cuArrayGetPlane NULL out", cuArrayGetPlane(NULL, a, 0));
			CALL("  cuArrayGetSparseProperties NULL out", cuArrayGetSparseProperties(NULL, a));
			cuArrayDestroy(a);
		} else {
			CUmipmappedArray m = 0;
			snprintf(l, sizeof l, "cuMipmappedArrayCreate %s", cases[i].label);
			if (T(l, cuMipmappedArrayCreate(&m, &cases[i].d, cases[i].mip)) != 0) {
				end();
				continue;
			}
			end();
			memset(props, 0xAB, sizeof props);
			T("  cuMipmappedArrayGetSparseProperties", cuMipmappedArrayGetSparseProperties(props, m));
			printWords(props, 12);
			end();
			memset(req, 0xAB, sizeof req);
			T("  cuMipmappedArrayGetMemoryRequirements", cuMipmappedArrayGetMemoryRequirements(req, m, 0));
			printWords(req, 8);
			end();
			CALL("  cuMipmappedArrayGetMemoryRequirements dev 1", cuMipmappedArrayGetMemoryRequirements(req, m, 1));
			CALL("  cuMipmappedArrayGetMemoryRequirements NULL out", cuMipmappedArrayGetMemoryRequirements(NULL, m, 0));
			CALL("  cuMipmappedArrayGetSparseProperties NULL out", cuMipmappedArrayGetSparseProperties(NULL, m));
		}
	}
	CALL("cuArrayGetPlane NULL array", cuArrayGetPlane((CUarray *)props, NULL, 0));
	CALL("cuArrayGetSparseProperties NULL array", cuArrayGetSparseProperties(props, NULL));
	CALL("cuMipmappedArrayGetSparseProperties NULL", cuMipmappedArrayGetSparseProperties(props, NULL));
	CALL("cuMipmappedArrayGetMemoryRequirements NULL", cuMipmappedArrayGetMemoryRequirements(req, NULL, 0));
	// cuMemMapArrayAsync: CUarrayMapInfo is 96 bytes in CUDA 13.0's cuda.h; a zeroed one
	unsigned char info[256];
	memset(info, 0, sizeof info);
	CALL("cuMemMapArrayAsync count 0", cuMemMapArrayAsync(info, 0, NULL));
	CALL("cuMemMapArrayAsync NULL count 0", cuMemMapArrayAsync(NULL, 0, NULL));
	CALL("cuMemMapArrayAsync NULL count 1", cuMemMapArrayAsync(NULL, 1, NULL));
	CALL("cuMemMapArrayAsync zeroed count 1", cuMemMapArrayAsync(info, 1, NULL));
	CUarray a = 0;
	Desc3D d = {256, 256, 0, 0x20, 4, 0};
	cuArray3DCreate(&a, &d);
	memcpy(info + 8, &a, sizeof a); // resource.array (after resourceType and padding)
	CALL("cuMemMapArrayAsync ordinary array", cuMemMapArrayAsync(info, 1, NULL));
}

// ---------------------------------------------------------------- misc

static void sectionMisc(void) {
	printf("== misc\n");
	CUcontext c = (CUcontext)1;
	CALL("cuCtxAttach before cuInit", cuCtxAttach(&c, 0));
	CALL("cuCtxDetach before cuInit", cuCtxDetach(NULL));
	CALL("cuDeviceGetLuid before cuInit", cuDeviceGetLuid((char *)&c, (unsigned *)&c, 0));
	CALL("cuProfilerInitialize before cuInit", cuProfilerInitialize(NULL, NULL, 0));
	struct {
		unsigned numDevices;
		size_t size;
		unsigned long long handleTypes, flags;
	} mc = {1, 2 << 20, 1, 0};
	size_t gran = 7;
	CUmemGenericAllocationHandle mch = 7;
	CALL("cuMulticastGetGranularity before cuInit", cuMulticastGetGranularity(&gran, &mc, 0));
	CALL("cuMulticastCreate before cuInit", cuMulticastCreate(&mch, &mc));
	CALL("cuFlushGPUDirectRDMAWrites before cuInit", cuFlushGPUDirectRDMAWrites(0, 100));
	CALL("cuMemBatchDecompressAsync before cuInit", cuMemBatchDecompressAsync(NULL, 0, 0, NULL, NULL));
	CALL("cuInit(0)", cuInit(0));
	cuDeviceGet(&dev, 0);
	CALL("cuMulticastGetGranularity no context", cuMulticastGetGranularity(&gran, &mc, 0));
	CALL("cuMulticastCreate no context", cuMulticastCreate(&mch, &mc));
	CALL("cuDeviceGetLuid no context", cuDeviceGetLuid((char *)&mch, (unsigned *)&gran, 0));
	CALL("cuProfilerInitialize no context", cuProfilerInitialize(NULL, NULL, 0));
	CALL("cuMemBatchDecompressAsync no context", cuMemBatchDecompressAsync(NULL, 0, 0, NULL, NULL));
	c = (CUcontext)1;
	T("cuCtxAttach no context", cuCtxAttach(&c, 0));
	printf(" ctx %s", c == (CUcontext)1 ? "unchanged" : c ? "nonzero" : "null");
	end();
	cuDevicePrimaryCtxRetain(&ctx, dev);
	cuCtxSetCurrent(ctx);
	c = (CUcontext)1;
	T("cuCtxAttach primary current", cuCtxAttach(&c, 0));
	printf(" ctx %s", c == (CUcontext)1 ? "unchanged" : c == ctx ? "current" : c ? "other" : "null");
	end();
	CALL("cuCtxAttach flags 1", cuCtxAttach(&c, 1));
	CALL("cuCtxAttach NULL", cuCtxAttach(NULL, 0));
	CALL("cuCtxDetach primary", cuCtxDetach(ctx));
	CALL("cuCtxDetach NULL", cuCtxDetach(NULL));
	CALL("cuCtxDetach 0x1234", cuCtxDetach((CUcontext)0x1234));
	CUcontext cur = 0;
	T("cuCtxGetCurrent after detach", cuCtxGetCurrent(&cur));
	printf(" %s", cur == ctx ? "primary" : cur ? "other" : "null");
	end();
	CUcontext own = 0;
	CALL("cuCtxCreate", cuCtxCreate(&own, 0, dev));
	c = (CUcontext)1;
	T("cuCtxAttach own current", cuCtxAttach(&c, 0));
	printf(" ctx %s", c == (CUcontext)1 ? "unchanged" : c == own ? "current" : c ? "other" : "null");
	end();
	CALL("cuCtxDetach own (attached once)", cuCtxDetach(own));
	cur = 0;
	T("cuCtxGetCurrent", cuCtxGetCurrent(&cur));
	printf(" %s", cur == own ? "own" : cur == ctx ? "primary" : cur ? "other" : "null");
	end();
	unsigned ver = 0;
	T("cuCtxGetApiVersion own", cuCtxGetApiVersion(own, &ver));
	printf(" %u", ver);
	end();
	CALL("cuCtxDetach own again", cuCtxDetach(own));
	ver = 0;
	T("cuCtxGetApiVersion own", cuCtxGetApiVersion(own, &ver));
	printf(" %u", ver);
	end();
	cur = 0;
	T("cuCtxGetCurrent", cuCtxGetCurrent(&cur));
	printf(" %s", cur == own ? "own" : cur == ctx ? "primary" : cur ? "other" : "null");
	end();
	CALL("cuCtxDestroy own", cuCtxDestroy(own));
	cuCtxSetCurrent(ctx);
	{
		unsigned fl = 0;
		int active = -1;
		CUresult (*getState)(CUdevice, unsigned *, int *) = sym("cuDevicePrimaryCtxGetState");
		T("primary state", getState(dev, &fl, &active));
		printf(" active %d", active);
		end();
		CALL("cuCtxDetach primary (not attached)", cuCtxDetach(ctx));
		T("primary state", getState(dev, &fl, &active));
		printf(" active %d", active);
		end();
		cur = 0;
		T("cuCtxGetCurrent", cuCtxGetCurrent(&cur));
		printf(" %s", cur == ctx ? "primary" : cur ? "other" : "null");
		end();
		CALL("cuCtxDetach primary again", cuCtxDetach(ctx));
		T("primary state", getState(dev, &fl, &active));
		printf(" active %d", active);
		end();
		CUdeviceptr p = 0;
		CALL("cuMemAlloc in the primary", cuMemAlloc(&p, 4096));
		cuDevicePrimaryCtxRetain(&ctx, dev);
		cuCtxSetCurrent(ctx);
		CUcontext own2 = 0;
		CALL("cuCtxCreate", cuCtxCreate(&own2, 0, dev));
		CALL("cuCtxDetach own2 (never attached)", cuCtxDetach(own2));
		ver = 0;
		T("cuCtxGetApiVersion own2", cuCtxGetApiVersion(own2, &ver));
		printf(" %u", ver);
		end();
		cuCtxSetCurrent(ctx);
	}

	char luid[16];
	unsigned mask = 0xABAB;
	memset(luid, 0xAB, sizeof luid);
	T("cuDeviceGetLuid", cuDeviceGetLuid(luid, &mask, 0));
	printf(" mask %#x luid", mask);
	printWords(luid, 2);
	end();
	CALL("cuDeviceGetLuid dev 1", cuDeviceGetLuid(luid, &mask, 1));
	CALL("cuDeviceGetLuid NULL luid", cuDeviceGetLuid(NULL, &mask, 0));
	CALL("cuDeviceGetLuid NULL mask", cuDeviceGetLuid(luid, NULL, 0));

	CALL("cuProfilerInitialize NULLs", cuProfilerInitialize(NULL, NULL, 0));
	CALL("cuProfilerInitialize files", cuProfilerInitialize("/nonexistent.cfg", "/tmp/surface25prof.out", 0));
	CALL("cuProfilerInitialize mode 1", cuProfilerInitialize(NULL, "/tmp/surface25prof.out", 1));
	CALL("cuProfilerInitialize mode 7", cuProfilerInitialize(NULL, "/tmp/surface25prof.out", 7));

	int v = -7;
	T("attr 117 GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS", cuDeviceGetAttribute(&v, 117, 0));
	printf(" %d", v);
	end();
	T("attr 118 GPU_DIRECT_RDMA_WRITES_ORDERING", cuDeviceGetAttribute(&v, 118, 0));
	printf(" %d", v);
	end();
	int targets[] = {0, 1, -1}, scopes[] = {100, 200, 0, 150, 300};
	for (int t = 0; t < 3; t++)
		for (int s = 0; s < 5; s++) {
			char l[96];
			snprintf(l, sizeof l, "cuFlushGPUDirectRDMAWrites target %d scope %d", targets[t], scopes[s]);
			CALL(l, cuFlushGPUDirectRDMAWrites(targets[t], scopes[s]));
		}
	cuCtxSetCurrent(NULL);
	CALL("cuFlushGPUDirectRDMAWrites no context", cuFlushGPUDirectRDMAWrites(0, 100));
	cuCtxSetCurrent(ctx);

	unsigned char params[512];
	memset(params, 0, sizeof params);
	size_t errIdx = 12345;
	T("cuMemBatchDecompressAsync count 0", cuMemBatchDecompressAsync(params, 0, 0, &errIdx, NULL));
	printf(" errorIndex %zu", errIdx);
	end();
	CALL("cuMemBatchDecompressAsync NULL count 0", cuMemBatchDecompressAsync(NULL, 0, 0, NULL, NULL));
	errIdx = 12345;
	T("cuMemBatchDecompressAsync zeroed count 1", cuMemBatchDecompressAsync(params, 1, 0, &errIdx, NULL));
	printf(" errorIndex %zu", errIdx);
	end();
	CALL("cuMemBatchDecompressAsync NULL count 1", cuMemBatchDecompressAsync(NULL, 1, 0, &errIdx, NULL));
	CALL("cuMemBatchDecompressAsync flags 1", cuMemBatchDecompressAsync(params, 1, 1, &errIdx, NULL));
	CALL("cuMemBatchDecompressAsync NULL errorIndex", cuMemBatchDecompressAsync(params, 1, 0, NULL, NULL));
	// a plausible one: 4 KiB "deflate" (algo 1) of zeros from device memory to device memory
	CUdeviceptr src = 0, dst = 0, act = 0;
	cuMemAlloc(&src, 1 << 16);
	cuMemAlloc(&dst, 1 << 16);
	cuMemAlloc(&act, 64);
	cuMemsetD8(src, 0, 1 << 16);
	struct {
		size_t srcNumBytes, dstNumBytes;
		void *dstActBytes;
		const void *src;
		void *dst;
		int algo;
		unsigned char padding[20];
	} dp = {4096, 4096, (void *)act, (void *)src, (void *)dst, 1, {0}};
	for (int algo = 0; algo < 5; algo++) {
		char l[96];
		dp.algo = algo;
		errIdx = 12345;
		snprintf(l, sizeof l, "cuMemBatchDecompressAsync device memory algo %d", algo);
		T(l, cuMemBatchDecompressAsync(&dp, 1, 0, &errIdx, NULL));
		printf(" errorIndex %zu", errIdx);
		end();
	}
	printf("sizeof CUmemDecompressParams as declared here %zu\n", sizeof dp);
	T("attr 140? (DECOMPRESS)", cuDeviceGetAttribute(&v, 140, 0));
	printf(" %d", v);
	end();
	CALL("cuCtxSynchronize", cuCtxSynchronize());
}

// ---------------------------------------------------------------- ptr

static CUdeviceptr curBase;
static size_t curSize;
static CUmemoryPool curPool;

static void printValue(int attr, CUresult r, const unsigned char *buf) {
	unsigned long long v;
	memcpy(&v, buf, 8);
	if (r != 0)
		return;
	if (v == 0xABABABABABABABABull) {
		printf(" untouched");
		return;
	}
	if (attr == 5) { // CUDA_POINTER_ATTRIBUTE_P2P_TOKENS: {p2pToken u64, vaSpaceToken u32}
		unsigned w;
		memcpy(&w, buf + 8, 4);
		printf(" p2pToken %s vaSpaceToken %s", v ? "nonzero" : "0", w == 0xABABABAB ? "untouched" : w ? "nonzero" : "0");
		return;
	}
	if (v == (unsigned long long)(uintptr_t)ctx && v)
		printf(" ctx");
	else if (curPool && v == (unsigned long long)(uintptr_t)curPool)
		printf(" pool");
	else if (curBase && v >= curBase && v < curBase + curSize)
		printf(" p+%llu", v - curBase);
	else if ((v >> 32) == 0xABABABAB)
		printf(" low32 %#llx", v & 0xffffffff);
	else if (attr == 7 || attr == 20)
		printf(" id %s", v ? "nonzero" : "0");
	else
		printf(" %#llx", v);
}

static void ptrAttrs(const char *label, CUdeviceptr p, CUdeviceptr base, size_t size) {
	curBase = base;
	curSize = size;
	printf("-- %s\n", label);
	for (int a = 1; a <= 24; a++) {
		unsigned char buf[32];
		char l[64];
		memset(buf, 0xAB, sizeof buf);
		snprintf(l, sizeof l, "  get %d", a);
		CUresult r = cuPointerGetAttribute(buf, a, p);
		T(l, r);
		printValue(a, r, buf);
		memset(buf, 0xAB, sizeof buf);
		void *data[1] = {buf};
		r = cuPointerGetAttributes(1, &a, data, p);
		printf("  | gets -> %s", name(r));
		printValue(a, r, buf);
		end();
	}
}

static void sectionPtr(void) {
	printf("== ptr\n");
	init();
	CUdeviceptr d = 0, m = 0, pd = 0, va = 0;
	void *h = 0, *ha = 0;
	cuMemAlloc(&d, 1 << 20);
	ptrAttrs("cuMemAlloc", d + 16, d, 1 << 20);
	cuMemAllocHost(&h, 1 << 20);
	ptrAttrs("cuMemAllocHost", (CUdeviceptr)h + 16, (CUdeviceptr)h, 1 << 20);
	cuMemHostAlloc(&ha, 1 << 20, 2);
	ptrAttrs("cuMemHostAlloc DEVICEMAP", (CUdeviceptr)ha, (CUdeviceptr)ha, 1 << 20);
	void *reg = aligned_alloc(4096, 1 << 20);
	CALL("cuMemHostRegister", cuMemHostRegister(reg, 1 << 20, 0));
	ptrAttrs("cuMemHostRegister", (CUdeviceptr)reg, (CUdeviceptr)reg, 1 << 20);
	cuMemAllocManaged(&m, 1 << 20, 1);
	ptrAttrs("cuMemAllocManaged", m, m, 1 << 20);
	cuDeviceGetDefaultMemPool(&curPool, 0);
	cuMemAllocFromPoolAsync(&pd, 1 << 20, curPool, NULL);
	cuStreamSynchronize(NULL);
	ptrAttrs("default pool", pd, pd, 1 << 20);
	curPool = 0;
	struct {
		int type, handleTypes;
		struct {
			int type, id;
		} loc;
		void *win32;
		unsigned char compression, rdma;
		unsigned short usage;
		unsigned char reserved[4];
	} prop = {1, 0, {1, 0}, 0, 0, 0, 0, {0}};
	CUmemGenericAllocationHandle hnd = 0;
	CALL("cuMemCreate 2 MiB", cuMemCreate(&hnd, 2 << 20, &prop, 0));
	CALL("cuMemAddressReserve", cuMemAddressReserve(&va, 4 << 20, 0, 0, 0));
	CALL("cuMemMap", cuMemMap(va, 2 << 20, 0, hnd, 0));
	struct {
		int type, id;
		int flags;
	} acc = {1, 0, 3};
	CALL("cuMemSetAccess", cuMemSetAccess(va, 2 << 20, &acc, 1));
	ptrAttrs("cuMemMap", va + 64, va, 4 << 20);
	ptrAttrs("reserved not mapped", va + (3 << 20), va, 4 << 20);
	ptrAttrs("no allocation 0x1000", 0x1000, 0, 0);
	ptrAttrs("NULL", 0, 0, 0);
}

int main(int argc, char **argv) {
	setvbuf(stdout, NULL, _IOLBF, 0);
	load();
	const char *s = argc > 1 ? argv[1] : "";
	if (!strcmp(s, "logs"))
		sectionLogs();
	else if (!strcmp(s, "atomic"))
		sectionAtomic();
	else if (!strcmp(s, "coredump"))
		sectionCoredump();
	else if (!strcmp(s, "notif"))
		sectionNotif();
	else if (!strcmp(s, "handle"))
		sectionHandle();
	else if (!strcmp(s, "arrays"))
		sectionArrays();
	else if (!strcmp(s, "misc"))
		sectionMisc();
	else if (!strcmp(s, "ptr"))
		sectionPtr();
	else if (!strcmp(s, "logsunreg"))
		sectionLogsUnreg(argc > 2 ? argv[2] : "");
	else if (!strcmp(s, "logscap"))
		sectionLogsCap();
	else if (!strcmp(s, "notifrisky"))
		sectionNotifRisky(argc > 2 ? argv[2] : "");
	else {
		printf("usage: surface logs|atomic|coredump|notif|handle|arrays|misc|ptr\n");
		return 2;
	}
	printf("== end %s\n", s);
	return 0;
}
