// verdicts: loads every module of a forms file (tools/verdictforms: "//@@ NAME" then the PTX)
// with cuModuleLoadDataEx and prints, per module, "NAME RC LOG" (the JIT error log, lines
// joined by " | "). Worker W of N takes modules i%N==W. Every 20th module is also loaded as a
// library: "L NAME RC(cuLibraryLoadData) RC(cuLibraryGetKernel)". Stops at a deadline (seconds)
// with "DEADLINE". libcuda.so.1 is opened with dlopen, so cudasim's drop-in runs it too.
// Before each load it writes the module's index to FORMS.W.at: a module that crashes the
// driver (ld.global.v8.u8 did, in session 20) is found there and skipped by a rerun from the
// next one (START).
// usage: verdicts FORMS W N DEADLINE_S [START]
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef void *CUmodule, *CUcontext, *CUfunction, *CUlibrary, *CUkernel;
typedef int CUdevice;
enum { CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6 };

static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(CUdevice *, int);
static CUresult (*cuCtxCreate)(CUcontext *, unsigned, CUdevice);
static CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *, void **);
static CUresult (*cuModuleUnload)(CUmodule);
static CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
static CUresult (*cuLibraryLoadData)(CUlibrary *, const void *, int *, void **, unsigned, int *, void **, unsigned);
static CUresult (*cuLibraryGetKernel)(CUkernel *, CUlibrary, const char *);
static CUresult (*cuLibraryUnload)(CUlibrary);

static void *sym(void *h, const char *n) {
	void *p = dlsym(h, n);
	if (!p) { fprintf(stderr, "no %s\n", n); exit(2); }
	return p;
}

static double now(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
	if (argc < 5) { fprintf(stderr, "usage\n"); return 2; }
	int w = atoi(argv[2]), n = atoi(argv[3]);
	double deadline = now() + atof(argv[4]);
	int start = argc > 5 ? atoi(argv[5]) : 0;
	char atPath[4096];
	snprintf(atPath, sizeof atPath, "%s.%d.at", argv[1], w);
	void *h = dlopen("libcuda.so.1", RTLD_NOW);
	if (!h) { fprintf(stderr, "%s\n", dlerror()); return 2; }
	cuInit = sym(h, "cuInit"); cuDeviceGet = sym(h, "cuDeviceGet");
	cuCtxCreate = sym(h, "cuCtxCreate_v2"); cuModuleLoadDataEx = sym(h, "cuModuleLoadDataEx");
	cuModuleUnload = sym(h, "cuModuleUnload"); cuModuleGetFunction = sym(h, "cuModuleGetFunction");
	cuLibraryLoadData = sym(h, "cuLibraryLoadData"); cuLibraryGetKernel = sym(h, "cuLibraryGetKernel");
	cuLibraryUnload = sym(h, "cuLibraryUnload");
	CUdevice dev; CUcontext ctx;
	if (cuInit(0) || cuDeviceGet(&dev, 0) || cuCtxCreate(&ctx, 0, dev)) { fprintf(stderr, "init failed\n"); return 2; }
	FILE *f = fopen(argv[1], "r");
	if (!f) { perror(argv[1]); return 2; }
	fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
	char *all = malloc(sz + 1);
	if (fread(all, 1, sz, f) != (size_t)sz) return 2;
	all[sz] = 0;
	static char log[16384];
	int idx = 0;
	for (char *p = strstr(all, "//@@ "); p; idx++) {
		char *next = strstr(p + 5, "//@@ ");
		if (next) next[0] = 0; // ends this module; put back below
		char name[256];
		sscanf(p + 5, "%255s", name);
		char *text = strchr(p, '\n') + 1;
		if (idx % n == w && idx >= start) {
			if (now() > deadline) { printf("DEADLINE %d\n", idx); break; }
			FILE *at = fopen(atPath, "w");
			if (at) { fprintf(at, "%d %s\n", idx, name); fclose(at); }
			int opt[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
			void *val[2] = {log, (void *)(size_t)sizeof log};
			log[0] = 0;
			CUmodule m = 0;
			CUresult rc = cuModuleLoadDataEx(&m, text, 2, opt, val);
			for (char *q = log; *q; q++) if (*q == '\n') *q = '|';
			if (rc == 0) {
				CUfunction fn; CUresult g = cuModuleGetFunction(&fn, m, "k");
				printf("%s %d%s%s\n", name, rc, g ? " getfunction=" : "", g ? "x" : "");
				cuModuleUnload(m);
			} else {
				printf("%s %d %s\n", name, rc, log);
			}
			if (idx % 20 == 0) {
				CUlibrary lib = 0; CUkernel k = 0;
				CUresult lr = cuLibraryLoadData(&lib, text, 0, 0, 0, 0, 0, 0);
				CUresult kr = lr ? -1 : cuLibraryGetKernel(&k, lib, "k");
				printf("L %s %d %d\n", name, lr, kr);
				if (!lr) cuLibraryUnload(lib);
			}
			fflush(stdout);
		}
		if (next) next[0] = '/';
		p = next;
	}
	return 0;
}
