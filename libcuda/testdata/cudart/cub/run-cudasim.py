#!/usr/bin/env python3
"""run-cudasim.py NAME...: runs built CUB test binaries (bin/b118/NAME) on cudasim's drop-in, as
results-cudasim.txt was made: each binary once, past LIMIT seconds (default 600) killed. A CUB
test checks each case against the host and exits 1 at the first case that does not match
(AssertEquals: "INCORRECT" or "AssertEquals(...) failed"), 0 when all match. Prints
"NAME: exit N, seconds, P cases checked (the lines saying PASS); the first INCORRECT/failed line".
args.txt gives a binary its arguments (smaller sizes for the device-wide tests). Env: LIB (folder of cudasim's libcuda.so.1), CUDART (folder of libcudart.so.11.0), LIMIT."""
import os, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
limit = int(os.environ.get("LIMIT", "600"))
env = dict(os.environ, LD_LIBRARY_PATH=os.environ["LIB"] + ":" + os.environ["CUDART"],
           CUDASIM_DEVICES="h200", CUDASIM_PTX_CACHE="off")
args = {}
for line in open(os.path.join(here, "args.txt")):
    fields = line.split("#")[0].split()
    if fields:
        args[fields[0]] = fields[1:]
for name in sys.argv[1:]:
    exe = os.path.join(here, "bin", "b118", name)
    t0 = time.time()
    try:
        p = subprocess.run([exe] + args.get(name, []), env=env, capture_output=True, text=True, timeout=limit, errors="replace")
        out, rc = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace") + (e.stderr or b"").decode(errors="replace")
        rc = "timeout"
    with open(os.path.join(here, "bin", "b118", name + ".cudasim.out"), "w") as f:
        f.write(out)
    passes = out.count("PASS")
    bad = [l.strip() for l in out.splitlines() if "INCORRECT" in l or "failed" in l or "FAIL" in l]
    print(f"{name}: exit {rc}, {time.time() - t0:.0f}s, {passes} PASS; {bad[:1]}", flush=True)
