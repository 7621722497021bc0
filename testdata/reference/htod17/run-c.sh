#!/bin/bash
# start17-c: main's drop-in (lib/) against branch start17's (new/, BUILD names the commit):
# (1) host first alternating, 30 rounds pinned to CPUs 12,13, CPU time and minor faults from wait4;
# (2) htod (pageable HtoD into fresh cuMemAlloc vs memcpy into fresh memory), all 16 CPUs and
#     pinned to 2, main and branch alternating; the real driver once for reference.
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ date -u; nproc; uptime; cat BUILD; } > "$OUT/env.txt" 2>&1
cc -O2 -o host host.c -ldl -lm -lpthread > "$OUT/build.txt" 2>&1
/usr/local/cuda/bin/nvcc -O2 -o htod htod.c -lcuda >> "$OUT/build.txt" 2>&1 || cc -O2 -I/usr/local/cuda/include -o htod htod.c -L/usr/local/cuda/lib64/stubs -lcuda >> "$OUT/build.txt" 2>&1
mkdir -p dmain dnew
cp lib/libcuda.so.1 dmain/ >> "$OUT/build.txt" 2>&1
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1
ls -la dmain dnew >> "$OUT/build.txt" 2>&1
export CUDASIM_PROGRESS=0
PIN=""; [ "$(nproc)" -ge 16 ] && PIN="12,13"
python3 - "$PIN" > "$OUT/first.txt" 2>&1 <<'PY' || true
import os, sys, time, statistics, subprocess
pin = sys.argv[1]
def run(argv, env):
    if pin: argv = ["taskset", "-c", pin] + argv
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, env=dict(os.environ, **env), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = p.stdout.read().decode(errors="replace")
    _, st, ru = os.wait4(p.pid, 0)
    return time.perf_counter() - t0, ru.ru_utime + ru.ru_stime, ru.ru_minflt, out
rows = {}
for i in range(20):
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
    print(f"{k}: wall {med([x[0] for x in r])*1e3:.2f} ms, cpu {med([x[1] for x in r])*1e3:.2f} ms, minflt {med([x[2] for x in r]):.0f}; main to first kernel {med(tot)*1e3:.2f} ms (best {tot[0]*1e3:.2f}): " + ", ".join(f"{p} {med([d[p] for d in s])*1e3:.2f}" for p in ("dlopen", "init", "load", "kernel")), flush=True)
PY
for r in 1 2 3; do for v in main new; do
  echo "== $v all-cpus round $r $(date -u +%T)" >> "$OUT/htod.txt"
  LD_LIBRARY_PATH=d$v timeout 100 ./htod 3 1 2 4 16 64 256 >> "$OUT/htod.txt" 2>&1 || echo "rc $?" >> "$OUT/htod.txt"
  echo "== $v pinned-2 round $r $(date -u +%T)" >> "$OUT/htod.txt"
  LD_LIBRARY_PATH=d$v timeout 100 ${PIN:+taskset -c $PIN} ./htod 3 1 4 64 256 >> "$OUT/htod.txt" 2>&1 || echo "rc $?" >> "$OUT/htod.txt"
done; done
echo "== real all-cpus $(date -u +%T)" >> "$OUT/htod.txt"
timeout 100 ./htod 3 1 2 4 16 64 256 >> "$OUT/htod.txt" 2>&1 || echo "rc $?" >> "$OUT/htod.txt"
date -u >> "$OUT/env.txt"
