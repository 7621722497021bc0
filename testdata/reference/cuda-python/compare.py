#!/usr/bin/env python3
# Compares one pytest suite's outcomes on the real driver and on cudasim, as
# outcome_stream.py (testdata/reference/numba-cuda) wrote them while the runs
# went: PREFIX.tsv (seconds, worker, test, outcome, seconds taken, reason) and
# PREFIX-log.tsv (test, phase, each "cudasim:" stderr line). Prints each
# side's counts, then every test whose outcome differs, with both reasons and
# cudasim's log lines for it, grouped by cudasim's reason.
#   compare.py NATIVE.tsv[.gz] SIM.tsv[.gz] [SIM-log.tsv[.gz]]
import collections
import gzip
import re
import sys

OUTCOMES = ("PASSED", "FAILED", "ERROR", "SKIPPED", "XFAIL", "XPASS")
WORST = {o: i for i, o in enumerate(("PASSED", "XFAIL", "XPASS", "SKIPPED", "FAILED", "ERROR"))}


def _open(path):
    return gzip.open(path, "rt", errors="replace") if path.endswith(".gz") else open(path, errors="replace")


def read(path):
    """test -> (outcome, reason); a test reported twice (an error at
    teardown after it passed) keeps its worse outcome."""
    got = {}
    with _open(path) as fh:
        for ln in fh:
            f = ln.rstrip("\n").split("\t")
            if len(f) < 5 or f[3] not in WORST:
                continue
            test, outcome, reason = f[2], f[3], f[5] if len(f) > 5 else ""
            if test in got and WORST[got[test][0]] >= WORST[outcome]:
                continue
            got[test] = (outcome, reason)
    return got


def read_log(path):
    log = collections.defaultdict(list)
    if path:
        with _open(path) as fh:
            for ln in fh:
                f = ln.rstrip("\n").split("\t")
                if len(f) == 3 and f[2] not in log[f[0]]:
                    log[f[0]].append(f[2])
    return log


def counts(got):
    c = collections.Counter(o for o, _ in got.values())
    return f"{len(got)} tests: " + ", ".join(f"{k.lower()} {c[k]}" for k in OUTCOMES if c[k])


def main():
    native, sim = read(sys.argv[1]), read(sys.argv[2])
    log = read_log(sys.argv[3] if len(sys.argv) > 3 else None)
    print(f"native: {counts(native)}")
    print(f"cudasim: {counts(sim)}")
    both = set(native) & set(sim)
    same = sum(1 for t in both if native[t][0] == sim[t][0])
    print(f"in both: {len(both)}, same outcome: {same}; only native: {len(set(native) - both)}, "
          f"only cudasim: {len(set(sim) - both)}")
    differ = sorted(t for t in both if native[t][0] != sim[t][0])
    groups = collections.defaultdict(list)
    for t in differ:
        key = re.sub(r"0x[0-9a-f]+|\d+", "N", sim[t][1])[:160]
        groups[key].append(t)
    print(f"\ndiffering: {len(differ)}")
    for key, ts in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"\n== {len(ts)}: {key or '(no reason)'}")
        for t in ts:
            print(f"   {native[t][0]} -> {sim[t][0]}  {t}")
            if native[t][1]:
                print(f"      native: {native[t][1][:300]}")
            if sim[t][1]:
                print(f"      cudasim: {sim[t][1][:300]}")
            for line in log.get(t, [])[:6]:
                print(f"      | {line[:300]}")
    for name, side, other in (("native", native, sim), ("cudasim", sim, native)):
        missing = sorted(set(side) - set(other))
        if missing:
            print(f"\nonly on {name} ({len(missing)}; the other run stopped first or did not collect them):")
            for t in missing[:200]:
                print(f"   {side[t][0]} {t}")


if __name__ == "__main__":
    main()
