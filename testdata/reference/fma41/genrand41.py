#!/usr/bin/env python3
"""genrand41.py [N] [SEED]: fma26's genrand.py with more blocks: besides its mul/add/sub/neg/mov,
IEEE div/sqrt/rcp, approximations, selp, guarded adds, branches around stores and register
reuse (f32 or f64), branches around arithmetic (per-lane %q1, never taken, or the uniform %q6,
never taken), empty branches, bra.uni to the next instruction, more copies (mov, neg) of
products, and stores of copies and products after later branches: where sim/cfg.go's contraction
model was weakest (fma26-c's rnd54). Kernels are named rb<i>; the same harness (../fma26/c_fma.c)
and the same lanes-40-63 rule for adds guarded by %q2 (tid < 40) as genrand.py's."""
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 26)

HEAD = """//
// fma41 random contraction kernels with more blocks (genrand41.py)
//
.version 8.0
.target sm_90
.address_size 64
"""
ENTRY = """
.visible .entry {name}(.param .u64 pF, .param .u64 pD, .param .u64 pH, .param .u64 pO)
{{
.reg .pred %q<8>;
.reg .b32 %r<4>;
.reg .b64 %a<12>;
.reg .b64 %o;
.reg .{ty} %v<80>;
ld.param.u64 %a1, [pF];
ld.param.u64 %a2, [pD];
ld.param.u64 %a4, [pO];
mov.u32 %r1, %tid.x;
mul.wide.u32 %a5, %r1, {stride};
add.s64 %a6, {base}, %a5;
mul.wide.u32 %a5, %r1, 64;
add.s64 %o, %a4, %a5;
{loads}
setp.gt.u32 %q1, %r1, 1000;
setp.lt.u32 %q2, %r1, 40;
setp.eq.u64 %q6, %a4, 0;
{body}
ret;
}}
"""


def kernel(idx):
    ty = rng.choice(["f32", "f32", "f64"])
    size = 4 if ty == "f32" else 8
    loads = "".join(f"ld.global.{ty} %v{i+1}, [%a6+{size*i}];\n" for i in range(8))
    vals = list(range(1, 9))  # registers holding values
    prods = []  # registers last written by a mul
    nxt = 9
    body = []
    stores = 0
    label = 0
    copies = []  # registers holding a copy of a product

    def blk(q):  # a label for a branch
        nonlocal label
        label += 1
        return f"$L_{idx}_{label}"

    for step in range(rng.randint(10, 26)):
        x = rng.random()
        if x < 0.10:  # a branch around arithmetic into a fresh register (never taken)
            q = rng.choice(["%q1", "%q1", "%q6"])
            lab = blk(q)
            a, b = rng.choice(vals), rng.choice(vals)
            if prods and rng.random() < 0.5:
                a = rng.choice(prods[-3:])
            op = rng.choice(["add", "sub", "mul", "add.rn", "mul.rn", "mov", "neg"])
            d = nxt
            nxt += 1
            ins = f"{op}.{ty} %v{d}, %v{a};" if op in ("mov", "neg") else f"{op}.{ty} %v{d}, %v{a}, %v{b};"
            body.append(f"mov.{ty} %v{d}, %v{b};")
            body.append(f"@{q} bra {lab}; {ins} {lab}:")
            vals.append(d)
            continue
        if x < 0.14:  # an empty branch, or bra.uni to the next instruction
            lab = blk("")
            body.append(f"@%q1 bra {lab}; {lab}:" if rng.random() < 0.5 else f"bra.uni {lab}; {lab}:")
            continue
        if x < 0.22 and prods:  # a copy of a recent product, by mov (mostly) or neg
            a = rng.choice(prods[-3:])
            d = nxt
            nxt += 1
            body.append(f"{'mov' if rng.random() < 0.75 else 'neg'}.{ty} %v{d}, %v{a};")
            copies.append(d)
            vals.append(d)
            continue
        if x < 0.28 and (copies or prods):  # a copy or product stored after a branch around a store
            a = rng.choice((copies or prods)[-3:])
            q = rng.choice(["%q1", "%q1", "%q6"])
            lab = blk(q)
            body.append(f"@{q} bra {lab}; st.global.{ty} [%o+{8*min(stores, 7)}], %v{rng.choice(vals)}; {lab}:")
            stores += 1
            body.append(f"st.global.{ty} [%o+{8*min(stores, 7)}], %v{a};")
            stores += 1
            continue
        r = rng.random()
        reuse = rng.random() < 0.12 and nxt > 12
        d = rng.choice(vals[8:]) if reuse else nxt
        if not reuse:
            nxt += 1
        a, b = rng.choice(vals), rng.choice(vals)
        if prods and rng.random() < 0.6:
            a = rng.choice(prods[-3:])
        if prods and rng.random() < 0.3:
            b = rng.choice(prods[-3:])
        if r < 0.32:
            # factors whose products nearly cancel each other or v3, v5 in c_fma.c's lanes 16-47
            if rng.random() < 0.6:
                a, b = rng.choice([(1, 2), (3, 4), (2, 1), (4, 3)])
            rn = ".rn" if rng.random() < 0.1 else ""
            body.append(f"mul{rn}.{ty} %v{d}, %v{a}, %v{b};")
            prods.append(d)
        elif r < 0.62:
            op = rng.choice(["add", "add", "sub"])
            if prods and rng.random() < 0.5:
                b = rng.choice([3, 5] + prods[-3:])
            rn = ".rn" if rng.random() < 0.08 else ""
            g = "@%q2 " if rng.random() < 0.08 else ""
            body.append(f"{g}{op}{rn}.{ty} %v{d}, %v{a}, %v{b};")
        elif r < 0.68:
            body.append(f"neg.{ty} %v{d}, %v{a};")
        elif r < 0.72:
            body.append(f"mov.{ty} %v{d}, %v{a};")
        elif r < 0.79:
            op = rng.choice(["sqrt.rn", "div.rn", "rcp.rn", "sqrt.approx", "div.approx", "rcp.approx", "div.full"])
            if ty == "f64" and op in ("sqrt.approx", "div.approx", "div.full", "rcp.approx"):
                op = "rcp.approx.ftz" if op != "sqrt.approx" else "sqrt.rn"
            if op.startswith("sqrt"):
                body.append(f"abs.{ty} %v{d}, %v{a}; {op}.{ty} %v{d}, %v{d};")
            elif op.startswith("div"):
                body.append(f"{op}.{ty} %v{d}, %v{a}, %v{b};")
            else:
                body.append(f"{op}.{ty} %v{d}, %v{a};")
        elif r < 0.84:
            body.append(f"selp.{ty} %v{d}, %v{a}, %v{b}, %q2;")
        elif r < 0.90:
            label += 1
            body.append(f"@%q1 bra $L_{idx}_{label}; st.global.{ty} [%o+{8*min(stores, 7)}], %v{a}; $L_{idx}_{label}:")
            stores += 1
            continue
        else:
            body.append(f"st.global.{ty} [%o+{8*min(stores, 7)}], %v{a};")
            stores += 1
            continue
        if not reuse:
            vals.append(d)
        if d in prods and not body[-1].startswith("mul"):
            prods.remove(d)
    # the last values written, and the copies, past a branch
    if copies:
        lab = blk("")
        body.append(f"@%q1 bra {lab}; st.global.{ty} [%o+56], %v{vals[-1]}; {lab}:")
        for v in copies[-2:]:
            body.append(f"st.global.{ty} [%o+{8*min(stores, 7)}], %v{v};")
            stores += 1
    for v in vals[-3:]:
        body.append(f"st.global.{ty} [%o+{8*min(stores, 7)}], %v{v};")
        stores += 1
    base = "%a1" if ty == "f32" else "%a2"
    stride = 32 if ty == "f32" else 64
    return ENTRY.format(name=f"rb{idx}", ty=ty, loads=loads, body="\n".join(body), base=base, stride=stride)


sys.stdout.write(HEAD + "".join(kernel(i) for i in range(n)))
