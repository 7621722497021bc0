#!/usr/bin/env python3
"""tma12 window 1: one kernel per cuda::ptx wrapper overload of the CUDA toolkit's headers.

For each header of cuda/__ptx/instructions/generated/ this reads the documented prototypes
(the comment block before each overload), keeps those for SM_90 or older, writes a .cu with one
extern "C" kernel per overload and choice of its .sem/.scope/... tags (at most CAP), and compiles
it to PTX for sm_90a; kernels nvcc refuses are dropped and the file compiled again. Outputs in
OUTDIR: NAME.cu (calls only), NAME.ptx, NAME.index (kernel -> the form, kept out of the repo),
NAME.dropped (kernels nvcc refused, with its first message), summary.txt.
usage: ptxgen.py HEADERDIR OUTDIR [JOBS]
"""
import concurrent.futures, itertools, os, re, subprocess, sys

CAP = 24
CCCL = ''
BLOCK = re.compile(r'/\*\n(//(?:(?!\*/)[^\n]*\n)+?)(template\s*<[^\n]*>\s*\n)?__device__ static inline ([^\n(]*?)\s*(\w+)\(\s*(.*?)\);\s*\n\*/', re.S)

def split_top(s, sep=','):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '<([':
            depth += 1
        elif ch in '>)]':
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out

def concrete(name):
    for w, t in (('128', '__int128'), ('64', 'uint64_t'), ('32', 'uint32_t'), ('16', 'uint16_t'), ('8', 'uint8_t')):
        if w in name:
            return t
    return 'uint32_t'

def tag_value(kind, v):
    v = v.lstrip('.')
    if kind == 'space':
        v = {'shared::cta': 'shared', 'shared::cluster': 'cluster'}.get(v, v)
    v = v.replace('::', '_')
    return 'cuda::ptx::%s_%s' % (kind, v)

def instances(comment, tmpl, ret, name, params):
    lines = []
    for l in comment.strip().split('\n'):
        if l.startswith('//'):
            lines.append(l[2:].strip())
        elif lines:
            lines[-1] += ' ' + l.strip()  # a wrapped line
    while len(lines) > 1 and not lines[1].startswith('.'):
        lines[0] += ' ' + lines.pop(1)  # the form goes on to the first .name = { ... } line
    form = lines[0]
    sms = [int(n) for n, _ in re.findall(r'SM_(\d+)([a-z]?)', form)]
    if not sms or min(sms) > 90:
        return form, None
    dots = {}
    for l in lines[1:]:
        m = re.match(r'\.(\w+)\s*=\s*\{(.*)\}', l)
        if m:
            dots[m.group(1)] = [x.strip() for x in m.group(2).split(',') if x.strip()]
    types, choices = {}, {}
    if tmpl:
        for p in split_top(tmpl.strip()[len('template'):].strip()[1:-1]):
            p = p.split('=')[0].strip()
            if p.startswith('typename') or p.startswith('class'):
                parts = p.split()
                if len(parts) > 1:
                    t = concrete(parts[1])
                    if t is None:
                        return form, None
                    types[parts[1]] = t
            m = re.match(r'cuda::ptx::dot_(\w+)\s+(\w+)', p)
            if m:
                choices[m.group(2)] = m.group(1)
    ps = split_top(params)
    tagparams = {}
    for p in ps:
        m = re.match(r'cuda::ptx::(\w+)_t<(\w+)>\s*(\w*)', p)
        if m and m.group(2) in choices:
            tagparams[m.group(2)] = (m.group(1), m.group(3) or m.group(1))
    axes = []
    for tp, kind in choices.items():
        key = tagparams.get(tp, (kind, kind))[1]
        vals = dots.get(key) or dots.get(kind) or dots.get(tp.lower())
        if not vals:
            return form, None
        axes.append([(tp, tag_value(tagparams.get(tp, (kind,))[0], v)) for v in vals])
    out = []
    for combo in itertools.islice(itertools.product(*axes), CAP):
        pick = dict(combo)
        decls, args, sinks = [], [], []
        ok = True
        for i, p in enumerate(ps):
            q = p
            for tn, t in types.items():
                q = re.sub(r'\b%s\b' % tn, t, q)
            m = re.match(r'cuda::ptx::(\w+)_t<(\w+)>', q)
            if m:
                if m.group(2) in pick:
                    args.append(pick[m.group(2)])
                elif m.group(1) == 'n32':
                    args.append('cuda::ptx::n32_t<0>{}')
                else:
                    ok = False
                continue
            m = re.match(r'cuda::ptx::(\w+)_t\s*(\w*)$', q)
            if m:
                args.append('cuda::ptx::' + m.group(1))
                continue
            m = re.match(r'(const\s+)?([\w:]+)\s*\(&\s*(\w+)\)\[(\d+)\]$', q)
            if m:
                decls.append('%s a%d[%s] = {};' % (m.group(2), i, m.group(4)))
                args.append('a%d' % i)
                if not m.group(1):
                    sinks += ['a%d[%d]' % (i, j) for j in range(int(m.group(4)))]
                continue
            m = re.match(r'(const\s+)?([\w:]+)\s*(\*+)\s*(\w+)$', q)
            if m:
                args.append('(%s%s%s)gp' % (m.group(1) or '', m.group(2), m.group(3)))
                continue
            m = re.match(r'(const\s+)?([\w:]+)\s*(&?)\s*(\w+)$', q)
            if m:
                decls.append('%s v%d = (%s)u;' % (m.group(2), i, m.group(2)))
                args.append('v%d' % i)
                if m.group(3) and not m.group(1):
                    sinks.append('v%d' % i)
                continue
            ok = False
        if not ok:
            return form, None
        call = 'cuda::ptx::%s(%s)' % (name, ', '.join(args))
        body = decls + ([call + ';'] if ret.strip() == 'void' else ['auto r = %s;' % call, 'sink(out, r);'])
        body += ['sink(out, %s);' % s for s in sinks]
        out.append(body)
    return form, out

def build(path, outdir):
    base = os.path.basename(path)[:-2]
    text = open(path).read()
    kernels, index, skipped = [], [], 0
    for comment, tmpl, ret, name, params in BLOCK.findall(text):
        form, inst = instances(comment, tmpl, ret, name, params)
        if inst is None:
            skipped += 1
            continue
        for body in inst:
            k = 'k_%s_%d' % (base, len(kernels))
            kernels.append((k, body))
            index.append('%s\t%s' % (k, form))
    if not kernels:
        return base, 0, 0, skipped
    dropped = {}
    cu, ptx = os.path.join(outdir, base + '.cu'), os.path.join(outdir, base + '.ptx')
    for attempt in range(6):
        lines = ['#include <cuda/ptx>', '#include <stdint.h>',
                 'template <class T> __device__ void sink(char *out, T v) { memcpy(out, &v, sizeof v); }']
        owner = {}
        for k, body in kernels:
            if k in dropped:
                continue
            lines.append('extern "C" __global__ void %s(char *out, void *gp, uint32_t u) {' % k)
            for b in body:
                owner[len(lines) + 1] = k
                lines.append('  ' + b)
            lines.append('}')
        open(cu, 'w').write('\n'.join(lines) + '\n')
        r = subprocess.run(['nvcc', '-arch=sm_90a', '-std=c++17', '-ptx', '-w', '-I' + CCCL, '-o', ptx, cu], capture_output=True, text=True)
        if r.returncode == 0:
            break
        bad = {}
        for l in r.stderr.split('\n'):
            for m in re.finditer(r'%s\((\d+)\)|at line (\d+) of [^\s]*%s' % (re.escape(base + '.cu'), re.escape(base + '.cu')), l):
                n = int(m.group(1) or m.group(2))
                if n in owner:
                    bad.setdefault(owner[n], l.strip()[:300])
        if not bad:
            open(os.path.join(outdir, base + '.nvcc.log'), 'w').write(r.stderr[-4000:])
            return base, len(kernels), -1, skipped
        dropped.update(bad)
    open(os.path.join(outdir, base + '.index'), 'w').write('\n'.join(index) + '\n')
    open(os.path.join(outdir, base + '.dropped'), 'w').write(''.join('%s\t%s\n' % kv for kv in sorted(dropped.items())))
    return base, len(kernels), len(kernels) - len(dropped) if os.path.exists(ptx) else -1, skipped

def main():
    global CCCL
    hdr, outdir = sys.argv[1], sys.argv[2]
    CCCL = os.path.normpath(os.path.join(hdr, '../../../..'))  # the directory holding cuda/
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    os.makedirs(outdir, exist_ok=True)
    files = sorted(os.path.join(hdr, f) for f in os.listdir(hdr) if f.endswith('.h'))
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        res = list(ex.map(lambda p: build(p, outdir), files))
    with open(os.path.join(outdir, 'summary.txt'), 'w') as f:
        for base, n, ok, skipped in res:
            f.write('%s kernels %d compiled %d prototypes-skipped %d\n' % (base, n, ok, skipped))
    print(open(os.path.join(outdir, 'summary.txt')).read())

if __name__ == '__main__':
    main()
