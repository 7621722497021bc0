#!/usr/bin/env python3
"""Writes outcomes.tsv.gz: numba-cuda 0.30.4's tests, one a line: test, outcome natively (the
H100), which run that came from, outcome on cudasim's drop-in, reasons. Outcomes are pytest's
(PASSED, FAILED, ERROR, SKIPPED, XFAIL, XPASS), or "-" for no finished run. Native sources:
window A's two runs, both on the real driver (pytest-h100.txt.gz, run 1, and
pytest-h100-as-sim.txt.gz, run 2, which was meant for the drop-in: README.md), then probe
clients33-c's outcomes-rest-h200.tsv (C). cudasim's: clients33-c's outcomes-full-sim.tsv. The
test list is session 10's complete run on the H200 (../w2-s10/pytest-h200.txt.gz: 1,993).
Window C's files are in c33/ (its outcome files, gzipped or not):
    python3 outcomes.py c33"""
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
    if not os.path.exists(path):
        path += ".gz"
    if os.path.exists(path):
        for ln in (gzip.open if path.endswith(".gz") else open)(path, "rt"):
            f = ln.rstrip("\n").split("\t")
            if len(f) >= 6 and not f[2].endswith(" [subtest]"):
                out[f[2]] = (f[3], f[5])
    return out


def named(stream, tests):
    """stream with each name that is not one of tests replaced by the test it is the class and
    method of, where one test is (clients33-c's plugin named an inherited method by the file
    that defines it: support.py::TestLowLevelExtending::test_func1_isolated)."""
    by_tail = {}
    for t in tests:
        by_tail.setdefault(t[t.find("::"):], []).append(t)
    out = {}
    for name, v in stream.items():
        if name not in tests and len(by_tail.get(name[name.find("::"):], [])) == 1:
            name = by_tail[name[name.find("::"):]][0]
        out[name] = v
    return out


def main():
    tests = sorted(from_log(os.path.join(HERE, "..", "w2-s10", "pytest-h200.txt.gz")))
    runs = [("1", from_log(os.path.join(HERE, "pytest-h100.txt.gz"))),
            ("2", from_log(os.path.join(HERE, "pytest-h100-as-sim.txt.gz")))]
    c = sys.argv[1] if len(sys.argv) > 1 else ""
    rest = named(from_stream(os.path.join(c, "outcomes-rest-h200.tsv")), set(tests)) if c else {}
    sim = named(from_stream(os.path.join(c, "outcomes-full-sim.tsv")), set(tests)) if c else {}
    rows, disagree = [], []
    for t in tests:
        native = [(name, o[t]) for name, o in runs if t in o]
        if len({o for _, o in native}) > 1:
            disagree.append(t)
        h100, src = (native[0][1], "+".join(n for n, _ in native)) if native else ("-", "-")
        if t in rest:
            h100, src = rest[t][0], (src + "+C").lstrip("-+")
        why = [f"h100: {rest[t][1]}"] if t in rest and rest[t][1] else []
        if t in rest and native and native[0][1] != rest[t][0]:
            why.append(f"h100 in window A: {native[0][1]}")
        if t in sim and sim[t][1]:
            why.append(f"sim: {sim[t][1]}")
        rows.append("\t".join([t, h100, src, sim[t][0] if t in sim else "-", " | ".join(why)]))
    data = ("test\th100\tfrom\tsim\treason\n" + "\n".join(rows) + "\n").encode()
    with open(os.path.join(HERE, "outcomes.tsv.gz"), "wb") as f:
        f.write(gzip.compress(data, 9, mtime=0))
    for i, side in ((1, "h100"), (3, "sim")):
        counts = {}
        for r in rows:
            o = r.split("\t")[i]
            counts[o] = counts.get(o, 0) + 1
        print(side, " ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print("native runs disagree on", len(disagree), disagree[:5])


if __name__ == "__main__":
    main()
