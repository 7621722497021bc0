#!/usr/bin/env python3
"""pairs42.py SET H.json SIM.json...: the MUL/ADD pairs the GPU fused that cudasim does not, from
fusesearch.py (../fma41) run once against the H100's golden (H.json) and once against cudasim's
own output of the same kernels (SIM.json): a candidate labelled fused in H.json and not in
SIM.json. Prints `SET KERNEL MUL ADD` lines (pairs.txt) and, on stderr, the statements and the
pairs cudasim fuses that the GPU did not."""
import json, sys


def load_sets(args):
    """Yields (SET, H, SIM) for each SET H.json SIM.json triple of args, the JSON loaded."""
    for i in range(0, len(args), 3):
        s, hp, sp = args[i:i + 3]
        yield s, json.load(open(hp)), json.load(open(sp))


if __name__ == '__main__':
    for s, H, S in load_sets(sys.argv[1:]):
        for k in H:
            st = H[k]['stmts']
            hf = {(c[0], c[2]) for c in H[k]['cands'] if c[4] == 'fused'}
            sf = {(c[0], c[2]) for c in S[k]['cands'] if c[4] == 'fused'}
            if H[k]['residual']:
                print(f'# {s} {k}: residual slots {H[k]["residual"]} (no set of fusions gives the GPU bits)', file=sys.stderr)
            for a, m in sorted(hf - sf):
                print(s, k, m, a)
                print(f'# {s} {k} GPU only: MUL {m} {st[m]} | ADD {a} {st[a]}', file=sys.stderr)
        for a, m in sorted(sf - hf):
            print(f'# {s} {k} cudasim only: MUL {m} {st[m]} | ADD {a} {st[a]}', file=sys.stderr)
