"""Run Numba test packages under unittest, timing each test.

Used by tools/numba/run.sh.  Equivalent to `python3 -m numba.runtests -v NAME`
(same discovery: each package's load_tests), but it also records every test's
outcome and duration, prints one summary line per package and the slowest
tests, and writes the details as JSON.

    python3 runsuite.py [--json FILE] [--slowest N] [--hang-dump S] NAME...
"""

import argparse
import faulthandler
import json
import sys
import time
import unittest


class TimedResult(unittest.TextTestResult):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.records = []
        self._t0 = None
        self.hang_dump = 0
        self.stream_to = None

    def startTest(self, test):
        self._t0 = time.monotonic()
        if self.hang_dump:
            # Print every thread's stack if one test runs this long (no exit).
            faulthandler.dump_traceback_later(self.hang_dump, repeat=True)
        super().startTest(test)

    def stopTest(self, test):
        if self.hang_dump:
            faulthandler.cancel_dump_traceback_later()
        super().stopTest(test)

    def _rec(self, test, outcome, detail=""):
        dt = time.monotonic() - self._t0 if self._t0 else 0.0
        rec = {"test": test.id(), "outcome": outcome,
               "seconds": round(dt, 3), "detail": detail}
        self.records.append(rec)
        if self.stream_to:      # one JSON line per test as it ends
            self.stream_to.write(json.dumps(rec) + "\n")
            self.stream_to.flush()

    def addSuccess(self, test):
        super().addSuccess(test)
        self._rec(test, "pass")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._rec(test, "fail", self.failures[-1][1])

    def addError(self, test, err):
        super().addError(test, err)
        # Errors in setUpClass/module fixtures come as _ErrorHolder objects.
        self._rec(test, "error", self.errors[-1][1])

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._rec(test, "skip", reason)

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._rec(test, "xfail")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._rec(test, "xpass")

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            kind = "fail" if issubclass(err[0], test.failureException) else "error"
            lst = self.failures if kind == "fail" else self.errors
            self._rec(subtest, kind, lst[-1][1])


def count(records):
    c = {k: 0 for k in ("pass", "fail", "error", "skip", "xfail", "xpass")}
    for r in records:
        c[r["outcome"]] += 1
    return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="+")
    ap.add_argument("--json")
    ap.add_argument("--slowest", type=int, default=15)
    ap.add_argument("--exclude", action="append", default=[],
                    metavar="SUBSTRING=REASON",
                    help="report tests whose id contains SUBSTRING as skipped")
    ap.add_argument("--hang-dump", type=float, default=600.0,
                    help="dump all stacks when one test passes this many seconds")
    args = ap.parse_args()

    import os
    import numba
    loader = unittest.TestLoader()
    # Numba's load_testsuite turns file paths into module names relative to
    # the loader's top-level folder, as numba.runtests sets it.
    loader._top_level_dir = os.path.dirname(os.path.dirname(numba.__file__))
    out = {"names": args.names, "records": []}
    t0 = time.monotonic()
    suite = unittest.TestSuite()
    for name in args.names:
        suite.addTests(loader.loadTestsFromName(name))
    load_s = time.monotonic() - t0
    excludes = [e.split("=", 1) if "=" in e else (e, "excluded")
                for e in args.exclude]

    def walk(s):
        for t in s:
            if isinstance(t, unittest.TestSuite):
                yield from walk(t)
            else:
                yield t
    for t in walk(suite):
        for sub, why in excludes:
            name = getattr(t, "_testMethodName", None)
            if sub in t.id() and name:
                setattr(t, name, unittest.skip("run.sh: " + why)(getattr(t, name)))

    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2,
                                     resultclass=TimedResult)
    result_holder = {}

    orig = runner._makeResult

    def make():
        r = orig()
        r.hang_dump = args.hang_dump
        if args.json:
            r.stream_to = open(args.json + "l", "w")
        result_holder["r"] = r
        return r
    runner._makeResult = make
    import signal

    def on_term(signum, frame):
        raise KeyboardInterrupt("SIGTERM")
    # run.sh's PKG_TIMEOUT sends SIGTERM: stop, but still report what ran.
    signal.signal(signal.SIGTERM, on_term)
    t1 = time.monotonic()
    interrupted = False
    try:
        runner.run(suite)
    except KeyboardInterrupt:
        interrupted = True
        print("\nINTERRUPTED: the summary counts only the tests that ran")
    wall = time.monotonic() - t1
    recs = result_holder["r"].records
    c = count(recs)
    out.update(records=recs, counts=c, wall_s=round(wall, 1),
               load_s=round(load_s, 1), ran=len(recs),
               interrupted=interrupted, total_tests=suite.countTestCases())
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)
    print()
    print("SUMMARY %s%s: ran %d of %d, passed %d, failed %d, errors %d, skipped %d, "
          "expected failures %d, unexpected successes %d; loading %.1f s, "
          "running %.1f s" % (" ".join(args.names),
                                " (INTERRUPTED)" if interrupted else "",
                                len(recs), out["total_tests"], c["pass"],
                              c["fail"], c["error"], c["skip"], c["xfail"],
                              c["xpass"], load_s, wall))
    print("SLOWEST:")
    for r in sorted(recs, key=lambda r: -r["seconds"])[:args.slowest]:
        print("  %8.2f s  %-5s %s" % (r["seconds"], r["outcome"], r["test"]))
    sys.stdout.flush()
    return 0 if c["fail"] == 0 and c["error"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
