#!/usr/bin/env python3
"""compare.py H200.txt OTHER.txt [UNFUSED.txt]: per kernel and slot of c_fma outputs, whether
OTHER (cudasim) gives the H200's bits, and, where it does not, whether the H200's are the
unfused evaluation's (UNFUSED: cudasim on gen.py --unfused, every mul/add/sub .rn)."""
import sys


def read(path):
    d = {}
    for line in open(path):
        w = line.split()
        if len(w) > 10 and w[0] == "K":
            d[(w[1], int(w[2]))] = w[3:]
    return d


h = read(sys.argv[1])
o = read(sys.argv[2])
u = read(sys.argv[3]) if len(sys.argv) > 3 else {}
same = 0
for key in sorted(h, key=lambda k: (list(h).index(k))):
    a, b = h[key], o.get(key)
    if a == b:
        same += 1
        continue
    lanes = [i for i in range(64) if b is None or a[i] != b[i]]
    tag = ""
    if key in u:
        tag = "H200=unfused" if u[key] == a else ("sim=unfused" if u[key] == b else "neither unfused")
    print(f"{key[0]} slot {key[1]}: {len(lanes)} lanes differ ({tag}) first lane {lanes[0]}: H200 {a[lanes[0]]} other {b[lanes[0]] if b else '-'}")
print(f"{same} of {len(h)} slots equal")
