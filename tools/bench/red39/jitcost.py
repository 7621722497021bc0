#!/usr/bin/env python3
# jitcost.py CALLGRIND_OUT CODE_BASE DISASM [CTAS]: the self cost of each instruction of a
# kernel's compiled code, per CTA. CALLGRIND_OUT is callgrind's output with --dump-instr=yes
# (the code has no symbols: callgrind puts it in the object ???); CODE_BASE the code's first
# address under valgrind (the lowest ??? address, hex; the kernel's run at offset 0 is entered
# first); DISASM `objdump -D -b binary -mi386:x86-64` of the code's bytes, which
# dumpcode_test.go.txt writes (copy it into sim/ as a _test.go file, run it with RED39K=reduce,
# delete it). Prints "cost-per-CTA  offset: bytes  instruction" for each instruction that ran.
import re, sys, collections

out, base, dis = sys.argv[1], int(sys.argv[2], 16), sys.argv[3]
ctas = int(sys.argv[4]) if len(sys.argv) > 4 else 12288
names, cost = {}, collections.Counter()
addr = line = 0
obj = None
skip = False


def pos(tok, prev):
    if tok == '*':
        return prev
    if tok[0] in '+-':
        return prev + int(tok, 0)
    return int(tok, 0)


for l in open(out):
    l = l.rstrip('\n')
    if not l:
        continue
    m = re.match(r'c?ob=\((\d+)\)(?: (.*))?', l)
    if m:
        if m.group(2):
            names[m.group(1)] = m.group(2)
        if l.startswith('ob='):
            obj = names.get(m.group(1))
        continue
    if l.startswith('calls='):
        skip = True  # the next line is the call's inclusive cost
        continue
    if l[0] in '0123456789+-*':
        t = l.split()
        addr = pos(t[0], addr)
        if len(t) > 2:
            line = pos(t[1], line)
        if skip:
            skip = False
            continue
        if obj == '???':
            cost[addr - base] += int(t[-1])
for l in open(dis):
    m = re.match(r'\s*([0-9a-f]+):\t(.*)', l)
    if m and cost.get(int(m.group(1), 16)):
        print('%8.2f %s' % (cost[int(m.group(1), 16)] / ctas, l.rstrip()[:110]))
