#!/usr/bin/env python3
"""Writes outcomes-bindings.tsv.gz and outcomes-core.tsv.gz here: each test of the suite, one a
line: test, outcome on the real driver, outcome on cudasim's drop-in, reasons ("native: ... |
sim: ..."). Outcomes are pytest's (PASSED, FAILED, ERROR, SKIPPED, XFAIL, XPASS), or "-" where
that run did not finish the test. The sources are windows' outcome streams (outcome_stream.py's
files, gzipped or not) in each DIR, a later DIR's outcome of a test replacing an earlier one's on
its side; cuda.core's include the separate run of its memory tests (outcomes-memory-*, py34b-c).
Test ids lose the probe's folder (examples are named from bt/ on):
    python3 outcomes.py DIR..."""
import gzip
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WORST = {o: i for i, o in enumerate(("PASSED", "XFAIL", "XPASS", "SKIPPED", "FAILED", "ERROR"))}


SUITES = {"bindings": ("bindings",), "core": ("core", "memory")}


def from_stream(path):
    """test -> (outcome, reason), a test reported twice (an error at teardown after it passed)
    keeping its worse outcome; subtests' failures are left to their test. No file: nothing."""
    out = {}
    if not os.path.exists(path):
        path += ".gz"
    if not os.path.exists(path):
        return out
    with (gzip.open if path.endswith(".gz") else open)(path, "rt", errors="replace") as fh:
        for ln in fh:
            f = ln.rstrip("\n").split("\t")
            if len(f) < 6 or f[3] not in WORST or f[2].endswith(" [subtest]"):
                continue
            test = re.sub(r"\[/\S*?/(bt/)", r"[\1", f[2])
            if test in out and WORST[out[test][0]] >= WORST[f[3]]:
                continue
            out[test] = (f[3], f[5])
    return out


def main():
    for suite, runs in SUITES.items():
        native, sim = {}, {}
        for src in sys.argv[1:]:
            for run in runs:
                native.update(from_stream(os.path.join(src, f"outcomes-{run}-native.tsv")))
                sim.update(from_stream(os.path.join(src, f"outcomes-{run}-sim.tsv")))
        rows = []
        for t in sorted(set(native) | set(sim)):
            why = [f"{side}: {o[t][1]}" for side, o in (("native", native), ("sim", sim)) if t in o and o[t][1]]
            rows.append("\t".join([t, native.get(t, ("-",))[0], sim.get(t, ("-",))[0], " | ".join(why)]))
        data = ("test\tnative\tsim\treason\n" + "\n".join(rows) + "\n").encode()
        with open(os.path.join(HERE, f"outcomes-{suite}.tsv.gz"), "wb") as f:
            f.write(gzip.compress(data, 9, mtime=0))
        for i, side in ((1, "native"), (2, "sim")):
            counts = {}
            for r in rows:
                o = r.split("\t")[i]
                counts[o] = counts.get(o, 0) + 1
            print(suite, side, " ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
