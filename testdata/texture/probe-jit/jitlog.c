// Loads a PTX file through cuModuleLoadDataEx with the JIT's error and info logs, prints the code and logs.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  for (int a = 1; a < argc; a++) {
    FILE *f = fopen(argv[a], "rb"); if (!f) { perror(argv[a]); continue; }
    fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
    char *img = calloc(1, n + 1); fread(img, 1, n, f); fclose(f);
    CUdevice d; CUcontext c; CUmodule m;
    cuInit(0); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
    static char elog[65536], ilog[65536]; elog[0] = ilog[0] = 0;
    CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
    void *val[] = {elog, (void *)(size_t)sizeof elog, ilog, (void *)(size_t)sizeof ilog};
    CUresult r = cuModuleLoadDataEx(&m, img, 4, opt, val);
    const char *nm = "?"; cuGetErrorName(r, &nm);
    printf("%s: %d %s\nerror log: %s\ninfo log: %s\n", argv[a], r, nm, elog, ilog);
    if (r == 0) cuModuleUnload(m);
    free(img);
  }
  return 0;
}
