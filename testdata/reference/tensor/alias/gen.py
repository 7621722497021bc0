#!/usr/bin/env python3
# Writes alias.cu: wmma.mma kernels whose C list names D's own registers, C = {D0..D3, D0..D3}
# (f32, s32: 8 registers) or {D0, D1, D0, D1} (f16: 4), D starting from the input's C words: a
# later 16x8 tile's C then names registers an earlier tile writes (docs/tensor-cores.md).
forms = []  # (name, ptx form, A regs, B regs, D regs, D constraint)
for sh in ["m16n16k16", "m32n8k16", "m8n32k16"]:
    forms.append((f"alias_{sh}_f32", f"wmma.mma.sync.aligned.row.col.{sh}.f32.f32", 8, 8, 8, "f"))
    forms.append((f"alias_{sh}_f16", f"wmma.mma.sync.aligned.row.col.{sh}.f16.f16", 8, 8, 4, "r"))
forms.append(("alias_m16n16k16_bf16", "wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32", 4, 4, 8, "f"))
forms.append(("alias_m16n16k8_tf32", "wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32", 4, 4, 8, "f"))
forms.append(("alias_m16n16k16_s8", "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32", 2, 2, 8, "r"))
out = ['#include <cstdint>', '']
for name, form, na, nb, nd, con in forms:
    d = ", ".join(f"%{j}" for j in range(nd))
    c = ", ".join(f"%{j % (nd // 2)}" for j in range(nd))
    a = ", ".join(f"%{nd + j}" for j in range(na))
    b = ", ".join(f"%{nd + 8 + j}" for j in range(nb))
    cast = "__uint_as_float" if con == "f" else ""
    back = "__float_as_uint" if con == "f" else ""
    typ = "float" if con == "f" else "uint32_t"
    out.append(f'extern "C" __global__ void {name}(const uint32_t *gin, uint32_t *gout) {{')
    out.append(f'  uint32_t in[24];')
    out.append(f'  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];')
    out.append(f'  {typ} d[8];')
    out.append(f'  for (int i = 0; i < 8; i++) d[i] = {cast}(in[16 + i]);')
    outs = ", ".join(f'"+{con}"(d[{j}])' for j in range(nd))
    ins = ", ".join(f'"r"(in[{j}])' for j in range(16))
    out.append(f'  asm volatile("{form} {{{d}}}, {{{a}}}, {{{b}}}, {{{c}}};" : {outs} : {ins});')
    out.append(f'  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < {nd} ? {back}(d[i]) : 0;')
    out.append('}')
    out.append('')
out.append('typedef void (*kfn)(const uint32_t *, uint32_t *);')
out.append('struct kent { const char *name; kfn fn; };')
out.append('static kent kernels[] = {')
for f in forms:
    out.append(f'  {{"{f[0]}", {f[0]}}},')
out.append('};')
open("alias.cu", "w").write("\n".join(out) + "\n")
