#!/bin/bash
# start17-d: host first, main's drop-in (lib/) against branch start17's (new/, BUILD names the
# commit: the kernels a PTX module's first launch does not launch are lowered on other
# goroutines), alternating, 30 rounds pinned to CPUs 12,13 and 30 rounds on all CPUs; CPU time
# and minor faults of each process from wait4.
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ date -u; nproc; uptime; cat BUILD; } > "$OUT/env.txt" 2>&1
cc -O2 -o host host.c -ldl -lm -lpthread > "$OUT/build.txt" 2>&1
mkdir -p dmain dnew
cp lib/libcuda.so.1 dmain/ >> "$OUT/build.txt" 2>&1
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1
ls -la dmain dnew >> "$OUT/build.txt" 2>&1
export CUDASIM_PROGRESS=0
PINS="all"; [ "$(nproc)" -ge 16 ] && PINS="12,13 all"
for PIN in $PINS; do [ "$PIN" = all ] && PIN=""
python3 - "$PIN" >> "$OUT/first.txt" 2>&1 <<'PY' || true
import os, sys, time, statistics, subprocess
pin = sys.argv[1]
print(f"== pinned to {pin or 'nothing'}", flush=True)
def run(argv, env):
    if pin: argv = ["taskset", "-c", pin] + argv
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, env=dict(os.environ, **env), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = p.stdout.read().decode(errors="replace")
    _, st, ru = os.wait4(p.pid, 0)
    return time.perf_counter() - t0, ru.ru_utime + ru.ru_stime, ru.ru_minflt, out
rows = {}
for i in range(30):
    for v in ("main", "new"):
        wall, cpu, flt, out = run(["./host", "first", "bench.ptx"], {"LD_LIBRARY_PATH": "d" + v})
        f = out.split(); split = {}
        if "split" in f:
            j = f.index("split"); split = dict(zip(f[j+1:j+9:2], map(float, f[j+2:j+9:2])))
        print(f"first-{v} {i} wall {wall*1e3:.3f} cpu {cpu*1e3:.3f} minflt {flt}: {' '.join(f)}", flush=True)
        rows.setdefault(v, []).append((wall, cpu, flt, split))
med = statistics.median
for k, r in rows.items():
    s = [x[3] for x in r if x[3]]
    tot = sorted(sum(d.values()) for d in s)
    walls = sorted(x[0] for x in r)
    print(f"{k}: wall {med(walls)*1e3:.2f} ms (best {walls[0]*1e3:.2f}), cpu {med([x[1] for x in r])*1e3:.2f} ms, minflt {med([x[2] for x in r]):.0f}; main to first kernel {med(tot)*1e3:.2f} ms (best {tot[0]*1e3:.2f}): " + ", ".join(f"{p} {med([d[p] for d in s])*1e3:.2f}" for p in ("dlopen", "init", "load", "kernel")), flush=True)
PY
done
date -u >> "$OUT/env.txt"
