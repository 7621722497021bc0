# pytest plugin (-p outcome_stream): writes each test's outcome as it
# arrives, so that a run stopped by its time limit still says what every
# finished test did and why. Session 32's window lost pytest's closing
# summary (failure and skip reasons) and every CUDASIM_LOG line of a test
# that passed (pytest keeps captured output only for failures) when the
# time limit killed the run.
#
# OUTCOME_STREAM=PREFIX writes two tab-separated files, flushed per line:
#   PREFIX.tsv      seconds since start, worker, test, outcome, seconds the
#                   test took, reason (failure message, skip reason)
#   PREFIX-log.tsv  test, phase, each captured stderr line that starts with
#                   "cudasim:" (CUDASIM_LOG=error explains failing calls)
# Under xdist only the controller writes (reports reach it from workers).
# Test names are as numba-cuda's logs show them: the path from
# numba/cuda/tests/ on.
#
# ONLY_TESTS=FILE runs only the tests FILE names (one a line, named so),
# the others deselected: naming them as paths on the command line would
# depend on how pytest names files outside its rootdir, and one name it
# cannot find stops the whole run.
import os
import time

_start = time.time()
_files = None


def _open(config):
    global _files
    prefix = os.environ.get("OUTCOME_STREAM")
    if not prefix or hasattr(config, "workerinput"):
        return
    _files = (open(prefix + ".tsv", "a", buffering=1), open(prefix + "-log.tsv", "a", buffering=1))


def pytest_configure(config):
    _open(config)


def _short(nodeid, path=""):
    """The test's name from numba/cuda/tests/ on, from its node id or,
    where the id's file is outside the rootdir ("../..."), from its file's
    path (not otherwise: a method a test class inherits has its file's
    path, tests/support.py, where the id names the class's module)."""
    i = nodeid.find("numba/cuda/tests/")
    if i >= 0:
        return nodeid[i + len("numba/cuda/tests/"):]
    i = path.find("numba/cuda/tests/")
    if nodeid.startswith(("../", "/")) and i >= 0 and "::" in nodeid:
        return path[i + len("numba/cuda/tests/"):] + nodeid[nodeid.find("::"):]
    return nodeid


def pytest_collection_modifyitems(config, items):
    only = os.environ.get("ONLY_TESTS")
    if not only:
        return
    with open(only) as f:
        wanted = {ln.strip() for ln in f if ln.strip()}
    keep = [_short(it.nodeid, str(it.path)) in wanted for it in items]
    config.hook.pytest_deselected(items=[it for it, k in zip(items, keep) if not k])
    items[:] = [it for it, k in zip(items, keep) if k]


def _flat(s):
    return " ".join(str(s).split())[:400]


def _reason(report):
    lr = report.longrepr
    if lr is None:
        return ""
    if isinstance(lr, tuple) and len(lr) == 3:  # a skip: (path, line, reason)
        return _flat(lr[2])
    crash = getattr(lr, "reprcrash", None)
    if crash is not None:
        return _flat(crash.message)
    return _flat(str(lr).strip().splitlines()[-1] if str(lr).strip() else "")


def _outcome(report):
    if hasattr(report, "wasxfail"):
        return "XPASS" if report.passed else "XFAIL"
    if report.when != "call" and report.failed:
        return "ERROR"
    return report.outcome.upper()


def pytest_runtest_logreport(report):
    if _files is None:
        return
    out, log = _files
    location = getattr(report, "location", None)  # (path from the rootdir, line, name)
    name = _short(report.nodeid, location[0] if location else "")
    for key, text in getattr(report, "sections", ()):
        if key == "Captured stderr " + report.when:  # earlier phases' sections come again
            for line in text.splitlines():
                if line.startswith("cudasim:"):
                    log.write(f"{name}\t{report.when}\t{_flat(line)}\n")
    context = getattr(report, "context", None)  # a subtest's report
    outcome = _outcome(report)
    if context is not None:
        if outcome == "PASSED":
            return
        name += " [subtest]"
    elif report.when == "call" or (report.when == "setup" and not report.passed) or (
            report.when == "teardown" and report.failed):
        pass
    else:
        return
    worker = getattr(getattr(getattr(report, "node", None), "gateway", None), "id", "-")
    out.write(f"{time.time() - _start:.1f}\t{worker}\t{name}\t{outcome}\t{report.duration:.2f}\t{_reason(report)}\n")
