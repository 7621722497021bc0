#!/usr/bin/env python3
# Writes alias2.cu (probe alias17-a): warp matrix instructions whose operand registers name D's own
# registers, every wmma.mma form and the mma.sync forms, in six patterns (h: half of D's registers,
# at most half of C's):
#   c     C reg j names D reg j % h               (a later tile's C reads an earlier tile's D)
#   crev  C reg j names D reg nd - h + j % h      (an earlier tile's C names a later tile's D)
#   a     A reg j names D reg j % nd,   arev: D reg (j + nd/2) % nd
#   b     B reg j names D reg j % nd,   brev: D reg (j + nd/2) % nd
# Registers not named so read the input words: A in[0..], B in[8..], C in[16..]; D starts from
# in[16..]. Every register is .b32 ("r").
forms = []  # (name, ptx, nA, nB, nC, nD)
for sh in ["m16n16k16", "m32n8k16", "m8n32k16"]:
    for d, c in [("f32", "f32"), ("f32", "f16"), ("f16", "f32"), ("f16", "f16")]:
        forms.append((f"w_{sh}_f16_{d}{c}", f"wmma.mma.sync.aligned.row.col.{sh}.{d}.{c}", 8, 8, 8 if c == "f32" else 4, 8 if d == "f32" else 4))
bf = {"m16n16k16": (4, 4), "m32n8k16": (8, 2), "m8n32k16": (2, 8)}
i8 = {"m16n16k16": (2, 2), "m32n8k16": (4, 1), "m8n32k16": (1, 4)}
for sh in ["m16n16k16", "m32n8k16", "m8n32k16"]:
    forms.append((f"w_{sh}_bf16", f"wmma.mma.sync.aligned.row.col.{sh}.f32.bf16.bf16.f32", bf[sh][0], bf[sh][1], 8, 8))
    for t in ["s8", "u8"]:
        forms.append((f"w_{sh}_{t}", f"wmma.mma.sync.aligned.row.col.{sh}.s32.{t}.{t}.s32", i8[sh][0], i8[sh][1], 8, 8))
        forms.append((f"w_{sh}_{t}_sat", f"wmma.mma.sync.aligned.row.col.{sh}.s32.{t}.{t}.s32.satfinite", i8[sh][0], i8[sh][1], 8, 8))
forms.append(("w_m16n16k8_tf32", "wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32", 4, 4, 8, 8))
for t in ["s4", "u4"]:
    forms.append((f"w_m8n8k32_{t}", f"wmma.mma.sync.aligned.row.col.m8n8k32.s32.{t}.{t}.s32", 1, 1, 2, 2))
forms.append(("w_m8n8k128_b1", "wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32", 1, 1, 2, 2))
for a, b in [("e4m3", "e4m3"), ("e5m2", "e5m2"), ("e4m3", "e5m2")]:
    forms.append((f"m_k32_{a}{b}", f"mma.sync.aligned.m16n8k32.row.col.f32.{a}.{b}.f32", 4, 2, 4, 4))
forms.append(("m_k32_e5m2e4m3_f16", "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e4m3.f16", 4, 2, 2, 2))
forms.append(("m_k4_tf32", "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32", 2, 1, 4, 4))
forms.append(("m_k8_tf32", "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32", 4, 2, 4, 4))
forms.append(("m_k16_f16", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", 4, 2, 4, 4))
forms.append(("m_k16_bf16", "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32", 4, 2, 4, 4))
forms.append(("m_k8_f16", "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32", 2, 1, 4, 4))
forms.append(("m_k32_s8_sat", "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32", 4, 2, 4, 4))
forms.append(("m_k64_s4", "mma.sync.aligned.m16n8k64.row.col.s32.u4.s4.s32", 4, 2, 4, 4))
forms.append(("m_m8n8k4_f16", "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32", 2, 2, 8, 8))
pats = ["c", "crev", "a", "arev", "b", "brev"]
out = ['#include <cstdint>', '']
names = []
import os
if os.environ.get("NOFP8"): forms = [f for f in forms if "e4m3" not in f[1] and "e5m2" not in f[1]]
for name, form, na, nb, nc, nd in forms:
    h = max(min(nc, nd) // 2, 1)
    for p in pats:
        A = [f"%{nd + j}" for j in range(na)]
        B = [f"%{nd + 8 + j}" for j in range(nb)]
        C = [f"%{j}" for j in range(nc)] if nc == nd else [f"%{nd + 16 + j}" for j in range(nc)]
        if p == "c": C = [f"%{j % h}" for j in range(nc)]
        if p == "crev": C = [f"%{nd - h + j % h}" for j in range(nc)]
        if p == "a": A = [f"%{j % nd}" for j in range(na)]
        if p == "arev": A = [f"%{(j + nd // 2) % nd}" for j in range(na)]
        if p == "b": B = [f"%{j % nd}" for j in range(nb)]
        if p == "brev": B = [f"%{(j + nd // 2) % nd}" for j in range(nb)]
        kn = f"{name}_{p}"
        names.append(kn)
        out.append(f'extern "C" __global__ void {kn}(const uint32_t *gin, uint32_t *gout) {{')
        out.append('  uint32_t in[24];')
        out.append('  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];')
        out.append('  uint32_t d[8];')
        out.append('  for (int i = 0; i < 8; i++) d[i] = in[16 + i];')
        outs = ", ".join(f'"+r"(d[{j}])' for j in range(nd))
        ins = ", ".join(f'"r"(in[{j}])' for j in range(16 + (nc if nc != nd else 0)))
        D = ", ".join(f"%{j}" for j in range(nd))
        out.append(f'  asm volatile("{form} {{{D}}}, {{{", ".join(A)}}}, {{{", ".join(B)}}}, {{{", ".join(C)}}};" : {outs} : {ins});')
        out.append(f'  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = i < {nd} ? d[i] : 0;')
        out.append('}')
        out.append('')
out.append('typedef void (*kfn)(const uint32_t *, uint32_t *);')
out.append('struct kent { const char *name; kfn fn; };')
out.append('static kent kernels[] = {')
for n in names:
    out.append(f'  {{"{n}", {n}}},')
out.append('};')
open("alias2.cu", "w").write("\n".join(out) + "\n")
print(len(names), "kernels")
