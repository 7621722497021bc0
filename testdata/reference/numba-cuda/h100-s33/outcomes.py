#!/usr/bin/env python3
"""Writes outcomes.tsv.gz: numba-cuda 0.30.4's tests, one a line: test, outcome natively (the
H100), outcome on cudasim's drop-in, and where each came from. Outcomes are pytest's (PASSED,
FAILED, ERROR, SKIPPED, XFAIL, XPASS), or "-" for a test a run never finished. Sources: window
A's pytest logs (pytest-h100.txt.gz, pytest-sim.txt.gz; both runs were stopped by their time
limit), then, where given, a later run's outcome_stream files (outcomes-rest-h200.tsv and
outcomes-rest-sim.tsv of probe clients33-c), whose outcome replaces "-" and adds the reason.
The test list is session 10's complete run on the H200 (../w2-s10/pytest-h200.txt.gz: 1,993).
    python3 outcomes.py [DIR-WITH-REST-FILES]"""
import gzip
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LINE = re.compile(r"^\[gw\d+\] \[\s*\d+%\] (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS) (\S+)")


def short(nodeid):
    i = nodeid.find("numba/cuda/tests/")
    return nodeid[i + len("numba/cuda/tests/"):] if i >= 0 else nodeid


def from_log(path):
    out = {}
    with gzip.open(path, "rt", errors="replace") as fh:
        for ln in fh:
            m = LINE.match(ln)
            if m:
                t = short(m.group(2))
                # a test's ERROR at teardown follows its PASSED: keep the worst
                if not (out.get(t) in ("FAILED", "ERROR") and m.group(1) == "PASSED"):
                    out[t] = m.group(1)
    return out


def from_stream(path):
    out = {}
    if os.path.exists(path):
        for ln in open(path):
            f = ln.rstrip("\n").split("\t")
            if len(f) >= 6 and not f[2].endswith(" [subtest]"):
                out[f[2]] = (f[3], f[5])
    return out


def main():
    tests = sorted(from_log(os.path.join(HERE, "..", "w2-s10", "pytest-h200.txt.gz")))
    sides = [from_log(os.path.join(HERE, f"pytest-{s}.txt.gz")) for s in ("h100", "sim")]
    rest = [{}, {}]
    if len(sys.argv) > 1:
        rest = [from_stream(os.path.join(sys.argv[1], f"outcomes-rest-{s}.tsv")) for s in ("h200", "sim")]
    rows = []
    for t in tests:
        row, why = [t], []
        for a, c in zip(sides, rest):
            if t in a:
                row.append(a[t])
                src = "A"
            elif t in c:
                row.append(c[t][0])
                src = "C"
            else:
                row.append("-")
                src = "-"
            if t in c and c[t][1]:
                why.append(c[t][1])
            row.append(src)
        row.append(" | ".join(dict.fromkeys(why)))
        rows.append("\t".join(row))
    data = ("test\th100\tfrom\tsim\tfrom\treason\n" + "\n".join(rows) + "\n").encode()
    with open(os.path.join(HERE, "outcomes.tsv.gz"), "wb") as f:
        f.write(gzip.compress(data, 9, mtime=0))
    for i, side in ((1, "h100"), (3, "sim")):
        counts = {}
        for r in rows:
            o = r.split("\t")[i]
            counts[o] = counts.get(o, 0) + 1
        print(side, " ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
