#!/usr/bin/env python3
"""nan18: which NaN an f64 operation passes on, by producer and definition order (session 18).

Each kernel k gives thread t (512 threads) the operands pat[t&7], pat[(t>>3)&7], pat[(t>>6)&7]
(in.bin: eight f64 patterns, five NaNs with distinct payloads) and stores the result at out[t].
A kernel's name says the operation and how each operand register is produced, in definition order:
  L  ld.global.f64 of its pattern
  G  the same load guarded by a predicate true in every lane (ptxas cannot know)
  K  mov.f64 of an immediate NaN (constant propagation makes it an immediate)
  I  the immediate NaN written in the instruction itself
  R  rcp.approx.ftz.f64 of an immediate NaN
  A  add.rz.f64 of the loaded pattern and -0 (an arithmetic result)
  N  neg.f64 of a loaded pattern (ptxas folds it as a modifier)
Usage: gen.py OUTDIR  (writes NAME.ptx, NAME.case, in.bin, cases.txt)
"""
import os, struct, sys

PATS = [0x7ff0000000000011, 0xfff8000000000222, 0x7ff8000000003330, 0xfff4440000000000,
        0x7ffc000000055555, 0x4000000000000000, 0xfff0000000000000, 0x7ff8000000000000]
IMM = "0d7FF0000000000ABC"   # signalling NaN immediate (its payload is recognisable)
IMM2 = "0dFFF8000000000DEF"

HEAD = """.version 8.4
.target sm_90
.address_size 64

.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<8>;
	.reg .f64 %d<8>;
	.reg .b64 %a<12>;
	ld.param.u64 %a0, [in];
	ld.param.u64 %a1, [out];
	cvta.to.global.u64 %a0, %a0;
	cvta.to.global.u64 %a1, %a1;
	mov.u32 %r0, %tid.x;
	mul.wide.u32 %a2, %r0, 8;
	add.s64 %a1, %a1, %a2;
	and.b32 %r1, %r0, 7;
	shr.u32 %r2, %r0, 3;
	and.b32 %r2, %r2, 7;
	shr.u32 %r3, %r0, 6;
	and.b32 %r3, %r3, 7;
	mul.wide.u32 %a3, %r1, 8;
	add.s64 %a3, %a0, %a3;
	mul.wide.u32 %a4, %r2, 8;
	add.s64 %a4, %a0, %a4;
	mul.wide.u32 %a5, %r3, 8;
	add.s64 %a5, %a0, %a5;
	setp.lt.u32 %p0, %r0, 4096;
	ld.global.f64 %d4, [%a0+64];
"""
# %d4 holds a ninth pattern (in.bin word 8) as the old value under a guard


def produce(kind, reg, addr):
    """Lines that give %d<reg> its value from operand address %a<addr>."""
    if kind == "L":
        return [f"ld.global.f64 %d{reg}, [%a{addr}];"]
    if kind == "G":
        return [f"mov.f64 %d{reg}, %d4;", f"@%p0 ld.global.f64 %d{reg}, [%a{addr}];"]
    if kind == "K":
        return [f"mov.f64 %d{reg}, {IMM};"]
    if kind == "R":
        return [f"rcp.approx.ftz.f64 %d{reg}, {IMM2};"]
    if kind == "A":
        return [f"ld.global.f64 %d{reg}, [%a{addr}];", f"add.rz.f64 %d{reg}, %d{reg}, 0d8000000000000000;"]
    if kind == "N":
        return [f"ld.global.f64 %d{reg}, [%a{addr}];", f"neg.f64 %d{reg}, %d{reg};"]
    raise ValueError(kind)


def kernel(op, nops, kinds, order):
    """kinds[i]: producer of operand i; order: operand indices in definition order."""
    body = []
    for i in order:
        if kinds[i] != "I":
            body += produce(kinds[i], i, 3 + i)
    srcs = [IMM if kinds[i] == "I" else f"%d{i}" for i in range(nops)]
    body.append(f"{op} %d5, {', '.join(srcs)};")
    body.append("st.global.f64 [%a1], %d5;")
    return HEAD + "".join("\t" + l + "\n" for l in body) + "\tret;\n}\n"


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "in.bin"), "wb") as f:
        f.write(b"".join(struct.pack("<Q", p) for p in PATS + [0x7ff8000000099999]))
    names = []
    bin_ops = []
    for r in ["rn", "rz", "rm", "rp"]:
        for o in ["add", "sub", "mul", "div"]:
            bin_ops.append(f"{o}.{r}.f64")
    bin_ops += ["min.f64", "max.f64", "add.f64", "mul.f64", "sub.f64", "copysign.f64"]
    combos = []
    for a in "LGKRAN":
        for b in "LGKRAN":
            if a in "KR" and b in "KR":
                continue
            combos.append((a, b, (0, 1)))
            if a not in "KR" and b not in "KR":
                combos.append((a, b, (1, 0)))
    combos += [("I", "L", (1,)), ("L", "I", (0,)), ("I", "G", (1,)), ("G", "I", (0,))]
    for op in bin_ops:
        for a, b, order in combos:
            name = f"{op.replace('.', '_')}__{a}{b}_{''.join(map(str, order))}"
            names.append((name, kernel(op, 2, (a, b), order)))
    import itertools
    for r in ["rn", "rz", "rm", "rp"]:
        op = f"fma.{r}.f64"
        for kinds in ["LLL", "GLL", "LGL", "LLG", "ALL", "LAL", "LLA", "NLL", "LNL", "LLN", "KLL", "LLK", "RLL", "LLR", "ILL", "LLI", "LIL"]:
            live = [i for i in range(3) if kinds[i] != "I"]
            for order in itertools.permutations(live):
                if any(kinds[i] in "KR" for i in order) and order != tuple(sorted(order)):
                    continue
                name = f"{op.replace('.', '_')}__{kinds}_{''.join(map(str, order))}"
                names.append((name, kernel(op, 3, kinds, order)))
    for name, src in names:
        with open(os.path.join(out, name + ".ptx"), "w") as f:
            f.write(src)
        with open(os.path.join(out, name + ".case"), "w") as f:
            f.write(f"image {name}.ptx\nkernel k\ngrid 1 1 1\nblock 512 1 1\nbuf in u8 72 file in.bin\n"
                    "buf out u8 4096 zero\nparam buf in\nparam buf out\nlaunch\ncheck out exact\n")
    with open(os.path.join(out, "cases.txt"), "w") as f:
        f.write("".join(n + ".case\n" for n, _ in names))
    print(len(names), "kernels")


main()
