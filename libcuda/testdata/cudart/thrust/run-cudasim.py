#!/usr/bin/env python3
"""run-cudasim.py NAME...: runs built Thrust test binaries (bin/b118/NAME) on cudasim's drop-in,
as results-cudasim.txt was made: every unit test of the binary's --list in one --verbose process;
a unit test that runs past LIMIT seconds (default 120) of its own is noted SLOW (a crash: CRASH)
and the binary runs again from the unit test after it. Prints "NAME: passes/tests pass, seconds;
{rest}". Env: LIB (folder of cudasim's libcuda.so.1), CUDART (folder of libcudart.so.11.0), LIMIT.

The limit is each unit test's, timed from its "Running NAME..." line (the framework flushes it):
session 34's version gave the whole process LIMIT seconds, so that a binary whose unit tests
together ran past it (async_sort: 16 of 5 to 20 s each, 126 to 364 s in all on a loaded machine)
had whichever unit test was running then noted SLOW, a different one each run (docs/suite.md,
"thrust34")."""
import os, re, subprocess, sys, threading, time

here = os.path.dirname(os.path.abspath(__file__))
limit = int(os.environ.get("LIMIT", "120"))
env = dict(os.environ, LD_LIBRARY_PATH=os.environ["LIB"] + ":" + os.environ["CUDART"],
           CUDASIM_DEVICES="h200", CUDASIM_PTX_CACHE="off")


def run(args):
    """Runs args, stdout and stderr together; kills it once one unit test has run past limit
    seconds. Returns the output and the exit status, or "timeout"."""
    p = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    chunks = []
    reader = threading.Thread(target=lambda: chunks.extend(iter(lambda: p.stdout.read1(1 << 16), b"")))
    reader.start()
    text = lambda: b"".join(chunks).decode(errors="replace")
    current, since, rc = None, time.time(), None
    while p.poll() is None:
        time.sleep(0.5)
        started = re.findall(r"Running (\S+?)\.\.\.", text())
        if started and started[-1] != current:
            current, since = started[-1], time.time()
        if time.time() - since > limit:
            p.kill()
            rc = "timeout"
            break
    p.wait()
    reader.join()
    return text(), rc if rc else p.returncode


for name in sys.argv[1:]:
    exe = os.path.join(here, "bin", "b118", name)
    tests = subprocess.run([exe, "--list"], capture_output=True, text=True).stdout.split()
    todo, results, t0 = list(tests), {}, time.time()
    while todo:
        out, rc = run([exe, "--verbose"] + todo)
        for status, test in re.findall(r"\[(PASS|FAILURE|KNOWN FAILURE|ERROR)\][^\n]*? (\S+)\n", out):
            results[test] = status
        started = re.findall(r"Running (\S+?)\.\.\.", out)
        if rc == "timeout" or (started and started[-1] not in results):
            last = started[-1] if started else todo[0]
            results[last] = "SLOW" if rc == "timeout" else f"CRASH({rc})"
        rest = [t for t in todo if t not in results]
        if rest == todo:
            results.update({t: f"NORESULT({rc})" for t in rest})
            break
        todo = rest
    passes = sum(1 for s in results.values() if s == "PASS")
    bad = {t: s for t, s in results.items() if s != "PASS"}
    print(f"{name}: {passes}/{len(tests)} pass, {time.time() - t0:.0f}s; {bad}", flush=True)
