#!/usr/bin/env python3
"""mkparts.py: writes parts.ptx from sim/testdata/bench/bench.ptx's reduce, cut after each phase
(each cut kernel ends with the labels its branches need and a ret), plus an empty kernel with
reduce's parameters. Run in tools/bench/lanes26."""
import re

src = open('../../../sim/testdata/bench/bench.ptx').read()
start = src.index('.visible .entry reduce(')
red = src[start:src.index('\n}\n', start) + 3]
hdr = '\n'.join(l for l in src[:src.index('.visible')].splitlines()
                if l.startswith(('.version', '.target', '.address_size'))) + '\n\n'
lines = red.splitlines()


def variant(name, stop_at):
    out = []
    for l in lines:
        if stop_at in l:
            break
        out.append(l.replace('reduce', name))
    body = '\n'.join(out)
    need = set(re.findall(r'bra\s+(\$L__BB3_\d+);', body)) - set(re.findall(r'^(\$L__BB3_\d+):', body, re.M))
    for lab in sorted(need):
        body += '\n' + lab + ':'
    return body + '\n\tret;\n\n}\n'


parts = [variant('r_load', 'bar.sync \t0;'),  # the global load, the shared store
         variant('r_bar', 'setp.lt.u32 \t%p2'),  # + the first barrier
         variant('r_tree', '$L__BB3_7:'),  # + the tree and its barriers
         variant('r_shfl', 'setp.ne.s32 \t%p11'),  # + the shuffle tail, no store
         red.replace('reduce', 'r_full')]
empty = ('.visible .entry r_empty(\n\t.param .u64 r_empty_param_0,\n\t.param .u64 r_empty_param_1,\n'
         '\t.param .u32 r_empty_param_2\n)\n{\n\tret;\n\n}\n')
head = ("// tools/bench/lanes26/parts.ptx: sim/testdata/bench/bench.ptx's reduce cut after each phase\n"
        "// (mkparts.py made it): r_empty (a ret), r_load (the global load and the shared store), r_bar\n"
        "// (+ the first bar.sync), r_tree (+ the tree and its barriers), r_shfl (+ the shuffle tail, no\n"
        "// store), r_full (the whole kernel). parts.c times each on reduce's grid.\n")
open('parts.ptx', 'w').write(head + hdr + empty + '\n' + '\n'.join(parts))
