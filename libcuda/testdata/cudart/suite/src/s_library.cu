// s_library: CUDA 12/13's context-independent loading through the runtime:
// cudaLibraryLoadData and cudaLibraryLoadFromFile of PTX text, the library's
// kernels (cudaLibraryGetKernel, GetKernelCount, EnumerateKernels) launched
// by cudaLaunchKernel and cudaLaunchKernelEx with a cudaKernel_t, its
// globals and managed variables (cudaLibraryGetGlobal, GetManaged), the
// kernel's attributes per device (cudaKernelSetAttributeForDevice), the
// program's own kernels as cudaKernel_t (cudaGetKernel), unload, and the
// errors of a bad image and a missing name.
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include "check.h"

static const char ptx[] = R"(
.version 8.0
.target sm_90
.address_size 64
.visible .global .align 4 .u32 gcount = 7;
.visible .global .align 8 .u64 gtable[4] = {10, 20, 30, 40};
.visible .global .attribute(.managed) .align 4 .u32 mval = 3;
.visible .entry scale(.param .u64 p, .param .f32 a, .param .u32 n)
{
  .reg .pred %p<2>;
  .reg .b32 %r<6>;
  .reg .f32 %f<4>;
  .reg .b64 %rd<5>;
  ld.param.u64 %rd1, [p];
  ld.param.f32 %f1, [a];
  ld.param.u32 %r1, [n];
  mov.u32 %r2, %tid.x;
  mov.u32 %r3, %ctaid.x;
  mov.u32 %r4, %ntid.x;
  mad.lo.s32 %r5, %r3, %r4, %r2;
  setp.ge.s32 %p1, %r5, %r1;
  @%p1 bra DONE;
  cvta.to.global.u64 %rd2, %rd1;
  mul.wide.s32 %rd3, %r5, 4;
  add.s64 %rd4, %rd2, %rd3;
  ld.global.f32 %f2, [%rd4];
  mul.f32 %f3, %f2, %f1;
  st.global.f32 [%rd4], %f3;
DONE:
  ret;
}
.visible .entry bump()
{
  .reg .b32 %r<3>;
  ld.global.u32 %r1, [gcount];
  ld.global.u32 %r2, [mval];
  add.u32 %r1, %r1, %r2;
  st.global.u32 [gcount], %r1;
  st.global.u32 [mval], %r1;
  ret;
}
)";

__global__ void own(int *out) { out[threadIdx.x] = threadIdx.x * 3; }

static void runScale(cudaKernel_t k, const char *how) {
  const int n = 1000;
  float h[n], *d;
  for (int i = 0; i < n; i++) h[i] = i * 0.5f;
  OK(cudaMalloc(&d, n * sizeof(float)));
  OK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  float a = 4.0f;
  unsigned un = n;
  void *args[] = {&d, &a, &un};
  OK(cudaLaunchKernel((const void *)k, dim3((n + 127) / 128), dim3(128), args, 0, 0));
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  bool good = true;
  for (int i = 0; i < n; i++) good &= h[i] == i * 2.0f;
  printf("%s: scale of %d floats %s\n", how, n, good ? "right" : "WRONG");
  check(good, how);
  cudaFree(d);
}

int main() {
  cudaLibrary_t lib;
  REQUIRE(cudaLibraryLoadData(&lib, ptx, nullptr, nullptr, 0, nullptr, nullptr, 0));
  unsigned count = 0;
  OK(cudaLibraryGetKernelCount(&count, lib));
  printf("kernel count %u\n", count);
  check(count == 2, "two kernels");
  cudaKernel_t ks[4] = {};
  OK(cudaLibraryEnumerateKernels(ks, count, lib));
  cudaKernel_t scale, bump;
  REQUIRE(cudaLibraryGetKernel(&scale, lib, "scale"));
  REQUIRE(cudaLibraryGetKernel(&bump, lib, "bump"));
  check((ks[0] == scale && ks[1] == bump) || (ks[0] == bump && ks[1] == scale), "enumerated kernels are the named ones");
  cudaKernel_t again;
  OK(cudaLibraryGetKernel(&again, lib, "scale"));
  check(again == scale, "the same handle twice");
  runScale(scale, "cudaLaunchKernel(cudaKernel_t)");

  // cudaLaunchKernelEx with the same kernel.
  {
    const int n = 64;
    float h[n], *d;
    for (int i = 0; i < n; i++) h[i] = i;
    OK(cudaMalloc(&d, sizeof h));
    OK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(1);
    cfg.blockDim = dim3(64);
    float a = -1.0f;
    unsigned un = n;
    void *args[] = {&d, &a, &un};
    OK(cudaLaunchKernelExC(&cfg, (const void *)scale, args));
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("cudaLaunchKernelExC: h[5]=%g h[63]=%g\n", h[5], h[63]);
    cudaFree(d);
  }

  // Globals and managed variables.
  void *g = nullptr, *tab = nullptr, *m = nullptr;
  size_t gsz = 0, tsz = 0, msz = 0;
  OK(cudaLibraryGetGlobal(&g, &gsz, lib, "gcount"));
  OK(cudaLibraryGetGlobal(&tab, &tsz, lib, "gtable"));
  OK(cudaLibraryGetManaged(&m, &msz, lib, "mval"));
  printf("sizes: gcount %zu gtable %zu mval %zu\n", gsz, tsz, msz);
  unsigned long long t[4] = {};
  OK(cudaMemcpy(t, tab, sizeof t, cudaMemcpyDeviceToHost));
  printf("gtable %llu %llu %llu %llu\n", t[0], t[1], t[2], t[3]);
  unsigned gv = 0;
  OK(cudaMemcpy(&gv, g, 4, cudaMemcpyDeviceToHost));
  printf("gcount %u mval %u (host read of managed)\n", gv, m ? *(unsigned *)m : 0);
  OK(cudaLaunchKernel((const void *)bump, dim3(1), dim3(1), nullptr, 0, 0));
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(&gv, g, 4, cudaMemcpyDeviceToHost));
  printf("after bump: gcount %u mval %u\n", gv, m ? *(unsigned *)m : 0);
  check(gv == 10, "gcount 7+3");
  if (m) *(unsigned *)m = 100;
  OK(cudaLaunchKernel((const void *)bump, dim3(1), dim3(1), nullptr, 0, 0));
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(&gv, g, 4, cudaMemcpyDeviceToHost));
  printf("after host write 100 and bump: gcount %u\n", gv);
  check(gv == 110, "gcount 10+100");
  void *dummy;
  size_t dsz;
  EXPECT(cudaLibraryGetGlobal(&dummy, &dsz, lib, "nothere"), cudaErrorSymbolNotFound);
  SHOW(cudaLibraryGetManaged(&dummy, &dsz, lib, "gcount"));
  SHOW(cudaLibraryGetGlobal(&dummy, &dsz, lib, "mval"));
  cudaKernel_t none;
  EXPECT(cudaLibraryGetKernel(&none, lib, "nothere"), cudaErrorSymbolNotFound);

  // Attributes per device.
  cudaFuncAttributes fa;
  OK(cudaFuncGetAttributes(&fa, (const void *)scale));
  printf("scale: maxThreadsPerBlock %d numRegs>0 %d sharedSizeBytes %zu maxDynamicSharedSizeBytes %d\n", fa.maxThreadsPerBlock, fa.numRegs > 0, fa.sharedSizeBytes, fa.maxDynamicSharedSizeBytes);
  OK(cudaKernelSetAttributeForDevice(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024, 0));
  OK(cudaFuncGetAttributes(&fa, (const void *)scale));
  printf("after set: maxDynamicSharedSizeBytes %d\n", fa.maxDynamicSharedSizeBytes);
  SHOW(cudaKernelSetAttributeForDevice(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 300 * 1024, 0));
  SHOW(cudaKernelSetAttributeForDevice(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 7));
  SHOW(cudaKernelSetAttributeForDevice(scale, cudaFuncAttributePreferredSharedMemoryCarveout, 50, 0));
  SHOW(cudaKernelSetAttributeForDevice(scale, cudaFuncAttributeRequiredClusterWidth, 2, 0));

  // The program's own kernel as a cudaKernel_t.
  cudaKernel_t ok;
  OK(cudaGetKernel(&ok, own));
  int *od, oh[32];
  OK(cudaMalloc(&od, sizeof oh));
  void *oargs[] = {&od};
  OK(cudaLaunchKernel((const void *)ok, dim3(1), dim3(32), oargs, 0, 0));
  OK(cudaMemcpy(oh, od, sizeof oh, cudaMemcpyDeviceToHost));
  printf("own via cudaGetKernel: oh[31]=%d\n", oh[31]);
  check(oh[31] == 93, "own kernel ran");
  cudaFree(od);

  // Load from a file.
  char path[] = "/tmp/s_library_XXXXXX";
  int fd = mkstemp(path);
  check(fd >= 0, "mkstemp");
  if (fd >= 0) {
    check(write(fd, ptx, strlen(ptx)) == (ssize_t)strlen(ptx), "write ptx");
    close(fd);
    cudaLibrary_t lib2;
    OK(cudaLibraryLoadFromFile(&lib2, path, nullptr, nullptr, 0, nullptr, nullptr, 0));
    cudaKernel_t s2;
    OK(cudaLibraryGetKernel(&s2, lib2, "scale"));
    check(s2 != scale, "another library, another kernel");
    runScale(s2, "from file");
    void *g2;
    size_t g2sz;
    OK(cudaLibraryGetGlobal(&g2, &g2sz, lib2, "gcount"));
    unsigned v2 = 0;
    OK(cudaMemcpy(&v2, g2, 4, cudaMemcpyDeviceToHost));
    printf("second library's gcount %u (its own copy)\n", v2);
    OK(cudaLibraryUnload(lib2));
    unlink(path);
  }
  cudaLibrary_t bad;
  SHOW(cudaLibraryLoadFromFile(&bad, "/nonexistent/lib.ptx", nullptr, nullptr, 0, nullptr, nullptr, 0));
  static const char junk[] = "this is not a module";
  SHOW(cudaLibraryLoadData(&bad, junk, nullptr, nullptr, 0, nullptr, nullptr, 0));
  static const char badptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k() { bogus.instr; }\n";
  SHOW(cudaLibraryLoadData(&bad, badptx, nullptr, nullptr, 0, nullptr, nullptr, 0));
  SHOW(cudaLibraryLoadData(&bad, nullptr, nullptr, nullptr, 0, nullptr, nullptr, 0));
  SHOW(cudaGetLastError());
  OK(cudaLibraryUnload(lib));
  return finish();
}
