#!/usr/bin/env python3
"""run-cudasim.py NAME...: runs built Thrust test binaries (bin/b118/NAME) on cudasim's drop-in,
as results-cudasim.txt was made: every unit test of the binary's --list in one --verbose process;
a unit test that runs past LIMIT seconds (default 120) is noted SLOW (a crash: CRASH) and the
binary runs again from the unit test after it. Prints "NAME: passes/tests pass, seconds; {rest}".
Env: LIB (folder of cudasim's libcuda.so.1), CUDART (folder of libcudart.so.11.0), LIMIT."""
import os, re, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
limit = int(os.environ.get("LIMIT", "120"))
env = dict(os.environ, LD_LIBRARY_PATH=os.environ["LIB"] + ":" + os.environ["CUDART"],
           CUDASIM_DEVICES="h200", CUDASIM_PTX_CACHE="off")
for name in sys.argv[1:]:
    exe = os.path.join(here, "bin", "b118", name)
    tests = subprocess.run([exe, "--list"], capture_output=True, text=True).stdout.split()
    todo, results, t0 = list(tests), {}, time.time()
    while todo:
        try:
            p = subprocess.run([exe, "--verbose"] + todo, env=env, capture_output=True, text=True,
                               timeout=limit, errors="replace")
            out, rc = p.stdout + p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            out = (e.stdout or b"").decode(errors="replace") + (e.stderr or b"").decode(errors="replace")
            rc = "timeout"
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
