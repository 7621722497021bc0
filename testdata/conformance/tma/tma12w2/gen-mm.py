#!/usr/bin/env python3
"""Writes mm/NAME.ptx: one multimem kernel k(p, out) per form mc.c runs (tma12 window 1).
Lane i works on word i of p: ld_reduce kernels write their result to out[i], st/red kernels
change p (read back through the unicast mapping)."""
import os

head = """.version 8.1
.target sm_90
.address_size 64
// %s
.visible .entry k(.param .u64 p, .param .u64 o){
 .reg .b64 %%rd<8>;
 .reg .b32 %%r<8>;
 .reg .f32 %%f<8>;
 .reg .b16 %%h<4>;
 ld.param.u64 %%rd1, [p];
 ld.param.u64 %%rd2, [o];
 mov.u32 %%r1, %%tid.x;
 mul.wide.u32 %%rd3, %%r1, 4;
 add.s64 %%rd4, %%rd1, %%rd3;
 add.s64 %%rd5, %%rd2, %%rd3;
 cvt.rn.f32.u32 %%f1, %%r1;
 add.f32 %%f1, %%f1, 0f3F000000;
%s
 ret;
}
"""
k = {
 "ldr_add_f32": "multimem.ld_reduce.relaxed.sys.global.add.f32 %f2, [%rd4];\n st.global.f32 [%rd5], %f2;",
 "ldr_weak_add_f32": "multimem.ld_reduce.weak.global.add.f32 %f2, [%rd4];\n st.global.f32 [%rd5], %f2;",
 "ldr_add_f16x2": "multimem.ld_reduce.relaxed.sys.global.add.f16x2 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_add_acc_f16x2": "multimem.ld_reduce.relaxed.sys.global.add.acc::f32.f16x2 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_add_bf16x2": "multimem.ld_reduce.relaxed.sys.global.add.bf16x2 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_min_bf16x2": "multimem.ld_reduce.relaxed.sys.global.min.bf16x2 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_max_f16x2": "multimem.ld_reduce.relaxed.sys.global.max.f16x2 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_min_u32": "multimem.ld_reduce.relaxed.sys.global.min.u32 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_and_b32": "multimem.ld_reduce.relaxed.sys.global.and.b32 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
 "ldr_add_v4f32": "and.b64 %rd6, %rd3, 0x70;\n add.s64 %rd6, %rd1, %rd6;\n multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {%f2, %f3, %f4, %f5}, [%rd6];\n add.f32 %f2, %f2, %f5;\n st.global.f32 [%rd5], %f2;",
 "st_f32": "multimem.st.relaxed.sys.global.f32 [%rd4], %f1;",
 "st_weak_u32": "multimem.st.weak.global.u32 [%rd4], %r1;",
 "red_add_f32": "multimem.red.relaxed.sys.global.add.f32 [%rd4], %f1;",
 "red_add_u32": "multimem.red.relaxed.sys.global.add.u32 [%rd4], %r1;",
 "red_add_f16x2": "mov.b32 %r3, 0x3c003c00;\n multimem.red.relaxed.sys.global.add.f16x2 [%rd4], %r3;",
 "red_min_bf16x2": "mov.b32 %r3, 0x3f803f80;\n multimem.red.relaxed.sys.global.min.bf16x2 [%rd4], %r3;",
 # window 2: more float and vector reductions and stores on ordinary memory
 "red_add_bf16x2": "mov.b32 %r3, 0x3f803f80;\n multimem.red.relaxed.sys.global.add.bf16x2 [%rd4], %r3;",
 "red_max_f16x2": "mov.b32 %r3, 0x3c003c00;\n multimem.red.relaxed.sys.global.max.f16x2 [%rd4], %r3;",
 "red_add_f32_tiny": "mov.f32 %f2, 0f33800000;\n multimem.red.relaxed.sys.global.add.f32 [%rd4], %f2;",
 "red_add_v4f32": "and.b64 %rd6, %rd3, 0x70;\n add.s64 %rd6, %rd1, %rd6;\n multimem.red.relaxed.sys.global.add.v4.f32 [%rd6], {%f1, %f1, %f1, %f1};",
 "red_min_s32": "multimem.red.relaxed.sys.global.min.s32 [%rd4], %r1;",
 "red_xor_b64": "and.b64 %rd6, %rd3, 0xf8;\n add.s64 %rd6, %rd1, %rd6;\n cvt.u64.u32 %rd7, %r1;\n multimem.red.relaxed.sys.global.xor.b64 [%rd6], %rd7;",
 "st_v4f32": "and.b64 %rd6, %rd3, 0x70;\n add.s64 %rd6, %rd1, %rd6;\n multimem.st.relaxed.sys.global.v4.f32 [%rd6], {%f1, %f1, %f1, %f1};",
 "st_weak_b64": "and.b64 %rd6, %rd3, 0xf8;\n add.s64 %rd6, %rd1, %rd6;\n cvt.u64.u32 %rd7, %r1;\n multimem.st.weak.global.b64 [%rd6], %rd7;",
 "ldr_min_u32_weak": "multimem.ld_reduce.weak.global.min.u32 %r2, [%rd4];\n st.global.u32 [%rd5], %r2;",
}
os.makedirs("mm", exist_ok=True)
for n, body in k.items():
    open("mm/%s.ptx" % n, "w").write(head % (n, " " + body))
