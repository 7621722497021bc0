#!/usr/bin/env python3
"""genrand.py [N] [SEED]: writes N random straight-line kernels of mul/add/sub/neg/mov, IEEE
div/sqrt/rcp, approximations, selp, never-taken branches, stores and register reuse, in f32 or
f64, for c_fma.c (the same parameters and inputs as gen.py's kernels): a check of the
contraction model on shapes nobody chose. Each kernel stores up to 8 values."""
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 26)

HEAD = """//
// fma26 random contraction kernels (genrand.py)
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
    for step in range(rng.randint(8, 22)):
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
    # the last values written
    for v in vals[-3:]:
        body.append(f"st.global.{ty} [%o+{8*min(stores, 7)}], %v{v};")
        stores += 1
    base = "%a1" if ty == "f32" else "%a2"
    stride = 32 if ty == "f32" else 64
    return ENTRY.format(name=f"rnd{idx}", ty=ty, loads=loads, body="\n".join(body), base=base, stride=stride)


sys.stdout.write(HEAD + "".join(kernel(i) for i in range(n)))
