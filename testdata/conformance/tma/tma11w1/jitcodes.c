// What cuModuleLoadDataEx answers for PTX that reads %is_explicit_cluster into a .u32/.b32 register
// (ptxas: it is a .pred), and for the .pred form that is valid (tma11 window 1). Prints
// "NAME -> CODE" and the first line of the JIT error log.
#include <cuda.h>
#include <stdio.h>
#include <string.h>
static const char *head = ".version 8.0\n.target sm_90\n.address_size 64\n";
struct { const char *name, *body; } cases[] = {
  {"pred", ".visible .entry k(.param .u64 o){\n .reg .pred %p<2>;\n .reg .b32 %r<2>;\n .reg .b64 %rd<2>;\n"
           " mov.pred %p1, %is_explicit_cluster;\n selp.u32 %r1, 1, 0, %p1;\n ld.param.u64 %rd1, [o];\n"
           " st.global.u32 [%rd1], %r1;\n ret;\n}\n"},
  {"u32", ".visible .entry k(.param .u64 o){\n .reg .b32 %r<2>;\n .reg .b64 %rd<2>;\n"
          " mov.u32 %r1, %is_explicit_cluster;\n ld.param.u64 %rd1, [o];\n st.global.u32 [%rd1], %r1;\n ret;\n}\n"},
  {"b32", ".visible .entry k(.param .u64 o){\n .reg .b32 %r<2>;\n .reg .b64 %rd<2>;\n"
          " mov.b32 %r1, %is_explicit_cluster;\n ld.param.u64 %rd1, [o];\n st.global.u32 [%rd1], %r1;\n ret;\n}\n"},
  {"u32_cluster_ctarank", ".visible .entry k(.param .u64 o){\n .reg .b32 %r<2>;\n .reg .b64 %rd<2>;\n"
          " mov.u32 %r1, %cluster_ctarank;\n ld.param.u64 %rd1, [o];\n st.global.u32 [%rd1], %r1;\n ret;\n}\n"},
};
int main(void) {
  CUdevice d; CUcontext c;
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&c, d) || cuCtxSetCurrent(c)) { printf("setup failed\n"); return 1; }
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char src[4096], log[4096] = "";
    snprintf(src, sizeof src, "%s%s", head, cases[i].body);
    CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *val[] = {log, (void *)(size_t)sizeof log};
    CUmodule m;
    CUresult r = cuModuleLoadDataEx(&m, src, 2, opt, val);
    const char *n = "";
    cuGetErrorName(r, &n);
    char *nl = strchr(log, '\n');
    if (nl) *nl = 0;
    printf("%s -> %d %s | %s\n", cases[i].name, (int)r, n, log);
    if (r == CUDA_SUCCESS) cuModuleUnload(m);
  }
  return 0;
}
