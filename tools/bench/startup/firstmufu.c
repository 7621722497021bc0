/* firstmufu: a process whose one kernel runs one sin, lg2 or tanh.approx.f32
 * (or a plain mov, "none") through the CUDA driver it finds as libcuda.so.1,
 * then exits: what a program's first use of a measured MUFU table costs
 * (docs/performance.md, "Start-up, session 15"). Prints the result's bits.
 *
 *   cc -O2 -o firstmufu firstmufu.c -ldl
 *   LD_LIBRARY_PATH=DIR_OF_DROP_IN ./firstmufu sin|lg2|tanh|none
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext, *CUmodule, *CUfunction;

static const char *ptx =
    ".version 7.8\n"
    ".target sm_80\n"
    ".address_size 64\n"
    ".visible .entry k(.param .u64 out, .param .f32 x, .param .u32 op)\n"
    "{\n"
    "  .reg .pred %p<4>;\n"
    "  .reg .f32 %f<3>;\n"
    "  .reg .b32 %r<2>;\n"
    "  .reg .b64 %rd<3>;\n"
    "  ld.param.u64 %rd1, [out];\n"
    "  cvta.to.global.u64 %rd2, %rd1;\n"
    "  ld.param.f32 %f1, [x];\n"
    "  ld.param.u32 %r1, [op];\n"
    "  mov.f32 %f2, %f1;\n"
    "  setp.eq.u32 %p1, %r1, 1;\n"
    "  setp.eq.u32 %p2, %r1, 2;\n"
    "  setp.eq.u32 %p3, %r1, 3;\n"
    "  @%p1 sin.approx.f32 %f2, %f1;\n"
    "  @%p2 lg2.approx.f32 %f2, %f1;\n"
    "  @%p3 tanh.approx.f32 %f2, %f1;\n"
    "  st.global.f32 [%rd2], %f2;\n"
    "  ret;\n"
    "}\n";

#define CK(x)                                                        \
  do {                                                               \
    CUresult r_ = (x);                                               \
    if (r_) {                                                        \
      fprintf(stderr, "firstmufu: %s -> %d\n", #x, r_);              \
      exit(1);                                                       \
    }                                                                \
  } while (0)

static void *sym(void *h, const char *name) {
  void *p = dlsym(h, name);
  if (!p) {
    fprintf(stderr, "firstmufu: no %s\n", name);
    exit(1);
  }
  return p;
}

int main(int argc, char **argv) {
  const char *ops[] = {"none", "sin", "lg2", "tanh"};
  unsigned op = 4;
  for (unsigned i = 0; argc == 2 && i < 4; i++)
    if (!strcmp(argv[1], ops[i])) op = i;
  if (op == 4) {
    fprintf(stderr, "usage: firstmufu sin|lg2|tanh|none\n");
    return 2;
  }
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) {
    fprintf(stderr, "firstmufu: %s\n", dlerror());
    return 1;
  }
  CUresult (*cuInit)(unsigned) = sym(h, "cuInit");
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, int) = sym(h, "cuDevicePrimaryCtxRetain");
  CUresult (*cuCtxSetCurrent)(CUcontext) = sym(h, "cuCtxSetCurrent");
  CUresult (*cuModuleLoadData)(CUmodule *, const void *) = sym(h, "cuModuleLoadData");
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *) = sym(h, "cuModuleGetFunction");
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t) = sym(h, "cuMemAlloc_v2");
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t) = sym(h, "cuMemcpyDtoH_v2");
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, void *, void **, void **) = sym(h, "cuLaunchKernel");
  CUcontext c;
  CUmodule m;
  CUfunction f;
  CUdeviceptr d;
  CK(cuInit(0));
  CK(cuDevicePrimaryCtxRetain(&c, 0));
  CK(cuCtxSetCurrent(c));
  CK(cuModuleLoadData(&m, ptx));
  CK(cuModuleGetFunction(&f, m, "k"));
  CK(cuMemAlloc(&d, 4));
  float x = 0.5f;
  void *args[] = {&d, &x, &op};
  CK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, 0));
  unsigned bits;
  CK(cuMemcpyDtoH(&bits, d, 4)); /* synchronous: waits for the kernel */
  printf("%s(0.5) = %#010x\n", ops[op], bits);
  return 0;
}
