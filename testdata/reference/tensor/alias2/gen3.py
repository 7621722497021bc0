#!/usr/bin/env python3
# Writes alias3.cu (probe alias17-b): as gen2.py (same six patterns of A, B or C naming D's own
# registers), for the mma.sync forms alias2 left out (f16 with the four accumulator pairs, bf16
# k8, f64, s8, s4 and b1 shapes, fp8 with f16 accumulators) and wmma .f64. A 64-bit form's registers
# are .b64 ("l"), each two input or output words.
import os
forms = []  # (name, ptx, nA, nB, nC, nD, wide)
for sh, na, nb in [("m16n8k8", 2, 1), ("m16n8k16", 4, 2)]:
    for d, c in [("f32", "f32"), ("f16", "f16")]:
        forms.append((f"m_{sh}_f16_{d}{c}", f"mma.sync.aligned.{sh}.row.col.{d}.f16.f16.{c}", na, nb, 4 if c == "f32" else 2, 4 if d == "f32" else 2, False))
for d, c in [("f32", "f32"), ("f32", "f16"), ("f16", "f16")]:
    forms.append((f"m_m8n8k4_f16_{d}{c}", f"mma.sync.aligned.m8n8k4.row.col.{d}.f16.f16.{c}", 2, 2, 8 if c == "f32" else 4, 8 if d == "f32" else 4, False))
forms.append(("m_m16n8k8_bf16", "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32", 2, 1, 4, 4, False))
forms.append(("m_m8n8k4_f64", "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64", 1, 1, 2, 2, True))
forms.append(("m_m16n8k4_f64", "mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64", 2, 1, 4, 4, True))
forms.append(("m_m16n8k8_f64", "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64", 4, 2, 4, 4, True))
forms.append(("w_m8n8k4_f64", "wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64", 1, 1, 2, 2, True))
forms.append(("m_m8n8k16_s8", "mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32", 1, 1, 2, 2, False))
forms.append(("m_m16n8k16_s8", "mma.sync.aligned.m16n8k16.row.col.s32.s8.u8.s32", 2, 1, 4, 4, False))
forms.append(("m_m8n8k32_s4", "mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32", 1, 1, 2, 2, False))
forms.append(("m_m16n8k32_s4", "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u4.u4.s32", 2, 1, 4, 4, False))
forms.append(("m_m8n8k128_b1", "mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc", 1, 1, 2, 2, False))
forms.append(("m_m16n8k128_b1", "mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.and.popc", 2, 1, 4, 4, False))
forms.append(("m_m16n8k256_b1", "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc", 4, 2, 4, 4, False))
forms.append(("m_k32_e5m2e4m3", "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32", 4, 2, 4, 4, False))
for a, b in [("e4m3", "e4m3"), ("e5m2", "e5m2"), ("e4m3", "e5m2")]:
    forms.append((f"m_k32_{a}{b}_f16", f"mma.sync.aligned.m16n8k32.row.col.f16.{a}.{b}.f16", 4, 2, 2, 2, False))
if os.environ.get("NOFP8"):
    forms = [f for f in forms if "e4m3" not in f[1] and "e5m2" not in f[1]]
pats = ["c", "crev", "a", "arev", "b", "brev"]
out = ['#include <cstdint>', '']
names = []
for name, form, na, nb, nc, nd, wide in forms:
    h = max(min(nc, nd) // 2, 1)
    per = 2 if wide else 1  # words a register holds
    for p in pats:
        A = [f"%{nd + j}" for j in range(na)]
        B = [f"%{nd + 8 // per + j}" for j in range(nb)]
        C = [f"%{j}" for j in range(nc)] if nc == nd else [f"%{nd + 16 // per + j}" for j in range(nc)]
        if p == "c": C = [f"%{j % h}" for j in range(nc)]
        if p == "crev": C = [f"%{nd - h + j % h}" for j in range(nc)]
        if p == "a": A = [f"%{j % nd}" for j in range(na)]
        if p == "arev": A = [f"%{(j + nd // 2) % nd}" for j in range(na)]
        if p == "b": B = [f"%{j % nd}" for j in range(nb)]
        if p == "brev": B = [f"%{(j + nd // 2) % nd}" for j in range(nb)]
        kn = f"{name}_{p}"
        names.append(kn)
        t, con = ("uint64_t", "l") if wide else ("uint32_t", "r")
        out.append(f'extern "C" __global__ void {kn}(const uint32_t *gin, uint32_t *gout) {{')
        out.append(f'  {t} in[24 / {per}];')
        out.append(f'  for (int i = 0; i < 24 / {per}; i++) in[i] = ((const {t} *)gin)[threadIdx.x * 24 / {per} + i];')
        out.append(f'  {t} d[8 / {per}];')
        out.append(f'  for (int i = 0; i < 8 / {per}; i++) d[i] = in[16 / {per} + i];')
        outs = ", ".join(f'"+{con}"(d[{j}])' for j in range(nd))
        ins = ", ".join(f'"{con}"(in[{j}])' for j in range(16 // per + (nc if nc != nd else 0)))
        D = ", ".join(f"%{j}" for j in range(nd))
        out.append(f'  asm volatile("{form} {{{D}}}, {{{", ".join(A)}}}, {{{", ".join(B)}}}, {{{", ".join(C)}}};" : {outs} : {ins});')
        out.append(f'  for (int i = 0; i < 8 / {per}; i++) (({t} *)gout)[threadIdx.x * 8 / {per} + i] = i < {nd} ? d[i] : 0;')
        out.append('}')
        out.append('')
out.append('typedef void (*kfn)(const uint32_t *, uint32_t *);')
out.append('struct kent { const char *name; kfn fn; };')
out.append('static kent kernels[] = {')
for n in names:
    out.append(f'  {{"{n}", {n}}},')
out.append('};')
open("alias3.cu", "w").write("\n".join(out) + "\n")
print(len(names), "kernels")
