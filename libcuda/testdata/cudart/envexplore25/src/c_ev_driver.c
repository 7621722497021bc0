/* c_ev_driver MODE: the driver API alone (no CUDA runtime), loaded with
 * dlopen as a program that bundles no CUDA headers would, under the
 * environment variables of ../cases.txt:
 *   init          cuInit, cuDeviceGetCount, cuDeviceGet(0)
 *   fault         a kernel storing through a null pointer: cuLaunchKernel's
 *                 own answer (CUDA_LAUNCH_BLOCKING), then cuCtxSynchronize
 *   printfexit    a kernel's device printf, then return from main unsynchronized
 *   printfdestroy a kernel's device printf in a created context, then
 *                 cuCtxDestroy (a flush point), then return
 * Built on the H200 host with cc (probe-run.sh). It prints codes only. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef int CUresult;
typedef void *CUcontext, *CUmodule, *CUfunction;
typedef unsigned long long CUdeviceptr;

static const char ptx[] =
".version 7.8\n"
".target sm_90\n"
".address_size 64\n"
".extern .func (.param .b32 func_retval0) vprintf (.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);\n"
".global .align 1 .b8 fmt[33] = {100,101,118,105,99,101,32,108,105,110,101,32,102,114,111,109,32,116,104,101,32,100,114,105,118,101,114,32,65,80,73,10,0};\n"
".visible .entry say()\n"
"{\n"
".reg .b64 %rd<3>;\n"
".reg .b32 %r<2>;\n"
"cvta.global.u64 %rd1, fmt;\n"
"mov.u64 %rd2, 0;\n"
"{\n"
".param .b64 param0;\n"
"st.param.b64 [param0], %rd1;\n"
".param .b64 param1;\n"
"st.param.b64 [param1], %rd2;\n"
".param .b32 retval0;\n"
"call.uni (retval0), vprintf, (param0, param1);\n"
"ld.param.b32 %r1, [retval0];\n"
"}\n"
"ret;\n"
"}\n"
".visible .entry st(.param .u64 p)\n"
"{\n"
".reg .b64 %rd<3>;\n"
".reg .b32 %r<2>;\n"
"ld.param.u64 %rd1, [p];\n"
"cvta.to.global.u64 %rd2, %rd1;\n"
"mov.u32 %r1, 7;\n"
"st.global.u32 [%rd2], %r1;\n"
"ret;\n"
"}\n"
;

static void *lib;
static void *sym(const char *name) {
  void *f = dlsym(lib, name);
  if (!f) printf("no symbol %s\n", name);
  return f;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  const char *mode = argc > 1 ? argv[1] : "";
  printf("mode %s\n", mode);
  lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib) {
    printf("dlopen failed\n");
    return 2;
  }
  CUresult (*init)(unsigned) = sym("cuInit");
  CUresult (*count)(int *) = sym("cuDeviceGetCount");
  CUresult (*get)(int *, int) = sym("cuDeviceGet");
  CUresult (*retain)(CUcontext *, int) = sym("cuDevicePrimaryCtxRetain");
  CUresult (*setCurrent)(CUcontext) = sym("cuCtxSetCurrent");
  CUresult (*create)(CUcontext *, unsigned, int) = sym("cuCtxCreate_v2");
  CUresult (*destroy)(CUcontext) = sym("cuCtxDestroy_v2");
  CUresult (*load)(CUmodule *, const void *) = sym("cuModuleLoadData");
  CUresult (*function)(CUfunction *, CUmodule, const char *) = sym("cuModuleGetFunction");
  CUresult (*launch)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **) =
      sym("cuLaunchKernel");
  CUresult (*sync)(void) = sym("cuCtxSynchronize");
  int n = -1, dev = -1;
  CUresult r = init(0);
  printf("cuInit %d\n", r);
  printf("cuDeviceGetCount %d", count(&n));
  printf(" count %d\n", n);
  printf("cuDeviceGet(0) %d\n", get(&dev, 0));
  if (r != 0 || !strcmp(mode, "init")) return 0;
  CUcontext c = NULL;
  if (!strcmp(mode, "printfdestroy"))
    printf("cuCtxCreate %d\n", create(&c, 0, dev));
  else {
    printf("cuDevicePrimaryCtxRetain %d\n", retain(&c, dev));
    printf("cuCtxSetCurrent %d\n", setCurrent(c));
  }
  CUmodule m = NULL;
  CUfunction say = NULL, st = NULL;
  printf("cuModuleLoadData %d\n", load(&m, ptx));
  printf("cuModuleGetFunction %d %d\n", function(&say, m, "say"), function(&st, m, "st"));
  if (!strcmp(mode, "fault")) {
    CUdeviceptr null = 0;
    void *params[] = {&null};
    printf("cuLaunchKernel %d\n", launch(st, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL));
    printf("cuCtxSynchronize %d\n", sync());
    printf("cuCtxSynchronize %d\n", sync());
    return 0;
  }
  printf("cuLaunchKernel %d\n", launch(say, 2, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
  printf("host line after the launch\n");
  if (!strcmp(mode, "printfdestroy")) printf("cuCtxDestroy %d\n", destroy(c));
  printf("main returns\n");
  return 0;
}
