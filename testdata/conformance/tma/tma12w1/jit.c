// What cuModuleLoadDataEx answers, with the JIT error log, for PTX holding one instruction
// each (tma12 window 1): tensormap.replace with bad immediates and other bad forms, and
// multimem forms under sm_90. Prints "NAME -> CODE NAME | log lines joined by ' / '".
#include <cuda.h>
#include <stdio.h>
#include <string.h>
static const char *fmt =
    ".version %s\n.target %s\n.address_size 64\n"
    ".visible .entry k(.param .u64 p){\n .reg .b64 %%rd<4>;\n .reg .b32 %%r<4>;\n .reg .f32 %%f<4>;\n"
    " ld.param.u64 %%rd1, [p];\n mov.u32 %%r1, 0;\n mov.u64 %%rd2, 0;\n mov.f32 %%f1, 0f3F800000;\n %s\n ret;\n}\n";
struct { const char *name, *version, *target, *line; } cases[] = {
  {"elemtype_12", "8.3", "sm_90a", "tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], 12;"},
  {"elemtype_13", "8.3", "sm_90a", "tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], 13;"},
  {"elemtype_m1", "8.3", "sm_90a", "tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], -1;"},
  {"elemtype_reg", "8.3", "sm_90a", "tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], %r1;"},
  {"swizzle_4", "8.3", "sm_90a", "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd1], 4;"},
  {"interleave_3", "8.3", "sm_90a", "tensormap.replace.tile.interleave_layout.global.b1024.b32 [%rd1], 3;"},
  {"fill_2", "8.3", "sm_90a", "tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd1], 2;"},
  {"fill_2_shared", "8.3", "sm_90a", "tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [%r1], 2;"},
  {"fill_2_generic", "8.3", "sm_90a", "tensormap.replace.tile.fill_mode.b1024.b32 [%rd1], 2;"},
  {"two_bad", "8.3", "sm_90a", "tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd1], 2;\n tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd1], 7;"},
  {"rank_5", "8.3", "sm_90a", "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], 5;"},
  {"rank_6", "8.3", "sm_90a", "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], 6;"},
  {"rank_32", "8.3", "sm_90a", "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], 32;"},
  {"rank_reg", "8.3", "sm_90a", "tensormap.replace.tile.rank.global.b1024.b32 [%rd1], %r1;"},
  {"box_ord_4", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], 4, 8;"},
  {"box_ord_5", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], 5, 8;"},
  {"box_ord_m1", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], -1, 8;"},
  {"box_ord_reg", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], %r1, 8;"},
  {"box_val_reg", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], 1, %r1;"},
  {"box_val_0", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], 1, 0;"},
  {"box_val_257", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b32 [%rd1], 1, 257;"},
  {"box_b64", "8.3", "sm_90a", "tensormap.replace.tile.box_dim.global.b1024.b64 [%rd1], 1, %rd2;"},
  {"gdim_ord_5", "8.3", "sm_90a", "tensormap.replace.tile.global_dim.global.b1024.b32 [%rd1], 5, 8;"},
  {"gstride_ord_3", "8.3", "sm_90a", "tensormap.replace.tile.global_stride.global.b1024.b64 [%rd1], 3, %rd2;"},
  {"gstride_ord_4", "8.3", "sm_90a", "tensormap.replace.tile.global_stride.global.b1024.b64 [%rd1], 4, %rd2;"},
  {"gstride_b32", "8.3", "sm_90a", "tensormap.replace.tile.global_stride.global.b1024.b32 [%rd1], 1, %r1;"},
  {"estr_ord_5", "8.3", "sm_90a", "tensormap.replace.tile.element_stride.global.b1024.b32 [%rd1], 5, 1;"},
  {"estr_val_9", "8.3", "sm_90a", "tensormap.replace.tile.element_stride.global.b1024.b32 [%rd1], 1, 9;"},
  {"addr_b32", "8.3", "sm_90a", "tensormap.replace.tile.global_address.global.b1024.b32 [%rd1], %r1;"},
  {"addr_imm", "8.3", "sm_90a", "tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], 256;"},
  {"cluster_space", "8.3", "sm_90a", "tensormap.replace.tile.fill_mode.shared::cluster.b1024.b32 [%r1], 1;"},
  {"no_tile", "8.3", "sm_90a", "tensormap.replace.fill_mode.global.b1024.b32 [%rd1], 1;"},
  {"sm90_target", "8.3", "sm_90", "tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd1], 1;"},
  {"sm90_target_bad", "8.3", "sm_90", "tensormap.replace.tile.fill_mode.global.b1024.b32 [%rd1], 2;"},
  {"atomicity_0", "8.6", "sm_90a", "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], 0;"},
  {"atomicity_0_v83", "8.3", "sm_90a", "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], 0;"},
  {"swizzle_4_v86", "8.6", "sm_90a", "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd1], 4;"},
  {"elemtype_13_v86", "8.6", "sm_90a", "tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], 13;"},
  {"cpfp_64", "8.3", "sm_90a", "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd1], [%r1], 64;"},
  {"cpfp_128", "8.3", "sm_90a", "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd1], [%r1], 128;"},
  {"mm_ldr_f32", "8.1", "sm_90", "multimem.ld_reduce.relaxed.sys.global.add.f32 %f2, [%rd1];\n st.global.f32 [%rd1], %f2;"},
  {"mm_ldr_u32", "8.1", "sm_90", "multimem.ld_reduce.relaxed.sys.global.min.u32 %r2, [%rd1];\n st.global.u32 [%rd1], %r2;"},
  {"mm_ldr_f16x2", "8.1", "sm_90", "multimem.ld_reduce.relaxed.sys.global.add.f16x2 %r2, [%rd1];\n st.global.u32 [%rd1], %r2;"},
  {"mm_ldr_f16x2_acc", "8.1", "sm_90", "multimem.ld_reduce.relaxed.sys.global.add.acc::f32.f16x2 %r2, [%rd1];\n st.global.u32 [%rd1], %r2;"},
  {"mm_ldr_v4f32", "8.1", "sm_90", "multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {%f0, %f1, %f2, %f3}, [%rd1];\n st.global.f32 [%rd1], %f2;"},
  {"mm_st_f32", "8.1", "sm_90", "multimem.st.relaxed.sys.global.f32 [%rd1], %f1;"},
  {"mm_red_f32", "8.1", "sm_90", "multimem.red.relaxed.sys.global.add.f32 [%rd1], %f1;"},
  {"mm_red_u32", "8.1", "sm_90", "multimem.red.relaxed.sys.global.add.u32 [%rd1], %r1;"},
  {"mm_sm80", "8.1", "sm_80", "multimem.red.relaxed.sys.global.add.u32 [%rd1], %r1;"},
  {"mm_v80", "8.0", "sm_90", "multimem.red.relaxed.sys.global.add.u32 [%rd1], %r1;"},
};
int main(void) {
  CUdevice d; CUcontext c;
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&c, d) || cuCtxSetCurrent(c)) { printf("setup failed\n"); return 1; }
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char src[8192], log[8192] = "", info[8192] = "";
    snprintf(src, sizeof src, fmt, cases[i].version, cases[i].target, cases[i].line);
    CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
    void *val[] = {log, (void *)(size_t)sizeof log, info, (void *)(size_t)sizeof info};
    CUmodule m;
    CUresult r = cuModuleLoadDataEx(&m, src, 4, opt, val);
    const char *n = "";
    cuGetErrorName(r, &n);
    for (char *p = log; *p; p++) if (*p == '\n') *p = '/';
    printf("%s -> %d %s | %s\n", cases[i].name, (int)r, n, log);
    if (r == CUDA_SUCCESS) {
      CUfunction f;
      CUresult g = cuModuleGetFunction(&f, m, "k");
      printf("%s getfunction -> %d\n", cases[i].name, (int)g);
      cuModuleUnload(m);
    }
    FILE *fp;
    char path[256];
    snprintf(path, sizeof path, "jitptx/%s.ptx", cases[i].name);
    if ((fp = fopen(path, "w"))) { fputs(src, fp); fclose(fp); }
  }
  return 0;
}
