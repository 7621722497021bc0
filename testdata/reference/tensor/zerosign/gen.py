#!/usr/bin/env python3
# Writes zerosign.cu (wmmadup/gen.py's kernels and more mma.sync and wmma forms): one kernel per f16 wmma.mma form (shape, A/B layouts, D and C types) that
# takes every lane's fragment registers as raw words (A 8, B 8, C 8 or 4) from memory, runs the
# instruction and stores D's registers. The fragments are not loaded by wmma.load, so the copies
# that the layout repeats (docs/tensor-cores.md, "Fragment layouts") may differ.
shapes = ["m16n16k16", "m32n8k16", "m8n32k16"]
lays = [("row", "row"), ("row", "col"), ("col", "row"), ("col", "col")]
types = [("f32", "f32"), ("f16", "f16"), ("f16", "f32"), ("f32", "f16")]  # (D, C)
out = ['#include <cstdint>', '']
names = []
for sh in shapes:
    for la, lb in lays:
        for dt, ct in types:
            name = f"wmma_{sh}_{la}_{lb}_{dt}_{ct}"
            names.append(name)
            nd = 8 if dt == "f32" else 4
            nc = 8 if ct == "f32" else 4
            ops = []
            i = 0
            d = ", ".join(f"%{i + j}" for j in range(nd)); i += nd
            a = ", ".join(f"%{i + j}" for j in range(8)); i += 8
            b = ", ".join(f"%{i + j}" for j in range(8)); i += 8
            c = ", ".join(f"%{i + j}" for j in range(nc)); i += nc
            outs = ", ".join(f'"=r"(d[{j}])' for j in range(nd))
            ins = ", ".join([f'"r"(in[{j}])' for j in range(16)] + [f'"r"(in[{16 + j}])' for j in range(nc)])
            # f32 fragments are .f32 registers in PTX: move them through b32 registers
            if dt == "f32" or ct == "f32":
                body = []
                body.append("{")
                body.append(".reg .f32 fd<8>, fc<8>;")
                for j in range(nc):
                    if ct == "f32":
                        body.append(f"mov.b32 fc{j}, %{16 + nd + j};")
                dd = ", ".join(f"fd{j}" for j in range(nd)) if dt == "f32" else d
                cc = ", ".join(f"fc{j}" for j in range(nc)) if ct == "f32" else c
                body.append(f"wmma.mma.sync.aligned.{la}.{lb}.{sh}.{dt}.{ct} {{{dd}}}, {{{a}}}, {{{b}}}, {{{cc}}};")
                if dt == "f32":
                    for j in range(nd):
                        body.append(f"mov.b32 %{j}, fd{j};")
                body.append("}")
                asm = "\\n\\t".join(body)
            else:
                asm = f"wmma.mma.sync.aligned.{la}.{lb}.{sh}.{dt}.{ct} {{{d}}}, {{{a}}}, {{{b}}}, {{{c}}};"
            out.append(f'extern "C" __global__ void {name}(const uint32_t *gin, uint32_t *gout) {{')
            out.append(f'  uint32_t in[24], d[8] = {{0}};')
            out.append(f'  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];')
            out.append(f'  asm volatile("{asm}" : {outs} : {ins});')
            out.append(f'  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];')
            out.append('}')
            out.append('')
for sh, t in [("m16n16k16", "bf16"), ("m16n16k8", "tf32")]:
    for la, lb in lays:
        name = f"wmma_{sh}_{la}_{lb}_{t}"
        names.append(name)
        d = ", ".join(f"fd{j}" for j in range(8))
        a = ", ".join(f"%{8 + j}" for j in range(4))
        b = ", ".join(f"%{16 + j}" for j in range(4))
        body = ["{", ".reg .f32 fd<8>, fc<8>;"] + [f"mov.b32 fc{j}, %{24 + j};" for j in range(8)]
        body.append(f"wmma.mma.sync.aligned.{la}.{lb}.{sh}.f32.{t}.{t}.f32 {{{d}}}, {{{a}}}, {{{b}}}, {{fc0, fc1, fc2, fc3, fc4, fc5, fc6, fc7}};")
        body += [f"mov.b32 %{j}, fd{j};" for j in range(8)] + ["}"]
        asm = "\\n\\t".join(body)
        outs = ", ".join(f'"=r"(d[{j}])' for j in range(8))
        ins = ", ".join(f'"r"(in[{j}])' for j in range(24))
        out.append(f'extern "C" __global__ void {name}(const uint32_t *gin, uint32_t *gout) {{')
        out.append(f'  uint32_t in[24], d[8] = {{0}};')
        out.append(f'  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];')
        out.append(f'  asm volatile("{asm}" : {outs} : {ins});')
        out.append(f'  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];')
        out.append('}')
        out.append('')
# mma.sync forms whose random-word instances differed in the random programs (f32 D and C)
mmas = [("m16n8k4", "tf32", "tf32", 2, 1), ("m16n8k8", "tf32", "tf32", 4, 2),
        ("m16n8k16", "f16", "f16", 4, 2), ("m16n8k8", "f16", "f16", 2, 1), ("m16n8k16", "bf16", "bf16", 4, 2),
        ("m16n8k32", "e5m2", "e4m3", 4, 2), ("m16n8k32", "e4m3", "e5m2", 4, 2),
        ("m16n8k32", "e4m3", "e4m3", 4, 2), ("m16n8k32", "e5m2", "e5m2", 4, 2)]
for sh, ta, tb, na, nb in mmas:
    name = f"mma_{sh}_{ta}_{tb}"
    names.append(name)
    d = ", ".join(f"fd{j}" for j in range(4))
    a = ", ".join(f"%{4 + j}" for j in range(na))
    b = ", ".join(f"%{12 + j}" for j in range(nb))
    body = ["{", ".reg .f32 fd<4>, fc<4>;"]
    body += [f"mov.b32 fc{j}, %{20 + j};" for j in range(4)]
    body.append(f"mma.sync.aligned.{sh}.row.col.f32.{ta}.{tb}.f32 {{{d}}}, {{{a}}}, {{{b}}}, {{fc0, fc1, fc2, fc3}};")
    body += [f"mov.b32 %{j}, fd{j};" for j in range(4)]
    body.append("}")
    asm = "\\n\\t".join(body)
    outs = ", ".join(f'"=r"(d[{j}])' for j in range(4))
    ins = ", ".join(f'"r"(in[{j}])' for j in range(24))
    fp8 = ta in ("e4m3", "e5m2")
    if fp8:
        out.append("#ifndef NO_FP8 // fp8 mma needs PTX 8.4 (nvcc 12.4)")
    out.append(f'extern "C" __global__ void {name}(const uint32_t *gin, uint32_t *gout) {{')
    out.append(f'  uint32_t in[24], d[8] = {{0}};')
    out.append(f'  for (int i = 0; i < 24; i++) in[i] = gin[threadIdx.x * 24 + i];')
    out.append(f'  asm volatile("{asm}" : {outs} : {ins});')
    out.append(f'  for (int i = 0; i < 8; i++) gout[threadIdx.x * 8 + i] = d[i];')
    out.append('}')
    if fp8:
        out.append("#endif")
    out.append('')
out.append('typedef void (*kfn)(const uint32_t *, uint32_t *);')
out.append('struct kent { const char *name; kfn fn; };')
out.append('static kent kernels[] = {')
for n in names:
    if "e4m3" in n or "e5m2" in n:
        out.append("#ifndef NO_FP8")
    out.append(f'  {{"{n}", {n}}},')
    if "e4m3" in n or "e5m2" in n:
        out.append("#endif")
out.append('};')
open("zerosign.cu", "w").write("\n".join(out) + "\n")
