// flushprobe: why the H200 run of cuda-samples eigenvalues (which aborts on a
// missing data file) shows the lines it printed before abort() while
// cudasim's run loses them: it reports on stderr how stdout is buffered
// (stdio_ext.h: __fbufsize, __flbf, __fpending) after each driver call, and
// with "abort" ends with a line on stdout and abort(), with "assert" with a
// failed assert; "nocuda" prints a line and fails an assert without calling
// the driver at all.
//   cc -o flushprobe flushprobe.c -lcuda
//   ./flushprobe abort > out.txt 2> err.txt; ./flushprobe exit > out.txt 2> err.txt
#include <assert.h>
#include <cuda.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>

static void state(const char *after, CUresult r) {
	fprintf(stderr, "after %-26s -> %d: stdout bufsize %zu line-buffered %d pending %zu\n",
		after, (int)r, __fbufsize(stdout), __flbf(stdout), __fpending(stdout));
}

int main(int argc, char **argv) {
	if (argc > 1 && strcmp(argv[1], "nocuda") == 0) {
		printf("line 1, no driver call\n");
		assert(argc < 0);
	}
	CUdevice dev;
	CUcontext ctx;
	CUdeviceptr p;
	printf("line 1 before cuInit\n");
	state("printf", CUDA_SUCCESS);
	state("cuInit(0)", cuInit(0));
	printf("line 2 after cuInit\n");
	state("cuDeviceGet", cuDeviceGet(&dev, 0));
	state("cuDevicePrimaryCtxRetain", cuDevicePrimaryCtxRetain(&ctx, dev));
	state("cuCtxSetCurrent", cuCtxSetCurrent(ctx));
	printf("line 3 after the context\n");
	state("cuMemAlloc", cuMemAlloc(&p, 1 << 20));
	state("cuMemFree", cuMemFree(p));
	printf("line 4 last\n");
	state("printf", CUDA_SUCCESS);
	if (argc > 1 && strcmp(argv[1], "abort") == 0)
		abort();
	if (argc > 1 && strcmp(argv[1], "assert") == 0)
		assert(argc < 0); // as cuda-samples eigenvalues fails
	return 0;
}
