#!/usr/bin/env python3
"""figures.py PTXDIR [ptxas.tsv] [native.tsv]: reloc38's figures (README.md).

ptxas.tsv (FILE MODE REGS KERNEL, MODE whole, rel or m1: regs.sh) gives, for each kernel once, how
the relocatable compile compares with the whole one and with the whole one under .minnctapersm 1,
by the kernel's directives in PTXDIR/FILE: a block bound (.maxntid or .reqntid) without
.minnctapersm ("bound"), with it ("minncta"), or neither ("none"). native.tsv (reloc.c's FILE
MODE REGS KERNEL, MODE load or link) gives the driver's linked against loaded counts, and against
ptxas's relocatable and whole ones."""
import collections, re, sys

def directives(path):
    txt = open(path).read()
    out = {}
    for m in re.finditer(r'\.entry\s+(\S+?)\s*\(', txt):
        hdr = txt[txt.find(')', m.end()):txt.find('{', m.end())]
        out[m.group(1)] = 'minncta' if '.minnctapersm' in hdr else ('bound' if re.search(r'\.(maxntid|reqntid)\b', hdr) else 'none')
    return out

def read(path):
    rows = collections.defaultdict(dict)
    for line in open(path):
        f = line.rstrip('\n').split('\t')
        if len(f) == 4 and f[2].lstrip('-').isdigit():
            rows[(f[0], f[3])][f[1]] = int(f[2])
    return rows

def cmp(a, b):
    return 'same' if a == b else ('more' if a > b else 'fewer')

def main():
    ptxdir = sys.argv[1]
    cats = {}
    def cat(file, kernel):
        if file not in cats:
            cats[file] = directives(ptxdir + '/' + file)
        return cats[file].get(kernel, '?')
    ptxas = read(sys.argv[2]) if len(sys.argv) > 2 else {}
    seen, n = set(), collections.Counter()
    for (file, kernel), r in sorted(ptxas.items()):
        if kernel in seen or not {'whole', 'rel', 'm1'} <= r.keys():
            continue
        seen.add(kernel)
        c = cat(file, kernel)
        n[(c, 'rel vs whole', cmp(r['rel'], r['whole']))] += 1
        n[(c, 'rel vs m1', cmp(r['rel'], r['m1']))] += 1
        n[('all', 'rel vs whole', cmp(r['rel'], r['whole']))] += 1
        n[('all', 'rel vs m1', cmp(r['rel'], r['m1']))] += 1
    if len(sys.argv) > 3:
        seen = set()
        for (file, kernel), r in sorted(read(sys.argv[3]).items()):
            if kernel in seen or not {'load', 'link'} <= r.keys():
                continue
            seen.add(kernel)
            c, p = cat(file, kernel), ptxas.get((file, kernel), {})
            for k in (c, 'all'):
                n[(k, 'link vs load', cmp(r['link'], r['load']))] += 1
                if 'rel' in p:
                    n[(k, 'link vs ptxas rel', cmp(r['link'], p['rel']))] += 1
                    n[(k, 'load vs ptxas whole', cmp(r['load'], p['whole']))] += 1
    groups = collections.defaultdict(dict)
    for (c, what, how), v in n.items():
        groups[(c, what)][how] = v
    for (c, what), d in sorted(groups.items()):
        tot = sum(d.values())
        print(f"{c:8} {what:20} {tot:5} kernels: " + ", ".join(f"{h} {d.get(h, 0)} ({100 * d.get(h, 0) / tot:.1f}%)" for h in ('same', 'more', 'fewer')))

main()
