#!/usr/bin/env python3
"""gen_occ12.py writes the PTX cases probe_occ12.c measures:

  shared/*.ptx  module-scope .shared variables: used directly, through
                .funcs, unreferenced, dead, by address only, generically,
                by two kernels, extern (dynamic), with alignment padding,
                and at the 48 KiB static limit. Each kernel stores, for
                each variable it uses, the variable's shared address and
                what it read back, to out[2i], out[2i+1].
  jit/*.ptx     heavy: a kernel with about 100 live f32 values (its
                register count caps and spills), and light; the same with
                .maxnreg / .maxntid / .minnctapersm / .reqntid directives.
"""
import os

HDR = ".version 8.0\n.target sm_90\n.address_size 64\n\n"


def use(vars_, base=0):
    """Body lines using each var: its address stored, a shared store and
    load, in out slots from base on (a .func's from 4)."""
    out = []
    for i, v in enumerate(vars_):
        k = base + i
        out += [
            f"\tmov.u32 %a{i}, {v};",
            f"\tst.shared.u32 [%a{i}], %t;",
            f"\tld.shared.u32 %v{i}, [%a{i}];",
            f"\tst.global.u32 [%p+{8 * k}], %a{i};",
            f"\tst.global.u32 [%p+{8 * k + 4}], %v{i};",
        ]
    return out


def regs(n):
    return [f"\t.reg .b32 %t, %a<{max(n, 1)}>, %v<{max(n, 1)}>;", "\t.reg .b64 %p, %q;"]


def entry(name, vars_=(), pre=(), extra=(), local=()):
    lines = [f".visible .entry {name}(.param .u64 out)", "{"]
    lines += list(local)
    lines += regs(len(vars_))
    lines += ["\tld.param.u64 %p, [out];", "\tcvta.to.global.u64 %p, %p;", "\tmov.u32 %t, %tid.x;"]
    lines += list(pre)
    lines += use(vars_)
    lines += list(extra)
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)


def func(name, vars_=(), calls=()):
    lines = [f".func {name}(.param .b64 q)", "{"]
    lines += regs(len(vars_))
    lines += ["\tld.param.b64 %p, [q];", "\tmov.u32 %t, %tid.x;"]
    lines += use(vars_, base=4)
    for c in calls:
        lines += call(c)
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)


def call(fn):
    return ["\t{", "\t.param .b64 arg;", "\tst.param.b64 [arg], %p;", f"\tcall.uni {fn}, (arg);", "\t}"]


def sh(n, name, align=4):
    return f".shared .align {align} .b8 {name}[{n}];\n"


cases = {}

cases["direct"] = sh(16384, "ms") + "\n" + entry("k_direct", ["ms"])

cases["some"] = (sh(1024, "ma") + sh(4096, "mb") + "\n" + entry("k_a", ["ma"]) + entry("k_b", ["mb"]) +
                 entry("k_both", ["ma", "mb"]) + entry("k_none"))

cases["funcs"] = (sh(2048, "fa") + sh(512, "fb") + sh(256, "fc") + "\n" +
                  ".func f_a(.param .b64 q);\n.func f_c(.param .b64 q);\n\n" +
                  func("f_a", ["fa"]) + func("f_two", [], ["f_a"]) + func("f_c", ["fc"]) + func("f_b_uncalled", ["fb"]) +
                  entry("k_calls_fa", [], extra=call("f_a")) +
                  entry("k_calls_two", [], extra=call("f_two")) +
                  entry("k_own_and_fc", ["fa"], extra=call("f_c")) +
                  entry("k_nocall"))

cases["dead"] = (sh(8192, "da") + sh(4096, "db") + sh(2048, "dc") + "\n" +
                 # a load whose result is never used
                 entry("k_deadload", [], pre=["\tld.shared.u32 %v0, [da];"]) +
                 # the address taken, not used
                 entry("k_addr_unused", [], pre=["\tmov.u32 %a0, db;"]) +
                 # the address stored to global, no shared access
                 entry("k_addr_stored", [], pre=["\tmov.u32 %a0, dc;", "\tst.global.u32 [%p], %a0;"]) +
                 # a use in code after ret (unreachable)
                 entry("k_unreachable", [], pre=["\tret;", "\tst.shared.u32 [da], %t;"]))

cases["generic"] = (sh(6144, "ga") + "\n" +
                    entry("k_generic", [], pre=["\tmov.u64 %q, ga;", "\tcvta.shared.u64 %q, %q;", "\tst.u32 [%q], %t;",
                                                "\tld.u32 %v0, [%q+4];", "\tst.global.u32 [%p], %v0;"]))

cases["align"] = (".shared .align 1 .b8 m1[3];\n" + ".shared .align 16 .b8 m16[16];\n" + ".shared .align 128 .b8 m128[4];\n" +
                  ".shared .align 8 .b8 m8[1];\n\n" +
                  entry("k_m1_m16", ["m1", "m16"]) +
                  entry("k_m16_m1", ["m16", "m1"]) +
                  entry("k_m1_m128", ["m1", "m128"]) +
                  entry("k_local4_m16", ["kl", "m16"], local=["\t.shared .align 4 .b8 kl[4];"]) +
                  entry("k_local256_m8", ["kl", "m8"], local=["\t.shared .align 256 .b8 kl[4];"]) +
                  entry("k_all", ["m8", "m128", "m1", "m16"]))

cases["dyn"] = (".extern .shared .align 16 .b8 dyn[];\n" + sh(100, "s100") + "\n" +
                entry("k_dyn", ["dyn"]) +
                entry("k_dyn_s100", ["s100", "dyn"]) +
                entry("k_dyn_local", ["kl", "dyn"], local=["\t.shared .align 4 .b8 kl[4];"]))

# the dynamic array declared but not named by k_s100_only; a 4-aligned one
cases["dyn2"] = (".extern .shared .align 16 .b8 dyn16[];\n" + ".extern .shared .align 4 .b8 dyn4[];\n" + sh(100, "t100") + "\n" +
                 entry("k_s100_only", ["t100"]) +
                 entry("k_s100_dyn4", ["t100", "dyn4"]) +
                 entry("k_s100_dyn16_dyn4", ["t100", "dyn16", "dyn4"]))

cases["big48k"] = sh(49152, "b48") + "\n" + entry("k_48k", ["b48"])
cases["big48k1"] = sh(49153, "b48p") + "\n" + entry("k_48k1", ["b48p"])
cases["big64k"] = sh(32768, "ba") + sh(32768, "bb") + "\n" + entry("k_ba", ["ba"]) + entry("k_bb", ["bb"]) + entry("k_ba_bb", ["ba", "bb"])
cases["big_local_mod"] = sh(16384, "bm") + "\n" + entry("k_local40k_m16k", ["kl", "bm"], local=["\t.shared .align 4 .b8 kl[40960];"])
cases["two_kernels"] = sh(12288, "tw") + "\n" + entry("k_tw1", ["tw"]) + entry("k_tw2", ["tw"])

os.makedirs("shared", exist_ok=True)
for name, body in cases.items():
    with open(f"shared/{name}.ptx", "w") as f:
        f.write(HDR + body)


# ---- jit ----

N = 100


def heavy(directives=""):
    """out[i] = sum_j x[j] * x[(i*7+j) % N] for i < 16, x loaded from in: all N live."""
    lines = [f".visible .entry heavy(.param .u64 in, .param .u64 out){directives}", "{",
             f"\t.reg .f32 %x<{N}>, %s;", "\t.reg .b64 %pi, %po, %o;", "\t.reg .b32 %t;",
             "\tld.param.u64 %pi, [in];", "\tld.param.u64 %po, [out];",
             "\tcvta.to.global.u64 %pi, %pi;", "\tcvta.to.global.u64 %po, %po;",
             "\tmov.u32 %t, %tid.x;", "\tmul.wide.u32 %o, %t, 64;", "\tadd.u64 %po, %po, %o;"]
    for j in range(N):
        lines.append(f"\tld.global.nc.f32 %x{j}, [%pi+{4 * j}];")
    for i in range(16):
        lines.append(f"\tmul.f32 %s, %x0, %x{(i * 7) % N};")
        for j in range(1, N):
            lines.append(f"\tfma.rn.f32 %s, %x{j}, %x{(i * 7 + j) % N}, %s;")
        lines.append(f"\tst.global.f32 [%po+{4 * i}], %s;")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)


LIGHT = """.visible .entry light(.param .u64 in, .param .u64 out)
{
	.reg .b32 %t;
	.reg .b64 %p, %o;
	ld.param.u64 %p, [out];
	cvta.to.global.u64 %p, %p;
	mov.u32 %t, %tid.x;
	mul.wide.u32 %o, %t, 4;
	add.u64 %p, %p, %o;
	st.global.u32 [%p], %t;
	ret;
}
"""

jit = {"base": ""}
for n in (16, 24, 32, 40, 64, 128, 255):
    jit[f"maxnreg{n}"] = f" .maxnreg {n}"
for n in (128, 256, 512, 1024):
    jit[f"maxntid{n}"] = f" .maxntid {n}, 1, 1"
for n in (1, 2, 4, 8):
    jit[f"maxntid256_minncta{n}"] = f" .maxntid 256, 1, 1 .minnctapersm {n}"
jit["minncta4"] = " .minnctapersm 4"
for n in (128, 256, 640):
    jit[f"reqntid{n}"] = f" .reqntid {n}, 1, 1"
jit["reqntid256_minncta4"] = " .reqntid 256, 1, 1 .minnctapersm 4"
jit["maxnreg40_maxntid1024"] = " .maxnreg 40 .maxntid 1024, 1, 1"
os.makedirs("jit", exist_ok=True)
for name, d in jit.items():
    with open(f"jit/{name}.ptx", "w") as f:
        f.write(HDR + heavy(d) + "\n" + LIGHT)
