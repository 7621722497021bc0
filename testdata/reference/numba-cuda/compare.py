#!/usr/bin/env python3
# Compares two pytest -v logs (xdist) of numba-cuda's suite: outcome counts
# of each, and every test that passed in the first (the H200) and did not
# pass in the second (cudasim), with the reason from the second's short
# summary, grouped by that reason.
#   compare.py pytest-h200.txt.gz pytest-sim.txt.gz
import collections
import gzip
import re
import sys

OUTCOMES = ("PASSED", "FAILED", "ERROR", "SKIPPED", "XFAIL", "XPASS")
LINE = re.compile(r"^\[gw\d+\] \[\s*\d+%\] (" + "|".join(OUTCOMES) + r") (\S+)")
SUMMARY = re.compile(r"^(FAILED|ERROR) (\S+)(?: - (.*))?$")


def short(nodeid):
    i = nodeid.find("numba/cuda/tests/")
    return nodeid[i + len("numba/cuda/tests/"):] if i >= 0 else nodeid


def read(path):
    opener = gzip.open if path.endswith(".gz") else open
    outcome, reason = {}, {}
    with opener(path, "rt", errors="replace") as fh:
        for ln in fh:
            ln = ln.rstrip("\n")
            m = LINE.match(ln)
            if m:
                # a test's ERROR at teardown follows its PASSED: keep the worst
                t = short(m.group(2))
                if outcome.get(t) in ("FAILED", "ERROR") and m.group(1) == "PASSED":
                    continue
                outcome[t] = m.group(1)
                continue
            m = SUMMARY.match(ln)
            if m:
                reason[short(m.group(2))] = (m.group(3) or m.group(1))[:300]
    return outcome, reason


def main():
    a, b = sys.argv[1], sys.argv[2]
    oa, _ = read(a)
    ob, rb = read(b)
    for name, o in ((a, oa), (b, ob)):
        c = collections.Counter(o.values())
        print(f"{name}: {len(o)} tests ran: " + ", ".join(f"{k.lower()} {c[k]}" for k in OUTCOMES if c[k]))
    both = set(oa) & set(ob)
    print(f"in both: {len(both)}; passed in both: {sum(1 for t in both if oa[t] == ob[t] == 'PASSED')}")
    worse = sorted(t for t in both if oa[t] == "PASSED" and ob[t] in ("FAILED", "ERROR"))
    other = sorted(t for t in both if oa[t] == "PASSED" and ob[t] not in ("PASSED", "FAILED", "ERROR"))
    better = sorted(t for t in both if ob[t] == "PASSED" and oa[t] != "PASSED")
    print(f"passed on the first, failed on the second: {len(worse)}")
    groups = collections.defaultdict(list)
    for t in worse:
        r = rb.get(t, "?")
        key = re.sub(r"0x[0-9a-f]+|\d+", "N", r)[:160]
        groups[key].append(t)
    for key, ts in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"\n== {len(ts)}: {key}")
        for t in ts:
            print(f"   {t}")
    if other:
        print(f"\npassed on the first, {len(other)} otherwise (skipped...) on the second:")
        for t in other:
            print(f"   {ob[t]} {t}")
    if better:
        print(f"\npassed on the second only: {len(better)}")
        for t in better:
            print(f"   {oa[t]} {t}")


if __name__ == "__main__":
    main()
