#!/usr/bin/env python3
"""Derives internal/module's form rules from the H200's verdicts.

usage: derive-rules.py FORMS TESTDATA h200.txt.gz... > internal/module/formrules_table.go

FORMS is `go run ./tools/verdictforms`'s output. A rule is an opcode, a set of one to three of
its modifiers ("#N": N operands) and the lowest target it holds below (0: every target): every
recorded form holding them was refused under those targets with the same first ptxas message,
and none was accepted. Rules are chosen greedily, most forms first, fewest modifiers first, until
every refused form whose first message some rule can give is covered. Output lines:
OP MOD[,MOD...] MINSM MESSAGE
"""
import gzip, itertools, re, sys, collections

# the type names of internal/module's isFormType
TYPES = set('b8 u8 s8 e4m3 e5m2 e2m3x2 e3m2x2 e2m1x2 b16 u16 s16 f16 bf16 e4m3x2 e5m2x2 b32 u32 s32 f32 '
            'f16x2 bf16x2 tf32 b64 u64 s64 f64 b128 pred texref samplerref surfref f32x2 s16x2 u16x2 ue8m0x2'.split())

def positional(mods):
    """A type before an instruction's last type is its destination's (cvt.s32.f32,
    set.eq.u32.f32): written "=s32" so that rules tell the two apart."""
    last = max((i for i, m in enumerate(mods) if m in TYPES), default=-1)
    return ['=' + m if m in TYPES and i < last else m for i, m in enumerate(mods)]

def parse_forms(path):
    forms, cur, after = {}, None, False
    for line in open(path):
        if line.startswith('//@@ '):
            cur, after = line.split()[1], False
        elif line.startswith('setp.ne.u32 %p3'):
            after = True
        elif after:
            ins = line.strip().rstrip(';')
            head, _, ops = ins.partition(' ')
            parts = head.split('.')
            depth, n = 0, 1 if ops.strip() else 0
            for ch in ops:
                depth += ch in '[{'
                depth -= ch in ']}'
                n += ch == ',' and depth == 0
            forms[cur] = (parts[0], frozenset(positional(parts[1:]) + ['#%d' % n]), int(cur.rsplit('_', 1)[1]))
            after = False
    return forms

def corpus(root):
    """The instruction forms of every PTX file under root: (op, mods, target) for each."""
    import os
    out = set()
    for dirpath, _, files in os.walk(root):
        for fn in files:
            if not (fn.endswith('.ptx') or fn.endswith('.ptx.gz')):
                continue
            path = os.path.join(dirpath, fn)
            try:
                text = (gzip.open if fn.endswith('.gz') else open)(path, 'rt', errors='replace').read()
            except OSError:
                continue
            m = re.search(r'\.target\s+sm_(\d+)', text)
            sm = int(m.group(1)) if m else 90
            text = re.sub(r'//[^\n]*', '', text)
            for stmt in text.split(';'):
                stmt = stmt.strip().lstrip('{').strip()
                stmt = re.sub(r'^@!?\S+\s+', '', stmt)
                mm = re.match(r'([a-z][a-z0-9_]*)((?:\.[A-Za-z0-9_:]+)*)\s*(.*)$', stmt, re.S)
                if not mm or stmt.startswith('.'):
                    continue
                mods = [x for x in mm.group(2).split('.') if x]
                ops = mm.group(3)
                depth, n = 0, 1 if ops.strip() else 0
                for ch in ops:
                    depth += ch in '[{('
                    depth -= ch in ']})'
                    n += ch == ',' and depth == 0
                out.add((mm.group(1), frozenset(positional(mods) + ['#%d' % n]), sm))
    return out

def fnv(op, mod):
    """ptx.FormKey: FNV-1a of op, '.', mod."""
    h = 2166136261
    for c in (op + '.' + mod).encode():
        h = ((h ^ c) * 16777619) & 0xffffffff
    return h

def gostr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def main():
    forms = parse_forms(sys.argv[1])
    real = corpus(sys.argv[2])
    for i, (op, mods, sm) in enumerate(sorted(real, key=str)):
        forms['corpus%d_%d' % (i, sm)] = (op, mods, sm)
    # (opcode, modifier) pairs real code uses: a rule needs one pair outside them, so that
    # the loader's filter (ptx.MayUse) lets ordinary modules load without parsing their bodies
    common = {(op, m.lstrip('=')) for op, mods, _ in real for m in mods}
    verdict = {}
    for path in sys.argv[3:]:
        op = gzip.open if path.endswith('.gz') else open
        for line in op(path, 'rt'):
            p = line.rstrip('\n').split(' ', 2)
            if p[0] in ('L', 'DEADLINE') or p[1] == 'CRASH':
                continue
            rc = int(p[1])
            m = re.search(r'error   : ([^|]*)', p[2] if len(p) > 2 else '')
            verdict[p[0]] = (rc, m.group(1).strip() if m else '')
    # forms by opcode
    byop = collections.defaultdict(list)
    for name, (op, mods, sm) in forms.items():
        # a form not recorded (or whose load crashed the driver) counts as accepted: no rule
        # may refuse it
        byop[op].append((name, mods, sm) + verdict.get(name, (0, '')))
    rules = []
    for op, fs in sorted(byop.items()):
        # candidate keys: subsets of one to three modifiers of a refused form, with the forms
        # they match
        keys = collections.defaultdict(list)
        for i, f in enumerate(fs):
            if f[3] != 0 and f[4]:
                for k in (1, 2, 3):
                    for key in itertools.combinations(sorted(f[1]), k):
                        keys[key] = None
        for key in list(keys):
            if all((op, m.lstrip('=')) in common for m in key):
                del keys[key]
                continue
            ks = set(key)
            keys[key] = [i for i, f in enumerate(fs) if ks <= f[1]]
        covered = set()
        while True:
            best = None
            for key, match in keys.items():
                live = [i for i in match if i not in covered]
                msgs = {fs[i][4] for i in live if fs[i][3] != 0}
                if len(msgs) != 1 or any(fs[i][3] != 0 and not fs[i][4] for i in live):
                    continue
                acc = [fs[i][2] for i in match if fs[i][3] == 0]
                ref = [fs[i][2] for i in live if fs[i][3] != 0]
                minsm = 0
                if acc:
                    minsm = max(ref) + 1
                    if minsm > min(acc):
                        continue
                new = [i for i in live if fs[i][3] != 0 and fs[i][2] < (minsm or 1000)]
                score = (len(new), -len(key))
                if new and (best is None or score > best[0]):
                    best = (score, key, minsm, msgs.pop(), new)
            if best is None:
                break
            _, key, minsm, msg, new = best
            covered.update(new)
            rules.append((op, ','.join(key), minsm, msg, len(new)))
    print('// Code generated by testdata/conformance/verdicts/derive-rules.py from the H200\'s verdicts; DO NOT EDIT.\n')
    print('package module\n')
    print('// formRules are the form rules by opcode (formrules.go), each opcode\'s a decision list,')
    print('// sorted by opcode: static data, nothing built at process start.')
    print('var formRules = []opcodeRules{')
    byop = collections.defaultdict(list)
    for r in rules:
        byop[r[0]].append(r)
    for op in sorted(byop):
        print('\t{%s, []formRule{' % gostr(op))
        for _, key, minsm, msg, _ in byop[op]:
            mods = key.split(',')
            keys = ', '.join('0x%08x' % fnv(op, m.lstrip('=')) for m in mods)
            print('\t\t{with: []string{%s}, keys: []uint32{%s}, minSM: %d, msg: %s},' % (
                ', '.join(gostr(m) for m in mods), keys, minsm, gostr(msg)))
        print('\t}},')
    print('}')
    print('%d rules, covering %d refused forms' % (len(rules), sum(r[4] for r in rules)), file=sys.stderr)

main()
